"""Resolving spells and abilities (608).

Resolution is resumable: a :class:`Resolution` remembers which effect comes
next, so an effect that asks a player something (a ward payment, a scry) can
pause the game and resolution goes on once the decision is answered.
"""

from __future__ import annotations

from . import effects, stack, targets, zones
from .amounts import condition_holds
from .cards import Triggered
from .characteristics import characteristics, copiable_values, matches
from .enums import EventKind, Zone
from .objects import GameObject
from .rules import rule
from .state import Context, GameState, PendingDecision, Resolution, StackItem, Target
from .values import Characteristics

__all__ = ["begin_resolution", "continue_resolution"]


@rule("608.1", "117.4")
def begin_resolution(state: GameState) -> None:
    """All players passed in succession with a non-empty stack: the top item resolves (117.4)."""
    state.resolving = Resolution(item=state.stack[-1])
    state.priority = None


@rule("608.2b", "608.2c", "608.2n", "608.3", "608.3a", "702.168b", "702.37c", "708.4", "117.3b")
def continue_resolution(state: GameState) -> None:
    """Resolve the item in :attr:`GameState.resolving` as far as possible.

    First the targets are checked (608.2b): if every target is illegal, the
    spell or ability doesn't resolve and is removed (a spell goes to its owner's
    graveyard). Otherwise its effects happen in order, illegal targets left
    unaffected. An instant or sorcery then goes to its owner's graveyard
    (608.2n); a permanent spell enters the battlefield under its controller's
    control (608.3) -- a face-down spell as a face-down permanent with the same
    face-down characteristics and tag (702.168b, 708.4). Afterwards the active
    player receives priority (117.3b).
    """
    resolution = state.resolving
    if resolution is None:
        return
    item = resolution.item
    specs = stack.target_specs(item)
    if not resolution.started:
        resolution.started = True
        legal: list[Target] = []
        legal_specs: list[int] = []
        for target, spec_index in zip(item.targets, item.target_specs, strict=False):
            if spec_index < len(specs) and targets.is_legal(
                state, specs[spec_index], target, item.controller, item.spell or item.source
            ):
                legal.append(target)
                legal_specs.append(spec_index)
        if item.targets and not legal and item.mutating:
            item.mutating = False  # 702.140b: with its target gone, it resolves as a creature spell
        elif item.targets and not legal:
            state.resolving = None
            state.priority = state.first_to_act()
            stack.counter(state, item, reason="illegal_targets")
            return
        resolution.legal = legal
        ability = item.ability
        if (
            isinstance(ability, Triggered)
            and ability.intervening
            and not condition_holds(
                state,
                ability.condition,
                source=item.source,
                controller=item.controller,
                trigger_object=item.trigger_object,
                trigger_amount=item.trigger_amount,
            )
        ):
            resolution.next_effect = len(item.effects)  # 603.4: the "if" no longer holds, so it does nothing
        resolution.ctx = Context(
            state=state,
            controller=item.controller,
            source=item.spell if item.spell is not None else item.source,
            item=item,
            targets=legal,
            target_specs=legal_specs,
            x=item.x,
            trigger_object=item.trigger_object,
            trigger_player=item.trigger_player,
            trigger_amount=item.trigger_amount,
            trigger_chars=item.trigger_chars,
            sets={"event_cards": list(item.trigger_cards)},
            target_controllers={
                t.handle: o.controller
                for t in legal
                if t.handle is not None and (o := state.find(t.handle)) is not None
            },
        )
    ctx = resolution.ctx
    assert ctx is not None

    def advance() -> None:
        resolution.next_effect += 1

    if not effects.run_steps(ctx, item.effects, lambda: resolution.next_effect, advance):
        return
    state.resolving = None
    state.priority = state.first_to_act()
    spell = item.spell
    live = spell is not None and state.find(spell.handle) is spell
    permanent = live and item.source_chars.is_permanent_type
    if item in state.stack and not permanent:
        state.stack.remove(item)
    state.log(EventKind.RESOLVED, stack_id=item.stack_id, source=item.source.handle)
    if spell is not None and live:
        if permanent and item.mutating:
            _mutate(state, item, spell, resolution.legal)
        elif permanent:
            _enter_battlefield(
                state, item, spell
            )  # it leaves the stack as it enters (a choice may come first)
        else:
            _to_graveyard_or_adventure(state, spell)
    elif item in state.stack:
        state.stack.remove(item)
    state.invalidate()


@rule("608.2n", "715.3d")
def _to_graveyard_or_adventure(state: GameState, spell: GameObject) -> None:
    """A resolved instant or sorcery goes to its owner's graveyard (608.2n); one cast as an Adventure
    is exiled instead, and its owner may cast the creature from exile for as long as it stays there
    (715.3d)."""
    adventure = spell.definition.adventure
    if adventure is not None and spell.cast_as == adventure.name:
        exiled = zones.move(state, spell, Zone.EXILE)
        state.on_adventure.add(exiled.object_id)
        return
    zones.move(state, spell, Zone.GRAVEYARD)


@rule("702.140c")
def _mutate(state: GameState, item: StackItem, spell: GameObject, legal: list[Target]) -> None:
    """A mutating creature spell whose target is still legal merges with that creature: its
    controller chooses to put it over or under it (a ``choose`` decision, ``"over"`` or
    ``"under"``), then it leaves the stack and becomes part of the merged permanent."""
    target = legal[0]
    host = state.find(target.handle or "")
    if host is None or host.object_id != target.object_id:
        item.mutating = False
        _enter_battlefield(state, item, spell)
        return

    def resume(choice: str) -> None:
        if item in state.stack:
            state.stack.remove(item)
        zones.merge(state, spell, host, over=choice == "over")

    state.decision = PendingDecision(
        player=item.controller,
        kind="choose",
        options=("over", "under"),
        prompt=f"Put {spell.handle} over or under the creature it mutates onto",
        resume=resume,
    )


@rule("608.3", "614.1c", "707.2", "303.4f", "107.3m", "709.5")
def _enter_battlefield(state: GameState, item: StackItem, spell: GameObject) -> None:
    """The permanent spell enters the battlefield. If it may enter as a copy of
    something ("you may have this enter as a copy of ..."), its controller
    chooses first (a ``choose`` decision; ``"none"`` when optional), and it
    enters with the copiable values of the chosen object (707.2) -- for a
    face-down permanent, its face-down values."""

    def enter(copied: Characteristics | None) -> None:
        if item in state.stack:
            state.stack.remove(item)
        permanent = zones.move(
            state,
            spell,
            Zone.BATTLEFIELD,
            controller=item.controller,
            face_down=spell.face_down,
            label=spell.label,
            copied=copied,
            x=spell.x,  # 107.3m: its enters abilities and replacements use the spell's X
            half=spell.cast_as,  # 709.5: the door cast becomes unlocked as the Room enters
        )
        # 614.1a: a replacement effect for "the creature that spell becomes as it resolves" applies to it.
        permanent.turn_up_instead = spell.turn_up_instead and permanent.face_down is not None
        if "Aura" in item.source_chars.subtypes and item.targets:
            # 303.4f: an Aura spell enters attached to the object it targeted.
            host = state.find(item.targets[0].handle or "")
            if host is not None and host.object_id == item.targets[0].object_id:
                permanent.attached_to = host.object_id
                state.invalidate()

    copy_ability = next((s for s in item.source_chars.statics() if s.effect == "enter_as_copy"), None)
    if copy_ability is not None:
        candidates = {
            o.handle: o
            for o in state.battlefield
            if copy_ability.affected is None
            or matches(state, copy_ability.affected, o, characteristics(state, o), item.controller, None)
        }
        if candidates:
            options = tuple(candidates) + (("none",) if copy_ability.optional else ())

            def resume(choice: str) -> None:
                chosen = candidates.get(choice)
                enter(copiable_values(chosen, state) if chosen is not None else None)

            state.decision = PendingDecision(
                player=item.controller,
                kind="choose",
                options=options,
                prompt=f"Choose what {spell.handle} enters as a copy of",
                resume=resume,
            )
            return
    enter(None)
