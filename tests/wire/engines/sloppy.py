"""An engine whose responses are readable JSON but wrong in various ways, chosen by name.

act by Mallory: a result of unknown type; by Trent: the wrong response id; by Peggy:
an internal error; by Victor: an unsupported error. observe by Mallory: an extra field
(only schema validation notices); by Trent: a turn that is not an integer; by Walter:
an event kind from a newer minor version (skipped). With ``--newer``, hello declares
a capability from a newer minor version.
"""

from __future__ import annotations

import sys
from typing import Any

from _raw import Request, answer, run, view


def misbehave(request: Request) -> dict[str, Any] | None:
    cmd = request.get("cmd")
    if cmd == "act" and request.get("player") == "Mallory":
        return {"result": {"type": "Maybe"}}
    if cmd == "act" and request.get("player") == "Trent":
        return {"id": request["id"] + 1, "result": {"type": "Accepted"}}
    if cmd == "act" and request.get("player") == "Peggy":
        return {"error": {"kind": "internal", "message": "NullPointerException at Engine.act"}}
    if cmd == "act" and request.get("player") == "Victor":
        return {"error": {"kind": "unsupported", "message": "card 'Fake Walker'"}}
    if cmd == "observe" and request.get("viewer") == "Mallory":
        return {"view": {**view("Mallory"), "identities": ["leaked"]}}
    if cmd == "observe" and request.get("viewer") == "Trent":
        return {"view": {**view("Trent"), "turn": "one"}}
    if cmd == "observe" and request.get("viewer") == "Walter":
        newer = {"kind": "planeswalked", "data": {}}
        return {
            "view": {
                **view("Walter"),
                "events": [newer, {"kind": "priority_passed", "data": {"player": "A"}}],
            }
        }
    if cmd == "hello" and "--newer" in sys.argv:
        return {**answer(request), "capabilities": ["setup_state", "time_travel"]}
    return None


run(misbehave)
