"""Turning a face-down permanent face up: the special action (116.2b, 702.168d, 701.40b, 701.58b, 702.37e)."""

from __future__ import annotations

from engine_support import card, cast_face_down, lands, new_game, ok, refused, resolve_stack

from reference_engine.enums import EventKind, FaceDownMethod, Refusal, Step, TurnUpMethod, Zone
from reference_engine.setup import CardPlacement


def disguised(handle: str, name: str, owner: str = "Alice") -> CardPlacement:
    return card(handle, name, owner, Zone.BATTLEFIELD, face_down=FaceDownMethod.DISGUISE)


def test_turning_face_up_uses_no_stack_and_the_player_keeps_priority() -> None:
    game = new_game([disguised("walker", "Dog Walker"), *lands("Alice", "Plains", 2)])
    ok(game.turn_face_up("Alice", "walker", TurnUpMethod.DISGUISE))
    kinds = [e.kind for e in game.state.events]
    assert kinds[:2] == [EventKind.SPECIAL_ACTION, EventKind.TURNED_FACE_UP]
    assert game.view("Alice").priority == "Alice"  # 116.3
    (trigger,) = game.view("Bob").stack  # only the "turned face up" trigger uses the stack
    assert trigger.kind == "triggered" and trigger.source == "walker"
    resolve_stack(game)
    tokens = [o for o in game.view("Bob").objects.values() if o.token]
    assert [(t.name, t.tapped, t.colors, t.power) for t in tokens] == [("Dog", True, ("W",), 1)] * 2


def test_any_time_with_priority_even_with_a_spell_on_the_stack() -> None:
    game = new_game(
        [
            disguised("moroii", "Nightdrinker Moroii", "Bob"),
            *lands("Bob", "Swamp", 2),
            card("bolt", "Lightning Bolt"),
            *lands("Alice", "Mountain", 3),
        ]
    )
    ok(game.cast("Alice", "bolt", targets=["Bob"]))
    assert (
        refused(game.turn_face_up("Bob", "moroii", TurnUpMethod.DISGUISE)).code == Refusal.NOT_YOUR_PRIORITY
    )
    ok(game.pass_priority("Alice"))
    ok(game.turn_face_up("Bob", "moroii", TurnUpMethod.DISGUISE))
    assert game.view("Bob").priority == "Bob" and len(game.state.stack) == 1


def test_only_the_controller_and_only_a_permanent() -> None:
    game = new_game(
        [
            card("walker", "Dog Walker"),
            *lands("Alice", "Mountain", 5),
            *lands("Bob", "Plains", 2),
            disguised("bobs", "Dog Walker", "Bob"),
        ]
    )
    ok(game.cast("Alice", "walker", face_down=FaceDownMethod.DISGUISE))
    outcome = refused(game.turn_face_up("Alice", "walker", TurnUpMethod.DISGUISE))
    assert outcome.code == Refusal.NOT_ALLOWED and "708.7" in outcome.message
    assert refused(game.turn_face_up("Alice", "bobs", TurnUpMethod.DISGUISE)).code == Refusal.NOT_ALLOWED
    assert (
        refused(game.turn_face_up("Alice", "nothing", TurnUpMethod.DISGUISE)).code == Refusal.NO_SUCH_OBJECT
    )


def test_the_procedure_must_fit_the_way_it_became_face_down() -> None:
    game = new_game([disguised("walker", "Dog Walker"), *lands("Alice", "Plains", 2)])
    assert refused(game.turn_face_up("Alice", "walker", TurnUpMethod.MANA_COST)).code == Refusal.NOT_ALLOWED
    assert refused(game.turn_face_up("Alice", "walker", TurnUpMethod.MORPH)).code == Refusal.NOT_ALLOWED


def test_the_cost_must_be_paid() -> None:
    game = new_game([disguised("moroii", "Nightdrinker Moroii"), *lands("Alice", "Swamp", 1)])
    assert refused(game.turn_face_up("Alice", "moroii", TurnUpMethod.DISGUISE)).code == Refusal.CANNOT_PAY
    moroii = game.state.find("moroii")
    assert moroii is not None and moroii.face_down is not None


def test_no_disguise_cost_after_losing_all_abilities() -> None:
    # 702.168d, RUL-gen-fd-5: under Dress Down a creature face up would have no disguise.
    game = new_game(
        [
            disguised("moroii", "Nightdrinker Moroii"),
            card("dress", "Dress Down", "Bob", Zone.BATTLEFIELD),
            *lands("Alice", "Swamp", 2),
        ]
    )
    assert game.view("Bob").objects["moroii"].abilities == ()  # no ward either
    assert refused(game.turn_face_up("Alice", "moroii", TurnUpMethod.DISGUISE)).code == Refusal.NOT_ALLOWED


def test_a_noncreature_card_under_dress_down_keeps_its_disguise() -> None:
    # Face up, True Identity is an enchantment, which "creatures lose all abilities" doesn't touch.
    game = new_game(
        [
            disguised("ti", "True Identity"),
            card("dress", "Dress Down", "Bob", Zone.BATTLEFIELD),
            *lands("Alice", "Plains", 1),
        ]
    )
    ok(game.turn_face_up("Alice", "ti", TurnUpMethod.DISGUISE))


def test_x_is_chosen_for_the_special_action_and_seen_by_the_trigger() -> None:
    # 107.3d, 702.168e: Aurelia's Vindicator's X decides how many targets its trigger may have.
    game = new_game(
        [
            disguised("angel", "Aurelia's Vindicator"),
            *lands("Alice", "Plains", 6),
            card("b1", "Grizzly Bears", "Bob", Zone.BATTLEFIELD),
            card("b2", "Hill Giant", "Bob", Zone.BATTLEFIELD),
        ]
    )
    assert refused(game.turn_face_up("Alice", "angel", TurnUpMethod.DISGUISE, x=3)).code == Refusal.CANNOT_PAY
    ok(game.turn_face_up("Alice", "angel", TurnUpMethod.DISGUISE, x=2))
    decision = game.state.decision
    assert decision is not None and decision.kind == "choose_targets"
    assert set(decision.options) == {"b1", "b2", "done"}
    ok(game.decide("Alice", "b1"))
    ok(game.decide("Alice", "b2"))
    resolve_stack(game)
    for handle in ("b1", "b2"):
        obj = game.state.find(handle)
        assert obj is not None and obj.zone == Zone.EXILE


def test_with_x_zero_the_trigger_has_no_target() -> None:
    game = new_game(
        [
            disguised("angel", "Aurelia's Vindicator"),
            *lands("Alice", "Plains", 4),
            card("b1", "Grizzly Bears", "Bob", Zone.BATTLEFIELD),
        ]
    )
    ok(game.turn_face_up("Alice", "angel", TurnUpMethod.DISGUISE))
    assert game.state.decision is None
    resolve_stack(game)
    bears = game.state.find("b1")
    assert bears is not None and bears.zone == Zone.BATTLEFIELD


def test_fugitive_codebreaker_cost_is_reduced_by_instants_and_sorceries_in_the_graveyard() -> None:
    game = new_game(
        [
            disguised("fc", "Fugitive Codebreaker"),
            card("g1", "Lightning Bolt", zone=Zone.GRAVEYARD),
            card("g2", "Shock", zone=Zone.GRAVEYARD),
            card("g3", "Grizzly Bears", zone=Zone.GRAVEYARD),
            card("h1", "Grizzly Bears"),
            card("l1", "Plains", zone=Zone.LIBRARY),
            card("l2", "Plains", zone=Zone.LIBRARY),
            card("l3", "Plains", zone=Zone.LIBRARY),
            *lands("Alice", "Mountain", 4),
        ]
    )
    ok(game.turn_face_up("Alice", "fc", TurnUpMethod.DISGUISE))  # {5}{R} - {2} = {3}{R}
    resolve_stack(game)
    alice = game.state.player("Alice")
    assert [o.handle for o in alice.hand] == ["l1", "l2", "l3"]
    assert "h1" in [o.handle for o in alice.graveyard]
    assert game.view("Bob").objects["fc"].abilities[:2] == ("Prowess", "Haste")


def test_manifested_creature_turns_face_up_for_its_mana_cost() -> None:
    game = new_game(
        [
            card("bears", "Grizzly Bears", zone=Zone.BATTLEFIELD, face_down=FaceDownMethod.MANIFEST),
            card("bolt", "Lightning Bolt", zone=Zone.BATTLEFIELD, face_down=FaceDownMethod.MANIFEST),
            *lands("Alice", "Forest", 2),
        ]
    )
    assert game.view("Bob").objects["bears"].abilities == ()  # manifest: no ward
    assert refused(game.turn_face_up("Alice", "bolt", TurnUpMethod.MANA_COST)).code == Refusal.NOT_ALLOWED
    ok(game.turn_face_up("Alice", "bears", TurnUpMethod.MANA_COST))
    assert game.view("Bob").objects["bears"].name == "Grizzly Bears"


def test_a_cloaked_disguise_card_may_use_either_procedure() -> None:
    game = new_game(
        [
            card("walker", "Dog Walker", zone=Zone.BATTLEFIELD, face_down=FaceDownMethod.CLOAK),
            *lands("Alice", "Plains", 2),
        ]
    )
    assert game.view("Bob").objects["walker"].abilities == ("Ward {2}",)
    ok(game.turn_face_up("Alice", "walker", TurnUpMethod.DISGUISE))  # 701.58d


def test_experiment_twelve_adds_counters_equal_to_power() -> None:
    game = new_game(
        [
            card("e12", "Experiment Twelve", zone=Zone.BATTLEFIELD),
            disguised("moroii", "Nightdrinker Moroii"),
            *lands("Alice", "Swamp", 2),
        ]
    )
    ok(game.turn_face_up("Alice", "moroii", TurnUpMethod.DISGUISE))
    resolve_stack(game)
    seen = game.view("Bob").objects["moroii"]
    assert seen.counters == {"+1/+1": 4} and seen.power == 8


def test_panoptic_projektor_makes_turned_face_up_abilities_trigger_twice() -> None:
    game = new_game(
        [
            card("pp", "Panoptic Projektor", zone=Zone.BATTLEFIELD),
            disguised("walker", "Dog Walker"),
            *lands("Alice", "Plains", 2),
        ]
    )
    ok(game.turn_face_up("Alice", "walker", TurnUpMethod.DISGUISE))
    assert len(game.state.stack) == 2
    resolve_stack(game)
    assert sum(1 for o in game.state.battlefield if o.card.token) == 4


def test_true_identity_triggers_once_each_turn() -> None:
    game = new_game(
        [
            card("ti", "True Identity", zone=Zone.BATTLEFIELD),
            disguised("w1", "Dog Walker"),
            disguised("w2", "Dog Walker"),
            *lands("Alice", "Plains", 4),
            card("c1", "Plains", zone=Zone.LIBRARY),
            card("c2", "Plains", zone=Zone.LIBRARY),
        ]
    )
    ok(game.turn_face_up("Alice", "w1", TurnUpMethod.DISGUISE))
    ok(game.turn_face_up("Alice", "w2", TurnUpMethod.DISGUISE))
    sources = [i.source.handle for i in game.state.stack]
    assert sources.count("ti") == 1 and sources.count("w1") == 1 and sources.count("w2") == 1


def test_a_megamorph_gets_its_counter_as_it_turns_face_up() -> None:
    from reference_engine.cards import CardPool, card_from_dict
    from reference_engine.game import Game
    from reference_engine.setup import CardPlacement, GameSetup

    megamorph = card_from_dict(
        {
            "name": "Test Megamorph",
            "mana_cost": "{1}{G}",
            "types": ["Creature"],
            "power": 2,
            "toughness": 2,
            "abilities": [{"kind": "keyword", "keyword": "megamorph", "cost": "{G}"}],
        }
    )
    forest = card_from_dict(
        {
            "name": "Forest",
            "types": ["Land"],
            "abilities": [
                {"kind": "activated", "cost": "{T}", "effects": [{"op": "add_mana", "mana": "{G}"}]}
            ],
        }
    )
    pool = CardPool({"Test Megamorph": megamorph, "Forest": forest})
    game = Game.from_setup(
        GameSetup(
            players=("Alice", "Bob"),
            cards=(
                CardPlacement("m", "Test Megamorph", "Alice", Zone.HAND),
                *(CardPlacement(f"f{i}", "Forest", "Alice", Zone.BATTLEFIELD) for i in range(4)),
            ),
            step=Step.MAIN1,
        ),
        pool,
    )
    ok(game.cast("Alice", "m", face_down=FaceDownMethod.MORPH))
    resolve_stack(game)
    assert game.view("Bob").objects["m"].abilities == ()  # morph: no ward
    ok(game.turn_face_up("Alice", "m", TurnUpMethod.MORPH))
    assert game.view("Bob").objects["m"].counters == {"+1/+1": 1}  # 702.37b


def test_cast_face_down_then_turned_up_in_one_turn() -> None:
    game = new_game(
        [card("walker", "Dog Walker"), *lands("Alice", "Mountain", 3), *lands("Alice", "Plains", 2)]
    )
    cast_face_down(game, "Alice", "walker")
    ok(game.turn_face_up("Alice", "walker", TurnUpMethod.DISGUISE))
    assert game.view("Bob").objects["walker"].abilities[0] == "Vigilance"
