"""Helpers for the harness tests (imported by conftest.py and the test modules): run
``facedown certify`` on the fixture features (tests/harness/data) against the fake engine
(tests/harness/fake_engine.py), in this process (:func:`run_certify`, the quick way) or as
``python -m facedown certify`` in a child process (:func:`run_certify_process`)."""

from __future__ import annotations

import contextlib
import functools
import io
import json
import os
import shlex
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from facedown import binding

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
DATA = HERE / "data"
BIND_MODULE = DATA / "bind_fixture.py"
#: The reference engine's factory.
REFERENCE = "reference_engine.adapter:create"
#: The protocol engines that misbehave on purpose (crash, hang, bad JSON, protocol 2.0).
WIRE_ENGINES = REPO / "tests" / "wire" / "engines"


def serve_command(engine: str) -> str:
    """The command serving the in-process adapter ``engine`` over the wire protocol."""
    return shlex.join([sys.executable, "-m", "facedown", "serve", "--engine", engine])


def script_command(script: str) -> str:
    """The command running one of the protocol engines of tests/wire/engines."""
    return shlex.join([sys.executable, str(WIRE_ENGINES / script)])


@dataclass
class Certified:
    """The outcome of one ``facedown certify`` process."""

    returncode: int
    stdout: str
    stderr: str
    report_path: Path

    @functools.cached_property
    def report(self) -> dict[str, Any]:
        """The report the run wrote (read once; do not change it)."""
        data = json.loads(self.report_path.read_text(encoding="utf-8"))
        assert isinstance(data, dict)
        return data

    def scenario(self, key: str) -> dict[str, Any]:
        for entry in self.report["scenarios"]:
            if entry["key"] == key:
                return dict(entry)
        raise AssertionError(f"no scenario {key!r} in the report")

    def atom(self, atom_id: str) -> dict[str, Any]:
        for entry in self.report["atoms"]:
            if entry["id"] == atom_id:
                return dict(entry)
        raise AssertionError(f"no atom {atom_id!r} in the report")


CertifyRunner = Callable[..., Certified]


def certify_argv(out: Path, args: tuple[str, ...], features: str | None, engine: str | None) -> list[str]:
    """The arguments of ``facedown certify`` for a run on ``data/<features>`` (``None``: the suite's
    own features) with ``--engine engine`` (``None``: no ``--engine``) and the ``args``."""
    argv = ["certify", "--out", str(out)]
    if engine is not None:
        argv += ["--engine", engine]
    if features is not None:
        features_dir = Path(features) if Path(features).is_absolute() else DATA / features
        argv += ["--features", str(features_dir), "--scenario-module", str(BIND_MODULE)]
    return argv + list(args)


def _interruptible() -> None:
    """In the child, before it runs: Ctrl-C (SIGINT) back to its default. A process started in the
    background by a non-interactive shell (``cmd &``, as CI runners may do) inherits SIGINT ignored,
    and Python then installs no KeyboardInterrupt handler, so the run would rightly not stop on it."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


class CertifyProcess:
    """``python -m facedown certify`` started in a child process, on ``data/<features>`` (``None``:
    the suite's own features; an absolute path: that directory) with the fake engine importable;
    ``engine=None`` gives no ``--engine`` (e.g. with ``--engine-cmd`` in ``args``). It runs while
    the caller goes on; :meth:`result` waits for it."""

    def __init__(
        self,
        out: Path,
        *args: str,
        features: str | None = "features",
        engine: str | None = "fake_engine:create",
        extra_env: dict[str, str] | None = None,
    ) -> None:
        env = dict(os.environ)
        env["PYTHONPATH"] = os.pathsep.join([str(HERE), str(REPO), env.get("PYTHONPATH", "")])
        env.pop(binding.FEATURES_ENV, None)
        env.update(extra_env or {})
        out.parent.mkdir(parents=True, exist_ok=True)
        self.out = out
        self.process = subprocess.Popen(
            [sys.executable, "-m", "facedown", *certify_argv(out, args, features, engine)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
            cwd=out.parent,
            preexec_fn=_interruptible,
        )
        self._done: Certified | None = None

    def result(self, timeout: float = 600) -> Certified:
        """Wait for the process (killed after ``timeout`` seconds) and return its outcome."""
        if self._done is None:
            try:
                stdout, stderr = self.process.communicate(timeout=timeout)
            except subprocess.TimeoutExpired:
                self.process.kill()
                stdout, stderr = self.process.communicate()
            self._done = Certified(self.process.returncode, stdout, stderr, self.out / "report.json")
        return self._done


def run_certify_process(
    out: Path,
    *args: str,
    features: str | None = "features",
    engine: str | None = "fake_engine:create",
    extra_env: dict[str, str] | None = None,
) -> Certified:
    """``python -m facedown certify`` in a child process (see :class:`CertifyProcess`), waited for."""
    return CertifyProcess(out, *args, features=features, engine=engine, extra_env=extra_env).result()


def _forget_binding_modules() -> None:
    """Drop the fixture binding module from ``sys.modules``: pytest would reuse it, with the
    scenarios of the features directory it was first imported for."""
    prefix = str(DATA) + os.sep
    for name, module in list(sys.modules.items()):
        path = getattr(module, "__file__", None)
        if isinstance(path, str) and path.startswith(prefix):
            del sys.modules[name]


@contextlib.contextmanager
def in_isolation(cwd: Path, extra_env: dict[str, str] | None = None) -> Iterator[None]:
    """Run a certify in this process as a child process would: in ``cwd``, with the environment
    changed by ``extra_env`` (no ``FACEDOWN_FEATURES_DIR``, and a ``PYTHONPATH`` for engine
    processes that import the fake engine), a fresh binding module; the
    working directory, environment, import path and features directory are restored after."""
    saved_cwd, saved_env, saved_path = Path.cwd(), dict(os.environ), list(sys.path)
    saved_binding = (binding._STATE.features_dir, binding._STATE.problems)
    os.environ.pop(binding.FEATURES_ENV, None)
    os.environ["PYTHONPATH"] = os.pathsep.join([str(HERE), str(REPO), saved_env.get("PYTHONPATH", "")])
    os.environ.update(extra_env or {})
    _forget_binding_modules()
    os.chdir(cwd)
    try:
        yield
    finally:
        os.chdir(saved_cwd)
        os.environ.clear()
        os.environ.update(saved_env)
        sys.path[:] = saved_path
        binding._STATE.features_dir, binding._STATE.problems = saved_binding
        _forget_binding_modules()


def run_certify(
    out: Path,
    *args: str,
    features: str | None = "features",
    engine: str | None = "fake_engine:create",
    extra_env: dict[str, str] | None = None,
) -> Certified:
    """:func:`run_certify_process`, but in this process (``facedown.cli.main`` with its standard
    output and error captured): the same exit status, output and report, in a fraction of the
    time. Not for runs that must import an engine afresh (``--code-coverage``)."""
    from facedown import cli

    stdout, stderr = io.StringIO(), io.StringIO()
    out.parent.mkdir(parents=True, exist_ok=True)
    with (
        in_isolation(out.parent, extra_env),
        contextlib.redirect_stdout(stdout),
        contextlib.redirect_stderr(stderr),
    ):
        try:
            code = cli.main(certify_argv(out, args, features, engine))
        except SystemExit as exc:  # argparse's usage errors
            code = exc.code if isinstance(exc.code, int) else 2
    return Certified(code, stdout.getvalue(), stderr.getvalue(), out / "report.json")


def run_pytest_in_process(args: list[str]) -> tuple[int, str, str]:
    """``pytest ARGS`` in this process (call it :func:`in_isolation`): its exit status, standard
    output and standard error."""
    import pytest

    stdout, stderr = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(stdout), contextlib.redirect_stderr(stderr):
        code = pytest.main(args)
    return int(code), stdout.getvalue(), stderr.getvalue()


def certify_while_the_engine_hangs(
    tmp_path: Path, *args: str, features: str | None, extra_env: dict[str, str] | None = None
) -> CertifyProcess:
    """``certify`` into ``tmp_path/certification`` (which holds a previous ``report.json`` saying
    "the previous complete report") with the engine process ``hang.py``, which answers until its
    ``trouble`` scenario and then hangs with no request or scenario timeout to end it; returns once
    it hangs (the marker ``tmp_path/hanging`` appeared), the run still going."""
    out = tmp_path / "certification"
    out.mkdir()
    (out / "report.json").write_text("the previous complete report\n", encoding="utf-8")
    run = CertifyProcess(
        out,
        "--engine-cmd",
        script_command("hang.py"),
        "--request-timeout",
        "120",
        "--scenario-timeout",
        "0",
        *args,
        features=features,
        engine=None,
        extra_env={**(extra_env or {}), "HANG_MARKER": str(tmp_path / "hanging")},
    )
    deadline = time.monotonic() + 120
    while not (tmp_path / "hanging").exists():
        assert time.monotonic() < deadline, "the engine did not hang"
        time.sleep(0.05)
    return run
