"""report.json built from plain records, and the schema that describes it."""

from __future__ import annotations

import copy
import datetime
import json
from pathlib import Path
from typing import Any

import pytest

from facedown.adapter import Capability, EngineInfo
from facedown.atomref import AtomRef
from facedown.report import FORMAT_VERSION, build_report, validate_report, write_report
from facedown.results import (
    AtomStatus,
    Problem,
    RunRecord,
    ScenarioResult,
    Selection,
    Status,
    StepInfo,
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
        "problems": 1,
        "atoms": {
            "total": 4,
            "pass": 1,
            "fail": 1,
            "error": 0,
            "unsupported": 1,
            "uncovered": 0,
            "not_run": 1,
        },
    }


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
        (lambda r: r.pop("summary"), "(root)"),
        (lambda r: r.update(extra=1), "(root)"),
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


def test_docs_example_is_valid() -> None:
    text = DOC.read_text(encoding="utf-8")
    example = text.split("```json", 1)[1].split("```", 1)[0]
    assert validate_report(json.loads(example)) == []


def test_docs_name_every_field() -> None:
    from facedown.report import report_schema

    text = DOC.read_text(encoding="utf-8")
    missing = sorted(name for name in _property_names(report_schema()) if f"`{name}`" not in text)
    assert missing == []
