"""Crew (702.122a): tapping untapped creatures with enough total power makes a Vehicle an artifact
creature until end of turn."""

from __future__ import annotations

from engine_support import card, new_game, ok, pass_all, refused, resolve_stack

from reference_engine.enums import Refusal, Step, Zone


def test_crew_needs_enough_power_and_asks_which_creatures_to_tap() -> None:
    game = new_game(
        [
            card("ship", "Cybership", zone=Zone.BATTLEFIELD),
            card("bears", "Grizzly Bears", zone=Zone.BATTLEFIELD),
            card("giant", "Hill Giant", zone=Zone.BATTLEFIELD, tapped=True),
            card("ogre", "Gray Ogre", zone=Zone.BATTLEFIELD, tapped=True),
        ],
    )
    assert refused(game.activate("Alice", "ship")).code == Refusal.CANNOT_PAY  # 2 untapped power < 4
    for handle in ("giant", "ogre"):
        game.state.find(handle).tapped = False
    ok(game.activate("Alice", "ship"))
    decision = game.state.decision
    assert decision is not None and set(decision.options) == {"bears", "giant", "ogre"}  # no "none" yet
    ok(game.decide("Alice", "giant"))
    assert game.state.decision is not None and "none" not in game.state.decision.options  # 3 < 4
    ok(game.decide("Alice", "bears"))
    assert game.state.decision is not None and "none" in game.state.decision.options  # 5: enough
    ok(game.decide("Alice", "none"))
    tapped = {h: game.state.find(h).tapped for h in ("bears", "giant", "ogre")}
    assert tapped == {"bears": True, "giant": True, "ogre": False}
    assert "Creature" not in game.view("Bob").objects["ship"].types  # not until the ability resolves
    resolve_stack(game)
    seen = game.view("Bob").objects["ship"]
    assert "Creature" in seen.types and (seen.power, seen.toughness) == (8, 8)


def test_a_creature_that_just_came_under_your_control_can_crew_and_the_vehicle_stops_being_one() -> None:
    wurm = card("wurm", "Craw Wurm", zone=Zone.BATTLEFIELD)
    game = new_game(
        [
            card("ship", "Cybership", zone=Zone.BATTLEFIELD),
            wurm,
            card("a-lib", "Island", zone=Zone.LIBRARY),
            card("b-lib", "Island", "Bob", Zone.LIBRARY),
        ],
        step=Step.MAIN2,
    )
    game.state.find("wurm").sick = True  # 302.6 doesn't stop crewing: it is no {T} cost
    ok(game.activate("Alice", "ship"))
    resolve_stack(game)
    assert "Creature" in game.view("Bob").objects["ship"].types
    while game.state.active == "Alice":
        pass_all(game)
    assert "Creature" not in game.view("Bob").objects["ship"].types  # until end of turn (514.2)
