"""What every effect family shares: the :class:`Context` an effect runs in, and how
effects read it.

:func:`objects` and :func:`players` resolve the ability language's object and
player references (``cards.OBJECT_REFS``, ``cards.PLAYER_REFS``) against the
context, :func:`amount_of` its amounts, :func:`record_moves` remembers what a
step moved for later steps, and :func:`ask_choice` sets a pending decision whose
answer resumes the effect. Every family module imports this one and the
engine's layers below the interpreter, never another family.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..amounts import evaluate_amount
from ..cards import Amount, Effect, ObjectFilter, ObjectRef
from ..characteristics import characteristics, matches, power_of
from ..enums import Zone
from ..objects import GameObject
from ..rules import rule
from ..state import Context, PendingDecision, current

__all__ = ["Context", "Handler", "amount_of", "ask_choice", "objects", "players", "record_moves"]

#: What implements one op: it carries out ``effect`` in ``ctx`` (608.2c).
Handler = Callable[[Context, Effect], None]


def amount_of(ctx: Context, value: Amount) -> int:
    if value == "moved_count":
        return len(ctx.sets.get("moved", []))
    if value == "control_gained_count":
        return ctx.control_gained
    if value == "target_power":
        return _target_power(ctx)
    return evaluate_amount(
        ctx.state,
        value,
        source=ctx.source,
        controller=ctx.controller,
        x=ctx.x,
        trigger_object=ctx.trigger_object,
        trigger_chars=ctx.trigger_chars,
        trigger_amount=ctx.trigger_amount,
    )


@rule("608.2h")
def _target_power(ctx: Context) -> int:
    """The power of the first object target: now, if it is still that object, else as it last
    existed on the battlefield (a creature the spell has just exiled, 608.2h)."""
    first = next((t for t in ctx.targets if t.handle is not None), None)
    if first is None:
        return 0
    live = ctx.state.find(first.handle or "")
    if live is not None and live.object_id == first.object_id:
        return power_of(ctx.state, live)
    known = ctx.state.lki.get(first.object_id or "")
    return max(0, known.power or 0) if known is not None else 0


def objects(ctx: Context, ref: ObjectRef) -> list[GameObject]:
    """The objects an object reference names, as they are now (gone ones dropped)."""
    state = ctx.state
    if isinstance(ref, ObjectFilter):
        pool: list[GameObject] = []
        if Zone.BATTLEFIELD in ref.zones:
            pool += state.battlefield
        if Zone.GRAVEYARD in ref.zones:
            for player in state.players:
                pool += player.graveyard
        if Zone.HAND in ref.zones:
            pool += state.player(ctx.controller).hand
        if Zone.EXILE in ref.zones:
            pool += state.exile
        source = current(state, ctx.source) or ctx.source
        return [o for o in pool if matches(state, ref, o, characteristics(state, o), ctx.controller, source)]
    if ref == "self":
        if ctx.item is not None and ctx.item.spell is not None:
            return [ctx.item.spell]
        found = current(state, ctx.source)
        return [found] if found is not None else []
    if ref == "trigger_object":
        found = current(state, ctx.trigger_object)
        return [found] if found is not None else []
    if ref == "attached":
        holder = current(state, ctx.source)
        if holder is None or holder.attached_to is None:
            return []
        host = state.by_object_id(holder.attached_to)
        return [host] if host is not None else []
    if ref == "linked":
        # 607.2a: the cards exiled with the source's linked ability, wherever they are now.
        return [o for h in state.linked.get(ctx.source.object_id, []) if (o := state.find(h)) is not None]
    if ref in ("chosen", "unchosen", "looked", "top", "moved", "event_cards") or ref.startswith(
        "remembered:"
    ):
        return [o for o in (current(state, obj) for obj in ctx.sets.get(ref, [])) if o is not None]
    spec_filter: int | None = None
    if ref.startswith("targets:"):
        spec_filter = int(ref.split(":")[1])
    found_objects: list[GameObject] = []
    for index, target in enumerate(ctx.targets):
        if target.handle is None:
            continue
        if spec_filter is not None and (
            index >= len(ctx.target_specs) or ctx.target_specs[index] != spec_filter
        ):
            continue
        obj = state.find(target.handle)
        if obj is not None and obj.object_id == target.object_id:
            found_objects.append(obj)
    return found_objects[:1] if ref == "target" else found_objects


def players(ctx: Context, ref: str) -> list[str]:
    """The players a player reference names (with repeats where the rules repeat
    an action: "for each permanent exiled this way, its controller ...")."""
    state = ctx.state
    if ref == "you":
        return [ctx.controller]
    if ref == "each_opponent":
        return state.opponents(ctx.controller)
    if ref == "each_player":
        return state.apnap()
    if ref == "target":
        return [t.player for t in ctx.targets if t.player is not None][:1]
    if ref == "each_target_player":
        return [t.player for t in ctx.targets if t.player is not None]
    if ref == "trigger_object_owner":
        return [ctx.trigger_object.owner] if ctx.trigger_object is not None else []
    if ref == "target_controller":
        # "its controller": the controller of the first object target, as it last was (608.2h).
        first = next((t for t in ctx.targets if t.handle is not None), None)
        if first is None:
            return []
        found = objects(ctx, "target")
        if found and found[0].zone == Zone.BATTLEFIELD:
            return [found[0].controller]
        known = ctx.target_controllers.get(first.handle or "")
        return [known] if known is not None else []
    if ref == "trigger_player":
        return [ctx.trigger_player] if ctx.trigger_player is not None else []
    if ref == "owners_of_moved":
        owners = {o.owner for o in ctx.sets.get("moved", [])}
        return [p for p in state.apnap() if p in owners]
    if ref == "controllers_of_moved":
        order = state.apnap()
        return sorted((p for p in ctx.moved_controllers if p in order), key=lambda p: order.index(p))
    if ref == "owner":
        found = objects(ctx, "target")
        return [found[0].owner] if found else []
    if ref == "owners_of_linked":
        # Each player who owns one or more of the cards exiled with the source's linked ability, once.
        owners = {
            card.owner
            for handle in state.linked.get(ctx.source.object_id, [])
            if (card := state.cards.get(handle))
        }
        return [p for p in state.apnap() if p in owners]
    raise ValueError(f"unknown player reference {ref!r}")


def record_moves(ctx: Context, moves: Sequence[tuple[GameObject, str]]) -> None:
    """Remember the objects a step moved (new objects) and who controlled each before."""
    ctx.sets["moved"] = [new for new, _controller in moves]
    ctx.moved_controllers = [controller for _new, controller in moves]


def ask_choice(
    ctx: Context,
    kind: str,
    options: Sequence[str],
    prompt: str,
    resume: Callable[[str], None],
    player: str | None = None,
) -> None:
    """Ask ``player`` (by default the effect's controller) a ``kind`` decision among
    ``options``; ``resume`` carries on with the answer."""
    ctx.state.decision = PendingDecision(
        player=player or ctx.controller, kind=kind, options=tuple(options), prompt=prompt, resume=resume
    )
