"""What a battery knows of a printed card: its pool file, its costs and colours, and the objects a scenario
puts in play for one of its targets.
"""

from __future__ import annotations

import json
import re
import tomllib
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .importer import IMPORT_FILE, slug

__all__ = [
    "SPELLS",
    "Card",
    "colours",
    "load_cards",
    "mana_symbols",
    "mana_value",
    "payment",
    "target_candidate",
    "words",
]

_COLOUR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
_FACE_KEYWORDS = ("disguise", "megamorph", "morph")


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
        """Its disguise, morph or megamorph ability (the first one)."""
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


def target_candidate(spec: Mapping[str, Any] | str) -> tuple[str, str, str, str] | None:
    """What the battery places for a target spec to be legal: (kind, controller, what, the target in
    words), or ``None`` when it has no set-up for it. Kinds: permanent, player, graveyard, spell."""
    if isinstance(spec, str):
        spec = {"target": spec}
    preset = spec.get("target")
    if preset in _PRESETS:
        spec = {**_PRESETS[str(preset)], **{k: v for k, v in spec.items() if k != "target"}}
        preset = None
    if preset == "any":
        return ("permanent", "Bob", '"Grizzly Bears"', "any target")
    if preset in ("player", "opponent"):
        return ("player", "", "Bob", f"target {preset}")
    keys = set(spec) - {"target", "min", "max"}
    zones = spec.get("zones", ["battlefield"])
    types = set(spec.get("types", ()))
    nontypes = set(spec.get("nontypes", ()))
    if zones == ["stack"]:
        if keys - {"zones", "types", "nontypes"}:
            return None
        if types == {"Creature"}:
            return ("spell", "Bob", "creature", "a creature spell")
        if not types or (types & {"Instant", "Sorcery"} and "Instant" in types):
            if "Creature" in types or "Instant" in nontypes:
                return None
            return ("spell", "Bob", "instant", "a spell")
        return None
    if zones == ["graveyard"]:
        if types - {"Creature"} or nontypes or keys - {"zones", "owner", "types"}:
            return None
        return ("graveyard", "Alice", '"Grizzly Bears"', "a card in Alice's graveyard")
    controller = spec.get("controller", "any")
    who = "Alice" if controller == "you" else "Bob"
    if keys - {"types", "nontypes", "controller", "other", "max_power", "min_power"}:
        return None
    options = (
        ("Grizzly Bears", {"Creature"}, 2),
        ("Grinning Demon", {"Creature"}, 6),
        ("Glorious Anthem", {"Enchantment"}, None),
        ("Rod of Ruin", {"Artifact"}, None),
        ("Forest", {"Land"}, None),
    )
    for candidate, its_types, power in options:
        if types and not types & its_types:
            continue
        if nontypes & its_types:
            continue
        if "max_power" in spec and (power is None or power > spec["max_power"]):
            continue
        if "min_power" in spec and (power is None or power < spec["min_power"]):
            continue
        words = "a " + " or ".join(sorted(t.lower() for t in types)) if types else "a permanent"
        return ("permanent", who, f'"{candidate}"', f"target {words.removeprefix('a ')}")
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
