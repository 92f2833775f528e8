"""A minimal protocol engine written from docs/protocol.md alone (no facedown imports).

It answers every command with a small valid response. The scripts beside it
misbehave on purpose by passing ``misbehave``: a function called with each
request before it is answered; it may return a response of its own, or None.
Unless a script says otherwise, only requests by the player ``"Mallory"``
trigger the misbehaviour, so a test can show the runner recovers for the next game.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable
from typing import Any

Request = dict[str, Any]


def view(viewer: str) -> dict[str, Any]:
    """The smallest valid GameView."""
    return {
        "viewer": viewer,
        "turn": 1,
        "active_player": "Alice",
        "step": "main1",
        "priority": "Alice",
        "players": [{"name": "Alice", "life": 20, "mana_pool": "", "hand_size": 0, "library_size": 0}],
        "objects": {},
        "stack": [],
        "pending": None,
        "events": [],
    }


def answer(request: Request, protocol: str = "1.0") -> dict[str, Any]:
    cmd = request.get("cmd")
    if cmd == "hello":
        return {"protocol": protocol, "name": "raw", "version": "1", "capabilities": ["setup_state"],
                "cr_edition": "2026-04-17"}  # fmt: skip
    if cmd == "new_game":
        return {"game": "g1"}
    if cmd == "act":
        return {"result": {"type": "Accepted"}}
    if cmd == "observe":
        return {"view": view(request["viewer"])}
    if cmd in ("close_game", "bye"):
        return {"ok": True}
    return {"error": {"kind": "unsupported", "message": f"unknown command {cmd!r}"}}


def send(message: dict[str, Any]) -> None:
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


def run(
    misbehave: Callable[[Request], dict[str, Any] | None] = lambda r: None, protocol: str = "1.0"
) -> None:
    if os.environ.get("RAW_ENGINE_PIDFILE"):  # lets a test find this process
        with open(os.environ["RAW_ENGINE_PIDFILE"], "w", encoding="utf-8") as pidfile:
            pidfile.write(str(os.getpid()))
    for line in sys.stdin:
        if not line.strip():
            continue
        request = json.loads(line)
        response = misbehave(request) or answer(request, protocol)
        send({"id": request["id"], **response})
        if request.get("cmd") == "bye":
            return


if __name__ == "__main__":
    run()
