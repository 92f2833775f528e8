"""Which corpus cards are face-down cards, and in which groups.

A card is selected when its keywords or its oracle text (reminder text left out, its own name read
as "CARDNAME") match one of :data:`GROUPS`; the groups overlap. A selected card whose text is about
something other than a game of Magic (a draft) or that uses a mechanic only digital cards have is
left out with the reason of :data:`LEFT_OUT`: those are not printed cards a paper game can hold.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

__all__ = ["GROUPS", "LEFT_OUT", "Selection", "game_text", "select"]

_FACE_DOWN_KEYWORDS = frozenset({"morph", "megamorph", "disguise"})


def game_text(record: Mapping[str, Any]) -> str:
    """The oracle text with reminder text removed and the card's own name (or its short name before the
    comma, "Yarus" for "Yarus, Roar of the Old Gods") written "CARDNAME"."""
    text = str(record.get("text") or "")
    name = str(record["name"]).split(" // ")[0]
    text = text.replace(name, "CARDNAME")
    short = name.split(",")[0]
    if short != name:
        text = re.sub(rf"\b{re.escape(short)}\b", "CARDNAME", text)
    return re.sub(r" ?\([^)]*\)", "", text)


def _keywords(record: Mapping[str, Any]) -> set[str]:
    return {str(k).lower() for k in record.get("keywords") or ()}


def _matches(pattern: str) -> Callable[[Mapping[str, Any], str], bool]:
    compiled = re.compile(pattern, re.IGNORECASE)
    return lambda record, text: compiled.search(text) is not None


#: The groups, in the order a card lists them: (id, what its cards do, test on (record, game text)).
GROUPS: tuple[tuple[str, str, Callable[[Mapping[str, Any], str], bool]], ...] = (
    (
        "keyword",
        "has morph, megamorph or disguise",
        lambda record, text: bool(_keywords(record) & _FACE_DOWN_KEYWORDS),
    ),
    ("cloak", "cloaks", _matches(r"\bcloak(?:s|ed)?\b")),
    ("manifest", "manifests", _matches(r"\bmanifests?\b(?! dread)")),
    ("manifest-dread", "manifests dread", _matches(r"\bmanifests? dread\b")),
    (
        "turn-face-down",
        "turns permanents face down, or puts them onto the battlefield face down",
        _matches(r"\bturns? [^.]*? face down|\b(?:onto|to) the battlefield face down"),
    ),
    ("turned-face-up", 'has a "turned face up" ability', _matches(r"\bturned face up\b")),
    (
        "refers",
        "refers to face-down permanents or spells, or to turning them face up",
        _matches(
            r"face-down (?:creature|permanent|spell)|\bmorph (?:cost|abilit)|disguise cost|\bmanifested\b"
            r"|\bcloaked\b|\bturn [^.]*? face up|\b(?:is|are) face down\b"
        ),
    ),
)

#: Selected cards that are left out, by a pattern of their full oracle text, with the reason.
LEFT_OUT: tuple[tuple[str, str], ...] = (
    (r"during the draft|as you draft|draft a card|drafting", "its text is about the draft, not a game"),
    (
        r"\bseek\b|\bconjure|\bperpetually\b|\bspellbook\b",
        "a digital-only mechanic (seek, conjure, perpetually or spellbook): not a printed card",
    ),
)


@dataclass(frozen=True)
class Selection:
    """One selected card: its groups, or why it is left out (then ``groups`` says why it was selected)."""

    name: str
    groups: tuple[str, ...]
    left_out: str | None = None


def select(record: Mapping[str, Any]) -> Selection | None:
    """The card's selection, or ``None`` when it has no face-down mechanic."""
    text = game_text(record)
    groups = tuple(group for group, _, test in GROUPS if test(record, text))
    if not groups:
        return None
    full = str(record.get("text") or "")
    reason = next((why for pattern, why in LEFT_OUT if re.search(pattern, full, re.IGNORECASE)), None)
    return Selection(str(record["name"]), groups, reason)
