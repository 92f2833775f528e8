"""Bad input to ``facedown certify`` ends in one line on stderr and exit status 2."""

from __future__ import annotations

from pathlib import Path

import pytest
from harness_support import BIND_MODULE, DATA, REPO, CertifyRunner, in_isolation, run_pytest_in_process


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
