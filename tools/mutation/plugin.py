"""The pytest plugin of a mutation run (loaded with ``-p``; copied beside the tree it runs in).

Driven by environment variables set by :mod:`tools.mutation.runner`:

``FACEDOWN_MUTATION_RECORD=<file.json>``
    the baseline run: measure, for each test, which lines of the files named in
    ``FACEDOWN_MUTATION_MEASURE`` (``os.pathsep``-separated absolute paths) it runs, and
    write them with each test's outcome and duration to the file.
``FACEDOWN_MUTATION_ORDER=<file>``
    a mutant run: run the tests listed in the file (one node id a line) first, in that
    order, then the others in collection order; tests listed after a line ``--deselect``
    are not run at all.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Generator
from pathlib import Path
from typing import Any

import pytest

RECORD = "FACEDOWN_MUTATION_RECORD"
MEASURE = "FACEDOWN_MUTATION_MEASURE"
ORDER = "FACEDOWN_MUTATION_ORDER"
DESELECT_MARK = "--deselect"

_coverage: Any = None
_outcomes: dict[str, str] = {}
_durations: dict[str, float] = {}

if os.environ.get(RECORD):
    import coverage

    _measured = [p for p in os.environ.get(MEASURE, "").split(os.pathsep) if p]
    _coverage = coverage.Coverage(data_file=None, include=_measured, branch=False)
    _coverage.start()


def pytest_collection_modifyitems(
    session: pytest.Session, config: pytest.Config, items: list[pytest.Item]
) -> None:
    """Reorder (and deselect) the collected tests as the order file says."""
    order_file = os.environ.get(ORDER)
    if not order_file:
        return
    first: list[str] = []
    drop: set[str] = set()
    deselecting = False
    for line in Path(order_file).read_text("utf-8").splitlines():
        if line == DESELECT_MARK:
            deselecting = True
        elif line and deselecting:
            drop.add(line)
        elif line:
            first.append(line)
    by_id = {item.nodeid: item for item in items}
    leading = [by_id[n] for n in dict.fromkeys(first) if n in by_id and n not in drop]
    chosen = {id(item) for item in leading}
    rest = [item for item in items if id(item) not in chosen and item.nodeid not in drop]
    dropped = [item for item in items if item.nodeid in drop]
    if dropped:
        config.hook.pytest_deselected(items=dropped)
    items[:] = leading + rest


@pytest.hookimpl(wrapper=True)
def pytest_runtest_protocol(
    item: pytest.Item, nextitem: pytest.Item | None
) -> Generator[None, object, object]:
    """In the baseline run, record the lines each test runs under its own coverage context."""
    if _coverage is None:
        return (yield)
    _coverage.switch_context(item.nodeid)
    started = time.monotonic()
    try:
        return (yield)
    finally:
        _durations[item.nodeid] = time.monotonic() - started
        _coverage.switch_context("")


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    """Keep each test's worst outcome (a failed setup or teardown is a failure)."""
    if _coverage is None:
        return
    previous = _outcomes.get(report.nodeid)
    if report.failed:
        _outcomes[report.nodeid] = "failed"
    elif report.skipped and previous != "failed":
        _outcomes[report.nodeid] = "skipped"
    elif previous is None:
        _outcomes[report.nodeid] = "passed"


def pytest_sessionfinish(session: pytest.Session) -> None:
    """Write the baseline record."""
    if _coverage is None:
        return
    _coverage.stop()
    data = _coverage.get_data()
    lines: dict[str, dict[str, list[str]]] = {}
    for filename in data.measured_files():
        by_line = data.contexts_by_lineno(filename)
        lines[filename] = {str(n): sorted(c for c in contexts if c) for n, contexts in by_line.items()}
    record = {"outcomes": _outcomes, "durations": _durations, "lines": lines}
    Path(os.environ[RECORD]).write_text(json.dumps(record), "utf-8")
