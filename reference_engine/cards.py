"""Card definitions and the small ability language the engine interprets.

A card pool is a set of plain mappings (one per card, read from TOML by the
caller) that :func:`card_from_dict` turns into immutable :class:`CardDef`
objects. Each card lists its oracle facts and its abilities in a structured
form; the format is documented in ``facedown/pool/README.md``. In short, an
ability is one of:

* :class:`Keyword` -- ``{kind = "keyword", keyword = "ward", cost = "{2}"}``;
* :class:`Triggered` -- a trigger event, a subject filter, targets and effects;
* :class:`Static` -- a continuous effect (cost changes, P/T changes, ability
  loss and grants, casting permissions and prohibitions, evasion,
  "as turned face up" replacements);
* :class:`Activated` -- a cost (mana, ``{T}``, sacrifice) and effects;
* :class:`SpellAbility` -- what an instant or sorcery does (possibly modal).

A Saga's chapter abilities (``kind = "chapter"``, 714.2) and a Case's "To solve" ability
(``kind = "to_solve"``, 719.3a) are written in their own forms and become triggered abilities.

Effects are steps ``{op = "draw", count = 1}`` interpreted by
:mod:`reference_engine.effects`; :data:`OPS` lists every op and its parameters.
Object references name objects an effect acts on (``"self"``, ``"target"``,
``"chosen"``, ... or a filter table meaning every matching permanent); amounts
are integers, named amounts or ``{count = <filter>}``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import Any

from .enums import Zone
from .mana import COLORS, ManaCost
from .rules import rule

__all__ = [
    "OPS",
    "Ability",
    "Activated",
    "Amount",
    "CardDataError",
    "CardDef",
    "CardPool",
    "Condition",
    "DifferentNames",
    "Effect",
    "Keyword",
    "Mode",
    "NonManaCost",
    "ObjectFilter",
    "ObjectRef",
    "SpellAbility",
    "Static",
    "TargetSpec",
    "Triggered",
    "Unimplemented",
    "card_from_dict",
    "enchant_keyword",
    "unimplemented_clauses",
]


class CardDataError(ValueError):
    """A card definition doesn't follow the pool format."""


#: Keywords that take a cost ("Ward {2}", "Disguise {R/W}{R/W}", "Equip {1}{R}").
COST_KEYWORDS: frozenset[str] = frozenset(
    {"ward", "disguise", "morph", "megamorph", "negamorph", "equip", "mutate"}
)
#: The colour words of protection ("protection from black", 702.16a).
COLOR_WORDS: Mapping[str, str] = MappingProxyType(
    {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
)
#: Subtypes that are not creature types, for "every creature type" (205.3m, 702.73a).
NONCREATURE_SUBTYPES: frozenset[str] = frozenset(
    {
        "Plains",
        "Island",
        "Swamp",
        "Mountain",
        "Forest",
        "Clue",
        "Equipment",
        "Aura",
        "Saga",
        "Food",
        "Treasure",
    }
)
#: The subtype standing for "every creature type" (changeling, Maskwood Nexus).
ALL_CREATURE_TYPES = "*"
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
        "double_strike",
        "hexproof",
        "indestructible",
        "menace",
        "defender",
        "changeling",
    }
)
#: Keywords the engine shows but never uses: their ``cost`` is shown as printed ("Cycling {U}", "Crew 1").
DISPLAY_KEYWORDS: frozenset[str] = frozenset({"cycling", "more_than_meets_the_eye"})
#: Keyword counters (122.1b): a permanent with one has that keyword.
KEYWORD_COUNTERS: frozenset[str] = frozenset(
    {
        "flying",
        "first strike",
        "double strike",
        "deathtouch",
        "haste",
        "hexproof",
        "indestructible",
        "lifelink",
        "menace",
        "reach",
        "trample",
        "vigilance",
    }
)

#: Trigger events a triggered ability may name.
TRIGGERS: frozenset[str] = frozenset(
    {
        "enters",  # 603.6a
        "turned_face_up",
        "turned_face_down",
        "leaves",  # 603.6c
        "dies",
        "cast_noncreature_spell",  # "whenever you cast a noncreature spell" (prowess)
        "beginning_of_end_step",  # 513.1
        "beginning_of_upkeep",  # "at the beginning of your upkeep" (503.1)
        "beginning_of_your_end_step",  # "at the beginning of your end step" (513.1)
        "beginning_of_combat",  # "at the beginning of combat on your turn" (507.1)
        "cast_spell",  # "whenever you cast a [subject] spell" (601.2i)
        "attacks",  # "whenever [subject] attacks" (508.1m)
        "attacks_with",  # "whenever you attack with N or more creatures" (508.1m)
        "combat_damage_to_player",  # "whenever [subject] deals combat damage to a player" (510.3)
        "combat_damage_to_opponent",  # ... "to an opponent"
        "manifest_dread",  # "whenever you manifest dread" (701.62b)
        "sacrificed",  # "whenever you sacrifice a [subject]" (701.21a)
        "beginning_of_opponents_upkeep",  # "at the beginning of each opponent's upkeep" (503.1)
        "beginning_of_your_second_main",  # "at the beginning of your second main phase" (505.1a)
        "becomes_tapped",  # "whenever [subject] becomes tapped" (701.26a)
        "cast_self",  # "when you cast this spell" (603.2, 601.2i): triggers from the stack
        "combat_damage_to_blocker",  # "whenever [this] deals combat damage to one or more blocking creatures"
        "mutates",  # "whenever this creature mutates" (702.140d)
        "chaos_ensues",  # a plane's chaos ability: "whenever chaos ensues" (309.7, 901.9a)
        "roll_planar_die",  # "whenever you roll the planar die" (901.9)
        "visit",  # an Attraction's visit ability (702.159a): its lit-up number was rolled to visit
        "unlock_this_door",  # "when you unlock this door" (709.5): the door of a Room the ability is on
    }
)

#: The trigger event of a Saga's chapter abilities (written as ``kind = "chapter"``, not as a trigger name):
#: lore counters put on the Saga make their number reach a chapter number (714.2b).
CHAPTER_TRIGGER = "lore_counters"

#: Static effects a static ability may name.
STATICS: frozenset[str] = frozenset(
    {
        "cost_increase",  # "[spells] cost {N} more to cast" (601.2f)
        "cost_reduction",  # "[spells] cost {N} less to cast" (601.2f)
        "modify_pt",  # "[creatures] get +N/+N" (613.4c)
        "cda_pt",  # "[this]'s power and toughness are each equal to ..." (604.3, 613.4a)
        "lose_all_abilities",  # "[creatures] lose all abilities" (613.1f)
        "cast_without_paying",  # "you may cast spells from [zones] without paying their mana costs"
        "cast_from_library_top",  # "you may cast [spells] from the top of your library"
        "library_top_revealed",  # "play with the top card of your library revealed"
        "enters_tapped",  # "[this] enters tapped" (614.1c)
        "as_turned_face_up",  # "as [this] is turned face up, ..." (708.11, 614.1e)
        "grant_keyword",  # "[creatures] have [keyword]" (613.1f)
        "grant_ability",  # "[creatures] have "[ability]"" (613.1f)
        "add_subtypes",  # "[objects] are [subtypes] in addition to their other types" (613.1d)
        "look_at_library_top",  # "you may look at the top card of your library any time"
        "additional_face_up_triggers",  # Panoptic Projektor: such abilities trigger an additional time
        "additional_triggers",  # Delney: triggered abilities of [affected] trigger an additional time
        "enter_as_copy",  # "you may have [this] enter as a copy of [affected]" (707, 614.1c)
        "as_enters",  # "as [this] enters, ..." / "[this] enters with ..." (614.1c)
        "enters_with_counters",  # "[permanents] enter with [counters] on them" (614.1c)
        "prevent_turning_face_up",  # "[affected] can't be turned face up [during your turn]"
        "prevent_entering",  # "[cards] can't enter the battlefield" (701.58f, 701.40f)
        "prohibit_casting_from",  # "players can't cast spells from [zones]"
        "evasion",  # "[affected] can't be blocked [by blockers]" (509.1b)
        "cant_attack_or_block",  # "[affected] can't attack or block" (508.1c, 509.1c)
        "add_types",  # "[objects] are [types] ..." (613.1d), optionally with P/T = mana value (613.4b)
        "set_base_pt",  # "[creatures] have base power and toughness N/N" (613.4b)
        "no_legend_rule",  # "the "legend rule" doesn't apply" (704.5j)
        "look_at_face_down",  # "you may look at face-down creatures your opponents control any time" (708.5)
        "additional_enter_triggers",  # Panharmonicon: [affected] entering makes your abilities trigger again
        "turn_up_cost_increase",  # "all morph costs cost {N} more" (702.37e, 601.2f)
        "turn_up_cost_reduction",  # "[this] costs {N} less to turn face up" (116.2b)
        "look_at_linked",  # "you may look at cards exiled with [this]" (406.3, 607.2a)
        "doesnt_untap",  # "[affected] doesn't untap during its controller's untap step" (502.3)
        "leaves_to_exile",  # "if [this] would leave the battlefield, exile it instead" (614.1a)
        "cant_be_countered",  # "this spell can't be countered" (101.2), on the stack
        "extra_token",  # "if tokens would be created under your control, those plus a [token] are" (614.1a)
    }
)

#: Named amounts besides integers and ``{count = <filter>}``.
AMOUNTS: frozenset[str] = frozenset(
    {
        "X",  # X of the spell, or of the special action that turned the source face up (702.168e)
        "trigger_object_power",  # power of the object the trigger refers to ("that creature"), LKI
        "trigger_amount",  # the amount of the trigger event ("that much damage")
        "instants_and_sorceries_in_your_graveyard",
        "other_creatures_you_control",
        "creatures_you_control",
        "your_experience_counters",
        "trigger_object_mana_value",  # mana value of the object the trigger refers to (a spell cast)
        "permanents_you_controlled_left_this_turn",
        "face_down_creatures_entered_under_you_this_turn",
        "face_down_permanents_entered_under_you_this_turn",
        "permanents_you_turned_face_up_this_turn",
        "target_power",  # power of the first target (last known if it is gone)
        "self_power",
        "moved_count",  # how many objects the previous moving step moved
        "control_gained_count",  # how many permanents the previous gain-control step moved
        "attackers",  # how many creatures attacked (for "attack with N or more")
        "divided",  # the share of the divided damage each target was given (601.2d)
        "trigger_object_has_different_name",  # 1 if "it has a different name than ..." (201.2c), else 0
        "self_counters",  # the counters on the source (as it last existed: "the number of counters on it")
        "attacking_power",  # the total power of the attacking creatures (506.4)
        "your_turn",  # 1 during the ability's controller's turn, else 0 ("if it's your turn")
        "self_solved",  # 1 if the source is a solved Case, else 0 (719.3b)
        "linked_mana_value",  # the total mana value of the cards exiled with the source's linked ability
    }
)

#: Object references an effect may use (besides ``targets:N`` and filter tables).
OBJECT_REFS: frozenset[str] = frozenset(
    {
        "self",  # the source (for a spell, the spell)
        "target",  # the first object target
        "each_target",  # every object target
        "trigger_object",  # the object the trigger event happened to
        "chosen",  # what the last `choose` step chose
        "unchosen",  # the candidates the last `choose` step left
        "looked",  # the cards the last `look_at_top` step looked at
        "top",  # the cards the last `top_of_library` step named (nobody looks at them)
        "moved",  # the objects the last moving step moved (as they are now)
        "attached",  # the permanent the source is attached to
        "event_cards",  # cards the trigger event involved ("a card you put into your graveyard this way")
        "linked",  # the cards exiled with the source's linked ability ("the exiled card", 607.2a)
    }
)
#: Player references an effect may use.
PLAYER_REFS: frozenset[str] = frozenset(
    {
        "you",
        "target",
        "each_opponent",
        "each_player",
        "target_controller",  # the controller of the first object target
        "trigger_player",  # the player the trigger event involved ("that player")
        "controllers_of_moved",  # for each moved object, who controlled it before it moved
        "owner",  # the owner of each object acted on (for create_token: of the first target)
        "owners_of_linked",  # each player who owns a card exiled with the source's linked ability (607.2a)
        "trigger_object_owner",  # the owner of the object the trigger event happened to ("its owner")
        "each_target_player",  # every player target ("up to two target players each ...")
        "owners_of_moved",  # the owner of each object the last moving step moved, once each
    }
)

_TARGETS_REF = re.compile(r"^targets:(\d+)$")
_REMEMBERED_REF = re.compile(r"^remembered:[a-z_]+$")

# Parameter kinds for OPS: "amount", "int", "bool", "str", "strs", "object", "objects" (a list of object
# references), "player", "mana", "token", "filter", "effects", "counters", "ability" (a triggered ability),
# "granted" (any ability), "face" (the characteristics a face-down object is given, 708.2a), "max" (an int
# or "any").
#: Every effect op with its parameters: name -> (kind, default); a default of ``...`` means required.
OPS: Mapping[str, Mapping[str, tuple[str, object]]] = {
    "create_token": {
        "token": ("token", ...),
        "count": ("amount", 1),
        "tapped": ("bool", False),
        "controller": ("player", "you"),
        "counters": ("counters", None),
    },
    "investigate": {"count": ("amount", 1)},
    "lose_life": {"amount": ("amount", ...), "player": ("player", "you")},
    "gain_life": {"amount": ("amount", ...), "player": ("player", "you")},
    "deal_damage": {
        "amount": ("amount", ...),
        "to": ("recipients", "target"),
        "source": ("object", "self"),
    },
    "draw": {"count": ("amount", 1), "player": ("player", "you")},
    "discard_hand": {"player": ("player", "you")},
    "discard": {"count": ("amount", 1), "player": ("player", "you")},
    "mill": {"count": ("amount", 1), "player": ("player", "you")},
    "fight": {"object": ("object", "trigger_object"), "with": ("object", "target")},
    "put_onto_battlefield_face_up_or_down": {"object": ("object", "self")},
    "put_counters": {"counter": ("str", "+1/+1"), "amount": ("amount", 1), "object": ("object", "self")},
    "counter_target": {"to": ("zone", None)},
    "destroy_target": {},
    "destroy": {"object": ("object", "target")},
    "bounce_target": {},
    "exile_targets": {"link": ("bool", False), "face_down": ("bool", False)},
    "return_linked_to_hand": {},
    "pump_until_eot": {
        "object": ("object", "target"),
        "power": ("int", 0),
        "toughness": ("int", 0),
        "per": ("amount", 1),
    },
    "sacrifice": {"object": ("object", ...)},
    "lose_all_abilities": {"object": ("object", "target")},
    "grant_keyword_until_eot": {"object": ("object", "target"), "keyword": ("str", ...)},
    "add_mana": {"mana": ("mana", ...), "restriction": ("str", None)},
    "add_mana_of_one_color": {
        "count": ("int", 1),
        "until_end_of_turn": ("bool", False),
        "restriction": ("str", None),
    },
    "sacrifice_self": {},
    "scry": {"count": ("amount", 1)},
    "tap": {"object": ("object", "target")},
    "untap": {"object": ("object", "target")},
    "phase_out": {"object": ("object", "target")},
    "tap_or_untap": {"object": ("object", "target")},
    "manifest_top": {"player": ("player", "you"), "count": ("amount", 1), "controller": ("player", None)},
    "cloak_top": {"player": ("player", "you"), "count": ("amount", 1), "controller": ("player", None)},
    "exile_top": {
        "count": ("amount", 1),
        "face_down": ("bool", False),
        "player": ("player", "you"),
        "link": ("bool", False),
        "remember": ("str", None),
    },
    "manifest_dread": {"player": ("player", "you"), "times": ("amount", 1), "as": ("face", None)},
    "manifest": {"object": ("object", "chosen"), "tapped": ("bool", False), "random_order": ("bool", False)},
    "manifest_from_hand": {"player": ("player", "you"), "count": ("amount", 1)},
    "cloak": {"object": ("object", "chosen"), "tapped": ("bool", False), "random_order": ("bool", False)},
    "turn_face_up": {"object": ("object", "target"), "otherwise": ("effects", ())},
    "turn_face_down": {"object": ("object", "target"), "as": ("face", None)},
    "look_at": {"object": ("object", "target")},
    "look_at_player": {"player": ("player", "target"), "hand": ("bool", False), "library_top": ("int", 0)},
    "reorder": {"object": ("object", "looked"), "bottom": ("bool", False)},
    "if_condition": {"condition": ("condition", ...), "then": ("effects", ()), "else": ("effects", ())},
    "top_or_bottom": {"object": ("object", "unchosen")},
    "become_aura": {"enchant": ("str", "creature")},
    "grant_ability": {"object": ("object", "target"), "ability": ("granted", ...)},
    "exile_graveyard": {
        "player": ("player", "target"),
        "filter": ("filter", None),
        "face_down": ("bool", False),
        "link": ("bool", False),
    },
    "counter_spells_named": {"object": ("object", "linked")},
    "flip_coin": {"won": ("effects", ()), "lost": ("effects", ())},
    "if_first_resolution_this_turn": {"then": ("effects", ()), "else": ("effects", ())},
    "transform": {"object": ("object", "self")},
    "convert": {"object": ("object", "self")},
    "control_player_next_turn": {"player": ("player", "target")},
    "counter_unless_pays": {"cost": ("mana", ...)},
    "counter_target_unless_pays": {"cost": ("mana", ...)},
    "set_base_pt_until_eot": {
        "object": ("object", "target"),
        "power": ("int", ...),
        "toughness": ("int", ...),
    },
    "set_colors_until_eot": {"object": ("object", "target"), "colors": ("strs", ...)},
    "become_creature": {
        "object": ("object", "target"),
        "types": ("strs", ("Creature",)),
        "power": ("int", None),
        "toughness": ("int", None),
        "until_your_next_turn": ("bool", False),
    },
    "set_creature_types_until_eot": {"object": ("object", "target"), "subtypes": ("strs", ...)},
    "becomes": {
        "object": ("object", "self"),
        "power": ("int", ...),
        "toughness": ("int", ...),
        "colors": ("strs", ()),
        "subtypes": ("strs", ()),
    },
    "choose_pile": {
        "piles": ("objects", ...),
        "player": ("player", "you"),
        "prompt": ("str", "Choose a pile"),
        "then": ("effects", ()),
    },
    "shuffle_face_down": {"objects": ("objects", ...)},
    "choose_face_down": {
        "from": ("object", "moved"),
        "player": ("player", "target"),
        "prompt": ("str", "Choose one of those cards"),
    },
    "secretly_choose": {
        "from": ("object", "moved"),
        "prompt": ("str", "Secretly choose one of them"),
        "as_turned_face_up": ("effects", ()),
    },
    "become_copy": {
        "object": ("object", "target"),
        "of": ("object", "chosen"),
        "until_end_of_turn": ("bool", False),
        "until_turned_face_down": ("bool", False),
        "with_ability": ("granted", ()),
        "choose_from": ("filter", None),
    },
    "reduce_next_spell_cost": {
        "amount": ("int", ...),
        "spells": ("filter", None),
        "this_turn": ("bool", False),
    },
    "surveil": {"count": ("amount", 1)},
    "goad_target": {},
    "player_counters": {"counter": ("str", ...), "amount": ("amount", 1), "player": ("player", "you")},
    "look_at_top": {"count": ("amount", 1), "player": ("player", "you")},
    "look_at_sideboard": {"count": ("amount", 1), "player": ("player", "you")},
    "top_of_library": {"count": ("amount", 1), "player": ("player", "you")},
    "choose": {
        "from": ("object", "looked"),
        "min": ("int", 1),
        "max": ("max", 1),
        "prompt": ("str", "Choose"),
    },
    "search_library": {
        "filter": ("filter", None),
        "max": ("max", 1),
        "reveal": ("bool", True),
        "player": ("player", "you"),
    },
    "move": {
        "object": ("object", "chosen"),
        "to": ("zone", ...),
        "tapped": ("bool", False),
        "bottom": ("bool", False),
        "random_order": ("bool", False),
        "face_down": ("bool", False),
        "controller": ("str", "owner"),
        "if_permanent_card": ("bool", False),
        "play_permission": ("bool", False),
        "simultaneous": ("bool", False),
        "remember": ("str", None),
        "link": ("bool", False),
        "as": ("face", None),
        "filter": ("filter", None),
        "play_until": ("str", None),
    },
    "shuffle": {"player": ("player", "you")},
    "reveal": {"object": ("object", "chosen")},
    "attach_self": {"object": ("object", "target")},
    "exchange_control": {"object": ("object", "targets:0"), "with": ("object", "targets:1")},
    "remove_counters": {"counter": ("str", "+1/+1"), "amount": ("amount", 1), "object": ("object", "target")},
    "gain_control": {
        "object": ("object", "target"),
        "player": ("player", "you"),
        "until_end_of_turn": ("bool", False),
    },
    "must_block_until_eot": {"object": ("object", "target")},
    "look_at_face_down_until_eot": {},
    "delayed_trigger": {
        "ability": ("ability", ...),
        "about": ("object", None),
        "until_end_of_turn": ("bool", True),
        "once": ("bool", False),
    },
    "may": {"effects": ("effects", ...), "prompt": ("str", "Do it?"), "object": ("object", None)},
    "either": {
        "first": ("effects", ...),
        "second": ("effects", ...),
        "first_label": ("str", "first"),
        "second_label": ("str", "second"),
    },
    "keep_tapped_next_untap": {"object": ("object", "target")},
    "if_any": {
        "object": ("object", ...),
        "filter": ("filter", ...),
        "printed": ("bool", False),
        "then": ("effects", ()),
        "else": ("effects", ()),
    },
    "choose_power_toughness": {"values": ("strs", ...)},
    "may_attach_self": {},
    "bounce_with_same_name": {"object": ("object", "target")},
    "prevent_combat_damage_until_eot": {"except": ("filter", None)},
    "if_moved_controlled_by_you": {"then": ("effects", ()), "else": ("effects", ())},
    "change_targets": {},
    "change_target": {},
    "cast_free": {
        "object": ("object", "moved"),
        "optional": ("bool", True),
        "face_down": ("bool", False),  # "cast that card face down as a 2/2 creature spell" (708.4)
        "turn_up_instead": ("bool", False),  # Illusionary Mask's replacement for the permanent it becomes
    },
    # "you may choose a [card] whose mana cost could be paid by some amount of, or all of, the mana you
    # spent on {X}": a ``choose`` decision among the cards ``from`` names that fit, or "none"
    "choose_payable_by_x": {"from": ("object", ...), "prompt": ("str", "Choose a card")},
    "solve": {},  # the source Case becomes solved (719.3a, 719.3b)
    "open_attraction": {"player": ("player", "you")},  # 701.51b
    "exile_from_bottom_until": {
        "player": ("player", "target"),
        "count": ("amount", ...),
        "filter": ("filter", ...),
        "turn_face_down": ("bool", False),
        "link": ("bool", False),
    },
    "name_cards": {"object": ("object", "linked"), "look": ("bool", True), "if_correct": ("effects", ())},
    "unimplemented": {"text": ("str", "")},  # a clause the engine does not carry out (raises if reached)
}

_TYPES = frozenset(
    {
        "Artifact",
        "Battle",
        "Creature",
        "Enchantment",
        "Instant",
        "Kindred",
        "Land",
        "Planeswalker",
        "Sorcery",
        "Plane",  # a nontraditional card of the Planechase variant (309, 901)
    }
)
#: The basic land types (205.3i).
BASIC_LAND_TYPES: frozenset[str] = frozenset({"Plains", "Island", "Swamp", "Mountain", "Forest"})


@dataclass(frozen=True, slots=True)
class ObjectFilter:
    """Which objects a target, trigger subject, reference or static effect applies to.

    ``types``: the object has at least one of them (empty: any); ``nontypes``:
    it has none of them; ``controller``: ``"you"``, ``"opponent"`` or
    ``"any"``, relative to the ability's controller (for cards outside the
    battlefield and the stack: their owner); ``owner``: the same for the
    owner; ``other``: not the source itself; ``self_only``: only the source;
    ``face_down``: only face-down (True) or face-up (False) objects; ``zones``:
    where the object must be; ``subtypes`` / ``supertypes`` / ``keywords`` /
    ``colors``: it has at least one of them; ``colorless``; ``max_power`` /
    ``min_power``; ``named``: it has a name (True) or none (False, 201.2);
    ``historic`` (artifact, legendary or Saga, 700.6); ``attacking``;
    ``tapped``; ``token``; ``attached``: it is the permanent the source is
    attached to; ``turned_face_up_this_turn``; ``power_less_than_source``;
    ``basic_land_type``: it has a basic land type; ``noncolors``: it has none of
    these colours; ``modified`` (700.9); ``blocking``; ``cast_from_hand``: a
    spell its controller cast from their hand; ``mana_value`` /
    ``min_mana_value`` / ``max_mana_value``: its mana value is exactly, at least
    or at most that (202.3); ``counters``: it has a counter of one of these kinds;
    ``nonsubtypes``: it has none of these subtypes.
    """

    types: frozenset[str] = frozenset()
    nontypes: frozenset[str] = frozenset()
    controller: str = "any"
    other: bool = False
    face_down: bool | None = None
    zones: frozenset[Zone] = frozenset({Zone.BATTLEFIELD})
    subtypes: frozenset[str] = frozenset()
    max_power: int | None = None
    min_power: int | None = None
    named: bool | None = None
    keywords: frozenset[str] = frozenset()
    colorless: bool | None = None
    colors: frozenset[str] = frozenset()
    historic: bool | None = None
    attacking: bool | None = None
    tapped: bool | None = None
    token: bool | None = None
    self_only: bool = False
    attached: bool = False
    turned_face_up_this_turn: bool | None = None
    power_less_than_source: bool = False
    basic_land_type: bool | None = None
    supertypes: frozenset[str] = frozenset()
    owner: str = "any"
    nonsupertypes: frozenset[str] = frozenset()
    max_toughness: int | None = None
    noncolors: frozenset[str] = frozenset()  # it has none of these colours ("nonblack")
    modified: bool | None = None  # it has a counter, or an Equipment or Aura its controller controls (700.9)
    blocking: bool | None = None
    cast_from_hand: bool | None = None  # a spell cast from its controller's hand
    all_types: frozenset[str] = frozenset()  # it has every one of these types ("artifact creatures")
    mana_value: int | None = None
    min_mana_value: int | None = None
    max_mana_value: int | None = None
    counters: frozenset[str] = frozenset()
    nonsubtypes: frozenset[str] = frozenset()
    commander: bool | None = None  # its card is its owner's commander (903.3), face up or face down


@dataclass(frozen=True, slots=True)
class DifferentNames:
    """The amount "[objects] with different names": how many of the objects ``among`` names
    there are with a name no other of them shares (201.2b) -- objects without a name count for
    nothing."""

    among: ObjectFilter


#: An object reference: a name from :data:`OBJECT_REFS`, ``"targets:N"``, or a filter (every match).
ObjectRef = str | ObjectFilter
#: An amount: an integer, a name from :data:`AMOUNTS`, a filter (how many permanents match), or
#: how many of them have different names.
Amount = int | str | ObjectFilter | DifferentNames


@dataclass(frozen=True, slots=True)
class TargetSpec:
    """One instance of the word "target" (115.1): ``objects`` (or None) and/or
    ``players`` (``"any"``, ``"opponent"``, ``"you"`` or None), from ``min`` to
    ``max`` targets (``max`` may be ``"X"`` or ``"any"``). With ``per_player``,
    "for each player, up to ``max`` target [objects] that player controls"."""

    objects: ObjectFilter | None
    players: str | None
    min: int = 1
    max: int | str = 1
    per_player: bool = False
    #: Abilities on the stack may be chosen too, besides the spells ``objects`` allows (115.1, 113.1b:
    #: "target spell or ability").
    abilities: bool = False
    #: Only a spell or ability with a single target ("... with a single target"): it targets exactly one
    #: object or player (115.7a).
    single_target: bool = False
    exactly_x: bool = False  # "X target [objects]": exactly X targets, X as announced (601.2c)


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
class NonManaCost:
    """A cost that isn't mana (118.3), as a morph cost may be (702.37a).

    ``action``: ``reveal`` or ``discard`` ``count`` cards in your hand that match ``objects``;
    ``return`` (to their owner's hand) or ``sacrifice`` ``count`` permanents you control that match it;
    ``pay_life`` ``count`` life.
    """

    action: str
    count: int = 1
    objects: ObjectFilter | None = None


@dataclass(frozen=True, slots=True)
class FaceDownFace:
    """The characteristics an effect lists for an object it puts or turns face down (708.2a: "It's a 2/2
    Cyberman artifact creature", "a Forest land"): they replace the 2/2 face-down creature of 708.2a.
    ``turn_up`` is False when the effect says it can't be turned face up."""

    types: tuple[str, ...] = ("Creature",)
    subtypes: tuple[str, ...] = ()
    colors: frozenset[str] = frozenset()
    power: int | None = 2
    toughness: int | None = 2
    abilities: tuple[Ability, ...] = ()
    turn_up: bool = True


@dataclass(frozen=True, slots=True)
class Keyword:
    """A keyword ability; ``cost`` for ward, disguise, morph, megamorph, negamorph and equip.

    ``cost_reduction_per`` and ``cost_reduction`` describe a self-reducing
    keyword cost ("this cost is reduced by {1} for each ...").
    """

    keyword: str
    cost: ManaCost | None = None
    cost_reduction_per: str | None = None
    cost_reduction: int = 0
    text: str = ""
    x_is: str | None = None  # what X in the cost is ("ward {X}, where X is ...", 702.21b)
    restriction: ObjectFilter | None = None  # enchant: what the Aura may enchant (303.4a)
    colors: frozenset[str] = frozenset()  # protection: from these colours (702.16a)
    other_cost: NonManaCost | None = None  # a morph cost that isn't mana ("Pay 5 life", 702.37a, 118.3)
    #: The cost is the object's own mana cost ("their disguise cost is equal to their mana cost"), read
    #: from its characteristics where the cost is needed; ``cost`` is then None.
    cost_is_mana_cost: bool = False

    @property
    def display(self) -> str:
        """The keyword as printed, with its cost (``"Ward {2}"``, ``"Enchant creature"``,
        ``"Protection from black"``, ``"Morph—Sacrifice another creature"``)."""
        name = self.keyword.replace("_", " ").capitalize()
        if self.keyword == "protection":
            return f"{name} from " + " and from ".join(COLOR_WORDS[c] for c in "WUBRG" if c in self.colors)
        if self.other_cost is not None:
            return f"{name}—{self.text}"
        if self.text and self.cost is None and self.keyword in ("enchant", *DISPLAY_KEYWORDS):
            return f"{name} {self.text}"
        return f"{name} {self.cost}" if self.cost is not None else name


@dataclass(frozen=True, slots=True)
class Condition:
    """A comparison of two amounts, e.g. "if its mana value is greater than the
    number of experience counters you have": ``left op right``."""

    left: Amount
    op: str  # one of > >= < <= == !=
    right: Amount
    also: tuple[Condition, ...] = ()  # further comparisons that must hold too ("if ... and ...")


@dataclass(frozen=True, slots=True)
class Mode:
    """One mode of a modal spell or ability (700.2)."""

    effects: tuple[Effect, ...]
    text: str
    targets: tuple[TargetSpec, ...] = ()


@dataclass(frozen=True, slots=True)
class Triggered:
    """A triggered ability (603): "When/Whenever/At [trigger], [effects]".

    ``subject`` None means the source itself; otherwise a filter on the object
    the event happened to, and ``include_self`` whether the source counts too
    ("this creature or another creature you control"). ``batched`` abilities
    ("whenever one or more ...") trigger once per event, not once per object.
    A modal ability lists ``modes``; its mode is chosen as it is put on the
    stack (700.2b).
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
    batched: bool = False
    modes: tuple[Mode, ...] = ()
    subjects: Mapping[str, ObjectFilter] = field(default_factory=dict)  # a subject of its own per event
    by_you: bool = False  # "whenever you turn a permanent face up": only what its controller turned up
    from_graveyard: bool = False  # it triggers while its card is in its owner's graveyard (113.6k)
    chapters: tuple[int, ...] = ()  # a Saga's chapter ability: its chapter numbers (714.2a)

    def subject_for(self, event: str) -> ObjectFilter | None:
        """The subject of the event: its own one ("whenever a face-down permanent you control enters
        and whenever ... is turned face up"), else ``subject``."""
        return self.subjects.get(event, self.subject)

    def fires_on(self, event: str) -> bool:
        """Whether this ability triggers on ``event`` (a name from ``TRIGGERS``)."""
        return self.trigger == event or event in self.also


@dataclass(frozen=True, slots=True)
class Activated:
    """An activated ability (602): ``[mana], [{T}], [sacrifice]: [effects]``. It is
    a mana ability (605.1a) when it has no targets and only adds mana.
    ``sorcery_speed``: "activate only as a sorcery" (602.5d)."""

    effects: tuple[Effect, ...]
    text: str
    mana: ManaCost | None = None
    tap: bool = False
    targets: tuple[TargetSpec, ...] = ()
    sacrifice_self: bool = False
    modes: tuple[Mode, ...] = ()
    sorcery_speed: bool = False
    sacrifice_cost: ObjectFilter | None = None  # "Sacrifice a Clue": another permanent to sacrifice
    discard_hand: bool = False  # "Discard your hand" is part of the cost
    #: A loyalty ability's cost ("[+1]", "[0]", "[−7]"): loyalty counters put on (or removed from) its
    #: source (606.4); such an ability is activated only as a sorcery, once each turn per permanent (606.3).
    loyalty: int | None = None
    #: Crew N's cost: tap any number of other untapped creatures you control with total power N or more
    #: (702.122a).
    crew: int | None = None

    @property
    def is_mana_ability(self) -> bool:
        return (
            not self.targets
            and self.loyalty is None  # 605.1a: a loyalty ability is never a mana ability
            and self.crew is None
            and not self.modes
            and bool(self.effects)
            and all(e.op in ("add_mana", "add_mana_of_one_color") for e in self.effects)
        )


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
    per: Amount | None = None  # the amount multiplies by this amount ("for each ...")
    keyword: Keyword | None = None  # for grant_keyword
    once_per_turn: bool = False  # a permission usable once each turn
    optional: bool = True  # for enter_as_copy: "you may"
    your_turn_only: bool = False  # the effect applies only during its controller's turn
    blockers: ObjectFilter | None = None  # evasion: creatures that can't block [affected]
    ability: Activated | Triggered | None = None  # for grant_ability
    subtypes: tuple[str, ...] = ()  # for add_subtypes
    counters: Mapping[str, int] = field(default_factory=dict)  # for enters_with_counters
    value: Amount | None = None  # for cda_pt
    types: tuple[str, ...] = ()  # for add_types
    pt_is_mana_value: bool = False  # for add_types: power and toughness each equal to its mana value
    lands: bool = False  # for cast_from_library_top: "you may play [lands] ... from the top of your library"
    first_each_turn: bool = False  # for cost_reduction: "the first [spell] you cast each turn costs less"
    library_top: bool = False  # for look_at_face_down: "... and at the top card of your library"
    solved: bool = False  # a "Solved —" ability: it functions only while its Case is solved (719.3c)
    token: str = ""  # for extra_token: the token created besides the others


@dataclass(frozen=True, slots=True)
class SpellAbility:
    """What an instant or sorcery does as it resolves (608.2). A modal spell
    lists ``modes`` and how many may be chosen (``min_modes`` to ``max_modes``)."""

    effects: tuple[Effect, ...]
    text: str
    targets: tuple[TargetSpec, ...] = ()
    modes: tuple[Mode, ...] = ()
    min_modes: int = 1
    max_modes: int = 1
    divide: int = 0  # "N damage divided as you choose among its targets" (601.2d)


@dataclass(frozen=True, slots=True)
class Unimplemented:
    """A clause of the card the engine does not implement (``kind = "unimplemented"``): shown as an
    ability by its ``text``, with no effect; :func:`unimplemented_clauses` lists them."""

    text: str


Ability = Keyword | Triggered | Static | Activated | SpellAbility | Unimplemented


def ability_text(ability: Ability) -> str:
    """How an ability is shown: keywords with their cost, others by their oracle text."""
    if isinstance(ability, Keyword):
        found = _DISPLAY.get(id(ability))
        if found is None or found[0] is not ability:
            found = _DISPLAY[id(ability)] = (ability, ability.display)
        return found[1]
    return ability.text


#: Keyword display texts, by keyword object (kept alive with its text, so an id is never reused).
_DISPLAY: dict[int, tuple[Keyword, str]] = {}


@dataclass(frozen=True, eq=False)
class CardDef:
    """A card's oracle facts and its structured abilities. Immutable and shared.

    A double-faced card (712) has its back face in ``back``; ``name``,
    ``mana_cost`` and the rest describe the front face. A split card (709) describes its first half
    and has its second half in ``split`` (for a Room, 709.5, the two halves are its doors and share
    the type line). An adventurer card (715) describes its creature and has its Adventure, the inset
    alternative characteristics, in ``adventure``.
    """

    name: str
    mana_cost: ManaCost | None
    colors: frozenset[str]
    types: tuple[str, ...]
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    power: int | None = None
    toughness: int | None = None
    defense: int | None = None  # a battle's printed defense (310.4a)
    oracle: str = ""
    abilities: tuple[Ability, ...] = ()
    token: bool = False
    back: CardDef | None = None
    loyalty: int | None = None  # a planeswalker's printed loyalty (209.1, 306.5b)
    split: CardDef | None = None
    adventure: CardDef | None = None

    def __deepcopy__(self, memo: dict[int, object]) -> CardDef:
        return self

    def has_type(self, card_type: str) -> bool:
        return card_type in self.types

    @property
    def double_faced(self) -> bool:
        return self.back is not None

    @property
    def is_attraction(self) -> bool:
        """Whether the card is an Attraction card (717.1): one with an Astrotorium card back."""
        return "Attraction" in self.subtypes and not self.token

    @property
    def is_permanent_card(self) -> bool:
        """Whether the card is a permanent card (110.4b): not an instant, a sorcery or a plane (a
        nontraditional card that is never a permanent, 309.4)."""
        return not ("Instant" in self.types or "Sorcery" in self.types or "Plane" in self.types)

    @property
    def is_room(self) -> bool:
        """Whether the card is a Room: a split card whose halves are doors (709.5)."""
        return self.split is not None and "Room" in self.subtypes

    def halves(self) -> tuple[CardDef, ...]:
        """The faces a player may choose between when casting the card: the two halves of a split card
        (709.3), an adventurer card's creature and its Adventure (715.3), or the card alone."""
        other = self.split or self.adventure
        return (self, other) if other is not None else (self,)

    def faces(self) -> tuple[CardDef, ...]:
        """Every face of the card whose abilities it prints: the front, and its back face, other half or
        Adventure."""
        return tuple(f for f in (self, self.back, self.split, self.adventure) if f is not None)


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
            for token in _tokens_named(card):
                if token not in cards:
                    raise CardDataError(f"card {card.name!r}: token {token!r} is not in the pool")
        return CardPool(MappingProxyType(cards))

    def get(self, name: str) -> CardDef | None:
        return self.cards.get(name)

    def __contains__(self, name: object) -> bool:
        return name in self.cards


def unimplemented_clauses(card: CardDef) -> list[str]:
    """The clauses of ``card`` (both faces) the engine does not implement: whole clauses and the texts
    of abilities whose effect is ``unimplemented``."""
    found: list[str] = []
    for face in card.faces():
        for ability in face.abilities:
            if isinstance(ability, Unimplemented):
                found.append(ability.text)
                continue
            steps: list[Effect] = list(getattr(ability, "effects", ()))
            for mode in getattr(ability, "modes", ()):
                steps += mode.effects
            if any(e.op == "unimplemented" for e in _effects_within(steps)):
                found.append(ability_text(ability))
    return found


def _effects_within(effects: Iterable[Effect]) -> Iterable[Effect]:
    for effect in effects:
        yield effect
        for value in effect.params.values():
            if isinstance(value, tuple) and value and isinstance(value[0], Effect):
                yield from _effects_within(value)
            if isinstance(value, (Triggered, Activated)):
                yield from _effects_within(value.effects)


def _tokens_named(card: CardDef) -> Iterable[str]:
    for face in card.faces():
        for ability in face.abilities:
            steps: list[Effect] = list(getattr(ability, "effects", ()))
            for mode in getattr(ability, "modes", ()):
                steps += mode.effects
            if isinstance(ability, Static) and ability.ability is not None:
                steps += ability.ability.effects
            if isinstance(ability, Static) and ability.token:
                yield ability.token
            for effect in _effects_within(steps):
                if effect.op == "create_token":
                    yield str(effect["token"])
                elif effect.op == "investigate":
                    yield "Clue"


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


_FILTER_KEYS = (
    "types",
    "nontypes",
    "controller",
    "other",
    "face_down",
    "zones",
    "subtypes",
    "max_power",
    "min_power",
    "named",
    "keywords",
    "colorless",
    "colors",
    "historic",
    "attacking",
    "tapped",
    "token",
    "self",
    "attached",
    "turned_face_up_this_turn",
    "power_less_than_source",
    "basic_land_type",
    "supertypes",
    "owner",
    "nonsupertypes",
    "max_toughness",
    "noncolors",
    "modified",
    "blocking",
    "cast_from_hand",
    "all_types",
    "mana_value",
    "min_mana_value",
    "max_mana_value",
    "counters",
    "nonsubtypes",
    "commander",
)


def _optional_bool(data: Mapping[str, Any], key: str, what: str) -> bool | None:
    value = data.get(key)
    if value is not None and not isinstance(value, bool):
        raise CardDataError(f"{what}: {key} must be true or false")
    return value


def _optional_int_key(data: Mapping[str, Any], key: str, what: str) -> int | None:
    value = data.get(key)
    if value is not None and (isinstance(value, bool) or not isinstance(value, int)):
        raise CardDataError(f"{what}: {key} must be an integer")
    return value


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
    owner = data.get("owner", "any")
    for relation in (controller, owner):
        if relation not in ("you", "opponent", "any"):
            raise CardDataError(f"{what}: controller and owner must be you, opponent or any")
    try:
        zones = frozenset(Zone(z) for z in _str_list(data.get("zones", ["battlefield"]), f"{what}.zones"))
    except ValueError as exc:
        raise CardDataError(f"{what}: {exc}") from None
    colors = frozenset(_str_list(data.get("colors"), f"{what}.colors"))
    noncolors = frozenset(_str_list(data.get("noncolors"), f"{what}.noncolors"))
    if not colors | noncolors <= set(COLORS):
        raise CardDataError(f"{what}: colors must be letters among W, U, B, R, G")
    return ObjectFilter(
        types=frozenset(types),
        nontypes=frozenset(nontypes),
        controller=str(controller),
        other=bool(data.get("other", False)),
        face_down=_optional_bool(data, "face_down", what),
        zones=zones,
        subtypes=frozenset(_str_list(data.get("subtypes"), f"{what}.subtypes")),
        max_power=_optional_int_key(data, "max_power", what),
        min_power=_optional_int_key(data, "min_power", what),
        named=_optional_bool(data, "named", what),
        keywords=frozenset(_str_list(data.get("keywords"), f"{what}.keywords")),
        colorless=_optional_bool(data, "colorless", what),
        colors=colors,
        historic=_optional_bool(data, "historic", what),
        attacking=_optional_bool(data, "attacking", what),
        tapped=_optional_bool(data, "tapped", what),
        token=_optional_bool(data, "token", what),
        self_only=bool(data.get("self", False)),
        attached=bool(data.get("attached", False)),
        turned_face_up_this_turn=_optional_bool(data, "turned_face_up_this_turn", what),
        power_less_than_source=bool(data.get("power_less_than_source", False)),
        basic_land_type=_optional_bool(data, "basic_land_type", what),
        supertypes=frozenset(_str_list(data.get("supertypes"), f"{what}.supertypes")),
        owner=str(owner),
        nonsupertypes=frozenset(_str_list(data.get("nonsupertypes"), f"{what}.nonsupertypes")),
        max_toughness=_optional_int_key(data, "max_toughness", what),
        noncolors=noncolors,
        modified=_optional_bool(data, "modified", what),
        blocking=_optional_bool(data, "blocking", what),
        cast_from_hand=_optional_bool(data, "cast_from_hand", what),
        all_types=frozenset(_str_list(data.get("all_types"), f"{what}.all_types")),
        mana_value=_optional_int_key(data, "mana_value", what),
        min_mana_value=_optional_int_key(data, "min_mana_value", what),
        max_mana_value=_optional_int_key(data, "max_mana_value", what),
        counters=frozenset(_str_list(data.get("counters"), f"{what}.counters")),
        nonsubtypes=frozenset(_str_list(data.get("nonsubtypes"), f"{what}.nonsubtypes")),
        commander=_optional_bool(data, "commander", what),
    )


_TARGET_PRESETS: Mapping[str, tuple[Mapping[str, Any] | None, str | None]] = {
    "any": ({"types": ["Creature", "Planeswalker", "Battle"]}, "any"),
    "creature": ({"types": ["Creature"]}, None),
    "permanent": ({}, None),
    "nonland_permanent": ({"nontypes": ["Land"]}, None),
    "spell": ({"zones": ["stack"]}, None),
    "spell_or_ability": ({"zones": ["stack"]}, None),
    "creature_spell": ({"types": ["Creature"], "zones": ["stack"]}, None),
    "card_in_your_graveyard": ({"zones": ["graveyard"], "owner": "you"}, None),
    "player": (None, "any"),
    "opponent": (None, "opponent"),
}


def parse_target(data: object, what: str) -> TargetSpec:
    """A :class:`TargetSpec` from a preset name (``"any"``, ``"creature"``, ``"spell"``,
    ...) or a table ``{target = preset, <filter keys>, players, min, max, per_player}``."""
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
    filter_keys = {
        k: v
        for k, v in data.items()
        if k not in ("target", "players", "min", "max", "per_player", "abilities", "single_target")
    }
    base.update(filter_keys)
    if "players" in data:
        players = data["players"]
        if players not in ("any", "opponent", "you", None):
            raise CardDataError(f"{what}: players must be any, opponent or you")
    minimum = data.get("min", 1)
    maximum = data.get("max", 1)
    exactly_x = minimum == "X"  # "X target creatures": exactly X of them (601.2c)
    if exactly_x:
        minimum, maximum = 0, "X"
    if not isinstance(minimum, int) or not (isinstance(maximum, int) or maximum in ("X", "any")):
        raise CardDataError(f'{what}: min must be an integer and max an integer, "X" or "any"')
    return TargetSpec(
        objects=parse_filter(base, what) if has_objects or filter_keys else None,
        players=players,
        min=minimum,
        max=maximum,
        per_player=bool(data.get("per_player", False)),
        abilities=bool(data.get("abilities", preset_name == "spell_or_ability")),
        single_target=bool(data.get("single_target", False)),
        exactly_x=exactly_x,
    )


def _amount(value: object, what: str) -> Amount:
    if isinstance(value, Mapping):
        if set(value) == {"different_names"} and isinstance(value["different_names"], Mapping):
            return DifferentNames(parse_filter(value["different_names"], f"{what}.different_names"))
        if set(value) != {"count"} or not isinstance(value["count"], Mapping):
            raise CardDataError(
                f"{what} must be an integer, a named amount, {{count = <filter>}}"
                " or {different_names = <filter>}"
            )
        return parse_filter(value["count"], f"{what}.count")
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    if isinstance(value, str) and value in AMOUNTS:
        return value
    raise CardDataError(f"{what} must be an integer or one of {sorted(AMOUNTS)}")


def _object_ref(value: object, what: str) -> ObjectRef:
    if isinstance(value, Mapping):
        return parse_filter(value, what)
    if isinstance(value, str) and (
        value in OBJECT_REFS or _TARGETS_REF.match(value) or _REMEMBERED_REF.match(value)
    ):
        return value
    raise CardDataError(
        f'{what} must be one of {sorted(OBJECT_REFS)}, "targets:N", "remembered:NAME" or a filter table'
    )


def _parse_value(kind: str, value: object, what: str) -> object:
    if kind == "amount":
        return _amount(value, what)
    if kind == "int":
        if isinstance(value, bool) or not isinstance(value, int):
            raise CardDataError(f"{what} must be an integer")
        return value
    if kind == "max":
        if value == "any" or (isinstance(value, int) and not isinstance(value, bool)):
            return value
        raise CardDataError(f'{what} must be an integer or "any"')
    if kind == "bool":
        if not isinstance(value, bool):
            raise CardDataError(f"{what} must be true or false")
        return value
    if kind == "object":
        if value is None:
            return None
        return _object_ref(value, what)
    if kind == "recipients":
        if value in ("target", "each_target", "each_opponent", "each_player", "you"):
            return value
        return _object_ref(value, what)
    if kind == "player":
        if value not in PLAYER_REFS:
            raise CardDataError(f"{what} must be one of {sorted(PLAYER_REFS)}")
        return value
    if kind == "mana":
        return _mana(value, what)
    if kind == "strs":
        return _str_list(value, what)
    if kind == "objects":
        if not isinstance(value, list) or not value:
            raise CardDataError(f"{what} must be a list of object references")
        return tuple(_object_ref(v, f"{what}[{i}]") for i, v in enumerate(value))
    if kind == "filter":
        if not isinstance(value, Mapping):
            raise CardDataError(f"{what} must be a filter table")
        return parse_filter(value, what)
    if kind == "effects":
        return _effects(value, what)
    if kind == "zone":
        try:
            return Zone(str(value))
        except ValueError:
            raise CardDataError(f"{what} must be a zone name") from None
    if kind == "counters":
        if not isinstance(value, Mapping):
            raise CardDataError(f"{what} must be a table of counter amounts")
        return MappingProxyType({str(k): _amount(v, f"{what}.{k}") for k, v in value.items()})
    if kind == "condition":
        return _condition(value, what)
    if kind == "ability":
        if not isinstance(value, Mapping):
            raise CardDataError(f"{what} must be an ability table")
        ability = parse_ability(value, what)
        if not isinstance(ability, Triggered):
            raise CardDataError(f"{what} must be a triggered ability")
        return ability
    if kind == "granted":
        if not isinstance(value, list):
            raise CardDataError(f"{what} must be a list of ability tables")
        return tuple(parse_ability(a, f"{what}[{i}]") for i, a in enumerate(value))
    if kind == "face":
        return None if value is None else _face_down_face(value, what)
    if kind == "condition":
        return _condition(value, what)
    if value is not None and not isinstance(value, str):
        raise CardDataError(f"{what} must be a string")
    return value


def _face_down_face(data: object, what: str) -> FaceDownFace:
    """A :class:`FaceDownFace` from ``{types, subtypes, colors, power, toughness, abilities, turn_up}``."""
    if not isinstance(data, Mapping):
        raise CardDataError(f"{what} must be a table of characteristics")
    unknown = set(data) - {"types", "subtypes", "colors", "power", "toughness", "abilities", "turn_up"}
    if unknown:
        raise CardDataError(f"{what}: unknown keys {sorted(unknown)}")
    types = _str_list(data.get("types", ["Creature"]), f"{what}.types")
    for t in types:
        if t not in _TYPES:
            raise CardDataError(f"{what}: unknown card type {t!r}")
    colors = frozenset(_str_list(data.get("colors"), f"{what}.colors"))
    if not colors <= set(COLORS):
        raise CardDataError(f"{what}: colors must be letters among W, U, B, R, G")
    creature = "Creature" in types
    abilities = data.get("abilities", [])
    if not isinstance(abilities, list):
        raise CardDataError(f"{what}.abilities must be a list of tables")
    return FaceDownFace(
        types=types,
        subtypes=_str_list(data.get("subtypes"), f"{what}.subtypes"),
        colors=colors,
        power=_optional_int(data.get("power", 2 if creature else None), f"{what}.power"),
        toughness=_optional_int(data.get("toughness", 2 if creature else None), f"{what}.toughness"),
        abilities=tuple(parse_ability(a, f"{what}.abilities[{i}]") for i, a in enumerate(abilities)),
        turn_up=bool(data.get("turn_up", True)),
    )


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
    if isinstance(data, tuple):
        return data  # already parsed (a default)
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


def _per(data: object, what: str) -> Amount | None:
    if data is None:
        return None
    return _amount(data, what)


def _granted(data: object, what: str) -> Keyword | None:
    if data is None:
        return None
    if not isinstance(data, Mapping):
        raise CardDataError(f"{what} must be a keyword table")
    ability = parse_ability({"kind": "keyword", **data}, what)
    assert isinstance(ability, Keyword)
    return ability


def _granted_ability(data: object, what: str) -> Activated | Triggered | None:
    if data is None:
        return None
    if not isinstance(data, Mapping):
        raise CardDataError(f"{what} must be an ability table")
    ability = parse_ability(data, what)
    if not isinstance(ability, (Activated, Triggered)):
        raise CardDataError(f"{what} must be an activated or triggered ability")
    return ability


def _condition(data: object, what: str) -> Condition | None:
    if data is None:
        return None
    if isinstance(data, list) and data:
        # Several comparisons that must all hold ("if ... and ...").
        parts = [_condition(part, f"{what}[{i}]") for i, part in enumerate(data)]
        first, *rest = [part for part in parts if part is not None]
        return replace(first, also=tuple(rest))
    if not isinstance(data, Mapping) or data.get("op") not in (">", ">=", "<", "<=", "==", "!="):
        raise CardDataError(f"{what} must be a table {{left = ..., op = ..., right = ...}}")
    left = _amount(data.get("left"), f"{what}.left")
    right = _amount(data.get("right"), f"{what}.right")
    return Condition(left, str(data["op"]), right)


def _counters_table(data: object, what: str) -> Mapping[str, int]:
    if data is None:
        return MappingProxyType({})
    if not isinstance(data, Mapping) or not all(
        isinstance(v, int) and not isinstance(v, bool) for v in data.values()
    ):
        raise CardDataError(f"{what} must be a table of counter amounts")
    return MappingProxyType({str(k): int(v) for k, v in data.items()})


_ENCHANT_PRESETS: Mapping[str, Mapping[str, Any]] = {
    "creature": {"types": ["Creature"]},
    "permanent": {},
    "artifact": {"types": ["Artifact"]},
    "land": {"types": ["Land"]},
}


def _keyword(data: Mapping[str, Any], what: str, text: str) -> Ability:
    keyword = data.get("keyword")
    if keyword == "enchant":
        target = data.get("what", "creature")
        if target not in _ENCHANT_PRESETS:
            raise CardDataError(f"{what}: enchant what must be one of {sorted(_ENCHANT_PRESETS)}")
        return Keyword("enchant", text=str(target), restriction=parse_filter(_ENCHANT_PRESETS[target], what))
    if keyword == "protection":
        colors = frozenset(_str_list(data.get("from"), f"{what}.from"))
        if not colors or not colors <= set(COLORS):
            raise CardDataError(f"{what}: protection needs from = a list of colours")
        return Keyword("protection", colors=colors)
    if (
        keyword in ("morph", "megamorph", "negamorph")
        and isinstance(data.get("cost"), str)
        and not data["cost"].startswith("{")
    ):
        # "Morph—Reveal a blue card in your hand": a cost that isn't mana (702.37a, 118.3).
        return Keyword(
            str(keyword), text=str(data["cost"]), other_cost=parse_non_mana_cost(data["cost"], what)
        )
    if keyword in DISPLAY_KEYWORDS:
        return Keyword(str(keyword), text=str(data.get("cost", "")))
    if keyword == "crew":
        # 702.122a: "Crew N" means "Tap any number of untapped creatures you control with total power N
        # or greater: This Vehicle becomes an artifact creature until end of turn."
        power = data.get("cost")
        if not isinstance(power, str) or not power.isdigit():
            raise CardDataError(f'{what}: crew needs its number as the cost ("1")')
        becomes = {"op": "become_creature", "object": "self", "types": ["Artifact", "Creature"]}
        return Activated(effects=(parse_effect(becomes, what),), text=f"Crew {power}", crew=int(power))
    if keyword in COST_KEYWORDS:
        if "cost" not in data:
            raise CardDataError(f"{what}: keyword {keyword!r} needs a cost")
        if data["cost"] == "mana_cost" and keyword == "disguise":
            # "Their disguise cost is equal to their mana cost": read from the object when needed.
            return Keyword(str(keyword), text=text, cost_is_mana_cost=True)
        cost = _mana(data["cost"], f"{what}.cost")
        if keyword == "equip":
            # 702.6a: "[Cost]: Attach this permanent to target creature you control.
            # Activate only as a sorcery."
            return Activated(
                effects=(parse_effect({"op": "attach_self", "object": "target"}, what),),
                text=f"Equip {cost}",
                mana=cost,
                targets=(TargetSpec(ObjectFilter(types=frozenset({"Creature"}), controller="you"), None),),
                sorcery_speed=True,
            )
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
        return Keyword(str(keyword), cost, per, amount, text, x_is)
    if keyword in PLAIN_KEYWORDS:
        return Keyword(str(keyword), text=text)
    raise CardDataError(f"{what}: unknown keyword {keyword!r}")


def enchant_keyword(what: str) -> Keyword:
    """The keyword "Enchant [what]" (creature, permanent, artifact or land), as an Aura has it (303.4a)."""
    ability = _keyword({"keyword": "enchant", "what": what}, "enchant", "")
    assert isinstance(ability, Keyword)
    return ability


def _mode_bounds(data: Mapping[str, Any], what: str, count: int) -> tuple[int, int]:
    minimum = data.get("min_modes", 1)
    maximum = data.get("max_modes", 1)
    if not isinstance(minimum, int) or not isinstance(maximum, int) or not 1 <= minimum <= maximum:
        raise CardDataError(f"{what}: min_modes and max_modes must be integers, 1 <= min <= max")
    if count and maximum > count:
        raise CardDataError(f"{what}: max_modes is more than the number of modes")
    return minimum, maximum


_COUNT_WORDS = {"a": 1, "an": 1, "another": 1, "one": 1, "two": 2, "three": 3}
_NON_MANA_COSTS: tuple[tuple[str, str], ...] = (
    (r"reveal (?P<n>an?) (?P<colour>white|blue|black|red|green) card in your hand", "reveal"),
    (r"discard (?P<n>an?) (?:(?P<subtype>[a-z]+) )?card", "discard"),
    (r"pay (?P<n>\d+) life", "pay_life"),
    (
        r"return (?P<n>an?|two|three) (?P<subtype>[a-z]+?)s? you control to (?:its|their) owner's hand",
        "return",
    ),
    (r"sacrifice (?P<n>another|an?|two|three) (?P<subtype>[a-z]+?)s?", "sacrifice"),
)


def parse_non_mana_cost(text: str, what: str) -> NonManaCost:
    """A :class:`NonManaCost` from its printed form: "Reveal a blue card in your hand", "Discard a card",
    "Discard a Zombie card", "Pay 5 life", "Return two Islands you control to their owner's hand",
    "Sacrifice another creature", "Sacrifice two Mountains"."""
    cleaned = text.strip().rstrip(".").lower()
    for pattern, action in _NON_MANA_COSTS:
        match = re.fullmatch(pattern, cleaned)
        if match is None:
            continue
        count = int(match["n"]) if match["n"].isdigit() else _COUNT_WORDS[match["n"]]
        if action == "pay_life":
            return NonManaCost(action, count)
        keys: dict[str, Any] = {}
        if action in ("reveal", "discard"):
            keys["zones"] = ["hand"]
        else:
            keys["controller"] = "you"
        if match.groupdict().get("colour"):
            keys["colors"] = [k for k, v in COLOR_WORDS.items() if v == match["colour"]]
        noun = match.groupdict().get("subtype")
        if noun:
            if noun.capitalize() in _TYPES:
                keys["types"] = [noun.capitalize()]
            else:
                keys["subtypes"] = [noun.capitalize()]
        if match["n"] == "another":
            keys["other"] = True
        return NonManaCost(action, count, parse_filter(keys, f"{what}.cost"))
    raise CardDataError(f"{what}: unknown cost {text!r}")


#: A loyalty cost as printed: "[+1]", "[0]", "[−7]" (a minus sign or a hyphen), 606.4.
_LOYALTY_COST = re.compile(r"\[(?:\+\d+|0|[\u2212-]\d+)\]")


def parse_ability(data: Mapping[str, Any], what: str) -> Ability:
    """One ability from its table form (see the module docstring)."""
    kind = data.get("kind")
    text = data.get("text", "")
    if not isinstance(text, str):
        raise CardDataError(f"{what}.text must be a string")
    if kind == "keyword":
        return _keyword(data, what, text)
    if kind == "unimplemented":
        return Unimplemented(text)
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
        subjects_data = data.get("subjects", {})
        if not isinstance(subjects_data, Mapping) or not set(subjects_data) <= set(events):
            raise CardDataError(f"{what}.subjects must be a table of filters by trigger event")
        subjects = {
            str(event): parse_filter(found, f"{what}.subjects.{event}")
            for event, found in subjects_data.items()
        }
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
            batched=bool(data.get("batched", False)),
            modes=_modes(data.get("modes"), f"{what}.modes"),
            subjects=MappingProxyType(subjects),
            by_you=bool(data.get("by_you", False)),
            from_graveyard=bool(data.get("from_graveyard", False)),
        )
    if kind == "chapter":
        return _chapter(data, what, text)
    if kind == "to_solve":
        return _to_solve(data, what, text)
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
            blockers=parse_filter(data["blockers"], f"{what}.blockers") if "blockers" in data else None,
            ability=_granted_ability(data.get("ability"), f"{what}.ability"),
            subtypes=_str_list(data.get("subtypes"), f"{what}.subtypes"),
            counters=_counters_table(data.get("counters"), f"{what}.counters"),
            value=_amount(data["value"], f"{what}.value") if "value" in data else None,
            types=_str_list(data.get("types"), f"{what}.types"),
            pt_is_mana_value=bool(data.get("pt_is_mana_value", False)),
            lands=bool(data.get("lands", False)),
            first_each_turn=bool(data.get("first_each_turn", False)),
            library_top=bool(data.get("library_top", False)),
            solved=bool(data.get("solved", False)),
            token=str(data.get("token", "")),
        )
    if kind == "activated":
        cost = data.get("cost", "")
        if not isinstance(cost, str):
            raise CardDataError(f'{what}.cost must be a string such as "{{2}}, {{T}}"')
        parts = [p.strip() for p in cost.split(",") if p.strip()]
        tap = "{T}" in parts
        sacrifices = [p for p in parts if p.lower().startswith("sacrifice")]
        sacrifice_cost: ObjectFilter | None = None
        sacrifice = False
        for part in sacrifices:
            noun = part[len("sacrifice") :].strip()
            for article in ("a ", "an ", "another "):
                if noun.lower().startswith(article):
                    word = noun[len(article) :].strip()
                    keys: dict[str, Any] = {"other": True}
                    if word.capitalize() in _TYPES:
                        keys["types"] = [word.capitalize()]
                    else:
                        keys["subtypes"] = [word[:1].upper() + word[1:]]
                    sacrifice_cost = parse_filter(keys, f"{what}.cost")
                    break
            else:
                sacrifice = True  # "Sacrifice [this]"
        discard_hand = any(p.lower() == "discard your hand" for p in parts)
        loyalty_parts = [p for p in parts if _LOYALTY_COST.fullmatch(p)]
        loyalty = int(loyalty_parts[0][1:-1].replace("\u2212", "-")) if loyalty_parts else None
        mana_parts = [
            p
            for p in parts
            if p != "{T}"
            and not p.lower().startswith("sacrifice")
            and p.lower() != "discard your hand"
            and p not in loyalty_parts
        ]
        mana = _mana("".join(mana_parts), f"{what}.cost") if mana_parts else None
        return Activated(
            effects=_effects(data.get("effects"), f"{what}.effects"),
            text=text,
            mana=mana,
            tap=tap,
            targets=_targets(data.get("targets"), f"{what}.targets"),
            sacrifice_self=sacrifice,
            modes=_modes(data.get("modes"), f"{what}.modes"),
            sorcery_speed=bool(data.get("sorcery_speed", False)),
            sacrifice_cost=sacrifice_cost,
            discard_hand=discard_hand,
            loyalty=loyalty,
        )
    if kind == "spell":
        modes = _modes(data.get("modes"), f"{what}.modes")
        minimum, maximum = _mode_bounds(data, what, len(modes))
        return SpellAbility(
            effects=_effects(data.get("effects"), f"{what}.effects"),
            text=text,
            targets=_targets(data.get("targets"), f"{what}.targets"),
            modes=modes,
            min_modes=minimum,
            max_modes=maximum,
            divide=int(data.get("divide", 0)),
        )
    raise CardDataError(f"{what}: unknown ability kind {kind!r}")


@rule("714.2a", "714.2b")
def _chapter(data: Mapping[str, Any], what: str, text: str) -> Triggered:
    """A Saga's chapter ability ("I, II — [effect]"): it triggers when lore counters put on the Saga make
    their number reach one of its chapter numbers from below (714.2b)."""
    chapters = data.get("chapters")
    if (
        not isinstance(chapters, list)
        or not chapters
        or not all(isinstance(n, int) and not isinstance(n, bool) and n > 0 for n in chapters)
    ):
        raise CardDataError(f"{what}.chapters must be a list of chapter numbers (1, 2, ...)")
    return Triggered(
        trigger=CHAPTER_TRIGGER,
        effects=_effects(data.get("effects"), f"{what}.effects"),
        text=text,
        targets=_targets(data.get("targets"), f"{what}.targets"),
        chapters=tuple(chapters),
    )


@rule("719.3a")
def _to_solve(data: Mapping[str, Any], what: str, text: str) -> Triggered:
    """A Case's "To solve — [condition]": at the beginning of its controller's end step, if the Case is not
    solved and the condition holds, it becomes solved (an intervening "if", checked again on resolution)."""
    condition = _condition(data.get("condition"), f"{what}.condition")
    if condition is None:
        raise CardDataError(f"{what}.condition is required: what solves the Case")
    unsolved = Condition("self_solved", "==", 0, also=(replace(condition, also=()), *condition.also))
    return Triggered(
        trigger="beginning_of_your_end_step",
        effects=(parse_effect({"op": "solve"}, f"{what}.effects"),),
        text=text,
        condition=unsolved,
        intervening=True,
    )


def _optional_int(value: object, what: str) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise CardDataError(f"{what} must be an integer")
    return value


def _face_from_dict(
    data: Mapping[str, Any], name: str, *, token: bool, shared: CardDef | None = None
) -> CardDef:
    """One face. ``shared``: the first half of a Room, whose type line the other half shares (709.5)."""
    mana_cost = _mana(data["mana_cost"], "mana_cost") if data.get("mana_cost") is not None else None
    types = _str_list(data.get("types"), "types") or (shared.types if shared is not None else ())
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
    defense = _optional_int(data.get("defense"), "defense")
    if ("Battle" in types) != (defense is not None):
        # 310.4a: every battle has a printed defense, and only battles have one.
        raise CardDataError("a battle needs a defense, and only a battle has one")
    return CardDef(
        name=name,
        mana_cost=mana_cost,
        colors=colors,
        types=types,
        subtypes=_str_list(data.get("subtypes"), "subtypes") or (shared.subtypes if shared else ()),
        supertypes=_str_list(data.get("supertypes"), "supertypes"),
        power=_optional_int(data.get("power"), "power"),
        toughness=_optional_int(data.get("toughness"), "toughness"),
        defense=defense,
        oracle=oracle.strip(),
        abilities=abilities,
        token=token,
        loyalty=_optional_int(data.get("loyalty"), "loyalty"),
    )


def card_from_dict(data: Mapping[str, Any]) -> CardDef:
    """A :class:`CardDef` from one card's mapping; raises :class:`CardDataError`.

    A ``[back]`` table describes the back face of a double-faced card (712.2),
    with the same keys as the front (its ``name`` is required). A ``[split]`` table describes the
    second half of a split card (709.1; its types and subtypes default to the first half's: a Room's
    doors share one type line, 709.5), an ``[adventure]`` table an adventurer card's Adventure (715.2).
    """
    name = data.get("name")
    if not isinstance(name, str) or not name:
        raise CardDataError("a card needs a name")
    try:
        token = bool(data.get("token", False))
        front = _face_from_dict(data, name, token=token)
        faces: dict[str, CardDef | None] = {}
        for key in ("back", "split", "adventure"):
            face_data = data.get(key)
            if face_data is None:
                faces[key] = None
                continue
            if not isinstance(face_data, Mapping) or not isinstance(face_data.get("name"), str):
                raise CardDataError(f"{key} must be a table with a name")
            try:
                faces[key] = _face_from_dict(
                    face_data, str(face_data["name"]), token=token, shared=front if key == "split" else None
                )
            except CardDataError as exc:
                raise CardDataError(f"{key} face: {exc}") from None
        if all(face is None for face in faces.values()):
            return front
        if sum(face is not None for face in faces.values()) > 1:
            raise CardDataError("a card has at most one of back, split and adventure")
        return CardDef(
            name=front.name,
            mana_cost=front.mana_cost,
            colors=front.colors,
            types=front.types,
            subtypes=front.subtypes,
            supertypes=front.supertypes,
            power=front.power,
            toughness=front.toughness,
            defense=front.defense,
            oracle=front.oracle,
            abilities=front.abilities,
            token=token,
            back=faces["back"],
            split=faces["split"],
            adventure=faces["adventure"],
            loyalty=front.loyalty,
        )
    except CardDataError as exc:
        raise CardDataError(f"card {name!r}: {exc}") from None
