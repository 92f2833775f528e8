"""Characteristics and the layer system (109.3, 613).

:func:`characteristics` gives an object's current characteristics. For
permanents they are computed in layer order:

* layer 1a -- copiable values: the card's printed values, or the values a
  copy effect gave it (707.2);
* layer 1b -- face-down status replaces them with the face-down values
  (708.2, :mod:`reference_engine.face_down`), even for a copy (708.10);
* layer 4 -- type-changing effects (a creature becoming a Frog);
* layer 5 -- colour-changing effects;
* layer 6 -- ability-adding and ability-removing effects ("creatures lose all
  abilities", "Goblins you control have haste");
* layer 7 -- 7b effects setting base P/T, 7c P/T modifications from static
  abilities, resolved effects and counters. (7a characteristic-defining
  abilities don't occur in the pool.)

Within a layer, effects apply in timestamp order (613.7). Static abilities are
gathered from permanents on the battlefield: the ability-adding and -removing
ones from their copiable values, the later ones from their values after layer 6, so
a creature that lost all abilities no longer contributes its statics (a
simplification of the dependency rules of 613.8 that is exact for the pool).

Results are cached in the game state until something changes (see
:meth:`GameState.invalidate`).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from reference_engine.cards import (
    Ability,
    Activated,
    CardDef,
    Keyword,
    ObjectFilter,
    SpellAbility,
    Static,
    Triggered,
)
from reference_engine.enums import Zone
from reference_engine.mana import COLORS, ManaCost
from reference_engine.rules import rule

if TYPE_CHECKING:
    from reference_engine.objects import GameObject
    from reference_engine.state import GameState

__all__ = [
    "Characteristics",
    "StaticEnvironment",
    "active_statics",
    "characteristics",
    "face_up_characteristics",
    "matches",
]


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
        return Characteristics(
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

    def is_a(self, card_type: str) -> bool:
        return card_type in self.types

    @property
    def is_creature(self) -> bool:
        return "Creature" in self.types

    @property
    def is_permanent_type(self) -> bool:
        """Whether an object with these types is a permanent card/spell (110.4)."""
        return not ("Instant" in self.types or "Sorcery" in self.types)

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
        return tuple(c for c in COLORS if c in self.colors)


@rule("109.5", "115.5")
def matches(
    state: GameState,
    filt: ObjectFilter,
    obj: GameObject,
    chars: Characteristics,
    perspective: str,
    source: GameObject | None,
    *,
    check_zone: bool = True,
) -> bool:
    """Whether ``obj`` (with ``chars``) fits ``filt`` for an ability controlled by
    ``perspective`` ("you") whose source is ``source``."""
    if check_zone and obj.zone not in filt.zones:
        return False
    if filt.types and not any(t in chars.types for t in filt.types):
        return False
    if any(t in chars.types for t in filt.nontypes):
        return False
    controller = obj.controller if obj.zone in (Zone.BATTLEFIELD, Zone.STACK) else obj.owner
    if filt.controller == "you" and controller != perspective:
        return False
    if filt.controller == "opponent" and controller == perspective:
        return False
    if filt.other and source is not None and obj.object_id == source.object_id:
        return False
    if filt.subtypes and not any(t in chars.subtypes for t in filt.subtypes):
        return False
    if filt.max_power is not None and (chars.power is None or chars.power > filt.max_power):
        return False
    return filt.face_down is None or (obj.face_down is not None) == filt.face_down


@dataclass(slots=True)
class StaticEnvironment:
    """Static abilities in effect, gathered from the battlefield (611.3).

    ``removers`` feed layer 6, ``pt`` layer 7c; ``others`` holds every other
    static ability (cost changes, permissions, replacements) with its source.
    """

    removers: list[tuple[int, GameObject, Static]] = field(default_factory=list)  # with grant_keyword
    pt: list[tuple[int, GameObject, Static]] = field(default_factory=list)
    others: list[tuple[GameObject, Static]] = field(default_factory=list)


def _copiable_values(obj: GameObject, *, assume_face_up: bool = False) -> Characteristics:
    """Layers 1a and 1b: the printed values, replaced by the face-down values
    while the object is face down (613.2b, 708.2)."""
    if obj.face_down is not None and not assume_face_up:
        from reference_engine import face_down

        return face_down.face_down_values(obj.face_down)  # 708.10: face-down status wins over copying
    if obj.copied is not None:
        return obj.copied
    return Characteristics.printed(obj.definition)


def copiable_values(obj: GameObject) -> Characteristics:
    """The values a copy of ``obj`` copies (707.2): layer 1 only -- for a
    face-down object, its face-down values (708.2)."""
    return _copiable_values(obj)


@rule("613.1d", "613.1e", "613.1f", "613.4b", "613.4c", "613.7")
def _apply_layers(
    state: GameState,
    obj: GameObject,
    chars: Characteristics,
    env: StaticEnvironment,
) -> Characteristics:
    """Layers 4 to 7 applied to ``chars`` (the object's values after layer 1)."""
    mine = sorted((e for e in state.effects if obj.object_id in e.object_ids), key=lambda e: e.timestamp)
    # Layer 4: type-changing effects ("becomes a Frog": its creature types are replaced).
    for effect in mine:
        if effect.kind == "set_subtypes":
            chars = replace(chars, subtypes=effect.values)
    # Layer 5: colour-changing effects.
    for effect in mine:
        if effect.kind == "set_colors":
            chars = replace(chars, colors=frozenset(effect.values))
    # Layer 6: ability-adding and -removing effects, static and resolved, in timestamp order.
    layer6: list[tuple[int, Static | None]] = []
    for timestamp, source, remover in env.removers:
        if remover.affected is not None and matches(
            state, remover.affected, obj, chars, source.controller, source
        ):
            layer6.append((timestamp, remover))
    for effect in mine:
        if effect.kind == "lose_all_abilities":
            layer6.append((effect.timestamp, None))
    for _timestamp, change in sorted(layer6, key=lambda entry: entry[0]):
        if change is None or change.effect == "lose_all_abilities":
            chars = replace(chars, abilities=())
        elif change.keyword is not None:
            chars = replace(chars, abilities=(*chars.abilities, change.keyword))
    # Layer 7b: effects that set power and toughness; 7c: modifications and counters.
    if chars.power is not None and chars.toughness is not None:
        power, toughness = chars.power, chars.toughness
        for effect in mine:
            if effect.kind == "set_pt":
                power, toughness = effect.power, effect.toughness
        for _timestamp, source, static in env.pt:
            if static.affected is not None and matches(
                state, static.affected, obj, chars, source.controller, source
            ):
                times = 1
                if static.per is not None:
                    from reference_engine.effects import evaluate_amount_for

                    times = evaluate_amount_for(state, source, source.controller, static.per)
                power += static.power * times
                toughness += static.toughness * times
        for effect in mine:
            if effect.kind == "modify_pt":
                power += effect.power
                toughness += effect.toughness
        plus = obj.counters.get("+1/+1", 0)
        minus = obj.counters.get("-1/-1", 0)
        power += plus - minus
        toughness += plus - minus
        chars = replace(chars, power=power, toughness=toughness)
    return chars


def _compute(state: GameState) -> tuple[dict[str, Characteristics], StaticEnvironment]:
    env = StaticEnvironment()
    base: dict[str, Characteristics] = {}
    for obj in state.battlefield:
        base[obj.object_id] = _copiable_values(obj)
    for obj in state.battlefield:
        for static in base[obj.object_id].statics():
            if static.effect in ("lose_all_abilities", "grant_keyword"):
                env.removers.append((obj.timestamp, obj, static))
    env.removers.sort(key=lambda entry: entry[0])
    # Statics of later layers come from the values after layer 6 (without layer 7, which can't matter).
    after6: dict[str, Characteristics] = {}
    for obj in state.battlefield:
        chars = base[obj.object_id]
        if env.removers or state.effects:
            chars = _apply_layers(state, obj, chars, StaticEnvironment(removers=env.removers))
        after6[obj.object_id] = chars
    for obj in state.battlefield:
        for static in after6[obj.object_id].statics():
            if static.effect == "modify_pt":
                env.pt.append((obj.timestamp, obj, static))
            elif static.effect not in ("lose_all_abilities", "grant_keyword"):
                env.others.append((obj, static))
    env.pt.sort(key=lambda entry: entry[0])
    result: dict[str, Characteristics] = {}
    for obj in state.battlefield:
        result[obj.object_id] = _apply_layers(state, obj, base[obj.object_id], env)
    for item in state.stack:
        if item.spell is not None:
            result[item.spell.object_id] = _copiable_values(item.spell)
    return result, env


def _ensure(state: GameState) -> tuple[dict[str, Characteristics], StaticEnvironment]:
    if state.chars_cache is None or state.env_cache is None:
        state.chars_cache, state.env_cache = _compute(state)
    return state.chars_cache, state.env_cache


@rule("613.1", "613.2b")
def characteristics(state: GameState, obj: GameObject) -> Characteristics:
    """The current characteristics of ``obj`` in whatever zone it is."""
    cache, _env = _ensure(state)
    found = cache.get(obj.object_id)
    if found is not None:
        return found
    return _copiable_values(obj)


@rule("702.168d", "702.37e", "708.8")
def face_up_characteristics(state: GameState, obj: GameObject) -> Characteristics:
    """What a face-down permanent's characteristics would be if it were face up,
    with the effects now applying to it (used to find its disguise or morph cost)."""
    _cache, env = _ensure(state)
    return _apply_layers(state, obj, _copiable_values(obj, assume_face_up=True), env)


def active_statics(state: GameState) -> list[tuple[GameObject, Static]]:
    """Static abilities of permanents other than P/T and ability-removing ones,
    with their sources (cost changes, permissions, replacements)."""
    _cache, env = _ensure(state)
    return env.others
