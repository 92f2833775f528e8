"""Run every benchmark and print one table of figures.

    python -m benchmarks.run            # everything (a few minutes on two cores)
    python -m benchmarks.run --quick    # one repetition, 1x/2x growth in-process only, fewer actions
    python -m benchmarks.run --markdown out.md   # also write the table as Markdown

Sections: ``facedown certify`` in-process and over the protocol with the cost per scenario, collection
of ``steps/`` (:mod:`benchmarks.certify`); certify with and without the non-interference check, in
turn (:mod:`benchmarks.twin`); reference-engine actions per second under the random player
(:mod:`benchmarks.engine_speed`); growth with 1x/2x/4x the scenarios (:mod:`benchmarks.scaling`);
serial against pytest-xdist outcomes (:mod:`benchmarks.xdist_check`, skipped when pytest-xdist is not
installed). Timings are medians; the machine's load average is printed with them, since other work on
the machine lengthens wall times (CPU times are steadier).
"""

from __future__ import annotations

import argparse
import importlib.util
from pathlib import Path

from benchmarks import certify, engine_speed, scaling, twin, xdist_check
from benchmarks.common import Figure, machine, print_figures

__all__ = ["main"]


def _markdown(sections: list[tuple[str, list[Figure]]], header: str) -> str:
    lines = [f"Machine: {header}", "", "| figure | value | unit | note |", "| --- | ---: | --- | --- |"]
    for title, figures in sections:
        lines.append(f"| **{title}** | | | |")
        for f in figures:
            lines.append(f"| {f.name} | {f.formatted()} | {f.unit} | {f.note} |")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer repetitions and copies")
    parser.add_argument("--repeat", type=int, default=None, help="repetitions of each timed command")
    parser.add_argument(
        "--skip", nargs="*", default=[], choices=["certify", "twin", "engine", "scaling", "xdist"]
    )
    parser.add_argument(
        "--markdown", type=Path, default=None, help="also write the figures as a Markdown table"
    )
    args = parser.parse_args(argv)
    repeat = args.repeat or (1 if args.quick else 3)
    header = machine()
    print(f"Machine: {header}")
    sections: list[tuple[str, list[Figure]]] = []

    def section(title: str, figures: list[Figure]) -> None:
        print_figures(title, figures)
        sections.append((title, figures))

    if "certify" not in args.skip:
        figures = certify.certify_figures(protocol=False, repeat=repeat)
        figures += certify.certify_figures(protocol=True, repeat=repeat)
        figures += certify.collection_figures(repeat=repeat)
        section("facedown certify on the reference engine", figures)
    if "twin" not in args.skip:
        section("The non-interference check's cost", twin.measure(pairs=1 if args.quick else 5))
    if "engine" not in args.skip:
        section(
            "Reference engine under the random player",
            engine_speed.measure(actions=2000 if args.quick else 5000),
        )
    if "scaling" not in args.skip:
        copies = (1, 2) if args.quick else (1, 2, 4)
        measured = scaling.measure(copies, workers=2, protocol=not args.quick)
        section("Growth with the number of scenarios", scaling.figures(measured, 2))
    if "xdist" not in args.skip:
        if importlib.util.find_spec("xdist") is None:
            print("\npytest-xdist is not installed: the xdist comparison is skipped")
        else:
            figures, differences = xdist_check.measure(2)
            section("pytest-xdist (2 workers) against a serial run", figures)
            for line in differences:
                print(f"  differs: {line}")
    print(f"\nMachine after the run: {machine()}")
    if args.markdown is not None:
        args.markdown.write_text(_markdown(sections, header), encoding="utf-8")
        print(f"Markdown table written to {args.markdown}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
