"""Binding module for the harness's own fixture features (run with ``--scenario-module``).

It binds the features the way the suite's binding module does, with a handful of step
definitions that drive tests/harness/fake_engine.py.
"""

from __future__ import annotations

import os
import time

import pytest
from pytest_bdd import given, parsers, scenarios, then, when

from facedown.adapter import Adapter, CardSetup, Concede, Game, LookAt, PassPriority, Setup, Step, Zone
from facedown.binding import feature_files


@given(parsers.parse('a game with "{card}" in Alice\'s hand'), target_fixture="game")
def game_with(adapter: Adapter, card: str) -> Game:
    setup = Setup(
        players=("Alice", "Bob"), cards=(CardSetup(handle="c1", name=card, owner="Alice", zone=Zone.HAND),)
    )
    return adapter.new_game(setup)


@given(parsers.parse('a set-up with "{card}" in Alice\'s hand'), target_fixture="setup")
def a_setup(card: str) -> Setup:
    return Setup(
        players=("Alice", "Bob"), cards=(CardSetup(handle="c1", name=card, owner="Alice", zone=Zone.HAND),)
    )


@then("the game can be started")
def game_starts(adapter: Adapter, setup: Setup) -> None:
    adapter.new_game(setup)


@given("a table:")
def a_table(datatable: list[list[str]]) -> None:
    assert datatable[0] == ["card", "zone"]


@given("a note:")
def a_note(docstring: str) -> None:
    assert docstring == "two lines\nof text"


@when("Alice concedes")
def alice_concedes(game: Game) -> None:
    game.act("Alice", Concede())


@when(parsers.parse("{player} passes priority"))
def passes_priority(game: Game, player: str) -> None:
    game.act(player, PassPriority())


@when("Alice looks at the mystery card")
def alice_looks(game: Game) -> None:
    game.act("Alice", LookAt(object="c1"))


@when(parsers.parse('Alice looks at "{what}"'))
def alice_looks_at(game: Game, what: str) -> None:
    game.act("Alice", LookAt(object=what))


@when("the step skips itself")
def skips_itself() -> None:
    pytest.skip("nothing to see here")


@when(parsers.parse("the step sleeps for {seconds:d} seconds"))
def sleeps(seconds: int) -> None:
    time.sleep(seconds)


@then(parsers.parse("{a:d} equals {b:d}"))
def equals(a: int, b: int) -> None:
    assert a == b


@then("the game is in the first main phase")
def in_main_phase(game: Game) -> None:
    assert game.observe("Alice").step is Step.MAIN1


for _feature in feature_files():
    scenarios(_feature)


if os.environ.get("HARNESS_STRAY_TEST"):

    def test_stand_in_for_a_feature() -> None:
        """A failing test that is no scenario, like the binding module's stand-in for a file
        pytest-bdd refused."""
        pytest.fail("odd.feature: cannot bind feature file: ValueError: bad", pytrace=False)
