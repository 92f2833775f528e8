"""Engines that crash, hang, babble or speak another protocol: each fails fast and clearly,
and the runner recovers for the next game."""

from __future__ import annotations

import contextlib
import os
import signal
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from wire_helpers import FAST, engine_cmd, env

from facedown.adapter import Accepted, PassPriority, Setup, Unsupported
from facedown.wire.client import ProcessAdapter
from facedown.wire.errors import (
    EngineCrashed,
    EngineError,
    EngineProtocolError,
    EngineTimeout,
    ProtocolVersionError,
    status_for,
)

SETUP = Setup(players=("Alice", "Mallory"))


def engine(script: str, *args: str, **options: Any) -> ProcessAdapter:
    return ProcessAdapter([*engine_cmd(script), *args], env=env(), **{**FAST, **options})


@pytest.fixture
def crashing() -> Iterator[ProcessAdapter]:
    adapter = engine("crash_midgame.py")
    yield adapter
    adapter.close()


def test_a_crash_reports_the_exit_status_and_stderr(crashing: ProcessAdapter) -> None:
    game = crashing.new_game(SETUP)
    assert game.act("Alice", PassPriority()) == Accepted()
    first_pid = crashing.pid
    with pytest.raises(EngineCrashed) as caught:
        game.act("Mallory", PassPriority())
    assert caught.value.exit_code == 3
    assert "engine exited with status 3 during act" in str(caught.value)
    assert "Fatal: cannot continue" in str(caught.value)
    assert caught.value.stderr_tail[-2:] == (
        "raw engine: internal invariant broken",
        "Fatal: cannot continue",
    )
    assert status_for(caught.value) == "crash"
    # the game died with the process ...
    with pytest.raises(EngineCrashed, match="game g1 was lost"):
        game.observe("Alice")
    game.close()  # ... and closing it is harmless
    # ... but the next game gets a fresh process
    again = crashing.new_game(SETUP)
    assert again.act("Alice", PassPriority()) == Accepted()
    assert crashing.pid not in (None, first_pid)
    assert crashing.restarts == 1


def test_after_the_restart_limit_every_game_reports_the_crash_at_once() -> None:
    adapter = engine("crash_midgame.py", max_restarts=1)
    try:
        for _ in range(2):
            with pytest.raises(EngineCrashed, match="status 3"):
                adapter.new_game(SETUP).act("Mallory", PassPriority())
        started = time.monotonic()
        for _ in range(3):
            with pytest.raises(EngineCrashed, match=r"failed 2 times; not restarted again \(engine exited"):
                adapter.new_game(SETUP)
        assert time.monotonic() - started < 0.5
        assert adapter.restarts == 1
        assert adapter.info().name == "raw"  # the handshake answer is kept
    finally:
        adapter.close()


def test_a_hung_engine_times_out_and_is_killed() -> None:
    adapter = engine("hang.py", timeout_request=0.3)
    try:
        game = adapter.new_game(SETUP)
        pid = adapter.pid
        started = time.monotonic()
        with pytest.raises(
            EngineTimeout, match=r"engine did not answer act within 0.3s \(killed\)"
        ) as caught:
            game.act("Mallory", PassPriority())
        assert 0.3 <= time.monotonic() - started < 2.0
        assert status_for(caught.value) == "timeout"
        assert adapter.pid is None
        assert pid is not None and not _running(pid)
        assert adapter.new_game(SETUP).act("Alice", PassPriority()) == Accepted()
    finally:
        adapter.close()


def test_a_line_that_is_not_json_is_a_protocol_error() -> None:
    adapter = engine("bad_json.py")
    try:
        game = adapter.new_game(SETUP)
        with pytest.raises(
            EngineProtocolError, match=r"act response: line is not JSON .*'Mallory acts! \{not json'"
        ):
            game.act("Mallory", PassPriority())
        assert status_for(EngineProtocolError("x")) == "error"
        assert adapter.new_game(SETUP).act("Alice", PassPriority()) == Accepted()  # recovered
    finally:
        adapter.close()


def test_another_protocol_major_is_refused_at_the_handshake() -> None:
    adapter = engine("protocol2.py")
    try:
        with pytest.raises(
            ProtocolVersionError, match=r"^engine speaks protocol 2\.0; this runner speaks 1\.x$"
        ):
            adapter.info()
        with pytest.raises(ProtocolVersionError, match=r"engine speaks protocol 2\.0"):
            adapter.new_game(SETUP)  # no restart can mend it
        assert adapter.restarts == 0
    finally:
        adapter.close()


def test_an_engine_that_cannot_start_is_one_clear_error() -> None:
    adapter = ProcessAdapter(["/nonexistent/engine", "--serve"], timeout_request=1.0)
    with pytest.raises(EngineCrashed, match="cannot start engine /nonexistent/engine --serve: No such file"):
        adapter.info()
    with pytest.raises(EngineCrashed, match="cannot start engine"):
        adapter.new_game(SETUP)


@pytest.mark.parametrize("validate", [False, True])
def test_responses_that_do_not_fit_are_named(validate: bool) -> None:
    adapter = engine("sloppy.py", validate=validate)
    try:
        game = adapter.new_game(SETUP)
        with pytest.raises(
            EngineProtocolError,
            match=r"^act response does not fit the protocol: "
            r"result/type: 'Maybe' is not one of \['Accepted', 'Rejected'\]$",
        ):
            game.act("Mallory", PassPriority())
        with pytest.raises(EngineError, match="engine error in act: NullPointerException"):
            game.act("Peggy", PassPriority())
        with pytest.raises(Unsupported, match=r"^card 'Fake Walker'$") as kindless:
            game.act("Victor", PassPriority())
        assert kindless.value.kind is None  # a 1.1 engine's unsupported: the harness takes it for an error
        with pytest.raises(
            EngineProtocolError,
            match=r"^observe response does not fit the protocol: view/turn: 'one' is not of type 'integer'$",
        ):
            game.observe("Trent")
        if validate:
            with pytest.raises(
                EngineProtocolError,
                match=r"observe response does not fit the protocol: view: .*'identities' was unexpected",
            ):
                game.observe("Mallory")
        else:
            assert game.observe("Mallory").viewer == "Mallory"
            assert [e.kind for e in game.observe("Walter").events] == ["priority_passed"]
        assert game.act("Alice", PassPriority()) == Accepted()  # all of it left the stream in order
        with pytest.raises(EngineProtocolError, match=r"^act response has id (\d+), expected \d+$"):
            game.act("Trent", PassPriority())
        assert adapter.new_game(SETUP).act("Alice", PassPriority()) == Accepted()
    finally:
        adapter.close()


def test_an_unknown_capability_is_ignored_unless_validating() -> None:
    adapter = engine("sloppy.py", "--newer")
    try:
        assert [str(c) for c in adapter.info().capabilities] == ["setup_state"]
        assert adapter.unknown_capabilities == ("time_travel",)
    finally:
        adapter.close()
    strict = engine("sloppy.py", "--newer", validate=True)
    with pytest.raises(
        EngineProtocolError, match=r"hello response does not fit .*'time_travel' is not one of"
    ):
        strict.info()


def _running(pid: int) -> bool:
    import os

    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


class _Deadline(Exception):
    pass


@pytest.mark.skipif(not hasattr(signal, "setitimer"), reason="needs POSIX interval timers")
def test_an_interrupted_request_discards_the_process() -> None:
    """A scenario deadline (SIGALRM) may interrupt the client while the engine owes a response;
    the process is then out of step and must not be reused."""

    def alarm(signum: int, frame: object) -> None:
        raise _Deadline

    adapter = engine("hang.py", timeout_request=30.0)
    previous = signal.signal(signal.SIGALRM, alarm)
    try:
        game = adapter.new_game(SETUP)
        signal.setitimer(signal.ITIMER_REAL, 0.2)
        with pytest.raises(_Deadline):
            game.act("Mallory", PassPriority())
        assert adapter.pid is None
        with pytest.raises(EngineCrashed, match=r"game g1 was lost .*interrupted in act"):
            game.observe("Alice")
        assert adapter.new_game(SETUP).act("Alice", PassPriority()) == Accepted()
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
        adapter.close()


@pytest.fixture
def forking(tmp_path: Path) -> Iterator[tuple[ProcessAdapter, Path]]:
    """The forking engine (its helper keeps the engine's pipes open), and the helper's pid file;
    the helper is ended afterwards."""
    pidfile = tmp_path / "helper.pid"
    adapter = ProcessAdapter(
        engine_cmd("forking.py"),
        env={**env(), "HELPER_PIDFILE": str(pidfile)},
        **{**FAST, "timeout_request": 20.0},
    )
    try:
        yield adapter, pidfile
    finally:
        adapter.close()
        if pidfile.exists():
            with contextlib.suppress(ProcessLookupError):
                os.kill(int(pidfile.read_text(encoding="utf-8")), signal.SIGKILL)


def test_clean_up_holds_its_deadline_when_a_helper_holds_the_pipes(
    forking: tuple[ProcessAdapter, Path],
) -> None:
    """The helper keeps stdout and stderr open for a minute after the engine exits: closing the
    adapter still takes seconds, and the engine's non-zero exit after bye is told."""
    adapter, pidfile = forking
    assert adapter.new_game(SETUP).act("Alice", PassPriority()) == Accepted()
    helper = int(pidfile.read_text(encoding="utf-8"))
    started = time.monotonic()
    adapter.close()
    assert time.monotonic() - started < 5.0
    os.kill(helper, 0)  # the helper is still alive: the clean-up did not wait for it
    assert adapter.exit_problem == "engine exited with status 3 after bye"


def test_a_crash_is_a_crash_when_a_helper_holds_the_pipes(forking: tuple[ProcessAdapter, Path]) -> None:
    """The engine dies while its helper keeps its output open: no end of output will come, yet
    the runner reports the crash (with the exit status) at once, not a timeout 20 s later."""
    adapter, _ = forking
    game = adapter.new_game(SETUP)
    started = time.monotonic()
    with pytest.raises(EngineCrashed) as caught:
        game.act("Mallory", PassPriority())
    assert time.monotonic() - started < 5.0
    assert caught.value.exit_code == 5
    assert "engine exited with status 5 during act" in str(caught.value)
    assert "raw engine: giving up" in caught.value.stderr_tail


def test_a_clean_bye_has_no_exit_problem() -> None:
    adapter = engine("crash_midgame.py")
    adapter.new_game(SETUP)
    adapter.close()
    assert adapter.exit_problem is None
