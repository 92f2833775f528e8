"""Engines that leak hidden information: the reference engine, with what it shows rewritten.

Each injection here wraps the reference adapter (adapter in, adapter out) so that its games show
players something they may not know, the way real engines leak: a face-down spell's card in the
opponent's view of the stack, ids or labels made from the card, a prompt or an ability's text
naming the card, a ``revealed`` event sent to everyone at a face-down cast, an empty event log for
all but the first player, a Clone's label naming what it copied, an identity left visible, a cast
event saying face up, another player's hand or the libraries listed. Like an engine, a wrapper
knows every card of its game: the set-up's names by handle (:class:`LeakyGame.names`) and what
the controller of a face-down object sees of it. No wrapper knows which scenario runs or what
any step expects; they only change what the engine shows, never the rules it applies.

Each is caught by the suite: most by the non-interference check (docs/noninterference.md), the
empty event log and the cast event by the steps that read every player's log, the visible
identity by the steps that read the identity field (see the catalogue).
"""

from __future__ import annotations

import dataclasses
import hashlib
import re
from collections.abc import Callable
from typing import Any

from facedown import adapter as contract
from facedown.adapter import EventKind, FaceDownMethod, GameView, ObjectView, TriggerKind, Zone

__all__ = [
    "LeakyAdapter",
    "LeakyGame",
    "cast_event_says_face_up",
    "clone_label_names_copied_card",
    "effect_face_down_identity_visible",
    "id_from_database_number",
    "label_from_initial",
    "label_from_name_slug",
    "libraries_listed",
    "opponent_event_log_empty",
    "opponent_hand_listed",
    "revealed_to_all_at_face_down_cast",
    "stack_spell_identity_to_opponent",
    "ward_prompt_names_card",
    "ward_text_names_card",
]

Leak = Callable[["LeakyGame", str, GameView], GameView]
Injection = Callable[[contract.Adapter], contract.Adapter]


class LeakyGame:
    """A game of the wrapped engine whose views pass through ``leak``. ``names`` is each card's
    name by handle, from the set-up; ``memory`` is the leak's own notes (e.g. what a Clone
    copied), kept by :meth:`act`."""

    def __init__(self, game: contract.Game, setup: contract.Setup, leak: Leak) -> None:
        self.inner = game
        self.setup = setup
        self.leak = leak
        self.names = {card.handle: card.name for card in setup.cards}
        self.memory: dict[str, Any] = {}

    def act(self, player: str, action: contract.Action) -> contract.ActionResult:
        pending = self.inner.observe(player).pending
        result = self.inner.act(player, action)
        chose = isinstance(action, contract.Decide) and pending is not None and pending.kind == "choose"
        if chose and action.option in self.names and isinstance(result, contract.Accepted):
            self.memory["chosen"] = action.option
        return result

    def observe(self, viewer: str) -> GameView:
        return self.leak(self, viewer, self.inner.observe(viewer))

    def close(self) -> None:
        self.inner.close()

    def controller_view(self, obj: ObjectView) -> GameView | None:
        """What the controller of ``obj`` sees now (``None`` when it has no controller)."""
        return self.inner.observe(obj.controller) if obj.controller is not None else None


class LeakyAdapter:
    """An adapter whose games are :class:`LeakyGame` with ``leak``."""

    def __init__(self, adapter: contract.Adapter, leak: Leak) -> None:
        self.inner = adapter
        self.leak = leak

    def info(self) -> contract.EngineInfo:
        return self.inner.info()

    def new_game(self, setup: contract.Setup) -> contract.Game:
        return LeakyGame(self.inner.new_game(setup), setup, self.leak)


def _injection(leak: Leak) -> Injection:
    def inject(adapter: contract.Adapter) -> contract.Adapter:
        return LeakyAdapter(adapter, leak)

    inject.__name__ = leak.__name__
    inject.__doc__ = leak.__doc__
    return inject


def _objects(view: GameView, change: Callable[[ObjectView], ObjectView]) -> GameView:
    """``view`` with every object (in ``objects`` and on the stack) passed through ``change``."""
    return dataclasses.replace(
        view,
        objects={handle: change(obj) for handle, obj in view.objects.items()},
        stack=tuple(
            dataclasses.replace(item, spell=change(item.spell)) if item.spell is not None else item
            for item in view.stack
        ),
    )


# --------------------------------------------------------------------------- the stack


def _stack_spell_identity(game: LeakyGame, viewer: str, view: GameView) -> GameView:
    """The opponent's view of a face-down spell on the stack carries the card's identity."""
    stack = []
    for item in view.stack:
        spell = item.spell
        if spell is not None and spell.face_down and spell.controller != viewer:
            spell = dataclasses.replace(spell, identity=game.names.get(spell.handle))
            item = dataclasses.replace(item, spell=spell)
        stack.append(item)
    return dataclasses.replace(view, stack=tuple(stack))


def _ward_text(game: LeakyGame, viewer: str, view: GameView) -> GameView:
    """The text of a ward trigger of a face-down permanent, on the stack, names the card."""
    face_down = {h for h, o in view.objects.items() if o.face_down}
    stack = tuple(
        dataclasses.replace(item, text=f"{item.text} ({game.names.get(item.source, '')})")
        if item.trigger == TriggerKind.WARD and item.source in face_down
        else item
        for item in view.stack
    )
    return dataclasses.replace(view, stack=stack)


def _ward_prompt(game: LeakyGame, viewer: str, view: GameView) -> GameView:
    """The prompt of the ward decision names the card whose ward it is."""
    pending = view.pending
    if pending is None or pending.kind != "pay_ward":
        return view
    wards = [
        e.data.get("source")
        for e in view.events
        if e.kind == EventKind.TRIGGERED and e.data.get("trigger") == TriggerKind.WARD.value
    ]
    if not wards:
        return view
    prompt = f"{pending.prompt} (ward of {game.names.get(str(wards[-1]), '')})"
    return dataclasses.replace(view, pending=dataclasses.replace(pending, prompt=prompt))


# --------------------------------------------------------------------------- ids and labels


def _database_number(name: str) -> int:
    """The card's number in a card database (here a stable digest of its name)."""
    return int.from_bytes(hashlib.sha256(name.encode()).digest()[:3], "big")


def _database_ids(game: LeakyGame, viewer: str, view: GameView) -> GameView:
    """Every object's id is made from its card's database number."""

    def change(obj: ObjectView) -> ObjectView:
        number = _database_number(game.names.get(obj.handle, obj.handle))
        return dataclasses.replace(obj, object_id=f"{number}-{obj.object_id}")

    return _objects(view, change)


def _slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


def _labels(game: LeakyGame, view: GameView, make: Callable[[str, str], str]) -> GameView:
    """``view`` with each face-down object's label made by ``make(card name, label)``."""

    def change(obj: ObjectView) -> ObjectView:
        if obj.face_down and obj.label is not None:
            return dataclasses.replace(obj, label=make(game.names.get(obj.handle, ""), obj.label))
        return obj

    return _objects(view, change)


def _slug_labels(game: LeakyGame, viewer: str, view: GameView) -> GameView:
    """A face-down object's label is made from its card's name."""
    return _labels(game, view, lambda name, label: f"{_slug(name)}-{label}")


def _initial_labels(game: LeakyGame, viewer: str, view: GameView) -> GameView:
    """A face-down object's label starts with its card's initial."""
    return _labels(game, view, lambda name, label: f"{name[:1]}{label}")


def _clone_label(game: LeakyGame, viewer: str, view: GameView) -> GameView:
    """A face-up nameless copy (a copy of a face-down permanent) is labelled with the card copied."""
    chosen = game.memory.get("chosen")
    if chosen is None:
        return view

    def change(obj: ObjectView) -> ObjectView:
        if not obj.face_down and obj.name is None and obj.zone == Zone.BATTLEFIELD and obj.handle != chosen:
            return dataclasses.replace(obj, label=f"copy of {game.names.get(chosen, '')}")
        return obj

    return _objects(view, change)


def _effect_identity(game: LeakyGame, viewer: str, view: GameView) -> GameView:
    """A permanent turned face down by an effect keeps its identity visible to every player."""

    def change(obj: ObjectView) -> ObjectView:
        if obj.face_down and obj.face_down_method == FaceDownMethod.EFFECT:
            return dataclasses.replace(obj, identity=game.names.get(obj.handle))
        return obj

    return _objects(view, change)


# --------------------------------------------------------------------------- events


def _revealed_at_cast(game: LeakyGame, viewer: str, view: GameView) -> GameView:
    """A face-down cast is followed by a ``revealed`` event naming the card, to every player."""
    events: list[contract.Event] = []
    everyone = [p.name for p in view.players]
    for event in view.events:
        events.append(event)
        if event.kind == EventKind.CAST and event.data.get("face_down"):
            card = str(event.data.get("object"))
            data = {"card": card, "name": game.names.get(card, ""), "to": everyone}
            events.append(contract.Event(EventKind.REVEALED, data))
    return dataclasses.replace(view, events=tuple(events))


def _opponent_log_empty(game: LeakyGame, viewer: str, view: GameView) -> GameView:
    """Only the first player's event log is kept; every other player's is empty."""
    if viewer == game.setup.players[0]:
        return view
    return dataclasses.replace(view, events=())


def _cast_face_up(game: LeakyGame, viewer: str, view: GameView) -> GameView:
    """The cast event of a face-down spell says it was cast face up, by no method."""
    events = tuple(
        contract.Event(EventKind.CAST, {**event.data, "face_down": False, "method": None})
        if event.kind == EventKind.CAST
        else event
        for event in view.events
    )
    return dataclasses.replace(view, events=events)


# --------------------------------------------------------------------------- hidden zones


def _hands(game: LeakyGame, viewer: str, view: GameView) -> GameView:
    """Every player's view lists the other players' hands, as their owners see them."""
    objects = dict(view.objects)
    for player in game.setup.players:
        if player == viewer:
            continue
        for handle, obj in game.inner.observe(player).objects.items():
            if obj.zone == Zone.HAND and obj.owner == player:
                objects.setdefault(handle, obj)
    return dataclasses.replace(view, objects=objects)


def _libraries(game: LeakyGame, viewer: str, view: GameView) -> GameView:
    """Every player's view lists the cards of every library, top first, by name: the set-up's
    library cards that no player sees anywhere else."""
    seen = {h for player in game.setup.players for h in game.inner.observe(player).objects}
    objects = dict(view.objects)
    for card in game.setup.cards:
        if card.zone == Zone.LIBRARY and card.handle not in seen:
            objects[card.handle] = _library_card(card)
    return dataclasses.replace(view, objects=objects)


def _library_card(card: contract.CardSetup) -> ObjectView:
    return ObjectView(
        handle=card.handle,
        object_id=f"library-{card.handle}",
        zone=Zone.LIBRARY,
        owner=card.owner,
        controller=None,
        face_down=False,
        face_down_method=None,
        label=None,
        identity=card.name,
        name=card.name,
        mana_cost=None,
        mana_value=0,
        colors=(),
        types=(),
        subtypes=(),
        supertypes=(),
        power=None,
        toughness=None,
        abilities=(),
    )


stack_spell_identity_to_opponent = _injection(_stack_spell_identity)
ward_text_names_card = _injection(_ward_text)
ward_prompt_names_card = _injection(_ward_prompt)
id_from_database_number = _injection(_database_ids)
label_from_name_slug = _injection(_slug_labels)
label_from_initial = _injection(_initial_labels)
clone_label_names_copied_card = _injection(_clone_label)
effect_face_down_identity_visible = _injection(_effect_identity)
revealed_to_all_at_face_down_cast = _injection(_revealed_at_cast)
opponent_event_log_empty = _injection(_opponent_log_empty)
cast_event_says_face_up = _injection(_cast_face_up)
opponent_hand_listed = _injection(_hands)
libraries_listed = _injection(_libraries)
