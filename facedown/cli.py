"""The ``facedown`` command.

``facedown certify [--engine MODULE:FACTORY | --engine-cmd CMD] [--out DIR] [-k EXPR] [--quiet]``
runs every feature against an engine (in this process, through pytest and
:mod:`facedown.plugin`), prints a summary and writes ``DIR/report.json``; with
``--expectations FILE`` it judges the run against the engine's known non-passes
(:mod:`facedown.expectations`), and ``--junit``, ``--markdown``, ``--badge`` and
``--write-expectations`` write CI outputs of the same run (:mod:`facedown.outputs`).
``--edition E`` labels the atoms with their rule numbers in that CR edition,
``--require-coverage`` makes every atom no scenario covers a problem, and ``--code-coverage``
measures which lines of the in-process reference engine each atom's scenarios run
(:mod:`facedown.codecov`). Exit status: 0 when no result was unexpected (no ``fail``,
``error``, ``crash`` or ``timeout`` that no expectation covers, no ``xpass``, no problem;
``unsupported`` is not a failure), 1 otherwise, 2 on a usage error (bad option, an unknown
edition, an unusable expectation file, an engine that does not start, ``--code-coverage`` with
an engine it cannot measure).

``facedown serve [--engine MODULE:FACTORY]`` serves an in-process adapter over the wire
protocol on standard input and output, so ``--engine-cmd "facedown serve --engine X"``
certifies ``X`` through the protocol.

Other modules add subcommands: :mod:`facedown.catalog` registers ``facedown rules`` through
``add_rules_command(subparsers)``, :mod:`facedown.htmlreport.cli` ``facedown report`` through
``add_report_command(subparsers)``, when they provide them. A subcommand sets
``func(args) -> int`` with ``parser.set_defaults``.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import importlib.util
import json
import os
import shutil
import signal
import sys
import tempfile
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from types import FrameType
from typing import TYPE_CHECKING, Any, TextIO

import facedown
from facedown.adapter import Adapter
from facedown.atomref import AtomRef, CatalogUnavailableError, catalog_atoms
from facedown.catalog import DEFAULT_EDITION, EDITIONS, UnknownEditionError, check_edition
from facedown.engine import (
    DEFAULT_ENGINE,
    DEFAULT_WIRE_OPTIONS,
    ENGINE_HELP,
    EngineHandshakeError,
    EngineLoadError,
    LoadedEngine,
    WireOptions,
    load_factory,
    positive_seconds,
    restart_count,
    seconds_or_zero,
    start_engine,
    start_engine_command,
)
from facedown.expectations import ExpectationsError, ExpectationSet, Judgement, load_expectations
from facedown.files import describe_write_error, write_text_atomic
from facedown.report import EngineRun
from facedown.results import Problem, ProblemLevel, RunRecord, ScenarioResult, Status

if TYPE_CHECKING:
    from facedown.codecov import EngineCoverage

EXIT_OK = 0
EXIT_FAILED = 1
EXIT_USAGE = 2

#: Extra subcommands: each entry lists where the function that adds it may live, as
#: (module, function called with the subparsers object); the first one found is used.
SUBCOMMAND_HOOKS: tuple[tuple[tuple[str, str], ...], ...] = (
    (("facedown.catalog", "add_rules_command"), ("facedown.catalog.cli", "add_rules_command")),
    (("facedown.htmlreport.cli", "add_report_command"),),
)


class UsageError(Exception):
    """A problem with how facedown was called; the message is one line."""


# --------------------------------------------------------------------------- output


def in_ci() -> bool:
    """Whether the ``CI`` environment variable says this is a CI job (set, and not ``0``,
    ``false`` or ``no``), as GitHub Actions, GitLab CI and most others set it."""
    return os.environ.get("CI", "").strip().lower() not in ("", "0", "false", "no")


class Output:
    """Where the summary and the progress go, through a :class:`rich.console.Console`.

    Colours follow rich's reading of the environment: on when the stream is a terminal or
    ``FORCE_COLOR`` is set (to anything but the empty string), off when ``NO_COLOR`` is set. The
    progress is a live bar only on an interactive terminal outside CI (:func:`in_ci`); anywhere
    else (output piped or captured, ``CI=true``) it is written as lines: one per scenario with
    ``verbose``, else one each time another twentieth of the scenarios has finished. ``quiet``
    shows no progress and a one-line summary. Lines are never wrapped."""

    def __init__(self, *, quiet: bool, verbose: bool = False, stream: TextIO | None = None) -> None:
        from rich.console import Console

        self.quiet = quiet
        self.verbose = verbose and not quiet
        self.stream = stream or sys.stdout
        self.console = Console(file=self.stream, highlight=False, soft_wrap=True)
        #: Whether the progress is a live bar (an interactive terminal outside CI).
        self.rich = self.stream.isatty() and os.environ.get("TERM") != "dumb" and not in_ci()

    def line(self, text: str = "", style: str | None = None) -> None:
        from rich.text import Text

        self.console.print(Text(text, style=style or ""))
        with contextlib.suppress(OSError, ValueError):
            self.stream.flush()  # a CI log shows each line as it comes

    @contextlib.contextmanager
    def progress(self) -> Iterator[tuple[Callable[[int], None], Callable[[ScenarioResult], None]]]:
        """Callbacks (start with a total, one finished scenario) that show the run's progress: a
        bar on a terminal, lines elsewhere (see the class), nothing when quiet."""
        if self.quiet:
            yield (lambda total: None), (lambda result: None)
        elif self.rich:
            with self._bar() as callbacks:
                yield callbacks
        else:
            yield from self._lines()

    @contextlib.contextmanager
    def _bar(self) -> Iterator[tuple[Callable[[int], None], Callable[[ScenarioResult], None]]]:
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

        progress = Progress(
            TextColumn("certifying"),
            BarColumn(),
            MofNCompleteColumn(),
            TimeElapsedColumn(),
            console=self.console,
            transient=True,
            auto_refresh=False,  # never draw from another thread while pytest captures output
        )
        task = progress.add_task("scenarios", total=None)
        counter = _ProgressCounter()

        def on_start(total: int) -> None:
            counter.total = total
            progress.update(task, total=total)
            progress.refresh()

        def on_result(result: ScenarioResult) -> None:
            counter.add(result)
            if self.verbose:
                progress.console.print(self._scenario_text(counter, result), soft_wrap=True)
            progress.advance(task)
            progress.refresh()

        with progress:
            yield on_start, on_result

    def _lines(self) -> Iterator[tuple[Callable[[int], None], Callable[[ScenarioResult], None]]]:
        counter = _ProgressCounter()
        started = time.monotonic()

        def on_start(total: int) -> None:
            counter.total = total
            self.line(f"certifying: {total} scenario{'s' if total != 1 else ''}")

        def on_result(result: ScenarioResult) -> None:
            counter.add(result)
            if self.verbose:
                self.console.print(self._scenario_text(counter, result))
                self.stream.flush()
            elif counter.due():
                seconds = time.monotonic() - started
                self.line(f"certifying: {counter.fraction()} ({counter.counts()}; {seconds:.0f} s)")

        yield on_start, on_result

    @staticmethod
    def _scenario_text(counter: _ProgressCounter, result: ScenarioResult) -> Any:
        from rich.text import Text

        status = result.status.value
        text = Text(f"{counter.fraction()} ")
        text.append(f"{status.upper():11}", style=_STYLE.get(status, ""))
        where = f" ({result.feature}:{result.line})" if result.status is not Status.PASS else ""
        text.append(f" {result.key}{where} {result.duration:.2f} s")
        if result.message and result.status is not Status.PASS:
            text.append(f": {result.message}")
        return text


class _ProgressCounter:
    """How many scenarios have finished, with which statuses, out of how many."""

    def __init__(self) -> None:
        self.total = 0
        self.done = 0
        self.statuses: Counter[str] = Counter()

    def add(self, result: ScenarioResult) -> None:
        self.done += 1
        self.statuses[result.status.value] += 1

    def due(self) -> bool:
        """Whether a progress line is due: another twentieth of the total is done, or the last one."""
        step = max(1, self.total // PROGRESS_LINES)
        return self.done % step == 0 or self.done == self.total

    def fraction(self) -> str:
        width = len(str(self.total))
        return f"[{self.done:>{width}}/{self.total}]" if self.total else f"[{self.done}]"

    def counts(self) -> str:
        return ", ".join(f"{self.statuses[s]} {_LABEL.get(s, s)}" for s in _COUNTED if self.statuses[s])


#: How many progress lines a run writes outside a terminal (without ``--verbose``).
PROGRESS_LINES = 20

_STYLE = {
    "pass": "green",
    "fail": "bold red",
    "error": "bold magenta",
    "crash": "bold magenta",
    "timeout": "bold magenta",
    "unsupported": "yellow",
    "xfail": "cyan",
    "xpass": "bold red",
}
#: Outcomes in the order the summary counts them.
_COUNTED = ("pass", "fail", "error", "crash", "timeout", "unsupported")
#: How a status reads in the terminal where its JSON value does not read as words (as in the HTML).
_LABEL = {"not_run": "not run"}


def _verdict(report: dict[str, Any]) -> tuple[bool, str]:
    """Whether the run passed, and a few words saying why."""
    summary = report["summary"]
    if report.get("interrupted"):
        return False, "interrupted"
    if not report["scenarios"] and not report["problems"]:
        return False, "no scenario ran"
    if summary["passed"]:
        parts = [f"{summary[k]} {k}" for k in ("pass", "unsupported")]
        if report["expectations"] is not None:
            parts.append(f"{summary['xfail']} xfail")
        return True, ", ".join(parts)
    bad = Counter(entry["outcome"] for entry in report["scenarios"] if entry["unexpected"])
    parts = [f"{n} {outcome}" for outcome, n in sorted(bad.items(), key=lambda kv: _order(kv[0]))]
    atoms = sum(1 for atom in report["atoms"] if atom["unexpected"])
    if atoms:
        parts.append(f"{atoms} atom{'s' if atoms != 1 else ''} not as expected")
    errors = sum(1 for problem in report["problems"] if problem["level"] == "error")
    if errors:
        parts.append(f"{errors} problem{'s' if errors != 1 else ''}")
    return False, ", ".join(parts) or "no scenario ran"


def _order(outcome: str) -> int:
    order = ("fail", "error", "crash", "timeout", "unsupported", "xpass")
    return order.index(outcome) if outcome in order else len(order)


def print_summary(
    out: Output,
    record_keyword: str | None,
    report: dict[str, Any],
    report_path: Path | None,
    written: Sequence[Path] = (),
) -> None:
    """The human summary of a run: counts per status, then each unexpected result on one line,
    the problems and warnings, and the files written (the report, then the other ``written``)."""
    from facedown.outputs import unsupported_kinds_text

    summary = report["summary"]
    ok, verdict = _verdict(report)
    total = summary["total"]
    count_line = f"{total} scenario{'s' if total != 1 else ''}: " + ", ".join(
        f"{summary[status]} {status}"
        for status in _COUNTED
        if summary[status] or status not in ("crash", "timeout")
    )
    by_kind = unsupported_kinds_text(summary)
    if by_kind:
        count_line += f" ({by_kind})"
    if report["expectations"] is not None:
        count_line += f"; {summary['xfail']} xfail, {summary['xpass']} xpass"
    unreached = report["selection"].get("unreached", 0)
    if report.get("interrupted"):
        count_line += f"; INTERRUPTED, {unreached} not reached"
    where = f"report: {_display_path(report_path)}" if report_path is not None else "report not written"
    if out.quiet:
        out.line(
            f"facedown certify: {'PASSED' if ok else 'FAILED'} -- {count_line}; {where}",
            "green" if ok else "red",
        )
        return
    engine = report["engine"]
    named = engine["spec"] if engine["spec"] is not None else f"command {engine['command']!r}"
    protocol = f", protocol {engine['protocol_version']}" if engine.get("protocol_version") else ""
    if engine["name"] is None:
        out.line(f"facedown {facedown.__version__}: certifying {named}: the engine did not start", "bold")
    else:
        out.line(
            f"facedown {facedown.__version__}: certifying {engine['name']} {engine['version']} "
            f"({named}), contract {engine['contract_version']}{protocol}, CR {engine['cr_edition']}",
            "bold",
        )
    expectations = report["expectations"]
    if expectations is not None:
        out.line(
            f"expectations: {expectations['path']} ({expectations['entries']} entries, "
            f"sha256 {expectations['sha256'][:12]})"
        )
    card = report["selection"].get("card")
    if record_keyword or card:
        how = [f"the battery of {card}"] if card else []
        how += [f"-k {record_keyword!r}"] if record_keyword else []
        out.line(f"selected with {' and '.join(how)} ({report['selection']['deselected']} left out)")
    out.line(count_line)
    atoms = summary["atoms"]
    edition = report.get("rule_edition")
    out.line(
        f"{atoms['total']} atoms{f' (rule numbers: CR {edition})' if edition else ''}: "
        + ", ".join(
            f"{atoms[k]} {_LABEL.get(k, k)}"
            for k in (*_COUNTED, "uncovered", "not_run", "xfail", "xpass")
            if atoms.get(k)
        )
    )
    if report.get("code_coverage"):
        from facedown.codecov import summary_line

        out.line(summary_line(report["code_coverage"]))
    from facedown.outputs import twin_line

    twin = twin_line(summary.get("twin"))
    if twin is not None:
        out.line(twin, "red" if summary["twin"].get("leak") else None)
    unsupported = Counter(
        entry["message"]
        for entry in report["scenarios"]
        if entry["status"] == Status.UNSUPPORTED and not entry["unexpected"]
    )  # the message names the kind and subject: "unsupported (engine-declared: Dog Walker): ..."
    for message, n in unsupported.most_common(5):
        out.line(f"  {n} x {message}", _STYLE["unsupported"])
    if len(unsupported) > 5:
        out.line(f"  ... and {len(unsupported) - 5} other reasons", _STYLE["unsupported"])
    bad = [entry for entry in report["scenarios"] if entry["unexpected"]]
    bad_atoms = [atom for atom in report["atoms"] if atom["unexpected"]]
    if bad or bad_atoms or report["problems"]:
        out.line()
    from facedown.outputs import result_line, rule_labels

    labels = rule_labels(report)
    for entry in bad:
        out.line(f"{entry['outcome'].upper():7} {_failure_line(entry, labels)}", _STYLE.get(entry["outcome"]))
    for atom in bad_atoms:
        rule = f" ({labels[atom['id']]})" if labels.get(atom["id"]) else ""
        out.line(f"{atom['outcome'].upper():7} atom {atom['id']}{rule}: {result_line(atom)}", "bold red")
    for problem in report["problems"]:
        level = problem["level"]
        out.line(
            f"{'PROBLEM' if level == 'error' else 'WARNING'} {problem['where']}: {problem['message']}",
            "bold red" if level == "error" else "yellow",
        )
    out.line()
    out.line(where)
    if written:
        out.line("also written: " + ", ".join(_display_path(path) for path in written))
    out.line(f"result: {'PASSED' if ok else 'FAILED'} ({verdict})", "bold green" if ok else "bold red")


def _failure_line(entry: dict[str, Any], labels: dict[str, str] | None = None) -> str:
    """``key (feature:line) [CR 702.168d] Keyword "step": message`` -- the location is left out
    when the message starts with it already, the rule numbers (of the scenario's atoms, from
    ``labels``: atom ID -> ``CR ...``) when there are none; an expectation that did not hold is
    said first."""
    from facedown.outputs import result_line, scenario_rules

    text = entry["key"]
    message = result_line(entry)
    if not message.startswith(entry["feature"]):
        text += f" ({entry['feature']}:{entry['line']})"
    rules = scenario_rules(entry, labels or {})
    if rules:
        text += f" [{rules}]"
    step = entry["step"]
    if step is not None and entry["outcome"] != "xpass":
        text += f' {step["keyword"]} "{step["text"]}"'
    return f"{text}: {message}"


def _display_path(path: Path) -> str:
    with contextlib.suppress(ValueError):
        return str(path.resolve().relative_to(Path.cwd()))
    return str(path)


# --------------------------------------------------------------------------- certify


def _scenario_module(given: Path | None) -> Path:
    if given is not None:
        module = given.resolve()
    else:
        from facedown import suite

        try:
            module = suite.scenario_module()
        except ImportError as exc:
            raise UsageError(f"cannot find the suite's step definitions: {exc}") from None
    if not module.is_file():
        raise UsageError(f"scenario module {str(module)!r} does not exist")
    return module


def _pytest_args(args: argparse.Namespace, module: Path, features: Path | None) -> list[str]:
    pytest_args = [
        str(module),
        "-p",
        "facedown.plugin",
        "-p",
        "no:terminal",
        "-p",
        "no:cacheprovider",
        # what certify does not show costs nothing: pytest's per-test log capture and warning
        # recording, and Hypothesis's statistics
        "-p",
        "no:logging",
        "-p",
        "no:warnings",
        "-p",
        "no:hypothesispytest",
        *(
            ["--engine-cmd", args.engine_cmd]
            if args.engine_cmd
            else ["--engine", args.engine or DEFAULT_ENGINE]
        ),
        "--scenario-timeout",
        str(args.scenario_timeout),
        "-W",
        "ignore::pytest.PytestAssertRewriteWarning",
    ]
    if features is not None:
        pytest_args += ["--features", str(features)]
    if args.keyword:
        pytest_args += ["-k", args.keyword]
    if args.card is not None:
        pytest_args += ["--card", args.card]
    if _parallel(args) and not _forking(args):
        pytest_args += ["-n", str(args.workers)]
    if args.no_twin:
        pytest_args.append("--no-twin")
    return pytest_args


def _parallel(args: argparse.Namespace) -> bool:
    """Whether the run is spread over worker processes (``-n`` other than 0 or 1)."""
    return args.workers not in (None, "0", "1")


def _forking(args: argparse.Namespace) -> bool:
    """Whether the workers of ``-n`` are forked from this process after collection
    (:mod:`facedown.forking`): on a POSIX system, unless ``--code-coverage`` measures (its
    workers are pytest-xdist's, each measuring from its start)."""
    from facedown.forking import fork_available

    return _parallel(args) and fork_available() and not args.code_coverage


def _worker_count(args: argparse.Namespace) -> int:
    """The number of workers ``-n`` asks for (``auto``: one per CPU)."""
    from facedown.forking import cpu_count

    return cpu_count() if args.workers == "auto" else int(args.workers)


def _workers(value: str) -> str:
    """The value of ``-n``: a number of worker processes, or ``auto`` (one per CPU)."""
    if value == "auto" or (value.isdigit() and int(value) >= 0):
        return value
    raise argparse.ArgumentTypeError(f"expected a number of workers or 'auto', got {value!r}")


def _card(asked: str | None) -> str | None:
    """The name of the card ``--card`` asks for, as the catalog spells it; a usage error (with
    close names) when no card of that name has a battery."""
    if asked is None:
        return None
    from facedown.batteries import UnknownCardError, find_battery
    from facedown.engines._pool import load_pool

    try:
        return find_battery(asked).card
    except UnknownCardError:
        pass
    try:
        find_battery(asked, tuple(load_pool()))
    except UnknownCardError as exc:
        raise UsageError(f"--card: {exc}") from None
    raise AssertionError("unreachable: the battery was not found a moment ago")


def _check_parallel(args: argparse.Namespace) -> None:
    """A usage error when ``-n`` cannot be honoured."""
    if not _parallel(args) or _forking(args):
        return
    if importlib.util.find_spec("xdist") is None:
        raise UsageError("-n needs pytest-xdist (pip install pytest-xdist)")


def _wire_options(args: argparse.Namespace) -> WireOptions:
    return WireOptions(
        timeout_request=args.engine_timeout,
        timeout_start=args.engine_start_timeout,
        max_restarts=args.engine_restarts,
        validate=args.validate_wire,
    )


def _start_engine(args: argparse.Namespace) -> LoadedEngine:
    if args.engine is not None and args.engine_cmd is not None:
        raise UsageError("give --engine or --engine-cmd, not both")
    try:
        if args.engine_cmd is not None:
            return start_engine_command(args.engine_cmd, _wire_options(args))
        return start_engine(args.engine or DEFAULT_ENGINE)
    except EngineHandshakeError:
        raise  # not a usage error: the run goes on, every scenario reports it
    except EngineLoadError as exc:
        raise UsageError(str(exc)) from None


def _load_expectations(path: Path | None) -> ExpectationSet | None:
    if path is None:
        return None
    try:
        return load_expectations(path)
    except ExpectationsError as exc:
        raise UsageError(str(exc)) from None


def _edition(asked: str | None) -> str:
    """The CR edition to label atoms with: ``--edition`` (checked) or the catalog's default."""
    try:
        return check_edition(asked) if asked is not None else DEFAULT_EDITION
    except UnknownEditionError as exc:
        raise UsageError(str(exc)) from None


def _code_coverage(args: argparse.Namespace, data_dir: Path | None) -> EngineCoverage | None:
    """An :class:`facedown.codecov.EngineCoverage` for ``--code-coverage`` (``None`` without it),
    started; with ``-n``, not started: the workers measure, into ``data_dir``. A usage error when
    the engine cannot be measured."""
    if not args.code_coverage:
        return None
    from facedown.codecov import CodeCoverageError, EngineCoverage, check_measurable

    try:
        check_measurable(args.engine, args.engine_cmd)
        measurer = EngineCoverage(data_dir=data_dir)
    except CodeCoverageError as exc:
        raise UsageError(str(exc)) from None
    if data_dir is None:
        measurer.start()
    return measurer


def _coverage_section(
    measurer: EngineCoverage | None, record: RunRecord, atoms: Sequence[AtomRef]
) -> dict[str, Any] | None:
    """The report's ``code_coverage`` section (``None`` when nothing was measured); a warning joins
    the run's problems when the engine was imported before measuring started."""
    if measurer is None:
        return None
    section = measurer.section(record.scenarios, atoms, run_seconds=record.duration)
    if section["imported_before"]:
        record.problems.append(
            Problem(
                where="--code-coverage",
                message=f"{section['package']} was imported before measuring started: lines run "
                "on import count as unreached",
                level=ProblemLevel.WARNING,
            )
        )
    return section


def _engine_run(
    args: argparse.Namespace, engine: LoadedEngine | None, worker_restarts: int | None
) -> EngineRun:
    """How the engine was driven, for the report (with ``-n``: the engine processes of the
    workers restarted ``worker_restarts`` times in all)."""
    from facedown.wire.client import ProcessAdapter

    wire = args.engine_cmd is not None
    settings: dict[str, Any] = {
        "scenario_timeout": args.scenario_timeout,
        "request_timeout": args.engine_timeout if wire else None,
        "start_timeout": args.engine_start_timeout if wire else None,
        "max_restarts": args.engine_restarts if wire else None,
        "validate": bool(args.validate_wire) if wire else None,
        "edition": args.edition,
        "require_coverage": bool(args.require_coverage),
        "code_coverage": bool(args.code_coverage),
        "twin": not args.no_twin,
    }
    if engine is not None and isinstance(engine.adapter, ProcessAdapter):
        restarts = engine.adapter.restarts if worker_restarts is None else worker_restarts
        return EngineRun(engine.adapter.engine_protocol, restarts, settings)
    return EngineRun(settings=settings)


def _outputs_asked(args: argparse.Namespace) -> int:
    """How many files besides the report the options ask for."""
    asked = (args.junit, args.markdown, args.badge, args.write_expectations)
    return sum(1 for path in asked if path is not None)


def _write_outputs(args: argparse.Namespace, report: dict[str, Any]) -> list[Path]:
    """Write the CI outputs asked for; return the paths written (a file that cannot be written
    is told in one line on standard error, and the others are still written)."""
    from facedown.outputs import badge, junit_xml, markdown_summary, write_text

    makers: list[tuple[Path | None, Callable[[], str]]] = [
        (args.junit, lambda: junit_xml(report)),
        (args.markdown, lambda: markdown_summary(report)),
        (args.badge, lambda: json.dumps(badge(report), indent=2) + "\n"),
    ]
    written: list[Path] = []
    for path, make in makers:
        if path is None:
            continue
        if _write_file(path, make, write_text):
            written.append(path)
    return written


def _write_file(path: Path, make: Callable[[], str], write: Callable[[Path, str], None]) -> bool:
    """Write ``make()`` to ``path`` with ``write`` (atomic); on failure say in one line on standard
    error why, and what is left at ``path``. Return whether the file was written."""
    existed = path.exists()
    try:
        write(path, make())
    except OSError as exc:
        print(f"facedown: {describe_write_error(path, exc, existed)}", file=sys.stderr)
        return False
    return True


def _write_expectations(
    path: Path,
    record: RunRecord,
    judgement: Judgement,
    report: dict[str, Any],
    previous: ExpectationSet | None,
) -> Path | None:
    from facedown.expectations import expectations_from_run, render_expectations

    engine = report["engine"]
    selection = f" selected with -k {record.selection.keyword!r}" if record.selection.keyword else ""
    entries = expectations_from_run(
        record.scenarios, judgement, previous, not_run=record.selection.deselected_names
    )
    kept = len(entries.kept)
    header = [
        f"facedown expectations for {engine['name']} {engine['version']}",
        f"Written by facedown certify {facedown.__version__} on {report['generated_at']} from a run of "
        f"{len(record.scenarios)} scenarios{selection}.",
        *(
            [f"The {kept} entries for what this run did not run are kept from {previous.path}."]
            if kept and previous is not None
            else []
        ),
        "Each [[expect]] entry is a known non-pass (docs/ci.md). A run fails if an entry's scenario",
        "or atom passes (xpass): delete the entry then.",
    ]
    text = render_expectations(entries.entries, header)
    return path if _write_file(path, lambda: text, write_text_atomic) else None


@contextlib.contextmanager
def _signals_interrupt() -> Iterator[list[str]]:
    """While the engine starts and the suite runs, SIGTERM stops them the way Ctrl-C (SIGINT) does: a
    :class:`KeyboardInterrupt` ends the scenario in progress (an engine process it was waiting for
    is killed), pytest ends the session and closes the engine, and the partial report is written
    (see :func:`_finish_interrupted`). Yields a list that names the signal that stopped the run,
    once one has (empty for Ctrl-C, which Python raises by itself)."""
    stopped_by: list[str] = []
    if threading.current_thread() is not threading.main_thread():
        yield stopped_by
        return

    def on_term(signum: int, frame: FrameType | None) -> None:
        stopped_by.append(signal.Signals(signum).name)
        raise KeyboardInterrupt(f"stopped by {signal.Signals(signum).name}")

    previous = signal.signal(signal.SIGTERM, on_term)
    try:
        yield stopped_by
    finally:
        signal.signal(signal.SIGTERM, previous)


def _write_report(report: dict[str, Any], directory: Path) -> Path | None:
    """Write the report (:func:`facedown.report.write_report`); on failure say so in one line and
    return ``None``."""
    from facedown.report import report_path, write_report

    path = report_path(report, directory)
    existed = path.exists()
    try:
        return write_report(report, directory)
    except OSError as exc:
        print(f"facedown: {describe_write_error(path, exc, existed)}", file=sys.stderr)
        return None


def _finish_interrupted(
    out: Output, args: argparse.Namespace, record: RunRecord, report: dict[str, Any], stopped_by: str
) -> int:
    """End a run that a signal stopped: write the partial report as ``report.interrupted.json``
    beside (never over) ``report.json``, write none of the other outputs (a partial run must not
    replace them), and say so."""
    from facedown.report import REPORT_NAME

    path = _write_report(report, args.out)
    print_summary(out, record.selection.keyword, report, path)
    ran = len(record.scenarios)
    print(
        f"facedown: interrupted by {stopped_by} after {ran} of {ran + record.unreached} scenarios; "
        f"{_display_path(args.out / REPORT_NAME)} and the other outputs are left as they were",
        file=sys.stderr,
    )
    return EXIT_FAILED


def _engine_exit_problems(engine: LoadedEngine | None) -> list[Problem]:
    """A warning when the engine process, told ``bye``, ended with a non-zero exit status (or had
    to be killed)."""
    from facedown.wire.client import ProcessAdapter

    if engine is None or not isinstance(engine.adapter, ProcessAdapter):
        return []
    problem = engine.adapter.exit_problem
    if problem is None:
        return []
    return [Problem(where="engine process", message=problem, level=ProblemLevel.WARNING)]


def certify(args: argparse.Namespace) -> int:
    """Run ``facedown certify``; return the exit status."""
    import pytest

    from facedown.plugin import FacedownRun
    from facedown.report import build_report, judge_run

    out = Output(quiet=args.quiet, verbose=args.verbose)
    if os.getcwd() not in sys.path:
        sys.path.insert(0, os.getcwd())  # let --engine name a module of the current project
    features: Path | None = args.features.resolve() if args.features is not None else None
    if features is not None and not features.is_dir():
        raise UsageError(f"features directory {str(args.features)!r} does not exist")
    module = _scenario_module(args.scenario_module)
    edition = _edition(args.edition)
    try:
        atoms = catalog_atoms()
    except CatalogUnavailableError as exc:
        raise UsageError(str(exc)) from None
    expectations = _load_expectations(args.expectations)
    args.card = _card(args.card)
    _check_parallel(args)
    coverage_dir = (
        Path(tempfile.mkdtemp(prefix="facedown-coverage-"))
        if args.code_coverage and _parallel(args)
        else None
    )
    measurer = _code_coverage(args, coverage_dir)
    try:
        with _signals_interrupt() as stopped_by:  # SIGTERM stops the command as Ctrl-C does
            engine_failure: str | None = None
            try:
                engine: LoadedEngine | None = _start_engine(args)
            except EngineHandshakeError as exc:
                engine, engine_failure = None, str(exc)
            if engine is not None and _parallel(args) and not _forking(args):
                # each xdist worker starts its own engine; this one only told what the engine is
                close = getattr(engine.adapter, "close", None)
                if callable(close):
                    close()
            with out.progress() as (on_start, on_result):
                run = FacedownRun(
                    engine=engine,
                    engine_command=args.engine_cmd,
                    engine_failure=engine_failure,
                    on_start=on_start,
                    on_result=on_result,
                )
                run.coverage_dir = coverage_dir
                plugins: list[object] = [run] if measurer is None or coverage_dir else [run, measurer]
                if _forking(args):
                    from facedown.forking import ForkedWorkers

                    plugins.append(ForkedWorkers(run, _worker_count(args)))
                code = pytest.main(_pytest_args(args, module, features), plugins=plugins)
        if measurer is not None and coverage_dir is not None:
            measurer.combine(coverage_dir)
        record = run.record()
        usage_error = code == pytest.ExitCode.USAGE_ERROR
        section = _coverage_section(measurer, record, atoms) if not usage_error else None
    finally:
        if measurer is not None:
            measurer.stop()
        if coverage_dir is not None:
            shutil.rmtree(coverage_dir, ignore_errors=True)
    if usage_error:
        return EXIT_USAGE  # pytest has printed the reason
    interrupted = (stopped_by[0] if stopped_by else "SIGINT") if code == pytest.ExitCode.INTERRUPTED else None
    record.problems += _engine_exit_problems(engine)
    judgement = judge_run(record, atoms, expectations)
    report = build_report(
        record,
        engine=engine.info if engine is not None else None,
        atoms=atoms,
        expectations=expectations,
        judgement=judgement,
        engine_run=_engine_run(args, engine, run.worker_restarts),
        edition=edition,
        require_coverage=args.require_coverage,
        code_coverage=section,
        interrupted=interrupted is not None,
    )
    if interrupted is not None:
        return _finish_interrupted(out, args, record, report, interrupted)
    report_path = _write_report(report, args.out)
    written = _write_outputs(args, report)
    if args.write_expectations is not None:
        path = _write_expectations(args.write_expectations, record, judgement, report, expectations)
        if path is not None:
            written.append(path)
    print_summary(out, record.selection.keyword, report, report_path, written)
    if report_path is None or len(written) < _outputs_asked(args):
        return EXIT_FAILED  # a CI job must not go on without the files it asked for
    if engine_failure is not None:
        print(f"facedown: {engine_failure}; every scenario is reported error", file=sys.stderr)
        return EXIT_FAILED
    if code == pytest.ExitCode.INTERNAL_ERROR:
        print("facedown: internal error while running the suite (see above)", file=sys.stderr)
        return EXIT_FAILED
    if not record.scenarios and not record.problems:
        if args.card is not None and not args.keyword:
            print(f"facedown: the battery of {args.card} has no scenario", file=sys.stderr)
            return EXIT_FAILED
        if args.keyword:
            print(f"facedown: no scenario matches -k {args.keyword!r}", file=sys.stderr)
            return EXIT_USAGE
        print("facedown: no scenario found", file=sys.stderr)
        return EXIT_FAILED
    return EXIT_OK if report["summary"]["passed"] else EXIT_FAILED


# --------------------------------------------------------------------------- parser


def _add_certify_command(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "certify",
        help="run the suite against an engine and write a report",
        description=(
            "Run every feature against an engine, print a summary and write DIR/report.json. "
            "Exit status: 0 if no result was unexpected (no fail, error, crash or timeout that the "
            "expectations do not cover, no xpass, no problem), 1 otherwise, 2 on a usage error."
        ),
    )
    engine = parser.add_argument_group("engine")
    engine.add_argument(
        "--engine",
        metavar="MODULE:FACTORY",
        help=f"{ENGINE_HELP} (default: {DEFAULT_ENGINE})",
    )
    engine.add_argument(
        "--engine-cmd",
        metavar="CMD",
        help="command starting an engine process that speaks the wire protocol (docs/protocol.md)",
    )
    engine.add_argument(
        "--request-timeout",
        "--engine-timeout",
        dest="engine_timeout",
        type=positive_seconds,
        default=DEFAULT_WIRE_OPTIONS.timeout_request,
        metavar="SECONDS",
        help="--engine-cmd: seconds allowed for each request (default 10)",
    )
    engine.add_argument(
        "--engine-start-timeout",
        type=positive_seconds,
        default=DEFAULT_WIRE_OPTIONS.timeout_start,
        metavar="SECONDS",
        help="--engine-cmd: seconds allowed for the handshake after a (re)start (default 30)",
    )
    engine.add_argument(
        "--max-restarts",
        "--engine-restarts",
        dest="engine_restarts",
        type=restart_count,
        default=DEFAULT_WIRE_OPTIONS.max_restarts,
        metavar="N",
        help="--engine-cmd: how many times a failed engine process is replaced (default 3)",
    )
    engine.add_argument(
        "--validate",
        "--validate-wire",
        dest="validate_wire",
        action="store_true",
        help="--engine-cmd: check every message against the protocol's JSON Schemas",
    )
    parser.add_argument(
        "--out",
        type=Path,
        default=Path("certification"),
        metavar="DIR",
        help="directory for report.json (default: ./certification)",
    )
    parser.add_argument(
        "-k",
        dest="keyword",
        metavar="EXPR",
        help="only scenarios matching the pytest keyword expression EXPR "
        "(scenario IDs, atom IDs, needs:<capability>, feature paths and scenario names match)",
    )
    parser.add_argument(
        "--card",
        metavar="NAME",
        help="run only the battery of the card NAME (any letter case): the scenarios tagged with a card "
        "atom naming it",
    )
    parser.add_argument("-q", "--quiet", action="store_true", help="print a one-line summary only")
    parser.add_argument(
        "-n",
        "--workers",
        dest="workers",
        type=_workers,
        default=None,
        metavar="N",
        help="spread the scenarios over N worker processes, each with its own engine (with "
        "--engine-cmd: its own engine process), forked from this one once the scenarios are "
        "collected (where the system cannot fork, or with --code-coverage: pytest-xdist workers); "
        "'auto': one per CPU; 0 or 1: run in this process. The results and the report are those of "
        "a serial run",
    )
    parser.add_argument(
        "-v",
        "--verbose",
        action="store_true",
        help="print a line for each scenario as it finishes (status, key, time, message)",
    )
    atoms = parser.add_argument_group("atoms and coverage")
    atoms.add_argument(
        "--edition",
        metavar="E",
        help=f"label atoms with their rule numbers in CR edition E ({', '.join(EDITIONS)}; "
        f"default {DEFAULT_EDITION})",
    )
    atoms.add_argument(
        "--require-coverage",
        action="store_true",
        help="fail the run while an atom of the catalog has no scenario (one problem per atom)",
    )
    atoms.add_argument(
        "--code-coverage",
        action="store_true",
        help="measure the lines of the in-process reference engine each scenario and atom runs "
        "(report.json: code_coverage); about 2-3 times slower",
    )
    ci = parser.add_argument_group("expectations and CI outputs (docs/ci.md)")
    ci.add_argument(
        "--expectations",
        type=Path,
        metavar="FILE",
        help="TOML file of the engine's known non-passes: those are xfail, and one that passes (xpass) "
        "fails the run",
    )
    ci.add_argument(
        "--write-expectations",
        type=Path,
        metavar="FILE",
        help="write an expectation file listing every scenario of this run that did not pass",
    )
    ci.add_argument("--junit", type=Path, metavar="FILE", help="write a JUnit XML report")
    ci.add_argument(
        "--markdown",
        type=Path,
        metavar="FILE",
        help="write a Markdown summary (appended to when FILE is $GITHUB_STEP_SUMMARY)",
    )
    ci.add_argument("--badge", type=Path, metavar="FILE", help="write a shields.io endpoint badge (JSON)")
    parser.add_argument(
        "--features",
        type=Path,
        metavar="DIR",
        help="advanced: run the .feature files of DIR instead of the suite's",
    )
    parser.add_argument(
        "--scenario-timeout",
        type=seconds_or_zero,
        default=60.0,
        metavar="SECONDS",
        help="report a scenario that runs longer as a timeout (0: no limit; default 60)",
    )
    parser.add_argument(
        "--no-twin",
        action="store_true",
        help="skip the non-interference check of hidden information (quicker; docs/noninterference.md)",
    )
    parser.add_argument("--scenario-module", type=Path, help=argparse.SUPPRESS)
    parser.set_defaults(func=certify)


def serve(args: argparse.Namespace) -> int:
    """Run ``facedown serve``: answer the wire protocol on stdin/stdout until ``bye``."""
    from facedown.wire.protocol import ErrorKind
    from facedown.wire.server import RequestFailed, serve_stdio

    if os.getcwd() not in sys.path:
        sys.path.insert(0, os.getcwd())
    spec: str = args.engine

    def factory() -> Adapter:
        """Load the engine at the first ``hello``; a failure becomes that hello's error."""
        try:
            return load_factory(spec)()
        except EngineLoadError as exc:
            raise RequestFailed(ErrorKind.INTERNAL, f"cannot load engine {spec}: {exc}") from None

    return serve_stdio(factory)


def _add_serve_command(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "serve",
        help="serve an engine over the wire protocol on stdin/stdout",
        description=(
            "Serve an in-process adapter over the facedown wire protocol (docs/protocol.md) on standard "
            "input and output; standard output carries the protocol alone."
        ),
    )
    parser.add_argument(
        "--engine",
        default=DEFAULT_ENGINE,
        metavar="MODULE:FACTORY",
        help=f"{ENGINE_HELP} (default: {DEFAULT_ENGINE})",
    )
    parser.set_defaults(func=serve)


def _find_hook(module_name: str, function_name: str) -> Callable[[Any], None] | None:
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name is not None and module_name.startswith(exc.name):
            return None  # the module (or its package) is not there
        raise
    add = getattr(module, function_name, None)
    return add if callable(add) else None


def _add_plugin_commands(subparsers: Any) -> None:
    for places in SUBCOMMAND_HOOKS:
        for module_name, function_name in places:
            add = _find_hook(module_name, function_name)
            if add is not None:
                add(subparsers)
                break


def build_parser() -> argparse.ArgumentParser:
    """The ``facedown`` argument parser with every subcommand registered."""
    parser = argparse.ArgumentParser(
        prog="facedown",
        description="Conformance suite for the face-down rules of Magic: The Gathering.",
    )
    parser.add_argument("--version", action="version", version=f"facedown {facedown.__version__}")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    _add_certify_command(subparsers)
    _add_serve_command(subparsers)
    _add_plugin_commands(subparsers)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``facedown`` command; returns the exit status."""
    parser = build_parser()
    args = parser.parse_args(argv)
    func: Callable[[argparse.Namespace], int] = args.func
    try:
        return int(func(args))
    except UsageError as exc:
        print(f"facedown: {exc}", file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt:
        print("facedown: interrupted", file=sys.stderr)
        return EXIT_FAILED
    except BrokenPipeError:  # the reader of stdout went away (e.g. `| head`)
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return EXIT_FAILED
