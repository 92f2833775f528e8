"""An engine that stops answering (sleeps forever) when Mallory acts; it first creates the file
named by ``$HANG_MARKER``, if set, so a test knows it hangs."""

from __future__ import annotations

import os
import time
from typing import Any

from _raw import Request, run


def misbehave(request: Request) -> dict[str, Any] | None:
    if request.get("cmd") == "act" and request.get("player") == "Mallory":
        if os.environ.get("HANG_MARKER"):
            with open(os.environ["HANG_MARKER"], "w", encoding="utf-8"):
                pass
        while True:
            time.sleep(60)
    return None


run(misbehave)
