"""report.json built from plain records, and the schema that describes it."""

from __future__ import annotations

import copy
import datetime
import json
from pathlib import Path
from typing import Any

import pytest
from harness_support import Certified

from facedown.adapter import CONTRACT_VERSION, Capability, EngineInfo
from facedown.atomref import AtomRef
from facedown.expectations import Expectation, ExpectationSet, Target
from facedown.report import FORMAT_VERSION, EngineRun, build_report, validate_report, write_report
from facedown.results import (
    AtomStatus,
    Problem,
    RunRecord,
    ScenarioResult,
    Selection,
    Status,
    StepInfo,
    UnsupportedReason,
    atom_status,
)

ATOMS = (
    AtomRef("R-116.1", "Special actions don't use the stack", "rule", "special-actions"),
    AtomRef("R-116.3", None, "rule", None),
    AtomRef("RUL-gen-fd-7"),
    AtomRef("CARD-dog-walker-1"),
)


def result(key: str, status: Status, atoms: list[str], message: str = "") -> ScenarioResult:
    return ScenarioResult(
        key=key,
        id=key,
        name=f"Scenario {key}",
        feature="disguise/casting.feature",
        line=3,
        rule=None,
        example=None,
        atoms=atoms,
        needs=[],
        tags=[],
        status=status,
        message=message,
        step=StepInfo("Then", "then", "it holds", 5) if status is not Status.PASS else None,
        unsupported=(
            UnsupportedReason("capability", "cloak", "engine does not declare capability 'cloak'")
            if status is Status.UNSUPPORTED
            else None
        ),
    )


def record() -> RunRecord:
    return RunRecord(
        engine_spec="pkg.engine:create",
        engine_command=None,
        features_dir="/suite/features",
        scenarios=[
            result("a", Status.PASS, ["R-116.1"]),
            result("b", Status.FAIL, ["R-116.3"], "assert 1 == 2"),
            result("c", Status.UNSUPPORTED, ["RUL-gen-fd-7"], "unsupported: no cloak"),
        ],
        problems=[Problem("steps/test_features.py", "ImportError: no module named steps.x", "details")],
        selection=Selection(keyword="not slow", deselected=1, deselected_atoms={"CARD-dog-walker-1"}),
        duration=1.5,
    )


INFO = EngineInfo(
    name="engine", version="2.0", capabilities=frozenset({Capability.WARD, Capability.DISGUISE})
)
WHEN = datetime.datetime(2026, 5, 1, 12, 30, tzinfo=datetime.UTC)


@pytest.fixture
def report() -> dict[str, Any]:
    return build_report(record(), engine=INFO, atoms=ATOMS, generated_at=WHEN)


def test_built_report_is_valid(report: dict[str, Any]) -> None:
    assert validate_report(report) == []
    assert report["format_version"] == FORMAT_VERSION
    assert report["generated_at"] == "2026-05-01T12:30:00Z"
    assert report["engine"]["capabilities"] == ["disguise", "ward"]


def test_summary_counts(report: dict[str, Any]) -> None:
    assert report["summary"] == {
        "total": 3,
        "pass": 1,
        "fail": 1,
        "error": 0,
        "unsupported": 1,
        "unsupported_kinds": {"capability": 1, "engine-declared": 0, "not-encodable": 0},
        "crash": 0,
        "timeout": 0,
        "xfail": 0,
        "xpass": 0,
        "unexpected": 1,
        "problems": 1,
        "passed": False,
        "atoms": {
            "total": 4,
            "pass": 1,
            "fail": 1,
            "error": 0,
            "unsupported": 1,
            "crash": 0,
            "timeout": 0,
            "uncovered": 0,
            "not_run": 1,
            "xfail": 0,
            "xpass": 0,
            "unexpected": 0,
        },
        "twin": {
            "checked": 0,
            "partial": 0,
            "not_checked": 0,
            "leak": 0,
            "nothing_hidden": 0,
            "not_run": 3,
            "players": {"checked": 0, "not_checked": 0, "leak": 0},
            "reasons": {},
        },
    }


def test_header_fields(report: dict[str, Any]) -> None:
    assert report["suite"]["protocol_version"] == CONTRACT_VERSION
    assert report["suite"]["cr_edition"] == "2026-04-17"
    assert report["engine"]["protocol_version"] is None
    assert report["engine"]["restarts"] is None
    assert report["settings"] is None
    assert report["expectations"] is None
    assert [p["level"] for p in report["problems"]] == ["error"]


def test_without_expectations_outcome_is_the_status(report: dict[str, Any]) -> None:
    assert [(e["outcome"], e["unexpected"], e["expected"]) for e in report["scenarios"]] == [
        ("pass", False, None),
        ("fail", True, None),
        ("unsupported", False, None),
    ]
    assert {a["id"]: a["outcome"] for a in report["atoms"]}["CARD-dog-walker-1"] == "not_run"


def test_report_with_expectations_and_engine_run() -> None:
    expectations = ExpectationSet(
        (
            Expectation(Target.SCENARIO, "b", "known", Status.FAIL, "https://example.org/1"),
            Expectation(Target.ATOM, "RUL-gen-fd-7", "no cloak"),
        ),
        path="exp.toml",
        sha256="ab" * 32,
    )
    run = EngineRun(
        protocol_version="1.0",
        restarts=2,
        settings={
            "scenario_timeout": 60.0,
            "request_timeout": 10.0,
            "start_timeout": 30.0,
            "max_restarts": 3,
            "validate": False,
        },
    )
    report = build_report(
        record(), engine=INFO, atoms=ATOMS, generated_at=WHEN, expectations=expectations, engine_run=run
    )
    assert validate_report(report) == []
    assert report["expectations"] == {"path": "exp.toml", "sha256": "ab" * 32, "entries": 2}
    assert (report["engine"]["protocol_version"], report["engine"]["restarts"]) == ("1.0", 2)
    b = report["scenarios"][1]
    assert (b["outcome"], b["unexpected"], b["expected"]["link"]) == ("xfail", False, "https://example.org/1")
    atom = {a["id"]: a for a in report["atoms"]}["RUL-gen-fd-7"]
    assert (atom["outcome"], atom["expected"]["target"]) == ("xfail", "atom")
    assert report["summary"]["xfail"] == 2 and report["summary"]["atoms"]["xfail"] == 1
    assert report["summary"]["passed"] is False  # the binding-module problem


def test_a_1_0_report_is_still_valid(report: dict[str, Any]) -> None:
    """Fields added in 1.1 are optional: a 1.0 document stays valid."""
    old = copy.deepcopy(report)
    old["format_version"] = "1.0"
    for key in ("settings", "expectations"):
        del old[key]
    for key in ("protocol_version", "cr_edition"):
        del old["suite"][key]
    for key in ("protocol_version", "restarts"):
        del old["engine"][key]
    for key in ("crash", "timeout", "xfail", "xpass", "unexpected", "passed", "unsupported_kinds"):
        del old["summary"][key]
    for key in ("crash", "timeout", "xfail", "xpass", "unexpected"):
        del old["summary"]["atoms"][key]
    for entry in old["scenarios"]:
        for key in ("outcome", "unexpected", "expected", "unsupported"):
            del entry[key]
    for entry in old["atoms"]:
        for key in ("outcome", "unexpected", "expected"):
            del entry[key]
        for key in ("crash", "timeout"):
            del entry["counts"][key]
    for problem in old["problems"]:
        del problem["level"]
    assert validate_report(old) == []
    # fields that came late in 1.0 are optional too
    del old["engine"]["command"]
    for entry in old["scenarios"]:
        del entry["feature_name"], entry["steps"]
    assert validate_report(old) == []


def test_every_catalog_atom_has_an_entry(report: dict[str, Any]) -> None:
    atoms = {entry["id"]: entry for entry in report["atoms"]}
    assert list(atoms) == [atom.id for atom in ATOMS]
    assert atoms["R-116.1"]["title"] == "Special actions don't use the stack"
    assert atoms["R-116.3"]["scenarios"] == ["b"]
    assert atoms["CARD-dog-walker-1"]["status"] == "not_run"


def test_report_without_engine_is_valid() -> None:
    report = build_report(record(), engine=None, atoms=ATOMS, generated_at=WHEN)
    assert validate_report(report) == []
    assert report["engine"]["name"] is None


def test_write_report(tmp_path: Path, report: dict[str, Any]) -> None:
    path = write_report(report, tmp_path / "out" / "nested")
    assert path.name == "report.json"
    assert json.loads(path.read_text(encoding="utf-8")) == report


@pytest.mark.parametrize(
    ("mutate", "where"),
    [
        (lambda r: r["scenarios"][0].update(status="skipped"), "scenarios/0/status"),
        (lambda r: r["scenarios"][1].update(message="two\nlines"), "scenarios/1/message"),
        (lambda r: r["scenarios"][1].update(message=""), "scenarios/1/message"),
        (lambda r: r["atoms"][0].update(status="partial"), "atoms/0/status"),
        (lambda r: r["engine"].update(capabilities=["teleport"]), "engine/capabilities/0"),
        (lambda r: r["scenarios"][0].update(outcome="skipped"), "scenarios/0/outcome"),
        (lambda r: r["scenarios"][2].update(status="crash", message=""), "scenarios/2/message"),
        (lambda r: r["problems"][0].update(level="info"), "problems/0/level"),
        (lambda r: r.update(expectations={"path": "x", "sha256": "nothex", "entries": 1}), "expectations"),
        (lambda r: r.pop("summary"), "(root)"),
        (lambda r: r.update(extra=1), "(root)"),
        # 2.0: every unsupported scenario says why, with one of the three kinds; no other scenario does
        (lambda r: r["scenarios"][2].update(unsupported=None), "scenarios/2/unsupported"),
        (lambda r: r["scenarios"][2].pop("unsupported"), "scenarios/2"),
        (lambda r: r["scenarios"][2]["unsupported"].update(kind="guess"), "scenarios/2/unsupported"),
        (lambda r: r["scenarios"][2]["unsupported"].update(subject=""), "scenarios/2/unsupported"),
        (
            lambda r: r["scenarios"][1].update(unsupported=r["scenarios"][2]["unsupported"]),
            "scenarios/1/unsupported",
        ),
        (lambda r: r["summary"].pop("unsupported_kinds"), "summary"),
    ],
)
def test_schema_rejects(report: dict[str, Any], mutate: Any, where: str) -> None:
    broken = copy.deepcopy(report)
    mutate(broken)
    errors = validate_report(broken)
    assert errors, "the schema accepted a broken report"
    assert any(error.startswith(where + ":") for error in errors), errors


@pytest.mark.parametrize(
    ("statuses", "deselected", "expected"),
    [
        ([], False, AtomStatus.UNCOVERED),
        ([], True, AtomStatus.NOT_RUN),
        ([Status.PASS, Status.PASS], False, AtomStatus.PASS),
        ([Status.PASS, Status.FAIL, Status.ERROR], False, AtomStatus.FAIL),
        ([Status.PASS, Status.ERROR, Status.UNSUPPORTED], False, AtomStatus.ERROR),
        ([Status.PASS, Status.UNSUPPORTED], False, AtomStatus.UNSUPPORTED),
        ([Status.UNSUPPORTED], True, AtomStatus.UNSUPPORTED),
        ([Status.PASS, Status.ERROR, Status.TIMEOUT], False, AtomStatus.TIMEOUT),
        ([Status.TIMEOUT, Status.CRASH, Status.ERROR], False, AtomStatus.CRASH),
        ([Status.CRASH, Status.FAIL], False, AtomStatus.FAIL),
    ],
)
def test_atom_status(statuses: list[Status], deselected: bool, expected: AtomStatus) -> None:
    assert atom_status(statuses, deselected=deselected) is expected


DOC = Path(__file__).resolve().parents[2] / "docs" / "report.md"


def _property_names(schema: Any) -> set[str]:
    names: set[str] = set()
    if isinstance(schema, dict):
        for key, value in schema.items():
            if key == "properties" and isinstance(value, dict):
                names.update(value)
            names |= _property_names(value)
    elif isinstance(schema, list):
        for value in schema:
            names |= _property_names(value)
    return names


def test_schema_knows_every_capability() -> None:
    """A capability added to the contract must be added to the schema (a new value: a minor version)."""
    from facedown.report import report_schema

    assert report_schema()["$defs"]["capability"]["enum"] == [c.value for c in Capability]


def test_the_reference_engine_by_name_is_a_valid_spec(report: dict[str, Any]) -> None:
    named = copy.deepcopy(report)
    named["engine"]["spec"] = "reference"  # --engine reference, the default
    assert validate_report(named) == []
    named["engine"]["spec"] = "not a spec"
    assert validate_report(named) != []


def test_unsupported_reason_and_kinds(report: dict[str, Any]) -> None:
    assert report["scenarios"][2]["unsupported"] == {
        "kind": "capability",
        "subject": "cloak",
        "detail": "engine does not declare capability 'cloak'",
    }
    assert [entry["unsupported"] for entry in report["scenarios"][:2]] == [None, None]


def test_docs_example_is_valid() -> None:
    text = DOC.read_text(encoding="utf-8")
    example = text.split("```json", 1)[1].split("```", 1)[0]
    assert validate_report(json.loads(example)) == []


def test_docs_name_every_field() -> None:
    from facedown.report import report_schema

    text = DOC.read_text(encoding="utf-8")
    missing = sorted(name for name in _property_names(report_schema()) if f"`{name}`" not in text)
    assert missing == []


def test_a_certify_report_agrees_with_its_summary(fixture_run: Certified) -> None:
    from facedown.report import summary_contradictions

    assert summary_contradictions(fixture_run.report) == []
    edited = json.loads(json.dumps(fixture_run.report))
    edited["summary"]["error"] -= 1
    edited["summary"]["atoms"]["pass"] += 2
    assert summary_contradictions(edited) == [
        f"error scenarios: the summary says {fixture_run.report['summary']['error'] - 1}, "
        f"the report has {fixture_run.report['summary']['error']}",
        f"pass atoms: the summary says {fixture_run.report['summary']['atoms']['pass'] + 2}, "
        f"the report has {fixture_run.report['summary']['atoms']['pass']}",
    ]
