"""Step definitions about hidden information: what the event log says of a face-down cast, that
a card was not revealed, and phasing (CR 702.26) of face-down permanents.

Everything else a player must not learn of a hidden card is the non-interference check's to
establish (docs/noninterference.md): it compares all a player observes with a run in which the
card is another, so these steps only state what the rules say is public.
"""

from __future__ import annotations

from pytest_bdd import parsers, then

from facedown.adapter import EventKind

from .definitions import (
    _CARD,
    _PLAYER,
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
