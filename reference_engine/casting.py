"""Casting spells (601) and activating abilities (602).

Casting follows 601.2a-i in order on a *proposal*: the card is notionally moved
to the stack (turned face down first if cast face down, 708.4), the alternative
method is announced (601.2b; one alternative cost only, 118.9a), targets are
chosen (601.2c), legality is checked on the characteristics the spell has on
the stack (601.2e, 601.3e), the total cost is determined (601.2f) and paid
(601.2g-h). Every check happens before the game state is touched, so an illegal
cast is simply refused and the game is as it was before it was proposed (733).
Then the proposal is carried out and the spell becomes cast (601.2i).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from reference_engine import effects, payment, targets, triggers, zones
from reference_engine.characteristics import Characteristics, active_statics, characteristics, matches
from reference_engine.enums import EventKind, FaceDownMethod, Refusal, Step, Zone
from reference_engine.errors import Illegal
from reference_engine.face_down import face_down_values
from reference_engine.keywords import disguise, morph
from reference_engine.mana import ManaCost
from reference_engine.objects import GameObject
from reference_engine.priority import require_priority
from reference_engine.rules import rule
from reference_engine.state import StackItem

if TYPE_CHECKING:
    from reference_engine.state import GameState

__all__ = ["CastRequest", "activate_ability", "cast_spell"]


@dataclass(frozen=True, slots=True)
class CastRequest:
    """A player's proposal to cast the card ``card`` (a handle)."""

    player: str
    card: str
    face_down: FaceDownMethod | None = None
    targets: Sequence[str] = ()
    x: int | None = None
    mode: int | None = None
    without_paying: bool = False


#: Face-down casting methods: whether a card may use it, and the alternative cost.
_FACE_DOWN_CASTING = {
    FaceDownMethod.DISGUISE: (disguise.can_cast_face_down, disguise.CAST_COST),
    FaceDownMethod.MORPH: (morph.can_cast_face_down, morph.CAST_COST),
}


@rule("307.1", "117.1a", "702.8a")
def _timing_allows(state: GameState, player: str, chars: Characteristics) -> bool:
    """Instants and spells with flash may be cast any time the player has
    priority; other spells only in their main phase with an empty stack."""
    if chars.is_a("Instant") or chars.has_keyword("flash"):
        return True
    return state.active == player and state.step in (Step.MAIN1, Step.MAIN2) and not state.stack


@rule("601.3", "601.3e", "117.1a")
def _zone_allows(
    state: GameState, obj: GameObject, player: str, proposal: GameObject, chars: Characteristics
) -> tuple[bool, tuple[str, str] | None]:
    """Whether ``player`` may cast ``obj`` from where it is: their own hand, or the
    top of their library when a permission applies to a spell with the
    characteristics it would have on the stack (601.3e: a face-down spell is a
    creature spell, so "you may cast creature spells from the top of your
    library" lets any card with disguise be cast face down from there).
    Also returns the once-each-turn permission used, if any, to mark it used."""
    if obj.owner != player:
        return False, None
    if obj.zone == Zone.HAND:
        return True, None
    if obj.zone == Zone.LIBRARY and state.player(player).library[:1] == [obj]:
        for source, static in active_statics(state):
            if static.effect != "cast_from_library_top" or source.controller != player:
                continue
            key = (source.object_id, static.text)
            if static.once_per_turn and key in state.once_per_turn:
                continue
            if static.spells is None or matches(
                state, static.spells, proposal, chars, player, source, check_zone=False
            ):
                return True, key if static.once_per_turn else None
    return False, None


def _free_cast_allowed(
    state: GameState, obj: GameObject, player: str, proposal: GameObject, chars: Characteristics
) -> bool:
    """Whether an effect lets ``player`` cast ``obj`` without paying its mana cost."""
    for source, static in active_statics(state):
        if static.effect != "cast_without_paying" or source.controller != player:
            continue
        if static.zones and obj.zone not in static.zones:
            continue
        if static.spells is None or matches(
            state, static.spells, proposal, chars, player, source, check_zone=False
        ):
            return True
    return False


def _find_own_card(state: GameState, player: str, handle: str) -> GameObject:
    obj = state.find(handle)
    if obj is None:
        raise Illegal(Refusal.NO_SUCH_OBJECT, f"no card {handle!r}")
    if obj.zone in (Zone.HAND, Zone.LIBRARY) and obj.owner != player:
        raise Illegal(Refusal.NO_SUCH_OBJECT, f"{player} can't see {handle!r}")
    return obj


@rule(
    "601.2",
    "601.2a",
    "601.2b",
    "601.2c",
    "601.2e",
    "601.2f",
    "601.2g",
    "601.2h",
    "601.2i",
    "118.9a",
    "708.4",
    "702.168b",
    "702.168c",
    "702.37c",
    "733.1",
)
def cast_spell(state: GameState, request: CastRequest) -> None:
    """Cast a spell, or raise :class:`Illegal` with nothing changed."""
    player = request.player
    require_priority(state, player)
    obj = _find_own_card(state, player, request.card)
    card = obj.definition
    method = request.face_down
    # 601.2a: the card moves to the stack; cast face down, it is turned face down first (708.4).
    proposal = GameObject(
        object_id="proposed", card=obj.card, zone=Zone.STACK, controller=player, face_down=method
    )
    printed = characteristics(state, obj)
    if method is not None:
        casting = _FACE_DOWN_CASTING.get(method)
        if casting is None:
            raise Illegal(Refusal.NOT_ALLOWED, f"a card can't be cast face down by {method}")
        may_use, alternative_cost = casting
        if not may_use(printed):
            raise Illegal(
                Refusal.NOT_ALLOWED, f"{request.card!r} has no {method} ability (702.168c, 702.37d)"
            )
        chars = face_down_values(method)
    else:
        chars = printed
        if printed.is_a("Land"):
            raise Illegal(Refusal.NOT_ALLOWED, "a land is played, not cast (305.9)")
    allowed, permission = (
        _zone_allows(state, obj, player, proposal, chars)
        if obj.zone in (Zone.HAND, Zone.LIBRARY)
        else (False, None)
    )
    if not allowed:
        raise Illegal(Refusal.NOT_ALLOWED, f"{player} can't cast {request.card!r} from the {obj.zone}")
    # 601.2b: announce the alternative cost; only one may apply (118.9a).
    if request.mode is not None:
        raise Illegal(Refusal.INVALID_CHOICE, "this spell has no modes")
    if method is not None and request.without_paying:
        raise Illegal(Refusal.NOT_ALLOWED, "only one alternative cost can apply to a spell (118.9a)")
    x: int | None = None
    if method is not None:
        base = alternative_cost
        if request.x is not None:
            raise Illegal(Refusal.INVALID_CHOICE, "a face-down spell has no X to announce")
    elif request.without_paying:
        if not _free_cast_allowed(state, obj, player, proposal, chars):
            raise Illegal(Refusal.NOT_ALLOWED, "nothing lets this spell be cast without paying its mana cost")
        if request.x not in (None, 0):
            raise Illegal(Refusal.INVALID_CHOICE, "X must be 0 when casting without paying the mana cost")
        base = ManaCost()
        x = 0 if card.mana_cost is not None and card.mana_cost.has_x else None
    else:
        if card.mana_cost is None:
            raise Illegal(Refusal.NOT_ALLOWED, "a card with no mana cost can't be cast this way (118.6)")
        if card.mana_cost.has_x:
            x = request.x if request.x is not None else 0
            if x < 0:
                raise Illegal(Refusal.INVALID_CHOICE, "X can't be negative")
        elif request.x is not None:
            raise Illegal(Refusal.INVALID_CHOICE, "this spell has no X to announce")
        base = card.mana_cost.bind_x(x or 0)
    proposal.x = x
    # 601.2c: targets, judged for the spell as it is on the stack (a face-down spell has none).
    spell_ability = chars.spell_ability()
    specs = spell_ability.targets if spell_ability is not None else ()
    chosen, spec_of = targets.announce(state, specs, request.targets, player, proposal, x)
    # 601.2e / 601.3: is the proposed spell legal to cast now?
    if not _timing_allows(state, player, chars):
        raise Illegal(Refusal.NOT_ALLOWED, "this spell can't be cast now (sorcery timing)")
    # 601.2f: total cost; 601.2g-h: pay it.
    cost = _locked_in_cost(state, proposal, chars, base)
    plan = payment.plan(state, player, cost)
    if plan is None:
        raise Illegal(Refusal.CANNOT_PAY, f"{player} can't pay {cost}")
    # Carry out the proposal.
    from reference_engine import costs

    costs.use_reductions(state, proposal, chars)
    if permission is not None:
        state.once_per_turn.add(permission)
    spell = zones.move(state, obj, Zone.STACK, controller=player, face_down=method, x=x)
    payment.pay(state, player, plan)
    item = StackItem(
        stack_id=state.new_stack_id(),
        kind="spell",
        controller=player,
        source=spell,
        source_chars=chars,
        ability=spell_ability,
        effects=spell_ability.effects if spell_ability is not None else (),
        text="" if method is not None else card.oracle,
        targets=chosen,
        target_specs=spec_of,
        x=x,
        spell=spell,
        face_down_method=method,
    )
    state.stack.append(item)
    state.passed.clear()
    state.log(
        EventKind.CAST,
        player=player,
        object=spell.handle,
        face_down=method is not None,
        method=method,
        stack_id=item.stack_id,
    )
    # 601.2i: the spell becomes cast; "becomes the target" and "cast" abilities trigger.
    targets.became_targets(state, item)
    triggers.spell_cast(state, item)
    state.priority = player  # 117.3c


def _locked_in_cost(
    state: GameState, proposal: GameObject, chars: Characteristics, base: ManaCost
) -> ManaCost:
    from reference_engine import costs

    return costs.total_cost(state, proposal, chars, base)


@rule("602.2", "602.2b", "602.5a", "302.6", "605.3a", "605.3b", "117.1b")
def activate_ability(
    state: GameState,
    player: str,
    handle: str,
    index: int,
    names: Sequence[str],
    x: int | None,
    mode: int | None,
) -> None:
    """Activate the ``index``-th activated ability of the permanent ``handle``.

    The player must control it; a {T} cost needs it untapped and, for a
    creature, free of summoning sickness (302.6). A mana ability resolves at
    once without using the stack (605.3); any other ability goes on the stack.
    """
    require_priority(state, player)
    obj = state.find(handle)
    if obj is None or (obj.zone in (Zone.HAND, Zone.LIBRARY) and obj.owner != player):
        raise Illegal(Refusal.NO_SUCH_OBJECT, f"no permanent {handle!r}")
    if obj.zone != Zone.BATTLEFIELD or obj.controller != player:
        raise Illegal(Refusal.NOT_ALLOWED, f"{player} doesn't control a permanent {handle!r}")
    chars = characteristics(state, obj)
    abilities = chars.activated()
    if not 0 <= index < len(abilities):
        raise Illegal(Refusal.NOT_ALLOWED, f"{handle!r} has no activated ability number {index}")
    ability = abilities[index]
    specs = ability.targets
    steps = ability.effects
    text = ability.text
    if ability.modes:
        if mode is None or not 0 <= mode < len(ability.modes):
            raise Illegal(Refusal.INVALID_CHOICE, f"choose a mode from 0 to {len(ability.modes) - 1} (700.2)")
        chosen_mode = ability.modes[mode]
        specs, steps, text = chosen_mode.targets, chosen_mode.effects, chosen_mode.text or text
    elif mode is not None:
        raise Illegal(Refusal.INVALID_CHOICE, "this ability has no modes")
    if ability.mana is not None and ability.mana.has_x:
        x = 0 if x is None else x
        if x < 0:
            raise Illegal(Refusal.INVALID_CHOICE, "X can't be negative")
    elif x is not None:
        raise Illegal(Refusal.INVALID_CHOICE, "this ability has no X")
    if ability.tap:
        if obj.tapped:
            raise Illegal(Refusal.CANNOT_PAY, f"{handle!r} is tapped")
        if obj.sick and chars.is_creature and not chars.has_keyword("haste"):
            raise Illegal(
                Refusal.NOT_ALLOWED,
                f"{handle!r} hasn't been under {player}'s control since the turn began (302.6)",
            )
    chosen, spec_of = targets.announce(state, specs, names, player, obj, x)
    plan = None
    if ability.mana is not None:
        plan = payment.plan(
            state, player, ability.mana.bind_x(x or 0), exclude=obj.object_id if ability.tap else None
        )
        if plan is None:
            raise Illegal(Refusal.CANNOT_PAY, f"{player} can't pay {ability.mana}")
    if plan is not None:
        payment.pay(state, player, plan)
    if ability.tap:
        obj.tapped = True
    if ability.sacrifice_self:
        zones.move(state, obj, Zone.GRAVEYARD)  # 602.2b: costs are paid as it is activated
    state.passed.clear()
    state.priority = player
    if ability.is_mana_ability:
        ctx = effects.Context(state=state, controller=player, source=obj, x=x)
        for effect in steps:
            effects.run(ctx, effect)
        return
    item = StackItem(
        stack_id=state.new_stack_id(),
        kind="activated",
        controller=player,
        source=obj,
        source_chars=chars,
        ability=ability,
        effects=steps,
        text=text,
        targets=chosen,
        target_specs=spec_of,
        x=x,
        specs=specs,
    )
    state.stack.append(item)
    state.log(EventKind.ACTIVATED, player=player, source=handle, stack_id=item.stack_id)
    targets.became_targets(state, item)
