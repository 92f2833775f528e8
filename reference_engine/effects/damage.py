"""Damage, life and counters: dealing damage, losing and gaining life, putting counters on
permanents and players (119, 120, 122).

Each op of the family is a function of a :class:`Context` and an :class:`Effect`; :data:`OPS`
maps op names (``cards.OPS``) to them.
"""

from __future__ import annotations

from .. import face_down
from ..cards import Effect
from ..changes import change_life, deal_damage, put_counters, remove_counters
from ..characteristics import characteristics
from ..enums import Zone
from ..objects import GameObject
from ..rules import rule
from ..state import GameState, current
from ..values import Characteristics
from .context import Context, Handler, amount_of, objects, players

__all__ = ["OPS"]


def _damage(
    state: GameState,
    source: GameObject,
    source_chars: Characteristics,
    recipient: GameObject | str,
    amount: int,
) -> None:
    """``source`` deals ``amount`` damage to ``recipient``, after the replacement that turns a masked
    face-down source or recipient face up instead (:func:`face_down.before_damage`)."""
    if amount > 0:
        source_chars = face_down.before_damage(state, source, source_chars, recipient)
    deal_damage(state, source, source_chars, recipient, amount)


@rule("120.3", "113.7a")
def _deal_damage(ctx: Context, effect: Effect) -> None:
    """Damage from the source (the object named, or its last known information if
    it is gone, 113.7a) to the recipients."""
    state = ctx.state
    amount = 1 if effect["amount"] == "divided" else amount_of(ctx, effect["amount"])
    if amount <= 0:
        return
    source_ref = effect["source"]
    if source_ref == "trigger_object" and ctx.trigger_object is not None:
        live = current(state, ctx.trigger_object)
        source = live if live is not None else ctx.trigger_object
    else:
        found = objects(ctx, source_ref)
        source = found[0] if found else ctx.source
    live_source = current(state, source)
    if live_source is not None and live_source.zone in (Zone.BATTLEFIELD, Zone.STACK):
        source_chars = characteristics(state, live_source)
    else:
        source_chars = state.lki.get(source.object_id) or ctx.trigger_chars or characteristics(state, source)
    recipients: list[GameObject | str] = []
    to = effect["to"]
    if to in ("target", "each_target"):
        chosen = ctx.targets[:1] if to == "target" else ctx.targets
        for target in chosen:
            if target.player is not None:
                recipients.append(target.player)
            else:
                obj = state.find(target.handle or "")
                if obj is not None and obj.object_id == target.object_id:
                    recipients.append(obj)
    elif to == "each_opponent":
        recipients += state.opponents(ctx.controller)
    elif to == "each_player":
        recipients += state.apnap()
    elif to == "you":
        recipients.append(ctx.controller)
    else:
        recipients += [o for o in objects(ctx, to) if o.object_id != source.object_id]
    if effect["amount"] == "divided" and ctx.item is not None and ctx.item.division:
        # 601.2d: each target gets the share chosen for it (kept when targets change, RUL-boltbender-3).
        shares = {id(t): n for t, n in zip(ctx.item.targets, ctx.item.division, strict=False)}
        for target in ctx.targets:
            share = shares.get(id(target), 0)
            recipient = target.player if target.player is not None else state.find(target.handle or "")
            if recipient is None or share <= 0:
                continue
            if not isinstance(recipient, str) and recipient.object_id != target.object_id:
                continue
            _damage(state, source, source_chars, recipient, share)
        return
    for recipient in recipients:
        _damage(state, source, source_chars, recipient, amount)


@rule("701.14a", "701.14b")
def _fight(ctx: Context, effect: Effect) -> None:
    """The first object named fights the first one ``with`` names: each deals damage equal to its power
    to the other. If either is no longer a creature on the battlefield, no damage is dealt (701.14b)."""
    state = ctx.state
    first = [o for o in objects(ctx, effect["object"]) if o.zone == Zone.BATTLEFIELD]
    second = [o for o in objects(ctx, effect["with"]) if o.zone == Zone.BATTLEFIELD]
    if not first or not second:
        return
    a, b = first[0], second[0]
    a_chars, b_chars = characteristics(state, a), characteristics(state, b)
    if not a_chars.is_creature or not b_chars.is_creature or a.object_id == b.object_id:
        return
    _damage(state, a, a_chars, b, max(0, a_chars.power or 0))
    _damage(state, b, b_chars, a, max(0, b_chars.power or 0))


@rule("119.3")
def _lose_life(ctx: Context, effect: Effect) -> None:
    amount = amount_of(ctx, effect["amount"])
    for player in players(ctx, effect["player"]):
        change_life(ctx.state, player, -amount)


@rule("119.3")
def _gain_life(ctx: Context, effect: Effect) -> None:
    amount = amount_of(ctx, effect["amount"])
    for player in players(ctx, effect["player"]):
        change_life(ctx.state, player, amount)


def _put_counters(ctx: Context, effect: Effect) -> None:
    amount = amount_of(ctx, effect["amount"])
    for obj in objects(ctx, effect["object"]):
        put_counters(ctx.state, obj, effect["counter"], amount)


@rule("122.8")
def _remove_counters(ctx: Context, effect: Effect) -> None:
    """Remove up to ``amount`` counters of the kind from each object (as many as it has)."""
    amount = amount_of(ctx, effect["amount"])
    for obj in objects(ctx, effect["object"]):
        remove_counters(ctx.state, obj, effect["counter"], amount)


@rule("122.1")
def _player_counters(ctx: Context, effect: Effect) -> None:
    amount = amount_of(ctx, effect["amount"])
    for player in players(ctx, effect["player"]):
        counters = ctx.state.player(player).counters
        counters[effect["counter"]] = counters.get(effect["counter"], 0) + amount
        ctx.state.invalidate()


OPS: dict[str, Handler] = {
    "deal_damage": _deal_damage,
    "fight": _fight,
    "lose_life": _lose_life,
    "gain_life": _gain_life,
    "put_counters": _put_counters,
    "remove_counters": _remove_counters,
    "player_counters": _player_counters,
}
