"""Continuous effects from resolving spells and abilities (611.2): P/T, colour, type and
ability changes until end of turn, copies, transforming, goad, blocking requirements,
damage prevention and cost reductions for the next spell.

Each op of the family is a function of a :class:`Context` and an :class:`Effect`; :data:`OPS`
maps op names (``cards.OPS``) to them.
"""

from __future__ import annotations

from ..cards import Effect, Keyword, ObjectFilter, ObjectRef
from ..characteristics import copiable_values
from ..enums import Zone
from ..rules import rule
from ..state import ContinuousEffect, DelayedCostReduction
from .context import Context, Handler, amount_of, objects

__all__ = ["OPS"]


def _until_eot(
    ctx: Context,
    ref: ObjectRef,
    kind: str,
    *,
    power: int = 0,
    toughness: int = 0,
    values: tuple[str, ...] = (),
    ability: Keyword | None = None,
) -> None:
    """Start an "until end of turn" effect on the objects ``ref`` names now (611.2c)."""
    found = [o for o in objects(ctx, ref) if o.zone == Zone.BATTLEFIELD]
    if not found:
        return
    ctx.state.effects.append(
        ContinuousEffect(
            kind=kind,
            object_ids=frozenset(o.object_id for o in found),
            timestamp=ctx.state.new_timestamp(),
            power=power,
            toughness=toughness,
            values=values,
            ability=ability,
        )
    )
    ctx.state.invalidate()


@rule("611.2a", "611.2c", "514.2", "608.2h")
def _pump_until_eot(ctx: Context, effect: Effect) -> None:
    """+N/+N until end of turn; "for each ..." is counted once, as the effect begins (608.2h)."""
    times = amount_of(ctx, effect["per"])
    _until_eot(
        ctx,
        effect["object"],
        "modify_pt",
        power=effect["power"] * times,
        toughness=effect["toughness"] * times,
    )


@rule("613.4b", "611.2c")
def _set_base_pt_until_eot(ctx: Context, effect: Effect) -> None:
    _until_eot(ctx, effect["object"], "set_pt", power=effect["power"], toughness=effect["toughness"])


@rule("613.1e", "611.2c")
def _set_colors_until_eot(ctx: Context, effect: Effect) -> None:
    _until_eot(ctx, effect["object"], "set_colors", values=tuple(effect["colors"]))


@rule("613.1d", "611.2c")
def _set_creature_types_until_eot(ctx: Context, effect: Effect) -> None:
    _until_eot(ctx, effect["object"], "set_subtypes", values=tuple(effect["subtypes"]))


@rule("613.1f", "611.2c")
def _lose_all_abilities(ctx: Context, effect: Effect) -> None:
    _until_eot(ctx, effect["object"], "lose_all_abilities")


@rule("613.1f", "611.2c")
def _grant_keyword_until_eot(ctx: Context, effect: Effect) -> None:
    _until_eot(ctx, effect["object"], "grant_keyword", ability=Keyword(str(effect["keyword"])))


@rule("707.2", "707.3", "708.10", "613.2a")
def _become_copy(ctx: Context, effect: Effect) -> None:
    """The objects become copies of the first object ``of`` names: their copiable
    values become its copiable values (707.2) -- its face-down values if it is face
    down. A face-down permanent that becomes a copy keeps its face-down
    characteristics while face down (708.10)."""
    originals = objects(ctx, effect["of"])
    if not originals:
        return
    values = copiable_values(originals[0], ctx.state)
    for obj in objects(ctx, effect["object"]):
        if obj.zone != Zone.BATTLEFIELD:
            continue
        if effect["until_end_of_turn"]:
            ctx.state.effects.append(
                ContinuousEffect(
                    kind="copy",
                    object_ids=frozenset({obj.object_id}),
                    timestamp=ctx.state.new_timestamp(),
                    copied=values,
                )
            )
        else:
            obj.copied = values
        ctx.state.invalidate()


@rule("701.27a", "712.15a", "701.27b")
def _transform(ctx: Context, effect: Effect) -> None:
    """Transform a double-faced permanent: turn it to its other face. A face-down
    permanent can't transform (712.15a); transforming is not turning face up or
    down, so no such ability triggers (701.27b)."""
    for obj in objects(ctx, effect["object"]):
        if obj.zone != Zone.BATTLEFIELD or not obj.definition.double_faced or obj.face_down is not None:
            continue
        obj.transformed = not obj.transformed
        ctx.state.invalidate()


@rule("701.15a")
def _goad_target(ctx: Context, effect: Effect) -> None:
    for obj in objects(ctx, "each_target"):
        obj.goaded_by.add(ctx.controller)


@rule("509.1c")
def _must_block_until_eot(ctx: Context, effect: Effect) -> None:
    _until_eot(ctx, effect["object"], "must_block")


@rule("615.1")
def _prevent_combat_damage_until_eot(ctx: Context, effect: Effect) -> None:
    """Prevent all combat damage that would be dealt this turn by creatures, except
    those fitting ``except``."""
    ctx.state.combat_damage_prevention.append((ctx.controller, effect["except"]))


@rule("601.2f")
def _reduce_next_spell_cost(ctx: Context, effect: Effect) -> None:
    spells: ObjectFilter | None = effect["spells"]
    ctx.state.cost_reductions.append(
        DelayedCostReduction(
            controller=ctx.controller, amount=effect["amount"], spells=spells, source=ctx.source.handle
        )
    )


OPS: dict[str, Handler] = {
    "pump_until_eot": _pump_until_eot,
    "set_base_pt_until_eot": _set_base_pt_until_eot,
    "set_colors_until_eot": _set_colors_until_eot,
    "set_creature_types_until_eot": _set_creature_types_until_eot,
    "lose_all_abilities": _lose_all_abilities,
    "grant_keyword_until_eot": _grant_keyword_until_eot,
    "become_copy": _become_copy,
    "transform": _transform,
    "goad_target": _goad_target,
    "must_block_until_eot": _must_block_until_eot,
    "prevent_combat_damage_until_eot": _prevent_combat_damage_until_eot,
    "reduce_next_spell_cost": _reduce_next_spell_cost,
}
