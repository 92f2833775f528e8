"""Face-down spells and permanents (708): turning face up and down, manifesting and cloaking.

The face-down methods and the values each lists (708.2) are in
:mod:`reference_engine.face_down_values`. This module turns objects face up
and face down, puts cards onto the battlefield face down, reveals them (708.9)
and answers who may look at them (708.5).
"""

from __future__ import annotations

from collections.abc import Iterable

from .characteristics import active_statics, characteristics, matches
from .enums import EventKind, FaceDownMethod, Zone
from .face_down_values import face_down_values
from .objects import Card, GameObject
from .rules import rule
from .state import GameState
from .values import Characteristics

__all__ = [
    "entering_prohibited",
    "may_look",
    "put_onto_battlefield_face_down",
    "reveal",
    "turn_face_down",
    "turn_face_up",
]


@rule("708.5")
def may_look(state: GameState, obj: GameObject, viewer: str) -> bool:
    """Whether ``viewer`` may know which card the object is.

    A face-up object on the battlefield, on the stack, in a graveyard or in
    exile is public. A face-down spell or permanent may be looked at by its
    controller (708.5), by players it was revealed to, and -- for a face-down
    creature on the battlefield, not a spell -- by a player an effect lets look
    at face-down creatures. Cards in hands and libraries are known to their
    owner (for a hand) or to no one (for a library), unless revealed.
    """
    if viewer in obj.known_to:
        return True
    if obj.zone in (Zone.BATTLEFIELD, Zone.STACK):
        if obj.face_down is None or obj.controller == viewer:
            return True
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
    return obj.face_down is None


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


def turning_up_prevented(state: GameState, obj: GameObject) -> bool:
    """Whether an effect says ``obj`` can't be turned face up now ("permanents your
    opponents control can't be turned face up during your turn"). ``active_statics``
    leaves out an effect limited to its controller's turn in another player's turn."""
    for source, static in active_statics(state):
        if static.effect != "prevent_turning_face_up":
            continue
        if static.affected is None or matches(
            state, static.affected, obj, characteristics(state, obj), source.controller, source
        ):
            return True
    return False


@rule("708.2a", "708.2b", "613.7f", "712.16")
def turn_face_down(state: GameState, obj: GameObject, method: FaceDownMethod = FaceDownMethod.EFFECT) -> bool:
    """Turn a face-up permanent face down by ``method`` (by default an effect that
    lists no characteristics, 708.2a). A face-down permanent can't be turned face
    down again (708.2b), nor can a double-faced permanent (712.16): then nothing
    happens. Returns whether it was turned face down; "turned face down"
    abilities trigger if it was."""
    from . import triggers

    if obj.zone != Zone.BATTLEFIELD or obj.face_down is not None or obj.definition.double_faced:
        return False
    obj.face_down = method
    obj.timestamp = state.new_timestamp()
    assign_label(state, obj)
    state.invalidate()
    state.log(EventKind.TURNED_FACE_DOWN, object=obj.handle, method=method)
    triggers.turned_face_down(state, obj)
    return True


@rule("701.58f", "701.40f", "708.3")
def entering_prohibited(
    state: GameState, obj: GameObject, method: FaceDownMethod | None, controller: str
) -> bool:
    """Whether a rule or effect prohibits ``obj`` from entering the battlefield
    as it would be: face down by ``method`` (a 2/2 face-down creature card) or
    face up. Prohibitions ("creature cards in graveyards and libraries can't
    enter the battlefield") are judged on those characteristics in the zone the
    card is in now."""
    statics = [(source, s) for source, s in active_statics(state) if s.effect == "prevent_entering"]
    if not statics:
        return False
    proposal = GameObject(
        object_id="proposed", card=obj.card, zone=obj.zone, controller=controller, face_down=method
    )
    chars = face_down_values(method) if method is not None else Characteristics.printed(obj.definition)
    return any(
        static.affected is not None
        and matches(state, static.affected, proposal, chars, source.controller, source)
        for source, static in statics
    )


@rule("701.40a", "701.58a", "701.40f", "701.58f", "708.3")
def put_onto_battlefield_face_down(
    state: GameState,
    obj: GameObject,
    method: FaceDownMethod,
    controller: str,
    *,
    tapped: bool = False,
) -> GameObject | None:
    """Manifest or cloak ``obj``: turn it face down and put it onto the battlefield
    under ``controller``'s control (tapped if said). If a rule or effect keeps the
    face-down object off the battlefield, nothing happens: the card stays where it
    is, unchanged (701.40f, 701.58f), and None is returned."""
    from . import zones

    if entering_prohibited(state, obj, method, controller):
        return None
    return zones.move(state, obj, Zone.BATTLEFIELD, controller=controller, face_down=method, tapped=tapped)


@rule("708.8", "613.7f", "708.11", "614.1e", "701.40g", "701.58g", "712.15a", "701.27b", "730.2g")
def turn_face_up(state: GameState, obj: GameObject, *, megamorph: bool = False) -> bool:
    """Turn a face-down permanent face up; returns whether it turned face up.

    Its copiable values revert to the card's (708.8) -- it stays the same object
    with the same status, counters, damage, attachments and targeting, and
    effects already applied to it keep applying. It gets a new timestamp
    (613.7f). A double-faced card is turned face up with its front face up
    (712.15a). "As this is turned face up" replacements apply as it turns (708.11),
    including the megamorph counter (702.37b). Enters-the-battlefield abilities
    neither trigger nor apply. An instant or sorcery card is revealed and stays
    face down instead (701.40g, 701.58g), and nothing triggers.
    """
    from . import effects, triggers

    if obj.zone != Zone.BATTLEFIELD or obj.face_down is None or turning_up_prevented(state, obj):
        return False
    cards = [obj.definition, *(c.definition for c in obj.merged)]
    if any(c.has_type("Instant") or c.has_type("Sorcery") for c in cards):
        # 701.40g, 701.58g, 730.2g: it is revealed and stays face down.
        reveal(state, obj)
        for component in obj.merged:
            reveal_card(state, component)
        return False
    obj.face_down = None
    obj.label = None
    obj.transformed = False
    obj.turned_face_up_turn = state.turn
    obj.timestamp = state.new_timestamp()
    state.invalidate()
    chars = characteristics(state, obj)
    for static in chars.statics():
        if static.effect == "as_turned_face_up":
            effects.apply_immediately(state, obj, obj.controller, static.effects)
    if megamorph:
        effects.put_counters(state, obj, "+1/+1", 1)
    state.log(EventKind.TURNED_FACE_UP, object=obj.handle)
    triggers.turned_face_up(state, obj)
    return True
