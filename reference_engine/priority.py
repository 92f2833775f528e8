"""Who may act (117): the checks every player action makes first, and turn order.

:func:`require_priority` refuses an action of a player who doesn't hold
priority (or while a decision is pending, or after the game is over);
:func:`next_player` gives the next player in turn order who is still in the
game (800.4j). The turn structure that hands priority round is in
:mod:`reference_engine.turn`.
"""

from __future__ import annotations

from .enums import Refusal
from .errors import Illegal
from .state import GameState

__all__ = ["next_player", "require_priority"]


def require_priority(state: GameState, player: str) -> None:
    """Raise :class:`Illegal` unless ``player`` may act now (holds priority, no decision pending)."""
    if not state.has_player(player):
        raise Illegal(Refusal.NO_SUCH_OBJECT, f"no player {player!r}")
    if state.game_over:
        raise Illegal(Refusal.NOT_ALLOWED, "the game is over")
    if not state.player(player).in_game:
        raise Illegal(Refusal.NOT_ALLOWED, f"{player} has left the game")
    if state.decision is not None:
        raise Illegal(
            Refusal.DECISION_PENDING, f"{state.decision.player} must answer {state.decision.kind} first"
        )
    if state.priority != player:
        raise Illegal(Refusal.NOT_YOUR_PRIORITY, f"{player} doesn't have priority")


def next_player(state: GameState, player: str) -> str:
    """The next player after ``player`` in turn order who is still in the game
    (``player`` itself if no one else is)."""
    names = [p.name for p in state.players]
    index = names.index(player)
    for offset in range(1, len(names) + 1):
        candidate = state.players[(index + offset) % len(names)]
        if candidate.in_game:
            return candidate.name
    return player
