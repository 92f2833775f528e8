"""Attractions (717) as the engine applies them: what a set-up may say about an Attraction deck, opening an
Attraction, rolling to visit with the die results a set-up fixes, and the junkyard."""

from __future__ import annotations

import dataclasses

import pytest
from engine_support import POOL, card

from reference_engine import attractions, zones
from reference_engine.enums import Step, Zone
from reference_engine.errors import DieNotFixed
from reference_engine.game import Game
from reference_engine.setup import CardPlacement, GameSetup, SetupProblem


def _deck_card(handle: str, lights: tuple[int, ...] = (6,)) -> CardPlacement:
    return dataclasses.replace(
        card(handle, "Memory Test", zone=Zone.COMMAND), attraction_deck=True, lights=lights
    )


def _game(cards: list[CardPlacement], *, die_rolls: tuple[int, ...] = (), step: Step = Step.MAIN1) -> Game:
    setup = GameSetup(players=("Alice", "Bob"), cards=tuple(cards), die_rolls=die_rolls, step=step)
    return Game.from_setup(setup, POOL)


def test_an_attraction_deck_holds_attraction_cards_in_the_command_zone() -> None:
    with pytest.raises(SetupProblem, match="Attraction deck"):
        _game([dataclasses.replace(card("bears", "Grizzly Bears", zone=Zone.COMMAND), attraction_deck=True)])
    with pytest.raises(SetupProblem, match="Attraction deck"):
        _game([dataclasses.replace(_deck_card("test"), zone=Zone.HAND)])
    with pytest.raises(SetupProblem, match="lit up"):
        _game([dataclasses.replace(card("bears", "Grizzly Bears"), lights=(2,))])
    with pytest.raises(SetupProblem, match="1 to 6"):
        _game([_deck_card("test", lights=(7,))])
    with pytest.raises(SetupProblem, match="1 to 6"):
        _game([], die_rolls=(0,))


def test_the_attraction_deck_is_hidden_and_opening_takes_its_top_card() -> None:
    game = _game([_deck_card("first"), _deck_card("second")])
    assert "first" not in game.view("Alice").objects and "second" not in game.view("Bob").objects  # 717.2
    attractions.open_attraction(game.state, "Alice")  # 701.51b
    opened = game.state.find("first")
    assert opened is not None and opened.zone == Zone.BATTLEFIELD and opened.controller == "Alice"
    assert [o.handle for o in game.state.player("Alice").attraction_deck] == ["second"]
    attractions.open_attraction(game.state, "Bob")  # no Attraction deck: nothing (701.51a)
    assert len(game.state.battlefield) == 1


def test_a_roll_the_set_up_did_not_fix_is_an_error() -> None:
    game = _game([_deck_card("test")])
    attractions.open_attraction(game.state, "Alice")
    with pytest.raises(DieNotFixed):
        attractions.roll_to_visit(game.state)


def test_the_visit_ability_triggers_only_on_a_lit_up_number() -> None:
    game = _game([_deck_card("test", lights=(2, 6))], die_rolls=(3, 6))
    attractions.open_attraction(game.state, "Alice")
    game.state.pending_triggers.clear()  # its enters ability (not the subject here)
    attractions.roll_to_visit(game.state)  # 3: not lit up
    assert not game.state.pending_triggers
    attractions.roll_to_visit(game.state)  # 6: lit up (702.159a)
    assert [p.ability.trigger for p in game.state.pending_triggers] == ["visit"]
    assert game.state.die_rolls == []


def test_an_attraction_goes_to_the_junkyard_instead_of_a_graveyard_or_hand() -> None:
    game = _game([_deck_card("test")])
    attractions.open_attraction(game.state, "Alice")
    test = game.state.find("test")
    assert test is not None
    assert zones.junkyard_instead(test, Zone.GRAVEYARD) == Zone.COMMAND  # 717.6
    assert zones.junkyard_instead(test, Zone.HAND) == Zone.COMMAND
    assert zones.junkyard_instead(test, Zone.EXILE) == Zone.EXILE
    moved = zones.move(game.state, test, Zone.GRAVEYARD)
    assert moved.zone == Zone.COMMAND and moved in game.state.command
    assert game.view("Bob").objects["test"].zone.value == "command"  # the junkyard is face up (717.6a)
