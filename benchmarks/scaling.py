"""How certification and collection grow as scenarios are added.

The suite's features are copied 1x, 2x and 4x into a temporary directory (scenario ids of the later
copies rewritten, ``@id:x`` -> ``@id:x-copy2``, so they stay unique) and, for each size:

* ``pytest --collect-only -q steps/test_features.py --features DIR`` with the plugins
  ``facedown certify`` loads (:data:`COLLECT`): start-up and collection;
* ``facedown certify --features DIR``: the whole certification, in-process, serially;
* ``facedown certify --features DIR -n W``: the same over W workers (``--workers``), forked after
  collection (``facedown.forking``);
* with ``--protocol``, ``facedown certify --engine-cmd "python -m facedown serve"`` too.

Each figure is wall and CPU time (user + system of the command and its children), the median of
``--repeat`` runs. *Run* is certification minus collection (what the scenarios themselves cost).
Growth is each figure divided by the 1x figure (linear growth gives 2.0 and 4.0), and the cost of an
added scenario is the slope between the smallest and the largest size.

    python -m benchmarks.scaling [--copies 1 2 4] [--workers 2] [--repeat 1] [--protocol]
                                 [--bytecode-cache] [--no-parse-cache] [--record FILE] [--repo DIR]
    python -m benchmarks.scaling --markdown FILE     # the Markdown table of a recorded run
    python -m benchmarks.scaling --update-doc FILE --markdown RECORD   # put it in a document

``--record`` writes the figures, the command and the machine to a JSON file; the runs
docs/benchmarks.md shows are kept in ``benchmarks/results/`` and shown between the markers
``<!-- scaling:begin NAME -->`` and ``<!-- scaling:end NAME -->`` (written by ``--update-doc``;
a test checks that the document and each record agree). ``--repo DIR`` measures another checkout
of facedown (its own code and features) with this interpreter, e.g. to compare with an earlier
commit; an older checkout whose ``facedown certify`` has no ``-n`` is measured with
``--workers 0``. ``--bytecode-cache`` lets the commands keep Python's bytecode cache even where
``PYTHONDONTWRITEBYTECODE`` is set (as in some containers): without a cache every run compiles, and
assertion-rewrites, every module of the suite again; the record's machine line says which it was.
The commands keep their parsed feature files, catalog and card pool (``facedown.parsecache``) in a
temporary cache directory that an untimed collection fills at each size, as a second run on the same
files finds them; ``--no-parse-cache`` makes every run parse them all (a first run, or CI without a
cache); the machine line says which.
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import re
import shlex
import shutil
import sys
import tempfile
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from benchmarks.common import PYTHON, REPO, Figure, Timing, machine, print_figures, run_timed, write_doc_block
from benchmarks.common import doc_block as common_doc_block
from benchmarks.common import duplicate_features as duplicate
from facedown.parsecache import CACHE_ENV

__all__ = ["Measurement", "main", "markdown", "measure", "update_doc"]

#: Where the recorded runs docs/benchmarks.md shows are kept.
RESULTS = REPO / "benchmarks" / "results"


@dataclass(frozen=True, slots=True)
class Measurement:
    """One command at one size: wall and CPU seconds (medians), and the scenarios it ran."""

    copies: int
    files: int
    what: str  # "collection", "serial", "workers", "protocol"
    wall: float
    cpu: float
    scenarios: int


def _scenarios(out: Path) -> int:
    report: dict[str, Any] = json.loads((out / "report.json").read_text(encoding="utf-8"))
    if not report["summary"]["passed"]:
        raise RuntimeError(f"certification did not pass: {report['summary']}")
    return len(report["scenarios"])


def _certify(
    repo: Path, features: Path, extra: Sequence[str], repeat: int, env: dict[str, str]
) -> tuple[Timing, int]:
    out = Path(tempfile.mkdtemp(prefix="facedown-bench-out-"))
    try:
        command = [PYTHON, "-m", "facedown", "certify", "-q", "--out", str(out), "--features", str(features)]
        timing = run_timed([*command, *extra], repeat=repeat, cwd=repo, env=env)
        if not (out / "report.json").exists():
            raise RuntimeError(f"facedown certify wrote no report: {timing.output.strip()[-800:]}")
        return timing, _scenarios(out)
    finally:
        shutil.rmtree(out, ignore_errors=True)


#: Collection as facedown certify does it: its plugin, without the plugins it leaves out.
COLLECT = (
    "-m",
    "pytest",
    "--collect-only",
    "-q",
    "steps/test_features.py",
    *("-p", "facedown.plugin", "-p", "no:cacheprovider", "-p", "no:hypothesispytest"),
    *("-p", "no:logging", "-p", "no:warnings"),
)


def _collect(repo: Path, features: Path, repeat: int, env: dict[str, str]) -> tuple[Timing, int]:
    command = [PYTHON, *COLLECT]
    timing = run_timed([*command, "--features", str(features)], repeat=repeat, cwd=repo, env=env)
    found = re.search(r"(\d+) tests? collected", timing.output)
    if timing.returncode != 0 or found is None:
        raise RuntimeError(f"collection failed: {timing.output.strip()[-800:]}")
    return timing, int(found.group(1))


def measure(
    copies: Sequence[int] = (1, 2, 4),
    *,
    workers: int = 2,
    repeat: int = 1,
    protocol: bool = False,
    repo: Path = REPO,
    bytecode_cache: bool = False,
    parse_cache: bool = True,
) -> list[Measurement]:
    """Collect and certify the features of ``repo`` duplicated ``copies`` times (see the module
    documentation); every measurement, smallest size first. With ``bytecode_cache``, the commands
    may write and reuse Python's bytecode cache whatever ``PYTHONDONTWRITEBYTECODE`` says here
    (one collection, not timed, fills it first); otherwise they inherit this process's setting.
    With ``parse_cache``, the commands keep their parsed feature files, catalog and pool in a
    cache directory of their own (:mod:`facedown.parsecache`), which one collection at each size,
    not timed, fills first; without it they parse everything on every run."""
    found: list[Measurement] = []
    source = repo / "features"
    cache = Path(tempfile.mkdtemp(prefix="facedown-bench-cache-"))
    env = {"PYTHONDONTWRITEBYTECODE": ""} if bytecode_cache else {}
    env[CACHE_ENV] = str(cache) if parse_cache else ""
    if bytecode_cache:
        _collect(repo, source, 1, env)
    for n in copies:
        root = Path(tempfile.mkdtemp(prefix=f"facedown-bench-{n}x-"))
        try:
            files = duplicate(source, root, n)
            if parse_cache:
                _collect(repo, root, 1, env)
            runs: list[tuple[str, Sequence[str]]] = [("serial", ())]
            if workers > 1:
                runs.append(("workers", ("-n", str(workers))))
            if protocol:
                runs.append(("protocol", ("--engine-cmd", f"{shlex.quote(PYTHON)} -m facedown serve")))
            timing, count = _collect(repo, root, repeat, env)
            found.append(Measurement(n, files, "collection", timing.wall, timing.cpu, count))
            for what, extra in runs:
                timing, count = _certify(repo, root, extra, repeat, env)
                found.append(Measurement(n, files, what, timing.wall, timing.cpu, count))
        finally:
            shutil.rmtree(root, ignore_errors=True)
    shutil.rmtree(cache, ignore_errors=True)
    return found


# --------------------------------------------------------------------------- figures


def _label(what: str, workers: int) -> str:
    return {
        "collection": "collection (pytest --collect-only)",
        "serial": "facedown certify (serial)",
        "workers": f"facedown certify -n {workers}",
        "protocol": "facedown certify --engine-cmd (serial)",
    }[what]


def figures(measurements: Sequence[Measurement], workers: int) -> list[Figure]:
    """The measurements as printable figures, with each one's growth over the smallest size, the
    run (certification minus collection) and the cost of an added scenario."""
    out: list[Figure] = []
    by = {(m.copies, m.what): m for m in measurements}
    sizes = sorted({m.copies for m in measurements})
    kinds = list(dict.fromkeys(m.what for m in measurements))
    for n in sizes:
        for what in kinds:
            m = by.get((n, what))
            if m is None:
                continue
            label = f"{_label(what, workers)}, {n}x ({m.scenarios} scenarios)"
            out.append(Figure(f"{label}: wall", m.wall, "s"))
            out.append(Figure(f"{label}: CPU", m.cpu, "s"))
            collection = by.get((n, "collection"))
            if what != "collection" and collection is not None:
                out.append(Figure(f"{label}: run (minus collection), wall", m.wall - collection.wall, "s"))
    first, last = sizes[0], sizes[-1]
    for what in kinds:
        a, b = by.get((first, what)), by.get((last, what))
        if a is None or b is None or last == first:
            continue
        added = b.scenarios - a.scenarios
        out.append(Figure(f"{_label(what, workers)}: growth {last}x / {first}x, wall", b.wall / a.wall, "x"))
        out.append(Figure(f"{_label(what, workers)}: growth {last}x / {first}x, CPU", b.cpu / a.cpu, "x"))
        if added > 0:
            out.append(
                Figure(
                    f"{_label(what, workers)}: per added scenario, wall",
                    1000 * (b.wall - a.wall) / added,
                    "ms",
                )
            )
            out.append(
                Figure(
                    f"{_label(what, workers)}: per added scenario, CPU", 1000 * (b.cpu - a.cpu) / added, "ms"
                )
            )
    return out


def _number(value: float) -> str:
    return Figure("", value, "").formatted()


def markdown(record: dict[str, Any]) -> str:
    """The Markdown shown in docs/benchmarks.md for a recorded run: the command, the machine, a
    table of wall / CPU seconds per size and command, and the growth."""
    workers = int(record["workers"])
    measurements = [Measurement(**m) for m in record["measurements"]]
    by = {(m.copies, m.what): m for m in measurements}
    sizes = sorted({m.copies for m in measurements})
    kinds = list(dict.fromkeys(m.what for m in measurements))
    lines = [
        f"Recorded {record['date']} with `{record['command']}`",
        f"on {record['machine']}.",
        "",
        "| features | scenarios | " + " | ".join(f"{_label(k, workers)}, wall / CPU" for k in kinds) + " |",
        "| --- | ---: | " + " | ".join("---:" for _ in kinds) + " |",
    ]
    for n in sizes:
        row = [
            f"{n}x ({by[(n, kinds[0])].files} files)",
            f"{max(by[(n, k)].scenarios for k in kinds if (n, k) in by):,}",
        ]
        for what in kinds:
            m = by.get((n, what))
            row.append(f"{_number(m.wall)} s / {_number(m.cpu)} s" if m is not None else "")
        lines.append("| " + " | ".join(row) + " |")
    first, last = sizes[0], sizes[-1]
    growth = ["growth, wall / CPU", ""]
    slope = ["per added scenario, wall / CPU", ""]
    for what in kinds:
        a, b = by.get((first, what)), by.get((last, what))
        if a is None or b is None or last == first or b.scenarios == a.scenarios:
            growth.append("")
            slope.append("")
            continue
        growth.append(f"{last}x / {first}x: {_number(b.wall / a.wall)}x / {_number(b.cpu / a.cpu)}x")
        added = b.scenarios - a.scenarios
        slope.append(
            f"{_number(1000 * (b.wall - a.wall) / added)} ms / {_number(1000 * (b.cpu - a.cpu) / added)} ms"
        )
    lines.append("| " + " | ".join(growth) + " |")
    lines.append("| " + " | ".join(slope) + " |")
    return "\n".join(lines) + "\n"


def update_doc(document: Path, record: Path) -> None:
    """Replace the text between the markers of ``record`` in ``document`` with its :func:`markdown`."""
    write_doc_block(document, "scaling", record, markdown(json.loads(record.read_text(encoding="utf-8"))))


def doc_block(document: Path, record: Path) -> str:
    """The text between the markers of ``record`` in ``document`` (as :func:`update_doc` wrote it)."""
    return common_doc_block(document, "scaling", record)


def _bytecode(cache: bool) -> str:
    """How the measured commands treat Python's bytecode cache."""
    if cache:
        return "bytecode cache on (warmed before timing)"
    if os.environ.get("PYTHONDONTWRITEBYTECODE"):
        return "bytecode cache off (PYTHONDONTWRITEBYTECODE is set: every run compiles every module)"
    return "bytecode cache as Python's default (written on the first run)"


def _parsing(cache: bool) -> str:
    """How the measured commands parse the features, catalog and pool."""
    if cache:
        return "parse cache on (filled before timing)"
    return "parse cache off (every run parses every feature file, the catalog and the pool)"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--copies", type=int, nargs="+", default=[1, 2, 4])
    parser.add_argument("--workers", type=int, default=2, help="certify -n WORKERS too (0: not)")
    parser.add_argument("--repeat", type=int, default=1)
    parser.add_argument("--protocol", action="store_true", help="certify over the protocol too")
    parser.add_argument("--repo", type=Path, default=REPO, help="the checkout to measure")
    parser.add_argument(
        "--bytecode-cache",
        action="store_true",
        help="let the measured commands write and reuse Python's bytecode cache (warmed first), "
        "even where PYTHONDONTWRITEBYTECODE is set",
    )
    parser.add_argument(
        "--no-parse-cache",
        dest="parse_cache",
        action="store_false",
        help="let no measured command keep its parsed feature files, catalog and pool "
        "(facedown.parsecache): every run parses them all",
    )
    parser.add_argument("--record", type=Path, default=None, help="write the figures to this JSON file")
    parser.add_argument("--markdown", type=Path, default=None, help="print the Markdown of a recorded run")
    parser.add_argument("--update-doc", type=Path, default=None, help="with --markdown: write it into FILE")
    args = parser.parse_args(argv)
    if args.markdown is not None:
        if args.update_doc is not None:
            update_doc(args.update_doc, args.markdown)
            print(f"updated {args.update_doc}")
        else:
            print(markdown(json.loads(args.markdown.read_text(encoding="utf-8"))), end="")
        return 0
    before = f"{machine()}; {_bytecode(args.bytecode_cache)}; {_parsing(args.parse_cache)}"
    measurements = measure(
        args.copies,
        workers=args.workers,
        repeat=args.repeat,
        protocol=args.protocol,
        repo=args.repo.resolve(),
        bytecode_cache=args.bytecode_cache,
        parse_cache=args.parse_cache,
    )
    print(f"Machine: {before}")
    print_figures("Growth with the number of scenarios", figures(measurements, args.workers))
    print(f"\nMachine after the run: {machine()}")
    if args.record is not None:
        argv_shown = " ".join(shlex.quote(a) for a in (argv if argv is not None else sys.argv[1:]))
        record = {
            "command": f"python -m benchmarks.scaling {argv_shown}".strip(),
            "date": datetime.date.today().isoformat(),
            "machine": f"{before} (before); {machine()} (after)",
            "workers": args.workers,
            "measurements": [asdict(m) for m in measurements],
        }
        args.record.parent.mkdir(parents=True, exist_ok=True)
        args.record.write_text(json.dumps(record, indent=2) + "\n", encoding="utf-8")
        print(f"recorded in {args.record}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
