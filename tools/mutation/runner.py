"""Running mutants against the suite, each in a private copy of the repository.

A run never touches the working tree: it copies the repository (without ``.git`` and caches)
into a temporary directory (``base``), runs the whole suite there once unmutated (the
*baseline*, ``pytest steps``), then makes one further copy per job. A job writes one mutant
into its copy, runs ``pytest steps -x`` (stopping at the first failing scenario), puts the
original file back and takes the next mutant.

The baseline run measures which scenarios run each line of the mutated files, so that a
mutant's run starts with the scenarios that run its line (fastest first) and then runs every
other scenario: the verdict is the whole suite's, only reached sooner when a covering scenario
fails. Scenarios that fail on the unmutated tree are left out of every mutant run (and
reported), so a half-finished change elsewhere in the tree does not kill every mutant.

Verdicts: ``killed`` (a scenario failed or errored, or pytest could not run the suite: exit
status 1-4), ``survived`` (the suite passed), ``timeout`` (the run took longer than the limit;
not counted as killed) and ``error`` (pytest found no scenario to run, exit status 5).
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import shutil
import signal
import subprocess
import sys
import tarfile
import tempfile
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from queue import Queue

from tools.mutation import plugin
from tools.mutation.operators import Mutant, iter_lines

__all__ = [
    "DEFAULT_PATHS",
    "REPO",
    "Baseline",
    "MutationError",
    "Result",
    "Workspace",
    "resolve_paths",
    "run_mutants",
]

#: The repository root this package lives in.
REPO = Path(__file__).resolve().parents[2]
#: The face-down code mutated by default (globs, relative to the repository root).
DEFAULT_PATHS = (
    "reference_engine/face_down.py",
    "reference_engine/face_down_values.py",
    "reference_engine/visibility.py",
    "reference_engine/special_actions.py",
    "reference_engine/keywords/*.py",
)
#: Directories never copied.
_SKIPPED_DIRS = frozenset(
    {
        ".git",
        "__pycache__",
        ".mypy_cache",
        ".ruff_cache",
        ".pytest_cache",
        ".venv",
        "mutants",
        "htmlcov",
        "build",
        "dist",
    }
)
#: The name the plugin is copied under (outside the tree, so the tree needs no change).
_PLUGIN_MODULE = "facedown_mutation_plugin"
#: The suite: every feature through the step definitions, on the reference engine.
_PYTEST = ("-m", "pytest", "steps", "-q", "--tb=no", "-p", "no:cacheprovider", "-p", _PLUGIN_MODULE)


class MutationError(Exception):
    """A run that cannot go on (bad path, a baseline that does not run); the message is one line."""


@dataclass(frozen=True)
class Result:
    """What the suite did with one mutant: ``verdict`` (killed, survived, timeout, error), the
    pytest exit status (None on a timeout), the first failing test (``killer``) and the time."""

    mutant: Mutant
    verdict: str
    status: int | None
    killer: str | None
    seconds: float


@dataclass
class Baseline:
    """The unmutated run: its time, the tests that failed (left out of mutant runs), each
    test's duration and, per mutated file (relative path) and line, the tests running it."""

    seconds: float
    failing: list[str]
    durations: dict[str, float]
    lines: dict[str, dict[int, list[str]]]
    tests: list[str] = field(default_factory=list)

    def covering(self, mutant: Mutant) -> list[str]:
        """The passing tests that run a line of ``mutant``'s span, fastest first."""
        by_line = self.lines.get(mutant.path, {})
        found = {t for n in iter_lines(mutant) for t in by_line.get(n, ())} - set(self.failing)
        return sorted(found, key=lambda t: (self.durations.get(t, 0.0), t))


def resolve_paths(root: Path, patterns: Sequence[str]) -> list[str]:
    """The Python files the globs ``patterns`` name under ``root`` (relative, sorted per
    pattern, each once); raises :class:`MutationError` for a pattern matching no file."""
    found: list[str] = []
    for pattern in patterns:
        if Path(pattern).is_absolute():
            try:
                pattern = str(Path(pattern).resolve().relative_to(root))
            except ValueError:
                raise MutationError(f"{pattern} is not inside {root}") from None
        matches = sorted(p for p in root.glob(pattern) if p.is_file() and p.suffix == ".py")
        if not matches:
            raise MutationError(f"no Python file matches {pattern!r} under {root}")
        for path in matches:
            rel = path.relative_to(root).as_posix()
            if rel not in found:
                found.append(rel)
    return found


def _ignore(directory: str, names: list[str]) -> set[str]:
    return {n for n in names if n in _SKIPPED_DIRS or n.endswith(".egg-info")}


class Workspace:
    """The temporary directory of one run: the ``base`` copy, the plugin and one copy per job."""

    def __init__(self, root: Path, parent: Path | None = None) -> None:
        self.root = root
        self.dir = Path(tempfile.mkdtemp(prefix="facedown-mutation-", dir=parent))
        self.base = self.dir / "base"
        self.plugin_dir = self.dir / "plugin"

    def snapshot(self, from_head: bool) -> None:
        """Copy the working tree (or, with ``from_head``, the committed tree) into ``base``, and
        the plugin beside it."""
        if from_head:
            archive = subprocess.run(
                ["git", "-C", str(self.root), "archive", "--format=tar", "HEAD"],
                capture_output=True,
                check=False,
            )
            if archive.returncode != 0:
                raise MutationError(f"git archive HEAD failed: {archive.stderr.decode().strip()}")
            with tarfile.open(fileobj=io.BytesIO(archive.stdout)) as tar:
                tar.extractall(self.base, filter="data")
        else:
            shutil.copytree(self.root, self.base, ignore=_ignore, symlinks=True)
        self.plugin_dir.mkdir()
        shutil.copyfile(Path(plugin.__file__), self.plugin_dir / f"{_PLUGIN_MODULE}.py")

    def copy_for_job(self, number: int, mutated: Sequence[str]) -> Path:
        """A copy of ``base`` for one job, without compiled bytecode of the ``mutated`` files."""
        target = self.dir / f"job{number}"
        shutil.copytree(self.base, target, symlinks=True)
        for rel in mutated:
            source = target / rel
            for cached in (source.parent / "__pycache__").glob(f"{source.stem}.*.pyc"):
                cached.unlink()
        return target

    def env(self, tree: Path, **extra: str) -> dict[str, str]:
        """The environment of a pytest run in ``tree``: only ``tree`` and the plugin on the path,
        no bytecode written (a mutant must never be read back from a stale ``.pyc``)."""
        env = {k: v for k, v in os.environ.items() if not k.startswith(("COVERAGE_", "FACEDOWN_MUTATION_"))}
        env["PYTHONPATH"] = os.pathsep.join([str(tree), str(self.plugin_dir)])
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        env.update(extra)
        return env

    def remove(self) -> None:
        """Delete the workspace."""
        shutil.rmtree(self.dir, ignore_errors=True)


_running: set[subprocess.Popen[bytes]] = set()
_running_lock = threading.Lock()
_stopping = threading.Event()


def _run(
    args: Sequence[str], cwd: Path, env: dict[str, str], timeout: float | None
) -> tuple[int | None, str]:
    """Run ``python args`` in its own process group; (exit status or None on a timeout, output).
    Raises KeyboardInterrupt instead of starting anything once :func:`stop_all` was called."""
    with tempfile.TemporaryFile() as out:
        with _running_lock:
            if _stopping.is_set():
                raise KeyboardInterrupt
            proc = subprocess.Popen(
                [sys.executable, *args],
                cwd=cwd,
                env=env,
                stdout=out,
                stderr=subprocess.STDOUT,
                stdin=subprocess.DEVNULL,
                start_new_session=True,
            )
            _running.add(proc)
        try:
            status: int | None = proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            _kill(proc)
            status = None
        except BaseException:  # an interrupt: the run must not outlive this process
            _kill(proc)
            raise
        finally:
            with _running_lock:
                _running.discard(proc)
        if _stopping.is_set():
            raise KeyboardInterrupt
        out.seek(0)
        return status, out.read().decode(errors="replace")


def _kill(proc: subprocess.Popen[bytes]) -> None:
    """Kill the process group of ``proc`` (one this module started) and reap it."""
    with contextlib.suppress(ProcessLookupError):
        os.killpg(proc.pid, signal.SIGKILL)
    proc.wait()


def stop_all() -> None:
    """Kill every pytest run still going and start no other (on an interrupt, or at the end)."""
    with _running_lock:
        _stopping.set()
        procs = list(_running)
    for proc in procs:
        _kill(proc)


def _first_failure(output: str) -> str | None:
    for line in output.splitlines():
        for prefix in ("FAILED ", "ERROR "):
            if line.startswith(prefix):
                return line[len(prefix) :].split(" - ", 1)[0].strip()
    return None


def _last_line(output: str) -> str:
    lines = [line for line in output.splitlines() if line.strip()]
    return lines[-1].strip() if lines else "(no output)"


def run_baseline(workspace: Workspace, paths: Sequence[str]) -> Baseline:
    """Run the whole suite on the unmutated copy, measuring the lines of ``paths`` per test."""
    record = workspace.dir / "baseline.json"
    measured = [str(workspace.base / p) for p in paths]
    env = workspace.env(
        workspace.base,
        **{plugin.RECORD: str(record), plugin.MEASURE: os.pathsep.join(measured)},
    )
    env.pop("PYTHONDONTWRITEBYTECODE")  # the job copies reuse the bytecode of unmutated modules
    started = time.monotonic()
    status, output = _run(_PYTEST, workspace.base, env, timeout=None)
    seconds = time.monotonic() - started
    if status not in (0, 1) or not record.exists():
        raise MutationError(
            f"the suite does not run on the unmutated tree (exit {status}): {_last_line(output)}"
        )
    data = json.loads(record.read_text("utf-8"))
    outcomes: dict[str, str] = data["outcomes"]
    if not any(o == "passed" for o in outcomes.values()):
        raise MutationError("no scenario passes on the unmutated tree")
    lines: dict[str, dict[int, list[str]]] = {}
    for filename, by_line in data["lines"].items():
        try:
            rel = Path(filename).resolve().relative_to(workspace.base.resolve()).as_posix()
        except ValueError:
            continue
        lines[rel] = {int(n): tests for n, tests in by_line.items()}
    unmeasured = [p for p in paths if not lines.get(p)]
    if unmeasured:
        names = ", ".join(unmeasured)
        raise MutationError(f"the suite never imports {names} from the copy (another checkout on the path?)")
    return Baseline(
        seconds=seconds,
        failing=sorted(t for t, o in outcomes.items() if o == "failed"),
        durations=data["durations"],
        lines=lines,
        tests=list(outcomes),
    )


def _verdict(status: int | None) -> str:
    if status is None:
        return "timeout"
    if status == 0:
        return "survived"
    if status == 5:
        return "error"
    return "killed"


def _run_mutant(
    workspace: Workspace, tree: Path, mutant: Mutant, original: bytes, baseline: Baseline, timeout: float
) -> Result:
    order = tree / "mutation-order.txt"
    order.write_text(
        "\n".join([*baseline.covering(mutant), plugin.DESELECT_MARK, *baseline.failing]) + "\n", "utf-8"
    )
    target = tree / mutant.path
    started = time.monotonic()
    try:
        target.write_bytes(mutant.apply(original))
        env = workspace.env(tree, **{plugin.ORDER: str(order)})
        status, output = _run((*_PYTEST, "-x"), tree, env, timeout)
    finally:
        target.write_bytes(original)
    verdict = _verdict(status)
    killer = _first_failure(output) if verdict == "killed" else None
    if verdict == "killed" and killer is None:
        killer = f"(pytest exit {status}: {_last_line(output)})"
    return Result(mutant, verdict, status, killer, time.monotonic() - started)


def run_mutants(
    workspace: Workspace,
    mutants: Sequence[Mutant],
    baseline: Baseline,
    jobs: int,
    timeout: float,
    on_result: Callable[[Result], None],
) -> list[Result]:
    """Run every mutant on ``jobs`` copies at once; ``on_result`` is called as each finishes
    (from one thread at a time). Results come back in mutant order."""
    paths = sorted({m.path for m in mutants})
    originals = {p: (workspace.base / p).read_bytes() for p in paths}
    trees: Queue[Path] = Queue()
    for number in range(1, max(1, min(jobs, len(mutants))) + 1):
        trees.put(workspace.copy_for_job(number, paths))
    report_lock = threading.Lock()

    def one(mutant: Mutant) -> Result:
        tree = trees.get()
        try:
            result = _run_mutant(workspace, tree, mutant, originals[mutant.path], baseline, timeout)
        finally:
            trees.put(tree)
        with report_lock:
            on_result(result)
        return result

    with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        futures = [pool.submit(one, m) for m in mutants]
        try:
            return [f.result() for f in futures]
        except BaseException:
            for f in futures:
                f.cancel()
            stop_all()
            raise


@contextlib.contextmanager
def workspace(root: Path, keep: bool, parent: Path | None = None) -> Iterator[Workspace]:
    """A :class:`Workspace`, removed afterwards unless ``keep``."""
    ws = Workspace(root, parent)
    try:
        yield ws
    finally:
        stop_all()
        if not keep:
            ws.remove()
