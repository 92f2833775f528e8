"""Scenario-level set-up of the step definitions that needs the scenario's text."""

from __future__ import annotations

from typing import Any

import pytest

from .definitions import reads_earlier_views


def pytest_bdd_before_scenario(request: pytest.FixtureRequest, feature: Any, scenario: Any) -> None:
    """Keep every player's view at each When-step only in scenarios with a step that reads them:
    elsewhere the first player's view is enough, and each view kept is a round trip to the engine."""
    world = request.getfixturevalue("world")
    world.keeps_every_view = any(reads_earlier_views(step.name) for step in scenario.steps)
