"""The injections of the fault catalogue: each makes the reference engine break one rule.

Most functions here take no argument and patch the engine of the *current process* (see
:mod:`tests.faults.patching`); :func:`engine_patch` turns one into an injection (adapter in,
adapter out). :func:`hide_face_down_method` is an injection itself: it wraps the adapter's
views. Each changes one rule and nothing else: it wraps or replaces the one engine function
that applies that rule, keeping every other behaviour as it was. They are only called
through :func:`tests.faults.engines.create`, in a process started for one faulty engine.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable
from typing import Any

from facedown import adapter as contract
from reference_engine import (
    casting,
    costs,
    effects,
    face_down,
    priority,
    sba,
    special_actions,
    triggers,
    visibility,
    zones,
)
from reference_engine import characteristics as layers
from reference_engine import face_down_values as face_down_table
from reference_engine.cards import Effect
from reference_engine.effects import context as effect_context
from reference_engine.enums import EventKind, FaceDownMethod, Refusal, Step, TriggerKind, TurnUpMethod, Zone
from reference_engine.errors import Illegal
from reference_engine.keywords import disguise, ward
from reference_engine.mana import ManaCost
from reference_engine.objects import GameObject
from reference_engine.state import GameState, PendingDecision, PendingTrigger, StackItem, current
from reference_engine.values import Characteristics
from tests.faults.patching import FaultInjectionError, replace, require, wrap_views

Injection = Callable[[contract.Adapter], contract.Adapter]

_THREE = ManaCost.parse("{3}")


def engine_patch(patch: Callable[[], None]) -> Injection:
    """An injection that patches the engine (``patch``) and certifies the reference adapter as is."""

    def inject(adapter: contract.Adapter) -> contract.Adapter:
        patch()
        return adapter

    inject.__name__ = patch.__name__
    inject.__doc__ = patch.__doc__
    return inject


# ------------------------------------------------------------ shared wrappers


def _object_of(args: tuple[Any, ...]) -> GameObject:
    """The object argument of a layer-1 function, whatever its exact signature."""
    return next(a for a in reversed(args) if isinstance(a, GameObject))


def _wrap_copiable_values(adjust: Callable[[GameObject, Characteristics], Characteristics]) -> None:
    """Layer 1 (copiable values, 613.2) gives ``adjust(obj, values)`` instead of ``values``
    (except when the engine asks what a face-down object would be face up)."""
    original = layers._copiable_values

    def copiable_values(*args: Any, **kwargs: Any) -> Characteristics:
        values: Characteristics = original(*args, **kwargs)
        if kwargs.get("assume_face_up"):
            return values
        return adjust(_object_of(args), values)

    replace(layers, "_copiable_values", copiable_values)


def _adjust_face_down_values(adjust: Callable[[GameObject, Characteristics], Characteristics]) -> None:
    """Layer 1b gives a face-down spell or permanent ``adjust(obj, face-down values)`` instead of
    its face-down values (708.2)."""
    _wrap_copiable_values(
        lambda obj, values: (
            adjust(obj, values)
            if obj.face_down is not None and obj.zone in (Zone.BATTLEFIELD, Zone.STACK)
            else values
        )
    )


def _after_turning_face_up(extra: Callable[[GameState, GameObject], None]) -> None:
    """Run ``extra`` right after a permanent is turned face up (708.8)."""
    original = face_down.turn_face_up

    def turn_face_up(state: GameState, obj: GameObject, *, megamorph: bool = False) -> bool:
        turned = original(state, obj, megamorph=megamorph)
        if turned:
            extra(state, obj)
        return bool(turned)

    replace(face_down, "turn_face_up", turn_face_up)


SpecialAction = Callable[[GameState, str, str, TurnUpMethod, "int | None"], None]


def _wrap_special_action(make: Callable[[SpecialAction], SpecialAction]) -> None:
    """Replace the special action of 116.2b by ``make(original)``."""
    replace(special_actions, "turn_face_up", make(special_actions.turn_face_up))


def _wrap_turn_up_cost(
    make: Callable[[Callable[[GameState, GameObject], ManaCost | None]], Callable[..., ManaCost | None]],
) -> None:
    """Replace the disguise cost of 702.168d (as the special action reads it) by ``make(original)``."""
    replace(disguise, "turn_up_cost", make(disguise.turn_up_cost))


def _suppress_reveal_while_moving(applies: Callable[[GameObject, Zone], bool]) -> None:
    """A zone change for which ``applies(obj, to)`` holds reveals nothing (708.9)."""
    original_move = zones.move

    def move(state: GameState, obj: GameObject, to: Zone, **options: Any) -> GameObject:
        if not applies(obj, to):
            return original_move(state, obj, to, **options)
        real_reveal = visibility.reveal
        moving = obj

        def reveal(state: GameState, obj: GameObject, to: Iterable[str] | None = None) -> None:
            if obj is not moving:
                real_reveal(state, obj, to)

        visibility.reveal = reveal
        try:
            return original_move(state, obj, to, **options)
        finally:
            visibility.reveal = real_reveal

    replace(zones, "move", move)


def _new_ward_trigger(state: GameState, obj: GameObject, item: StackItem) -> None:
    """Every ward ability ``obj`` has triggers for ``item`` (the body of 702.21a without its conditions)."""
    chars = layers.characteristics(state, obj)
    for keyword in chars.keywords("ward"):
        if keyword.cost is None:
            continue
        state.pending_triggers.append(
            PendingTrigger(
                source=obj,
                source_chars=chars,
                controller=obj.controller,
                ability=ward.ward_ability(keyword.cost, keyword.x_is),
                trigger=TriggerKind.WARD,
                ward_for=item.stack_id,
            )
        )


# ------------------------------------------------------------ characteristics (708.2)


def face_down_keeps_name() -> None:
    """A face-down permanent keeps its card's name."""
    _adjust_face_down_values(
        lambda obj, values: (
            dataclasses.replace(values, name=obj.definition.name) if obj.zone == Zone.BATTLEFIELD else values
        )
    )


def face_down_spell_has_mana_cost_three() -> None:
    """A face-down spell has mana cost {3} (the alternative cost read as its mana cost)."""
    _adjust_face_down_values(
        lambda obj, values: (
            dataclasses.replace(values, mana_cost=_THREE) if obj.zone == Zone.STACK else values
        )
    )


def face_down_keeps_colours() -> None:
    """A face-down object has its card's colours."""
    _adjust_face_down_values(lambda obj, values: dataclasses.replace(values, colors=obj.definition.colors))


def face_down_keeps_subtypes() -> None:
    """A face-down object has its card's subtypes (creature types)."""
    _adjust_face_down_values(
        lambda obj, values: dataclasses.replace(values, subtypes=obj.definition.subtypes)
    )


# ------------------------------------------------------------ hidden information (708.5, 708.6)


def _may_look(decide: Callable[[GameState, GameObject, str, bool], bool]) -> None:
    original = visibility.may_look

    def may_look(state: GameState, obj: GameObject, viewer: str) -> bool:
        return decide(state, obj, viewer, bool(original(state, obj, viewer)))

    replace(visibility, "may_look", may_look)


def opponents_see_face_down_spells() -> None:
    """Every player may know which card a face-down spell is."""
    _may_look(lambda state, obj, viewer, allowed: allowed or (obj.zone == Zone.STACK and bool(obj.face_down)))


def opponents_see_face_down_permanents() -> None:
    """Every player may know which card a face-down permanent is."""
    _may_look(
        lambda state, obj, viewer, allowed: allowed or (obj.zone == Zone.BATTLEFIELD and bool(obj.face_down))
    )


def controller_cannot_look() -> None:
    """Nobody, not even its controller, may look at a face-down spell or permanent."""

    def decide(state: GameState, obj: GameObject, viewer: str, allowed: bool) -> bool:
        hidden = obj.zone in (Zone.BATTLEFIELD, Zone.STACK) and obj.face_down is not None
        if hidden and viewer not in obj.known_to:
            return False
        return allowed

    _may_look(decide)


def cast_event_names_card() -> None:
    """The public ``cast`` event of a face-down spell names the card."""
    original = GameState.log

    def log(self: GameState, kind: EventKind, **data: Any) -> None:
        if kind == EventKind.CAST and data.get("face_down"):
            obj = self.find(str(data.get("object")))
            if obj is not None:
                data["card_name"] = obj.definition.name
        original(self, kind, **data)

    replace(GameState, "log", log)


def labels_not_distinct() -> None:
    """Every face-down object gets the same label."""
    replace(GameState, "new_label", lambda self: "face-down")


def labels_not_stable() -> None:
    """Whenever an object becomes face down, every other face-down object gets a new label."""
    original = visibility.assign_label

    def assign_label(state: GameState, obj: GameObject) -> None:
        original(state, obj)
        others = list(state.battlefield) + [item.spell for item in state.stack if item.spell is not None]
        for other in others:
            if other is not obj and other.face_down is not None:
                other.label = state.new_label()

    replace(visibility, "assign_label", assign_label)


def hide_face_down_method(adapter: contract.Adapter) -> contract.Adapter:
    """Players are not shown which ability made another player's object face down."""

    def hide(view: contract.GameView) -> contract.GameView:
        def strip(obj: contract.ObjectView) -> contract.ObjectView:
            if obj.face_down and obj.controller != view.viewer:
                return dataclasses.replace(obj, face_down_method=None)
            return obj

        return dataclasses.replace(
            view,
            objects={handle: strip(obj) for handle, obj in view.objects.items()},
            stack=tuple(
                dataclasses.replace(item, spell=strip(item.spell)) if item.spell is not None else item
                for item in view.stack
            ),
        )

    return wrap_views(adapter, hide)


# ------------------------------------------------------------ entering and turning face up (708.3, 708.8)


def face_down_entering_triggers_card() -> None:
    """A permanent entering face down triggers the enters abilities of its card."""
    require(triggers, "_trigger")
    original = triggers.entered

    def entered(state: GameState, obj: GameObject) -> None:
        original(state, obj)
        if obj.face_down is None:
            return
        printed = Characteristics.printed(obj.definition)
        for ability in printed.triggered():
            if ability.fires_on("enters") and (ability.subject is None or ability.include_self):
                triggers._trigger(state, obj, printed, ability, trigger_object=obj, event="enters")

    replace(triggers, "entered", entered)


def turning_up_triggers_enters() -> None:
    """Turning a permanent face up triggers its enters-the-battlefield abilities."""
    _after_turning_face_up(lambda state, obj: triggers.entered(state, obj))


def turning_up_applies_enters_replacements() -> None:
    """Turning a permanent face up applies its "enters tapped" and "as enters" abilities."""
    require(zones, "_apply_entering_replacements")
    _after_turning_face_up(lambda state, obj: zones._apply_entering_replacements(state, obj))


def turning_up_makes_new_object() -> None:
    """A permanent turned face up becomes a new object: new id, untapped, no counters or damage."""

    def renew(state: GameState, obj: GameObject) -> None:
        obj.object_id = state.new_object_id()
        obj.counters.clear()
        obj.damage = 0
        obj.tapped = False
        obj.sick = True
        state.invalidate()

    _after_turning_face_up(renew)


def turned_face_up_triggers_missing() -> None:
    """Nothing triggers on a permanent being turned face up."""
    replace(triggers, "turned_face_up", lambda state, obj: None)


def turning_up_keeps_ward() -> None:
    """A disguised permanent keeps ward {2} after it is turned face up."""
    ward_two = face_down_table.face_down_values(FaceDownMethod.DISGUISE).abilities
    disguised: list[GameObject] = []  # the objects themselves: object ids repeat from game to game
    original = face_down.turn_face_up

    def turn_face_up(state: GameState, obj: GameObject, *, megamorph: bool = False) -> bool:
        was = obj.face_down
        turned = bool(original(state, obj, megamorph=megamorph))
        if turned and was == FaceDownMethod.DISGUISE:
            disguised.append(obj)
            state.invalidate()
        return turned

    replace(face_down, "turn_face_up", turn_face_up)
    _wrap_copiable_values(
        lambda obj, values: (
            dataclasses.replace(values, abilities=(*values.abilities, *ward_two))
            if obj.face_down is None and obj.zone == Zone.BATTLEFIELD and any(o is obj for o in disguised)
            else values
        )
    )


# ------------------------------------------------------------ ward (702.21, 113.7a)


def disguise_has_no_ward() -> None:
    """A face-down disguised object has no ward {2}."""
    original = face_down_table.face_down_values

    def face_down_values(method: FaceDownMethod) -> Characteristics:
        values = original(method)
        if method == FaceDownMethod.DISGUISE:
            return dataclasses.replace(values, abilities=())
        return values

    replace(face_down_table, "face_down_values", face_down_values)


def ward_triggers_on_own_targeting() -> None:
    """Ward triggers when its controller's own spell or ability targets the permanent."""

    def became_target(state: GameState, obj: GameObject, item: StackItem) -> None:
        if obj.zone == Zone.BATTLEFIELD:
            _new_ward_trigger(state, obj, item)

    replace(triggers, "became_target", became_target)


def ward_on_face_down_spell() -> None:
    """A face-down spell's ward {2} triggers when an opponent's spell targets the spell."""
    original = triggers.became_target

    def became_target(state: GameState, obj: GameObject, item: StackItem) -> None:
        if obj.zone == Zone.STACK and obj.face_down is not None and item.controller != obj.controller:
            _new_ward_trigger(state, obj, item)
            return
        original(state, obj, item)

    replace(triggers, "became_target", became_target)


def ward_does_not_counter() -> None:
    """Ward does not counter the spell or ability when its cost is not paid."""
    require(effects, "IMPLEMENTATIONS")
    if "counter_unless_pays" not in effects.IMPLEMENTATIONS:
        raise FaultInjectionError("the engine has no counter_unless_pays effect: update the fault")
    original = effects.IMPLEMENTATIONS["counter_unless_pays"]

    def counter_unless_pays(ctx: effects.Context, effect: Effect) -> None:
        original(ctx, effect)
        decision = ctx.state.decision
        if decision is None or decision.kind != "pay_ward":
            return
        pending: PendingDecision = decision
        inner = pending.resume

        def resume(choice: str) -> None:
            from reference_engine import stack

            def keep(state: GameState, item: StackItem, *, reason: str = "countered") -> None:
                return None  # the spell or ability stays on the stack

            real_counter = stack.counter
            stack.counter = keep
            try:
                inner(choice)
            finally:
                stack.counter = real_counter

        pending.resume = resume

    effects.IMPLEMENTATIONS["counter_unless_pays"] = counter_unless_pays


def ward_trigger_ends_on_turning_up() -> None:
    """A ward ability that triggered stops existing when its source is turned face up."""

    def drop(state: GameState, obj: GameObject) -> None:
        state.stack[:] = [i for i in state.stack if not (i.trigger == TriggerKind.WARD and i.source is obj)]
        state.pending_triggers[:] = [
            t for t in state.pending_triggers if not (t.trigger == TriggerKind.WARD and t.source is obj)
        ]

    _after_turning_face_up(drop)


# ------------------------------------------------------------ the special action (116, 702.168d-e)


def turning_up_uses_the_stack() -> None:
    """Turning face up puts an ability on the stack; the permanent turns face up when it resolves."""
    require(effects, "IMPLEMENTATIONS")
    if "turn_face_up" not in effects.IMPLEMENTATIONS:
        raise FaultInjectionError("the engine has no turn_face_up effect: update the fault")

    def make(original: SpecialAction) -> SpecialAction:
        def turn_up(state: GameState, player: str, handle: str, method: TurnUpMethod, x: int | None) -> None:
            real = face_down.turn_face_up

            def defer(state: GameState, obj: GameObject, *, megamorph: bool = False) -> bool:
                item = StackItem(
                    stack_id=state.new_stack_id(),
                    kind="activated",
                    controller=player,
                    source=obj,
                    source_chars=layers.characteristics(state, obj),
                    ability=None,
                    effects=(Effect("turn_face_up", {"object": "self"}),),
                    text="Turn this permanent face up.",
                )
                state.stack.append(item)
                state.log(EventKind.ACTIVATED, player=player, source=obj.handle, stack_id=item.stack_id)
                return True

            face_down.turn_face_up = defer
            try:
                original(state, player, handle, method, x)
            finally:
                face_down.turn_face_up = real

        return turn_up

    _wrap_special_action(make)


def turning_up_passes_priority() -> None:
    """After turning a permanent face up, the next player receives priority."""
    require(priority, "next_player")

    def make(original: SpecialAction) -> SpecialAction:
        def turn_up(state: GameState, player: str, handle: str, method: TurnUpMethod, x: int | None) -> None:
            original(state, player, handle, method, x)
            state.priority = priority.next_player(state, player)

        return turn_up

    _wrap_special_action(make)


def turning_up_at_sorcery_speed() -> None:
    """A permanent can be turned face up only in its controller's main phase with an empty stack."""

    def make(original: SpecialAction) -> SpecialAction:
        def turn_up(state: GameState, player: str, handle: str, method: TurnUpMethod, x: int | None) -> None:
            priority.require_priority(state, player)
            if state.active != player or state.step not in (Step.MAIN1, Step.MAIN2) or state.stack:
                raise Illegal(Refusal.NOT_ALLOWED, "a permanent can be turned face up only at sorcery speed")
            original(state, player, handle, method, x)

        return turn_up

    _wrap_special_action(make)


def turning_up_not_with_spells_on_stack() -> None:
    """A permanent can't be turned face up while the stack is not empty."""

    def make(original: SpecialAction) -> SpecialAction:
        def turn_up(state: GameState, player: str, handle: str, method: TurnUpMethod, x: int | None) -> None:
            priority.require_priority(state, player)
            if state.stack:
                raise Illegal(
                    Refusal.NOT_ALLOWED, "a permanent can't be turned face up with a non-empty stack"
                )
            original(state, player, handle, method, x)

        return turn_up

    _wrap_special_action(make)


def turning_up_pays_mana_cost() -> None:
    """Turning a disguised permanent face up costs its mana cost instead of its disguise cost."""

    def make(original: Callable[[GameState, GameObject], ManaCost | None]) -> Callable[..., ManaCost | None]:
        def turn_up_cost(state: GameState, obj: GameObject) -> ManaCost | None:
            if original(state, obj) is None:
                return None
            return obj.definition.mana_cost

        return turn_up_cost

    _wrap_turn_up_cost(make)


def turning_up_ignores_x_in_payment() -> None:
    """The X chosen for a disguise cost is not paid (the permanent still sees it)."""

    def make(original: SpecialAction) -> SpecialAction:
        def turn_up(state: GameState, player: str, handle: str, method: TurnUpMethod, x: int | None) -> None:
            obj = state.find(handle)
            if (
                not x
                or method != TurnUpMethod.DISGUISE
                or obj is None
                or obj.zone != Zone.BATTLEFIELD
                or obj.face_down is None
            ):
                original(state, player, handle, method, x)
                return
            cost = disguise.turn_up_cost(state, obj)
            if cost is None or not cost.has_x:
                original(state, player, handle, method, x)
                return
            original(state, player, handle, method, 0)
            obj.x = x

        return turn_up

    _wrap_special_action(make)


def turning_up_forgets_x() -> None:
    """The X chosen for a disguise cost is paid, but the permanent's abilities see X = 0."""

    def make(original: SpecialAction) -> SpecialAction:
        def turn_up(state: GameState, player: str, handle: str, method: TurnUpMethod, x: int | None) -> None:
            original(state, player, handle, method, x)
            obj = state.find(handle)
            if obj is not None:
                obj.x = None

        return turn_up

    _wrap_special_action(make)


def face_down_spell_can_turn_up() -> None:
    """A face-down spell on the stack can be turned face up by paying its disguise cost."""

    def make(original: SpecialAction) -> SpecialAction:
        def turn_up(state: GameState, player: str, handle: str, method: TurnUpMethod, x: int | None) -> None:
            from reference_engine import payment

            obj = state.find(handle)
            if (
                obj is None
                or obj.zone != Zone.STACK
                or obj.face_down is None
                or obj.controller != player
                or method != TurnUpMethod.DISGUISE
            ):
                original(state, player, handle, method, x)
                return
            priority.require_priority(state, player)
            cost = disguise.turn_up_cost(state, obj)
            if cost is None:
                raise Illegal(Refusal.NOT_ALLOWED, f"{handle!r} has no disguise cost")
            plan = payment.plan(state, player, cost.bind_x(x or 0))
            if plan is None:
                raise Illegal(Refusal.CANNOT_PAY, f"{player} can't pay {cost}")
            payment.pay(state, player, plan)
            item = state.spell_item(obj)
            obj.face_down = None
            obj.label = None
            if item is not None:
                item.source_chars = Characteristics.printed(obj.definition)
                item.face_down_method = None
                item.text = obj.definition.oracle
            state.invalidate()
            state.log(EventKind.TURNED_FACE_UP, object=handle)
            state.priority = player

        return turn_up

    _wrap_special_action(make)


def lost_abilities_still_turn_up() -> None:
    """A face-down permanent that would have no disguise ability face up still turns up for the
    disguise cost printed on its card."""

    def make(original: Callable[[GameState, GameObject], ManaCost | None]) -> Callable[..., ManaCost | None]:
        def turn_up_cost(state: GameState, obj: GameObject) -> ManaCost | None:
            found = original(state, obj)
            if found is not None:
                return found
            for keyword in Characteristics.printed(obj.definition).keywords("disguise"):
                if keyword.cost is not None:
                    return keyword.cost
            return None

        return turn_up_cost

    _wrap_turn_up_cost(make)


# ------------------------------------------------------------ revealing (708.9)


def no_reveal_leaving_battlefield() -> None:
    """A face-down permanent leaving the battlefield is not revealed."""
    _suppress_reveal_while_moving(lambda obj, to: obj.zone == Zone.BATTLEFIELD and obj.face_down is not None)


def no_reveal_leaving_stack() -> None:
    """A face-down spell leaving the stack (countered) is not revealed."""
    _suppress_reveal_while_moving(
        lambda obj, to: obj.zone == Zone.STACK and obj.face_down is not None and to != Zone.BATTLEFIELD
    )


def no_reveal_of_spells_leaving_the_game() -> None:
    """Face-down spells on the stack are not revealed when their owner leaves the game or the
    game ends (face-down permanents still are)."""
    require(sba, "remove_player", "end_game")
    original_reveal = visibility.reveal
    ending: list[bool] = []

    def reveal(state: GameState, obj: GameObject, to: Any = None) -> None:
        if ending and obj.zone == Zone.STACK:
            return
        original_reveal(state, obj, to)

    def during(original: Callable[[GameState, str], None] | Callable[[GameState], None]) -> Any:
        def run(*args: Any) -> None:
            ending.append(True)
            try:
                original(*args)
            finally:
                ending.pop()

        return run

    replace(visibility, "reveal", reveal)
    replace(sba, "remove_player", during(sba.remove_player))
    replace(sba, "end_game", during(sba.end_game))


def land_refusal_tells_card_type() -> None:
    """Refusing to play a card of the library tells the player whether it is a land."""
    require(special_actions, "play_land")
    original = special_actions.play_land

    def play_land(state: GameState, player: str, handle: str) -> None:
        try:
            original(state, player, handle)
        except Illegal as refusal:
            obj = state.find(handle)
            if (
                obj is not None
                and obj.zone == Zone.LIBRARY
                and not layers.characteristics(state, obj).is_a("Land")
            ):
                raise Illegal(refusal.code, f"{handle!r} is not a land card (305.1)") from None
            raise

    replace(special_actions, "play_land", play_land)


# ------------------------------------------------------------ casting and costs (601.2, 118.9)


def alternative_costs_combine() -> None:
    """A face-down cast may also use "without paying its mana cost" (two alternative costs): it is free."""
    require(casting, "_FACE_DOWN_CASTING", "CastRequest")
    original = casting.cast_spell

    def cast_spell(state: GameState, request: casting.CastRequest) -> None:
        method = request.face_down
        if method is None or not request.without_paying:
            original(state, request)
            return
        free = any(
            static.effect == "cast_without_paying" and source.controller == request.player
            for source, static in layers.active_statics(state)
        )
        table = casting._FACE_DOWN_CASTING
        saved = table.get(method)
        if not free or saved is None:
            original(state, request)
            return
        table[method] = (saved[0], ManaCost())
        try:
            original(state, dataclasses.replace(request, without_paying=False))
        finally:
            table[method] = saved

    replace(casting, "cast_spell", cast_spell)


def reductions_skip_face_down_cost() -> None:
    """Cost reductions don't apply to the {3} of a face-down cast (increases still do)."""
    require(costs, "cost_changes")
    original = costs.total_cost

    def total_cost(state: GameState, spell: GameObject, chars: Characteristics, base: ManaCost) -> ManaCost:
        if spell.face_down is None:
            return original(state, spell, chars, base)
        increase, _reduction = costs.cost_changes(state, spell, chars)
        return base.add_generic(increase)

    replace(costs, "total_cost", total_cost)


def reductions_below_zero() -> None:
    """Cost reductions beyond the generic part of the cost give the caster that much {C}."""
    require(costs, "cost_changes")
    surplus: dict[int, int] = {}
    original_total = costs.total_cost
    original_cast = casting.cast_spell

    def total_cost(state: GameState, spell: GameObject, chars: Characteristics, base: ManaCost) -> ManaCost:
        increase, reduction = costs.cost_changes(state, spell, chars)
        surplus[id(state)] = max(0, reduction - base.generic - increase)
        return original_total(state, spell, chars, base)

    def cast_spell(state: GameState, request: casting.CastRequest) -> None:
        surplus.pop(id(state), None)
        original_cast(state, request)
        extra = surplus.pop(id(state), 0)
        if extra:
            state.player(request.player).pool.add("C", extra)

    replace(costs, "total_cost", total_cost)
    replace(casting, "cast_spell", cast_spell)


def reductions_before_increases() -> None:
    """Cost reductions are applied (and stopped at {0}) before cost increases are added."""
    require(costs, "cost_changes")

    def total_cost(state: GameState, spell: GameObject, chars: Characteristics, base: ManaCost) -> ManaCost:
        increase, reduction = costs.cost_changes(state, spell, chars)
        return base.reduce_generic(reduction).add_generic(increase)

    replace(costs, "total_cost", total_cost)


# ------------------------------------------------------------ names (201.2a, 704.5j)


def legend_rule_for_face_down() -> None:
    """The legend rule treats face-down permanents of legendary cards as legends with the same (no) name."""

    def legend_rule(state: GameState) -> bool:
        if state.decision is not None:
            return False
        groups: dict[tuple[str, str | None], list[GameObject]] = {}
        for obj in state.battlefield:
            chars = layers.characteristics(state, obj)
            legendary = "Legendary" in chars.supertypes or (
                obj.face_down is not None and "Legendary" in obj.definition.supertypes
            )
            if legendary:
                groups.setdefault((obj.controller, chars.name), []).append(obj)
        for (controller, _name), objects in groups.items():
            if len(objects) < 2:
                continue
            by_handle = {o.handle: o for o in objects}

            def resume(choice: str, by_handle: dict[str, GameObject] = by_handle) -> None:
                for handle, obj in by_handle.items():
                    if handle != choice and state.find(handle) is obj:
                        zones.move(state, obj, Zone.GRAVEYARD)

            state.decision = PendingDecision(
                player=controller,
                kind="legend_rule",
                options=tuple(by_handle),
                prompt="Choose the legend to keep (legend rule)",
                resume=resume,
            )
            return True
        return False

    replace(sba, "_legend_rule", legend_rule)


# ------------------------------------------------------------ cloak, manifest, dread (701.58, 701.40, 701.62)


def cloak_has_no_ward() -> None:
    """A cloaked object has no ward {2}."""
    original = face_down_table.face_down_values

    def face_down_values(method: FaceDownMethod) -> Characteristics:
        values = original(method)
        if method == FaceDownMethod.CLOAK:
            return dataclasses.replace(values, abilities=())
        return values

    replace(face_down_table, "face_down_values", face_down_values)


def face_down_instant_turns_up() -> None:
    """A manifested or cloaked instant or sorcery card turns face up like any other card (instead of
    being revealed and staying face down)."""
    original = face_down.turn_face_up

    def turn_face_up(state: GameState, obj: GameObject, *, megamorph: bool = False) -> bool:
        spell_card = obj.definition.has_type("Instant") or obj.definition.has_type("Sorcery")
        if (
            not spell_card
            or obj.merged
            or obj.zone != Zone.BATTLEFIELD
            or obj.face_down is None
            or face_down.turning_up_prevented(state, obj)
        ):
            return bool(original(state, obj, megamorph=megamorph))
        obj.face_down = None
        obj.label = None
        obj.transformed = False
        obj.turned_face_up_turn = state.turn
        obj.timestamp = state.new_timestamp()
        state.invalidate()
        state.log(EventKind.TURNED_FACE_UP, object=obj.handle)
        triggers.turned_face_up(state, obj)
        return True

    replace(face_down, "turn_face_up", turn_face_up)


def manifested_noncreature_turns_up_for_mana_cost() -> None:
    """A manifested card with a mana cost can be turned face up for it even if it is not a creature card."""
    require(special_actions, "_mana_cost_procedure")
    original = special_actions._mana_cost_procedure

    def mana_cost_procedure(obj: GameObject) -> ManaCost | None:
        found: ManaCost | None = original(obj)
        if found is None and obj.face_down == FaceDownMethod.MANIFEST:
            return obj.definition.mana_cost
        return found

    replace(special_actions, "_mana_cost_procedure", mana_cost_procedure)


def manifest_dread_keeps_other_card() -> None:
    """Manifest dread leaves the card not manifested on top of the library instead of putting it into
    the graveyard (the rest of 701.62a, and the 701.62b trigger, unchanged)."""
    require(effects, "IMPLEMENTATIONS")
    require(effect_context, "ask_choice", "record_moves", "players")
    if "manifest_dread" not in effects.IMPLEMENTATIONS:
        raise FaultInjectionError("the engine has no manifest_dread effect: update the fault")

    def manifest_dread(ctx: effects.Context, effect: Effect) -> None:
        state = ctx.state
        everyone = effect_context.players(ctx, effect["player"])
        moves: list[tuple[GameObject, str]] = []

        def one(index: int) -> None:
            if index >= len(everyone):
                effect_context.record_moves(ctx, moves)
                return
            player = everyone[index]
            looked = list(state.player(player).library[:2])
            for obj in looked:
                obj.known_to.add(player)

            def finish(choice: str) -> None:
                chosen = next((o for o in looked if o.handle == choice), None)
                if chosen is not None and current(state, chosen) is chosen:
                    new = face_down.put_onto_battlefield_face_down(
                        state, chosen, FaceDownMethod.MANIFEST, player
                    )
                    if new is not None:
                        moves.append((new, player))
                triggers.manifested_dread(state, player, [])
                one(index + 1)

            if len(looked) == 2:
                effect_context.ask_choice(
                    ctx,
                    "choose",
                    tuple(o.handle for o in looked),
                    "Choose the card to manifest; the other one goes to your graveyard",
                    finish,
                    player=player,
                )
                return
            finish(looked[0].handle if looked else "none")

        one(0)

    effects.IMPLEMENTATIONS["manifest_dread"] = manifest_dread


# ------------------------------------------------------------ morph and megamorph (702.37)


def morph_has_ward() -> None:
    """A face-down morph object has ward {2}, as a disguised one does."""
    original = face_down_table.face_down_values

    def face_down_values(method: FaceDownMethod) -> Characteristics:
        values = original(method)
        if method == FaceDownMethod.MORPH:
            return dataclasses.replace(values, abilities=original(FaceDownMethod.DISGUISE).abilities)
        return values

    replace(face_down_table, "face_down_values", face_down_values)


def megamorph_counter_on_any_turn_up() -> None:
    """A megamorph card gets its +1/+1 counter whenever it is turned face up, whatever turned it up."""
    original = face_down.turn_face_up

    def turn_face_up(state: GameState, obj: GameObject, *, megamorph: bool = False) -> bool:
        printed = Characteristics.printed(obj.definition)
        if any(True for _ in printed.keywords("megamorph")):
            megamorph = True
        return bool(original(state, obj, megamorph=megamorph))

    replace(face_down, "turn_face_up", turn_face_up)


# ------------------------------------------------------------ copies and double-faced cards (707.2, 712.15a)


def copy_of_face_down_copies_card() -> None:
    """A copy of a face-down permanent copies the card's face-up values instead of its face-down ones."""
    require(layers, "_copiable_values")

    def copiable_values(obj: GameObject, state: GameState | None = None) -> Characteristics:
        face_up = obj.face_down is not None and obj.zone == Zone.BATTLEFIELD
        return layers._copiable_values(state, obj, assume_face_up=face_up)

    replace(layers, "copiable_values", copiable_values)


def face_down_double_faced_transforms() -> None:
    """Transforming a face-down double-faced permanent turns it over: it ends face up, back face up."""
    require(effects, "IMPLEMENTATIONS")
    if "transform" not in effects.IMPLEMENTATIONS:
        raise FaultInjectionError("the engine has no transform effect: update the fault")
    original = effects.IMPLEMENTATIONS["transform"]

    def transform(ctx: effects.Context, effect: Effect) -> None:
        turned_over = [
            obj
            for obj in effect_context.objects(ctx, effect["object"])
            if obj.zone == Zone.BATTLEFIELD and obj.definition.double_faced and obj.face_down is not None
        ]
        original(ctx, effect)  # transforms the face-up ones, as before
        for obj in turned_over:
            obj.face_down = None
            obj.label = None
            obj.transformed = True
            ctx.state.invalidate()

    effects.IMPLEMENTATIONS["transform"] = transform


# ------------------------------------------------------------ cards: Panoptic Projektor, Karlov Watchdog


def projektor_ignored() -> None:
    """ "Turned face up" abilities trigger only once under Panoptic Projektor (its static is ignored)."""
    original = triggers.extra_instances

    def extra_instances(
        state: GameState,
        source: GameObject,
        source_chars: Characteristics,
        controller: str,
        event: str,
        subject: GameObject | None = None,
    ) -> int:
        extra = int(original(state, source, source_chars, controller, event, subject))
        if event == "turned_face_up":
            extra -= sum(
                1
                for static_source, static in layers.active_statics(state)
                if static.effect == "additional_face_up_triggers" and static_source.controller == controller
            )
        return extra

    replace(triggers, "extra_instances", extra_instances)


def watchdog_ignored() -> None:
    """Effects saying a permanent can't be turned face up (Karlov Watchdog's) are ignored."""
    replace(face_down, "turning_up_prevented", lambda state, obj: False)


# ------------------------------------------------------------ after a control change (708.5)


def owner_may_look_after_control_change() -> None:
    """The owner of a face-down permanent another player controls may look at it."""
    _may_look(
        lambda state, obj, viewer, allowed: (
            allowed or (obj.zone == Zone.BATTLEFIELD and obj.face_down is not None and viewer == obj.owner)
        )
    )
