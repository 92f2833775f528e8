"""Attractions (717): the Attraction deck, opening an Attraction and rolling to visit.

A player playing with Attractions has an Attraction deck in the command zone (717.2), set up with the
game (:mod:`reference_engine.setup`) and hidden as a library is. Opening an Attraction puts the top
card of that deck onto the battlefield under the player's control (701.51b). As the active player's
precombat main phase begins, if they control an Attraction, they roll to visit (505.5, 717.4): they
roll a six-sided die, and each Attraction they control with that number lit up is visited, its visit
ability triggering (701.52a, 702.159a). An Attraction that would go to a zone other than the
battlefield, exile or the command zone goes to its owner's junkyard in the command zone instead
(717.6, in :func:`reference_engine.zones.move`).

The engine has no randomness: what a six-sided die shows is fixed by the set-up
(``GameState.die_rolls``), and a roll the set-up did not fix raises :class:`DieNotFixed`.
"""

from __future__ import annotations

from . import triggers, zones
from .characteristics import characteristics
from .enums import Zone
from .errors import DieNotFixed
from .rules import rule
from .state import GameState

__all__ = ["open_attraction", "roll_six_sided_die", "roll_to_visit"]


@rule("701.51a", "701.51b")
def open_attraction(state: GameState, player: str) -> None:
    """``player`` opens an Attraction: the top card of their Attraction deck leaves it, face up, and
    enters the battlefield under their control (701.51b). A player with no Attraction deck, or an
    empty one, opens nothing (701.51a)."""
    deck = state.player(player).attraction_deck
    if not deck:
        return
    card = deck.pop(0)  # off the Attraction deck, which is not in the command zone's public list
    zones.move(state, card, Zone.BATTLEFIELD, controller=player)


@rule("706.1a", "706.2")
def roll_six_sided_die(state: GameState, player: str) -> int:
    """``player`` rolls a six-sided die: the result is the next one the set-up fixed (706.1a: one of
    six equally likely outcomes; a deterministic run fixes which)."""
    if not state.die_rolls:
        raise DieNotFixed(f"{player} rolls a six-sided die, and the set-up fixed no result for it")
    result = state.die_rolls.pop(0)
    return result


@rule("505.5", "717.4", "701.52a", "702.159a")
def roll_to_visit(state: GameState) -> None:
    """As the active player's precombat main phase begins, if they control one or more Attractions,
    they roll to visit them (505.5, a turn-based action that uses no stack): the visit ability of
    each Attraction they control with the result lit up triggers (701.52a, 702.159a)."""
    player = state.active
    attractions = [
        obj
        for obj in state.battlefield
        if obj.controller == player and "Attraction" in characteristics(state, obj).subtypes
    ]
    if not attractions:
        return
    result = roll_six_sided_die(state, player)
    triggers.rolled_to_visit(state, player, result)
