"""The effect interpreter's registry: every op of the ability language, and running steps.

:data:`IMPLEMENTATIONS` maps each op of :data:`reference_engine.cards.OPS` to the
function of its family module that carries it out; an op is added in its family
(its ``OPS`` table) and in ``cards.OPS``. :func:`run` looks the op up when it runs,
so a replaced entry is the one that runs.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from ..cards import Effect
from ..objects import GameObject
from ..rules import rule
from ..state import GameState
from . import continuous, damage, face_down, flow, library, moves, permanents, stack
from .context import Context, Handler

__all__ = ["FAMILIES", "IMPLEMENTATIONS", "apply_immediately", "run", "run_steps"]

#: The effect families, each with its table of ops.
FAMILIES: Mapping[str, Mapping[str, Handler]] = {
    "moves": moves.OPS,
    "library": library.OPS,
    "face_down": face_down.OPS,
    "continuous": continuous.OPS,
    "damage": damage.OPS,
    "permanents": permanents.OPS,
    "stack": stack.OPS,
    "flow": flow.OPS,
}


def _assemble(families: Mapping[str, Mapping[str, Handler]]) -> dict[str, Handler]:
    """One table of every family's ops; an op claimed by two families is an error."""
    table: dict[str, Handler] = {}
    for family, ops in families.items():
        for op, handler in ops.items():
            if op in table:
                raise ValueError(f"effect op {op!r} of {family} is implemented twice")
            table[op] = handler
    return table


#: Op name -> the function that carries it out.
IMPLEMENTATIONS: dict[str, Handler] = _assemble(FAMILIES)


@rule("608.2c")
def run(ctx: Context, effect: Effect) -> None:
    """Carry out one effect step."""
    IMPLEMENTATIONS[effect.op](ctx, effect)


def run_steps(
    ctx: Context, steps: Sequence[Effect], next_index: Callable[[], int], advance: Callable[[], None]
) -> bool:
    """Run ``steps`` from ``next_index()`` on, queued nested steps first; returns
    False when a decision interrupts (the rest runs when the game goes on)."""
    while True:
        if ctx.state.decision is not None:
            return False
        if ctx.queue:
            run(ctx, ctx.queue.pop(0))
            continue
        index = next_index()
        if index >= len(steps):
            return ctx.state.decision is None
        advance()
        run(ctx, steps[index])


def apply_immediately(state: GameState, source: GameObject, controller: str, steps: Sequence[Effect]) -> None:
    """Carry out effects that don't use the stack (replacement effects such as
    "as this is turned face up, ...", 708.11; effects of mana abilities)."""
    ctx = Context(state=state, controller=controller, source=source, x=source.x)
    for effect in steps:
        run(ctx, effect)
    while ctx.queue and state.decision is None:
        run(ctx, ctx.queue.pop(0))
