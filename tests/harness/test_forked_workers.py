"""``facedown certify -n N`` forks its workers after collection (facedown.forking): a worker that
dies or hangs costs the scenario it was running, which says so, and nothing else; an interrupted
run stops every worker and keeps the previous report."""

from __future__ import annotations

import json
import signal
import time
from pathlib import Path

import pytest
from harness_support import CertifyRunner, certify_while_the_engine_hangs

from facedown import forking

pytestmark = pytest.mark.skipif(not forking.fork_available(), reason="forked workers need os.fork (POSIX)")


def _statuses(report: dict[str, object]) -> dict[str, tuple[str, str]]:
    scenarios = report["scenarios"]
    assert isinstance(scenarios, list)
    return {s["key"]: (s["status"], s["message"]) for s in scenarios}


def test_a_worker_that_dies_costs_its_scenario_only(certify: CertifyRunner) -> None:
    """The in-process engine ends the worker's process (exit status 3) in the scenario where
    Mallory acts: that scenario is a crash saying so, a new worker runs the rest."""
    done = certify("-n", "2", features="misbehave", engine="fake_engine:create_crashing")
    assert done.returncode == 1
    assert _statuses(done.report) == {
        "before-trouble": ("pass", ""),
        "trouble": ("crash", "the worker process running this scenario died (exit status 3)"),
        "after-trouble": ("pass", ""),
        "long-after-trouble": ("pass", ""),
    }
    assert done.report["summary"]["crash"] == 1


def test_a_worker_deaf_to_the_scenario_timeout_is_killed(
    certify: CertifyRunner, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The engine blocks the alarm that ends a scenario after --scenario-timeout: its worker is
    killed HANG_GRACE seconds later and the scenario is a timeout; the others run."""
    monkeypatch.setattr(forking, "HANG_GRACE", 0.5)
    started = time.monotonic()
    done = certify(
        "-n", "2", "--scenario-timeout", "0.5", features="misbehave", engine="fake_engine:create_deaf"
    )
    assert time.monotonic() - started < 30
    assert done.returncode == 1
    statuses = _statuses(done.report)
    assert statuses["trouble"] == (
        "timeout",
        "scenario timed out: its worker process did not finish it within 1 s "
        "(--scenario-timeout 0.5 s did not stop it) and was killed",
    )
    assert {key: status for key, (status, _) in statuses.items() if key != "trouble"} == {
        "before-trouble": "pass",
        "after-trouble": "pass",
        "long-after-trouble": "pass",
    }


def test_a_signal_stops_every_worker_and_keeps_the_previous_report(tmp_path: Path) -> None:
    """SIGTERM while a worker's engine process hangs: the run ends interrupted within seconds,
    the partial report has what the workers finished (not the hung scenario), and report.json
    is left as it was."""
    run = certify_while_the_engine_hangs(tmp_path, "-n", "2", features="misbehave")
    out = run.out
    started = time.monotonic()
    run.process.send_signal(signal.SIGTERM)
    done = run.result(timeout=60)
    assert time.monotonic() - started < 15
    assert done.returncode == 1
    assert (out / "report.json").read_text(encoding="utf-8") == "the previous complete report\n"
    partial = json.loads((out / "report.interrupted.json").read_text(encoding="utf-8"))
    assert partial["interrupted"] is True
    keys = [entry["key"] for entry in partial["scenarios"]]
    assert "trouble" not in keys
    assert partial["selection"]["unreached"] == 4 - len(keys)
    assert "facedown: interrupted by SIGTERM" in done.stderr
