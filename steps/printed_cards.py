"""Step definitions the printed-card batteries add (features/printed_cards/)."""

from __future__ import annotations

from pytest_bdd import parsers, then, when

from facedown.adapter import Decide

from .definitions import pending_for, start_then, start_when
from .world import World

_PLAYER = r"(?P<player>[A-Z][a-z]+)"


@then(
    parsers.re(
        _PLAYER
        + r' is offered (?P<choice>the (?:triggered|activated) ability of "[^"]+"|"[^"]+"|[A-Z][a-z]+)'
        r" as a target"
    )
)
def then_offered_target(world: World, player: str, choice: str) -> None:
    """A target decision is pending for the player, and this card or player is one of its options (the
    others are not checked: which objects are legal depends on everything in play)."""
    start_then(world)
    options = pending_for(world, player, "choose_targets")
    expected = world.target(choice)
    assert expected in options, f"expected {choice} among {player}'s targets, the options are {list(options)}"


@when(parsers.re(_PLAYER + r" chooses to put it on (?P<where>top|the bottom) of (?:her|his|their) library"))
def when_top_or_bottom(world: World, player: str, where: str) -> None:
    """Answer "put it on the top or bottom of your library" (a ``choose`` decision "top"/"bottom")."""
    start_when(world)
    option = "top" if where == "top" else "bottom"
    options = pending_for(world, player, "choose")
    assert option in options, f"the decision offers {list(options)}, not {option!r}"
    world.act_expecting_success(player, Decide(option), f"{player} choosing to put the card on the {option}")
