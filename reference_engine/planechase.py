"""The Planechase variant (901): the face-up plane and the planar die.

A plane card that a set-up puts in the command zone is the face-up plane (901.5). Its abilities
work from the command zone and are controlled by the planar controller, the active player (901.6,
901.7; see :func:`reference_engine.triggers.chaos_ensued`). Rolling the planar die is a special
action (116.2f): the active player, holding priority in a main phase of their turn with an empty
stack, may roll it; the first roll in a turn costs {0}, and each further roll costs {1} more than
the one before (901.9c). When the die shows the chaos symbol, chaos ensues (901.9a).

The suite plays no planar deck, so planeswalking (901.9b, 701.31) is not implemented: a die that
shows the planeswalker symbol raises :class:`~reference_engine.errors.NotImplementedClause` (the
engine declares it rather than doing nothing).
"""

from __future__ import annotations

from . import triggers
from .enums import EventKind, Refusal, Step
from .errors import Illegal, NotImplementedClause
from .mana import ManaCost
from .payment import pay_mana
from .priority import require_priority
from .rules import rule
from .state import GameState

__all__ = ["DIE_FACES", "roll_cost", "roll_planar_die"]

#: The faces the planar die may show (901.9): one chaos symbol, one planeswalker symbol, four blanks.
DIE_FACES = ("chaos", "planeswalk", "blank")


@rule("901.9c")
def roll_cost(state: GameState) -> ManaCost:
    """What rolling the planar die costs now: {0} the first time in a turn, {1} more for each earlier
    roll that turn (901.9c)."""
    rolls = state.planar_die_rolls
    return ManaCost.parse(f"{{{rolls}}}" if rolls else "{0}")


@rule("116.2f", "901.9", "901.9a", "901.9b", "901.9c")
def roll_planar_die(state: GameState, player: str, face: str) -> None:
    """``player`` rolls the planar die, which shows ``face`` (one of :data:`DIE_FACES`): a special
    action (116.2f) of the active player with priority, in a main phase with an empty stack, once
    a plane is face up; they pay :func:`roll_cost` first. "Whenever you roll the planar die"
    abilities trigger; on the chaos symbol chaos ensues (901.9a). The player keeps priority (116.3)."""
    if face not in DIE_FACES:
        raise Illegal(Refusal.INVALID_CHOICE, f"the planar die has no face {face!r}")
    require_priority(state, player)
    if not any("Plane" in o.definition.types for o in state.command):
        raise Illegal(Refusal.NOT_ALLOWED, "there is no face-up plane: this is not a Planechase game (901)")
    if state.active != player or state.step not in (Step.MAIN1, Step.MAIN2) or state.stack:
        raise Illegal(
            Refusal.NOT_ALLOWED,
            "the planar die is rolled in a main phase of your turn with an empty stack (116.2f)",
        )
    if face == "planeswalk":
        plane = next(o for o in state.command if "Plane" in o.definition.types)
        raise NotImplementedClause(plane.definition.name, "planeswalking (901.9b): no planar deck")
    cost = roll_cost(state)
    if not pay_mana(state, player, cost):
        raise Illegal(Refusal.CANNOT_PAY, f"rolling the planar die costs {cost} now (901.9c)")
    state.planar_die_rolls += 1
    state.log(EventKind.SPECIAL_ACTION, player=player, action="roll_planar_die", object=None, method=face)
    triggers.planar_die_rolled(state, player)
    if face == "chaos":
        triggers.chaos_ensued(state)  # 901.9a
    state.passed.clear()
    state.priority = player  # 116.3
