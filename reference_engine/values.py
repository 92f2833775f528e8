"""Characteristics as values (109.3), and the values the rules fix: none at all (406.3).

:class:`Characteristics` is an immutable record of what an object is: its
name, mana cost, colours, types, P/T and abilities. The layer system
(:mod:`reference_engine.characteristics`) computes one for each object; this
module only defines the record, so that the model (objects, the game state)
and the tables of fixed values can name it without knowing the layers.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from .cards import Ability, Activated, CardDef, Keyword, SpellAbility, Static, Triggered
from .mana import COLORS, ManaCost

__all__ = ["NO_CHARACTERISTICS", "Characteristics"]


@dataclass(frozen=True, slots=True)
class Characteristics:
    """The characteristics of an object (109.3). ``name`` and ``mana_cost`` are
    None when the object has none (a face-down object, 708.2)."""

    name: str | None
    mana_cost: ManaCost | None
    colors: frozenset[str]
    types: tuple[str, ...]
    subtypes: tuple[str, ...]
    supertypes: tuple[str, ...]
    power: int | None
    toughness: int | None
    abilities: tuple[Ability, ...]

    @staticmethod
    def printed(card: CardDef) -> Characteristics:
        """The card's own values as printed (its copiable values when face up, 707.2)."""
        found = _PRINTED.get(id(card))
        if found is not None and found[0] is card:
            return found[1]
        chars = Characteristics(
            name=card.name,
            mana_cost=card.mana_cost,
            colors=card.colors,
            types=card.types,
            subtypes=card.subtypes,
            supertypes=card.supertypes,
            power=card.power,
            toughness=card.toughness,
            abilities=card.abilities,
        )
        _PRINTED[id(card)] = (card, chars)  # card definitions live as long as their pool
        return chars

    def is_a(self, card_type: str) -> bool:
        return card_type in self.types

    @property
    def is_creature(self) -> bool:
        return "Creature" in self.types

    @property
    def is_permanent_type(self) -> bool:
        """Whether an object with these types is a permanent card/spell (110.4)."""
        return not ("Instant" in self.types or "Sorcery" in self.types)

    @property
    def is_historic(self) -> bool:
        """Artifacts, legendaries and Sagas are historic (700.6)."""
        return "Artifact" in self.types or "Legendary" in self.supertypes or "Saga" in self.subtypes

    def mana_value(self, x: int = 0) -> int:
        """Mana value (202.3); an object with no mana cost has mana value 0 (202.3a)."""
        return self.mana_cost.mana_value(x) if self.mana_cost is not None else 0

    def keywords(self, keyword: str) -> list[Keyword]:
        return [a for a in self.abilities if isinstance(a, Keyword) and a.keyword == keyword]

    def has_keyword(self, keyword: str) -> bool:
        return any(isinstance(a, Keyword) and a.keyword == keyword for a in self.abilities)

    def triggered(self) -> Iterator[Triggered]:
        return (a for a in self.abilities if isinstance(a, Triggered))

    def statics(self) -> Iterator[Static]:
        return (a for a in self.abilities if isinstance(a, Static))

    def activated(self) -> list[Activated]:
        return [a for a in self.abilities if isinstance(a, Activated)]

    def spell_ability(self) -> SpellAbility | None:
        return next((a for a in self.abilities if isinstance(a, SpellAbility)), None)

    @property
    def sorted_colors(self) -> tuple[str, ...]:
        found = _SORTED_COLORS.get(self.colors)
        if found is None:
            found = _SORTED_COLORS[self.colors] = tuple(c for c in COLORS if c in self.colors)
        return found


_PRINTED: dict[int, tuple[CardDef, Characteristics]] = {}
_SORTED_COLORS: dict[frozenset[str], tuple[str, ...]] = {}


#: Characteristics of a card exiled face down: it has none (406.3).
NO_CHARACTERISTICS = Characteristics(
    name=None,
    mana_cost=None,
    colors=frozenset(),
    types=(),
    subtypes=(),
    supertypes=(),
    power=None,
    toughness=None,
    abilities=(),
)
