"""Engine processes that crash, hang, write what is not JSON or speak a future protocol, run
through ``facedown certify --engine-cmd``: the scenario at fault gets the right status and a
one-line message, the run finishes, and the scenarios after it are not affected (the client
starts a fresh engine process for the next game)."""

from __future__ import annotations

import pytest
from harness_support import CertifyRunner, script_command, serve_command

from facedown.adapter import CONTRACT_VERSION
from facedown.report import validate_report

FEATURES = "misbehave"
OTHERS = ("before-trouble", "after-trouble", "long-after-trouble")


@pytest.mark.parametrize(
    ("command", "options", "status", "message", "details"),
    [
        pytest.param(
            script_command("crash_midgame.py"),
            (),
            "crash",
            "engine exited with status 3 during act; stderr: raw engine: internal invariant broken | "
            "Fatal: cannot continue",
            "exit status: 3\nengine's standard error (last lines):\n"
            "  raw engine: internal invariant broken\n  Fatal: cannot continue",
            id="protocol-engine-crashes",
        ),
        pytest.param(
            serve_command("fake_engine:create_crashing"),
            (),
            "crash",
            "engine exited with status 3 during act; stderr: fake engine: Mallory broke an invariant | "
            "Fatal: giving up",
            "Fatal: giving up",
            id="served-adapter-crashes",
        ),
        pytest.param(
            script_command("hang.py"),
            ("--request-timeout", "1"),
            "timeout",
            "engine did not answer act within 1s (killed)",
            "",
            id="protocol-engine-hangs",
        ),
        pytest.param(
            serve_command("fake_engine:create_hanging"),
            ("--request-timeout", "1"),
            "timeout",
            "engine did not answer act within 1s (killed)",
            "",
            id="served-adapter-hangs",
        ),
        pytest.param(
            script_command("hang.py"),
            ("--scenario-timeout", "1"),
            "timeout",
            "scenario timed out after 1 s",
            "",
            id="scenario-timeout-interrupts-a-request",
        ),
        pytest.param(
            script_command("bad_json.py"),
            (),
            "error",
            "EngineProtocolError: act response: line is not JSON (Expecting value at column 1): "
            "'Mallory acts! {not json'",
            "",
            id="protocol-engine-writes-bad-json",
        ),
    ],
)
def test_misbehaving_engine(
    certify: CertifyRunner, command: str, options: tuple[str, ...], status: str, message: str, details: str
) -> None:
    done = certify("--engine-cmd", command, *options, features=FEATURES, engine=None)
    assert done.returncode == 1, done.stdout + done.stderr
    output = done.stdout + done.stderr
    assert "Traceback" not in output
    report = done.report
    assert validate_report(report) == []
    trouble = done.scenario("trouble")
    assert (trouble["status"], trouble["outcome"], trouble["unexpected"]) == (status, status, True)
    assert trouble["message"] == message
    assert "\n" not in trouble["message"]
    assert details in trouble["details"]
    assert "Traceback" not in trouble["details"]
    assert trouble["step"]["text"] == "Mallory passes priority"
    assert [s["status"] for s in trouble["steps"]] == ["passed", "failed", "not_run"]
    assert {key: done.scenario(key)["status"] for key in OTHERS} == dict.fromkeys(OTHERS, "pass")
    assert report["summary"][status] == 1
    assert report["engine"]["restarts"] == 1
    served = " facedown serve " in command  # speaks the current version; the scripted engines speak 1.0
    assert report["engine"]["protocol_version"] == (CONTRACT_VERSION if served else "1.0")
    assert f"{status.upper():7} trouble (misbehave.feature:11)" in done.stdout
    assert f"result: FAILED (1 {status})" in done.stdout


def test_atom_of_a_crashed_scenario_is_crash(certify: CertifyRunner) -> None:
    done = certify("--engine-cmd", script_command("crash_midgame.py"), features=FEATURES, engine=None)
    assert done.atom("R-116.2b-1")["status"] == "crash"
    assert done.atom("R-116.2b-1")["counts"]["crash"] == 1
    assert done.atom("R-116.1")["status"] == "pass"


@pytest.mark.parametrize(
    ("script", "reason"),
    [
        ("protocol2.py", "ProtocolVersionError: engine speaks protocol 2.0; this runner speaks 1.x"),
        ("banner.py", "EngineProtocolError: hello response: "),
        ("mute.py", "EngineTimeout: engine did not answer hello within 1s (killed)"),
    ],
)
def test_failed_handshake_reports_every_scenario_error(
    certify: CertifyRunner, script: str, reason: str
) -> None:
    """docs/protocol.md: a handshake no restart can mend makes every scenario ``error``; the
    report is written all the same, and the failure is told in protocol terms (``hello``)."""
    done = certify(
        "--engine-cmd",
        script_command(script),
        "--engine-start-timeout",
        "1",
        features=FEATURES,
        engine=None,
    )
    assert done.returncode == 1
    message = done.stderr.strip()
    assert "\n" not in message
    assert message.startswith(f"facedown: engine command {script_command(script)!r}: hello failed: {reason}")
    assert message.endswith("; every scenario is reported error")
    report = done.report
    assert report["summary"]["total"] == 4 and report["summary"]["error"] == 4
    for entry in report["scenarios"]:
        assert entry["status"] == "error"
        assert entry["message"].startswith(
            f"engine command {script_command(script)!r}: hello failed: {reason}"
        )
    assert report["engine"]["name"] is None and report["engine"]["command"] == script_command(script)
    assert not report["summary"]["passed"]
    assert "the engine did not start" in done.stdout


def test_restart_limit_makes_later_scenarios_crash(certify: CertifyRunner) -> None:
    """With no restart allowed, the scenarios after a crash report it at once, still one line each."""
    done = certify(
        "--engine-cmd",
        script_command("crash_midgame.py"),
        "--max-restarts",
        "0",
        features=FEATURES,
        engine=None,
    )
    assert done.returncode == 1
    statuses = {entry["key"]: entry["status"] for entry in done.report["scenarios"]}
    assert statuses == {
        "before-trouble": "pass",
        "trouble": "crash",
        "after-trouble": "crash",
        "long-after-trouble": "crash",
    }
    after = done.scenario("after-trouble")
    assert after["message"].startswith("engine failed 1 times; not restarted again")
    assert after["step"]["keyword"] == "Given"  # the step that started the game
    assert after["transcript"]["games"][0]["error"].startswith("EngineCrashed: engine failed 1 times")
    assert after["transcript"]["exchanges"] == []
    # The scenario that crashed the engine shows the action that did it, and what it got back.
    trouble = done.scenario("trouble")["transcript"]
    assert trouble["exchanges"][-1]["type"] == "act"
    assert trouble["exchanges"][-1]["result"] is None
    assert trouble["exchanges"][-1]["error"].startswith("EngineCrashed: engine exited with status 3")
    assert done.scenario("before-trouble")["transcript"] is None
    assert done.report["settings"]["max_restarts"] == 0


def test_validate_option_checks_messages(certify: CertifyRunner) -> None:
    """``--validate`` checks every message against the protocol schemas (the raw engine's are valid)."""
    done = certify(
        "--engine-cmd", script_command("crash_midgame.py"), "--validate", features=FEATURES, engine=None
    )
    assert done.report["settings"]["validate"] is True
    assert done.scenario("before-trouble")["status"] == "pass"
