"""Phasing (702.26): a phased-out permanent stays on the battlefield, is treated as though it did not
exist, and phases in during its controller's next untap step; face down, its controller may still look
at it (708.5)."""

from __future__ import annotations

from engine_support import card, lands, new_game, ok, refused, resolve_stack

from reference_engine.enums import FaceDownMethod, Refusal, Step, Zone
from reference_engine.game import Game


def _phased_out_walker() -> Game:
    game = new_game(
        [
            card("walker", "Dog Walker", zone=Zone.BATTLEFIELD, face_down=FaceDownMethod.DISGUISE),
            card("ripple", "Reality Ripple"),
            card("shock", "Shock", "Bob"),
            card("island", "Island", "Bob", Zone.LIBRARY),
            *lands("Alice", "Island", 2),
            *lands("Bob", "Mountain", 3),
        ]
    )
    ok(game.cast("Alice", "ripple", targets=("walker",)))
    resolve_stack(game)
    return game


def test_a_phased_out_permanent_stays_on_the_battlefield_and_keeps_its_face_down_status() -> None:
    game = _phased_out_walker()
    walker = game.state.find("walker")
    assert walker is not None and walker.zone == Zone.BATTLEFIELD and walker.face_down is not None
    assert walker not in game.state.battlefield and walker in game.state.phased_out  # 702.26b
    seen = game.view("Bob").objects["walker"]
    assert seen.phased_out and seen.face_down and seen.label is not None and seen.identity is None
    assert game.view("Alice").objects["walker"].identity == "Dog Walker"  # 708.5, phased out or not
    ok(game.look_at("Alice", "walker"))
    assert refused(game.look_at("Bob", "walker")).code == Refusal.NOT_ALLOWED


def test_a_phased_out_permanent_cannot_be_targeted() -> None:
    game = _phased_out_walker()
    ok(game.pass_priority("Alice"))
    assert refused(game.cast("Bob", "shock", targets=("walker",))).code == Refusal.ILLEGAL_TARGET


def test_it_phases_in_during_its_controllers_untap_step_with_the_same_label() -> None:
    game = _phased_out_walker()
    label = game.view("Bob").objects["walker"].label
    for _ in range(40):  # to Alice's next turn (Bob draws the Island in his)
        if game.state.turn == 3 and game.state.step == Step.UPKEEP:
            break
        holder = game.state.priority
        assert holder is not None and game.state.decision is None
        ok(game.pass_priority(holder))
    assert (game.state.turn, game.state.step) == (3, Step.UPKEEP)
    seen = game.view("Bob").objects["walker"]
    assert not seen.phased_out and seen.face_down and seen.label == label  # 702.26a, 702.26c
    walker = game.state.find("walker")
    assert walker in game.state.battlefield and not game.state.phased_out
