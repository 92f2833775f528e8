"""Combat (506-511): declaring attackers and blockers, and combat damage.

At the start of the declare attackers step the active player declares
attackers (508.1), a turn-based action: if one of their creatures could
attack, the game waits with a ``declare_attackers`` decision, answered by
:func:`declare_attackers` (or "none"). Each defending player then declares
blockers the same way (``declare_blockers``, 509.1). A declaration is checked
as a whole: restrictions (flying, menace, "can't be blocked by ...",
protection, "can't attack or block", summoning sickness, 302.6) must all be
obeyed, and requirements (goad, 701.15b; "blocks this turn if able") obeyed as
far as possible without breaking a restriction (508.1d, 509.1c). An illegal
declaration is refused and the game is as it was.

Combat damage (510) is assigned automatically: an unblocked creature deals
its damage to the player it attacks; a blocked one to its blockers in the
order they were declared, each getting lethal damage (1 with deathtouch)
before the next, the rest to the last blocker -- or to the player, with
trample (702.19c). Creatures with first strike or double strike deal their
damage in a first combat damage step (510.4). Then "deals combat damage to a
player" abilities trigger.
"""

from __future__ import annotations

from collections.abc import Mapping

from . import changes, face_down, triggers
from .attachments import protected_from
from .characteristics import active_statics, characteristics, matches
from .enums import Refusal, Zone
from .errors import Illegal
from .objects import GameObject
from .rules import rule
from .state import Combat, GameState, PendingDecision
from .values import Characteristics

__all__ = [
    "begin_declare_attackers",
    "begin_declare_blockers",
    "combat_damage_step",
    "declare_attackers",
    "declare_blockers",
]


def _cant_attack_or_block(state: GameState, obj: GameObject, chars: Characteristics) -> bool:
    for source, static in active_statics(state):
        if static.effect == "cant_attack_or_block" and (
            (static.affected is None and source.object_id == obj.object_id)
            or (
                static.affected is not None
                and matches(state, static.affected, obj, chars, source.controller, source)
            )
        ):
            return True
    return False


@rule("508.1a", "508.1c", "302.6", "702.3b")
def can_attack(state: GameState, obj: GameObject) -> bool:
    """Whether ``obj`` could be declared as an attacker by the active player now."""
    if obj.zone != Zone.BATTLEFIELD or obj.controller != state.active or obj.tapped:
        return False
    chars = characteristics(state, obj)
    if not chars.is_creature or chars.has_keyword("defender"):
        return False
    if obj.sick and not chars.has_keyword("haste"):
        return False  # 302.6
    return not _cant_attack_or_block(state, obj, chars)


@rule("508.1d", "701.15b")
def _goad_requirements_met(state: GameState, attackers: Mapping[str, str], able: list[GameObject]) -> None:
    """A goaded creature attacks each combat if able, and attacks a player other than
    a goading player if able (701.15b); raise :class:`Illegal` if a declaration
    obeys fewer requirements than it could."""
    opponents = state.opponents(state.active)
    for obj in able:
        live_goaders = {p for p in obj.goaded_by if p in opponents or p == state.active}
        if not live_goaders:
            continue
        if obj.object_id not in attackers:
            raise Illegal(Refusal.NOT_ALLOWED, f"{obj.handle!r} is goaded and must attack if able (701.15b)")
        others = [p for p in opponents if p not in live_goaders]
        if others and attackers[obj.object_id] in live_goaders:
            raise Illegal(
                Refusal.NOT_ALLOWED,
                f"{obj.handle!r} must attack a player other than the one who goaded it (701.15b)",
            )


@rule("508.1", "508.1a", "508.1c", "508.1d", "508.1f", "508.1k", "508.1m", "508.8")
def declare_attackers(state: GameState, player: str, declared: Mapping[str, str]) -> None:
    """The active player declares attackers: ``declared`` maps creature handles to the
    player each attacks. Raises :class:`Illegal` (nothing changed) if the
    declaration breaks a restriction or a requirement it could obey. Attackers
    without vigilance become tapped; "whenever ... attacks" abilities trigger."""
    decision = state.decision
    if decision is None or decision.kind != "declare_attackers":
        raise Illegal(
            Refusal.NOT_ALLOWED, "attackers are declared only at the start of the declare attackers step"
        )
    if decision.player != player:
        raise Illegal(Refusal.NOT_YOUR_PRIORITY, f"{decision.player} declares attackers, not {player}")
    able = [o for o in state.battlefield if can_attack(state, o)]
    by_handle = {o.handle: o for o in able}
    attackers: dict[str, str] = {}
    for handle, defender in declared.items():
        obj = by_handle.get(handle)
        if obj is None:
            raise Illegal(Refusal.NOT_ALLOWED, f"{handle!r} can't attack")
        if defender not in state.opponents(player):
            raise Illegal(Refusal.NOT_ALLOWED, f"{handle!r} can't attack {defender!r} (508.1b)")
        attackers[obj.object_id] = defender
    _goad_requirements_met(state, attackers, able)
    state.decision = None
    _apply_attackers(state, attackers)


def _apply_attackers(state: GameState, attackers: dict[str, str]) -> None:
    combat = state.combat or Combat()
    state.combat = combat
    combat.attackers = dict(attackers)
    combat.attackers_declared = True
    declared: list[GameObject] = []
    for object_id in attackers:
        obj = state.by_object_id(object_id)
        if obj is None:
            continue
        if not characteristics(state, obj).has_keyword("vigilance"):
            face_down.become_tapped(state, obj)  # 508.1f
        declared.append(obj)
    state.invalidate()
    triggers.attackers_declared(state, declared)
    if attackers:
        state.priority = state.first_to_act()
    # 508.8: with no attackers the turn goes straight on to the end of combat step (turn.settle).


@rule("508.1", "508.8")
def begin_declare_attackers(state: GameState) -> bool:
    """The declare attackers step begins: ask the active player to declare attackers
    if one of their creatures could attack. Returns False when no creature could,
    so the combat has no attackers (508.8)."""
    state.combat = state.combat or Combat()
    able = [o for o in state.battlefield if can_attack(state, o)]
    if not able:
        state.combat.attackers_declared = True
        return False

    def resume(choice: str) -> None:
        # "none" declares no attackers; a creature's handle declares it alone, attacking the next
        # opponent in turn order (the whole declaration is made with declare_attackers).
        if choice == "none":
            _goad_requirements_met(state, {}, able)
            _apply_attackers(state, {})
            return
        state.decision = decision
        declare_attackers(state, state.active, {choice: state.opponents(state.active)[0]})

    decision = PendingDecision(
        player=state.active,
        kind="declare_attackers",
        options=(*(o.handle for o in able), "none"),
        prompt="Declare attackers",
        resume=resume,
    )
    state.decision = decision
    state.priority = None
    return True


def _evasion_forbids(state: GameState, attacker: GameObject, blocker: GameObject) -> bool:
    """Whether an evasion ability of ``attacker`` forbids ``blocker`` from blocking it:
    "can't be blocked", "can't be blocked by [blockers]" (509.1b)."""
    attacker_chars = characteristics(state, attacker)
    blocker_chars = characteristics(state, blocker)
    for source, static in active_statics(state):
        if static.effect != "evasion":
            continue
        if static.affected is None:
            if source.object_id != attacker.object_id:
                continue
        elif not matches(state, static.affected, attacker, attacker_chars, source.controller, source):
            continue
        if static.blockers is None:
            return True
        if matches(
            state, static.blockers, blocker, blocker_chars, source.controller, attacker, check_zone=False
        ):
            return True
    return False


@rule("509.1a", "509.1b", "702.9b", "702.17b", "702.16e")
def can_block(state: GameState, blocker: GameObject, attacker: GameObject) -> bool:
    """Whether ``blocker`` may block ``attacker`` on its own terms (menace, which
    concerns the whole declaration, is checked separately)."""
    combat = state.combat
    if combat is None or attacker.object_id not in combat.attackers:
        return False
    if blocker.zone != Zone.BATTLEFIELD or blocker.tapped:
        return False
    if combat.attackers[attacker.object_id] != blocker.controller:
        return False
    chars = characteristics(state, blocker)
    if not chars.is_creature or _cant_attack_or_block(state, blocker, chars):
        return False
    attacker_chars = characteristics(state, attacker)
    if attacker_chars.has_keyword("flying") and not (
        chars.has_keyword("flying") or chars.has_keyword("reach")
    ):
        return False  # 702.9b
    if protected_from(attacker_chars, chars):
        return False  # 702.16e: can't be blocked by creatures with that quality
    return not _evasion_forbids(state, attacker, blocker)


def _potential_blockers(state: GameState, player: str) -> list[GameObject]:
    combat = state.combat
    if combat is None:
        return []
    attackers = [state.by_object_id(a) for a in combat.attackers]
    live = [a for a in attackers if a is not None]
    return [
        o for o in state.battlefield if o.controller == player and any(can_block(state, o, a) for a in live)
    ]


def _defenders(state: GameState) -> list[str]:
    combat = state.combat
    if combat is None:
        return []
    attacked = set(combat.attackers.values())
    return [p for p in state.apnap() if p in attacked]


@rule("509.1")
def begin_declare_blockers(state: GameState) -> bool:
    """The declare blockers step begins: each defending player in turn order declares
    blockers (a ``declare_blockers`` decision, asked even when none of their
    creatures could block: then "none" is the only answer). Returns False when no
    decision is needed (no player is attacked)."""
    return _ask_next_defender(state)


def _ask_next_defender(state: GameState) -> bool:
    combat = state.combat
    if combat is None:
        return False
    for player in _defenders(state):
        if player in combat.defenders_done:
            continue
        able = _potential_blockers(state, player)

        holder: list[PendingDecision] = []

        def resume(choice: str, player: str = player, own: list[PendingDecision] = holder) -> None:
            # "none" declares no blockers; a creature's handle declares it alone, blocking the first
            # attacker it can block.
            if choice == "none":
                _check_blockers(state, player, {})
                _apply_blockers(state, player, {})
                return
            blocker = state.find(choice)
            targets = [
                a
                for a_id in combat.attackers
                if (a := state.by_object_id(a_id)) is not None
                and blocker is not None
                and can_block(state, blocker, a)
            ]
            state.decision = own[0]
            declare_blockers(state, player, {choice: targets[0].handle} if targets else {choice: ""})

        pending = PendingDecision(
            player=player,
            kind="declare_blockers",
            options=(*(o.handle for o in able), "none"),
            prompt="Declare blockers",
            resume=resume,
        )
        holder.append(pending)
        state.decision = pending
        state.priority = None
        return True
    combat.blockers_declared = True
    return False


@rule("509.1a", "509.1b", "509.1c")
def declare_blockers(state: GameState, player: str, declared: Mapping[str, str]) -> None:
    """A defending player declares blockers: ``declared`` maps blocking creature handles
    to the attacker each blocks. Raises :class:`Illegal` (nothing changed) if the
    declaration breaks a restriction (including menace, 509.1b) or a
    requirement it could obey ("blocks this turn if able", 509.1c)."""
    decision = state.decision
    if decision is None or decision.kind != "declare_blockers":
        raise Illegal(
            Refusal.NOT_ALLOWED, "blockers are declared only at the start of the declare blockers step"
        )
    if decision.player != player:
        raise Illegal(Refusal.NOT_YOUR_PRIORITY, f"{decision.player} declares blockers, not {player}")
    combat = state.combat
    assert combat is not None
    pairs: dict[str, str] = {}
    for blocker_handle, attacker_handle in declared.items():
        blocker = state.find(blocker_handle)
        attacker = state.find(attacker_handle)
        if blocker is None or attacker is None or blocker.controller != player:
            raise Illegal(Refusal.NOT_ALLOWED, f"{blocker_handle!r} can't block {attacker_handle!r}")
        if not can_block(state, blocker, attacker):
            raise Illegal(Refusal.NOT_ALLOWED, f"{blocker_handle!r} can't block {attacker_handle!r}")
        pairs[blocker.object_id] = attacker.object_id
    _check_blockers(state, player, pairs)
    state.decision = None
    _apply_blockers(state, player, pairs)


def _check_blockers(state: GameState, player: str, pairs: dict[str, str]) -> None:
    """Raise :class:`Illegal` if the blocks ``pairs`` break menace or leave a
    "blocks this turn if able" requirement unobeyed that could be obeyed."""
    combat = state.combat
    assert combat is not None
    problem = _menace_problem(state, pairs)
    if problem is not None:
        raise Illegal(Refusal.NOT_ALLOWED, problem)
    for obj in _potential_blockers(state, player):
        if obj.object_id in pairs or not _must_block(state, obj):
            continue
        for attacker_id in combat.attackers:
            attacker = state.by_object_id(attacker_id)
            if attacker is None or not can_block(state, obj, attacker):
                continue
            if _menace_problem(state, {**pairs, obj.object_id: attacker_id}) is None:
                raise Illegal(Refusal.NOT_ALLOWED, f"{obj.handle!r} must block this turn if able (509.1c)")


def _menace_problem(state: GameState, pairs: Mapping[str, str]) -> str | None:
    counts: dict[str, int] = {}
    for attacker_id in pairs.values():
        counts[attacker_id] = counts.get(attacker_id, 0) + 1
    for attacker_id, count in counts.items():
        attacker = state.by_object_id(attacker_id)
        if attacker is not None and count == 1 and characteristics(state, attacker).has_keyword("menace"):
            return f"{attacker.handle!r} has menace: it must be blocked by two or more creatures (509.1b)"
    return None


def _must_block(state: GameState, obj: GameObject) -> bool:
    return any(e.kind == "must_block" and obj.object_id in e.object_ids for e in state.effects)


def _apply_blockers(state: GameState, player: str, pairs: dict[str, str]) -> None:
    combat = state.combat
    assert combat is not None
    for blocker_id, attacker_id in pairs.items():
        combat.blockers[blocker_id] = [attacker_id]
        combat.blocked.add(attacker_id)  # 509.1h
    combat.defenders_done.add(player)
    if not _ask_next_defender(state):
        state.priority = state.first_to_act()


def _strikes_first(chars: Characteristics) -> bool:
    return chars.has_keyword("first_strike") or chars.has_keyword("double_strike")


def needs_first_strike_step(state: GameState) -> bool:
    """Whether a first-strike combat damage step happens (510.4)."""
    combat = state.combat
    if combat is None:
        return False
    ids = list(combat.attackers) + list(combat.blockers)
    return any(
        (obj := state.by_object_id(i)) is not None and _strikes_first(characteristics(state, obj))
        for i in ids
    )


def _deals_damage_now(state: GameState, obj: GameObject, first: bool) -> bool:
    chars = characteristics(state, obj)
    combat = state.combat
    assert combat is not None
    if first:
        return _strikes_first(chars)
    if chars.has_keyword("double_strike"):
        return True
    return obj.object_id not in combat.struck  # 510.4: first strikers don't deal damage again


def _prevented(state: GameState, source: GameObject, chars: Characteristics) -> bool:
    for controller, exception in state.combat_damage_prevention:
        if exception is None or not matches(
            state, exception, source, chars, controller, None, check_zone=False
        ):
            return True
    return False


@rule("510.1", "614.1a")
def _turn_up_before_assigning(state: GameState, *, first: bool) -> None:
    """Every attacking or blocking creature that would assign combat damage in this step (it deals
    damage now and has power above 0; a blocker blocks a creature) and that a turn-up-instead
    replacement applies to is turned face up first (Illusionary Mask): it then assigns its damage
    face up, and the assignments all see it face up (510.1: they are made at the same time)."""
    combat = state.combat
    assert combat is not None
    fighters = [*combat.attackers, *(b for b, blocked in combat.blockers.items() if blocked)]
    for object_id in fighters:
        obj = state.by_object_id(object_id)
        if obj is None or not _deals_damage_now(state, obj, first):
            continue
        if (characteristics(state, obj).power or 0) > 0:
            face_down.turned_up_instead(state, obj)


@rule("510.1", "510.1a", "510.1c", "510.2", "510.4", "702.19c", "702.2c", "702.4b", "702.7b", "615.1")
def combat_damage_step(state: GameState, *, first: bool) -> None:
    """Assign and deal combat damage (the first-strike step when ``first``), then let
    "deals combat damage to a player" abilities trigger."""
    combat = state.combat
    if combat is None:
        return
    _turn_up_before_assigning(state, first=first)
    assignments: list[tuple[GameObject, Characteristics, GameObject | str, int]] = []
    for attacker_id, defender in combat.attackers.items():
        attacker = state.by_object_id(attacker_id)
        if attacker is None or not _deals_damage_now(state, attacker, first):
            continue
        chars = characteristics(state, attacker)
        power = max(0, chars.power or 0)
        if power == 0:
            continue
        if attacker_id not in combat.blocked:
            assignments.append((attacker, chars, defender, power))
            continue
        blockers = [
            b
            for b_id, blocked in combat.blockers.items()
            if attacker_id in blocked and (b := state.by_object_id(b_id)) is not None
        ]
        remaining = power
        for index, blocker in enumerate(blockers):
            b_chars = characteristics(state, blocker)
            lethal = max(0, (b_chars.toughness or 0) - blocker.damage)
            if chars.has_keyword("deathtouch") and lethal > 0:
                lethal = 1
            last = index == len(blockers) - 1
            amount = remaining if last and not chars.has_keyword("trample") else min(remaining, lethal)
            if amount > 0:
                assignments.append((attacker, chars, blocker, amount))
                remaining -= amount
        if remaining > 0 and chars.has_keyword("trample"):
            assignments.append((attacker, chars, defender, remaining))  # 702.19c
    for blocker_id, blocked in combat.blockers.items():
        defender_obj = state.by_object_id(blocker_id)
        if defender_obj is None or not _deals_damage_now(state, defender_obj, first):
            continue
        b_chars = characteristics(state, defender_obj)
        power = max(0, b_chars.power or 0)
        target = state.by_object_id(blocked[0]) if blocked else None
        if power > 0 and target is not None:
            assignments.append((defender_obj, b_chars, target, power))
    dealt_to_players: list[tuple[GameObject, Characteristics, str, int]] = []
    dealt_to_blockers: list[GameObject] = []
    for source, chars, recipient, amount in assignments:
        if first:
            combat.struck.add(source.object_id)
        if _prevented(state, source, chars):
            continue
        chars = face_down.before_damage(state, source, chars, recipient)
        if isinstance(recipient, str):
            before = state.player(recipient).life
            changes.deal_damage(state, source, chars, recipient, amount, combat=True)
            if state.player(recipient).life != before or amount > 0:
                dealt_to_players.append((source, chars, recipient, amount))
        else:
            changes.deal_damage(state, source, chars, recipient, amount, combat=True)
            if source.object_id in combat.attackers and amount > 0 and source not in dealt_to_blockers:
                dealt_to_blockers.append(source)
    if first:
        combat.first_strike = True
    state.invalidate()
    triggers.combat_damage_dealt(state, dealt_to_players)
    triggers.dealt_combat_damage_to_blockers(state, dealt_to_blockers)
