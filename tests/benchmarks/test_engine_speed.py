"""The engine-speed benchmark's random player runs to the end over the whole pool."""

from __future__ import annotations

import pytest

from benchmarks.engine_speed import RandomPlayer
from reference_engine.adapter import create


@pytest.mark.parametrize("seed", [1, 2])
def test_the_random_player_takes_every_action_it_was_asked_for(seed: int) -> None:
    """A game that reaches a clause the engine declares unimplemented ends and another starts; the
    benchmark counts it instead of stopping with the engine's error (which it once did on every seed)."""
    counts = RandomPlayer(create(), seed).play(actions=400, per_game=100)
    assert counts.actions == 400
    assert counts.games >= 4
    assert counts.accepted > 0
