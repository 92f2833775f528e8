"""Changes to players and permanents that move nothing: life (119), counters (122),
damage (120), mana (106) and shuffling (701.24).

These are the small actions that effects (:mod:`reference_engine.effects`),
combat damage and "as this enters" replacements share. Each changes the
game state and logs what happened; none decides what happens next.
"""

from __future__ import annotations

from collections.abc import Sequence

from .attachments import protected_from
from .characteristics import characteristics
from .enums import EventKind, Zone
from .mana import SpecialMana, Symbol
from .objects import GameObject
from .rules import rule
from .state import GameState
from .values import Characteristics

__all__ = ["add_mana", "change_life", "deal_damage", "put_counters", "shuffle_library"]


def change_life(state: GameState, player: str, amount: int) -> None:
    """Gain (positive) or lose (negative) life (119.3)."""
    if amount == 0 or not state.player(player).in_game:
        return
    state.player(player).life += amount
    state.log(EventKind.LIFE_CHANGED, player=player, amount=amount)


@rule("122.1", "122.6")
def put_counters(state: GameState, obj: GameObject, counter: str, amount: int) -> None:
    """Put ``amount`` counters of kind ``counter`` on a permanent."""
    if amount <= 0 or obj.zone != Zone.BATTLEFIELD:
        return
    obj.counters[counter] = obj.counters.get(counter, 0) + amount
    state.invalidate()
    state.log(EventKind.COUNTERS_PUT, object=obj.handle, counter=counter, amount=amount)


@rule("120.3", "120.4", "702.15b", "702.2b", "702.19c", "702.16e")
def deal_damage(
    state: GameState,
    source: GameObject,
    source_chars: Characteristics,
    recipient: GameObject | str,
    amount: int,
    *,
    combat: bool = False,
) -> None:
    """``source`` deals ``amount`` damage to a player (loses that much life) or a
    permanent (marked on it). Lifelink makes its controller gain that much life;
    deathtouch marks the damage as deathtouch damage (704.5h)."""
    if amount <= 0:
        return
    if isinstance(recipient, str):
        if not state.player(recipient).in_game:
            return
        state.log(EventKind.DAMAGE, source=source.handle, target=recipient, amount=amount, combat=combat)
        change_life(state, recipient, -amount)
    else:
        if protected_from(characteristics(state, recipient), source_chars):
            return  # 702.16e: damage from a source with that quality is prevented
        recipient.damage += amount
        if source_chars.has_keyword("deathtouch"):
            recipient.deathtouch_damage = True
        state.log(
            EventKind.DAMAGE, source=source.handle, target=recipient.handle, amount=amount, combat=combat
        )
    if source_chars.has_keyword("lifelink"):
        change_life(state, source.controller, amount)
    state.invalidate()


def add_mana(
    state: GameState, player: str, symbols: Sequence[Symbol], *, restriction: str | None = None
) -> None:
    """Add the mana the symbols show to ``player``'s pool ({N} adds N colorless),
    carrying a spending restriction if given (106.6)."""
    pool = state.player(player).pool
    for symbol in symbols:
        if symbol.generic:
            kinds = ["C"] * symbol.generic
        elif symbol.colorless:
            kinds = ["C"]
        elif len(symbol.colors) == 1:
            kinds = list(symbol.colors)
        else:
            kinds = []
        for kind in kinds:
            if restriction is None:
                pool.add(kind)
            else:
                pool.add_special(SpecialMana(kind, restriction=restriction))


@rule("701.24a")
def shuffle_library(state: GameState, player: str) -> None:
    """Randomize a library (701.24a); what anyone knew of its order is forgotten."""
    library = state.player(player).library
    state.rng.shuffle(library)
    for obj in library:
        obj.known_to.clear()
