"""Step definitions about hidden information: what the event log says of a face-down cast, that
a card was not revealed, that a player's secret choice stays secret, and phasing (CR 702.26) of
face-down permanents.

Everything else a player must not learn of a hidden card is the non-interference check's to
establish (docs/noninterference.md): it compares all a player observes with a run in which the
card is another, so these steps only state what the rules say is public.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace

from pytest_bdd import parsers, then

from facedown.adapter import Action, ActionResult, Decide, Decision, EventKind, GameView, ObjectView, Setup
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
    _answer_unseen(world, viewer, player, kind=None, public=lambda seen: seen)


@then(parsers.re(r"nothing " + _VIEWER + r" has seen depends on how " + _PLAYER + r" shuffled them"))
def then_shuffle_unseen(world: World, viewer: str, player: str) -> None:
    """The outcome of a shuffle of face-down permanents is known to no player (CR 701.24a; 708.6 leaves
    only their public tags to tell them apart). The step takes the latest ``shuffle`` decision the player
    answered (the scenario's fixed outcome) and replays the scenario's actions so far with each other
    outcome: everything the viewer observed must be the same, once each face-down object whose card
    the viewer cannot tell is known by what a player at the table has of it (all but the handle, the
    suite's own name for the card: the objects are keyed by their face-down tags instead). And the
    shuffle must have shuffled: with each other outcome, some card has another face-down tag at the
    end (an engine that leaves each card its tag lets the viewer follow every card)."""
    _answer_unseen(world, viewer, player, kind="shuffle", public=_as_public, outcome_matters=True)


Seen = list[tuple[GameView, ActionResult | None]]


def _as_public(seen: Seen) -> Seen:
    """What the viewer saw, with each face-down object whose card the viewer cannot tell taken out of
    its handle: keyed by its face-down tag (CR 708.6), its ``handle`` member emptied."""
    return [(replace(view, objects=_public_objects(view.objects)), result) for view, result in seen]


def _public_objects(objects: Mapping[str, ObjectView]) -> dict[str, ObjectView]:
    known = {h: o for h, o in objects.items() if not (o.face_down and o.identity is None)}
    unknown = sorted(
        (replace(o, handle="") for o in objects.values() if o.face_down and o.identity is None),
        key=lambda o: (o.label is None, o.label or "", repr(o)),
    )
    return {**known, **{f"face-down object {i + 1}: {o.label}": o for i, o in enumerate(unknown)}}


def _hidden_tags(seen: Seen) -> dict[str, str | None]:
    """The face-down tag of each object the viewer sees face down at the end without knowing its card."""
    view = seen[-1][0]
    return {h: o.label for h, o in view.objects.items() if o.face_down and o.identity is None}


def _answer_unseen(
    world: World,
    viewer: str,
    player: str,
    kind: str | None,
    public: Callable[[Seen], Seen],
    outcome_matters: bool = False,
) -> None:
    """Replay the scenario's actions so far with each other answer to ``player``'s latest decision (of
    ``kind``, when given) and compare what ``viewer`` observed, as ``public`` presents it. With
    ``outcome_matters``, each other answer must also change which tag some face-down object the viewer
    cannot identify has at the end."""
    start_then(world)
    world.check_player(viewer)
    world.check_player(player)
    answered = [
        i for i, (who, action) in enumerate(world.actions) if who == player and isinstance(action, Decide)
    ]
    setup = world.build_setup()
    index: int | None = None
    pending: Decision | None = None
    for candidate in reversed(answered):
        game = world.adapter.new_game(setup)
        try:
            for who, action in world.actions[:candidate]:
                game.act(who, action)
            pending = game.observe(player).pending
        finally:
            game.close()
        if kind is None or (pending is not None and pending.kind == kind):
            index = candidate
            break
    what = "decision" if kind is None else f"{kind!r} decision"
    assert index is not None, f"{player} has answered no {what} in this scenario"
    before = world.actions[:index]
    chosen = world.actions[index][1]
    assert isinstance(chosen, Decide)
    assert pending is not None and pending.player == player, (
        f"replaying the scenario, {player} is not asked to decide before action {index + 1}: {pending}"
    )
    others = [option for option in pending.options if option != chosen.option]
    assert others, f"{player}'s decision had no other option than {chosen.option!r}: there was no choice"
    recorded = _replay(world, setup, world.actions, viewer)
    baseline = public(recorded)
    for option in others:
        actions = [*before, (player, Decide(option)), *world.actions[index + 1 :]]
        replayed = _replay(world, setup, actions, viewer)
        if outcome_matters and _hidden_tags(recorded) == _hidden_tags(replayed):
            raise AssertionError(
                f"{player}'s answer {option!r} instead of {chosen.option!r} leaves every face-down card "
                f"{viewer} cannot identify with the same tag ({_hidden_tags(recorded)}): nothing was "
                f"shuffled, so {viewer} can follow each card"
            )
        other = public(replayed)
        difference = first_difference(baseline, other, "observations")
        if difference is None:
            continue
        again = public(_replay(world, setup, world.actions, viewer))
        assert first_difference(baseline, again, "observations") is None, (
            f"the engine does not play the same game twice from the same set-up and actions, so "
            f"whether {viewer} learns {player}'s choice cannot be told"
        )
        where, ours, theirs = difference
        raise AssertionError(
            f"what {viewer} observes depends on {player}'s choice: at {where}, it is {ours!r} when "
            f"{player} chooses {chosen.option!r} and {theirs!r} when {player} chooses {option!r}"
        )
