"""``--engine-cmd``: the same fake engine served over the wire protocol (``facedown serve``)
gives the same statuses as in process."""

from __future__ import annotations

import shlex
import sys

from harness_support import Certified, CertifyRunner


def serve_command(engine: str) -> str:
    return shlex.join([sys.executable, "-m", "facedown", "serve", "--engine", engine])


def test_wire_run_matches_in_process_run(certify: CertifyRunner, fixture_run: Certified) -> None:
    done = certify("--engine-cmd", serve_command("fake_engine:create"), engine=None)
    assert done.returncode == 1, done.stderr
    in_process = {entry["key"]: entry["status"] for entry in fixture_run.report["scenarios"]}
    over_wire = {entry["key"]: entry["status"] for entry in done.report["scenarios"]}
    assert over_wire == in_process
    engine = done.report["engine"]
    assert engine["spec"] is None
    assert engine["command"] == serve_command("fake_engine:create")
    assert engine["name"] == "fake-engine"
    crash = done.scenario("engine-crash")
    assert crash["message"].startswith("EngineError: ")
    assert "engine exploded while conceding" in crash["message"]
    assert "Traceback" not in crash["details"]
    assert done.scenario("unknown-card")["message"] == "SetupError: unknown card 'Nonexistent Card'"


def test_engine_command_that_does_not_start(certify: CertifyRunner) -> None:
    done = certify("--engine-cmd", "no-such-engine-program --flag", engine=None)
    assert done.returncode == 2
    assert done.stderr.strip() == (
        "facedown: engine command 'no-such-engine-program --flag': "
        "cannot start engine no-such-engine-program --flag: No such file or directory"
    )


def test_served_engine_that_does_not_load(certify: CertifyRunner) -> None:
    """The served engine answers hello with an error: a failed handshake, so every scenario is an
    error (docs/protocol.md) and the reason is told once, in one line."""
    done = certify("--engine-cmd", serve_command("no_such_engine:create"), engine=None)
    assert done.returncode == 1
    message = done.stderr.strip()
    assert "\n" not in message
    assert ": hello failed: " in message and "cannot import engine module 'no_such_engine'" in message
    assert {entry["status"] for entry in done.report["scenarios"]} == {"error"}


def test_engine_and_engine_command_together(certify: CertifyRunner) -> None:
    done = certify("--engine-cmd", serve_command("fake_engine:create"))
    assert done.returncode == 2
    assert done.stderr.strip() == "facedown: give --engine or --engine-cmd, not both"
