"""Total cost of a spell (601.2f, 118.9).

The total cost is the mana cost or the one alternative cost chosen (601.2b,
118.9a), plus additional costs and cost increases, minus cost reductions. Cost
changes apply to an alternative cost too (118.9d), and they are judged on the
spell as it is on the stack -- a face-down spell is a colourless 2/2 creature
spell with mana value 0 (708.4). Reductions reduce generic mana only, and the
mana part can't go below {0}. The result is then locked in.
"""

from __future__ import annotations

from .characteristics import active_statics, evaluate_amount_for, matches
from .mana import ManaCost
from .objects import GameObject
from .rules import rule
from .state import DelayedCostReduction, GameState
from .values import Characteristics

__all__ = ["cost_changes", "total_cost"]


def cost_changes(state: GameState, spell: GameObject, chars: Characteristics) -> tuple[int, int]:
    """The generic cost increase and reduction that apply to casting ``spell``
    (with characteristics ``chars``): static abilities of permanents, and
    "the next spell you cast costs less" effects of its controller."""
    increase = 0
    reduction = sum(r.amount for r in matching_reductions(state, spell, chars))
    for source, static in active_statics(state):
        if static.effect not in ("cost_increase", "cost_reduction"):
            continue
        if static.spells is not None and not matches(
            state, static.spells, spell, chars, source.controller, source, check_zone=False
        ):
            continue
        amount = static.amount
        if static.per is not None:
            amount *= evaluate_amount_for(state, source, source.controller, static.per)
        if static.effect == "cost_increase":
            increase += amount
        else:
            reduction += amount
    return increase, reduction


def matching_reductions(
    state: GameState, spell: GameObject, chars: Characteristics
) -> list[DelayedCostReduction]:
    """The delayed cost reductions of ``spell``'s controller that apply to it."""
    return [
        r
        for r in state.cost_reductions
        if r.controller == spell.controller
        and (r.spells is None or matches(state, r.spells, spell, chars, r.controller, None, check_zone=False))
    ]


def use_reductions(state: GameState, spell: GameObject, chars: Characteristics) -> None:
    """The spell was cast: the delayed reductions that applied to it are used up."""
    used = matching_reductions(state, spell, chars)
    state.cost_reductions[:] = [r for r in state.cost_reductions if r not in used]


@rule("601.2f", "118.9c", "118.9d")
def total_cost(state: GameState, spell: GameObject, chars: Characteristics, base: ManaCost) -> ManaCost:
    """The locked-in total cost of casting ``spell``: ``base`` (its mana cost with
    X bound, or the alternative cost) plus increases, minus reductions, never
    below {0} (601.2f). The spell's own mana cost is not changed (118.9c)."""
    increase, reduction = cost_changes(state, spell, chars)
    return base.add_generic(increase).reduce_generic(reduction)
