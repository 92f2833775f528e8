"""Priority (117), the turn structure (500-514) and state-based actions (704)."""

from __future__ import annotations

from engine_support import card, lands, new_game, ok, pass_all, refused, resolve_stack

from reference_engine import rules
from reference_engine.enums import EventKind, FaceDownMethod, Refusal, Step, Zone


def test_priority_passes_in_turn_order_and_the_top_resolves_after_all_pass() -> None:
    game = new_game([card("bolt", "Lightning Bolt"), *lands("Alice", "Mountain", 1)])
    ok(game.cast("Alice", "bolt", targets=["Bob"]))
    assert refused(game.pass_priority("Bob")).code == Refusal.NOT_YOUR_PRIORITY
    ok(game.pass_priority("Alice"))
    assert game.view("Alice").priority == "Bob"
    ok(game.pass_priority("Bob"))
    assert game.state.player("Bob").life == 17
    assert game.view("Bob").priority == "Alice"  # 117.3b: the active player


def test_an_action_between_passes_restarts_the_round() -> None:
    game = new_game(
        [
            card("b1", "Lightning Bolt"),
            card("b2", "Lightning Bolt", "Bob"),
            *lands("Alice", "Mountain", 1),
            *lands("Bob", "Mountain", 1),
        ]
    )
    ok(game.cast("Alice", "b1", targets=["Bob"]))
    ok(game.pass_priority("Alice"))
    ok(game.cast("Bob", "b2", targets=["Alice"]))
    ok(game.pass_priority("Bob"))
    assert len(game.state.stack) == 2  # Bob's pass alone doesn't resolve anything
    ok(game.pass_priority("Alice"))
    assert len(game.state.stack) == 1 and game.state.player("Alice").life == 17


def test_a_turn_goes_round_to_the_next_player() -> None:
    game = new_game(
        [
            card("a", "Plains", zone=Zone.LIBRARY),
            card("b", "Island", "Bob", Zone.LIBRARY),
            card("m", "Mountain", zone=Zone.BATTLEFIELD, tapped=True),
        ],
        step=Step.MAIN2,
        pools={"Alice": "{R}"},
    )
    pass_all(game)
    assert game.view("Alice").step == Step.END and str(game.state.player("Alice").pool) == ""  # 500.4
    pass_all(game)
    view = game.view("Alice")
    assert (view.turn, view.active_player, view.step) == (2, "Bob", Step.UPKEEP)
    pass_all(game)
    view = game.view("Bob")
    assert view.step == Step.DRAW and view.players[1].hand_size == 1
    mountain = game.state.find("m")
    assert mountain is not None and mountain.tapped  # only the active player's permanents untap


def test_until_end_of_turn_effects_and_damage_end_in_cleanup() -> None:
    game = new_game(
        [
            card("bears", "Grizzly Bears", zone=Zone.BATTLEFIELD, damage=1),
            card("growth", "Giant Growth"),
            *lands("Alice", "Forest", 1),
        ],
        step=Step.END,
    )
    ok(game.cast("Alice", "growth", targets=["bears"]))
    resolve_stack(game)
    assert game.view("Bob").objects["bears"].power == 5
    pass_all(game)
    seen = game.view("Bob").objects["bears"]
    assert (seen.power, seen.damage) == (2, 0)


def test_dress_down_is_sacrificed_at_the_end_step() -> None:
    game = new_game([card("dress", "Dress Down", "Bob", Zone.BATTLEFIELD)], step=Step.MAIN2)
    pass_all(game)
    assert game.state.step == Step.END and len(game.state.stack) == 1
    resolve_stack(game)
    dress = game.state.find("dress")
    assert dress is not None and dress.zone == Zone.GRAVEYARD


def test_lethal_damage_and_zero_life() -> None:
    game = new_game(
        [
            card("bears", "Grizzly Bears", "Bob", Zone.BATTLEFIELD),
            card("b1", "Lightning Bolt"),
            card("b2", "Lightning Bolt"),
            *lands("Alice", "Mountain", 2),
        ],
        life={"Bob": 3},
    )
    ok(game.cast("Alice", "b1", targets=["bears"]))
    resolve_stack(game)
    bears = game.state.find("bears")
    assert bears is not None and bears.zone == Zone.GRAVEYARD  # 704.5g
    ok(game.cast("Alice", "b2", targets=["Bob"]))
    resolve_stack(game)
    view = game.view("Alice")
    assert view.game_over and not view.players[1].in_game  # 704.5a


def test_the_game_end_reveals_face_down_permanents() -> None:
    game = new_game(
        [
            card("walker", "Dog Walker", "Bob", Zone.BATTLEFIELD, face_down=FaceDownMethod.DISGUISE),
            card("bolt", "Lightning Bolt"),
            *lands("Alice", "Mountain", 1),
        ],
        life={"Bob": 3},
    )
    ok(game.cast("Alice", "bolt", targets=["Bob"]))
    resolve_stack(game)
    assert [e.data["name"] for e in game.state.events if e.kind == EventKind.REVEALED] == ["Dog Walker"]
    assert game.view("Alice").objects["walker"].identity == "Dog Walker"


def test_legend_rule_for_face_up_legends() -> None:
    game = new_game(
        [
            card("i1", "Isamaru, Hound of Konda", zone=Zone.BATTLEFIELD),
            card("i2", "Isamaru, Hound of Konda", zone=Zone.BATTLEFIELD),
        ]
    )
    decision = game.view("Alice").pending
    assert decision is not None and decision.kind == "legend_rule" and set(decision.options) == {"i1", "i2"}
    ok(game.decide("Alice", "i1"))
    i2 = game.state.find("i2")
    assert i2 is not None and i2.zone == Zone.GRAVEYARD


def test_glorious_anthem_applies_to_face_down_creatures() -> None:
    # 613.2b: face-down values are layer 1b; later layers apply on top.
    game = new_game(
        [
            card("anthem", "Glorious Anthem", zone=Zone.BATTLEFIELD),
            card("w", "Dog Walker", zone=Zone.BATTLEFIELD, face_down=FaceDownMethod.DISGUISE),
        ]
    )
    seen = game.view("Bob").objects["w"]
    assert (seen.power, seen.toughness) == (3, 3)


def test_rule_citations_are_registered() -> None:
    cited = rules.registry()
    for number in ("708.3", "708.8", "708.9", "702.168d", "702.21a", "601.2f", "116.3", "704.5j", "118.9a"):
        assert number in cited, number


def test_three_players_pass_in_turn_order() -> None:
    game = new_game(
        [card("bolt", "Lightning Bolt"), *lands("Alice", "Mountain", 1)], players=("Alice", "Bob", "Carol")
    )
    ok(game.cast("Alice", "bolt", targets=["Carol"]))
    ok(game.pass_priority("Alice"))
    assert game.view("Carol").priority == "Bob"
    ok(game.pass_priority("Bob"))
    assert game.view("Carol").priority == "Carol" and game.state.stack
    ok(game.pass_priority("Carol"))
    assert game.state.player("Carol").life == 17


def test_simultaneous_triggers_go_on_the_stack_in_apnap_order() -> None:
    # 603.3b: the active player's trigger goes on the stack first, so the other player's resolves first.
    game = new_game(
        [
            card("d1", "Dress Down", "Bob", Zone.BATTLEFIELD),
            card("d2", "Dress Down", "Alice", Zone.BATTLEFIELD),
        ],
        players=("Alice", "Bob", "Carol"),
        step=Step.MAIN2,
    )
    pass_all(game)
    assert [item.controller for item in game.view("Carol").stack] == ["Alice", "Bob"]  # top last


def test_look_at_the_top_of_the_library_with_permission_only() -> None:
    game = new_game(
        [
            card("atp", "Assemble the Players", zone=Zone.BATTLEFIELD),
            card("top", "Plains", zone=Zone.LIBRARY),
            card("btop", "Island", "Bob", Zone.LIBRARY),
        ]
    )
    ok(game.look_at("Alice", "top"))
    assert refused(game.look_at("Bob", "top")).code == Refusal.NOT_ALLOWED
    assert refused(game.look_at("Alice", "btop")).code == Refusal.NOT_ALLOWED


def test_the_turn_of_a_player_who_left_goes_on_without_them() -> None:
    # 800.4j: the next player in turn order receives priority instead, then the next turn begins.
    game = new_game([], players=("Alice", "Bob", "Carol"), step=Step.MAIN2)
    ok(game.concede("Alice"))
    assert game.view("Bob").priority == "Bob"
    pass_all(game)
    assert game.view("Bob").step == Step.END and game.view("Bob").priority == "Bob"
    pass_all(game)
    view = game.view("Bob")
    assert (view.active_player, view.step, view.priority) == ("Bob", Step.UPKEEP, "Bob")
