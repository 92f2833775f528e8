"""Triggered abilities (603): noticing trigger events and putting abilities on the stack.

Trigger events call the functions below (``entered``, ``turned_face_up``,
``turned_face_down``, ``left_battlefield``, ``sacrificed``, ``spell_cast``,
``step_began``, ``attackers_declared``, ``combat_damage_dealt``,
``manifested_dread``, and ``became_targets`` for ward, 702.21a); each
finds the triggered abilities that fire -- of permanents, and delayed
triggered abilities created by resolved effects (603.7) -- and records them as
pending (603.2). An effect such as Panoptic Projektor's or Delney's makes an
ability trigger additional times. Pending abilities wait until a player would
next receive priority, then :func:`put_on_stack` puts them on the stack in
APNAP order (603.3b), choosing modes (700.2b) and targets (603.3d).

Ordering among one player's simultaneous triggers follows the order in which
they triggered (the controller's choice of 603.3b is made this way, so runs are
deterministic). Modes are chosen through ``choose_mode`` decisions (options:
``"0"``, ``"1"``, ...), targets one at a time through ``choose_targets``
decisions (options: the legal handles and player names, plus ``"done"`` while
the player may stop choosing); none is asked when there is no legal target.

Noticing a trigger only reads characteristics and records what triggered;
nothing here moves a card or runs an effect. So this module sits below the
zone changes, turning face up and the effects that call it (docs/engine.md).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace

from . import targets
from .amounts import condition_holds
from .cards import CHAPTER_TRIGGER, TargetSpec, Triggered, parse_effect
from .characteristics import active_statics, characteristics, matches, triggered_of
from .enums import EventKind, Step, TriggerKind, Zone
from .keywords.ward import ward_ability
from .objects import GameObject
from .rules import rule
from .state import DelayedTrigger, GameState, PendingDecision, PendingTrigger, StackItem, Target
from .values import Characteristics

__all__ = [
    "attackers_declared",
    "became_target",
    "became_targets",
    "chaos_ensued",
    "combat_damage_dealt",
    "entered",
    "extra_instances",
    "left_battlefield",
    "lore_counters_put",
    "manifested_dread",
    "mutated",
    "planar_die_rolled",
    "put_on_stack",
    "rolled_to_visit",
    "sacrificed",
    "spell_cast",
    "step_began",
    "turned_face_down",
    "turned_face_up",
]

_KIND: dict[str, TriggerKind] = {
    "enters": TriggerKind.ENTERS,
    "turned_face_up": TriggerKind.TURNED_FACE_UP,
    "dies": TriggerKind.DIES,
}

_PROWESS = Triggered(
    trigger="cast_noncreature_spell",
    effects=(
        parse_effect({"op": "pump_until_eot", "object": "self", "power": 1, "toughness": 1}, "prowess"),
    ),
    text="Prowess",
)

#: One source of triggered abilities: the object, its characteristics, and the
#: controller of its abilities (for delayed triggers, the player who created them).
Source = tuple["GameObject", Characteristics, str, tuple[Triggered, ...], bool]


def _sources(state: GameState, extra: Iterable[tuple[GameObject, Characteristics]] = ()) -> list[Source]:
    """Permanents on the battlefield (and ``extra`` objects looked back at) with
    their triggered abilities, the face-up plane in the command zone, whose
    abilities its planar controller -- the active player -- controls (901.6,
    901.7), cards in graveyards with abilities that trigger there (113.6k:
    "return this card from your graveyard"), then delayed triggered abilities
    (603.7)."""
    found: list[Source] = []
    for obj, chars in extra:
        found.append((obj, chars, obj.controller, _on_battlefield(chars), True))
    for obj in list(state.battlefield):
        chars = characteristics(state, obj)
        abilities = _on_battlefield(chars)
        if abilities:
            found.append((obj, chars, obj.controller, abilities, True))
    for plane in state.command:
        chars = characteristics(state, plane)
        if "Plane" in chars.types:
            found.append((plane, chars, state.active, triggered_of(chars), False))
    for player in state.players:
        for card in player.graveyard:
            chars = characteristics(state, card)
            abilities = tuple(a for a in triggered_of(chars) if a.from_graveyard)
            if abilities:
                found.append((card, chars, card.owner, abilities, False))
    for delayed in state.delayed_triggers:
        found.append((delayed.source, delayed.source_chars, delayed.controller, (delayed.ability,), False))
    return found


def _delayed(state: GameState, source: GameObject, ability: Triggered) -> DelayedTrigger | None:
    """The delayed triggered ability ``ability`` of ``source``, if it is one (each is its own object)."""
    return next((d for d in state.delayed_triggers if d.ability is ability and d.source is source), None)


def _about(state: GameState, source: GameObject, abilities: Sequence[Triggered]) -> tuple[str, ...]:
    """The objects a delayed triggered ability is about ("when it dies this turn", 603.7c), else ()."""
    found = _delayed(state, source, abilities[0]) if len(abilities) == 1 else None
    return found.about if found is not None else ()


@rule("603.7b")
def _spend(state: GameState, source: GameObject, ability: Triggered) -> None:
    """A delayed triggered ability that triggers only once ("at the beginning of the next end step")
    is gone once it has triggered."""
    found = _delayed(state, source, ability)
    if found is not None and found.once:
        state.delayed_triggers.remove(found)


def _on_battlefield(chars: Characteristics) -> tuple[Triggered, ...]:
    """The triggered abilities that work on the battlefield (not those that trigger from a graveyard)."""
    return tuple(a for a in triggered_of(chars) if not a.from_graveyard)


def _subject_matches(
    state: GameState,
    ability: Triggered,
    source: GameObject,
    controller: str,
    subject: GameObject,
    subject_chars: Characteristics,
    *,
    own: bool = True,
    event: str | None = None,
    about: Sequence[str] = (),
) -> bool:
    """Whether the event happening to ``subject`` is one ``ability`` of ``source`` triggers on: the
    source itself (no subject), an object its subject for the event describes, or for a delayed
    ability about particular objects, one of those (603.7c)."""
    wanted = ability.subject_for(event) if event is not None else ability.subject
    if about:
        return subject.object_id in about
    if own and subject.object_id == source.object_id and subject.card is source.card:
        if wanted is None:
            return True
        # "this creature or another creature you control [that ...]": the source counts if it
        # fits the rest of the description.
        return ability.include_self and matches(
            state, replace(wanted, other=False), subject, subject_chars, controller, source
        )
    if wanted is None:
        return False
    return matches(state, wanted, subject, subject_chars, controller, source if own else None)


@rule("603.2d")
def extra_instances(
    state: GameState,
    source: GameObject,
    source_chars: Characteristics,
    controller: str,
    event: str,
    subject: GameObject | None = None,
) -> int:
    """How many additional times an ability of ``source`` triggers: once more per
    Panoptic Projektor-like effect of its controller when the event is a permanent
    turning face up, once more per Panharmonicon-like effect of its controller when
    the event is ``subject`` (a permanent it affects) entering, and once more per
    Delney-like effect whose affected creatures include ``source``."""
    extra = 0
    for static_source, static in active_statics(state):
        if static.effect == "additional_face_up_triggers":
            if event == "turned_face_up" and static_source.controller == controller:
                extra += 1
        elif static.effect == "additional_enter_triggers":
            if (
                event == "enters"
                and subject is not None
                and static_source.controller == controller
                and source.zone == Zone.BATTLEFIELD
                and (
                    static.affected is None
                    or matches(
                        state,
                        static.affected,
                        subject,
                        characteristics(state, subject),
                        controller,
                        static_source,
                    )
                )
            ):
                extra += 1
        elif (
            static.effect == "additional_triggers"
            and static.affected is not None
            and (source.zone == Zone.BATTLEFIELD or source.object_id in state.lki)
            and matches(
                state,
                static.affected,
                source,
                source_chars,
                static_source.controller,
                static_source,
                check_zone=False,
            )
        ):
            extra += 1
    return extra


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
    trigger_player: str | None = None,
    trigger_amount: int | None = None,
    trigger_chars: Characteristics | None = None,
    permanent: bool = True,
    trigger_cards: Sequence[GameObject] = (),
) -> None:
    """Record that ``ability`` of ``source`` triggered, as many times as effects
    make it trigger (once-each-turn abilities at most once; a trigger condition
    must hold, 603.4)."""
    owner = controller or source.controller
    times = 1
    if permanent:
        times += extra_instances(state, source, source_chars, owner, event or ability.trigger, trigger_object)
    for _ in range(times):
        if not condition_holds(
            state,
            ability.condition,
            source=source,
            controller=owner,
            trigger_object=trigger_object,
            trigger_amount=trigger_amount,
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
                controller=owner,
                ability=ability,
                trigger=_KIND.get(event or ability.trigger, TriggerKind.OTHER),
                trigger_object=trigger_object,
                trigger_player=trigger_player,
                trigger_amount=trigger_amount,
                trigger_chars=trigger_chars,
                trigger_cards=list(trigger_cards),
            )
        )


def _fire(
    state: GameState,
    events: str | Sequence[str],
    subject: GameObject,
    subject_chars: Characteristics,
    *,
    extra: Iterable[tuple[GameObject, Characteristics]] = (),
    trigger_object: GameObject | None = None,
    by: str | None = None,
) -> None:
    """Every ability that triggers on ``events`` (one event, or several that
    happen together) happening to ``subject`` (done by the player ``by``, where
    that matters). An ability that fires on more than one of them triggers once,
    for the first in ``events`` whose subject it describes."""
    wanted = (events,) if isinstance(events, str) else events
    for source, source_chars, controller, abilities, own in _sources(state, extra):
        about = _about(state, source, abilities)
        for ability in abilities:
            if ability.by_you and by != controller:
                continue
            event = next(
                (
                    e
                    for e in wanted
                    if ability.fires_on(e)
                    and _subject_matches(
                        state,
                        ability,
                        source,
                        controller,
                        subject,
                        subject_chars,
                        own=own,
                        event=e,
                        about=about,
                    )
                ),
                None,
            )
            if event is not None:
                _trigger(
                    state,
                    source,
                    source_chars,
                    ability,
                    controller=controller,
                    trigger_object=trigger_object if trigger_object is not None else subject,
                    trigger_chars=subject_chars,
                    event=event,
                    permanent=own,
                )
                _spend(state, source, ability)


@rule("603.6a", "708.3")
def entered(state: GameState, obj: GameObject) -> None:
    """``obj`` entered the battlefield: every permanent, the newcomer included, is
    checked for matching enters abilities (603.6a). A permanent that entered face
    down has no abilities of its card, so its own don't trigger (708.3)."""
    _fire(state, "enters", obj, characteristics(state, obj))


@rule("603.2", "708.8", "702.168d")
def turned_face_up(state: GameState, obj: GameObject, by: str | None = None) -> None:
    """``obj`` was turned face up (by the player ``by``: who took the special action
    or controls the effect): "when/whenever ... is turned face up" abilities
    trigger, judged on the permanents as they are afterwards (so the turned-up
    permanent's own abilities count), and "whenever you turn a permanent face up"
    abilities of ``by``."""
    _fire(state, "turned_face_up", obj, characteristics(state, obj), by=by)


@rule("603.2", "709.5")
def door_unlocked(state: GameState, obj: GameObject, door: str) -> None:
    """The door ``door`` of the Room ``obj`` became unlocked: its own "when you unlock this door"
    abilities trigger (a door's ability is about that door only, not the Room's other door)."""
    chars = characteristics(state, obj)
    half = next((h for h in obj.definition.halves() if h.name == door), None)
    if half is None:
        return
    for ability in triggered_of(chars):
        if ability.fires_on("unlock_this_door") and any(ability is a for a in half.abilities):
            _trigger(state, obj, chars, ability, trigger_object=obj, event="unlock_this_door")


@rule("714.2b", "714.2a")
def lore_counters_put(state: GameState, obj: GameObject, before: int, after: int) -> None:
    """Lore counters were put on the permanent ``obj``, taking their number from ``before`` to ``after``: each
    of its chapter abilities triggers once for each of its chapter numbers N that the number was less than
    and became at least (714.2b; "I, II" is a chapter ability for each numeral, 714.2a)."""
    chars = characteristics(state, obj)
    for ability in _on_battlefield(chars):
        for chapter in ability.chapters:
            if before < chapter <= after:
                _trigger(state, obj, chars, ability, controller=obj.controller, event=CHAPTER_TRIGGER)


@rule("603.2", "701.26a")
def became_tapped(state: GameState, obj: GameObject) -> None:
    """``obj`` became tapped (from untapped): "whenever [this] becomes tapped" abilities trigger."""
    _fire(state, "becomes_tapped", obj, characteristics(state, obj))


@rule("603.2", "510.2")
def dealt_combat_damage_to_blockers(state: GameState, dealers: Sequence[GameObject]) -> None:
    """Each of ``dealers`` dealt combat damage to one or more blocking creatures: "whenever [this]
    deals combat damage to one or more blocking creatures" abilities trigger once for each."""
    for dealer in dealers:
        _fire(state, "combat_damage_to_blocker", dealer, characteristics(state, dealer))


@rule("702.140d", "730.2e")
def mutated(state: GameState, obj: GameObject) -> None:
    """A mutating creature spell merged with ``obj``: its "whenever this creature mutates"
    abilities trigger (702.140d), judged on the merged permanent -- one that is face down has
    none. Nothing was turned face up (730.2e)."""
    _fire(state, "mutates", obj, characteristics(state, obj))


@rule("603.2", "701.27b")
def turned_face_down(state: GameState, obj: GameObject) -> None:
    """``obj`` was turned face down: "whenever ... is turned face down" abilities trigger
    (transforming is a different action and never calls this, 701.27b)."""
    _fire(state, "turned_face_down", obj, characteristics(state, obj))


@rule("603.6c", "603.10a", "700.4")
def left_battlefield(state: GameState, old: GameObject, old_chars: Characteristics, new: GameObject) -> None:
    """``old`` left the battlefield (becoming ``new``): leaves-the-battlefield and
    dies abilities "look back in time" (603.10a), using the object as it last
    existed on the battlefield -- a face-down creature that dies had no abilities
    of its card, but is a face-down creature for "whenever a face-down creature dies"."""
    events = ("leaves", "dies") if new.zone == Zone.GRAVEYARD else ("leaves",)
    # 603.10a: permanents leaving at the same time as it "see" it leave, and it sees them.
    together = [(o, c) for o, c in state.leaving if o is not old and o not in state.battlefield]
    _fire(state, events, old, old_chars, extra=[*together, (old, old_chars)], trigger_object=new)


def _cast_trigger_matches(
    state: GameState,
    ability: Triggered,
    source: GameObject,
    controller: str,
    spell: GameObject,
    spell_chars: Characteristics,
) -> bool:
    if ability.fires_on("cast_noncreature_spell"):
        return not spell_chars.is_creature
    if not ability.fires_on("cast_spell"):
        return False
    return ability.subject is None or matches(
        state, ability.subject, spell, spell_chars, controller, source, check_zone=False
    )


@rule("603.2", "702.108a")
def spell_cast(state: GameState, item: StackItem) -> None:
    """A spell became cast (601.2i): "whenever you cast a [kind of] spell"
    abilities and prowess (702.108a) of the caster's permanents trigger. The
    spell is judged as it is on the stack (a face-down spell is a creature spell)."""
    spell = item.spell
    if spell is None:
        return
    spell_chars = characteristics(state, spell)
    for ability in triggered_of(spell_chars):
        if ability.fires_on("cast_self"):
            # "When you cast this spell": the spell's own ability triggers from the stack (603.2, 601.2i).
            _trigger(state, spell, spell_chars, ability, controller=item.controller, permanent=False)
    for source, source_chars, controller, abilities, own in _sources(state):
        if controller != item.controller:
            continue
        for ability in abilities:
            if _cast_trigger_matches(state, ability, source, controller, spell, spell_chars):
                _trigger(
                    state,
                    source,
                    source_chars,
                    ability,
                    controller=controller,
                    trigger_object=spell,
                    permanent=own,
                )
        if own and not spell_chars.is_creature:
            for _ in source_chars.keywords("prowess"):
                _trigger(state, source, source_chars, _PROWESS)


@rule("503.1a", "507.1", "513.1a")
def step_began(state: GameState, step: Step) -> None:
    """Abilities that trigger at the beginning of ``step`` do: "your upkeep", "combat
    on your turn" and "your end step" ones of the active player's permanents,
    "the end step" ones of every permanent."""
    for source, source_chars, controller, abilities, own in _sources(state):
        mine = controller == state.active
        for ability in abilities:
            if (
                (ability.fires_on("beginning_of_upkeep") and step == Step.UPKEEP and mine)
                or (ability.fires_on("beginning_of_combat") and step == Step.BEGIN_COMBAT and mine)
                or (ability.fires_on("beginning_of_end_step") and step == Step.END)
                or (ability.fires_on("beginning_of_your_end_step") and step == Step.END and mine)
                or (ability.fires_on("beginning_of_your_second_main") and step == Step.MAIN2 and mine)
            ):
                # A delayed ability about an object ("sacrifice it") refers to it as "that object".
                about = [o for i in _about(state, source, (ability,)) if (o := state.by_object_id(i))]
                _trigger(
                    state,
                    source,
                    source_chars,
                    ability,
                    controller=controller,
                    permanent=own,
                    trigger_object=about[0] if about else None,
                )
                _spend(state, source, ability)
            elif ability.fires_on("beginning_of_opponents_upkeep") and step == Step.UPKEEP and not mine:
                # "At the beginning of each opponent's upkeep": "that player" is the active player.
                _trigger(
                    state,
                    source,
                    source_chars,
                    ability,
                    controller=controller,
                    permanent=own,
                    trigger_player=state.active,
                )


@rule("901.9a", "309.7")
def chaos_ensued(state: GameState) -> None:
    """Chaos ensued (the planar die showed the chaos symbol, 901.9a): the chaos abilities of the
    face-up plane trigger (309.7), and any other "whenever chaos ensues" ability."""
    for source, source_chars, controller, abilities, own in _sources(state):
        for ability in abilities:
            if ability.fires_on("chaos_ensues"):
                _trigger(state, source, source_chars, ability, controller=controller, permanent=own)


@rule("901.9")
def planar_die_rolled(state: GameState, player: str) -> None:
    """``player`` rolled the planar die: their "whenever you roll the planar die" abilities trigger
    (a plane's are its planar controller's, who is the player rolling, 901.6)."""
    for source, source_chars, controller, abilities, own in _sources(state):
        for ability in abilities:
            if ability.fires_on("roll_planar_die") and controller == player:
                _trigger(state, source, source_chars, ability, controller=controller, permanent=own)


@rule("701.52a", "702.159a", "603.4")
def rolled_to_visit(state: GameState, player: str, result: int) -> None:
    """``player`` rolled to visit their Attractions and got ``result``: the visit ability of each
    Attraction they control with that number lit up triggers (701.52a). Visit means "whenever you roll
    to visit your Attractions, if the result is equal to a number lit up on this Attraction" (702.159a):
    an intervening "if" (603.4) whose result and lights cannot change before the ability resolves."""
    for source, source_chars, controller, abilities, own in _sources(state):
        if controller != player or result not in source.card.lights:
            continue
        for ability in abilities:
            if ability.fires_on("visit"):
                _trigger(state, source, source_chars, ability, controller=controller, permanent=own)


@rule("508.1m", "508.3a")
def attackers_declared(state: GameState, attackers: Sequence[GameObject]) -> None:
    """Attackers were declared: "whenever [this] attacks" abilities trigger for each
    attacking creature they match, and "whenever you attack with N or more
    creatures" abilities of the attacking player once."""
    if not attackers:
        return
    for attacker in attackers:
        _fire(state, "attacks", attacker, characteristics(state, attacker))
    for source, source_chars, controller, abilities, own in _sources(state):
        if controller != state.active:
            continue
        for ability in abilities:
            if ability.fires_on("attacks_with"):
                _trigger(
                    state,
                    source,
                    source_chars,
                    ability,
                    controller=controller,
                    trigger_amount=len(attackers),
                    permanent=own,
                )


@rule("510.3a", "603.2c")
def combat_damage_dealt(
    state: GameState, dealt: Sequence[tuple[GameObject, Characteristics, str, int]]
) -> None:
    """Combat damage was dealt to players: for each (creature, its characteristics,
    player, amount), "whenever [subject] deals combat damage to a player / an
    opponent" abilities trigger; "whenever one or more [subject] deal combat damage
    to a player" abilities trigger once for each player so dealt damage."""
    for source, source_chars, controller, abilities, own in _sources(state):
        for ability in abilities:
            for event in ("combat_damage_to_player", "combat_damage_to_opponent"):
                if not ability.fires_on(event):
                    continue
                done_players: set[str] = set()
                for creature, chars, player, amount in dealt:
                    if event == "combat_damage_to_opponent" and player == controller:
                        continue
                    if not _subject_matches(state, ability, source, controller, creature, chars, own=own):
                        continue
                    if ability.batched:
                        if player in done_players:
                            continue
                        done_players.add(player)
                    _trigger(
                        state,
                        source,
                        source_chars,
                        ability,
                        controller=controller,
                        trigger_object=creature,
                        trigger_chars=chars,
                        trigger_player=player,
                        trigger_amount=amount,
                        permanent=own,
                    )


@rule("701.21a")
def sacrificed(state: GameState, old: GameObject, old_chars: Characteristics, player: str) -> None:
    """``player`` sacrificed ``old``: "whenever you sacrifice a [kind]" abilities of that
    player trigger, judged on the permanent as it last existed."""
    for source, source_chars, controller, abilities, own in _sources(state, [(old, old_chars)]):
        if controller != player:
            continue
        for ability in abilities:
            if ability.fires_on("sacrificed") and _subject_matches(
                state, ability, source, controller, old, old_chars, own=own
            ):
                _trigger(
                    state,
                    source,
                    source_chars,
                    ability,
                    controller=controller,
                    trigger_chars=old_chars,
                    permanent=own,
                )


@rule("701.62b")
def manifested_dread(state: GameState, player: str, to_graveyard: Sequence[GameObject] = ()) -> None:
    """``player`` manifested dread: "whenever you manifest dread" abilities of theirs
    trigger, after the whole process (even if parts of it were impossible); they
    know the cards put into the graveyard this way."""
    for source, source_chars, controller, abilities, own in _sources(state):
        if controller != player:
            continue
        for ability in abilities:
            if ability.fires_on("manifest_dread"):
                _trigger(
                    state,
                    source,
                    source_chars,
                    ability,
                    controller=controller,
                    permanent=own,
                    trigger_cards=to_graveyard,
                )


@rule("702.21a", "601.2c", "115.7")
def became_targets(state: GameState, item: StackItem, *, only: list[Target] | None = None) -> None:
    """The targets of ``item`` (or just ``only``, new targets chosen for it) became
    targets: abilities that trigger on becoming a target (ward) trigger now and
    wait for the next priority (603.3)."""
    for target in item.targets if only is None else only:
        if target.handle is None:
            continue
        obj = state.find(target.handle)
        if obj is not None and obj.object_id == target.object_id:
            became_target(state, obj, item)


@rule("702.21a", "113.7a")
def became_target(state: GameState, obj: GameObject, item: StackItem) -> None:
    """``obj`` became a target of ``item``: each ward ability it has triggers if
    ``item``'s controller is an opponent of ``obj``'s controller. Only permanents
    have ward in effect ("this permanent"), so a face-down spell's ward doesn't."""
    if obj.zone != Zone.BATTLEFIELD or item.controller == obj.controller:
        return
    chars = characteristics(state, obj)
    for keyword in chars.keywords("ward"):
        if keyword.cost is None:
            continue
        ability = ward_ability(keyword.cost, keyword.x_is)
        for _ in range(1 + extra_instances(state, obj, chars, obj.controller, ability.trigger)):
            state.pending_triggers.append(
                PendingTrigger(
                    source=obj,
                    source_chars=chars,
                    controller=obj.controller,
                    ability=ability,
                    trigger=TriggerKind.WARD,
                    ward_for=item.stack_id,
                )
            )


def specs_of(pending: PendingTrigger) -> tuple[TargetSpec, ...]:
    """The target specs of a pending ability (those of its chosen mode, if modal)."""
    if pending.ability.modes:
        if pending.mode is None:
            return ()
        return pending.ability.modes[pending.mode].targets
    return pending.ability.targets


def _max_targets(state: GameState, pending: PendingTrigger, spec: TargetSpec) -> int:
    if isinstance(spec.max, int):
        return spec.max
    if spec.max == "X":
        return pending.source.x or 0
    return len(state.objects) + len(state.players)  # "any number"


@rule("700.2b")
def _choose_mode(state: GameState, pending: PendingTrigger) -> bool:
    """Ask for the mode of a modal triggered ability as it is put on the stack;
    returns False while the decision is pending."""
    if not pending.ability.modes or pending.mode is not None:
        return True

    def resume(choice: str) -> None:
        pending.mode = int(choice)

    state.decision = PendingDecision(
        player=pending.controller,
        kind="choose_mode",
        options=tuple(str(i) for i in range(len(pending.ability.modes))),
        prompt="Choose a mode: " + " / ".join(f"{i}: {m.text}" for i, m in enumerate(pending.ability.modes)),
        resume=resume,
    )
    return False


@rule("603.3b", "603.3d", "117.5")
def put_on_stack(state: GameState) -> None:
    """Put waiting triggered abilities on the stack: the active player's first, then
    each other player's in turn order (603.3b), so the last player's end up on
    top. Modes and targets are chosen as each is put on the stack; one that needs
    a target and has none is removed (603.3d). Stops when a choice is needed."""
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
        if not _choose_mode(state, pending):
            return
        chosen = _choose_targets(state, pending)
        if chosen is None:
            return  # waiting for a decision
        del state.pending_triggers[index]
        if not chosen:
            continue  # 603.3d: no legal target for a required target
        mode = pending.ability.modes[pending.mode] if pending.mode is not None else None
        item = StackItem(
            stack_id=state.new_stack_id(),
            kind="triggered",
            controller=pending.controller,
            source=pending.source,
            source_chars=pending.source_chars,
            ability=pending.ability,
            effects=mode.effects if mode is not None else pending.ability.effects,
            text=pending.ability.text,
            targets=list(pending.targets),
            target_specs=list(pending.target_specs),
            x=pending.source.x,
            trigger=pending.trigger,
            trigger_object=pending.trigger_object,
            ward_for=pending.ward_for,
            specs=mode.targets if mode is not None else None,
            trigger_player=pending.trigger_player,
            trigger_amount=pending.trigger_amount,
            trigger_chars=pending.trigger_chars,
            modes=(pending.mode,) if pending.mode is not None else (),
            trigger_cards=list(pending.trigger_cards),
        )
        state.stack.append(item)
        state.log(
            EventKind.TRIGGERED,
            source=pending.source.handle,
            controller=pending.controller,
            trigger=pending.trigger,
            stack_id=item.stack_id,
        )
        became_targets(state, item)


def _choose_targets(state: GameState, pending: PendingTrigger) -> bool | None:
    """Choose the next targets of ``pending``. Returns True when all are chosen,
    False when a required target has no legal choice (603.3d), None while a
    decision is pending."""
    specs = specs_of(pending)
    counts = [0] * len(specs)
    for spec_index in pending.target_specs:
        counts[spec_index] += 1
    for spec_index, spec in enumerate(specs):
        maximum = _max_targets(state, pending, spec)
        if spec.per_player:
            maximum *= len(state.players_in_game())
        done = pending.targets_done.get(spec_index, False)
        while counts[spec_index] < maximum and not done:
            mine = [
                tg for tg, i in zip(pending.targets, pending.target_specs, strict=False) if i == spec_index
            ]
            taken = {tg.name for tg in mine}
            options = [
                c
                for c in targets.candidates(state, spec, pending.controller, pending.source)
                if c.name not in taken and targets.per_player_allows(state, spec, mine, c)
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
    counts = [0] * len(specs_of(pending))
    for spec_index in pending.target_specs:
        counts[spec_index] += 1
    return counts
