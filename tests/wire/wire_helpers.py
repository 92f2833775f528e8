"""Paths and commands shared by the wire tests."""

from __future__ import annotations

import os
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
ENGINES = HERE / "engines"

#: Short limits keep the misbehaving-engine tests quick.
FAST = {"timeout_request": 1.0, "timeout_start": 10.0}


def env() -> dict[str, str]:
    """The environment for engine processes: the checkout and this directory importable."""
    paths = [str(ROOT), str(HERE)]
    if os.environ.get("PYTHONPATH"):
        paths.append(os.environ["PYTHONPATH"])
    return {**os.environ, "PYTHONPATH": os.pathsep.join(paths), "PYTHONDONTWRITEBYTECODE": "1"}


def engine_cmd(script: str) -> list[str]:
    """The command that runs one of the scripts in ``engines/``."""
    return [sys.executable, str(ENGINES / script)]


def server_cmd(engine: str = "wire_fake_adapter:create") -> list[str]:
    """The command that serves an in-process adapter over the protocol."""
    return [sys.executable, "-m", "facedown.wire.server", "--engine", engine]
