"""``facedown certify -n N``: collect once, then run the scenarios in N forked worker processes.

pytest-xdist starts N fresh interpreters, and each imports the suite, parses every feature file and
collects every scenario again before it runs its share: on a machine with few cores that start-up
costs about what the workers save. :class:`ForkedWorkers` (a pytest plugin object that ``facedown
certify`` passes to pytest on a POSIX system) instead lets the one session collect, start the
engine and check every scenario's tags, then forks N workers from it (``os.fork``: each starts with
the collected session, already warm) and hands the scenarios out one at a time, to whichever worker
is free. Each worker runs a scenario through pytest's own protocol (set-up, call, tear-down, the
plugin's hooks) exactly as a serial run does and sends its :class:`~facedown.results.ScenarioResult`
(and any problem the run recorded meanwhile) back through a pipe; the parent keeps them, in
collection order, and writes the one report. The results are those of a serial run.

The engine: an in-process engine (``--engine``) is made once, before the fork, so each worker has
its own copy; an engine process (``--engine-cmd``) is closed in the parent before the fork and each
worker starts its own (and the report counts the restarts of all of them).

What can go wrong with a worker is reported, never lost:

* a worker that dies while it runs a scenario (the engine brings its process down, it is killed)
  leaves that scenario ``crash``, with the worker's exit status; a new worker takes its place;
* a worker that does not finish a scenario :data:`HANG_GRACE` seconds after ``--scenario-timeout``
  (a scenario whose engine ignores the timeout, e.g. stuck in native code) is killed, and the
  scenario is ``timeout``;
* Ctrl-C or SIGTERM in the parent stops every worker (each ends its scenario as a serial run
  would: the engine process it waited for is killed) and the run ends interrupted, with the
  results received so far.
"""

from __future__ import annotations

import contextlib
import gc
import os
import signal
import sys
import time
import traceback
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass, field
from multiprocessing.connection import Connection, Pipe, wait
from typing import Any, cast

import pytest

from facedown.plugin import FacedownRun
from facedown.results import Problem, Status, result_data, result_from_data

#: Seconds a worker may take past ``--scenario-timeout`` before it is taken for hung and killed.
HANG_GRACE = 10.0
#: Seconds the workers are given to end when the run is interrupted, before they are killed.
STOP_GRACE = 5.0
#: How many workers may die outside any scenario before no new one is started.
MAX_IDLE_LOSSES = 3


def fork_available() -> bool:
    """Whether this system can fork worker processes (POSIX)."""
    return hasattr(os, "fork")


def cpu_count() -> int:
    """How many CPUs this process may run on (``-n auto``)."""
    if hasattr(os, "sched_getaffinity"):
        return max(1, len(os.sched_getaffinity(0)))
    return max(1, os.cpu_count() or 1)


class WorkerLost(Exception):
    """A worker ended without saying why (it died); the message says how."""


@dataclass(slots=True)
class _Worker:
    """A forked worker, as the parent sees it."""

    pid: int
    conn: Connection
    #: Indexes of the items sent to the worker and not yet finished, in the order it runs them.
    queue: deque[int] = field(default_factory=deque)
    #: The item the worker said it started, and when (``time.monotonic``).
    running: int | None = None
    started: float = 0.0
    #: Whether the worker has been told that nothing comes after its queue.
    told_last: bool = False


class ForkedWorkers:
    """Runs the session's collected items in ``count`` forked workers (see the module)."""

    def __init__(self, run: FacedownRun, count: int) -> None:
        self.run = run
        self.count = count
        self._items: list[pytest.Item] = []
        self._pending: deque[int] = deque()
        self._workers: dict[int, _Worker] = {}  # by pid
        self._failed = False  # a worker's loop broke (a harness error): no new worker is started
        self._idle_losses = 0  # workers lost while running no scenario
        self._restarts = 0
        self._restarts_known = False

    # ----------------------------------------------------------------- parent

    @pytest.hookimpl(tryfirst=True)
    def pytest_runtestloop(self, session: pytest.Session) -> bool | None:
        """Run the session's items in the workers (instead of pytest's own loop, which runs them
        here one after another); leave a ``--collect-only`` session and a failed collection to
        pytest."""
        if session.testsfailed and not session.config.option.continue_on_collection_errors:
            return None  # pytest's loop says how many errors stopped the session
        if session.config.option.collectonly or not session.items:
            return None
        self._items = list(session.items)
        self._pending = deque(range(len(self._items)))
        self.run.set_order([item.nodeid for item in self._items])
        # an engine process is not shared: each worker starts its own
        self.run.close_engine_process()
        sys.stdout.flush()
        sys.stderr.flush()
        gc.collect()
        gc.freeze()  # the workers share the collected session's memory instead of copying it
        try:
            for _ in range(min(self.count, len(self._items))):
                self._start_worker()
            self._serve()
        except BaseException:
            self._stop_workers()
            raise
        finally:
            gc.unfreeze()
        if self._restarts_known:
            self.run.worker_restarts = self._restarts
        if self._pending:  # the workers broke (told as a problem): the rest is left unreached
            self.run.problems.append(
                Problem(
                    where="worker process",
                    message=f"{len(self._pending)} scenarios were not run: no worker was left to run them",
                )
            )
        return True

    def _start_worker(self) -> None:
        parent_end, child_end = Pipe()
        pid = os.fork()
        if pid == 0:  # pragma: no cover - the worker's side is measured by what it sends
            parent_end.close()
            _worker_main(self.run, self._items, child_end)
        child_end.close()
        self._workers[pid] = _Worker(pid, parent_end)
        self._feed(self._workers[pid])

    def _feed(self, worker: _Worker) -> None:
        """Keep two items queued at ``worker``: the one it runs and the one it runs next (pytest
        tears a scenario down knowing the next one, as in a serial run); once nothing is left,
        tell it that its last item is the last."""
        while len(worker.queue) < 2 and self._pending:
            index = self._pending.popleft()
            worker.queue.append(index)
            worker.conn.send(index)
        if not self._pending and not worker.told_last:
            worker.told_last = True
            worker.conn.send(None)

    def _serve(self) -> None:
        """Take what the workers send until every one has finished."""
        while self._workers:
            by_fd = {worker.conn.fileno(): worker for worker in self._workers.values()}
            ready = wait(list(by_fd), timeout=self._wait_time())
            for fd in ready:
                worker = by_fd[cast(int, fd)]
                if self._workers.get(worker.pid) is not worker:
                    continue  # lost while this round was taken (its descriptor may be reused)
                try:
                    message = worker.conn.recv()
                except (EOFError, OSError):
                    self._lost(worker, None)
                    continue
                self._take(worker, message)
            self._check_hung()

    def _take(self, worker: _Worker, message: tuple[Any, ...]) -> None:
        kind = message[0]
        if kind == "started":
            worker.running, worker.started = message[1], time.monotonic()
        elif kind == "finished":
            _, index, results, problems = message
            if worker.queue and worker.queue[0] == index:
                worker.queue.popleft()
            worker.running = None
            self.run.problems.extend(problems)
            for data in results:
                self.run.add_result(result_from_data(data))
            self._feed(worker)
        elif kind == "done":
            restarts = message[1]
            if restarts is not None:
                self._restarts += restarts
                self._restarts_known = True
            self._reap(worker)
        elif kind == "failed":  # the worker's own loop broke: a harness error
            self.run.problems.append(Problem(where="worker process", message=message[1], details=message[2]))
            self._failed = True  # no new worker: it would break the same way
            self._lost(worker, None, told=True)

    def _wait_time(self) -> float | None:
        """Seconds until the next worker is taken for hung (``None``: no limit)."""
        if self.run.timeout <= 0:
            return None
        deadlines = [
            worker.started + self.run.timeout + HANG_GRACE
            for worker in self._workers.values()
            if worker.running is not None
        ]
        return max(0.0, min(deadlines) - time.monotonic()) if deadlines else None

    def _check_hung(self) -> None:
        if self.run.timeout <= 0:
            return
        now = time.monotonic()
        for worker in list(self._workers.values()):
            if worker.running is not None and now - worker.started > self.run.timeout + HANG_GRACE:
                with contextlib.suppress(ProcessLookupError):
                    os.kill(worker.pid, signal.SIGKILL)
                limit = self.run.timeout + HANG_GRACE
                self._lost(
                    worker,
                    f"scenario timed out: its worker process did not finish it within {limit:g} s "
                    f"(--scenario-timeout {self.run.timeout:g} s did not stop it) and was killed",
                    status=Status.TIMEOUT,
                )

    def _lost(
        self, worker: _Worker, message: str | None, *, status: Status = Status.CRASH, told: bool = False
    ) -> None:
        """``worker`` is gone (or being killed): report the scenario it was running, hand back the
        ones it had not started, and start a new worker if any scenario is left."""
        exit_status = self._reap(worker)
        if worker.running is not None:
            index = worker.running
            if message is None:
                message = f"the worker process running this scenario died ({exit_status})"
            self.run.lose(self._items[index], status, message)
            if worker.queue and worker.queue[0] == index:
                worker.queue.popleft()
        elif not told and not worker.queue:
            return  # it ended between scenarios with nothing left to do: nothing is lost
        else:
            self._idle_losses += 1
            if self._idle_losses > MAX_IDLE_LOSSES and not self._failed:
                self._failed = True
                self.run.problems.append(
                    Problem(
                        where="worker process",
                        message=f"worker processes died {self._idle_losses} times outside any scenario "
                        f"(the last: {exit_status}); no new worker was started",
                    )
                )
        self._pending.extendleft(reversed(worker.queue))
        if self._pending and not self._failed:
            self._start_worker()

    def _reap(self, worker: _Worker) -> str:
        """Forget ``worker`` and wait for its process; say how it ended."""
        self._workers.pop(worker.pid, None)
        worker.conn.close()
        try:
            _, status = os.waitpid(worker.pid, 0)
        except ChildProcessError:
            return "exit status unknown"
        return _describe_exit(status)

    def _stop_workers(self) -> None:
        """Stop every worker (the run is interrupted or broke): SIGTERM, then SIGKILL after
        :data:`STOP_GRACE` seconds."""
        for worker in self._workers.values():
            with contextlib.suppress(ProcessLookupError):
                os.kill(worker.pid, signal.SIGTERM)
        deadline = time.monotonic() + STOP_GRACE
        for worker in list(self._workers.values()):
            while time.monotonic() < deadline:
                with contextlib.suppress(ChildProcessError):
                    if os.waitpid(worker.pid, os.WNOHANG)[0] != 0:
                        break
                    time.sleep(0.02)
                    continue
                break
            else:
                with contextlib.suppress(ProcessLookupError):
                    os.kill(worker.pid, signal.SIGKILL)
                with contextlib.suppress(ChildProcessError):
                    os.waitpid(worker.pid, 0)
            worker.conn.close()
        self._workers.clear()


def _describe_exit(status: int) -> str:
    if os.WIFSIGNALED(status):
        return f"killed by signal {signal.Signals(os.WTERMSIG(status)).name}"
    return f"exit status {os.waitstatus_to_exitcode(status)}"


# --------------------------------------------------------------------------- worker


def _worker_main(
    run: FacedownRun, items: Sequence[pytest.Item], conn: Connection
) -> None:  # pragma: no cover - runs in the forked process
    """The worker's loop: run each item the parent sends, send back its results; never return."""
    code = 0
    try:
        gc.unfreeze()
        run.become_worker()
        index: int | None = conn.recv()
        while index is not None:
            following: int | None = conn.recv()  # the parent has sent it already
            conn.send(("started", index))
            first_result, first_problem = len(run.results), len(run.problems)
            nextitem = items[following] if following is not None else None
            items[index].config.hook.pytest_runtest_protocol(item=items[index], nextitem=nextitem)
            results = [result_data(result) for result in run.results[first_result:]]
            conn.send(("finished", index, results, run.problems[first_problem:]))
            index = following
        conn.send(("done", run.engine_restarts()))
    except KeyboardInterrupt:
        code = 1  # stopped by the parent (or Ctrl-C): the parent reports the run interrupted
    except BaseException as exc:
        code = 1
        with contextlib.suppress(BaseException):
            conn.send(("failed", f"{type(exc).__name__}: {exc}", traceback.format_exc()))
    finally:
        with contextlib.suppress(BaseException):
            run.close_engine()
        os._exit(code)
