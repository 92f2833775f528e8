"""Disguise (702.168).

Casting face down is an alternative cost of {3} (702.168a-b, 118.9) handled by
:mod:`reference_engine.casting`; the face-down values (2/2, ward {2}) come from
:mod:`reference_engine.face_down_values`. This module answers whether a card can be
cast face down with disguise and what it costs to turn a disguised permanent
face up (702.168d), a cost that may contain X (702.168e, 107.3d) or reduce
itself ("this cost is reduced by {1} for each ...").
"""

from __future__ import annotations

from ..characteristics import evaluate_amount_for, face_up_characteristics
from ..mana import ManaCost
from ..objects import GameObject
from ..rules import rule
from ..state import GameState
from ..values import Characteristics

__all__ = ["CAST_COST", "can_cast_face_down", "turn_up_cost"]

#: What casting a card face down with disguise costs, instead of its mana cost (702.168a).
CAST_COST = ManaCost.parse("{3}")


@rule("702.168a", "702.168c")
def can_cast_face_down(chars: Characteristics) -> bool:
    """A card can be cast face down with disguise only if it has a disguise ability."""
    return chars.has_keyword("disguise")


@rule("702.168d", "702.168e")
def turn_up_cost(state: GameState, obj: GameObject) -> ManaCost | None:
    """The disguise cost the face-down permanent would have if it were face up,
    or None if it would have none (e.g. it lost all abilities), in which case it
    can't be turned face up this way. X is left in for the player to choose."""
    chars = face_up_characteristics(state, obj)
    for keyword in chars.keywords("disguise"):
        # A disguise cost "equal to its mana cost" is the mana cost it would have face up; an object
        # with no mana cost has no such cost to pay (118.6).
        cost = chars.mana_cost if keyword.cost_is_mana_cost else keyword.cost
        if cost is None:
            continue
        if keyword.cost_reduction_per is not None:
            count = evaluate_amount_for(state, obj, obj.controller, keyword.cost_reduction_per)
            cost = cost.reduce_generic(keyword.cost_reduction * count)
        return cost
    return None
