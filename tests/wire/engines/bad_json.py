"""An engine that writes a line that is not JSON when Mallory acts."""

from __future__ import annotations

import sys
from typing import Any

from _raw import Request, run


def misbehave(request: Request) -> dict[str, Any] | None:
    if request.get("cmd") == "act" and request.get("player") == "Mallory":
        sys.stdout.write("Mallory acts! {not json\n")
        sys.stdout.flush()
    return None


run(misbehave)
