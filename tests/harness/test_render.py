"""facedown.execution.render fills in a scenario exactly as pytest-bdd's ScenarioTemplate.render does
(it only skips pytest-bdd's deep copy of the data tables), for every scenario and example row of the
suite, so an upgrade of pytest-bdd that renders otherwise shows here."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

from pytest_bdd.parser import FeatureParser, Scenario

from facedown.execution import render

FEATURES = Path(__file__).resolve().parents[2] / "features"


def _fields(scenario: Scenario) -> tuple[Any, ...]:
    steps = [
        (s.type, s.name, s.line_number, s.indent, s.keyword, s.docstring, s.datatable, s.background)
        for s in scenario.steps
    ]
    fields = {f.name: getattr(scenario, f.name) for f in dataclasses.fields(scenario) if f.name != "steps"}
    return fields, steps


def test_render_is_pytest_bdds_render_on_every_scenario_of_the_suite() -> None:
    rendered = 0
    for path in sorted(FEATURES.rglob("*.feature")):
        feature = FeatureParser(str(path.parent), path.name).parse()
        for template in feature.scenarios.values():
            contexts = [dict(c) for examples in template.examples for c in examples.as_contexts()] or [{}]
            for context in contexts:
                assert _fields(render(template, context)) == _fields(template.render(context)), (
                    f"{path.name}: {template.name} {context}"
                )
                rendered += 1
    assert rendered > 1000
