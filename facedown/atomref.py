"""The atom catalog as the harness sees it: the IDs scenarios may be tagged with.

The catalog proper is :mod:`facedown.catalog`; this module keeps only what the harness needs
from it (ID, one-line summary, kind, mechanic), so the source stays swappable behind
:func:`catalog_atoms` and :func:`known_atom_ids`.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from facedown.catalog import CatalogError, load_catalog


class CatalogUnavailableError(Exception):
    """The atom catalog cannot be read; the message is one line."""


@dataclass(frozen=True, slots=True)
class AtomRef:
    """One atom: its ``id`` (e.g. ``R-702.168d-1``) and, when known, a one-line summary, its
    kind (``rule``, ``ruling``, ``card``) and the group (mechanic) the catalog files it under."""

    id: str
    title: str | None = None
    kind: str | None = None
    group: str | None = None


@functools.cache
def catalog_atoms() -> tuple[AtomRef, ...]:
    """Every atom of the catalog, in catalog order."""
    try:
        catalog = load_catalog()
    except (CatalogError, OSError) as exc:
        raise CatalogUnavailableError(f"cannot read the atom catalog: {exc}") from None
    return tuple(AtomRef(atom.id, atom.summary, atom.kind, atom.mechanic) for atom in catalog)


def known_atom_ids() -> frozenset[str]:
    """The IDs of every atom in the catalog."""
    return frozenset(atom.id for atom in catalog_atoms())
