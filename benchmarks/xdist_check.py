"""Does the suite run under pytest-xdist, with the same per-scenario outcomes as a serial run?

Runs ``pytest steps`` serially and with ``-n WORKERS`` (pytest-xdist) on a frozen copy of the checkout
(so both runs see the same code and features even while the working tree changes), each writing a
JUnit XML report, and compares the outcome of every scenario (passed, failure, error, skipped; the first
line of the message too). Prints both wall times and every difference.

    python -m benchmarks.xdist_check [--workers 2]

Needs pytest-xdist installed in the interpreter that runs it (``pip install pytest-xdist``).
"""

from __future__ import annotations

import argparse
import importlib.util
import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

from benchmarks.common import PYTHON, Figure, frozen_checkout, print_figures, run_timed

__all__ = ["compare", "main", "outcomes"]

Outcomes = dict[str, tuple[str, str]]


def outcomes(junit: Path) -> Outcomes:
    """Outcome (``passed``, ``failure``, ``error``, ``skipped``) and first message line of each test in a
    JUnit XML report; a test reported twice (an error in teardown) keeps its worst outcome."""
    found: Outcomes = {}
    for case in ET.parse(junit).getroot().iter("testcase"):
        key = f"{case.get('classname')}::{case.get('name')}"
        outcome, message = "passed", ""
        for child in case:
            if child.tag in ("failure", "error", "skipped"):
                text = child.get("message") or ""
                outcome, message = child.tag, (text.splitlines() or [""])[0]
                break
        if key in found and found[key][0] != "passed":
            continue
        found[key] = (outcome, message)
    return found


def compare(serial: Outcomes, parallel: Outcomes) -> list[str]:
    """Every scenario whose outcome differs between the two runs."""
    differences = []
    for key in sorted(set(serial) | set(parallel)):
        a, b = serial.get(key, ("missing", "")), parallel.get(key, ("missing", ""))
        if a[0] != b[0]:
            differences.append(f"{key}: serial {a[0]} {a[1]!r}, parallel {b[0]} {b[1]!r}")
    return differences


def measure(workers: int = 2) -> tuple[list[Figure], list[str]]:
    """Run both ways; the figures and the differences."""
    if importlib.util.find_spec("xdist") is None:
        raise SystemExit("pytest-xdist is not installed: pip install pytest-xdist")
    checkout = frozen_checkout()
    try:
        base = [PYTHON, "-m", "pytest", "steps", "-q", "-p", "no:cacheprovider"]
        serial_xml, parallel_xml = checkout / "serial.xml", checkout / "parallel.xml"
        serial = run_timed([*base, f"--junitxml={serial_xml}"], repeat=1, cwd=checkout)
        parallel = run_timed(
            [*base, "-n", str(workers), f"--junitxml={parallel_xml}"], repeat=1, cwd=checkout
        )
        if not serial_xml.exists() or not parallel_xml.exists():
            raise SystemExit(
                f"a run wrote no JUnit report:\n{serial.output[-800:]}\n{parallel.output[-800:]}"
            )
        a, b = outcomes(serial_xml), outcomes(parallel_xml)
    finally:
        shutil.rmtree(checkout.parent, ignore_errors=True)
    differences = compare(a, b)
    counts = {k: sum(1 for o, _ in a.values() if o == k) for k in ("passed", "failure", "error", "skipped")}
    summary = ", ".join(f"{v} {k}" for k, v in counts.items() if v)
    figures = [
        Figure("pytest steps, serial: wall time", serial.wall, "s", f"{len(a)} scenarios ({summary})"),
        Figure("pytest steps, serial: CPU time", serial.cpu, "s"),
        Figure(f"pytest steps -n {workers}: wall time", parallel.wall, "s", f"{len(b)} scenarios"),
        Figure(f"pytest steps -n {workers}: CPU time", parallel.cpu, "s"),
        Figure(
            "scenarios whose outcome differs (serial vs xdist)",
            len(differences),
            "scenarios",
            "identical" if not differences else "see the list below",
        ),
    ]
    return figures, differences


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args(argv)
    figures, differences = measure(args.workers)
    print_figures("pytest-xdist", figures)
    for line in differences:
        print(f"  differs: {line}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
