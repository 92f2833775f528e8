"""``python -m tools.mutation``: the mutation score of the reference engine's face-down code.

Usage::

    python -m tools.mutation [--paths GLOB ...] [--jobs N] [--limit N] [--only N ...]
                             [--timeout S] [--json FILE] [--from-head] [--keep] [--list] [--verbose]

Makes the mutants of the files ``--paths`` names (default: reference_engine/face_down.py,
reference_engine/face_down_values.py, reference_engine/visibility.py,
reference_engine/special_actions.py, reference_engine/keywords/*.py), runs the suite's
features against each in a private copy of the repository (``pytest steps -x``, see
:mod:`tools.mutation.runner`), then prints the score -- killed / total, timeouts shown apart
and not counted as killed -- and every surviving mutant as ``file:line  original -> mutant``.

Exit status: 0 when the run completed (whatever the score), 1 when it could not (a path
matching nothing, a suite that does not run on the unmutated tree), 130 on an interrupt.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import sys
import time
from collections import Counter
from pathlib import Path
from types import FrameType

from tools.mutation import runner
from tools.mutation.operators import Mutant, generate
from tools.mutation.runner import DEFAULT_PATHS, REPO, Baseline, MutationError, Result


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m tools.mutation",
        description="Mutation score of the reference engine's face-down code (the features are the tests).",
    )
    parser.add_argument(
        "--paths",
        nargs="+",
        metavar="GLOB",
        help=f"files to mutate, relative to the repository root (default: {' '.join(DEFAULT_PATHS)})",
    )
    parser.add_argument("--jobs", type=int, default=2, metavar="N", help="mutants run at once (default 2)")
    parser.add_argument("--limit", type=int, metavar="N", help="run only the first N mutants")
    parser.add_argument("--only", type=int, nargs="+", metavar="N", help="run only the mutants numbered N")
    parser.add_argument(
        "--timeout",
        type=float,
        metavar="S",
        help="seconds one mutant's run may take (default: 5 x the baseline run, at least 60)",
    )
    parser.add_argument("--json", type=Path, metavar="FILE", help="also write every mutant's result to FILE")
    parser.add_argument(
        "--from-head", action="store_true", help="mutate the committed tree (git HEAD), not the working tree"
    )
    parser.add_argument(
        "--keep", action="store_true", help="keep the temporary copies (their path is printed)"
    )
    parser.add_argument("--workdir", type=Path, metavar="DIR", help="where to make the temporary copies")
    parser.add_argument("--nice", type=int, default=10, metavar="N", help="niceness of the runs (default 10)")
    parser.add_argument("--list", action="store_true", help="list the mutants and exit, running nothing")
    parser.add_argument("--verbose", "-v", action="store_true", help="print every mutant's verdict")
    return parser


def _clock(seconds: float) -> str:
    minutes, secs = divmod(round(seconds), 60)
    return f"{minutes}m{secs:02d}s" if minutes else f"{secs}s"


def _line(result: Result) -> str:
    m = result.mutant
    return f"  #{m.number:<4} {m.where:<42} [{m.operator}] {m.describe()}"


def _select(mutants: list[Mutant], args: argparse.Namespace) -> list[Mutant]:
    if args.only:
        wanted = set(args.only)
        unknown = sorted(wanted - {m.number for m in mutants})
        if unknown:
            raise MutationError(
                f"no mutant numbered {', '.join(map(str, unknown))} (there are {len(mutants)})"
            )
        mutants = [m for m in mutants if m.number in wanted]
    if args.limit is not None:
        mutants = mutants[: max(0, args.limit)]
    return mutants


def _summary(results: list[Result], baseline: Baseline, seconds: float, jobs: int, paths: list[str]) -> str:
    counts = Counter(r.verdict for r in results)
    total = len(results)
    killed = counts["killed"]
    score = 100.0 * killed / total if total else 0.0
    lines = [
        "",
        f"mutation score: killed {killed} / {total} = {score:.1f}%"
        f"  (survived {counts['survived']}, timeouts {counts['timeout']} not counted as killed,"
        f" errors {counts['error']})",
        f"time: {_clock(seconds)} with {jobs} job(s) (baseline run {baseline.seconds:.1f}s)",
    ]
    for path in paths:
        mine = [r for r in results if r.mutant.path == path]
        if mine:
            k = sum(r.verdict == "killed" for r in mine)
            lines.append(f"  {path}: {k} / {len(mine)} killed")
    if baseline.failing:
        lines.append(f"left out of every run ({len(baseline.failing)} failing on the unmutated tree):")
        lines.extend(f"  {t}" for t in baseline.failing)
    for verdict, title in (("survived", "surviving mutants"), ("timeout", "timeouts"), ("error", "errors")):
        chosen = [r for r in results if r.verdict == verdict]
        if chosen:
            lines.append(f"{title} ({len(chosen)}):")
            lines.extend(_line(r) for r in chosen)
    return "\n".join(lines)


def _write_json(path: Path, results: list[Result], baseline: Baseline, seconds: float, jobs: int) -> None:
    data = {
        "seconds": round(seconds, 1),
        "jobs": jobs,
        "baseline": {"seconds": round(baseline.seconds, 1), "left_out": baseline.failing},
        "counts": dict(Counter(r.verdict for r in results)),
        "mutants": [
            {
                "number": r.mutant.number,
                "path": r.mutant.path,
                "line": r.mutant.line,
                "operator": r.mutant.operator,
                "original": r.mutant.original,
                "mutant": r.mutant.mutated,
                "verdict": r.verdict,
                "status": r.status,
                "killer": r.killer,
                "seconds": round(r.seconds, 2),
            }
            for r in results
        ],
    }
    path.write_text(json.dumps(data, indent=1) + "\n", "utf-8")


def run(args: argparse.Namespace) -> int:
    """Carry out one invocation; returns the exit status."""
    patterns = args.paths or list(DEFAULT_PATHS)
    if args.list:
        paths = runner.resolve_paths(REPO, patterns)
        for m in _select(generate(REPO, paths), args):
            print(f"#{m.number:<4} {m.where:<42} [{m.operator}] {m.describe()}")
        return 0
    if args.jobs < 1:
        raise MutationError("--jobs must be at least 1")
    if not args.from_head:
        runner.resolve_paths(REPO, patterns)  # fail before copying the tree
    if args.nice:
        os.nice(args.nice)
    started = time.monotonic()
    with runner.workspace(REPO, args.keep, args.workdir) as ws:
        if args.keep:
            print(f"copies in {ws.dir}")
        ws.snapshot(args.from_head)
        paths = runner.resolve_paths(ws.base, patterns)
        mutants = _select(generate(ws.base, paths), args)
        print(f"{len(mutants)} mutants of {', '.join(paths)}", flush=True)
        if not mutants:
            return 0
        baseline = runner.run_baseline(ws, sorted({m.path for m in mutants}))
        timeout = args.timeout or max(60.0, 5 * baseline.seconds)
        left_out = f", {len(baseline.failing)} failing scenario(s) left out" if baseline.failing else ""
        tests = len(baseline.tests)
        print(
            f"baseline: {tests} tests in {baseline.seconds:.1f}s{left_out}; timeout {timeout:.0f}s",
            flush=True,
        )
        done = Counter[str]()

        def on_result(result: Result) -> None:
            done[result.verdict] += 1
            n = sum(done.values())
            if args.verbose or result.verdict != "killed":
                print(f"{result.verdict:<8}{_line(result)}", flush=True)
            if n % 25 == 0 or n == len(mutants):
                elapsed = time.monotonic() - started
                print(
                    f"[{n}/{len(mutants)}] {_clock(elapsed)}: "
                    + ", ".join(f"{v} {c}" for v, c in sorted(done.items())),
                    flush=True,
                )

        results = runner.run_mutants(ws, mutants, baseline, args.jobs, timeout, on_result)
        seconds = time.monotonic() - started
        print(_summary(results, baseline, seconds, args.jobs, paths))
        if args.json:
            _write_json(args.json, results, baseline, seconds, args.jobs)
    return 0


def _interrupt(signum: int, frame: FrameType | None) -> None:
    raise KeyboardInterrupt


def main(argv: list[str] | None = None) -> int:
    """Entry point: one-line errors, never a traceback."""
    args = _parser().parse_args(argv)
    signal.signal(signal.SIGINT, signal.default_int_handler)
    signal.signal(signal.SIGTERM, _interrupt)  # stop the runs (each in its own session) on a kill too
    try:
        return run(args)
    except MutationError as exc:
        print(f"python -m tools.mutation: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("python -m tools.mutation: interrupted", file=sys.stderr)
        return 130
    except OSError as exc:
        print(f"python -m tools.mutation: {exc}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    raise SystemExit(main())
