"""What a player may do now: the actions the rules would accept from them, with their costs.

Each offer is found by proposing the action to the code that judges it when it is taken --
:func:`reference_engine.special_actions.turn_up_proposal` (116.2b),
:func:`reference_engine.casting.cast_proposal` (601.2) and
:func:`reference_engine.special_actions.land_to_play` (116.2a) -- which changes nothing and either
judges it legal or refuses it. There is no second copy of the rules here: an action is offered exactly
when taking it now would be accepted (for a spell, with the first legal targets and modes; X = 0).

Offered: each procedure open for turning each face-down permanent the player controls face up
(:class:`reference_engine.enums.TurnUpMethod`), each way of casting each card the player may cast from
where it is (face up, without paying its mana cost when an effect allows it, face down by disguise or
morph; a split card as each of its halves, an adventurer card as its Adventure too), each land they
may play, and each locked door of their Rooms they may unlock (116.2m).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from itertools import combinations

from .casting import CastRequest, cast_proposal
from .characteristics import characteristics
from .enums import FaceDownMethod, TurnUpMethod, Zone
from .errors import Illegal
from .objects import GameObject
from .priority import require_priority
from .rules import rule
from .special_actions import land_to_play, turn_up_proposal, unlock_proposal
from .state import GameState
from .values import Characteristics

__all__ = ["OfferInfo", "offers"]

#: The ways a card may be cast: face down by one of these, or face up (``None``).
_CAST_WAYS: tuple[FaceDownMethod | None, ...] = (None, FaceDownMethod.DISGUISE, FaceDownMethod.MORPH)


@dataclass(frozen=True, slots=True)
class OfferInfo:
    """One action ``player`` may take now. ``kind`` is ``turn_face_up``, ``cast`` or ``play_land``;
    ``handle`` the permanent or card; ``turn_up`` the procedure of a turn-up; ``face_down`` the ability a
    card is cast face down by (``None``: face up); ``without_paying`` a cast using a "without paying
    its mana cost" permission; ``cost`` the total cost as a cost string (``None`` for a land play);
    ``half`` the half of a split card or the Adventure cast (709.3, 715.3), or the door of an
    ``unlock_door`` offer (116.2m)."""

    kind: str
    handle: str
    turn_up: TurnUpMethod | None = None
    face_down: FaceDownMethod | None = None
    without_paying: bool = False
    cost: str | None = None
    half: str | None = None


@rule("116.2a", "116.2b", "116.2m", "601.2", "117.1", "117.1a")
def offers(state: GameState, player: str) -> tuple[OfferInfo, ...]:
    """Every action ``player`` may take now, in the order: turn-ups, casts, land plays, door unlocks."""
    try:
        # 117.1: only the player who holds priority casts spells and takes special actions. Every
        # proposal below judges this first, in this same check: a player it refuses is offered nothing,
        # and the proposals need not be made one by one to find it out.
        require_priority(state, player)
    except Illegal:
        return ()
    return (
        *_turn_ups(state, player),
        *_casts(state, player),
        *_lands(state, player),
        *_unlocks(state, player),
    )


def _turn_ups(state: GameState, player: str) -> Iterator[OfferInfo]:
    for obj in state.battlefield:
        if obj.face_down is None or obj.controller != player:
            continue
        for method in TurnUpMethod:
            try:
                turn_up = turn_up_proposal(state, player, obj.handle, method, None)
            except Illegal:
                continue
            yield OfferInfo("turn_face_up", obj.handle, turn_up=method, cost=str(turn_up.cost))


def _castable(state: GameState, player: str) -> list[GameObject]:
    """The cards ``player`` might cast from where they are: their hand, the top of their library,
    cards in exile and their commander in the command zone (whether a permission lets them is for the
    cast itself to judge)."""
    library = state.player(player).library[:1]
    commanders = [o for o in state.command if o.owner == player]
    return [*state.player(player).hand, *library, *state.exile, *commanders]


def _mode_choices(state: GameState, obj: GameObject, half: str | None) -> list[tuple[int, ...]]:
    """The choices of modes to try for a card (or the half of it named): none for a card without modes;
    for a modal spell every choice of the fewest modes it takes (700.2), in printed order."""
    face = next((h for h in obj.definition.halves() if h.name == half), None)
    chars = Characteristics.printed(face) if face is not None else characteristics(state, obj)
    ability = chars.spell_ability()
    if ability is None or not ability.modes:
        return [()]
    return list(combinations(range(len(ability.modes)), max(1, ability.min_modes)))


def _halves(obj: GameObject) -> tuple[str | None, ...]:
    """The halves a card may be cast as (709.3, 715.3): each half of a split card; an adventurer card's
    creature (``None``) and its Adventure; ``None`` alone for any other card."""
    card = obj.definition
    if card.split is not None:
        return tuple(h.name for h in card.halves())
    if card.adventure is not None:
        return (None, card.adventure.name)
    return (None,)


def _casts(state: GameState, player: str) -> Iterator[OfferInfo]:
    for obj in _castable(state, player):
        for method in _CAST_WAYS:
            for half in _halves(obj) if method is None else (None,):
                for free in (False, True) if method is None else (False,):
                    for modes in _mode_choices(state, obj, half) if method is None else [()]:
                        request = CastRequest(
                            player, obj.handle, method, without_paying=free, modes=modes, half=half
                        )
                        try:
                            cast = cast_proposal(state, request, first_legal_targets=True)
                        except Illegal:
                            continue
                        yield OfferInfo(
                            "cast",
                            obj.handle,
                            face_down=method,
                            without_paying=free,
                            cost=str(cast.cost),
                            half=half,
                        )
                        break  # one offer per way of casting, whatever modes it is cast with


def _unlocks(state: GameState, player: str) -> Iterator[OfferInfo]:
    for obj in state.battlefield:
        if obj.controller != player or not obj.definition.is_room:
            continue
        for half in obj.definition.halves():
            try:
                unlock_proposal(state, player, obj.handle, half.name)
            except Illegal:
                continue
            assert half.mana_cost is not None
            yield OfferInfo("unlock_door", obj.handle, cost=str(half.mana_cost), half=half.name)


def _lands(state: GameState, player: str) -> Iterator[OfferInfo]:
    for obj in [*state.player(player).hand, *state.player(player).library[:1]]:
        if obj.zone not in (Zone.HAND, Zone.LIBRARY):
            continue
        try:
            land_to_play(state, player, obj.handle)
        except Illegal:
            continue
        yield OfferInfo("play_land", obj.handle)
