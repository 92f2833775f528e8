"""What the non-interference check costs: ``facedown certify`` of the reference engine with the check
(the default) against ``--no-twin``, run in turn (on, off, on, off ...) so that a drift in the
machine's speed touches both alike, and the ratio taken pair by pair.

    python -m benchmarks.twin [--pairs 5] [--protocol] [--record FILE]
    python -m benchmarks.twin --markdown RECORD [--update-doc FILE]

Prints the median wall and CPU seconds of each, the median of the pairwise ratios (target: at most
1.6x), and the check's counts from the last report (how many scenarios it checked). ``--protocol``
measures the engine served over the wire protocol instead (``--engine-cmd "python -m facedown serve"``).
``--record`` writes the figures, the command, the suite version and the machine to a JSON file; the runs
docs/benchmarks.md shows are kept in ``benchmarks/results/`` and shown between the markers
``<!-- twin:begin NAME -->`` and ``<!-- twin:end NAME -->`` (written by ``--update-doc``; a test checks that
the document and each record agree).
"""

from __future__ import annotations

import argparse
import dataclasses
import datetime
import json
import shlex
import shutil
import statistics
import sys
import tempfile
from pathlib import Path
from typing import Any

from benchmarks.common import PYTHON, REPO, Figure, Timing, machine, print_figures, run_timed, write_doc_block
from facedown import __version__

__all__ = ["RESULTS", "TARGET", "main", "markdown", "measure"]

#: Where the recorded runs docs/benchmarks.md shows are kept.
RESULTS = REPO / "benchmarks" / "results"

#: The target: certify with the check takes at most this many times as long as without it.
TARGET = 1.6


def _certify(out: Path, *, twin: bool, protocol: bool) -> list[str]:
    command = [PYTHON, "-m", "facedown", "certify", "--out", str(out), "-q"]
    if protocol:
        command += ["--engine-cmd", f"{shlex.quote(PYTHON)} -m facedown serve"]
    if not twin:
        command.append("--no-twin")
    return command


def measure(pairs: int = 5, *, protocol: bool = False) -> list[Figure]:
    """Run ``pairs`` pairs of certify runs (with the check, then without) and return the figures."""
    out = Path(tempfile.mkdtemp(prefix="facedown-bench-twin-"))
    on: list[Timing] = []
    off: list[Timing] = []
    try:
        for _ in range(pairs):
            on.append(run_timed(_certify(out / "on", twin=True, protocol=protocol), repeat=1, cwd=REPO))
            off.append(run_timed(_certify(out / "off", twin=False, protocol=protocol), repeat=1, cwd=REPO))
        bad = [t for t in (*on, *off) if t.returncode != 0]
        if bad:
            raise SystemExit(
                f"a certify run failed (exit {bad[0].returncode}): {bad[0].output.strip()[-500:]}"
            )
        report: dict[str, Any] = json.loads((out / "on" / "report.json").read_text(encoding="utf-8"))
    finally:
        shutil.rmtree(out, ignore_errors=True)
    how = "over the protocol" if protocol else "in-process"
    counts = report["summary"]["twin"]
    checked = (
        f"{counts['checked']} checked, {counts['partial']} partly, {counts['not_checked']} not checked, "
        f"{counts['nothing_hidden']} with nothing hidden, {counts['leak']} leaking "
        f"(of {report['summary']['total']} scenarios)"
    )
    wall_ratios = [a.wall / b.wall for a, b in zip(on, off, strict=True)]
    cpu_ratios = [a.cpu / b.cpu for a, b in zip(on, off, strict=True)]
    return [
        Figure(
            f"certify {how}, check on: wall", statistics.median(t.wall for t in on), "s", f"median of {pairs}"
        ),
        Figure(f"certify {how}, check off (--no-twin): wall", statistics.median(t.wall for t in off), "s"),
        Figure(f"certify {how}, check on: CPU", statistics.median(t.cpu for t in on), "s"),
        Figure(f"certify {how}, check off: CPU", statistics.median(t.cpu for t in off), "s"),
        Figure(
            "on / off, wall (median of the pairs)",
            statistics.median(wall_ratios),
            "x",
            f"pairs {min(wall_ratios):.2f}-{max(wall_ratios):.2f}; target at most {TARGET}x",
        ),
        Figure(
            "on / off, CPU (median of the pairs)",
            statistics.median(cpu_ratios),
            "x",
            f"pairs {min(cpu_ratios):.2f}-{max(cpu_ratios):.2f}",
        ),
        Figure("scenarios the check compared", counts["checked"] + counts["partial"], "", checked),
    ]


def markdown(record: dict[str, Any]) -> str:
    """The Markdown shown in docs/benchmarks.md for a recorded run: the command, the suite version, the
    machine and a table of the figures."""
    lines = [
        f"`{record['command']}` on {record['date']}, suite {record['suite']}. "
        f"Machine before / after the run: {record['machine_before']} / {record['machine_after']}.",
        "",
        "| figure | measured | note |",
        "| --- | ---: | --- |",
    ]
    for data in record["figures"]:
        figure = Figure(**data)
        lines.append(
            f"| {figure.name} | {figure.formatted()} {figure.unit} | {figure.note} |".replace("  |", " |")
        )
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, default=5, help="pairs of runs (on, off)")
    parser.add_argument("--protocol", action="store_true", help="serve the engine over the wire protocol")
    parser.add_argument("--record", type=Path, default=None, help="write the figures to this JSON file")
    parser.add_argument("--markdown", type=Path, default=None, help="print the Markdown of a recorded run")
    parser.add_argument("--update-doc", type=Path, default=None, help="with --markdown: write it into FILE")
    args = parser.parse_args(argv)
    if args.markdown is not None:
        shown = markdown(json.loads(args.markdown.read_text(encoding="utf-8")))
        if args.update_doc is not None:
            write_doc_block(args.update_doc, "twin", args.markdown, shown)
            print(f"updated {args.update_doc}")
        else:
            print(shown, end="")
        return 0
    before = machine()
    print(f"Machine: {before}")
    figures = measure(args.pairs, protocol=args.protocol)
    print_figures("The non-interference check's cost", figures)
    after = machine()
    print(f"\nMachine after the run: {after}")
    if args.record is not None:
        record = {
            "command": "python -m benchmarks.twin " + " ".join(argv if argv is not None else sys.argv[1:]),
            "date": datetime.date.today().isoformat(),
            "suite": __version__,
            "machine_before": before,
            "machine_after": after,
            "figures": [dataclasses.asdict(figure) for figure in figures],
        }
        args.record.write_text(json.dumps(record, indent=2) + "\n", encoding="utf-8")
        print(f"recorded {args.record}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
