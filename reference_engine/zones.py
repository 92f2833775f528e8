"""Zones and zone changes (400).

:func:`move` is the one place where an object changes zones: the card
becomes a new object with a new object id (400.7), face-down objects leaving
the battlefield or the stack are revealed (708.9), leaves-the-battlefield and
enters-the-battlefield abilities are checked, and a ``zone_change`` event is
logged.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from reference_engine.enums import EventKind, FaceDownMethod, Zone
from reference_engine.objects import Card, GameObject
from reference_engine.rules import rule

if TYPE_CHECKING:
    from reference_engine.cards import CardDef
    from reference_engine.characteristics import Characteristics
    from reference_engine.state import GameState

__all__ = ["create_token", "draw", "move", "zone_list"]


def zone_list(state: GameState, zone: Zone, owner: str) -> list[GameObject]:
    """The list holding objects of ``zone`` (``owner``'s for player zones).
    The stack's objects are reached through the stack items instead."""
    if zone == Zone.BATTLEFIELD:
        return state.battlefield
    if zone == Zone.EXILE:
        return state.exile
    player = state.player(owner)
    if zone == Zone.LIBRARY:
        return player.library
    if zone == Zone.HAND:
        return player.hand
    if zone == Zone.GRAVEYARD:
        return player.graveyard
    raise ValueError(f"objects on the stack are held by stack items, not {zone}")


def _remove(state: GameState, obj: GameObject) -> None:
    if obj.zone == Zone.STACK:
        return  # the stack item holding it is removed by the caller
    objects = zone_list(state, obj.zone, obj.owner)
    for i, candidate in enumerate(objects):
        if candidate is obj:
            del objects[i]
            return


def place(state: GameState, obj: GameObject, *, bottom: bool = False) -> None:
    """Put a new object into its zone's list (top of a library unless ``bottom``)."""
    state.objects[obj.handle] = obj
    if obj.zone == Zone.STACK:
        return
    objects = zone_list(state, obj.zone, obj.owner)
    if obj.zone == Zone.LIBRARY and not bottom:
        objects.insert(0, obj)
    else:
        objects.append(obj)


@rule("400.7", "708.9", "603.6a", "603.6c", "603.10a", "614.1c", "708.3")
def move(
    state: GameState,
    obj: GameObject,
    to: Zone,
    *,
    controller: str | None = None,
    face_down: FaceDownMethod | None = None,
    label: str | None = None,
    tapped: bool = False,
    bottom: bool = False,
    x: int | None = None,
    copied: Characteristics | None = None,
) -> GameObject:
    """Move ``obj`` to ``to`` and return the new object it becomes (400.7).

    ``controller`` applies to the battlefield and the stack (default: the
    owner). ``face_down`` puts it there face down (708.3, 708.4); ``label``
    keeps an existing face-down tag (a face-down spell becoming a permanent).
    A face-down permanent leaving the battlefield, or a face-down spell leaving
    the stack for anywhere but the battlefield, is revealed to all (708.9).
    """
    from reference_engine import face_down as face_down_rules
    from reference_engine import triggers
    from reference_engine.characteristics import characteristics

    from_zone = obj.zone
    left_chars = characteristics(state, obj) if from_zone == Zone.BATTLEFIELD else None
    if from_zone == Zone.BATTLEFIELD:
        state.left_this_turn[obj.controller] = state.left_this_turn.get(obj.controller, 0) + 1
    if obj.face_down is not None and (
        from_zone == Zone.BATTLEFIELD or (from_zone == Zone.STACK and to != Zone.BATTLEFIELD)
    ):
        face_down_rules.reveal(state, obj)
    _remove(state, obj)
    on_board = to in (Zone.BATTLEFIELD, Zone.STACK)
    new = GameObject(
        object_id=state.new_object_id(),
        card=obj.card,
        zone=to,
        controller=(controller or obj.owner) if on_board else obj.owner,
        face_down=face_down if on_board else None,
        tapped=tapped and to == Zone.BATTLEFIELD,
        timestamp=state.new_timestamp(),
        sick=to == Zone.BATTLEFIELD,
        x=x,
        copied=copied if to == Zone.BATTLEFIELD else None,
    )
    if new.face_down is not None:
        if label is not None:
            new.label = label
        else:
            face_down_rules.assign_label(state, new)
    place(state, new, bottom=bottom)
    state.invalidate()
    state.log(
        EventKind.ZONE_CHANGE, card=obj.handle, from_zone=from_zone, to_zone=to, object_id=new.object_id
    )
    if left_chars is not None:
        triggers.left_battlefield(state, obj, left_chars, new)
    if to == Zone.BATTLEFIELD:
        _apply_entering_replacements(state, new)
        triggers.entered(state, new)
    return new


@rule("614.1c", "614.12", "708.3")
def _apply_entering_replacements(state: GameState, obj: GameObject) -> None:
    """ "Enters tapped" and similar abilities of the permanent itself, judged on the
    characteristics it has on the battlefield -- so a face-down permanent's
    card abilities don't apply (708.3)."""
    from reference_engine import effects
    from reference_engine.characteristics import characteristics

    for static in characteristics(state, obj).statics():
        if static.effect == "enters_tapped":
            obj.tapped = True
        elif static.effect == "as_enters":
            effects.apply_immediately(state, obj, obj.controller, static.effects)


@rule("111.1", "111.2")
def create_token(
    state: GameState, definition: CardDef, controller: str, *, tapped: bool = False
) -> GameObject:
    """Create a token (111.1) under ``controller``'s control; its handle is ``token-N``."""
    handle = f"token-{state.next_id('token')}"
    while handle in state.cards:
        handle = f"token-{state.next_id('token')}"
    card = Card(handle=handle, definition=definition, owner=controller, token=True)
    state.cards[handle] = card
    obj = GameObject(
        object_id=state.new_object_id(),
        card=card,
        zone=Zone.BATTLEFIELD,
        controller=controller,
        tapped=tapped,
        timestamp=state.new_timestamp(),
        sick=True,
    )
    place(state, obj)
    state.invalidate()
    state.log(EventKind.TOKEN_CREATED, object=handle, name=definition.name, controller=controller)
    from reference_engine import triggers

    _apply_entering_replacements(state, obj)
    triggers.entered(state, obj)
    return obj


@rule("121.2", "121.4", "704.5b")
def draw(state: GameState, player_name: str, count: int) -> int:
    """``player_name`` draws ``count`` cards one at a time (121.2). Drawing from an
    empty library marks the player for the state-based action of 704.5b.
    Returns the number of cards drawn."""
    player = state.player(player_name)
    drawn = 0
    for _ in range(count):
        if not player.library:
            player.drew_from_empty_library = True
            continue
        move(state, player.library[0], Zone.HAND)
        drawn += 1
    state.log(EventKind.DREW, player=player_name, count=drawn)
    return drawn
