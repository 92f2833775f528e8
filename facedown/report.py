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
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import facedown
from facedown import jsontext
from facedown.adapter import CONTRACT_VERSION, EngineInfo, UnsupportedKind
from facedown.atomref import AtomRef
from facedown.catalog import DEFAULT_EDITION
from facedown.expectations import ExpectationSet, Judgement, Outcome, Verdict, judge
from facedown.files import write_text_atomic
from facedown.recording import transcript_json
from facedown.results import (
    AtomStatus,
    Problem,
    ProblemLevel,
    RunRecord,
    ScenarioResult,
    Status,
    UnsupportedReason,
    atom_status,
    step_outcome_data,
)

#: Version of the report format. The major number changes when a field changes meaning or goes
#: away; new fields (and new values of a status) raise the minor number. 1.1: statuses ``crash``
#: and ``timeout``; expectations (``outcome``, ``unexpected``, ``expected``); ``settings``;
#: protocol and CR edition in ``suite`` and ``engine``; ``level`` of a problem. 1.2: ``rule_edition``
#: and each atom's ``rule_numbers`` in it; ``code_coverage`` (``--code-coverage``); the settings
#: ``edition``, ``require_coverage`` and ``code_coverage``. 2.0: ``unsupported`` means one of three
#: reasons only, given by each scenario's ``unsupported`` (``kind``, ``subject``, ``detail``) and
#: counted by kind in the summary's ``unsupported_kinds``; an ``Unsupported`` the harness does not
#: accept is now an ``error``.
FORMAT_VERSION = "2.2"
SCHEMA_PATH = Path(__file__).resolve().parent / "schemas" / "report.schema.json"
REPORT_NAME = "report.json"
#: The name an interrupted run's report is written under, beside (never over) ``report.json``.
INTERRUPTED_NAME = "report.interrupted.json"


@dataclass(frozen=True, slots=True)
class EngineRun:
    """What the report says of how the engine was driven, besides its :class:`EngineInfo`:
    the protocol version an engine process answered with and how many times it was restarted
    (both ``None`` for an in-process engine), and the options of the run (``settings``)."""

    protocol_version: str | None = None
    restarts: int | None = None
    settings: Mapping[str, Any] | None = None


def _verdict_json(verdict: Verdict | None, status: str) -> dict[str, Any]:
    if verdict is None:
        return {"outcome": status, "unexpected": False, "expected": None}
    expected = verdict.expectation
    return {
        "outcome": verdict.outcome.value,
        "unexpected": verdict.unexpected,
        "expected": expected.json() if expected is not None else None,
    }


def _scenario_json(result: ScenarioResult, verdict: Verdict | None) -> dict[str, Any]:
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
        "steps": [step_outcome_data(outcome) for outcome in result.steps],
        "duration": round(result.duration, 6),
        "unsupported": _unsupported_json(result.unsupported),
        **_verdict_json(verdict, result.status.value),
        "transcript": (
            transcript_json(result.transcript)
            if result.transcript is not None and result.status is not Status.PASS
            else None
        ),
        "twin": dict(result.twin) if result.twin is not None else None,
    }


def _unsupported_json(reason: UnsupportedReason | None) -> dict[str, str] | None:
    if reason is None:
        return None
    return {"kind": reason.kind, "subject": reason.subject, "detail": reason.detail}


def unsupported_kinds(scenarios: Sequence[ScenarioResult]) -> dict[str, int]:
    """How many of ``scenarios`` are unsupported for each kind of :class:`UnsupportedKind`."""
    counts = Counter(result.unsupported.kind for result in scenarios if result.unsupported is not None)
    return {kind.value: counts.get(kind.value, 0) for kind in UnsupportedKind}


def _selection_json(record: RunRecord) -> dict[str, Any]:
    selection = record.selection
    found: dict[str, Any] = {
        "keyword": selection.keyword,
        "deselected": selection.deselected,
        "unreached": record.unreached,
    }
    if selection.card is not None:
        found["card"] = selection.card
    return found


def _by_atom(record: RunRecord) -> dict[str, list[ScenarioResult]]:
    by_atom: dict[str, list[ScenarioResult]] = {}
    for result in record.scenarios:
        for atom_id in result.rollup_atoms:
            by_atom.setdefault(atom_id, []).append(result)
    return by_atom


def atom_statuses(record: RunRecord, atoms: Sequence[AtomRef]) -> dict[str, AtomStatus]:
    """The status of every atom of ``atoms`` in the run ``record``, in catalog order."""
    by_atom = _by_atom(record)
    return {
        atom.id: atom_status(
            [result.status for result in by_atom.get(atom.id, [])],
            deselected=atom.id in record.selection.deselected_atoms or atom.id in record.unreached_atoms,
        )
        for atom in atoms
    }


def judge_run(
    record: RunRecord, atoms: Sequence[AtomRef], expectations: ExpectationSet | None = None
) -> Judgement:
    """The verdicts of the run ``record`` under ``expectations`` (see
    :func:`facedown.expectations.judge`); without expectations, every scenario and atom is judged
    on its status alone."""
    return judge(
        record.scenarios,
        atom_statuses(record, atoms),
        expectations,
        other_scenario_names=record.selection.deselected_names | record.unreached_names,
    )


def _atoms_json(
    record: RunRecord, atoms: Sequence[AtomRef], judgement: Judgement, edition: str
) -> list[dict[str, Any]]:
    by_atom = _by_atom(record)
    statuses = atom_statuses(record, atoms)
    out = []
    for atom in atoms:
        results = by_atom.get(atom.id, [])
        counts = Counter(result.status.value for result in results)
        status = statuses[atom.id]
        entry: dict[str, Any] = {
            "id": atom.id,
            "title": atom.title,
            "kind": atom.kind,
            "group": atom.group,
            "rule_numbers": _listed(atom.rule_numbers(edition)),
            "status": status.value,
            "counts": {s.value: counts.get(s.value, 0) for s in Status},
            "scenarios": [result.key for result in results],
            **_verdict_json(judgement.atoms.get(atom.id), status.value),
        }
        out.append(entry)
    return out


def _listed(numbers: Sequence[str] | None) -> list[str] | None:
    return list(numbers) if numbers is not None else None


def uncovered_problems(
    atoms: Sequence[AtomRef], statuses: Mapping[str, AtomStatus], edition: str
) -> list[Problem]:
    """One problem (level ``error``) per atom of ``atoms`` that no scenario is tagged with, naming
    the atom and its rule numbers in ``edition`` (``--require-coverage``)."""
    problems = []
    for atom in atoms:
        if statuses.get(atom.id) is AtomStatus.UNCOVERED:
            label = atom.label(edition)
            problems.append(
                Problem(
                    where="atom catalog",
                    message=f"atom {atom.id}{f' ({label})' if label else ''} has no scenario",
                )
            )
    return problems


def run_passed(record: RunRecord, judgement: Judgement) -> bool:
    """Whether the run passes: at least one scenario ran, no scenario and no atom is
    ``unexpected`` (see :func:`facedown.expectations.judge`), and the run had no problem of level
    ``error`` (the judgement's warnings never make a run fail)."""
    if not record.scenarios:
        return False
    if any(problem.level is ProblemLevel.ERROR for problem in record.problems):
        return False
    verdicts = [*judgement.scenarios.values(), *judgement.atoms.values()]
    return not any(verdict.unexpected for verdict in verdicts)


def _problem_json(problem: Problem) -> dict[str, Any]:
    return {
        "where": problem.where,
        "message": problem.message,
        "details": problem.details,
        "level": problem.level.value,
    }


def _engine_json(
    spec: str | None, command: str | None, info: EngineInfo | None, run: EngineRun
) -> dict[str, Any]:
    driven = {"protocol_version": run.protocol_version, "restarts": run.restarts}
    if info is None:
        return {
            "spec": spec,
            "command": command,
            "name": None,
            "version": None,
            "capabilities": [],
            "cr_edition": None,
            "contract_version": None,
            **driven,
        }
    return {
        "spec": spec,
        "command": command,
        "name": info.name,
        "version": info.version,
        "capabilities": sorted(str(capability) for capability in info.capabilities),
        "cr_edition": info.cr_edition,
        "contract_version": info.contract_version,
        **driven,
    }


def _suite_cr_edition() -> str | None:
    """The CR edition the catalog's rule numbers default to."""
    try:
        from facedown.catalog import DEFAULT_EDITION
    except ImportError:  # pragma: no cover - the catalog ships with the suite
        return None
    return str(DEFAULT_EDITION)


def _protocol_version() -> str:
    from facedown.wire.protocol import PROTOCOL_VERSION

    return str(PROTOCOL_VERSION)


def build_report(
    record: RunRecord,
    *,
    engine: EngineInfo | None,
    atoms: Sequence[AtomRef],
    generated_at: datetime.datetime | None = None,
    expectations: ExpectationSet | None = None,
    judgement: Judgement | None = None,
    engine_run: EngineRun | None = None,
    edition: str = DEFAULT_EDITION,
    require_coverage: bool = False,
    code_coverage: Mapping[str, Any] | None = None,
    interrupted: bool = False,
) -> dict[str, Any]:
    """The ``report.json`` document of a run (a JSON-ready dictionary).

    ``engine`` is what the engine said of itself (``None`` if it never started); ``atoms`` is
    the atom catalog, every atom of which gets an entry. ``expectations`` is the run's
    expectation file, if any; ``judgement`` the verdicts (made by :func:`judge_run` when not
    given). The warnings of the judgement (entries naming nothing) join ``problems``.
    ``edition`` is the CR edition of the atoms' ``rule_numbers``; with ``require_coverage``, every
    atom no scenario covers is a problem (so the run fails). ``code_coverage`` is the section
    :meth:`facedown.codecov.EngineCoverage.section` made, if the engine's code was measured.
    ``interrupted`` marks a run stopped before its end (Ctrl-C, SIGTERM): it does not pass, and
    the atoms of the scenarios it did not reach are ``not_run``.
    """
    when = generated_at or datetime.datetime.now(datetime.UTC)
    engine_run = engine_run or EngineRun()
    if judgement is None:
        judgement = judge_run(record, atoms, expectations)
    problems = [*record.problems, *judgement.warnings]
    if require_coverage:
        problems += uncovered_problems(atoms, atom_statuses(record, atoms), edition)
    scenarios = [_scenario_json(result, judgement.scenarios.get(result.key)) for result in record.scenarios]
    atom_entries = _atoms_json(record, atoms, judgement, edition)
    scenario_counts = Counter(result.status.value for result in record.scenarios)
    scenario_outcomes = Counter(entry["outcome"] for entry in scenarios)
    atom_counts = Counter(entry["status"] for entry in atom_entries)
    atom_outcomes = Counter(entry["outcome"] for entry in atom_entries)
    expected = (Outcome.XFAIL.value, Outcome.XPASS.value)
    passed = (
        run_passed(record, judgement)
        and not any(p.level is ProblemLevel.ERROR for p in problems)
        and not interrupted
    )
    return {
        "format_version": FORMAT_VERSION,
        "suite": {
            "name": "facedown",
            "version": facedown.__version__,
            "contract_version": CONTRACT_VERSION,
            "protocol_version": _protocol_version(),
            "cr_edition": _suite_cr_edition(),
            "features_dir": record.features_dir,
        },
        "engine": _engine_json(record.engine_spec, record.engine_command, engine, engine_run),
        "settings": dict(engine_run.settings) if engine_run.settings is not None else None,
        "expectations": (
            {
                "path": expectations.path,
                "sha256": expectations.sha256,
                "entries": len(expectations.entries),
            }
            if expectations is not None and expectations.path is not None
            else None
        ),
        "rule_edition": edition,
        "generated_at": when.astimezone(datetime.UTC).isoformat(timespec="seconds").replace("+00:00", "Z"),
        "duration": round(record.duration, 3),
        "interrupted": interrupted,
        "selection": _selection_json(record),
        "summary": {
            "total": len(record.scenarios),
            **{status.value: scenario_counts.get(status.value, 0) for status in Status},
            "unsupported_kinds": unsupported_kinds(record.scenarios),
            **{outcome: scenario_outcomes.get(outcome, 0) for outcome in expected},
            "unexpected": sum(1 for entry in scenarios if entry["unexpected"]),
            "problems": len(problems),
            "passed": passed,
            "atoms": {
                "total": len(atom_entries),
                **{status.value: atom_counts.get(status.value, 0) for status in AtomStatus},
                **{outcome: atom_outcomes.get(outcome, 0) for outcome in expected},
                "unexpected": sum(1 for entry in atom_entries if entry["unexpected"]),
            },
            "twin": twin_summary(record.scenarios),
        },
        "scenarios": scenarios,
        "problems": [_problem_json(problem) for problem in problems],
        "atoms": atom_entries,
        "code_coverage": dict(code_coverage) if code_coverage is not None else None,
    }


#: The statuses of a scenario's non-interference check (``twin.status``), in summary order.
TWIN_STATUSES = ("checked", "partial", "not_checked", "leak", "nothing_hidden")


def twin_summary(results: Sequence[ScenarioResult]) -> dict[str, Any]:
    """The ``summary.twin`` counts (docs/report.md): scenarios by the status of their
    non-interference check (``not_run``: the check did not run, e.g. the scenario did not pass or
    ``--no-twin``), players by theirs, and how many players (for ``capability``, scenarios)
    could not be checked for each reason."""
    scenarios: Counter[str] = Counter()
    players: Counter[str] = Counter()
    reasons: Counter[str] = Counter()
    for result in results:
        twin = result.twin
        if twin is None:
            scenarios["not_run"] += 1
            continue
        scenarios[twin["status"]] += 1
        if twin.get("why"):
            reasons[twin["why"]] += 1
        for check in twin["players"]:
            players[check["status"]] += 1
            if check.get("why"):
                reasons[check["why"]] += 1
    return {
        **{status: scenarios.get(status, 0) for status in (*TWIN_STATUSES, "not_run")},
        "players": {status: players.get(status, 0) for status in ("checked", "not_checked", "leak")},
        "reasons": dict(sorted(reasons.items())),
    }


def report_path(report: Mapping[str, Any], directory: Path) -> Path:
    """Where :func:`write_report` writes ``report`` in ``directory``: ``report.json``, or
    ``report.interrupted.json`` for an interrupted run."""
    return directory / (INTERRUPTED_NAME if report.get("interrupted") else REPORT_NAME)


def write_report(report: dict[str, Any], directory: Path) -> Path:
    """Write ``report`` in ``directory`` (created if needed) and return its path.

    The write is atomic (:func:`facedown.files.write_text_atomic`): one that fails leaves the
    previous report as it was. A complete run's report is ``report.json``, and it removes an
    interrupted run's ``report.interrupted.json`` left there; an interrupted run's report is
    ``report.interrupted.json``, so the previous complete ``report.json`` stays until a new
    complete one replaces it."""
    path = report_path(report, directory)
    write_text_atomic(path, jsontext.dumps(report) + "\n")
    if path.name == REPORT_NAME:
        (directory / INTERRUPTED_NAME).unlink(missing_ok=True)
    return path


def summary_contradictions(report: Mapping[str, Any]) -> list[str]:
    """Where a (schema-valid) report's ``summary`` disagrees with its own ``scenarios``, ``atoms``
    and ``problems``, one line each (empty: it agrees). Counts a report of an older format does not
    have are not checked."""
    summary = report["summary"]
    found: list[str] = []

    def check(what: str, said: Any, counted: int) -> None:
        if said is not None and said != counted:
            found.append(f"{what}: the summary says {said}, the report has {counted}")

    scenarios, atoms = report["scenarios"], report["atoms"]
    statuses = Counter(entry["status"] for entry in scenarios)
    outcomes = Counter(entry.get("outcome") for entry in scenarios)
    check("scenarios", summary["total"], len(scenarios))
    for status in Status:
        check(f"{status.value} scenarios", summary.get(status.value), statuses[status.value])
    for outcome in (Outcome.XFAIL.value, Outcome.XPASS.value):
        check(f"{outcome} scenarios", summary.get(outcome), outcomes[outcome])
    check("unexpected scenarios", summary.get("unexpected"), sum(1 for e in scenarios if e.get("unexpected")))
    check("problems", summary.get("problems"), len(report["problems"]))
    atom_summary = summary["atoms"]
    atom_counts = Counter(atom["status"] for atom in atoms)
    check("atoms", atom_summary.get("total"), len(atoms))
    for kind in AtomStatus:
        check(f"{kind.value} atoms", atom_summary.get(kind.value), atom_counts[kind.value])
    unexpected_atoms = sum(1 for atom in atoms if atom.get("unexpected"))
    check("unexpected atoms", atom_summary.get("unexpected"), unexpected_atoms)
    if summary.get("passed") is True:
        bad = sum(1 for e in scenarios if e.get("unexpected", e["status"] in FAILING_VALUES))
        errors = sum(1 for p in report["problems"] if p.get("level", "error") == "error")
        if bad or unexpected_atoms or errors or not scenarios or report.get("interrupted"):
            found.append(
                f"passed: the summary says the run passed, but the report has {bad} unexpected "
                f"scenarios, {unexpected_atoms} unexpected atoms and {errors} problems"
                + (", no scenario" if not scenarios else "")
                + (", and was interrupted" if report.get("interrupted") else "")
            )
    return found


#: The scenario statuses that fail a run unless an expectation covers them, as JSON values.
FAILING_VALUES = frozenset(
    status.value for status in (Status.FAIL, Status.ERROR, Status.CRASH, Status.TIMEOUT)
)


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
