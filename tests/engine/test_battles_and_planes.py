"""Battles (310) and the Planechase variant's face-up plane and planar die (901), as the engine applies
them: defense counters, a Siege's protector, damage and the state-based actions of battles; the cost,
timing and triggers of rolling the planar die."""

from __future__ import annotations

import pytest
from engine_support import card, lands, new_game, ok, refused, resolve_stack

from reference_engine.cards import CardDataError, card_from_dict
from reference_engine.enums import Refusal, Step, Zone
from reference_engine.errors import NotImplementedClause

BATTLE = "The Battle of Dragon Brothers"


def test_a_battle_set_up_on_the_battlefield_has_its_defense_and_a_protector() -> None:
    game = new_game([card("battle", BATTLE, zone=Zone.BATTLEFIELD)], players=("Alice", "Bob", "Carol"))
    battle = game.state.find("battle")
    assert battle is not None and battle.counters == {"defense": 6}  # 310.4b
    assert battle.protector == "Bob"  # the next opponent in turn order
    assert game.view("Carol").objects["battle"].protector == "Bob"


def test_a_siege_cast_with_one_opponent_is_protected_by_that_opponent() -> None:
    game = new_game([card("battle", BATTLE), *lands("Alice", "Island", 7)])
    ok(game.cast("Alice", "battle"))
    resolve_stack(game)
    battle = game.state.find("battle")
    assert battle is not None and battle.zone == Zone.BATTLEFIELD
    assert battle.protector == "Bob" and battle.counters["defense"] == 6  # 310.11b, 310.4b
    assert game.state.decision is not None and game.state.decision.kind == "choose_mode"


def test_damage_to_a_battle_removes_defense_counters_and_no_defense_puts_it_in_the_graveyard() -> None:
    game = new_game(
        [
            card("battle", BATTLE, "Bob", Zone.BATTLEFIELD, counters={"defense": 4}),
            card("bolt", "Lightning Bolt"),
            card("shock", "Shock"),
            *lands("Alice", "Mountain", 2),
        ]
    )
    ok(game.cast("Alice", "bolt", targets=("battle",)))
    resolve_stack(game)
    battle = game.state.find("battle")
    assert battle is not None and battle.counters["defense"] == 1 and battle.damage == 0  # 120.3h
    ok(game.cast("Alice", "shock", targets=("battle",)))
    resolve_stack(game)
    gone = game.state.find("battle")
    assert gone is not None and gone.zone == Zone.GRAVEYARD  # 704.5v


def test_a_battle_needs_a_defense_and_only_a_battle_has_one() -> None:
    with pytest.raises(CardDataError, match="defense"):
        card_from_dict({"name": "B", "types": ["Battle"]})
    with pytest.raises(CardDataError, match="defense"):
        card_from_dict({"name": "C", "types": ["Creature"], "power": 1, "toughness": 1, "defense": 3})


def test_rolling_the_planar_die_costs_one_more_each_time_in_a_turn() -> None:
    game = new_game(
        [card("plane", "Mondassian Colony Ship", zone=Zone.COMMAND)],
        pools={"Alice": "{C}{C}"},
    )
    ok(game.roll_planar_die("Alice", "blank"))  # {0}
    assert game.state.player("Alice").pool.total() == 2
    ok(game.roll_planar_die("Alice", "blank"))  # {1}
    assert game.state.player("Alice").pool.total() == 1
    assert refused(game.roll_planar_die("Alice", "blank")).code == Refusal.CANNOT_PAY  # {2}


def test_the_planar_die_is_rolled_by_the_active_player_in_a_main_phase_of_a_planechase_game() -> None:
    plane = card("plane", "Mondassian Colony Ship", zone=Zone.COMMAND)
    assert refused(new_game([]).roll_planar_die("Alice", "chaos")).code == Refusal.NOT_ALLOWED
    game = new_game([plane], step=Step.UPKEEP)
    assert refused(game.roll_planar_die("Alice", "chaos")).code == Refusal.NOT_ALLOWED
    game = new_game([plane], priority="Bob")
    assert refused(game.roll_planar_die("Bob", "chaos")).code == Refusal.NOT_ALLOWED


def test_chaos_triggers_the_planes_chaos_ability_for_the_active_player() -> None:
    game = new_game(
        [
            card("plane", "Mondassian Colony Ship", "Bob", Zone.COMMAND),
            card("bears", "Grizzly Bears", "Bob", Zone.BATTLEFIELD),
        ],
        pools={"Alice": "{C}"},
    )
    ok(game.roll_planar_die("Alice", "blank"))
    assert not game.state.pending_triggers and not game.state.stack and game.state.decision is None
    ok(game.roll_planar_die("Alice", "chaos"))
    pending = game.state.decision
    assert pending is not None and pending.kind == "choose_targets" and pending.player == "Alice"  # 901.6


def test_planeswalking_is_declared_not_implemented() -> None:
    game = new_game([card("plane", "The Moonbase", zone=Zone.COMMAND)])
    with pytest.raises(NotImplementedClause):
        game.roll_planar_die("Alice", "planeswalk")
