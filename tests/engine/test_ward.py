"""Ward (702.21) and its independence from its source once triggered (113.7a)."""

from __future__ import annotations

from engine_support import card, lands, new_game, ok, refused, resolve_stack

from reference_engine.enums import EventKind, FaceDownMethod, Refusal, TriggerKind, TurnUpMethod, Zone
from reference_engine.game import Game
from reference_engine.setup import CardPlacement


def bob_shocks_alices_disguised(bob_pool: str, alice_extra: list[CardPlacement] | None = None) -> Game:
    game = new_game(
        [
            card("moroii", "Nightdrinker Moroii", zone=Zone.BATTLEFIELD, face_down=FaceDownMethod.DISGUISE),
            card("shock", "Shock", "Bob"),
            *(alice_extra or []),
        ],
        pools={"Bob": bob_pool},
    )
    ok(game.pass_priority("Alice"))
    ok(game.cast("Bob", "shock", targets=["moroii"]))
    return game


def test_ward_triggers_when_an_opponent_targets_the_face_down_permanent() -> None:
    game = bob_shocks_alices_disguised("{R}{C}{C}")
    top = game.view("Bob").stack[-1]
    assert top.kind == "triggered" and top.trigger == TriggerKind.WARD and top.controller == "Alice"
    assert top.text == "Ward {2}"


def test_paying_for_ward_lets_the_spell_resolve() -> None:
    game = bob_shocks_alices_disguised("{R}{C}{C}")
    resolve_stack(game)
    decision = game.view("Bob").pending
    assert decision is not None and (decision.player, decision.kind, decision.options) == (
        "Bob",
        "pay_ward",
        ("pay", "decline"),
    )
    assert refused(game.pass_priority("Alice")).code == Refusal.DECISION_PENDING
    assert refused(game.decide("Alice", "pay")).code == Refusal.DECISION_PENDING
    assert refused(game.decide("Bob", "maybe")).code == Refusal.INVALID_CHOICE
    ok(game.decide("Bob", "pay"))
    assert str(game.state.player("Bob").pool) == ""
    resolve_stack(game)
    moroii = game.state.find("moroii")
    assert moroii is not None and moroii.zone == Zone.GRAVEYARD  # 2 damage to a 2/2


def test_declining_counters_the_spell() -> None:
    game = bob_shocks_alices_disguised("{R}{C}{C}")
    resolve_stack(game)
    ok(game.decide("Bob", "decline"))
    shock = game.state.find("shock")
    assert shock is not None and shock.zone == Zone.GRAVEYARD
    assert [e.data["source"] for e in game.state.events if e.kind == EventKind.COUNTERED] == ["shock"]
    assert not game.state.stack


def test_paying_without_the_mana_counters_the_spell() -> None:
    game = bob_shocks_alices_disguised("{R}{C}")
    resolve_stack(game)
    ok(game.decide("Bob", "pay"))
    shock = game.state.find("shock")
    assert shock is not None and shock.zone == Zone.GRAVEYARD
    assert str(game.state.player("Bob").pool) == "{C}"


def test_ward_does_not_trigger_for_its_own_controller() -> None:
    game = new_game(
        [
            card("moroii", "Nightdrinker Moroii", zone=Zone.BATTLEFIELD, face_down=FaceDownMethod.DISGUISE),
            card("growth", "Giant Growth"),
        ],
        pools={"Alice": "{G}"},
    )
    ok(game.cast("Alice", "growth", targets=["moroii"]))
    assert len(game.state.stack) == 1


def test_the_ward_trigger_survives_turning_face_up() -> None:
    # 113.7a: the face-up Moroii has no ward, but the ability already on the stack still asks.
    game = bob_shocks_alices_disguised("{R}{C}", [*lands("Alice", "Swamp", 2)])
    ok(game.pass_priority("Bob"))
    ok(game.turn_face_up("Alice", "moroii", TurnUpMethod.DISGUISE))
    assert "Ward {2}" not in game.view("Bob").objects["moroii"].abilities
    resolve_stack(game)
    ok(game.decide("Bob", "decline"))
    moroii = game.state.find("moroii")
    assert moroii is not None and moroii.zone == Zone.BATTLEFIELD


def test_ward_x_is_counted_when_it_resolves() -> None:
    # 702.21b: Minthara's ward {X} counts experience counters on resolution; Mizzix gives one in between.
    game = new_game(
        [
            card("minthara", "Minthara, Merciless Soul", zone=Zone.BATTLEFIELD),
            card("mizzix", "Mizzix of the Izmagnus", zone=Zone.BATTLEFIELD),
            card("a-shock", "Shock"),
            card("b-shock", "Shock", "Bob"),
        ],
        pools={"Alice": "{R}", "Bob": "{R}{R}"},
    )
    ok(game.pass_priority("Alice"))
    ok(game.cast("Bob", "b-shock", targets=["minthara"]))
    ok(game.pass_priority("Bob"))
    ok(game.cast("Alice", "a-shock", targets=["Bob"]))
    resolve_stack(game)
    assert game.state.player("Alice").counters == {"experience": 1}
    assert game.state.player("Bob").life == 18
    decision = game.state.decision
    assert decision is not None and decision.kind == "pay_ward" and "{1}" in decision.prompt
    ok(game.decide("Bob", "pay"))
    assert str(game.state.player("Bob").pool) == ""


def test_an_activated_ability_is_countered_by_ward_too() -> None:
    game = new_game(
        [
            card("walker", "Dog Walker", zone=Zone.BATTLEFIELD, face_down=FaceDownMethod.DISGUISE),
            card("rod", "Rod of Ruin", "Bob", Zone.BATTLEFIELD),
            *lands("Bob", "Mountain", 3),
        ],
        active="Bob",
    )
    ok(game.activate("Bob", "rod", targets=["walker"]))
    assert game.view("Alice").stack[-1].trigger == TriggerKind.WARD
    resolve_stack(game)
    ok(game.decide("Bob", "decline"))
    assert not game.state.stack
    walker = game.state.find("walker")
    assert walker is not None and walker.damage == 0
