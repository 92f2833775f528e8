"""Card behaviour from the pool: "as turned face up" replacements, prohibitions, trigger subjects."""

from __future__ import annotations

from engine_support import card, cast_face_down, lands, new_game, ok, refused, resolve_stack

from reference_engine.enums import FaceDownMethod, Refusal, TurnUpMethod, Zone
from reference_engine.setup import CardPlacement


def disguised(handle: str, name: str, owner: str = "Alice") -> CardPlacement:
    return card(handle, name, owner, Zone.BATTLEFIELD, face_down=FaceDownMethod.DISGUISE)


def test_bubble_smuggler_gets_its_counters_as_it_turns_face_up() -> None:
    # 708.11: a replacement, so it is a 6/5 at once and nothing uses the stack.
    game = new_game([disguised("bs", "Bubble Smuggler"), *lands("Alice", "Island", 6)])
    ok(game.turn_face_up("Alice", "bs", TurnUpMethod.DISGUISE))
    seen = game.view("Bob").objects["bs"]
    assert (seen.power, seen.toughness, seen.counters) == (6, 5, {"+1/+1": 4})
    assert not game.state.stack


def test_crowd_control_warden_counts_other_creatures_entering_or_turning_up_not_entering_face_down() -> None:
    game = new_game(
        [
            card("ccw", "Crowd-Control Warden"),
            card("b1", "Grizzly Bears", zone=Zone.BATTLEFIELD),
            card("b2", "Grizzly Bears", zone=Zone.BATTLEFIELD),
            *lands("Alice", "Forest", 6),
            *lands("Alice", "Plains", 2),
        ]
    )
    cast_face_down(game, "Alice", "ccw")
    assert game.view("Bob").objects["ccw"].counters == {}  # 708.3
    ok(game.turn_face_up("Alice", "ccw", TurnUpMethod.DISGUISE))
    assert game.view("Bob").objects["ccw"].counters == {"+1/+1": 2}


def test_crowd_control_warden_cast_face_up_enters_with_counters() -> None:
    game = new_game(
        [
            card("ccw", "Crowd-Control Warden"),
            card("b1", "Grizzly Bears", zone=Zone.BATTLEFIELD),
            *lands("Alice", "Forest", 3),
            *lands("Alice", "Plains", 2),
        ]
    )
    ok(game.cast("Alice", "ccw"))
    resolve_stack(game)
    assert game.view("Bob").objects["ccw"].counters == {"+1/+1": 1}


def test_karlov_watchdog_stops_opponents_during_its_controllers_turn() -> None:
    watchdog = card("dog", "Karlov Watchdog", "Bob", Zone.BATTLEFIELD)
    game = new_game(
        [watchdog, disguised("w", "Dog Walker"), *lands("Alice", "Plains", 2)], active="Bob", priority="Alice"
    )
    assert refused(game.turn_face_up("Alice", "w", TurnUpMethod.DISGUISE)).code == Refusal.NOT_ALLOWED
    game = new_game([watchdog, disguised("w", "Dog Walker"), *lands("Alice", "Plains", 2)])
    ok(game.turn_face_up("Alice", "w", TurnUpMethod.DISGUISE))


def test_pyrotechnic_performer_makes_the_turned_up_creature_deal_its_power() -> None:
    game = new_game(
        [
            card("pp", "Pyrotechnic Performer", zone=Zone.BATTLEFIELD),
            disguised("m", "Nightdrinker Moroii"),
            *lands("Alice", "Swamp", 2),
        ]
    )
    ok(game.turn_face_up("Alice", "m", TurnUpMethod.DISGUISE))
    resolve_stack(game)
    assert game.state.player("Bob").life == 16


def test_forum_familiar_gets_no_counter_if_its_target_is_gone() -> None:
    game = new_game(
        [
            disguised("ff", "Forum Familiar"),
            card("bears", "Grizzly Bears", zone=Zone.BATTLEFIELD),
            card("unsummon", "Unsummon", "Bob"),
            *lands("Alice", "Plains", 2),
            *lands("Bob", "Island", 1),
        ]
    )
    ok(game.turn_face_up("Alice", "ff", TurnUpMethod.DISGUISE))
    decision = game.state.decision
    assert decision is not None and "bears" in decision.options and "ff" not in decision.options  # "another"
    ok(game.decide("Alice", "bears"))
    ok(game.pass_priority("Alice"))
    ok(game.cast("Bob", "unsummon", targets=["bears"]))
    resolve_stack(game)
    assert game.view("Bob").objects["ff"].counters == {}


def test_gadget_technician_triggers_on_entering_face_up_and_on_turning_face_up() -> None:
    game = new_game(
        [
            card("g1", "Gadget Technician"),
            card("g2", "Gadget Technician"),
            *lands("Alice", "Island", 4),
            *lands("Alice", "Mountain", 5),
        ]
    )
    ok(game.cast("Alice", "g1"))
    resolve_stack(game)
    cast_face_down(game, "Alice", "g2")
    thopters = [o for o in game.state.battlefield if o.card.token]
    assert len(thopters) == 1
    ok(game.turn_face_up("Alice", "g2", TurnUpMethod.DISGUISE))
    resolve_stack(game)
    assert len([o for o in game.state.battlefield if o.card.token]) == 2
