"""Special actions (116): turning a face-down permanent face up (116.2b).

A player may take this action any time they have priority (116.2b), for a
face-down permanent they control, by one of the procedures its face-down
method allows (:data:`reference_engine.face_down_values.PROFILES`):

* ``disguise`` -- pay the disguise cost it would have face up (702.168d);
* ``morph`` -- pay the morph or megamorph cost (702.37e);
* ``mana_cost`` -- a manifested or cloaked creature card: pay its mana cost
  (701.40b, 701.58b), judged on the card itself, ignoring copy and
  type-changing effects.

X in the cost is chosen immediately before paying (107.3d). The action doesn't
use the stack (116.1), and the same player receives priority again (116.3).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from . import changes, costs, face_down, payment, triggers, visibility, zones
from .cards import NonManaCost, Static
from .characteristics import active_statics, characteristics, matches
from .enums import EventKind, Refusal, Step, TurnUpMethod, Zone
from .errors import Illegal
from .face_down_values import PROFILES
from .keywords import disguise, morph
from .mana import ManaCost, Payment
from .objects import GameObject
from .priority import require_priority
from .rules import rule
from .state import GameState, PendingDecision
from .visibility import reveal

__all__ = [
    "TurnUp",
    "land_to_play",
    "play_land",
    "turn_face_up",
    "turn_up_proposal",
    "unlock_door",
    "unlock_proposal",
]


@rule("116.2a", "305.1", "305.2", "305.9", "601.3e")
def play_land(state: GameState, player: str, handle: str) -> None:
    """Play a land (a special action, 116.2a): the active player, in a main phase
    with an empty stack, once each turn (305.2), from their hand -- or from the top
    of their library if an effect lets them play such lands from there."""
    obj = land_to_play(state, player, handle)
    state.lands_played += 1
    zones.move(state, obj, Zone.BATTLEFIELD, controller=player)
    state.log(EventKind.SPECIAL_ACTION, player=player, action="play_land", object=handle, method=None)
    state.passed.clear()
    state.priority = player  # 116.3


@rule("116.2a", "305.1", "305.2", "305.9", "601.3e", "401.2")
def land_to_play(state: GameState, player: str, handle: str) -> GameObject:
    """The land ``player`` may play now as ``handle`` (:func:`play_land`'s checks, nothing changed), or
    raise :class:`Illegal` saying why not. Whether a card of the library may be played at all is
    settled before the card is looked at: a refusal must not tell the player what a card they may
    not see is (401.2)."""
    require_priority(state, player)
    obj = state.find(handle)
    if obj is None or (obj.zone in (Zone.HAND, Zone.LIBRARY) and obj.owner != player):
        raise Illegal(Refusal.NO_SUCH_OBJECT, f"no card {handle!r}")
    from_top = _lands_from_top(state, player, obj)
    if obj.zone != Zone.HAND and not from_top:
        raise Illegal(Refusal.NOT_ALLOWED, f"{player} can't play {handle!r} from the {obj.zone}")
    chars = characteristics(state, obj)
    if not chars.is_a("Land"):
        raise Illegal(Refusal.NOT_ALLOWED, f"{handle!r} is not a land card (305.1)")
    if state.active != player or state.step not in (Step.MAIN1, Step.MAIN2) or state.stack:
        raise Illegal(Refusal.NOT_ALLOWED, "a land is played in your main phase with an empty stack (305.1)")
    if state.lands_played >= 1:
        raise Illegal(Refusal.NOT_ALLOWED, "you have already played a land this turn (305.2)")
    allowed = obj.zone == Zone.HAND or any(
        static.spells is None or matches(state, static.spells, obj, chars, player, source, check_zone=False)
        for source, static in from_top
    )
    if not allowed:
        raise Illegal(Refusal.NOT_ALLOWED, f"{player} can't play {handle!r} from the {obj.zone}")
    return obj


def _lands_from_top(state: GameState, player: str, obj: GameObject) -> list[tuple[GameObject, Static]]:
    """The effects that let ``player`` play lands from the top of their library, when ``obj`` is
    that top card (whichever card it is; what the effects allow is checked on the card later)."""
    if obj.zone != Zone.LIBRARY or state.player(player).library[:1] != [obj]:
        return []
    return [
        (source, static)
        for source, static in active_statics(state)
        if static.effect == "cast_from_library_top" and static.lands and source.controller == player
    ]


@rule("116.2m", "116.3", "709.5")
def unlock_door(state: GameState, player: str, handle: str, door: str) -> None:
    """Take the special action of unlocking the door ``door`` of the Room ``handle`` (116.2m): pay its
    mana cost, and the door becomes unlocked ("when you unlock this door" triggers, 709.5); or raise
    :class:`Illegal` with nothing changed."""
    obj, plan = unlock_proposal(state, player, handle, door)
    payment.pay(state, player, plan)
    obj.unlocked = obj.unlocked | {door}
    state.invalidate()
    state.log(EventKind.SPECIAL_ACTION, player=player, action="unlock_door", object=handle, method=None)
    triggers.door_unlocked(state, obj, door)
    state.passed.clear()
    state.priority = player  # 116.3


@rule("116.2m", "709.5")
def unlock_proposal(state: GameState, player: str, handle: str, door: str) -> tuple[GameObject, Payment]:
    """The Room and the payment of unlocking its door ``door`` now (:func:`unlock_door`'s checks,
    nothing changed), or raise :class:`Illegal`: the player controls a Room permanent with that door
    locked, has priority in a main phase of their own turn with an empty stack, and can pay the
    door's mana cost (116.2m). A face-down permanent has no doors (708.2)."""
    require_priority(state, player)
    obj = state.find(handle)
    if obj is None or obj.zone != Zone.BATTLEFIELD or obj.controller != player:
        raise Illegal(Refusal.NO_SUCH_OBJECT, f"{player} controls no permanent {handle!r}")
    card = obj.definition
    half = next((h for h in card.halves() if h.name == door), None)
    if obj.face_down is not None or not card.is_room or half is None:
        raise Illegal(Refusal.NOT_ALLOWED, f"{handle!r} has no locked door named {door!r} (709.5)")
    if door in obj.unlocked:
        raise Illegal(Refusal.NOT_ALLOWED, f"the door {door!r} is already unlocked")
    if state.active != player or state.step not in (Step.MAIN1, Step.MAIN2) or state.stack:
        raise Illegal(Refusal.NOT_ALLOWED, "a door is unlocked only as a sorcery could be cast (116.2m)")
    if half.mana_cost is None:
        raise Illegal(Refusal.CANNOT_PAY, f"the door {door!r} has no mana cost to pay")
    plan = payment.plan(state, player, half.mana_cost.bind_x(0), purpose="unlock")
    if plan is None:
        raise Illegal(Refusal.CANNOT_PAY, f"{player} can't pay {half.mana_cost}")
    return obj, plan


@rule("701.40b", "701.58b")
def _mana_cost_procedure(obj: GameObject) -> ManaCost | None:
    """The card's mana cost if it is a creature card with one (checked on the card
    itself, ignoring copy and type-changing effects), else None."""
    card = obj.definition
    if not card.has_type("Creature") or card.mana_cost is None:
        return None
    return card.mana_cost


@dataclass(frozen=True, slots=True)
class TurnUp:
    """The special action of turning ``obj`` face up by ``method``, judged legal: the mana cost to pay
    (X bound) with its payment, the X announced (``None`` for a cost without X), whether it is a
    megamorph cost (702.37b) or a negamorph cost (a -1/-1 counter, Flavor Disaster's reminder text), and
    a non-mana part of a morph cost with what could pay it."""

    obj: GameObject
    method: TurnUpMethod
    cost: ManaCost
    x: int | None
    plan: Payment
    megamorph: bool
    other: NonManaCost | None
    candidates: tuple[GameObject, ...]
    negamorph: bool = False


@rule("116.1", "116.2b", "116.3", "107.3d", "708.7", "702.168d", "702.37e", "701.40b", "701.58b")
def turn_face_up(state: GameState, player: str, handle: str, method: TurnUpMethod, x: int | None) -> None:
    """Take the special action of turning ``handle`` face up by ``method``, or
    raise :class:`Illegal` with nothing changed."""
    turn_up = turn_up_proposal(state, player, handle, method, x)
    obj, other = turn_up.obj, turn_up.other

    def finish(chosen: list[GameObject]) -> None:
        if turn_up.method == TurnUpMethod.MANA_COST:
            # 701.40b, 701.58b: show every player that the card is a creature card, and its mana cost.
            reveal(state, obj)
        payment.pay(state, player, turn_up.plan)
        if other is not None:
            _pay_other_cost(state, player, other, chosen)
        state.log(
            EventKind.SPECIAL_ACTION, player=player, action="turn_face_up", object=handle, method=method
        )
        if turn_up.x is not None:
            obj.x = turn_up.x  # 702.168e, 702.37f: the permanent's other abilities see this X
        turned = face_down.turn_face_up(state, obj, megamorph=turn_up.megamorph, by=player)
        if turned and turn_up.negamorph:
            # Negamorph's reminder text: "turn it face up ... and put a -1/-1 counter on it".
            changes.put_counters(state, obj, "-1/-1", 1)
        state.passed.clear()
        state.priority = player  # 116.3

    if other is None or other.action == "pay_life":
        finish([])
        return
    _choose_for_cost(state, player, other, list(turn_up.candidates), [], finish)


@rule("116.2b", "107.3d", "708.7", "702.168d", "702.37e", "701.40b", "701.58b")
def turn_up_proposal(
    state: GameState, player: str, handle: str, method: TurnUpMethod, x: int | None
) -> TurnUp:
    """Whether ``player`` may turn ``handle`` face up by ``method`` now, X being ``x``: the action
    judged legal (:class:`TurnUp`), nothing changed; or raise :class:`Illegal` saying why not."""
    require_priority(state, player)
    obj = state.find(handle)
    if obj is None or (obj.zone in (Zone.HAND, Zone.LIBRARY) and obj.owner != player):
        raise Illegal(Refusal.NO_SUCH_OBJECT, f"no permanent {handle!r}")
    if obj.zone == Zone.STACK:
        raise Illegal(Refusal.NOT_ALLOWED, "a face-down spell can't be turned face up (708.7)")
    if obj.zone != Zone.BATTLEFIELD or obj.face_down is None:
        raise Illegal(Refusal.NOT_ALLOWED, f"{handle!r} is not a face-down permanent")
    if obj.controller != player:
        raise Illegal(Refusal.NOT_ALLOWED, f"{player} doesn't control {handle!r}")
    if face_down.turning_up_prevented(state, obj):
        raise Illegal(Refusal.NOT_ALLOWED, f"an effect says {handle!r} can't be turned face up now")
    if method not in PROFILES[obj.face_down].turn_up:
        raise Illegal(Refusal.NOT_ALLOWED, f"a {obj.face_down} permanent can't be turned face up by {method}")
    megamorph = negamorph = False
    cost: ManaCost | None
    other: NonManaCost | None = None
    if method == TurnUpMethod.DISGUISE:
        cost = disguise.turn_up_cost(state, obj)
        if cost is None:
            raise Illegal(Refusal.NOT_ALLOWED, f"{handle!r} would have no disguise cost face up (702.168d)")
    elif method == TurnUpMethod.MORPH:
        found = morph.turn_up_cost(state, obj)
        if found is None:
            raise Illegal(Refusal.NOT_ALLOWED, f"{handle!r} would have no morph cost face up (702.37e)")
        cost, megamorph, other = found.cost or ManaCost(), found.keyword == "megamorph", found.other_cost
        negamorph = found.keyword == "negamorph"
    else:
        cost = _mana_cost_procedure(obj)
        if cost is None:
            raise Illegal(
                Refusal.NOT_ALLOWED, f"{handle!r} is not a creature card with a mana cost (701.58b)"
            )
    if cost.has_x:
        x = 0 if x is None else x
        if x < 0:
            raise Illegal(Refusal.INVALID_CHOICE, "X can't be negative")
    elif x is not None:
        raise Illegal(Refusal.INVALID_CHOICE, "this cost has no X")
    total = costs.turn_up_cost(state, obj, method, cost.bind_x(x or 0))
    # The purpose names the procedure, for mana that may pay only some of them (106.6).
    purpose = f"turn_face_up:{method}" + (f":{obj.face_down}" if method == TurnUpMethod.MANA_COST else "")
    plan = payment.plan(state, player, total, purpose=purpose)
    if plan is None:
        raise Illegal(Refusal.CANNOT_PAY, f"{player} can't pay {total}")
    candidates = _cost_candidates(state, player, obj, other) if other is not None else []
    return TurnUp(
        obj=obj,
        method=method,
        cost=total,
        x=x if cost.has_x else None,
        plan=plan,
        megamorph=megamorph,
        other=other,
        negamorph=negamorph,
        candidates=tuple(candidates),
    )


@rule("118.3", "119.4", "702.37e")
def _cost_candidates(state: GameState, player: str, obj: GameObject, cost: NonManaCost) -> list[GameObject]:
    """What the player could use to pay a non-mana morph cost: cards in their hand to reveal or discard,
    permanents they control to return or sacrifice. Raises :class:`Illegal` if the cost can't be paid
    (too few of them; for life, a life total under the amount, 119.4)."""
    if cost.action == "pay_life":
        if state.player(player).life < cost.count:
            raise Illegal(Refusal.CANNOT_PAY, f"{player} can't pay {cost.count} life (119.4)")
        return []
    pool = state.player(player).hand if cost.action in ("reveal", "discard") else state.battlefield
    found = [
        o
        for o in pool
        if (cost.action in ("reveal", "discard") or o.controller == player)
        and (cost.objects is None or matches(state, cost.objects, o, characteristics(state, o), player, obj))
    ]
    if len(found) < cost.count:
        raise Illegal(Refusal.CANNOT_PAY, f"{player} has too few objects to {cost.action} for this cost")
    return found


def _choose_for_cost(
    state: GameState,
    player: str,
    cost: NonManaCost,
    candidates: list[GameObject],
    chosen: list[GameObject],
    finish: Callable[[list[GameObject]], None],
) -> None:
    """Ask for the objects of a non-mana cost one at a time (``choose`` decisions), then pay."""
    if len(chosen) == cost.count:
        finish(chosen)
        return
    options = {o.handle: o for o in candidates if o not in chosen}

    def resume(choice: str) -> None:
        _choose_for_cost(state, player, cost, candidates, [*chosen, options[choice]], finish)

    state.decision = PendingDecision(
        player=player,
        kind="choose",
        options=tuple(options),
        prompt=f"Choose what to {cost.action.replace('_', ' ')} for the morph cost",
        resume=resume,
    )


@rule("118.3", "119.4", "701.9a", "701.21a")
def _pay_other_cost(state: GameState, player: str, cost: NonManaCost, chosen: list[GameObject]) -> None:
    """Pay a non-mana cost with the objects chosen for it."""
    if cost.action == "pay_life":
        changes.change_life(state, player, -cost.count)  # 119.4: paying life is losing it
    for victim in chosen:
        if cost.action == "reveal":
            visibility.reveal(state, victim)
        elif cost.action == "discard":
            zones.move(state, victim, Zone.GRAVEYARD)
            state.log(EventKind.DISCARDED, player=player, card=victim.handle)
        elif cost.action == "return":
            zones.move(state, victim, Zone.HAND)
        else:
            zones.sacrifice(state, victim, player)  # 701.21a: the sacrifice is part of the cost
