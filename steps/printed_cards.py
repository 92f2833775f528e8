"""Step definitions the printed-card batteries add (features/printed_cards/)."""

from __future__ import annotations

from pytest_bdd import parsers, then

from .definitions import pending_for, start_then
from .world import World

_PLAYER = r"(?P<player>[A-Z][a-z]+)"


@then(parsers.re(_PLAYER + r' is offered (?P<choice>"[^"]+"|[A-Z][a-z]+) as a target'))
def then_offered_target(world: World, player: str, choice: str) -> None:
    """A target decision is pending for the player, and this card or player is one of its options (the
    others are not checked: which objects are legal depends on everything in play)."""
    start_then(world)
    options = pending_for(world, player, "choose_targets")
    expected = world.target(choice)
    assert expected in options, f"expected {choice} among {player}'s targets, the options are {list(options)}"
