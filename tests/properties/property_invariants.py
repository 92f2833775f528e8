"""Invariants of any engine's views, checked by the face-down state machine after every step.

Each check takes what every player sees now (``views``: player name -> :class:`GameView`) and returns a
list of problems, empty when the invariant holds. The checks rely only on the adapter contract and on
printed card facts; none of them computes what the rules would do next.

* :func:`consistency` -- every player sees the same public state: the same turn, step, priority,
  players, stack, pending decision and events, and the same characteristics of every object two players
  can both see (only ``identity`` may differ between viewers); object ids are unique.
* :func:`conservation` -- no card is created or lost: each card of the set-up is in exactly one zone
  (listed in some view, or counted in its owner's library or hand size). Tokens are left aside.
* :func:`hidden_information` -- no view shows the identity of a face-down object (its ``identity``,
  name, mana cost, subtypes, or an ability text only its face has, in the object, the stack or the event
  log) to a player who may not look at it (CR 708.5) and to whom no ``revealed`` event showed it; no
  view lists another player's card in hand unless it was revealed.
* :func:`face_down_defaults` -- a face-down object has the face-down characteristics of its method
  (CR 708.2): a 2/2 colourless creature with no name, subtypes, supertypes or mana cost, mana value 0,
  and ward {2} only for disguise and cloak (CR 702.168a, 701.58a). Checked only when no continuous
  effect that could change them may be active: no permanent face up whose card has such a static
  ability, and no spell or ability that creates such an effect resolved this turn.
Face-down cards in exile are left out of the last three checks: who may look at them depends on the
effect that exiled them, and they have no face-down characteristics of a method.

* :func:`labels` -- every face-down object has a label, distinct from the others (CR 708.6), kept as
  long as the same object stays face down.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, fields, replace

from property_pool import PoolFacts, normal

from facedown.adapter import (
    Event,
    EventKind,
    FaceDownMethod,
    GameView,
    ObjectView,
    Setup,
    StackItemView,
    Zone,
)

__all__ = [
    "Known",
    "conservation",
    "consistency",
    "face_down_defaults",
    "hidden_information",
    "labels",
    "lookers",
    "revealed_to",
]

_PUBLIC_ZONES = (Zone.BATTLEFIELD, Zone.STACK, Zone.GRAVEYARD, Zone.EXILE)
_WARDED = (FaceDownMethod.DISGUISE, FaceDownMethod.CLOAK)


@dataclass(frozen=True, slots=True)
class Known:
    """What the checks know about the run: the set-up, the card pool, and for each set-up card that is
    not a token its card name and owner, by handle (see :meth:`of`)."""

    setup: Setup
    facts: PoolFacts
    names: Mapping[str, str]
    owners: Mapping[str, str]

    @classmethod
    def of(cls, setup: Setup, facts: PoolFacts) -> Known:
        """What the checks know of a run that started from ``setup``."""
        cards = [c for c in setup.cards if not c.token]
        return cls(setup, facts, {c.handle: c.name for c in cards}, {c.handle: c.owner for c in cards})


def revealed_to(events: Iterable[Event]) -> dict[str, set[str]]:
    """For each card handle, the players a ``revealed`` event has shown it to."""
    shown: dict[str, set[str]] = defaultdict(set)
    for event in events:
        if event.kind == EventKind.REVEALED:
            card = event.data.get("card")
            to = event.data.get("to")
            if isinstance(card, str) and isinstance(to, list):
                shown[card].update(str(p) for p in to)
    return shown


def _all_objects(view: GameView) -> Iterator[ObjectView]:
    yield from view.objects.values()
    for item in view.stack:
        if item.spell is not None:
            yield item.spell


# --------------------------------------------------------------------------- consistency


def _public(obj: ObjectView) -> ObjectView:
    return replace(obj, identity=None)


def _public_item(item: StackItemView) -> StackItemView:
    return replace(item, spell=_public(item.spell) if item.spell is not None else None)


def _difference(a: object, b: object) -> str:
    """The first field in which two dataclass values differ (for messages)."""
    for f in fields(a):  # type: ignore[arg-type]
        left, right = getattr(a, f.name), getattr(b, f.name)
        if left != right:
            return f"{f.name}: {left!r} != {right!r}"
    return "no field differs"


def _pending_consistency(views: Mapping[str, GameView]) -> list[str]:
    """Every viewer is told the same pending decision (who, what kind); its options and prompt are
    shown to the deciding player and to a player controlling them, and to no one else (contract 1.2)."""
    problems: list[str] = []
    told = {name: (v.pending.player, v.pending.kind) if v.pending else None for name, v in views.items()}
    if len(set(told.values())) > 1:
        return [f"players are told of different pending decisions: {told}"]
    deciding = next((v.pending for v in views.values() if v.pending is not None), None)
    if deciding is None:
        return problems
    own = views.get(deciding.player)
    controllers = {p.controlled_by for v in views.values() for p in v.players if p.name == deciding.player}
    for name, view in views.items():
        shown = view.pending
        assert shown is not None
        if name == deciding.player or name in controllers:
            if own is not None and own.pending is not None and shown != own.pending:
                problems.append(f"{name} and {deciding.player} are shown the decision differently")
        elif shown.options or shown.prompt:
            problems.append(f"{name} is shown the options of {deciding.player}'s decision")
    return problems


def consistency(views: Mapping[str, GameView]) -> list[str]:
    """Problems with public information that differs between viewers."""
    problems: list[str] = []
    ordered = list(views.items())
    first_name, first = ordered[0]
    for name, view in ordered[1:]:
        for attr in (
            "turn",
            "active_player",
            "step",
            "priority",
            "players",
            "events",
            "game_over",
        ):
            if getattr(view, attr) != getattr(first, attr):
                problems.append(f"{first_name} and {name} see different {attr}")
        if [_public_item(i) for i in view.stack] != [_public_item(i) for i in first.stack]:
            problems.append(f"{first_name} and {name} see different stacks")
    problems += _pending_consistency(views)
    seen: dict[str, tuple[str, ObjectView]] = {}
    for name, view in ordered:
        ids: dict[str, str] = {}
        for handle, obj in view.objects.items():
            if obj.handle != handle:
                problems.append(f"{name}'s view lists {obj.handle!r} under the key {handle!r}")
            if obj.object_id in ids:
                problems.append(f"{name} sees {handle!r} and {ids[obj.object_id]!r} with one object id")
            ids[obj.object_id] = handle
            if handle in seen:
                other, earlier = seen[handle]
                if obj != earlier and _public(obj) != _public(earlier):
                    problems.append(
                        f"{other} and {name} see different characteristics of {handle!r} "
                        f"({_difference(_public(earlier), _public(obj))})"
                    )
            else:
                seen[handle] = (name, obj)
    return problems


# --------------------------------------------------------------------------- conservation


def conservation(known: Known, views: Mapping[str, GameView]) -> list[str]:
    """Problems with cards that appeared from nowhere, vanished, or are in two places."""
    problems: list[str] = []
    names, owners = known.names, known.owners
    located: dict[str, Zone] = {}
    for viewer, view in views.items():
        for handle, obj in view.objects.items():
            if handle not in names:
                if not obj.token:
                    problems.append(f"{viewer} sees {handle!r}, a card that was never in the game")
                continue
            if located.get(handle, obj.zone) != obj.zone:
                problems.append(f"{handle!r} is seen in the {located[handle]} and in the {obj.zone}")
            located[handle] = obj.zone
    any_view = next(iter(views.values()))
    for player in any_view.players:
        if not player.in_game:
            continue  # the cards of a player who left the game left with them (CR 800.4a)
        mine = [h for h, owner in owners.items() if owner == player.name]
        outside = [h for h in mine if h in located and located[h] != Zone.LIBRARY]
        in_library = len(mine) - len(outside)
        if player.library_size != in_library:
            missing = [h for h in mine if h not in located]
            problems.append(
                f"{player.name} owns {len(mine)} cards, {len(outside)} of them seen outside the library, "
                f"so {in_library} should be in the library, but the library holds {player.library_size} "
                f"(cards seen nowhere: {', '.join(missing) or 'none'})"
            )
        in_hand = [h for h in mine if located.get(h) == Zone.HAND]
        if player.hand_size != len(in_hand):
            problems.append(
                f"{player.name}'s hand holds {player.hand_size} cards, but {player.name} sees "
                f"{len(in_hand)} of their own there"
            )
    return problems


# --------------------------------------------------------------------------- hidden information


def _leaks(known: Known, obj: ObjectView, card: str, effects_active: bool) -> list[str]:
    """What of the card ``card`` the face-down object ``obj`` shows. While a continuous effect may
    change characteristics (a copy effect, "creatures you control are Assassins"), only ``identity``
    is looked at."""
    facts = known.facts.get(card)
    found: list[str] = []
    if obj.identity is not None:
        found.append(f"identity {obj.identity!r}")
    if effects_active:
        return found
    if obj.name is not None and obj.name == card:
        found.append(f"name {obj.name!r}")
    if facts is None:
        return found
    if obj.mana_cost is not None and facts.mana_cost is not None and obj.mana_cost == facts.mana_cost:
        found.append(f"mana cost {obj.mana_cost}")
    shared = {normal(s) for s in obj.subtypes} & {normal(s) for s in facts.subtypes}
    if shared:
        found.append(f"subtypes {sorted(shared)}")
    for text in obj.abilities:
        if _identifying(normal(text), facts.identifying_texts):
            found.append(f"ability {text!r}")
    return found


def _identifying(text: str, identifying: Sequence[str]) -> bool:
    if text in identifying:
        return True
    return any(text.startswith(k + " ") or text == k for k in ("disguise", "morph", "megamorph"))


def lookers(known: Known, views: Mapping[str, GameView]) -> set[str]:
    """Players a face-up permanent's static ability may let look at face-down permanents they don't
    control (the permanent's controller, as a card like that says "you may look at ...")."""
    found: set[str] = set()
    names = known.names
    for view in views.values():
        for obj in view.objects.values():
            if obj.zone != Zone.BATTLEFIELD or obj.face_down or obj.controller is None:
                continue
            for card in (names.get(obj.handle), obj.name):
                facts = known.facts.get(card) if card is not None else None
                if facts is not None and facts.lets_look:
                    found.add(obj.controller)
    return found


def hidden_information(
    known: Known, views: Mapping[str, GameView], may_look: set[str], effects_active: bool
) -> list[str]:
    """Problems with face-down identities or hands shown to players who may not see them.

    ``may_look`` are the players an effect lets look at face-down permanents they don't control (see
    :func:`lookers`); their views are not checked for the face-down permanents of others.
    ``effects_active`` says a continuous effect that may change characteristics may be active: then
    only the ``identity`` field, stack texts, decisions and events are checked.
    """
    problems: list[str] = []
    names = known.names
    for viewer, view in views.items():
        shown = revealed_to(view.events)
        public_names = {o.name for o in view.objects.values() if not o.face_down and o.name is not None}
        hidden: dict[str, str] = {}  # handle -> card name, for the face-down objects hidden from viewer
        for obj in _all_objects(view):
            if obj.handle not in names:
                continue
            if obj.zone == Zone.HAND and obj.owner != viewer and viewer not in shown.get(obj.handle, set()):
                problems.append(
                    f"{viewer} sees {obj.handle!r} in {obj.owner}'s hand, which was never revealed"
                )
            if not obj.face_down or obj.controller == viewer or viewer in shown.get(obj.handle, set()):
                continue
            if obj.zone not in (Zone.BATTLEFIELD, Zone.STACK):
                continue  # a card exiled face down: who may look depends on the effect that exiled it
            if obj.zone == Zone.BATTLEFIELD and viewer in may_look:
                continue
            hidden[obj.handle] = names[obj.handle]
            for leak in _leaks(known, obj, names[obj.handle], effects_active):
                problems.append(f"{viewer} sees the {leak} of face-down {obj.handle!r} ({obj.controller}'s)")
        for item in view.stack:
            if item.spell is not None and item.spell.handle in hidden:
                card = hidden[item.spell.handle]
                facts = known.facts.get(card)
                text = normal(item.text)
                if card.casefold() in text or (
                    facts is not None and any(t and t in text for t in facts.identifying_texts)
                ):
                    problems.append(
                        f"{viewer} reads the face-down spell {item.spell.handle!r}'s text {item.text!r}"
                    )
        pending = view.pending
        if pending is not None:
            for handle, card in hidden.items():
                if card in public_names:
                    continue  # the name may as well be that of a face-up card of the same name
                if card in pending.prompt or card in pending.options:  # the name as printed, not a phrase
                    problems.append(f"{viewer} reads {card!r} (face-down {handle!r}) in the pending decision")
        for event in view.events:
            if event.kind == EventKind.REVEALED:
                continue
            values = [v for v in event.data.values() if isinstance(v, str)]
            for handle, card in hidden.items():
                if handle in values and card in values:
                    problems.append(
                        f"{viewer} reads {card!r} in the {event.kind} event of face-down {handle!r}"
                    )
    return problems


# --------------------------------------------------------------------------- face-down characteristics


def changing_effect_sources(known: Known, views: Mapping[str, GameView]) -> list[str]:
    """Face-up permanents whose card (or current name) has a static ability that may change
    characteristics; while one is on the battlefield the face-down defaults are not checked."""
    found: set[str] = set()
    names = known.names
    for view in views.values():
        for obj in view.objects.values():
            if obj.zone != Zone.BATTLEFIELD or obj.face_down:
                continue
            for card in (names.get(obj.handle), obj.name, obj.identity):
                facts = known.facts.get(card) if card is not None else None
                if facts is not None and facts.changes_characteristics:
                    found.add(obj.handle)
    return sorted(found)


def creates_changing_effect(known: Known, handle: str, name: str | None) -> bool:
    """Whether the source of a resolved spell or ability is a card that can create a continuous effect
    changing characteristics (``pump_until_eot`` and the like)."""
    for card in (known.names.get(handle), name):
        facts = known.facts.get(card) if card is not None else None
        if facts is not None and facts.creates_effects:
            return True
    return False


def face_down_defaults(known: Known, views: Mapping[str, GameView]) -> list[str]:
    """Problems with face-down objects whose characteristics are not their method's defaults."""
    problems: list[str] = []
    checked: set[str] = set()
    for viewer, view in views.items():
        for obj in _all_objects(view):
            if (
                not obj.face_down
                or obj.object_id in checked
                or obj.zone not in (Zone.BATTLEFIELD, Zone.STACK)
            ):
                continue
            checked.add(obj.object_id)
            where = f"face-down {obj.handle!r} (as {viewer} sees it)"
            if obj.face_down_method is None:
                problems.append(f"{where} does not say how it became face down (CR 708.6)")
                continue
            plus = obj.counters.get("+1/+1", 0) - obj.counters.get("-1/-1", 0)
            expected_abilities = ["ward {2}"] if obj.face_down_method in _WARDED else []
            wrong = []
            if obj.name is not None:
                wrong.append(f"name {obj.name!r}")
            if obj.mana_cost is not None:
                wrong.append(f"mana cost {obj.mana_cost}")
            if obj.mana_value != 0:
                wrong.append(f"mana value {obj.mana_value}")
            if list(obj.colors):
                wrong.append(f"colours {list(obj.colors)}")
            if [normal(t) for t in obj.types] != ["creature"]:
                wrong.append(f"types {list(obj.types)}")
            if list(obj.subtypes) or list(obj.supertypes):
                wrong.append(f"subtypes {list(obj.subtypes)} / supertypes {list(obj.supertypes)}")
            if (obj.power, obj.toughness) != (2 + plus, 2 + plus):
                wrong.append(f"power/toughness {obj.power}/{obj.toughness} (counters {dict(obj.counters)})")
            other_counters = set(obj.counters) - {"+1/+1", "-1/-1"}
            if not other_counters and sorted(normal(a) for a in obj.abilities) != expected_abilities:
                wrong.append(f"abilities {list(obj.abilities)} for a {obj.face_down_method} object")
            if wrong:
                problems.append(f"{where} has {', '.join(wrong)}")
    return problems


# --------------------------------------------------------------------------- labels


def labels(views: Mapping[str, GameView], before: Mapping[str, str]) -> tuple[list[str], dict[str, str]]:
    """Problems with face-down labels, and the label of each face-down object id now.

    ``before`` is the label of each face-down object id after the previous step.
    """
    problems: list[str] = []
    now: dict[str, str] = {}
    for viewer, view in views.items():
        owners: dict[str, str] = {}
        for obj in _all_objects(view):
            if not obj.face_down or obj.zone not in (Zone.BATTLEFIELD, Zone.STACK):
                continue
            if not obj.label:
                problems.append(f"{viewer} sees face-down {obj.handle!r} without a label (CR 708.6)")
                continue
            if owners.get(obj.label, obj.handle) != obj.handle:
                problems.append(
                    f"{viewer} sees the label {obj.label!r} on {owners[obj.label]!r} and {obj.handle!r}"
                )
            owners[obj.label] = obj.handle
            if obj.object_id in before and before[obj.object_id] != obj.label:
                problems.append(
                    f"the label of face-down {obj.handle!r} changed "
                    f"from {before[obj.object_id]!r} to {obj.label!r}"
                )
            now[obj.object_id] = obj.label
    return problems, now
