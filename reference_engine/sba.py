"""State-based actions (704).

:func:`perform` checks every state-based action once and performs all that
apply at the same time (704.3); the caller repeats until none applies.
"""

from __future__ import annotations

from . import attachments, battles, control, visibility, zones
from .cards import Triggered
from .characteristics import active_statics, characteristics, final_chapter
from .enums import Zone
from .objects import GameObject
from .priority import next_player
from .rules import rule
from .state import GameState, PendingDecision

__all__ = ["end_game", "perform", "remove_player"]


@rule(
    "704.3",
    "704.5a",
    "704.5b",
    "704.5d",
    "704.5f",
    "704.5g",
    "704.5h",
    "704.5i",
    "704.5j",
    "704.5m",
    "704.5n",
    "704.5q",
    "704.5s",
    "704.5v",
    "704.5w",
    "702.12b",
    "201.2a",
)
def perform(state: GameState) -> bool:
    """Perform all state-based actions that apply, simultaneously; return whether any did.

    Checked: a player at 0 or less life (704.5a) or who drew from an empty
    library (704.5b) loses; a token outside the battlefield ceases to exist
    (704.5d); a creature with toughness 0 or less (704.5f) or with lethal
    damage (704.5g, 704.5h deathtouch) is put into its owner's graveyard, and so is a
    planeswalker with no loyalty counters (704.5i); the legend rule (704.5j) -- objects
    without a name never share one (201.2a), so face-down permanents never trigger it; an
    Aura attached to nothing legal goes to the graveyard (704.5m); +1/+1 and -1/-1 counters
    cancel (704.5q); a Saga whose story is told is sacrificed (704.5s, 714.4); a battle with
    defense 0 (704.5v) or no protector (704.5w) is put into its owner's graveyard.
    """
    if state.game_over:
        return False
    happened = False
    losers = [p.name for p in state.players_in_game() if p.life <= 0 or p.drew_from_empty_library]
    for name in losers:
        state.player(name).lost = True
        remove_player(state, name)
        happened = True
    if state.game_over:
        return True
    for player in state.players:
        for zone_objects in (player.graveyard, player.hand, player.library):
            for obj in [o for o in zone_objects if o.card.token]:
                zone_objects.remove(obj)
                state.objects.pop(obj.handle, None)
                happened = True
    for obj in [o for o in state.exile if o.card.token]:
        state.exile.remove(obj)
        state.objects.pop(obj.handle, None)
        happened = True
    doomed: list[GameObject] = []
    by_id = {o.object_id: o for o in state.battlefield}
    for obj in state.battlefield:
        chars = characteristics(state, obj)
        toughness = chars.toughness
        if chars.is_creature and toughness is not None:
            if toughness <= 0:
                doomed.append(obj)  # 704.5f
                continue
            lethal = obj.damage > 0 and (obj.damage >= toughness or obj.deathtouch_damage)
            if lethal and not chars.has_keyword("indestructible"):
                doomed.append(obj)  # 704.5g, 704.5h: destroyed, unless indestructible (702.12b)
                continue
        if chars.is_a("Planeswalker") and obj.counters.get("loyalty", 0) <= 0:
            doomed.append(obj)  # 704.5i
            continue
        if "Aura" in chars.subtypes:
            host = by_id.get(obj.attached_to or "")
            if host is None or not attachments.can_attach(state, obj, host):
                doomed.append(obj)  # 704.5m
                continue
        if battles.doomed(state, obj):
            doomed.append(obj)  # 704.5v, 704.5w
    for obj in state.battlefield:
        plus, minus = obj.counters.get("+1/+1", 0), obj.counters.get("-1/-1", 0)
        if plus and minus:
            cancel = min(plus, minus)
            obj.counters["+1/+1"] -= cancel
            obj.counters["-1/-1"] -= cancel
            state.invalidate()
            happened = True
    if doomed:
        zones.move_simultaneously(state, doomed, Zone.GRAVEYARD)  # 704.3: all at once
        happened = True
    by_id = {o.object_id: o for o in state.battlefield}
    for obj in state.battlefield:
        if obj.attached_to is None or "Aura" in characteristics(state, obj).subtypes:
            continue
        host = by_id.get(obj.attached_to)
        if host is None or not attachments.can_attach(state, obj, host):
            obj.attached_to = None  # 704.5n (and anything else that can't stay attached, 704.5p)
            state.invalidate()
            happened = True
    if _sagas(state):
        happened = True
    if _legend_rule(state):
        happened = True
    if _commander_to_command_zone(state):
        happened = True
    return happened


@rule("714.4", "704.5s")
def _sagas(state: GameState) -> bool:
    """A Saga with at least as many lore counters as its final chapter number is sacrificed by its
    controller, unless it is the source of a chapter ability that has triggered and not yet left the stack
    (714.4): waiting to be put on the stack, or on it."""
    waiting = {p.source.object_id for p in state.pending_triggers if _chapter(p.ability)}
    waiting |= {i.source.object_id for i in state.stack if i.kind == "triggered" and _chapter(i.ability)}
    done = [
        obj
        for obj in state.battlefield
        if "Saga" in (chars := characteristics(state, obj)).subtypes
        and obj.counters.get("lore", 0) >= final_chapter(chars)
        and obj.object_id not in waiting
    ]
    for obj in done:
        zones.sacrifice(state, obj, obj.controller)
    return bool(done)


def _chapter(ability: object) -> bool:
    return isinstance(ability, Triggered) and bool(ability.chapters)


@rule("903.9a", "903.3")
def _commander_to_command_zone(state: GameState) -> bool:
    """A commander put into a graveyard or exile since state-based actions were last checked
    may be put into the command zone by its owner (a ``may`` decision, one commander at a
    time). Being a commander belongs to the card (903.3): a commander that died face down
    is one, a copy of a commander is not."""
    if state.decision is not None:
        return False
    while state.commanders_moved:
        obj = state.commanders_moved.pop(0)
        if state.find(obj.handle) is not obj or obj.zone not in (Zone.GRAVEYARD, Zone.EXILE):
            continue
        if not state.player(obj.owner).in_game:
            continue

        def resume(choice: str, obj: GameObject = obj) -> None:
            if choice == "yes" and state.find(obj.handle) is obj:
                zones.move(state, obj, Zone.COMMAND)

        state.decision = PendingDecision(
            player=obj.owner,
            kind="may",
            options=("yes", "no"),
            prompt="Put your commander into the command zone?",
            resume=resume,
        )
        return True
    return False


@rule("704.5j", "201.2a")
def _legend_rule(state: GameState) -> bool:
    """If a player controls two or more legendary permanents with the same name,
    they choose one (a ``legend_rule`` decision) and the rest go to the graveyard."""
    if state.decision is not None:
        return False
    if any(static.effect == "no_legend_rule" for _source, static in active_statics(state)):
        return False  # "The legend rule doesn't apply."
    groups: dict[tuple[str, str], list[GameObject]] = {}
    for obj in state.battlefield:
        chars = characteristics(state, obj)
        if "Legendary" in chars.supertypes and chars.name is not None:
            groups.setdefault((obj.controller, chars.name), []).append(obj)
    for (controller, name), objects in groups.items():
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
            prompt=f"Choose the {name} to keep; the others go to the graveyard (legend rule)",
            resume=resume,
        )
        return True
    return False


@rule("104.3a", "800.4a", "708.9")
def remove_player(state: GameState, name: str) -> None:
    """``name`` leaves the game (they lost or conceded). Face-down spells and
    permanents they own are revealed (708.9); objects they own leave the game and
    spells and abilities they control cease to exist (800.4a). The game ends when
    at most one player is left (104.2a)."""
    player = state.player(name)
    if not player.in_game:
        return
    player.in_game = False
    remaining = state.players_in_game()
    if len(remaining) <= 1:
        end_game(state)
        return
    for obj in [
        *state.battlefield,
        *state.phased_out,
        *(i.spell for i in state.stack if i.spell is not None),
    ]:
        if obj.owner == name and obj.face_down is not None:
            visibility.reveal(state, obj)
    state.battlefield[:] = [o for o in state.battlefield if o.owner != name]
    state.phased_out[:] = [o for o in state.phased_out if o.owner != name]
    state.stack[:] = [
        i for i in state.stack if i.controller != name and (i.spell is None or i.spell.owner != name)
    ]
    state.exile[:] = [o for o in state.exile if o.owner != name]
    state.command[:] = [o for o in state.command if o.owner != name]
    for other in state.players:  # 800.4a: so do effects giving the leaving player control of players
        if other.controlled_by == name:
            other.controlled_by = None
        if other.controlled_next_turn_by == name:
            other.controlled_next_turn_by = None
    control.update(state)  # effects giving the leaving player control end
    for obj in [o for o in state.battlefield if o.controller == name]:
        zones.move(state, obj, Zone.EXILE)
    state.delayed_triggers[:] = [d for d in state.delayed_triggers if d.controller != name]
    state.pending_triggers[:] = [t for t in state.pending_triggers if t.controller != name]
    for handle in [h for h, o in state.objects.items() if o.owner == name]:
        del state.objects[handle]
    player.library.clear()
    player.hand.clear()
    player.graveyard.clear()
    if state.decision is not None and state.decision.player == name:
        state.decision = None
    if name in state.passed:
        state.passed.remove(name)
    if state.priority == name:
        state.priority = next_player(state, name)
    state.invalidate()


@rule("104.2a", "708.9")
def end_game(state: GameState) -> None:
    """The game is over: every face-down spell and permanent is revealed (708.9)."""
    for obj in [
        *state.battlefield,
        *state.phased_out,
        *(i.spell for i in state.stack if i.spell is not None),
    ]:
        if obj.face_down is not None:  # a phased-out permanent too: it is still on the battlefield
            visibility.reveal(state, obj)
    state.game_over = True
    state.priority = None
    state.decision = None
    state.resolving = None
