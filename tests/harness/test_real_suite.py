"""The suite's own features, run by ``facedown certify`` against the reference engine, give a
report that the schema accepts (whatever the engine's results are); the same engine served
over the wire protocol (``--engine-cmd "python -m facedown serve"``) gives the same status for
every scenario."""

from __future__ import annotations

import shlex
import sys
import time
from pathlib import Path

import pytest
from harness_support import Certified, run_certify

from facedown.report import validate_report

REFERENCE = "reference_engine.adapter:create"


def timed(out: Path, *args: str, engine: str | None) -> tuple[Certified, float]:
    """A certify run of the suite's own features, and its wall-clock seconds."""
    started = time.monotonic()
    done = run_certify(out, *args, features=None, engine=engine)
    return done, time.monotonic() - started


@pytest.fixture(scope="module")
def in_process(tmp_path_factory: pytest.TempPathFactory) -> tuple[Certified, float]:
    done, seconds = timed(tmp_path_factory.mktemp("real") / "certification", engine=REFERENCE)
    if done.returncode == 2:
        pytest.skip(f"the reference engine does not start here: {done.stderr.strip()}")
    return done, seconds


def test_real_suite_report_is_valid(in_process: tuple[Certified, float]) -> None:
    done, _ = in_process
    assert done.returncode in (0, 1), done.stderr
    assert "Traceback" not in done.stdout + done.stderr
    report = done.report
    assert validate_report(report) == []
    assert report["summary"]["total"] > 0
    assert report["engine"]["spec"] == REFERENCE
    tagged = {atom for entry in report["scenarios"] for atom in entry["atoms"]}
    covered = {entry["id"] for entry in report["atoms"] if entry["status"] not in ("uncovered", "not_run")}
    assert covered <= tagged


def test_real_suite_over_the_wire_gives_the_same_statuses(
    in_process: tuple[Certified, float], tmp_path_factory: pytest.TempPathFactory
) -> None:
    """Every scenario of the real suite, over the protocol, ends as it does in process."""
    local, local_seconds = in_process
    command = shlex.join([sys.executable, "-m", "facedown", "serve", "--engine", REFERENCE])
    wire, wire_seconds = timed(
        tmp_path_factory.mktemp("real-wire") / "certification", "--engine-cmd", command, engine=None
    )
    assert wire.returncode == local.returncode, wire.stdout + wire.stderr
    statuses = {e["key"]: e["status"] for e in local.report["scenarios"]}
    over_wire = {e["key"]: e["status"] for e in wire.report["scenarios"]}
    assert over_wire == statuses
    assert [e["status"] for e in wire.report["atoms"]] == [e["status"] for e in local.report["atoms"]]
    assert wire.report["engine"]["restarts"] == 0
    print(
        f"\nreal suite, {len(statuses)} scenarios: in process {local_seconds:.2f} s wall "
        f"({local.report['duration']:.2f} s run), over the wire {wire_seconds:.2f} s wall "
        f"({wire.report['duration']:.2f} s run), ratio {wire_seconds / local_seconds:.2f}"
    )
