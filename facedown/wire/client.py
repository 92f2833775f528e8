"""Drive an engine in another process over the wire protocol.

:class:`ProcessAdapter` implements :class:`facedown.adapter.Adapter` (and its
games :class:`facedown.adapter.Game`) by starting the engine command and
speaking JSON lines with it (``docs/protocol.md``)::

    adapter = from_command("java -jar my-engine.jar --facedown")
    info = adapter.info()              # starts the process, hello handshake
    game = adapter.new_game(setup)
    ...
    adapter.close()                    # bye, then the process exits

It is hardened against the engine:

* every request has a time limit; an engine that does not answer in time is
  killed and :class:`~facedown.wire.errors.EngineTimeout` is raised;
* an engine that exits or closes its output raises
  :class:`~facedown.wire.errors.EngineCrashed` with its exit status and the
  tail of its standard error;
* a line that is not JSON, or a response that does not fit the protocol,
  raises :class:`~facedown.wire.errors.EngineProtocolError` naming the fault
  (when the stream itself is corrupt the process is killed);
* an engine speaking another protocol major version is refused at the
  handshake with :class:`~facedown.wire.errors.ProtocolVersionError`.

After a crash, timeout or corrupt stream, the games of that process are lost
(using them raises ``EngineCrashed``) and the next :meth:`ProcessAdapter.new_game`
starts a fresh process, up to ``max_restarts`` times; after that every
``new_game`` raises ``EngineCrashed`` at once. With ``validate=True`` every
message, both ways, is checked against the protocol's JSON Schemas.

A :class:`ProcessAdapter` is meant for one thread at a time.
"""

from __future__ import annotations

import collections
import contextlib
import copy
import math
import os
import queue
import select
import shlex
import signal
import subprocess
import threading
import time
import weakref
from collections.abc import Mapping, Sequence
from typing import IO, Any, NoReturn, cast

from facedown.adapter import (
    Action,
    ActionResult,
    Capability,
    EngineInfo,
    EventKind,
    GameView,
    Setup,
    SetupError,
    Unsupported,
    UnsupportedKind,
    from_json,
    to_json,
)
from facedown.wire.errors import (
    EngineCrashed,
    EngineError,
    EngineProtocolError,
    EngineTimeout,
    ProtocolVersionError,
    WireError,
)
from facedown.wire.protocol import (
    PROTOCOL_VERSION,
    Command,
    ErrorKind,
    decode,
    encode,
    majors_text,
    parse_version,
    preview,
)

#: The protocol versions this runner offers in its hello.
RUNNER_PROTOCOLS: tuple[str, ...] = (PROTOCOL_VERSION,)

_KNOWN_CAPABILITIES = {c.value for c in Capability}
_KNOWN_EVENT_KINDS = {k.value for k in EventKind}

#: How many bytes of the engine's output are read at a time.
_READ_SIZE = 1 << 16


class InvalidRequest(WireError):
    """A request the runner was about to send does not fit the protocol (a runner-side mistake,
    e.g. an action built with a value of the wrong type). Nothing was sent."""


# --------------------------------------------------------------------------- one process


#: How often (seconds) a wait for the engine looks whether its process is still alive: an engine
#: that dies while a helper it started still holds its output open is a crash, seen at once.
_LIVENESS_PERIOD = 0.2
#: The longest (seconds) the clean-up of one process waits for its reader thread.
_READER_DEADLINE = 1.0


class _Process:
    """One running engine process. Its output is read by :meth:`receive` in the calling thread
    (waiting with ``poll(2)``; where there is none, a reader thread queues the lines), its
    error stream by a reader thread that keeps the last lines.

    The engine may start helper processes that outlive it (even in a session of their own, out of
    reach of a kill of its process group) and keep its output streams open. So nothing here waits
    for the end of a stream once the engine itself has exited: :meth:`receive` treats a dead
    engine with nothing left to read as ended, the error reader stops when told to, and the pipes
    are closed only after the reader thread is done (closing a stream a thread is reading blocks
    until that read ends)."""

    def __init__(
        self,
        cmd: Sequence[str],
        env: Mapping[str, str] | None,
        cwd: str | None,
        stderr_lines: int,
    ) -> None:
        self.popen = subprocess.Popen(
            list(cmd),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env=dict(env) if env is not None else None,
            cwd=cwd,
            start_new_session=os.name == "posix",  # its own process group, so a kill reaches its children
        )
        self.stderr_tail: collections.deque[str] = collections.deque(maxlen=max(stderr_lines, 1))
        assert self.popen.stdout is not None and self.popen.stderr is not None
        self._poller: Any = None
        self._fd = -1
        self._pending = bytearray()  # output read but not yet returned: part of a line, or lines
        self._scanned = 0  # how much of it is known to hold no line feed
        self._ended = False
        self._lines: queue.Queue[bytes | None] | None = None
        readers: dict[int, threading.Thread] = {}
        if hasattr(select, "poll"):
            self._fd = self.popen.stdout.fileno()
            self._poller = select.poll()
            self._poller.register(self._fd, select.POLLIN)
        else:
            self._lines = queue.Queue()
            out = threading.Thread(target=self._read_out, args=(self.popen.stdout,), daemon=True)
            out.start()
            readers[id(self.popen.stdout)] = out
        self._stop = threading.Event()
        self._err = threading.Thread(target=self._read_err, args=(self.popen.stderr,), daemon=True)
        self._err.start()
        readers[id(self.popen.stderr)] = self._err
        self.finalizer = weakref.finalize(self, _kill_group, self.popen, self._stop, readers)

    def _read_out(self, stream: IO[bytes]) -> None:
        assert self._lines is not None
        with contextlib.suppress(OSError, ValueError):
            for line in iter(stream.readline, b""):
                self._lines.put(line)
        self._lines.put(None)  # end of output

    def _read_err(self, stream: IO[bytes]) -> None:
        """Keep the last lines of standard error until it ends or :attr:`_stop` is set (checked
        at least every :data:`_LIVENESS_PERIOD` seconds where ``poll(2)`` exists)."""
        with contextlib.suppress(OSError, ValueError):
            if not hasattr(select, "poll"):
                for line in iter(stream.readline, b""):
                    self._keep_err(line)
                return
            fd = stream.fileno()
            poller = select.poll()
            poller.register(fd, select.POLLIN)
            partial = b""
            while not self._stop.is_set():
                if not poller.poll(int(_LIVENESS_PERIOD * 1000)):
                    continue
                chunk = os.read(fd, _READ_SIZE)
                if not chunk:
                    break
                *lines, partial = (partial + chunk).split(b"\n")
                for line in lines:
                    self._keep_err(line)
            if partial:
                self._keep_err(partial)

    def _keep_err(self, line: bytes) -> None:
        text = line.decode("utf-8", errors="replace").rstrip()
        self.stderr_tail.append(text if len(text) <= 400 else text[:400] + "...")

    @property
    def alive(self) -> bool:
        return self.popen.poll() is None

    def send(self, data: bytes) -> None:
        """Write one line to the engine. Raises ``OSError`` if its input is closed."""
        stdin = self.popen.stdin
        assert stdin is not None
        stdin.write(data)
        stdin.flush()

    def receive(self, timeout: float) -> bytes | None:
        """The next output line, ``None`` at end of output. Raises ``queue.Empty`` on timeout.

        A line is everything up to and including a line feed; output that ends without one
        gives a last line without it."""
        if self._lines is not None:
            return self._lines.get(timeout=max(timeout, 0.0))
        deadline = time.monotonic() + max(timeout, 0.0)
        pending = self._pending
        while True:
            end = pending.find(b"\n", self._scanned)
            if end >= 0:
                line = bytes(pending[: end + 1])
                del pending[: end + 1]
                self._scanned = 0
                return line
            self._scanned = len(pending)
            if self._ended:
                if not pending:
                    return None
                line = bytes(pending)
                pending.clear()
                self._scanned = 0
                return line
            wait = deadline - time.monotonic()
            if not self._poller.poll(max(math.ceil(min(wait, _LIVENESS_PERIOD) * 1000), 0)):
                if self.popen.poll() is not None and not self._poller.poll(0):
                    self._ended = True  # the engine is gone (a helper may hold its output open)
                    continue
                if wait <= 0:
                    raise queue.Empty
                continue  # not yet, or woken early (e.g. by a signal): wait for the rest
            try:
                chunk = os.read(self._fd, _READ_SIZE)
            except OSError:
                chunk = b""
            if chunk:
                pending += chunk
            else:
                self._ended = True

    def tail(self, wait: float = 0.5) -> list[str]:
        """The last lines of standard error, after giving the reader ``wait`` seconds to catch up
        (less if the engine has exited: what it wrote is in the pipe already)."""
        if self.popen.poll() is not None:
            wait = min(wait, _LIVENESS_PERIOD * 1.5)
        self._err.join(timeout=wait)
        return list(self.stderr_tail)

    def exit_code(self, wait: float) -> int | None:
        """The exit status, waiting up to ``wait`` seconds for the process to end; ``None`` if it has not."""
        try:
            return self.popen.wait(timeout=wait)
        except subprocess.TimeoutExpired:
            return None

    def kill(self) -> None:
        """Kill the process (and its process group) and reap it; its output counts as ended."""
        self._ended = True
        self.finalizer()

    def close_input(self) -> None:
        stdin = self.popen.stdin
        if stdin is not None:
            with contextlib.suppress(OSError):
                stdin.close()


def _kill_group(
    popen: subprocess.Popen[bytes], stop: threading.Event, readers: dict[int, threading.Thread]
) -> None:
    """Kill an engine process and every process of its group, reap it, stop the error reader and
    close the pipes -- within a few seconds, whatever helpers the engine left holding them: the
    error stream is closed only once its reader thread is done (a helper keeping it open makes
    the reader stop at ``stop``, not at the end of the stream)."""
    if os.name == "posix":
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(popen.pid, signal.SIGKILL)  # the group id is the engine's pid (start_new_session)
    with contextlib.suppress(OSError):
        popen.kill()
    with contextlib.suppress(subprocess.TimeoutExpired):
        popen.wait(timeout=5)
    stop.set()
    deadline = time.monotonic() + _READER_DEADLINE
    for reader in readers.values():
        if reader is not threading.current_thread():
            reader.join(timeout=max(deadline - time.monotonic(), 0))
    for stream in (popen.stdin, popen.stdout, popen.stderr):
        if stream is None:
            continue
        holder = readers.get(id(stream))
        if holder is not None and holder.is_alive():
            continue  # still blocked in a read (no poll(2) here): left to the garbage collector
        with contextlib.suppress(OSError):
            stream.close()


def _describe_exit(code: int | None) -> str:
    if code is None:
        return "engine closed its output"
    if code < 0:
        try:
            return f"engine was killed by {signal.Signals(-code).name}"
        except ValueError:
            return f"engine was killed by signal {-code}"
    return f"engine exited with status {code}"


def _with_tail(message: str, tail: Sequence[str], lines: int = 3) -> str:
    shown = [line for line in tail if line.strip()][-lines:]
    return f"{message}; stderr: {' | '.join(shown)}" if shown else message


# --------------------------------------------------------------------------- adapter


class ProcessAdapter:
    """An :class:`~facedown.adapter.Adapter` whose engine runs as a separate process.

    ``cmd`` is the command (program and arguments, not a shell line).
    ``timeout_request`` bounds every request in seconds; ``timeout_start`` bounds
    the ``hello`` after a (re)start (engines on a virtual machine start slowly).
    ``max_restarts`` is how many times a failed process is replaced. ``validate``
    checks every message against the JSON Schemas. ``env`` and ``cwd`` are
    passed to the process; ``stderr_lines`` is how much of its standard error is
    kept for crash reports.
    """

    def __init__(
        self,
        cmd: Sequence[str],
        timeout_request: float = 10.0,
        *,
        timeout_start: float = 30.0,
        max_restarts: int = 3,
        validate: bool = False,
        env: Mapping[str, str] | None = None,
        cwd: str | None = None,
        stderr_lines: int = 20,
    ) -> None:
        if not cmd:
            raise ValueError("the engine command is empty")
        self.cmd: tuple[str, ...] = tuple(cmd)
        self.timeout_request = timeout_request
        self.timeout_start = timeout_start
        self.max_restarts = max_restarts
        self.env = env
        self.cwd = cwd
        self.stderr_lines = stderr_lines
        self._schemas: Any = None
        if validate:
            from facedown.wire.schema import SchemaSet

            self._schemas = SchemaSet()
        self._proc: _Process | None = None
        self._generation = 0  # bumped at every start; games remember theirs
        self._next_id = 0
        self._info: EngineInfo | None = None
        self._fatal: WireError | None = None  # a failure no restart can mend
        self._last_failure: str | None = None
        #: How many times the process has been replaced after a failure.
        self.restarts = 0
        #: Capability names the engine declared that this runner does not know (ignored).
        self.unknown_capabilities: tuple[str, ...] = ()
        #: The protocol version the engine answered with.
        self.engine_protocol: str | None = None
        #: What went wrong when the engine was told ``bye`` (:meth:`close`): it did not answer,
        #: did not exit in time, or exited with a non-zero status; ``None`` if nothing did.
        self.exit_problem: str | None = None

    # -------------------------------------------------------------- Adapter

    def info(self) -> EngineInfo:
        """The engine's handshake answer; starts the process the first time."""
        if self._info is None:
            self._ensure_running()
        assert self._info is not None
        return self._info

    def new_game(self, setup: Setup) -> ProcessGame:
        """Start a game; restarts the process first if it failed (within ``max_restarts``)."""
        self._ensure_running()
        response = self._request(Command.NEW_GAME, {"setup": to_json(setup)})
        game_id = response.get("game")
        if not isinstance(game_id, str) or not game_id:
            raise EngineProtocolError(
                f"new_game response: 'game' must be a non-empty string, got {game_id!r}"
            )
        return ProcessGame(self, game_id, self._generation, setup.players[0] if setup.players else None)

    # -------------------------------------------------------------- life cycle

    def close(self) -> None:
        """Say ``bye`` and let the process exit (killing it if it lingers). Never raises."""
        proc = self._proc
        if proc is None:
            return
        self._proc = None
        if proc.alive:
            wait = min(self.timeout_request, 5.0)
            try:
                self._exchange(proc, Command.BYE, {}, wait)
            except (WireError, OSError) as exc:
                self.exit_problem = f"bye failed: {exc}"
            proc.close_input()
            code = proc.exit_code(wait=wait)
            if code is None:
                self.exit_problem = f"engine did not exit within {wait:g}s of bye (killed)"
            elif code != 0 and self.exit_problem is None:
                self.exit_problem = _with_tail(f"{_describe_exit(code)} after bye", proc.tail(wait=0.2))
        proc.kill()

    def __enter__(self) -> ProcessAdapter:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def started(self) -> bool:
        """Whether an engine process was ever started (the command could be run)."""
        return self._generation > 0

    @property
    def pid(self) -> int | None:
        """The running engine's process id, if one is running."""
        return self._proc.popen.pid if self._proc is not None and self._proc.alive else None

    def _ensure_running(self) -> None:
        """Start the process if none runs: the first time, or to replace a failed one (within the limit)."""
        if self._fatal is not None:
            raise copy.copy(self._fatal)
        if self._proc is not None:
            return
        if self._generation > 0:  # there was a process, and it failed
            if self.restarts >= self.max_restarts:
                failures = self.restarts + 1
                raise EngineCrashed(
                    f"engine failed {failures} times; not restarted again ({self._last_failure})"
                )
            self.restarts += 1
        self._start()

    def _start(self) -> None:
        try:
            proc = _Process(self.cmd, self.env, self.cwd, self.stderr_lines)
        except OSError as exc:
            reason = exc.strerror or str(exc)
            self._fatal = EngineCrashed(f"cannot start engine {shlex.join(self.cmd)}: {reason}")
            raise copy.copy(self._fatal) from None
        self._proc = proc
        self._generation += 1
        self._next_id = 0
        try:
            response = self._request(Command.HELLO, {"protocols": list(RUNNER_PROTOCOLS)}, self.timeout_start)
            self._hello(response)
        except (Unsupported, SetupError, EngineError) as exc:
            self._fail_fatally(EngineProtocolError(f"engine refused the handshake: {exc}"))
        except EngineProtocolError as exc:  # a wrong handshake stays wrong: no restart can mend it
            self._fail_fatally(exc)

    def _fail_fatally(self, exc: WireError) -> NoReturn:
        self._fatal = exc
        self._discard(str(exc))
        raise copy.copy(exc) from None

    def _hello(self, response: dict[str, Any]) -> None:
        version = response.get("protocol")
        try:
            major, _ = parse_version(version)
        except ValueError as exc:
            self._fail_fatally(EngineProtocolError(f"hello response: {exc}"))
        if major not in {parse_version(v)[0] for v in RUNNER_PROTOCOLS}:
            self._fail_fatally(
                ProtocolVersionError(
                    f"engine speaks protocol {version}; this runner speaks {majors_text(RUNNER_PROTOCOLS)}"
                )
            )
        name = _field(response, Command.HELLO, "name", str)
        engine_version = _field(response, Command.HELLO, "version", str)
        cr_edition = _field(response, Command.HELLO, "cr_edition", str)
        capabilities = _field(response, Command.HELLO, "capabilities", list)
        if not all(isinstance(c, str) for c in capabilities):
            raise EngineProtocolError(f"hello response: capabilities must be strings, got {capabilities!r}")
        info = EngineInfo(
            name=name,
            version=engine_version,
            capabilities=frozenset(Capability(c) for c in capabilities if c in _KNOWN_CAPABILITIES),
            cr_edition=cr_edition,
            contract_version=str(version),
        )
        if self._info is not None and info != self._info:
            self._fail_fatally(
                EngineProtocolError(f"engine changed its hello answer after a restart: {info}")
            )
        self._info = info
        self.engine_protocol = str(version)
        self.unknown_capabilities = tuple(sorted(c for c in capabilities if c not in _KNOWN_CAPABILITIES))

    # -------------------------------------------------------------- requests

    def _request(self, cmd: Command, fields: dict[str, Any], timeout: float | None = None) -> dict[str, Any]:
        """Send one request to the running process and return its (successful) response."""
        proc = self._proc
        if proc is None:
            raise EngineCrashed(f"engine is not running ({self._last_failure})")
        response = self._exchange(proc, cmd, fields, self.timeout_request if timeout is None else timeout)
        error = response.get("error")
        if error is None:
            return response
        kind, message = error["kind"], error["message"]
        if kind == ErrorKind.UNSUPPORTED:
            raise _unsupported(message, error)
        if kind == ErrorKind.SETUP:
            raise SetupError(message)
        raise EngineError(f"engine error in {cmd}: {message}")

    def _exchange(
        self, proc: _Process, cmd: Command, fields: dict[str, Any], timeout: float
    ) -> dict[str, Any]:
        """One request, one response line: framing, time limit, id and shape checks.

        Returns the response (which may be an error response, checked for shape).
        """
        request_id = self._next_id
        self._next_id += 1
        message = {"id": request_id, "cmd": cmd.value, **fields}
        if self._schemas is not None:
            problem = self._schemas.problem(f"{cmd}.request", message)
            if problem is not None:
                raise InvalidRequest(f"{cmd} request does not fit the protocol: {problem}")
        try:
            line = encode(message)
        except (ValueError, TypeError) as exc:
            raise InvalidRequest(f"{cmd} request cannot be written as JSON: {exc}") from None
        try:
            raw = self._send_and_wait(proc, cmd, line, timeout)
        except WireError:
            raise
        except BaseException:
            # Interrupted (a scenario deadline, Ctrl-C) while the engine owes a response:
            # the stream is out of step, so this process cannot be used again.
            self._discard(f"interrupted in {cmd}", proc)
            raise
        try:
            response = decode(raw)
        except ValueError as exc:
            self._discard(f"wrote an unreadable line in {cmd}", proc)
            raise EngineProtocolError(
                f"{cmd} response: {exc}: {preview(raw)}", raw.decode("utf-8", "replace")
            ) from None
        return self._check_response(proc, cmd, request_id, response, raw)

    def _send_and_wait(self, proc: _Process, cmd: Command, line: bytes, timeout: float) -> bytes:
        """Write the request line and return the next non-blank line of output, within ``timeout``."""
        try:
            proc.send(line)
        except (OSError, ValueError):
            raise self._crashed(proc, cmd) from None
        deadline = time.monotonic() + timeout
        while True:
            try:
                raw = proc.receive(deadline - time.monotonic())
            except queue.Empty:
                tail = proc.tail(wait=0)
                self._discard(f"timed out in {cmd}", proc)
                raise EngineTimeout(
                    _with_tail(f"engine did not answer {cmd} within {timeout:g}s (killed)", tail),
                    timeout,
                    tail,
                ) from None
            if raw is None:
                raise self._crashed(proc, cmd)
            if raw.strip():
                return raw

    def _check_response(
        self, proc: _Process, cmd: Command, request_id: int, response: dict[str, Any], raw: bytes
    ) -> dict[str, Any]:
        got = response.get("id")
        error = response.get("error")
        if got is None and isinstance(error, dict):  # the engine could not read the request
            raise EngineProtocolError(
                f"engine could not read the {cmd} request: {error.get('message')}", _text(raw)
            )
        if got != request_id or isinstance(got, bool):
            self._discard(f"answered out of turn in {cmd}", proc)
            raise EngineProtocolError(f"{cmd} response has id {got!r}, expected {request_id}", _text(raw))
        if self._schemas is not None:
            name = "error.response" if "error" in response else f"{cmd}.response"
            problem = self._schemas.problem(name, response)
            if problem is not None:
                raise EngineProtocolError(f"{cmd} response does not fit the protocol: {problem}", _text(raw))
        if error is not None and (
            not isinstance(error, dict)
            or error.get("kind") not in {k.value for k in ErrorKind}
            or not isinstance(error.get("message"), str)
        ):
            raise EngineProtocolError(
                f"{cmd} response: 'error' must be {{kind: unsupported|setup|internal, message: string}}, "
                f"got {preview(repr(error))}",
                _text(raw),
            )
        return response

    def _crashed(self, proc: _Process, cmd: Command) -> EngineCrashed:
        """The engine's output ended: reap it and describe how it died."""
        code = proc.exit_code(wait=1.0)
        tail = proc.tail()
        message = _describe_exit(code)
        self._discard(f"{message} in {cmd}", proc)
        return EngineCrashed(_with_tail(f"{message} during {cmd}", tail), code, tail)

    def _discard(self, reason: str, proc: _Process | None = None) -> None:
        """Kill ``proc`` (default: the current process) after a failure; its games are lost."""
        victim = proc if proc is not None else self._proc
        if self._proc is victim:
            self._proc = None
        self._last_failure = reason
        if victim is not None:
            victim.kill()

    def _game_request(
        self, game: ProcessGame, cmd: Command, fields: dict[str, Any], timeout: float | None = None
    ) -> dict[str, Any]:
        if game.generation != self._generation or self._proc is None:
            raise EngineCrashed(
                f"game {game.game_id} was lost when the engine stopped ({self._last_failure})"
            )
        return self._request(cmd, {"game": game.game_id, **fields}, timeout)


def _unsupported(message: str, error: Mapping[str, Any]) -> Unsupported:
    """The :class:`Unsupported` an ``unsupported`` error response stands for, with the kind and subject
    it gives (since 1.2; an unknown kind is left out, so the harness does not accept it)."""
    kind = error.get("unsupported_kind")
    subject = error.get("subject")
    return Unsupported(
        message,
        kind=UnsupportedKind(kind) if kind in {k.value for k in UnsupportedKind} else None,
        subject=subject if isinstance(subject, str) else None,
    )


def _text(raw: bytes) -> str:
    """A response line as text, for an error that quotes it."""
    return raw.decode("utf-8", "replace")


def _field(response: dict[str, Any], cmd: Command, key: str, kind: type) -> Any:
    value = response.get(key)
    if not isinstance(value, kind):
        raise EngineProtocolError(f"{cmd} response: {key!r} must be a {kind.__name__}, got {value!r}")
    return value


# --------------------------------------------------------------------------- game


class ProcessGame:
    """A :class:`~facedown.adapter.Game` held by an engine process.

    Each ``act`` asks for the view of ``first_viewer`` (the set-up's first player) along with
    the result (the request's optional ``observe`` member); an engine that sends it back saves
    the next ``observe`` of that player a round trip. One that ignores the member is asked as usual.
    """

    def __init__(
        self, adapter: ProcessAdapter, game_id: str, generation: int, first_viewer: str | None = None
    ) -> None:
        self.adapter = adapter
        self.game_id = game_id
        self.generation = generation
        self.first_viewer = first_viewer
        self.closed = False
        self._first_view: Any = None  # the JSON form of first_viewer's view sent with the last act

    def act(self, player: str, action: Action) -> ActionResult:
        self._first_view = None
        fields: dict[str, Any] = {"player": player, "action": to_json(action)}
        if self.first_viewer is not None:
            fields["observe"] = self.first_viewer
        response = self.adapter._game_request(self, Command.ACT, fields)
        result = cast(ActionResult, _decode_field(response, Command.ACT, "result", ActionResult))
        if self.first_viewer is not None:
            self._first_view = response.get("view")
        return result

    def observe(self, viewer: str) -> GameView:
        if viewer == self.first_viewer and self._first_view is not None:
            view, self._first_view = self._first_view, None
        else:
            view = self.adapter._game_request(self, Command.OBSERVE, {"viewer": viewer}).get("view")
        if isinstance(view, dict) and isinstance(view.get("events"), list):
            # A newer minor version may add event kinds; a runner skips the ones it does not know.
            events = view["events"]
            known = [e for e in events if not isinstance(e, dict) or e.get("kind") in _KNOWN_EVENT_KINDS]
            if len(known) != len(events):
                view = {**view, "events": known}
        return cast(GameView, _decode_field({"view": view}, Command.OBSERVE, "view", GameView))

    def close(self) -> None:
        """Release the game in the engine. Harmless twice, and a no-op once its process is gone."""
        if self.closed:
            return
        self.closed = True
        if self.generation != self.adapter._generation or self.adapter._proc is None:
            return
        self.adapter._game_request(self, Command.CLOSE_GAME, {})


def _decode_field(response: dict[str, Any], cmd: Command, key: str, cls: Any) -> Any:
    """Rebuild ``response[key]`` as ``cls``; a value that does not fit is named by its path."""
    if key not in response:
        raise EngineProtocolError(f"{cmd} response has no {key!r}")
    try:
        return from_json(cls, response[key])
    except Exception as exc:
        problem = _schema_problem(cmd, {"id": 0, key: response[key]})
        if problem is not None:
            raise EngineProtocolError(f"{cmd} response does not fit the protocol: {problem}") from None
        raise EngineProtocolError(f"{cmd} response does not fit the protocol: {key}: {exc}") from None


_SCHEMAS: list[Any] = []


def _schema_problem(cmd: Command, message: dict[str, Any]) -> str | None:
    """What the schema says is wrong with a response already known to be wrong (for a precise message)."""
    if not _SCHEMAS:
        from facedown.wire.schema import SchemaSet

        _SCHEMAS.append(SchemaSet())
    problem: str | None = _SCHEMAS[0].problem(f"{cmd}.response", message)
    return problem


# --------------------------------------------------------------------------- factory


def from_command(cmd: str, **options: Any) -> ProcessAdapter:
    """A :class:`ProcessAdapter` for a command line such as ``"java -jar engine.jar"``
    (split like a POSIX shell would, without running one). ``options`` are
    :class:`ProcessAdapter`'s keyword arguments (``timeout_request``, ``validate``, ...)."""
    argv = shlex.split(cmd, posix=os.name == "posix")
    if not argv:
        raise ValueError("the engine command is empty")
    return ProcessAdapter(argv, **options)


__all__ = ["RUNNER_PROTOCOLS", "InvalidRequest", "ProcessAdapter", "ProcessGame", "from_command"]
