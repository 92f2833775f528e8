"""Zones and zone changes (400).

:func:`move` is the one place where an object changes zones: the card
becomes a new object with a new object id (400.7), face-down objects leaving
the battlefield or the stack are revealed (708.9), leaves-the-battlefield and
enters-the-battlefield abilities are checked, and a ``zone_change`` event is
logged.
"""

from __future__ import annotations

from . import battles, triggers, visibility
from .cards import CardDef, FaceDownFace
from .changes import put_counters
from .characteristics import active_statics, characteristics, matches
from .enums import EventKind, FaceDownMethod, Zone
from .objects import Card, GameObject
from .rules import rule
from .state import GameState
from .values import Characteristics

__all__ = [
    "create_token",
    "destroy",
    "draw",
    "junkyard_instead",
    "merge",
    "move",
    "move_simultaneously",
    "sacrifice",
    "zone_list",
]


def zone_list(state: GameState, zone: Zone, owner: str) -> list[GameObject]:
    """The list holding objects of ``zone`` (``owner``'s for player zones).
    The stack's objects are reached through the stack items instead."""
    if zone == Zone.BATTLEFIELD:
        return state.battlefield
    if zone == Zone.EXILE:
        return state.exile
    if zone == Zone.COMMAND:
        return state.command
    player = state.player(owner)
    if zone == Zone.LIBRARY:
        return player.library
    if zone == Zone.HAND:
        return player.hand
    if zone == Zone.GRAVEYARD:
        return player.graveyard
    if zone == Zone.SIDEBOARD:
        return player.sideboard
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


@rule("400.7", "708.9", "603.6a", "603.6c", "603.10a", "614.1c", "708.3", "110.5b", "406.3", "614.1a")
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
    deferred: bool = False,
    face: FaceDownFace | None = None,
    half: str | None = None,
) -> GameObject:
    """Move ``obj`` to ``to`` and return the new object it becomes (400.7).

    ``controller`` applies to the battlefield and the stack (default: the
    owner). ``face_down`` puts it there face down (708.3, 708.4), or exiles it
    face down (406.3); otherwise it enters face up (110.5b); ``face`` is what the
    effect putting it face down lists for it (708.2a). ``label`` keeps an
    existing face-down tag (a face-down spell becoming a permanent). A face-down
    permanent leaving the battlefield, or a face-down spell leaving the stack
    for anywhere but the battlefield, is revealed to all (708.9). Its last known
    characteristics on the battlefield are kept in ``state.lki``. ``half`` names the half of a split
    card or the Adventure cast (709.3, 715.3) when it moves to the stack, and the door of a Room that
    becomes unlocked as it enters the battlefield (709.5): "when you unlock this door" triggers.
    """
    from_zone = obj.zone
    left_chars = characteristics(state, obj) if from_zone == Zone.BATTLEFIELD else None
    if (
        left_chars is not None
        and to not in (Zone.BATTLEFIELD, Zone.EXILE)
        and any(s.effect == "leaves_to_exile" for s in left_chars.statics())
    ):
        to = Zone.EXILE  # 614.1a: "if this would leave the battlefield, exile it instead"
    to = junkyard_instead(obj, to)
    if left_chars is not None:
        state.lki[obj.object_id] = left_chars
        state.left_this_turn[obj.controller] = state.left_this_turn.get(obj.controller, 0) + 1
    if obj.face_down is not None and (
        from_zone == Zone.BATTLEFIELD or (from_zone == Zone.STACK and to != Zone.BATTLEFIELD)
    ):
        visibility.reveal(state, obj)
        for component in obj.merged:
            visibility.reveal_card(state, component)
    elif from_zone == Zone.BATTLEFIELD:
        # 708.9, 730.2e: the face-down cards of a face-up merged permanent are revealed too.
        for component in obj.merged:
            if component.handle in obj.merged_face_down:
                visibility.reveal_card(state, component)
    _remove(state, obj)
    for component in obj.merged:
        # 730.3: each component of a merged permanent goes to the same zone as its own object.
        part = GameObject(
            object_id=state.new_object_id(), card=component, zone=to, controller=component.owner
        )
        if to not in (Zone.BATTLEFIELD, Zone.STACK):
            place(state, part, bottom=bottom)
    on_board = to in (Zone.BATTLEFIELD, Zone.STACK)
    new_controller = (controller or obj.owner) if on_board else obj.owner
    new = GameObject(
        object_id=state.new_object_id(),
        card=obj.card,
        zone=to,
        controller=new_controller,
        face_down=face_down if on_board or to == Zone.EXILE else None,
        tapped=tapped and to == Zone.BATTLEFIELD,
        timestamp=state.new_timestamp(),
        sick=to == Zone.BATTLEFIELD,
        x=x,
        copied=copied if to == Zone.BATTLEFIELD else None,
        base_controller=new_controller,
        face_down_face=face if face_down is not None and to == Zone.BATTLEFIELD else None,
        cast_from=from_zone if to == Zone.STACK else None,
        cast_as=half if to == Zone.STACK else None,
        unlocked=_unlocked_as_it_enters(obj, to, face_down, half),
    )
    if new.face_down is not None and to != Zone.EXILE:  # a card exiled face down has no label
        if label is not None:
            new.label = label
        else:
            visibility.assign_label(state, new)
    place(state, new, bottom=bottom)
    state.invalidate()
    state.log(
        EventKind.ZONE_CHANGE, card=obj.handle, from_zone=from_zone, to_zone=to, object_id=new.object_id
    )
    if obj.card.commander and to in (Zone.GRAVEYARD, Zone.EXILE):
        state.commanders_moved.append(new)  # 903.9a: its owner may move it to the command zone
    if left_chars is not None:
        triggers.left_battlefield(state, obj, left_chars, new)
    if to == Zone.BATTLEFIELD and not deferred:
        _apply_entering_replacements(state, new)
        _entered(state, new)
        for door in new.unlocked:
            triggers.door_unlocked(state, new, door)
    return new


@rule("717.6", "717.6a")
def junkyard_instead(obj: GameObject, to: Zone) -> Zone:
    """Where ``obj`` goes when it would go to ``to``: an Attraction card (Astrotorium card back) that
    would go anywhere but the battlefield, exile or the command zone goes to the command zone instead,
    into its owner's face-up pile called the junkyard (717.6, 717.6a); any other card goes to ``to``."""
    if obj.definition.is_attraction and not obj.card.token and to not in (Zone.BATTLEFIELD, Zone.EXILE):
        return Zone.COMMAND
    return to


@rule("709.5")
def _unlocked_as_it_enters(
    obj: GameObject, to: Zone, face_down: FaceDownMethod | None, half: str | None
) -> frozenset[str]:
    """The doors of a Room unlocked as it enters the battlefield: the half that was cast, if it was
    cast face up; a Room that enters without being cast has every door locked (709.5)."""
    card = obj.definition
    if to != Zone.BATTLEFIELD or face_down is not None or half is None or not card.is_room:
        return frozenset()
    return frozenset(h.name for h in card.halves() if h.name == half)


def _entered(state: GameState, new: GameObject) -> None:
    if new.face_down is not None:
        state.player(new.controller).face_down_permanents_entered += 1
        if characteristics(state, new).is_creature:
            state.player(new.controller).face_down_creatures_entered += 1
    triggers.entered(state, new)


@rule("603.10a", "603.6a", "614.12")
def move_simultaneously(
    state: GameState,
    objects: list[GameObject],
    to: Zone,
    *,
    controller: str | None = None,
    tapped: bool = False,
    face_down: FaceDownMethod | None = None,
    face: FaceDownFace | None = None,
) -> list[GameObject]:
    """Move several objects at the same time (onto the battlefield face down, with the
    characteristics ``face`` lists, if said: 708.2a). Leaving the battlefield together
    (creatures dying to state-based actions, a sacrifice of all creatures), each
    leaves-the-battlefield ability looks back at all of them (603.10a). Entering
    the battlefield together, each one's "as this enters" replacements see the
    battlefield without the others (they enter at the same time), and then every
    permanent, the newcomers included, is checked for enters abilities (603.6a)."""
    state.leaving = [(o, characteristics(state, o)) for o in objects if o.zone == Zone.BATTLEFIELD]
    try:
        moved = [
            move(
                state,
                o,
                to,
                controller=controller,
                tapped=tapped,
                deferred=to == Zone.BATTLEFIELD,
                face_down=face_down,
                face=face,
            )
            for o in objects
            if state.find(o.handle) is o
        ]
    finally:
        state.leaving = []
    if to == Zone.BATTLEFIELD:
        for new in moved:
            others = [o for o in moved if o is not new]
            state.battlefield[:] = [o for o in state.battlefield if o not in others]
            state.invalidate()
            try:
                _apply_entering_replacements(state, new)
            finally:
                state.battlefield.extend(o for o in others if o not in state.battlefield)
                state.invalidate()
        for new in moved:
            _entered(state, new)
    return moved


@rule("702.140c", "730.2", "730.2e")
def merge(state: GameState, spell: GameObject, permanent: GameObject, *, over: bool) -> None:
    """The mutating creature spell ``spell`` merges with ``permanent`` (702.140c), as its new
    topmost card (``over``) or under every other card. The merged permanent is the same
    object it was (730.2). It is face up or face down as its topmost card is (730.2e): a
    face-up card put over a face-down permanent makes a face-up permanent whose card beneath
    stays face down, and that permanent was not turned face up; a card put under a
    face-down permanent joins it face up, under a face-down top."""
    card = spell.card
    state.objects.pop(card.handle, None)
    if over:
        old = permanent.card
        if permanent.face_down is not None:
            permanent.merged_face_down[old.handle] = permanent.face_down
        permanent.merged.insert(0, old)
        state.objects.pop(old.handle, None)
        permanent.card = card
        permanent.face_down = None
        permanent.label = None
        state.objects[card.handle] = permanent
    else:
        permanent.merged.append(card)
    state.invalidate()
    state.log(
        EventKind.ZONE_CHANGE,
        card=card.handle,
        from_zone=Zone.STACK,
        to_zone=Zone.BATTLEFIELD,
        object_id=permanent.object_id,
    )
    triggers.mutated(state, permanent)


@rule("701.21a", "603.2")
def sacrifice(state: GameState, obj: GameObject, player: str) -> GameObject | None:
    """``player`` sacrifices the permanent ``obj`` (they must control it): it goes to its
    owner's graveyard, and "whenever you sacrifice a [kind]" abilities trigger."""
    if obj.zone != Zone.BATTLEFIELD or obj.controller != player or state.find(obj.handle) is not obj:
        return None
    chars = characteristics(state, obj)
    new = move(state, obj, Zone.GRAVEYARD)
    triggers.sacrificed(state, obj, chars, player)
    return new


@rule("701.8a", "702.12b")
def destroy(state: GameState, obj: GameObject) -> bool:
    """Destroy a permanent: it goes to its owner's graveyard unless it has
    indestructible (702.12b). Returns whether it was destroyed."""
    if obj.zone != Zone.BATTLEFIELD or characteristics(state, obj).has_keyword("indestructible"):
        return False
    move(state, obj, Zone.GRAVEYARD)
    return True


@rule("614.1c", "614.12", "708.3", "603.6d", "306.5b", "714.3a", "310.4b", "310.11b")
def _apply_entering_replacements(state: GameState, obj: GameObject) -> None:
    """ "Enters tapped" and similar abilities of the permanent itself, judged on the
    characteristics it has on the battlefield -- so a face-down permanent's
    card abilities don't apply (708.3) -- and other permanents' "[permanents]
    enter with [counters]" abilities that apply to it as it is. A planeswalker enters with
    its printed loyalty in loyalty counters (306.5b); a Saga enters with a lore counter on it
    (714.3a), which triggers its first chapter ability (714.2b); a battle enters with its
    defense counters, and a Siege's protector is chosen (310.4b, 310.11b)."""
    battles.entering(state, obj)
    chars = characteristics(state, obj)
    if chars.is_a("Planeswalker") and obj.face_down is None and obj.definition.loyalty:
        put_counters(state, obj, "loyalty", obj.definition.loyalty)  # 306.5b
    if "Saga" in chars.subtypes:
        put_counters(state, obj, "lore", 1)  # 714.3a: a Saga enters with a lore counter on it
    for static in chars.statics():
        if static.effect == "enters_tapped":
            obj.tapped = True
        elif static.effect == "as_enters":
            state.ports.run_now(state, obj, obj.controller, static.effects)  # 614.1c
    for source, static in active_statics(state):
        if static.effect != "enters_with_counters" or static.affected is None:
            continue
        if matches(state, static.affected, obj, characteristics(state, obj), source.controller, source):
            for counter, amount in static.counters.items():
                put_counters(state, obj, counter, amount)


@rule("111.1", "111.2", "122.6")
def create_token(
    state: GameState,
    definition: CardDef,
    controller: str,
    *,
    tapped: bool = False,
    counters: dict[str, int] | None = None,
) -> GameObject:
    """Create a token (111.1) under ``controller``'s control, which is also its
    owner (111.2); its handle is ``token-N``. ``counters`` are ones it enters with."""
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
        base_controller=controller,
        counters={k: v for k, v in (counters or {}).items() if v > 0},
    )
    place(state, obj)
    state.invalidate()
    state.log(EventKind.TOKEN_CREATED, object=handle, name=definition.name, controller=controller)
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
