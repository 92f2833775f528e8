"""Morph and megamorph (702.37).

Like disguise but without ward: cast face down for {3} (702.37a, 702.37c),
turned face up by paying the morph cost (702.37e). A megamorph cost is a morph
cost; paying it puts a +1/+1 counter on the permanent as it turns face up
(702.37b, applied by :func:`reference_engine.face_down.turn_face_up`).
"""

from __future__ import annotations

from ..cards import Keyword
from ..characteristics import face_up_characteristics
from ..mana import ManaCost
from ..objects import GameObject
from ..rules import rule
from ..state import GameState
from ..values import Characteristics

__all__ = ["CAST_COST", "can_cast_face_down", "turn_up_cost"]

#: What casting a card face down with morph costs, instead of its mana cost (702.37a).
CAST_COST = ManaCost.parse("{3}")


@rule("702.37a", "702.37b", "702.37d")
def can_cast_face_down(chars: Characteristics) -> bool:
    """A card can be cast face down with morph only if it has morph or megamorph."""
    return chars.has_keyword("morph") or chars.has_keyword("megamorph")


@rule("702.37e", "702.37f", "702.37b")
def turn_up_cost(state: GameState, obj: GameObject) -> Keyword | None:
    """The morph (or megamorph) ability the permanent would have face up, whose cost
    is its morph cost; None if it would have none (702.37e)."""
    chars = face_up_characteristics(state, obj)
    for keyword in chars.keywords("morph") + chars.keywords("megamorph"):
        if keyword.cost is not None or keyword.other_cost is not None:
            return keyword
    return None
