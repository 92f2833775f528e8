"""Morph, megamorph and negamorph (702.37).

Like disguise but without ward: cast face down for {3} (702.37a, 702.37c),
turned face up by paying the morph cost (702.37e). A megamorph cost is a morph
cost; paying it puts a +1/+1 counter on the permanent as it turns face up
(702.37b, applied by :func:`reference_engine.face_down.turn_face_up`).

Negamorph is a playtest keyword (Flavor Disaster) with no rule of its own: its
reminder text is "You may cast this card face down as a 2/2 creature for {3}. Turn
it face up any time for its negamorph cost and put a -1/-1 counter on it." It is
read as megamorph is (702.37b): a variant of morph whose cost is a morph cost,
paying it puts a -1/-1 counter on the permanent (by
:func:`reference_engine.special_actions.turn_face_up`).
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
    """A card can be cast face down with morph only if it has morph, megamorph or negamorph (its
    reminder text: "You may cast this card face down as a 2/2 creature for {3}")."""
    return any(chars.has_keyword(k) for k in ("morph", "megamorph", "negamorph"))


@rule("702.37e", "702.37f", "702.37b")
def turn_up_cost(state: GameState, obj: GameObject) -> Keyword | None:
    """The morph (or megamorph, or negamorph) ability the permanent would have face up, whose
    cost is its morph cost; None if it would have none (702.37e)."""
    chars = face_up_characteristics(state, obj)
    for keyword in chars.keywords("morph") + chars.keywords("megamorph") + chars.keywords("negamorph"):
        if keyword.cost is not None or keyword.other_cost is not None:
            return keyword
    return None
