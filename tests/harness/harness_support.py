"""Helpers for the harness tests (imported by conftest.py and the test modules): run
``python -m facedown certify`` on the fixture features (tests/harness/data) against the fake
engine (tests/harness/fake_engine.py)."""

from __future__ import annotations

import json
import os
import shlex
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
DATA = HERE / "data"
BIND_MODULE = DATA / "bind_fixture.py"
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

    @property
    def report(self) -> dict[str, Any]:
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


def run_certify(
    out: Path,
    *args: str,
    features: str | None = "features",
    engine: str | None = "fake_engine:create",
    extra_env: dict[str, str] | None = None,
) -> Certified:
    """``python -m facedown certify`` in a child process, on ``data/<features>`` (``None``: the
    suite's own features) with the fake engine importable; ``engine=None`` gives no
    ``--engine`` (e.g. with ``--engine-cmd`` in ``args``)."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(HERE), str(REPO), env.get("PYTHONPATH", "")])
    env.pop("FACEDOWN_FEATURES_DIR", None)
    env.update(extra_env or {})
    command = [sys.executable, "-m", "facedown", "certify", "--out", str(out)]
    if engine is not None:
        command += ["--engine", engine]
    if features is not None:
        command += ["--features", str(DATA / features), "--scenario-module", str(BIND_MODULE)]
    command += list(args)
    done = subprocess.run(
        command, capture_output=True, text=True, env=env, cwd=out.parent, timeout=300, check=False
    )
    return Certified(done.returncode, done.stdout, done.stderr, out / "report.json")
