"""The exception used inside the engine to refuse an action before anything changed."""

from __future__ import annotations

from .enums import Refusal

__all__ = ["Illegal", "NotImplementedClause"]


class Illegal(Exception):
    """An action the rules forbid. Raised only before the state is touched, so
    refusing it leaves the game as it was (733)."""

    def __init__(self, code: Refusal, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


class NotImplementedClause(Exception):
    """A card's clause the engine does not carry out was about to take effect (its pool file marks
    it ``unimplemented``): the engine declares it rather than doing nothing."""

    def __init__(self, card: str, clause: str) -> None:
        super().__init__(f"{card}: the engine does not implement {clause!r}")
        self.card = card
        self.clause = clause
