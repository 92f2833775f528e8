"""Characteristics and the layer system (109.3, 613).

:func:`characteristics` gives an object's current characteristics. They are
computed in layer order:

* layer 1a -- copiable values: the card's printed values (its back face when
  a double-faced permanent is transformed, 712.8), or the values copy effects
  gave it (707.2);
* layer 1b -- face-down status replaces them with the face-down values
  (708.2, :mod:`reference_engine.face_down_values`), even for a copy (708.10);
* layer 2 -- control-changing effects, kept in ``GameObject.controller`` by
  :func:`reference_engine.control.update`;
* layer 4 -- type-changing effects (a creature becoming a Frog, "are
  Assassins in addition to their other types");
* layer 5 -- colour-changing effects;
* layer 6 -- ability-adding and ability-removing effects ("creatures lose all
  abilities", "Goblins you control have haste", granted activated abilities,
  keyword counters, 122.1b);
* layer 7 -- 7a characteristic-defining abilities, 7b effects setting base
  P/T, 7c P/T modifications from static abilities, resolved effects and
  counters.

Within a layer, effects apply in timestamp order (613.7). Static abilities are
gathered from permanents on the battlefield: those of layers 4 to 6 from their
copiable values, the later ones from their values after layer 6, so a
creature that lost all abilities no longer contributes its P/T or rules
statics (a simplification of the dependency rules of 613.8 that is exact for
the pool). Static abilities whose ``affected`` filter names other zones (a
spell on the stack, cards in hand) apply there too.

Results are cached in the game state until something changes (see
:meth:`GameState.invalidate`).
"""

from __future__ import annotations

from dataclasses import replace

from .cards import (
    ALL_CREATURE_TYPES,
    BASIC_LAND_TYPES,
    KEYWORD_COUNTERS,
    NONCREATURE_SUBTYPES,
    Ability,
    Amount,
    CardDef,
    DifferentNames,
    Keyword,
    ObjectFilter,
    Static,
    Triggered,
)
from .enums import Zone
from .face_down_values import face_down_values
from .mana import ManaCost
from .objects import GameObject
from .rules import rule
from .state import GameState, StaticEnvironment, current
from .values import NO_CHARACTERISTICS, Characteristics

__all__ = [
    "active_statics",
    "characteristics",
    "copiable_values",
    "count",
    "evaluate_amount_for",
    "face_up_characteristics",
    "final_chapter",
    "matches",
    "power_of",
    "proposed_characteristics",
]


@rule("205.3m", "702.73a")
def has_subtype(chars: Characteristics, subtype: str) -> bool:
    """Whether an object with ``chars`` has ``subtype``; an object that is every
    creature type has each creature type, but no other subtypes."""
    if subtype in chars.subtypes:
        return True
    return ALL_CREATURE_TYPES in chars.subtypes and subtype not in NONCREATURE_SUBTYPES


def _relation_ok(relation: str, player: str, perspective: str) -> bool:
    if relation == "you":
        return player == perspective
    if relation == "opponent":
        return player != perspective
    return True


@rule("109.5", "115.5", "201.2a", "700.6", "202.3")
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
    if filt.all_types and not all(t in chars.types for t in filt.all_types):
        return False
    if any(t in chars.types for t in filt.nontypes):
        return False
    controller = obj.controller if obj.zone in (Zone.BATTLEFIELD, Zone.STACK) else obj.owner
    if not _relation_ok(filt.controller, controller, perspective):
        return False
    if not _relation_ok(filt.owner, obj.owner, perspective):
        return False
    if filt.other and source is not None and obj.object_id == source.object_id:
        return False
    if filt.self_only and (source is None or obj.object_id != source.object_id):
        return False
    if filt.attached and (source is None or source.attached_to != obj.object_id):
        return False
    if filt.subtypes and not any(has_subtype(chars, t) for t in filt.subtypes):
        return False
    if any(has_subtype(chars, t) for t in filt.nonsubtypes):
        return False
    if filt.supertypes and not any(t in chars.supertypes for t in filt.supertypes):
        return False
    if any(t in chars.supertypes for t in filt.nonsupertypes):
        return False
    if filt.keywords and not any(chars.has_keyword(k) for k in filt.keywords):
        return False
    if filt.colors and not filt.colors & chars.colors:
        return False
    if filt.noncolors & chars.colors:
        return False
    if filt.colorless is not None and (not chars.colors) != filt.colorless:
        return False
    if filt.max_power is not None and (chars.power is None or chars.power > filt.max_power):
        return False
    if filt.min_power is not None and (chars.power is None or chars.power < filt.min_power):
        return False
    if filt.max_toughness is not None and (chars.toughness is None or chars.toughness > filt.max_toughness):
        return False
    if filt.mana_value is not None or filt.min_mana_value is not None or filt.max_mana_value is not None:
        # 202.3: X counts as announced while the object is a spell on the stack, else as 0.
        value = chars.mana_value(obj.x or 0 if obj.zone == Zone.STACK else 0)
        if filt.mana_value is not None and value != filt.mana_value:
            return False
        if filt.min_mana_value is not None and value < filt.min_mana_value:
            return False
        if filt.max_mana_value is not None and value > filt.max_mana_value:
            return False
    if filt.commander is not None and obj.card.commander != filt.commander:
        return False  # 903.3: being a commander belongs to the card
    if filt.counters and not any(obj.counters.get(kind, 0) > 0 for kind in filt.counters):
        return False
    if filt.named is not None and (chars.name is not None) != filt.named:
        return False
    if filt.historic is not None and chars.is_historic != filt.historic:
        return False
    if filt.tapped is not None and obj.tapped != filt.tapped:
        return False
    if filt.token is not None and obj.card.token != filt.token:
        return False
    if filt.basic_land_type is not None and (
        any(t in BASIC_LAND_TYPES for t in chars.subtypes) != filt.basic_land_type
    ):
        return False
    if filt.attacking is not None:
        attacking = state.combat is not None and obj.object_id in state.combat.attackers
        if attacking != filt.attacking:
            return False
    if filt.blocking is not None:
        blocking = state.combat is not None and obj.object_id in state.combat.blockers
        if blocking != filt.blocking:
            return False
    if filt.modified is not None and _modified(state, obj) != filt.modified:
        return False
    if filt.cast_from_hand is not None and (obj.cast_from == Zone.HAND) != filt.cast_from_hand:
        return False
    if filt.turned_face_up_this_turn is not None and (
        (obj.turned_face_up_turn == state.turn) != filt.turned_face_up_this_turn
    ):
        return False
    if filt.power_less_than_source and source is not None:
        source_power = characteristics(state, source).power
        if chars.power is None or source_power is None or chars.power >= source_power:
            return False
    return filt.face_down is None or (obj.face_down is not None) == filt.face_down


@rule("700.9")
def _modified(state: GameState, obj: GameObject) -> bool:
    """Whether the permanent is modified: it has a counter, is equipped, or is enchanted by an Aura its
    controller controls (700.9). Equipment and Aura are read from the attached cards' printed subtypes,
    so this filter never asks the layer system it is part of."""
    if any(n > 0 for n in obj.counters.values()):
        return True
    for other in state.battlefield:
        if other.attached_to != obj.object_id:
            continue
        subtypes = other.definition.subtypes
        if "Equipment" in subtypes or ("Aura" in subtypes and other.controller == obj.controller):
            return True
    return False


_LAYER6 = ("lose_all_abilities", "grant_keyword", "grant_ability")
#: Marks a resolved "becomes [subtype] in addition to its other types" effect among layer 4's changes.
_ADD_SUBTYPES = Static(effect="add_subtypes", text="")
#: Marks a resolved "becomes a [type] in addition to its other types" effect among layer 4's changes.
_ADD_TYPES = Static(effect="add_types", text="")


@rule("613.2a", "613.2b", "707.2", "708.10", "712.8", "406.3", "730.2c", "208.2b")
def _copiable_values(
    state: GameState | None, obj: GameObject, *, assume_face_up: bool = False
) -> Characteristics:
    """Layers 1a and 1b: the printed values (the back face of a transformed
    double-faced permanent) with the abilities of the face-up cards merged under
    it (730.2c) and the power and toughness chosen as it entered or turned face
    up (208.2b), replaced by copy effects in timestamp order, and by the
    face-down values while the object is face down (613.2b, 708.2). A card
    exiled face down has no characteristics (406.3)."""
    if obj.face_down is not None and not assume_face_up:
        if obj.zone == Zone.EXILE:
            return NO_CHARACTERISTICS
        return face_down_values(obj.face_down, obj.face_down_face)  # 708.10: face-down status wins
    chars = obj.copied
    if state is not None and state.effects and obj.zone == Zone.BATTLEFIELD:
        for effect in sorted(state.effects, key=lambda e: e.timestamp):
            if effect.kind == "copy" and obj.object_id in effect.object_ids and effect.copied is not None:
                chars = effect.copied
    if chars is not None:
        return chars
    card = obj.definition
    printed = (
        _printed_halves(obj)
        if card.split is not None or card.adventure is not None
        else Characteristics.printed(card.back if obj.transformed and card.back is not None else card)
    )
    if obj.merged and obj.zone == Zone.BATTLEFIELD:
        under = tuple(
            ability
            for component in obj.merged
            if component.handle not in obj.merged_face_down
            for ability in component.definition.abilities
        )
        printed = replace(printed, abilities=printed.abilities + under)
    if obj.chosen_pt is not None:
        printed = replace(printed, power=obj.chosen_pt[0], toughness=obj.chosen_pt[1])
    return printed


@rule("709.3b", "709.4", "709.4b", "709.4d", "709.5", "715.3b", "715.4")
def _printed_halves(obj: GameObject) -> Characteristics:
    """The printed values of a split card or an adventurer card, where it is.

    A split card is the half cast while it is a spell (709.3b); a Room permanent has the combined
    values of its unlocked doors only (709.5: a locked door's name, mana cost and rules text are
    ignored, the type line is shared; with none unlocked it has no name, no mana cost and no
    abilities); anywhere else a split card has both halves' values combined (709.4, 709.4b: the
    names joined, the mana costs added up). An adventurer card is its Adventure while it is a spell
    cast as one (715.3b), and its creature everywhere else (715.4)."""
    card = obj.definition
    if card.adventure is not None:
        if obj.zone == Zone.STACK and obj.cast_as == card.adventure.name:
            return Characteristics.printed(card.adventure)
        return Characteristics.printed(card)
    halves = card.halves()
    if obj.zone == Zone.STACK and obj.cast_as is not None:
        halves = tuple(h for h in halves if h.name == obj.cast_as) or halves
    elif obj.zone == Zone.BATTLEFIELD and card.is_room:
        halves = tuple(h for h in halves if h.name in obj.unlocked)
    return _combined(card, halves)


_COMBINED: dict[tuple[int, tuple[str, ...]], tuple[CardDef, Characteristics]] = {}


def _combined(card: CardDef, halves: tuple[CardDef, ...]) -> Characteristics:
    """The values of ``halves`` of ``card`` taken together (709.4); the card's type line with none."""
    key = (id(card), tuple(h.name for h in halves))
    found = _COMBINED.get(key)
    if found is not None and found[0] is card:
        return found[1]
    if len(halves) == 1:
        chars = Characteristics.printed(halves[0])
    else:
        costs = [h.mana_cost for h in halves if h.mana_cost is not None]
        chars = Characteristics(
            name=" // ".join(h.name for h in halves) or None,
            mana_cost=ManaCost(tuple(s for c in costs for s in c.symbols)) if costs else None,
            colors=frozenset(c for h in halves for c in h.colors),
            types=tuple(dict.fromkeys(t for h in halves for t in h.types)) or card.types,
            subtypes=tuple(dict.fromkeys(t for h in halves for t in h.subtypes)) or card.subtypes,
            supertypes=card.supertypes,
            power=None,
            toughness=None,
            abilities=tuple(a for h in halves for a in h.abilities),
        )
    _COMBINED[key] = (card, chars)  # card definitions live as long as their pool
    return chars


def copiable_values(obj: GameObject, state: GameState | None = None) -> Characteristics:
    """The values a copy of ``obj`` copies (707.2): layer 1 only -- for a
    face-down object, its face-down values (708.2)."""
    return _copiable_values(state, obj)


@rule("719.3c")
def _applies_now(state: GameState, source: GameObject, static: Static) -> bool:
    """Whether a static ability applies now: one that applies only during its controller's turn, during
    that turn; a "Solved —" ability of a Case, only while the Case is solved (719.3c)."""
    if static.solved and not source.solved:
        return False
    return not static.your_turn_only or state.active == source.controller


@rule("613.1d", "613.1e", "613.1f", "613.4a", "613.4b", "613.4c", "613.7", "122.1b")
def _apply_layers(
    state: GameState,
    obj: GameObject,
    chars: Characteristics,
    env: StaticEnvironment,
    *,
    layer7: bool = True,
) -> Characteristics:
    """Layers 4 to 7 (4 to 6 without ``layer7``) applied to ``chars`` (the object's
    values after layer 1)."""
    mine = (
        sorted((e for e in state.effects if obj.object_id in e.object_ids), key=lambda e: e.timestamp)
        if state.effects
        else []
    )
    if (
        not mine
        and not env.layer4
        and not env.removers
        and not env.base_pt
        and not env.pt
        and not (obj.counters and obj.zone == Zone.BATTLEFIELD)
        and not _defines_itself(chars)
    ):
        return chars  # nothing applies: the values after layer 1 are the characteristics
    # Layer 4: type-changing effects -- changeling (a characteristic-defining ability, applied first),
    # static ("are Assassins in addition", "are artifact creatures") and resolved ("becomes a Frog").
    if chars.has_keyword("changeling") and ALL_CREATURE_TYPES not in chars.subtypes:
        chars = replace(chars, subtypes=(*chars.subtypes, ALL_CREATURE_TYPES))
    layer4: list[tuple[int, Static | None, tuple[str, ...]]] = []
    for timestamp, source, layer4_static in env.layer4:
        if (
            layer4_static.affected is not None
            and _applies_now(state, source, layer4_static)
            and matches(state, layer4_static.affected, obj, chars, source.controller, source)
        ):
            layer4.append((timestamp, layer4_static, ()))
    for effect in mine:
        if effect.kind == "set_subtypes":
            layer4.append((effect.timestamp, None, effect.values))
        elif effect.kind == "add_subtypes":
            layer4.append((effect.timestamp, _ADD_SUBTYPES, effect.values))
        elif effect.kind == "add_types":
            layer4.append((effect.timestamp, _ADD_TYPES, effect.values))
    animated: list[tuple[int, Static]] = []  # 613.6: the same effect's P/T part applies in layer 7b
    for timestamp, change, values in sorted(layer4, key=lambda entry: entry[0]):
        if change is None:
            chars = replace(chars, subtypes=values)
        elif change is _ADD_SUBTYPES:
            chars = replace(
                chars, subtypes=chars.subtypes + tuple(v for v in values if v not in chars.subtypes)
            )
        elif change is _ADD_TYPES:
            chars = replace(chars, types=chars.types + tuple(v for v in values if v not in chars.types))
        elif change.effect == "add_types":
            chars = replace(
                chars,
                types=chars.types + tuple(t for t in change.types if t not in chars.types),
                subtypes=chars.subtypes + tuple(t for t in change.subtypes if t not in chars.subtypes),
            )
            if change.pt_is_mana_value:
                animated.append((timestamp, change))
        else:
            added = tuple(v for v in change.subtypes if v not in chars.subtypes)
            chars = replace(chars, subtypes=chars.subtypes + added)
    # Layer 5: colour-changing effects.
    for effect in mine:
        if effect.kind == "set_colors":
            chars = replace(chars, colors=frozenset(effect.values))
    # Layer 6: ability-adding and -removing effects, static and resolved, in timestamp order.
    # Each entry: (timestamp, a static ability that removes or grants abilities, or None for a resolved
    # effect, and what a resolved effect grants (None: it removes all abilities)).
    layer6: list[tuple[int, Static | None, Ability | None]] = []
    for timestamp, source, remover in env.removers:
        if (
            remover.affected is not None
            and _applies_now(state, source, remover)
            and matches(state, remover.affected, obj, chars, source.controller, source)
        ):
            layer6.append((timestamp, remover, None))
    for effect in mine:
        if effect.kind == "lose_all_abilities":
            layer6.append((effect.timestamp, None, None))
        elif effect.kind in ("grant_keyword", "grant_ability") and effect.ability is not None:
            layer6.append((effect.timestamp, None, effect.ability))
    for _timestamp, static, grant in sorted(layer6, key=lambda entry: entry[0]):
        if static is not None and static.effect != "lose_all_abilities":
            granted = static.keyword if static.keyword is not None else static.ability
            if granted is not None:
                chars = replace(chars, abilities=(*chars.abilities, granted))
        elif grant is None:
            chars = replace(chars, abilities=())
        else:
            chars = replace(chars, abilities=(*chars.abilities, grant))
    if obj.zone == Zone.BATTLEFIELD:
        for counter, amount in obj.counters.items():
            if amount > 0 and counter in KEYWORD_COUNTERS:
                keyword = counter.replace(" ", "_")
                if not chars.has_keyword(keyword):
                    chars = replace(chars, abilities=(*chars.abilities, Keyword(keyword)))
    if not layer7:
        return chars
    # Layer 7a: characteristic-defining abilities; 7b: effects that set power and toughness;
    # 7c: modifications and counters.
    for static in chars.statics():
        if static.effect == "cda_pt" and static.value is not None:
            value = evaluate_amount_for(state, obj, obj.controller, static.value)
            chars = replace(chars, power=value, toughness=value)
    layer7b: list[tuple[int, int, int]] = [
        (e.timestamp, e.power, e.toughness) for e in mine if e.kind == "set_pt"
    ]
    for timestamp, source, static in env.base_pt:
        if (
            static.affected is not None
            and _applies_now(state, source, static)
            and matches(state, static.affected, obj, chars, source.controller, source)
        ):
            layer7b.append((timestamp, static.power, static.toughness))
    for timestamp, _static in animated:
        value = chars.mana_value()
        layer7b.append((timestamp, value, value))
    if layer7b and (chars.power is None or chars.toughness is None):
        chars = replace(chars, power=0, toughness=0)
    if chars.power is not None and chars.toughness is not None:
        power, toughness = chars.power, chars.toughness
        for _timestamp, new_power, new_toughness in sorted(layer7b, key=lambda entry: entry[0]):
            power, toughness = new_power, new_toughness
        for _timestamp, source, static in env.pt:
            if (
                static.affected is not None
                and _applies_now(state, source, static)
                and matches(state, static.affected, obj, chars, source.controller, source)
            ):
                times = 1
                if static.per is not None:
                    times = evaluate_amount_for(state, source, source.controller, static.per)
                power += static.power * times
                toughness += static.toughness * times
        for effect in mine:
            if effect.kind == "modify_pt":
                power += effect.power
                toughness += effect.toughness
        if obj.zone == Zone.BATTLEFIELD:
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
        base[obj.object_id] = _copiable_values(state, obj)
    for obj in state.battlefield:
        for static in statics_of(base[obj.object_id]):
            if static.effect in _LAYER6:
                env.removers.append((obj.timestamp, obj, static))
            elif static.effect in ("add_subtypes", "add_types"):
                env.layer4.append((obj.timestamp, obj, static))
            else:
                continue
            if static.affected is not None:
                env.zones.update(static.affected.zones)
    env.removers.sort(key=lambda entry: entry[0])
    env.layer4.sort(key=lambda entry: entry[0])
    # Statics of later layers come from the values after layer 6 (without layer 7, which can't matter).
    early = StaticEnvironment(layer4=env.layer4, removers=env.removers)
    if env.removers or env.layer4 or state.effects or any(o.counters for o in state.battlefield):
        after6 = {
            o.object_id: _apply_layers(state, o, base[o.object_id], early, layer7=False)
            for o in state.battlefield
        }
    else:
        after6 = base  # nothing of layers 4 to 6 applies (changeling and CDAs don't change abilities)
    for obj in state.battlefield:
        for static in statics_of(after6[obj.object_id]):
            if static.effect in ("modify_pt", "set_base_pt"):
                (env.pt if static.effect == "modify_pt" else env.base_pt).append((obj.timestamp, obj, static))
                if static.affected is not None:
                    env.zones.update(static.affected.zones)
            elif static.effect not in (*_LAYER6, "add_subtypes", "add_types"):
                env.others.append((obj, static))
    env.pt.sort(key=lambda entry: entry[0])
    env.base_pt.sort(key=lambda entry: entry[0])
    env.zones.discard(Zone.BATTLEFIELD)
    # Amounts counted while layer 7 applies ("for each Forest you control", a characteristic-defining
    # ability counting face-down creatures) see the values after layer 6, which is what they count.
    state.chars_cache, state.env_cache = after6, env
    result: dict[str, Characteristics] = {}
    for obj in state.battlefield:
        result[obj.object_id] = _apply_layers(state, obj, base[obj.object_id], env)
    for item in state.stack:
        if item.spell is not None:
            spell_chars = _copiable_values(state, item.spell)
            if Zone.STACK in env.zones or _defines_itself(spell_chars):
                spell_chars = _apply_layers(state, item.spell, spell_chars, env)
            result[item.spell.object_id] = spell_chars
    return result, env


def _ensure(state: GameState) -> tuple[dict[str, Characteristics], StaticEnvironment]:
    if state.chars_cache is None or state.env_cache is None:
        state.chars_cache = state.env_cache = None
        cache, env = _compute(state)
        state.chars_cache, state.env_cache = cache, env
    return state.chars_cache, state.env_cache


@rule("613.1", "613.2b")
def characteristics(state: GameState, obj: GameObject) -> Characteristics:
    """The current characteristics of ``obj`` in whatever zone it is."""
    cache, env = _ensure(state)
    found = cache.get(obj.object_id)
    if found is not None:
        return found
    chars = _copiable_values(state, obj)
    if obj.zone in env.zones or _defines_itself(chars):
        chars = _apply_layers(state, obj, chars, env)
    if obj.zone != Zone.BATTLEFIELD and obj.object_id != "proposed":
        cache[obj.object_id] = chars  # kept until something changes, like the rest
    return chars


def _defines_itself(chars: Characteristics) -> bool:
    """Whether ``chars`` include a characteristic-defining ability, which works in
    every zone (604.3): a P/T-defining one or changeling."""
    abilities = chars.abilities
    if not abilities:
        return False
    found = _DEFINES_ITSELF.get(id(abilities))
    if found is None or found[0] is not abilities:
        value = chars.has_keyword("changeling") or any(s.effect == "cda_pt" for s in chars.statics())
        if len(_DEFINES_ITSELF) > 50_000:
            _DEFINES_ITSELF.clear()
        found = _DEFINES_ITSELF[id(abilities)] = (abilities, value)
    return found[1]


def statics_of(chars: Characteristics) -> tuple[Static, ...]:
    """The static abilities among ``chars``' abilities (kept per abilities tuple)."""
    return _kinds(chars.abilities)[0]


def triggered_of(chars: Characteristics) -> tuple[Triggered, ...]:
    """The triggered abilities among ``chars``' abilities (kept per abilities tuple)."""
    return _kinds(chars.abilities)[1]


@rule("714.2c")
def final_chapter(chars: Characteristics) -> int:
    """A Saga's final chapter number: the greatest chapter number among its chapter abilities, or 0
    if it has none (714.2c)."""
    return max((n for ability in triggered_of(chars) for n in ability.chapters), default=0)


def _kinds(abilities: tuple[Ability, ...]) -> tuple[tuple[Static, ...], tuple[Triggered, ...]]:
    found = _KINDS.get(id(abilities))
    if found is None or found[0] is not abilities:
        if len(_KINDS) > 50_000:
            _KINDS.clear()
        split = (
            tuple(a for a in abilities if isinstance(a, Static)),
            tuple(a for a in abilities if isinstance(a, Triggered)),
        )
        found = _KINDS[id(abilities)] = (abilities, split)
    return found[1]


_KINDS: dict[int, tuple[tuple[Ability, ...], tuple[tuple[Static, ...], tuple[Triggered, ...]]]] = {}

#: Whether an abilities tuple holds a characteristic-defining ability, by tuple (kept alive with it).
_DEFINES_ITSELF: dict[int, tuple[tuple[Ability, ...], bool]] = {}


@rule("601.3e", "708.4")
def proposed_characteristics(state: GameState, obj: GameObject) -> Characteristics:
    """The characteristics ``obj`` (an object not yet in the game state, such as a
    spell proposed for casting) would have where it is, with the continuous
    effects that would apply to it there (601.3e)."""
    _cache, env = _ensure(state)
    chars = _copiable_values(state, obj)
    if obj.zone in env.zones or _defines_itself(chars):
        chars = _apply_layers(state, obj, chars, env)
    return chars


@rule("702.168d", "702.37e", "708.8")
def face_up_characteristics(state: GameState, obj: GameObject) -> Characteristics:
    """What a face-down permanent's characteristics would be if it were face up,
    with the effects now applying to it (used to find its disguise or morph cost)."""
    _cache, env = _ensure(state)
    return _apply_layers(state, obj, _copiable_values(state, obj, assume_face_up=True), env)


def active_statics(state: GameState) -> list[tuple[GameObject, Static]]:
    """Static abilities of permanents other than layer effects, with their sources
    (cost changes, permissions, prohibitions, evasion, replacements). Abilities that
    apply only during their controller's turn are left out during other turns."""
    _cache, env = _ensure(state)
    return [(source, static) for source, static in env.others if _applies_now(state, source, static)]


# --------------------------------------------------------------------------- counting
#
# Layer 7 needs amounts ("*/* equal to the number of ...", 604.3, 613.4a; "+1/+1 for each ..."), and
# those amounts count objects by their characteristics: the recursion is the rules' own, so the
# amounts that need no resolving context live here, beside the layers. Amounts of a resolving spell
# or ability (X, the trigger event, conditions) build on these in :mod:`reference_engine.amounts`.


@rule("608.2h", "113.7a")
def power_of(state: GameState, obj: GameObject) -> int:
    """The power of ``obj`` now, or as it last existed on the battlefield if it is
    gone (last known information); never less than 0 for an amount of damage or counters."""
    live = current(state, obj)
    if live is not None and live.zone in (Zone.BATTLEFIELD, Zone.STACK):
        chars = characteristics(state, live)
    else:
        found = state.lki.get(obj.object_id)
        if found is None:
            return 0
        chars = found
    return max(0, chars.power or 0)


def _counted(state: GameState, filt: ObjectFilter) -> list[GameObject]:
    """The objects an amount counts among: on the battlefield and in graveyards, as ``filt`` says."""
    pool: list[GameObject] = []
    if Zone.BATTLEFIELD in filt.zones:
        pool += state.battlefield
    if Zone.GRAVEYARD in filt.zones:
        for player in state.players:
            pool += player.graveyard
    return pool


def count(state: GameState, filt: ObjectFilter, source: GameObject, controller: str) -> int:
    """How many objects on the battlefield and in graveyards (as ``filt`` says) fit ``filt``."""
    pool = _counted(state, filt)
    return sum(1 for o in pool if matches(state, filt, o, characteristics(state, o), controller, source))


@rule("201.2b")
def different_names(state: GameState, filt: ObjectFilter, source: GameObject, controller: str) -> int:
    """How many of the permanents (and cards) ``filt`` names have different names: the size of
    the largest group in which every object has a name and no two share one (201.2b). An object
    with no name, such as a face-down permanent, is in no such group."""
    names = set()
    for obj in _counted(state, filt):
        chars = characteristics(state, obj)
        if chars.name is not None and matches(state, filt, obj, chars, controller, source):
            names.add(chars.name)
    return len(names)


def evaluate_amount_for(state: GameState, source: GameObject, controller: str, name: Amount) -> int:
    """Value of an amount that needs no resolving context."""
    if isinstance(name, int):
        return name
    if isinstance(name, ObjectFilter):
        return count(state, name, source, controller)
    if isinstance(name, DifferentNames):
        return different_names(state, name.among, source, controller)
    player = state.player(controller)
    if name == "instants_and_sorceries_in_your_graveyard":
        return sum(
            1
            for c in player.graveyard
            if c.definition.has_type("Instant") or c.definition.has_type("Sorcery")
        )
    if name in ("other_creatures_you_control", "creatures_you_control"):
        return sum(
            1
            for o in state.battlefield
            if o.controller == controller
            and (name == "creatures_you_control" or o.object_id != source.object_id)
            and characteristics(state, o).is_creature
        )
    if name == "X":
        return source.x or 0
    if name == "your_experience_counters":
        return player.counters.get("experience", 0)
    if name == "permanents_you_controlled_left_this_turn":
        return state.left_this_turn.get(controller, 0)
    if name == "face_down_creatures_entered_under_you_this_turn":
        return player.face_down_creatures_entered
    if name == "face_down_permanents_entered_under_you_this_turn":
        return player.face_down_permanents_entered
    if name == "permanents_you_turned_face_up_this_turn":
        return player.turned_face_up
    if name == "self_power":
        return power_of(state, source)
    if name == "attackers":
        return len(state.combat.attackers) if state.combat is not None else 0
    if name == "attacking_power":
        if state.combat is None:
            return 0
        attacking = [o for i in state.combat.attackers if (o := state.by_object_id(i)) is not None]
        return sum(power_of(state, o) for o in attacking)
    if name == "your_turn":
        return 1 if state.active == controller else 0
    if name == "self_counters":
        # "The number of counters on it": the source as it is, or as it last existed (its object keeps
        # the counters it had when it left the battlefield).
        return sum(n for n in source.counters.values() if n > 0)
    raise ValueError(f"amount {name!r} needs a resolving context")
