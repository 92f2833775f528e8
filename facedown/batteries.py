"""Card batteries: the scenarios of one printed card, found through the atom catalog.

A card's *battery* is every scenario tagged with a card atom (kind ``card``, ID ``CARD-...``)
whose source names the card (``source.cards``). Nothing here knows which group the catalog files
those atoms under, nor how many there are: every card atom of the catalog counts, so a new group
of card atoms (a generated battery per printed card) shows up without a change here.

:func:`card_batteries` lists them, :func:`find_battery` finds one by card name
(case-insensitive) for ``facedown certify --card NAME``, with close names suggested when there is
no such battery.
"""

from __future__ import annotations

import difflib
import functools
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from facedown.catalog import Atom, load_catalog

__all__ = ["CardBattery", "UnknownCardError", "batteries_of", "card_batteries", "find_battery"]

#: How many close names an unknown card's error suggests at most.
SUGGESTIONS = 5


class UnknownCardError(LookupError):
    """No card of that name has a battery; the message is one line and suggests close names."""


@dataclass(frozen=True, slots=True)
class CardBattery:
    """The card atoms naming one card, in catalog order, and the groups they are filed under."""

    card: str
    atoms: tuple[str, ...]
    groups: tuple[str, ...]


def batteries_of(atoms: Iterable[Atom]) -> dict[str, CardBattery]:
    """The battery of every card that a card atom of ``atoms`` names, by card name, in the order
    the atoms come."""
    found: dict[str, list[str]] = {}
    groups: dict[str, list[str]] = {}
    for atom in atoms:
        if atom.kind != "card":
            continue
        for card in atom.source.cards:
            found.setdefault(card, []).append(atom.id)
            groups.setdefault(card, [])
            if atom.mechanic not in groups[card]:
                groups[card].append(atom.mechanic)
    return {card: CardBattery(card, tuple(ids), tuple(groups[card])) for card, ids in found.items()}


@functools.cache
def card_batteries() -> Mapping[str, CardBattery]:
    """Every card some card atom of the catalog names, by card name, in catalog order."""
    return batteries_of(load_catalog())


def find_battery(name: str, pool_names: tuple[str, ...] = ()) -> CardBattery:
    """The battery of the card named ``name`` (letter case and surrounding spaces do not
    matter). :class:`UnknownCardError` when no card of that name has one: the message says
    whether the card is in the card pool (``pool_names``) and suggests close names."""
    batteries = card_batteries()
    wanted = " ".join(name.split()).casefold()
    by_folded = {card.casefold(): battery for card, battery in batteries.items()}
    if wanted in by_folded:
        return by_folded[wanted]
    in_pool = next((card for card in pool_names if card.casefold() == wanted), None)
    if in_pool is not None:
        problem = f"{in_pool} is in the card pool but has no battery (no card atom names it)"
    else:
        problem = f"no card named {name.strip()!r} has a battery"
    near = suggestions(wanted, list(batteries))
    hint = f"; did you mean {', '.join(near)}?" if near else ""
    raise UnknownCardError(f"{problem}{hint}")


def suggestions(wanted: str, names: list[str]) -> list[str]:
    """Up to :data:`SUGGESTIONS` of ``names`` close to ``wanted`` (folded): names containing it
    first, then the most similar."""
    folded = {name.casefold(): name for name in names}
    containing = [name for key, name in folded.items() if wanted and wanted in key]
    similar = [
        folded[key] for key in difflib.get_close_matches(wanted, list(folded), n=SUGGESTIONS, cutoff=0.6)
    ]
    return list(dict.fromkeys([*containing, *similar]))[:SUGGESTIONS]
