"""The batteries of cards that put cards face down, watch them turned face up, or have rules about them.

:class:`EffectBatteries` writes, for each printed card whose text a template reads, one scenario per
check: the card's spell, triggered or activated ability puts the right cards face down under the right
player's control with the right characteristics; turning another permanent face up triggers the card's
ability; the card's rule about face-down creatures or spells applies.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from .gherkin import FEATURE_DIR, AtomSpec, Battery, Feature, Rule, Scenario, with_keywords
from .invocations import events_of, invocation
from .outcomes import FACE_DOWN_OPS, outcome, steps_within
from .printed import Card, target_candidate

__all__ = ["EffectBatteries"]


def _implemented(ability: Mapping[str, Any]) -> bool:
    return ability.get("kind") != "unimplemented" and all(
        s.get("op") != "unimplemented"
        for s in steps_within([*ability.get("effects", ()), *_mode_steps(ability)])
    )


def _mode_steps(ability: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    return [step for mode in ability.get("modes", ()) for step in mode.get("effects", ())]


def _puts_face_down(steps: Sequence[Mapping[str, Any]]) -> bool:
    return any(s.get("op") in FACE_DOWN_OPS for s in steps_within(steps))


def _condition_holds_in_set_up(ability: Mapping[str, Any]) -> bool:
    """Whether the ability's trigger condition holds in a battery's set-up without arranging anything: no
    condition, or "if you control no [permanents]" (Alice controls nothing the scenario doesn't place)."""
    condition = ability.get("condition")
    if condition is None:
        return True
    left = condition.get("left")
    return (
        isinstance(left, Mapping)
        and "count" in left
        and condition.get("op") == "=="
        and condition.get("right") == 0
    )


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
        """A scenario for each ability (or mode) of the card that puts cards face down."""
        added = False
        for ability in card.abilities:
            modes = ability.get("modes", ())
            if not _puts_face_down([*ability.get("effects", ()), *_mode_steps(ability)]):
                continue
            text = " ".join(str(ability.get("text", "")).split())
            if not _implemented(ability):
                self.battery.leave_out(card.name, f'"{text}": the engine does not implement it yet')
                continue
            choices: list[int | None] = [
                i for i, m in enumerate(modes) if _puts_face_down(m.get("effects", ()))
            ] or [None]
            for mode in choices:
                reason = self._effect_scenario(card, ability, mode)
                if reason is not None:
                    self.battery.leave_out(card.name, f'"{text}": {reason}')
                else:
                    added = True
        return added

    def _effect_scenario(self, card: Card, ability: Mapping[str, Any], mode: int | None) -> str | None:
        name = card.name
        if not _condition_holds_in_set_up(ability):
            return "the battery has no set-up for its condition"
        how = invocation(card, ability, mode)
        if isinstance(how, str):
            return how
        effects = ability["modes"][mode]["effects"] if mode is not None else ability.get("effects", ())
        result = outcome(
            name, card.abilities, effects, target=how.target, target_controller=how.target_controller, x=how.x
        )
        if isinstance(result, str):
            return result
        text = " ".join(str(ability.get("text", "")).split())
        clause = " ".join(str(ability["modes"][mode].get("text", "")).split()) if mode is not None else text
        index = sum(1 for p in self.effects.parts if p.id.startswith(f"printed-{card.slug}-face-down-effect"))
        suffix = "face-down-effect" + (f"-{index + 1}" if index else "")
        summary = f'{name}: "{clause}" ' + "; ".join(result.summary) + "."
        tag = self.atom(card, suffix, summary, sorted(set(result.rules)))
        given = [*how.given, *result.given]
        given[0] = given[0] if given[0].startswith("Given ") else "Given " + given[0]
        steps = with_keywords([*given, *how.act, *how.checked, *result.decide, *result.checks])
        needs = sorted(how.needs | result.needs)
        self.effects.parts.append(
            Scenario(
                id=f"printed-{card.slug}-{suffix}",
                title=f'{name}: "{clause}"',
                tags=[tag, *(f"@needs:{n}" for n in needs)],
                steps=steps,
            )
        )
        return None

    # ---- abilities that watch other permanents turn face up

    def _watcher(self, card: Card) -> bool:
        for index, ability in enumerate(
            a
            for a in card.abilities
            if a.get("kind") == "triggered"
            and "turned_face_up" in events_of(a)
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
            if candidate is not None and candidate.who:
                steps.append(f"And {candidate.who} controls {candidate.placed}")
            steps += [
                'When Alice turns "Grinning Demon" face up using its morph cost',
                "Then the action is accepted",
            ]
            if candidate is not None:
                what = candidate.what
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
