"""The ``facedown`` command.

``facedown certify [--engine MODULE:FACTORY | --engine-cmd CMD] [--out DIR] [-k EXPR] [--quiet]``
runs every feature against an engine (in this process, through pytest and
:mod:`facedown.plugin`), prints a summary and writes ``DIR/report.json``. Exit status: 0 when
nothing failed or errored (``unsupported`` is not a failure), 1 otherwise, 2 on a usage error
(bad option, an engine that does not start).

``facedown serve [--engine MODULE:FACTORY]`` serves an in-process adapter over the wire
protocol on standard input and output, so ``--engine-cmd "facedown serve --engine X"``
certifies ``X`` through the protocol.

Other modules add subcommands: :mod:`facedown.catalog` registers ``facedown rules`` through
``add_rules_command(subparsers)`` when it provides one. A subcommand sets
``func(args) -> int`` with ``parser.set_defaults``.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import os
import sys
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any, TextIO

import facedown
from facedown.adapter import Adapter
from facedown.atomref import CatalogUnavailableError, catalog_atoms
from facedown.engine import (
    DEFAULT_ENGINE,
    DEFAULT_WIRE_OPTIONS,
    EngineLoadError,
    LoadedEngine,
    WireOptions,
    load_factory,
    start_engine,
    start_engine_command,
)
from facedown.results import RunRecord, ScenarioResult, Status

EXIT_OK = 0
EXIT_FAILED = 1
EXIT_USAGE = 2

#: Extra subcommands: each entry lists where the function that adds it may live, as
#: (module, function called with the subparsers object); the first one found is used.
SUBCOMMAND_HOOKS: tuple[tuple[tuple[str, str], ...], ...] = (
    (("facedown.catalog", "add_rules_command"), ("facedown.catalog.cli", "add_rules_command")),
)


class UsageError(Exception):
    """A problem with how facedown was called; the message is one line."""


# --------------------------------------------------------------------------- output


class Output:
    """Where the summary goes: rich on a terminal, plain text otherwise."""

    def __init__(self, *, quiet: bool, stream: TextIO | None = None) -> None:
        self.quiet = quiet
        self.stream = stream or sys.stdout
        self.rich = self.stream.isatty() and os.environ.get("TERM") != "dumb"
        self._console: Any = None
        if self.rich:
            from rich.console import Console

            self._console = Console(file=self.stream, highlight=False)

    def line(self, text: str = "", style: str | None = None) -> None:
        if self._console is not None:
            from rich.text import Text

            self._console.print(Text(text, style=style or ""))
        else:
            print(text, file=self.stream)

    @contextlib.contextmanager
    def progress(self) -> Iterator[tuple[Callable[[int], None], Callable[[ScenarioResult], None]]]:
        """Callbacks (start with a total, one finished scenario) that draw a progress bar on a
        terminal and do nothing otherwise."""
        if self._console is None or self.quiet:
            yield (lambda total: None), (lambda result: None)
            return
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

        progress = Progress(
            TextColumn("certifying"),
            BarColumn(),
            MofNCompleteColumn(),
            TimeElapsedColumn(),
            console=self._console,
            transient=True,
            auto_refresh=False,  # never draw from another thread while pytest captures output
        )
        task = progress.add_task("scenarios", total=None)

        def on_start(total: int) -> None:
            progress.update(task, total=total)
            progress.refresh()

        def on_result(result: ScenarioResult) -> None:
            progress.advance(task)
            progress.refresh()

        with progress:
            yield on_start, on_result


_STYLE = {
    Status.PASS: "green",
    Status.FAIL: "bold red",
    Status.ERROR: "bold magenta",
    Status.UNSUPPORTED: "yellow",
}


def _counts(results: Sequence[ScenarioResult]) -> Counter[Status]:
    return Counter(result.status for result in results)


def _verdict(record: RunRecord) -> tuple[bool, str]:
    counts = _counts(record.scenarios)
    bad = counts[Status.FAIL] + counts[Status.ERROR] + len(record.problems)
    if not record.scenarios and not record.problems:
        return False, "no scenario ran"
    if bad:
        parts = [f"{counts[s]} {s.value}" for s in (Status.FAIL, Status.ERROR) if counts[s]]
        if record.problems:
            parts.append(f"{len(record.problems)} problem{'s' if len(record.problems) != 1 else ''}")
        return False, ", ".join(parts)
    return True, f"{counts[Status.PASS]} pass, {counts[Status.UNSUPPORTED]} unsupported"


def print_summary(out: Output, record: RunRecord, report: dict[str, Any], report_path: Path | None) -> None:
    """The human summary of a run: counts per status, then each failing scenario on one line."""
    counts = _counts(record.scenarios)
    ok, verdict = _verdict(record)
    total = len(record.scenarios)
    count_line = f"{total} scenario{'s' if total != 1 else ''}: " + ", ".join(
        f"{counts[status]} {status.value}" for status in Status
    )
    where = f"report: {_display_path(report_path)}" if report_path is not None else "no report written"
    if out.quiet:
        out.line(
            f"facedown certify: {'PASSED' if ok else 'FAILED'} -- {count_line}; {where}",
            "green" if ok else "red",
        )
        return
    engine = report["engine"]
    named = engine["spec"] if engine["spec"] is not None else f"command {engine['command']!r}"
    out.line(
        f"facedown {facedown.__version__}: certifying {engine['name']} {engine['version']} "
        f"({named}), contract {engine['contract_version']}, CR {engine['cr_edition']}",
        "bold",
    )
    if record.selection.keyword:
        out.line(f"selected with -k {record.selection.keyword!r} ({record.selection.deselected} left out)")
    out.line(count_line)
    atoms = report["summary"]["atoms"]
    out.line(
        f"{atoms['total']} atoms: "
        + ", ".join(
            f"{atoms[k]} {k}"
            for k in ("pass", "fail", "error", "unsupported", "uncovered", "not_run")
            if atoms[k]
        )
    )
    unsupported = Counter(
        result.message for result in record.scenarios if result.status is Status.UNSUPPORTED
    )
    for message, n in unsupported.most_common(5):
        out.line(f"  {n} x {message}", _STYLE[Status.UNSUPPORTED])
    if len(unsupported) > 5:
        out.line(f"  ... and {len(unsupported) - 5} other reasons", _STYLE[Status.UNSUPPORTED])
    bad = [result for result in record.scenarios if result.status in (Status.FAIL, Status.ERROR)]
    if bad:
        out.line()
    for result in bad:
        out.line(f"{result.status.value.upper():5} {_failure_line(result)}", _STYLE[result.status])
    for problem in record.problems:
        out.line(f"PROBLEM {problem.where}: {problem.message}", "bold red")
    out.line()
    out.line(where)
    out.line(f"result: {'PASSED' if ok else 'FAILED'} ({verdict})", "bold green" if ok else "bold red")


def _failure_line(result: ScenarioResult) -> str:
    """``key (feature:line) Keyword "step": message`` -- the location is left out when the
    message starts with it already."""
    text = result.key
    if not result.message.startswith(result.feature):
        text += f" ({result.feature}:{result.line})"
    if result.step is not None:
        text += f' {result.step.keyword} "{result.step.text}"'
    return f"{text}: {result.message}"


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
    return pytest_args


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
    except EngineLoadError as exc:
        raise UsageError(str(exc)) from None


def certify(args: argparse.Namespace) -> int:
    """Run ``facedown certify``; return the exit status."""
    import pytest

    from facedown.plugin import FacedownRun
    from facedown.report import build_report, write_report

    out = Output(quiet=args.quiet)
    if os.getcwd() not in sys.path:
        sys.path.insert(0, os.getcwd())  # let --engine name a module of the current project
    features: Path | None = args.features.resolve() if args.features is not None else None
    if features is not None and not features.is_dir():
        raise UsageError(f"features directory {str(args.features)!r} does not exist")
    module = _scenario_module(args.scenario_module)
    try:
        atoms = catalog_atoms()
    except CatalogUnavailableError as exc:
        raise UsageError(str(exc)) from None
    engine = _start_engine(args)

    with out.progress() as (on_start, on_result):
        run = FacedownRun(engine=engine, on_start=on_start, on_result=on_result)
        code = pytest.main(_pytest_args(args, module, features), plugins=[run])
    if code == pytest.ExitCode.USAGE_ERROR:
        return EXIT_USAGE  # pytest has printed the reason
    record = run.record()
    report = build_report(record, engine=engine.info, atoms=atoms)
    report_path = write_report(report, args.out)
    print_summary(out, record, report, report_path)
    if code == pytest.ExitCode.INTERRUPTED:
        print("facedown: the run was interrupted; the report is partial", file=sys.stderr)
        return EXIT_FAILED
    if code == pytest.ExitCode.INTERNAL_ERROR:
        print("facedown: internal error while running the suite (see above)", file=sys.stderr)
        return EXIT_FAILED
    if not record.scenarios and not record.problems:
        if args.keyword:
            print(f"facedown: no scenario matches -k {args.keyword!r}", file=sys.stderr)
            return EXIT_USAGE
        print("facedown: no scenario found", file=sys.stderr)
        return EXIT_FAILED
    ok, _ = _verdict(record)
    return EXIT_OK if ok else EXIT_FAILED


# --------------------------------------------------------------------------- parser


def _add_certify_command(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "certify",
        help="run the suite against an engine and write a report",
        description=(
            "Run every feature against an engine, print a summary and write DIR/report.json. "
            "Exit status: 0 if no scenario failed or errored, 1 otherwise, 2 on a usage error."
        ),
    )
    engine = parser.add_argument_group("engine")
    engine.add_argument(
        "--engine",
        metavar="MODULE:FACTORY",
        help=f"callable returning a facedown adapter (default: {DEFAULT_ENGINE})",
    )
    engine.add_argument(
        "--engine-cmd",
        metavar="CMD",
        help="command starting an engine process that speaks the wire protocol (docs/protocol.md)",
    )
    engine.add_argument(
        "--engine-timeout",
        type=float,
        default=DEFAULT_WIRE_OPTIONS.timeout_request,
        metavar="SECONDS",
        help="--engine-cmd: seconds allowed for each request (default 10)",
    )
    engine.add_argument(
        "--engine-start-timeout",
        type=float,
        default=DEFAULT_WIRE_OPTIONS.timeout_start,
        metavar="SECONDS",
        help="--engine-cmd: seconds allowed for the handshake after a (re)start (default 30)",
    )
    engine.add_argument(
        "--engine-restarts",
        type=int,
        default=DEFAULT_WIRE_OPTIONS.max_restarts,
        metavar="N",
        help="--engine-cmd: how many times a failed engine process is replaced (default 3)",
    )
    engine.add_argument(
        "--validate-wire",
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
    parser.add_argument("-q", "--quiet", action="store_true", help="print a one-line summary only")
    parser.add_argument(
        "--features",
        type=Path,
        metavar="DIR",
        help="advanced: run the .feature files of DIR instead of the suite's",
    )
    parser.add_argument(
        "--scenario-timeout",
        type=float,
        default=60.0,
        metavar="SECONDS",
        help="report a scenario that runs longer as an error (0: no limit; default 60)",
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
        help=f"callable returning a facedown adapter (default: {DEFAULT_ENGINE})",
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
