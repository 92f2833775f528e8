"""Which feature files get bound, and how the others are described."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from facedown import binding


@pytest.fixture
def features(tmp_path: Path) -> Iterator[Path]:
    """An empty features directory made active for the test (the session's is restored after)."""
    saved_dir, saved_problems = binding._STATE.features_dir, binding._STATE.problems
    binding.activate(tmp_path)
    try:
        yield tmp_path
    finally:
        binding._STATE.features_dir, binding._STATE.problems = saved_dir, saved_problems


GOOD = "Feature: Good\n  Scenario: One\n    Given a thing\n"


def write(root: Path, name: str, text: str) -> Path:
    path = root / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def messages() -> dict[str, str]:
    return {problem.path.name: problem.message for problem in binding.problems()}


def test_good_files_are_bound_recursively_and_sorted(features: Path) -> None:
    b = write(features, "b/two.feature", GOOD)
    a = write(features, "a.feature", GOOD)
    assert binding.feature_files() == [str(a), str(b)]
    assert binding.problems() == []


def test_broken_files_are_left_out_and_described(features: Path) -> None:
    good = write(features, "good.feature", GOOD)
    write(features, "empty.feature", "")
    write(features, "no_scenario.feature", "Feature: Nothing\n")
    write(features, "table.feature", "Feature: T\n  Scenario: S\n    Given x\n      | a | b |\n      | c |\n")
    write(features, "and.feature", "Feature: A\n  Scenario: S\n    And x\n")
    assert binding.feature_files() == [str(good)]
    assert messages() == {
        "and.feature": "malformed feature file: First step in a scenario or background must start with "
        "'Given', 'When' or 'Then', but got And.",
        "empty.feature": "malformed feature file: no 'Feature:' line",
        "no_scenario.feature": "feature file holds no scenario",
        "table.feature": "malformed feature file: inconsistent cell count within the table",
    }
    assert {p.path.name: p.line for p in binding.problems()}["table.feature"] == 5


def test_duplicate_scenario_names_are_bound_but_reported(features: Path) -> None:
    text = "Feature: D\n  Scenario: Same\n    Given x\n  Scenario: Same\n    Given y\n"
    path = write(features, "dup.feature", text)
    assert binding.feature_files() == [str(path)]
    (problem,) = binding.problems()
    assert problem.bound
    assert problem.message.startswith("2 scenarios are named 'Same' (lines 2, 4)")


def test_environment_variable_names_the_directory(
    features: Path, monkeypatch: pytest.MonkeyPatch, tmp_path_factory: pytest.TempPathFactory
) -> None:
    other = tmp_path_factory.mktemp("other")
    binding.activate(None)
    monkeypatch.setenv(binding.FEATURES_ENV, str(other))
    assert binding.features_dir() == other.resolve()
    binding.activate(features)
    assert binding.features_dir() == features.resolve()  # --features wins
