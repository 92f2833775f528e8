"""Round trips through a real server process: the wire must reproduce in-process results exactly."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from collections.abc import Iterator
from typing import Any

import pytest
import wire_fake_adapter
from wire_helpers import ROOT, env, server_cmd

from facedown.adapter import (
    Accepted,
    ActionResult,
    CardSetup,
    CastSpell,
    Concede,
    Decide,
    FaceDownMethod,
    GameView,
    LookAt,
    PassPriority,
    RejectCode,
    Rejected,
    Setup,
    SetupError,
    Step,
    TurnFaceUp,
    TurnUpMethod,
    Unsupported,
    UnsupportedKind,
    Zone,
)
from facedown.wire.client import ProcessAdapter, from_command
from facedown.wire.errors import EngineError
from facedown.wire.protocol import PROTOCOL_VERSION
from facedown.wire.server import serve

SETUP = Setup(
    players=("Alice", "Bob"),
    cards=(
        CardSetup("walker", "Fake Walker", "Alice", Zone.HAND),
        CardSetup("bear", "Fake Bear", "Bob", Zone.BATTLEFIELD, face_down=FaceDownMethod.MORPH, tapped=True,
                  counters={"+1/+1": 1}, damage=1),
        CardSetup("island", "Fake Island", "Bob", Zone.BATTLEFIELD),
        CardSetup("deep", "Fake Bear", "Alice", Zone.LIBRARY),
    ),
    step=Step.MAIN1,
    life={"Alice": 18},
    mana_pools={"Alice": "{W}{W}"},
    turn=3,
)  # fmt: skip

SCRIPT = (
    ("Bob", PassPriority()),
    ("Alice", CastSpell(card="nothing")),
    ("Alice", CastSpell(card="walker", face_down=FaceDownMethod.DISGUISE, targets=("bear",), x=2)),
    ("Alice", Decide("maybe")),
    ("Alice", Decide("pay")),
    ("Bob", TurnFaceUp(permanent="bear", method=TurnUpMethod.MORPH)),
    ("Bob", Concede()),
)


def play(adapter: object) -> list[ActionResult | GameView]:
    """Run SCRIPT, observing for both players after every action."""
    from facedown.adapter import Adapter

    assert isinstance(adapter, Adapter)
    game = adapter.new_game(SETUP)
    trace: list[ActionResult | GameView] = [game.observe("Alice"), game.observe("Bob")]
    for player, action in SCRIPT:
        trace.append(game.act(player, action))
        trace.extend([game.observe("Alice"), game.observe("Bob")])
    game.close()
    game.close()
    return trace


@pytest.fixture
def wired() -> Iterator[ProcessAdapter]:
    adapter = ProcessAdapter(server_cmd(), 10.0, env=env(), validate=True)
    yield adapter
    adapter.close()


def test_info_round_trips(wired: ProcessAdapter) -> None:
    assert wired.info() == wire_fake_adapter.create().info()
    assert wired.engine_protocol == PROTOCOL_VERSION


def test_the_wire_reproduces_in_process_results(wired: ProcessAdapter) -> None:
    expected = play(wire_fake_adapter.create())
    got = play(wired)
    assert got == expected
    # the trace exercises what it should: rejections, hidden identities, a pending decision
    assert Rejected(RejectCode.NO_SUCH_OBJECT, "'nothing' is not in Alice's hand") in got
    views = [v for v in got if isinstance(v, GameView)]
    assert any(v.pending is not None for v in views)
    bob_sees = [v for v in views if v.viewer == "Bob" and "walker" in v.objects]
    assert bob_sees and all(v.objects["walker"].identity is None for v in bob_sees)
    assert all(v.objects["walker"].identity == "Fake Walker" for v in views if v.viewer == "Alice")


def test_engine_errors_map_to_adapter_errors(wired: ProcessAdapter) -> None:
    game = wired.new_game(SETUP)
    with pytest.raises(Unsupported, match="looking at objects") as declared:
        game.act("Alice", LookAt("bear"))
    assert (declared.value.kind, declared.value.subject) == (UnsupportedKind.NOT_ENCODABLE, "LookAt")
    with pytest.raises(EngineError, match="kaboom"):
        game.act("Boom", PassPriority())
    assert game.act("Alice", PassPriority()) == Accepted()  # the engine survived both
    with pytest.raises(Unsupported, match="card 'Nope'") as unknown:
        wired.new_game(Setup(players=("A",), cards=(CardSetup("x", "Nope", "A", Zone.HAND),)))
    assert (unknown.value.kind, unknown.value.subject) == (UnsupportedKind.ENGINE_DECLARED, "Nope")
    twice = (CardSetup("x", "Fake Bear", "A", Zone.HAND), CardSetup("x", "Fake Bear", "A", Zone.HAND))
    with pytest.raises(SetupError, match="used twice"):
        wired.new_game(Setup(players=("A",), cards=twice))


def test_games_are_independent(wired: ProcessAdapter) -> None:
    one, two = wired.new_game(SETUP), wired.new_game(SETUP)
    one.act("Alice", CastSpell(card="walker"))
    assert "walker" not in two.observe("Bob").objects
    assert two.observe("Alice").objects["walker"].zone == Zone.HAND
    assert one.observe("Alice").objects["walker"].zone == Zone.STACK


def test_bye_ends_the_process_cleanly() -> None:
    adapter = from_command(" ".join(server_cmd()), env=env())
    adapter.info()
    proc = adapter._proc
    assert proc is not None
    adapter.close()
    assert proc.popen.returncode == 0
    adapter.close()  # harmless twice


def test_stray_prints_stay_off_the_protocol() -> None:
    """The fake adapter prints on new_game; the server must send it to stderr."""
    lines = [
        {"id": 0, "cmd": "hello", "protocols": ["1.0"]},
        {"id": 1, "cmd": "new_game", "setup": {"players": ["A"]}},
        {"id": 2, "cmd": "bye"},
    ]
    done = subprocess.run(
        server_cmd(),
        input="".join(json.dumps(m) + "\n" for m in lines).encode(),
        capture_output=True,
        env=env(),
        cwd=ROOT,
        timeout=30,
        check=True,
    )
    responses = [json.loads(line) for line in done.stdout.splitlines()]
    assert [r["id"] for r in responses] == [0, 1, 2]
    assert b"starting a game" in done.stderr


# --------------------------------------------------------------------------- serve() in process


def converse(*lines: str | dict[str, Any]) -> list[dict[str, Any]]:
    """Feed lines to serve() with the fake adapter and return the parsed responses."""
    text = "".join((line if isinstance(line, str) else json.dumps(line)) + "\n" for line in lines)
    out = io.BytesIO()
    assert serve(wire_fake_adapter.create, io.BytesIO(text.encode()), out) == 0
    return [json.loads(line) for line in out.getvalue().splitlines()]


HELLO = {"id": 0, "cmd": "hello", "protocols": ["1.0"]}


def test_server_answers_garbage_without_dying() -> None:
    responses = converse(
        HELLO,
        "this is not json",
        "[1, 2]",
        '{"cmd": "bye"}',
        {"id": 1, "cmd": "teleport"},
        {"id": 2, "cmd": "act", "game": "g9", "player": "A", "action": {"type": "PassPriority"}},
        {"id": 3, "cmd": "new_game", "setup": {"players": "A"}},
        {"id": 4, "cmd": "new_game", "setup": {"players": ["A"]}},
        {"id": 5, "cmd": "act", "game": "g1", "player": "A", "action": {"type": "Mulligan"}},
        {"id": 6, "cmd": "act", "game": "g1", "player": "A", "action": {"type": "CastSpell"}},
        {"id": 7, "cmd": "observe", "game": "g1"},
        "",
        {"id": 8, "cmd": "close_game", "game": "g1"},
        {"id": 9, "cmd": "close_game", "game": "g1"},
    )
    kinds = [(r["id"], r["error"]["kind"] if "error" in r else "ok") for r in responses]
    assert kinds == [
        (0, "ok"),
        (None, "internal"),
        (None, "internal"),
        (None, "internal"),
        (1, "unsupported"),
        (2, "internal"),
        (3, "setup"),
        (4, "ok"),
        (5, "unsupported"),
        (6, "internal"),
        (7, "internal"),
        (8, "ok"),
        (9, "ok"),
    ]


def test_server_wants_hello_first_and_refuses_other_majors() -> None:
    first, refused, accepted = converse(
        {"id": 0, "cmd": "observe", "game": "g1", "viewer": "A"},
        {"id": 1, "cmd": "hello", "protocols": ["2.0", "3.1"]},
        {"id": 2, "cmd": "hello", "protocols": ["2.0", "1.7"]},
    )
    assert "first request must be hello" in first["error"]["message"]
    assert refused["error"] == {
        "kind": "unsupported",
        "message": f"this engine speaks protocol {PROTOCOL_VERSION}; the runner offered 2.0, 3.1",
    }
    assert accepted["protocol"] == PROTOCOL_VERSION


def test_server_stops_at_bye_and_reports_load_errors() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "facedown.wire.server", "--engine", "no_such_module:create"],
        input=(json.dumps(HELLO) + "\n" + json.dumps({"id": 1, "cmd": "bye"}) + "\n{}\n").encode(),
        capture_output=True,
        env=env(),
        cwd=ROOT,
        timeout=30,
    )
    assert done.returncode == 0
    hello, bye = (json.loads(line) for line in done.stdout.splitlines())
    assert hello["error"]["kind"] == "internal"
    assert "cannot load engine no_such_module:create" in hello["error"]["message"]
    assert bye == {"id": 1, "ok": True}
