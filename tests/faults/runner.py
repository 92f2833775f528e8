"""Certifying faulty engines: one ``facedown certify`` process per fault, several at once.

:func:`certify` runs ``python -m facedown certify --engine tests.faults.engines:create``
with ``FACEDOWN_FAULT`` set (or unset, for the control run), optionally on the scenarios a
``-k`` expression selects, and reads its report; :func:`run_catalogue` runs the control,
the faults and their probes in parallel (one process per core by default). Used by
``tests/faults/test_faults.py`` and ``python -m tests.faults.table``.

The scenarios that caught each fault in the last full run are recorded in
``tests/faults/caught.json`` (written by ``python -m tests.faults.table``, read by
:func:`recorded_catchers`).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Mapping, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tests.faults.engines import FAULT_VARIABLE

if TYPE_CHECKING:
    from tests.faults.catalogue import Fault

__all__ = [
    "CAUGHT",
    "ENGINE_SPEC",
    "REPO",
    "TWIN_FAILURE",
    "CatalogueRuns",
    "CertifyRun",
    "certify",
    "keyword_for",
    "probe",
    "recorded_catchers",
    "run_catalogue",
]

#: The repository root (the certify processes run there, so ``tests.faults`` imports).
REPO = Path(__file__).resolve().parents[2]
#: The ``--engine`` value naming the fault factory.
ENGINE_SPEC = "tests.faults.engines:create"
#: The scenario ids that caught each fault in the last full run.
CAUGHT = Path(__file__).resolve().parent / "caught.json"
#: Seconds one certify process may take before it counts as hung.
TIMEOUT = 600.0
#: How the message of a scenario failed by the non-interference check begins.
TWIN_FAILURE = "non-interference:"


@dataclass(frozen=True, repr=False)
class CertifyRun:
    """The outcome of certifying one engine (``fault`` None: the unpatched reference engine).

    ``keyword`` is the ``-k`` expression of the run (None: the whole suite). ``statuses``
    maps each scenario key of the report to its status, ``ids`` each key to its scenario
    ``@id:`` and ``messages`` each key to its one-line message. ``report`` is None when no
    report was written (a usage error), with the reason in ``stderr``.
    """

    fault: str | None
    keyword: str | None
    returncode: int
    stdout: str
    stderr: str
    seconds: float
    report: dict[str, Any] | None
    statuses: dict[str, str] = field(default_factory=dict)
    ids: dict[str, str | None] = field(default_factory=dict)
    messages: dict[str, str] = field(default_factory=dict)

    def __repr__(self) -> str:
        return f"<CertifyRun {self.fault or 'clean engine'}: {self.summary()}>"

    def keys_with(self, status: str) -> list[str]:
        """The scenario keys that ended with ``status``, in report order."""
        return [key for key, found in self.statuses.items() if found == status]

    @property
    def caught_by(self) -> list[str]:
        """The keys of the scenarios that failed."""
        return self.keys_with("fail")

    def catching(self, control: CertifyRun) -> list[str]:
        """The keys of the scenarios that fail here and pass on the clean engine (``control``):
        the scenarios that catch the fault. A scenario that does not pass on the clean
        engine proves nothing about the fault."""
        return [key for key in self.caught_by if control.statuses.get(key) == "pass"]

    def catching_ids(self, control: CertifyRun, first: str | None = None) -> list[str]:
        """The distinct ``@id:`` values of :meth:`catching`, sorted; with ``first``, those of the
        scenarios whose message starts with ``first`` come first (each part sorted)."""
        keys = self.catching(control)
        ids = {self.ids[key] or key for key in keys}
        leading = {
            self.ids[key] or key for key in keys if first is not None and self.messages[key].startswith(first)
        }
        return sorted(leading) + sorted(ids - leading)

    def new_errors(self, control: CertifyRun) -> dict[str, str]:
        """Scenarios that end in ``error`` here but not on the clean engine, with their messages
        (an error the fault brings in points to a broken injection rather than a wrong rule)."""
        return {
            key: self.messages[key] for key in self.keys_with("error") if control.statuses.get(key) != "error"
        }

    @property
    def problems(self) -> list[dict[str, Any]]:
        return list(self.report.get("problems", [])) if self.report else []

    def summary(self) -> str:
        """One line: exit status and counts, for assertion messages."""
        counts = {s: len(self.keys_with(s)) for s in ("pass", "fail", "error", "unsupported")}
        text = ", ".join(f"{n} {s}" for s, n in counts.items())
        tail = (self.stderr.strip().splitlines() or [""])[-1]
        return f"exit {self.returncode}: {text}; problems {len(self.problems)}; {tail}".rstrip("; ")


def _environment(fault: str | None) -> dict[str, str]:
    env = dict(os.environ)
    env.pop(FAULT_VARIABLE, None)
    if fault is not None:
        env[FAULT_VARIABLE] = fault
    path = env.get("PYTHONPATH")
    env["PYTHONPATH"] = str(REPO) + (os.pathsep + path if path else "")
    return env


def keyword_for(scenario_ids: Sequence[str]) -> str:
    """A ``-k`` expression selecting the scenarios with these ``@id:`` values."""
    return " or ".join(scenario_ids)


def certify(fault: str | None, keyword: str | None = None) -> CertifyRun:
    """Certify the engine with ``fault`` injected (None: no fault), on the whole suite or on
    the scenarios the ``-k`` expression ``keyword`` selects."""
    with tempfile.TemporaryDirectory(prefix="facedown-fault-") as out:
        command = [sys.executable, "-m", "facedown", "certify", "--engine", ENGINE_SPEC]
        command += ["--out", out, "--quiet", *(["-k", keyword] if keyword else [])]
        started = time.monotonic()
        done = subprocess.run(
            command,
            cwd=REPO,
            env=_environment(fault),
            capture_output=True,
            text=True,
            timeout=TIMEOUT,
            check=False,
        )
        seconds = time.monotonic() - started
        path = Path(out) / "report.json"
        report = json.loads(path.read_text(encoding="utf-8")) if path.exists() else None
    statuses: dict[str, str] = {}
    ids: dict[str, str | None] = {}
    messages: dict[str, str] = {}
    for entry in report["scenarios"] if report else []:
        statuses[entry["key"]] = entry["status"]
        ids[entry["key"]] = entry["id"]
        messages[entry["key"]] = entry["message"]
    return CertifyRun(
        fault=fault,
        keyword=keyword,
        returncode=done.returncode,
        stdout=done.stdout,
        stderr=done.stderr,
        seconds=seconds,
        report=report,
        statuses=statuses,
        ids=ids,
        messages=messages,
    )


def probe(fault: str) -> dict[str, Any]:
    """Run ``python -m tests.faults.probes FAULT``: the probe's observations on the clean and on
    the faulty engine, as ``{"clean": ..., "faulty": ...}``."""
    done = subprocess.run(
        [sys.executable, "-m", "tests.faults.probes", fault],
        cwd=REPO,
        env=_environment(None),
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
        check=False,
    )
    if done.returncode != 0:
        raise RuntimeError(f"probe of {fault!r} failed (exit {done.returncode}): {done.stderr.strip()}")
    result = json.loads(done.stdout)
    if not isinstance(result, dict):
        raise RuntimeError(f"probe of {fault!r} printed {result!r}, not an object")
    return result


def recorded_catchers() -> dict[str, list[str]]:
    """``tests/faults/caught.json``: for each fault, the ids of the scenarios that caught it
    in the last full run (empty for a fault nothing caught). Empty if the file is missing."""
    if not CAUGHT.exists():
        return {}
    data = json.loads(CAUGHT.read_text(encoding="utf-8"))
    return {str(name): [str(i) for i in ids] for name, ids in data.items()}


@dataclass(frozen=True, repr=False)
class CatalogueRuns:
    """Every run a check of the catalogue needs: the control run (``control``, the whole
    suite on the unpatched engine), one certify run per fault that was certified
    (``faults``, by name; each on the whole suite or on the scenarios its ``keyword``
    selects) and the probe observations (``probes``, by name)."""

    control: CertifyRun
    faults: dict[str, CertifyRun]
    probes: dict[str, dict[str, Any]]
    seconds: float

    def __repr__(self) -> str:
        return f"<CatalogueRuns: {len(self.faults)} faults and the clean engine in {self.seconds:.0f} s>"

    def catching_ids(self, fault: Fault) -> list[str]:
        """The ids of the scenarios that catch ``fault``; for a leak the non-interference check
        must catch (``fault.twin``), those it failed come first (so the quick run replays them)."""
        return self.faults[fault.name].catching_ids(self.control, TWIN_FAILURE if fault.twin else None)


def run_catalogue(
    selections: Mapping[str, str | None], probed: Sequence[str] = (), workers: int | None = None
) -> CatalogueRuns:
    """Certify the clean engine on the whole suite and each fault of ``selections`` on the
    scenarios its ``-k`` expression selects (None: the whole suite), and run the probes of
    ``probed``, all in parallel (``workers`` processes at a time, default one per core)."""
    workers = workers or os.cpu_count() or 1
    started = time.monotonic()
    with ThreadPoolExecutor(max_workers=workers) as pool:
        control_future = pool.submit(certify, None)
        fault_futures: dict[str, Future[CertifyRun]] = {
            name: pool.submit(certify, name, keyword) for name, keyword in selections.items()
        }
        probe_futures = {name: pool.submit(probe, name) for name in probed}
        control = control_future.result()
        faults = {name: future.result() for name, future in fault_futures.items()}
        probes = {name: future.result() for name, future in probe_futures.items()}
    return CatalogueRuns(control=control, faults=faults, probes=probes, seconds=time.monotonic() - started)
