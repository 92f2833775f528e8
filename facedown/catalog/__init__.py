"""The atom catalog: every testable statement the suite covers, as data.

An *atom* is one testable statement about the face-down rules, taken from the Comprehensive Rules
(``R-`` IDs), from official rulings (``RUL-``) or from a card's Oracle text (``CARD-``). The catalog lives
in ``atoms.toml`` next to this module (packaged with :mod:`facedown`) and is read with :func:`load_catalog`.

Atom IDs are a contract: features tag scenarios with them and reports key results by them, so they never
change. A rule atom's ID carries its rule number in the 2026-04-17 Comprehensive Rules;
:meth:`Atom.rule_numbers` and :meth:`Atom.label` give the number in any supported edition
(:data:`EDITIONS`), e.g. the cloak rules are 701.56 in the 2024-04-12 edition and 701.58 in the
2026-04-17 one.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from types import MappingProxyType
from typing import Any

from facedown import parsecache

__all__ = [
    "DEFAULT_EDITION",
    "EDITIONS",
    "KINDS",
    "MECHANICS",
    "Atom",
    "Catalog",
    "CatalogError",
    "Source",
    "UnknownEditionError",
    "check_edition",
    "load_catalog",
    "parse_catalog",
]

#: Comprehensive Rules editions the catalog gives rule numbers for, oldest first (effective dates).
EDITIONS: tuple[str, ...] = ("2024-04-12", "2026-04-17")

#: The edition used when none is asked for: the newest one, whose numbers the atom IDs carry.
DEFAULT_EDITION = "2026-04-17"

#: Atom kinds, in reference-list order: CR rules, rulings, card behaviour from Oracle text.
KINDS: tuple[str, ...] = ("rule", "ruling", "card")

#: The groups atoms are indexed under, in the order an index lists them.
MECHANICS: tuple[str, ...] = (
    "disguise",
    "cloak",
    "manifest",
    "manifest-dread",
    "morph",
    "face-down",
    "ward",
    "casting",
    "special-actions",
    "copies",
    "double-faced",
    "names-legend",
    "triggers",
    "layers",
    "cards",
    "printed-cards",
)

_ID_PREFIX = {"rule": "R-", "ruling": "RUL-", "card": "CARD-"}
_RULE_NUMBER = re.compile(r"^\d{3}(?:\.\d+[a-z]?)?$")
_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
_ATOM_KEYS = frozenset(
    {"id", "kind", "mechanic", "summary", "source", "rules", "caveat", "edition_note", "origin"}
)
#: Where an atom comes from: the reference pack's list, this project, or generated from the card pool
#: (the printed-card batteries, ``printed_cards.toml``).
ORIGINS: tuple[str, ...] = ("reference", "project", "generated")
_SOURCE_KEYS = frozenset({"cr", "rulings", "ruling", "cards", "card_group", "date", "derived", "note"})
_DATA_FILE = "atoms.toml"
#: The generated catalog of the printed-card batteries (``python -m facedown.poolgen batteries``).
_GENERATED_FILE = "printed_cards.toml"
_RELEASE_NOTES_DATE = "2024-01-25"  # the MKM release notes' general notes (not Gatherer rulings)


class CatalogError(ValueError):
    """The catalog data is malformed (the message names the atom and the problem in one line)."""


class UnknownEditionError(ValueError):
    """A CR edition was asked for that the catalog has no numbers for."""

    def __init__(self, edition: str) -> None:
        super().__init__(f"unknown CR edition {edition!r}; known editions: {', '.join(EDITIONS)}")
        self.edition = edition


def check_edition(edition: str) -> str:
    """Return ``edition`` if it is one of :data:`EDITIONS`; raise :class:`UnknownEditionError` if not."""
    if edition not in EDITIONS:
        raise UnknownEditionError(edition)
    return edition


@dataclass(frozen=True)
class Source:
    """Where an atom's statement comes from.

    ``cr``: CR rule numbers it rests on (2026-04-17 numbering); ``ruling``: the reference pack's ID of the
    ruling the atom is a part of; ``rulings``: other ruling atoms it cross-references; ``cards``: card
    names; ``card_group``: a named set of cards that all carry the ruling (e.g. ``FD-48``, every MKM/MKC
    disguise and cloak card); ``date``: the ruling date (2024-01-25 is the MKM release notes);
    ``derived``: the statement combines several rules rather than restating one; ``note``: anything else
    about provenance.
    """

    cr: tuple[str, ...] = ()
    rulings: tuple[str, ...] = ()
    ruling: str | None = None
    cards: tuple[str, ...] = ()
    card_group: str | None = None
    date: str | None = None
    derived: bool = False
    note: str | None = None

    def describe(self) -> str:
        """One line naming the source, e.g. ``CR 702.168a`` or ``Cryptic Coat, ruling 2024-02-02``."""
        parts: list[str] = []
        if self.cr:
            parts.append("CR " + ", ".join(self.cr) + (" (derived)" if self.derived else ""))
        if self.ruling:
            parts.append(self.ruling)
        if self.cards:
            parts.append(", ".join(self.cards))
        if self.card_group:
            parts.append(f"cards {self.card_group}")
        if self.date:
            release_notes = self.date == _RELEASE_NOTES_DATE
            parts.append(f"MKM release notes {self.date}" if release_notes else f"ruling {self.date}")
        if self.rulings:
            parts.append("see " + ", ".join(self.rulings))
        return "; ".join(parts)

    def to_json(self) -> dict[str, Any]:
        """Every field, as JSON-ready values (tuples become lists)."""
        return {
            "cr": list(self.cr),
            "ruling": self.ruling,
            "rulings": list(self.rulings),
            "cards": list(self.cards),
            "card_group": self.card_group,
            "date": self.date,
            "derived": self.derived,
            "note": self.note,
        }


@dataclass(frozen=True)
class Atom:
    """One testable statement of the catalog.

    ``rules`` maps each edition in which the atom's rules exist to the rule numbers it rests on there (for
    rulings and card atoms: the CR rules they apply; possibly none). An edition missing from ``rules`` is
    one in which the rule did not exist yet (e.g. 708.12, new in CR 2024-09-20, has no 2024-04-12 number).
    """

    id: str
    position: int
    kind: str
    mechanic: str
    summary: str
    source: Source
    rules: Mapping[str, tuple[str, ...]] = field(hash=False)
    caveat: str | None = None
    edition_note: str | None = None
    #: ``"reference"``: the atom is in the reference pack's list; ``"project"``: this project added it
    #: (its ``source.note`` says why).
    origin: str = "reference"

    def in_edition(self, edition: str) -> bool:
        """Whether the atom's rules exist in ``edition`` (:class:`UnknownEditionError` if it is unknown)."""
        return check_edition(edition) in self.rules

    def rule_numbers(self, edition: str = DEFAULT_EDITION) -> tuple[str, ...] | None:
        """The rule numbers the atom rests on in ``edition``; ``None`` if those rules don't exist in it.

        An empty tuple means the atom exists in the edition but cites no CR rule (some card-specific rulings).
        """
        return self.rules.get(check_edition(edition))

    def label(self, edition: str = DEFAULT_EDITION) -> str | None:
        """The atom's primary rule number in ``edition`` (e.g. ``701.56a`` for a cloak atom in 2024-04-12).

        ``None`` when the atom has no rule number in that edition (absent there, or citing no CR rule).
        """
        numbers = self.rule_numbers(edition)
        return numbers[0] if numbers else None

    def to_json(self, edition: str = DEFAULT_EDITION) -> dict[str, Any]:
        """Every field as JSON-ready values, with the rule numbers of every edition (``None`` where the
        rule is absent) and the ``label`` in ``edition``."""
        return {
            "id": self.id,
            "position": self.position,
            "kind": self.kind,
            "mechanic": self.mechanic,
            "summary": self.summary,
            "source": self.source.to_json(),
            "rules": {e: (list(self.rules[e]) if e in self.rules else None) for e in EDITIONS},
            "edition": check_edition(edition),
            "label": self.label(edition),
            "caveat": self.caveat,
            "edition_note": self.edition_note,
            "origin": self.origin,
        }


class Catalog:
    """The atoms in reference-list order, with lookup by ID.

    ``left_out`` maps each printed card to the checks of its battery it does not get, with the reason.
    """

    def __init__(self, atoms: Iterable[Atom], left_out: Mapping[str, tuple[str, ...]] | None = None) -> None:
        self.left_out: Mapping[str, tuple[str, ...]] = MappingProxyType(dict(left_out or {}))
        self._atoms = tuple(atoms)
        self._by_id: dict[str, Atom] = {}
        for atom in self._atoms:
            if atom.id in self._by_id:
                raise CatalogError(f"duplicate atom ID {atom.id}")
            self._by_id[atom.id] = atom

    def __iter__(self) -> Iterator[Atom]:
        return iter(self._atoms)

    def __len__(self) -> int:
        return len(self._atoms)

    def __contains__(self, atom_id: object) -> bool:
        return atom_id in self._by_id

    def __getitem__(self, atom_id: str) -> Atom:
        try:
            return self._by_id[atom_id]
        except KeyError:
            raise KeyError(f"unknown atom ID {atom_id!r}") from None

    def get(self, atom_id: str) -> Atom | None:
        """The atom with this ID, or ``None``."""
        return self._by_id.get(atom_id)

    @property
    def ids(self) -> tuple[str, ...]:
        """Every atom ID, in list order."""
        return tuple(a.id for a in self._atoms)

    def select(self, *, kind: str | None = None, mechanic: str | None = None) -> tuple[Atom, ...]:
        """The atoms of the given kind and/or mechanic, in list order (``None`` matches everything)."""
        if kind is not None and kind not in KINDS:
            raise ValueError(f"unknown atom kind {kind!r}; known kinds: {', '.join(KINDS)}")
        if mechanic is not None and mechanic not in MECHANICS:
            raise ValueError(f"unknown mechanic {mechanic!r}; known mechanics: {', '.join(MECHANICS)}")
        return tuple(
            a
            for a in self._atoms
            if (kind is None or a.kind == kind) and (mechanic is None or a.mechanic == mechanic)
        )

    def by_mechanic(self, atoms: Iterable[Atom] | None = None) -> dict[str, tuple[Atom, ...]]:
        """``atoms`` (default: all) grouped by mechanic in :data:`MECHANICS` order; no empty groups."""
        pool = tuple(self._atoms if atoms is None else atoms)
        groups = {m: tuple(a for a in pool if a.mechanic == m) for m in MECHANICS}
        return {m: g for m, g in groups.items() if g}


def _str(entry: Mapping[str, Any], key: str, where: str, *, required: bool = True) -> str | None:
    value = entry.get(key)
    if value is None and not required:
        return None
    if not isinstance(value, str) or not value.strip():
        raise CatalogError(f"{where}: '{key}' must be a non-empty string")
    return value


def _str_list(entry: Mapping[str, Any], key: str, where: str) -> tuple[str, ...]:
    value = entry.get(key, [])
    if not isinstance(value, list) or not all(isinstance(v, str) and v for v in value):
        raise CatalogError(f"{where}: '{key}' must be a list of non-empty strings")
    return tuple(value)


def _parse_source(raw: Any, where: str) -> Source:
    if not isinstance(raw, dict) or not raw:
        raise CatalogError(f"{where}: 'source' must be a non-empty table")
    unknown = set(raw) - _SOURCE_KEYS
    if unknown:
        raise CatalogError(f"{where}: unknown source field(s) {', '.join(sorted(unknown))}")
    cr = _str_list(raw, "cr", where)
    bad = [n for n in cr if not _RULE_NUMBER.match(n)]
    if bad:
        raise CatalogError(f"{where}: malformed CR rule number(s) {', '.join(bad)}")
    date = _str(raw, "date", where, required=False)
    if date is not None and not _DATE.match(date):
        raise CatalogError(f"{where}: source date {date!r} is not YYYY-MM-DD")
    derived = raw.get("derived", False)
    if not isinstance(derived, bool):
        raise CatalogError(f"{where}: source 'derived' must be true or false")
    return Source(
        cr=cr,
        rulings=_str_list(raw, "rulings", where),
        ruling=_str(raw, "ruling", where, required=False),
        cards=_str_list(raw, "cards", where),
        card_group=_str(raw, "card_group", where, required=False),
        date=date,
        derived=derived,
        note=_str(raw, "note", where, required=False),
    )


def _parse_rules(raw: Any, kind: str, where: str) -> Mapping[str, tuple[str, ...]]:
    if not isinstance(raw, dict):
        raise CatalogError(f"{where}: 'rules' must be a table of edition = [rule numbers]")
    unknown = set(raw) - set(EDITIONS)
    if unknown:
        raise CatalogError(f"{where}: unknown edition(s) in 'rules': {', '.join(sorted(unknown))}")
    rules: dict[str, tuple[str, ...]] = {}
    for edition in EDITIONS:
        if edition not in raw:
            continue
        numbers = _str_list(raw, edition, where)
        bad = [n for n in numbers if not _RULE_NUMBER.match(n)]
        if bad:
            raise CatalogError(f"{where}: malformed rule number(s) for {edition}: {', '.join(bad)}")
        rules[edition] = numbers
    if kind == "rule" and not rules.get(DEFAULT_EDITION):
        raise CatalogError(f"{where}: a rule atom needs its rule numbers for {DEFAULT_EDITION}")
    return MappingProxyType(rules)


def _parse_atom(raw: Any, position: int) -> Atom:
    where = f"atom #{position}"
    if not isinstance(raw, dict):
        raise CatalogError(f"{where}: each [[atom]] entry must be a table")
    atom_id = _str(raw, "id", where)
    assert atom_id is not None
    where = f"atom {atom_id}"
    unknown = set(raw) - _ATOM_KEYS
    if unknown:
        raise CatalogError(f"{where}: unknown field(s) {', '.join(sorted(unknown))}")
    kind = _str(raw, "kind", where)
    if kind not in KINDS:
        raise CatalogError(f"{where}: kind {kind!r} is not one of {', '.join(KINDS)}")
    if not atom_id.startswith(_ID_PREFIX[kind]):
        raise CatalogError(f"{where}: a {kind} atom's ID must start with {_ID_PREFIX[kind]}")
    mechanic = _str(raw, "mechanic", where)
    if mechanic not in MECHANICS:
        raise CatalogError(f"{where}: mechanic {mechanic!r} is not one of {', '.join(MECHANICS)}")
    summary = _str(raw, "summary", where)
    assert summary is not None
    origin = _str(raw, "origin", where, required=False) or "reference"
    if origin not in ORIGINS:
        raise CatalogError(f"{where}: origin {origin!r} is not one of {', '.join(ORIGINS)}")
    return Atom(
        id=atom_id,
        position=position,
        kind=kind,
        mechanic=mechanic,
        summary=summary,
        source=_parse_source(raw.get("source"), where),
        rules=_parse_rules(raw.get("rules"), kind, where),
        caveat=_str(raw, "caveat", where, required=False),
        edition_note=_str(raw, "edition_note", where, required=False),
        origin=origin,
    )


def _left_out(data: Mapping[str, Any], origin: str) -> dict[str, tuple[str, ...]]:
    entries = data.get("left_out", [])
    if not isinstance(entries, list):
        raise CatalogError(f"{origin}: left_out must be a list of tables")
    found: dict[str, tuple[str, ...]] = {}
    for entry in entries:
        where = f"{origin}: a [[left_out]] entry"
        card = _str(entry, "card", where) if isinstance(entry, dict) else None
        reason = _str(entry, "reason", where) if isinstance(entry, dict) else None
        if card is None or reason is None:
            raise CatalogError(f"{where} needs a card and a reason")
        found[card] = (*found.get(card, ()), reason)
    return found


def parse_catalog(text: str, origin: str = _DATA_FILE, *more: tuple[str, str]) -> Catalog:
    """Build a :class:`Catalog` from TOML ``[[atom]]`` tables (and ``[[left_out]]`` tables: a card and a
    reason); :class:`CatalogError` if malformed. ``more`` are further (text, origin) pairs whose atoms
    follow, in order."""
    raws: list[Any] = []
    left_out: dict[str, tuple[str, ...]] = {}
    for index, (body, where) in enumerate(((text, origin), *more)):
        try:
            data = parsecache.parsed("toml", "tomllib", f"catalog:{where}", body, tomllib.loads)
        except tomllib.TOMLDecodeError as exc:
            raise CatalogError(f"{where}: not valid TOML ({exc})") from None
        entries = data.get("atom")
        if not isinstance(entries, list) or (index == 0 and not entries):
            raise CatalogError(f"{where}: no [[atom]] entries")
        raws += entries
        for card, reasons in _left_out(data, where).items():
            left_out[card] = (*left_out.get(card, ()), *reasons)
    return Catalog((_parse_atom(raw, position) for position, raw in enumerate(raws, start=1)), left_out)


@cache
def load_catalog() -> Catalog:
    """The packaged catalog (``facedown/catalog/atoms.toml``, then the generated
    ``printed_cards.toml`` if present), parsed once and cached."""
    files = resources.files(__name__)
    text = files.joinpath(_DATA_FILE).read_text(encoding="utf-8")
    generated = files.joinpath(_GENERATED_FILE)
    if not generated.is_file():
        return parse_catalog(text)
    return parse_catalog(text, _DATA_FILE, (generated.read_text(encoding="utf-8"), _GENERATED_FILE))
