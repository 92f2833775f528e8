"""The batteries of cards that put cards face down, watch them turned face up, or have rules about them.

:class:`EffectBatteries` writes, for each printed card whose text a template reads, one scenario per
check: the card's spell, triggered or activated ability puts the right cards face down under the right
player's control with the right characteristics; turning another permanent face up triggers the card's
ability; the card's rule about face-down creatures or spells applies.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .gherkin import FEATURE_DIR, AtomSpec, Battery, Feature, Rule, Scenario, table, with_keywords
from .printed import Card, payment, target_candidate

__all__ = ["EffectBatteries"]


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


class EffectBatteries:
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
        steps_out = with_keywords(steps_out)
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
            candidate = target_candidate(targets[0])
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
            candidate = target_candidate(targets[0]) if len(targets) == 1 else None
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
