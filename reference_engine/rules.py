"""Rule citations: a marker that ties engine code to the Comprehensive Rules.

Every function that applies a rule is decorated with :func:`rule`, naming the
rule numbers (CR 2026-04-17 numbering: cloak is 701.58, manifest 701.40) it
implements, so that ``grep 708.3`` finds the code and :func:`registry` can map
each rule to the functions applying it (for a per-rule coverage report)::

    @rule("708.3")
    def put_onto_battlefield_face_down(...): ...

The decorator changes nothing about the function; it only records the citation.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import TypeVar

__all__ = ["registry", "rule", "rules_of"]

_F = TypeVar("_F", bound=Callable[..., object])

_RULE_NUMBER = re.compile(r"^\d{3}(\.\d+[a-z]?)?$")
_REGISTRY: dict[str, list[str]] = {}
_BY_FUNCTION: dict[str, tuple[str, ...]] = {}


def rule(*numbers: str) -> Callable[[_F], _F]:
    """Mark a function as applying the given rules (e.g. ``"708.8"``, ``"601.2f"``).

    Raises ``ValueError`` at import time for a malformed rule number, so a typo
    cannot hide a citation.
    """
    for number in numbers:
        if not _RULE_NUMBER.match(number):
            raise ValueError(f"malformed rule number {number!r}")

    def mark(func: _F) -> _F:
        name = f"{func.__module__}.{func.__qualname__}"
        for number in numbers:
            functions = _REGISTRY.setdefault(number, [])
            if name not in functions:
                functions.append(name)
        _BY_FUNCTION[name] = _BY_FUNCTION.get(name, ()) + tuple(numbers)
        return func

    return mark


def registry() -> Mapping[str, tuple[str, ...]]:
    """Rule number -> qualified names of the functions citing it, sorted by rule."""
    return {number: tuple(_REGISTRY[number]) for number in sorted(_REGISTRY)}


def rules_of(func: Callable[..., object]) -> tuple[str, ...]:
    """The rule numbers a decorated function cites (empty if it cites none)."""
    return _BY_FUNCTION.get(f"{func.__module__}.{func.__qualname__}", ())
