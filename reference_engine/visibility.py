"""Hidden information (708.5, 708.6, 708.9): who may look at an object, revealing, face-down tags.

:func:`may_look` answers whether a player may know which card an object is;
:func:`reveal` shows a card to players (708.9, 701.20a) and remembers who saw
it; :func:`assign_label` gives a newly face-down object its public tag
(708.6). Zone changes reveal face-down objects as they leave
(:mod:`reference_engine.zones`), so this module sits below them.
"""

from __future__ import annotations

from collections.abc import Iterable

from .characteristics import active_statics, characteristics
from .enums import EventKind, Zone
from .objects import Card, GameObject
from .rules import rule
from .state import GameState

__all__ = ["assign_label", "may_look", "reveal", "reveal_card"]


@rule("708.5", "723.4")
def may_look(state: GameState, obj: GameObject, viewer: str) -> bool:
    """Whether ``viewer`` may know which card the object is.

    A face-up object on the battlefield, on the stack, in a graveyard or in
    exile is public. A face-down spell or permanent may be looked at by its
    controller (708.5), by players it was revealed to, and -- for a face-down
    creature on the battlefield, not a spell -- by a player an effect lets look
    at face-down creatures. Cards in hands and libraries are known to their
    owner (for a hand) or to no one (for a library), unless revealed. A player
    who controls another player may look at whatever that player may (723.4).
    """
    return any(_may_look_as(state, obj, player) for player in state.sees_for(viewer))


def _may_look_as(state: GameState, obj: GameObject, viewer: str) -> bool:
    if viewer in obj.known_to:
        return True
    if obj.zone in (Zone.BATTLEFIELD, Zone.STACK):
        if obj.face_down is None or obj.controller == viewer:
            return True  # 708.5: its controller may look, phased out or not
        if obj.phased_out is not None:
            return False  # 702.26b: no effect reaches it, not even a permission to look
        if (
            obj.zone == Zone.BATTLEFIELD
            and state.has_player(viewer)
            and _may_look_at_creatures(state, obj, viewer)
        ):
            return characteristics(state, obj).is_creature
        return False
    if obj.zone == Zone.HAND:
        return obj.owner == viewer
    if obj.zone == Zone.LIBRARY:
        return False
    if obj.zone == Zone.COMMAND and any(o is obj for o in state.player(obj.owner).attraction_deck):
        return False  # 717.2: an Attraction deck is hidden as a library is
    if obj.face_down is not None and obj.zone == Zone.EXILE:
        return _may_look_at_linked(state, obj, viewer)
    return obj.face_down is None


@rule("406.3", "607.2a")
def _may_look_at_linked(state: GameState, obj: GameObject, viewer: str) -> bool:
    """Whether a permanent ``viewer`` controls lets them look at the card exiled face down with it ("you
    may look at cards exiled with this creature")."""
    return any(
        static.effect == "look_at_linked"
        and source.controller == viewer
        and obj.handle in state.linked.get(source.object_id, [])
        for source, static in active_statics(state)
    )


def _may_look_at_creatures(state: GameState, obj: GameObject, viewer: str) -> bool:
    """Whether an effect lets ``viewer`` look at face-down creatures like ``obj``: until
    end of turn (Lumbering Laundry), or always those an opponent controls (Found Footage)."""
    if state.player(viewer).may_look_at_face_down:
        return True
    return obj.controller != viewer and any(
        static.effect == "look_at_face_down" and source.controller == viewer
        for source, static in active_statics(state)
    )


@rule("708.9", "701.20a")
def reveal(state: GameState, obj: GameObject, to: Iterable[str] | None = None) -> None:
    """Reveal the card ``obj`` is to ``to`` (all players by default), logging a
    ``revealed`` event with the card's name."""
    players = list(to) if to is not None else [p.name for p in state.players]
    obj.known_to.update(players)
    state.log(EventKind.REVEALED, card=obj.handle, name=obj.definition.name, to=players)


def reveal_card(state: GameState, card: Card, to: Iterable[str] | None = None) -> None:
    """Reveal a card that is a component of a merged permanent (708.9, 730.2g)."""
    players = list(to) if to is not None else [p.name for p in state.players]
    state.log(EventKind.REVEALED, card=card.handle, name=card.definition.name, to=players)


@rule("708.6")
def assign_label(state: GameState, obj: GameObject) -> None:
    """Give a newly face-down object its public tag (``face-down N``, in order)."""
    obj.label = state.new_label()
