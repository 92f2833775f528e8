"""Ward (702.21).

Ward [cost] is a triggered ability: whenever the permanent becomes the target
of a spell or ability an opponent controls, it triggers (702.21a). As the ward
ability resolves, the targeting spell or ability's controller gets a
``pay_ward`` decision ("pay" or "decline"); if they decline or can't pay, that
spell or ability is countered. Once triggered, the ability exists independently
of its source (113.7a): turning a face-down permanent face up (so it loses ward
{2}) doesn't stop a ward trigger already waiting or on the stack.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import Effect, Triggered
from ..characteristics import characteristics
from ..enums import TriggerKind, Zone
from ..mana import ManaCost
from ..rules import rule
from ..state import PendingTrigger

if TYPE_CHECKING:
    from ..objects import GameObject
    from ..state import GameState, StackItem

__all__ = ["became_target", "ward_ability"]

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


@rule("702.21a", "113.7a")
def became_target(state: GameState, obj: GameObject, item: StackItem) -> None:
    """``obj`` became a target of ``item``: each ward ability it has triggers if
    ``item``'s controller is an opponent of ``obj``'s controller. Only permanents
    have ward in effect ("this permanent"), so a face-down spell's ward doesn't."""
    if obj.zone != Zone.BATTLEFIELD or item.controller == obj.controller:
        return
    from ..triggers import extra_instances

    chars = characteristics(state, obj)
    for keyword in chars.keywords("ward"):
        if keyword.cost is None:
            continue
        ability = ward_ability(keyword.cost, keyword.x_is)
        for _ in range(1 + extra_instances(state, obj, chars, obj.controller, ability.trigger)):
            state.pending_triggers.append(
                PendingTrigger(
                    source=obj,
                    source_chars=chars,
                    controller=obj.controller,
                    ability=ability,
                    trigger=TriggerKind.WARD,
                    ward_for=item.stack_id,
                )
            )
