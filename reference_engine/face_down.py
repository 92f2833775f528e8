"""Face-down spells and permanents (708): turning face up and down, manifesting and cloaking.

The face-down methods and the values each lists (708.2) are in
:mod:`reference_engine.face_down_values`; who may look at a face-down object,
revealing it and its public tag are in :mod:`reference_engine.visibility`.
This module turns permanents face up and face down, and puts cards onto the
battlefield face down (manifesting, cloaking), with the prohibitions that can
stop either.
"""

from __future__ import annotations

from . import triggers, visibility, zones
from .attachments import protected_from
from .cards import FaceDownFace
from .changes import put_counters
from .characteristics import active_statics, characteristics, matches
from .enums import EventKind, FaceDownMethod, Zone
from .face_down_values import face_down_values
from .objects import GameObject
from .rules import rule
from .state import GameState
from .values import Characteristics

__all__ = [
    "become_tapped",
    "before_damage",
    "entering_prohibited",
    "put_onto_battlefield_face_down",
    "turn_face_down",
    "turn_face_up",
    "turned_up_instead",
    "turning_up_prevented",
]


@rule("708.2a")
def turning_up_prevented(state: GameState, obj: GameObject) -> bool:
    """Whether an effect says ``obj`` can't be turned face up now ("permanents your
    opponents control can't be turned face up during your turn"; the effect that put
    it face down saying "it can't be turned face up"). ``active_statics`` leaves out
    an effect limited to its controller's turn in another player's turn."""
    if obj.face_down_face is not None and not obj.face_down_face.turn_up:
        return True
    for source, static in active_statics(state):
        if static.effect != "prevent_turning_face_up":
            continue
        if static.affected is None or matches(
            state, static.affected, obj, characteristics(state, obj), source.controller, source
        ):
            return True
    return False


@rule("708.2a", "708.2b", "613.7f", "712.16", "730.2f")
def turn_face_down(
    state: GameState,
    obj: GameObject,
    method: FaceDownMethod = FaceDownMethod.EFFECT,
    face: FaceDownFace | None = None,
) -> bool:
    """Turn a face-up permanent face down by ``method`` (by default an effect that
    lists no characteristics, 708.2a; ``face``: the characteristics it lists). A
    face-down permanent can't be turned face down again (708.2b), nor can a
    double-faced permanent (712.16): then nothing happens. Returns whether it was
    turned face down; "turned face down" abilities trigger if it was. A merged
    permanent turns face down with every card it is made of (730.2f)."""
    if obj.zone != Zone.BATTLEFIELD or obj.face_down is not None or obj.definition.double_faced:
        return False
    obj.face_down = method
    obj.face_down_face = face
    obj.merged_face_down = {component.handle: method for component in obj.merged}
    # "Until this creature is turned face down, it becomes a copy ...": such effects end now.
    state.effects = [
        e for e in state.effects if not (e.until_turned_face_down and obj.object_id in e.object_ids)
    ]
    obj.timestamp = state.new_timestamp()
    visibility.assign_label(state, obj)
    state.invalidate()
    state.log(EventKind.TURNED_FACE_DOWN, object=obj.handle, method=method)
    triggers.turned_face_down(state, obj)
    return True


@rule("701.58f", "701.40f", "708.3")
def entering_prohibited(
    state: GameState,
    obj: GameObject,
    method: FaceDownMethod | None,
    controller: str,
    face: FaceDownFace | None = None,
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
        object_id="proposed",
        card=obj.card,
        zone=obj.zone,
        controller=controller,
        face_down=method,
        face_down_face=face,
    )
    chars = face_down_values(method, face) if method is not None else Characteristics.printed(obj.definition)
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
    face: FaceDownFace | None = None,
) -> GameObject | None:
    """Manifest or cloak ``obj``: turn it face down and put it onto the battlefield
    under ``controller``'s control (tapped if said; with the characteristics
    ``face`` if the effect lists some, 708.2a). If a rule or effect keeps the
    face-down object off the battlefield, nothing happens: the card stays where it
    is, unchanged (701.40f, 701.58f), and None is returned."""
    if entering_prohibited(state, obj, method, controller, face):
        return None
    return zones.move(
        state, obj, Zone.BATTLEFIELD, controller=controller, face_down=method, tapped=tapped, face=face
    )


@rule("708.8", "613.7f", "708.11", "614.1e", "701.40g", "701.58g", "712.15a", "701.27b", "730.2g", "730.2f")
def turn_face_up(
    state: GameState, obj: GameObject, *, megamorph: bool = False, by: str | None = None
) -> bool:
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
    if obj.zone != Zone.BATTLEFIELD or obj.face_down is None or turning_up_prevented(state, obj):
        return False
    cards = [obj.definition, *(c.definition for c in obj.merged)]
    if any(c.has_type("Instant") or c.has_type("Sorcery") for c in cards):
        # 701.40g, 701.58g, 730.2g: it is revealed and stays face down.
        visibility.reveal(state, obj)
        for component in obj.merged:
            visibility.reveal_card(state, component)
        return False
    obj.face_down = None
    obj.face_down_face = None
    obj.turn_up_instead = False  # it has been turned face up: that replacement no longer applies
    obj.merged_face_down = {}  # 730.2f: every face-down card of a merged permanent turns face up too
    obj.label = None
    obj.transformed = False
    obj.turned_face_up_turn = state.turn
    obj.timestamp = state.new_timestamp()
    state.invalidate()
    chars = characteristics(state, obj)
    for static in chars.statics():
        if static.effect == "as_turned_face_up":
            state.ports.run_now(state, obj, obj.controller, static.effects)
    _reveal_secret_choices(state, obj)
    if megamorph:
        put_counters(state, obj, "+1/+1", 1)
    state.log(EventKind.TURNED_FACE_UP, object=obj.handle)
    turner = by if by is not None else obj.controller
    if state.has_player(turner):
        state.player(turner).turned_face_up += 1
    triggers.turned_face_up(state, obj, by=turner)
    return True


@rule("708.11", "614.1e", "400.2")
def _reveal_secret_choices(state: GameState, obj: GameObject) -> None:
    """As a permanent a player secretly chose is turned face up, the choice is revealed to every
    player and what the choosing ability says happens as it turns ("reveal the choice and it becomes
    a 5/5 black Demon"): applied as it turns face up, like an "as this is turned face up" effect
    (708.11, 614.1e). Until then no other player learns the choice."""
    for choice in [c for c in state.secret_choices if c.object_id == obj.object_id]:
        state.secret_choices.remove(choice)
        visibility.reveal(state, obj)
        state.ports.run_now(state, obj, choice.player, choice.as_turned_face_up)


@rule("614.1a", "708.8")
def turned_up_instead(state: GameState, obj: GameObject) -> bool:
    """The replacement effect Illusionary Mask gives the permanent its face-down spell becomes: if it is
    a face-down permanent that has not been turned face up and would assign or deal damage, be dealt
    damage or become tapped, instead it is turned face up (by the effect: no special action, no cost)
    and then does so. Called just before such an event; returns whether it turned face up."""
    if not obj.turn_up_instead or obj.face_down is None or obj not in state.battlefield:
        return False
    return turn_face_up(state, obj)


def before_damage(
    state: GameState, source: GameObject, source_chars: Characteristics, recipient: GameObject | str
) -> Characteristics:
    """Apply :func:`turned_up_instead` to a damage event about to happen: to its source (it would deal
    damage) and to a recipient permanent the damage is not prevented for by protection (it would be
    dealt damage, 702.16e). Returns the source's characteristics, as they are once it is face up."""
    if turned_up_instead(state, source):
        source_chars = characteristics(state, source)
    if not isinstance(recipient, str) and not protected_from(characteristics(state, recipient), source_chars):
        turned_up_instead(state, recipient)
    return source_chars


@rule("701.26a")
def become_tapped(state: GameState, obj: GameObject) -> None:
    """``obj`` becomes tapped (an untapped permanent turned sideways, 701.26a) and "becomes tapped"
    abilities trigger; a permanent :func:`turned_up_instead` applies to is turned face up first."""
    if obj.tapped:
        return
    turned_up_instead(state, obj)
    obj.tapped = True
    state.invalidate()
    triggers.became_tapped(state, obj)
