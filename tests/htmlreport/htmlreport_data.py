"""Synthetic ``report.json`` documents for the ``facedown report`` tests.

:func:`make_report` builds a document valid against the report schema from a few scenario entries
(:func:`scenario`): every atom of the catalog gets an entry whose status follows from the scenarios
tagged with it, and the summary counts are computed. Fields the schema of this checkout does not
know (``steps``, ``feature_name``) are left out, so the documents stay valid while the format grows.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from facedown.catalog import load_catalog
from facedown.report import report_schema
from facedown.results import AtomStatus, Status, atom_status

#: Fields of a scenario entry the current schema knows.
SCENARIO_FIELDS = frozenset(report_schema()["$defs"]["scenario"]["properties"])
#: Fields of the engine object the current schema knows.
ENGINE_FIELDS = frozenset(report_schema()["properties"]["engine"]["properties"])


def step(
    keyword: str, text: str, line: int, status: str = "passed", *, background: bool = False
) -> dict[str, Any]:
    """One item of a scenario's ``steps`` list."""
    return {
        "keyword": keyword,
        "type": {"Given": "given", "When": "when", "Then": "then"}.get(keyword, "given"),
        "text": text,
        "line": line,
        "background": background,
        "table": None,
        "docstring": None,
        "status": status,
    }


def scenario(
    key: str,
    atoms: Sequence[str],
    status: str = "pass",
    *,
    name: str | None = None,
    feature: str = "synthetic/example.feature",
    line: int = 3,
    message: str | None = None,
    failed: tuple[str, str, int] | None = None,
    steps: Sequence[Mapping[str, Any]] | None = None,
    example: Mapping[str, str] | None = None,
    needs: Sequence[str] = (),
    rule: str | None = None,
) -> dict[str, Any]:
    """A scenario entry. ``failed`` is ``(keyword, text, line)`` of the step it stopped at;
    ``steps`` its step list (default: a Given and a Then, the Then failing when ``failed`` says so)."""
    if message is None:
        message = "" if status == "pass" else f"{status}: synthetic reason"
    step_entry = None
    if failed is not None:
        keyword, text, step_line = failed
        step_entry = {
            "keyword": keyword,
            "type": {"Given": "given", "When": "when", "Then": "then"}.get(keyword, "then"),
            "text": text,
            "line": step_line,
        }
    if steps is None:
        steps = [
            step("Given", 'a two-player game with "Dog Walker" in Alice\'s hand', line + 1),
            step("Then", "the check holds", line + 2, "failed" if status in ("fail", "error") else "passed"),
        ]
    entry: dict[str, Any] = {
        "key": key,
        "id": key.split("[")[0],
        "name": name or f"Scenario {key}",
        "feature": feature,
        "feature_name": "Synthetic feature",
        "line": line,
        "rule": rule,
        "example": dict(example) if example is not None else None,
        "atoms": sorted(atoms),
        "needs": sorted(needs),
        "tags": [],
        "status": status,
        "message": message,
        "details": "",
        "step": step_entry,
        "steps": [dict(s) for s in steps],
        "duration": 0.01,
    }
    return {k: v for k, v in entry.items() if k in SCENARIO_FIELDS}


def make_report(
    scenarios: Iterable[Mapping[str, Any]],
    *,
    name: str | None = "alpha-engine",
    version: str | None = "1.0",
    spec: str = "alpha.adapter:create",
    cr_edition: str | None = "2026-04-17",
    features_dir: str = "/nonexistent/features",
    problems: Sequence[Mapping[str, str]] = (),
) -> dict[str, Any]:
    """A complete report document with ``scenarios`` and one entry per catalog atom."""
    entries = [dict(s) for s in scenarios]
    by_atom: dict[str, list[Mapping[str, Any]]] = {}
    for entry in entries:
        for atom_id in entry["atoms"]:
            by_atom.setdefault(atom_id, []).append(entry)
    atoms = []
    for atom in load_catalog():
        tagged = by_atom.get(atom.id, [])
        statuses = [Status(e["status"]) for e in tagged]
        counts = Counter(e["status"] for e in tagged)
        atoms.append(
            {
                "id": atom.id,
                "title": atom.summary,
                "kind": atom.kind,
                "group": atom.mechanic,
                "status": atom_status(statuses).value,
                "counts": {s.value: counts.get(s.value, 0) for s in Status},
                "scenarios": [e["key"] for e in tagged],
            }
        )
    scenario_counts = Counter(e["status"] for e in entries)
    atom_counts = Counter(a["status"] for a in atoms)
    return {
        "format_version": "1.0",
        "suite": {
            "name": "facedown",
            "version": "0.1.0",
            "contract_version": "1.0",
            "features_dir": features_dir,
        },
        "engine": {
            key: value
            for key, value in {
                "spec": spec,
                "command": None,
                "name": name,
                "version": version,
                "capabilities": ["disguise", "setup_state"],
                "cr_edition": cr_edition,
                "contract_version": "1.0",
            }.items()
            if key in ENGINE_FIELDS
        },
        "generated_at": "2026-05-01T12:30:00Z",
        "duration": 1.5,
        "selection": {"keyword": None, "deselected": 0},
        "summary": {
            "total": len(entries),
            **{s.value: scenario_counts.get(s.value, 0) for s in Status},
            "problems": len(problems),
            "atoms": {"total": len(atoms), **{s.value: atom_counts.get(s.value, 0) for s in AtomStatus}},
        },
        "scenarios": entries,
        "problems": [dict(p) for p in problems],
        "atoms": atoms,
    }


def write(report: Mapping[str, Any], directory: Path) -> Path:
    """Write ``report`` as ``directory/report.json``; return the directory."""
    directory.mkdir(parents=True, exist_ok=True)
    (directory / "report.json").write_text(json.dumps(report, indent=1), encoding="utf-8")
    return directory


def code_coverage(
    files: Mapping[str, int],
    unreached: Mapping[str, str],
    atoms: Mapping[str, Mapping[str, str]],
    functions: Sequence[Mapping[str, Any]] = (),
) -> dict[str, Any]:
    """A ``code_coverage`` section: ``files`` (path -> statement count; lines 1..N), the
    ``unreached`` line ranges per file, each atom's line ranges per file, the rule functions."""
    from facedown.codecov import parse_ranges

    missing = {path: len(parse_ranges(lines)) for path, lines in unreached.items()}
    statements = sum(files.values())
    covered = statements - sum(missing.values())
    return {
        "tool": "coverage.py 7.0 (CTracer)",
        "package": "reference_engine",
        "citation_edition": "2026-04-17",
        "imported_before": False,
        "statements": statements,
        "covered": covered,
        "percent": round(100 * covered / statements, 2),
        "in_scenarios": covered,
        "files": {
            path: {
                "statements": n,
                "covered": n - missing.get(path, 0),
                "in_scenarios": n - missing.get(path, 0),
                "percent": round(100 * (n - missing.get(path, 0)) / n, 2),
            }
            for path, n in files.items()
        },
        "unreached": {
            "count": sum(missing.values()),
            "files": {path: {"count": missing[path], "lines": lines} for path, lines in unreached.items()},
        },
        "atoms": {
            atom_id: {
                "scenarios": 1,
                "count": sum(len(parse_ranges(lines)) for lines in per_file.values()),
                "files": {
                    path: {"count": len(parse_ranges(lines)), "lines": lines}
                    for path, lines in per_file.items()
                },
                "rule_functions": [
                    {"function": f["function"], "rules": f["rules"], "ran": atom_id in f["atoms"]}
                    for f in functions
                ],
            }
            for atom_id, per_file in atoms.items()
        },
        "rule_functions": [dict(f) for f in functions],
        "seconds": {"run": 1.0, "analysis": 0.1},
    }


def upgrade(report: dict[str, Any], **fields: Any) -> dict[str, Any]:
    """``report`` as a format 1.2 document with ``fields`` set (e.g. ``code_coverage``)."""
    report["format_version"] = "1.2"
    report.update(fields)
    return report
