"""The printed-card batteries: Gherkin scenarios and catalog atoms generated from the card pool.

For every printed card of the pool with morph, megamorph or disguise (``import.json`` lists the cards
and their groups), :func:`build` writes scenarios that check, as each player sees it:

* cast face down for {3} from the hand, it is a nameless, colourless 2/2 creature with no subtypes
  or mana cost (with ward {2} for disguise), which only its controller can identify;
* turned face up for its printed cost (mana, or the non-mana cost its text names, paid through the
  contract's ``choose`` decisions), it has its printed characteristics, and megamorph's +1/+1 counter;
* its "when this is turned face up" abilities trigger, asking for a target where they target;
* its "when this enters" abilities don't.

Most checks are Scenario Outlines with one Examples block per card (tagged with the card's atoms);
cards whose cost or characteristics don't fit an outline get scenarios of their own. Every expected
value is a printed fact of the card (its oracle record) written into the feature, so a reviewer can
check it against the card. :data:`Battery.left_out` lists every check a card does not get, with the
reason, and the catalog file lists them too.
"""

from __future__ import annotations

import functools
import json
import re
import tomllib
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from facedown import suite

from .importer import IMPORT_FILE, slug

__all__ = ["CATALOG_FILE", "FEATURE_DIR", "Battery", "build", "write"]

FEATURE_DIR = "printed_cards"
CATALOG_FILE = Path(__file__).resolve().parent.parent / "catalog" / "printed_cards.toml"
_COLOUR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
_KEYWORDS = ("disguise", "megamorph", "morph")
_ADJECTIVE = {"disguise": "disguised", "morph": "morphed", "megamorph": "morphed"}
_METHOD = {"disguise": "disguise", "morph": "morph", "megamorph": "morph"}
_RULES = {
    "disguise": {"cast": ["702.168a", "702.168b", "708.2"], "up": ["702.168d", "708.8"]},
    "morph": {"cast": ["702.37a", "702.37c", "708.2"], "up": ["702.37e", "708.8"]},
    "megamorph": {"cast": ["702.37b", "702.37c", "708.2"], "up": ["702.37b", "702.37e", "708.8"]},
}


# --------------------------------------------------------------------------- the cards


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
            (a for a in self.abilities if a.get("kind") == "keyword" and a.get("keyword") in _KEYWORDS), None
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


# --------------------------------------------------------------------------- Gherkin output


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
    """The rule numbers in the 2024-04-12 edition: cloak was 701.56 there and manifest 701.34; manifest
    dread (701.62) and 708.12 did not exist yet (``None``: the atom is absent from that edition)."""
    older: list[str] = []
    for rule in rules:
        if rule.startswith("701.62") or rule == "708.12":
            return None
        for renamed, old in (("701.58", "701.56"), ("701.40", "701.34")):  # the 2026-04-17 renumbering
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


# --------------------------------------------------------------------------- the keyword batteries


@dataclass
class Battery:
    """Everything generated: feature files (path relative to the features directory -> text), the catalog
    atoms, and the checks each card does not get (card -> reasons)."""

    features: dict[str, str] = field(default_factory=dict)
    atoms: list[AtomSpec] = field(default_factory=list)
    left_out: dict[str, list[str]] = field(default_factory=dict)

    def leave_out(self, card: str, reason: str) -> None:
        self.left_out.setdefault(card, []).append(reason)


_FACE_DOWN_TABLE = [
    ["name", "none"],
    ["mana cost", "none"],
    ["mana value", "0"],
    ["colours", "none"],
    ["types", "Creature"],
    ["subtypes", "none"],
    ["supertypes", "none"],
    ["power", "2"],
    ["toughness", "2"],
    ["abilities", "<abilities>"],
    ["face down", "yes"],
]
_FACE_UP_ROWS = [
    ["name", "<card>"],
    ["mana cost", "<mana cost>"],
    ["mana value", "<mana value>"],
    ["colours", "<colours>"],
    ["types", "<types>"],
    ["subtypes", "<subtypes>"],
    ["supertypes", "<supertypes>"],
]
_PT_ROWS = [["power", "<power>"], ["toughness", "<toughness>"]]


def _choose_target_steps(candidate: str) -> list[str]:
    """Alice is offered the candidate as the target of the card's turned-face-up ability, chooses it, and
    the ability is on the stack with that target."""
    return [
        f"And Alice is offered {candidate} as a target",
        f"When Alice chooses {candidate} as the target",
        'Then an ability of "<card>" triggers on it being turned face up',
        f'And the triggered ability of "<card>" targets {candidate}',
    ]


def _table_steps(rows: Sequence[Sequence[str]]) -> list[str]:
    return table(rows, "  ")


def _face_up_row(card: Card, counters: int) -> dict[str, str]:
    data = card.data
    row = {
        "card": card.name,
        "mana cost": str(data.get("mana_cost") or "none"),
        "mana value": str(mana_value(data.get("mana_cost"))),
        "colours": colours(data),
        "types": words(data.get("types", ())),
        "subtypes": words(data.get("subtypes", ())),
        "supertypes": words(data.get("supertypes", ())),
        "counters": str(counters) if counters else "no",
    }
    if "power" in data and "toughness" in data:
        row["power"] = str(int(data["power"]) + counters)
        row["toughness"] = str(int(data["toughness"]) + counters)
    return row


def _face_up_counters(card: Card, keyword: str) -> int | None:
    """+1/+1 counters the card has as it is turned face up for its keyword cost: megamorph's one, plus an
    "as this is turned face up, put N +1/+1 counters on it" ability; ``None`` when its text may change its
    own power or toughness in a way the battery does not work out."""
    counters = 1 if keyword == "megamorph" else 0
    for ability in card.abilities:
        if ability.get("kind") == "static" and ability.get("effect") == "as_turned_face_up":
            for step in ability.get("effects", ()):
                if step.get("op") == "put_counters" and isinstance(step.get("amount", 1), int):
                    counters += int(step.get("amount", 1))
                else:
                    return None
    oracle = str(card.data.get("oracle", ""))
    own = r"(?:this creature|CARDNAME|" + re.escape(card.name) + r")"
    if re.search(own + r" (?:gets|has base|enters with)|power and toughness", oracle, re.IGNORECASE):
        return None
    if re.search(r"\+1/\+1 counters? on (?:it|this creature)|\bendures?\b", oracle, re.IGNORECASE):
        return None
    return counters


class _KeywordBatteries:
    """The outlines and scenarios of one keyword's feature file."""

    def __init__(self, keyword: str, battery: Battery) -> None:
        self.keyword = keyword
        self.battery = battery
        method = _METHOD[keyword]
        adjective = _ADJECTIVE[keyword]
        self.prefix = f"printed-{keyword}"
        ward = " with ward {2}" if keyword == "disguise" else ""
        self.cast = Outline(
            id=f"{self.prefix}-cast-face-down",
            title=f"<card> cast face down for {{3}} is a face-down 2/2{ward} that only Alice can identify",
            steps=[
                'Given Alice has "<card>" in her hand',
                "And Alice has {C}{C}{C} in her mana pool",
                f'When Alice casts "<card>" face down using {method}',
                "And all players pass priority",
                'Then "<card>" is face down on the battlefield',
                "And Alice's mana pool is empty",
                'And Bob sees "<card>" with these characteristics:',
                *_table_steps(_FACE_DOWN_TABLE),
            ],
            columns=["card", "abilities"],
        )
        self.hidden = Outline(
            id=f"{self.prefix}-cast-face-down-hidden",
            title="<card> cast face down: Alice may look at it, Bob can't tell which card it is",
            tags=["@needs:per_viewer_views"],
            steps=[
                'Given Alice has "<card>" in her hand',
                "And Alice has {C}{C}{C} in her mana pool",
                f'When Alice casts "<card>" face down using {method}',
                "And all players pass priority",
                'Then Bob cannot tell which card "<card>" is',
                'And Alice can tell that "<card>" is "<card>"',
            ],
            columns=["card"],
        )
        up_steps = [
            f'Given Alice controls a {adjective} "<card>"',
            "And Alice has <mana> in her mana pool",
            f'When Alice turns "<card>" face up using its {method} cost',
            "Then the action is accepted",
            'And "<card>" is face up on the battlefield',
            "And Alice's mana pool is empty",
        ]
        counters_step = 'And "<card>" has <counters> +1/+1 counters'
        self.up = Outline(
            id=f"{self.prefix}-turned-face-up",
            title="<card> turned face up for <cost> has its printed characteristics, for every player",
            steps=[
                *up_steps,
                'And Bob sees "<card>" with these characteristics:',
                *_table_steps([*_FACE_UP_ROWS, *_PT_ROWS, ["face down", "no"]]),
                counters_step,
            ],
            columns=[
                "card",
                "cost",
                "mana",
                *[r[1][1:-1] for r in _FACE_UP_ROWS[1:]],
                "power",
                "toughness",
                "counters",
            ],
        )
        self.up_no_pt = Outline(
            id=f"{self.prefix}-turned-face-up-characteristics",
            title="<card> turned face up for <cost> has its printed name, cost, colours and types",
            comment="Power and toughness are left out: the card has none printed, or its text changes them.",
            steps=[
                *up_steps,
                'And Bob sees "<card>" with these characteristics:',
                *_table_steps([*_FACE_UP_ROWS, ["face down", "no"]]),
            ],
            columns=["card", "cost", "mana", *[r[1][1:-1] for r in _FACE_UP_ROWS[1:]]],
        )
        self.trigger = Outline(
            id=f"{self.prefix}-turned-face-up-trigger",
            title='Turning <card> face up triggers its "turned face up" ability',
            steps=[*up_steps[:4], 'And an ability of "<card>" triggers on it being turned face up'],
            columns=["card", "mana"],
        )
        self.trigger_target = Outline(
            id=f"{self.prefix}-turned-face-up-trigger-target",
            title='Turning <card> face up triggers its "turned face up" ability, which asks for <target>',
            steps=[
                "Given <who> controls <candidate>",
                *up_steps[:4],
                *_choose_target_steps("<candidate>"),
            ],
            columns=["card", "mana", "target", "who", "candidate"],
        )
        self.trigger_target_player = Outline(
            id=f"{self.prefix}-turned-face-up-trigger-target-player",
            title='Turning <card> face up triggers its "turned face up" ability: <target> (a player)',
            steps=[
                *up_steps[:4],
                *_choose_target_steps("<candidate>"),
            ],
            columns=["card", "mana", "target", "candidate"],
        )
        self.trigger_target_graveyard = Outline(
            id=f"{self.prefix}-turned-face-up-trigger-target-card",
            title='Turning <card> face up triggers its "turned face up" ability: <target> (a card)',
            steps=[
                'Given Alice has "<candidate>" in her graveyard',
                *up_steps[:4],
                *_choose_target_steps('"<candidate>"'),
            ],
            columns=["card", "mana", "target", "candidate"],
        )
        self.trigger_target_spell = Outline(
            id=f"{self.prefix}-turned-face-up-trigger-target-spell",
            title="Turning <card> face up in answer to a spell triggers its face-up ability: <target>",
            steps=[
                "Given it is Bob's precombat main phase",
                f'And Alice controls a {adjective} "<card>"',
                "And Alice has <mana> in her mana pool",
                'And Bob has "<candidate>" in his hand',
                "And Bob has <spell mana> in his mana pool",
                "When Bob casts <spell>",
                "And Bob passes priority",
                f'And Alice turns "<card>" face up using its {method} cost',
                "Then the action is accepted",
                *_choose_target_steps('"<candidate>"'),
            ],
            columns=["card", "mana", "target", "candidate", "spell mana", "spell"],
        )
        self.no_enters = Outline(
            id=f"{self.prefix}-turned-face-up-not-entering",
            title='Turning <card> face up is not entering: its "enters" ability does not trigger',
            steps=[*up_steps[:4], 'And no ability of "<card>" triggers on it entering'],
            columns=["card", "mana"],
        )
        self.scenarios: list[Scenario] = []

    def atom(self, card: Card, suffix: str, summary: str, rules: Sequence[str]) -> str:
        atom_id = f"CARD-{card.slug}-{suffix}"
        self.battery.atoms.append(AtomSpec(atom_id, card.name, " ".join(summary.split()), tuple(rules)))
        return "@" + atom_id

    def add(self, card: Card, keyword: Mapping[str, Any]) -> None:
        name = card.name
        kw = self.keyword
        label = kw.capitalize()
        ward_text = " with ward {2}" if kw == "disguise" else " with no abilities"
        cast_tag = self.atom(
            card,
            "cast-face-down",
            f"{name} cast face down for {{3}} with {kw} is a face-down 2/2 creature{ward_text}, no name, "
            "colour, subtypes or mana cost; its controller may look at it, other players can't tell which "
            "card it is.",
            _RULES[kw]["cast"],
        )
        self.cast.add(
            [cast_tag], name, {"card": name, "abilities": "Ward {2}" if kw == "disguise" else "none"}
        )
        self.hidden.add([cast_tag], name, {"card": name})
        cost = keyword.get("cost")
        if not isinstance(cost, str):
            self.battery.leave_out(name, f"{label}: no cost in its pool file")
            return
        mana = payment(cost) if "cost_reduction" not in keyword else None
        counters = _face_up_counters(card, kw)
        if mana is None or name in _hints() or int(card.data.get("toughness", 1)) + (counters or 0) <= 0:
            self._irregular(card, keyword, cost, counters)
            return
        row = _face_up_row(card, counters or 0)
        row |= {"cost": cost, "mana": mana}
        summary = f"{name} turned face up for its {kw} cost {cost} has its printed characteristics"
        summary += " and a +1/+1 counter (megamorph)" if kw == "megamorph" else ""
        up_tag = self.atom(card, "turned-face-up", summary + ".", _RULES[kw]["up"])
        if counters is not None and "power" in row:
            self.up.add([up_tag], name, row)
        else:
            self.up_no_pt.add([up_tag], name, row)
        self._triggers(card, mana)

    def _triggers(self, card: Card, mana: str) -> None:
        name = card.name
        for index, ability in enumerate(card.triggers("turned_face_up")):
            targets = ability.get("targets", [])
            suffix = "turned-face-up-trigger" + (f"-{index + 1}" if index else "")
            text = str(ability.get("text", ""))
            tag = self.atom(
                card,
                suffix,
                f'Turning {name} face up triggers "{text}"'
                + (", which asks for its target." if targets else "."),
                ["708.8", "603.2"],
            )
            if not targets and re.search(r"\btarget\b", text):
                self.battery.leave_out(name, f'"{text}": the templates could not read its targets')
                self.battery.atoms.pop()
                continue
            if not targets:
                self.trigger.add([tag], name, {"card": name, "mana": mana})
                continue
            candidate = _candidate(targets[0])
            if candidate is None or len(targets) > 1:
                self.battery.leave_out(name, f'its target of "{text}": no set-up for it in the battery')
                self.battery.atoms.pop()
                continue
            kind, who, what, target_words = candidate
            row = {"card": name, "mana": mana, "target": target_words, "who": who, "candidate": what}
            if kind == "permanent":
                self.trigger_target.add([tag], name, row)
            elif kind == "player":
                self.trigger_target_player.add([tag], name, row)
            elif kind == "graveyard":
                row["candidate"] = what.strip('"')
                self.trigger_target_graveyard.add([tag], name, row)
            else:
                spell, spell_mana, how = _SPELLS[what]
                row |= {"candidate": spell, "spell mana": spell_mana, "spell": f'"{spell}" {how}'}
                self.trigger_target_spell.add([tag], name, row)
        if card.triggers("enters") and not any(
            "turned_face_up" in (a["trigger"] if isinstance(a["trigger"], list) else [a["trigger"]])
            for a in card.triggers("enters")
        ):
            tag = self.atom(
                card,
                "turned-face-up-not-entering",
                f'Turning {name} face up is not entering the battlefield: its "enters" ability doesn\'t '
                "trigger.",
                ["708.8", "603.6a"],
            )
            self.no_enters.add([tag], name, {"card": name, "mana": mana})

    def _irregular(self, card: Card, keyword: Mapping[str, Any], cost: str, counters: int | None) -> None:
        """A scenario of its own for a card whose cost no outline pays: X, {0}, a self-reducing cost, or a
        cost that isn't mana (each object it uses is chosen with a ``choose`` decision)."""
        name, kw = card.name, self.keyword
        hint = _hints().get(name, {})
        if "left_out" in hint:
            self.battery.leave_out(name, str(hint["left_out"]))
            return
        method = _METHOD[kw]
        given = [
            f'Given Alice controls a {_ADJECTIVE[kw]} "{name}"',
            *(f"And {g}" for g in hint.get("given", ())),
        ]
        paying: list[str] = []
        after: list[str] = []
        mana: str | None = None
        with_x = ""
        plan = _cost_plan(cost, keyword)
        if plan is None:
            self.battery.leave_out(name, f"{kw.capitalize()} cost {cost!r}: the battery has no set-up for it")
            return
        given += [f"And {g}" for g in plan.given]
        mana, with_x, paying, after = plan.mana, plan.with_x, plan.paying, plan.after
        if mana:
            given.append(f"And Alice has {mana} in her mana pool")
        steps = [
            *given,
            f'When Alice turns "{name}" face up using its {method} cost{with_x}',
            "Then the action is accepted",
            *paying,
            *(_step(step) for step in hint.get("then", ())),
            f'And "{name}" is face up on the battlefield',
            *(["And Alice's mana pool is empty"] if mana else []),
        ]
        row = _face_up_row(card, counters or 0)
        rows = [[k, row[k] if k != "name" else name] for k in ("mana cost", "mana value", "colours", "types")]
        rows = [["name", name], *rows, ["subtypes", row["subtypes"]], ["supertypes", row["supertypes"]]]
        power = hint.get("power", row.get("power") if counters is not None else None)
        toughness = hint.get("toughness", row.get("toughness") if counters is not None else None)
        if power is not None and toughness is not None:
            rows += [["power", str(power)], ["toughness", str(toughness)]]
        steps += [
            f'And Bob sees "{name}" with these characteristics:',
            *table([*rows, ["face down", "no"]], "  "),
        ]
        if counters is not None:
            steps.append(f'And "{name}" has {row["counters"]} +1/+1 counters')
        steps += after
        summary = f"{name} turned face up for its {kw} cost ({cost}) has its printed characteristics"
        summary += " and a +1/+1 counter (megamorph)" if kw == "megamorph" else ""
        tags = [self.atom(card, "turned-face-up", summary + ".", _RULES[kw]["up"])]
        for index, ability in enumerate(card.triggers("turned_face_up")):
            text = str(ability.get("text", ""))
            targets = ability.get("targets", [])
            candidate = _candidate(targets[0]) if len(targets) == 1 else None
            if targets and (candidate is None or candidate[0] not in ("permanent", "player")):
                self.battery.leave_out(name, f'its target of "{text}": no set-up for it in the battery')
                continue
            if not targets and re.search(r"\btarget\b", text):
                self.battery.leave_out(name, f'"{text}": the templates could not read its targets')
                continue
            suffix = "turned-face-up-trigger" + (f"-{index + 1}" if index else "")
            tags.append(
                self.atom(
                    card,
                    suffix,
                    f'Turning {name} face up triggers "{text}"'
                    + (", which asks for its target." if targets else "."),
                    ["708.8", "603.2"],
                )
            )
            if candidate is None:
                steps.append(f'And an ability of "{name}" triggers on it being turned face up')
                continue
            _, who, what, _ = candidate
            if who:
                steps.insert(1, f"And {who} controls {what}")
            steps += [
                f"And Alice is offered {what} as a target",
                f"When Alice chooses {what} as the target",
                f'Then an ability of "{name}" triggers on it being turned face up',
                f'And the triggered ability of "{name}" targets {what}',
            ]
        self.scenarios.append(
            Scenario(
                id=f"{self.prefix}-{card.slug}-turned-face-up",
                title=f"{name} turned face up for its {kw} cost, {cost}",
                tags=tags,
                steps=steps,
                comment=str(hint.get("comment", "")),
            )
        )

    def feature(self) -> Feature:
        method = _METHOD[self.keyword]
        label = self.keyword.capitalize()
        rules = [
            Rule(
                f"Cast face down with {self.keyword}, each card is a face-down 2/2"
                + (" with ward {2}" if self.keyword == "disguise" else ""),
                [self.cast, self.hidden],
            ),
            Rule(
                f"Turned face up for its {self.keyword} cost, each card has its printed characteristics",
                [self.up, self.up_no_pt, *self.scenarios],
            ),
            Rule(
                'Its "turned face up" abilities trigger, and its "enters" abilities do not',
                [
                    self.trigger,
                    self.trigger_target,
                    self.trigger_target_player,
                    self.trigger_target_graveyard,
                    self.trigger_target_spell,
                    self.no_enters,
                ],
            ),
        ]
        return Feature(
            path=f"{FEATURE_DIR}/{self.keyword}.feature",
            title=f"Printed cards with {self.keyword}: cast face down, turned face up, face-up triggers",
            tags=[f"@needs:{method}"],
            description=[
                "Generated by `python -m facedown.poolgen batteries` from the card pool: do not edit.",
                f"One Examples block per printed card with {self.keyword}; every expected value is a printed",
                "fact of the card (its oracle record in facedown/pool/). Sources: CR "
                + ", ".join(sorted({*_RULES[self.keyword]["cast"], *_RULES[self.keyword]["up"]}))
                + ", 603.2, 603.6a.",
                f"{label} cards whose checks no outline fits have scenarios of their own; checks a card does",
                "not get are listed, with the reason, in facedown/catalog/printed_cards.toml ([[left_out]]).",
            ],
            rules=rules,
        )


#: Spells Bob casts for a turned-face-up ability to target: name -> (card, mana, " targeting ...").
_SPELLS: Mapping[str, tuple[str, str, str]] = {
    "instant": ("Shock", "{R}", "targeting Alice"),
    "creature": ("Grizzly Bears", "{G}{C}", "face up"),
    "any": ("Shock", "{R}", "targeting Alice"),
}


@dataclass(frozen=True)
class CostPlan:
    """How a scenario pays a turn-up cost: Given steps, the mana, " with X = 1", the steps that answer the
    cost's decisions (and check them), and the checks after the permanent is face up."""

    given: list[str]
    mana: str | None
    with_x: str
    paying: list[str]
    after: list[str]


#: Cards a scenario puts in Alice's hand to reveal for "Reveal a [colour] card", and one of another colour.
_REVEAL = {
    "white": ("Pacifism", "Shock"),
    "blue": ("Unsummon", "Shock"),
    "black": ("Murder", "Shock"),
    "red": ("Shock", "Giant Growth"),
    "green": ("Giant Growth", "Shock"),
}
_COUNTS = {"a": 1, "an": 1, "two": 2, "three": 3}


def _cost_plan(cost: str, keyword: Mapping[str, Any]) -> CostPlan | None:
    """The set-up and steps that pay ``cost`` (None: the battery can't pay it)."""
    if "cost_reduction" in keyword:
        # "This cost is reduced by {1} for each instant and sorcery card in your graveyard": one Shock there.
        reduced = mana_symbols(cost)
        generic = [s for s in reduced if s.isdigit()]
        if not generic:
            return None
        rest = "".join("{" + s + "}" for s in reduced if not s.isdigit())
        mana = payment(rest + "{" + str(int(generic[0]) - 1) + "}")
        return CostPlan(['Alice has "Shock" in her graveyard'], mana, "", [], [])
    if re.fullmatch(r"(\{[^}]+\})+", cost):
        if "X" in cost:
            mana = payment(cost.replace("{X}", "{1}"))
            return CostPlan([], mana, " with X = 1", [], [])
        if cost == "{0}":
            return CostPlan([], None, "", [], [])
        return CostPlan([], payment(cost), "", [], [])
    lower = cost.lower()
    match = re.fullmatch(r"reveal an? (white|blue|black|red|green) card in your hand", lower)
    if match:
        good, other = _REVEAL[match[1]]
        return CostPlan(
            [f'Alice has "{good}" in her hand', f'Alice has "{other}" in her hand'],
            None,
            "",
            [
                f'And Alice is asked to choose "{good}"',
                f'When Alice chooses "{good}"',
                "Then the action is accepted",
            ],
            [f'And "{good}" is revealed to all players', f'And "{good}" is in Alice\'s hand'],
        )
    match = re.fullmatch(r"discard an? (?:(zombie) )?card", lower)
    if match:
        good = "Haunted Cadaver" if match[1] else "Shock"
        given = [f'Alice has "{good}" in her hand'] + (['Alice has "Shock" in her hand'] if match[1] else [])
        return CostPlan(
            given,
            None,
            "",
            [
                f'And Alice is asked to choose "{good}"',
                f'When Alice chooses "{good}"',
                "Then the action is accepted",
            ],
            [f'And "{good}" is in Alice\'s graveyard'],
        )
    match = re.fullmatch(r"pay (\d+) life", lower)
    if match:
        return CostPlan([], None, "", [], [f"And Alice's life total is {20 - int(match[1])}"])
    match = re.fullmatch(
        r"(return|sacrifice) (another|an?|two|three) ([a-z]+?)s?"
        r"(?: you control to (?:its|their) owner's hand)?",
        lower,
    )
    if match:
        action, count_word, noun = match[1], match[2], match[3].capitalize()
        count = 1 if count_word == "another" else _COUNTS[count_word]
        subject = {
            "Island": "Island",
            "Mountain": "Mountain",
            "Bird": "Aven Sunstriker",
            "Creature": "Grizzly Bears",
        }
        if noun not in subject:
            return None
        card = subject[noun]
        aliases = [f"{card} {chr(ord('A') + i)}" for i in range(count + 1)]
        given = [f'Alice controls "{card}" as "{alias}"' for alias in aliases]
        paying: list[str] = []
        for index in range(count):
            left = aliases[index:]
            options = (
                (", ".join(f'"{a}"' for a in left[:-1]) + f' and "{left[-1]}"')
                if len(left) > 1
                else f'"{left[0]}"'
            )
            ask = (
                f"Alice is asked to choose between {options}"
                if len(left) > 1
                else f"Alice is asked to choose {options}"
            )
            paying += [("And " if index == 0 else "Then ") + ask, f'When Alice chooses "{aliases[index]}"']
        paying.append("Then the action is accepted")
        where = "in Alice's hand" if action == "return" else "in Alice's graveyard"
        after = [f'And "{alias}" is {where}' for alias in aliases[:count]]
        after.append(f'And "{aliases[-1]}" is on the battlefield')
        return CostPlan(given, None, "", paying, after)
    return None


def _step(text: str) -> str:
    """A hint's step with its keyword: "And" unless it starts with one."""
    return text if text.split(" ", 1)[0] in ("Given", "When", "Then", "And") else f"And {text}"


@functools.cache
def _hints() -> Mapping[str, Mapping[str, Any]]:
    """Hand-written set-ups of the cards no template fits (``hints.toml`` next to this module)."""
    with (Path(__file__).resolve().parent / "hints.toml").open("rb") as handle:
        return tomllib.load(handle)


#: The pool's target presets other than "any", "player" and "opponent", as filters.
_PRESETS: Mapping[str, Mapping[str, Any]] = {
    "creature": {"types": ["Creature"]},
    "permanent": {},
    "nonland_permanent": {"nontypes": ["Land"]},
    "spell": {"zones": ["stack"]},
    "creature_spell": {"types": ["Creature"], "zones": ["stack"]},
    "card_in_your_graveyard": {"zones": ["graveyard"], "owner": "you"},
}


def _candidate(spec: Mapping[str, Any] | str) -> tuple[str, str, str, str] | None:
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


# --------------------------------------------------------------------------- build and write


def _features_naming(features: Path) -> dict[str, list[str]]:
    """The hand-written feature files (not the generated ones) whose steps name each card."""
    named: dict[str, list[str]] = {}
    for path in sorted(features.rglob("*.feature")):
        relative = path.relative_to(features).as_posix()
        if relative.startswith(FEATURE_DIR + "/"):
            continue
        steps = [
            line for line in path.read_text(encoding="utf-8").splitlines() if not line.strip().startswith("#")
        ]
        for name in set(re.findall(r'"([^"]+)"', "\n".join(steps))):
            named.setdefault(name, []).append(relative)
    return named


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


def build(pool: Path | None = None) -> Battery:
    """Every generated feature and atom, from the pool in ``pool`` (default: the suite's)."""
    pool = pool or suite.pool_dir()
    battery = Battery()
    per_keyword = {kw: _KeywordBatteries(kw, battery) for kw in _KEYWORDS}
    effects = _EffectBatteries(battery)
    hand_written = _features_naming(suite.features_dir())
    for card in load_cards(pool):
        keyword = card.keyword()
        if keyword is not None:
            per_keyword[str(keyword["keyword"])].add(card, keyword)
        elif "keyword" in card.groups:
            battery.leave_out(card.name, "its morph or disguise ability is not in its pool file")
        if not effects.add(card) and keyword is None and card.name not in battery.left_out:
            reason = "the battery has no template yet for what its text does"
            features = hand_written.get(card.name)
            if features:
                reason += "; hand-written scenarios use it: " + ", ".join(features)
            battery.leave_out(card.name, reason)
    for feature in (*(per_keyword[kw].feature() for kw in _KEYWORDS), effects.feature()):
        battery.features[feature.path] = feature.render()
    return battery


def write(pool: Path | None, features: Path | None, catalog: Path | None) -> list[str]:
    """Write the generated features (removing stale ones) and the catalog file; the lines printed."""
    battery = build(pool)
    features = features or suite.features_dir()
    target = features / FEATURE_DIR
    target.mkdir(parents=True, exist_ok=True)
    for stale in target.glob("*.feature"):
        if f"{FEATURE_DIR}/{stale.name}" not in battery.features:
            stale.unlink()
    for path, text in battery.features.items():
        (features / path).write_text(text, encoding="utf-8")
    (catalog or CATALOG_FILE).write_text(render_catalog(battery.atoms, battery.left_out), encoding="utf-8")
    cards = {a.card for a in battery.atoms}
    return [
        f"features: {len(battery.features)}",
        f"cards with a battery: {len(cards)}",
        f"atoms: {len(battery.atoms)}",
        f"cards with checks left out: {len(battery.left_out)}",
    ]


# --------------------------------------------------------------------------- cards that put others face down

#: Effect ops that put cards face down, and what the battery checks for each.
_FACE_DOWN_OPS = ("manifest_top", "manifest_dread", "cloak_top", "turn_face_down")
#: Cards Alice's library holds on top for an effect that manifests or cloaks from it (first = top).
_LIBRARY = ("Grizzly Bears", "Hill Giant")


def _steps_within(effects: Sequence[Mapping[str, Any]]) -> list[Mapping[str, Any]]:
    found: list[Mapping[str, Any]] = []
    for step in effects:
        found.append(step)
        for key in ("effects", "then", "else"):
            nested = step.get(key)
            if isinstance(nested, list):
                found += _steps_within(nested)
    return found


def _implemented(ability: Mapping[str, Any]) -> bool:
    return ability.get("kind") != "unimplemented" and all(
        s.get("op") != "unimplemented" for s in _steps_within(ability.get("effects", ()))
    )


def _events(ability: Mapping[str, Any]) -> list[str]:
    trigger = ability.get("trigger")
    return trigger if isinstance(trigger, list) else [str(trigger)]


@dataclass
class _Plan:
    """A scenario's pieces: its set-up, the action that makes the ability happen, and what is checked."""

    given: list[str]
    act: list[str]
    check: list[str]
    summary: str


def _face_down_checks(
    op: str, count: int, controller: str = "Alice"
) -> tuple[list[str], list[str], list[str]]:
    """The library set-up, the decisions and the checks of an effect putting library cards face down."""
    other = "Bob" if controller == "Alice" else "Alice"
    cards = list(_LIBRARY[: 2 if op == "manifest_dread" else count])
    given = [f'{controller} has "{name}" on top of her library' for name in reversed(cards)]
    given.append(f'{controller} has "Forest" in her library')
    decide: list[str] = []
    if op == "manifest_dread":
        decide = [
            f'Then {controller} is asked to choose between "{cards[0]}" and "{cards[1]}"',
            f'When {controller} chooses "{cards[1]}"',
        ]
        face_down, rest = [cards[1]], [cards[0]]
    else:
        face_down, rest = cards, []
    ward = "Ward {2}" if op == "cloak_top" else "none"
    checks: list[str] = []
    for name in face_down:
        checks += [
            f'Then "{name}" is face down on the battlefield',
            f'And "{name}" is controlled by {controller}',
            f'And {other} sees "{name}" with these characteristics:',
            *table([["name", "none"], ["types", "Creature"], ["power", "2"], ["toughness", "2"]], "  "),
            f'And "{name}" {"has" if ward != "none" else "does not have"} ward {{2}}',
        ]
    checks += [f'And "{name}" is in {controller}\'s graveyard' for name in rest]
    return given, decide, checks


class _EffectBatteries:
    """Scenarios for cards that cloak, manifest, manifest dread or turn permanents face down, for cards whose
    "turned face up" abilities watch other permanents, and for the face-down statics a template reads."""

    def __init__(self, battery: Battery) -> None:
        self.battery = battery
        self.effects = Rule("Each card puts the right cards face down, under the right player's control")
        self.watchers = Rule(
            'Turning another permanent face up triggers the card\'s "turned face up" ability'
        )
        self.statics = Rule("Each card's rule about face-down creatures and spells applies")

    def atom(self, card: Card, suffix: str, summary: str, rules: Sequence[str]) -> str:
        atom_id = f"CARD-{card.slug}-{suffix}"
        self.battery.atoms.append(AtomSpec(atom_id, card.name, " ".join(summary.split()), tuple(rules)))
        return "@" + atom_id

    def add(self, card: Card) -> bool:
        """Add what the card gets; False if it gets nothing."""
        added = self._effect(card)
        added = self._watcher(card) or added
        return self._static(card) or added

    # ---- effects that put cards face down

    def _effect(self, card: Card) -> bool:
        for ability in card.abilities:
            steps = _steps_within(ability.get("effects", ()))
            ops = [s["op"] for s in steps if s.get("op") in _FACE_DOWN_OPS]
            if not ops:
                continue
            reason = self._effect_scenario(card, ability, steps, ops[0])
            if reason is not None:
                self.battery.leave_out(card.name, f'"{ability.get("text", "")}": {reason}')
            return reason is None
        return False

    def _effect_scenario(
        self, card: Card, ability: Mapping[str, Any], steps: Sequence[Mapping[str, Any]], op: str
    ) -> str | None:
        name = card.name
        if not _implemented(ability):
            return "the engine does not implement it yet"
        kinds = [s.get("op") for s in steps]
        optional = kinds[0] == "may"
        if [k for k in kinds if k != "may"] != [op] or ability.get("modes") or ability.get("condition"):
            return "the battery has no template for an effect that does more than put cards face down"
        count = int(steps[-1].get("count", 1)) if op == "manifest_top" else 1
        targets = ability.get("targets", [])
        if op != "turn_face_down" and (targets or count > 2 or steps[-1].get("player", "you") != "you"):
            return "the battery has no template for whose library it uses"
        plan = self._invocation(card, ability, targets)
        if isinstance(plan, str):
            return plan
        given, act, trigger_checks = plan
        if op == "turn_face_down":
            victim = '"Grinning Demon"'
            checks = [
                f"Then {victim} is face down on the battlefield",
                f"And {victim} is controlled by Bob",
                f"And Alice sees {victim} as a 2/2",
                f"And Alice sees {victim} with no name",
            ]
            library: list[str] = []
            decide: list[str] = []
            what = (
                "turns Bob's Grinning Demon face down: a 2/2 Bob still controls, which Alice can't identify"
            )
        else:
            library, decide, checks = _face_down_checks(op, count)
            verb = {
                "manifest_top": "manifests",
                "manifest_dread": "manifests dread with",
                "cloak_top": "cloaks",
            }[op]
            what = f"{verb} the top of Alice's library: face-down 2/2s Alice controls" + (
                " with ward {2}" if op == "cloak_top" else ""
            )
        steps_out = [
            *given,
            *(f"And {g}" for g in library),
            *act,
            *trigger_checks,
            *(["When Alice chooses to do so"] if optional else []),
            *decide,
            *checks,
        ]
        steps_out = _keywords(steps_out)
        rules = {"manifest_top": ["701.40a"], "manifest_dread": ["701.62a"], "cloak_top": ["701.58a"]}.get(
            op, ["708.2a"]
        )
        tag = self.atom(card, "face-down-effect", f'{name}: "{ability.get("text", "")}" {what}.', rules)
        self.effects.parts.append(
            Scenario(
                id=f"printed-{card.slug}-face-down-effect",
                title=f'{name}: "{" ".join(str(ability.get("text", "")).split())}"',
                tags=[tag],
                steps=steps_out,
            )
        )
        return None

    def _invocation(
        self, card: Card, ability: Mapping[str, Any], targets: Sequence[Any]
    ) -> tuple[list[str], list[str], list[str]] | str:
        """Given-steps, When-steps and the checks that the ability triggered, for how the ability happens."""
        name = card.name
        data = card.data
        cost = str(data.get("mana_cost") or "")
        mana = payment(cost) if cost else None
        target = ""
        given: list[str] = []
        if targets:
            candidate = _candidate(targets[0])
            if candidate is None or candidate[0] != "permanent" or len(targets) > 1:
                return "the battery has no set-up for its target"
            given.append('Bob controls "Grinning Demon"')
            target = ' targeting "Grinning Demon"'
        kind = ability.get("kind")
        if kind == "spell":
            if mana is None:
                return f"the battery can't pay its mana cost {cost or '(none)'}"
            return (
                [f'Given Alice has "{name}" in her hand', f"Alice has {mana} in her mana pool", *given],
                [f'When Alice casts "{name}"{target}', "And all players pass priority"],
                [],
            )
        if kind == "activated":
            first = next(a for a in card.abilities if a.get("kind") == "activated")
            text = str(ability.get("cost", ""))
            if first is not ability or "Sacrifice" in text or "X" in text:
                return "the battery has no template for activating it"
            pay = (
                payment(text.replace("{T}", "").replace(", ", ""))
                if text.replace("{T}", "").strip(", ")
                else None
            )
            return (
                [
                    f'Given Alice controls "{name}"',
                    *([f"Alice has {pay} in her mana pool"] if pay else []),
                    *given,
                ],
                [f'When Alice activates "{name}"{target}', "And all players pass priority"],
                [],
            )
        if kind != "triggered" or ability.get("subject"):
            return "the battery has no template for how it happens"
        events = _events(ability)
        if "enters" in events:
            if mana is None or not {"Creature", "Artifact", "Enchantment"} & set(data.get("types", ())):
                return "the battery has no template for how it enters"
            others = [a for a in card.triggers("enters") if a is not ability and not _implemented(a)]
            if others:
                return "another of its enters abilities is not implemented"
            return (
                [f'Given Alice has "{name}" in her hand', f"Alice has {mana} in her mana pool", *given],
                [f'When Alice casts "{name}"', "And all players pass priority"],
                [f'Then an ability of "{name}" triggers on it entering', "When all players pass priority"],
            )
        if "dies" in events and "Creature" in data.get("types", ()):
            return (
                [
                    f'Given Alice controls "{name}"',
                    'Alice has "Murder" in her hand',
                    "Alice has {B}{B}{C} in her mana pool",
                ],
                [f'When Alice casts "Murder" targeting "{name}"', "And all players pass priority"],
                [
                    f'Then "{name}" is in Alice\'s graveyard',
                    f'And an ability of "{name}" triggers on it dying',
                    "When all players pass priority",
                ],
            )
        if "beginning_of_your_end_step" in events:
            return (
                ["Given it is Alice's postcombat main phase", f'Alice controls "{name}"'],
                ["When all players pass priority until Alice's end step", "And all players pass priority"],
                [],
            )
        if "beginning_of_upkeep" in events:
            return (
                ["Given it is Bob's end step", f'Alice controls "{name}"'],
                ["When all players pass priority until Alice's upkeep", "And all players pass priority"],
                [],
            )
        return f"the battery has no template for the trigger {', '.join(events)}"

    # ---- abilities that watch other permanents turn face up

    def _watcher(self, card: Card) -> bool:
        for index, ability in enumerate(
            a
            for a in card.abilities
            if a.get("kind") == "triggered"
            and "turned_face_up" in _events(a)
            and isinstance(a.get("subject"), dict)
        ):
            subject = ability["subject"]
            name = card.name
            text = " ".join(str(ability.get("text", "")).split())
            if set(subject) - {"controller", "other", "types"} or set(subject.get("types", ())) - {
                "Creature"
            }:
                self.battery.leave_out(name, f'"{text}": the battery has no permanent to turn face up for it')
                continue
            steps = [
                f'Given Alice controls "{name}"',
                'And Alice controls a morphed "Grinning Demon"',
                "And Alice has {B}{B}{C}{C} in her mana pool",
            ]
            targets = ability.get("targets", [])
            candidate = _candidate(targets[0]) if len(targets) == 1 else None
            if targets and (candidate is None or candidate[0] not in ("permanent", "player")):
                self.battery.leave_out(name, f'"{text}": no set-up for its target in the battery')
                continue
            if not targets and re.search(r"\btarget\b", text):
                self.battery.leave_out(name, f'"{text}": the templates could not read its targets')
                continue
            if candidate is not None and candidate[1]:
                steps.append(f"And {candidate[1]} controls {candidate[2]}")
            steps += [
                'When Alice turns "Grinning Demon" face up using its morph cost',
                "Then the action is accepted",
            ]
            if candidate is not None:
                what = candidate[2]
                steps += [
                    f"And Alice is offered {what} as a target",
                    f"When Alice chooses {what} as the target",
                    f'Then an ability of "{name}" triggers on a permanent being turned face up',
                    f'And the triggered ability of "{name}" targets {what}',
                ]
            else:
                steps.append(f'And an ability of "{name}" triggers on a permanent being turned face up')
            suffix = "watches-turned-face-up" + (f"-{index + 1}" if index else "")
            tag = self.atom(
                card,
                suffix,
                f'Turning Alice\'s morphed Grinning Demon face up triggers {name}: "{text}".',
                ["708.8", "603.2"],
            )
            self.watchers.parts.append(
                Scenario(
                    id=f"printed-{card.slug}-{suffix}",
                    title=f'Turning another permanent face up triggers {name}: "{text}"',
                    tags=[tag],
                    steps=steps,
                )
            )
        return any(p.id.startswith(f"printed-{card.slug}-watches") for p in self.watchers.parts)

    # ---- statics about face-down creatures and spells

    def _static(self, card: Card) -> bool:
        name = card.name
        added = False
        for ability in card.abilities:
            if ability.get("kind") != "static":
                continue
            effect = ability.get("effect")
            text = " ".join(str(ability.get("text", "")).split())
            affected = ability.get("affected", {}) or {}
            spells = ability.get("spells", {}) or {}
            if effect == "modify_pt" and affected == {"types": ["Creature"], "face_down": True}:
                power, toughness = 2 + int(ability.get("power", 0)), 2 + int(ability.get("toughness", 0))
                steps = [
                    f'Given Alice controls "{name}"',
                    'And Bob controls a morphed "Grinning Demon"',
                    f'Then Alice sees "Grinning Demon" as a {power}/{toughness}',
                    f'And Bob sees "Grinning Demon" as a {power}/{toughness}',
                ]
                summary = f"With {name} on the battlefield, a face-down creature is a {power}/{toughness}."
                rules = ["708.2", "613.4c"]
            elif (
                effect == "cost_reduction" and spells.get("face_down") and spells.get("types") == ["Creature"]
            ):
                amount = int(ability.get("amount", 0))
                mana = "{C}" * max(3 - amount, 0)
                steps = [
                    f'Given Alice controls "{name}"',
                    'And Alice has "Grinning Demon" in her hand',
                    *([f"And Alice has {mana} in her mana pool"] if mana else []),
                    'When Alice casts "Grinning Demon" face down using morph',
                    "Then the action is accepted",
                    "And Alice's mana pool is empty",
                ]
                cost = "{" + str(max(3 - amount, 0)) + "}"
                summary = f"With {name} on the battlefield, a face-down creature spell costs {cost}."
                rules = ["601.2f", "708.4"]
            elif effect == "look_at_face_down":
                steps = [
                    f'Given Alice controls "{name}"',
                    'And Bob controls a morphed "Grinning Demon"',
                    'Then Alice can tell that "Grinning Demon" is "Grinning Demon"',
                ]
                summary = f"With {name} on the battlefield, Alice may look at Bob's face-down creatures."
                rules = ["708.5"]
            else:
                continue
            tag = self.atom(card, "face-down-static", summary, rules)
            self.statics.parts.append(
                Scenario(
                    id=f"printed-{card.slug}-face-down-static",
                    title=f'{name}: "{text}"',
                    tags=[tag],
                    steps=steps,
                )
            )
            added = True
            break
        return added

    def feature(self) -> Feature:
        return Feature(
            path=f"{FEATURE_DIR}/face_down_effects.feature",
            title="Printed cards that put cards face down, watch them turned face up, or change them",
            tags=[],
            description=[
                "Generated by `python -m facedown.poolgen batteries` from the card pool: do not edit.",
                "One scenario per printed card and ability; every expected value comes from the card's text",
                "(its oracle record in facedown/pool/). Sources: CR 701.40a, 701.58a, 701.62a, 708.2, 708.5,",
                "708.8, 603.2. Checks a card does not get are listed, with the reason, in",
                "facedown/catalog/printed_cards.toml ([[left_out]]).",
            ],
            rules=[self.effects, self.watchers, self.statics],
        )


def _keywords(steps: Sequence[str]) -> list[str]:
    """Steps with Gherkin keywords that follow from one another: a step written without one gets "And"; the
    first Given/When/Then of a run keeps its own."""
    out: list[str] = []
    for step in steps:
        word = step.split(" ", 1)[0]
        keep = word in ("Given", "When", "Then", "And") or step.lstrip().startswith("|")
        out.append(step if keep else f"And {step}")
    return out
