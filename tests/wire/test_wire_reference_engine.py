"""The reference engine served over the wire gives exactly its in-process answers.

Skipped while the reference engine has no adapter yet.
"""

from __future__ import annotations

import importlib.util
from collections.abc import Callable

import pytest
from wire_helpers import env, server_cmd

from facedown.adapter import (
    Action,
    Adapter,
    AdapterError,
    CardSetup,
    CastSpell,
    Decide,
    FaceDownMethod,
    GameView,
    LookAt,
    PassPriority,
    Setup,
    Step,
    TurnFaceUp,
    TurnUpMethod,
    Zone,
)
from facedown.wire.client import ProcessAdapter
from facedown.wire.errors import WireError

SPEC = "reference_engine.adapter:create"

pytestmark = pytest.mark.skipif(
    importlib.util.find_spec("reference_engine.adapter") is None,
    reason="the reference engine has no adapter yet",
)

SETUP = Setup(
    players=("Alice", "Bob"),
    cards=(
        CardSetup("walker", "Dog Walker", "Alice", Zone.HAND),
        *(CardSetup(f"plains{n}", "Plains", "Alice", Zone.BATTLEFIELD) for n in range(5)),
        CardSetup(
            "codebreaker", "Fugitive Codebreaker", "Bob", Zone.BATTLEFIELD, face_down=FaceDownMethod.DISGUISE
        ),
        CardSetup("bolt", "Shock", "Bob", Zone.HAND),
        CardSetup("mountain", "Mountain", "Bob", Zone.BATTLEFIELD),
    ),
)

SCRIPT: tuple[tuple[str, Action], ...] = (
    ("Alice", CastSpell(card="walker", face_down=FaceDownMethod.DISGUISE)),
    ("Alice", PassPriority()),
    ("Bob", PassPriority()),
    ("Alice", LookAt("walker")),
    ("Alice", PassPriority()),
    ("Bob", CastSpell(card="bolt", targets=("walker",))),
    ("Bob", PassPriority()),
    ("Alice", PassPriority()),
    ("Bob", Decide("decline")),
    ("Alice", TurnFaceUp(permanent="walker", method=TurnUpMethod.DISGUISE)),
)


def trace(adapter: Adapter) -> list[object]:
    """Every answer of the engine to SETUP and SCRIPT, errors included (by class and message)."""

    def attempt(fn: Callable[[], object]) -> object:
        try:
            return fn()
        except WireError:
            raise
        except AdapterError as exc:
            return (type(exc).__name__, str(exc))

    out: list[object] = [adapter.info()]
    game = adapter.new_game(SETUP)
    out += [game.observe("Alice"), game.observe("Bob")]
    for player, action in SCRIPT:
        out.append(attempt(lambda: game.act(player, action)))  # noqa: B023
        out += [game.observe("Alice"), game.observe("Bob")]
    game.close()
    return out


def test_reference_engine_over_the_wire_matches_in_process() -> None:
    from facedown.wire.server import load_factory

    expected = trace(load_factory(SPEC)())
    with ProcessAdapter(server_cmd(SPEC), 30.0, env=env(), validate=True) as wired:
        assert trace(wired) == expected


def test_views_are_encoded_as_their_json_form() -> None:
    """The protocol encoder writes contract values directly (adapter.json_default); the text must be
    that of their JSON form (adapter.to_json), for every view and result of the script."""
    import enum
    import types

    from facedown.adapter import to_json
    from facedown.wire.protocol import encode
    from facedown.wire.server import load_factory

    values = trace(load_factory(SPEC)())
    assert any(isinstance(v, GameView) for v in values)

    class Colour(enum.Enum):  # an enum that is not a str: written as its value
        BLUE = 3

    values += [
        frozenset({"b", "a"}),
        types.MappingProxyType({"+1/+1": 2}),
        {"nested": (Colour.BLUE, Zone.EXILE, [Step.END])},
    ]
    for value in values:
        assert encode({"value": value}) == encode({"value": to_json(value)}), value


def test_the_view_after_an_action_comes_with_its_result() -> None:
    """act asks for the first player's view (protocol 1.1): that observe then costs no request, and the
    view is the one a separate observe gives; another player's view is still asked for."""
    with ProcessAdapter(server_cmd(SPEC), env=env()) as wired:
        game = wired.new_game(SETUP)
        game.act("Alice", CastSpell(card="walker", face_down=FaceDownMethod.DISGUISE))
        sent = wired._next_id
        alice = game.observe("Alice")
        assert wired._next_id == sent  # answered from the act response
        assert game.observe("Alice") == alice  # asked again: a request, the same view
        assert wired._next_id == sent + 1
        game.observe("Bob")
        assert wired._next_id == sent + 2
        game.close()
