"""Amounts and conditions of the ability language, as a spell or ability sees them.

:func:`evaluate_amount` gives the value of an amount expression (``cards.AMOUNTS``):
an integer, X, something about the trigger event ("that much damage", "its
power"), or a count that needs no resolving context
(:func:`reference_engine.characteristics.evaluate_amount_for`, which lives
beside the layers because layer 7 counts too). :func:`condition_holds`
compares two amounts: a trigger condition ("if ...", 603.4) or an intervening
"if" checked again on resolution.
"""

from __future__ import annotations

from collections.abc import Callable

from .cards import Amount, Condition
from .characteristics import characteristics, evaluate_amount_for, power_of
from .objects import GameObject
from .rules import rule
from .state import GameState, current

__all__ = ["condition_holds", "evaluate_amount"]


def evaluate_amount(
    state: GameState,
    value: Amount,
    *,
    source: GameObject,
    controller: str,
    x: int | None,
    trigger_object: GameObject | None,
    trigger_amount: int | None = None,
) -> int:
    """Value of an amount expression (an integer, a name from ``cards.AMOUNTS`` or a count)."""
    if isinstance(value, int):
        return value
    if value == "X":
        return x or 0
    if value == "trigger_object_power":
        return power_of(state, trigger_object) if trigger_object is not None else 0
    if value == "trigger_amount":
        return trigger_amount or 0
    if value == "trigger_object_has_different_name":
        return (
            1 if trigger_object is not None and _has_different_name(state, trigger_object, controller) else 0
        )
    if value == "trigger_object_mana_value":
        if trigger_object is None:
            return 0
        return characteristics(state, trigger_object).mana_value(trigger_object.x or 0)
    return evaluate_amount_for(state, source, controller, value)


@rule("201.2c")
def _has_different_name(state: GameState, obj: GameObject, controller: str) -> bool:
    """Whether ``obj`` "has a different name than each other creature you control and
    each creature card in your graveyard": it must have a name (201.2c), and share
    it with none of them."""
    live = current(state, obj)
    chars = characteristics(state, live) if live is not None else state.lki.get(obj.object_id)
    if chars is None or chars.name is None:
        return False
    others = [
        characteristics(state, o)
        for o in state.battlefield
        if o.controller == controller and o.card is not obj.card and characteristics(state, o).is_creature
    ]
    others += [
        characteristics(state, c)
        for c in state.player(controller).graveyard
        if c.card is not obj.card and c.definition.has_type("Creature")
    ]
    return all(other.name != chars.name for other in others)


_COMPARE: dict[str, Callable[[int, int], bool]] = {
    ">": lambda a, b: a > b,
    ">=": lambda a, b: a >= b,
    "<": lambda a, b: a < b,
    "<=": lambda a, b: a <= b,
    "==": lambda a, b: a == b,
    "!=": lambda a, b: a != b,
}


@rule("603.4")
def condition_holds(
    state: GameState,
    condition: Condition | None,
    *,
    source: GameObject,
    controller: str,
    trigger_object: GameObject | None,
    trigger_amount: int | None = None,
) -> bool:
    """Whether a trigger condition ("if ...") holds now."""
    if condition is None:
        return True
    values = [
        evaluate_amount(
            state,
            side,
            source=source,
            controller=controller,
            x=source.x,
            trigger_object=trigger_object,
            trigger_amount=trigger_amount,
        )
        for side in (condition.left, condition.right)
    ]
    return _COMPARE[condition.op](values[0], values[1])
