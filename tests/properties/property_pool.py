"""What the property tests know about the card pool: oracle facts read from the pool's TOML files.

The state machine drives engines through the adapter contract only, so it learns about cards the way any
engine's author would: from the pool files (``facedown.suite.pool_dir()``). It needs to know which cards can
be cast face down and by which ability, how many targets a spell or an activated ability asks for, which
texts would identify a card, and which cards carry continuous effects that may change a face-down
object's characteristics (so the face-down default check can stand aside while one is around).

Nothing here decides a rule: these are printed facts, read as data.
"""

from __future__ import annotations

import functools
import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from facedown.suite import pool_dir

__all__ = [
    "AbilityShape",
    "CardFacts",
    "PoolFacts",
    "load_pool_facts",
    "normal",
]

#: Static abilities that never change a permanent's characteristics (costs, permissions, replacements
#: that put counters, turning-up restrictions). Any other static effect is assumed to be able to.
SAFE_STATICS: frozenset[str] = frozenset(
    {
        "cost_increase",
        "cost_reduction",
        "cast_without_paying",
        "cast_from_library_top",
        "library_top_revealed",
        "look_at_library_top",
        "enters_tapped",
        "as_enters",
        "as_turned_face_up",
        "additional_face_up_triggers",
        "enter_as_copy",
        "prevent_turning_face_up",
        "prevent_entering",
        "prohibit_casting_from",
        "evasion",
        "cant_attack_or_block",
        "cda_pt",  # the source's own power and toughness only
    }
)

#: Effect steps that create no continuous effect on characteristics. Any other op (``pump_until_eot``,
#: ``lose_all_abilities``, ``set_*_until_eot``, or one added later) is assumed to create one.
SAFE_OPS: frozenset[str] = frozenset(
    {
        "create_token",
        "lose_life",
        "gain_life",
        "deal_damage",
        "draw",
        "discard_hand",
        "put_counters",
        "player_counters",
        "counter_target",
        "counter_unless_pays",
        "destroy_target",
        "bounce_target",
        "exile_targets",
        "return_linked_to_hand",
        "add_mana",
        "reduce_next_spell_cost",
        "sacrifice_self",
        "scry",
        "surveil",
        "tap",
        "untap",
        "goad_target",
        "manifest_top",
        "cloak_top",
        "turn_face_up",
        "turn_face_down",
        "manifest_dread",
        "cloak",
        "move",
        "choose",
        "reveal",
        "may",
        "if_any",
        "look_at_top",
        "shuffle",
        "search_library",
        "bounce_with_same_name",
        "prevent_combat_damage_until_eot",
        "gain_control",
    }
)

#: Keywords whose printed form names a cost that only the face-up card has.
FACE_DOWN_KEYWORDS: tuple[str, ...] = ("disguise", "morph", "megamorph")


def normal(text: str) -> str:
    """Text as the contract compares abilities: case-insensitive, runs of white space collapsed."""
    return " ".join(text.split()).casefold()


@dataclass(frozen=True, slots=True)
class AbilityShape:
    """An activated ability (or one mode of it): how many targets it asks for."""

    targets: int
    modes: tuple[int, ...] = ()  # targets asked by each mode; empty for a non-modal ability
    x: bool = False


@dataclass(frozen=True, slots=True)
class CardFacts:
    """The facts of one card that the state machine uses."""

    name: str
    types: tuple[str, ...]
    subtypes: tuple[str, ...]
    mana_cost: str | None
    token: bool
    face_down_casts: tuple[str, ...]  # "disguise" / "morph" when the card has that ability (megamorph: morph)
    turn_up_x: bool  # a disguise or morph cost with {X}
    spell_targets: int  # targets its spell ability asks for (instants and sorceries; an Aura's enchant)
    spell_modes: tuple[int, ...]  # targets each mode of a modal spell asks for
    max_modes: int  # modes a "choose one or more" spell may have (1 for other spells)
    divide: int  # damage or counters divided among the targets as it is cast (601.2d), else 0
    activated: tuple[AbilityShape, ...]
    identifying_texts: tuple[str, ...]  # normalised ability texts that only this card's face shows
    changes_characteristics: bool  # a static ability that may change other objects' characteristics
    creates_effects: bool  # a spell, activated or triggered ability that creates such an effect
    flash: bool = False
    lets_look: bool = False  # an effect lets a player look at face-down permanents they don't control
    turns_up_attached: bool = False  # "as this is turned face up, you may attach it" (Gift of Doom)
    colours: tuple[str, ...] = ()  # coloured mana symbols in its mana cost and face-down keyword costs
    produces: tuple[str, ...] = ()  # colours its mana abilities add (lands)

    @property
    def instant_speed(self) -> bool:
        """An instant, or a card with flash."""
        return self.flash or self.is_a("Instant")

    def is_a(self, card_type: str) -> bool:
        """Whether ``card_type`` is among the printed card types."""
        return card_type.casefold() in (t.casefold() for t in self.types)

    @property
    def permanent(self) -> bool:
        """A permanent card (not an instant or sorcery)."""
        return not (self.is_a("Instant") or self.is_a("Sorcery"))


@dataclass(frozen=True, slots=True)
class PoolFacts:
    """Every card of the pool, by name."""

    cards: Mapping[str, CardFacts]

    def get(self, name: str) -> CardFacts | None:
        """The card called ``name``, if the pool has it."""
        return self.cards.get(name)

    def names(self, *, token: bool = False) -> list[str]:
        """Card names (tokens only, or non-tokens only), sorted."""
        return sorted(n for n, c in self.cards.items() if c.token == token)

    def with_face_down_cast(self, method: str) -> list[str]:
        """Cards that can be cast face down by ``method`` ("disguise" or "morph")."""
        return [n for n in self.names() if method in self.cards[n].face_down_casts]

    @property
    def lands(self) -> list[str]:
        """Basic and other lands."""
        return [n for n in self.names() if self.cards[n].is_a("Land")]


def _count_targets(specs: object) -> int:
    if not isinstance(specs, list):
        return 0
    total = 0
    for spec in specs:
        if isinstance(spec, Mapping):
            maximum = spec.get("max", 1)
            total += maximum if isinstance(maximum, int) else 2
        else:
            total += 1
    return total


def _ops(value: object) -> list[str]:
    """Every ``op`` named in ``value``, however deeply nested (``may`` and ``if_any`` hold effects)."""
    if isinstance(value, Mapping):
        found = [str(value["op"])] if "op" in value else []
        for inner in value.values():
            found += _ops(inner)
        return found
    if isinstance(value, list):
        return [op for item in value for op in _ops(item)]
    return []


def _card(data: Mapping[str, Any]) -> CardFacts:
    abilities: Sequence[Mapping[str, Any]] = [a for a in data.get("abilities", []) if isinstance(a, Mapping)]
    face_down_casts: list[str] = []
    turn_up_x = False
    spell_targets = 0
    spell_modes: tuple[int, ...] = ()
    max_modes = 1
    divide = 0
    activated: list[AbilityShape] = []
    texts: list[str] = []
    changes = False
    creates = False
    flash = False
    attaches = False
    lets_look = False
    costs: list[str] = [str(data.get("mana_cost", ""))]
    produces: set[str] = set()
    for ability in abilities:
        kind = ability.get("kind")
        if kind == "keyword":
            keyword = str(ability.get("keyword", ""))
            cost = str(ability.get("cost", ""))
            flash = flash or keyword == "flash"
            if keyword == "enchant":
                spell_targets = 1
            if keyword in FACE_DOWN_KEYWORDS:
                costs.append(cost)
            if keyword in FACE_DOWN_KEYWORDS:
                method = "disguise" if keyword == "disguise" else "morph"
                if method not in face_down_casts:
                    face_down_casts.append(method)
                turn_up_x = turn_up_x or "{X}" in cost.upper()
                texts.append(normal(f"{keyword} {cost}"))
            continue
        text = ability.get("text")
        if isinstance(text, str) and text.strip():
            texts.append(normal(text))
        if "look_at_face_down" in str(ability.get("effect", "")) or any(
            "look_at_face_down" in op for op in _ops(ability)
        ):
            lets_look = True
        if kind == "static":
            if ability.get("effect") == "as_turned_face_up" and "may_attach_self" in _ops(
                ability.get("effects")
            ):
                attaches = True
            if str(ability.get("effect", "")) not in SAFE_STATICS:
                changes = True
            continue
        ops = _ops(ability.get("effects"))
        modes = [m for m in ability.get("modes", []) if isinstance(m, Mapping)]
        ops += _ops(modes)
        if any(op not in SAFE_OPS for op in ops):
            creates = True
        for effect in ability.get("effects", []) if isinstance(ability.get("effects"), list) else []:
            if isinstance(effect, Mapping) and effect.get("op") == "add_mana":
                produces.update(c for c in "WUBRG" if c in str(effect.get("mana", "")).upper())
        if kind == "spell":
            spell_targets = _count_targets(ability.get("targets"))
            spell_modes = tuple(_count_targets(m.get("targets")) for m in modes)
            max_modes = int(ability.get("max_modes", 1)) if str(ability.get("max_modes", 1)).isdigit() else 2
            divide = int(ability.get("divide", 0)) if str(ability.get("divide", 0)).isdigit() else 0
        elif kind == "activated":
            activated.append(
                AbilityShape(
                    targets=_count_targets(ability.get("targets")),
                    modes=tuple(_count_targets(m.get("targets")) for m in modes),
                    x="{X}" in str(ability.get("cost", "")).upper(),
                )
            )
    return CardFacts(
        name=str(data["name"]),
        types=tuple(str(t) for t in data.get("types", [])),
        subtypes=tuple(str(t) for t in data.get("subtypes", [])),
        mana_cost=str(data["mana_cost"]) if "mana_cost" in data else None,
        token=bool(data.get("token", False)),
        face_down_casts=tuple(face_down_casts),
        turn_up_x=turn_up_x,
        spell_targets=spell_targets,
        spell_modes=spell_modes,
        max_modes=max_modes,
        divide=divide,
        activated=tuple(activated),
        identifying_texts=tuple(t for t in texts if t != normal("Ward {2}")),
        changes_characteristics=changes,
        creates_effects=creates,
        flash=flash,
        turns_up_attached=attaches,
        lets_look=lets_look,
        colours=tuple(c for c in "WUBRG" if any(c in cost.upper() for cost in costs)),
        produces=tuple(sorted(produces)),
    )


def _declares_unimplemented(value: object) -> bool:
    """Whether a card's data marks a clause the reference engine does not implement (``kind`` or ``op``
    ``"unimplemented"``): the engine raises an error if the clause would take effect."""
    if isinstance(value, Mapping):
        if value.get("kind") == "unimplemented" or value.get("op") == "unimplemented":
            return True
        return any(_declares_unimplemented(v) for v in value.values())
    if isinstance(value, list):
        return any(_declares_unimplemented(v) for v in value)
    return False


@functools.cache
def load_pool_facts(directory: Path | None = None) -> PoolFacts:
    """The facts of every card in ``directory`` (default: the suite's card pool), leaving out the cards
    whose file declares a clause the engine does not implement."""
    cards: dict[str, CardFacts] = {}
    for path in sorted((directory or pool_dir()).glob("*.toml")):
        with path.open("rb") as handle:
            data = tomllib.load(handle)
        if _declares_unimplemented(data):
            continue
        facts = _card(data)
        cards[facts.name] = facts
    return PoolFacts(cards=cards)
