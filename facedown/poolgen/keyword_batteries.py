"""The batteries of cards with morph, megamorph, negamorph or disguise.

For every printed card of the pool with one of these keywords, :class:`KeywordBatteries` writes scenarios
that check, as each player sees it:

* cast face down for {3} from the hand, it is a nameless, colourless 2/2 creature with no subtypes
  or mana cost (with ward {2} for disguise), which only its controller can identify;
* turned face up for its printed cost (mana, or the non-mana cost its text names, paid through the
  contract's ``choose`` decisions), it has its printed characteristics, and megamorph's +1/+1 counter
  (negamorph's -1/-1 counter);
* its "when this is turned face up" abilities trigger, asking for a target where they target;
* its "when this enters" abilities don't.

Most checks are Scenario Outlines with one Examples block per card (tagged with the card's atoms);
cards whose cost or characteristics don't fit an outline get scenarios of their own (set up by
``hints.toml`` where the card needs it).
"""

from __future__ import annotations

import functools
import re
import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .gherkin import (
    FEATURE_DIR,
    AtomSpec,
    Battery,
    Feature,
    Outline,
    Rule,
    Scenario,
    step_keyword,
    table,
    with_keywords,
)
from .printed import (
    SPELLS,
    Card,
    colours,
    mana_symbols,
    mana_value,
    payment,
    target_candidate,
    target_steps,
    words,
)

__all__ = ["KEYWORDS", "KeywordBatteries"]

_ORDINALS = ("first", "second", "third")

#: The keywords with batteries, in the order their feature files are written.
KEYWORDS = ("disguise", "megamorph", "morph", "negamorph")
_ADJECTIVE = {"disguise": "disguised", "morph": "morphed", "megamorph": "morphed", "negamorph": "morphed"}
_METHOD = {"disguise": "disguise", "morph": "morph", "megamorph": "morph", "negamorph": "morph"}
_RULES = {
    "disguise": {"cast": ["702.168a", "702.168b", "708.2"], "up": ["702.168d", "708.8"]},
    "morph": {"cast": ["702.37a", "702.37c", "708.2"], "up": ["702.37e", "708.8"]},
    "megamorph": {"cast": ["702.37b", "702.37c", "708.2"], "up": ["702.37b", "702.37e", "708.8"]},
    # Negamorph (a playtest keyword) has no rule of its own: its reminder text makes it a morph variant.
    "negamorph": {"cast": ["702.37c", "708.2"], "up": ["702.37e", "708.8"]},
}
#: The counter a keyword's cost puts on the permanent as it is turned face up, and its effect on power
#: and toughness: megamorph's +1/+1 (702.37b), negamorph's -1/-1 (its reminder text: "Turn it face up
#: any time for its negamorph cost and put a -1/-1 counter on it").
_COUNTER = {"megamorph": ("+1/+1", 1), "negamorph": ("-1/-1", -1)}
#: What the negamorph feature says of where negamorph's rules come from.
_NEGAMORPH_NOTE = [
    "Negamorph is a playtest keyword with no Comprehensive Rules entry; its reminder text defines it: cast",
    "face down as a 2/2 creature for {3}, turned face up any time for its negamorph cost, with a -1/-1",
    "counter put on it. It follows the morph rules (702.37) as megamorph does (702.37b).",
]
#: Said of each keyword's counter in an atom's summary.
_COUNTER_TEXT = {
    "megamorph": " and a +1/+1 counter (megamorph)",
    "negamorph": " and a -1/-1 counter (negamorph's reminder text)",
}


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


def _face_up_row(card: Card, counters: int, keyword: str = "") -> dict[str, str]:
    """The Examples row of the card turned face up with ``counters`` counters of its keyword's kind
    (:data:`_COUNTER`; +1/+1 for the others), which change its printed power and toughness."""
    per = _COUNTER.get(keyword, ("+1/+1", 1))[1]
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
        row["power"] = str(int(data["power"]) + per * counters)
        row["toughness"] = str(int(data["toughness"]) + per * counters)
    return row


def _face_up_counters(card: Card, keyword: str) -> int | None:
    """+1/+1 counters the card has as it is turned face up for its keyword cost: megamorph's one, plus an
    "as this is turned face up, put N +1/+1 counters on it" ability (for negamorph: its one -1/-1
    counter); ``None`` when its text may change its own power or toughness in a way the battery does not
    work out."""
    counters = 1 if keyword in _COUNTER else 0
    for ability in card.abilities:
        if ability.get("kind") == "static" and ability.get("effect") == "as_turned_face_up":
            if keyword == "negamorph":
                return None
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


class KeywordBatteries:
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
        counters_step = f'And "<card>" has <counters> {_COUNTER.get(keyword, ("+1/+1", 1))[0]} counters'
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
                "Given <who> controls <placed>",
                *up_steps[:4],
                *_choose_target_steps("<candidate>"),
            ],
            columns=["card", "mana", "target", "who", "candidate", "placed"],
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
        self.several: list[Scenario] = []  # turned-face-up abilities with modes or several targets

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
        toughness = int(card.data.get("toughness", 1)) + _COUNTER.get(kw, ("+1/+1", 1))[1] * (counters or 0)
        if mana is None or name in _hints() or toughness <= 0:
            self._irregular(card, keyword, cost, counters)
            return
        row = _face_up_row(card, counters or 0, kw)
        row |= {"cost": cost, "mana": mana}
        summary = f"{name} turned face up for its {kw} cost {cost} has its printed characteristics"
        summary += _COUNTER_TEXT.get(kw, "")
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
            if ability.get("modes") or len(targets) > 1:
                if not self._several_targets(card, ability, mana, tag):
                    self.battery.leave_out(
                        name, f'its targets of "{text}": no set-up for them in the battery'
                    )
                    self.battery.atoms.pop()
                continue
            if not targets and re.search(r"\btarget\b", text):
                self.battery.leave_out(name, f'"{text}": the templates could not read its targets')
                self.battery.atoms.pop()
                continue
            if not targets:
                self.trigger.add([tag], name, {"card": name, "mana": mana})
                continue
            candidate = target_candidate(targets[0])
            if candidate is None:
                self.battery.leave_out(name, f'its target of "{text}": no set-up for it in the battery')
                self.battery.atoms.pop()
                continue
            kind, who, what, target_words, placed = candidate
            row = {
                "card": name,
                "mana": mana,
                "target": target_words,
                "who": who,
                "candidate": what,
                "placed": placed,
            }
            if kind == "permanent":
                self.trigger_target.add([tag], name, row)
            elif kind == "player":
                self.trigger_target_player.add([tag], name, row)
            elif kind == "graveyard":
                row["candidate"] = what.strip('"')
                self.trigger_target_graveyard.add([tag], name, row)
            else:
                spell, spell_mana, how = SPELLS[what]
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

    def _several_targets(self, card: Card, ability: Mapping[str, Any], mana: str, tag: str) -> bool:
        """A scenario of its own for a turned-face-up ability that is modal or has several targets: its
        first mode whose targets the battery can set up is chosen, then each target in turn. False if
        the battery has no set-up for them."""
        name = card.name
        modes = list(ability.get("modes", ()))
        choices = list(enumerate(modes)) if modes else [(None, ability)]
        for mode, part in choices:
            found = target_steps(part.get("targets", []), name)
            if found is None:
                continue
            given, choose, targeted = found
            steps = [
                f'Given Alice controls a {_ADJECTIVE[self.keyword]} "{name}"',
                *given,
                f"And Alice has {mana} in her mana pool",
                f'When Alice turns "{name}" face up using its {_METHOD[self.keyword]} cost',
                "Then the action is accepted",
                *([f"When Alice chooses its {_ORDINALS[mode]} mode"] if mode is not None else []),
                *choose,
                f'Then an ability of "{name}" triggers on it being turned face up',
                *([f'And the triggered ability of "{name}" targets {targeted}'] if targeted else []),
            ]
            self.several.append(
                Scenario(
                    id=f"{self.prefix}-{card.slug}-turned-face-up-trigger",
                    title=f'Turning {name} face up triggers its "turned face up" ability: its targets',
                    tags=[tag],
                    steps=with_keywords(steps),
                )
            )
            return True
        return False

    def _irregular(self, card: Card, keyword: Mapping[str, Any], cost: str, counters: int | None) -> None:
        """A scenario of its own for a card whose cost no outline pays: X, {0}, a self-reducing cost, or a
        cost that isn't mana (each object it uses is chosen with a ``choose`` decision)."""
        name, kw = card.name, self.keyword
        hint = _hints().get(name, {})
        if "left_out" in hint:
            self.battery.leave_out(name, str(hint["left_out"]))
            return
        if "scripted" in hint:
            return  # its turn-up scenario is written by hand (scenarios.toml)
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
            *(step_keyword(step) for step in hint.get("then", ())),
            f'And "{name}" is face up on the battlefield',
            *(["And Alice's mana pool is empty"] if mana else []),
        ]
        row = _face_up_row(card, counters or 0, kw)
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
            kind = _COUNTER.get(kw, ("+1/+1", 1))[0]
            steps.append(f'And "{name}" has {row["counters"]} {kind} counters')
        steps += after
        summary = f"{name} turned face up for its {kw} cost ({cost}) has its printed characteristics"
        summary += _COUNTER_TEXT.get(kw, "")
        tags = [self.atom(card, "turned-face-up", summary + ".", _RULES[kw]["up"])]
        for index, ability in enumerate(card.triggers("turned_face_up")):
            text = str(ability.get("text", ""))
            targets = ability.get("targets", [])
            found = target_steps(targets, name) if targets else None
            if targets and found is None:
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
            if found is None:
                steps.append(f'And an ability of "{name}" triggers on it being turned face up')
                continue
            placing, choose, targeted = found
            steps[1:1] = placing
            first = targeted.split(" and ")[0].split(", ")[0]
            steps += [
                f"And Alice is offered {first} as a target",
                *choose,
                f'Then an ability of "{name}" triggers on it being turned face up',
                f'And the triggered ability of "{name}" targets {targeted}',
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
                    *self.several,
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
                *(_NEGAMORPH_NOTE if self.keyword == "negamorph" else []),
            ],
            rules=rules,
        )


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


@functools.cache
def _hints() -> Mapping[str, Mapping[str, Any]]:
    """Hand-written set-ups of the cards no template fits (``hints.toml`` next to this module)."""
    with (Path(__file__).resolve().parent / "hints.toml").open("rb") as handle:
        return tomllib.load(handle)
