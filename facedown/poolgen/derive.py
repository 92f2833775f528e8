"""Abilities read from oracle text by templates, in the pool's ability language (facedown/pool/README.md).

Each line of a card's oracle text (reminder text removed, its own name read as "CARDNAME") is one
clause. :func:`derive` turns every clause into ability tables: a keyword line into keyword abilities,
a trigger it knows ("When this creature is turned face up, ...", "When this creature enters, ...")
into a triggered ability whose targets and effects come from the effect templates below, and an "as
this is turned face up" counters clause into its replacement effect.

What no template reads is never dropped: a whole clause becomes ``{kind = "unimplemented"}`` (the
engine shows its text and declares it unimplemented), and a known trigger whose effect no template
reads keeps its trigger and targets with the effect ``{op = "unimplemented"}`` (the engine raises
an error naming the card and the clause if it would resolve). :class:`Derived` lists those clauses.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

__all__ = ["Derived", "derive", "keyword_cost", "split_clauses"]

Table = dict[str, Any]

_NUMBERS = {
    "a": 1,
    "an": 1,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
}
_NUMBER = r"(?P<n>a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+)"
_COLOUR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_PLAIN_KEYWORDS = {
    "flying": "flying",
    "vigilance": "vigilance",
    "trample": "trample",
    "haste": "haste",
    "prowess": "prowess",
    "lifelink": "lifelink",
    "flash": "flash",
    "deathtouch": "deathtouch",
    "reach": "reach",
    "first strike": "first_strike",
    "double strike": "double_strike",
    "hexproof": "hexproof",
    "indestructible": "indestructible",
    "menace": "menace",
    "defender": "defender",
    "changeling": "changeling",
}
_SELF = r"(?:CARDNAME|this (?:creature|permanent|artifact|enchantment|land|Aura|Equipment|Vehicle))"
_MANA = r"(?:\{[^}]+\})+"


@dataclass
class Derived:
    """A face's abilities and the clauses no template could read (whole or in part)."""

    abilities: list[Table] = field(default_factory=list)
    unimplemented: list[str] = field(default_factory=list)


def number(word: str) -> int:
    """A number written as a word or digits."""
    return _NUMBERS[word.lower()] if word.lower() in _NUMBERS else int(word)


def split_clauses(text: str) -> list[str]:
    """The clauses of an oracle text: its lines, reminder text removed, empty lines dropped.

    A modal ability ("choose one —" and its "•" lines) stays one clause.
    """
    text = re.sub(r" ?\([^)]*\)", "", text)
    clauses: list[str] = []
    for line in (part.strip() for part in text.split("\n")):
        if not line:
            continue
        if line.startswith("•") and clauses:
            clauses[-1] += "\n" + line
        else:
            clauses.append(line)
    return clauses


# --------------------------------------------------------------------------- keywords


def keyword_cost(cost: str) -> str | None:
    """A morph or disguise cost as the pool writes it: a mana cost, or a non-mana cost it knows
    (reveal, discard, pay life, return, sacrifice, a self-reducing cost); ``None`` if unknown."""
    cost = cost.strip().rstrip(".")
    if re.fullmatch(_MANA, cost):
        return cost
    known = (
        r"Reveal an? (?:white|blue|black|red|green) card in your hand",
        r"Discard an? (?:[A-Z][a-z]+ )?card",
        r"Pay \d+ life",
        r"Return (?:a|an|two|three) [A-Z][a-z]+s? you control to (?:its|their) owner's hand",
        r"Sacrifice (?:another|a|an|two|three) [A-Za-z]+",
    )
    if any(re.fullmatch(pattern, cost) for pattern in known):
        return cost
    return None


def _keyword_item(item: str) -> list[Table] | None:
    lower = item.lower()
    if lower in _PLAIN_KEYWORDS:
        return [{"kind": "keyword", "keyword": _PLAIN_KEYWORDS[lower]}]
    match = re.fullmatch(r"(Morph|Megamorph|Disguise)(?: |—)(.+)", item)
    if match:
        keyword = match[1].lower()
        cost = match[2].strip()
        reduced = re.fullmatch(
            r"("
            + _MANA
            + r")\. This cost is reduced by \{1\} for each instant and sorcery card in your graveyard",
            cost.rstrip("."),
        )
        if reduced:
            return [
                {
                    "kind": "keyword",
                    "keyword": keyword,
                    "cost": reduced[1],
                    "cost_reduction": {"per": "instants_and_sorceries_in_your_graveyard", "amount": 1},
                }
            ]
        known = keyword_cost(cost)
        return None if known is None else [{"kind": "keyword", "keyword": keyword, "cost": known}]
    match = re.fullmatch(r"Ward (" + _MANA + r")", item)
    if match:
        return [{"kind": "keyword", "keyword": "ward", "cost": match[1]}]
    match = re.fullmatch(r"Equip (" + _MANA + r")", item)
    if match:
        return [{"kind": "keyword", "keyword": "equip", "cost": match[1]}]
    match = re.fullmatch(r"Enchant (creature|permanent|artifact|land)", item)
    if match:
        return [{"kind": "keyword", "keyword": "enchant", "what": match[1]}]
    match = re.fullmatch(
        r"Protection from ((?:white|blue|black|red|green)"
        r"(?:(?:,| and)(?: from)? (?:white|blue|black|red|green))*)",
        item,
    )
    if match:
        colours = [_COLOUR_WORDS[w] for w in re.findall(r"white|blue|black|red|green", match[1])]
        return [{"kind": "keyword", "keyword": "protection", "from": colours}]
    match = re.fullmatch(r"(Cycling|Crew) (.+)", item)
    if match:
        return [{"kind": "keyword", "keyword": match[1].lower(), "cost": match[2]}]
    return None


def _keyword_line(clause: str) -> list[Table] | None:
    """Keyword abilities of a keyword line ("Flying, trample", "Morph {2}{G}"), or ``None``."""
    items = [clause]
    if "," in clause and not clause.startswith(("Morph", "Megamorph", "Disguise")):
        items = [part.strip() for part in clause.split(",")]
        items = [items[0]] + [part[:1].upper() + part[1:] for part in items[1:]]
    abilities: list[Table] = []
    for item in items:
        found = _keyword_item(item)
        if found is None:
            return None
        abilities += found
    return abilities


# --------------------------------------------------------------------------- targets


_TYPE_WORDS = {
    "creature": "Creature",
    "artifact": "Artifact",
    "enchantment": "Enchantment",
    "land": "Land",
    "planeswalker": "Planeswalker",
    "instant": "Instant",
    "sorcery": "Sorcery",
    "permanent": None,
    "spell": None,
    "card": None,
}


def _noun(noun: str) -> Table | None:
    """The filter of a target noun phrase ("creature with power 3 or less an opponent controls")."""
    spec: Table = {}
    noun = noun.strip()
    for suffix, key, value in (
        (" you control", "controller", "you"),
        (" an opponent controls", "controller", "opponent"),
        (" you don't control", "controller", "opponent"),
        (" from your graveyard", "zones", ["graveyard"]),
        (" from a graveyard", "zones", ["graveyard"]),
        (" with a morph ability", "keywords", ["morph", "megamorph"]),
        (" with flying", "keywords", ["flying"]),
    ):
        if noun.endswith(suffix):
            noun = noun[: -len(suffix)]
            spec[key] = value
    power = re.search(r" with power (\d+) or (less|greater)$", noun)
    if power:
        noun = noun[: power.start()]
        spec["max_power" if power[2] == "less" else "min_power"] = int(power[1])
    if spec.get("zones") == ["graveyard"]:
        if spec.pop("controller", None) is None:
            pass
        if "from your graveyard" in noun:
            return None
        spec["owner"] = "you"
    words = re.split(r", | or ", noun)
    types: list[str] = []
    nontypes: list[str] = []
    is_spell = False
    for word in words:
        word = word.strip()
        colour = re.match(r"(non)?(white|blue|black|red|green) ", word)
        if colour:
            key = "noncolors" if colour[1] else "colors"
            spec.setdefault(key, []).append(_COLOUR_WORDS[colour[2]])
            word = word[colour.end() :]
        tail = word.split(" ")
        if len(tail) == 2 and tail[1] in ("spell", "permanent", "card"):
            is_spell = is_spell or tail[1] == "spell"
            word = tail[0]
        if word.startswith("non") and word[3:] in _TYPE_WORDS and _TYPE_WORDS[word[3:]]:
            nontypes.append(str(_TYPE_WORDS[word[3:]]))
        elif word in _TYPE_WORDS:
            if word == "spell":
                is_spell = True
            elif _TYPE_WORDS[word]:
                types.append(str(_TYPE_WORDS[word]))
        else:
            return None
    if types:
        spec["types"] = types
    if nontypes:
        spec["nontypes"] = nontypes
    if is_spell:
        spec["zones"] = ["stack"]
    return spec


def _target(phrase: str) -> Table | None:
    """A target spec from "target X" / "another target X" / "up to one target X" / "any target"."""
    spec: Table = {}
    match = re.fullmatch(
        r"(?:up to (?P<upto>one|two|three) )?(?P<another>another )?(?:other )?target (?P<noun>.+)", phrase
    )
    if phrase == "any target":
        return {"target": "any"}
    if match is None:
        return None
    noun = match["noun"]
    possessive = re.fullmatch(r"(player|opponent)'s [a-z ]+", noun)
    if possessive:
        noun = possessive[1]  # "target opponent's hand": the target is the player
    if noun in ("player", "opponent"):
        spec = {"target": noun}
    else:
        found = _noun(noun)
        if found is None:
            return None
        spec = found
        if noun == "permanent" or (noun.endswith(" permanent") and not set(spec) - {"controller"}):
            spec = {"target": "permanent", **spec}
        elif "types" not in spec and "zones" not in spec and "nontypes" not in spec:
            return None
    if match["another"]:
        spec["other"] = True
    if match["upto"]:
        spec["min"] = 0
        spec["max"] = number(match["upto"])
    return spec


_TARGET_PHRASE = re.compile(
    r"(?:up to (?:one|two|three) )?(?:another )?target [a-z ,'-]+?"
    r"(?= (?:gets?|gains?|to|from|and|can't|blocks|with power|deals|loses|you control"
    r"|an opponent controls|you don't control|unless|until|instead|face)\b|[.,]|$)"
    r"(?:(?: with power \d+ or (?:less|greater))?(?: you control| an opponent controls| you don't control)?"
    r"(?: from (?:your|a) graveyard)?)|any target"
)


def targets_in(effect: str) -> list[Table] | None:
    """The target specs of an effect text, in order; ``None`` if one of its targets can't be read."""
    specs: list[Table] = []
    for match in _TARGET_PHRASE.finditer(effect):
        spec = _target(match[0].strip())
        if spec is None:
            return None
        specs.append(spec)
    if "target" in effect and not specs:
        return None
    return specs


# --------------------------------------------------------------------------- effects

_EffectTemplate = tuple[str, Callable[[re.Match[str]], list[Table]]]

_IT = r"(?:it|" + _SELF + r")"


def _pt(sign: str, value: str) -> int:
    return int(value) * (-1 if sign == "-" else 1)


_EFFECTS: Sequence[_EffectTemplate] = (
    (r"draw " + _NUMBER + r" cards?", lambda m: [{"op": "draw", "count": number(m["n"])}]),
    (r"you gain (?P<n>\d+) life", lambda m: [{"op": "gain_life", "amount": int(m["n"])}]),
    (
        r"target (?:player|opponent) loses (?P<n>\d+) life",
        lambda m: [{"op": "lose_life", "amount": int(m["n"]), "player": "target"}],
    ),
    (
        r"target opponent loses (?P<n>\d+) life and you gain (?P<g>\d+) life",
        lambda m: [
            {"op": "lose_life", "amount": int(m["n"]), "player": "target"},
            {"op": "gain_life", "amount": int(m["g"])},
        ],
    ),
    (
        _IT + r" deals (?P<n>\d+) damage to (?:any target|target (?:creature|player|opponent)[a-z ]*)",
        lambda m: [{"op": "deal_damage", "amount": int(m["n"])}],
    ),
    (
        r"(?:up to one |another )?target creature(?: you control| an opponent controls)? gets "
        r"(?P<ps>[+-])(?P<p>\d+)/(?P<ts>[+-])(?P<t>\d+) until end of turn",
        lambda m: [
            {"op": "pump_until_eot", "power": _pt(m["ps"], m["p"]), "toughness": _pt(m["ts"], m["t"])}
        ],
    ),
    (
        r"(?:another )?target creature(?: you control)? gains (?P<k>flying|first strike|trample|haste|"
        r"lifelink|deathtouch|vigilance|hexproof|indestructible|menace) until end of turn",
        lambda m: [{"op": "grant_keyword_until_eot", "keyword": _PLAIN_KEYWORDS[m["k"]]}],
    ),
    (r"destroy target [a-z0-9 ,]+", lambda m: [{"op": "destroy_target"}]),
    (
        r"put a \+1/\+1 counter on each other (?P<sub>[A-Z][a-z]+) creature you control",
        lambda m: [
            {
                "op": "put_counters",
                "object": {"types": ["Creature"], "subtypes": [m["sub"]], "controller": "you", "other": True},
            }
        ],
    ),
    (
        r"(?P<sub>[A-Z][a-z]+ )?creatures you control get (?P<ps>[+-])(?P<p>\d+)/(?P<ts>[+-])(?P<t>\d+)"
        r" until end of turn",
        lambda m: [
            {
                "op": "pump_until_eot",
                "object": {
                    "types": ["Creature"],
                    "controller": "you",
                    **({"subtypes": [m["sub"].strip()]} if m["sub"] else {}),
                },
                "power": _pt(m["ps"], m["p"]),
                "toughness": _pt(m["ts"], m["t"]),
            }
        ],
    ),
    (
        r"return all (?P<sub>[A-Z][a-z]+) cards from all graveyards to their owners' hands",
        lambda m: [{"op": "move", "object": {"subtypes": [m["sub"]], "zones": ["graveyard"]}, "to": "hand"}],
    ),
    (
        r"return all other tapped creatures to their owners' hands",
        lambda m: [
            {"op": "move", "object": {"types": ["Creature"], "tapped": True, "other": True}, "to": "hand"}
        ],
    ),
    (
        r"discard " + _NUMBER + r" cards?, then draw (?P<d>a|an|one|two|three|four|\d+) cards?",
        lambda m: [{"op": "discard", "count": number(m["n"])}, {"op": "draw", "count": number(m["d"])}],
    ),
    (
        r"search your library for an? (?P<sub>[A-Z][a-z]+) card, reveal it, put it into your hand,"
        r" then shuffle",
        lambda m: [
            {"op": "search_library", "filter": {"subtypes": [m["sub"]], "zones": ["library"]}},
            {"op": "move", "object": "chosen", "to": "hand"},
            {"op": "shuffle"},
        ],
    ),
    (
        r"prevent all combat damage non-(?P<sub>[A-Z][a-z]+) creatures would deal this turn",
        lambda m: [{"op": "prevent_combat_damage_until_eot", "except": {"subtypes": [m["sub"]]}}],
    ),
    (
        r"(?:you may )?return (?:another )?target (?:creature|permanent|nonland permanent)[a-z ]*"
        r" to its owner's hand",
        lambda m: [{"op": "bounce_target"}],
    ),
    (
        r"return target [a-z ,]*card from your graveyard to your hand",
        lambda m: [{"op": "move", "object": "target", "to": "hand"}],
    ),
    (r"counter target [a-z ]*spell", lambda m: [{"op": "counter_target"}]),
    (
        r"counter target spell unless its controller pays (?P<c>" + _MANA + r")",
        lambda m: [{"op": "counter_target_unless_pays", "cost": m["c"]}],
    ),
    # The engine has no regeneration (701.19), so "it can't be regenerated" changes nothing it can do.
    (r"it can't be regenerated", lambda m: []),
    (
        r"turn target creature with a morph ability face down",
        lambda m: [{"op": "turn_face_down", "object": "target"}],
    ),
    (
        r"put a \+1/\+1 counter on (?:another )?target creature(?: you control)?",
        lambda m: [{"op": "put_counters", "object": "target"}],
    ),
    (r"untap " + _IT, lambda m: [{"op": "untap", "object": "self"}]),
    (
        r"(?:you may )?tap or untap target (?:creature|permanent)",
        lambda m: [{"op": "tap_or_untap"}],
    ),
    (r"target creature blocks this turn if able", lambda m: [{"op": "must_block_until_eot"}]),
    (r"add (?P<c>" + _MANA + r")", lambda m: [{"op": "add_mana", "mana": m["c"]}]),
    (r"scry (?P<n>\d+)", lambda m: [{"op": "scry", "count": int(m["n"])}]),
    (r"investigate", lambda m: [{"op": "investigate"}]),
    (r"manifest dread", lambda m: [{"op": "manifest_dread"}]),
    (r"manifest dread twice", lambda m: [{"op": "manifest_dread"}, {"op": "manifest_dread"}]),
    (
        r"manifest the top " + _NUMBER + r" cards of your library",
        lambda m: [{"op": "manifest_top", "count": number(m["n"])}],
    ),
    (r"manifest the top card of your library", lambda m: [{"op": "manifest_top"}]),
    (r"cloak the top card of your library", lambda m: [{"op": "cloak_top"}]),
    (
        r"put " + _NUMBER + r" \+1/\+1 counters? on " + _IT,
        lambda m: [{"op": "put_counters", "amount": number(m["n"])}],
    ),
    (
        r"create " + _NUMBER + r" (?P<tapped>tapped )?1/1"
        r" (?P<what>white Dog|red Goblin|colorless Thopter artifact|green Saproling)"
        r" creature tokens?(?: with flying)?",
        lambda m: [
            {
                "op": "create_token",
                "token": {
                    "white Dog": "Dog",
                    "red Goblin": "Goblin",
                    "colorless Thopter artifact": "Thopter",
                    "green Saproling": "Saproling",
                }[m["what"]],
                "count": number(m["n"]),
                **({"tapped": True} if m["tapped"] else {}),
            }
        ],
    ),
)
_COMPILED = [(re.compile(pattern + r"\.?", re.IGNORECASE), build) for pattern, build in _EFFECTS]


def _sentences(effect: str) -> list[str]:
    return [s.strip() for s in re.split(r"(?<=\.) ", effect) if s.strip()]


def effects_of(effect: str) -> list[Table] | None:
    """The effect steps of an effect text, sentence by sentence; ``None`` if a sentence is unknown."""
    steps: list[Table] = []
    for sentence in _sentences(effect):
        optional = re.match(r"you may (?!tap or untap|return)", sentence, re.IGNORECASE)
        body = sentence[optional.end() :] if optional else sentence
        for pattern, build in _COMPILED:
            match = pattern.fullmatch(body)
            if match:
                found = build(match)
                steps += [{"op": "may", "effects": found}] if optional else found
                break
        else:
            return None
    return steps


# --------------------------------------------------------------------------- triggers and clauses

_TRIGGERS: Sequence[tuple[str, Table]] = (
    (r"When " + _SELF + r" is turned face up", {"trigger": "turned_face_up"}),
    (r"When " + _SELF + r" enters or is turned face up", {"trigger": ["enters", "turned_face_up"]}),
    (r"When " + _SELF + r" enters(?: the battlefield)?", {"trigger": "enters"}),
    (r"When " + _SELF + r" dies", {"trigger": "dies"}),
    (r"When " + _SELF + r" leaves the battlefield", {"trigger": "leaves"}),
    (r"At the beginning of your upkeep", {"trigger": "beginning_of_upkeep"}),
    (r"At the beginning of your end step", {"trigger": "beginning_of_your_end_step"}),
    (r"At the beginning of combat on your turn", {"trigger": "beginning_of_combat"}),
    (r"Whenever " + _SELF + r" attacks", {"trigger": "attacks"}),
    (r"Whenever " + _SELF + r" deals combat damage to a player", {"trigger": "combat_damage_to_player"}),
    (r"Whenever " + _SELF + r" deals combat damage to an opponent", {"trigger": "combat_damage_to_opponent"}),
    (
        r"Whenever a permanent you control is turned face up",
        {"trigger": "turned_face_up", "subject": {"controller": "you"}, "include_self": True},
    ),
    (
        r"Whenever a permanent is turned face up",
        {"trigger": "turned_face_up", "subject": {}, "include_self": True},
    ),
    (
        r"Whenever " + _SELF + r" or another (?:creature|permanent) you control is turned face up",
        {"trigger": "turned_face_up", "subject": {"controller": "you", "other": True}, "include_self": True},
    ),
    (
        r"Whenever you manifest dread",
        {"trigger": "manifest_dread"},
    ),
)
_COMPILED_TRIGGERS = [
    (re.compile(pattern + r", (?P<effect>.+)$", re.DOTALL), table) for pattern, table in _TRIGGERS
]


def _triggered(clause: str, display: str) -> tuple[Table, bool] | None:
    """A triggered ability table and whether its effect was read (``None``: not a known trigger)."""
    for pattern, table in _COMPILED_TRIGGERS:
        match = pattern.fullmatch(clause)
        if match is None:
            continue
        effect = match["effect"]
        intervening = re.match(r"if it's your turn, ", effect)
        ability: Table = {"kind": "triggered", **table, "text": display}
        targets = targets_in(effect)
        steps = effects_of(effect) if targets is not None else None
        if targets:
            ability["targets"] = targets
        if steps is None or intervening:
            ability["effects"] = [{"op": "unimplemented", "text": display}]
            return ability, False
        ability["effects"] = steps
        return ability, True
    return None


def _as_turned_face_up(clause: str, display: str) -> Table | None:
    match = re.fullmatch(
        r"As " + _SELF + r" is turned face up, put " + _NUMBER + r" \+1/\+1 counters on it\.", clause
    )
    if match is None:
        return None
    return {
        "kind": "static",
        "effect": "as_turned_face_up",
        "text": display,
        "effects": [{"op": "put_counters", "amount": number(match["n"])}],
    }


_STATICS: Sequence[tuple[str, Callable[[re.Match[str]], Table]]] = (
    (
        r"Face-down creatures get (?P<ps>[+-])(?P<p>\d+)/(?P<ts>[+-])(?P<t>\d+)\.",
        lambda m: {
            "effect": "modify_pt",
            "affected": {"types": ["Creature"], "face_down": True},
            "power": _pt(m["ps"], m["p"]),
            "toughness": _pt(m["ts"], m["t"]),
        },
    ),
    (
        r"Face-down creature spells you cast cost \{(?P<n>\d+)\} less to cast\.",
        lambda m: {
            "effect": "cost_reduction",
            "spells": {"types": ["Creature"], "face_down": True, "controller": "you"},
            "amount": int(m["n"]),
        },
    ),
    (
        r"You may look at face-down creatures (?:you don't control|your opponents control) any time\.",
        lambda m: {"effect": "look_at_face_down"},
    ),
)
_COMPILED_STATICS = [(re.compile(pattern), build) for pattern, build in _STATICS]


def _static(clause: str, display: str) -> Table | None:
    for pattern, build in _COMPILED_STATICS:
        match = pattern.fullmatch(clause)
        if match is not None:
            return {"kind": "static", **build(match), "text": display}
    return None


_COST_PART = r"(?:(?:\{[^}]+\})+|Sacrifice (?:this [a-z]+|CARDNAME))"
_ACTIVATED = re.compile(
    r"(?P<cost>"
    + _COST_PART
    + r"(?:, "
    + _COST_PART
    + r")*): (?P<effect>.+?)(?P<sorcery> Activate only as a sorcery\.)?"
)


def _activated(clause: str, display: str) -> tuple[Table, bool] | None:
    """An activated ability ("{3}{W}: Manifest the top card of your library.") and whether its effect was
    read (``None``: not an activated ability it can read the cost of)."""
    match = _ACTIVATED.fullmatch(clause)
    if match is None:
        return None
    ability: Table = {
        "kind": "activated",
        "cost": match["cost"].replace("CARDNAME", "this permanent"),
        "text": display,
    }
    effect = match["effect"]
    targets = targets_in(effect)
    steps = effects_of(effect) if targets is not None else None
    if targets:
        ability["targets"] = targets
    if match["sorcery"]:
        ability["sorcery_speed"] = True
    ability["effects"] = steps if steps is not None else [{"op": "unimplemented", "text": display}]
    return ability, steps is not None


def _whole(reader: Callable[[str, str], Table | None]) -> Callable[[str, str], tuple[Table, bool] | None]:
    """A reader of clauses it reads whole, in the form of the readers that may read only part."""

    def read(clause: str, display: str) -> tuple[Table, bool] | None:
        found = reader(clause, display)
        return None if found is None else (found, True)

    return read


#: The clause readers after the keyword lines, in order: each gives an ability and whether all of it was read.
_READERS: Sequence[Callable[[str, str], tuple[Table, bool] | None]] = (
    _whole(_as_turned_face_up),
    _whole(_static),
    _activated,
    _triggered,
)


def derive(text: str, name: str) -> Derived:
    """The abilities of one face from its oracle text (``name`` is the face's name)."""
    derived = Derived()
    short = name.split(",")[0]
    for display in split_clauses(text):
        clause = display.replace(name, "CARDNAME")
        if short != name:
            clause = re.sub(rf"\b{re.escape(short)}\b", "CARDNAME", clause)
        keywords = _keyword_line(clause.rstrip("."))
        if keywords is not None:
            derived.abilities += keywords
            continue
        read = next(
            (found for reader in _READERS if (found := reader(clause, display)) is not None),
            None,
        )
        if read is not None:
            derived.abilities.append(read[0])
            if not read[1]:
                derived.unimplemented.append(display)
            continue
        derived.abilities.append({"kind": "unimplemented", "text": display})
        derived.unimplemented.append(display)
    return derived


def counts(items: Mapping[str, Derived]) -> dict[str, int]:
    """How many faces had every clause read, and how many clauses were not."""
    return {
        "complete": sum(1 for d in items.values() if not d.unimplemented),
        "unimplemented_clauses": sum(len(d.unimplemented) for d in items.values()),
    }
