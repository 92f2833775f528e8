"""What one player can see (per-viewer views).

A face-down object shows only its face-down characteristics, its face-down
method and its public tag; its ``identity`` (the card's name) is filled only
for a viewer who may look at it (708.5) or to whom it was revealed. Hands are
listed for their owner only; libraries are hidden except a top card played
revealed. The event log is public information and the same for everyone.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace

from .cards import ALL_CREATURE_TYPES, ability_text
from .characteristics import active_statics, characteristics
from .enums import FaceDownMethod, Step, TriggerKind, Zone
from .objects import GameObject
from .offers import OfferInfo, offers
from .rules import rule
from .state import Event, GameState, StackItem
from .values import Characteristics
from .visibility import may_look

__all__ = ["DecisionInfo", "GameInfo", "ObjectInfo", "PlayerInfo", "StackItemInfo", "game_info"]

#: Zones whose face-up objects every player may see.
_PUBLIC = frozenset({Zone.BATTLEFIELD, Zone.STACK, Zone.GRAVEYARD, Zone.EXILE, Zone.COMMAND})

#: How "every creature type" (changeling, Maskwood Nexus) is shown among the subtypes.
EVERY_CREATURE_TYPE = "every creature type"


@dataclass(frozen=True, slots=True)
class ObjectInfo:
    """One object as a viewer sees it (see the suite's ``ObjectView``)."""

    handle: str
    object_id: str
    zone: Zone
    owner: str
    controller: str | None
    face_down: bool
    face_down_method: FaceDownMethod | None
    label: str | None
    identity: str | None
    name: str | None
    mana_cost: str | None
    mana_value: int
    colors: tuple[str, ...]
    types: tuple[str, ...]
    subtypes: tuple[str, ...]
    supertypes: tuple[str, ...]
    power: int | None
    toughness: int | None
    abilities: tuple[str, ...]
    tapped: bool = False
    counters: Mapping[str, int] = field(default_factory=dict)
    damage: int = 0
    attached_to: str | None = None
    token: bool = False
    phased_out: bool = False
    protector: str | None = None  # a battle's protector (310.8)


@dataclass(frozen=True, slots=True)
class StackItemInfo:
    stack_id: str
    kind: str
    controller: str
    source: str
    targets: tuple[str, ...]
    spell: ObjectInfo | None
    trigger: TriggerKind | None
    text: str


@dataclass(frozen=True, slots=True)
class PlayerInfo:
    name: str
    life: int
    mana_pool: str
    hand_size: int
    library_size: int
    in_game: bool
    controlled_by: str | None = None


@dataclass(frozen=True, slots=True)
class DecisionInfo:
    player: str
    kind: str
    options: tuple[str, ...]
    prompt: str


@dataclass(frozen=True, slots=True)
class GameInfo:
    viewer: str
    turn: int
    active_player: str
    step: Step
    priority: str | None
    players: tuple[PlayerInfo, ...]
    objects: Mapping[str, ObjectInfo]
    stack: tuple[StackItemInfo, ...]
    pending: DecisionInfo | None
    events: Sequence[Event]
    game_over: bool
    offers: tuple[OfferInfo, ...] = ()  # what the viewer may do now (their own actions only)


def object_info(state: GameState, obj: GameObject, viewer: str) -> ObjectInfo:
    """``obj`` as ``viewer`` sees it. The result is kept per object and viewer and
    reused while neither the object's characteristics nor its status change."""
    chars = characteristics(state, obj)
    # Face-up objects in public zones are public; anything else asks the rules (708.5).
    look = (obj.face_down is None and obj.zone in _PUBLIC) or may_look(state, obj, viewer)
    status = (
        obj.public_id or obj.object_id,
        obj.zone,
        obj.controller,
        obj.face_down,
        obj.label,
        look,
        obj.tapped,
        obj.damage,
        tuple(obj.counters.items()) if obj.counters else (),
        obj.attached_to,
        obj.x,
        obj.phased_out,
        obj.protector,
    )
    key = (obj.card.handle, viewer)
    cached = state.view_cache.get(key)
    if cached is not None and cached[0] is chars and cached[1] == status:
        found: ObjectInfo = cached[2]
        return found
    info = _object_info(state, obj, chars, look)
    state.view_cache[key] = (chars, status, info)
    return info


def _object_info(state: GameState, obj: GameObject, chars: Characteristics, look: bool) -> ObjectInfo:
    attached: str | None = None
    if obj.attached_to is not None:
        host = state.by_object_id(obj.attached_to)
        attached = host.handle if host is not None else None
    on_board = obj.zone in (Zone.BATTLEFIELD, Zone.STACK)
    x = obj.x if obj.zone == Zone.STACK else 0
    return ObjectInfo(
        handle=obj.handle,
        object_id=obj.public_id or obj.object_id,
        zone=obj.zone,
        owner=obj.owner,
        controller=obj.controller if on_board else None,
        face_down=obj.face_down is not None,
        face_down_method=obj.face_down,
        label=obj.label if obj.face_down is not None else None,
        identity=obj.definition.name if look else None,
        name=chars.name,
        mana_cost=str(chars.mana_cost) if chars.mana_cost is not None else None,
        mana_value=chars.mana_value(x or 0),
        colors=chars.sorted_colors,
        types=chars.types,
        subtypes=tuple(EVERY_CREATURE_TYPE if t == ALL_CREATURE_TYPES else t for t in chars.subtypes),
        supertypes=chars.supertypes,
        power=chars.power,
        toughness=chars.toughness,
        abilities=tuple(ability_text(a) for a in chars.abilities),
        tapped=obj.tapped,
        counters={k: v for k, v in obj.counters.items() if v},
        damage=obj.damage,
        attached_to=attached,
        token=obj.card.token,
        phased_out=obj.phased_out is not None,
        protector=obj.protector if obj.zone == Zone.BATTLEFIELD else None,
    )


def _stack_item_info(state: GameState, item: StackItem, viewer: str) -> StackItemInfo:
    return StackItemInfo(
        stack_id=item.stack_id,
        kind=item.kind,
        controller=item.controller,
        source=item.source.handle,
        targets=tuple(t.name for t in item.targets),
        spell=object_info(state, item.spell, viewer) if item.spell is not None else None,
        trigger=item.trigger,
        text=item.text,
    )


@rule("400.2", "723.4")
def _visible(state: GameState, viewer: str) -> list[GameObject]:
    """Every object whose existence ``viewer`` may see: the public zones, their own hand (and
    the hands of the players they control, 723.4), and cards revealed to them or those players."""
    sees = state.sees_for(viewer)
    seen: list[GameObject] = [*state.battlefield, *state.phased_out]  # 702.26: still on the battlefield
    seen += [item.spell for item in state.stack if item.spell is not None]
    for player in state.players:
        seen += player.graveyard
        if player.name in sees:
            seen += player.hand
        else:
            seen += [o for o in player.hand if sees & o.known_to]
    seen += state.exile
    seen += state.command
    revealed_tops: set[str] = set()
    looking: set[str] = set()
    for source, static in active_statics(state):
        if static.effect == "library_top_revealed":
            revealed_tops.add(source.controller)
        elif static.effect == "look_at_library_top" or (
            static.effect == "look_at_face_down" and static.library_top
        ):
            looking.add(source.controller)
    for player in state.players:
        if not player.library:
            continue
        top = player.library[0]
        if player.name in revealed_tops or sees & top.known_to or (player.name in sees & looking):
            seen.append(top)
    return seen


def can_identify(state: GameState, obj: GameObject, viewer: str) -> bool:
    """Whether ``viewer`` may see which card ``obj`` is (708.5, reveals, permissions
    to look at the top of one's library)."""
    if obj.zone == Zone.LIBRARY:
        return any(o is obj for o in _visible(state, viewer))
    return may_look(state, obj, viewer)


def game_info(state: GameState, viewer: str) -> GameInfo:
    """The whole game as ``viewer`` sees it."""
    objects: dict[str, ObjectInfo] = {}
    for obj in _visible(state, viewer):
        info = object_info(state, obj, viewer)
        if obj.zone == Zone.LIBRARY:
            info = _revealed_top(info)  # a library card listed is one the viewer may see
        objects[obj.handle] = info
    decision = state.decision
    pending: DecisionInfo | None = None
    if decision is not None:
        # Only the deciding player (and a player controlling them, 723.4) sees the options: they may
        # name cards hidden from the others, such as the top cards of a library being looked at.
        if decision.player in state.sees_for(viewer):
            pending = DecisionInfo(decision.player, decision.kind, decision.options, decision.prompt)
        else:
            pending = DecisionInfo(decision.player, decision.kind, (), "")
    return GameInfo(
        viewer=viewer,
        turn=state.turn,
        active_player=state.active,
        step=state.step,
        priority=None
        if (decision is not None or state.resolving is not None or state.game_over)
        else state.priority,
        players=tuple(
            PlayerInfo(
                name=p.name,
                life=p.life,
                mana_pool=str(p.pool),
                hand_size=len(p.hand),
                library_size=len(p.library),
                in_game=p.in_game,
                controlled_by=p.controlled_by,
            )
            for p in state.players
        ),
        objects=objects,
        stack=tuple(_stack_item_info(state, item, viewer) for item in state.stack),
        pending=pending,
        events=_events(state),
        game_over=state.game_over,
        offers=offers(state, viewer),
    )


def _events(state: GameState) -> tuple[Event, ...]:
    """The event log as a tuple, rebuilt only when it has grown (events are only appended)."""
    if len(state.events_view) != len(state.events):
        state.events_view = tuple(state.events)
    return state.events_view


def _revealed_top(info: ObjectInfo) -> ObjectInfo:
    """A library card listed is one the viewer may see: its identity is known."""
    return replace(info, identity=info.name)
