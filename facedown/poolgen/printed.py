"""What a battery knows of a printed card: its pool file, its costs and colours, and the objects a scenario
puts in play for one of its targets.
"""

from __future__ import annotations

import json
import re
import tomllib
from collections.abc import Iterable, Mapping, Sequence, Set
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NamedTuple

from .importer import IMPORT_FILE, slug

__all__ = [
    "SPELLS",
    "Candidate",
    "Card",
    "colours",
    "load_cards",
    "mana_symbols",
    "mana_value",
    "payment",
    "target_candidate",
    "target_steps",
    "words",
]

_COLOUR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
_FACE_KEYWORDS = ("disguise", "megamorph", "morph", "negamorph")


@dataclass(frozen=True)
class Card:
    """A printed card of the pool, as its pool file describes it."""

    name: str
    file: str
    groups: tuple[str, ...]
    data: Mapping[str, Any]

    @property
    def slug(self) -> str:
        return slug(self.name)

    @property
    def abilities(self) -> Sequence[Mapping[str, Any]]:
        return list(self.data.get("abilities", ()))

    def keyword(self) -> Mapping[str, Any] | None:
        """Its disguise, morph, megamorph or negamorph ability (the first one)."""
        return next(
            (a for a in self.abilities if a.get("kind") == "keyword" and a.get("keyword") in _FACE_KEYWORDS),
            None,
        )

    def triggers(self, event: str) -> list[Mapping[str, Any]]:
        """Its triggered abilities that trigger on ``event`` for the card itself."""
        found = []
        for ability in self.abilities:
            if ability.get("kind") != "triggered":
                continue
            events = ability["trigger"] if isinstance(ability["trigger"], list) else [ability["trigger"]]
            if event in events and (ability.get("subject", "self") == "self" or ability.get("include_self")):
                found.append(ability)
        return found


def mana_symbols(cost: str) -> list[str]:
    return re.findall(r"\{([^}]+)\}", cost)


def payment(cost: str) -> str | None:
    """Mana that pays ``cost`` exactly: coloured symbols as they are, generic as {C}, a hybrid symbol
    by its first colour; ``None`` for a cost with X or a symbol it can't pay."""
    paid: list[str] = []
    for symbol in mana_symbols(cost):
        if symbol.isdigit():
            paid += ["{C}"] * int(symbol)
        elif symbol in _COLOUR_NAMES or symbol == "C":
            paid.append("{" + symbol + "}")
        elif re.fullmatch(r"[WUBRG]/[WUBRG]", symbol):
            paid.append("{" + symbol[0] + "}")
        else:
            return None
    coloured = sorted((p for p in paid if p != "{C}"), key="{W}{U}{B}{R}{G}".index)
    return "".join(coloured + [p for p in paid if p == "{C}"]) or None


def mana_value(cost: str | None) -> int:
    """The mana value of a printed cost (CR 202.3; X is 0)."""
    total = 0
    for symbol in mana_symbols(cost or ""):
        if symbol.isdigit():
            total += int(symbol)
        elif symbol != "X":
            total += 1
    return total


def colours(card: Mapping[str, Any]) -> str:
    """The card's colours as words, or "none" (its colour indicator, else the colours of its mana cost)."""
    letters = card.get("colors")
    if letters is None:
        letters = {c for symbol in mana_symbols(str(card.get("mana_cost", ""))) for c in symbol.split("/")}
    words = [_COLOUR_NAMES[c] for c in "WUBRG" if c in letters]
    return ", ".join(words) or "none"


def words(items: Iterable[str]) -> str:
    listed = list(items)
    return ", ".join(listed) or "none"


#: Spells Bob casts for a turned-face-up ability to target: name -> (card, mana, " targeting ...").
SPELLS: Mapping[str, tuple[str, str, str]] = {
    "instant": ("Shock", "{R}", "targeting Alice"),
    "creature": ("Grizzly Bears", "{G}{C}", "face up"),
    "any": ("Shock", "{R}", "targeting Alice"),
}


#: The pool's target presets other than "any", "player" and "opponent", as filters.
_PRESETS: Mapping[str, Mapping[str, Any]] = {
    "creature": {"types": ["Creature"]},
    "permanent": {},
    "nonland_permanent": {"nontypes": ["Land"]},
    "spell": {"zones": ["stack"]},
    "creature_spell": {"types": ["Creature"], "zones": ["stack"]},
    "card_in_your_graveyard": {"zones": ["graveyard"], "owner": "you"},
}


class Candidate(NamedTuple):
    """What a battery places for a target: its ``kind`` (permanent, player, graveyard or spell), who
    controls or owns it, how steps name it (``'"Grizzly Bears"'``, ``Bob``), the target in words, and how
    a Given-step places it (``'a morphed "Grinning Demon"'``)."""

    kind: str
    who: str
    what: str
    words: str
    placed: str


#: Permanents a battery places for a target: name, card types, colours, power, and whether it has morph.
_PERMANENTS: tuple[tuple[str, set[str], set[str], int | None, bool], ...] = (
    ("Grizzly Bears", {"Creature"}, {"G"}, 2, False),
    ("Grinning Demon", {"Creature"}, {"B"}, 6, True),
    ("Glorious Anthem", {"Enchantment"}, {"W"}, None, False),
    ("Rod of Ruin", {"Artifact"}, set(), None, False),
    ("Forest", {"Land"}, set(), None, False),
)
_PERMANENT_KEYS = frozenset(
    {
        "types",
        "nontypes",
        "controller",
        "owner",
        "other",
        "max_power",
        "min_power",
        "face_down",
        "keywords",
        "token",
        "per_player",
        "noncolors",
        "colors",
        "tapped",
    }
)


def target_steps(specs: Sequence[Any], source: str) -> tuple[list[str], list[str], str] | None:
    """For a triggered ability of ``source`` with these target specs: the Given-steps placing a target
    for each (each a different card), the steps choosing them in turn, and the targets in words
    (``'Bob and "Grizzly Bears"'``); ``None`` if the battery has no set-up for one of them. A spec that
    allows more targets ends with "chooses no more targets" when the source itself could be one."""
    given: list[str] = []
    choose: list[str] = []
    chosen: list[str] = []
    used: set[str] = set()
    for spec in specs:
        found = target_candidate(spec, avoid=used)
        if found is None or found.kind not in ("permanent", "player"):
            return None
        used.add(found.what.strip('"'))
        if found.kind == "permanent":
            given.append(f"And {found.who} controls {found.placed}")
        choose.append(f"{'When' if not choose else 'And'} Alice chooses {found.what} as the target")
        chosen.append(found.what)
        maximum = spec.get("max", 1) if isinstance(spec, Mapping) else 1
        many = maximum in ("any", "X") or (isinstance(maximum, int) and maximum > 1)
        if many and isinstance(spec, Mapping) and not (spec.get("other") or spec.get("tapped")):
            choose.append("And Alice chooses no more targets")
    words = ", ".join(chosen[:-1]) + " and " + chosen[-1] if len(chosen) > 1 else "".join(chosen)
    return given, choose, words


def target_candidate(spec: Mapping[str, Any] | str, avoid: Set[str] = frozenset()) -> Candidate | None:
    """What the battery places for a target spec to be legal, or ``None`` when it has no set-up for it.
    A permanent is Bob's unless the spec wants one its controller controls or owns; a face-down one is a
    morphed Grinning Demon; one "with a morph ability" is a face-up Grinning Demon; a card named in
    ``avoid`` (already placed for another target) is not used again; one that must be tapped is placed
    tapped. A spec reaching into graveyards too
    is set up on the battlefield."""
    if isinstance(spec, str):
        spec = {"target": spec}
    preset = spec.get("target")
    if preset in _PRESETS:
        spec = {**_PRESETS[str(preset)], **{k: v for k, v in spec.items() if k != "target"}}
        preset = None
    if preset == "any":
        return Candidate("permanent", "Bob", '"Grizzly Bears"', "any target", '"Grizzly Bears"')
    if preset in ("player", "opponent"):
        return Candidate("player", "", "Bob", f"target {preset}", "Bob")
    keys = set(spec) - {"target", "min", "max"}
    zones = spec.get("zones", ["battlefield"])
    if "battlefield" in zones and len(zones) > 1:
        zones = ["battlefield"]  # "creatures from the battlefield and/or creature cards from graveyards"
        keys -= {"zones"}
    types = set(spec.get("types", ()))
    nontypes = set(spec.get("nontypes", ()))
    if zones == ["stack"]:
        if keys - {"zones", "types", "nontypes"}:
            return None
        if types == {"Creature"}:
            return Candidate("spell", "Bob", "creature", "a creature spell", "creature")
        if not types or (types & {"Instant", "Sorcery"} and "Instant" in types):
            if "Creature" in types or "Instant" in nontypes:
                return None
            return Candidate("spell", "Bob", "instant", "a spell", "instant")
        return None
    if zones == ["graveyard"]:
        if keys - {"zones", "owner", "types", "nontypes"}:
            return None
        # A creature card, or an instant for a target that must not be a creature or a land card.
        for name, card_types in (("Grizzly Bears", {"Creature"}), ("Shock", {"Instant"})):
            if (not types or card_types & types) and not card_types & nontypes:
                card = f'"{name}"'
                return Candidate("graveyard", "Alice", card, "a card in Alice's graveyard", card)
        return None
    mine = spec.get("controller") == "you" or spec.get("owner") == "you"
    if keys - _PERMANENT_KEYS or spec.get("token") is True or spec.get("owner", "any") not in ("any", "you"):
        return None
    if mine and spec.get("controller", "you") != "you":
        return None
    keywords = set(spec.get("keywords", ()))
    if keywords and (spec.get("face_down") or not keywords & {"morph", "megamorph"}):
        return None
    for name, its_types, its_colours, power, morph in _PERMANENTS:
        if name in avoid:
            continue
        if spec.get("face_down"):
            if name != "Grinning Demon":
                continue
            its_types, its_colours, power = {"Creature"}, set(), 2  # a face-down 2/2 (708.2a)
        if types and not types & its_types:
            continue
        if nontypes & its_types or set(spec.get("noncolors", ())) & its_colours:
            continue
        if spec.get("colors") and not set(spec["colors"]) & its_colours:
            continue
        if keywords and not morph:
            continue
        if "max_power" in spec and (power is None or power > spec["max_power"]):
            continue
        if "min_power" in spec and (power is None or power < spec["min_power"]):
            continue
        words = "a " + " or ".join(sorted(t.lower() for t in types)) if types else "a permanent"
        quoted = f'"{name}"'
        if spec.get("face_down") and spec.get("tapped"):
            return None
        placed = f"a morphed {quoted}" if spec.get("face_down") else quoted
        placed = f"a tapped {quoted}" if spec.get("tapped") else placed
        return Candidate(
            "permanent", "Alice" if mine else "Bob", quoted, f"target {words.removeprefix('a ')}", placed
        )
    return None


def load_cards(pool: Path) -> list[Card]:
    """The printed cards of the pool (not the tokens and other cards the features use), by name."""
    summary = json.loads((pool / IMPORT_FILE).read_text(encoding="utf-8"))
    cards = []
    for name, info in sorted(summary["cards"].items()):
        groups = tuple(info["groups"])
        if groups in (("support",), ("token",)):
            continue
        with (pool / info["file"]).open("rb") as handle:
            data = tomllib.load(handle)
        cards.append(Card(name, info["file"], groups, data))
    return cards
