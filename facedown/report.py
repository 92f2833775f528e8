"""``report.json``: the machine-readable result of ``facedown certify``.

:func:`build_report` turns a :class:`facedown.results.RunRecord` into the JSON document
described by ``facedown/schemas/report.schema.json`` (and, field by field, docs/report.md);
:func:`validate_report` checks a document against that schema.
"""

from __future__ import annotations

import datetime
import importlib
import json
from collections import Counter
from collections.abc import Sequence
from functools import cache
from pathlib import Path
from typing import Any

import facedown
from facedown.adapter import CONTRACT_VERSION, EngineInfo
from facedown.atomref import AtomRef
from facedown.results import AtomStatus, RunRecord, ScenarioResult, Status, atom_status

#: Version of the report format. The major number changes when a field changes meaning or goes away.
FORMAT_VERSION = "1.0"
SCHEMA_PATH = Path(__file__).resolve().parent / "schemas" / "report.schema.json"
REPORT_NAME = "report.json"


def _scenario_json(result: ScenarioResult) -> dict[str, Any]:
    step = result.step
    return {
        "key": result.key,
        "id": result.id,
        "name": result.name,
        "feature": result.feature,
        "feature_name": result.feature_name,
        "line": result.line,
        "rule": result.rule,
        "example": dict(result.example) if result.example is not None else None,
        "atoms": list(result.atoms),
        "needs": list(result.needs),
        "tags": list(result.tags),
        "status": result.status.value,
        "message": result.message,
        "details": result.details,
        "step": (
            {"keyword": step.keyword, "type": step.type, "text": step.text, "line": step.line}
            if step is not None
            else None
        ),
        "steps": [
            {
                "keyword": outcome.keyword,
                "type": outcome.type,
                "text": outcome.text,
                "line": outcome.line,
                "background": outcome.background,
                "table": [list(row) for row in outcome.table] if outcome.table is not None else None,
                "docstring": outcome.docstring,
                "status": outcome.status.value,
            }
            for outcome in result.steps
        ],
        "duration": round(result.duration, 6),
    }


def _atoms_json(record: RunRecord, atoms: Sequence[AtomRef]) -> list[dict[str, Any]]:
    by_atom: dict[str, list[ScenarioResult]] = {}
    for result in record.scenarios:
        for atom_id in result.atoms:
            by_atom.setdefault(atom_id, []).append(result)
    out = []
    for atom in atoms:
        results = by_atom.get(atom.id, [])
        statuses = [result.status for result in results]
        counts = Counter(status.value for status in statuses)
        entry: dict[str, Any] = {
            "id": atom.id,
            "title": atom.title,
            "kind": atom.kind,
            "group": atom.group,
            "status": atom_status(statuses, deselected=atom.id in record.selection.deselected_atoms).value,
            "counts": {status.value: counts.get(status.value, 0) for status in Status},
            "scenarios": [result.key for result in results],
        }
        out.append(entry)
    return out


def _engine_json(spec: str | None, command: str | None, info: EngineInfo | None) -> dict[str, Any]:
    if info is None:
        return {
            "spec": spec,
            "command": command,
            "name": None,
            "version": None,
            "capabilities": [],
            "cr_edition": None,
            "contract_version": None,
        }
    return {
        "spec": spec,
        "command": command,
        "name": info.name,
        "version": info.version,
        "capabilities": sorted(str(capability) for capability in info.capabilities),
        "cr_edition": info.cr_edition,
        "contract_version": info.contract_version,
    }


def build_report(
    record: RunRecord,
    *,
    engine: EngineInfo | None,
    atoms: Sequence[AtomRef],
    generated_at: datetime.datetime | None = None,
) -> dict[str, Any]:
    """The ``report.json`` document of a run (a JSON-ready dictionary).

    ``engine`` is what the engine said of itself (``None`` if it never started); ``atoms`` is
    the atom catalog, every atom of which gets an entry.
    """
    when = generated_at or datetime.datetime.now(datetime.UTC)
    scenarios = [_scenario_json(result) for result in record.scenarios]
    atom_entries = _atoms_json(record, atoms)
    scenario_counts = Counter(result.status.value for result in record.scenarios)
    atom_counts = Counter(entry["status"] for entry in atom_entries)
    return {
        "format_version": FORMAT_VERSION,
        "suite": {
            "name": "facedown",
            "version": facedown.__version__,
            "contract_version": CONTRACT_VERSION,
            "features_dir": record.features_dir,
        },
        "engine": _engine_json(record.engine_spec, record.engine_command, engine),
        "generated_at": when.astimezone(datetime.UTC).isoformat(timespec="seconds").replace("+00:00", "Z"),
        "duration": round(record.duration, 3),
        "selection": {"keyword": record.selection.keyword, "deselected": record.selection.deselected},
        "summary": {
            "total": len(record.scenarios),
            **{status.value: scenario_counts.get(status.value, 0) for status in Status},
            "problems": len(record.problems),
            "atoms": {
                "total": len(atom_entries),
                **{status.value: atom_counts.get(status.value, 0) for status in AtomStatus},
            },
        },
        "scenarios": scenarios,
        "problems": [
            {"where": problem.where, "message": problem.message, "details": problem.details}
            for problem in record.problems
        ],
        "atoms": atom_entries,
    }


def write_report(report: dict[str, Any], directory: Path) -> Path:
    """Write ``report`` as ``directory/report.json`` (creating the directory); return the path."""
    directory.mkdir(parents=True, exist_ok=True)
    path = directory / REPORT_NAME
    path.write_text(json.dumps(report, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    return path


@cache
def report_schema() -> dict[str, Any]:
    """The JSON Schema (draft 2020-12) of ``report.json``."""
    schema: dict[str, Any] = json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))
    return schema


def validate_report(report: Any) -> list[str]:
    """Every way ``report`` breaks the schema, one readable line each (empty: it is valid)."""
    jsonschema: Any = importlib.import_module("jsonschema")  # imported late: only validation needs it
    validator = jsonschema.Draft202012Validator(report_schema())
    errors = sorted(validator.iter_errors(report), key=lambda error: list(error.absolute_path))
    return [f"{'/'.join(map(str, error.absolute_path)) or '(root)'}: {error.message}" for error in errors]
