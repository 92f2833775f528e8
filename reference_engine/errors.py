"""The exception used inside the engine to refuse an action before anything changed."""

from __future__ import annotations

from .enums import Refusal

__all__ = ["Illegal"]


class Illegal(Exception):
    """An action the rules forbid. Raised only before the state is touched, so
    refusing it leaves the game as it was (733)."""

    def __init__(self, code: Refusal, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
