"""How a battery scenario makes one of a card's abilities happen.

:func:`invocation` reads an ability of the pool (a spell, an activated ability or a triggered ability)
and writes the steps that bring it about in the batteries' game (Alice's precombat main phase, Alice
and Bob): casting the spell or activating the ability with its cost paid, or bringing about the event
its trigger names (the card entering, dying, attacking, dealing combat damage, a step beginning, a spell
cast, a land entering), and checking that it triggered. Its first target, if any, is an object or player
:func:`facedown.poolgen.printed.target_candidate` puts in play for it (Bob's by default).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .printed import Card, mana_symbols, payment, target_candidate

__all__ = ["Invocation", "events_of", "invocation", "needs_tapped", "pay_with_x"]

#: The X a battery announces for a spell or ability with X in its cost.
BATTERY_X = 2
_ORDINALS = ("first", "second", "third")


@dataclass
class Invocation:
    """The pieces of a scenario that make an ability happen.

    ``given`` sets the game up, ``act`` takes the actions up to the ability resolving (for a triggered
    ability, ``checked`` says first that it triggered), ``target`` names the first object target
    (``'"Grinning Demon"'``) and ``target_player`` the player its effect calls "target player" or "its
    controller". ``x`` is the X announced. ``needs`` are the capabilities the steps use.
    """

    given: list[str]
    act: list[str]
    checked: list[str] = field(default_factory=list)
    target: str | None = None
    target_controller: str = "Bob"
    x: int | None = None
    needs: set[str] = field(default_factory=set)
    trigger_object: str | None = None  # the card the trigger event happened to


def events_of(ability: Mapping[str, Any]) -> list[str]:
    """The trigger events of a triggered ability."""
    trigger = ability.get("trigger")
    return trigger if isinstance(trigger, list) else [str(trigger)]


def pay_with_x(cost: str, x: int) -> str | None:
    """The mana that pays ``cost`` with X announced as ``x``."""
    generic = sum(int(s) for s in mana_symbols(cost) if s.isdigit()) + x * mana_symbols(cost).count("X")
    rest = "".join("{" + s + "}" for s in mana_symbols(cost) if not s.isdigit() and s != "X")
    return payment(rest + ("{" + str(generic) + "}" if generic else "")) if rest or generic else None


def _targets(ability: Mapping[str, Any], mode: Mapping[str, Any] | None) -> Sequence[Any]:
    found: Sequence[Any] = (mode or ability).get("targets", [])
    return found


def _target_set_up(specs: Sequence[Any]) -> tuple[list[str], str, str | None, str] | str:
    """Given-steps for the first target, the words that choose it (" targeting ..."), the object target
    and its controller; a reason when the battery has no set-up for the targets."""
    if not specs:
        return [], "", None, "Bob"
    if len(specs) > 1:
        return "the battery has no set-up for more than one target"
    found = target_candidate(specs[0])
    if found is None:
        return "the battery has no set-up for its target"
    if found.kind == "player":
        return [], f" targeting {found.what}", None, found.what
    if found.kind != "permanent":
        return f"the battery has no set-up for a target that is a {found.kind}"
    return [f"{found.who} controls {found.placed}"], f" targeting {found.what}", found.what, found.who


def _mode_words(index: int | None) -> str:
    return f" choosing its {_ORDINALS[index]} mode" if index is not None else ""


def invocation(card: Card, ability: Mapping[str, Any], mode: int | None = None) -> Invocation | str:
    """The steps that make ``ability`` of ``card`` happen and resolve (its ``mode``-th mode, for a modal
    one), or the reason the battery has none."""
    kind = ability.get("kind")
    chosen = ability["modes"][mode] if mode is not None else None
    set_up = _target_set_up(_targets(ability, chosen))
    if isinstance(set_up, str):
        return set_up
    given, targeting, target, controller = set_up
    if kind == "spell":
        found = _spell(card, mode, targeting)
    elif kind == "activated":
        found = _activated(card, ability, mode, targeting)
    elif kind == "triggered":
        found = _triggered(card, ability)
        if isinstance(found, Invocation):
            # A triggered ability's mode and targets are chosen as it is put on the stack (603.3c, 603.3d).
            choosing: list[str] = []
            if mode is not None:
                choosing.append(f"When Alice chooses its {_ORDINALS[mode]} mode")
            if targeting:
                what = targeting.removeprefix(" targeting ")
                choosing.append(f"When Alice chooses {what} as the target")
                spec = _targets(ability, chosen)[0]
                # More targets could be chosen: the decision stays open unless nothing else fits (the set-up
                # places one candidate; the source itself is another unless the spec says "other", or wants
                # a tapped permanent: the source enters untapped).
                many = isinstance(spec, Mapping) and (
                    spec.get("max") in ("any", "X") or int(spec.get("max", 1)) > 1
                )
                if many and isinstance(spec, Mapping) and not (spec.get("other") or spec.get("tapped")):
                    choosing.append("And Alice chooses no more targets")
            found.checked[0:0] = choosing
    else:
        return f"the battery has no template for a {kind} ability"
    if isinstance(found, str):
        return found
    found.given[1:1] = given
    found.target, found.target_controller = target, controller
    return found


def _spell(card: Card, mode: int | None, targeting: str) -> Invocation | str:
    cost = str(card.data.get("mana_cost") or "")
    x = BATTERY_X if "{X}" in cost else None
    mana = pay_with_x(cost, x) if x is not None else payment(cost) if cost else None
    if mana is None:
        return f"the battery can't pay its mana cost {cost or '(none)'}"
    with_x = f" with X = {x}" if x is not None else ""
    return Invocation(
        given=[f'Alice has "{card.name}" in her hand', f"Alice has {mana} in her mana pool"],
        act=[
            f'When Alice casts "{card.name}"{_mode_words(mode)}{targeting}{with_x}',
            "And all players pass priority",
        ],
        x=x,
    )


def _activated(card: Card, ability: Mapping[str, Any], mode: int | None, targeting: str) -> Invocation | str:
    name = card.name
    activated = [a for a in card.abilities if a.get("kind") == "activated"]
    index = next(i for i, a in enumerate(activated) if a is ability)
    if index >= len(_ORDINALS):
        return "the battery has no template for activating it"
    parts = [p.strip() for p in str(ability.get("cost", "")).split(",") if p.strip()]
    given = [f'Alice controls "{name}"']
    mana_parts: list[str] = []
    for part in parts:
        if part == "{T}" or re.fullmatch(r"Sacrifice (?:this [a-z]+|" + re.escape(name) + ")", part):
            continue
        if part == "Sacrifice another creature":
            given.append('Alice controls "Grizzly Bears"')
        elif re.fullmatch(r"(\{[^}X]+\})+", part):
            mana_parts.append(part)
        else:
            return f"the battery has no template for paying the cost {part!r}"
    mana = payment("".join(mana_parts)) if mana_parts else None
    if mana_parts and mana is None:
        return f"the battery can't pay {''.join(mana_parts)}"
    if mana:
        given.append(f"Alice has {mana} in her mana pool")
    which = f"the {_ORDINALS[index]} ability of " if len(activated) > 1 else ""
    return Invocation(
        given=given,
        act=[
            f'When Alice activates {which}"{name}"{_mode_words(mode)}{targeting}',
            "And all players pass priority",
        ],
    )


def _triggered(card: Card, ability: Mapping[str, Any]) -> Invocation | str:
    name = card.name
    data = card.data
    subject = ability.get("subject")
    events = events_of(ability)
    cost = str(data.get("mana_cost") or "")
    mana = payment(cost) if cost else None
    types = set(data.get("types", ()))
    own = subject is None or ability.get("include_self")
    resolve = "When all players pass priority"
    if "turned_face_up" in events and own:
        keyword = card.keyword()
        cost = str(keyword.get("cost", "")) if keyword is not None else ""
        mana = payment(cost) if cost.startswith("{") else None
        if keyword is None or mana is None:
            return "the battery has no template for turning it face up"
        method = "disguise" if keyword.get("keyword") == "disguise" else "morph"
        adjective = "disguised" if method == "disguise" else "morphed"
        return Invocation(
            given=[f'Alice controls a {adjective} "{name}"', f"Alice has {mana} in her mana pool"],
            act=[f'When Alice turns "{name}" face up using its {method} cost', "Then the action is accepted"],
            checked=[f'Then an ability of "{name}" triggers on it being turned face up', resolve],
            needs={method},
        )
    if events == ["unlock_this_door"]:
        # The door the ability is on is the card's first half (the pool file's own facts); casting that
        # half unlocks it as the Room enters (CR 709.5).
        if mana is None or "Room" not in data.get("subtypes", ()):
            return "the battery has no template for unlocking its door"
        return Invocation(
            given=[f'Alice has "{name}" in her hand', f"Alice has {mana} in her mana pool"],
            act=[f'When Alice casts "{name}" as its door "{name}"', "And all players pass priority"],
            checked=[f'Then an ability of "{name}" triggers on its door being unlocked', resolve],
            needs={"rooms"},
        )
    if "enters" in events and own:
        if (
            mana is None
            or not {"Creature", "Artifact", "Enchantment", "Battle"} & types
            or "Aura" in data.get("subtypes", ())
        ):
            return "the battery has no template for how it enters"
        return Invocation(
            given=[f'Alice has "{name}" in her hand', f"Alice has {mana} in her mana pool"],
            act=[f'When Alice casts "{name}"', "And all players pass priority"],
            checked=[f'Then an ability of "{name}" triggers on it entering', resolve],
        )
    if "dies" in events and subject is None and "Creature" in types:
        return Invocation(
            trigger_object=name,
            given=[
                f'Alice controls "{name}"',
                'Alice has "Murder" in her hand',
                "Alice has {B}{B}{C} in her mana pool",
            ],
            act=[f'When Alice casts "Murder" targeting "{name}"', "And all players pass priority"],
            checked=[
                f'Then "{name}" is in Alice\'s graveyard',
                f'And an ability of "{name}" triggers on it dying',
                resolve,
            ],
        )
    dies_keys = {"attached", "types", "modified", "controller", "other", "token", "owner", "face_down"}
    if "dies" in events and isinstance(subject, Mapping) and set(subject) <= dies_keys:
        if (
            set(subject.get("types", ["Creature"])) != {"Creature"}
            or subject.get("controller", "you") != "you"
        ):
            return "the battery has no creature to have die for it"
        creature = '"Grizzly Bears"'
        placed = ("a manifested " if subject.get("face_down") else "") + creature
        if subject.get("modified"):
            placed += " with a +1/+1 counter"
        if subject.get("owner") == "opponent":
            placed += " owned by Bob"
        given = [f"Alice controls {placed}"]
        if subject.get("attached"):
            given.append(f'Alice controls "{name}" attached to {creature}')
        else:
            given.append(f'Alice controls "{name}"')
        return Invocation(
            trigger_object="Grizzly Bears",
            given=[*given, 'Alice has "Murder" in her hand', "Alice has {B}{B}{C} in her mana pool"],
            act=[f'When Alice casts "Murder" targeting {creature}', "And all players pass priority"],
            checked=[
                f"Then {creature} is in Alice's graveyard",
                f'And an ability of "{name}" triggers on a creature dying',
                resolve,
            ],
        )
    if "attacks" in events and own and "Creature" in types:
        return Invocation(
            given=["Given it is Alice's beginning of combat step", f'Alice controls "{name}"'],
            act=[f'When Alice attacks Bob with "{name}"'],
            checked=[f'Then an ability of "{name}" triggers on a creature attacking', resolve],
            needs={"combat"},
        )
    if "combat_damage_to_blocker" in events and own and "Creature" in types:
        return Invocation(
            given=[
                "Given it is Alice's beginning of combat step",
                f'Alice controls "{name}"',
                'Bob controls "Grizzly Bears"',
            ],
            act=[
                f'When Alice attacks Bob with "{name}"',
                f'And Bob blocks "{name}" with "Grizzly Bears"',
                "And all players pass priority",
            ],
            checked=[f'Then an ability of "{name}" triggers on a creature dealing combat damage', resolve],
            needs={"combat"},
        )
    if {"combat_damage_to_player", "combat_damage_to_opponent"} & set(events) and own and "Creature" in types:
        return Invocation(
            given=["Given it is Alice's beginning of combat step", f'Alice controls "{name}"'],
            act=[
                f'When Alice attacks Bob with "{name}"',
                "And Bob declares no blockers",
                "And all players pass priority",
            ],
            checked=[f'Then an ability of "{name}" triggers on a creature dealing combat damage', resolve],
            needs={"combat"},
        )
    step = _STEP_TRIGGERS.get(events[0]) if len(events) == 1 and subject is None else None
    if step is not None:
        before, until = step
        placed = f'a tapped "{name}"' if needs_tapped(ability) else f'"{name}"'
        return Invocation(
            given=[f"Given it is {before}", f"Alice controls {placed}"],
            act=[f"When all players pass priority until {until}"],
            checked=[f'Then an ability of "{name}" triggers on the beginning of a step', resolve],
        )
    if events == ["cast_spell"] and isinstance(subject, Mapping):
        spell = _spell_cast_for(subject)
        if spell is None:
            return "the battery has no spell to cast for it"
        given, act = spell
        return Invocation(
            given=[f'Alice controls "{name}"', *given],
            act=act,
            checked=[f'Then an ability of "{name}" triggers on a spell being cast', resolve],
        )
    if events == ["enters"] and isinstance(subject, Mapping) and subject.get("types") == ["Land"]:
        return Invocation(
            given=[f'Alice controls "{name}"', 'Alice has "Forest" in her hand'],
            act=['When Alice plays "Forest"'],
            checked=[f'Then an ability of "{name}" triggers on a land entering', resolve],
        )
    return f"the battery has no template for the trigger {', '.join(events)}"


def needs_tapped(ability: Mapping[str, Any]) -> bool:
    """Whether the ability's condition is "if this creature is tapped" (the scenario places it tapped)."""
    condition = ability.get("condition") or {}
    left = condition.get("left")
    return (
        isinstance(left, Mapping)
        and left.get("count") == {"self": True, "tapped": True}
        and condition.get("op") == "=="
        and condition.get("right") == 1
    )


#: Triggers at the beginning of a step: the step the scenario starts in, and the step it passes to.
_STEP_TRIGGERS: Mapping[str, tuple[str, str]] = {
    "beginning_of_upkeep": ("Bob's end step", "Alice's upkeep"),
    "beginning_of_your_end_step": ("Alice's postcombat main phase", "Alice's end step"),
    "beginning_of_opponents_upkeep": ("Alice's end step", "Bob's upkeep"),
    "beginning_of_combat": ("Alice's precombat main phase", "Alice's beginning of combat step"),
    "beginning_of_your_second_main": ("Alice's end of combat step", "Alice's postcombat main phase"),
}


def _spell_cast_for(subject: Mapping[str, Any]) -> tuple[list[str], list[str]] | None:
    """A spell Alice casts that the cast trigger's subject describes: the set-up and the actions."""
    types = set(subject.get("types", ()))
    if types & {"Instant", "Sorcery"}:
        return (
            ['Alice has "Shock" in her hand', "Alice has {R} in her mana pool"],
            ['When Alice casts "Shock" targeting Bob'],
        )
    if types == {"Creature"} and subject.get("colorless"):
        # A face-down spell is a colourless creature spell (708.2, 708.4).
        return (
            ['Alice has "Grinning Demon" in her hand', "Alice has {C}{C}{C} in her mana pool"],
            ['When Alice casts "Grinning Demon" face down using morph'],
        )
    return None
