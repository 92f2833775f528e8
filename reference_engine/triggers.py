"""Triggered abilities (603): noticing trigger events and putting abilities on the stack.

Trigger events call the functions below (``entered``, ``turned_face_up``,
``left_battlefield``, ``spell_cast``, ``step_began``); each finds the
triggered abilities that fire and records them as pending (603.2). They wait
until a player would next receive priority, then :func:`put_on_stack` puts them
on the stack in APNAP order (603.3b), choosing targets (603.3d).

Ordering among one player's simultaneous triggers follows the order in which
they triggered (the controller's choice of 603.3b is made this way, so runs are
deterministic). Targets are chosen one at a time through ``choose_targets``
decisions (options: the legal handles and player names, plus ``"done"`` while
the player may stop choosing); none is asked when there is no legal target.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from reference_engine.cards import Effect, Triggered
from reference_engine.characteristics import Characteristics, characteristics, matches
from reference_engine.enums import EventKind, Step, TriggerKind, Zone
from reference_engine.rules import rule
from reference_engine.state import PendingDecision, PendingTrigger, StackItem, Target

if TYPE_CHECKING:
    from reference_engine.objects import GameObject
    from reference_engine.state import GameState

__all__ = ["entered", "left_battlefield", "put_on_stack", "spell_cast", "step_began", "turned_face_up"]

_KIND: dict[str, TriggerKind] = {
    "enters": TriggerKind.ENTERS,
    "turned_face_up": TriggerKind.TURNED_FACE_UP,
    "dies": TriggerKind.DIES,
}

_PROWESS = Triggered(
    trigger="cast_noncreature_spell",
    effects=(Effect("pump_until_eot", {"object": "self", "power": 1, "toughness": 1}),),
    text="Prowess",
)


def _subject_matches(
    state: GameState,
    ability: Triggered,
    source: GameObject,
    subject: GameObject,
    subject_chars: Characteristics,
) -> bool:
    if subject.object_id == source.object_id and subject.card is source.card:
        return ability.subject is None or ability.include_self
    if ability.subject is None:
        return False
    return matches(state, ability.subject, subject, subject_chars, source.controller, source)


@rule("603.2", "603.4")
def _trigger(
    state: GameState,
    source: GameObject,
    source_chars: Characteristics,
    ability: Triggered,
    *,
    trigger_object: GameObject | None = None,
    controller: str | None = None,
    event: str | None = None,
) -> None:
    """Record that ``ability`` of ``source`` triggered (once-each-turn abilities at
    most once; a trigger condition must hold, 603.4)."""
    from reference_engine.effects import condition_holds

    if not condition_holds(
        state,
        ability.condition,
        source=source,
        controller=controller or source.controller,
        trigger_object=trigger_object,
    ):
        return
    if ability.once_per_turn:
        key = (source.object_id, ability.text)
        if key in state.once_per_turn:
            return
        state.once_per_turn.add(key)
    state.pending_triggers.append(
        PendingTrigger(
            source=source,
            source_chars=source_chars,
            controller=controller or source.controller,
            ability=ability,
            trigger=_KIND.get(event or ability.trigger, TriggerKind.OTHER),
            trigger_object=trigger_object,
        )
    )


@rule("603.6a", "708.3")
def entered(state: GameState, obj: GameObject) -> None:
    """``obj`` entered the battlefield: every permanent, the newcomer included, is
    checked for matching enters abilities (603.6a). A permanent that entered face
    down has no abilities of its card, so its own don't trigger (708.3)."""
    obj_chars = characteristics(state, obj)
    for source in list(state.battlefield):
        source_chars = characteristics(state, source)
        for ability in source_chars.triggered():
            if ability.fires_on("enters") and _subject_matches(state, ability, source, obj, obj_chars):
                _trigger(state, source, source_chars, ability, trigger_object=obj, event="enters")


@rule("603.2", "708.8", "702.168d")
def turned_face_up(state: GameState, obj: GameObject) -> None:
    """``obj`` was turned face up: "when/whenever ... is turned face up" abilities
    trigger, judged on the permanents as they are afterwards (so the turned-up
    permanent's own abilities count). Each "additional_face_up_triggers" static
    ability (Panoptic Projektor) of a player makes such abilities of that
    player's permanents trigger one more time."""
    from reference_engine.characteristics import active_statics

    extra: dict[str, int] = {}
    for source, static in active_statics(state):
        if static.effect == "additional_face_up_triggers":
            extra[source.controller] = extra.get(source.controller, 0) + 1
    obj_chars = characteristics(state, obj)
    for source in list(state.battlefield):
        source_chars = characteristics(state, source)
        for ability in source_chars.triggered():
            if ability.fires_on("turned_face_up") and _subject_matches(
                state, ability, source, obj, obj_chars
            ):
                for _ in range(1 + extra.get(source.controller, 0)):
                    _trigger(state, source, source_chars, ability, trigger_object=obj, event="turned_face_up")


@rule("603.6c", "603.10a", "700.4")
def left_battlefield(state: GameState, old: GameObject, old_chars: Characteristics, new: GameObject) -> None:
    """``old`` left the battlefield (becoming ``new``): leaves-the-battlefield and
    dies abilities "look back in time" (603.10a), using the object as it last
    existed on the battlefield."""
    died = new.zone == Zone.GRAVEYARD
    sources: list[tuple[GameObject, Characteristics]] = [(old, old_chars)]
    sources += [(s, characteristics(state, s)) for s in state.battlefield]
    for source, source_chars in sources:
        for ability in source_chars.triggered():
            fires = ability.fires_on("leaves") or (ability.fires_on("dies") and died)
            if fires and _subject_matches(state, ability, source, old, old_chars):
                event = "dies" if died and ability.fires_on("dies") else "leaves"
                _trigger(state, source, source_chars, ability, trigger_object=new, event=event)


def _cast_trigger_matches(
    state: GameState, ability: Triggered, source: GameObject, spell: GameObject, spell_chars: Characteristics
) -> bool:
    if ability.fires_on("cast_noncreature_spell"):
        return not spell_chars.is_creature
    if not ability.fires_on("cast_spell"):
        return False
    return ability.subject is None or matches(
        state, ability.subject, spell, spell_chars, source.controller, source, check_zone=False
    )


@rule("603.2", "702.108a")
def spell_cast(state: GameState, item: StackItem) -> None:
    """A spell became cast (601.2i): "whenever you cast a [kind of] spell"
    abilities and prowess (702.108a) of the caster's permanents trigger. The
    spell is judged as it is on the stack (a face-down spell is a creature spell)."""
    spell = item.spell
    if spell is None:
        return
    spell_chars = item.source_chars
    for source in list(state.battlefield):
        if source.controller != item.controller:
            continue
        source_chars = characteristics(state, source)
        for ability in source_chars.triggered():
            if _cast_trigger_matches(state, ability, source, spell, spell_chars):
                _trigger(state, source, source_chars, ability, trigger_object=spell)
        if not spell_chars.is_creature:
            for _ in source_chars.keywords("prowess"):
                _trigger(state, source, source_chars, _PROWESS)


@rule("503.1a", "513.1a")
def step_began(state: GameState, step: Step) -> None:
    """Abilities that trigger at the beginning of ``step`` do: "your upkeep" and
    "your end step" ones of the active player's permanents, "the end step" ones
    of every permanent."""
    for source in list(state.battlefield):
        source_chars = characteristics(state, source)
        for ability in source_chars.triggered():
            mine = source.controller == state.active
            if (
                (ability.fires_on("beginning_of_upkeep") and step == Step.UPKEEP and mine)
                or (ability.fires_on("beginning_of_end_step") and step == Step.END)
                or (ability.fires_on("beginning_of_your_end_step") and step == Step.END and mine)
            ):
                _trigger(state, source, source_chars, ability)


def _max_targets(pending: PendingTrigger, maximum: int | str) -> int:
    if isinstance(maximum, int):
        return maximum
    return pending.source.x or 0


@rule("603.3b", "603.3d", "117.5")
def put_on_stack(state: GameState) -> None:
    """Put waiting triggered abilities on the stack: the active player's first, then
    each other player's in turn order (603.3b), so the last player's end up on
    top. Targets are chosen as each is put on the stack; one that needs a target
    and has none is removed (603.3d). Stops when a target choice is needed."""
    from reference_engine import targets as targeting

    while state.pending_triggers and state.decision is None:
        order = state.apnap()
        index = min(
            range(len(state.pending_triggers)),
            key=lambda i: (
                order.index(state.pending_triggers[i].controller)
                if state.pending_triggers[i].controller in order
                else len(order),
                i,
            ),
        )
        pending = state.pending_triggers[index]
        if pending.controller not in order:
            del state.pending_triggers[index]
            continue
        chosen = _choose_targets(state, pending)
        if chosen is None:
            return  # waiting for a decision
        del state.pending_triggers[index]
        if not chosen:
            continue  # 603.3d: no legal target for a required target
        item = StackItem(
            stack_id=state.new_stack_id(),
            kind="triggered",
            controller=pending.controller,
            source=pending.source,
            source_chars=pending.source_chars,
            ability=pending.ability,
            effects=pending.ability.effects,
            text=pending.ability.text,
            targets=list(pending.targets),
            target_specs=list(pending.target_specs),
            x=pending.source.x,
            trigger=pending.trigger,
            trigger_object=pending.trigger_object,
            ward_for=pending.ward_for,
        )
        state.stack.append(item)
        state.log(
            EventKind.TRIGGERED,
            source=pending.source.handle,
            controller=pending.controller,
            trigger=pending.trigger,
            stack_id=item.stack_id,
        )
        targeting.became_targets(state, item)


def _choose_targets(state: GameState, pending: PendingTrigger) -> bool | None:
    """Choose the next targets of ``pending``. Returns True when all are chosen,
    False when a required target has no legal choice (603.3d), None while a
    decision is pending."""
    from reference_engine import targets as t

    specs = pending.ability.targets
    counts = pending_counts(pending)
    for spec_index, spec in enumerate(specs):
        maximum = _max_targets(pending, spec.max)
        done = pending.targets_done.get(spec_index, False)
        while counts[spec_index] < maximum and not done:
            taken = {tg.name for tg in pending.targets}
            options = [
                c
                for c in t.candidates(state, spec, pending.controller, pending.source)
                if c.name not in taken
            ]
            if not options:
                break
            required = counts[spec_index] < spec.min
            names = tuple(c.name for c in options) + (() if required else ("done",))
            by_name = {c.name: c for c in options}

            def resume(
                choice: str, spec_index: int = spec_index, by_name: dict[str, Target] = by_name
            ) -> None:
                if choice == "done":
                    pending.targets_done[spec_index] = True
                else:
                    pending.targets.append(by_name[choice])
                    pending.target_specs.append(spec_index)

            state.decision = PendingDecision(
                player=pending.controller,
                kind="choose_targets",
                options=names,
                prompt=f"Choose a target for: {pending.ability.text}",
                resume=resume,
            )
            return None
        if counts[spec_index] < spec.min:
            return False
    return True


def pending_counts(pending: PendingTrigger) -> list[int]:
    """How many targets have been chosen for each target spec of ``pending``."""
    counts = [0] * len(pending.ability.targets)
    for spec_index in pending.target_specs:
        counts[spec_index] += 1
    return counts
