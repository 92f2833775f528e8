"""Changes to players and permanents that move nothing: life (119), counters (122),
damage (120), mana (106), shuffling (701.24) and phasing (702.26).

These are the small actions that effects (:mod:`reference_engine.effects`),
combat damage and "as this enters" replacements share. Each changes the
game state and logs what happened; none decides what happens next.
"""

from __future__ import annotations

from collections.abc import Sequence

from . import triggers
from .attachments import protected_from
from .characteristics import characteristics
from .enums import EventKind, Zone
from .mana import SpecialMana, Symbol
from .objects import GameObject
from .rules import rule
from .state import GameState
from .values import Characteristics

__all__ = [
    "add_mana",
    "change_life",
    "deal_damage",
    "phase_in",
    "phase_out",
    "put_counters",
    "remove_counters",
    "shuffle_library",
]


@rule("702.26b", "110.5", "506.4")
def phase_out(state: GameState, obj: GameObject) -> None:
    """``obj`` phases out: its status becomes phased out and the game treats it as though it
    did not exist (702.26b), so it leaves ``state.battlefield`` for ``state.phased_out`` without
    changing zones (it is the same object, face down or up, with its counters). It is removed
    from combat (506.4). The Auras and Equipment attached to it phase out with it, indirectly
    (702.26: they phase in with it)."""
    if obj.zone != Zone.BATTLEFIELD or obj.phased_out is not None or obj not in state.battlefield:
        return
    attached = [o for o in state.battlefield if o.attached_to == obj.object_id]
    obj.phased_out = obj.controller
    for other in attached:
        other.phased_out = ""
    for gone in (obj, *attached):
        state.battlefield.remove(gone)
        state.phased_out.append(gone)
        if state.combat is not None:
            state.combat.attackers.pop(gone.object_id, None)
            state.combat.blockers.pop(gone.object_id, None)
    state.invalidate()


@rule("702.26a", "702.26c")
def phase_in(state: GameState, player: str) -> None:
    """Every permanent that phased out under ``player``'s control phases in, with what phased
    out indirectly with it (702.26a, in ``player``'s untap step before they untap): the game
    treats it as existing again (702.26c)."""
    direct = [o for o in state.phased_out if o.phased_out == player]
    for obj in direct:
        attached = [o for o in state.phased_out if o.phased_out == "" and o.attached_to == obj.object_id]
        for back in (obj, *attached):
            back.phased_out = None
            state.phased_out.remove(back)
            state.battlefield.append(back)
    if direct:
        state.invalidate()


def change_life(state: GameState, player: str, amount: int) -> None:
    """Gain (positive) or lose (negative) life (119.3)."""
    if amount == 0 or not state.player(player).in_game:
        return
    state.player(player).life += amount
    state.log(EventKind.LIFE_CHANGED, player=player, amount=amount)


@rule("122.1", "122.6", "714.2b")
def put_counters(state: GameState, obj: GameObject, counter: str, amount: int) -> None:
    """Put ``amount`` counters of kind ``counter`` on a permanent, or on a card in exile when an
    effect says so ("put an intel counter on each of them", 122.1). Lore counters put on a Saga
    trigger its chapter abilities (714.2b)."""
    if amount <= 0 or obj.zone not in (Zone.BATTLEFIELD, Zone.EXILE):
        return
    before = obj.counters.get(counter, 0)
    obj.counters[counter] = before + amount
    state.invalidate()
    state.log(EventKind.COUNTERS_PUT, object=obj.handle, counter=counter, amount=amount)
    if counter == "lore" and obj.zone == Zone.BATTLEFIELD:
        triggers.lore_counters_put(state, obj, before, before + amount)  # 714.2b: chapter abilities


@rule("122.8")
def remove_counters(state: GameState, obj: GameObject, counter: str, amount: int) -> None:
    """Remove up to ``amount`` counters of kind ``counter`` from ``obj`` (as many as it has)."""
    left = max(0, obj.counters.get(counter, 0) - amount)
    if left:
        obj.counters[counter] = left
    else:
        obj.counters.pop(counter, None)
    state.invalidate()


@rule("120.3", "120.3c", "120.3e", "120.4", "702.15b", "702.2b", "702.19c", "702.16e")
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
    permanent: as many loyalty counters are removed from a planeswalker (120.3c), and the damage
    is marked on any other permanent, a creature among them (120.3e). Lifelink makes its
    controller gain that much life; deathtouch marks the damage as deathtouch damage (704.5h)."""
    if amount <= 0:
        return
    if isinstance(recipient, str):
        if not state.player(recipient).in_game:
            return
        state.log(EventKind.DAMAGE, source=source.handle, target=recipient, amount=amount, combat=combat)
        change_life(state, recipient, -amount)
    else:
        recipient_chars = characteristics(state, recipient)
        if protected_from(recipient_chars, source_chars):
            return  # 702.16e: damage from a source with that quality is prevented
        if "Battle" in recipient_chars.types:
            # 120.3h: damage dealt to a battle removes that many defense counters (310.4c).
            remove_counters(state, recipient, "defense", amount)
        if recipient_chars.is_a("Planeswalker"):
            remove_counters(state, recipient, "loyalty", amount)  # 120.3c
        if recipient_chars.is_creature or not (
            recipient_chars.is_a("Planeswalker") or recipient_chars.is_a("Battle")
        ):
            recipient.damage += amount  # 120.3e
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
