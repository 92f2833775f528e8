"""Battery scenarios written by hand, for the clauses of printed cards no template reads.

``scenarios.toml`` (next to this module) holds, under each card's name, a list of scenarios: the
``clause`` (or list of clauses) of the card's oracle text it checks (each must be in the card's text,
reminder text left out; the scenario's title quotes the first),
the atom's ``summary`` and ``rules``, the capabilities it ``needs``, an optional ``comment``, and its
``steps`` in the suite's Gherkin vocabulary. :class:`ScriptedBatteries` turns each into a scenario of
``printed_cards/clauses.feature`` tagged with a ``CARD-`` atom, and says which clauses they cover, so the
checks other builders could not write for those clauses are not listed as left out.
"""

from __future__ import annotations

import functools
import re
import tomllib
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from .gherkin import FEATURE_DIR, AtomSpec, Battery, Feature, Rule, Scenario, with_keywords
from .printed import Card

__all__ = ["SCENARIOS_FILE", "ScriptedBatteries", "scripted"]

SCENARIOS_FILE = Path(__file__).resolve().parent / "scenarios.toml"
_KEYS = frozenset({"suffix", "clause", "summary", "rules", "needs", "comment", "steps"})


@functools.cache
def scripted() -> Mapping[str, Sequence[Mapping[str, Any]]]:
    """The hand-written scenarios by card name, as ``scenarios.toml`` lists them."""
    with SCENARIOS_FILE.open("rb") as handle:
        return tomllib.load(handle)


def _plain(text: str) -> str:
    """Text without reminder text, bullets and runs of white space (to find a clause in oracle text)."""
    text = re.sub(r" ?\([^)]*\)", "", text).replace("•", " ")
    return " ".join(text.split())


class ScriptedBatteries:
    """The hand-written scenarios of ``scenarios.toml``, card by card."""

    def __init__(self, battery: Battery) -> None:
        self.battery = battery
        self.rule = Rule("Each clause no template reads has a scenario written for it")
        self.covered: dict[str, list[str]] = {}  # card -> the clauses its hand-written scenarios check

    def add(self, card: Card) -> bool:
        """Add the card's hand-written scenarios; False if it has none. A scenario whose clause is not in
        the card's text, or that misses a key, is an error (the file is out of date)."""
        entries = scripted().get(card.name, ())
        # The clause may be on any face: the other half of a split card or an Adventure too.
        faces = [card.data, *(card.data[k] for k in ("back", "split", "adventure") if k in card.data)]
        oracle = " ".join(_plain(str(face.get("oracle", ""))) for face in faces)
        titled: set[str] = set()
        for index, entry in enumerate(entries):
            missing = {"suffix", "clause", "summary", "rules", "steps"} - set(entry)
            unknown = set(entry) - _KEYS
            if missing or unknown:
                raise ValueError(
                    f"{SCENARIOS_FILE.name}: {card.name} [{index}]: missing {missing}, unknown {unknown}"
                )
            clauses = [entry["clause"]] if isinstance(entry["clause"], str) else list(entry["clause"])
            for clause in (_plain(str(c)) for c in clauses):
                if clause not in oracle:
                    raise ValueError(
                        f"{SCENARIOS_FILE.name}: {card.name}: {clause!r} is not in its oracle text"
                    )
                self.covered.setdefault(card.name, []).append(clause)
            clause = _plain(str(clauses[0]))
            atom_id = f"CARD-{card.slug}-{entry['suffix']}"
            # A second scenario of the same clause is told apart by its suffix (titles are unique in a file).
            title = f'{card.name}: "{clause}"'
            if title in titled:
                title = f"{title} ({entry['suffix'].replace('-', ' ')})"
            titled.add(title)
            self.battery.atoms.append(
                AtomSpec(atom_id, card.name, " ".join(str(entry["summary"]).split()), tuple(entry["rules"]))
            )
            self.rule.parts.append(
                Scenario(
                    id=f"printed-{card.slug}-{entry['suffix']}",
                    title=title,
                    tags=[f"@{atom_id}", *(f"@needs:{n}" for n in entry.get("needs", ()))],
                    steps=with_keywords(list(entry["steps"])),
                    comment=str(entry.get("comment", "")).strip(),
                )
            )
        return bool(entries)

    def settle(self) -> None:
        """Drop the left-out checks of a card that name a clause a hand-written scenario checks."""
        for card, clauses in self.covered.items():
            reasons = self.battery.left_out.get(card, [])
            kept = [r for r in reasons if not any(clause in _plain(r) for clause in clauses)]
            if kept:
                self.battery.left_out[card] = kept
            else:
                self.battery.left_out.pop(card, None)

    def feature(self) -> Feature:
        return Feature(
            path=f"{FEATURE_DIR}/clauses.feature",
            title="Printed cards: the clauses no template reads, one scenario written for each",
            tags=[],
            description=[
                "Generated by `python -m facedown.poolgen batteries` from facedown/poolgen/scenarios.toml:",
                "edit that file, not this one. Each scenario checks the clause of a printed card its title",
                "quotes; every expected value comes from the card's text (its oracle record in",
                "facedown/pool/).",
            ],
            rules=[self.rule],
        )
