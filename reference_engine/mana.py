"""Mana: symbols, costs, mana pools and deterministic automatic payment (106, 107, 118).

A :class:`ManaCost` is an ordered tuple of :class:`Symbol` parsed from text
such as ``"{X}{3}{W}"`` or ``"{R/W}{R/W}"``. A :class:`ManaPool` holds mana of
the six types. :func:`plan_payment` decides which mana pays which symbol: mana
already in the pool first, then the sources offered (untapped lands), in the
order given, so the same state always gives the same payment.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from .rules import rule

__all__ = [
    "COLORS",
    "MANA_TYPES",
    "RESTRICTIONS",
    "ManaCost",
    "ManaPool",
    "ManaUnit",
    "Payment",
    "SpecialMana",
    "Symbol",
    "payable_from",
    "plan_payment",
    "restriction_allows",
]

#: The five colours in WUBRG order (105.1).
COLORS: tuple[str, ...] = ("W", "U", "B", "R", "G")
#: The six types of mana (106.1b): the colours plus colorless.
MANA_TYPES: tuple[str, ...] = (*COLORS, "C")

_SYMBOL = re.compile(r"\{([^{}]+)\}")


@dataclass(frozen=True, slots=True)
class Symbol:
    """One mana symbol (107.4).

    Exactly one of: ``generic`` > 0 ({N}), ``colors`` with one colour ({R}) or
    two (hybrid {R/W}, 107.4e), ``colorless`` ({C}), ``x`` ({X}). ``{0}`` is a
    generic symbol of amount 0.
    """

    generic: int = 0
    colors: tuple[str, ...] = ()
    colorless: bool = False
    x: bool = False

    @staticmethod
    def parse(body: str) -> Symbol:
        """Parse the text between braces (``"2"``, ``"R"``, ``"R/W"``, ``"C"``, ``"X"``)."""
        body = body.strip().upper()
        if body.isdigit():
            return Symbol(generic=int(body))
        if body == "X":
            return Symbol(x=True)
        if body == "C":
            return Symbol(colorless=True)
        parts = body.split("/")
        if all(part in COLORS for part in parts) and 1 <= len(parts) <= 2 and len(set(parts)) == len(parts):
            return Symbol(colors=tuple(parts))
        raise ValueError(f"unknown mana symbol {{{body}}}")

    def __str__(self) -> str:
        if self.x:
            return "{X}"
        if self.colorless:
            return "{C}"
        if self.colors:
            return "{" + "/".join(self.colors) + "}"
        return "{" + str(self.generic) + "}"

    @property
    def mana_value(self) -> int:
        """This symbol's contribution to mana value, X counted as 0 (202.3)."""
        if self.x:
            return 0
        if self.colors or self.colorless:
            return 1
        return self.generic


@dataclass(frozen=True, slots=True)
class ManaCost:
    """A mana cost or the mana part of a cost: symbols in printed order.

    The empty cost prints as ``{0}``. An object with *no* mana cost (a
    face-down spell, 708.2) is represented by ``None``, not by an empty cost.
    """

    symbols: tuple[Symbol, ...] = ()

    @staticmethod
    def parse(text: str) -> ManaCost:
        """Parse ``"{2}{R/W}{X}"``; raises ``ValueError`` on anything else."""
        stripped = text.replace(" ", "")
        if _SYMBOL.sub("", stripped):
            raise ValueError(f"malformed mana cost {text!r}")
        symbols = tuple(Symbol.parse(body) for body in _SYMBOL.findall(stripped))
        return ManaCost(tuple(s for s in symbols if s != Symbol()))

    def __str__(self) -> str:
        found = _COST_TEXT.get(self.symbols)
        if found is None:
            found = _COST_TEXT[self.symbols] = "".join(str(s) for s in self.symbols) or "{0}"
        return found

    def mana_value(self, x: int = 0) -> int:
        """Mana value (202.3); ``x`` is the value of X where it has one (on the stack, 202.3e)."""
        return sum(s.mana_value for s in self.symbols) + x * sum(1 for s in self.symbols if s.x)

    @property
    def colors(self) -> frozenset[str]:
        """The colours of the mana symbols (202.2)."""
        out: set[str] = set()
        for s in self.symbols:
            out.update(s.colors)
        return frozenset(out)

    @property
    def has_x(self) -> bool:
        return any(s.x for s in self.symbols)

    @property
    def generic(self) -> int:
        return sum(s.generic for s in self.symbols)

    @rule("107.3a")
    def bind_x(self, x: int) -> ManaCost:
        """This cost with each {X} replaced by ``x`` generic mana."""
        if not self.has_x:
            return self
        rest = tuple(s for s in self.symbols if not s.x)
        return ManaCost(rest).add_generic(x * (len(self.symbols) - len(rest)))

    def add_generic(self, amount: int) -> ManaCost:
        """This cost increased by ``amount`` generic mana (a cost increase, 601.2f)."""
        if amount <= 0:
            return self
        total = self.generic + amount
        rest = tuple(s for s in self.symbols if not s.generic)
        xs = tuple(s for s in rest if s.x)
        others = tuple(s for s in rest if not s.x)
        return ManaCost((*xs, Symbol(generic=total), *others))

    @rule("601.2f")
    def reduce_generic(self, amount: int) -> ManaCost:
        """This cost reduced by up to ``amount`` generic mana; it can't go below {0} (601.2f)."""
        if amount <= 0:
            return self
        total = max(0, self.generic - amount)
        rest = tuple(s for s in self.symbols if not s.generic)
        xs = tuple(s for s in rest if s.x)
        others = tuple(s for s in rest if not s.x)
        return ManaCost((*xs, *((Symbol(generic=total),) if total else ()), *others))

    def __add__(self, other: ManaCost) -> ManaCost:
        generic = other.generic
        rest = tuple(s for s in other.symbols if not s.generic)
        return ManaCost((*self.symbols, *rest)).add_generic(generic)


#: Spending restrictions mana may carry (106.6), and what each allows it to pay for.
#: ``face_down_or_turn_up``: "spend this mana only to cast face-down spells or to turn creatures face up".
RESTRICTIONS: dict[str, frozenset[str]] = {
    "face_down_or_turn_up": frozenset({"cast_face_down", "turn_face_up"}),
    # "only to cast an enchantment spell, unlock a door, or turn a permanent face up" (doors aren't modelled)
    "enchantment_or_turn_up": frozenset({"cast_enchantment", "turn_face_up"}),
    "turn_up_only": frozenset({"turn_face_up"}),
    # "only to cast a face-down creature spell, pay a mana cost to turn a manifested creature face up, or
    # pay a morph cost" (a megamorph cost is a morph cost)
    "face_down_spell_manifest_up_or_morph": frozenset(
        {"cast_face_down", "turn_face_up:mana_cost:manifest", "turn_face_up:morph"}
    ),
}


@rule("106.6")
def restriction_allows(restriction: str | None, purpose: str | None) -> bool:
    """Whether mana with ``restriction`` may be spent on ``purpose`` (``"cast"``,
    ``"cast_enchantment"``, ``"cast_face_down"``, ``"activate"``, ``"ward"``, or
    turning face up by a procedure: ``"turn_face_up:morph"``, ``"turn_face_up:disguise"``,
    ``"turn_face_up:mana_cost:manifest"`` ...). A restriction that allows a purpose allows
    the narrower ones under it ("turn_face_up" allows every procedure)."""
    if restriction is None:
        return True
    if purpose is None:
        return False
    return any(
        purpose == p or purpose.startswith(p + ":") for p in RESTRICTIONS.get(restriction, frozenset())
    )


@dataclass(frozen=True, slots=True)
class SpecialMana:
    """One mana that carries a spending restriction (106.6) or that isn't lost as
    steps and phases end until the end of the turn (106.4 exception)."""

    mana_type: str
    restriction: str | None = None
    until_end_of_turn: bool = False


_COST_TEXT: dict[tuple[Symbol, ...], str] = {}


@dataclass(slots=True)
class ManaPool:
    """Mana in a player's mana pool (106.4): plain mana by type, and special mana
    (restricted or persistent) one by one."""

    amounts: dict[str, int] = field(default_factory=lambda: dict.fromkeys(MANA_TYPES, 0))
    special: list[SpecialMana] = field(default_factory=list)

    @staticmethod
    def parse(text: str) -> ManaPool:
        """A pool from a string such as ``"{R}{R}{C}"``; a generic ``{N}`` means N colorless mana."""
        pool = ManaPool()
        for symbol in ManaCost.parse(text).symbols:
            if symbol.generic:
                pool.add("C", symbol.generic)
            elif symbol.colorless:
                pool.add("C")
            elif len(symbol.colors) == 1:
                (color,) = symbol.colors
                pool.add(color)
            else:
                raise ValueError(f"a mana pool can't hold {symbol}")
        return pool

    def add(self, mana_type: str, amount: int = 1) -> None:
        if mana_type not in MANA_TYPES:
            raise ValueError(f"unknown mana type {mana_type!r}")
        self.amounts[mana_type] += amount

    def remove(self, mana_type: str, amount: int = 1) -> None:
        if self.amounts[mana_type] < amount:
            raise ValueError(f"not enough {mana_type} mana in the pool")
        self.amounts[mana_type] -= amount

    @rule("500.4")
    def empty(self, *, end_of_turn: bool = False) -> None:
        """Remove all mana (mana empties between steps, 500.4), except mana an
        effect keeps until end of turn, unless the turn is ending."""
        for mana_type in MANA_TYPES:
            self.amounts[mana_type] = 0
        self.special = [m for m in self.special if m.until_end_of_turn and not end_of_turn]

    def add_special(self, mana: SpecialMana) -> None:
        self.special.append(mana)

    def total(self) -> int:
        return sum(self.amounts.values()) + len(self.special)

    def __str__(self) -> str:
        if not self.special and not any(self.amounts.values()):
            return ""  # an empty pool (most pools, most of the time)
        counts = dict(self.amounts)
        for mana in self.special:
            counts[mana.mana_type] += 1
        return "".join(f"{{{t}}}" * counts[t] for t in MANA_TYPES)

    def units(self, purpose: str | None = None) -> list[ManaUnit]:
        """Each mana in the pool that may pay for ``purpose`` as a payment unit:
        special mana first (it is the least flexible), then plain mana in WUBRGC order."""
        special = [
            ManaUnit(origin=None, produces=frozenset((m.mana_type,)), special=i)
            for i, m in enumerate(self.special)
            if restriction_allows(m.restriction, purpose)
        ]
        return special + [
            ManaUnit(origin=None, produces=frozenset((t,)))
            for t in MANA_TYPES
            for _ in range(self.amounts[t])
        ]


@dataclass(frozen=True, slots=True)
class ManaUnit:
    """One mana available for a payment: from the pool (``origin`` None) or from
    tapping the permanent whose object id is ``origin`` (which can make any one of
    ``produces``)."""

    origin: str | None
    produces: frozenset[str]
    special: int | None = None  # index of a special mana in the pool


@dataclass(frozen=True, slots=True)
class Payment:
    """How a cost is paid: the plain mana taken from the pool by type, the
    special mana taken (indexes into the pool's special mana), and the permanents
    to tap for mana (their object ids, each with the type it makes)."""

    from_pool: tuple[str, ...]
    tapped: tuple[tuple[str, str], ...]
    from_special: tuple[int, ...] = ()


def _requirements(cost: ManaCost) -> tuple[list[frozenset[str]], int]:
    """Coloured and colorless requirements (each a set of acceptable types), most
    constrained first, and the generic amount. X must already be bound."""
    specific: list[frozenset[str]] = []
    generic = 0
    for s in cost.symbols:
        if s.x:
            raise ValueError("X must be chosen before paying")
        if s.colorless:
            specific.append(frozenset(("C",)))
        elif s.colors:
            specific.append(frozenset(s.colors))
        else:
            generic += s.generic
    specific.sort(key=len)
    return specific, generic


@rule("601.2g", "601.2h", "106.4")
def plan_payment(cost: ManaCost, units: Sequence[ManaUnit]) -> Payment | None:
    """A way to pay ``cost`` with ``units`` (pool mana first, then sources in the
    given order), or ``None`` if it can't be paid.

    Coloured and hybrid symbols are matched by a small backtracking search;
    generic mana then takes the first unused units. The result depends only on
    the inputs, so payments are deterministic.
    """
    specific, generic = _requirements(cost)
    used: list[bool] = [False] * len(units)
    choice: list[tuple[int, str]] = []

    def search(index: int) -> bool:
        if index == len(specific):
            return sum(1 for u in used if not u) >= generic
        wanted = specific[index]
        tried: set[tuple[str | None, frozenset[str], bool]] = set()
        for i, unit in enumerate(units):
            if used[i]:
                continue
            options = [t for t in MANA_TYPES if t in wanted and t in unit.produces]
            if not options:
                continue
            key = ("pool" if unit.origin is None else "source", unit.produces, unit.special is not None)
            if key in tried:
                continue
            tried.add(key)
            used[i] = True
            choice.append((i, options[0]))
            if search(index + 1):
                return True
            choice.pop()
            used[i] = False
        return False

    if not search(0):
        return None
    assignments = list(choice)
    remaining = generic
    for i, unit in enumerate(units):
        if remaining == 0:
            break
        if not used[i]:
            used[i] = True
            assignments.append((i, next(t for t in MANA_TYPES if t in unit.produces)))
            remaining -= 1
    from_pool = tuple(
        sorted(
            (t for i, t in assignments if units[i].origin is None and units[i].special is None),
            key=MANA_TYPES.index,
        )
    )
    from_special = tuple(sorted(s for i, _t in assignments if (s := units[i].special) is not None))
    tapped = tuple(
        sorted(
            ((o, t) for i, t in assignments if (o := units[i].origin) is not None),
            key=lambda pair: [u.origin for u in units].index(pair[0]),
        )
    )
    return Payment(from_pool=from_pool, tapped=tapped, from_special=from_special)


def payable_from(cost: ManaCost, spent: Sequence[str]) -> bool:
    """Whether ``cost`` (X counted as 0, 107.3) could be paid by some amount of, or all of, the mana
    ``spent`` (one mana type per mana): its coloured symbols need mana of their colour, generic mana
    any mana (Illusionary Mask: "whose mana cost could be paid by some amount of, or all of, the mana
    you spent on {X}", ruling 2009-10-01: the amount and the types of that mana both count)."""
    units = [ManaUnit(origin=None, produces=frozenset((mana_type,))) for mana_type in spent]
    return plan_payment(cost.bind_x(0), units) is not None
