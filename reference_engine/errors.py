"""The exceptions used inside the engine: refusing an action before anything changed, declaring a clause
unimplemented, and a die roll the set-up did not fix."""

from __future__ import annotations

from .enums import Refusal

__all__ = ["DieNotFixed", "Illegal", "NotImplementedClause"]


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


class DieNotFixed(Exception):
    """A die was rolled that the set-up fixed no result for: the engine never rolls at random, so a
    scenario that rolls a die says what it shows."""
