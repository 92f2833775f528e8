"""Planeswalker loyalty (306.5b, 120.3c, 606), a resolved "becomes an N/N creature until your next
turn" effect (611.2a, 613.1d, 613.4b), and casting a commander from the command zone with its tax (903.8)."""

from __future__ import annotations

import dataclasses

from engine_support import card, new_game, ok, pass_all, refused, resolve_stack

from reference_engine.enums import Refusal, Step, Zone


def test_a_planeswalker_enters_with_its_printed_loyalty_and_damage_removes_loyalty() -> None:
    game = new_game(
        [
            card("tezzeret", "Tezzeret, Cruel Machinist"),
            card("shock", "Shock", "Bob"),
        ],
        pools={"Alice": "{U}{U}{C}{C}{C}{C}", "Bob": "{R}"},
    )
    ok(game.cast("Alice", "tezzeret"))
    resolve_stack(game)
    assert game.view("Bob").objects["tezzeret"].counters == {"loyalty": 4}  # 306.5b
    ok(game.pass_priority("Alice"))
    ok(game.cast("Bob", "shock", targets=["tezzeret"]))
    resolve_stack(game)
    seen = game.view("Bob").objects["tezzeret"]
    assert (seen.counters, seen.damage) == ({"loyalty": 2}, 0)  # 120.3c: no damage is marked


def test_loyalty_abilities_are_sorcery_speed_and_one_a_turn() -> None:
    game = new_game(
        [
            card("tezzeret", "Tezzeret, Cruel Machinist", zone=Zone.BATTLEFIELD, counters={"loyalty": 1}),
            card("island", "Island", zone=Zone.LIBRARY),
            card("rod", "Rod of Ruin", zone=Zone.BATTLEFIELD),
        ],
    )
    ok(game.activate("Alice", "tezzeret", 0))
    assert (
        refused(game.activate("Alice", "tezzeret", 1, targets=["rod"])).code == Refusal.NOT_ALLOWED
    )  # 606.3
    resolve_stack(game)
    assert game.state.find("island") is not None and game.state.find("island").zone == Zone.HAND
    assert game.view("Alice").objects["tezzeret"].counters == {"loyalty": 2}
    upkeep = new_game(
        [card("tezzeret", "Tezzeret, Cruel Machinist", zone=Zone.BATTLEFIELD, counters={"loyalty": 1})],
        step=Step.UPKEEP,
    )
    assert refused(upkeep.activate("Alice", "tezzeret", 0)).code == Refusal.NOT_ALLOWED  # 606.3: as a sorcery


def test_a_zero_cost_loyalty_ability_animates_an_artifact_until_its_controllers_next_turn() -> None:
    game = new_game(
        [
            card("tezzeret", "Tezzeret, Cruel Machinist", zone=Zone.BATTLEFIELD, counters={"loyalty": 4}),
            card("rod", "Rod of Ruin", zone=Zone.BATTLEFIELD),
            card("a-lib", "Island", zone=Zone.LIBRARY),
            card("b-lib", "Island", "Bob", Zone.LIBRARY),
        ],
        step=Step.MAIN2,
    )
    ok(game.activate("Alice", "tezzeret", 1, targets=["rod"]))
    resolve_stack(game)
    seen = game.view("Bob").objects["rod"]
    assert ("Artifact" in seen.types, "Creature" in seen.types, seen.power, seen.toughness) == (
        True,
        True,
        5,
        5,
    )
    assert game.view("Alice").objects["tezzeret"].counters == {"loyalty": 4}
    while game.state.active == "Alice":
        pass_all(game)
    assert "Creature" in game.view("Bob").objects["rod"].types  # it lasts through Bob's turn
    while game.state.active == "Bob":
        pass_all(game)
    seen = game.view("Bob").objects["rod"]
    assert ("Creature" in seen.types, seen.power) == (False, None)  # ended as Alice's turn began


def test_a_commander_is_cast_from_the_command_zone_with_two_more_for_each_earlier_cast() -> None:
    isamaru = dataclasses.replace(
        card("isamaru", "Isamaru, Hound of Konda", zone=Zone.COMMAND), commander=True
    )
    game = new_game(
        [isamaru, card("shock", "Shock"), card("grizzly", "Grizzly Bears", zone=Zone.COMMAND)],
        pools={"Alice": "{W}{R}{W}{C}"},
    )
    assert refused(game.cast("Alice", "grizzly")).code == Refusal.NOT_ALLOWED  # not a commander
    ok(game.cast("Alice", "isamaru"))
    resolve_stack(game)
    ok(game.cast("Alice", "shock", targets=["isamaru"]))
    resolve_stack(game)
    ok(game.decide("Alice", "yes"))  # 903.9a: back to the command zone
    assert game.state.find("isamaru").zone == Zone.COMMAND
    assert refused(game.cast("Alice", "isamaru")).code == Refusal.CANNOT_PAY  # {W} plus {2} of tax
    game.state.player("Alice").pool.add("C")
    ok(game.cast("Alice", "isamaru"))
    assert str(game.state.player("Alice").pool) == ""
