"""Binds every feature file of the active features directory to the step definitions.

The files come from :func:`facedown.binding.feature_files`, which leaves out (and reports)
files that do not parse. Each file is bound by its own :func:`facedown.binding.bind` call (what
``pytest_bdd.scenarios()`` does, in linear time): should binding one still fail, that file
becomes a single failing test naming it and the error, and every other feature runs.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from facedown.binding import bind, feature_files

from .casting_and_choices import *  # noqa: F403
from .definitions import *  # noqa: F403  (the step definitions and the world fixture)
from .hidden_information import *  # noqa: F403
from .offered import *  # noqa: F403  (what a player is offered: offered_actions)
from .players_and_zones import *  # noqa: F403
from .printed_cards import *  # noqa: F403  (the steps of the printed-card batteries)
from .world import slug


def _broken_feature_test(path: str, problem: str) -> Callable[[], None]:
    """A test that fails with the reason ``path`` could not be bound."""

    def test_feature_file() -> None:
        pytest.fail(f"{path}: cannot bind feature file: {problem}", pytrace=False)

    return test_feature_file


for _feature in feature_files():
    try:
        bind(_feature, globals())
    except Exception as _error:  # a file that parsed for the binding check but not for pytest-bdd
        _message = str(_error).strip().splitlines()[0] if str(_error).strip() else type(_error).__name__
        globals()[f"test_feature_file_{slug(Path(_feature).stem).replace('-', '_')}"] = _broken_feature_test(
            _feature, f"{type(_error).__name__}: {_message}"
        )
