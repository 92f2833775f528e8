"""CI outputs of ``facedown certify``, made from the ``report.json`` document of the run.

* :func:`junit_xml` (``--junit FILE``): JUnit XML, one ``<testsuite>`` per feature file and one
  ``<testcase>`` per scenario (``classname`` = the feature file's path without ``.feature``,
  ``/`` read as ``.``; ``name`` = the scenario key), with ``<failure>``, ``<error>`` and
  ``<skipped>`` as CI test-report parsers (Jenkins, GitLab, GitHub Actions reporters) expect;
  problems of level ``error`` and atoms an expectation names get test cases of their own, so
  every reason for a failed run shows up as a failed test case.
* :func:`markdown_summary` (``--markdown FILE``): a compact Markdown summary for a CI job page.
* :func:`badge` (``--badge FILE``): a shields.io endpoint document.

Each takes the report as :func:`facedown.report.build_report` makes it (schema
``facedown/schemas/report.schema.json``), so they can be made again from a saved report.
"""

from __future__ import annotations

import os
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from facedown.files import write_text_atomic

#: Scenario statuses, in the order the summaries show them.
SCENARIO_COLUMNS: tuple[str, ...] = ("pass", "fail", "error", "crash", "timeout", "unsupported")
#: The three reasons a scenario may be unsupported (report format 2.0), in the order summaries show them.
UNSUPPORTED_KINDS: tuple[str, ...] = ("capability", "engine-declared", "not-encodable")
#: Atom statuses, in the order the summaries show them.
ATOM_COLUMNS: tuple[str, ...] = (*SCENARIO_COLUMNS, "uncovered", "not_run")
#: Atom statuses listed as "not passing" in the Markdown summary (uncovered atoms are counted only).
ATOMS_NOT_PASSING: frozenset[str] = frozenset({"fail", "error", "crash", "timeout", "unsupported"})
#: How many entries a Markdown list shows before it says how many more there are.
MARKDOWN_LIMIT = 50
#: Longest message kept in an XML attribute or a Markdown line.
MAX_MESSAGE = 300

# Characters XML 1.0 does not allow (control characters, e.g. the ANSI colour codes of an
# engine's log line, lone surrogates, U+FFFE/U+FFFF).
_NOT_XML = re.compile("[^\x09\x0a\x0d\x20-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")


def _xml_text(value: str) -> str:
    return _NOT_XML.sub("\ufffd", value)


def _cut(value: str, limit: int = MAX_MESSAGE) -> str:
    line = " ".join(value.split())
    return line if len(line) <= limit else line[: limit - 3] + "..."


def _expected_phrase(entry: Mapping[str, Any], expected: Mapping[str, Any]) -> str:
    """``expected fail (reason)``, or ``expected not to pass by atom R-... (reason)`` for a
    scenario judged by an entry naming one of its atoms."""
    what = f"expected {expected['status']}" if expected["status"] else "expected not to pass"
    via = f" by atom {expected['name']}" if expected["target"] == "atom" and "key" in entry else ""
    return f"{what}{via} ({expected['reason']})"


def unsupported_kinds_text(summary: Mapping[str, Any]) -> str:
    """The unsupported scenarios of a report's ``summary`` by reason: ``"3 capability, 1
    engine-declared, 0 not-encodable"`` (``""`` when none is unsupported, or the report is older
    than format 2.0 and does not count them by reason)."""
    kinds = summary.get("unsupported_kinds")
    if not kinds or not sum(int(n) for n in kinds.values()):
        return ""
    return ", ".join(f"{int(kinds.get(kind, 0))} {kind}" for kind in UNSUPPORTED_KINDS)


def rule_labels(report: Mapping[str, Any]) -> dict[str, str]:
    """Atom ID -> ``CR 701.56a`` (its rule numbers in the report's ``rule_edition``), for the atoms
    that have rule numbers there (a report before format 1.2 has none)."""
    return {
        atom["id"]: "CR " + ", ".join(atom["rule_numbers"])
        for atom in report["atoms"]
        if atom.get("rule_numbers")
    }


def scenario_rules(entry: Mapping[str, Any], labels: Mapping[str, str]) -> str:
    """The rule numbers of a scenario's atoms, once each in order: ``CR 702.168a, 702.21a``
    (``""`` when none of its atoms has a rule number)."""
    numbers: dict[str, None] = {}
    for atom_id in entry.get("atoms", ()):
        label = labels.get(atom_id, "")
        for number in label.removeprefix("CR ").split(", ") if label else ():
            numbers[number] = None
    return "CR " + ", ".join(numbers) if numbers else ""


def result_line(entry: Mapping[str, Any]) -> str:
    """One line saying how a scenario or atom entry of the report ended, under its expectation:
    its message (a scenario) or status, and, when an entry applied, what it expected."""
    outcome, status = entry["outcome"], entry["status"]
    expected = entry.get("expected")
    message = entry.get("message") or ""
    if expected is None or (outcome not in ("xfail", "xpass") and not entry.get("unexpected")):
        return message or status
    if outcome == "xpass":
        return f"passed, but {_expected_phrase(entry, expected)}"
    said = f": {message}" if message and message != expected["reason"] else ""
    if outcome == "xfail":
        return f"{status} as {_expected_phrase(entry, expected)}{said}"
    return f"{status}, but {_expected_phrase(entry, expected)}{said}"


# --------------------------------------------------------------------------- JUnit


def _classname(feature: str) -> str:
    name = feature[: -len(".feature")] if feature.endswith(".feature") else feature
    return name.replace("/", ".").replace("\\", ".") or "features"


def _testcase(parent: ET.Element, classname: str, name: str, seconds: float, **extra: str) -> ET.Element:
    return ET.SubElement(
        parent,
        "testcase",
        {"classname": _xml_text(classname), "name": _xml_text(name), "time": f"{seconds:.3f}", **extra},
    )


def _mark(case: ET.Element, tag: str, kind: str, message: str, text: str = "") -> None:
    element = ET.SubElement(case, tag, {"message": _xml_text(_cut(message))})
    if tag != "skipped":
        element.set("type", kind)
    if text:
        element.text = _xml_text(text)


def _scenario_case(suite: ET.Element, entry: Mapping[str, Any]) -> str:
    """Add the test case of one scenario; return what it counts as (pass, failure, error, skipped)."""
    case = _testcase(
        suite,
        _classname(entry["feature"]),
        entry["key"],
        float(entry["duration"]),
        file=_xml_text(entry["feature"]),
        line=str(entry["line"]),
    )
    outcome, status = entry["outcome"], entry["status"]
    line = result_line(entry)
    details = entry.get("details") or ""
    if outcome == "pass" or (outcome == "unsupported" and not entry["unexpected"]):
        if outcome == "unsupported":
            _mark(case, "skipped", status, line)
            return "skipped"
        return "pass"
    if outcome == "xfail":
        _mark(case, "skipped", "xfail", f"xfail: {line}", details)
        return "skipped"
    if outcome == "xpass":
        _mark(case, "failure", "xpass", f"xpass: {line}")
        return "failure"
    if status in ("error", "crash", "timeout"):
        _mark(case, "error", status, line, details)
        return "error"
    _mark(case, "failure", status, line, details)
    return "failure"


def _suite(root: ET.Element, name: str, properties: Mapping[str, str], timestamp: str) -> ET.Element:
    suite = ET.SubElement(root, "testsuite", {"name": _xml_text(name), "timestamp": timestamp})
    if properties:
        props = ET.SubElement(suite, "properties")
        for key, value in properties.items():
            ET.SubElement(props, "property", {"name": key, "value": _xml_text(value)})
    return suite


def _close_suite(suite: ET.Element, counts: Mapping[str, int], seconds: float) -> None:
    suite.set("tests", str(sum(counts.values())))
    for key in ("failure", "error", "skipped"):
        suite.set(f"{key}s" if key != "skipped" else key, str(counts.get(key, 0)))
    suite.set("time", f"{seconds:.3f}")


def _properties(report: Mapping[str, Any]) -> dict[str, str]:
    engine, suite = report["engine"], report["suite"]
    props = {
        "facedown.version": str(suite["version"]),
        "facedown.contract_version": str(suite["contract_version"]),
        "engine.name": str(engine["name"]),
        "engine.version": str(engine["version"]),
        "engine.cr_edition": str(engine["cr_edition"]),
        "engine": str(engine["spec"] or engine["command"]),
    }
    expectations = report.get("expectations")
    if expectations:
        props["expectations.path"] = str(expectations["path"])
        props["expectations.sha256"] = str(expectations["sha256"])
    return props


def junit_xml(report: Mapping[str, Any]) -> str:
    """The JUnit XML document of ``report`` (with its XML declaration)."""
    timestamp = str(report["generated_at"]).removesuffix("Z")
    properties = _properties(report)
    root = ET.Element("testsuites", {"name": "facedown"})
    totals: dict[str, int] = {}
    by_feature: dict[str, list[Mapping[str, Any]]] = {}
    for entry in report["scenarios"]:
        by_feature.setdefault(entry["feature"], []).append(entry)
    for feature, entries in by_feature.items():
        suite = _suite(root, _classname(feature), properties, timestamp)
        properties = {}  # on the first test suite only
        counts: dict[str, int] = {}
        for entry in entries:
            kind = _scenario_case(suite, entry)
            counts[kind] = counts.get(kind, 0) + 1
        _close_suite(suite, counts, sum(float(e["duration"]) for e in entries))
        for key, value in counts.items():
            totals[key] = totals.get(key, 0) + value
    extra: list[tuple[str, list[tuple[str, str, str, str]]]] = []
    problems = [p for p in report["problems"] if p.get("level", "error") == "error"]
    if problems:
        extra.append(("problems", [(p["where"], "error", p["message"], p["details"]) for p in problems]))
    judged_atoms = [a for a in report["atoms"] if a.get("expected") is not None]
    if judged_atoms:
        cases = []
        for atom in judged_atoms:
            outcome = atom["outcome"]
            kind = "skipped" if outcome == "xfail" or not atom["unexpected"] else "failure"
            cases.append((atom["id"], kind, f"{outcome}: {result_line(atom)}", ""))
        extra.append(("atoms", cases))
    for name, rows in extra:
        suite = _suite(root, name, properties, timestamp)
        counts = {}
        for case_name, kind, message, details in rows:
            case = _testcase(suite, name, case_name, 0.0)
            if kind != "pass":
                _mark(case, kind, kind, message, details)
            counts[kind] = counts.get(kind, 0) + 1
        _close_suite(suite, counts, 0.0)
        for key, value in counts.items():
            totals[key] = totals.get(key, 0) + value
    _close_suite(root, totals, float(report["duration"]))
    ET.indent(root)
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"


# --------------------------------------------------------------------------- Markdown

_MD_SPECIAL = re.compile(r"([\\`*_\[\]<>|#~])")


def _md(value: str) -> str:
    """``value`` on one line, cut, with Markdown's special characters escaped."""
    return _MD_SPECIAL.sub(r"\\\1", _cut(value))


def _code(value: str) -> str:
    return "`" + value.replace("`", "'") + "`"


def _table(header: Sequence[str], rows: Iterable[Sequence[str]]) -> list[str]:
    lines = ["| " + " | ".join(header) + " |", "|" + "|".join("--:" for _ in header) + "|"]
    return lines + ["| " + " | ".join(row) + " |" for row in rows]


def _rules_md(rules: str, *, within: bool = False) -> str:
    """`` (CR 702.168a)`` after an ID on a Markdown line, or ``, CR 702.168a`` ``within`` a
    parenthesis already open (empty when there are no rule numbers)."""
    if not rules:
        return ""
    return f", {_md(rules)}" if within else f" ({_md(rules)})"


def _limited(lines: list[str], more: int) -> list[str]:
    return [*lines, f"- ... and {more} more (see report.json)"] if more > 0 else lines


def markdown_summary(report: Mapping[str, Any]) -> str:
    """The Markdown summary of ``report``: verdict, engine, counts, the unexpected results with a
    one-line reason each, the atoms not passing, and the problems (ends with a newline)."""
    summary, engine, suite = report["summary"], report["engine"], report["suite"]
    passed = summary.get("passed", summary["fail"] + summary["error"] + summary["problems"] == 0)
    lines = [f"## facedown certification: {'passed' if passed else 'FAILED'}", ""]
    named = engine["spec"] or engine["command"] or "?"
    facts = [
        f"engine **{_md(str(engine['name']))} {_md(str(engine['version']))}** ({_code(named)})",
        f"CR {_md(str(engine['cr_edition']))}",
        f"contract {engine['contract_version']}",
        f"suite facedown {_md(str(suite['version']))}",
    ]
    if engine.get("protocol_version"):
        facts.insert(3, f"protocol {engine['protocol_version']}")
    expectations = report.get("expectations")
    if expectations:
        facts.append(
            f"expectations {_code(str(expectations['path']))} "
            f"({expectations['entries']} entries, sha256 {str(expectations['sha256'])[:12]})"
        )
    if report["selection"]["keyword"]:
        facts.append(f"selected with {_code('-k ' + report['selection']['keyword'])}")
    if report.get("rule_edition"):
        facts.append(f"rule numbers from CR {_md(str(report['rule_edition']))}")
    lines += [" · ".join(facts), ""]
    labels = rule_labels(report)

    scenario_cols = [c for c in SCENARIO_COLUMNS if c in summary]
    header = ["scenarios", *scenario_cols]
    row = [str(summary["total"]), *(str(summary[c]) for c in scenario_cols)]
    if expectations:
        header += ["xfail", "xpass"]
        row += [str(summary.get("xfail", 0)), str(summary.get("xpass", 0))]
    header.append("unexpected")
    unexpected = [entry for entry in report["scenarios"] if entry.get("unexpected")]
    row.append(str(len(unexpected)))
    lines += [*_table(header, [row]), ""]
    by_kind = unsupported_kinds_text(summary)
    if by_kind:
        lines += [f"Unsupported scenarios by reason: {by_kind}.", ""]
    atoms = summary["atoms"]
    atom_cols = [c for c in ATOM_COLUMNS if c in atoms]
    lines += _table(["atoms", *atom_cols], [[str(atoms["total"]), *(str(atoms[c]) for c in atom_cols)]])
    lines.append("")

    if unexpected:
        lines += [f"### Unexpected results ({len(unexpected)})", ""]
        shown = [
            f"- **{str(entry['outcome']).upper()}** {_code(entry['key'])} "
            f"({_md(entry['feature'])}:{entry['line']}"
            f"{_rules_md(scenario_rules(entry, labels), within=True)}): "
            f"{_md(result_line(entry))}"
            for entry in unexpected[:MARKDOWN_LIMIT]
        ]
        lines += [*_limited(shown, len(unexpected) - MARKDOWN_LIMIT), ""]
    unexpected_atoms = [a for a in report["atoms"] if a.get("unexpected")]
    if unexpected_atoms:
        lines += [f"### Unexpected atom results ({len(unexpected_atoms)})", ""]
        lines += [
            f"- **{str(a['outcome']).upper()}** {_code(a['id'])}{_rules_md(labels.get(a['id'], ''))}: "
            f"{_md(result_line(a))}"
            for a in unexpected_atoms
        ]
        lines.append("")

    not_passing = [a for a in report["atoms"] if a["status"] in ATOMS_NOT_PASSING]
    outcomes = {entry["key"]: entry["outcome"] for entry in report["scenarios"]}
    if not_passing:
        lines += [f"### Atoms not passing ({len(not_passing)})", ""]
        shown = []
        for atom in not_passing[:MARKDOWN_LIMIT]:
            known = atom.get("outcome") == "xfail" or (
                report.get("expectations") is not None
                and all(outcomes.get(key) in ("pass", "xfail") for key in atom["scenarios"])
            )
            mark = " (expected)" if known else ""
            title = f" -- {_md(atom['title'])}" if atom.get("title") else ""
            keys = ", ".join(_code(k) for k in atom["scenarios"][:5])
            more = f" +{len(atom['scenarios']) - 5}" if len(atom["scenarios"]) > 5 else ""
            rules = _rules_md(labels.get(atom["id"], ""))
            shown.append(f"- {_code(atom['id'])}{rules} **{atom['status']}**{mark}{title} ({keys}{more})")
        lines += [*_limited(shown, len(not_passing) - MARKDOWN_LIMIT), ""]
    if atoms.get("uncovered"):
        lines += [f"{atoms['uncovered']} atoms of the catalog have no scenario yet (uncovered).", ""]
    twin = twin_line(summary.get("twin"))
    if twin is not None:
        lines += [_md(twin), ""]
    code = report.get("code_coverage")
    if code:
        lines += [
            f"Engine code coverage ({_code(str(code['package']))}): **{code['percent']:.1f} %** "
            f"({code['covered']} of {code['statements']} lines; {code['in_scenarios']} run by scenarios, "
            f"{code['unreached']['count']} unreached).",
            "",
        ]

    problems = report["problems"]
    if problems:
        lines += [f"### Problems ({len(problems)})", ""]
        lines += [
            f"- **{str(p.get('level', 'error')).upper()}** {_md(p['where'])}: {_md(p['message'])}"
            for p in problems
        ]
        lines.append("")
    return "\n".join(lines)


def twin_line(counts: Mapping[str, Any] | None) -> str | None:
    """One line of the non-interference counts of a report's ``summary.twin``
    (docs/noninterference.md): ``non-interference: 434 scenarios checked, 21 partly, ...``;
    ``None`` when the report has no such counts."""
    if not counts:
        return None
    ran = sum(int(counts.get(k, 0)) for k in ("checked", "partial", "not_checked", "leak", "nothing_hidden"))
    if not ran:
        return "non-interference: not run (--no-twin, or no scenario passed its steps)"
    parts = [f"{counts['checked']} scenarios checked", f"{counts['partial']} partly"]
    reasons = counts.get("reasons") or {}
    why = ", ".join(f"{n} {reason}" for reason, n in reasons.items())
    parts.append(
        f"{counts['not_checked']} not checked" + (f" (players or scenarios by reason: {why})" if why else "")
    )
    parts.append(f"{counts['nothing_hidden']} with nothing hidden")
    if counts.get("leak"):
        parts.append(f"{counts['leak']} LEAKING")
    if counts.get("not_run"):
        parts.append(f"{counts['not_run']} not run")
    return "non-interference: " + ", ".join(parts)


# --------------------------------------------------------------------------- badge


def badge(report: Mapping[str, Any]) -> dict[str, Any]:
    """The shields.io endpoint document of ``report``: ``<passed>/<total> atoms``, where total
    counts the atoms the suite covers (the catalog's atoms less the ``uncovered`` ones), followed,
    when scenarios are unsupported, by how many for each reason (``· unsupported: 3 capability,
    1 engine-declared, 0 not-encodable``). The colour is red when the run failed, else by the share
    of atoms passing: brightgreen (all), green (90 %), yellowgreen (75 %), yellow (50 %), orange
    (less)."""
    atoms = report["summary"]["atoms"]
    total = int(atoms["total"]) - int(atoms.get("uncovered", 0))
    passed = int(atoms["pass"])
    run_passed = bool(report["summary"].get("passed", True))
    if total <= 0:
        message, color = "no atoms", "lightgrey"
    else:
        message = f"{passed}/{total} atoms"
        share = passed / total
        if not run_passed:
            color = "red"
        elif passed == total:
            color = "brightgreen"
        elif share >= 0.9:
            color = "green"
        elif share >= 0.75:
            color = "yellowgreen"
        elif share >= 0.5:
            color = "yellow"
        else:
            color = "orange"
        by_kind = unsupported_kinds_text(report["summary"])
        if by_kind:
            message += f" · unsupported: {by_kind}"
    return {"schemaVersion": 1, "label": "facedown", "message": message, "color": color}


# --------------------------------------------------------------------------- writing

#: The environment variable GitHub Actions names its job summary file with.
GITHUB_STEP_SUMMARY = "GITHUB_STEP_SUMMARY"


def write_text(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` (creating its directory), atomically
    (:func:`facedown.files.write_text_atomic`). The file GitHub Actions gives in
    ``$GITHUB_STEP_SUMMARY`` is appended to, as GitHub asks, so earlier summaries stay: its old
    text and the new are written together, so a failed write leaves the old text whole."""
    summary = os.environ.get(GITHUB_STEP_SUMMARY)
    append = bool(summary) and Path(summary or "").resolve() == path.resolve()
    if append and path.exists():
        text = path.read_text(encoding="utf-8") + text
    write_text_atomic(path, text)
