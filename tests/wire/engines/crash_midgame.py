"""An engine that dies (exit status 3, after a word on stderr) when Mallory acts."""

from __future__ import annotations

import os
import sys
from typing import Any

from _raw import Request, run


def misbehave(request: Request) -> dict[str, Any] | None:
    if request.get("cmd") == "act" and request.get("player") == "Mallory":
        sys.stderr.write("raw engine: internal invariant broken\nFatal: cannot continue\n")
        sys.stderr.flush()
        os._exit(3)
    return None


run(misbehave)
