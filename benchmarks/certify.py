"""Wall time of ``facedown certify`` on the reference engine, in-process and over the wire protocol,
the cost per scenario, and the time pytest takes to collect the step definitions' scenarios.

In-process: ``facedown certify`` (the default engine, ``reference_engine.adapter:create``, loaded into
the suite's process). Over the protocol: ``facedown certify --engine-cmd "python -m facedown serve"``
(the same engine in a child process speaking JSON lines). Each command runs ``--repeat`` times; the
figures are the medians. Per-scenario cost is the run's wall time divided by the number of scenarios,
and, from ``report.json``, the mean and largest time a scenario itself took.

    python -m benchmarks.certify [--repeat 3] [--features DIR]
"""

from __future__ import annotations

import argparse
import json
import shlex
import shutil
import tempfile
from pathlib import Path
from typing import Any

from benchmarks.common import PYTHON, REPO, Figure, print_figures, run_timed

__all__ = ["certify_figures", "collection_figures", "main"]


def _report(out: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((out / "report.json").read_text(encoding="utf-8"))
    return data


def certify_figures(
    *, protocol: bool, repeat: int = 3, features: Path | None = None, label: str = "", cwd: Path = REPO
) -> list[Figure]:
    """Run ``facedown certify`` (in-process or over the protocol) and return its figures."""
    out = Path(tempfile.mkdtemp(prefix="facedown-bench-certify-"))
    try:
        command = [PYTHON, "-m", "facedown", "certify", "--out", str(out), "-q"]
        if protocol:
            command += ["--engine-cmd", f"{shlex.quote(PYTHON)} -m facedown serve"]
        if features is not None:
            command += ["--features", str(features)]
        timing = run_timed(command, repeat=repeat, cwd=cwd)
        if not (out / "report.json").exists():
            raise RuntimeError(f"facedown certify wrote no report: {timing.output.strip()[-500:]}")
        report = _report(out)
    finally:
        shutil.rmtree(out, ignore_errors=True)
    scenarios = report["scenarios"]
    count = len(scenarios)
    durations = [float(s.get("duration") or 0.0) for s in scenarios]
    how = "over the protocol" if protocol else "in-process"
    name = f"certify {how}{label}"
    summary = report["summary"]
    status = ", ".join(
        f"{summary[k]} {k}" for k in ("pass", "fail", "error", "unsupported") if summary.get(k)
    )
    return [
        Figure(
            f"{name}: wall time", timing.wall, "s", f"{count} scenarios ({status}); median of {timing.runs}"
        ),
        Figure(f"{name}: CPU time", timing.cpu, "s", "user + system of the certify process and its children"),
        Figure(f"{name}: wall time per scenario", 1000 * timing.wall / max(count, 1), "ms"),
        Figure(
            f"{name}: scenario time, mean",
            1000 * sum(durations) / max(count, 1),
            "ms",
            f"largest {1000 * max(durations, default=0):.0f} ms",
        ),
    ]


def collection_figures(
    *, repeat: int = 3, features: Path | None = None, label: str = "", cwd: Path = REPO
) -> list[Figure]:
    """Time ``pytest --collect-only`` of the step definitions (``steps/``)."""
    command = [PYTHON, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider", "steps"]
    if features is not None:
        command += ["--features", str(features)]
    timing = run_timed(command, repeat=repeat, cwd=cwd)
    lines = [line for line in timing.output.splitlines() if "collected" in line or "tests collected" in line]
    items = sum(1 for line in timing.output.splitlines() if "::" in line)
    return [
        Figure(
            f"collection of steps/{label}: wall time",
            timing.wall,
            "s",
            f"{items} items; median of {timing.runs}" + (f"; {lines[-1].strip()}" if lines else ""),
        )
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--features", type=Path, default=None)
    args = parser.parse_args(argv)
    figures = certify_figures(protocol=False, repeat=args.repeat, features=args.features)
    figures += certify_figures(protocol=True, repeat=args.repeat, features=args.features)
    figures += collection_figures(repeat=args.repeat, features=args.features)
    print_figures("facedown certify on the reference engine", figures)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
