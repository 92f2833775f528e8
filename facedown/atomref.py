"""The atom catalog as the harness sees it: the IDs scenarios may be tagged with.

The catalog proper is :mod:`facedown.catalog`; this module keeps only what the harness needs
from it (ID, one-line summary, kind, mechanic, rule numbers per CR edition), so the source
stays swappable behind :func:`catalog_atoms` and :func:`known_atom_ids`.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from facedown.catalog import DEFAULT_EDITION, EDITIONS, CatalogError, load_catalog


class CatalogUnavailableError(Exception):
    """The atom catalog cannot be read; the message is one line."""


@dataclass(frozen=True, slots=True)
class AtomRef:
    """One atom: its ``id`` (e.g. ``R-702.168d-1``) and, when known, a one-line summary, its
    kind (``rule``, ``ruling``, ``card``), the group (mechanic) the catalog files it under and
    the rule numbers it rests on in each CR edition (``rules``: pairs of edition and numbers;
    an edition missing from it is one in which the atom's rules do not exist)."""

    id: str
    title: str | None = None
    kind: str | None = None
    group: str | None = None
    rules: tuple[tuple[str, tuple[str, ...]], ...] = ()

    def rule_numbers(self, edition: str = DEFAULT_EDITION) -> tuple[str, ...] | None:
        """The rule numbers the atom rests on in ``edition`` (empty: it cites no CR rule);
        ``None`` when its rules do not exist in that edition, or the catalog gives no numbers."""
        return dict(self.rules).get(edition)

    def label(self, edition: str = DEFAULT_EDITION) -> str:
        """``CR 701.56a`` (every rule number in ``edition``, comma-separated), or ``""`` when the
        atom has none there."""
        numbers = self.rule_numbers(edition)
        return "CR " + ", ".join(numbers) if numbers else ""


@functools.cache
def catalog_atoms() -> tuple[AtomRef, ...]:
    """Every atom of the catalog, in catalog order."""
    try:
        catalog = load_catalog()
    except (CatalogError, OSError) as exc:
        raise CatalogUnavailableError(f"cannot read the atom catalog: {exc}") from None
    return tuple(
        AtomRef(
            atom.id,
            atom.summary,
            atom.kind,
            atom.mechanic,
            tuple((edition, atom.rules[edition]) for edition in EDITIONS if edition in atom.rules),
        )
        for atom in catalog
    )


def known_atom_ids() -> frozenset[str]:
    """The IDs of every atom in the catalog."""
    return frozenset(atom.id for atom in catalog_atoms())
