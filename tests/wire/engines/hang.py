"""An engine that stops answering (sleeps forever) when Mallory acts."""

from __future__ import annotations

import time
from typing import Any

from _raw import Request, run


def misbehave(request: Request) -> dict[str, Any] | None:
    if request.get("cmd") == "act" and request.get("player") == "Mallory":
        while True:
            time.sleep(60)
    return None


run(misbehave)
