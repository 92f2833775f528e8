"""The pytest plugin that runs the facedown features against an engine.

pytest loads it in every session of an environment where facedown is installed (the ``pytest11``
entry point named ``facedown.plugin``, so the repository's ``conftest.py``, which says
``pytest_plugins = ["facedown.plugin"]``, and ``facedown certify``, which passes
``-p facedown.plugin``, find it loaded and do not load it again). It always adds its options. It
acts only in a session that runs the suite (see :func:`runs_the_suite`): elsewhere, e.g. in an
unrelated project's tests, it stays dormant: it starts no engine, changes no test, and patches
nothing. In a session that runs the suite it

* adds the options ``--engine MODULE:FACTORY`` (or ``--engine-cmd CMD`` for an engine process
  speaking the wire protocol, with ``--request-timeout``, ``--engine-start-timeout``,
  ``--max-restarts`` and ``--validate``, also spelt ``--engine-timeout``, ``--engine-restarts``
  and ``--validate-wire``), ``--features DIR`` and ``--scenario-timeout``;
* provides the session fixtures ``adapter`` (the engine, made once by the factory) and
  ``engine_info`` (what the engine said of itself);
* reads the Gherkin tags of every scenario (``@id:<kebab>``, atom IDs such as
  ``@R-702.168d-1``, ``@needs:<capability>``) instead of letting pytest-bdd turn them into
  marks, and checks them: a scenario with no ``@id:``, several, or one another scenario also
  uses, or with an atom tag that is not in the atom catalog, is reported ``error`` (the rest
  of the run goes on);
* reports a scenario ``unsupported`` only for one of the three reasons of
  :class:`facedown.adapter.UnsupportedKind`, decided before its first action reaches the engine:
  the engine does not declare a capability it needs, or the adapter raises
  :class:`facedown.adapter.Unsupported` with a kind and a subject before that (the ``adapter``
  fixture is the engine's adapter behind :class:`facedown.unsupported.FirstActionGuard`). An
  ``Unsupported`` raised later or without a kind is an ``error`` (:mod:`facedown.unsupported`);
* records the outcome of every scenario (:class:`facedown.results.ScenarioResult`): ``pass``,
  ``fail`` (an ``AssertionError`` in a step), ``crash`` (the engine process died:
  :class:`facedown.wire.errors.EngineCrashed`), ``timeout`` (an engine request or the whole
  scenario took too long), ``error`` (anything else) or ``unsupported``, with the step that
  failed. An engine process's failures are told in one line (the tail of its standard error
  goes to ``details``), never with a traceback;
* keeps a run cheap: the step definitions matching a step are looked up once per module and
  step text (pytest-bdd would ask pytest about every fixture for every step), a failure's
  ``details`` are written without parsing source files, and under ``facedown certify`` pytest's
  own (unseen) failure reports use its native traceback style and its end-of-session garbage
  collection is skipped. ``facedown certify --code-coverage`` adds its own plugin object
  (:class:`facedown.codecov.EngineCoverage`).
"""

from __future__ import annotations

import contextlib
import importlib
import linecache
import os
import re
import signal
import threading
import time
import warnings
from collections.abc import Callable, Generator, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from types import FrameType
from typing import Any, NoReturn

import _pytest
import pluggy
import pytest
import pytest_bdd
from _pytest._code.code import Traceback, TracebackEntry
from _pytest.outcomes import Failed, Skipped
from pytest_bdd.exceptions import StepDefinitionNotFoundError
from pytest_bdd.parser import Feature, Scenario, ScenarioTemplate, render_string
from pytest_bdd.parser import Step as BddStep
from pytest_bdd.scenario import scenario_wrapper_template_registry

from facedown import binding, execution, suite
from facedown.adapter import Adapter, AdapterError, Capability, EngineInfo, Unsupported
from facedown.atomref import CatalogUnavailableError, known_atom_ids
from facedown.batteries import UnknownCardError, find_battery
from facedown.engine import (
    DEFAULT_ENGINE,
    DEFAULT_WIRE_OPTIONS,
    ENGINE_HELP,
    EngineHandshakeError,
    EngineLoadError,
    LoadedEngine,
    WireOptions,
    positive_seconds,
    restart_count,
    seconds_or_zero,
    start_engine,
    start_engine_command,
)
from facedown.execution import matching_definitions
from facedown.noninterference import TwinVerdict, Why, check_transcript, not_checked
from facedown.recording import RecordingAdapter, Transcript, describe_error
from facedown.results import (
    Problem,
    RunRecord,
    ScenarioResult,
    Selection,
    Status,
    StepInfo,
    StepOutcome,
    StepStatus,
    UnsupportedReason,
    first_line,
    result_data,
    result_from_data,
)
from facedown.unsupported import FirstActionGuard, accepted_reason, capability_reason
from facedown.wire.errors import EngineCrashed, WireError

#: An ``@id:`` value: lower-case words of letters and digits joined by single hyphens.
ID_PATTERN = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
#: Tags that name atoms (checked against the catalog).
ATOM_TAG = re.compile(r"^(?:R|RUL|CARD)-")
ID_PREFIX = "id:"
NEEDS_PREFIX = "needs:"
#: Longest ``details`` text kept for one scenario.
MAX_DETAILS = 8000
#: How the message of a scenario starts when the engine failed to start its game from the set-up.
SETUP_FAILED = "set-up: the engine could not start the game: "


# --------------------------------------------------------------------------- errors the harness raises


class HarnessError(Exception):
    """An error the harness raises itself; its message is reported as is (no traceback)."""


class ScenarioDefinitionError(HarnessError):
    """The scenario's tags are wrong (missing/duplicate ``@id:``, unknown atom or capability)."""


class MalformedFeatureError(HarnessError):
    """A feature file could not be bound (see :mod:`facedown.binding`)."""


class ScenarioTimeoutError(HarnessError):
    """A scenario ran longer than ``--scenario-timeout``."""


class NonInterferenceFailure(AssertionError):
    """The non-interference check found that what a player observes depends on a hidden card
    (:mod:`facedown.noninterference`): the scenario fails. ``details`` says what was compared."""

    def __init__(self, message: str, details: str) -> None:
        super().__init__(message)
        self.details = details


class EngineUnavailableError(HarnessError):
    """The engine process failed its handshake, so no scenario can run (each is an ``error``)."""


# --------------------------------------------------------------------------- per-scenario records


@dataclass(slots=True)
class ScenarioMeta:
    """What the feature file says about one scenario (one outline row)."""

    id: str | None
    name: str
    feature: str  # relative to the features directory
    feature_name: str
    line: int
    rule: str | None
    example: dict[str, str] | None
    example_id: str | None
    atoms: list[str]
    needs: list[str]
    tags: list[str]
    problems: list[str] = field(default_factory=list)
    template: object = None  # the ScenarioTemplate, or the problem of a feature file
    key: str | None = None  # the report key, given once the run's scenarios are known
    _steps: list[StepOutcome] | None = None

    @property
    def steps(self) -> list[StepOutcome]:
        """The record of each step, background steps first (made when first asked for: a
        scenario ``-k`` leaves out, or another xdist worker runs, never needs it)."""
        if self._steps is None:
            template = self.template
            if isinstance(template, ScenarioTemplate):
                self.record_steps(template.render(self.example or {}))
            else:
                self._steps = []
        return self._steps or []

    def record_steps(self, scenario: Scenario) -> None:
        """Make the record of each step from ``scenario`` (this one, rendered), unless made."""
        template = self.template
        if self._steps is None and isinstance(template, ScenarioTemplate):
            self._steps = _step_outcomes(scenario, len(template.all_background_steps))

    def step_at(self, step: BddStep) -> StepOutcome | None:
        """The record of ``step`` (a rendered step of this scenario), found by its line."""
        for outcome in self.steps:
            if outcome.line == step.line_number and outcome.text == step.name:
                return outcome
        return next((outcome for outcome in self.steps if outcome.line == step.line_number), None)

    def where(self) -> str:
        return f'{self.feature}:{self.line} scenario "{self.name}"' if self.line else self.feature


@dataclass(slots=True)
class ScenarioState:
    """What happened to one scenario while it ran."""

    meta: ScenarioMeta
    current_step: StepInfo | None = None
    failed_step: StepInfo | None = None
    #: The engine raised while starting the game from the set-up (``new_game``).
    setup_failed: bool = False
    status: Status | None = None
    message: str = ""
    details: str = ""
    duration: float = 0.0
    unsupported: UnsupportedReason | None = None
    #: What the non-interference check found, once the scenario has passed its steps.
    twin: TwinVerdict | None = None


STATE_KEY = pytest.StashKey[ScenarioState]()


def _step_info(step: BddStep) -> StepInfo:
    return StepInfo(keyword=step.keyword.strip(), type=step.type, text=step.name, line=step.line_number)


# --------------------------------------------------------------------------- the run


class FacedownRun:
    """The state of one session: the engine, the scenarios' results and the problems found.

    ``facedown certify`` makes one, with an engine it has already started, and passes it to
    pytest as a plugin object; otherwise :func:`pytest_configure` makes one. Either way the
    adapter is closed when the session ends (see :meth:`close_engine`). ``on_result`` is
    called with each :class:`ScenarioResult` as soon as it is known; ``on_start`` with the
    number of scenarios about to run.

    Under pytest-xdist (``-n N``) the object lives in the controller, which collects and runs
    nothing: each worker makes its own (with its own engine), runs its share of the scenarios
    and sends each result with the test report of the scenario's tear-down, and its selection
    and engine restarts when it finishes (:func:`pytest_sessionfinish`); the controller gathers
    them here (:meth:`pytest_runtest_logreport`, :meth:`pytest_testnodedown`) and gives them
    in collection order, as a serial run does. Under ``facedown certify -n N`` on a POSIX system
    the workers are instead forks of this process, made after collection
    (:mod:`facedown.forking`): each continues this object (:meth:`become_worker`), and the parent
    takes their results (:meth:`add_result`, :meth:`lose`) and gives them in collection order.
    """

    def __init__(
        self,
        engine_spec: str | None = None,
        engine: LoadedEngine | None = None,
        *,
        engine_command: str | None = None,
        wire_options: WireOptions | None = None,
        on_start: Callable[[int], None] | None = None,
        on_result: Callable[[ScenarioResult], None] | None = None,
        engine_failure: str | None = None,
    ) -> None:
        if engine is not None:
            engine_spec, engine_command = engine.spec, engine.command
        elif engine_command is None:
            engine_spec = engine_spec or DEFAULT_ENGINE
        self.engine_spec = engine_spec
        self.engine_command = engine_command
        self.wire_options = wire_options or WireOptions()
        self._engine = engine
        self._guarded: FirstActionGuard | None = None
        #: Why the engine process could not be used (its handshake failed): every scenario is
        #: then reported ``error`` with this message, as the wire protocol says.
        self.engine_failure = engine_failure
        self._recorder: RecordingAdapter | None = None
        self.on_start = on_start
        self.on_result = on_result
        self.features_dir: Path = binding.features_dir()
        self.timeout = 0.0
        self.results: list[ScenarioResult] = []
        self.problems: list[Problem] = []
        self.selection = Selection()
        self.started = time.monotonic()
        self.finished: float | None = None
        self.certify = False  # the run is facedown certify's (set by pytest_configure)
        self.coverage_dir: Path | None = None  # where workers write engine code coverage data
        self.worker = False  # this process is a pytest-xdist worker (set by pytest_configure)
        self.worker_restarts: int | None = None
        self._keys: set[str] = set()
        self._scenario_nodeids: set[str] = set()
        self._order: dict[str, int] = {}  # node ID -> place in the collection (under xdist)
        self._workers_reported = False
        #: Whether each scenario that passes is checked by non-interference (``--no-twin``: not).
        self.twin = True
        #: The scenarios about to run (after ``-k``), by node ID: what an interruption may leave
        #: unreached.
        self.scheduled: dict[str, ScenarioMeta] = {}

    # ----------------------------------------------------------------- engine

    @property
    def engine_loaded(self) -> bool:
        """Whether the engine has been started."""
        return self._engine is not None

    def engine(self) -> LoadedEngine:
        """The engine, started on first use (raises :class:`EngineLoadError`)."""
        if self.engine_failure is not None:
            raise EngineLoadError(self.engine_failure)
        if self._engine is None:
            if self.engine_command is not None:
                self._engine = start_engine_command(self.engine_command, self.wire_options)
            else:
                self._engine = start_engine(self.engine_spec or DEFAULT_ENGINE)
        return self._engine

    def guarded_adapter(self) -> FirstActionGuard:
        """The engine's adapter as the scenarios drive it (the ``adapter`` fixture): recorded by the
        run's :class:`RecordingAdapter`, behind a :class:`FirstActionGuard`, so an ``Unsupported``
        raised after a scenario's first action is not taken for one."""
        if self._guarded is None:
            self._guarded = FirstActionGuard(self.recorder())
        return self._guarded

    def recorder(self) -> RecordingAdapter:
        """The engine's adapter wrapped in a :class:`RecordingAdapter` (what the steps get as
        the ``adapter`` fixture): each scenario's exchanges with the engine are recorded."""
        if self._recorder is None:
            engine = self.engine()
            watch = self.twin and Capability.PER_VIEWER_VIEWS in engine.info.capabilities
            self._recorder = RecordingAdapter(engine.adapter, watch=watch)
        return self._recorder

    def start_transcript(self) -> None:
        """Begin recording a new scenario (a no-op before the engine is started)."""
        if self._engine is not None:
            self.recorder().start()

    def transcript(self) -> Transcript | None:
        """What the current scenario exchanged with the engine (``None`` if nothing)."""
        if self._recorder is None or self._recorder.transcript.empty:
            return None
        return self._recorder.transcript

    def check_noninterference(self, state: ScenarioState) -> None:
        """Run the non-interference check (:mod:`facedown.noninterference`) on the scenario that
        has just passed its steps, and keep its verdict in ``state``; raise
        :class:`NonInterferenceFailure` when it finds a leak. Nothing is done with ``--no-twin``."""
        if not self.twin:
            return
        engine = self.engine()
        if Capability.PER_VIEWER_VIEWS not in engine.info.capabilities:
            state.twin = not_checked(
                f"the engine does not declare the capability '{Capability.PER_VIEWER_VIEWS.value}'",
                Why.CAPABILITY,
            )
            return
        transcript = self.recorder().transcript
        meta = state.meta
        named = {name for step in meta.steps for name in _QUOTED.findall(step.text)}
        state.twin = check_transcript(engine.adapter, transcript, key=_base_key(meta), named=named)
        leak = state.twin.leak
        if leak is not None:
            raise NonInterferenceFailure(leak.message(), state.twin.details())

    def forget_engine(self) -> None:
        """Drop the engine (closed already) and what is known of its failure."""
        self._engine = None
        self._recorder = None
        self._guarded = None
        self.engine_failure = None

    def close_engine(self) -> None:
        """Call the adapter's ``close()`` if it has one (the contract does not require it; an
        adapter that talks to an engine process may), once the session is over."""
        if self._engine is not None:
            close = getattr(self._engine.adapter, "close", None)
            if callable(close):
                with contextlib.suppress(Exception):
                    close()

    # ----------------------------------------------------------------- hooks (this object is a plugin)

    def pytest_collectreport(self, report: pytest.CollectReport) -> None:
        """Record a module (or other collector) that failed to collect, e.g. a binding module
        that does not import."""
        if report.failed:
            self._problem(report.nodeid or "(collection)", report.longreprtext, "collection failed")

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        """Take the result of a scenario a pytest-xdist worker ran; record a test that is not a
        scenario and failed, e.g. a stand-in the binding module made for a feature file it could
        not bind."""
        data = None if self.worker else getattr(report, WORKER_RESULT, None)
        if data is not None:
            self._add(result_from_data(data))
        elif (
            report.failed
            and report.nodeid not in self._scenario_nodeids
            and not getattr(report, WORKER_SCENARIO, False)
        ):
            self._problem(report.nodeid, report.longreprtext, f"{report.when} failed")

    # ----------------------------------------------------------------- pytest-xdist (controller)

    @pytest.hookimpl(optionalhook=True)
    def pytest_configure_node(self, node: Any) -> None:
        """Tell a worker that it runs for ``facedown certify``, and where to write the engine code
        coverage it measures (``--code-coverage``)."""
        node.workerinput[WORKER_CERTIFY] = self.certify
        if self.coverage_dir is not None:
            node.workerinput[WORKER_COVERAGE] = str(self.coverage_dir)

    @pytest.hookimpl(optionalhook=True)
    def pytest_xdist_node_collection_finished(self, node: Any, ids: Sequence[str]) -> None:
        """Learn the order of the scenarios (every worker collects them all, in the same
        order) and how many there are."""
        if not self._order:
            self._order = {nodeid: index for index, nodeid in enumerate(ids)}
            if self.on_start is not None:
                self.on_start(len(ids))

    @pytest.hookimpl(optionalhook=True)
    def pytest_testnodedown(self, node: Any, error: object) -> None:
        """Take what a worker says of its run when it finishes: the scenarios ``-k`` left out
        (the same in every worker) and how many times it restarted its engine process."""
        output = getattr(node, "workeroutput", None) or {}
        data = output.get(WORKER_OUTPUT)
        if data is None:
            return
        if not self._workers_reported:
            self._workers_reported = True
            self.selection.deselected = data["deselected"]
            self.selection.deselected_atoms.update(data["deselected_atoms"])
            self.selection.deselected_names.update(data["deselected_names"])
        if data["restarts"] is not None:
            self.worker_restarts = (self.worker_restarts or 0) + data["restarts"]

    def worker_output(self) -> dict[str, Any]:
        """What a worker sends the controller when it finishes (see :meth:`pytest_testnodedown`)."""
        return {
            "deselected": self.selection.deselected,
            "deselected_atoms": sorted(self.selection.deselected_atoms),
            "deselected_names": sorted(self.selection.deselected_names),
            "restarts": self.engine_restarts(),
        }

    # ----------------------------------------------------------------- forked workers (facedown.forking)

    def set_order(self, nodeids: Sequence[str]) -> None:
        """The collection order of the items (their results are given in it, whatever order they
        arrive in)."""
        self._order = {nodeid: index for index, nodeid in enumerate(nodeids)}

    def close_engine_process(self) -> None:
        """Before forking workers: close an engine process (``--engine-cmd``), which each worker
        replaces by its own (:meth:`become_worker`); an in-process engine is kept, for the workers
        to inherit."""
        if self.engine_command is not None and self._engine is not None:
            self.close_engine()

    def become_worker(self) -> None:
        """In a forked worker: start the engine process afresh on first use (an in-process engine,
        inherited, is used as it is), and report results to the parent only."""
        if self.engine_command is not None and self.engine_failure is None:
            self._engine = None
        self._recorder = None
        self._guarded = None
        self.on_result = None
        self.on_start = None

    def engine_restarts(self) -> int | None:
        """How many times the engine process was restarted (``None``: an in-process engine)."""
        restarts = getattr(self._engine.adapter, "restarts", None) if self._engine is not None else None
        return restarts if isinstance(restarts, int) else None

    def add_result(self, result: ScenarioResult) -> None:
        """Take the result of a scenario a forked worker ran."""
        self._add(result)

    def lose(self, item: pytest.Item, status: Status, message: str) -> None:
        """The worker running ``item`` was lost: the scenario's result is ``status`` with
        ``message`` (another item: a problem)."""
        state = item.stash.get(STATE_KEY, None)
        if state is None:
            self.problems.append(Problem(where=item.nodeid, message=message))
            return
        state.status, state.message = status, message
        self.finish(item, state)

    def _problem(self, where: str, text: str, fallback: str) -> None:
        error_lines = [line[1:].strip() for line in text.splitlines() if line.startswith("E ")]
        message = error_lines[-1] if error_lines else first_line(text) or fallback
        self.problems.append(Problem(where=where, message=message, details=text[:MAX_DETAILS]))

    @pytest.hookimpl(tryfirst=True)
    def pytest_bdd_apply_tag(self, tag: str, function: Callable[..., object]) -> bool:
        """Turn a Gherkin tag into one of this plugin's marks (pytest-bdd's default would make
        ``pytest.mark.<tag>``, which fails on tags with dots or colons). Unrecognised tags get no
        mark; every tag is checked in :func:`pytest_collection_modifyitems`. (A hook of the run
        object, not of the module: a session that does not run the suite keeps pytest-bdd's own.)"""
        if tag.startswith(ID_PREFIX):
            pytest.mark.scenario_id(tag[len(ID_PREFIX) :])(function)
        elif tag.startswith(NEEDS_PREFIX):
            pytest.mark.needs(tag[len(NEEDS_PREFIX) :])(function)
        elif ATOM_TAG.match(tag):
            pytest.mark.atom(tag)(function)
        return True

    def pytest_deselected(self, items: Sequence[pytest.Item]) -> None:
        """Count the scenarios ``-k`` left out, and remember their atoms."""
        for item in items:
            state = item.stash.get(STATE_KEY, None)
            if state is not None:
                meta = state.meta
                self.selection.deselected += 1
                self.selection.deselected_atoms.update(meta.atoms)
                self.selection.deselected_names.add(_base_key(meta))
                if meta.id is not None:
                    self.selection.deselected_names.add(meta.id)

    # ----------------------------------------------------------------- results

    def record(self) -> RunRecord:
        """Everything a report needs, as plain data."""
        end = self.finished if self.finished is not None else time.monotonic()
        finished = {result.nodeid for result in self.results}
        unreached = [meta for nodeid, meta in self.scheduled.items() if nodeid not in finished]
        return RunRecord(
            engine_spec=self.engine_spec,
            engine_command=self.engine_command,
            features_dir=str(self.features_dir),
            scenarios=self._in_order(self.results),
            problems=list(self.problems),
            selection=self.selection,
            duration=end - self.started,
            unreached=len(unreached),
            unreached_atoms={atom for meta in unreached for atom in meta.atoms},
            unreached_names={name for meta in unreached for name in (_base_key(meta), meta.id) if name},
        )

    def _in_order(self, results: list[ScenarioResult]) -> list[ScenarioResult]:
        """``results`` in collection order (the order they arrive in under xdist is the order
        the workers happened to finish them in)."""
        if not self._order:
            return list(results)
        last = len(self._order)
        return sorted(results, key=lambda result: self._order.get(result.nodeid, last))

    def _add(self, result: ScenarioResult) -> None:
        self.results.append(result)
        if self.on_result is not None:
            self.on_result(result)

    def track(self, item: pytest.Item, state: ScenarioState) -> None:
        """Attach ``state`` to ``item``: the item is a scenario (or a feature file) of this run."""
        item.stash[STATE_KEY] = state
        self._scenario_nodeids.add(item.nodeid)

    def unique_key(self, meta: ScenarioMeta) -> str:
        """The report key of a scenario: its ``@id:`` (or ``feature:line``), ``[example id]`` for
        an outline row, ``#2``, ``#3``... if that key is taken already."""
        base = _base_key(meta)
        key, n = base, 1
        while key in self._keys:
            n += 1
            key = f"{base}#{n}"
        self._keys.add(key)
        return key

    def finish(self, item: pytest.Item, state: ScenarioState) -> ScenarioResult:
        """Turn the state of a scenario that has run into a :class:`ScenarioResult`."""
        meta = state.meta
        failed_at_setup = state.setup_failed and state.failed_step is None
        if failed_at_setup and state.status not in (None, Status.PASS, Status.UNSUPPORTED):
            state.message = f"{SETUP_FAILED}{state.message}"
        result = ScenarioResult(
            key=meta.key or self.unique_key(meta),
            id=meta.id,
            name=meta.name,
            feature=meta.feature,
            line=meta.line,
            rule=meta.rule,
            example=meta.example,
            atoms=list(meta.atoms),
            needs=list(meta.needs),
            tags=list(meta.tags),
            status=state.status or Status.PASS,
            feature_name=meta.feature_name,
            steps=list(meta.steps),
            message=state.message,
            details=state.details[:MAX_DETAILS],
            step=state.failed_step,
            duration=state.duration,
            nodeid=item.nodeid,
            unsupported=state.unsupported if state.status is Status.UNSUPPORTED else None,
            transcript=self.transcript() if state.status not in (None, Status.PASS) else None,
            twin=state.twin.json() if state.twin is not None else None,
            charged_atoms=list(state.twin.atoms) if state.twin is not None else [],
        )
        self._add(result)
        return result


#: A quoted card name or alias in a step's text.
_QUOTED = re.compile(r'"([^"]+)"')


def _base_key(meta: ScenarioMeta) -> str:
    """A scenario's key before it is made unique: its ``@id:`` (or ``feature:line``), with
    ``[example id]`` for an outline row."""
    base = meta.id or f"{meta.feature}:{meta.line}"
    return f"{base}[{meta.example_id}]" if meta.example_id is not None else base


RUN_KEY = pytest.StashKey[FacedownRun]()
#: Attributes a pytest-xdist worker adds to the test reports of a scenario: that it is one, and
#: its result (:func:`facedown.results.result_data`) on the tear-down report.
WORKER_SCENARIO = "facedown_scenario"
WORKER_RESULT = "facedown_result"
#: Keys of what the controller and a worker exchange: ``workerinput`` (the run is facedown
#: certify's) and ``workeroutput`` (:meth:`FacedownRun.worker_output`).
WORKER_CERTIFY = "facedown_certify"
WORKER_OUTPUT = "facedown"
#: ``workerinput`` key: the directory a worker writes its engine code coverage data to
#: (``facedown certify --code-coverage``).
WORKER_COVERAGE = "facedown_coverage"


def _is_worker(config: pytest.Config) -> bool:
    """Whether this process is a pytest-xdist worker."""
    return hasattr(config, "workerinput")


def _worker_input(config: pytest.Config) -> dict[str, Any]:
    """What the pytest-xdist controller gave this worker (empty outside a worker)."""
    found: dict[str, Any] = getattr(config, "workerinput", {})
    return found


def _run(config: pytest.Config) -> FacedownRun:
    """The run of a session that runs the suite (:func:`pytest_configure` made it)."""
    run = config.stash.get(RUN_KEY, None)
    if run is None:
        raise HarnessError(
            "this pytest session does not run the facedown suite, so it has no engine "
            f"(collect the suite's step definitions, {suite.steps_package()}, or give --engine)"
        )
    return run


def _skip_final_garbage_collection(config: pytest.Config) -> None:
    """Tell pytest not to collect garbage at the end of the session (as its own in-process test
    runner does); a no-op if this version of pytest has no such setting."""
    try:
        from _pytest.unraisableexception import gc_collect_iterations_key
    except ImportError:  # pragma: no cover - another pytest version
        return
    config.stash[gc_collect_iterations_key] = 0


# --------------------------------------------------------------------------- step look-up


def _install_step_lookup_cache() -> None:
    """Make pytest-bdd's own runner (which runs the scenarios of a binding module that calls
    ``pytest_bdd.scenarios``) find the step definitions matching a step as
    :func:`facedown.execution.matching_definitions` does: from a list made once per test module.

    pytest-bdd asks pytest, for every fixture name of the session, which of its definitions the
    scenario sees, and matches each against the step: for each step of each scenario. That was
    about half the time of a certification run."""
    # the package's ``scenario`` function hides the module of that name from attribute access
    pytest_bdd_scenario: Any = importlib.import_module("pytest_bdd.scenario")
    if pytest_bdd_scenario.find_fixturedefs_for_step is not matching_definitions:
        pytest_bdd_scenario.find_fixturedefs_for_step = matching_definitions


# --------------------------------------------------------------------------- options and configuration


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("facedown", "facedown conformance suite")
    group.addoption(
        "--engine",
        dest="facedown_engine",
        metavar="MODULE:FACTORY",
        default=None,
        help=f"{ENGINE_HELP} (default: {DEFAULT_ENGINE})",
    )
    group.addoption(
        "--engine-cmd",
        dest="facedown_engine_cmd",
        metavar="CMD",
        default=None,
        help="engine to certify: a command starting an engine process that speaks the wire protocol",
    )
    group.addoption(
        "--engine-timeout",
        "--request-timeout",
        dest="facedown_engine_timeout",
        metavar="SECONDS",
        type=positive_seconds,
        default=DEFAULT_WIRE_OPTIONS.timeout_request,
        help="--engine-cmd: seconds allowed for each request (default 10)",
    )
    group.addoption(
        "--engine-start-timeout",
        dest="facedown_engine_start_timeout",
        metavar="SECONDS",
        type=positive_seconds,
        default=DEFAULT_WIRE_OPTIONS.timeout_start,
        help="--engine-cmd: seconds allowed for the handshake after a (re)start (default 30)",
    )
    group.addoption(
        "--engine-restarts",
        "--max-restarts",
        dest="facedown_engine_restarts",
        metavar="N",
        type=restart_count,
        default=DEFAULT_WIRE_OPTIONS.max_restarts,
        help="--engine-cmd: how many times a failed engine process is replaced (default 3)",
    )
    group.addoption(
        "--validate-wire",
        "--validate",
        dest="facedown_validate_wire",
        action="store_true",
        help="--engine-cmd: check every message against the protocol's JSON Schemas",
    )
    group.addoption(
        "--features",
        dest="facedown_features",
        metavar="DIR",
        default=None,
        help=f"run the .feature files of DIR instead of the suite's (also: ${binding.FEATURES_ENV})",
    )
    group.addoption(
        "--card",
        dest="facedown_card",
        metavar="NAME",
        default=None,
        help="run only the battery of the card NAME: the scenarios tagged with a card atom naming it",
    )
    group.addoption(
        "--no-twin",
        dest="facedown_no_twin",
        action="store_true",
        help="skip the non-interference check of hidden information (docs/noninterference.md)",
    )
    group.addoption(
        "--scenario-timeout",
        dest="facedown_timeout",
        metavar="SECONDS",
        type=seconds_or_zero,
        default=60.0,
        help="report a scenario that runs longer as a timeout (0: no limit; default 60)",
    )


_UNKNOWN_MARK_FILTER = r"Unknown pytest\.mark\.(?:id:|needs:|R-|RUL-|CARD-)"
#: The options that, given, make a session run the suite (see :func:`runs_the_suite`).
_SUITE_OPTIONS = ("facedown_engine", "facedown_engine_cmd", "facedown_features", "facedown_card")


@pytest.hookimpl(tryfirst=True)
def pytest_load_initial_conftests(early_config: pytest.Config) -> None:
    """Give the step definitions pytest's assertion introspection, like test modules: their
    package is marked for rewriting before any conftest imports it (the conftest of ``steps/``
    does, when the folder is named on the command line). Only the suite's own package is
    marked, so nothing changes in a session that does not import it. (An installed facedown is
    marked whole by pytest, as the distribution of a plugin; this covers a checkout.)"""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # e.g. --assert=plain: nothing to mark
        pytest.register_assert_rewrite(suite.steps_package())


def runs_the_suite(config: pytest.Config) -> bool:
    """Whether the session runs the facedown suite, so that the plugin acts in it: ``facedown
    certify`` started it (its :class:`FacedownRun` is registered already), or ``--engine``,
    ``--engine-cmd`` or ``--features`` was given, or one of the paths pytest is to collect is the
    suite's step definitions (:func:`facedown.suite.steps_dir`) or inside them, or (with
    ``--pyargs``) names their package, a module of it, or a package holding it. In a checkout, a
    folder holding ``steps/`` (``pytest .`` at the top of the repository) counts too; an installed
    copy is never collected through a folder holding it (pytest does not look into virtual
    environments)."""
    if any(isinstance(plugin, FacedownRun) for plugin in config.pluginmanager.get_plugins()):
        return True
    if any(config.getoption(name) is not None for name in _SUITE_OPTIONS):
        return True
    package, steps_dir = suite.steps_package(), suite.steps_dir().resolve()
    in_checkout = "." not in package
    for arg in config.args:
        target = arg.split("::", 1)[0]
        if config.option.pyargs and (
            target == package or target.startswith(f"{package}.") or package.startswith(f"{target}.")
        ):
            return True
        path = (config.invocation_params.dir / target).resolve()
        if path == steps_dir or steps_dir in path.parents or (in_checkout and path in steps_dir.parents):
            return True
    return False


def pytest_configure(config: pytest.Config) -> None:
    if not runs_the_suite(config):
        return  # dormant: the options are there, nothing else is done
    for line in (
        "atom(id): the scenario covers the atom (from an atom tag such as @R-702.168d-1)",
        "needs(capability): the scenario needs the engine capability (from @needs:<capability>)",
        "scenario_id(id): the scenario's stable ID (from @id:<kebab>)",
    ):
        config.addinivalue_line("markers", line)
    # Tags on an Examples block become raw marks in pytest-bdd (no hook); they are read back
    # in pytest_collection_modifyitems, so the unknown-mark warnings they cause are noise.
    warnings.filterwarnings("ignore", message=_UNKNOWN_MARK_FILTER, category=pytest.PytestUnknownMarkWarning)
    option = config.getoption("facedown_features")
    features = Path(option) if option else None
    if features is not None and not features.is_dir():
        raise pytest.UsageError(f"facedown: features directory {option!r} does not exist")
    binding.activate(features)
    _install_step_lookup_cache()

    run = next((p for p in config.pluginmanager.get_plugins() if isinstance(p, FacedownRun)), None)
    certify = run is not None or _worker_input(config).get(WORKER_CERTIFY) is True
    if certify:
        # facedown certify shows no pytest report: pytest's own failure text needs no source
        # parsing (the scenario's details come from _short_traceback), and the garbage
        # collections pytest makes at the end to report unraisable exceptions as warnings
        # (which certify does not show) are saved.
        config.option.tbstyle = "native"
        _skip_final_garbage_collection(config)
    if run is None:
        spec, command = config.getoption("facedown_engine"), config.getoption("facedown_engine_cmd")
        if spec is not None and command is not None:
            raise pytest.UsageError("facedown: give --engine or --engine-cmd, not both")
        options = WireOptions(
            timeout_request=config.getoption("facedown_engine_timeout"),
            timeout_start=config.getoption("facedown_engine_start_timeout"),
            max_restarts=config.getoption("facedown_engine_restarts"),
            validate=config.getoption("facedown_validate_wire"),
        )
        run = FacedownRun(spec, engine_command=command, wire_options=options)
        config.pluginmanager.register(run, "facedown-run")
        if _is_xdist_controller(config):
            _check_engine_starts(run)
    run.certify = certify
    run.worker = _is_worker(config)
    coverage_dir = _worker_input(config).get(WORKER_COVERAGE)
    if coverage_dir is not None:
        _measure_worker(config, Path(coverage_dir))
    run.features_dir = binding.features_dir()
    run.timeout = float(config.getoption("facedown_timeout") or 0.0)
    run.twin = not config.getoption("facedown_no_twin")
    run.selection.keyword = config.getoption("keyword") or None
    run.selection.card = config.getoption("facedown_card")
    config.stash[RUN_KEY] = run


def _is_xdist_controller(config: pytest.Config) -> bool:
    """Whether this process hands the scenarios out to pytest-xdist workers (``-n N``)."""
    distributing = getattr(config.option, "dist", "no") not in (None, "no")
    return distributing and not hasattr(config, "workerinput")


def _check_engine_starts(run: FacedownRun) -> None:
    """Start the engine once and close it again, so that an engine that cannot be started is a
    usage error with its reason here, instead of a crash of every worker (which pytest-xdist
    reports as an internal error that hides the reason). A failed handshake is not an error
    here: the workers report it in every scenario."""
    try:
        run.engine()
    except EngineHandshakeError:
        pass
    except EngineLoadError as exc:
        raise pytest.UsageError(f"facedown: {exc}") from None
    finally:
        run.close_engine()
        run.forget_engine()


COVERAGE_KEY = pytest.StashKey[Any]()


def _measure_worker(config: pytest.Config, data_dir: Path) -> None:
    """Measure this worker's engine code coverage into ``data_dir`` (before the engine is
    imported: it is started when collection is over); :func:`pytest_unconfigure` saves it."""
    from facedown.codecov import EngineCoverage

    measurer = EngineCoverage(data_dir=data_dir)
    measurer.start()
    config.pluginmanager.register(measurer, "facedown-coverage")
    config.stash[COVERAGE_KEY] = measurer


def pytest_unconfigure(config: pytest.Config) -> None:
    run = config.stash.get(RUN_KEY, None)
    if run is not None:
        if run.finished is None:
            run.finished = time.monotonic()
        run.close_engine()
    measurer = config.stash.get(COVERAGE_KEY, None)
    if measurer is not None:
        measurer.save()


# --------------------------------------------------------------------------- fixtures


@pytest.fixture(scope="session")
def adapter(request: pytest.FixtureRequest) -> Adapter:
    """The engine under test (the factory of ``--engine`` is called once per session), wrapped in
    the run's recorder (:mod:`facedown.recording`) and behind the guard that keeps a late
    ``Unsupported`` from counting (:class:`FirstActionGuard`)."""
    try:
        return _run(request.config).guarded_adapter()
    except (EngineLoadError, HarnessError) as exc:
        pytest.fail(f"facedown: {exc}", pytrace=False)


@pytest.fixture(scope="session")
def engine_info(request: pytest.FixtureRequest) -> EngineInfo:
    """What the engine under test said of itself (name, version, capabilities)."""
    try:
        return _run(request.config).engine().info
    except (EngineLoadError, HarnessError) as exc:
        pytest.fail(f"facedown: {exc}", pytrace=False)


# --------------------------------------------------------------------------- tags


def _is_tag_mark(name: str) -> bool:
    return name.startswith((ID_PREFIX, NEEDS_PREFIX)) or ATOM_TAG.match(name) is not None


def _relative(path: Path, root: Path) -> str:
    try:
        return path.resolve().relative_to(root).as_posix()
    except ValueError:
        return path.as_posix()


def _template(item: pytest.Item) -> ScenarioTemplate | None:
    if not isinstance(item, pytest.Function):
        return None
    template: ScenarioTemplate | None = scenario_wrapper_template_registry.get(item.obj)
    return template


def _scenario_meta(
    item: pytest.Function, template: ScenarioTemplate, run: FacedownRun, known: frozenset[str]
) -> ScenarioMeta:
    feature = template.feature
    rule = template.rule
    tags = set(template.tags) | set(feature.tags) | (set(rule.tags) if rule is not None else set())
    example: dict[str, str] | None = None
    example_id: str | None = None
    callspec = getattr(item, "callspec", None)
    if callspec is not None and "_pytest_bdd_example" in callspec.params:
        example = {str(k): str(v) for k, v in callspec.params["_pytest_bdd_example"].items()}
        example_id = callspec.id
        tags |= {mark.name for mark in callspec.marks if _is_tag_mark(mark.name)}
    ids = sorted(tag[len(ID_PREFIX) :] for tag in tags if tag.startswith(ID_PREFIX))
    needs = sorted(tag[len(NEEDS_PREFIX) :] for tag in tags if tag.startswith(NEEDS_PREFIX))
    atoms = sorted(tag for tag in tags if ATOM_TAG.match(tag))
    others = sorted(tag for tag in tags if not _is_tag_mark(tag))
    meta = ScenarioMeta(
        id=ids[0] if len(ids) == 1 else None,
        name=render_string(template.name, example or {}),
        feature=_relative(Path(feature.filename), run.features_dir),
        feature_name=feature.name,
        line=template.line_number,
        rule=rule.name if rule is not None else None,
        example=example,
        example_id=example_id,
        atoms=atoms,
        needs=needs,
        tags=others,
        template=template,
    )
    if not ids:
        meta.problems.append("no @id: tag")
    elif len(ids) > 1:
        meta.problems.append("several @id: tags (" + ", ".join(f"@id:{i}" for i in ids) + ")")
    elif not ID_PATTERN.match(ids[0]):
        meta.problems.append(f"@id:{ids[0]} is not kebab-case (lower-case letters, digits, single hyphens)")
    for atom in atoms:
        if atom not in known:
            meta.problems.append(f"unknown atom tag @{atom} (not in the atom catalog)")
    capabilities = {c.value for c in Capability}
    for need in needs:
        if need not in capabilities:
            meta.problems.append(
                f"unknown capability tag @needs:{need} (known: {', '.join(sorted(capabilities))})"
            )
    return meta


def _step_outcomes(scenario: Scenario, background: int) -> list[StepOutcome]:
    """A record of each step of ``scenario`` (rendered), whose first ``background`` steps come
    from a ``Background:``."""
    return [
        StepOutcome(
            keyword=step.keyword.strip(),
            type=step.type,
            text=step.name,
            line=step.line_number,
            background=index < background,
            table=[[str(cell) for cell in row] for row in step.datatable.raw()] if step.datatable else None,
            docstring=step.docstring,
        )
        for index, step in enumerate(scenario.steps)
    ]


def _check_duplicate_ids(metas: Sequence[ScenarioMeta]) -> None:
    by_id: dict[str, list[ScenarioMeta]] = {}
    for meta in metas:
        if meta.id is not None:
            by_id.setdefault(meta.id, []).append(meta)
    for scenario_id, group in by_id.items():
        templates = {id(meta.template): meta for meta in group}
        if len(templates) < 2:
            continue  # the rows of one outline share their id
        for meta in group:
            others = [
                f'{other.feature}:{other.line} "{other.name}"'
                for key, other in templates.items()
                if key != id(meta.template)
            ]
            meta.problems.append(f"duplicate @id:{scenario_id} (also on {'; '.join(others)})")


# --------------------------------------------------------------------------- collection


class FeatureFileItem(pytest.Item):
    """Stands for a feature file that could not be (fully) bound; running it reports the problem."""

    def __init__(self, *, problem: binding.FeatureProblem, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.problem = problem

    def runtest(self) -> None:
        raise MalformedFeatureError(self.stash[STATE_KEY].message)

    def reportinfo(self) -> tuple[Path, int | None, str]:
        return self.problem.path, self.problem.line - 1 if self.problem.line else None, self.name


@pytest.hookimpl(tryfirst=True)
def pytest_sessionfinish(session: pytest.Session) -> None:
    """Note when the run ended; a pytest-xdist worker also leaves what the controller is to know
    in its ``workeroutput``."""
    run = session.config.stash.get(RUN_KEY, None)
    if run is not None:
        run.finished = time.monotonic()
        if _is_worker(session.config):
            session.config.workeroutput[WORKER_OUTPUT] = run.worker_output()  # type: ignore[attr-defined]


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(
    session: pytest.Session, config: pytest.Config, items: list[pytest.Item]
) -> None:
    """Read and check the tags of every scenario (before ``-k`` deselects any), and let ``-k``
    match scenario IDs, atom IDs, capabilities and feature paths."""
    run = config.stash.get(RUN_KEY, None)
    if run is None:
        return
    metas = []
    known: frozenset[str] | None = None
    for item in items:
        template = _template(item)
        if template is None or not isinstance(item, pytest.Function):
            continue
        if not Path(template.feature.filename).resolve().is_relative_to(run.features_dir):
            continue  # a pytest-bdd scenario of some other suite
        if known is None:
            try:
                known = known_atom_ids()
            except CatalogUnavailableError as exc:
                raise pytest.UsageError(f"facedown: {exc}") from None
        meta = _scenario_meta(item, template, run, known)
        run.track(item, ScenarioState(meta))
        item.extra_keyword_matches.update(
            k for k in (meta.id, meta.feature, *meta.atoms, *(f"needs:{n}" for n in meta.needs)) if k
        )
        metas.append(meta)
    _check_duplicate_ids(metas)
    for meta in metas:
        if meta.problems:
            meta.problems[:] = [f"{meta.where()}: {problem}" for problem in meta.problems]
    if run.selection.card is not None:
        _select_battery(config, items, run.selection.card)


def _select_battery(config: pytest.Config, items: list[pytest.Item], card: str) -> None:
    """Leave out every scenario of ``items`` that is not in the battery of ``card``."""
    try:
        battery = find_battery(card)
    except UnknownCardError as exc:
        raise pytest.UsageError(f"facedown: --card: {exc}") from None
    _run(config).selection.card = battery.card
    atoms = set(battery.atoms)
    kept: list[pytest.Item] = []
    left_out: list[pytest.Item] = []
    for item in items:
        state = item.stash.get(STATE_KEY, None)
        in_battery = state is None or not atoms.isdisjoint(state.meta.atoms)
        (kept if in_battery else left_out).append(item)
    if left_out:
        config.hook.pytest_deselected(items=left_out)
        items[:] = kept


@pytest.hookimpl(tryfirst=True)
def pytest_collection_finish(session: pytest.Session) -> None:
    """Add one item per feature file that could not be bound (after ``-k``: a broken file is
    always reported), then start the engine if any scenario is to run."""
    run = session.config.stash.get(RUN_KEY, None)
    if run is None:
        return
    for problem in binding.problems():
        rel = _relative(problem.path, run.features_dir)
        item = FeatureFileItem.from_parent(
            session, name=rel, nodeid=f"{rel}::(feature file)", path=session.path, problem=problem
        )
        line = f":{problem.line}" if problem.line else ""
        state = ScenarioState(
            ScenarioMeta(
                id=None,
                name="(feature file)",
                feature=rel,
                feature_name="",
                line=problem.line,
                rule=None,
                example=None,
                example_id=None,
                atoms=[],
                needs=[],
                tags=[],
                template=problem,
            )
        )
        state.message = f"{rel}{line}: {problem.message}"
        run.track(item, state)
        session.items.append(item)
    session.testscollected = len(session.items)
    scenarios = [item for item in session.items if STATE_KEY in item.stash]
    for scenario in scenarios:  # keys in collection order: the same in a serial run and every worker
        meta = scenario.stash[STATE_KEY].meta
        meta.key = run.unique_key(meta)
    run.scheduled = {item.nodeid: item.stash[STATE_KEY].meta for item in scenarios}
    wanted = any(isinstance(item, pytest.Function) for item in scenarios)
    if wanted and not run.engine_loaded and run.engine_failure is None:
        try:
            run.engine()
        except EngineHandshakeError as exc:
            run.engine_failure = str(exc)  # every scenario reports it (docs/protocol.md)
        except EngineLoadError as exc:
            raise pytest.UsageError(f"facedown: {exc}") from None
    if run.on_start is not None:
        run.on_start(len(scenarios))


# --------------------------------------------------------------------------- running


@contextlib.contextmanager
def _deadline(seconds: float) -> Iterator[None]:
    """Raise :class:`ScenarioTimeoutError` in the main thread after ``seconds`` (Unix only)."""
    if (
        seconds <= 0
        or not hasattr(signal, "SIGALRM")
        or threading.current_thread() is not threading.main_thread()
    ):
        yield
        return

    def on_alarm(signum: int, frame: FrameType | None) -> None:
        raise ScenarioTimeoutError(f"scenario timed out after {seconds:g} s")

    previous = signal.signal(signal.SIGALRM, on_alarm)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def _missing_capabilities(meta: ScenarioMeta, info: EngineInfo) -> list[str]:
    declared = {str(capability) for capability in info.capabilities}
    return [need for need in meta.needs if need not in declared]


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item: pytest.Item) -> None:
    """Before a scenario's fixtures: report its tag problems, skip it if the engine lacks a
    capability it needs."""
    state = item.stash.get(STATE_KEY, None)
    if state is None:
        return
    run = _run(item.config)
    run.start_transcript()  # nothing of the previous scenario may show in this one's transcript
    if isinstance(item, FeatureFileItem):
        return
    if state.meta.problems:
        raise ScenarioDefinitionError("; ".join(state.meta.problems))
    if run.engine_failure is not None:
        raise EngineUnavailableError(run.engine_failure)
    missing = _missing_capabilities(state.meta, run.engine().info)
    if missing:
        _unsupported_for(state, capability_reason(missing))


def _skip(reason: str) -> NoReturn:
    """Skip the running item, reported at the item's location (not this plugin's)."""
    raise Skipped(reason, _use_item_location=True)


def _unsupported_for(state: ScenarioState, reason: UnsupportedReason) -> NoReturn:
    """End the scenario as ``unsupported`` for ``reason``."""
    state.unsupported = reason
    _skip(f"unsupported ({reason.kind}: {reason.subject}): {reason.detail}")


def _unsupported(item: pytest.Item, exc: Unsupported) -> NoReturn:
    """End the scenario as ``unsupported`` if the harness accepts ``exc`` (raised before the first
    action reached the engine), else raise :class:`facedown.unsupported.UnsupportedNotAccepted`."""
    reason = accepted_reason(exc, _run(item.config).engine().info)
    _unsupported_for(item.stash[STATE_KEY], reason)


@pytest.hookimpl(wrapper=True, specname="pytest_runtest_setup")
def _setup_unsupported(item: pytest.Item) -> Generator[None, None, None]:
    """:class:`Unsupported` raised while a scenario's fixtures are set up makes it ``unsupported``
    (when the harness accepts it)."""
    try:
        return (yield)
    except Unsupported as exc:
        if STATE_KEY not in item.stash:
            raise
        _unsupported(item, exc)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item: pytest.Item) -> Generator[None, None, None]:
    if STATE_KEY not in item.stash or isinstance(item, FeatureFileItem):
        return (yield)
    run = _run(item.config)
    with _deadline(run.timeout):
        try:
            outcome = yield
        except Unsupported as exc:
            _unsupported(item, exc)
        run.check_noninterference(item.stash[STATE_KEY])
        return outcome


def _error_message(exc: BaseException, state: ScenarioState) -> str:
    if isinstance(exc, HarnessError):
        return first_line(str(exc))
    if isinstance(exc, StepDefinitionNotFoundError):
        step = state.failed_step or state.current_step
        if step is not None:
            where = f"{state.meta.feature}:{step.line}"
            return f'no step definition matches {step.type.capitalize()} "{step.text}" ({where})'
        return first_line(str(exc))
    text = first_line(str(exc))
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__


_INTERNAL_DIRS = tuple(
    str(Path(module.__file__).resolve().parent) for module in (pytest_bdd, pluggy, _pytest) if module.__file__
)
_HARNESS_FILES = (str(Path(__file__).resolve()), str(Path(execution.__file__).resolve()))


def _outside_harness(entry: TracebackEntry) -> bool:
    path = str(entry.path)
    return path not in _HARNESS_FILES and not path.startswith(_INTERNAL_DIRS)


def _scenario_frames(excinfo: pytest.ExceptionInfo[BaseException]) -> Traceback:
    """The traceback without pytest's, pluggy's, pytest-bdd's and this plugin's frames (nor
    frames that hide themselves); the last frame if nothing else is left."""
    traceback = excinfo.traceback.filter(excinfo)
    kept = traceback.filter(_outside_harness)
    return kept if len(kept) else excinfo.traceback[-1:]


def _short_traceback(excinfo: pytest.ExceptionInfo[BaseException]) -> str:
    """The exception with a short traceback through the steps and the engine: per frame
    ``path:line: in function`` and its source line, then the exception (``E   ...``), as pytest's
    ``--tb=short`` writes it, but without parsing source files (a failing scenario costs no
    more than a passing one)."""
    try:
        lines = []
        for entry in _scenario_frames(excinfo):
            lineno = entry.lineno + 1
            lines.append(f"{_shown_path(str(entry.path))}:{lineno}: in {entry.name}")
            source = linecache.getline(str(entry.path), lineno).strip()
            if source:
                lines.append(f"    {source}")
        lines += [f"E   {line}" for line in excinfo.exconly(tryshort=True).splitlines()]
        return "\n".join(lines)
    except Exception:  # a repr that fails must not hide the scenario's outcome
        return ""


def _shown_path(path: str) -> str:
    """``path`` relative to the working directory when it is below it."""
    with contextlib.suppress(ValueError):
        relative = os.path.relpath(path)
        if not relative.startswith(os.pardir):
            return relative
    return path


def _engine_failure_details(exc: BaseException) -> str:
    """What the message of an engine process that crashed or timed out leaves out: its exit
    status and the last lines it wrote to its standard error (empty when nothing is known)."""
    lines = []
    if isinstance(exc, EngineCrashed) and exc.exit_code is not None:
        lines.append(f"exit status: {exc.exit_code}")
    tail: tuple[str, ...] = getattr(exc, "stderr_tail", ())
    if tail:
        lines.append("engine's standard error (last lines):")
        lines += [f"  {line}" for line in tail]
    return "\n".join(lines)


def _judge(state: ScenarioState, call: pytest.CallInfo[None], report: pytest.TestReport) -> None:
    """Fold the outcome of one phase (setup, call, teardown) into the scenario's status."""
    state.duration += report.duration
    if call.excinfo is None:
        if call.when == "call" and state.status is None:
            state.status = Status.PASS
        return
    exc = call.excinfo.value
    if state.status not in (None, Status.PASS):
        state.details += f"\n(during {call.when}) {type(exc).__name__}: {first_line(str(exc))}"
        return
    details = _short_traceback(call.excinfo) or report.longreprtext
    if isinstance(exc, Skipped) and state.unsupported is not None:
        state.status = Status.UNSUPPORTED
        state.message = first_line(exc.msg or "") or "unsupported"
        state.details = ""
        return
    if isinstance(exc, Skipped):  # pytest.skip is none of the three reasons for unsupported
        state.status = Status.ERROR
        state.message = f"skipped, which is not a reason for unsupported: {first_line(exc.msg or '')}"
        state.details = ""
        return
    wire_status = exc.status if isinstance(exc, WireError) else None  # see facedown.wire.errors
    if wire_status in (Status.CRASH, Status.TIMEOUT) or isinstance(exc, ScenarioTimeoutError):
        state.status = Status(wire_status) if wire_status is not None else Status.TIMEOUT
        state.message = first_line(str(exc)) or type(exc).__name__
        if call.when == "teardown":
            state.message = f"during teardown: {state.message}"
        state.details = _engine_failure_details(exc)
        report.longrepr = state.message  # the client's and the harness's frames say nothing
        return
    if isinstance(exc, (AssertionError, Failed)) and call.when == "call":
        state.status = Status.FAIL
        state.message = first_line(str(exc)) or "assertion failed"
    else:
        state.status = Status.ERROR
        state.message = _error_message(exc, state)
        if call.when == "teardown":
            state.message = f"during teardown: {state.message}"
    if isinstance(exc, StepDefinitionNotFoundError):
        details = str(exc)
    if isinstance(exc, WireError):
        details = str(exc)  # the client's frames say nothing about the engine
    if isinstance(exc, HarnessError):
        details = str(exc) if str(exc) != state.message else ""
        report.longrepr = state.message  # no traceback through the harness
    if isinstance(exc, NonInterferenceFailure):
        details = exc.details
        report.longrepr = f"{state.message}\n{details}"  # the harness's frames say nothing
    state.details = details


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Generator[None, Any, Any]:
    report = yield
    state = item.stash.get(STATE_KEY, None)
    if state is not None and isinstance(report, pytest.TestReport):
        _judge(state, call, report)
        worker = _is_worker(item.config)
        if worker:
            setattr(report, WORKER_SCENARIO, True)
        if call.when == "teardown":
            result = _run(item.config).finish(item, state)
            if worker:
                setattr(report, WORKER_RESULT, result_data(result))
    return report


# --------------------------------------------------------------------------- pytest-bdd step hooks


def _state_of(request: pytest.FixtureRequest) -> ScenarioState | None:
    node: pytest.Item = request.node
    return node.stash.get(STATE_KEY, None)


def pytest_bdd_before_scenario(request: pytest.FixtureRequest, feature: Feature, scenario: Scenario) -> None:
    state = _state_of(request)
    if state is not None:
        state.meta.record_steps(scenario)


def pytest_bdd_before_step(
    request: pytest.FixtureRequest,
    feature: Feature,
    scenario: Scenario,
    step: BddStep,
    step_func: Callable[..., object],
) -> None:
    state = _state_of(request)
    if state is not None:
        state.current_step = _step_info(step)


def pytest_bdd_after_step(
    request: pytest.FixtureRequest,
    feature: Feature,
    scenario: Scenario,
    step: BddStep,
    step_func: Callable[..., object],
    step_func_args: dict[str, object],
) -> None:
    state = _state_of(request)
    outcome = state.meta.step_at(step) if state is not None else None
    if outcome is not None:
        outcome.status = StepStatus.PASSED


def pytest_bdd_step_error(
    request: pytest.FixtureRequest,
    feature: Feature,
    scenario: Scenario,
    step: BddStep,
    step_func: Callable[..., object],
    step_func_args: dict[str, object],
    exception: Exception,
) -> None:
    state = _state_of(request)
    if state is None:
        return
    outcome = state.meta.step_at(step)
    unsupported = _accepted(request, exception)
    if not unsupported and _raised_by_new_game(request, exception):
        state.setup_failed = True
        if step.type != "given":
            # A When- or Then-step that only needed the game: the engine failed to start it
            # from the set-up the Given-steps described, a set-up failure, not this step's.
            return
    state.failed_step = _step_info(step)
    if outcome is not None:
        outcome.status = StepStatus.SKIPPED if unsupported else StepStatus.FAILED


def _raised_by_new_game(request: pytest.FixtureRequest, exception: BaseException) -> bool:
    """Whether ``exception`` is what the engine raised when asked to start the scenario's latest
    game (the recorder noted it)."""
    transcript = _run(request.config).transcript()
    if transcript is None or not transcript.games:
        return False
    game = transcript.games[-1]
    return game.error is not None and game.error == describe_error(exception)


def _accepted(request: pytest.FixtureRequest, exception: BaseException) -> bool:
    """Whether ``exception``, raised by a step, makes the scenario ``unsupported``."""
    if not isinstance(exception, Unsupported):
        return False
    try:
        accepted_reason(exception, _run(request.config).engine().info)
    except AdapterError:
        return False
    return True


def pytest_bdd_step_func_lookup_error(
    request: pytest.FixtureRequest,
    feature: Feature,
    scenario: Scenario,
    step: BddStep,
    exception: Exception,
) -> None:
    state = _state_of(request)
    if state is not None:
        state.failed_step = _step_info(step)
        outcome = state.meta.step_at(step)
        if outcome is not None:
            outcome.status = StepStatus.FAILED
