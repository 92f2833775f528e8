"""Then-steps reading what a player is offered (capability ``offered_actions``, contract 1.2).

An engine declaring the capability fills :attr:`facedown.adapter.GameView.offered` with what the
viewer may do now: each procedure open for turning each face-down permanent they control face up
(CR 116.2b), each way each card may be cast, each land they may play, with the total cost. These
steps compare that list with what the scenario states; a scenario using them is tagged
``@needs:offered_actions``. They check the offer only: whether the action is then accepted is for
the When-steps that take it.

Phrases::

    Then Alice may turn "Den Protector" face up by paying its mana cost for {1}{G}
    Then turning "Den Protector" face up using its disguise cost is not offered to Alice
    Then Alice may cast "Dog Walker" face down using disguise for {3}
    Then casting "Dog Walker" face up is not offered to Alice
    Then Alice may play "Forest" as a land
    Then playing "Forest" is not offered to Alice
    Then Bob is offered nothing

``for <cost>`` is optional; costs are compared symbol by symbol, in any order (``{2}`` counts as
two ``{C}``, as everywhere in the steps). Casting without ``face down using ...`` means casting
face up.
"""

from __future__ import annotations

from collections.abc import Sequence

from pytest_bdd import parsers, then

from facedown.adapter import CastSpell, FaceDownMethod, Offer, PlayLand, TurnFaceUp, UnlockDoor

from .world import TURN_UP_PROCEDURES, World, mana_symbols

_CARD = r'"(?P<card>[^"]+)"'
_PLAYER = r"(?P<player>[A-Z][a-z]+)"
_PROCEDURE = r"(?P<procedure>" + "|".join(TURN_UP_PROCEDURES) + r")"
_CAST_WAY = r"(?: face down using (?P<method>disguise|morph)| face up)?"
_COST = r"(?: for (?P<cost>(?:\{[^}]+\})+))?"
#: The actions a player may be offered.
Offerable = TurnFaceUp | CastSpell | PlayLand


def offers(world: World, player: str) -> Sequence[Offer]:
    """What ``player`` is offered now, as their own view says."""
    world.require_checked()
    offered = world.observe(world.check_player(player)).offered
    assert offered is not None, (
        f"the engine declares offered_actions, but {player}'s view says nothing of what {player} may do "
        "(offered is None)"
    )
    return offered


def _turn_up(world: World, card: str, procedure: str) -> TurnFaceUp:
    return TurnFaceUp(permanent=world.handle(card), method=TURN_UP_PROCEDURES[procedure])


def _matching(offered: Sequence[Offer], wanted: Offerable) -> list[Offer]:
    """The offers of the same action as ``wanted`` (same kind, object and procedure or way of casting)."""
    found = []
    for offer in offered:
        action = offer.action
        if isinstance(wanted, TurnFaceUp) and isinstance(action, TurnFaceUp):
            same = (action.permanent, action.method) == (wanted.permanent, wanted.method)
        elif isinstance(wanted, CastSpell) and isinstance(action, CastSpell):
            same = (action.card, action.face_down, action.half) == (
                wanted.card,
                wanted.face_down,
                wanted.half,
            )
        elif isinstance(wanted, PlayLand) and isinstance(action, PlayLand):
            same = action.card == wanted.card
        else:
            same = False
        if same:
            found.append(offer)
    return found


def _shown(world: World, offered: Sequence[Offer]) -> str:
    """The offers, for a message: actions with the card names the set-up gave their handles."""
    if not offered:
        return "nothing"
    parts = []
    for offer in offered:
        action = offer.action
        if isinstance(action, TurnFaceUp):
            what = f"turn {world.describe(action.permanent)} face up by {action.method.value}"
        elif isinstance(action, CastSpell):
            way = f"face down by {action.face_down.value}" if action.face_down else "face up"
            half = f" as {action.half}" if action.half else ""
            what = f"cast {world.describe(action.card)}{half} {way}"
        elif isinstance(action, UnlockDoor):
            what = f"unlock the door {action.door} of {world.describe(action.permanent)}"
        else:
            what = f"play {world.describe(action.card)}"
        parts.append(what + (f" for {offer.cost}" if offer.cost is not None else ""))
    return "; ".join(parts)


def _check_offered(world: World, player: str, wanted: Offerable, what: str, cost: str | None) -> None:
    offered = offers(world, player)
    found = _matching(offered, wanted)
    assert found, f"expected {player} to be offered to {what}; the offers are: {_shown(world, offered)}"
    if cost is not None:
        costs = [offer.cost for offer in found]
        assert any(mana_symbols(c or "") == mana_symbols(cost) for c in costs), (
            f"expected {player} to be offered to {what} for {cost}; the engine offers it for "
            f"{', '.join(str(c) for c in costs)}"
        )


def _check_not_offered(world: World, player: str, wanted: Offerable, what: str) -> None:
    offered = offers(world, player)
    found = _matching(offered, wanted)
    assert not found, (
        f"expected {player} not to be offered to {what}; the offers are: {_shown(world, offered)}"
    )


def _cast(world: World, card: str, method: str | None) -> CastSpell:
    return CastSpell(card=world.handle(card), face_down=FaceDownMethod(method) if method else None)


def _cast_words(card: str, method: str | None) -> str:
    return f'cast "{card}" ' + (f"face down using {method}" if method else "face up")


@then(parsers.re(_PLAYER + r" may turn " + _CARD + r" face up " + _PROCEDURE + _COST))
def then_may_turn_face_up(world: World, player: str, card: str, procedure: str, cost: str | None) -> None:
    """The player is offered turning the permanent face up by that procedure (at that total cost)."""
    wanted = _turn_up(world, card, procedure)
    _check_offered(world, player, wanted, f'turn "{card}" face up {procedure}', cost)


@then(parsers.re(r"turning " + _CARD + r" face up " + _PROCEDURE + r" is not offered to " + _PLAYER))
def then_not_offered_turn_face_up(world: World, player: str, card: str, procedure: str) -> None:
    """The player is not offered turning the permanent face up by that procedure."""
    wanted = _turn_up(world, card, procedure)
    _check_not_offered(world, player, wanted, f'turn "{card}" face up {procedure}')


@then(parsers.re(_PLAYER + r" may cast " + _CARD + _CAST_WAY + _COST))
def then_may_cast(world: World, player: str, card: str, method: str | None, cost: str | None) -> None:
    """The player is offered casting the card that way (face up unless named; at that total cost)."""
    _check_offered(world, player, _cast(world, card, method), _cast_words(card, method), cost)


@then(parsers.re(r"casting " + _CARD + _CAST_WAY + r" is not offered to " + _PLAYER))
def then_not_offered_cast(world: World, player: str, card: str, method: str | None) -> None:
    """The player is not offered casting the card that way."""
    _check_not_offered(world, player, _cast(world, card, method), _cast_words(card, method))


@then(parsers.re(_PLAYER + r" may play " + _CARD + r" as a land"))
def then_may_play(world: World, player: str, card: str) -> None:
    """The player is offered playing the land (CR 116.2a)."""
    _check_offered(world, player, PlayLand(card=world.handle(card)), f'play "{card}"', None)


@then(parsers.re(r"playing " + _CARD + r" is not offered to " + _PLAYER))
def then_not_offered_play(world: World, player: str, card: str) -> None:
    """The player is not offered playing the land."""
    _check_not_offered(world, player, PlayLand(card=world.handle(card)), f'play "{card}"')


@then(parsers.re(_PLAYER + r" is offered nothing"))
def then_offered_nothing(world: World, player: str) -> None:
    """The player may do nothing now (e.g. they do not hold priority)."""
    offered = offers(world, player)
    assert not offered, f"expected {player} to be offered nothing; the offers are: {_shown(world, offered)}"
