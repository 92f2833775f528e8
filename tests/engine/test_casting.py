"""Casting spells (601.2), alternative and total costs (118.9, 601.2f), illegal casts (733)."""

from __future__ import annotations

import copy

from engine_support import card, lands, new_game, ok, pass_all, refused, resolve_stack

from reference_engine.enums import EventKind, FaceDownMethod, Refusal, Step, Zone
from reference_engine.game import Game


def spent(game: Game, player: str) -> int:
    """How many of ``player``'s lands are tapped."""
    return sum(1 for o in game.state.battlefield if o.controller == player and o.tapped)


def test_casting_face_down_costs_three_and_puts_a_face_down_spell_on_the_stack() -> None:
    game = new_game([card("walker", "Dog Walker"), *lands("Alice", "Mountain", 4)])
    ok(game.cast("Alice", "walker", face_down=FaceDownMethod.DISGUISE))
    assert spent(game, "Alice") == 3
    (item,) = game.state.stack
    assert item.spell is not None and item.spell.face_down == FaceDownMethod.DISGUISE
    view = game.view("Bob").stack[0]
    assert view.spell is not None and view.spell.identity is None and view.text == ""
    cast = next(e for e in game.state.events if e.kind == EventKind.CAST)
    assert cast.data["face_down"] is True and cast.data["method"] == FaceDownMethod.DISGUISE


def test_the_caster_keeps_priority_after_casting() -> None:
    game = new_game([card("walker", "Dog Walker"), *lands("Alice", "Mountain", 3)])
    ok(game.cast("Alice", "walker", face_down=FaceDownMethod.DISGUISE))
    assert game.view("Alice").priority == "Alice"  # 117.3c


def test_a_card_without_disguise_cannot_be_cast_face_down() -> None:
    game = new_game([card("bears", "Grizzly Bears"), *lands("Alice", "Forest", 3)])
    assert refused(game.cast("Alice", "bears", face_down=FaceDownMethod.DISGUISE)).code == Refusal.NOT_ALLOWED


def test_an_unaffordable_cast_leaves_the_game_exactly_as_it_was() -> None:
    game = new_game([card("walker", "Dog Walker"), *lands("Alice", "Mountain", 1)], pools={"Alice": "{W}"})
    before = copy.deepcopy(game.state)
    assert refused(game.cast("Alice", "walker", face_down=FaceDownMethod.DISGUISE)).code == Refusal.CANNOT_PAY
    assert [o.handle for o in game.state.player("Alice").hand] == ["walker"]
    assert game.state.player("Alice").hand[0].object_id == before.player("Alice").hand[0].object_id
    assert spent(game, "Alice") == 0 and str(game.state.player("Alice").pool) == "{W}"
    assert game.state.events == before.events and not game.state.stack


def test_only_the_priority_holder_may_cast() -> None:
    game = new_game([card("bolt", "Lightning Bolt", "Bob"), *lands("Bob", "Mountain", 1)])
    assert refused(game.cast("Bob", "bolt", targets=["Alice"])).code == Refusal.NOT_YOUR_PRIORITY


def test_a_creature_spell_needs_sorcery_timing() -> None:
    game = new_game([card("walker", "Dog Walker", "Bob"), *lands("Bob", "Mountain", 3)], priority="Bob")
    assert refused(game.cast("Bob", "walker", face_down=FaceDownMethod.DISGUISE)).code == Refusal.NOT_ALLOWED


def test_one_alternative_cost_only() -> None:
    # 118.9a: "without paying its mana cost" and the disguise {3} can't both apply.
    game = new_game(
        [
            card("omni", "Omniscience", zone=Zone.BATTLEFIELD),
            card("walker", "Dog Walker"),
            *lands("Alice", "Mountain", 3),
        ]
    )
    outcome = refused(game.cast("Alice", "walker", face_down=FaceDownMethod.DISGUISE, without_paying=True))
    assert outcome.code == Refusal.NOT_ALLOWED


def test_omniscience_casts_face_up_for_nothing_but_face_down_still_costs_three() -> None:
    game = new_game(
        [
            card("omni", "Omniscience", zone=Zone.BATTLEFIELD),
            card("w1", "Dog Walker"),
            card("w2", "Dog Walker"),
            *lands("Alice", "Mountain", 3),
        ]
    )
    ok(game.cast("Alice", "w1", without_paying=True))
    assert spent(game, "Alice") == 0
    resolve_stack(game)
    ok(game.cast("Alice", "w2", face_down=FaceDownMethod.DISGUISE))
    assert spent(game, "Alice") == 3


def test_without_paying_needs_a_permission() -> None:
    game = new_game([card("walker", "Dog Walker")])
    assert refused(game.cast("Alice", "walker", without_paying=True)).code == Refusal.NOT_ALLOWED


def test_cost_increases_apply_to_the_face_down_spell() -> None:
    # Lodestone Golem taxes nonartifact spells: a face-down spell is a nonartifact creature spell (118.9d).
    game = new_game(
        [
            card("golem", "Lodestone Golem", "Bob", Zone.BATTLEFIELD),
            card("walker", "Dog Walker"),
            *lands("Alice", "Mountain", 3),
        ]
    )
    assert refused(game.cast("Alice", "walker", face_down=FaceDownMethod.DISGUISE)).code == Refusal.CANNOT_PAY
    game = new_game(
        [
            card("golem", "Lodestone Golem", "Bob", Zone.BATTLEFIELD),
            card("walker", "Dog Walker"),
            *lands("Alice", "Mountain", 4),
        ]
    )
    ok(game.cast("Alice", "walker", face_down=FaceDownMethod.DISGUISE))
    assert spent(game, "Alice") == 4


def test_dream_chisel_reduces_face_down_creature_spells_only() -> None:
    game = new_game(
        [
            card("chisel", "Dream Chisel", zone=Zone.BATTLEFIELD),
            card("walker", "Dog Walker"),
            card("bears", "Grizzly Bears"),
            *lands("Alice", "Forest", 4),
        ]
    )
    ok(game.cast("Alice", "walker", face_down=FaceDownMethod.DISGUISE))
    assert spent(game, "Alice") == 2
    resolve_stack(game)
    ok(game.cast("Alice", "bears"))
    assert spent(game, "Alice") == 4


def test_increase_and_reduction_together() -> None:
    game = new_game(
        [
            card("chisel", "Dream Chisel", zone=Zone.BATTLEFIELD),
            card("golem", "Lodestone Golem", "Bob", Zone.BATTLEFIELD),
            card("walker", "Dog Walker"),
            *lands("Alice", "Mountain", 3),
        ]
    )
    ok(game.cast("Alice", "walker", face_down=FaceDownMethod.DISGUISE))
    assert spent(game, "Alice") == 3


def test_reductions_stop_at_zero() -> None:
    game = new_game(
        [
            card("p1", "Panoptic Projektor", zone=Zone.BATTLEFIELD),
            card("p2", "Panoptic Projektor", zone=Zone.BATTLEFIELD),
            card("walker", "Dog Walker"),
        ]
    )
    ok(game.activate("Alice", "p1"))
    resolve_stack(game)
    ok(game.activate("Alice", "p2"))
    resolve_stack(game)
    ok(game.cast("Alice", "walker", face_down=FaceDownMethod.DISGUISE))
    assert not game.state.cost_reductions  # both were used by this spell


def test_face_down_spell_from_the_top_of_the_library_with_garruks_horde() -> None:
    # 601.3e: the face-down True Identity is a creature spell, so Garruk's Horde allows it.
    game = new_game(
        [
            card("horde", "Garruk's Horde", zone=Zone.BATTLEFIELD),
            card("ti", "True Identity", zone=Zone.LIBRARY),
            *lands("Alice", "Plains", 3),
        ]
    )
    assert refused(game.cast("Alice", "ti")).code == Refusal.NOT_ALLOWED
    assert game.view("Bob").objects["ti"].identity == "True Identity"  # played with the top card revealed
    ok(game.cast("Alice", "ti", face_down=FaceDownMethod.DISGUISE))


def test_assemble_the_players_is_once_each_turn() -> None:
    game = new_game(
        [
            card("atp", "Assemble the Players", zone=Zone.BATTLEFIELD),
            card("w1", "Dog Walker", zone=Zone.LIBRARY),
            card("w2", "Dog Walker", zone=Zone.LIBRARY),
            *lands("Alice", "Plains", 6),
        ]
    )
    assert game.view("Alice").objects["w1"].identity == "Dog Walker"  # Alice may look at her top card
    assert "w1" not in game.view("Bob").objects
    assert refused(game.cast("Alice", "w1")).code == Refusal.NOT_ALLOWED  # a 3/1 face up
    ok(game.cast("Alice", "w1", face_down=FaceDownMethod.DISGUISE))
    resolve_stack(game)
    assert refused(game.cast("Alice", "w2", face_down=FaceDownMethod.DISGUISE)).code == Refusal.NOT_ALLOWED


def test_targets_are_checked_when_announced() -> None:
    game = new_game(
        [
            card("bolt", "Lightning Bolt"),
            card("scatter", "Essence Scatter"),
            *lands("Alice", "Mountain", 1),
            card("bears", "Grizzly Bears", "Bob", Zone.BATTLEFIELD),
        ]
    )
    assert refused(game.cast("Alice", "bolt", targets=["nobody"])).code == Refusal.ILLEGAL_TARGET
    assert refused(game.cast("Alice", "bolt")).code == Refusal.ILLEGAL_TARGET
    assert refused(game.cast("Alice", "bolt", targets=["Bob", "bears"])).code == Refusal.ILLEGAL_TARGET
    ok(game.cast("Alice", "bolt", targets=["bears"]))


def test_essence_scatter_counters_a_face_down_spell_which_is_revealed() -> None:
    game = new_game(
        [
            card("walker", "Dog Walker"),
            *lands("Alice", "Mountain", 3),
            card("scatter", "Essence Scatter", "Bob"),
            *lands("Bob", "Island", 2),
        ]
    )
    ok(game.cast("Alice", "walker", face_down=FaceDownMethod.DISGUISE))
    ok(game.pass_priority("Alice"))
    ok(game.cast("Bob", "scatter", targets=["walker"]))
    resolve_stack(game)
    walker = game.state.find("walker")
    assert walker is not None and walker.zone == Zone.GRAVEYARD
    revealed = [e for e in game.state.events if e.kind == EventKind.REVEALED]
    assert revealed[-1].data == {"card": "walker", "name": "Dog Walker", "to": ["Alice", "Bob"]}  # 708.9


def test_a_spell_whose_only_target_is_gone_does_not_resolve() -> None:
    game = new_game(
        [
            card("growth", "Giant Growth"),
            *lands("Alice", "Forest", 1),
            card("bears", "Grizzly Bears", zone=Zone.BATTLEFIELD),
            card("unsummon", "Unsummon", "Bob"),
            *lands("Bob", "Island", 1),
        ]
    )
    ok(game.cast("Alice", "growth", targets=["bears"]))
    ok(game.pass_priority("Alice"))
    ok(game.cast("Bob", "unsummon", targets=["bears"]))
    resolve_stack(game)
    countered = [e for e in game.state.events if e.kind == EventKind.COUNTERED]
    assert countered[-1].data["reason"] == "illegal_targets"
    growth = game.state.find("growth")
    assert growth is not None and growth.zone == Zone.GRAVEYARD


def test_mana_abilities_of_creatures_are_activated_explicitly() -> None:
    game = new_game(
        [
            card("elves", "Llanowar Elves", zone=Zone.BATTLEFIELD),
            card("bears", "Grizzly Bears"),
            *lands("Alice", "Forest", 1),
        ]
    )
    ok(game.activate("Alice", "elves"))
    assert str(game.state.player("Alice").pool) == "{G}"
    assert not game.state.stack  # 605.3a: no stack
    ok(game.cast("Alice", "bears"))


def test_a_creature_that_just_arrived_cannot_tap_for_mana() -> None:
    game = new_game([card("elves", "Llanowar Elves"), *lands("Alice", "Forest", 1)])
    ok(game.cast("Alice", "elves"))
    resolve_stack(game)
    assert refused(game.activate("Alice", "elves")).code == Refusal.NOT_ALLOWED  # 302.6


def test_passing_with_an_empty_stack_moves_to_the_next_step() -> None:
    game = new_game([], step=Step.MAIN1)
    pass_all(game)
    assert game.state.step == Step.BEGIN_COMBAT
