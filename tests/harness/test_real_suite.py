"""The suite's own features, run by ``facedown certify`` against the reference engine, give a
report that the schema accepts (whatever the engine's results are); the same engine served
over the wire protocol (``--engine-cmd "python -m facedown serve"``) gives the same status for
every scenario. The in-process run measures the engine's code coverage (``--code-coverage``) and
labels atoms in CR 2024-04-12: see test_code_coverage.py."""

from __future__ import annotations

import pytest
from harness_support import REFERENCE, Certified

from facedown.report import validate_report


@pytest.fixture(scope="module")
def local(real_run: Certified) -> Certified:
    if real_run.returncode == 2:
        pytest.skip(f"the reference engine does not start here: {real_run.stderr.strip()}")
    return real_run


def test_real_suite_report_is_valid(local: Certified) -> None:
    assert local.returncode in (0, 1), local.stderr
    assert "Traceback" not in local.stdout + local.stderr
    report = local.report
    assert validate_report(report) == []
    assert report["summary"]["total"] > 0
    assert report["engine"]["spec"] == REFERENCE
    tagged = {atom for entry in report["scenarios"] for atom in entry["atoms"]}
    covered = {entry["id"] for entry in report["atoms"] if entry["status"] not in ("uncovered", "not_run")}
    assert covered <= tagged


def test_real_suite_over_the_wire_gives_the_same_statuses(local: Certified, real_wire_run: Certified) -> None:
    """Every scenario of the real suite, over the protocol, ends as it does in process."""
    wire = real_wire_run
    assert wire.returncode == local.returncode, wire.stdout + wire.stderr
    statuses = {e["key"]: e["status"] for e in local.report["scenarios"]}
    over_wire = {e["key"]: e["status"] for e in wire.report["scenarios"]}
    assert over_wire == statuses
    assert [e["status"] for e in wire.report["atoms"]] == [e["status"] for e in local.report["atoms"]]
    assert wire.report["engine"]["restarts"] == 0
    print(
        f"\nreal suite, {len(statuses)} scenarios: in process with --code-coverage "
        f"{local.report['duration']:.2f} s, over the wire {wire.report['duration']:.2f} s"
    )


def _twins(report: dict[str, object]) -> dict[str, object]:
    scenarios = report["scenarios"]
    assert isinstance(scenarios, list)
    return {
        e["key"]: (
            e["twin"]["status"],
            [
                (p["player"], p["status"], p["observations"], p["results"], p["mode"])
                for p in e["twin"]["players"]
            ],
        )
        for e in scenarios
        if e["twin"] is not None
    }


def test_real_suite_is_checked_by_non_interference(local: Certified) -> None:
    """The reference engine leaks nothing the check can see; most scenarios are checked."""
    counts = local.report["summary"]["twin"]
    assert counts["leak"] == 0, [
        e["message"] for e in local.report["scenarios"] if e["twin"] and e["twin"]["leak"]
    ]
    assert counts["checked"] > counts["partial"] + counts["not_checked"] > 0
    assert counts["not_run"] == 0


def test_real_suite_over_the_wire_gives_the_same_twin_verdicts(
    local: Certified, real_wire_run: Certified
) -> None:
    """The non-interference check runs on an engine process as it does in process, with the same
    verdicts, players, counts and id modes."""
    assert _twins(real_wire_run.report) == _twins(local.report)
