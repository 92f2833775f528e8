"""Gherkin output and catalog atoms of the printed-card batteries.

:class:`Outline` (a Scenario Outline with one Examples block per card), :class:`Scenario`, :class:`Rule`
and :class:`Feature` render the generated feature files; :class:`AtomSpec` and :func:`render_catalog` the
generated catalog file; :class:`Battery` collects what the battery builders make.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

__all__ = [
    "FEATURE_DIR",
    "AtomSpec",
    "Battery",
    "Feature",
    "Outline",
    "Rule",
    "Scenario",
    "render_catalog",
    "step_keyword",
    "table",
    "with_keywords",
]

#: Where the generated feature files go, under the features directory.
FEATURE_DIR = "printed_cards"


def table(rows: Sequence[Sequence[str]], indent: str) -> list[str]:
    """A Gherkin table with aligned columns (a "|" in a cell is escaped)."""
    cells = [[c.replace("|", "\\|") for c in row] for row in rows]
    widths = [max(len(row[i]) for row in cells) for i in range(len(cells[0]))]
    return [
        indent + "| " + " | ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)) + " |"
        for row in cells
    ]


@dataclass
class Outline:
    """A Scenario Outline and its Examples blocks (one per card)."""

    id: str
    title: str
    steps: list[str]
    columns: list[str]
    comment: str = ""
    tags: list[str] = field(default_factory=list)
    examples: list[tuple[list[str], str, list[str]]] = field(default_factory=list)

    def add(self, tags: list[str], name: str, row: Mapping[str, str]) -> None:
        self.examples.append((tags, name, [row[c] for c in self.columns]))

    def render(self) -> list[str]:
        if not self.examples:
            return []
        lines = ["", "    " + " ".join([f"@id:{self.id}", *self.tags]), f"    Scenario Outline: {self.title}"]
        if self.comment:
            lines += [f"      # {line}" for line in self.comment.split("\n")]
        lines += [f"      {step}" for step in self.steps]
        for tags, name, values in self.examples:
            lines += ["", "      " + " ".join(tags), f"      Examples: {name}"]
            lines += table([self.columns, values], "        ")
        return lines


@dataclass
class Scenario:
    """A scenario of its own (a card whose checks fit no outline)."""

    id: str
    title: str
    tags: list[str]
    steps: list[str]
    comment: str = ""

    def render(self) -> list[str]:
        lines = ["", "    " + " ".join([f"@id:{self.id}", *self.tags]), f"    Scenario: {self.title}"]
        if self.comment:
            lines += [f"      # {line}" for line in self.comment.split("\n")]
        return lines + [f"      {step}" for step in self.steps]


@dataclass
class Rule:
    title: str
    parts: list[Outline | Scenario] = field(default_factory=list)

    def render(self) -> list[str]:
        body: list[str] = []
        for part in self.parts:
            body += part.render()
        return ["", f"  Rule: {self.title}", *body] if body else []


@dataclass
class Feature:
    path: str
    title: str
    tags: list[str]
    description: list[str]
    rules: list[Rule]

    def render(self) -> str:
        lines = [" ".join(self.tags), f"Feature: {self.title}"] if self.tags else [f"Feature: {self.title}"]
        lines += [f"  # {line}" if line else "  #" for line in self.description]
        lines += [
            "",
            "  Background:",
            "    Given a two-player game between Alice and Bob",
            "    And it is Alice's precombat main phase",
        ]
        for rule in self.rules:
            lines += rule.render()
        return "\n".join(lines) + "\n"


# --------------------------------------------------------------------------- atoms


@dataclass(frozen=True)
class AtomSpec:
    id: str
    card: str
    summary: str
    rules: tuple[str, ...]


def _rules_2024(rules: Sequence[str]) -> str | None:
    """The rule numbers in the 2024-04-12 edition: cloak was 701.56 there, manifest 701.34, opening an
    Attraction 701.48 and rolling to visit 701.49; manifest dread (701.62) and 708.12 did not exist yet
    (``None``: the atom is absent from that edition)."""
    older: list[str] = []
    for rule in rules:
        if rule.startswith("701.62") or rule == "708.12":
            return None
        # the 2026-04-17 renumbering (701.51 and 701.52 were 701.48 and 701.49 in the 2024-04-12 text)
        for renamed, old in (
            ("701.58", "701.56"),
            ("701.40", "701.34"),
            ("701.51", "701.48"),
            ("701.52", "701.49"),
        ):
            if rule.startswith(renamed):
                rule = old + rule[len(renamed) :]
        older.append(rule)
    return "[" + ", ".join(f'"{r}"' for r in older) + "]"


def render_catalog(atoms: Sequence[AtomSpec], left_out: Mapping[str, Sequence[str]]) -> str:
    """The generated catalog file: one card atom per check, and the checks no card got, with reasons."""
    lines = [
        "# Generated by `python -m facedown.poolgen batteries` from the card pool: do not edit.",
        "# The printed-card atoms: one per check of a printed card's battery (features/printed_cards/).",
        '# Fields as in atoms.toml; origin = "generated". [[left_out]] lists each check a card does not',
        "# get, with the reason.",
    ]
    for atom in atoms:
        rules = "[" + ", ".join(f'"{r}"' for r in atom.rules) + "]"
        older = _rules_2024(atom.rules)
        editions = f'"2024-04-12" = {older}, ' if older is not None else ""
        lines += [
            "",
            "[[atom]]",
            f'id = "{atom.id}"',
            'kind = "card"',
            'mechanic = "printed-cards"',
            f"summary = {json.dumps(atom.summary, ensure_ascii=False)}",
            f"source = {{ cards = [{json.dumps(atom.card, ensure_ascii=False)}] }}",
            f'rules = {{ {editions}"2026-04-17" = {rules} }}',
            'origin = "generated"',
        ]
    for card, reasons in sorted(left_out.items()):
        for reason in reasons:
            lines += [
                "",
                "[[left_out]]",
                f"card = {json.dumps(card, ensure_ascii=False)}",
                f"reason = {json.dumps(reason, ensure_ascii=False)}",
            ]
    return "\n".join(lines) + "\n"


@dataclass
class Battery:
    """Everything generated: feature files (path relative to the features directory -> text), the catalog
    atoms, and the checks each card does not get (card -> reasons)."""

    features: dict[str, str] = field(default_factory=dict)
    atoms: list[AtomSpec] = field(default_factory=list)
    left_out: dict[str, list[str]] = field(default_factory=dict)

    def leave_out(self, card: str, reason: str) -> None:
        self.left_out.setdefault(card, []).append(reason)


def step_keyword(text: str) -> str:
    """A hint's step with its keyword: "And" unless it starts with one."""
    return text if text.split(" ", 1)[0] in ("Given", "When", "Then", "And") else f"And {text}"


def with_keywords(steps: Sequence[str]) -> list[str]:
    """Steps with Gherkin keywords that follow from one another: a step written without one, or with the
    keyword of the run it continues, gets "And"; the first Given/When/Then of a run keeps its own."""
    out: list[str] = []
    run = ""
    for step in steps:
        word = step.split(" ", 1)[0]
        if step.lstrip().startswith("|") or word == "And":
            out.append(step)
        elif word in ("Given", "When", "Then"):
            out.append(step if word != run else "And " + step.split(" ", 1)[1])
            run = word
        else:
            out.append(f"And {step}")
    return out
