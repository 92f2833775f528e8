"""An engine that starts a helper process in a session of its own (out of reach of a kill of the
engine's process group) which keeps the engine's standard output and error open for a minute.
Its pid is written to the file named by ``$HELPER_PIDFILE`` (so a test can end it).

The engine dies (exit status 5) when Mallory acts, and exits with status 3 after answering
``bye``."""

from __future__ import annotations

import os
import subprocess
import sys
from typing import Any

from _raw import Request, run

helper = subprocess.Popen(
    [sys.executable, "-c", "import time; time.sleep(60)"], start_new_session=True, stdin=subprocess.DEVNULL
)
with open(os.environ["HELPER_PIDFILE"], "w", encoding="utf-8") as pidfile:
    pidfile.write(str(helper.pid))


def misbehave(request: Request) -> dict[str, Any] | None:
    if request.get("cmd") == "act" and request.get("player") == "Mallory":
        sys.stderr.write("raw engine: giving up\n")
        sys.stderr.flush()
        os._exit(5)
    return None


run(misbehave)
sys.exit(3)
