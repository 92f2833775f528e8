"""The stack (405): the target specs of a spell or ability on it, and countering (701.6).

Resolving the top of the stack is a procedure of its own
(:mod:`reference_engine.resolution`); this module holds what effects and
resolution both need: what an item targets and how it leaves the stack
when countered.
"""

from __future__ import annotations

from . import zones
from .cards import Activated as ActivatedAbility
from .cards import SpellAbility, TargetSpec, Triggered
from .characteristics import characteristics
from .enums import EventKind, Zone
from .rules import rule
from .state import GameState, StackItem

__all__ = ["can_be_countered", "counter", "target_specs"]


def target_specs(item: StackItem) -> tuple[TargetSpec, ...]:
    """The target specs of the spell or ability ``item`` is (those of its chosen modes, if modal)."""
    if item.specs is not None:
        return item.specs
    ability = item.ability
    if isinstance(ability, (SpellAbility, Triggered, ActivatedAbility)):
        return ability.targets
    return ()


@rule("101.2", "701.6a", "708.4")
def can_be_countered(state: GameState, item: StackItem) -> bool:
    """Whether a spell or ability may be countered: not a spell whose characteristics on the
    stack include "this spell can't be countered" (a face-down spell has no such ability,
    whatever its card says, 708.4)."""
    if item.spell is None:
        return True
    return not any(s.effect == "cant_be_countered" for s in characteristics(state, item.spell).statics())


@rule("701.6a", "608.2b", "708.9")
def counter(
    state: GameState, item: StackItem, *, reason: str = "countered", to: Zone = Zone.GRAVEYARD
) -> None:
    """Remove ``item`` from the stack; a countered spell goes to its owner's
    graveyard (701.6a), or to ``to`` when the effect countering it says so ("put it
    into its owner's hand instead", "exile it instead"); a face-down one is revealed
    as it leaves (708.9). ``reason`` is ``"countered"``, or ``"illegal_targets"``
    when it doesn't resolve (608.2b); a spell that can't be countered is left alone
    by the first (101.2)."""
    if reason == "countered" and not can_be_countered(state, item):
        return
    if item in state.stack:
        state.stack.remove(item)
    state.log(EventKind.COUNTERED, stack_id=item.stack_id, source=item.source.handle, reason=reason)
    if item.spell is not None and state.find(item.spell.handle) is item.spell:
        zones.move(state, item.spell, to)
    state.invalidate()
