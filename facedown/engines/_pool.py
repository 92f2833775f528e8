"""The suite's card pool as plain mappings, for adapters of engines that bring their own rules.

Only the oracle facts are read (name, mana cost, types, power and toughness,
colours, oracle text, and which keyword abilities a card has); the structured
``abilities`` tables are the reference engine's and are not interpreted here.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from facedown.adapter import AdapterError
from facedown.suite import pool_dir

__all__ = ["PoolCard", "load_pool", "mana_symbols"]

_COLOUR_LETTERS = "WUBRG"


@dataclass(frozen=True, slots=True)
class PoolCard:
    """The oracle facts of one pool card."""

    name: str
    mana_cost: str
    types: tuple[str, ...]
    subtypes: tuple[str, ...]
    supertypes: tuple[str, ...]
    colors: tuple[str, ...]
    oracle: str
    keywords: tuple[str, ...]
    power: int | None
    toughness: int | None
    token: bool
    #: The back face of a double-faced card (CR 712), from the card file's ``[back]`` table.
    back: PoolCard | None = None
    loyalty: int | None = None  # a planeswalker's printed loyalty (CR 209.1)


def mana_symbols(cost: str) -> list[str]:
    """The symbols of a cost string, without braces: ``"{2}{W/U}"`` -> ``["2", "W/U"]``."""
    return re.findall(r"\{([^}]+)\}", cost)


def _colours_of(cost: str) -> tuple[str, ...]:
    """The colours a mana cost shows (card data as printed: every colour letter in a symbol counts)."""
    letters = {c for symbol in mana_symbols(cost) for c in symbol.split("/") if c in _COLOUR_LETTERS}
    return tuple(c for c in _COLOUR_LETTERS if c in letters)


def _card(data: Mapping[str, Any], path: Path) -> PoolCard:
    try:
        back = data.get("back")
        cost = str(data.get("mana_cost", ""))
        keywords = tuple(
            str(a["keyword"])
            for a in data.get("abilities", ())
            if a.get("kind") == "keyword" and "keyword" in a
        )
        return PoolCard(
            name=str(data["name"]),
            mana_cost=cost,
            types=tuple(data.get("types", ())),
            subtypes=tuple(data.get("subtypes", ())),
            supertypes=tuple(data.get("supertypes", ())),
            colors=tuple(data["colors"]) if "colors" in data else _colours_of(cost),
            oracle=str(data.get("oracle", "")).strip(),
            keywords=keywords,
            power=int(data["power"]) if "power" in data else None,
            toughness=int(data["toughness"]) if "toughness" in data else None,
            token=bool(data.get("token", False)),
            back=_card(back, path) if isinstance(back, Mapping) else None,
            loyalty=int(data["loyalty"]) if "loyalty" in data else None,
        )
    except (KeyError, TypeError, ValueError) as exc:
        raise AdapterError(f"card pool file {path.name}: {exc}") from None


def load_pool(directory: Path | None = None) -> dict[str, PoolCard]:
    """Every card of the pool in ``directory`` (default: the suite's pool), keyed by name."""
    cards: dict[str, PoolCard] = {}
    for path in sorted((directory or pool_dir()).glob("*.toml")):
        try:
            with path.open("rb") as handle:
                data = tomllib.load(handle)
        except tomllib.TOMLDecodeError as exc:
            raise AdapterError(f"card pool file {path.name}: {exc}") from None
        card = _card(data, path)
        cards[card.name] = card
    return cards
