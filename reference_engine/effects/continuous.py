"""Continuous effects from resolving spells and abilities (611.2): P/T, colour, type and
ability changes until end of turn, copies, transforming, goad, blocking requirements,
damage prevention and cost reductions for the next spell.

Each op of the family is a function of a :class:`Context` and an :class:`Effect`; :data:`OPS`
maps op names (``cards.OPS``) to them.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..cards import Effect, Keyword, ObjectFilter, ObjectRef, enchant_keyword
from ..characteristics import copiable_values
from ..enums import Zone
from ..objects import GameObject
from ..rules import rule
from ..state import ContinuousEffect, DelayedCostReduction, current
from .context import Context, Handler, amount_of, ask_choice, objects, players

__all__ = ["OPS"]

#: The enchant abilities "it becomes an Aura with enchant [what]" gives.
_ENCHANT: dict[str, Keyword] = {
    what: enchant_keyword(what) for what in ("creature", "permanent", "artifact", "land")
}


def _until_eot(
    ctx: Context,
    ref: ObjectRef,
    kind: str,
    *,
    power: int = 0,
    toughness: int = 0,
    values: tuple[str, ...] = (),
    ability: Keyword | None = None,
    until_end_of_turn: bool = True,
) -> None:
    """Start an "until end of turn" effect (or, with ``until_end_of_turn`` false, one with no
    duration) on the objects ``ref`` names now (611.2c)."""
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
            until_end_of_turn=until_end_of_turn,
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


@rule("613.1d", "613.4b", "611.2a", "611.2c", "613.6")
def _become_creature(ctx: Context, effect: Effect) -> None:
    """ "[It] becomes an N/N [types] in addition to its other types": the types are added in layer 4
    and the power and toughness (if it lists them) set in layer 7b, by one effect with one timestamp
    (613.6). It lasts
    until end of turn, or with ``until_your_next_turn`` until its controller's next turn begins."""
    found = [o for o in objects(ctx, effect["object"]) if o.zone == Zone.BATTLEFIELD]
    if not found:
        return
    ids = frozenset(o.object_id for o in found)
    timestamp = ctx.state.new_timestamp()
    until = ctx.controller if effect["until_your_next_turn"] else None
    parts = [("add_types", tuple(effect["types"]), 0, 0)]
    if effect["power"] is not None and effect["toughness"] is not None:
        parts.append(("set_pt", (), effect["power"], effect["toughness"]))
    for kind, values, power, toughness in parts:
        ctx.state.effects.append(
            ContinuousEffect(
                kind=kind,
                object_ids=ids,
                timestamp=timestamp,
                power=power,
                toughness=toughness,
                values=values,
                until_end_of_turn=until is None,
                until_turn_of=until,
            )
        )
    ctx.state.invalidate()


@rule("613.1e", "611.2c")
def _set_colors_until_eot(ctx: Context, effect: Effect) -> None:
    _until_eot(ctx, effect["object"], "set_colors", values=tuple(effect["colors"]))


@rule("613.1d", "611.2c")
def _set_creature_types_until_eot(ctx: Context, effect: Effect) -> None:
    _until_eot(ctx, effect["object"], "set_subtypes", values=tuple(effect["subtypes"]))


@rule("613.4b", "613.1e", "613.1d", "205.1b", "611.2c")
def _becomes(ctx: Context, effect: Effect) -> None:
    """ "It becomes a 5/5 black Demon", with no duration: its base power and toughness are set
    (layer 7b), its colours become those listed (layer 5) and its creature types those listed
    (layer 4: the new types replace the old ones, 205.1b)."""
    ref = effect["object"]
    if effect["subtypes"]:
        _until_eot(ctx, ref, "set_subtypes", values=tuple(effect["subtypes"]), until_end_of_turn=False)
    if effect["colors"]:
        _until_eot(ctx, ref, "set_colors", values=tuple(effect["colors"]), until_end_of_turn=False)
    _until_eot(
        ctx, ref, "set_pt", power=effect["power"], toughness=effect["toughness"], until_end_of_turn=False
    )


@rule("613.1f", "611.2c")
def _lose_all_abilities(ctx: Context, effect: Effect) -> None:
    _until_eot(ctx, effect["object"], "lose_all_abilities")


@rule("613.1f", "611.2c")
def _grant_keyword_until_eot(ctx: Context, effect: Effect) -> None:
    _until_eot(ctx, effect["object"], "grant_keyword", ability=Keyword(str(effect["keyword"])))


def _lasting(ctx: Context, found: list[GameObject], kind: str, **values: Any) -> None:
    """Start an effect with no duration ("gains ...", "becomes an Aura") on ``found`` (611.2c)."""
    if not found:
        return
    ctx.state.effects.append(
        ContinuousEffect(
            kind=kind,
            object_ids=frozenset(o.object_id for o in found),
            timestamp=ctx.state.new_timestamp(),
            until_end_of_turn=False,
            **values,
        )
    )
    ctx.state.invalidate()


@rule("613.1d", "613.1f", "303.4a")
def _become_aura(ctx: Context, effect: Effect) -> None:
    """ "It becomes an Aura with enchant creature": the source gains the subtype Aura (layer 4) and an
    enchant ability (layer 6), with no duration."""
    source = current(ctx.state, ctx.source)
    if source is None or source.zone != Zone.BATTLEFIELD:
        return
    enchant = _ENCHANT[str(effect["enchant"])]
    _lasting(ctx, [source], "add_subtypes", values=("Aura",))
    _lasting(ctx, [source], "grant_ability", ability=enchant)


@rule("613.1f", "611.2c")
def _grant_ability(ctx: Context, effect: Effect) -> None:
    """ "[Objects] gain "[ability]" and "[ability]"": abilities with no duration (layer 6), locked in
    on the objects named now (611.2c)."""
    found = [o for o in objects(ctx, effect["object"]) if o.zone == Zone.BATTLEFIELD]
    for ability in effect["ability"]:
        _lasting(ctx, found, "grant_ability", ability=ability)


@rule("707.2", "707.3", "708.10", "613.2a")
def _become_copy(ctx: Context, effect: Effect) -> None:
    """The objects become copies of the first object ``of`` names: their copiable
    values become its copiable values (707.2) -- its face-down values if it is face
    down. A face-down permanent that becomes a copy keeps its face-down
    characteristics while face down (708.10)."""
    choose_from: ObjectFilter | None = effect["choose_from"]
    if choose_from is not None:
        # "You may choose another creature on the battlefield. If you do, ... it becomes a copy of that
        # creature": a ``choose`` decision among them, or "none".
        found = [o for o in objects(ctx, choose_from) if o.zone == Zone.BATTLEFIELD]
        if not found:
            return

        def resume(choice: str) -> None:
            picked = [o for o in found if o.handle == choice and current(ctx.state, o) is o]
            if picked:
                _copy(ctx, effect, picked[0])

        ask_choice(ctx, "choose", [o.handle for o in found] + ["none"], "Choose a creature to copy", resume)
        return
    originals = objects(ctx, effect["of"])
    if originals:
        _copy(ctx, effect, originals[0])


def _copy(ctx: Context, effect: Effect, original: GameObject) -> None:
    """The objects ``effect`` names become copies of ``original`` (707.2)."""
    values = copiable_values(original, ctx.state)
    for obj in objects(ctx, effect["object"]):
        if obj.zone != Zone.BATTLEFIELD:
            continue
        extra = tuple(effect["with_ability"])
        if extra:
            # "... except it has [ability]": the exception is part of the copy's values (707.9a).
            values = replace(values, abilities=(*values.abilities, *extra))
        if effect["until_end_of_turn"] or effect["until_turned_face_down"]:
            ctx.state.effects.append(
                ContinuousEffect(
                    kind="copy",
                    object_ids=frozenset({obj.object_id}),
                    timestamp=ctx.state.new_timestamp(),
                    copied=values,
                    until_end_of_turn=effect["until_end_of_turn"],
                    until_turned_face_down=effect["until_turned_face_down"],
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


@rule("701.28a", "701.28b", "712.15a")
def _convert(ctx: Context, effect: Effect) -> None:
    """Convert a double-faced permanent: turn it to its other face (701.28a). Like transforming, a
    face-down permanent can't convert (712.15a), and converting is not turning face up or down, so
    no such ability triggers (701.28b)."""
    for obj in objects(ctx, effect["object"]):
        if obj.zone != Zone.BATTLEFIELD or not obj.definition.double_faced or obj.face_down is not None:
            continue
        obj.transformed = not obj.transformed
        ctx.state.invalidate()


@rule("208.2b", "613.2a", "614.1c", "614.1e")
def _choose_power_toughness(ctx: Context, effect: Effect) -> None:
    """ "As this enters or is turned face up, it becomes your choice of 5/1 or 1/5": the
    controller chooses one of ``values`` (a ``choose`` decision with those words), and the
    permanent has that power and toughness as copiable values (613.2a)."""
    found = [o for o in objects(ctx, "self") if o.zone == Zone.BATTLEFIELD]
    if not found:
        return
    obj = found[0]

    def resume(choice: str) -> None:
        power, toughness = choice.split("/")
        obj.chosen_pt = (int(power), int(toughness))
        ctx.state.invalidate()

    ask_choice(ctx, "choose", effect["values"], "Choose its power and toughness", resume)


@rule("723.1")
def _control_player_next_turn(ctx: Context, effect: Effect) -> None:
    """ "You control target player during that player's next turn" (723.1): the control begins
    when that player's next turn begins and ends with that turn (see :mod:`reference_engine.turn`)."""
    for name in players(ctx, effect["player"]):
        ctx.state.player(name).controlled_next_turn_by = ctx.controller


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
    """ "The next [spell] you cast this turn costs {N} less" (used up by it), or with ``this_turn``
    "[spells] you cast this turn cost {N} less" (each of them); both end with the turn."""
    spells: ObjectFilter | None = effect["spells"]
    ctx.state.cost_reductions.append(
        DelayedCostReduction(
            controller=ctx.controller,
            amount=effect["amount"],
            spells=spells,
            source=ctx.source.handle,
            this_turn=effect["this_turn"],
        )
    )


OPS: dict[str, Handler] = {
    "pump_until_eot": _pump_until_eot,
    "set_base_pt_until_eot": _set_base_pt_until_eot,
    "set_colors_until_eot": _set_colors_until_eot,
    "become_creature": _become_creature,
    "set_creature_types_until_eot": _set_creature_types_until_eot,
    "becomes": _becomes,
    "lose_all_abilities": _lose_all_abilities,
    "grant_keyword_until_eot": _grant_keyword_until_eot,
    "become_copy": _become_copy,
    "transform": _transform,
    "convert": _convert,
    "choose_power_toughness": _choose_power_toughness,
    "control_player_next_turn": _control_player_next_turn,
    "goad_target": _goad_target,
    "must_block_until_eot": _must_block_until_eot,
    "prevent_combat_damage_until_eot": _prevent_combat_damage_until_eot,
    "reduce_next_spell_cost": _reduce_next_spell_cost,
    "become_aura": _become_aura,
    "grant_ability": _grant_ability,
}
