"""Shared helpers of the benchmarks: timing commands, the machine they ran on, and printing figures."""

from __future__ import annotations

import os
import platform
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

__all__ = [
    "PYTHON",
    "REPO",
    "Figure",
    "Timing",
    "doc_block",
    "duplicate_features",
    "frozen_checkout",
    "machine",
    "print_figures",
    "run_timed",
    "write_doc_block",
]

#: The repository the benchmarks measure.
REPO = Path(__file__).resolve().parents[1]
#: The interpreter that runs the measured commands (the one running the benchmarks).
PYTHON = sys.executable


@dataclass(frozen=True, slots=True)
class Figure:
    """One measured figure."""

    name: str
    value: float
    unit: str
    note: str = ""

    def formatted(self) -> str:
        """The value with a precision that suits its size."""
        if self.value >= 100:
            return f"{self.value:,.0f}"
        if self.value >= 10:
            return f"{self.value:.1f}"
        return f"{self.value:.3g}"


@dataclass(frozen=True, slots=True)
class Timing:
    """Wall-clock and CPU seconds of a command (the median of its repetitions), and its last output."""

    wall: float
    cpu: float
    runs: int
    output: str
    returncode: int


def run_timed(
    command: Sequence[str],
    *,
    repeat: int = 3,
    cwd: Path = REPO,
    env: dict[str, str] | None = None,
    setup: Callable[[], None] | None = None,
) -> Timing:
    """Run ``command`` ``repeat`` times; the median wall time and CPU time (user + system of the child)."""
    walls: list[float] = []
    cpus: list[float] = []
    completed: subprocess.CompletedProcess[str] | None = None
    full_env = {**os.environ, "PYTHONPATH": str(cwd), **(env or {})}
    for _ in range(repeat):
        if setup is not None:
            setup()
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        completed = subprocess.run(
            command, cwd=cwd, env=full_env, capture_output=True, text=True, check=False
        )
        walls.append(time.perf_counter() - start)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpus.append((after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime))
    assert completed is not None
    return Timing(
        wall=statistics.median(walls),
        cpu=statistics.median(cpus),
        runs=repeat,
        output=completed.stdout + completed.stderr,
        returncode=completed.returncode,
    )


def machine() -> str:
    """A one-line description of the machine and its load."""
    cpu = "unknown CPU"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    return (
        f"{os.cpu_count()} cores ({cpu}), Python {platform.python_version()}, {platform.system()}; "
        f"load average {load}"
    )


def print_figures(title: str, figures: Sequence[Figure]) -> None:
    """Print ``figures`` as an aligned table under ``title``."""
    print(f"\n{title}")
    width = max((len(f.name) for f in figures), default=10)
    for f in figures:
        note = f"  ({f.note})" if f.note else ""
        print(f"  {f.name:<{width}}  {f.formatted():>10} {f.unit}{note}")


_IGNORED = shutil.ignore_patterns(
    ".git", ".hypothesis", ".mypy_cache", ".ruff_cache", "__pycache__", ".venv*"
)


def frozen_checkout() -> Path:
    """A copy of the checkout in a temporary directory, so that runs compared with each other see the
    same code and features even while the working tree changes. The caller removes it."""
    target = Path(tempfile.mkdtemp(prefix="facedown-bench-")) / "checkout"
    shutil.copytree(REPO, target, ignore=_IGNORED)
    return target


_ID_TAG = re.compile(r"@id:(\S+)")


def duplicate_features(source: Path, target: Path, copies: int) -> int:
    """Write ``copies`` copies of every ``.feature`` file under ``source`` into ``target``
    (``copy-1/...``, ``copy-2/...``), rewriting each ``@id:`` tag of the later copies so that scenario
    ids stay unique (``@id:x`` -> ``@id:x-copy2``). Returns the number of files written."""
    written = 0
    for path in sorted(source.rglob("*.feature")):
        text = path.read_text(encoding="utf-8")
        for n in range(1, copies + 1):
            rewritten = text if n == 1 else _ID_TAG.sub(rf"@id:\1-copy{n}", text)
            out = target / f"copy-{n}" / path.relative_to(source)
            out.parent.mkdir(parents=True, exist_ok=True)
            out.write_text(rewritten, encoding="utf-8")
            written += 1
    return written


def _markers(kind: str, record: Path) -> tuple[str, str]:
    """The comments around the Markdown of the recorded run ``record`` in a document."""
    return f"<!-- {kind}:begin {record.name} -->", f"<!-- {kind}:end {record.name} -->"


def write_doc_block(document: Path, kind: str, record: Path, shown: str) -> None:
    """Replace the text between the ``kind`` markers of ``record`` in ``document`` with ``shown``."""
    begin, end = _markers(kind, record)
    text = document.read_text(encoding="utf-8")
    start, stop = text.index(begin) + len(begin), text.index(end)
    document.write_text(text[:start] + "\n" + shown + text[stop:], encoding="utf-8")


def doc_block(document: Path, kind: str, record: Path) -> str:
    """The text between the ``kind`` markers of ``record`` in ``document`` (as :func:`write_doc_block`
    wrote it)."""
    begin, end = _markers(kind, record)
    text = document.read_text(encoding="utf-8")
    return text[text.index(begin) + len(begin) : text.index(end)].lstrip("\n")
