"""Ward (702.21).

Ward [cost] is a triggered ability: whenever the permanent becomes the target
of a spell or ability an opponent controls, it triggers (702.21a; noticed by
:func:`reference_engine.triggers.became_target`). As the ward
ability resolves, the targeting spell or ability's controller gets a
``pay_ward`` decision ("pay" or "decline"); if they decline or can't pay, that
spell or ability is countered. Once triggered, the ability exists independently
of its source (113.7a): turning a face-down permanent face up (so it loses ward
{2}) doesn't stop a ward trigger already waiting or on the stack.
"""

from __future__ import annotations

from ..cards import Effect, Triggered
from ..mana import ManaCost

__all__ = ["ward_ability"]

_ABILITIES: dict[str, Triggered] = {}


def ward_ability(cost: ManaCost, x_is: str | None = None) -> Triggered:
    """The triggered ability "ward ``cost``" means (702.21a); ``x_is`` names what X
    is, worked out when the ability resolves (702.21b)."""
    key = f"{cost}|{x_is}"
    found = _ABILITIES.get(key)
    if found is None:
        found = Triggered(
            trigger="becomes_target",
            effects=(Effect("counter_unless_pays", {"cost": cost, "x_is": x_is}),),
            text=f"Ward {cost}",
        )
        _ABILITIES[key] = found
    return found
