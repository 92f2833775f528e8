"""What ``facedown report`` shows, computed from one or more reports and the atom catalog.

:func:`build_overview` joins the reports (one *engine column* each) with the catalog: every atom of
the catalog gets a row (plus any atom a report knows and the catalog does not), with its rule number
in the chosen CR edition, its status in each report, and the scenarios tagged with it and their
result in each report. Cells that are not the same in every report are marked as differing. A report
judged with expectations (``facedown certify --expectations``) adds each result's *outcome* (``xfail``,
``xpass``); a report with a ``code_coverage`` section (``--code-coverage``) adds, per atom, the engine
lines its scenarios ran, and the engine's overall figure and unreached lines. The HTML site and the
Markdown summary are both rendered from this one :class:`Overview`.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from facedown.adapter import AdapterError
from facedown.batteries import card_batteries
from facedown.catalog import DEFAULT_EDITION, EDITIONS, MECHANICS, Atom, check_edition, load_catalog
from facedown.engines._pool import PoolCard, load_pool
from facedown.htmlreport.gherkin import FeatureLibrary, ScenarioText, steps_from_report
from facedown.htmlreport.load import LoadedReport

__all__ = [
    "ATOM_STATUSES",
    "MISSING",
    "SCENARIO_STATUSES",
    "AtomCode",
    "AtomView",
    "CardView",
    "CodeFile",
    "CodeSummary",
    "Engine",
    "MechanicGroup",
    "Overview",
    "Result",
    "RuleGroup",
    "ScenarioView",
    "build_overview",
    "choose_edition",
    "rule_sort_key",
]

#: Scenario statuses, in display order.
SCENARIO_STATUSES: tuple[str, ...] = ("pass", "fail", "error", "crash", "timeout", "unsupported")
#: Atom statuses, in display order.
ATOM_STATUSES: tuple[str, ...] = (
    "pass",
    "fail",
    "error",
    "crash",
    "timeout",
    "unsupported",
    "uncovered",
    "not_run",
)
#: Statuses a count table shows only when some report has them (engine processes alone crash
#: or time out).
RARE_STATUSES: frozenset[str] = frozenset({"crash", "timeout"})
#: The three reasons a scenario may be unsupported (report format 2.0), in display order.
UNSUPPORTED_KINDS: tuple[str, ...] = ("capability", "engine-declared", "not-encodable")
#: Outcomes under expectations that are not a status (``facedown certify --expectations``).
OUTCOMES: tuple[str, ...] = ("xfail", "xpass")
#: The status shown for an atom or scenario a report does not mention at all.
MISSING = "missing"
#: Statuses that mean something is wrong (they make a run fail unless an expectation covers them).
BAD_STATUSES: frozenset[str] = frozenset({"fail", "error", "crash", "timeout"})

#: How each status (and outcome) reads in text (never shown by colour alone).
STATUS_LABELS: Mapping[str, str] = {
    "pass": "pass",
    "fail": "fail",
    "error": "error",
    "crash": "crash",
    "timeout": "timeout",
    "unsupported": "unsupported",
    "uncovered": "uncovered",
    "not_run": "not run",
    "xfail": "xfail",
    "xpass": "xpass",
    MISSING: "not in report",
}

#: Headings for the mechanics the catalog groups atoms under.
MECHANIC_TITLES: Mapping[str, str] = {
    "disguise": "Disguise",
    "cloak": "Cloak",
    "manifest": "Manifest",
    "manifest-dread": "Manifest dread",
    "morph": "Morph",
    "face-down": "Face-down objects",
    "ward": "Ward",
    "casting": "Casting",
    "special-actions": "Special actions",
    "copies": "Copies",
    "double-faced": "Double-faced cards",
    "names-legend": "Names and the legend rule",
    "triggers": "Triggered abilities",
    "layers": "Layers",
    "cards": "Cards",
}
#: The group of atoms a report carries that the catalog does not know (and have no known mechanic).
OTHER_MECHANIC = "other"
KIND_LABELS: Mapping[str, str] = {"rule": "rule", "ruling": "ruling", "card": "card text"}


@dataclass(frozen=True)
class Problem:
    """A problem a report lists that belongs to no scenario: an ``error`` (it failed the run) or a
    ``warning`` (e.g. a stale expectation entry; it did not)."""

    where: str
    message: str
    details: str
    level: str = "error"


@dataclass(frozen=True)
class CodeFile:
    """One file of the engine's package: its statement lines, how many ran (at all; in some
    scenario) and the lines that never ran (compact ranges, ``"12-15,20"``)."""

    path: str
    statements: int
    covered: int
    in_scenarios: int
    percent: float
    unreached: str
    unreached_count: int


@dataclass(frozen=True)
class RuleFunction:
    """An engine function citing rules (``@rule(...)``): whether a scenario ran it, and for which atoms."""

    name: str
    rules: tuple[str, ...]
    path: str
    lines: str
    atoms: tuple[str, ...]
    ran: bool


@dataclass(frozen=True)
class CodeSummary:
    """The ``code_coverage`` section of one report: the engine's overall line coverage, its files and
    the functions citing rules."""

    tool: str
    package: str
    citation_edition: str
    statements: int
    covered: int
    in_scenarios: int
    percent: float
    unreached: int
    files: tuple[CodeFile, ...]
    rule_functions: tuple[RuleFunction, ...]
    imported_before: bool

    @property
    def unreached_files(self) -> tuple[CodeFile, ...]:
        """The files with lines that never ran."""
        return tuple(f for f in self.files if f.unreached_count)

    @property
    def functions_not_run(self) -> tuple[RuleFunction, ...]:
        """The functions citing rules that no scenario ran."""
        return tuple(f for f in self.rule_functions if not f.ran)


@dataclass(frozen=True)
class AtomFunction:
    """A function citing one of an atom's rules, and whether the atom's scenarios ran it."""

    name: str
    rules: tuple[str, ...]
    ran: bool


@dataclass(frozen=True)
class AtomCode:
    """The engine lines one atom's scenarios ran in one report: ``count`` in all, and per file
    ``(path, count, ranges)``; the functions citing the atom's rules."""

    scenarios: int
    count: int
    files: tuple[tuple[str, int, str], ...]
    functions: tuple[AtomFunction, ...]


@dataclass(frozen=True)
class Engine:
    """One report, shown as one column: what the engine and the suite said of themselves, and the
    counts per status (``scenario_counts`` has a ``total``; ``atom_counts`` too). ``spec`` is the
    ``MODULE:FACTORY`` of an in-process engine, ``command`` the command line of an engine run as
    a separate process (either may be ``None``)."""

    index: int
    label: str
    name: str | None
    version: str | None
    spec: str | None
    command: str | None
    cr_edition: str | None
    contract_version: str | None
    capabilities: tuple[str, ...]
    suite_version: str
    suite_contract_version: str
    features_dir: str
    format_version: str
    generated_at: str
    duration: float
    keyword: str | None
    deselected: int
    source: str
    scenario_counts: Mapping[str, int]
    atom_counts: Mapping[str, int]
    problems: tuple[Problem, ...]
    judged: bool = False  # the run was judged with an expectation file
    rule_edition: str | None = None
    code: CodeSummary | None = None
    #: How many scenarios are unsupported for each reason (``None``: a report before format 2.0).
    unsupported_kinds: Mapping[str, int] | None = None
    #: The non-interference check's counts of scenarios by status (``summary.twin``; empty in a
    #: report made before the check existed).
    twin_counts: Mapping[str, int] = field(default_factory=dict)

    @property
    def errors(self) -> tuple[Problem, ...]:
        """The problems of level ``error`` (they failed the run)."""
        return tuple(p for p in self.problems if p.level != "warning")

    @property
    def warnings(self) -> tuple[Problem, ...]:
        """The problems of level ``warning`` (reported; they did not fail the run)."""
        return tuple(p for p in self.problems if p.level == "warning")


@dataclass(frozen=True)
class FailedStep:
    """The step a scenario failed or stopped at."""

    keyword: str
    text: str
    line: int | None


@dataclass(frozen=True)
class ExchangeLine:
    """One entry of a transcript as shown: ``kind`` (``set-up``, ``act`` or ``observe``), the game
    it belongs to, who acted or looked, a one-line ``summary``, the exchanged values as indented
    JSON (``body``) and the error the engine raised, if any."""

    kind: str
    game: int
    who: str
    summary: str
    body: str
    error: str | None = None


@dataclass(frozen=True)
class TranscriptView:
    """What a scenario exchanged with the engine (a report's ``transcript``): the set-up of each
    game and the acts and observations, in order; ``omitted`` counts those left out to bound it."""

    lines: tuple[ExchangeLine, ...]
    omitted: int


@dataclass(frozen=True)
class Result:
    """One engine's outcome of one scenario."""

    status: str
    message: str
    details: str
    step: FailedStep | None
    duration: float
    step_statuses: tuple[str, ...] = ()  # the status of each step, when the report records steps
    outcome: str = ""  # the status under the expectations: the status, xfail or xpass
    unexpected: bool = False
    expected: str = ""  # what the expectation that applied said, on one line
    transcript: TranscriptView | None = None

    @property
    def bad(self) -> bool:
        """Whether the scenario failed, errored, crashed or timed out."""
        return self.status in BAD_STATUSES

    @property
    def judged(self) -> str:
        """``xfail`` or ``xpass`` when an expectation turned the status into that outcome, else ``""``."""
        return self.outcome if self.outcome in OUTCOMES else ""

    def reason(self) -> str:
        """One line: the failing step (when known) and the message."""
        if self.step is None:
            return self.message
        return f'{self.step.keyword} "{self.step.text}": {self.message}'


@dataclass(frozen=True)
class StepMark:
    """A note on a displayed step: ``status`` (fail or error) in the engines named by ``engines``."""

    status: str
    engines: tuple[str, ...]


@dataclass
class ScenarioView:
    """One scenario (an outline row counts as one) with its result in each engine (``None``: the
    report does not have it). ``text`` is its Gherkin text (``None`` with ``text_note`` saying why)."""

    key: str
    id: str | None
    name: str
    feature: str
    feature_name: str
    line: int
    rule: str | None
    example: Mapping[str, str] | None
    tags: tuple[str, ...]
    atoms: tuple[str, ...]
    results: tuple[Result | None, ...]
    text: ScenarioText | None
    text_note: str
    differs: bool
    slug: str
    #: Where the scenario is shown (on the page of its first atom), ``""`` if on no atom's page.
    href: str = ""

    def bad_in(self, index: int | None) -> bool:
        """Whether the scenario fails, errors, crashes or times out in engine ``index`` (``None``:
        in any engine)."""
        results = self.results if index is None else self.results[index : index + 1]
        return any(result is not None and result.bad for result in results)

    @property
    def statuses(self) -> tuple[str, ...]:
        """The status in each engine (:data:`MISSING` where a report does not have the scenario)."""
        return tuple(result.status if result is not None else MISSING for result in self.results)

    def _stop_index(self, result: Result) -> int | None:
        """Index in ``text.steps`` of the step ``result`` stopped at: its recorded step list's
        ``failed`` step, else the failing step found by line, else by keyword and text."""
        assert self.text is not None
        steps = self.text.steps
        if len(result.step_statuses) == len(steps) and "failed" in result.step_statuses:
            return result.step_statuses.index("failed")
        step = result.step
        if step is None:
            return None
        by_line = (i for i, s in enumerate(steps) if step.line is not None and s.line == step.line)
        by_text = (i for i, s in enumerate(steps) if s.text == step.text and s.keyword == step.keyword)
        return next(by_line, next(by_text, None))

    def step_marks(self, engines: Sequence[Engine]) -> dict[int, list[StepMark]]:
        """Marks for the displayed steps (keyed by index in ``text.steps``): the step each failing
        or erroring engine stopped at."""
        marks: dict[int, dict[str, list[str]]] = {}
        if self.text is None:
            return {}
        for engine, result in zip(engines, self.results, strict=True):
            if result is None or result.status not in BAD_STATUSES:
                continue
            index = self._stop_index(result)
            if index is not None:
                marks.setdefault(index, {}).setdefault(result.status, []).append(engine.label)
        return {
            index: [StepMark(status, tuple(names)) for status, names in by_status.items()]
            for index, by_status in marks.items()
        }

    def unrun_steps(self) -> dict[int, str]:
        """Displayed steps that no engine ran, by index in ``text.steps``, with a note: ``not run``
        (the scenario stopped before the step) or ``unsupported here`` (an engine raised
        ``Unsupported`` during it). Only reports that record steps count."""
        if self.text is None:
            return {}
        lists = [
            r.step_statuses
            for r in self.results
            if r is not None and len(r.step_statuses) == len(self.text.steps)
        ]
        if not lists:
            return {}
        notes = {}
        for index in range(len(self.text.steps)):
            statuses = {s[index] for s in lists}
            if statuses <= {"skipped", "not_run"}:
                notes[index] = "unsupported here" if "skipped" in statuses else "not run"
        return notes


@dataclass
class AtomView:
    """One atom: catalog facts (``in_catalog`` false for an atom only a report knows), its rule
    number in the chosen edition (``rule``; ``rule_note`` says why there is none), its status in
    each engine and its scenarios."""

    id: str
    kind: str | None
    mechanic: str
    summary: str
    rule: str | None
    rule_note: str
    source: str
    caveat: str | None
    edition_note: str | None
    in_catalog: bool
    statuses: tuple[str, ...]
    differs: bool  # the status is not the same in every engine
    scenarios: list[ScenarioView] = field(default_factory=list)
    outcomes: tuple[str, ...] = ()  # per engine: xfail or xpass when an expectation judged the atom
    code: tuple[AtomCode | None, ...] = ()  # per engine: the lines its scenarios ran, if measured

    @property
    def measured(self) -> bool:
        """Whether some report measured the engine lines of this atom's scenarios."""
        return any(code is not None for code in self.code)

    @property
    def page(self) -> str:
        """The file name of the page this atom is on."""
        return mechanic_page(self.mechanic)

    @property
    def href(self) -> str:
        """A link to this atom from any page of the site."""
        return f"{self.page}#{self.id}"

    @property
    def scenarios_differ(self) -> bool:
        """Whether some scenario of the atom does not have the same status in every engine."""
        return any(scenario.differs for scenario in self.scenarios)

    @property
    def bad(self) -> bool:
        """Whether the atom fails or errors in some engine."""
        return any(status in BAD_STATUSES for status in self.statuses)

    def unsupported_reasons(self) -> tuple[str, ...]:
        """Per engine: for an ``unsupported`` atom, why: the distinct messages of its unsupported
        scenarios (``; ``-separated, with ``(+N more)`` past three); ``""`` otherwise."""
        out = []
        for index, status in enumerate(self.statuses):
            messages = dict.fromkeys(
                result.message or "unsupported"
                for scenario in self.scenarios
                if (result := scenario.results[index]) is not None and result.status == "unsupported"
            )
            if status != "unsupported" or not messages:
                out.append("")
                continue
            shown = list(messages)[:3]
            more = f" (+{len(messages) - 3} more)" if len(messages) > 3 else ""
            out.append("; ".join(shown) + more)
        return tuple(out)

    def reasons(self) -> tuple[str, ...]:
        """Per engine: for a failing or erroring atom, ``key: reason`` of its first bad scenario
        (with ``(+N more)`` when several are bad); ``""`` otherwise."""
        out = []
        for index, status in enumerate(self.statuses):
            bad = [
                (scenario, scenario.results[index])
                for scenario in self.scenarios
                if (result := scenario.results[index]) is not None and result.bad
            ]
            if status not in BAD_STATUSES or not bad:
                out.append("")
                continue
            scenario, result = bad[0]
            assert result is not None
            more = f" (+{len(bad) - 1} more)" if len(bad) > 1 else ""
            out.append(f"{scenario.key}: {result.reason()}{more}")
        return tuple(out)


#: Which status a card shows in an engine: the first of these that one of its atoms has there (so
#: a card passes only when every atom of its battery passes).
CARD_STATUS_ORDER: tuple[str, ...] = (
    "fail",
    "crash",
    "timeout",
    "error",
    MISSING,
    "uncovered",
    "not_run",
    "unsupported",
    "pass",
)


@dataclass(frozen=True)
class CardScenario:
    """One scenario of a card's battery, and the atom of the card it is shown under."""

    scenario: ScenarioView
    atom: AtomView

    @property
    def href(self) -> str:
        """A link to the scenario's text and results on its atom's page."""
        return f"{self.atom.page}#{self.atom.id}--{self.scenario.slug}"


@dataclass(frozen=True)
class CardView:
    """A printed card with a battery (the scenarios tagged with a card atom naming it): its
    oracle facts from the card pool (``""`` when the pool does not have it), the groups its atoms
    are filed under, its atoms, its scenarios, its status in each engine (see
    :data:`CARD_STATUS_ORDER`) and how many of its scenarios passed there."""

    name: str
    slug: str
    mana_cost: str
    type_line: str
    groups: tuple[str, ...]
    atoms: tuple[AtomView, ...]
    scenarios: tuple[CardScenario, ...]
    statuses: tuple[str, ...]
    passed: tuple[int, ...]
    differs: bool

    @property
    def letter(self) -> str:
        """The index letter the card is listed under (``#`` for a name not starting with a letter)."""
        first = self.name[:1].upper()
        return first if first.isalpha() else "#"


@dataclass(frozen=True)
class MechanicGroup:
    """The atoms filed under one mechanic, with the atom counts per status of each engine."""

    mechanic: str
    title: str
    atoms: tuple[AtomView, ...]
    counts: tuple[Mapping[str, int], ...]

    @property
    def page(self) -> str:
        """The file name of this mechanic's page."""
        return mechanic_page(self.mechanic)


@dataclass(frozen=True)
class RuleGroup:
    """The atoms whose primary rule number in the chosen edition is ``number``."""

    number: str
    atoms: tuple[AtomView, ...]


@dataclass
class Overview:
    """Everything the site and the summary show (see the module docstring)."""

    engines: tuple[Engine, ...]
    edition: str
    edition_note: str
    atoms: tuple[AtomView, ...]
    mechanics: tuple[MechanicGroup, ...]
    rules: tuple[RuleGroup, ...]
    without_rule: tuple[AtomView, ...]
    orphans: tuple[ScenarioView, ...]
    cards: tuple[CardView, ...] = ()

    @property
    def card_letters(self) -> tuple[tuple[str, tuple[CardView, ...]], ...]:
        """The cards by index letter, in order."""
        letters: dict[str, list[CardView]] = {}
        for card in self.cards:
            letters.setdefault(card.letter, []).append(card)
        return tuple((letter, tuple(cards)) for letter, cards in letters.items())

    def card_counts(self, index: int) -> dict[str, int]:
        """How many cards have each status in the engine of column ``index``."""
        return dict(Counter(card.statuses[index] for card in self.cards))

    @property
    def several(self) -> bool:
        """Whether more than one report is shown (so there is something to compare)."""
        return len(self.engines) > 1

    @property
    def differing_atoms(self) -> tuple[AtomView, ...]:
        """Atoms whose status, or the status of one of whose scenarios, is not the same in every engine."""
        return tuple(atom for atom in self.atoms if atom.differs or atom.scenarios_differ)

    @property
    def differing_scenarios(self) -> tuple[ScenarioView, ...]:
        """Scenarios whose status is not the same in every engine (each once)."""
        seen: dict[str, ScenarioView] = {}
        for atom in self.atoms:
            for scenario in atom.scenarios:
                if scenario.differs:
                    seen.setdefault(scenario.key, scenario)
        for scenario in self.orphans:
            if scenario.differs:
                seen.setdefault(scenario.key, scenario)
        return tuple(seen.values())

    def failing_scenarios(self, index: int | None = None) -> tuple[ScenarioView, ...]:
        """The scenarios that fail, error, crash or time out in engine ``index`` (``None``: in at
        least one engine), each once, in the order of the atoms they are shown under, then those
        tagged with no catalog atom."""
        seen: dict[str, ScenarioView] = {}
        for scenario in (*(s for atom in self.atoms for s in atom.scenarios), *self.orphans):
            if scenario.bad_in(index):
                seen.setdefault(scenario.key, scenario)
        return tuple(seen.values())

    @property
    def failure_pages(self) -> tuple[tuple[str, str, int | None], ...]:
        """The filter pages of failures: ``(file name, title, engine index)``; one for all engines,
        and with several engines one per engine."""
        pages: list[tuple[str, str, int | None]] = [(FAILURES_PAGE, "Failures", None)]
        if self.several:
            pages += [(failures_page(e.index), f"Failures of {e.label}", e.index) for e in self.engines]
        return tuple(pages)

    @property
    def bad_atoms(self) -> tuple[AtomView, ...]:
        """Atoms that fail or error in at least one engine."""
        return tuple(atom for atom in self.atoms if atom.bad)

    @property
    def uncovered_atoms(self) -> tuple[AtomView, ...]:
        """Atoms no scenario covers in at least one report."""
        return tuple(atom for atom in self.atoms if "uncovered" in atom.statuses)

    @property
    def suite_versions(self) -> tuple[str, ...]:
        """The distinct suite versions of the reports, in order."""
        return tuple(dict.fromkeys(engine.suite_version for engine in self.engines))

    @property
    def problem_count(self) -> int:
        """How many problems the reports list in all (both levels)."""
        return sum(len(engine.problems) for engine in self.engines)

    @property
    def error_count(self) -> int:
        """How many problems of level ``error`` the reports list in all."""
        return sum(len(engine.errors) for engine in self.engines)

    @property
    def judged(self) -> bool:
        """Whether some report was judged with an expectation file."""
        return any(engine.judged for engine in self.engines)

    @property
    def measured(self) -> tuple[Engine, ...]:
        """The engines whose report measured the engine's code coverage."""
        return tuple(engine for engine in self.engines if engine.code is not None)

    def shown_statuses(self, statuses: Sequence[str], scenarios: bool) -> tuple[str, ...]:
        """``statuses`` without the rare ones (crash, timeout) no report has."""
        key = "scenario_counts" if scenarios else "atom_counts"
        return tuple(
            s
            for s in statuses
            if s not in RARE_STATUSES or any(getattr(e, key).get(s, 0) for e in self.engines)
        )

    @property
    def unsupported_kinds(self) -> tuple[str, ...]:
        """The reasons for unsupported the count tables show under ``unsupported``: all three when
        some report counts its unsupported scenarios by reason (format 2.0), else none."""
        return UNSUPPORTED_KINDS if any(e.unsupported_kinds is not None for e in self.engines) else ()

    @property
    def scenario_statuses(self) -> tuple[str, ...]:
        """The scenario statuses the count tables show."""
        return self.shown_statuses(SCENARIO_STATUSES, True)

    @property
    def atom_statuses(self) -> tuple[str, ...]:
        """The atom statuses the count tables show."""
        return self.shown_statuses(ATOM_STATUSES, False)


# --------------------------------------------------------------------------- helpers


_RULE = re.compile(r"^(\d+)(?:\.(\d+)([a-z]*))?$")


def rule_sort_key(number: str) -> tuple[int, int, str, str]:
    """Sort key putting rule numbers in rulebook order (``702.21`` before ``702.168``, ``116.2b``
    before ``116.3``); unparsable numbers go last, alphabetically."""
    match = _RULE.match(number)
    if match is None:
        return (10**9, 0, "", number)
    major, minor, letter = match.groups()
    return (int(major), int(minor) if minor is not None else -1, letter or "", "")


#: The filter page listing the failures of every engine.
FAILURES_PAGE = "failures.html"


def failures_page(index: int) -> str:
    """File name of the filter page of one engine's failures (``failures-1.html`` for the first)."""
    return f"failures-{index + 1}.html"


def mechanic_page(mechanic: str) -> str:
    """File name of a mechanic's page (``mechanic-disguise.html``)."""
    return f"mechanic-{_slug(mechanic)}.html"


def mechanic_title(mechanic: str) -> str:
    """Heading of a mechanic (``Manifest dread`` for ``manifest-dread``)."""
    return MECHANIC_TITLES.get(mechanic, mechanic.replace("-", " ").capitalize())


def _slug(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9._-]+", "-", text).strip("-") or "x"


def choose_edition(reports: Sequence[LoadedReport], asked: str | None) -> tuple[str, str]:
    """The CR edition to show rule numbers in, and a note when it is not what a report says.

    ``asked`` (from ``--edition``) wins and must be a known edition (:class:`UnknownEditionError`
    otherwise). Else the edition a report was labelled with by ``facedown certify --edition``, else
    the first report's engine edition when the catalog knows it, else the catalog default.
    """
    if asked is not None:
        return check_edition(asked), ""
    for report in reports:
        settings = report.data.get("settings") or {}
        given = settings.get("edition") if isinstance(settings, Mapping) else None
        if isinstance(given, str) and given in EDITIONS:
            return given, ""  # the edition the run was labelled with on purpose (certify --edition)
    for report in reports:
        edition = report.data["engine"].get("cr_edition")
        if edition is None:
            continue
        if edition in EDITIONS:
            return edition, ""
        return DEFAULT_EDITION, (
            f"the report's CR edition {edition} is not one the catalog has rule numbers for; "
            f"rule numbers are those of {DEFAULT_EDITION}"
        )
    return DEFAULT_EDITION, ""


def _engine_labels(reports: Sequence[LoadedReport]) -> list[str]:
    labels = []
    for report in reports:
        engine = report.data["engine"]
        name = engine.get("name") or engine.get("spec") or engine.get("command") or "engine"
        version = engine.get("version")
        labels.append(f"{name} {version}" if version else str(name))
    counts = Counter(labels)
    if all(n == 1 for n in counts.values()):
        return labels
    out = []
    for label, report in zip(labels, reports, strict=True):
        out.append(f"{label} ({report.path.parent.name or report.path.name})" if counts[label] > 1 else label)
    if len(set(out)) < len(out):  # same directory names as well: number them
        out = [f"{label} #{index}" for index, label in enumerate(labels, start=1)]
    return out


def _engine(index: int, label: str, report: LoadedReport) -> Engine:
    data = report.data
    engine, suite, summary = data["engine"], data["suite"], data["summary"]
    return Engine(
        index=index,
        label=label,
        name=engine.get("name"),
        version=engine.get("version"),
        spec=engine.get("spec"),
        command=engine.get("command"),
        cr_edition=engine.get("cr_edition"),
        contract_version=engine.get("contract_version"),
        capabilities=tuple(engine.get("capabilities", ())),
        suite_version=suite["version"],
        suite_contract_version=suite["contract_version"],
        features_dir=suite["features_dir"],
        format_version=data["format_version"],
        generated_at=data["generated_at"],
        duration=float(data["duration"]),
        keyword=data["selection"]["keyword"],
        deselected=int(data["selection"]["deselected"]),
        source=str(report.path),
        scenario_counts={
            key: int(summary.get(key, 0)) for key in ("total", *SCENARIO_STATUSES, *OUTCOMES, "unexpected")
        },
        atom_counts={
            key: int(summary["atoms"].get(key, 0))
            for key in ("total", *ATOM_STATUSES, *OUTCOMES, "unexpected")
        },
        problems=tuple(
            Problem(p["where"], p["message"], p["details"], str(p.get("level", "error")))
            for p in data["problems"]
        ),
        judged=data.get("expectations") is not None,
        rule_edition=data.get("rule_edition"),
        code=_code_summary(data.get("code_coverage")),
        unsupported_kinds=(
            {kind: int(summary["unsupported_kinds"].get(kind, 0)) for kind in UNSUPPORTED_KINDS}
            if isinstance(summary.get("unsupported_kinds"), Mapping)
            else None
        ),
        twin_counts={
            key: int(value) for key, value in summary.get("twin", {}).items() if key in TWIN_STATUSES
        },
    )


#: The statuses of the non-interference check the index counts (docs/noninterference.md).
TWIN_STATUSES = ("checked", "partial", "not_checked", "leak", "nothing_hidden", "not_run")


def _code_summary(section: Any) -> CodeSummary | None:
    """The :class:`CodeSummary` of a report's ``code_coverage`` section (``None`` without one)."""
    if not isinstance(section, Mapping):
        return None
    unreached = section["unreached"]["files"]
    files = tuple(
        CodeFile(
            path=path,
            statements=int(f["statements"]),
            covered=int(f["covered"]),
            in_scenarios=int(f["in_scenarios"]),
            percent=float(f["percent"]),
            unreached=str(unreached[path]["lines"]) if path in unreached else "",
            unreached_count=int(unreached[path]["count"]) if path in unreached else 0,
        )
        for path, f in section["files"].items()
    )
    functions = tuple(
        RuleFunction(
            name=f["function"],
            rules=tuple(f["rules"]),
            path=f["path"],
            lines=f["lines"],
            atoms=tuple(f["atoms"]),
            ran=bool(f["ran"]),
        )
        for f in section["rule_functions"]
    )
    return CodeSummary(
        tool=str(section["tool"]),
        package=str(section["package"]),
        citation_edition=str(section.get("citation_edition") or ""),
        statements=int(section["statements"]),
        covered=int(section["covered"]),
        in_scenarios=int(section["in_scenarios"]),
        percent=float(section["percent"]),
        unreached=int(section["unreached"]["count"]),
        files=files,
        rule_functions=functions,
        imported_before=bool(section["imported_before"]),
    )


def _atom_code(section: Any, atom_id: str) -> AtomCode | None:
    """The lines ``atom_id``'s scenarios ran, from a report's ``code_coverage`` section (``None``
    without one, or when none of its scenarios ran)."""
    if not isinstance(section, Mapping):
        return None
    entry = section["atoms"].get(atom_id)
    if entry is None:
        return None
    return AtomCode(
        scenarios=int(entry["scenarios"]),
        count=int(entry["count"]),
        files=tuple((path, int(f["count"]), str(f["lines"])) for path, f in entry["files"].items()),
        functions=tuple(
            AtomFunction(f["function"], tuple(f["rules"]), bool(f["ran"])) for f in entry["rule_functions"]
        ),
    )


def _expected_line(entry: Mapping[str, Any]) -> str:
    """What the expectation applied to a scenario or atom said: ``expected fail (reason)``."""
    expected = entry.get("expected")
    if not isinstance(expected, Mapping):
        return ""
    what = f"expected {expected['status']}" if expected.get("status") else "expected not to pass"
    via = f" by atom {expected['name']}" if expected.get("target") == "atom" and "key" in entry else ""
    return f"{what}{via}: {expected['reason']}"


def _result(entry: Mapping[str, Any]) -> Result:
    step = entry.get("step")
    failed = (
        FailedStep(str(step["keyword"]).strip(), str(step["text"]), step.get("line"))
        if isinstance(step, Mapping)
        else None
    )
    steps = entry.get("steps")
    step_statuses = (
        tuple(str(item.get("status", "")) for item in steps if isinstance(item, Mapping))
        if isinstance(steps, list)
        else ()
    )
    return Result(
        status=entry["status"],
        message=entry["message"],
        details=entry["details"],
        step=failed,
        duration=float(entry["duration"]),
        step_statuses=step_statuses,
        outcome=str(entry.get("outcome") or entry["status"]),
        unexpected=bool(entry.get("unexpected", entry["status"] in BAD_STATUSES)),
        expected=_expected_line(entry),
        transcript=_transcript(entry.get("transcript")),
    )


def _json_text(value: Any) -> str:
    return json.dumps(value, indent=1, ensure_ascii=False)


def _view_summary(view: Any) -> str:
    """A view in a few words: turn, step, priority, objects, stack, pending decision."""
    if not isinstance(view, Mapping):
        return "no view"
    parts = [f"turn {view.get('turn')}, {view.get('step')}", f"priority {view.get('priority')}"]
    parts.append(f"{len(view.get('objects') or {})} objects")
    if view.get("stack"):
        parts.append(f"{len(view['stack'])} on the stack")
    pending = view.get("pending")
    if isinstance(pending, Mapping):
        parts.append(f"{pending.get('player')} to decide {pending.get('kind')}")
    return ", ".join(parts)


def _value_summary(value: Any) -> str:
    """An action or result in one line: its type, then its other members that are set."""
    if not isinstance(value, Mapping):
        return "nothing"
    rest = ", ".join(
        f"{k}={json.dumps(v, ensure_ascii=False)}"
        for k, v in value.items()
        if k != "type" and v not in (None, [], {}, False, "")
    )
    return f"{value.get('type', '?')}({rest})"


def _transcript(section: Any) -> TranscriptView | None:
    """The :class:`TranscriptView` of a scenario entry's ``transcript`` (``None`` without one)."""
    if not isinstance(section, Mapping):
        return None
    lines: list[ExchangeLine] = []
    for game in section.get("games", []):
        setup = game.get("setup") if isinstance(game.get("setup"), Mapping) else {}
        cards = len(setup.get("cards") or [])
        players = ", ".join(str(p) for p in setup.get("players") or [])
        lines.append(
            ExchangeLine(
                "set-up",
                int(game.get("game", 0)),
                players,
                f"{cards} cards",
                _json_text(setup),
                game.get("error"),
            )
        )
    for item in section.get("exchanges", []):
        if item.get("type") == "act":
            result = item.get("result")
            summary = (
                f"{_value_summary(item.get('action'))} → {_value_summary(result) if result else 'no result'}"
            )
            body = _json_text({"action": item.get("action"), "result": result})
            lines.append(
                ExchangeLine(
                    "act", int(item.get("game", 0)), str(item.get("player")), summary, body, item.get("error")
                )
            )
        else:
            view = item.get("view")
            summary = "view omitted (size bound)" if item.get("view_omitted") else _view_summary(view)
            body = _json_text(view) if view is not None else ""
            lines.append(
                ExchangeLine(
                    "observe",
                    int(item.get("game", 0)),
                    str(item.get("viewer")),
                    summary,
                    body,
                    item.get("error"),
                )
            )
    return TranscriptView(tuple(lines), int(section.get("omitted", 0)))


def _display_tags(entry: Mapping[str, Any]) -> tuple[str, ...]:
    tags: list[str] = []
    if entry.get("id"):
        tags.append(f"@id:{entry['id']}")
    tags += [f"@{atom}" for atom in entry.get("atoms", [])]
    tags += [f"@needs:{need}" for need in entry.get("needs", [])]
    tags += [tag if tag.startswith("@") else f"@{tag}" for tag in entry.get("tags", [])]
    return tuple(dict.fromkeys(tags))


def _differs(statuses: Sequence[str]) -> bool:
    return len(set(statuses)) > 1


def _type_line(card: PoolCard) -> str:
    """``Legendary Creature — Human Rogue``."""
    line = " ".join((*card.supertypes, *card.types))
    return f"{line} — {' '.join(card.subtypes)}" if card.subtypes else line


def _pool() -> Mapping[str, PoolCard]:
    """The card pool by folded name (empty when it cannot be read: the index then shows names only)."""
    try:
        return {name.casefold(): card for name, card in load_pool().items()}
    except (AdapterError, OSError):
        return {}


def _cards(atoms: Mapping[str, AtomView], engines: int) -> tuple[CardView, ...]:
    """Every card with a battery (:func:`facedown.batteries.card_batteries`), by name."""
    pool = _pool()
    cards = []
    for battery in card_batteries().values():
        views = tuple(atoms[atom_id] for atom_id in battery.atoms if atom_id in atoms)
        shown: dict[str, CardScenario] = {}
        for view in views:
            for scenario in view.scenarios:
                shown.setdefault(scenario.key, CardScenario(scenario, view))
        statuses = tuple(
            next((s for s in CARD_STATUS_ORDER if any(v.statuses[i] == s for v in views)), "uncovered")
            for i in range(engines)
        )
        passed = tuple(
            sum(1 for c in shown.values() if c.scenario.statuses[i] == "pass") for i in range(engines)
        )
        facts = pool.get(battery.card.casefold())
        cards.append(
            CardView(
                name=battery.card,
                slug="card-" + _slug(battery.card.casefold()),
                mana_cost=facts.mana_cost if facts is not None else "",
                type_line=_type_line(facts) if facts is not None else "",
                groups=battery.groups,
                atoms=views,
                scenarios=tuple(shown.values()),
                statuses=statuses,
                passed=passed,
                differs=engines > 1 and _differs(statuses),
            )
        )
    return tuple(sorted(cards, key=lambda card: card.name.casefold()))


def _feature_roots(reports: Sequence[LoadedReport], extra: Sequence[Path]) -> list[Path]:
    from facedown import suite

    roots = list(extra)
    for report in reports:
        given = Path(report.data["suite"]["features_dir"])
        if given.is_dir():
            roots.append(given)
    roots.append(suite.features_dir())
    return list(dict.fromkeys(roots))


def _outcomes(per_engine: Sequence[Mapping[str, Any] | None]) -> tuple[str, ...]:
    """Per engine, ``xfail`` or ``xpass`` when an expectation judged the atom, else ``""``."""
    return tuple(
        str(e.get("outcome")) if e is not None and e.get("outcome") in OUTCOMES else "" for e in per_engine
    )


def _rule_column(atom: Atom, edition: str) -> tuple[str | None, str]:
    numbers = atom.rule_numbers(edition)
    if numbers is None:
        return None, f"not in CR {edition}"
    if not numbers:
        return None, "cites no CR rule"
    return numbers[0], ""


# --------------------------------------------------------------------------- build


def build_overview(
    reports: Sequence[LoadedReport],
    *,
    edition: str | None = None,
    features_dirs: Sequence[Path] = (),
) -> Overview:
    """Join ``reports`` with the catalog (see the module docstring).

    ``edition``: CR edition for rule numbers (see :func:`choose_edition`). ``features_dirs``: extra
    directories to look for feature files in, before the reports' own features directory and the
    suite's (used only for scenarios whose report entry carries no ``steps``).
    """
    if not reports:
        raise ValueError("build_overview needs at least one report")
    chosen, edition_note = choose_edition(reports, edition)
    labels = _engine_labels(reports)
    engines = tuple(_engine(i, label, r) for i, (label, r) in enumerate(zip(labels, reports, strict=True)))
    library = FeatureLibrary(_feature_roots(reports, features_dirs))
    n = len(reports)

    # Scenarios: one view per key, in first-seen order across the reports.
    entries: dict[str, list[Mapping[str, Any] | None]] = {}
    for index, report in enumerate(reports):
        for entry in report.data["scenarios"]:
            entries.setdefault(entry["key"], [None] * n)[index] = entry
    scenarios: dict[str, ScenarioView] = {}
    for key, per_engine in entries.items():
        first = next(entry for entry in per_engine if entry is not None)
        text = steps_from_report(first)
        note = ""
        if text is None:
            text, note = library.scenario_text(first)
        results = tuple(_result(entry) if entry is not None else None for entry in per_engine)
        atoms_of = tuple(
            dict.fromkeys(a for entry in per_engine if entry is not None for a in entry["atoms"])
        )
        scenario_view = ScenarioView(
            key=key,
            id=first["id"],
            name=first["name"],
            feature=first["feature"],
            feature_name=str(first.get("feature_name") or ""),
            line=first["line"],
            rule=first["rule"],
            example=first["example"],
            tags=_display_tags(first),
            atoms=atoms_of,
            results=results,
            text=text,
            text_note=note,
            differs=False,
            slug=_slug(key),
        )
        scenario_view.differs = n > 1 and _differs(scenario_view.statuses)
        scenarios[key] = scenario_view

    # Atoms: the catalog's, in catalog order, then those only the reports know.
    report_atoms: dict[str, list[Mapping[str, Any] | None]] = {}
    for index, report in enumerate(reports):
        for entry in report.data["atoms"]:
            report_atoms.setdefault(entry["id"], [None] * n)[index] = entry
    catalog = load_catalog()
    views: list[AtomView] = []
    for atom in catalog:
        per_engine = report_atoms.get(atom.id, [None] * n)
        rule, rule_note = _rule_column(atom, chosen)
        views.append(
            AtomView(
                id=atom.id,
                kind=atom.kind,
                mechanic=atom.mechanic,
                summary=atom.summary,
                rule=rule,
                rule_note=rule_note,
                source=atom.source.describe(),
                caveat=atom.caveat,
                edition_note=atom.edition_note,
                in_catalog=True,
                statuses=tuple(e["status"] if e is not None else MISSING for e in per_engine),
                differs=False,
                outcomes=_outcomes(per_engine),
                code=tuple(_atom_code(r.data.get("code_coverage"), atom.id) for r in reports),
            )
        )
    for atom_id, per_engine in report_atoms.items():
        if atom_id in catalog:
            continue
        first = next(entry for entry in per_engine if entry is not None)
        group = first.get("group")
        views.append(
            AtomView(
                id=atom_id,
                kind=first.get("kind"),
                mechanic=group if group in MECHANICS else OTHER_MECHANIC,
                summary=first.get("title") or "(not in this version of the atom catalog)",
                rule=None,
                rule_note="not in the atom catalog",
                source="",
                caveat=None,
                edition_note=None,
                in_catalog=False,
                statuses=tuple(e["status"] if e is not None else MISSING for e in per_engine),
                differs=False,
                outcomes=_outcomes(per_engine),
                code=tuple(_atom_code(r.data.get("code_coverage"), atom_id) for r in reports),
            )
        )

    by_id = {view.id: view for view in views}
    attached: set[str] = set()
    for atom_id, per_engine in report_atoms.items():
        keys = dict.fromkeys(k for entry in per_engine if entry is not None for k in entry["scenarios"])
        by_id[atom_id].scenarios = [scenarios[k] for k in keys if k in scenarios]
        attached.update(keys)
    for view in views:  # catalog order: a scenario is linked to the page of its first atom
        for shown in view.scenarios:
            shown.href = shown.href or f"{view.page}#{view.id}--{shown.slug}"
    for view in views:
        view.differs = n > 1 and _differs(view.statuses)
    orphans = tuple(s for key, s in scenarios.items() if key not in attached)

    mechanics = []
    for mechanic in (*MECHANICS, OTHER_MECHANIC):
        group = tuple(view for view in views if view.mechanic == mechanic)
        if not group:
            continue
        counts = tuple(
            {status: sum(1 for v in group if v.statuses[i] == status) for status in (*ATOM_STATUSES, MISSING)}
            for i in range(n)
        )
        mechanics.append(MechanicGroup(mechanic, mechanic_title(mechanic), group, counts))

    numbered: dict[str, list[AtomView]] = {}
    for view in views:
        if view.rule is not None:
            numbered.setdefault(view.rule, []).append(view)
    rules = tuple(
        RuleGroup(number, tuple(numbered[number])) for number in sorted(numbered, key=rule_sort_key)
    )
    return Overview(
        engines=engines,
        edition=chosen,
        edition_note=edition_note,
        atoms=tuple(views),
        mechanics=tuple(mechanics),
        rules=rules,
        without_rule=tuple(view for view in views if view.rule is None),
        orphans=orphans,
        cards=_cards(by_id, n),
    )
