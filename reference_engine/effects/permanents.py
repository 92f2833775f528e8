"""Effects on permanents and mana: tapping and untapping, phasing out, attaching, gaining
control, solving a Case, and adding mana (106, 301.5, 303.4, 613.1b, 702.26, 719.3).

Each op of the family is a function of a :class:`Context` and an :class:`Effect`; :data:`OPS`
maps op names (``cards.OPS``) to them.
"""

from __future__ import annotations

from .. import control, face_down, triggers
from ..attachments import can_attach
from ..cards import Effect
from ..changes import add_mana, phase_out
from ..enums import Zone
from ..mana import COLORS, ManaCost, SpecialMana
from ..rules import rule
from ..state import ContinuousEffect, current
from .context import Context, Handler, ask_choice, objects, players

__all__ = ["OPS"]


@rule("701.26a")
def _tap(ctx: Context, effect: Effect) -> None:
    for obj in objects(ctx, effect["object"]):
        face_down.become_tapped(ctx.state, obj)
    ctx.state.invalidate()


def _untap(ctx: Context, effect: Effect) -> None:
    for obj in objects(ctx, effect["object"]):
        obj.tapped = False
    ctx.state.invalidate()


@rule("502.3")
def _keep_tapped_next_untap(ctx: Context, effect: Effect) -> None:
    """ "[They] don't untap during their controllers' next untap steps": each object named that is on
    the battlefield stays tapped through its controller's next untap step."""
    for obj in objects(ctx, effect["object"]):
        if current(ctx.state, obj) is obj and obj.zone == Zone.BATTLEFIELD:
            ctx.state.skip_next_untap.add(obj.object_id)


@rule("702.26b")
def _phase_out(ctx: Context, effect: Effect) -> None:
    """ "[It] phases out": each object named that is on the battlefield phases out."""
    for obj in objects(ctx, effect["object"]):
        if current(ctx.state, obj) is obj:
            phase_out(ctx.state, obj)


def _tap_or_untap(ctx: Context, effect: Effect) -> None:
    """ "You may tap or untap [it]": a ``choose`` decision "tap" / "untap" / "none"."""
    found = objects(ctx, effect["object"])
    if not found:
        return

    def resume(choice: str) -> None:
        for obj in found:
            if current(ctx.state, obj) is obj and choice in ("tap", "untap"):
                was = obj.tapped
                obj.tapped = choice == "tap"
                if obj.tapped and not was:
                    triggers.became_tapped(ctx.state, obj)
        ctx.state.invalidate()

    ask_choice(ctx, "choose", ("tap", "untap", "none"), "Tap or untap it, or neither", resume)


@rule("701.3a", "301.5c", "303.4k")
def _attach_self(ctx: Context, effect: Effect) -> None:
    """Attach the source (an Equipment or Aura) to the first object named, if both
    are on the battlefield and the attachment is legal (an Equipment only to a
    creature, 301.5c); it gets a new timestamp (613.7e)."""
    state = ctx.state
    source = current(state, ctx.source)
    found = objects(ctx, effect["object"])
    if source is None or source.zone != Zone.BATTLEFIELD or not found:
        return
    host = found[0]
    if host.zone != Zone.BATTLEFIELD or host.object_id == source.object_id:
        return
    if not can_attach(state, source, host):
        return
    source.attached_to = host.object_id
    source.timestamp = state.new_timestamp()
    state.invalidate()


@rule("303.4k", "708.11")
def _may_attach_self(ctx: Context, effect: Effect) -> None:
    """ "You may attach it to a [creature]": a ``choose`` decision among the permanents
    the source may legally be attached to, judged on its characteristics as they are
    now (for an Aura being turned face up, its face-up ones, 303.4k), plus ``"none"``."""
    state = ctx.state
    source = current(state, ctx.source)
    if source is None or source.zone != Zone.BATTLEFIELD:
        return
    legal = [o for o in state.battlefield if can_attach(state, source, o)]
    if not legal:
        return

    def resume(choice: str) -> None:
        host = next((o for o in legal if o.handle == choice), None)
        if host is not None and current(state, host) is host and current(state, source) is source:
            source.attached_to = host.object_id
            source.timestamp = state.new_timestamp()
            state.invalidate()

    ask_choice(ctx, "choose", [o.handle for o in legal] + ["none"], f"Attach {source.handle} to", resume)


@rule("613.1b", "800.4a")
def _gain_control(ctx: Context, effect: Effect) -> None:
    """A player gains control of the objects (layer 2); with ``until_end_of_turn``
    only until the turn ends (514.2)."""
    state = ctx.state
    gainers = players(ctx, effect["player"])
    found = [o for o in objects(ctx, effect["object"]) if o.zone == Zone.BATTLEFIELD]
    ctx.control_gained = 0
    if not gainers or not found:
        return
    gainer = gainers[0]
    changed = [o for o in found if o.controller != gainer]
    state.effects.append(
        ContinuousEffect(
            kind="control",
            object_ids=frozenset(o.object_id for o in found),
            timestamp=state.new_timestamp(),
            until_end_of_turn=effect["until_end_of_turn"],
            player=gainer,
        )
    )
    control.update(state)
    ctx.control_gained = sum(1 for o in changed if o.controller == gainer)


@rule("701.12a", "701.12b", "613.1b")
def _exchange_control(ctx: Context, effect: Effect) -> None:
    """Exchange control of two permanents (layer 2, no duration): each player gains control of the one
    the other controlled. If either is gone, or both have the same controller, nothing happens (701.12b)."""
    state = ctx.state
    first = [o for o in objects(ctx, effect["object"]) if o.zone == Zone.BATTLEFIELD]
    second = [o for o in objects(ctx, effect["with"]) if o.zone == Zone.BATTLEFIELD]
    if not first or not second or first[0].controller == second[0].controller:
        return
    a, b = first[0], second[0]
    for obj, player in ((a, b.controller), (b, a.controller)):
        state.effects.append(
            ContinuousEffect(
                kind="control",
                object_ids=frozenset({obj.object_id}),
                timestamp=state.new_timestamp(),
                until_end_of_turn=False,
                player=player,
            )
        )
    control.update(state)


@rule("106.3", "106.6")
def _add_mana(ctx: Context, effect: Effect) -> None:
    cost: ManaCost = effect["mana"]
    add_mana(ctx.state, ctx.controller, cost.symbols, restriction=effect["restriction"])


@rule("106.3", "106.4")
def _add_mana_of_one_color(ctx: Context, effect: Effect) -> None:
    """Add mana of any one colour the controller chooses (a ``choose_color`` decision);
    with ``until_end_of_turn`` the mana isn't lost as steps and phases end."""
    state = ctx.state

    def resume(color: str) -> None:
        pool = state.player(ctx.controller).pool
        for _ in range(effect["count"]):
            if effect["until_end_of_turn"] or effect["restriction"] is not None:
                pool.add_special(
                    SpecialMana(
                        color,
                        restriction=effect["restriction"],
                        until_end_of_turn=effect["until_end_of_turn"],
                    )
                )
            else:
                pool.add(color)

    ask_choice(ctx, "choose_color", COLORS, "Choose a colour of mana", resume)


@rule("719.3a", "719.3b")
def _solve(ctx: Context, effect: Effect) -> None:
    """The source Case becomes solved (719.3a): a designation it keeps until it leaves the battlefield
    (719.3b). A Case that has left the battlefield is a new object and is not solved."""
    live = current(ctx.state, ctx.source)
    if live is not None and live.zone == Zone.BATTLEFIELD and not live.solved:
        live.solved = True
        ctx.state.invalidate()


OPS: dict[str, Handler] = {
    "solve": _solve,
    "tap": _tap,
    "untap": _untap,
    "tap_or_untap": _tap_or_untap,
    "keep_tapped_next_untap": _keep_tapped_next_untap,
    "phase_out": _phase_out,
    "attach_self": _attach_self,
    "may_attach_self": _may_attach_self,
    "gain_control": _gain_control,
    "exchange_control": _exchange_control,
    "add_mana": _add_mana,
    "add_mana_of_one_color": _add_mana_of_one_color,
}
