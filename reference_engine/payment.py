"""Paying mana costs automatically (601.2g-h, 605).

The mana a player can use is the mana in their pool and, for each untapped land
they control with a mana ability costing only {T}, one mana that land can make.
:func:`plan` finds a payment (pool first, then lands in battlefield order);
:func:`pay` carries it out. Creatures' mana abilities are not used
automatically: activate them first to put their mana in the pool.
"""

from __future__ import annotations

from . import triggers
from .characteristics import characteristics
from .enums import Zone
from .mana import ManaCost, ManaUnit, Payment, plan_payment
from .rules import rule
from .state import GameState

__all__ = ["mana_units", "pay", "pay_mana", "plan", "spent"]


@rule("605.1a", "106.4")
def mana_units(
    state: GameState, player: str, *, exclude: str | None = None, purpose: str | None = None
) -> list[ManaUnit]:
    """The mana ``player`` can pay with: pool mana whose spending restrictions allow
    ``purpose`` (106.6), then one unit per untapped land they control whose mana
    ability costs only {T} (``exclude`` names an object id that may not be
    tapped, e.g. a source whose own cost taps it)."""
    units = state.player(player).pool.units(purpose)
    for obj in state.battlefield:
        if obj.controller != player or obj.tapped or obj.object_id == exclude:
            continue
        chars = characteristics(state, obj)
        if not chars.is_a("Land"):
            continue
        produces: set[str] = set()
        for ability in chars.activated():
            if ability.is_mana_ability and ability.tap and ability.mana is None:
                for effect in ability.effects:
                    cost: ManaCost = effect["mana"]
                    for symbol in cost.symbols:
                        if symbol.colorless or symbol.generic:
                            produces.add("C")
                        produces.update(symbol.colors)
        if produces:
            units.append(ManaUnit(origin=obj.object_id, produces=frozenset(produces)))
    return units


def plan(
    state: GameState,
    player: str,
    cost: ManaCost,
    *,
    exclude: str | None = None,
    purpose: str | None = None,
) -> Payment | None:
    """A payment of ``cost`` for ``player`` spent on ``purpose``, or None if they can't pay it."""
    return plan_payment(cost, mana_units(state, player, exclude=exclude, purpose=purpose))


def spent(state: GameState, player: str, payment: Payment) -> tuple[str, ...]:
    """The types of the mana ``payment`` spends, one per mana (pool mana, special mana, then the mana of
    the lands it taps), judged before it is paid: what "the mana you spent" on a cost was."""
    pool = state.player(player).pool
    special = tuple(pool.special[index].mana_type for index in payment.from_special)
    return (*payment.from_pool, *special, *(mana_type for _origin, mana_type in payment.tapped))


@rule("601.2g", "601.2h")
def pay(state: GameState, player: str, payment: Payment) -> None:
    """Carry out a payment: tap the lands for mana and spend it with the pool mana."""
    pool = state.player(player).pool
    for mana_type in payment.from_pool:
        pool.remove(mana_type)
    for index in sorted(payment.from_special, reverse=True):
        del pool.special[index]
    for object_id, _mana_type in payment.tapped:
        for obj in state.battlefield:
            if obj.object_id == object_id and obj.zone == Zone.BATTLEFIELD and not obj.tapped:
                obj.tapped = True
                triggers.became_tapped(state, obj)
    if payment.tapped:
        state.invalidate()


def pay_mana(state: GameState, player: str, cost: ManaCost, *, purpose: str | None = None) -> bool:
    """Pay ``cost`` now if possible; returns whether it was paid."""
    payment = plan(state, player, cost, purpose=purpose)
    if payment is None:
        return False
    pay(state, player, payment)
    return True
