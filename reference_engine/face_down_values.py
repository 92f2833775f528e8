"""The face-down methods and the characteristics each lists (708.2).

Each :class:`FaceDownMethod` has a :class:`FaceDownProfile`: the
characteristics the method lists for the face-down object (708.2) and the
procedures of 116.2b that may turn it face up. Morph, manifest and cloak slot
in here beside disguise: they differ only in their profile (ward {2} or not)
and in which turn-up procedures apply. :func:`face_down_values` gives layer 1b
(:mod:`reference_engine.characteristics`) the values a face-down object has.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from .cards import Keyword
from .enums import FaceDownMethod, TurnUpMethod
from .mana import ManaCost
from .rules import rule
from .values import Characteristics

__all__ = ["PROFILES", "FaceDownProfile", "face_down_values"]


@dataclass(frozen=True, slots=True)
class FaceDownProfile:
    """How one method makes an object face down.

    ``ward`` is the ward cost the face-down object has (disguise and cloak give
    ward {2}); ``turn_up`` the special-action procedures that can turn it face
    up; ``rule`` where the method's face-down characteristics are defined.
    """

    method: FaceDownMethod
    ward: ManaCost | None
    turn_up: frozenset[TurnUpMethod]
    rule: str


_WARD_2 = ManaCost.parse("{2}")

_BY_ABILITY = frozenset({TurnUpMethod.DISGUISE, TurnUpMethod.MORPH})

#: The face-down methods (708.2): what each lists, and how each turns face up. Any face-down permanent
#: that would have a disguise or morph cost face up may be turned up for it (702.168d, 702.37e); only
#: manifested and cloaked permanents may be turned up for their card's mana cost (701.40b, 701.58b).
PROFILES: Mapping[FaceDownMethod, FaceDownProfile] = MappingProxyType(
    {
        FaceDownMethod.DISGUISE: FaceDownProfile(FaceDownMethod.DISGUISE, _WARD_2, _BY_ABILITY, "702.168a"),
        FaceDownMethod.MORPH: FaceDownProfile(FaceDownMethod.MORPH, None, _BY_ABILITY, "702.37a"),
        # 701.40b-d: a manifested card turns up for its mana cost, or its morph or disguise cost.
        FaceDownMethod.MANIFEST: FaceDownProfile(
            FaceDownMethod.MANIFEST, None, _BY_ABILITY | {TurnUpMethod.MANA_COST}, "701.40a"
        ),
        # 701.58b-d: likewise for a cloaked card, which also has ward {2}.
        FaceDownMethod.CLOAK: FaceDownProfile(
            FaceDownMethod.CLOAK, _WARD_2, _BY_ABILITY | {TurnUpMethod.MANA_COST}, "701.58a"
        ),
        # 708.2a: turned face down by an effect that lists nothing: a morph or disguise cost it would have
        # face up is the only way up (708.7).
        FaceDownMethod.EFFECT: FaceDownProfile(FaceDownMethod.EFFECT, None, _BY_ABILITY, "708.2a"),
    }
)

_VALUES: dict[FaceDownMethod, Characteristics] = {}


@rule("708.2", "708.2a", "702.168a", "702.168b", "702.37a", "701.40a", "701.58a")
def face_down_values(method: FaceDownMethod) -> Characteristics:
    """The face-down characteristics a method lists: a 2/2 creature with no name,
    no mana cost, no subtypes, no colour and no text, plus ward {2} for disguise
    and cloak. These are the object's copiable values while it is face down."""
    found = _VALUES.get(method)
    if found is None:
        ward = PROFILES[method].ward
        found = Characteristics(
            name=None,
            mana_cost=None,
            colors=frozenset(),
            types=("Creature",),
            subtypes=(),
            supertypes=(),
            power=2,
            toughness=2,
            abilities=(Keyword("ward", ward),) if ward is not None else (),
        )
        _VALUES[method] = found
    return found
