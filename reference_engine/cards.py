"""Card definitions and the small ability language the engine interprets.

A card pool is a set of plain mappings (one per card, read from TOML by the
caller) that :func:`card_from_dict` turns into immutable :class:`CardDef`
objects. Each card lists its oracle facts and its abilities in a structured
form; the format is documented in ``facedown/pool/README.md``. In short, an
ability is one of:

* :class:`Keyword` -- ``{kind = "keyword", keyword = "ward", cost = "{2}"}``;
* :class:`Triggered` -- a trigger event, a subject filter, targets and effects;
* :class:`Static` -- a continuous effect (cost changes, P/T changes, ability
  loss, casting permissions, "as turned face up" replacements);
* :class:`Activated` -- a cost (mana and/or ``{T}``) and effects;
* :class:`SpellAbility` -- what an instant or sorcery does.

Effects are steps ``{op = "draw", count = 1}`` interpreted by
:mod:`reference_engine.effects`; :data:`OPS` lists every op and its parameters.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from reference_engine.enums import Zone
from reference_engine.mana import COLORS, ManaCost

__all__ = [
    "OPS",
    "Ability",
    "Activated",
    "CardDataError",
    "CardDef",
    "CardPool",
    "Condition",
    "Effect",
    "Keyword",
    "Mode",
    "ObjectFilter",
    "SpellAbility",
    "Static",
    "TargetSpec",
    "Triggered",
    "card_from_dict",
]


class CardDataError(ValueError):
    """A card definition doesn't follow the pool format."""


#: Keywords that take a cost ("Ward {2}", "Disguise {R/W}{R/W}").
COST_KEYWORDS: frozenset[str] = frozenset({"ward", "disguise", "morph", "megamorph"})
#: Keywords without a cost that the engine knows by name.
PLAIN_KEYWORDS: frozenset[str] = frozenset(
    {
        "flying",
        "vigilance",
        "trample",
        "haste",
        "prowess",
        "lifelink",
        "flash",
        "deathtouch",
        "reach",
        "first_strike",
        "hexproof",
        "menace",
        "defender",
    }
)

#: Trigger events a triggered ability may name.
TRIGGERS: frozenset[str] = frozenset(
    {
        "enters",  # 603.6a
        "turned_face_up",
        "leaves",  # 603.6c
        "dies",
        "cast_noncreature_spell",  # "whenever you cast a noncreature spell" (prowess)
        "beginning_of_end_step",  # 513.1
        "beginning_of_upkeep",  # "at the beginning of your upkeep" (503.1)
        "beginning_of_your_end_step",  # "at the beginning of your end step" (513.1)
        "cast_spell",  # "whenever you cast a [subject] spell" (601.2i)
        "combat_damage_to_player",  # needs combat, which the engine doesn't model: never fires
    }
)

#: Static effects a static ability may name.
STATICS: frozenset[str] = frozenset(
    {
        "cost_increase",  # "[spells] cost {N} more to cast" (601.2f)
        "cost_reduction",  # "[spells] cost {N} less to cast" (601.2f)
        "modify_pt",  # "[creatures] get +N/+N" (613.4c)
        "lose_all_abilities",  # "[creatures] lose all abilities" (613.1f)
        "cast_without_paying",  # "you may cast spells from [zones] without paying their mana costs"
        "cast_from_library_top",  # "you may cast [spells] from the top of your library"
        "library_top_revealed",  # "play with the top card of your library revealed"
        "enters_tapped",  # "[this] enters tapped" (614.1c)
        "as_turned_face_up",  # "as [this] is turned face up, ..." (708.11, 614.1e)
        "grant_keyword",  # "[creatures] have [keyword]" (613.1f)
        "look_at_library_top",  # "you may look at the top card of your library any time"
        "additional_face_up_triggers",  # Panoptic Projektor: such abilities trigger an additional time
        "enter_as_copy",  # "you may have this enter as a copy of [affected]" (707, 614.1c)
        "as_enters",  # "as [this] enters, ..." / "[this] enters with ..." (614.1c)
        "prevent_turning_face_up",  # "[affected] can't be turned face up [during your turn]"
    }
)

#: Amount expressions besides integers.
AMOUNTS: frozenset[str] = frozenset(
    {
        "X",  # X of the spell, or of the special action that turned the source face up (702.168e)
        "trigger_object_power",  # power of the object the trigger refers to ("that creature")
        "instants_and_sorceries_in_your_graveyard",
        "other_creatures_you_control",
        "your_experience_counters",
        "trigger_object_mana_value",  # mana value of the object the trigger refers to (a spell cast)
        "permanents_you_controlled_left_this_turn",
    }
)

#: Object references an effect may use.
OBJECT_REFS: frozenset[str] = frozenset({"self", "target", "trigger_object", "each_target"})
#: Player references an effect may use.
PLAYER_REFS: frozenset[str] = frozenset({"you", "target", "each_opponent", "target_controller"})

# Parameter kinds for OPS: "amount", "int", "bool", "str", "object", "player", "mana", "token".
#: Every effect op with its parameters: name -> (kind, default); a default of ``...`` means required.
OPS: Mapping[str, Mapping[str, tuple[str, object]]] = {
    "create_token": {"token": ("token", ...), "count": ("amount", 1), "tapped": ("bool", False)},
    "lose_life": {"amount": ("amount", ...), "player": ("player", "you")},
    "gain_life": {"amount": ("amount", ...), "player": ("player", "you")},
    "deal_damage": {"amount": ("amount", ...), "to": ("str", "target"), "source": ("object", "self")},
    "draw": {"count": ("amount", 1), "player": ("player", "you")},
    "discard_hand": {"player": ("player", "you")},
    "put_counters": {"counter": ("str", "+1/+1"), "amount": ("amount", 1), "object": ("object", "self")},
    "counter_target": {},
    "destroy_target": {},
    "bounce_target": {},
    "exile_targets": {"link": ("bool", False)},
    "return_linked_to_hand": {},
    "pump_until_eot": {"object": ("object", "target"), "power": ("int", 0), "toughness": ("int", 0)},
    "lose_all_abilities": {"object": ("object", "target")},
    "add_mana": {"mana": ("mana", ...)},
    "sacrifice_self": {},
    "scry": {"count": ("amount", 1)},
    "tap": {"object": ("object", "target")},
    "untap": {"object": ("object", "target")},
    "manifest_top": {"player": ("player", "you")},
    "cloak_top": {"player": ("player", "you")},
    "turn_face_up": {"object": ("object", "target")},
    "counter_unless_pays": {"cost": ("mana", ...)},
    "set_base_pt_until_eot": {
        "object": ("object", "target"),
        "power": ("int", ...),
        "toughness": ("int", ...),
    },
    "set_colors_until_eot": {"object": ("object", "target"), "colors": ("strs", ...)},
    "set_creature_types_until_eot": {"object": ("object", "target"), "subtypes": ("strs", ...)},
    "reduce_next_spell_cost": {"amount": ("int", ...), "spells": ("filter", None)},
    "surveil": {"count": ("amount", 1)},
    "goad_target": {},
    "player_counters": {"counter": ("str", ...), "amount": ("amount", 1), "player": ("player", "you")},
}

_TYPES = frozenset(
    {"Artifact", "Battle", "Creature", "Enchantment", "Instant", "Kindred", "Land", "Planeswalker", "Sorcery"}
)


@dataclass(frozen=True, slots=True)
class ObjectFilter:
    """Which objects a target, trigger subject or static effect applies to.

    ``types``: the object has at least one of them (empty: any); ``nontypes``:
    it has none of them; ``controller``: ``"you"``, ``"opponent"`` or
    ``"any"``, relative to the ability's controller; ``other``: not the source
    itself; ``face_down``: only face-down (True) or face-up (False) objects;
    ``zones``: where the object must be; ``subtypes``: it has at least one of
    them; ``max_power``: its power is at most this.
    """

    types: frozenset[str] = frozenset()
    nontypes: frozenset[str] = frozenset()
    controller: str = "any"
    other: bool = False
    face_down: bool | None = None
    zones: frozenset[Zone] = frozenset({Zone.BATTLEFIELD})
    subtypes: frozenset[str] = frozenset()
    max_power: int | None = None


@dataclass(frozen=True, slots=True)
class TargetSpec:
    """One instance of the word "target" (115.1): ``objects`` (or None) and/or
    ``players`` (``"any"``, ``"opponent"``, ``"you"`` or None), from ``min`` to
    ``max`` targets (``max`` may be ``"X"``)."""

    objects: ObjectFilter | None
    players: str | None
    min: int = 1
    max: int | str = 1


@dataclass(frozen=True, slots=True)
class Effect:
    """One step of an effect: an op from :data:`OPS` and its parameters (defaults filled in)."""

    op: str
    params: Mapping[str, Any]

    def __getitem__(self, key: str) -> Any:
        return self.params[key]

    def __deepcopy__(self, memo: dict[int, object]) -> Effect:
        return self  # immutable


@dataclass(frozen=True, slots=True)
class Keyword:
    """A keyword ability; ``cost`` for ward, disguise, morph and megamorph.

    ``cost_reduction_per`` and ``cost_reduction`` describe a self-reducing
    keyword cost ("this cost is reduced by {1} for each ...").
    """

    keyword: str
    cost: ManaCost | None = None
    cost_reduction_per: str | None = None
    cost_reduction: int = 0
    text: str = ""
    x_is: str | None = None  # what X in the cost is ("ward {X}, where X is ...", 702.21b)

    @property
    def display(self) -> str:
        """The keyword as printed, with its cost (``"Ward {2}"``)."""
        name = self.keyword.replace("_", " ").capitalize()
        return f"{name} {self.cost}" if self.cost is not None else name


@dataclass(frozen=True, slots=True)
class Condition:
    """A comparison of two amounts, e.g. "if its mana value is greater than the
    number of experience counters you have": ``left op right``."""

    left: int | str
    op: str  # one of > >= < <= == !=
    right: int | str


@dataclass(frozen=True, slots=True)
class Triggered:
    """A triggered ability (603): "When/Whenever/At [trigger], [effects]".

    ``subject`` None means the source itself; otherwise a filter on the object
    the event happened to, and ``include_self`` whether the source counts too
    ("this creature or another creature you control").
    """

    trigger: str
    effects: tuple[Effect, ...]
    text: str
    subject: ObjectFilter | None = None
    include_self: bool = False
    once_per_turn: bool = False
    targets: tuple[TargetSpec, ...] = ()
    condition: Condition | None = None
    intervening: bool = False  # an "intervening if" clause, checked again on resolution (603.4)
    also: tuple[str, ...] = ()  # further trigger events ("when this enters or is turned face up")

    def fires_on(self, event: str) -> bool:
        """Whether this ability triggers on ``event`` (a name from ``TRIGGERS``)."""
        return self.trigger == event or event in self.also


@dataclass(frozen=True, slots=True)
class Static:
    """A static ability (604): ``effect`` from :data:`STATICS` with its parameters."""

    effect: str
    text: str
    affected: ObjectFilter | None = None
    spells: ObjectFilter | None = None
    amount: int = 0
    power: int = 0
    toughness: int = 0
    zones: frozenset[Zone] = frozenset()
    effects: tuple[Effect, ...] = ()
    per: str | None = None  # the amount multiplies by this named amount ("for each ...")
    keyword: Keyword | None = None  # for grant_keyword
    once_per_turn: bool = False  # a permission usable once each turn
    optional: bool = True  # for enter_as_copy: "you may"
    your_turn_only: bool = False  # the effect applies only during its controller's turn


@dataclass(frozen=True, slots=True)
class Mode:
    """One mode of a modal ability (700.2)."""

    effects: tuple[Effect, ...]
    text: str
    targets: tuple[TargetSpec, ...] = ()


@dataclass(frozen=True, slots=True)
class Activated:
    """An activated ability (602): ``[mana], [{T}]: [effects]``. It is a mana
    ability (605.1a) when it has no targets and only adds mana."""

    effects: tuple[Effect, ...]
    text: str
    mana: ManaCost | None = None
    tap: bool = False
    targets: tuple[TargetSpec, ...] = ()
    sacrifice_self: bool = False
    modes: tuple[Mode, ...] = ()

    @property
    def is_mana_ability(self) -> bool:
        return (
            not self.targets
            and not self.modes
            and bool(self.effects)
            and all(e.op == "add_mana" for e in self.effects)
        )


@dataclass(frozen=True, slots=True)
class SpellAbility:
    """What an instant or sorcery does as it resolves (608.2)."""

    effects: tuple[Effect, ...]
    text: str
    targets: tuple[TargetSpec, ...] = ()


Ability = Keyword | Triggered | Static | Activated | SpellAbility


def ability_text(ability: Ability) -> str:
    """How an ability is shown: keywords with their cost, others by their oracle text."""
    if isinstance(ability, Keyword):
        return ability.display
    return ability.text


@dataclass(frozen=True, eq=False)
class CardDef:
    """A card's oracle facts and its structured abilities. Immutable and shared."""

    name: str
    mana_cost: ManaCost | None
    colors: frozenset[str]
    types: tuple[str, ...]
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    power: int | None = None
    toughness: int | None = None
    oracle: str = ""
    abilities: tuple[Ability, ...] = ()
    token: bool = False

    def __deepcopy__(self, memo: dict[int, object]) -> CardDef:
        return self

    def has_type(self, card_type: str) -> bool:
        return card_type in self.types


@dataclass(frozen=True, slots=True)
class CardPool:
    """Card definitions by name."""

    cards: Mapping[str, CardDef] = field(default_factory=dict)

    def __deepcopy__(self, memo: dict[int, object]) -> CardPool:
        return self  # immutable and shared

    @staticmethod
    def from_dicts(entries: Iterable[Mapping[str, Any]]) -> CardPool:
        """Build a pool; raises :class:`CardDataError` naming the card at fault."""
        cards: dict[str, CardDef] = {}
        for entry in entries:
            card = card_from_dict(entry)
            if card.name in cards:
                raise CardDataError(f"card {card.name!r} is defined twice")
            cards[card.name] = card
        for card in cards.values():
            for ability in card.abilities:
                for effect in getattr(ability, "effects", ()):
                    if effect.op == "create_token" and effect["token"] not in cards:
                        raise CardDataError(
                            f"card {card.name!r}: token {effect['token']!r} is not in the pool"
                        )
        return CardPool(MappingProxyType(cards))

    def get(self, name: str) -> CardDef | None:
        return self.cards.get(name)

    def __contains__(self, name: object) -> bool:
        return name in self.cards


# --------------------------------------------------------------------------- parsing


def _str_list(value: object, what: str) -> tuple[str, ...]:
    if value is None:
        return ()
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise CardDataError(f"{what} must be a list of strings")
    return tuple(value)


def _mana(value: object, what: str) -> ManaCost:
    if not isinstance(value, str):
        raise CardDataError(f"{what} must be a mana cost string")
    try:
        return ManaCost.parse(value)
    except ValueError as exc:
        raise CardDataError(f"{what}: {exc}") from None


def parse_filter(data: Mapping[str, Any], what: str) -> ObjectFilter:
    """An :class:`ObjectFilter` from its table form."""
    unknown = set(data) - set(_FILTER_KEYS)
    if unknown:
        raise CardDataError(f"{what}: unknown filter keys {sorted(unknown)}")
    types = _str_list(data.get("types"), f"{what}.types")
    nontypes = _str_list(data.get("nontypes"), f"{what}.nontypes")
    for t in (*types, *nontypes):
        if t not in _TYPES:
            raise CardDataError(f"{what}: unknown card type {t!r}")
    controller = data.get("controller", "any")
    if controller not in ("you", "opponent", "any"):
        raise CardDataError(f"{what}: controller must be you, opponent or any")
    face_down = data.get("face_down")
    if face_down is not None and not isinstance(face_down, bool):
        raise CardDataError(f"{what}: face_down must be true or false")
    try:
        zones = frozenset(Zone(z) for z in _str_list(data.get("zones", ["battlefield"]), f"{what}.zones"))
    except ValueError as exc:
        raise CardDataError(f"{what}: {exc}") from None
    max_power = data.get("max_power")
    if max_power is not None and (isinstance(max_power, bool) or not isinstance(max_power, int)):
        raise CardDataError(f"{what}: max_power must be an integer")
    return ObjectFilter(
        types=frozenset(types),
        nontypes=frozenset(nontypes),
        controller=str(controller),
        other=bool(data.get("other", False)),
        face_down=face_down,
        zones=zones,
        subtypes=frozenset(_str_list(data.get("subtypes"), f"{what}.subtypes")),
        max_power=max_power,
    )


_FILTER_KEYS = ("types", "nontypes", "controller", "other", "face_down", "zones", "subtypes", "max_power")


_TARGET_PRESETS: Mapping[str, tuple[Mapping[str, Any] | None, str | None]] = {
    "any": ({"types": ["Creature", "Planeswalker", "Battle"]}, "any"),
    "creature": ({"types": ["Creature"]}, None),
    "permanent": ({}, None),
    "nonland_permanent": ({"nontypes": ["Land"]}, None),
    "spell": ({"zones": ["stack"]}, None),
    "creature_spell": ({"types": ["Creature"], "zones": ["stack"]}, None),
    "player": (None, "any"),
    "opponent": (None, "opponent"),
}


def parse_target(data: object, what: str) -> TargetSpec:
    """A :class:`TargetSpec` from a preset name (``"any"``, ``"creature"``, ``"spell"``,
    ...) or a table ``{target = preset, <filter keys>, players, min, max}``."""
    if isinstance(data, str):
        data = {"target": data}
    if not isinstance(data, Mapping):
        raise CardDataError(f"{what} must be a preset name or a table")
    preset_name = data.get("target")
    base: dict[str, Any] = {}
    players: str | None = None
    if preset_name is not None:
        if preset_name not in _TARGET_PRESETS:
            raise CardDataError(f"{what}: unknown target preset {preset_name!r}")
        preset_objects, players = _TARGET_PRESETS[preset_name]
        base = dict(preset_objects) if preset_objects is not None else {}
        has_objects = preset_objects is not None
    else:
        has_objects = any(k in data for k in _FILTER_KEYS)
    filter_keys = {k: v for k, v in data.items() if k not in ("target", "players", "min", "max")}
    base.update(filter_keys)
    if "players" in data:
        players = data["players"]
        if players not in ("any", "opponent", "you", None):
            raise CardDataError(f"{what}: players must be any, opponent or you")
    minimum = data.get("min", 1)
    maximum = data.get("max", 1)
    if not isinstance(minimum, int) or not (isinstance(maximum, int) or maximum == "X"):
        raise CardDataError(f'{what}: min must be an integer and max an integer or "X"')
    return TargetSpec(
        objects=parse_filter(base, what) if has_objects or filter_keys else None,
        players=players,
        min=minimum,
        max=maximum,
    )


def _parse_value(kind: str, value: object, what: str) -> object:
    if kind == "amount":
        if isinstance(value, bool) or not (isinstance(value, int) or value in AMOUNTS):
            raise CardDataError(f"{what} must be an integer or one of {sorted(AMOUNTS)}")
        return value
    if kind == "int":
        if isinstance(value, bool) or not isinstance(value, int):
            raise CardDataError(f"{what} must be an integer")
        return value
    if kind == "bool":
        if not isinstance(value, bool):
            raise CardDataError(f"{what} must be true or false")
        return value
    if kind == "object":
        if value not in OBJECT_REFS:
            raise CardDataError(f"{what} must be one of {sorted(OBJECT_REFS)}")
        return value
    if kind == "player":
        if value not in PLAYER_REFS:
            raise CardDataError(f"{what} must be one of {sorted(PLAYER_REFS)}")
        return value
    if kind == "mana":
        return _mana(value, what)
    if kind == "strs":
        return _str_list(value, what)
    if kind == "filter":
        if not isinstance(value, Mapping):
            raise CardDataError(f"{what} must be a filter table")
        return parse_filter(value, what)
    if not isinstance(value, str):
        raise CardDataError(f"{what} must be a string")
    return value


def parse_effect(data: object, what: str) -> Effect:
    """An :class:`Effect` from ``{op = ..., <params>}``, with defaults filled in."""
    if not isinstance(data, Mapping) or not isinstance(data.get("op"), str):
        raise CardDataError(f"{what} must be a table with an op")
    op = data["op"]
    if op not in OPS:
        raise CardDataError(f"{what}: unknown op {op!r}")
    spec = OPS[op]
    unknown = set(data) - {"op"} - set(spec)
    if unknown:
        raise CardDataError(f"{what}: op {op!r} has no parameters {sorted(unknown)}")
    params: dict[str, object] = {}
    for name, (kind, default) in spec.items():
        if name in data:
            params[name] = _parse_value(kind, data[name], f"{what}.{name}")
        elif default is ...:
            raise CardDataError(f"{what}: op {op!r} needs {name!r}")
        else:
            params[name] = default
    return Effect(op, MappingProxyType(params))


def _effects(data: object, what: str) -> tuple[Effect, ...]:
    if data is None:
        return ()
    if not isinstance(data, list):
        raise CardDataError(f"{what} must be a list of tables")
    return tuple(parse_effect(e, f"{what}[{i}]") for i, e in enumerate(data))


def _targets(data: object, what: str) -> tuple[TargetSpec, ...]:
    if data is None:
        return ()
    if not isinstance(data, list):
        raise CardDataError(f"{what} must be a list")
    return tuple(parse_target(t, f"{what}[{i}]") for i, t in enumerate(data))


def _modes(data: object, what: str) -> tuple[Mode, ...]:
    if data is None:
        return ()
    if not isinstance(data, list):
        raise CardDataError(f"{what} must be a list of tables")
    modes: list[Mode] = []
    for i, entry in enumerate(data):
        if not isinstance(entry, Mapping):
            raise CardDataError(f"{what}[{i}] must be a table")
        modes.append(
            Mode(
                effects=_effects(entry.get("effects"), f"{what}[{i}].effects"),
                text=str(entry.get("text", "")),
                targets=_targets(entry.get("targets"), f"{what}[{i}].targets"),
            )
        )
    return tuple(modes)


def _per(data: object, what: str) -> str | None:
    if data is None:
        return None
    if data not in AMOUNTS:
        raise CardDataError(f"{what} must be one of {sorted(AMOUNTS)}")
    return str(data)


def _granted(data: object, what: str) -> Keyword | None:
    if data is None:
        return None
    if not isinstance(data, Mapping):
        raise CardDataError(f"{what} must be a keyword table")
    ability = parse_ability({"kind": "keyword", **data}, what)
    assert isinstance(ability, Keyword)
    return ability


def _condition(data: object, what: str) -> Condition | None:
    if data is None:
        return None
    if not isinstance(data, Mapping) or data.get("op") not in (">", ">=", "<", "<=", "==", "!="):
        raise CardDataError(f"{what} must be a table {{left = ..., op = ..., right = ...}}")
    left = _parse_value("amount", data.get("left"), f"{what}.left")
    right = _parse_value("amount", data.get("right"), f"{what}.right")
    assert isinstance(left, (int, str)) and isinstance(right, (int, str))
    return Condition(left, str(data["op"]), right)


def parse_ability(data: Mapping[str, Any], what: str) -> Ability:
    """One ability from its table form (see the module docstring)."""
    kind = data.get("kind")
    text = data.get("text", "")
    if not isinstance(text, str):
        raise CardDataError(f"{what}.text must be a string")
    if kind == "keyword":
        keyword = data.get("keyword")
        if keyword in COST_KEYWORDS:
            if "cost" not in data:
                raise CardDataError(f"{what}: keyword {keyword!r} needs a cost")
            reduction = data.get("cost_reduction")
            per: str | None = None
            amount = 0
            if reduction is not None:
                if not isinstance(reduction, Mapping) or reduction.get("per") not in AMOUNTS:
                    raise CardDataError(f"{what}.cost_reduction must be {{per = <amount name>, amount = N}}")
                per = str(reduction["per"])
                amount = int(reduction.get("amount", 1))
            x_is = data.get("x_is")
            if x_is is not None and x_is not in AMOUNTS:
                raise CardDataError(f"{what}.x_is must be one of {sorted(AMOUNTS)}")
            return Keyword(str(keyword), _mana(data["cost"], f"{what}.cost"), per, amount, text, x_is)
        if keyword in PLAIN_KEYWORDS:
            return Keyword(str(keyword), text=text)
        raise CardDataError(f"{what}: unknown keyword {keyword!r}")
    if kind == "triggered":
        trigger_data = data.get("trigger")
        events = trigger_data if isinstance(trigger_data, list) else [trigger_data]
        for event in events:
            if event not in TRIGGERS:
                raise CardDataError(f"{what}: unknown trigger {event!r}")
        trigger = events[0]
        subject_data = data.get("subject", "self")
        subject: ObjectFilter | None = None
        if subject_data != "self":
            if not isinstance(subject_data, Mapping):
                raise CardDataError(f'{what}.subject must be "self" or a filter table')
            subject = parse_filter(subject_data, f"{what}.subject")
        return Triggered(
            trigger=str(trigger),
            effects=_effects(data.get("effects"), f"{what}.effects"),
            text=text,
            subject=subject,
            include_self=bool(data.get("include_self", False)),
            once_per_turn=bool(data.get("once_per_turn", False)),
            targets=_targets(data.get("targets"), f"{what}.targets"),
            condition=_condition(data.get("condition"), f"{what}.condition"),
            intervening=bool(data.get("intervening", False)),
            also=tuple(str(e) for e in events[1:]),
        )
    if kind == "static":
        effect = data.get("effect")
        if effect not in STATICS:
            raise CardDataError(f"{what}: unknown static effect {effect!r}")
        try:
            zones = frozenset(Zone(z) for z in _str_list(data.get("zones"), f"{what}.zones"))
        except ValueError as exc:
            raise CardDataError(f"{what}: {exc}") from None
        return Static(
            effect=str(effect),
            text=text,
            affected=parse_filter(data["affected"], f"{what}.affected") if "affected" in data else None,
            spells=parse_filter(data["spells"], f"{what}.spells") if "spells" in data else None,
            amount=int(data.get("amount", 0)),
            power=int(data.get("power", 0)),
            toughness=int(data.get("toughness", 0)),
            zones=zones,
            effects=_effects(data.get("effects"), f"{what}.effects"),
            per=_per(data.get("per"), f"{what}.per"),
            keyword=_granted(data.get("keyword"), f"{what}.keyword"),
            once_per_turn=bool(data.get("once_per_turn", False)),
            optional=bool(data.get("optional", True)),
            your_turn_only=bool(data.get("your_turn_only", False)),
        )
    if kind == "activated":
        cost = data.get("cost", "")
        if not isinstance(cost, str):
            raise CardDataError(f'{what}.cost must be a string such as "{{2}}, {{T}}"')
        parts = [p.strip() for p in cost.split(",") if p.strip()]
        tap = "{T}" in parts
        sacrifice = any(p.lower().startswith("sacrifice") for p in parts)
        mana_parts = [p for p in parts if p != "{T}" and not p.lower().startswith("sacrifice")]
        mana = _mana("".join(mana_parts), f"{what}.cost") if mana_parts else None
        return Activated(
            effects=_effects(data.get("effects"), f"{what}.effects"),
            text=text,
            mana=mana,
            tap=tap,
            targets=_targets(data.get("targets"), f"{what}.targets"),
            sacrifice_self=sacrifice,
            modes=_modes(data.get("modes"), f"{what}.modes"),
        )
    if kind == "spell":
        return SpellAbility(
            effects=_effects(data.get("effects"), f"{what}.effects"),
            text=text,
            targets=_targets(data.get("targets"), f"{what}.targets"),
        )
    raise CardDataError(f"{what}: unknown ability kind {kind!r}")


def _optional_int(value: object, what: str) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise CardDataError(f"{what} must be an integer")
    return value


def card_from_dict(data: Mapping[str, Any]) -> CardDef:
    """A :class:`CardDef` from one card's mapping; raises :class:`CardDataError`."""
    name = data.get("name")
    if not isinstance(name, str) or not name:
        raise CardDataError("a card needs a name")
    try:
        mana_cost = _mana(data["mana_cost"], "mana_cost") if data.get("mana_cost") is not None else None
        types = _str_list(data.get("types"), "types")
        if not types:
            raise CardDataError("types must list at least one card type")
        for t in types:
            if t not in _TYPES:
                raise CardDataError(f"unknown card type {t!r}")
        colors_data = data.get("colors")
        if colors_data is not None:
            colors = frozenset(_str_list(colors_data, "colors"))
            if not colors <= set(COLORS):
                raise CardDataError("colors must be letters among W, U, B, R, G")
        else:
            colors = mana_cost.colors if mana_cost is not None else frozenset()
        abilities_data = data.get("abilities", [])
        if not isinstance(abilities_data, Sequence) or isinstance(abilities_data, str):
            raise CardDataError("abilities must be a list of tables")
        abilities = tuple(parse_ability(a, f"abilities[{i}]") for i, a in enumerate(abilities_data))
        oracle = data.get("oracle", "")
        if not isinstance(oracle, str):
            raise CardDataError("oracle must be a string")
        return CardDef(
            name=name,
            mana_cost=mana_cost,
            colors=colors,
            types=types,
            subtypes=_str_list(data.get("subtypes"), "subtypes"),
            supertypes=_str_list(data.get("supertypes"), "supertypes"),
            power=_optional_int(data.get("power"), "power"),
            toughness=_optional_int(data.get("toughness"), "toughness"),
            oracle=oracle.strip(),
            abilities=abilities,
            token=bool(data.get("token", False)),
        )
    except CardDataError as exc:
        raise CardDataError(f"card {name!r}: {exc}") from None
