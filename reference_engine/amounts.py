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
from .enums import Zone
from .objects import GameObject
from .rules import rule
from .state import GameState, current
from .values import Characteristics

__all__ = ["compare", "condition_holds", "evaluate_amount"]


def evaluate_amount(
    state: GameState,
    value: Amount,
    *,
    source: GameObject,
    controller: str,
    x: int | None,
    trigger_object: GameObject | None,
    trigger_amount: int | None = None,
    trigger_chars: Characteristics | None = None,
) -> int:
    """Value of an amount expression (an integer, a name from ``cards.AMOUNTS`` or a count).
    ``trigger_chars`` are the trigger object's characteristics as the trigger event saw them."""
    if isinstance(value, int):
        return value
    if value == "X":
        return x or 0
    if value == "trigger_object_power":
        return _trigger_object_power(state, trigger_object, trigger_chars)
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
    if value == "self_solved":
        return 1 if _solved(state, source) else 0
    if value == "linked_mana_value":
        return _linked_mana_value(state, source)
    return evaluate_amount_for(state, source, controller, value)


@rule("719.3b")
def _solved(state: GameState, source: GameObject) -> bool:
    """Whether the source is a solved Case now: the designation belongs to the permanent, so a source that
    has left the battlefield is no solved Case."""
    live = current(state, source)
    return live is not None and live.zone == Zone.BATTLEFIELD and live.solved


@rule("607.2a", "202.3")
def _linked_mana_value(state: GameState, source: GameObject) -> int:
    """The total mana value of the cards exiled with the source's linked ability ("its mana value";
    several cards count together), as they are now (a face-down card has none, 708.2)."""
    total = 0
    for handle in state.linked.get(source.object_id, []):
        card = state.find(handle)
        if card is not None:
            total += characteristics(state, card).mana_value(0)
    return total


@rule("608.2h", "603.10a")
def _trigger_object_power(
    state: GameState, trigger_object: GameObject | None, trigger_chars: Characteristics | None
) -> int:
    """The power of the object the trigger event happened to ("that creature's power"): its
    power now while it is on the battlefield or the stack, else its last known power there.
    For a "dies" or "leaves" trigger the event's object is the card in its new zone: its last
    known power is the power the permanent had as it left, as the event saw it."""
    if trigger_object is None:
        return 0
    live = current(state, trigger_object)
    on_board = live is not None and live.zone in (Zone.BATTLEFIELD, Zone.STACK)
    if not on_board and trigger_object.object_id not in state.lki and trigger_chars is not None:
        return max(0, trigger_chars.power or 0)
    return power_of(state, trigger_object)


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


def compare(op: str, left: int, right: int) -> bool:
    """``left op right`` for one of the comparison operators of a condition (``> >= < <= == !=``)."""
    return _COMPARE[op](left, right)


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
    if not _COMPARE[condition.op](values[0], values[1]):
        return False
    return all(
        condition_holds(
            state,
            more,
            source=source,
            controller=controller,
            trigger_object=trigger_object,
            trigger_amount=trigger_amount,
        )
        for more in condition.also
    )
