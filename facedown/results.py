"""What a certification run produces: one result per scenario, plus problems not tied to one.

These are plain records. :mod:`facedown.plugin` fills them while pytest runs,
:mod:`facedown.report` turns them into ``report.json`` and :mod:`facedown.cli`
prints a summary of them.
"""

from __future__ import annotations

import enum
import pickle
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from facedown.recording import Transcript


class Status(enum.StrEnum):
    """Outcome of one scenario.

    * ``pass`` -- every step ran and every check held.
    * ``fail`` -- a check (an ``assert`` in a step) did not hold: the engine gave a wrong answer.
    * ``error`` -- the scenario could not be judged: a set-up error (e.g. an unknown card), an
      exception from the engine (for an engine process: it broke the protocol or reported an
      internal error), a step no definition matches, a bad tag or a malformed feature file.
    * ``unsupported`` -- before the scenario's first action reached the engine, it was found not
      to declare a capability the scenario needs, or the adapter raised
      :class:`facedown.adapter.Unsupported` with one of the three kinds
      (:class:`facedown.adapter.UnsupportedKind`). Not a failure; the result's ``unsupported``
      says which kind and why.
    * ``crash`` -- the engine process died during the scenario (or could not be started again
      after an earlier failure): :class:`facedown.wire.errors.EngineCrashed`.
    * ``timeout`` -- the engine did not answer a request in time
      (:class:`facedown.wire.errors.EngineTimeout`), or the scenario ran longer than
      ``--scenario-timeout``.
    """

    PASS = "pass"
    FAIL = "fail"
    ERROR = "error"
    UNSUPPORTED = "unsupported"
    CRASH = "crash"
    TIMEOUT = "timeout"


#: Statuses that make a run fail unless an expectation covers them.
FAILING_STATUSES: frozenset[Status] = frozenset({Status.FAIL, Status.ERROR, Status.CRASH, Status.TIMEOUT})


class AtomStatus(enum.StrEnum):
    """Outcome of one atom, from the scenarios tagged with it (see :func:`atom_status`)."""

    PASS = "pass"
    FAIL = "fail"
    ERROR = "error"
    UNSUPPORTED = "unsupported"
    CRASH = "crash"
    TIMEOUT = "timeout"
    UNCOVERED = "uncovered"  # no scenario is tagged with the atom
    NOT_RUN = "not_run"  # its scenarios exist but none was selected (``-k``)


@dataclass(frozen=True, slots=True)
class StepInfo:
    """A step of a scenario: ``keyword`` as written (``Given``, ``And`` ...), ``type`` the
    step kind it resolves to (``given``, ``when``, ``then``), its rendered ``text`` and the
    line of the feature file it is on."""

    keyword: str
    type: str
    text: str
    line: int


class StepStatus(enum.StrEnum):
    """What became of one step of a scenario."""

    PASSED = "passed"
    FAILED = "failed"  # its check did not hold, it raised, or no step definition matches it
    SKIPPED = "skipped"  # the engine declared it unsupported during it
    NOT_RUN = "not_run"  # the scenario stopped before it (or never started)


@dataclass(slots=True)
class StepOutcome:
    """One step of a scenario as written (rendered with the example's values for an outline
    row), and what became of it. ``background`` marks a step that comes from a ``Background:``;
    ``table`` is its data table (rows of cells), ``docstring`` its doc string."""

    keyword: str
    type: str
    text: str
    line: int
    background: bool = False
    table: Sequence[Sequence[str]] | None = None
    docstring: str | None = None
    status: StepStatus = StepStatus.NOT_RUN


@dataclass(frozen=True, slots=True)
class UnsupportedReason:
    """Why a scenario is ``unsupported``: ``kind`` is a :class:`facedown.adapter.UnsupportedKind`
    value (``capability``, ``engine-declared``, ``not-encodable``), ``subject`` what it is about (the
    capability, the card, the missing element of the engine's input) and ``detail`` one line."""

    kind: str
    subject: str
    detail: str


@dataclass(slots=True)
class ScenarioResult:
    """The outcome of one scenario (one row of a ``Scenario Outline`` counts as one scenario).

    ``key`` is unique within a run: the ``@id:`` value, followed by ``[<example id>]`` for an
    outline row. ``feature`` is the feature file's path relative to the features directory,
    ``feature_name`` the title of its ``Feature:``; ``steps`` are every step of the scenario
    (background first) with what became of each. ``message`` is one line; ``details`` may
    hold several (assertion introspection, a short traceback). ``step`` is the step that
    failed or raised, when there is one. ``transcript`` is what the scenario exchanged with the
    engine (:mod:`facedown.recording`), kept for a scenario that did not pass. ``twin`` is the
    JSON form of the non-interference check's verdict (:mod:`facedown.noninterference`; ``None``
    when it did not run), and ``charged_atoms`` the atoms a failure of that check counts against
    besides the scenario's own (see :attr:`rollup_atoms`).
    """

    key: str
    id: str | None
    name: str
    feature: str
    line: int
    rule: str | None
    example: Mapping[str, str] | None
    atoms: Sequence[str]
    needs: Sequence[str]
    tags: Sequence[str]
    status: Status
    feature_name: str = ""
    steps: Sequence[StepOutcome] = ()
    message: str = ""
    details: str = ""
    step: StepInfo | None = None
    duration: float = 0.0
    nodeid: str = ""
    unsupported: UnsupportedReason | None = None  # set exactly when ``status`` is ``unsupported``
    transcript: Transcript | None = None
    twin: Mapping[str, Any] | None = None
    charged_atoms: Sequence[str] = ()

    @property
    def rollup_atoms(self) -> list[str]:
        """The atoms this result counts for: its tags, and the atoms a failure of the
        non-interference check is charged to (sorted, each once)."""
        if not self.charged_atoms:
            return list(self.atoms)
        return sorted({*self.atoms, *self.charged_atoms})


class ProblemLevel(enum.StrEnum):
    """How bad a :class:`Problem` is: an ``error`` makes the run fail, a ``warning`` does not."""

    ERROR = "error"
    WARNING = "warning"


@dataclass(frozen=True, slots=True)
class Problem:
    """Something wrong that belongs to no scenario, e.g. a binding module that does not import
    (an ``error``) or an expectation naming a scenario the suite does not have (a ``warning``).
    ``where`` names the file or node; ``message`` is one line."""

    where: str
    message: str
    details: str = ""
    level: ProblemLevel = ProblemLevel.ERROR


@dataclass(slots=True)
class Selection:
    """Which scenarios were asked for: the ``-k`` expression (if any), the card whose battery
    alone was asked for (``--card``, if any), and the scenarios they left out, with the atoms
    those carry (so an atom is ``not_run`` rather than ``uncovered``) and the names they go by
    (their ``@id:`` values and keys, so an expectation naming one is not stale)."""

    keyword: str | None = None
    card: str | None = None
    deselected: int = 0
    deselected_atoms: set[str] = field(default_factory=set)
    deselected_names: set[str] = field(default_factory=set)


@dataclass(slots=True)
class RunRecord:
    """A finished (or interrupted) run: how the engine was named (``--engine`` spec or
    ``--engine-cmd`` command), the features directory, the results in the order the scenarios
    ran, the problems, the selection, the wall-clock duration, and what an interruption left
    unreached."""

    engine_spec: str | None
    engine_command: str | None
    features_dir: str
    scenarios: list[ScenarioResult]
    problems: list[Problem]
    selection: Selection
    duration: float
    #: Scenarios that were to run but were not reached because the run was interrupted (their
    #: atoms are ``not_run``, not ``uncovered``): how many, the atoms they carry, and the names
    #: they go by (as :attr:`Selection.deselected_names`).
    unreached: int = 0
    unreached_atoms: set[str] = field(default_factory=set)
    unreached_names: set[str] = field(default_factory=set)


def atom_status(statuses: Sequence[Status], *, deselected: bool = False) -> AtomStatus:
    """The status of an atom whose selected scenarios ended with ``statuses``.

    The first of ``fail``, ``crash``, ``timeout``, ``error`` that one of its scenarios ended
    with; else ``pass`` if there is at least one scenario and all passed; else ``unsupported``
    (some were unsupported, the others passed). With no scenario at all: ``not_run`` if
    scenarios tagged with the atom were deselected, ``uncovered`` otherwise.
    """
    if not statuses:
        return AtomStatus.NOT_RUN if deselected else AtomStatus.UNCOVERED
    for status in (Status.FAIL, Status.CRASH, Status.TIMEOUT, Status.ERROR):
        if status in statuses:
            return AtomStatus(status.value)
    if all(status is Status.PASS for status in statuses):
        return AtomStatus.PASS
    return AtomStatus.UNSUPPORTED


def first_line(text: str) -> str:
    """The first non-blank line of ``text``, stripped (``""`` if there is none)."""
    for line in text.splitlines():
        if line.strip():
            return line.strip()
    return ""


# --------------------------------------------------------------------------- plain data


def step_outcome_data(outcome: StepOutcome) -> dict[str, Any]:
    """``outcome`` as plain data (as ``report.json`` writes each step of a scenario)."""
    return {
        "keyword": outcome.keyword,
        "type": outcome.type,
        "text": outcome.text,
        "line": outcome.line,
        "background": outcome.background,
        "table": [list(row) for row in outcome.table] if outcome.table is not None else None,
        "docstring": outcome.docstring,
        "status": outcome.status.value,
    }


def result_data(result: ScenarioResult) -> bytes:
    """``result`` as bytes, which can cross a process boundary: a pytest-xdist worker sends each
    scenario's result to the controller this way, whole (both are processes of the same run, with
    the same code), so nothing a result holds can be left behind. :func:`result_from_data` reads
    it back."""
    return pickle.dumps(result)


def result_from_data(data: bytes) -> ScenarioResult:
    """The :class:`ScenarioResult` that :func:`result_data` wrote as ``data``."""
    result = pickle.loads(data)
    if not isinstance(result, ScenarioResult):
        raise TypeError(f"a worker sent {type(result).__name__}, not a scenario result")
    return result
