"""What an ability's effect does in a battery scenario, worked out from the card's pool file.

:func:`outcome` follows the effect steps of one ability as the batteries' game sets them up: each
library it takes cards from holds known cards on top (vanilla creatures: Hill Giant, Gray Ogre, Craw
Wurm, ..., one name per card, so every card can be named), its object target is the one the
invocation placed (Bob's by default), and "target player" and "its controller" are that target's
controller (Bob). It writes the library set-ups, the decisions the effect asks for and how they are
answered, and the checks of its result: which cards are face down, under whose control, with which
characteristics as the other player sees them, with ward or not, with counters, attached to what;
where the cards it moved went. A step it has no reading for makes it give up, with the reason.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .gherkin import table

__all__ = ["FACE_DOWN_OPS", "LIBRARY_CARDS", "Outcome", "acts_face_down", "outcome", "steps_within"]

#: Ops that put cards face down (or turn permanents face down).
FACE_DOWN_OPS = frozenset(
    {
        "manifest_top",
        "manifest_dread",
        "cloak_top",
        "turn_face_down",
        "manifest",
        "cloak",
        "manifest_from_hand",
    }
)
#: Cards the scenarios put on top of libraries, in the order they are used: each a creature card with a
#: mana cost, none named by anything else in a battery scenario.
LIBRARY_CARDS = (
    "Hill Giant",
    "Gray Ogre",
    "Craw Wurm",
    "Earth Elemental",
    "Balduvian Bears",
    "Centaur Courser",
)
_OTHER = {"Alice": "Bob", "Bob": "Alice"}
_POSSESSIVE = {"Alice": "her", "Bob": "his"}


def acts_face_down(steps: Sequence[Mapping[str, Any]]) -> bool:
    """Whether the steps put or turn something face down, or act on face-down objects: turn them face
    up, look at them, return them face down."""
    return any(
        s.get("op") in FACE_DOWN_OPS | {"turn_face_up", "look_at", "look_at_player"}
        or (s.get("op") == "move" and s.get("face_down") and s.get("to") == "battlefield")
        for s in steps_within(steps)
    )


def steps_within(effects: Sequence[Mapping[str, Any]]) -> list[Mapping[str, Any]]:
    """Every effect step, nested ones (``may``, ``then``, ``else``, ``otherwise``) included."""
    found: list[Mapping[str, Any]] = []
    for step in effects:
        found.append(step)
        for key in ("effects", "then", "else", "otherwise"):
            nested = step.get(key)
            if isinstance(nested, list):
                found += steps_within(nested)
    return found


@dataclass
class _FaceDown:
    """A card the effect puts face down, and what the scenario checks of it."""

    name: str
    owner: str
    controller: str
    ward: bool = False
    counters: int = 0
    listed: Mapping[str, Any] | None = None
    attached: list[str] = field(default_factory=list)
    tapped: bool = False
    face_up: bool = False  # turned face up again by a later step ("then turn it face up")
    power: int = 0  # what the permanents attached to it add ("equipped creature gets +1/+0")
    toughness: int = 0
    keyword_counters: list[str] = field(default_factory=list)  # "a trample counter": it has that keyword


@dataclass
class Outcome:
    """The library set-ups (Given-steps), the decisions (When/Then-steps) and the checks of an effect.

    ``summary`` says in words what the effect did; ``rules`` are the rules its checks rest on."""

    given: list[str] = field(default_factory=list)
    decide: list[str] = field(default_factory=list)
    checks: list[str] = field(default_factory=list)
    summary: list[str] = field(default_factory=list)
    rules: list[str] = field(default_factory=list)
    needs: set[str] = field(default_factory=set)
    before: list[str] = field(default_factory=list)  # checks made before the ability happens
    phase: str | None = None  # the phase the scenario starts in, if it must not be the precombat main one


class _Reader:
    """Follows an effect's steps; :meth:`run` returns a reason when a step has no reading."""

    def __init__(
        self,
        card: str,
        abilities: Sequence[Mapping[str, Any]],
        target: str | None,
        target_controller: str,
        x: int | None,
        trigger_object: str | None = None,
    ) -> None:
        self.card = card
        self.abilities = abilities
        self.target = target
        self.target_controller = target_controller
        self.x = x
        self.names: Iterator[str] = iter(LIBRARY_CARDS)
        self.library: dict[str, list[str]] = {"Alice": [], "Bob": []}
        self.face_down: list[_FaceDown] = []
        self.moved: list[_FaceDown] = []
        self.binned: list[tuple[str, str]] = []
        self.looked: list[str] = []
        self.chosen: list[str] = []
        self.unchosen: list[str] = []
        self.hand: list[str] = []
        self.placed: list[str] = []  # Given-steps for what a choice chooses among
        self.trigger_object = trigger_object
        self.looking = False  # a check runs before the effect: the player can't look yet
        self.later: list[str] = []  # steps after the checks of the effect (a delayed ability)
        self.out = Outcome()

    def player(self, ref: str) -> str | None:
        if ref == "you":
            return "Alice"
        if ref in (
            "target",
            "target_controller",
            "controllers_of_moved",
            "trigger_player",
            "owners_of_linked",
        ):
            return self.target_controller if ref != "trigger_player" else "Bob"
        if ref == "each_opponent":
            return "Bob"
        return None

    def amount(self, value: Any) -> int | None:
        if isinstance(value, int):
            return value
        if value == "X" and self.x is not None:
            return self.x
        return None

    def next_name(self) -> str | None:
        return next(self.names, None)

    def take(self, player: str) -> str | None:
        name = self.next_name()
        if name is not None:
            self.library[player].append(name)
        return name

    def run(self, steps: Sequence[Mapping[str, Any]]) -> str | None:
        for step in steps:
            reason = self.step(step)
            if reason is not None:
                return reason
        return None

    def step(self, step: Mapping[str, Any]) -> str | None:
        op = str(step.get("op"))
        reader = getattr(self, "op_" + op, None)
        if reader is None:
            return f"the battery has no reading of the effect {op!r}"
        result: str | None = reader(step)
        return result

    # ---- the ops a battery reads

    def op_may(self, step: Mapping[str, Any]) -> str | None:
        if step.get("object") is not None:
            return self.op_may_object(step)
        if not acts_face_down(step.get("effects", ())):
            # An option beside the face-down part ("you may return a permanent card ..."): declined.
            self.out.decide += ["When Alice chooses not to do so"]
            return None
        self.out.decide += ["When Alice chooses to do so"]
        return self.run(step.get("effects", ()))

    def op_may_object(self, step: Mapping[str, Any]) -> str | None:
        """ "You may [do something to it]": a ``choose`` decision between the object and nothing."""
        if step.get("object") != "target" or self.target is None:
            return "the battery has no reading of a choice of this object"
        self.out.decide += [f"When Alice chooses {self.target}"]
        return self.run(step.get("effects", ()))

    def op_reveal(self, step: Mapping[str, Any]) -> str | None:
        if step.get("object") != "target" or self.target is None:
            return "the battery has no reading of what it reveals"
        self.out.decide += [f"Then {self.target} is revealed to all players"]
        self.out.rules.append("701.20a")
        return None

    def op_if_any(self, step: Mapping[str, Any]) -> str | None:
        """ "If it's a creature card, ...": the scenario's target is Grinning Demon, a creature card."""
        filt = step.get("filter") or {}
        if step.get("object") != "target" or self.target != '"Grinning Demon"' or set(filt) != {"types"}:
            return "the battery has no reading of this condition"
        branch = "then" if "Creature" in filt["types"] else "else"
        return self.run(step.get(branch, ()))

    def op_if_first_resolution_this_turn(self, step: Mapping[str, Any]) -> str | None:
        return self.run(step.get("then", ()))  # the scenario resolves it once

    def op_look_at_top(self, step: Mapping[str, Any]) -> str | None:
        count = self.amount(step.get("count", 1))
        owner = self.player(str(step.get("player", "you")))
        if count is None or owner != "Alice":
            return "the battery has no reading of whose library it looks at"
        names = [self.take(owner) for _ in range(count)]
        if None in names:
            return "the battery has too few library cards for it"
        self.looked = [str(n) for n in names]
        return None

    def op_choose(self, step: Mapping[str, Any]) -> str | None:
        source = step.get("from")
        if source == "looked" and self.looked:
            candidates = list(self.looked)
        elif isinstance(source, Mapping) and source.get("zones") == ["hand"]:
            candidates = [str(self.next_name()) for _ in range(2)]
            self.hand += candidates
        elif (
            isinstance(source, Mapping)
            and source.get("keywords") == ["disguise"]
            and source.get("face_down") is False
        ):
            # "face-up creatures you control with disguise": Alice's face-up Dog Walker, chosen, then no more.
            self.placed.append('Alice controls "Dog Walker"')
            self.out.decide += [
                'Then Alice is asked to choose "Dog Walker" or nothing',
                'When Alice chooses "Dog Walker"',
            ]
            self.chosen = ["Dog Walker"]
            self.unchosen = []
            return None
        else:
            return "the battery has no reading of what it chooses from"
        low, high = int(step.get("min", 1)), step.get("max", 1)
        if low != high or not isinstance(high, int) or high >= len(candidates):
            return "the battery has no reading of this choice"
        chosen: list[str] = []
        for _ in range(high):
            left = [c for c in candidates if c not in chosen]
            pick = left[-1]
            self.out.decide += [
                f"Then Alice is asked to choose {'between' if len(left) == 2 else 'among'} {_listing(left)}",
                f'When Alice chooses "{pick}"',
            ]
            chosen.append(pick)
        self.chosen = chosen
        self.unchosen = [c for c in candidates if c not in chosen]
        return None

    def _put(self, step: Mapping[str, Any], cloak: bool) -> str | None:
        which = step.get("object", "chosen")
        names = (
            self.chosen if which == "chosen" else [c.name for c in self.moved] if which == "moved" else None
        )
        if not names:
            return "the battery has no reading of what it puts face down"
        self.moved = []
        for name in names:
            card = _FaceDown(name, "Alice", "Alice", ward=cloak, tapped=bool(step.get("tapped")))
            self.face_down.append(card)
            self.moved.append(card)
        verb = "cloaks" if cloak else "manifests"
        what = "chosen card" if which == "chosen" else "card it moved"
        self.out.summary.append(f"{verb} the {_cards(len(names)).replace('card', what)}")
        self.out.rules.append("701.58a" if cloak else "701.40a")
        self.out.needs.add("cloak" if cloak else "manifest")
        return None

    def op_manifest(self, step: Mapping[str, Any]) -> str | None:
        return self._put(step, cloak=False)

    def op_cloak(self, step: Mapping[str, Any]) -> str | None:
        return self._put(step, cloak=True)

    def op_top_or_bottom(self, step: Mapping[str, Any]) -> str | None:
        if step.get("object") != "unchosen" or len(self.unchosen) != 1:
            return "the battery has no reading of what it puts on the top or bottom"
        self.out.decide += ["When Alice chooses to put it on the bottom of her library"]
        return None

    def op_exile_top(self, step: Mapping[str, Any]) -> str | None:
        count = self.amount(step.get("count", 1))
        owner = self.player(str(step.get("player", "you")))
        if count is None or owner != "Alice" or not step.get("face_down"):
            return "the battery has no reading of this exile"
        for _ in range(count):
            name = self.take(owner)
            if name is None:
                return "the battery has too few library cards for it"
            self.moved.append(_FaceDown(name, owner, owner))
        return None

    def _from_library(self, step: Mapping[str, Any], cloak: bool) -> str | None:
        owner = self.player(str(step.get("player", "you")))
        count = self.amount(step.get("count", 1))
        controller = self.player(str(step.get("controller") or step.get("player", "you")))
        if owner is None or controller is None or count is None:
            return "the battery has no reading of whose library it uses"
        self.moved = []
        for _ in range(count):
            name = self.take(owner)
            if name is None:
                return "the battery has too few library cards for it"
            card = _FaceDown(name, owner, controller, ward=cloak, listed=step.get("as"))
            self.face_down.append(card)
            self.moved.append(card)
        verb = "cloaks" if cloak else "manifests"
        self.out.summary.append(
            f"{verb} the top {_cards(count)} of {owner}'s library under {controller}'s control"
        )
        self.out.rules.append("701.58a" if cloak else "701.40a")
        self.out.needs.add("cloak" if cloak else "manifest")
        return None

    def op_manifest_top(self, step: Mapping[str, Any]) -> str | None:
        return self._from_library(step, cloak=False)

    def op_cloak_top(self, step: Mapping[str, Any]) -> str | None:
        return self._from_library(step, cloak=True)

    def op_manifest_dread(self, step: Mapping[str, Any]) -> str | None:
        owner = self.player(str(step.get("player", "you")))
        times = self.amount(step.get("times", 1))
        if owner is None or times is None:
            return "the battery has no reading of who manifests dread"
        self.moved = []
        for _ in range(times):
            first, second = self.take(owner), self.take(owner)
            if first is None or second is None:
                return "the battery has too few library cards for it"
            self.out.decide += [
                f'Then {owner} is asked to choose between "{first}" and "{second}"',
                f'When {owner} chooses "{second}"',
            ]
            card = _FaceDown(second, owner, owner, listed=step.get("as"))
            self.face_down.append(card)
            self.moved.append(card)
            self.binned.append((first, owner))
        self.out.summary.append(
            f"{owner} manifests dread{'' if times == 1 else f' {times} times'}: of the top two cards, "
            f"the one {owner} chooses is a face-down 2/2, the other goes to the graveyard"
        )
        self.out.rules.append("701.62a")
        self.out.needs.add("manifest")
        return None

    def op_put_counters(self, step: Mapping[str, Any]) -> str | None:
        amount = self.amount(step.get("amount", 1))
        counter = str(step.get("counter", "+1/+1"))
        if step.get("object") != "moved" or amount is None:
            return "the battery has no reading of these counters"
        if counter in _KEYWORD_COUNTERS and amount == 1:
            # A keyword counter gives the permanent that keyword (CR 122.1b).
            for card in self.moved:
                card.keyword_counters.append(counter)
            self.out.summary.append(f"with a {counter} counter on {'it' if len(self.moved) == 1 else 'each'}")
            self.out.rules.append("122.1b")
            return None
        if counter != "+1/+1":
            return "the battery has no reading of these counters"
        for card in self.moved:
            card.counters += amount
        self.out.summary.append(f"with {_counters(amount)} on {'it' if len(self.moved) == 1 else 'each'}")
        return None

    def op_attach_self(self, step: Mapping[str, Any]) -> str | None:
        if step.get("object") != "moved" or len(self.moved) != 1:
            return "the battery has no reading of what it attaches to"
        host = self.moved[0]
        host.attached.append(self.card)
        for ability in self.abilities:
            # "Equipped creature gets +N/+N" / "Enchanted creature gets ...": it applies to the host.
            if ability.get("effect") == "modify_pt" and ability.get("affected") == {"attached": True}:
                host.power += int(ability.get("power", 0))
                host.toughness += int(ability.get("toughness", 0))
        self.out.summary.append(f"and {self.card} is attached to it")
        return None

    def op_become_aura(self, step: Mapping[str, Any]) -> str | None:
        return None  # checked by the attachment that follows

    def _target_moves(self, where: str, rules: str) -> str | None:
        if self.target is None:
            return "the battery has no reading of its target"
        self.out.checks.append(f"Then {self.target} is in {where}")
        self.out.rules.append(rules)
        return None

    def op_destroy_target(self, step: Mapping[str, Any]) -> str | None:
        return self._target_moves(f"{self.target_controller}'s graveyard", "701.8a")

    def op_exile_targets(self, step: Mapping[str, Any]) -> str | None:
        if step.get("face_down"):
            if self.target is None:
                return "the battery has no reading of its target"
            owner = self.target_controller
            self.moved = [_FaceDown(self.target.strip('"'), owner, owner)]  # into a face-down pile
            return None
        return self._target_moves("exile", "701.13a")

    def op_bounce_target(self, step: Mapping[str, Any]) -> str | None:
        return self._target_moves(f"{self.target_controller}'s hand", "400.7")

    def op_move(self, step: Mapping[str, Any]) -> str | None:
        obj, to = step.get("object"), step.get("to")
        if obj == "self" and to == "exile" and len(step) <= 3:
            self.moved = [_FaceDown(self.card, "Alice", "Alice")]  # it will come back as a new object
            return None
        returning = obj == "trigger_object" and self.trigger_object is not None
        if to == "battlefield" and step.get("face_down") and (returning or (obj == "moved" and self.moved)):
            name = self.trigger_object if returning else self.moved[0].name
            owner = "Alice"
            controller = "Alice"
            card = _FaceDown(str(name), owner, controller, listed=step.get("as"))
            self.face_down.append(card)
            self.moved = [card]
            self.out.summary.append(f"returns {name} to the battlefield face down")
            self.out.rules.append("708.2a")
            return None
        if obj == "chosen" and to == "exile" and step.get("face_down") and self.chosen:
            self.moved = [_FaceDown(name, "Alice", "Alice") for name in self.chosen]  # into a face-down pile
            return None
        if obj == "unchosen" and to == "library" and step.get("bottom"):
            return None  # the rest go to the bottom of the library: nothing the scenario names
        if step.get("object") == "self" and step.get("to") == "hand" and len(step) <= 3:
            self.out.checks.append(f'Then "{self.card}" is in Alice\'s hand')
            return None
        if (
            step.get("object") == "self"
            and step.get("to") == "exile"
            and step.get("face_down")
            and len(step) <= 4
        ):
            self.moved = [_FaceDown(self.card, "Alice", "Alice")]  # exiled face down, into a pile
            return None
        return "the battery has no reading of this move"

    def op_turn_face_down(self, step: Mapping[str, Any]) -> str | None:
        if step.get("object") == "self":
            self.face_down.append(_FaceDown(self.card, "Alice", "Alice", listed=step.get("as")))
            self.out.summary.append(f"turns {self.card} itself face down")
            self.out.rules.append("708.2a")
            return None
        if step.get("object") not in ("target", "each_target") or self.target is None:
            return "the battery has no reading of what it turns face down"
        name = self.target.strip('"')
        self.face_down.append(
            _FaceDown(name, self.target_controller, self.target_controller, listed=step.get("as"))
        )
        self.out.summary.append(f"turns {self.target_controller}'s {name} face down")
        self.out.rules.append("708.2a")
        self.out.needs.add("morph")
        return None

    def op_turn_face_up(self, step: Mapping[str, Any]) -> str | None:
        if step.get("object") == "moved" and self.moved and not step.get("otherwise"):
            for card in self.moved:  # "then turn it face up"
                card.face_up = True
            self.out.summary.append("then turns it face up")
            self.out.rules.append("708.8")
            return None
        if step.get("object") != "target" or self.target is None or step.get("otherwise"):
            return "the battery has no reading of what it turns face up"
        name = self.target.strip('"')
        self.out.checks += [
            f"Then {self.target} is face up on the battlefield",
            f'And {_OTHER[self.target_controller]} sees {self.target} named "{name}"',
        ]
        self.out.summary.append(f"turns {self.target_controller}'s face-down {name} face up")
        self.out.rules.append("708.8")
        return None

    def op_look_at(self, step: Mapping[str, Any]) -> str | None:
        if step.get("object") != "target" or self.target is None or self.target_controller != "Bob":
            return "the battery has no reading of what it looks at"
        name = self.target.strip('"')
        self.out.checks += [f'Then Alice can tell that {self.target} is "{name}"']
        self.out.summary.append(f"lets Alice look at Bob's face-down {name}")
        self.out.rules.append("708.5")
        self.out.needs.add("per_viewer_views")
        self.looking = True
        return None

    def op_delayed_trigger(self, step: Mapping[str, Any]) -> str | None:
        ability = step.get("ability") or {}
        effects = ability.get("effects", [])
        if (
            step.get("about") != "target"
            or not step.get("once")
            or ability.get("trigger") != "beginning_of_end_step"
            or effects != [{"op": "sacrifice", "object": "trigger_object"}]
            or self.target is None
        ):
            return "the battery has no reading of this delayed ability"
        self.later += [
            "When all players pass priority until Alice's end step",
            f'Then an ability of "{self.card}" triggers on the beginning of a step',
            "When all players pass priority",
            f"Then {self.target} is in {self.target_controller}'s graveyard",
        ]
        self.out.phase = "Alice's postcombat main phase"  # no combat on the way to the end step
        self.out.summary.append("and sacrifices it at the beginning of the next end step")
        self.out.rules.append("603.7b")
        return None

    def op_flip_coin(self, step: Mapping[str, Any]) -> str | None:
        return "a coin flip decides what it does, and a scenario can't choose the result"

    def op_create_token(self, step: Mapping[str, Any]) -> str | None:
        count = self.amount(step.get("count", 1))
        if count is None or step.get("controller", "you") != "you":
            return "the battery has no reading of these tokens"
        self.out.checks.append(
            f'Then Alice controls {count} "{step.get("token")}" token{"s" if count > 1 else ""}'
        )
        return None

    # ---- the checks

    def entering_counters(self) -> int:
        """+1/+1 counters a face-down creature entering under Alice's control gets from the card's own
        "colorless creatures you control enter with ... counters" (a face-down creature is colourless)."""
        total = 0
        for ability in self.abilities:
            affected = ability.get("affected") or {}
            if (
                ability.get("effect") == "enters_with_counters"
                and set(affected) <= {"types", "colorless", "controller"}
                and affected.get("types", ["Creature"]) == ["Creature"]
                and affected.get("controller", "you") == "you"
                and affected.get("colorless", True)
            ):
                total += int(ability.get("counters", {}).get("+1/+1", 0))
        return total

    def finish(self) -> Outcome:
        out = self.out
        out.given += [f'Alice has "{name}" in her hand' for name in self.hand]
        out.given += self.placed
        for player, names in self.library.items():
            if names:
                out.given += [
                    f'{player} has "{name}" on top of {_POSSESSIVE[player]} library'
                    for name in reversed(names)
                ]
                out.given.append(f'{player} has "Island" in {_POSSESSIVE[player]} library')
        checks: list[str] = []
        entering = self.entering_counters()
        for card in self.face_down:
            if card.controller == "Alice" and card.listed is None:
                card.counters += entering
            if card.face_up:
                checks += [
                    f'Then "{card.name}" is face up on the battlefield',
                    f'And "{card.name}" is controlled by {card.controller}',
                    f'And {_OTHER[card.controller]} sees "{card.name}" named "{card.name}"',
                ]
                continue
            quoted = f'"{card.name}"'
            other = _OTHER[card.controller]
            rows = [["name", "none"], *_listed_rows(card.listed)]
            checks += [
                f"Then {quoted} is face down on the battlefield",
                f"And {quoted} is controlled by {card.controller}",
                *([f"And {quoted} is owned by {card.owner}"] if card.owner != card.controller else []),
                f"And {other} sees {quoted} with these characteristics:",
                *table([*rows[:-2], *_pt_rows(rows[-2][1], rows[-1][1], card)], "  "),
                f"And {quoted} {'has' if card.ward else 'does not have'} ward {{2}}",
                *([f"And {quoted} has {card.counters} +1/+1 counters"] if card.counters else []),
                *(
                    line
                    for kind in card.keyword_counters
                    for line in (f"And {quoted} has 1 {kind} counter", f"And {quoted} has {kind}")
                ),
                *([f"And {quoted} is tapped"] if card.tapped else []),
                *(f'And "{holder}" is attached to {quoted}' for holder in card.attached),
            ]
        checks += [f'And "{name}" is in {owner}\'s graveyard' for name, owner in self.binned]
        out.checks = checks + out.checks + self.later
        if self.looking and self.target is not None:
            out.before = [f"Then Alice cannot tell which card {self.target} is"]
        return out


#: Keyword counters the battery reads (CR 122.1b): one-word keywords, the counter named as the ability.
_KEYWORD_COUNTERS = frozenset(
    {"flying", "trample", "deathtouch", "haste", "lifelink", "menace", "reach", "vigilance"}
)


def _listed_rows(listed: Mapping[str, Any] | None) -> list[list[str]]:
    """The characteristics rows of a face-down object: the 2/2 creature of 708.2a, or those listed."""
    if listed is None:
        return [["types", "Creature"], ["power", "2"], ["toughness", "2"]]
    types = listed.get("types", ["Creature"])
    rows = [["types", ", ".join(types)]]
    if listed.get("subtypes"):
        rows.append(["subtypes", ", ".join(listed["subtypes"])])
    default = 2 if "Creature" in types else None
    power, toughness = listed.get("power", default), listed.get("toughness", default)
    return [
        *rows,
        ["power", str(power) if power is not None else "none"],
        ["toughness", str(toughness) if toughness is not None else "none"],
    ]


def _pt_rows(power: str, toughness: str, card: _FaceDown) -> list[list[str]]:
    """The power and toughness rows of a face-down object: listed (or none), plus its counters and what its
    attachments give."""
    if power == "none" or toughness == "none":
        return [["power", power], ["toughness", toughness]]
    extra = card.counters
    return [
        ["power", str(int(power) + extra + card.power)],
        ["toughness", str(int(toughness) + extra + card.toughness)],
    ]


def _listing(names: Sequence[str]) -> str:
    quoted = [f'"{n}"' for n in names]
    return quoted[0] if len(quoted) == 1 else ", ".join(quoted[:-1]) + " and " + quoted[-1]


def _cards(count: int) -> str:
    return "card" if count == 1 else f"{count} cards"


def _counters(count: int) -> str:
    return "a +1/+1 counter" if count == 1 else f"{count} +1/+1 counters"


def outcome(
    card: str,
    abilities: Sequence[Mapping[str, Any]],
    steps: Sequence[Mapping[str, Any]],
    *,
    target: str | None,
    target_controller: str,
    x: int | None,
    trigger_object: str | None = None,
) -> Outcome | str:
    """What the effect ``steps`` of ``card`` (whose abilities are ``abilities``) do in a battery
    scenario (``trigger_object``: the card its trigger event happened to), or the reason the battery
    can't say."""
    reader = _Reader(card, abilities, target, target_controller, x, trigger_object)
    reason = reader.run(steps)
    if reason is not None:
        return reason
    if not reader.face_down and not reader.out.checks:
        return "the battery has no reading of an effect that does nothing it checks"
    return reader.finish()
