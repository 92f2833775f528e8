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

from . import face_down, payment, zones
from .cards import ObjectFilter, Static
from .characteristics import active_statics, characteristics, matches
from .enums import EventKind, Refusal, Step, TurnUpMethod, Zone
from .errors import Illegal
from .face_down_values import PROFILES
from .keywords import disguise, morph
from .mana import ManaCost
from .objects import GameObject
from .priority import require_priority
from .rules import rule
from .state import GameState, PendingDecision

__all__ = ["play_land", "turn_face_up"]


@rule("116.2a", "305.1", "305.2", "305.9", "601.3e", "401.2")
def play_land(state: GameState, player: str, handle: str) -> None:
    """Play a land (a special action, 116.2a): the active player, in a main phase
    with an empty stack, once each turn (305.2), from their hand -- or from the top
    of their library if an effect lets them play such lands from there. Whether a
    card of the library may be played at all is settled before the card is looked
    at: a refusal must not tell the player what a card they may not see is (401.2)."""
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
    state.lands_played += 1
    zones.move(state, obj, Zone.BATTLEFIELD, controller=player)
    state.log(EventKind.SPECIAL_ACTION, player=player, action="play_land", object=handle, method=None)
    state.passed.clear()
    state.priority = player  # 116.3


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


@rule("701.40b", "701.58b")
def _mana_cost_procedure(obj: GameObject) -> ManaCost | None:
    """The card's mana cost if it is a creature card with one (checked on the card
    itself, ignoring copy and type-changing effects), else None."""
    card = obj.definition
    if not card.has_type("Creature") or card.mana_cost is None:
        return None
    return card.mana_cost


@rule("116.1", "116.2b", "116.3", "107.3d", "708.7", "702.168d", "702.37e", "701.40b", "701.58b")
def turn_face_up(state: GameState, player: str, handle: str, method: TurnUpMethod, x: int | None) -> None:
    """Take the special action of turning ``handle`` face up by ``method``, or
    raise :class:`Illegal` with nothing changed."""
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
    megamorph = False
    cost: ManaCost | None
    sacrifice: ObjectFilter | None = None
    if method == TurnUpMethod.DISGUISE:
        cost = disguise.turn_up_cost(state, obj)
        if cost is None:
            raise Illegal(Refusal.NOT_ALLOWED, f"{handle!r} would have no disguise cost face up (702.168d)")
    elif method == TurnUpMethod.MORPH:
        found = morph.turn_up_cost(state, obj)
        if found is None:
            raise Illegal(Refusal.NOT_ALLOWED, f"{handle!r} would have no morph cost face up (702.37e)")
        cost, megamorph, sacrifice = (
            found.cost or ManaCost(),
            found.keyword == "megamorph",
            found.sacrifice_cost,
        )
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
    plan = payment.plan(state, player, cost.bind_x(x or 0), purpose="turn_face_up")
    if plan is None:
        raise Illegal(Refusal.CANNOT_PAY, f"{player} can't pay {cost.bind_x(x or 0)}")
    victims: list[GameObject] = []
    if sacrifice is not None:
        victims = [
            o
            for o in state.battlefield
            if o is not obj
            and o.controller == player
            and matches(state, sacrifice, o, characteristics(state, o), player, obj)
        ]
        if not victims:
            raise Illegal(Refusal.CANNOT_PAY, f"{player} has nothing to sacrifice for this cost")

    def finish(victim: GameObject | None) -> None:
        payment.pay(state, player, plan)
        if victim is not None:
            zones.sacrifice(state, victim, player)  # 701.21a: the sacrifice is part of the cost
        state.log(
            EventKind.SPECIAL_ACTION, player=player, action="turn_face_up", object=handle, method=method
        )
        if cost is not None and cost.has_x:
            obj.x = x  # 702.168e, 702.37f: the permanent's other abilities see this X
        face_down.turn_face_up(state, obj, megamorph=megamorph)
        state.passed.clear()
        state.priority = player  # 116.3

    if sacrifice is None:
        finish(None)
        return
    options = {o.handle: o for o in victims}

    def resume(choice: str) -> None:
        finish(options[choice])

    state.decision = PendingDecision(
        player=player,
        kind="choose",
        options=tuple(options),
        prompt="Choose the permanent to sacrifice for the morph cost",
        resume=resume,
    )
