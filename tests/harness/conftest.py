"""Fixtures of the harness tests (helpers in harness_support.py).

Most tests run ``facedown certify`` in this process (the ``certify`` fixture). The few runs that
must be child processes -- ``python -m facedown certify`` end to end on the fixture features,
the suite's own features with ``--code-coverage`` (which must import the reference engine
afresh) and over the wire -- are shared by the whole session, and are started in the background
as soon as collection is over, so they run while the other tests do.
"""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from harness_support import REFERENCE, Certified, CertifyProcess, CertifyRunner, run_certify, serve_command


def _fixture_run(root: Path) -> CertifyProcess:
    out = root / "fixture" / "certification"
    return CertifyProcess(
        out,
        "--junit",
        str(out / "junit.xml"),
        "--markdown",
        str(out / "summary.md"),
        "--badge",
        str(out / "badge.json"),
        "--write-expectations",
        str(out / "expectations.toml"),
    )


def _real_run(root: Path) -> CertifyProcess:
    return CertifyProcess(
        root / "real" / "certification",
        "--code-coverage",
        "--edition",
        "2024-04-12",
        "--markdown",
        str(root / "real" / "summary.md"),
        features=None,
        engine=REFERENCE,
    )


def _real_wire_run(root: Path) -> CertifyProcess:
    return CertifyProcess(
        root / "real-wire" / "certification",
        "--engine-cmd",
        serve_command(REFERENCE),
        features=None,
        engine=None,
    )


def _real_parallel_run(root: Path) -> CertifyProcess:
    return CertifyProcess(
        root / "real-parallel" / "certification",
        "-n",
        "2",
        "--code-coverage",
        "--edition",
        "2024-04-12",
        features=None,
        engine=REFERENCE,
    )


#: The session's shared child-process runs, by the name of the fixture that gives each.
SESSION_RUNS: dict[str, Callable[[Path], CertifyProcess]] = {
    "fixture_run": _fixture_run,
    "real_run": _real_run,
    "real_wire_run": _real_wire_run,
    "real_parallel_run": _real_parallel_run,
}


class _Runs:
    """The shared runs started so far, in one temporary directory removed at the end."""

    def __init__(self) -> None:
        self.root: Path | None = None
        self.started: dict[str, CertifyProcess] = {}

    def start(self, name: str) -> CertifyProcess:
        if name not in self.started:
            if self.root is None:
                self.root = Path(tempfile.mkdtemp(prefix="facedown-harness-"))
            self.started[name] = SESSION_RUNS[name](self.root)
        return self.started[name]

    def close(self) -> None:
        for run in self.started.values():
            if run.process.poll() is None:
                run.process.kill()
            run.result()
        if self.root is not None:
            shutil.rmtree(self.root, ignore_errors=True)


_RUNS = _Runs()


HERE = Path(__file__).resolve().parent


def _shared_runs(item: pytest.Item) -> int:
    """0 for a test that needs no shared run, 1 for one that reads the fixture-feature run, 2 for
    one that reads a run of the suite's own features (the slowest)."""
    names = set(getattr(item, "fixturenames", ()))
    if names & {"real_run", "real_wire_run", "real_parallel_run"}:
        return 2
    return 1 if "fixture_run" in names else 0


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Run this folder's tests that read a shared run after the others (in their order
    otherwise), so the shared runs have time to finish in the background."""
    positions = [i for i, item in enumerate(items) if item.path.is_relative_to(HERE)]
    ordered = sorted((items[i] for i in positions), key=_shared_runs)
    for position, item in zip(positions, ordered, strict=True):
        items[position] = item


def pytest_collection_finish(session: pytest.Session) -> None:
    """Start, in the background, the shared runs some selected test needs."""
    wanted = {name for item in session.items for name in getattr(item, "fixturenames", ())}
    for name in SESSION_RUNS:
        if name in wanted:
            _RUNS.start(name)


def pytest_sessionfinish(session: pytest.Session) -> None:
    _RUNS.close()


@pytest.fixture
def certify(tmp_path: Path) -> CertifyRunner:
    """Run certify (in this process) with its report in a fresh temporary directory."""

    def runner(*args: str, **kwargs: Any) -> Certified:
        return run_certify(tmp_path / "certification", *args, **kwargs)

    return runner


@pytest.fixture(scope="session")
def fixture_run() -> Certified:
    """``python -m facedown certify`` over data/features (every status, every kind of broken
    input), with its CI outputs (junit.xml, summary.md, badge.json) and the expectation file of
    the fake engine (expectations.toml) beside the report."""
    return _RUNS.start("fixture_run").result()


@pytest.fixture(scope="session")
def real_run() -> Certified:
    """The suite's own features against the reference engine, with ``--code-coverage``, rule
    numbers of CR 2024-04-12 and a Markdown summary (``../summary.md``)."""
    return _RUNS.start("real_run").result()


@pytest.fixture(scope="session")
def real_wire_run() -> Certified:
    """The suite's own features against the reference engine served over the wire protocol."""
    return _RUNS.start("real_wire_run").result()


@pytest.fixture(scope="session")
def real_parallel_run() -> Certified:
    """The suite's own features against the reference engine with two pytest-xdist workers and
    ``--code-coverage``, as ``real_run`` serially."""
    return _RUNS.start("real_parallel_run").result()
