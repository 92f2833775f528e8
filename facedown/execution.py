"""Running a bound scenario: its steps in order, with pytest-bdd's step definitions and hooks.

:func:`scenario_test` makes the test function of one scenario of a parsed feature file, as
``pytest_bdd.scenario()`` does (an outline's rows become a ``_pytest_bdd_example``
parametrization, the Gherkin tags go through the ``pytest_bdd_apply_tag`` hook, the scenario is
registered so that pytest-bdd's reports find it); :mod:`facedown.binding` binds every scenario
this way. Running the test runs the scenario's steps like pytest-bdd's own runner: the same
hooks in the same order (``pytest_bdd_before_scenario``, then per step ``pytest_bdd_before_step``,
``pytest_bdd_before_step_call``, ``pytest_bdd_after_step`` or ``pytest_bdd_step_error``, or
``pytest_bdd_step_func_lookup_error`` when no definition matches, and
``pytest_bdd_after_scenario``), the same step definition chosen, the same arguments (parsed
from the step text and converted, ``datatable``, ``docstring``, fixtures), ``target_fixture``
honoured.

It differs in how it finds things, because over a suite of thousands of scenarios pytest-bdd's
way cost more than the engine's work. pytest-bdd asks pytest, for each step, about every fixture
of the session (to find the step definitions the scenario sees), registers a temporary fixture
and asks pytest for its value (to let pytest pick among several matching definitions), and reads
the step function's signature three times. Here the step definitions a test module sees are
listed once per module (:func:`matching_definitions`, in pytest-bdd's order), the ones matching
a step text are remembered per module and text, the definition pytest would pick (the last
visible one, the most specific) is taken directly and remembered too, and each function's
parameters are read once. A scenario is rendered (:func:`render`) as pytest-bdd renders it, but
its data tables are built anew instead of deep-copied first.
"""

from __future__ import annotations

import inspect
import weakref
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

import pytest
from _pytest.fixtures import call_fixture_func
from _pytest.outcomes import Failed
from pytest_bdd.compat import get_fixture_names, getfixturedefs, inject_fixture
from pytest_bdd.exceptions import StepDefinitionNotFoundError
from pytest_bdd.gherkin_parser import Cell, DataTable, Row
from pytest_bdd.parser import Feature, Scenario, ScenarioTemplate, Step, render_string
from pytest_bdd.scenario import (
    collect_example_parametrizations,
    iterparentnodeids,
    parse_step_arguments,
    scenario_wrapper_template_registry,
)
from pytest_bdd.steps import StepFunctionContext, step_function_context_registry
from pytest_bdd.utils import CONFIG_STACK

__all__ = ["matching_definitions", "render", "run_scenario", "scenario_test"]

_DATATABLE = "datatable"
_DOCSTRING = "docstring"


# --------------------------------------------------------------------------- step definitions


@dataclass(slots=True)
class _ModuleSteps:
    """The step definitions a test module sees, in the order pytest-bdd considers them, those of
    them that may run a step of each type (in the same order), and which of them match each step
    already looked up."""

    definitions: list[tuple[Any, StepFunctionContext]]  # (fixture definition, step function context)
    by_type: dict[str, list[tuple[Any, StepFunctionContext]]] = field(default_factory=dict)
    matches: dict[tuple[str, str], list[Any]] = field(default_factory=dict)
    chosen: dict[tuple[str, str], StepFunctionContext | None] = field(default_factory=dict)

    def matching(self, step: Step) -> list[Any]:
        """The fixture definitions of the definitions matching ``step``, in order (worked out once
        per step type and text)."""
        key = (str(step.type), str(step.name))
        found = self.matches.get(key)
        if found is None:
            found = self.matches[key] = [
                fixturedef
                for fixturedef, context in self.of_type(step.type)
                if context.parser.is_matching(step.name)
            ]
        return found

    def choose(self, step: Step) -> StepFunctionContext | None:
        """The definition that runs ``step``: of the matching ones, the one pytest would pick for
        a fixture defined at each of their places (the last once they are ordered by how deep their
        place is, as pytest-bdd orders them); ``None`` when none matches. Chosen once per step type
        and text."""
        key = (str(step.type), str(step.name))
        if key not in self.chosen:
            found = sorted(
                self.matching(step), key=lambda fixturedef: list(iterparentnodeids(fixturedef.baseid))
            )
            self.chosen[key] = step_function_context_registry[found[-1].func] if found else None
        return self.chosen[key]

    def of_type(self, step_type: str) -> list[tuple[Any, StepFunctionContext]]:
        """The definitions that may run a step of ``step_type``: those of that type and those of
        none (``@step``), in order."""
        found = self.by_type.get(step_type)
        if found is None:
            found = self.by_type[step_type] = [
                (fixturedef, context)
                for fixturedef, context in self.definitions
                if context.type is None or context.type == step_type
            ]
        return found


_LOOKUPS: weakref.WeakKeyDictionary[object, dict[str, _ModuleSteps]] = weakref.WeakKeyDictionary()


def _visible_definitions(fixturemanager: Any, node: Any) -> list[tuple[Any, StepFunctionContext]]:
    """Every step definition visible from ``node``, as pytest-bdd lists them: each registered
    fixture name in turn, the definitions pytest says ``node`` sees under that name, those that
    are step definitions."""
    found = []
    for name in get_fixture_names(fixturemanager=fixturemanager):
        for fixturedef in getfixturedefs(fixturemanager, name, node) or []:
            context = step_function_context_registry.get(fixturedef.func)
            if context is not None:
                found.append((fixturedef, context))
    return found


def matching_definitions(step: Step, fixturemanager: Any, node: Any) -> list[Any]:
    """The fixture definitions of the step definitions that ``node`` (a test item) sees and that
    match ``step``, in pytest-bdd's order: what ``pytest_bdd.scenario.find_fixturedefs_for_step``
    yields. Which definitions a test sees depends only on its module, and does not change once
    the modules are collected, so they are listed once per module, and matched once per (module,
    step type, step text); the cache lives as long as the session's fixture manager."""
    return list(_module_steps(fixturemanager, node).matching(step))


def _module_steps(fixturemanager: Any, node: Any) -> _ModuleSteps:
    """The step definitions of ``node``'s module (listed on first use)."""
    modules = _LOOKUPS.setdefault(fixturemanager, {})
    module = str(node.nodeid).split("::", 1)[0]
    steps = modules.get(module)
    if steps is None:
        steps = modules[module] = _ModuleSteps(_visible_definitions(fixturemanager, node))
    return steps


#: Marks pytest-bdd's look-up as replaced by this one (facedown.plugin installs it; tools/check_wheel.py
#: looks for the mark to tell an active plugin from a dormant one).
matching_definitions.facedown_cached = True  # type: ignore[attr-defined]


def _definition(step: Step, request: pytest.FixtureRequest) -> StepFunctionContext | None:
    """The step definition that runs ``step`` (see :meth:`_ModuleSteps.choose`)."""
    return _module_steps(request._fixturemanager, request.node).choose(step)


@dataclass(frozen=True, slots=True)
class _Parameters:
    names: frozenset[str]
    required: tuple[str, ...]


_PARAMETERS: weakref.WeakKeyDictionary[Callable[..., object], _Parameters] = weakref.WeakKeyDictionary()


def _parameters(func: Callable[..., object]) -> _Parameters:
    """The parameter names of a step function, and those it requires (positional-or-keyword
    without a default: pytest-bdd fills them with fixtures)."""
    found = _PARAMETERS.get(func)
    if found is None:
        parameters = inspect.signature(func).parameters.values()
        found = _PARAMETERS[func] = _Parameters(
            frozenset(p.name for p in parameters),
            tuple(p.name for p in parameters if p.kind == p.POSITIONAL_OR_KEYWORD and p.default is p.empty),
        )
    return found


# --------------------------------------------------------------------------- running


def _run_step(
    request: pytest.FixtureRequest, scenario: Scenario, step: Step, context: StepFunctionContext
) -> None:
    __tracebackhide__ = True
    hook = request.config.hook
    kw: dict[str, Any] = {
        "request": request,
        "feature": scenario.feature,
        "scenario": scenario,
        "step": step,
        "step_func": context.step_func,
        "step_func_args": {},
    }
    hook.pytest_bdd_before_step(**kw)
    try:
        parameters = _parameters(context.step_func)
        kwargs = {
            k: v for k, v in parse_step_arguments(step=step, context=context).items() if k in parameters.names
        }
        if _DATATABLE in parameters.names and step.datatable is not None:
            kwargs[_DATATABLE] = step.datatable.raw()
        if _DOCSTRING in parameters.names and step.docstring is not None:
            kwargs[_DOCSTRING] = step.docstring
        for name in parameters.required:
            if name not in kwargs:
                # the "request" fixture is the request itself (pytest would build a fixture
                # definition for it at every step)
                kwargs[name] = request if name == "request" else request.getfixturevalue(name)
        kw["step_func_args"] = kwargs
        hook.pytest_bdd_before_step_call(**kw)
        value = call_fixture_func(fixturefunc=context.step_func, request=request, kwargs=kwargs)
    except (Exception, Failed) as exception:
        hook.pytest_bdd_step_error(exception=exception, **kw)
        raise
    if context.target_fixture is not None:
        inject_fixture(request, context.target_fixture, value)
    hook.pytest_bdd_after_step(**kw)


def run_scenario(request: pytest.FixtureRequest, feature: Feature, scenario: Scenario) -> None:
    """Run the steps of ``scenario`` (a rendered scenario of ``feature``) in the test ``request``
    belongs to; raise what a step raised, or :class:`StepDefinitionNotFoundError`."""
    __tracebackhide__ = True
    hook = request.config.hook
    hook.pytest_bdd_before_scenario(request=request, feature=feature, scenario=scenario)
    try:
        for step in scenario.steps:
            context = _definition(step, request)
            if context is None:
                exc = StepDefinitionNotFoundError(
                    f"Step definition is not found: {step}. "
                    f'Line {step.line_number} in scenario "{scenario.name}" '
                    f'in the feature "{feature.filename}"'
                )
                hook.pytest_bdd_step_func_lookup_error(
                    request=request, feature=feature, scenario=scenario, step=step, exception=exc
                )
                raise exc
            _run_step(request, scenario, step, context)
    finally:
        hook.pytest_bdd_after_scenario(request=request, feature=feature, scenario=scenario)


def _render_datatable(datatable: DataTable, context: Mapping[str, object]) -> DataTable:
    """``datatable`` with each cell's value rendered with ``context``: what pytest-bdd's
    ``Step.render_datatable`` makes, built anew rather than deep-copied first (rows and cells are
    new; their locations, never changed, are shared)."""
    return DataTable(
        location=datatable.location,
        rows=[
            Row(
                id=row.id,
                location=row.location,
                cells=[
                    Cell(location=cell.location, value=render_string(cell.value, context))
                    for cell in row.cells
                ],
            )
            for row in datatable.rows
        ],
    )


def render(template: ScenarioTemplate, context: Mapping[str, object]) -> Scenario:
    """The scenario ``template`` with ``context`` (an example row) filled in: what
    ``ScenarioTemplate.render`` gives, its data tables rendered by :func:`_render_datatable`."""
    steps = [
        Step(
            name=render_string(step.name, context),
            type=step.type,
            indent=step.indent,
            line_number=step.line_number,
            keyword=step.keyword,
            datatable=_render_datatable(step.datatable, context) if step.datatable else None,
            docstring=render_string(step.docstring, context) if step.docstring is not None else None,
        )
        for step in template.steps
    ]
    return Scenario(
        feature=template.feature,
        keyword=template.keyword,
        name=render_string(template.name, context),
        line_number=template.line_number,
        steps=steps,
        tags=template.tags,
        description=template.description,
        rule=template.rule,
    )


def scenario_test(feature: Feature, template: ScenarioTemplate) -> Callable[..., None]:
    """The test function of the scenario (or outline) ``template`` of ``feature``."""

    def scenario_wrapper(request: pytest.FixtureRequest, _pytest_bdd_example: dict[str, str]) -> None:
        __tracebackhide__ = True
        run_scenario(request, feature, render(template, _pytest_bdd_example))

    test: Callable[..., None] = scenario_wrapper
    examples = collect_example_parametrizations(template)
    if examples is not None:
        test = pytest.mark.parametrize("_pytest_bdd_example", examples)(test)
    rule_tags = template.rule.tags if template.rule is not None else set()
    config = CONFIG_STACK[-1]
    for tag in template.tags | feature.tags | rule_tags:
        config.hook.pytest_bdd_apply_tag(tag=tag, function=test)
    test.__doc__ = f"{feature.rel_filename}: {template.name}"
    scenario_wrapper_template_registry[test] = template
    return test
