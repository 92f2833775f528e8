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

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from . import changes, costs, effects, face_down, payment, targets, triggers, zones
from .cards import Activated, CardDef, Effect, ObjectFilter, SpellAbility, TargetSpec
from .characteristics import active_statics, characteristics, matches, proposed_characteristics
from .enums import EventKind, FaceDownMethod, Refusal, Step, Zone
from .errors import Illegal
from .keywords import disguise, morph
from .mana import ManaCost, Payment
from .objects import GameObject
from .priority import require_priority
from .rules import rule
from .state import GameState, PendingDecision, StackItem, Target
from .values import Characteristics

__all__ = ["CastProposal", "CastRequest", "activate_ability", "cast_proposal", "cast_spell"]


@dataclass(frozen=True, slots=True)
class CastRequest:
    """A player's proposal to cast the card ``card`` (a handle). ``modes`` are the
    modes chosen for a modal spell (700.2); ``mode`` is the same for one mode."""

    player: str
    card: str
    face_down: FaceDownMethod | None = None
    targets: Sequence[str] = ()
    x: int | None = None
    mode: int | None = None
    without_paying: bool = False
    modes: Sequence[int] = ()
    divide: Mapping[str, int] = field(default_factory=dict)
    mutate: bool = False  # cast for its mutate cost (702.140a)
    half: str | None = None  # the half of a split card (709.3) or the Adventure (715.3) cast, by name


#: What a spell cast for its mutate cost targets: a non-Human creature its caster owns (702.140a).
MUTATE_TARGET = TargetSpec(
    ObjectFilter(types=frozenset({"Creature"}), owner="you", nonsubtypes=frozenset({"Human"})), None
)

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


def _casting_prohibited_from(state: GameState, zone: Zone) -> bool:
    """Whether an effect says players can't cast spells from ``zone`` (101.2)."""
    return any(
        static.effect == "prohibit_casting_from" and zone in static.zones
        for _source, static in active_statics(state)
    )


@rule("601.3", "601.3e", "117.1a", "101.2")
def _zone_allows(
    state: GameState, obj: GameObject, player: str, proposal: GameObject, chars: Characteristics
) -> tuple[bool, tuple[str, str] | None]:
    """Whether ``player`` may cast ``obj`` from where it is: their own hand, or the
    top of their library when a permission applies to a spell with the
    characteristics it would have on the stack (601.3e: a face-down spell is a
    creature spell, so "you may cast creature spells from the top of your
    library" lets any card with disguise be cast face down from there), unless
    a prohibition forbids casting from that zone (101.2). Also returns the
    once-each-turn permission used, if any, to mark it used."""
    if _casting_prohibited_from(state, obj.zone):
        return False, None
    if obj.zone == Zone.EXILE:
        # An effect may let a player play a card in exile ("for as long as it remains exiled"); a card
        # that went on an adventure may be cast by its owner, as its creature only (715.3d).
        adventure = obj.definition.adventure
        on_adventure = (
            obj.object_id in state.on_adventure
            and obj.owner == player
            and adventure is not None
            and proposal.cast_as != adventure.name
        )
        return state.play_permissions.get(obj.object_id) == player or on_adventure, None
    if obj.owner != player:
        return False, None
    if obj.zone == Zone.HAND:
        return True, None
    if obj.zone == Zone.COMMAND:
        return obj.card.commander, None  # 903.8: a player may cast their commander from the command zone
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


@rule("303.4a", "115.1b")
def aura_target(chars: Characteristics) -> tuple[TargetSpec, ...]:
    """An Aura spell targets what its enchant ability allows (303.4a, 115.1b)."""
    if "Aura" not in chars.subtypes:
        return ()
    enchant = chars.keywords("enchant")
    if not enchant or enchant[0].restriction is None:
        return ()
    return (TargetSpec(enchant[0].restriction, None),)


@rule("700.2", "601.2b", "601.2c")
def _modal_parts(
    spell_ability: SpellAbility | None, modes: Sequence[int]
) -> tuple[tuple[TargetSpec, ...], tuple[Effect, ...], str | None]:
    """The target specs and effects of the spell for the chosen ``modes`` (in
    printed order), or of its only text; raises :class:`Illegal` for a wrong
    choice of modes. Also returns the text of the chosen modes, for a modal spell."""
    if spell_ability is None or not spell_ability.modes:
        if modes:
            raise Illegal(Refusal.INVALID_CHOICE, "this spell has no modes")
        if spell_ability is None:
            return (), (), None
        return spell_ability.targets, spell_ability.effects, None
    count = len(spell_ability.modes)
    if len(set(modes)) != len(modes) or any(not 0 <= m < count for m in modes):
        raise Illegal(
            Refusal.INVALID_CHOICE, f"choose modes from 0 to {count - 1}, each at most once (700.2)"
        )
    if not spell_ability.min_modes <= len(modes) <= spell_ability.max_modes:
        wanted = (
            str(spell_ability.min_modes)
            if spell_ability.min_modes == spell_ability.max_modes
            else f"{spell_ability.min_modes} to {spell_ability.max_modes}"
        )
        raise Illegal(Refusal.INVALID_CHOICE, f"choose {wanted} mode(s) (700.2)")
    ordered = sorted(modes)
    specs: tuple[TargetSpec, ...] = ()
    steps: tuple[Effect, ...] = ()
    for m in ordered:
        specs += spell_ability.modes[m].targets
        steps += spell_ability.modes[m].effects
    return specs, steps, " ".join(spell_ability.modes[m].text for m in ordered)


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
    "406.3a",
)
def cast_spell(state: GameState, request: CastRequest) -> None:
    """Cast a spell, or raise :class:`Illegal` with nothing changed."""
    cast = cast_proposal(state, request)
    player = request.player
    # Carry out the proposal.
    costs.use_reductions(state, cast.proposal, cast.chars)
    if cast.permission is not None:
        state.once_per_turn.add(cast.permission)
    if cast.obj.zone == Zone.COMMAND:  # 903.8: counted for the commander tax of its later casts
        state.commander_casts[cast.obj.card.handle] = state.commander_casts.get(cast.obj.card.handle, 0) + 1
    spell = zones.move(
        state, cast.obj, Zone.STACK, controller=player, face_down=cast.method, x=cast.x, half=cast.half
    )
    payment.pay(state, player, cast.plan)
    item = _put_spell_on_stack(
        state,
        player,
        spell,
        cast.chars,
        cast.spell_ability,
        cast.steps,
        cast.specs,
        cast.chosen,
        cast.spec_of,
        cast.x,
        cast.method,
        cast.modes,
        cast.text,
        cast.division,
    )
    item.mutating = request.mutate
    state.priority = player  # 117.3c


@dataclass(frozen=True, slots=True)
class CastProposal:
    """A cast judged legal (601.2a-h), before anything is changed: the card, the spell it would be on
    the stack and its characteristics, what was announced and chosen, and the total cost with its
    payment (:attr:`cost`, X bound)."""

    obj: GameObject
    proposal: GameObject
    chars: Characteristics
    spell_ability: SpellAbility | None
    steps: tuple[Effect, ...]
    specs: tuple[TargetSpec, ...]
    chosen: list[Target]
    spec_of: list[int]
    x: int | None
    method: FaceDownMethod | None
    modes: tuple[int, ...]
    text: str
    division: list[int]
    permission: tuple[str, str] | None
    cost: ManaCost
    plan: Payment
    half: str | None = None


@rule("709.3", "709.3a", "715.3", "715.3a")
def _half_to_cast(card: CardDef, request: CastRequest) -> str | None:
    """The half a cast request names: for a split card, one of its two halves must be chosen (709.3);
    for an adventurer card, its Adventure, or none to cast the creature (715.3a); no other card has
    halves. Raises :class:`Illegal` for a name that is not one of the card's halves."""
    if request.half is None:
        if card.split is not None:
            raise Illegal(
                Refusal.INVALID_CHOICE, "a split card is cast as one of its halves: name it (709.3)"
            )
        return None
    if request.half == card.name and card.split is None:
        return None
    if request.half not in {h.name for h in card.halves()} or (card.split is None and card.adventure is None):
        raise Illegal(Refusal.INVALID_CHOICE, f"{request.half!r} is not a half of this card (709.3, 715.3)")
    if request.face_down is not None:
        raise Illegal(Refusal.NOT_ALLOWED, "a card cast face down has no halves to choose (708.4)")
    return request.half


@rule("601.2a", "601.2b", "601.2c", "601.2e", "601.2f", "601.2g", "118.9a", "708.4", "702.168c")
def cast_proposal(
    state: GameState, request: CastRequest, *, first_legal_targets: bool = False
) -> CastProposal:
    """The cast ``request`` proposes, judged by 601.2a-h with nothing changed (:class:`CastProposal`),
    or raise :class:`Illegal` saying why it is not allowed. With ``first_legal_targets``, the
    request's targets are replaced by the first legal ones (the fewest each target asks for): whether
    the card may be cast this way at all."""
    player = request.player
    require_priority(state, player)
    obj = _find_own_card(state, player, request.card)
    card = obj.definition
    method = request.face_down
    half = _half_to_cast(card, request)
    # 601.2a: the card moves to the stack; cast face down, it is turned face down first (708.4); a split
    # card or an adventurer card is the half chosen (709.3b, 715.3b).
    proposal = GameObject(
        object_id="proposed",
        card=obj.card,
        zone=Zone.STACK,
        controller=player,
        face_down=method,
        cast_as=half,
    )
    if obj.zone == Zone.EXILE and obj.face_down is not None:
        # 406.3a: a card exiled face down has no characteristics; it is turned face up just before
        # it is cast, unless it is cast face down -- then it stays hidden all the way to the stack.
        printed = Characteristics.printed(obj.definition)
    else:
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
    elif printed.is_a("Land"):
        raise Illegal(Refusal.NOT_ALLOWED, "a land is played, not cast (305.9)")
    chars = proposed_characteristics(state, proposal)
    allowed, permission = (
        _zone_allows(state, obj, player, proposal, chars)
        if obj.zone in (Zone.HAND, Zone.LIBRARY, Zone.EXILE, Zone.COMMAND)
        else (False, None)
    )
    if not allowed:
        raise Illegal(Refusal.NOT_ALLOWED, f"{player} can't cast {request.card!r} from the {obj.zone}")
    # 601.2b: announce modes and the alternative cost; only one alternative cost may apply (118.9a).
    modes = tuple(request.modes) or ((request.mode,) if request.mode is not None else ())
    spell_ability = chars.spell_ability()
    specs, steps, mode_text = _modal_parts(spell_ability, modes)
    specs += aura_target(chars)
    if sum((method is not None, request.without_paying, request.mutate)) > 1:
        raise Illegal(Refusal.NOT_ALLOWED, "only one alternative cost can apply to a spell (118.9a)")
    x: int | None = None
    if method is not None:
        base = alternative_cost
        if request.x is not None:
            raise Illegal(Refusal.INVALID_CHOICE, "a face-down spell has no X to announce")
    elif request.mutate:
        base = _mutate_cost(chars, request)
        specs += (MUTATE_TARGET,)
    elif request.without_paying:
        if not _free_cast_allowed(state, obj, player, proposal, chars):
            raise Illegal(Refusal.NOT_ALLOWED, "nothing lets this spell be cast without paying its mana cost")
        if request.x not in (None, 0):
            raise Illegal(Refusal.INVALID_CHOICE, "X must be 0 when casting without paying the mana cost")
        base = ManaCost()
        x = 0 if chars.mana_cost is not None and chars.mana_cost.has_x else None
    else:
        # 709.3b, 715.3b: the mana cost is the one of the half being cast.
        mana_cost = chars.mana_cost
        if mana_cost is None:
            raise Illegal(Refusal.NOT_ALLOWED, "a card with no mana cost can't be cast this way (118.6)")
        if mana_cost.has_x:
            x = request.x if request.x is not None else 0
            if x < 0:
                raise Illegal(Refusal.INVALID_CHOICE, "X can't be negative")
        elif request.x is not None:
            raise Illegal(Refusal.INVALID_CHOICE, "this spell has no X to announce")
        base = mana_cost.bind_x(x or 0)
    proposal.x = x
    # 601.2c: targets, judged for the spell as it is on the stack (a face-down spell has none).
    names = targets.first_legal(state, specs, player, proposal) if first_legal_targets else request.targets
    chosen, spec_of = targets.announce(state, specs, names, player, proposal, x)
    # 601.2d: the division of damage among the targets.
    division = _division(spell_ability if method is None else None, chosen, request.divide)
    # 601.2e / 601.3: is the proposed spell legal to cast now?
    if not _timing_allows(state, player, chars):
        raise Illegal(Refusal.NOT_ALLOWED, "this spell can't be cast now (sorcery timing)")
    # 601.2f: total cost; 601.2g-h: pay it.
    cost = _locked_in_cost(state, proposal, chars, base.add_generic(_commander_tax(state, obj)))
    purpose = (
        "cast_face_down"
        if method is not None
        else "cast_enchantment"
        if chars.is_a("Enchantment")
        else "cast"
    )
    plan = payment.plan(state, player, cost, purpose=purpose)
    if plan is None:
        raise Illegal(Refusal.CANNOT_PAY, f"{player} can't pay {cost}")
    return CastProposal(
        obj=obj,
        proposal=proposal,
        chars=chars,
        spell_ability=spell_ability,
        steps=tuple(steps),
        specs=tuple(specs),
        chosen=chosen,
        spec_of=spec_of,
        x=x,
        method=method,
        modes=modes,
        text="" if method is not None else (_oracle_of(card, half) if mode_text is None else mode_text),
        division=division,
        permission=permission,
        cost=cost,
        plan=plan,
        half=half,
    )


def _oracle_of(card: CardDef, half: str | None) -> str:
    """The oracle text of the half cast (or of the card)."""
    return next((h.oracle for h in card.halves() if h.name == half), card.oracle)


@rule("702.140a", "118.9")
def _mutate_cost(chars: Characteristics, request: CastRequest) -> ManaCost:
    """The mutate cost, paid instead of the mana cost of a creature spell cast for it (an
    alternative cost, 702.140a); refused for a card without mutate, or with an X announced."""
    mutate = chars.keywords("mutate")
    if not mutate or mutate[0].cost is None or not chars.is_creature:
        raise Illegal(Refusal.NOT_ALLOWED, f"{request.card!r} has no mutate ability (702.140a)")
    if request.x is not None:
        raise Illegal(Refusal.INVALID_CHOICE, "this cost has no X to announce")
    return mutate[0].cost


@rule("601.2d")
def _division(
    spell_ability: SpellAbility | None, chosen: Sequence[Target], divide: Mapping[str, int]
) -> list[int]:
    """How a spell that divides damage ("N damage divided as you choose among one or
    two targets") divides it: each target gets at least 1, and the amounts add up to
    the total. With one target it gets it all. Raises :class:`Illegal` otherwise."""
    total = spell_ability.divide if spell_ability is not None else 0
    if not total:
        if divide:
            raise Illegal(Refusal.INVALID_CHOICE, "this spell doesn't divide anything")
        return []
    if len(chosen) == 1 and not divide:
        return [total]
    amounts = [divide.get(t.name, 0) for t in chosen]
    if set(divide) - {t.name for t in chosen} or any(a < 1 for a in amounts) or sum(amounts) != total:
        raise Illegal(Refusal.INVALID_CHOICE, f"divide {total} among the targets, at least 1 each (601.2d)")
    return amounts


def _put_spell_on_stack(
    state: GameState,
    player: str,
    spell: GameObject,
    chars: Characteristics,
    spell_ability: SpellAbility | None,
    steps: tuple[Effect, ...],
    specs: tuple[TargetSpec, ...],
    chosen: list[Target],
    spec_of: list[int],
    x: int | None,
    method: FaceDownMethod | None,
    modes: tuple[int, ...],
    text: str,
    division: list[int] | None = None,
) -> StackItem:
    """The spell is on the stack and becomes cast (601.2i): "becomes the target"
    and "cast" abilities trigger."""
    item = StackItem(
        stack_id=state.new_stack_id(),
        kind="spell",
        controller=player,
        source=spell,
        source_chars=chars,
        ability=spell_ability,
        effects=steps,
        text=text,
        targets=chosen,
        target_specs=spec_of,
        x=x,
        spell=spell,
        face_down_method=method,
        specs=specs,
        modes=modes,
        division=list(division or []),
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
    triggers.became_targets(state, item)
    # Remembered as cast, for "the first [spell] you cast each turn" (601.2i).
    state.cast_this_turn[:] = [c for c in state.cast_this_turn if c[3] == state.turn]
    state.cast_this_turn.append((item.controller, spell, characteristics(state, spell), state.turn))
    triggers.spell_cast(state, item)
    return item


@rule("601.2", "601.2c", "118.9a", "107.3b")
def cast_during_resolution(
    state: GameState, player: str, obj: GameObject, *, face_down: bool = False, turn_up_instead: bool = False
) -> None:
    """Cast ``obj`` while another spell or ability resolves, as an effect lets
    ``player`` do: without paying its mana cost (X is 0), ignoring timing
    permissions. A modal spell's mode is chosen by a ``choose_mode`` decision, its
    targets one by one by ``choose_targets`` decisions; if a required target has
    no legal choice the spell can't be cast and the card stays where it is. A land
    card can't be cast. With ``face_down`` it is cast face down as the effect says
    (:func:`_cast_face_down_during_resolution`)."""
    card = obj.definition
    if card.has_type("Land"):
        return
    if face_down:
        _cast_face_down_during_resolution(state, player, obj, turn_up_instead)
        return
    proposal = GameObject(object_id="proposed", card=obj.card, zone=Zone.STACK, controller=player)
    chars = proposed_characteristics(state, proposal)
    spell_ability = chars.spell_ability()
    x = 0 if card.mana_cost is not None and card.mana_cost.has_x else None
    proposal.x = x

    def with_modes(modes: tuple[int, ...]) -> None:
        specs, steps, mode_text = _modal_parts(spell_ability, modes)
        specs += aura_target(chars)
        chosen: list[Target] = []
        spec_of: list[int] = []

        def next_target(spec_index: int, done: bool) -> None:
            if spec_index >= len(specs):
                finish()
                return
            spec = specs[spec_index]
            count = sum(1 for i in spec_of if i == spec_index)
            if done or count >= targets.max_count(spec, x, state):
                if count < spec.min:
                    return  # can't be cast: a required target has no legal choice
                next_target(spec_index + 1, False)
                return
            taken = {t.name for t, i in zip(chosen, spec_of, strict=False) if i == spec_index}
            options = [c for c in targets.candidates(state, spec, player, proposal) if c.name not in taken]
            if not options:
                next_target(spec_index, True)
                return
            names = [c.name for c in options] + (["done"] if count >= spec.min else [])

            def resume(choice: str) -> None:
                if choice == "done":
                    next_target(spec_index, True)
                    return
                chosen.append(next(c for c in options if c.name == choice))
                spec_of.append(spec_index)
                next_target(spec_index, False)

            state.decision = PendingDecision(
                player=player,
                kind="choose_targets",
                options=tuple(names),
                prompt=f"Choose a target for {obj.handle}",
                resume=resume,
            )

        def finish() -> None:
            live = state.find(obj.handle)
            if live is not obj:
                return
            spell = zones.move(state, obj, Zone.STACK, controller=player, x=x)
            _put_spell_on_stack(
                state,
                player,
                spell,
                chars,
                spell_ability,
                steps,
                specs,
                chosen,
                spec_of,
                x,
                None,
                modes,
                card.oracle if mode_text is None else mode_text,
            )

        next_target(0, False)

    if spell_ability is not None and spell_ability.modes:

        def resume_mode(choice: str) -> None:
            with_modes((int(choice),))

        state.decision = PendingDecision(
            player=player,
            kind="choose_mode",
            options=tuple(str(i) for i in range(len(spell_ability.modes))),
            prompt="Choose a mode: "
            + " / ".join(f"{i}: {m.text}" for i, m in enumerate(spell_ability.modes)),
            resume=resume_mode,
        )
        return
    with_modes(())


@rule("708.4", "708.2a", "601.2a", "118.9a", "614.1a")
def _cast_face_down_during_resolution(
    state: GameState, player: str, obj: GameObject, turn_up_instead: bool
) -> None:
    """Cast ``obj`` face down as a 2/2 creature spell without paying its mana cost, as an effect
    lets ``player`` do (Illusionary Mask): it is turned face down before it is put on the stack
    (708.4), so it has only the face-down values (708.2a: a 2/2 creature with no name, mana cost,
    subtypes or abilities), no modes and no targets, and no other player learns which card it is.
    It is face down by an effect (not a morph or disguise ability: it can be turned face up only
    as the effect says, or for a morph or disguise cost the card itself has). With
    ``turn_up_instead``, the replacement effect of :func:`face_down.turned_up_instead` applies to
    the permanent it becomes as it resolves."""
    method = FaceDownMethod.EFFECT
    proposal = GameObject(
        object_id="proposed", card=obj.card, zone=Zone.STACK, controller=player, face_down=method
    )
    chars = proposed_characteristics(state, proposal)
    if not chars.is_creature:
        return
    spell = zones.move(state, obj, Zone.STACK, controller=player, face_down=method)
    spell.turn_up_instead = turn_up_instead
    _put_spell_on_stack(state, player, spell, chars, None, (), (), [], [], None, method, (), "")


def _crew_power(state: GameState, creatures: Sequence[GameObject]) -> int:
    return sum(max(0, characteristics(state, o).power or 0) for o in creatures)


@rule("702.122a")
def _crew_candidates(
    state: GameState, player: str, vehicle: GameObject, ability: Activated
) -> list[GameObject]:
    """For a crew ability, the untapped creatures other than the Vehicle that ``player`` controls, which
    may be tapped to pay its cost; raises :class:`Illegal` if their total power is less than the crew
    number. Empty for any other ability."""
    if ability.crew is None:
        return []
    candidates = [
        o
        for o in state.battlefield
        if o.controller == player
        and not o.tapped
        and o.object_id != vehicle.object_id
        and characteristics(state, o).is_creature
    ]
    if _crew_power(state, candidates) < ability.crew:
        raise Illegal(
            Refusal.CANNOT_PAY, f"{player}'s untapped creatures have less than {ability.crew} power"
        )
    return candidates


@rule("702.122a", "602.2b")
def _choose_crew(
    state: GameState, player: str, crew: list[GameObject], power: int, done: Callable[[], None]
) -> None:
    """Choose the creatures to tap for a crew cost, one ``choose`` decision at a time, until their
    total power is ``power`` or more (then ``"none"`` stops; more may be tapped). ``crew`` starts as
    every candidate and ends as the creatures chosen. A creature that must be chosen (the last one
    left while the power is short) is taken without a decision."""
    candidates, crew[:] = list(crew), []

    def ask() -> None:
        remaining = [c for c in candidates if c not in crew]
        enough = _crew_power(state, crew) >= power
        if not remaining or (not enough and len(remaining) == 1):
            crew.extend(remaining if not enough else [])
            done()
            return
        options = [c.handle for c in remaining] + (["none"] if enough else [])

        def resume(choice: str) -> None:
            if choice == "none":
                done()
                return
            crew.append(next(c for c in remaining if c.handle == choice))
            ask()

        state.decision = PendingDecision(
            player=player,
            kind="choose",
            options=tuple(options),
            prompt=f"Choose a creature to tap for crew {power}" + (" (or none: enough)" if enough else ""),
            resume=resume,
        )

    ask()


#: The key under which a permanent's loyalty ability activated this turn is remembered (606.3).
_LOYALTY_KEY = "loyalty ability"


@rule("606.3", "606.6")
def _check_loyalty_cost(state: GameState, obj: GameObject, ability: Activated) -> None:
    """A loyalty ability may be activated only if none of its permanent's loyalty abilities has been
    activated this turn (606.3), and one with a negative cost only if the permanent has at least that
    many loyalty counters (606.6)."""
    if ability.loyalty is None:
        return
    if (obj.object_id, _LOYALTY_KEY) in state.once_per_turn:
        raise Illegal(
            Refusal.NOT_ALLOWED,
            f"a loyalty ability of {obj.handle!r} was already activated this turn (606.3)",
        )
    if obj.counters.get("loyalty", 0) < -ability.loyalty:
        raise Illegal(Refusal.NOT_ALLOWED, f"{obj.handle!r} has too few loyalty counters (606.6)")


@rule("606.4", "606.3")
def _pay_loyalty_cost(state: GameState, obj: GameObject, loyalty: int) -> None:
    """Pay a loyalty cost: put that many loyalty counters on the permanent, or remove them (606.4); the
    permanent has now activated a loyalty ability this turn (606.3)."""
    state.once_per_turn.add((obj.object_id, _LOYALTY_KEY))
    if loyalty > 0:
        changes.put_counters(state, obj, "loyalty", loyalty)
    elif loyalty < 0:
        changes.remove_counters(state, obj, "loyalty", -loyalty)


@rule("903.8")
def _commander_tax(state: GameState, obj: GameObject) -> int:
    """The additional {2} for each previous time its owner cast this commander from the command zone
    this game (903.8): a cost increase that applies to a cast from the command zone only."""
    if obj.zone != Zone.COMMAND:
        return 0
    return 2 * state.commander_casts.get(obj.card.handle, 0)


def _locked_in_cost(
    state: GameState, proposal: GameObject, chars: Characteristics, base: ManaCost
) -> ManaCost:
    return costs.total_cost(state, proposal, chars, base)


@rule("602.2", "602.2b", "602.5a", "602.5d", "302.6", "605.3a", "605.3b", "117.1b")
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
    if (ability.sorcery_speed or ability.loyalty is not None) and not (
        state.active == player and state.step in (Step.MAIN1, Step.MAIN2) and not state.stack
    ):
        raise Illegal(Refusal.NOT_ALLOWED, "this ability can be activated only as a sorcery (602.5d, 606.3)")
    _check_loyalty_cost(state, obj, ability)
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
            state,
            player,
            ability.mana.bind_x(x or 0),
            exclude=obj.object_id if ability.tap else None,
            purpose="activate",
        )
        if plan is None:
            raise Illegal(Refusal.CANNOT_PAY, f"{player} can't pay {ability.mana}")
    victims: list[GameObject] = []
    if ability.sacrifice_cost is not None:
        victims = [
            o
            for o in state.battlefield
            if o.controller == player
            and matches(state, ability.sacrifice_cost, o, characteristics(state, o), player, obj)
        ]
        if not victims:
            raise Illegal(Refusal.CANNOT_PAY, f"{player} has nothing to sacrifice for this cost")
    crew = _crew_candidates(state, player, obj, ability)

    def finish(victim: GameObject | None) -> None:
        # 602.2b: the costs are paid as the ability is activated, in any order. A cost of {X} alone
        # remembers the mana spent on it ("the mana you spent on {X}").
        x_mana: tuple[str, ...] = ()
        if plan is not None:
            if ability.mana is not None and ability.mana.symbols and all(s.x for s in ability.mana.symbols):
                x_mana = payment.spent(state, player, plan)
            payment.pay(state, player, plan)
        for member in crew:
            face_down.become_tapped(state, member)  # 702.122a: tapping to crew is no {T} cost (302.6)
        if ability.loyalty is not None:
            _pay_loyalty_cost(state, obj, ability.loyalty)
        if ability.tap:
            face_down.become_tapped(state, obj)
        if victim is not None:
            zones.sacrifice(state, victim, player)
        if ability.sacrifice_self:
            zones.sacrifice(state, obj, player)
        if ability.discard_hand:
            for card in list(state.player(player).hand):
                zones.move(state, card, Zone.GRAVEYARD)
                state.log(EventKind.DISCARDED, player=player, card=card.handle)
        state.passed.clear()
        state.priority = player
        if ability.is_mana_ability:
            effects.apply_immediately(state, obj, player, steps)
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
            x_mana=x_mana,
        )
        state.stack.append(item)
        state.log(EventKind.ACTIVATED, player=player, source=handle, stack_id=item.stack_id)
        triggers.became_targets(state, item)

    if ability.crew is not None:
        _choose_crew(state, player, crew, ability.crew, lambda: finish(None))
        return
    if len(victims) <= 1:
        finish(victims[0] if victims else None)
        return
    options = {o.handle: o for o in victims}

    def resume(choice: str) -> None:
        finish(options[choice])

    state.decision = PendingDecision(
        player=player,
        kind="choose",
        options=tuple(options),
        prompt="Choose the permanent to sacrifice for this cost",
        resume=resume,
    )
