"""Control of permanents: control-changing effects (layer 2, 613.1b).

A permanent's controller is the player it entered under (``base_controller``)
unless control-changing effects apply; the latest of those, by timestamp
(613.7), wins. :func:`update` works the result out again whenever such an
effect starts or ends and writes it to ``GameObject.controller``. A permanent
that comes under a new player's control hasn't been under that player's
control continuously since their most recent turn began (302.6). Turning a
permanent face up or down doesn't change who controls it (708.8), and the new
controller of a face-down permanent is the one who may look at it (708.5).
"""

from __future__ import annotations

from .enums import Zone
from .rules import rule
from .state import GameState

__all__ = ["update"]


@rule("613.1b", "613.7", "302.6", "800.4a")
def update(state: GameState) -> None:
    """Recompute every permanent's controller from its base controller and the
    control-changing effects that apply to it (ended effects, and effects that
    give control to a player who left the game, no longer apply)."""
    in_game = {p.name for p in state.players_in_game()}
    effects = sorted(
        (e for e in state.effects if e.kind == "control" and e.player in in_game),
        key=lambda e: e.timestamp,
    )
    changed = False
    for obj in state.battlefield:
        if obj.zone != Zone.BATTLEFIELD:
            continue
        controller = obj.base_controller or obj.controller
        for effect in effects:
            if obj.object_id in effect.object_ids and effect.player is not None:
                controller = effect.player
        if controller != obj.controller:
            obj.controller = controller
            obj.sick = True
            changed = True
    if changed:
        state.invalidate()
