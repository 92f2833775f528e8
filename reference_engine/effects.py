"""The effect interpreter: what each op of the ability language does (608.2c).

Each op in :data:`reference_engine.cards.OPS` has a function here taking a
:class:`Context` (who controls the effect, its source, its legal targets, X)
and the :class:`Effect`. Ops that need a player's choice (scry, paying for
ward) set a pending decision; resolution continues with the next effect once
it is answered.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from reference_engine.cards import Condition, Effect, ObjectFilter
from reference_engine.characteristics import characteristics
from reference_engine.enums import EventKind, FaceDownMethod, Zone
from reference_engine.mana import ManaCost, Symbol
from reference_engine.rules import rule
from reference_engine.state import ContinuousEffect, DelayedCostReduction, PendingDecision, Target

if TYPE_CHECKING:
    from reference_engine.objects import GameObject
    from reference_engine.state import GameState, StackItem

__all__ = ["IMPLEMENTATIONS", "Context", "apply_immediately", "evaluate_amount_for", "put_counters", "run"]


@dataclass(eq=False, slots=True)
class Context:
    """What an effect knows as it happens: its controller, its source (as last
    known, 113.7a), the stack item resolving (if any), the targets still legal
    (608.2b), X and the object the trigger event happened to."""

    state: GameState
    controller: str
    source: GameObject
    item: StackItem | None = None
    targets: list[Target] = field(default_factory=list)
    x: int | None = None
    trigger_object: GameObject | None = None


def current(state: GameState, obj: GameObject | None) -> GameObject | None:
    """``obj`` if it is still the same object in the game (no zone change since), else None."""
    if obj is None:
        return None
    found = state.find(obj.handle)
    return found if found is not None and found.object_id == obj.object_id else None


def evaluate_amount_for(state: GameState, source: GameObject, controller: str, name: str) -> int:
    """Value of a named amount that needs no resolving context."""
    player = state.player(controller)
    if name == "instants_and_sorceries_in_your_graveyard":
        return sum(
            1
            for c in player.graveyard
            if c.definition.has_type("Instant") or c.definition.has_type("Sorcery")
        )
    if name == "other_creatures_you_control":
        return sum(
            1
            for o in state.battlefield
            if o.controller == controller
            and o.object_id != source.object_id
            and characteristics(state, o).is_creature
        )
    if name == "X":
        return source.x or 0
    if name == "your_experience_counters":
        return player.counters.get("experience", 0)
    if name == "permanents_you_controlled_left_this_turn":
        return state.left_this_turn.get(controller, 0)
    raise ValueError(f"amount {name!r} needs a resolving context")


def _amount(ctx: Context, value: int | str) -> int:
    return evaluate_amount(
        ctx.state,
        value,
        source=ctx.source,
        controller=ctx.controller,
        x=ctx.x,
        trigger_object=ctx.trigger_object,
    )


def evaluate_amount(
    state: GameState,
    value: int | str,
    *,
    source: GameObject,
    controller: str,
    x: int | None,
    trigger_object: GameObject | None,
) -> int:
    """Value of an amount expression (an integer or a name from ``cards.AMOUNTS``)."""
    if isinstance(value, int):
        return value
    if value == "X":
        return x or 0
    if value == "trigger_object_power":
        obj = current(state, trigger_object)
        if obj is None:
            return 0
        return max(0, characteristics(state, obj).power or 0)
    if value == "trigger_object_mana_value":
        if trigger_object is None:
            return 0
        return characteristics(state, trigger_object).mana_value(trigger_object.x or 0)
    return evaluate_amount_for(state, source, controller, value)


@rule("603.4")
def condition_holds(
    state: GameState,
    condition: Condition | None,
    *,
    source: GameObject,
    controller: str,
    trigger_object: GameObject | None,
) -> bool:
    """Whether a trigger condition ("if ...") holds now."""
    if condition is None:
        return True
    left = evaluate_amount(
        state, condition.left, source=source, controller=controller, x=source.x, trigger_object=trigger_object
    )
    right = evaluate_amount(
        state,
        condition.right,
        source=source,
        controller=controller,
        x=source.x,
        trigger_object=trigger_object,
    )
    return {
        ">": left > right,
        ">=": left >= right,
        "<": left < right,
        "<=": left <= right,
        "==": left == right,
        "!=": left != right,
    }[condition.op]


def _objects(ctx: Context, ref: str) -> list[GameObject]:
    """The objects an object reference names, as they are now (gone ones dropped)."""
    state = ctx.state
    if ref == "self":
        if ctx.item is not None and ctx.item.spell is not None:
            return [ctx.item.spell]
        found = current(state, ctx.source)
        return [found] if found is not None else []
    if ref == "trigger_object":
        found = current(state, ctx.trigger_object)
        return [found] if found is not None else []
    objects = [state.find(t.handle) for t in ctx.targets if t.handle is not None]
    live = [o for o in objects if o is not None]
    return live[:1] if ref == "target" else live


def _players(ctx: Context, ref: str) -> list[str]:
    state = ctx.state
    if ref == "you":
        return [ctx.controller]
    if ref == "each_opponent":
        return state.opponents(ctx.controller)
    if ref == "target":
        return [t.player for t in ctx.targets if t.player is not None][:1]
    if ref == "target_controller":
        objects = _objects(ctx, "target")
        return [objects[0].controller] if objects else []
    raise ValueError(f"unknown player reference {ref!r}")


def change_life(state: GameState, player: str, amount: int) -> None:
    """Gain (positive) or lose (negative) life (119.3)."""
    if amount == 0:
        return
    state.player(player).life += amount
    state.log(EventKind.LIFE_CHANGED, player=player, amount=amount)


@rule("122.1", "122.6")
def put_counters(state: GameState, obj: GameObject, counter: str, amount: int) -> None:
    """Put ``amount`` counters of kind ``counter`` on a permanent."""
    if amount <= 0 or obj.zone != Zone.BATTLEFIELD:
        return
    obj.counters[counter] = obj.counters.get(counter, 0) + amount
    state.invalidate()
    state.log(EventKind.COUNTERS_PUT, object=obj.handle, counter=counter, amount=amount)


# --------------------------------------------------------------------------- ops


@rule("111.1")
def _create_token(ctx: Context, effect: Effect) -> None:
    from reference_engine import zones

    definition = ctx.state.pool.get(effect["token"])
    if definition is None:
        raise ValueError(f"token {effect['token']!r} is not in the card pool")
    for _ in range(_amount(ctx, effect["count"])):
        zones.create_token(ctx.state, definition, ctx.controller, tapped=effect["tapped"])


@rule("119.3")
def _lose_life(ctx: Context, effect: Effect) -> None:
    amount = _amount(ctx, effect["amount"])
    for player in _players(ctx, effect["player"]):
        change_life(ctx.state, player, -amount)


@rule("119.3")
def _gain_life(ctx: Context, effect: Effect) -> None:
    amount = _amount(ctx, effect["amount"])
    for player in _players(ctx, effect["player"]):
        change_life(ctx.state, player, amount)


@rule("120.3", "702.15b", "702.2b")
def _deal_damage(ctx: Context, effect: Effect) -> None:
    state = ctx.state
    amount = _amount(ctx, effect["amount"])
    if amount <= 0:
        return
    sources = _objects(ctx, effect["source"])
    source = sources[0] if sources else ctx.source
    source_chars = characteristics(state, source)
    recipients: list[GameObject | str] = []
    to = effect["to"]
    if to == "target":
        for target in ctx.targets[:1]:
            if target.player is not None:
                recipients.append(target.player)
            else:
                obj = state.find(target.handle or "")
                if obj is not None:
                    recipients.append(obj)
    elif to == "each_opponent":
        recipients += state.opponents(ctx.controller)
    elif to == "you":
        recipients.append(ctx.controller)
    for recipient in recipients:
        if isinstance(recipient, str):
            state.log(EventKind.DAMAGE, source=source.handle, target=recipient, amount=amount)
            change_life(state, recipient, -amount)
        else:
            recipient.damage += amount
            if source_chars.has_keyword("deathtouch"):
                recipient.deathtouch_damage = True
            state.log(EventKind.DAMAGE, source=source.handle, target=recipient.handle, amount=amount)
        if source_chars.has_keyword("lifelink"):
            change_life(state, source.controller, amount)


def _draw(ctx: Context, effect: Effect) -> None:
    from reference_engine import zones

    for player in _players(ctx, effect["player"]):
        zones.draw(ctx.state, player, _amount(ctx, effect["count"]))


@rule("701.9a")
def _discard_hand(ctx: Context, effect: Effect) -> None:
    from reference_engine import zones

    for player in _players(ctx, effect["player"]):
        for card in list(ctx.state.player(player).hand):
            zones.move(ctx.state, card, Zone.GRAVEYARD)
            ctx.state.log(EventKind.DISCARDED, player=player, card=card.handle)


def _put_counters(ctx: Context, effect: Effect) -> None:
    amount = _amount(ctx, effect["amount"])
    for obj in _objects(ctx, effect["object"]):
        put_counters(ctx.state, obj, effect["counter"], amount)


@rule("701.6a")
def _counter_target(ctx: Context, effect: Effect) -> None:
    from reference_engine import stack

    for obj in _objects(ctx, "each_target"):
        item = ctx.state.spell_item(obj)
        if item is not None:
            stack.counter(ctx.state, item)


@rule("701.8a")
def _destroy_target(ctx: Context, effect: Effect) -> None:
    from reference_engine import zones

    for obj in _objects(ctx, "each_target"):
        if obj.zone == Zone.BATTLEFIELD and not characteristics(ctx.state, obj).has_keyword("indestructible"):
            zones.move(ctx.state, obj, Zone.GRAVEYARD)


def _bounce_target(ctx: Context, effect: Effect) -> None:
    from reference_engine import zones

    for obj in _objects(ctx, "each_target"):
        if obj.zone == Zone.BATTLEFIELD:
            zones.move(ctx.state, obj, Zone.HAND)


@rule("701.13a", "607.2a")
def _exile_targets(ctx: Context, effect: Effect) -> None:
    from reference_engine import zones

    for obj in _objects(ctx, "each_target"):
        new = zones.move(ctx.state, obj, Zone.EXILE)
        if effect["link"]:
            ctx.state.linked.setdefault(ctx.source.object_id, []).append(new.handle)


@rule("607.2a")
def _return_linked_to_hand(ctx: Context, effect: Effect) -> None:
    from reference_engine import zones

    for handle in ctx.state.linked.pop(ctx.source.object_id, []):
        obj = ctx.state.find(handle)
        if obj is not None and obj.zone == Zone.EXILE:
            zones.move(ctx.state, obj, Zone.HAND)


@rule("611.2a", "611.2c", "514.2")
def _pump_until_eot(ctx: Context, effect: Effect) -> None:
    _until_eot(ctx, effect["object"], "modify_pt", power=effect["power"], toughness=effect["toughness"])


@rule("613.1f", "611.2c")
def _lose_all_abilities(ctx: Context, effect: Effect) -> None:
    _until_eot(ctx, effect["object"], "lose_all_abilities")


@rule("106.3")
def _add_mana(ctx: Context, effect: Effect) -> None:
    cost: ManaCost = effect["mana"]
    add_mana(ctx.state, ctx.controller, cost.symbols)


def add_mana(state: GameState, player: str, symbols: Sequence[Symbol]) -> None:
    """Add the mana the symbols show to ``player``'s pool ({N} adds N colorless)."""
    pool = state.player(player).pool
    for symbol in symbols:
        if symbol.generic:
            pool.add("C", symbol.generic)
        elif symbol.colorless:
            pool.add("C")
        elif len(symbol.colors) == 1:
            (color,) = symbol.colors
            pool.add(color)


@rule("701.21a")
def _sacrifice_self(ctx: Context, effect: Effect) -> None:
    from reference_engine import zones

    obj = current(ctx.state, ctx.source)
    if obj is not None and obj.zone == Zone.BATTLEFIELD and obj.controller == ctx.controller:
        zones.move(ctx.state, obj, Zone.GRAVEYARD)


@rule("701.22a")
def _scry(ctx: Context, effect: Effect) -> None:
    state = ctx.state
    library = state.player(ctx.controller).library
    looked = list(library[: _amount(ctx, effect["count"])])
    kept: list[GameObject] = []
    bottom: list[GameObject] = []

    def ask(index: int) -> None:
        if index == len(looked):
            for obj in reversed(kept):
                library.remove(obj)
                library.insert(0, obj)
            for obj in bottom:
                library.remove(obj)
                library.append(obj)
            return

        def resume(choice: str) -> None:
            (kept if choice == "top" else bottom).append(looked[index])
            ask(index + 1)

        state.decision = PendingDecision(
            player=ctx.controller,
            kind="scry",
            options=("top", "bottom"),
            prompt=f"Scry: keep card {index + 1} of {len(looked)} on top or put it on the bottom",
            resume=resume,
        )

    if looked:
        ask(0)


def _tap(ctx: Context, effect: Effect) -> None:
    for obj in _objects(ctx, effect["object"]):
        obj.tapped = True


def _untap(ctx: Context, effect: Effect) -> None:
    for obj in _objects(ctx, effect["object"]):
        obj.tapped = False


def _put_top_face_down(ctx: Context, effect: Effect, method: FaceDownMethod) -> None:
    from reference_engine import zones

    for player in _players(ctx, effect["player"]):
        library = ctx.state.player(player).library
        if library:
            zones.move(ctx.state, library[0], Zone.BATTLEFIELD, controller=player, face_down=method)


@rule("701.40a", "708.3")
def _manifest_top(ctx: Context, effect: Effect) -> None:
    _put_top_face_down(ctx, effect, FaceDownMethod.MANIFEST)


@rule("701.58a", "708.3")
def _cloak_top(ctx: Context, effect: Effect) -> None:
    _put_top_face_down(ctx, effect, FaceDownMethod.CLOAK)


def _turn_face_up(ctx: Context, effect: Effect) -> None:
    from reference_engine import face_down

    for obj in _objects(ctx, effect["object"]):
        face_down.turn_face_up(ctx.state, obj)


def _until_eot(
    ctx: Context,
    ref: str,
    kind: str,
    *,
    power: int = 0,
    toughness: int = 0,
    values: tuple[str, ...] = (),
) -> None:
    """Start an "until end of turn" effect on the objects ``ref`` names now (611.2c)."""
    objects = [o for o in _objects(ctx, ref) if o.zone == Zone.BATTLEFIELD]
    if not objects:
        return
    ctx.state.effects.append(
        ContinuousEffect(
            kind=kind,
            object_ids=frozenset(o.object_id for o in objects),
            timestamp=ctx.state.new_timestamp(),
            power=power,
            toughness=toughness,
            values=values,
        )
    )
    ctx.state.invalidate()


@rule("613.4b", "611.2c")
def _set_base_pt_until_eot(ctx: Context, effect: Effect) -> None:
    _until_eot(ctx, effect["object"], "set_pt", power=effect["power"], toughness=effect["toughness"])


@rule("613.1e", "611.2c")
def _set_colors_until_eot(ctx: Context, effect: Effect) -> None:
    _until_eot(ctx, effect["object"], "set_colors", values=tuple(effect["colors"]))


@rule("613.1d", "611.2c")
def _set_creature_types_until_eot(ctx: Context, effect: Effect) -> None:
    _until_eot(ctx, effect["object"], "set_subtypes", values=tuple(effect["subtypes"]))


@rule("601.2f")
def _reduce_next_spell_cost(ctx: Context, effect: Effect) -> None:
    spells: ObjectFilter | None = effect["spells"]
    ctx.state.cost_reductions.append(
        DelayedCostReduction(
            controller=ctx.controller, amount=effect["amount"], spells=spells, source=ctx.source.handle
        )
    )


@rule("701.25a")
def _surveil(ctx: Context, effect: Effect) -> None:
    from reference_engine import zones

    state = ctx.state
    library = state.player(ctx.controller).library
    looked = list(library[: _amount(ctx, effect["count"])])

    def ask(index: int) -> None:
        if index == len(looked):
            return

        def resume(choice: str) -> None:
            if choice == "graveyard" and state.find(looked[index].handle) is looked[index]:
                zones.move(state, looked[index], Zone.GRAVEYARD)
            ask(index + 1)

        state.decision = PendingDecision(
            player=ctx.controller,
            kind="surveil",
            options=("top", "graveyard"),
            prompt=f"Surveil: keep card {index + 1} of {len(looked)} on top or put it into your graveyard",
            resume=resume,
        )

    if looked:
        ask(0)


@rule("701.15a")
def _goad_target(ctx: Context, effect: Effect) -> None:
    for obj in _objects(ctx, "each_target"):
        obj.goaded_by.add(ctx.controller)


@rule("122.1")
def _player_counters(ctx: Context, effect: Effect) -> None:
    amount = _amount(ctx, effect["amount"])
    for player in _players(ctx, effect["player"]):
        counters = ctx.state.player(player).counters
        counters[effect["counter"]] = counters.get(effect["counter"], 0) + amount
        ctx.state.invalidate()


@rule("702.21a", "702.21b", "118.12")
def _counter_unless_pays(ctx: Context, effect: Effect) -> None:
    """Ward's effect: the targeting spell or ability is countered unless its
    controller pays. The cost is read now, as the ability resolves (702.21b)."""
    from reference_engine import payment, stack

    state = ctx.state
    if ctx.item is None or ctx.item.ward_for is None:
        return
    victim = state.stack_item(ctx.item.ward_for)
    if victim is None:
        return
    cost: ManaCost = effect["cost"]
    x_is = effect.params.get("x_is")
    if x_is is not None and cost.has_x:
        # 702.21b: X is worked out now, as the ward ability resolves.
        cost = cost.bind_x(evaluate_amount_for(state, ctx.source, ctx.controller, x_is))

    def resume(choice: str) -> None:
        if choice == "pay" and payment.pay_mana(state, victim.controller, cost):
            return
        if victim in state.stack:
            stack.counter(state, victim)

    state.decision = PendingDecision(
        player=victim.controller,
        kind="pay_ward",
        options=("pay", "decline"),
        prompt=f"Pay {cost} or the spell or ability is countered (ward)",
        resume=resume,
    )


IMPLEMENTATIONS: dict[str, Callable[[Context, Effect], None]] = {
    "create_token": _create_token,
    "lose_life": _lose_life,
    "gain_life": _gain_life,
    "deal_damage": _deal_damage,
    "draw": _draw,
    "discard_hand": _discard_hand,
    "put_counters": _put_counters,
    "counter_target": _counter_target,
    "destroy_target": _destroy_target,
    "bounce_target": _bounce_target,
    "exile_targets": _exile_targets,
    "return_linked_to_hand": _return_linked_to_hand,
    "pump_until_eot": _pump_until_eot,
    "lose_all_abilities": _lose_all_abilities,
    "add_mana": _add_mana,
    "sacrifice_self": _sacrifice_self,
    "scry": _scry,
    "tap": _tap,
    "untap": _untap,
    "manifest_top": _manifest_top,
    "cloak_top": _cloak_top,
    "turn_face_up": _turn_face_up,
    "counter_unless_pays": _counter_unless_pays,
    "set_base_pt_until_eot": _set_base_pt_until_eot,
    "set_colors_until_eot": _set_colors_until_eot,
    "set_creature_types_until_eot": _set_creature_types_until_eot,
    "reduce_next_spell_cost": _reduce_next_spell_cost,
    "surveil": _surveil,
    "goad_target": _goad_target,
    "player_counters": _player_counters,
}


@rule("608.2c")
def run(ctx: Context, effect: Effect) -> None:
    """Carry out one effect step."""
    IMPLEMENTATIONS[effect.op](ctx, effect)


def apply_immediately(state: GameState, source: GameObject, controller: str, steps: Sequence[Effect]) -> None:
    """Carry out effects that don't use the stack (replacement effects such as
    "as this is turned face up, ...", 708.11)."""
    ctx = Context(state=state, controller=controller, source=source, x=source.x)
    for effect in steps:
        run(ctx, effect)
