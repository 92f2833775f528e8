"""Bad input to ``facedown certify`` ends in one line on stderr and exit status 2."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from harness_support import BIND_MODULE, DATA, HERE, REPO, CertifyRunner, in_isolation, run_pytest_in_process


@pytest.mark.parametrize(
    ("engine", "message"),
    [
        (
            "no_such_engine.adapter:create",
            "facedown: cannot import engine module 'no_such_engine.adapter': "
            "No module named 'no_such_engine'",
        ),
        ("fake_engine:missing", "facedown: engine module 'fake_engine' has no attribute 'missing'"),
        ("fake_engine:NOT_CALLABLE", "facedown: engine factory 'fake_engine:NOT_CALLABLE' is not callable"),
        (
            "fake_engine:create_failing",
            "facedown: engine factory 'fake_engine:create_failing' failed: "
            "RuntimeError: licence server unreachable",
        ),
        (
            "fake_engine:create_not_an_adapter",
            "facedown: engine factory 'fake_engine:create_not_an_adapter' returned a object, which is not an "
            "adapter (it needs info() and new_game())",
        ),
        (
            "fake_engine",
            "facedown: --engine expects 'reference' or MODULE:FACTORY (e.g. my_engine.adapter:create), "
            "got 'fake_engine'",
        ),
    ],
)
def test_engine_that_does_not_start(certify: CertifyRunner, engine: str, message: str) -> None:
    done = certify(engine=engine)
    assert done.returncode == 2
    assert done.stderr.strip() == message
    assert done.stdout == ""
    assert not done.report_path.exists()


def test_missing_features_directory(certify: CertifyRunner) -> None:
    done = certify(features="no-such-dir")
    assert done.returncode == 2
    assert done.stderr.strip().startswith("facedown: features directory ")
    assert done.stderr.strip().endswith("does not exist")


def test_unknown_option_is_a_usage_error(certify: CertifyRunner) -> None:
    done = certify("--frobnicate")
    assert done.returncode == 2
    assert "unrecognized arguments: --frobnicate" in done.stderr


def test_plain_pytest_reports_a_bad_engine_in_one_line(tmp_path: Path) -> None:
    """The plugin alone (``pytest --engine``) turns a bad engine into a usage error too."""
    with in_isolation(REPO):
        code, out, err = run_pytest_in_process(
            [
                str(BIND_MODULE),
                "--features",
                str(DATA / "clean"),
                "--engine",
                "no_such_engine:create",
                "-p",
                "no:cacheprovider",
                "--rootdir",
                str(REPO),
            ]
        )
    assert code == 4  # pytest's usage-error status
    assert (
        "ERROR: facedown: cannot import engine module 'no_such_engine': No module named 'no_such_engine'"
        in err
    )
    assert "Traceback" not in err + out


@pytest.mark.parametrize(
    ("engine", "message"),
    [
        ("no_such_engine:create", "facedown: cannot import engine module 'no_such_engine': "),
        (
            "fake_engine:create_failing",
            "facedown: engine factory 'fake_engine:create_failing' failed: RuntimeError: licence server",
        ),
    ],
)
def test_bad_engine_under_xdist_gives_the_reason(tmp_path: Path, engine: str, message: str) -> None:
    """``pytest -n 2 --engine BAD``: a usage error with the reason, not an xdist INTERNALERROR."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(HERE), str(REPO)])}
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-n",
            "2",
            "-p",
            "no:cacheprovider",
            str(REPO / "steps"),
            "--engine",
            engine,
        ],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env=env,
        timeout=300,
        check=False,
    )
    output = done.stdout + done.stderr
    assert done.returncode == pytest.ExitCode.USAGE_ERROR, output[-3000:]
    assert "INTERNALERROR" not in output
    assert message in done.stderr


BAD_LIMITS = [
    ("--request-timeout", "-1", "must be a number of seconds above 0, not '-1'"),
    ("--request-timeout", "0", "must be a number of seconds above 0, not '0'"),
    ("--engine-timeout", "nan", "must be a finite number of seconds, not 'nan'"),
    ("--engine-start-timeout", "0", "must be a number of seconds above 0, not '0'"),
    ("--engine-start-timeout", "inf", "must be a finite number of seconds, not 'inf'"),
    ("--max-restarts", "-1", "must be 0 or more, not '-1'"),
    ("--engine-restarts", "1.5", "must be a whole number (0 or more), not '1.5'"),
    ("--scenario-timeout", "-5", "must be 0 (no limit) or a number of seconds above 0, not '-5'"),
    ("--scenario-timeout", "NaN", "must be a finite number of seconds, not 'NaN'"),
]


@pytest.mark.parametrize(("option", "value", "message"), BAD_LIMITS)
def test_bad_timeouts_and_restart_counts_are_usage_errors(
    certify: CertifyRunner, option: str, value: str, message: str
) -> None:
    """They used to be accepted, and the engine was then blamed for what followed."""
    done = certify(option, value)
    assert done.returncode == 2
    assert message in done.stderr
    assert not done.report_path.exists()


@pytest.mark.parametrize(("option", "value", "message"), BAD_LIMITS[::3])
def test_plain_pytest_rejects_bad_limits_too(option: str, value: str, message: str) -> None:
    with in_isolation(REPO):
        code, _out, err = run_pytest_in_process(
            [str(BIND_MODULE), "--features", str(DATA / "clean"), f"{option}={value}", "--rootdir", str(REPO)]
        )
    assert code == 4
    assert message in err


def test_wire_options_refuse_bad_limits() -> None:
    from facedown.engine import WireOptions

    for bad in ({"timeout_request": 0.0}, {"timeout_start": float("nan")}, {"max_restarts": -1}):
        with pytest.raises(ValueError):
            WireOptions(**bad)  # type: ignore[arg-type]
