"""The state machine has teeth: planted faults are found, and shrunk to a short Gherkin-like run.

Each test plants one fault in the reference engine, in this process only (``monkeypatch``, undone when
the ``with`` block ends), runs the machine with a fixed seed, and checks that it fails on the right
invariant with a minimised run of at most :data:`MAX_WHEN_LINES` actions, printed as Gherkin lines.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

import pytest
from hypothesis import settings
from hypothesis.stateful import run_state_machine_as_test
from property_machine import FaceDownMachine, InvariantViolation, machine_settings

from facedown.adapter import GameView
from reference_engine import zones
from reference_engine.adapter import ReferenceGame
from reference_engine.enums import Zone as EngineZone
from reference_engine.objects import GameObject
from reference_engine.state import GameState

#: The longest minimised run (When-lines) a planted fault may need.
MAX_WHEN_LINES = 8


def _settings() -> settings:
    return settings(machine_settings(), max_examples=200, stateful_step_count=6, derandomize=True)


def _minimised_run() -> tuple[str, list[str]]:
    """Run the machine, which must fail; return the failure message and its Gherkin lines."""
    with pytest.raises(InvariantViolation) as caught:
        run_state_machine_as_test(FaceDownMachine, settings=_settings())
    message = str(caught.value)
    assert "The run, as Gherkin:" in message, message
    run = message.split("The run, as Gherkin:", 1)[1]
    lines = [line.strip() for line in run.splitlines() if line.strip()]
    return message.splitlines()[0], lines


def _check_gherkin(lines: list[str]) -> None:
    assert re.fullmatch(r"Given a (two|three)-player game between .+", lines[0]), lines
    for line in lines[1:]:
        assert re.match(r"(And|When|Then|#) ", line), f"not a Gherkin-like line: {line!r}"
    whens = [line for line in lines if line.startswith("When ")]
    assert len(whens) <= MAX_WHEN_LINES, "\n".join(lines)
    assert lines[-1].startswith("# broken invariant: "), lines[-1]


def test_a_face_down_identity_shown_to_an_opponent_is_found() -> None:
    """Plant a leak in the reference adapter: every player sees the identity of every face-down object."""
    original = ReferenceGame.observe

    def leaky(self: ReferenceGame, viewer: str) -> GameView:
        view = original(self, viewer)
        objects = dict(view.objects)
        for handle, obj in view.objects.items():
            if obj.face_down and obj.identity is None and obj.controller is not None:
                known = original(self, obj.controller).objects.get(handle)
                if known is not None and known.identity is not None:
                    objects[handle] = dataclasses.replace(obj, identity=known.identity)
        return dataclasses.replace(view, objects=objects)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(ReferenceGame, "observe", leaky)
        first, lines = _minimised_run()
    assert ReferenceGame.observe is original
    assert first.startswith("hidden information stays hidden:"), first
    assert "sees the identity" in first, first
    _check_gherkin(lines)
    assert any(
        re.search(r"controls an? .*(disguised|morphed|manifested|cloaked|face down)", ln) for ln in lines
    )


def test_a_card_that_vanishes_on_its_way_to_the_graveyard_is_found() -> None:
    """Plant a card loss in the engine: a card put into a graveyard is not put anywhere."""
    original = zones.move

    def losing(state: GameState, obj: GameObject, to: EngineZone, **kwargs: Any) -> GameObject:
        new = original(state, obj, to, **kwargs)
        if to == EngineZone.GRAVEYARD and not new.card.token:
            pile = zones.zone_list(state, EngineZone.GRAVEYARD, new.owner)
            pile[:] = [o for o in pile if o is not new]
        return new

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(zones, "move", losing)
        first, lines = _minimised_run()
    assert zones.move is original
    assert first.startswith("no card is created or lost:"), first
    _check_gherkin(lines)
