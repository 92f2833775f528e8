"""The batteries of cards that put cards face down, watch them turned face up, or have rules about them.

:class:`EffectBatteries` writes, for each printed card whose text a template reads, one scenario per
check: the card's spell, triggered or activated ability puts the right cards face down under the right
player's control with the right characteristics; turning another permanent face up triggers the card's
ability; the card's rule about face-down creatures or spells applies.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from .gherkin import FEATURE_DIR, AtomSpec, Battery, Feature, Rule, Scenario, with_keywords
from .invocations import events_of, invocation, needs_tapped
from .outcomes import FACE_DOWN_OPS, acts_face_down, outcome, steps_within
from .printed import Card, mana_symbols, target_candidate

__all__ = ["EffectBatteries"]


def _implemented(ability: Mapping[str, Any]) -> bool:
    return ability.get("kind") != "unimplemented" and all(
        s.get("op") != "unimplemented"
        for s in steps_within([*ability.get("effects", ()), *_mode_steps(ability)])
    )


def _mode_steps(ability: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    return [step for mode in ability.get("modes", ()) for step in mode.get("effects", ())]


def _puts_face_down(steps: Sequence[Mapping[str, Any]]) -> bool:
    return acts_face_down(steps)


def _targets_face_down(ability: Mapping[str, Any]) -> bool:
    """Whether the ability targets a face-down creature ("destroy target face-down creature")."""
    specs = [
        *ability.get("targets", ()),
        *(t for m in ability.get("modes", ()) for t in m.get("targets", ())),
    ]
    return any(isinstance(spec, Mapping) and spec.get("face_down") for spec in specs)


@dataclass(frozen=True)
class _Watched:
    """How a scenario brings about an event a card's ability watches: set-up and actions, how the trigger
    step names the event, and what the atom says."""

    slug: str
    given: list[str]
    act: list[str]
    phrase: str
    title: str
    summary: str
    rules: list[str]
    needs: list[str]
    what: str = '"Grinning Demon"'
    attached: bool = False


_TURN_UP_DEMON = _Watched(
    slug="turned-face-up",
    given=['And Alice controls a morphed "Grinning Demon"', "And Alice has {B}{B}{C}{C} in her mana pool"],
    act=['When Alice turns "Grinning Demon" face up using its morph cost', "Then the action is accepted"],
    phrase="a permanent being turned face up",
    title="Turning another permanent face up",
    summary="Turning Alice's morphed Grinning Demon face up",
    rules=["708.8", "603.2"],
    needs=["morph"],
)
_TURN_UP_DETECTIVE = _Watched(
    slug="turned-face-up",
    given=['And Alice controls a disguised "Mistway Spy"', "And Alice has {U}{C} in her mana pool"],
    act=['When Alice turns "Mistway Spy" face up using its disguise cost', "Then the action is accepted"],
    phrase="a permanent being turned face up",
    title="Turning a Detective face up",
    summary="Turning Alice's disguised Mistway Spy (a Detective) face up",
    rules=["708.8", "603.2"],
    needs=["disguise"],
    what='"Mistway Spy"',
)
_FACE_DOWN_ENTERS = _Watched(
    slug="face-down-enters",
    given=['And Alice has "Grinning Demon" in her hand', "And Alice has {C}{C}{C} in her mana pool"],
    act=[
        'When Alice casts "Grinning Demon" face down using morph',
        "And all players pass priority",
        'Then "Grinning Demon" is face down on the battlefield',
    ],
    phrase="a face-down permanent entering",
    title="A face-down creature entering under Alice's control",
    summary="Alice's Grinning Demon cast face down entering the battlefield",
    rules=["708.3", "603.6a"],
    needs=["morph"],
)
_FACE_DOWN_DIES = _Watched(
    slug="face-down-dies",
    given=[
        "And it is Bob's precombat main phase",
        'And Alice controls a manifested "Shock"',
        'And Bob has "Murder" in his hand',
        "And Bob has {B}{B}{C} in his mana pool",
    ],
    act=['When Bob casts "Murder" targeting "Shock"', "And all players pass priority"],
    phrase="a creature dying",
    title="A face-down creature Alice controls dying",
    summary="Alice's manifested Shock (a face-down creature) dying to Bob's Murder",
    rules=["708.9", "603.10a"],
    needs=["manifest"],
)
_MANIFESTS_DREAD = _Watched(
    slug="manifests-dread",
    given=[
        'And Alice has "Manifest Dread" in her hand',
        "And Alice has {G}{C} in her mana pool",
        'And Alice has "Gray Ogre" on top of her library',
        'And Alice has "Hill Giant" on top of her library',
    ],
    act=[
        'When Alice casts "Manifest Dread"',
        "And all players pass priority",
        'And Alice chooses "Gray Ogre"',
    ],
    phrase="its controller manifesting dread",
    title="Alice manifesting dread",
    summary="Alice manifesting dread (Manifest Dread)",
    rules=["701.62b", "603.2"],
    needs=["manifest"],
)


def _watched(event: str, subject: Any, ability: Mapping[str, Any]) -> _Watched | None:
    """How a scenario brings about ``event`` for a watching ability with that ``subject``, or ``None``
    when the event is not one about face-down objects the batteries check."""
    if event == "manifest_dread":
        return _MANIFESTS_DREAD
    if not isinstance(subject, Mapping):
        return None
    keys = set(subject)
    if event == "turned_face_up":
        if keys - {"controller", "other", "types", "subtypes", "attached"}:
            return None
        if set(subject.get("types", ())) - {"Creature"} or subject.get("controller", "you") != "you":
            return None
        if subject.get("subtypes") == ["Detective"]:
            return _TURN_UP_DETECTIVE
        if subject.get("subtypes"):
            return None
        if subject.get("attached"):
            return replace(
                _TURN_UP_DEMON,
                attached=True,
                summary="Turning the morphed Grinning Demon it enchants face up",
            )
        return _TURN_UP_DEMON
    if not subject.get("face_down") or keys - {"controller", "types", "face_down"}:
        return None
    if set(subject.get("types", ())) - {"Creature"} or subject.get("controller", "you") != "you":
        return None
    if event == "enters":
        return _FACE_DOWN_ENTERS
    if event == "dies":
        return _FACE_DOWN_DIES
    return None


#: Spending restrictions of mana that may turn a permanent face up (the pool's names).
_TURN_UP_RESTRICTIONS = frozenset(
    {"face_down_or_turn_up", "enchantment_or_turn_up", "turn_up_only", "face_down_spell_manifest_up_or_morph"}
)
_ORDINALS = ("first", "second", "third")
#: A clause of the card's own changing the power and toughness of creatures its controller controls
#: ("Other creatures you control get +1/+1"): it applies to the face-down 2/2 the card makes, which the
#: battery checks.
_ANTHEM = re.compile(r"creatures you control get [+-]\d+/[+-]\d+", re.IGNORECASE)

_StaticCheck = tuple[list[str], str, list[str], list[str]]


def _static_check(card: Card, ability: Mapping[str, Any]) -> _StaticCheck | None:
    """The steps, atom summary, rules and needed capabilities of a scenario checking a static ability
    about face-down creatures or spells, or ``None`` for a static ability of another kind."""
    name = card.name
    effect = ability.get("effect")
    affected = ability.get("affected", {}) or {}
    spells = ability.get("spells", {}) or {}
    given = f'Given Alice controls "{name}"'
    if (
        effect == "modify_pt"
        and affected.get("face_down")
        and set(affected) <= {"types", "face_down", "controller"}
    ):
        power, toughness = 2 + int(ability.get("power", 0)), 2 + int(ability.get("toughness", 0))
        whose = "Alice" if affected.get("controller") == "you" else "Bob"
        pt = f"{power}/{toughness}"
        steps = [
            given,
            f'And {whose} controls a morphed "Grinning Demon"',
            f'Then Alice sees "Grinning Demon" as a {pt}',
            f'And Bob sees "Grinning Demon" as a {pt}',
        ]
        return (
            steps,
            f"With {name} on the battlefield, {whose}'s face-down creature is a {pt}.",
            ["708.2", "613.4c"],
            ["morph"],
        )
    per = ability.get("per")
    if (
        effect == "modify_pt"
        and affected == {"self": True}
        and isinstance(per, Mapping)
        and per.get("count", {}).get("face_down")
    ):
        if "power" not in card.data or "toughness" not in card.data:
            return None
        power = int(card.data["power"]) + int(ability.get("power", 0))
        toughness = int(card.data["toughness"]) + int(ability.get("toughness", 0))
        steps = [
            given,
            'And Bob controls a morphed "Grinning Demon"',
            f'Then Alice sees "{name}" as a {power}/{toughness}',
        ]
        return (
            steps,
            f"With one face-down creature on the battlefield, {name} is a {power}/{toughness}.",
            ["613.4c", "708.2"],
            ["morph"],
        )
    if effect == "cost_reduction" and spells.get("face_down") and spells.get("types") == ["Creature"]:
        amount = int(ability.get("amount", 0))
        mana = "{C}" * max(3 - amount, 0)
        cost = "{" + str(max(3 - amount, 0)) + "}"
        steps = [
            given,
            'And Alice has "Grinning Demon" in her hand',
            *([f"And Alice has {mana} in her mana pool"] if mana else []),
            'When Alice casts "Grinning Demon" face down using morph',
            "Then the action is accepted",
            "And Alice's mana pool is empty",
        ]
        what = (
            "the first face-down creature spell Alice casts this turn"
            if ability.get("first_each_turn")
            else ("a face-down creature spell")
        )
        return steps, f"With {name} on the battlefield, {what} costs {cost}.", ["601.2f", "708.4"], ["morph"]
    if effect == "look_at_face_down":
        steps = [
            given,
            'And Bob controls a morphed "Grinning Demon"',
            'Then Alice can tell that "Grinning Demon" is "Grinning Demon"',
            'And Bob can tell that "Grinning Demon" is "Grinning Demon"',
        ]
        return (
            steps,
            f"With {name} on the battlefield, Alice may look at Bob's face-down creatures.",
            ["708.5"],
            ["morph", "per_viewer_views"],
        )
    if effect == "turn_up_cost_increase":
        amount = int(ability.get("amount", 0))
        steps = [
            given,
            'And Alice controls a morphed "Grinning Demon"',
            "And Alice has {B}{B}" + "{C}" * (2 + amount) + " in her mana pool",
            'When Alice turns "Grinning Demon" face up using its morph cost',
            "Then the action is accepted",
            "And Alice's mana pool is empty",
        ]
        summary = f"With {name} on the battlefield, a morph cost ({{2}}{{B}}{{B}}) costs {{{amount}}} more."
        return steps, summary, ["702.37e", "601.2f"], ["morph"]
    if effect == "prevent_turning_face_up":
        if affected.get("attached"):
            steps = [
                'Given Alice controls a morphed "Grinning Demon"',
                f'And Alice controls "{name}" attached to "Grinning Demon"',
                "And Alice has {B}{B}{C}{C} in her mana pool",
                'When Alice tries to turn "Grinning Demon" face up using its morph cost',
                "Then the action is rejected because a rule or effect forbids it",
                'And "Grinning Demon" is face down on the battlefield',
            ]
            return (
                steps,
                f"The face-down creature {name} enchants can't be turned face up.",
                ["702.37e", "708.7"],
                ["morph"],
            )
        if affected == {"controller": "opponent"}:
            steps = [
                given,
                'And Bob controls a morphed "Grinning Demon"',
                "And Bob has {B}{B}{C}{C} in his mana pool",
                "And Bob has priority",
                'When Bob tries to turn "Grinning Demon" face up using its morph cost',
                "Then the action is rejected because a rule or effect forbids it",
                'And "Grinning Demon" is face down on the battlefield',
            ]
            when = " during Alice's turn" if ability.get("your_turn_only") else ""
            return (
                steps,
                f"With Alice's {name} on the battlefield, Bob can't turn his morph face up{when}.",
                ["702.37e", "708.7"],
                ["morph"],
            )
    return None


def _condition_holds_in_set_up(ability: Mapping[str, Any]) -> bool:
    """Whether the ability's trigger condition holds in a battery's set-up without arranging anything: no
    condition, or "if you control no [permanents]" (Alice controls nothing the scenario doesn't place)."""
    condition = ability.get("condition")
    if condition is None or needs_tapped(ability):
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
            "Turning a permanent face up, a face-down permanent entering or dying, manifesting dread: each "
            "triggers the card's ability"
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
        added = self._mana(card) or added
        return self._static(card) or added

    # ---- mana that may turn permanents face up

    def _mana(self, card: Card) -> bool:
        """A scenario for each mana ability of the card whose mana may be spent to turn a permanent face
        up: that mana pays part of Grinning Demon's morph cost {2}{B}{B}."""
        added = False
        activated = [a for a in card.abilities if a.get("kind") == "activated"]
        for index, ability in enumerate(activated):
            effects = ability.get("effects", ())
            if len(effects) != 1 or effects[0].get("restriction") not in _TURN_UP_RESTRICTIONS:
                continue
            step = effects[0]
            if step.get("op") == "add_mana":
                produced = mana_symbols(str(step["mana"]))
                choose: list[str] = []
            elif step.get("op") == "add_mana_of_one_color":
                produced = ["B"] * int(step.get("count", 1))
                choose = ["And Alice chooses black"]
            else:
                continue
            rest = ["B", "B", "C", "C"]
            for symbol in produced:
                rest.remove(symbol if symbol in rest else "C")
            which = f"the {_ORDINALS[index]} ability of " if len(activated) > 1 else ""
            steps = [
                f'Given Alice controls "{card.name}"',
                'And Alice controls a morphed "Grinning Demon"',
                *([f"And Alice has {''.join('{' + r + '}' for r in rest)} in her mana pool"] if rest else []),
                f'When Alice activates {which}"{card.name}"',
                *choose,
                'When Alice turns "Grinning Demon" face up using its morph cost',
                "Then the action is accepted",
                'And "Grinning Demon" is face up on the battlefield',
                "And Alice's mana pool is empty",
            ]
            text = " ".join(str(ability.get("text", "")).split())
            mana = "".join("{" + m + "}" for m in produced)
            summary = f'{card.name}: "{text}": its {mana} pays part of a morph cost ({{2}}{{B}}{{B}}).'
            suffix = "turn-up-mana" + (f"-{index + 1}" if index else "")
            tag = self.atom(card, suffix, summary, ["106.6", "702.37e"])
            self.statics.parts.append(
                Scenario(
                    id=f"printed-{card.slug}-{suffix}",
                    title=f'{card.name}: "{text}"',
                    tags=[tag, "@needs:morph"],
                    steps=with_keywords(steps),
                )
            )
            added = True
        return added

    # ---- effects that put cards face down

    def _effect(self, card: Card) -> bool:
        """A scenario for each ability (or mode) of the card that puts cards face down."""
        added = False
        for ability in card.abilities:
            modes = ability.get("modes", ())
            acts = _puts_face_down([*ability.get("effects", ()), *_mode_steps(ability)])
            if not acts and not _targets_face_down(ability):
                continue
            text = " ".join(str(ability.get("text", "")).split())
            if not _implemented(ability):
                self.battery.leave_out(card.name, f'"{text}": the engine does not implement it yet')
                continue
            choices: list[int | None] = [
                i
                for i, m in enumerate(modes)
                if _puts_face_down(m.get("effects", ()))
                or _targets_face_down({"targets": m.get("targets", ())})
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
        effects = ability["modes"][mode]["effects"] if mode is not None else ability.get("effects", ())
        texts = [str(a.get("text", "")) for a in card.abilities]
        anthem = next((text for text in texts if _ANTHEM.search(text)), None)
        # the ops that make new face-down 2/2s under the card's controller
        puts_own_face_down = FACE_DOWN_OPS - {"turn_face_down"}
        if anthem is not None and any(s.get("op") in puts_own_face_down for s in steps_within(effects)):
            return f'"{anthem}" changes the face-down 2/2 the battery checks'
        how = invocation(card, ability, mode)
        if isinstance(how, str):
            return how
        result = outcome(
            name,
            card.abilities,
            effects,
            target=how.target,
            target_controller=how.target_controller,
            x=how.x,
            trigger_object=how.trigger_object,
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
        if result.phase is not None and not any(g.startswith("Given it is") for g in given):
            given.insert(0, f"Given it is {result.phase}")
        given[0] = given[0] if given[0].startswith("Given ") else "Given " + given[0]
        steps = with_keywords(
            [*given, *result.before, *how.act, *how.checked, *result.decide, *result.checks]
        )
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
        """A scenario for each event a triggered ability of the card watches that is about face-down
        permanents: another permanent turned face up, a face-down permanent entering or dying, its
        controller manifesting dread."""
        added = False
        for ability in card.abilities:
            if ability.get("kind") != "triggered":
                continue
            for event in events_of(ability):
                subject = (ability.get("subjects") or {}).get(event, ability.get("subject"))
                watched = _watched(event, subject, ability)
                if watched is None:
                    continue
                reason = self._watcher_scenario(card, ability, event, watched)
                if reason is not None:
                    text = " ".join(str(ability.get("text", "")).split())
                    self.battery.leave_out(card.name, f'"{text}": {reason}')
                else:
                    added = True
        return added

    def _watcher_scenario(
        self, card: Card, ability: Mapping[str, Any], event: str, watched: _Watched
    ) -> str | None:
        name = card.name
        text = " ".join(str(ability.get("text", "")).split())
        targets = ability.get("targets", [])
        candidate = target_candidate(targets[0]) if len(targets) == 1 else None
        if len(targets) > 1 or (
            targets and (candidate is None or candidate.kind not in ("permanent", "player"))
        ):
            return "no set-up for its target in the battery"
        if not targets and re.search(r"\btarget\b", text) and not ability.get("modes"):
            return "the templates could not read its targets"
        where = "has" if ability.get("from_graveyard") else "controls"
        given = [
            f'Given Alice has "{name}" in her graveyard'
            if where == "has"
            else f'Given Alice controls "{name}"',
            *watched.given,
        ]
        if watched.attached:
            given.append(f'And Alice controls "{name}" attached to {watched.what}')
            given.pop(0)
            given[0] = "Given " + given[0].removeprefix("And ")
        if candidate is not None and candidate.who:
            given.append(f"And {candidate.who} controls {candidate.placed}")
        steps = [*given, *watched.act]
        if candidate is not None:
            what = candidate.what
            steps += [
                f"And Alice is offered {what} as a target",
                f"When Alice chooses {what} as the target",
                f'Then an ability of "{name}" triggers on {watched.phrase}',
                f'And the triggered ability of "{name}" targets {what}',
            ]
        else:
            steps.append(f'Then an ability of "{name}" triggers on {watched.phrase}')
        index = sum(1 for p in self.watchers.parts if p.id.startswith(f"printed-{card.slug}-watches"))
        suffix = f"watches-{watched.slug}" + (f"-{index + 1}" if index else "")
        tag = self.atom(card, suffix, f'{watched.summary} triggers {name}: "{text}".', watched.rules)
        self.watchers.parts.append(
            Scenario(
                id=f"printed-{card.slug}-{suffix}",
                title=f'{watched.title} triggers {name}: "{text}"',
                tags=[tag, *(f"@needs:{n}" for n in watched.needs)],
                steps=with_keywords(steps),
            )
        )
        return None

    # ---- statics about face-down creatures and spells

    def _static(self, card: Card) -> bool:
        """A scenario for each static ability of the card about face-down creatures or spells."""
        added = False
        for ability in card.abilities:
            if ability.get("kind") != "static":
                continue
            found = _static_check(card, ability)
            if found is None:
                continue
            steps, summary, rules, needs = found
            text = " ".join(str(ability.get("text", "")).split())
            index = sum(
                1 for p in self.statics.parts if p.id.startswith(f"printed-{card.slug}-face-down-static")
            )
            suffix = "face-down-static" + (f"-{index + 1}" if index else "")
            tag = self.atom(card, suffix, summary, rules)
            self.statics.parts.append(
                Scenario(
                    id=f"printed-{card.slug}-{suffix}",
                    title=f'{card.name}: "{text}"',
                    tags=[tag, *(f"@needs:{n}" for n in needs)],
                    steps=steps,
                )
            )
            added = True
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
