"""Step definitions about hidden information: what the event log says of a face-down cast, that
a card was not revealed, that a player's secret choice stays secret, and phasing (CR 702.26) of
face-down permanents.

Everything else a player must not learn of a hidden card is the non-interference check's to
establish (docs/noninterference.md): it compares all a player observes with a run in which the
card is another, so these steps only state what the rules say is public.
"""

from __future__ import annotations

from collections.abc import Sequence

from pytest_bdd import parsers, then

from facedown.adapter import Action, ActionResult, Decide, EventKind, GameView, Setup
from facedown.noninterference import first_difference

from .definitions import (
    _CARD,
    _PLAYER,
    _VIEWER,
    event_step,
    events_about,
    permanent_as_each_sees,
    reveals_of,
    start_then,
)
from .world import World


@then(
    event_step(
        r"the event log shows "
        + _PLAYER
        + r" casting "
        + _CARD
        + r" (?:face down using (?P<method>disguise|morph)|(?P<up>face up))"
    )
)
def then_cast_event(world: World, player: str, card: str, method: str | None, up: str | None) -> None:
    """Every player's event log shows, since the latest When-step began, the player casting the card:
    a ``cast`` event saying whether the spell is face down and, if it is, by which ability (CR 708.4,
    708.6: how an object became face down is public)."""
    start_then(world)
    handle = world.handle(card)
    world.check_player(player)
    logged = events_about(world, EventKind.CAST, handle, player=player)
    assert logged, f"no cast event since the latest action shows {player} casting {world.describe(handle)}"
    expected = (method is not None, method)
    found = [(e.data.get("face_down"), e.data.get("method")) for e in logged]
    assert all(f == expected for f in found), (
        f"the cast event of {world.describe(handle)} says face_down, method = {found}, "
        f"not {expected} ({'face down using ' + method if method else 'face up'})"
    )


@then(parsers.re(_CARD + r" was not revealed(?: to " + _PLAYER + r")?"))
def then_not_revealed(world: World, card: str, player: str | None) -> None:
    """No ``revealed`` event about the card is in any player's event log (or, with a player: none
    showing it to that player, in that player's log), since the game began."""
    start_then(world)
    handle = world.handle(card)
    viewers = [world.check_player(player)] if player is not None else world.players
    for viewer in viewers:
        reveals = reveals_of(world, handle, viewer)
        if player is not None:
            reveals = [e for e in reveals if player in e.data.get("to", [])]
        assert not reveals, (
            f"{viewer}'s event log reveals {world.describe(handle)}: {[dict(e.data) for e in reveals]}"
        )


@then(parsers.re(_CARD + r" is phased (?P<state>out|in)"))
def then_phased(world: World, card: str, state: str) -> None:
    """Whether the permanent is phased out (CR 702.26b: still on the battlefield, treated as though
    it did not exist) or in, as every player who can see it sees it."""
    start_then(world)
    handle = world.handle(card)
    for player, obj in permanent_as_each_sees(world, handle):
        assert obj.phased_out == (state == "out"), (
            f"expected {world.describe(handle)} to be phased {state}, {player} sees it "
            f"phased {'out' if obj.phased_out else 'in'}"
        )


def _replay(
    world: World, setup: Setup, actions: Sequence[tuple[str, Action]], viewer: str
) -> list[tuple[GameView, ActionResult | None]]:
    """Start a new game from ``setup``, send ``actions`` and return what ``viewer`` saw when the game
    started and after each action, with the result of each of ``viewer``'s own actions."""
    game = world.adapter.new_game(setup)
    try:
        seen: list[tuple[GameView, ActionResult | None]] = [(game.observe(viewer), None)]
        for player, action in actions:
            result = game.act(player, action)
            seen.append((game.observe(viewer), result if player == viewer else None))
        return seen
    finally:
        game.close()


@then(parsers.re(r"nothing " + _VIEWER + r" has seen depends on which option " + _PLAYER + r" chose"))
def then_choice_secret(world: World, viewer: str, player: str) -> None:
    """A secret choice stays secret (CR 400.2: what a player may not see, that player must not learn).
    The step takes the latest decision the player answered so far, and replays the scenario's actions
    on new games from the same set-up with each other option given instead: everything the viewer
    observed (each view, with its event log and pending decision, and the results of the viewer's own
    actions) must be the same in every such game as in the game with the scenario's answer. So the
    check names no field: any way the choice could reach the viewer shows as a difference."""
    start_then(world)
    world.check_player(viewer)
    world.check_player(player)
    answered = [
        i for i, (who, action) in enumerate(world.actions) if who == player and isinstance(action, Decide)
    ]
    assert answered, f"{player} has answered no decision in this scenario"
    index = answered[-1]
    setup = world.build_setup()
    before = world.actions[:index]
    game = world.adapter.new_game(setup)
    try:
        for who, action in before:
            game.act(who, action)
        pending = game.observe(player).pending
    finally:
        game.close()
    chosen = world.actions[index][1]
    assert isinstance(chosen, Decide)
    assert pending is not None and pending.player == player, (
        f"replaying the scenario, {player} is not asked to decide before action {index + 1}: {pending}"
    )
    others = [option for option in pending.options if option != chosen.option]
    assert others, f"{player}'s decision had no other option than {chosen.option!r}: there was no choice"
    baseline = _replay(world, setup, world.actions, viewer)
    for option in others:
        actions = [*before, (player, Decide(option)), *world.actions[index + 1 :]]
        other = _replay(world, setup, actions, viewer)
        difference = first_difference(baseline, other, "observations")
        if difference is None:
            continue
        again = _replay(world, setup, world.actions, viewer)
        assert first_difference(baseline, again, "observations") is None, (
            f"the engine does not play the same game twice from the same set-up and actions, so "
            f"whether {viewer} learns {player}'s choice cannot be told"
        )
        where, ours, theirs = difference
        raise AssertionError(
            f"what {viewer} observes depends on {player}'s choice: at {where}, it is {ours!r} when "
            f"{player} chooses {chosen.option!r} and {theirs!r} when {player} chooses {option!r}"
        )
