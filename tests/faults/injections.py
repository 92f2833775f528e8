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
from collections.abc import Callable, Iterable, Iterator
from types import MappingProxyType
from typing import Any

from facedown import adapter as contract
from reference_engine import (
    attractions,
    battles,
    casting,
    combat,
    costs,
    effects,
    face_down,
    payment,
    planechase,
    priority,
    resolution,
    sba,
    special_actions,
    triggers,
    turn,
    visibility,
    zones,
)
from reference_engine import characteristics as layers
from reference_engine import face_down_values as face_down_table
from reference_engine import mana as mana_module
from reference_engine import offers as offers_module
from reference_engine import targets as targets_module
from reference_engine.cards import Effect, FaceDownFace, Triggered
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

    def turn_face_up(
        state: GameState, obj: GameObject, *, megamorph: bool = False, by: str | None = None
    ) -> bool:
        turned = original(state, obj, megamorph=megamorph, by=by)
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
    replace(triggers, "turned_face_up", lambda state, obj, by=None: None)


def turning_up_keeps_ward() -> None:
    """A disguised permanent keeps ward {2} after it is turned face up."""
    ward_two = face_down_table.face_down_values(FaceDownMethod.DISGUISE).abilities
    disguised: list[GameObject] = []  # the objects themselves: object ids repeat from game to game
    original = face_down.turn_face_up

    def turn_face_up(
        state: GameState, obj: GameObject, *, megamorph: bool = False, by: str | None = None
    ) -> bool:
        was = obj.face_down
        turned = bool(original(state, obj, megamorph=megamorph, by=by))
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

    def face_down_values(method: FaceDownMethod, face: FaceDownFace | None = None) -> Characteristics:
        values = original(method, face)
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

            def defer(
                state: GameState, obj: GameObject, *, megamorph: bool = False, by: str | None = None
            ) -> bool:
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


def resolved_item_controller_gets_priority() -> None:
    """After a spell or ability resolves, its controller receives priority instead of the active
    player (117.3b)."""

    def make(original: Callable[[GameState], None]) -> Callable[[GameState], None]:
        def continue_resolution(state: GameState) -> None:
            item = state.resolving.item if state.resolving is not None else None
            original(state)
            if item is not None and state.resolving is None and state.priority is not None:
                state.priority = item.controller

        return continue_resolution

    replace(resolution, "continue_resolution", make(resolution.continue_resolution))


def trigger_controller_gets_priority() -> None:
    """When a triggered ability is put on the stack, its controller receives priority instead of the
    player who was to receive it (the one who cast the spell, 117.3c)."""

    def make(original: Callable[[GameState], None]) -> Callable[[GameState], None]:
        def put_on_stack(state: GameState) -> None:
            before = len(state.stack)
            original(state)
            if len(state.stack) > before:
                state.priority = state.stack[-1].controller

        return put_on_stack

    replace(triggers, "put_on_stack", make(triggers.put_on_stack))


def _card_has_turn_up_keyword(obj: GameObject) -> bool:
    """Whether the card of ``obj`` has morph, megamorph or disguise (as printed)."""
    printed = Characteristics.printed(obj.definition)
    return any(printed.has_keyword(k) for k in ("morph", "megamorph", "disguise"))


def turn_up_morph_replaces_mana_cost() -> None:
    """A manifested or cloaked card with morph or disguise can be turned face up only by that cost: the
    engine refuses its mana cost (it picks the procedure instead of the player)."""
    require(special_actions, "turn_up_proposal")
    original = special_actions.turn_up_proposal

    def turn_up_proposal(
        state: GameState, player: str, handle: str, method: TurnUpMethod, x: int | None
    ) -> special_actions.TurnUp:
        obj = state.find(handle)
        if (
            method == TurnUpMethod.MANA_COST
            and obj is not None
            and obj.face_down in (FaceDownMethod.MANIFEST, FaceDownMethod.CLOAK)
            and _card_has_turn_up_keyword(obj)
        ):
            raise Illegal(Refusal.NOT_ALLOWED, "turned face up by its morph or disguise cost only")
        return original(state, player, handle, method, x)

    replace(special_actions, "turn_up_proposal", turn_up_proposal)


def _turn_up_procedures(changes: dict[FaceDownMethod, frozenset[TurnUpMethod]]) -> None:
    """Give the face-down methods of ``changes`` other turn-up procedures (the table of 708.2a/701.40b-d)."""
    require(face_down_table, "PROFILES")
    profiles = dict(face_down_table.PROFILES)
    for method, procedures in changes.items():
        profiles[method] = dataclasses.replace(profiles[method], turn_up=procedures)
    replace(face_down_table, "PROFILES", MappingProxyType(profiles))


def manifested_mana_cost_only() -> None:
    """A manifested or cloaked card can be turned face up only for its mana cost, never for a morph or
    disguise cost it has (701.40c-d, 701.58c-d missing)."""
    only = frozenset({TurnUpMethod.MANA_COST})
    _turn_up_procedures({FaceDownMethod.MANIFEST: only, FaceDownMethod.CLOAK: only})


def morphed_turns_up_for_mana_cost() -> None:
    """A morphed or disguised permanent can also be turned face up for its mana cost."""
    every = frozenset(TurnUpMethod)
    _turn_up_procedures({FaceDownMethod.DISGUISE: every, FaceDownMethod.MORPH: every})


def cloaked_creature_no_mana_cost_procedure() -> None:
    """A cloaked creature card can't be turned face up for its mana cost (701.58b missing)."""
    by_ability = frozenset({TurnUpMethod.DISGUISE, TurnUpMethod.MORPH})
    _turn_up_procedures({FaceDownMethod.CLOAK: by_ability})


def effect_face_down_turns_up_for_mana_cost() -> None:
    """A permanent turned face down by an effect can be turned face up for its mana cost (708.7 broken)."""
    _turn_up_procedures({FaceDownMethod.EFFECT: frozenset(TurnUpMethod)})


def turning_up_needs_no_mana() -> None:
    """A face-down permanent whose cost its controller can't pay is turned face up for nothing."""
    require(payment, "plan")
    original = payment.plan

    def plan(
        state: GameState,
        player: str,
        cost: ManaCost,
        *,
        exclude: str | None = None,
        purpose: str | None = None,
    ) -> Any:
        found = original(state, player, cost, exclude=exclude, purpose=purpose)
        if found is None and purpose is not None and purpose.startswith("turn_face_up"):
            return original(state, player, ManaCost(), exclude=exclude, purpose=purpose)
        return found

    replace(payment, "plan", plan)


def disguise_card_cast_face_down_by_morph() -> None:
    """A card with disguise (and no morph) can also be cast face down by announcing morph."""
    require(casting, "_FACE_DOWN_CASTING")
    table = dict(casting._FACE_DOWN_CASTING)
    morph_may_use, morph_cost = table[FaceDownMethod.MORPH]
    disguise_may_use, _cost = table[FaceDownMethod.DISGUISE]

    def may_use(chars: Characteristics) -> bool:
        return bool(morph_may_use(chars) or disguise_may_use(chars))

    table[FaceDownMethod.MORPH] = (may_use, morph_cost)
    replace(casting, "_FACE_DOWN_CASTING", table)


def face_down_cast_costs_two() -> None:
    """Casting a card face down with disguise costs {2} instead of {3}."""
    require(casting, "_FACE_DOWN_CASTING")
    table = dict(casting._FACE_DOWN_CASTING)
    may_use, _cost = table[FaceDownMethod.DISGUISE]
    table[FaceDownMethod.DISGUISE] = (may_use, ManaCost.parse("{2}"))
    replace(casting, "_FACE_DOWN_CASTING", table)


def land_play_any_turn() -> None:
    """A land can be played whenever its owner holds priority, in any step and on any player's turn."""
    require(special_actions, "land_to_play")
    original = special_actions.land_to_play

    def land_to_play(state: GameState, player: str, handle: str) -> GameObject:
        active, step, stack = state.active, state.step, state.stack
        state.active, state.step, state.stack = player, Step.MAIN1, []
        try:
            found: GameObject = original(state, player, handle)
            return found
        finally:
            state.active, state.step, state.stack = active, step, stack

    replace(special_actions, "land_to_play", land_to_play)


def offers_omit_land_plays() -> None:
    """A player is never offered playing a land (playing one is still accepted)."""
    require(offers_module, "_lands")

    def lands(state: GameState, player: str) -> Iterator[offers_module.OfferInfo]:
        return iter(())

    replace(offers_module, "_lands", lands)


def offers_ignore_priority() -> None:
    """A player is offered what they could do if they held priority, whoever holds it."""
    require(offers_module, "offers")
    original = offers_module.offers

    def offers(state: GameState, player: str) -> tuple[offers_module.OfferInfo, ...]:
        holder = state.priority
        state.priority = player
        try:
            found: tuple[offers_module.OfferInfo, ...] = original(state, player)
            return found
        finally:
            state.priority = holder

    replace(offers_module, "offers", offers)


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

    def face_down_values(method: FaceDownMethod, face: FaceDownFace | None = None) -> Characteristics:
        values = original(method, face)
        if method == FaceDownMethod.CLOAK:
            return dataclasses.replace(values, abilities=())
        return values

    replace(face_down_table, "face_down_values", face_down_values)


def face_down_instant_turns_up() -> None:
    """A manifested or cloaked instant or sorcery card turns face up like any other card (instead of
    being revealed and staying face down)."""
    original = face_down.turn_face_up

    def turn_face_up(
        state: GameState, obj: GameObject, *, megamorph: bool = False, by: str | None = None
    ) -> bool:
        spell_card = obj.definition.has_type("Instant") or obj.definition.has_type("Sorcery")
        if (
            not spell_card
            or obj.merged
            or obj.zone != Zone.BATTLEFIELD
            or obj.face_down is None
            or face_down.turning_up_prevented(state, obj)
        ):
            return bool(original(state, obj, megamorph=megamorph, by=by))
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
    _replace_manifest_dread(bin_others=False)


def _replace_manifest_dread(
    *, bin_others: bool = True, bin_choice: bool = True, trigger_first: bool = False
) -> None:
    """Replace the manifest dread op (701.62a) by one that puts the cards looked at and not manifested
    into the graveyard only if ``bin_others`` (and the card chosen but kept off the battlefield only if
    ``bin_choice``), and whose "whenever you manifest dread" trigger happens before the graveyard step
    when ``trigger_first`` (it then knows of no card put there)."""
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
                if trigger_first:
                    triggers.manifested_dread(state, player, [])
                binned = [
                    zones.move(state, obj, Zone.GRAVEYARD)
                    for obj in looked
                    if bin_others
                    and (bin_choice or obj is not chosen)
                    and current(state, obj) is obj
                    and obj.zone == Zone.LIBRARY
                ]
                if not trigger_first:
                    triggers.manifested_dread(state, player, binned)
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


# ------------------------------------------------------------ secret choices (400.2)


def secret_choice_revealed_at_once() -> None:
    """ "Secretly choose one of them" is made as a public choice: the permanent chosen is revealed
    to every player as soon as it is chosen, not as it is turned face up."""
    require(effects, "IMPLEMENTATIONS")
    require(visibility, "reveal")
    if "secretly_choose" not in effects.IMPLEMENTATIONS:
        raise FaultInjectionError("the engine has no secretly_choose effect: update the fault")
    original = effects.IMPLEMENTATIONS["secretly_choose"]

    def secretly_choose(ctx: effects.Context, effect: Effect) -> None:
        state = ctx.state
        known = len(state.secret_choices)
        original(ctx, effect)

        def reveal_new() -> None:
            for choice in state.secret_choices[known:]:
                chosen = state.by_object_id(choice.object_id)
                if chosen is not None:
                    visibility.reveal(state, chosen)

        pending = state.decision
        if pending is None:
            reveal_new()
            return
        resume = pending.resume

        def resume_and_reveal(option: str) -> None:
            resume(option)
            reveal_new()

        state.decision = dataclasses.replace(pending, resume=resume_and_reveal)

    effects.IMPLEMENTATIONS["secretly_choose"] = secretly_choose


# ------------------------------------------------------------ shuffling face-down permanents (701.24a)


def _wrap_shuffle(after: Callable[[effects.Context, list[GameObject]], None], *, deal: bool) -> None:
    """Wrap the ``shuffle_face_down`` op: once the shuffle's outcome is answered, run the engine's own
    dealing (``deal``) or not, then ``after`` with the shuffled permanents."""
    require(effects, "IMPLEMENTATIONS")
    if "shuffle_face_down" not in effects.IMPLEMENTATIONS:
        raise FaultInjectionError("the engine has no shuffle_face_down effect: update the fault")
    original = effects.IMPLEMENTATIONS["shuffle_face_down"]

    def shuffle_face_down(ctx: effects.Context, effect: Effect) -> None:
        original(ctx, effect)
        pending = ctx.state.decision
        if pending is None or pending.kind != "shuffle":
            return
        resume = pending.resume
        shuffled = list(ctx.sets.get("moved", []))

        def answer(option: str) -> None:
            if deal:
                resume(option)
            after(ctx, shuffled)

        ctx.state.decision = dataclasses.replace(pending, resume=answer)

    effects.IMPLEMENTATIONS["shuffle_face_down"] = shuffle_face_down


def shuffle_keeps_ids() -> None:
    """Shuffling face-down permanents deals them new face-down tags in the shuffled order, but each keeps
    the id every player knew it by, so an opponent follows each card through the shuffle."""

    def keep_ids(ctx: effects.Context, shuffled: list[GameObject]) -> None:
        for obj in shuffled:
            obj.public_id = None
        ctx.state.invalidate()

    _wrap_shuffle(keep_ids, deal=True)


def shuffle_does_nothing() -> None:
    """A shuffle of face-down permanents asks for its outcome and then ignores it: each card keeps the
    face-down tag and the id it had, so every player can tell which card is which."""
    _wrap_shuffle(lambda ctx, shuffled: None, deal=False)


# ------------------------------------------------------------ sideboards, outside the game (400.11)


def _sideboard_op() -> Callable[[effects.Context, Effect], None]:
    require(effects, "IMPLEMENTATIONS")
    if "look_at_sideboard" not in effects.IMPLEMENTATIONS or "look_at_top" not in effects.IMPLEMENTATIONS:
        raise FaultInjectionError("the engine has no look_at_sideboard or look_at_top effect: update it")
    return effects.IMPLEMENTATIONS["look_at_sideboard"]


def sideboard_look_shown_to_all() -> None:
    """The cards an effect looks at in a player's sideboard are shown to every player, not only to the
    effect's controller, so the opponent knows which card it exiles face down."""
    original = _sideboard_op()

    def look_at_sideboard(ctx: effects.Context, effect: Effect) -> None:
        original(ctx, effect)
        for obj in ctx.sets.get("looked", []):
            obj.known_to.update(p.name for p in ctx.state.players)
        ctx.state.invalidate()

    effects.IMPLEMENTATIONS["look_at_sideboard"] = look_at_sideboard


def sideboard_look_at_library() -> None:
    """ "Look at N random cards from your sideboard" looks at the top N cards of the library instead."""
    _sideboard_op()
    effects.IMPLEMENTATIONS["look_at_sideboard"] = effects.IMPLEMENTATIONS["look_at_top"]


# ------------------------------------------------------------ morph and megamorph (702.37)


def morph_has_ward() -> None:
    """A face-down morph object has ward {2}, as a disguised one does."""
    original = face_down_table.face_down_values

    def face_down_values(method: FaceDownMethod, face: FaceDownFace | None = None) -> Characteristics:
        values = original(method, face)
        if method == FaceDownMethod.MORPH:
            return dataclasses.replace(values, abilities=original(FaceDownMethod.DISGUISE).abilities)
        return values

    replace(face_down_table, "face_down_values", face_down_values)


def megamorph_counter_on_any_turn_up() -> None:
    """A megamorph card gets its +1/+1 counter whenever it is turned face up, whatever turned it up."""
    original = face_down.turn_face_up

    def turn_face_up(
        state: GameState, obj: GameObject, *, megamorph: bool = False, by: str | None = None
    ) -> bool:
        printed = Characteristics.printed(obj.definition)
        if any(True for _ in printed.keywords("megamorph")):
            megamorph = True
        return bool(original(state, obj, megamorph=megamorph, by=by))

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


# ------------------------------------------------------------ rules the face-down family touches (issue 15)


def exiled_face_down_card_is_a_two_two() -> None:
    """A card lying face down in exile has the characteristics of a face-down 2/2 permanent (110.5d)."""

    def adjust(obj: GameObject, values: Characteristics) -> Characteristics:
        if obj.zone == Zone.EXILE and obj.face_down is not None:
            method = obj.face_down if isinstance(obj.face_down, FaceDownMethod) else FaceDownMethod.EFFECT
            return face_down_table.face_down_values(method)
        return values

    _wrap_copiable_values(adjust)


def exiled_double_faced_card_shows_back() -> None:
    """A double-faced card exiled face down shows its back face to every player (712.17)."""

    def adjust(obj: GameObject, values: Characteristics) -> Characteristics:
        back = obj.definition.back
        if obj.zone == Zone.EXILE and obj.face_down is not None and back is not None:
            return Characteristics.printed(back)
        return values

    _wrap_copiable_values(adjust)


def face_down_cards_must_be_cast_face_down() -> None:
    """A card with disguise or morph can't be cast face up for its mana cost (118.9b)."""
    original = casting.cast_spell

    def cast_spell(state: GameState, request: casting.CastRequest) -> None:
        obj = state.find(request.card)
        if request.face_down is None and obj is not None:
            printed = Characteristics.printed(obj.definition)
            if any(printed.has_keyword(k) for k in ("disguise", "morph", "megamorph")):
                raise Illegal(Refusal.NOT_ALLOWED, "a card with disguise or morph is cast face down")
        original(state, request)

    replace(casting, "cast_spell", cast_spell)


def nameless_objects_count_as_a_name() -> None:
    """Counting objects with different names, the nameless ones count as one more name (201.2b)."""
    require(layers, "different_names")

    def different_names(state: GameState, filt: Any, source: GameObject, controller: str) -> int:
        names: set[str | None] = set()
        for obj in state.battlefield:
            chars = layers.characteristics(state, obj)
            if layers.matches(state, filt, obj, chars, controller, source):
                names.add(chars.name)
        return len(names)

    replace(layers, "different_names", different_names)


def power_toughness_choice_only_as_it_enters() -> None:
    """ "As this enters or is turned face up, it becomes your choice of ..." applies only as it enters:
    turned face up, the permanent gets no power and toughness (208.2b)."""
    original = effects.IMPLEMENTATIONS["choose_power_toughness"]

    def choose(ctx: effects.Context, effect: Effect) -> None:
        source = current(ctx.state, ctx.source)
        if source is not None and source.turned_face_up_turn == ctx.state.turn:
            return
        original(ctx, effect)

    effects.IMPLEMENTATIONS["choose_power_toughness"] = choose


def mana_value_of_face_down_read_from_card() -> None:
    """Targets and conditions that look at mana value see a face-down spell's or permanent's card (601.2c,
    708.4): its mana value is the card's, not 0."""
    original = layers.matches

    def matches(
        state: GameState,
        filt: Any,
        obj: GameObject,
        chars: Characteristics,
        perspective: str,
        source: GameObject | None,
        **options: Any,
    ) -> bool:
        if obj.face_down is not None and any(
            v is not None for v in (filt.mana_value, filt.min_mana_value, filt.max_mana_value)
        ):
            chars = dataclasses.replace(chars, mana_cost=obj.definition.mana_cost)
        return bool(original(state, filt, obj, chars, perspective, source, **options))

    replace(layers, "matches", matches)


def illegal_face_down_cast_reveals_card() -> None:
    """A proposed face-down cast that turns out illegal reveals the card to every player as it goes back
    (601.2e: the game should return to the moment before the cast was proposed)."""
    original = casting.cast_spell

    def cast_spell(state: GameState, request: casting.CastRequest) -> None:
        try:
            original(state, request)
        except Illegal:
            obj = state.find(request.card)
            if request.face_down is not None and obj is not None:
                visibility.reveal(state, obj)
            raise

    replace(casting, "cast_spell", cast_spell)


def face_down_cast_at_any_time() -> None:
    """A face-down spell may be cast whenever its caster has priority, like an instant (708.4, 307.1)."""
    require(casting, "_timing_allows")
    original = casting.cast_spell
    timing = casting._timing_allows

    def cast_spell(state: GameState, request: casting.CastRequest) -> None:
        if request.face_down is None:
            original(state, request)
            return
        casting._timing_allows = lambda *_args: True  # type: ignore[assignment]
        try:
            original(state, request)
        finally:
            casting._timing_allows = timing

    replace(casting, "cast_spell", cast_spell)


def entering_seen_face_up() -> None:
    """Abilities that trigger on a permanent entering see a face-down permanent with its card's
    characteristics (603.6b)."""
    require(triggers, "_fire")
    original = triggers.entered

    def entered(state: GameState, obj: GameObject) -> None:
        if obj.face_down is None:
            original(state, obj)
            return
        triggers._fire(state, "enters", obj, Characteristics.printed(obj.definition))

    replace(triggers, "entered", entered)


def leaving_seen_face_up() -> None:
    """Abilities that trigger on a permanent leaving look back at a face-down permanent as the card it is
    (603.6c)."""
    original = triggers.left_battlefield

    def left_battlefield(
        state: GameState, old: GameObject, old_chars: Characteristics, new: GameObject
    ) -> None:
        if old.face_down is not None:
            old_chars = Characteristics.printed(old.definition)
        original(state, old, old_chars, new)

    replace(triggers, "left_battlefield", left_battlefield)


def leaves_trigger_loses_the_card() -> None:
    """An ability that triggered on a permanent leaving can't find the card in the zone it went to
    (603.6e)."""
    original = effect_context.objects

    def objects(ctx: effects.Context, ref: Any) -> list[GameObject]:
        found: list[GameObject] = original(ctx, ref)
        if ref == "trigger_object":
            return [o for o in found if o.zone not in (Zone.GRAVEYARD, Zone.EXILE)]
        return found

    replace(effect_context, "objects", objects)


def turning_up_ends_copy_effects() -> None:
    """Turning a face-down permanent face up ends the copy effects that applied to it (613.2a)."""

    def end_copies(state: GameState, obj: GameObject) -> None:
        state.effects[:] = [
            e for e in state.effects if not (e.kind == "copy" and obj.object_id in e.object_ids)
        ]
        obj.copied = None
        state.invalidate()

    _after_turning_face_up(end_copies)


def converting_turns_face_up() -> None:
    """Converting a permanent counts as turning it face up: such abilities trigger (701.28b)."""
    original = effects.IMPLEMENTATIONS["convert"]

    def convert(ctx: effects.Context, effect: Effect) -> None:
        before = {o.object_id: o.transformed for o in effect_context.objects(ctx, effect["object"])}
        original(ctx, effect)
        for obj in effect_context.objects(ctx, effect["object"]):
            if obj.object_id in before and before[obj.object_id] != obj.transformed:
                ctx.state.log(EventKind.TURNED_FACE_UP, object=obj.handle)
                triggers.turned_face_up(ctx.state, obj)

    effects.IMPLEMENTATIONS["convert"] = convert


def controller_of_player_sees_nothing_more() -> None:
    """A player who controls another player sees no more than before (723.4)."""
    replace(GameState, "sees_for", lambda self, viewer: frozenset({viewer}))


def merging_turns_face_up() -> None:
    """A face-down permanent that a spell mutates onto, from above, is turned face up (730.2e)."""
    original = zones.merge

    def merge(state: GameState, spell: GameObject, permanent: GameObject, *, over: bool) -> None:
        was_face_down = permanent.face_down is not None
        original(state, spell, permanent, over=over)
        if over and was_face_down:
            state.log(EventKind.TURNED_FACE_UP, object=permanent.handle)
            triggers.turned_face_up(state, permanent)

    replace(zones, "merge", merge)


def merged_face_down_cards_not_revealed() -> None:
    """The face-down cards under a face-up merged permanent that leaves the battlefield are not revealed
    (708.9, 730.2e)."""
    original = zones.move

    def move(state: GameState, obj: GameObject, to: Zone, **options: Any) -> GameObject:
        if obj.zone == Zone.BATTLEFIELD and obj.face_down is None:
            obj.merged_face_down = {}
        return original(state, obj, to, **options)

    replace(zones, "move", move)


def merged_cards_stay_face_down() -> None:
    """Turning a face-down merged permanent face up turns only its topmost card: the cards under it stay
    face down (730.2f)."""
    original = face_down.turn_face_up

    def turn_face_up(
        state: GameState, obj: GameObject, *, megamorph: bool = False, by: str | None = None
    ) -> bool:
        under = dict(obj.merged_face_down)
        turned = bool(original(state, obj, megamorph=megamorph, by=by))
        if turned and under:
            obj.merged_face_down = under
            state.invalidate()
        return turned

    replace(face_down, "turn_face_up", turn_face_up)


def merged_reveal_only_instants() -> None:
    """A face-down merged permanent with an instant in it that would turn face up reveals only the
    instant or sorcery cards, not the permanent (730.2g)."""
    original = face_down.turn_face_up
    real_reveal = visibility.reveal

    def turn_face_up(
        state: GameState, obj: GameObject, *, megamorph: bool = False, by: str | None = None
    ) -> bool:
        if not obj.merged:
            return bool(original(state, obj, megamorph=megamorph, by=by))

        def reveal(state: GameState, shown: GameObject, to: Iterable[str] | None = None) -> None:
            if shown is not obj:
                real_reveal(state, shown, to)

        visibility.reveal = reveal
        try:
            return bool(original(state, obj, megamorph=megamorph, by=by))
        finally:
            visibility.reveal = real_reveal

    replace(face_down, "turn_face_up", turn_face_up)


def face_down_commander_forgotten() -> None:
    """A commander that leaves the battlefield face down is not recognised as a commander (903.3)."""
    original = zones.move

    def move(state: GameState, obj: GameObject, to: Zone, **options: Any) -> GameObject:
        face_down_before = obj.face_down is not None and obj.zone == Zone.BATTLEFIELD
        new = original(state, obj, to, **options)
        if face_down_before:
            state.commanders_moved[:] = [o for o in state.commanders_moved if o is not new]
        return new

    replace(zones, "move", move)


def copy_of_commander_is_commander() -> None:
    """A permanent that copies a commander is a commander too, going by its name (903.3)."""
    original = zones.move

    def move(state: GameState, obj: GameObject, to: Zone, **options: Any) -> GameObject:
        copied = layers.characteristics(state, obj).name if obj.zone == Zone.BATTLEFIELD else None
        new = original(state, obj, to, **options)
        commanders = {c.definition.name for c in state.cards.values() if c.commander}
        if to in (Zone.GRAVEYARD, Zone.EXILE) and not obj.card.commander and copied in commanders:
            state.commanders_moved.append(new)
        return new

    replace(zones, "move", move)


def cloak_in_library_order() -> None:
    """Cards chosen to be cloaked are cloaked in their library order, not in the order chosen (701.58e)."""
    original = effects.IMPLEMENTATIONS["cloak"]

    def cloak(ctx: effects.Context, effect: Effect) -> None:
        ref = effect["object"]
        if isinstance(ref, str) and ref in ctx.sets:

            def position(obj: GameObject) -> int:
                library = ctx.state.player(obj.owner).library
                return next((i for i, o in enumerate(library) if o is obj), len(library))

            ctx.sets[ref] = sorted(ctx.sets[ref], key=position)
        original(ctx, effect)

    effects.IMPLEMENTATIONS["cloak"] = cloak


def turn_up_mana_cost_read_from_copy() -> None:
    """Turning a cloaked or manifested permanent face up for a mana cost reads the card as copy effects
    make it (its types and mana cost), not the card itself (701.58b, RUL-gen-cloak-2b)."""
    require(special_actions, "_mana_cost_procedure")
    seen: list[GameState] = []

    def make(original: SpecialAction) -> SpecialAction:
        def turn_up(state: GameState, player: str, handle: str, method: TurnUpMethod, x: int | None) -> None:
            seen[:] = [state]
            original(state, player, handle, method, x)

        return turn_up

    def mana_cost_procedure(obj: GameObject) -> ManaCost | None:
        if not seen:
            return None
        copied = obj.copied
        for effect in sorted(seen[0].effects, key=lambda e: e.timestamp):
            if effect.kind == "copy" and obj.object_id in effect.object_ids and effect.copied is not None:
                copied = effect.copied
        values = copied if copied is not None else Characteristics.printed(obj.definition)
        return values.mana_cost if values.is_creature and values.mana_cost is not None else None

    replace(special_actions, "_mana_cost_procedure", mana_cost_procedure)
    _wrap_special_action(make)


def as_turned_face_up_is_a_trigger() -> None:
    """ "As this is turned face up" abilities wait on the stack as triggered abilities (614.1e)."""
    require(triggers, "_trigger")
    original = face_down.turn_face_up

    def turn_face_up(
        state: GameState, obj: GameObject, *, megamorph: bool = False, by: str | None = None
    ) -> bool:
        real = state.ports.run_now

        def run_now(state: GameState, source: GameObject, controller: str, steps: Any) -> None:
            if source is not obj:
                real(state, source, controller, steps)
                return
            ability = Triggered(
                trigger="turned_face_up", effects=tuple(steps), text="As this is turned face up"
            )
            chars = layers.characteristics(state, source)
            triggers._trigger(state, source, chars, ability, trigger_object=source, event="turned_face_up")

        state.ports = dataclasses.replace(state.ports, run_now=run_now)
        try:
            return bool(original(state, obj, megamorph=megamorph, by=by))
        finally:
            state.ports = dataclasses.replace(state.ports, run_now=real)

    replace(face_down, "turn_face_up", turn_face_up)


def face_down_by_effect_keeps_power() -> None:
    """A permanent turned face down by an effect that lists nothing keeps its card's power and toughness
    (708.2a)."""
    _adjust_face_down_values(
        lambda obj, values: (
            dataclasses.replace(values, power=obj.definition.power, toughness=obj.definition.toughness)
            if obj.face_down == FaceDownMethod.EFFECT and obj.definition.power is not None
            else values
        )
    )


def turn_up_charges_x_without_x() -> None:
    """Turning a permanent face up with an X announced for a cost without X is allowed, and X is paid
    on top of the cost (107.3d, 702.168d)."""
    from reference_engine import payment

    def make(original: SpecialAction) -> SpecialAction:
        def turn_up(state: GameState, player: str, handle: str, method: TurnUpMethod, x: int | None) -> None:
            try:
                original(state, player, handle, method, x)
            except Illegal as refusal:
                if refusal.code != Refusal.INVALID_CHOICE or not x or x < 0:
                    raise
                if not payment.pay_mana(
                    state, player, ManaCost.parse("{" + str(x) + "}"), purpose="turn_face_up"
                ):
                    raise Illegal(Refusal.CANNOT_PAY, "can't pay X") from None
                original(state, player, handle, method, None)

        return turn_up

    _wrap_special_action(make)


def leaving_player_gives_back_cards() -> None:
    """When a player leaves, the permanents they control but don't own go back to their owners instead of
    being exiled (800.4a)."""
    original = sba.remove_player

    def remove_player(state: GameState, name: str) -> None:
        for obj in state.battlefield:
            if obj.controller == name and obj.owner != name:
                obj.controller = obj.base_controller = obj.owner
        original(state, name)

    replace(sba, "remove_player", remove_player)


def leaving_player_exiles_borrowed_cards() -> None:
    """When a player leaves, the permanents they control by a control-changing effect are exiled instead of
    going back to their controller (800.4a)."""
    original = sba.remove_player

    def remove_player(state: GameState, name: str) -> None:
        borrowed = [o for o in state.battlefield if o.controller == name and o.owner != name]
        original(state, name)
        for obj in borrowed:
            if current(state, obj) is obj and obj.zone == Zone.BATTLEFIELD:
                zones.move(state, obj, Zone.EXILE)

    replace(sba, "remove_player", remove_player)


def turn_up_cost_taxed_like_spells() -> None:
    """Effects that make spells cost more also tax turning a permanent face up (116.2b)."""
    from reference_engine import payment

    original = payment.plan

    def plan(state: GameState, player: str, cost: ManaCost, **options: Any) -> Any:
        if str(options.get("purpose") or "").startswith("turn_face_up"):
            taxes = sum(1 for _s, static in layers.active_statics(state) if static.effect == "cost_increase")
            cost = cost.add_generic(taxes)
        return original(state, player, cost, **options)

    replace(payment, "plan", plan)


def turn_up_shows_nothing() -> None:
    """Turning a manifested or cloaked permanent face up for its mana cost shows the card to nobody
    (701.40b, 701.58b)."""
    require(special_actions, "reveal")

    def make(original: SpecialAction) -> SpecialAction:
        def turn_up(state: GameState, player: str, handle: str, method: TurnUpMethod, x: int | None) -> None:
            real = special_actions.reveal
            special_actions.reveal = lambda *_args, **_kwargs: None  # type: ignore[assignment]
            try:
                original(state, player, handle, method, x)
            finally:
                special_actions.reveal = real

        return turn_up

    _wrap_special_action(make)


def disguise_cost_ignores_copy_effects() -> None:
    """The disguise cost that turns a face-down permanent face up is its card's own, whatever copy effect
    would make it face up (702.168d, 613.2a)."""

    def make(original: Callable[[GameState, GameObject], ManaCost | None]) -> Callable[..., ManaCost | None]:
        def turn_up_cost(state: GameState, obj: GameObject) -> ManaCost | None:
            printed = Characteristics.printed(obj.definition)
            keywords = printed.keywords("disguise")
            if keywords and keywords[0].cost is not None and not keywords[0].cost_reduction_per:
                return keywords[0].cost
            return original(state, obj)

        return turn_up_cost

    _wrap_turn_up_cost(make)


def cost_changes_only_from_hand() -> None:
    """Cost increases and reductions apply only to spells cast from their caster's hand (601.2f)."""
    original = casting.cast_spell
    changes = costs.cost_changes
    reductions = costs.matching_reductions

    def cast_spell(state: GameState, request: casting.CastRequest) -> None:
        obj = state.find(request.card)
        if obj is None or obj.zone == Zone.HAND:
            original(state, request)
            return
        costs.cost_changes = lambda *_args: (0, 0)  # type: ignore[assignment]
        costs.matching_reductions = lambda *_args: []  # type: ignore[assignment]
        try:
            original(state, request)
        finally:
            costs.cost_changes = changes
            costs.matching_reductions = reductions

    replace(casting, "cast_spell", cast_spell)


def prevented_face_down_card_turned_face_down() -> None:
    """A card kept off the battlefield as it would be manifested or cloaked is turned face down where it
    is (701.40f, 701.58f)."""
    original = face_down.put_onto_battlefield_face_down

    def put_face_down(
        state: GameState, obj: GameObject, method: FaceDownMethod, controller: str, **options: Any
    ) -> GameObject | None:
        new = original(state, obj, method, controller, **options)
        if new is None and current(state, obj) is obj:
            obj.face_down = method
            state.invalidate()
        return new

    replace(face_down, "put_onto_battlefield_face_down", put_face_down)


def exiled_target_power_read_in_exile() -> None:
    """A spell that needs the power of a creature it exiled reads the card in exile, not the power the
    creature last had on the battlefield (608.2h)."""
    require(effect_context, "_target_power")

    def target_power(ctx: effects.Context) -> int:
        first = next((t for t in ctx.targets if t.handle is not None), None)
        obj = ctx.state.find(first.handle or "") if first is not None else None
        if obj is None:
            return 0
        return max(0, layers.characteristics(ctx.state, obj).power or obj.definition.power or 0)

    replace(effect_context, "_target_power", target_power)


def several_modes_only_first() -> None:
    """A spell cast with several of its modes chosen does only the first of them (700.2)."""
    require(casting, "_modal_parts")
    original = casting._modal_parts

    def modal_parts(spell_ability: Any, modes: Any) -> Any:
        specs, steps, text = original(spell_ability, modes)
        if len(modes) > 1:
            _specs, first_steps, _text = original(spell_ability, tuple(sorted(modes))[:1])
            return specs, first_steps, text
        return specs, steps, text

    replace(casting, "_modal_parts", modal_parts)


def decision_options_shown_to_all() -> None:
    """Every player is shown the options of a decision another player must make (400.2)."""
    from reference_engine import view

    original = view.game_info

    def game_info(state: GameState, viewer: str) -> Any:
        info = original(state, viewer)
        decision = state.decision
        if decision is None or info.pending is None:
            return info
        shown = view.DecisionInfo(decision.player, decision.kind, decision.options, decision.prompt)
        return dataclasses.replace(info, pending=shown)

    replace(view, "game_info", game_info)


def face_down_spell_keeps_cant_be_countered() -> None:
    """A face-down spell of a card that can't be countered can't be countered either (708.4)."""
    from reference_engine import stack

    original = stack.can_be_countered

    def can_be_countered(state: GameState, item: StackItem) -> bool:
        spell = item.spell
        if spell is not None and spell.face_down is not None:
            printed = Characteristics.printed(spell.definition)
            if any(s.effect == "cant_be_countered" for s in printed.statics()):
                return False
        return bool(original(state, item))

    replace(stack, "can_be_countered", can_be_countered)


def cant_be_countered_ignored() -> None:
    """ "This spell can't be countered" does nothing: the spell is countered like any other (101.2)."""
    from reference_engine import stack

    replace(stack, "can_be_countered", lambda state, item: True)


def manifest_dread_keeps_unmanifested_choice() -> None:
    """When the card chosen by manifest dread can't be manifested, it stays in the library: only the other
    card goes to the graveyard (701.62a, 2025 wording)."""
    _replace_manifest_dread(bin_choice=False, trigger_first=False)


def manifest_dread_triggers_mid_process() -> None:
    """ "Whenever you manifest dread" triggers as soon as the card is manifested, before the other card goes
    to the graveyard: it knows of no card put there (701.62b)."""
    _replace_manifest_dread(bin_choice=True, trigger_first=True)


def siege_protector_not_chosen() -> None:
    """A Siege's controller never chooses its protector: as it enters, the first opponent after its
    controller in turn order protects it, with no decision asked even when there are several
    (310.11b missing; the defense counters of 310.4b unchanged)."""
    require(battles, "entering", "place", "is_battle")

    def entering(state: GameState, obj: GameObject) -> None:
        if battles.is_battle(state, obj):
            obj.counters.pop(battles.DEFENSE, None)
            battles.place(state, obj)

    replace(battles, "entering", entering)


def planar_die_always_free() -> None:
    """Rolling the planar die never costs anything, however many times it was rolled this turn
    (901.9c missing)."""
    require(planechase, "roll_cost")
    replace(planechase, "roll_cost", lambda state: ManaCost.parse("{0}"))


def _effect_op(op: str) -> Callable[[effect_context.Context, Effect], None]:
    """The engine's implementation of the effect op ``op`` (an error if it has none: update the fault)."""
    require(effects, "IMPLEMENTATIONS")
    if op not in effects.IMPLEMENTATIONS:
        raise FaultInjectionError(f"the engine has no {op} effect: update the fault")
    return effects.IMPLEMENTATIONS[op]


def attraction_visited_on_any_roll() -> None:
    """Rolling to visit visits every Attraction its player controls, whatever the die shows, as if every
    number were lit up on each (701.52a, 702.159a missing)."""
    require(attractions, "roll_to_visit")
    original = attractions.roll_to_visit

    def roll_to_visit(state: GameState) -> None:
        for obj in state.battlefield:
            if obj.definition.is_attraction:
                obj.card.lights = frozenset(range(1, 7))
        original(state)

    replace(attractions, "roll_to_visit", roll_to_visit)


def attraction_goes_to_graveyard() -> None:
    """An Attraction that would go to a graveyard goes there, not to the command zone (717.6 missing)."""
    require(zones, "junkyard_instead")
    replace(zones, "junkyard_instead", lambda obj, to: to)


def face_down_exile_stays_known() -> None:
    """The cards an effect exiles face up and then turns face down stay known to every player who saw them
    (406.3 missing: once face down in exile, no player may look at them unless an instruction allows it)."""
    original = _effect_op("exile_from_bottom_until")

    def exile_from_bottom_until(ctx: effect_context.Context, effect: Effect) -> None:
        original(ctx, effect)
        for obj in ctx.state.exile:
            if obj.face_down is not None:
                obj.known_to.update(p.name for p in ctx.state.players)
        ctx.state.invalidate()

    effects.IMPLEMENTATIONS["exile_from_bottom_until"] = exile_from_bottom_until


def naming_without_looking() -> None:
    """After naming the exiled face-down cards, their namer does not look at them ("then look at them",
    and 406.3's permission to go on looking, missing)."""
    original = _effect_op("name_cards")

    def name_cards(ctx: effect_context.Context, effect: Effect) -> None:
        original(ctx, Effect(effect.op, MappingProxyType({**effect.params, "look": False})))

    effects.IMPLEMENTATIONS["name_cards"] = name_cards


def abilities_never_targets() -> None:
    """An ability on the stack is never a legal target, even for "target spell or ability" (115.1)."""
    original = targets_module.candidates

    def candidates(state: GameState, spec: Any, controller: str, source: GameObject | None) -> list[Any]:
        return [t for t in original(state, spec, controller, source) if t.stack_id is None]

    replace(targets_module, "candidates", candidates)


def loyalty_abilities_unlimited() -> None:
    """A permanent's loyalty abilities may be activated any number of times each turn (606.3)."""
    original = casting._check_loyalty_cost

    def check(state: GameState, obj: GameObject, ability: Any) -> None:
        state.once_per_turn.discard((obj.object_id, casting._LOYALTY_KEY))
        original(state, obj, ability)

    replace(casting, "_check_loyalty_cost", check)


def crew_taps_nothing() -> None:
    """Crewing a Vehicle taps none of the creatures that crew it (702.122a)."""

    def choose_crew(state: GameState, player: str, crew: list[GameObject], power: int, done: Any) -> None:
        crew.clear()
        done()

    replace(casting, "_choose_crew", choose_crew)


def disguise_cost_equal_to_mana_cost_is_free() -> None:
    """A disguise cost "equal to its mana cost" (Disguise Agent) is read as nothing to pay (702.168d)."""
    original = disguise.turn_up_cost

    def turn_up_cost(state: GameState, obj: GameObject) -> ManaCost | None:
        chars = layers.face_up_characteristics(state, obj)
        if any(k.cost_is_mana_cost for k in chars.keywords("disguise")):
            return ManaCost()
        return original(state, obj)

    replace(disguise, "turn_up_cost", turn_up_cost)


def saga_no_lore_counter_in_main_phase() -> None:
    """No lore counter is put on a Saga as its controller's precombat main phase begins (714.3b): a Saga
    only ever tells its first chapter."""
    replace(turn, "_add_lore_counters", lambda state: None)


def case_solved_ability_always_on() -> None:
    """A Case's "Solved" abilities work whether or not it is solved (719.3c)."""
    original = layers._applies_now

    def applies_now(state: GameState, source: GameObject, static: Any) -> bool:
        return bool(original(state, source, dataclasses.replace(static, solved=False)))

    replace(layers, "_applies_now", applies_now)


def locked_doors_count() -> None:
    """A Room permanent has the characteristics of both its doors, the locked ones too (709.5)."""
    original = layers._printed_halves

    def printed_halves(obj: GameObject) -> Characteristics:
        if obj.zone == Zone.BATTLEFIELD and obj.definition.is_room:
            every = frozenset(h.name for h in obj.definition.halves())
            return original(dataclasses.replace(obj, unlocked=every))
        return original(obj)

    replace(layers, "_printed_halves", printed_halves)


def unlock_triggers_every_door() -> None:
    """Unlocking any door of a Room triggers every "when you unlock this door" ability of the card, the
    other door's too, locked or not (709.5)."""
    require(triggers, "door_unlocked")

    def door_unlocked(state: GameState, obj: GameObject, door: str) -> None:
        chars = layers.characteristics(state, obj)
        for half in obj.definition.halves():
            for ability in half.abilities:
                if isinstance(ability, Triggered) and ability.fires_on("unlock_this_door"):
                    triggers._trigger(
                        state, obj, chars, ability, trigger_object=obj, event="unlock_this_door"
                    )

    replace(triggers, "door_unlocked", door_unlocked)


# ------------------------------------------------------------ Illusionary Mask


def mask_never_turns_up_instead() -> None:
    """The face-down permanent Illusionary Mask's spell becomes is never turned face up instead of dealing
    or being dealt damage or becoming tapped: it does so face down, as a 2/2 (614.1a)."""

    def turned_up_instead(state: GameState, obj: GameObject) -> bool:
        return False

    replace(face_down, "turned_up_instead", turned_up_instead)


def mask_turns_up_only_when_dealt_damage() -> None:
    """A face-down creature Illusionary Mask cast is not turned face up as it would assign combat damage:
    it assigns its damage face down, as a 2/2 (and turns face up only when dealt damage)."""

    def turn_up_before_assigning(state: GameState, *, first: bool) -> None:
        return None

    replace(combat, "_turn_up_before_assigning", turn_up_before_assigning)


def mask_choice_ignores_mana_types() -> None:
    """Illusionary Mask's choice counts only the amount of the mana spent on {X}, not its types: any creature
    card whose mana value is at most that amount may be chosen (ruling 2009-10-01)."""

    def payable_from(cost: ManaCost, spent: Any) -> bool:
        return cost.mana_value() <= len(spent)

    replace(mana_module, "payable_from", payable_from)


def mask_casts_face_up() -> None:
    """A card an effect lets a player cast face down (Illusionary Mask) is cast face up instead (708.4)."""
    original = casting.cast_during_resolution

    def cast_during_resolution(
        state: GameState,
        player: str,
        obj: GameObject,
        *,
        face_down: bool = False,
        turn_up_instead: bool = False,
    ) -> None:
        original(state, player, obj)

    replace(casting, "cast_during_resolution", cast_during_resolution)


def negamorph_no_counter() -> None:
    """Turning a permanent face up for its negamorph cost puts no -1/-1 counter on it (Flavor Disaster's
    reminder text: "Turn it face up any time for its negamorph cost and put a -1/-1 counter on it")."""
    require(special_actions, "turn_up_proposal")
    original = special_actions.turn_up_proposal

    def turn_up_proposal(
        state: GameState, player: str, handle: str, method: TurnUpMethod, x: int | None
    ) -> special_actions.TurnUp:
        return dataclasses.replace(original(state, player, handle, method, x), negamorph=False)

    replace(special_actions, "turn_up_proposal", turn_up_proposal)
