"""The turn structure and the passing of priority (117, 500-514): the game's driver.

After any action the game is *settled* (117.5): state-based actions are
performed and waiting triggered abilities are put on the stack, repeatedly,
until neither happens; then the player due to receive priority gets it. When
all players pass in succession (117.4), the top of the stack resolves and the
active player receives priority, or, with an empty stack, the step ends and
the game moves to the next step.

Turn structure: untap, upkeep, draw, main 1, beginning of combat, declare
attackers, declare blockers, combat damage, end of combat, main 2, end,
cleanup. Attackers and blockers are declared as turn-based actions at the
start of their steps (:mod:`reference_engine.combat`); with no attackers the
declare blockers and combat damage steps are skipped (508.8), and with first
or double strike there are two combat damage steps (510.4). Players get no
priority in the untap step (502.4) and normally none in cleanup (514.3). Mana
empties at the end of each step (500.4); damage and "until end of turn"
effects end in cleanup (514.2). Discarding to hand size (514.1) is not
modelled.
"""

from __future__ import annotations

from . import attractions, changes, combat, control, resolution, sba, triggers, zones
from .characteristics import active_statics, characteristics, matches
from .enums import STEP_ORDER, EventKind, Step
from .priority import next_player, require_priority
from .rules import rule
from .state import Combat, GameState

__all__ = ["end_step", "pass_priority", "settle"]


@rule("117.3d", "117.4", "800.4j")
def pass_priority(state: GameState, player: str) -> None:
    """``player`` passes priority. The next player in turn order receives it;
    once all players have passed in succession, the top of the stack resolves,
    or the step ends if the stack is empty (117.4)."""
    require_priority(state, player)
    state.log(EventKind.PRIORITY_PASSED, player=player)
    if player not in state.passed:
        state.passed.append(player)
    if all(p.name in state.passed for p in state.players_in_game()):
        state.passed.clear()
        if state.stack:
            resolution.begin_resolution(state)
        else:
            end_step(state)
    else:
        state.priority = next_player(state, player)


@rule("117.5", "704.3", "603.3")
def settle(state: GameState) -> None:
    """Run the game until a player must act: resolve what is resolving, then
    perform state-based actions and put triggered abilities on the stack until
    none remain (117.5), stopping whenever a decision is needed."""
    while not state.game_over:
        if state.decision is not None:
            return
        if state.resolving is not None:
            resolution.continue_resolution(state)
            continue
        if sba.perform(state):
            continue
        if state.decision is not None:
            return
        if state.pending_triggers:
            triggers.put_on_stack(state)
            continue
        if _declared_no_attackers(state):
            _begin(state, Step.END_COMBAT)  # 508.8
            continue
        if state.priority is None:
            state.priority = state.first_to_act()
        return


@rule("500.2", "500.4", "514.3a")
def end_step(state: GameState) -> None:
    """The current step ends (all passed with an empty stack): mana empties and
    the game proceeds to the next step in which a player receives priority.
    Ending a cleanup step in which players received priority starts another
    cleanup step (514.3a)."""
    for player in state.players:
        player.pool.empty()
    if state.step == Step.CLEANUP:
        _begin(state, Step.CLEANUP)
        return
    fight = state.combat
    if (
        state.step == Step.COMBAT_DAMAGE
        and fight is not None
        and fight.first_strike
        and not fight.regular_damage_done
    ):
        # 510.4: the second combat damage step, for creatures without first strike and double strikers.
        fight.regular_damage_done = True
        combat.combat_damage_step(state, first=False)
        state.priority = state.first_to_act()
        return
    if state.step == Step.END_COMBAT:
        state.combat = None  # 511.3: creatures stop being attacking and blocking creatures
    _begin(state, STEP_ORDER[STEP_ORDER.index(state.step) + 1])


@rule("508.8")
def _declared_no_attackers(state: GameState) -> bool:
    """Whether the active player has just declared no attackers: then the declare
    blockers and combat damage steps are skipped (508.8)."""
    fight = state.combat
    return (
        state.step == Step.DECLARE_ATTACKERS
        and fight is not None
        and fight.attackers_declared
        and not fight.attackers
    )


@rule(
    "502.3",
    "502.4",
    "503.1",
    "504.1",
    "507.1",
    "508.1",
    "508.8",
    "509.1",
    "510.4",
    "513.1",
    "514.2",
    "514.3",
    "103.8a",
    "302.6",
)
def _begin(state: GameState, step: Step) -> None:
    """Begin ``step`` and carry out its turn-based actions; keep going through
    steps in which no player receives priority."""
    while True:
        state.step = step
        state.invalidate()
        if step == Step.UNTAP:
            changes.phase_in(state, state.active)  # 702.26a: before the active player untaps
            held = _kept_tapped(state)
            for obj in state.battlefield:
                if obj.controller == state.active:
                    if obj.object_id in state.skip_next_untap:
                        state.skip_next_untap.discard(obj.object_id)  # its next untap step is this one
                    elif obj.object_id not in held:
                        obj.tapped = False  # 502.3
                    obj.sick = False  # 302.6: controlled continuously since the turn began
            state.invalidate()
            step = Step.UPKEEP  # 502.4: no priority in the untap step
            continue
        if step == Step.BEGIN_COMBAT:
            state.combat = Combat()
        if step == Step.DECLARE_ATTACKERS:
            if combat.begin_declare_attackers(state):
                return  # the active player declares attackers (508.1)
            step = Step.END_COMBAT  # 508.8: no attackers
            continue
        if step in (Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE) and (
            state.combat is None or not state.combat.attackers
        ):
            step = Step.END_COMBAT  # 508.8: no attackers were declared
            continue
        if step == Step.DECLARE_BLOCKERS and combat.begin_declare_blockers(state):
            return  # defending players declare blockers (509.1)
        if step == Step.COMBAT_DAMAGE and state.combat is not None:
            if combat.needs_first_strike_step(state):
                combat.combat_damage_step(state, first=True)  # 510.4
            else:
                state.combat.regular_damage_done = True
                combat.combat_damage_step(state, first=False)
        if step == Step.MAIN1:
            _add_lore_counters(state)  # 714.3b: a turn-based action as the precombat main phase begins
            attractions.roll_to_visit(state)  # 505.5: next, the active player rolls to visit
        if step in (Step.UPKEEP, Step.END, Step.BEGIN_COMBAT, Step.MAIN2):
            triggers.step_began(state, step)
        if step == Step.DRAW and not (
            state.turn == 1 and state.active == state.first_player and len(state.players) == 2
        ):
            zones.draw(state, state.active, 1)  # 504.1 (the starting player skips it, 103.8a)
        if step == Step.CLEANUP:
            for obj in state.battlefield:
                obj.damage = 0
                obj.deathtouch_damage = False
            state.effects = [e for e in state.effects if not e.until_end_of_turn]  # 514.2
            state.delayed_triggers = [d for d in state.delayed_triggers if not d.until_end_of_turn]
            _end_play_permissions(state)
            state.combat_damage_prevention.clear()
            for player in state.players:
                player.may_look_at_face_down = False
            control.update(state)
            state.invalidate()
            if sba.perform(state) or state.pending_triggers or state.decision is not None:
                state.priority = state.first_to_act()  # 514.3a
                return
            _new_turn(state)
            step = Step.UNTAP
            continue
        state.priority = state.first_to_act()
        return


@rule("714.3b", "505.4")
def _add_lore_counters(state: GameState) -> None:
    """As the active player's precombat main phase begins, they put a lore counter on each Saga they
    control (714.3b), a turn-based action that uses no stack; the counters trigger chapter abilities."""
    for obj in list(state.battlefield):
        if obj.controller == state.active and "Saga" in characteristics(state, obj).subtypes:
            changes.put_counters(state, obj, "lore", 1)


@rule("500.1", "101.4", "723.1")
def _new_turn(state: GameState) -> None:
    """The next player in turn order who is still in the game takes a turn. Control of a
    player "during that player's next turn" ends with the turn before and begins now (723.1)."""
    state.active = next_player(state, state.active)
    state.turn += 1
    for player in state.players:
        player.controlled_by = None
        if player.name == state.active and player.controlled_next_turn_by is not None:
            player.controlled_by, player.controlled_next_turn_by = player.controlled_next_turn_by, None
    state.once_per_turn.clear()
    # 611.2a: an effect that lasts "until your next turn" ends as that player's next turn begins.
    state.effects = [e for e in state.effects if e.until_turn_of != state.active]
    state.left_this_turn.clear()
    state.cost_reductions.clear()  # "this turn" reductions end with the turn
    state.combat = None
    state.lands_played = 0
    state.planar_die_rolls = 0  # 901.9c: the cost of rolling the planar die starts again each turn
    for player in state.players:
        player.pool.empty(end_of_turn=True)
        player.face_down_creatures_entered = 0
        player.face_down_permanents_entered = 0
        player.turned_face_up = 0
    for obj in state.battlefield:
        obj.goaded_by.discard(state.active)  # 701.15a: goad lasts until the goading player's next turn


@rule("514.2", "611.2a")
def _end_play_permissions(state: GameState) -> None:
    """Play permissions that last "until end of turn" end now, and those that last "until the end of
    your next turn" count down the ends of their player's turns."""
    for object_id, (player, turns) in list(state.play_permission_ends.items()):
        if player is not None and player != state.active:
            continue
        if turns > 0:
            state.play_permission_ends[object_id] = (player, turns - 1)
            continue
        del state.play_permission_ends[object_id]
        state.play_permissions.pop(object_id, None)


@rule("502.3")
def _kept_tapped(state: GameState) -> set[str]:
    """The permanents an effect says don't untap during their controller's untap step."""
    held: set[str] = set()
    for source, static in active_statics(state):
        if static.effect != "doesnt_untap":
            continue
        for obj in state.battlefield:
            if static.affected is None or matches(
                state, static.affected, obj, characteristics(state, obj), source.controller, source
            ):
                held.add(obj.object_id)
    return held
