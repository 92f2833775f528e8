"""Serve an in-process adapter over the wire protocol (JSON lines on stdin/stdout).

::

    python -m facedown.wire.server                                  # the reference engine
    python -m facedown.wire.server --engine my_pkg.my_mod:create    # any adapter factory

The server reads one request per line and writes one response per line, in
order, until ``bye`` or the end of its input. Whatever the adapter does, the
server answers: an exception becomes an error response (``Unsupported`` ->
``unsupported``, ``SetupError`` -> ``setup``, anything else -> ``internal``,
with the traceback on standard error). Only the protocol is written to standard
output; anything the adapter prints goes to standard error.

:func:`serve_stdio` (or :func:`serve`, on any pair of streams) is the entry point for
other front ends such as ``facedown serve``.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import os
import sys
import traceback
from collections.abc import Callable, Mapping, Sequence
from typing import IO, Any

from facedown import adapter as contract
from facedown.adapter import (
    Action,
    Adapter,
    AdapterFactory,
    Game,
    GameView,
    Setup,
    SetupError,
    Unsupported,
    from_json,
    to_json,
)
from facedown.engine import DEFAULT_ENGINE, ENGINE_HELP, resolve_spec
from facedown.wire.protocol import PROTOCOL_VERSION, Command, ErrorKind, decode, encode, parse_version

_ACTION_TYPES = {cls.__name__ for cls in contract._TAGGED} - {"Accepted", "Rejected"}


class RequestFailed(Exception):
    """Raised inside the server to answer the current request with an error response."""

    def __init__(self, kind: ErrorKind, message: str, extra: Mapping[str, str] | None = None) -> None:
        super().__init__(message)
        self.kind = kind
        self.message = message
        self.extra = dict(extra or {})


class Server:
    """The protocol state of one conversation: the adapter, once greeted, and its open games."""

    def __init__(self, factory: AdapterFactory) -> None:
        self._factory = factory
        self._adapter: Adapter | None = None
        self._games: dict[str, Game] = {}
        self._counter = 0
        self.finished = False

    # -------------------------------------------------------------- one line

    def handle(self, line: bytes) -> bytes:
        """Answer one request line with one response line (never raises for a bad request)."""
        request_id: int | None = None
        try:
            try:
                request = decode(line)
            except ValueError as exc:
                raise RequestFailed(ErrorKind.INTERNAL, f"cannot read the request: {exc}") from None
            raw_id = request.get("id")
            if not isinstance(raw_id, int) or isinstance(raw_id, bool) or raw_id < 0:
                raise RequestFailed(
                    ErrorKind.INTERNAL, f"request id must be a non-negative integer, got {raw_id!r}"
                )
            request_id = raw_id
            body = self._dispatch(request)
            return encode({"id": request_id, **body})
        except RequestFailed as exc:
            return _error(request_id, exc.kind, exc.message, exc.extra)
        except (ValueError, TypeError) as exc:  # a result JSON cannot carry (e.g. NaN)
            return _error(request_id, ErrorKind.INTERNAL, f"cannot encode the response: {exc}")

    def _dispatch(self, request: dict[str, Any]) -> dict[str, Any]:
        cmd = request.get("cmd")
        if not isinstance(cmd, str) or cmd not in Command.__members__.values():
            raise RequestFailed(ErrorKind.UNSUPPORTED, f"unknown command {cmd!r}")
        if cmd not in (Command.HELLO, Command.BYE) and self._adapter is None:
            raise RequestFailed(ErrorKind.INTERNAL, f"the first request must be hello, got {cmd!r}")
        if cmd == Command.HELLO:
            return self._hello(request)
        if cmd == Command.NEW_GAME:
            return self._new_game(request)
        if cmd == Command.ACT:
            return self._act(request)
        if cmd == Command.OBSERVE:
            return self._observe(request)
        if cmd == Command.CLOSE_GAME:
            return self._close_game(request)
        self.finished = True  # bye
        return {"ok": True}

    # -------------------------------------------------------------- commands

    def _hello(self, request: dict[str, Any]) -> dict[str, Any]:
        offered = request.get("protocols")
        if not isinstance(offered, list) or not offered:
            raise RequestFailed(ErrorKind.INTERNAL, "hello needs 'protocols', a non-empty list of versions")
        try:
            majors = {parse_version(v)[0] for v in offered}
        except ValueError as exc:
            raise RequestFailed(ErrorKind.INTERNAL, str(exc)) from None
        if parse_version(PROTOCOL_VERSION)[0] not in majors:
            raise RequestFailed(
                ErrorKind.UNSUPPORTED,
                f"this engine speaks protocol {PROTOCOL_VERSION}; the runner offered {', '.join(offered)}",
            )
        if self._adapter is None:
            self._adapter = _call("start the engine", self._factory)
        adapter = self._adapter
        info = _call("describe the engine", adapter.info)
        return {
            "protocol": PROTOCOL_VERSION,
            "name": info.name,
            "version": info.version,
            "capabilities": sorted(str(c) for c in info.capabilities),
            "cr_edition": info.cr_edition,
        }

    def _new_game(self, request: dict[str, Any]) -> dict[str, Any]:
        assert self._adapter is not None
        try:
            setup = from_json(Setup, request.get("setup"))
        except (ValueError, TypeError) as exc:
            raise RequestFailed(ErrorKind.SETUP, f"the set-up does not fit the contract: {exc}") from None
        adapter = self._adapter
        game = _call("start the game", lambda: adapter.new_game(setup))
        self._counter += 1
        game_id = f"g{self._counter}"
        self._games[game_id] = game
        return {"game": game_id}

    def _act(self, request: dict[str, Any]) -> dict[str, Any]:
        game = self._game(request)
        player = _string(request, "player")
        raw = request.get("action")
        if isinstance(raw, dict) and isinstance(raw.get("type"), str) and raw["type"] not in _ACTION_TYPES:
            raise RequestFailed(ErrorKind.UNSUPPORTED, f"unknown action type {raw['type']!r}")
        try:
            action = from_json(Action, raw)
        except (ValueError, TypeError) as exc:
            raise RequestFailed(ErrorKind.INTERNAL, f"the action does not fit the contract: {exc}") from None
        result = _call("act", lambda: game.act(player, action))
        if not isinstance(result, (contract.Accepted, contract.Rejected)):
            raise RequestFailed(
                ErrorKind.INTERNAL,
                f"the adapter's act returned {type(result).__name__}, not Accepted or Rejected",
            )
        response: dict[str, Any] = {"result": to_json(result)}
        viewer = request.get("observe")
        if isinstance(viewer, str):
            # The view after the action, saving the runner an observe request. If the adapter
            # cannot give it, the view is left out: the runner's own observe then gets the error.
            with contextlib.suppress(Exception):
                view = game.observe(viewer)
                if isinstance(view, GameView):
                    response["view"] = view
        return response

    def _observe(self, request: dict[str, Any]) -> dict[str, Any]:
        game = self._game(request)
        viewer = _string(request, "viewer")
        view = _call("observe", lambda: game.observe(viewer))
        if not isinstance(view, GameView):
            raise RequestFailed(ErrorKind.INTERNAL, f"the adapter's observe returned {type(view).__name__}")
        return {"view": view}  # encode() writes it in its JSON form

    def _close_game(self, request: dict[str, Any]) -> dict[str, Any]:
        game_id = _string(request, "game")
        game = self._games.pop(game_id, None)
        if game is not None:  # closing an unknown or closed game is harmless
            _call("close the game", game.close)
        return {"ok": True}

    def _game(self, request: dict[str, Any]) -> Game:
        game_id = _string(request, "game")
        game = self._games.get(game_id)
        if game is None:
            raise RequestFailed(ErrorKind.INTERNAL, f"no open game {game_id!r}")
        return game

    def close_all(self) -> None:
        """Close every open game, ignoring their errors (the conversation is over)."""
        for game in self._games.values():
            with contextlib.suppress(Exception):
                game.close()
        self._games.clear()


def _string(request: dict[str, Any], key: str) -> str:
    value = request.get(key)
    if not isinstance(value, str):
        raise RequestFailed(
            ErrorKind.INTERNAL, f"{request.get('cmd')} needs {key!r}, a string; got {value!r}"
        )
    return value


def _call(what: str, fn: Callable[[], Any]) -> Any:
    """Run adapter code, turning its exceptions into error responses."""
    try:
        return fn()
    except RequestFailed:
        raise
    except Unsupported as exc:
        extra = {}
        if exc.kind is not None:
            extra["unsupported_kind"] = str(exc.kind)
        if exc.subject:
            extra["subject"] = exc.subject
        raise RequestFailed(ErrorKind.UNSUPPORTED, str(exc) or type(exc).__name__, extra) from None
    except SetupError as exc:
        raise RequestFailed(ErrorKind.SETUP, str(exc) or type(exc).__name__) from None
    except (Exception, SystemExit) as exc:
        traceback.print_exc(file=sys.stderr)
        message = f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
        raise RequestFailed(ErrorKind.INTERNAL, f"cannot {what}: {message}") from None


def _error(
    request_id: int | None, kind: ErrorKind, message: str, extra: Mapping[str, str] | None = None
) -> bytes:
    return encode({"id": request_id, "error": {"kind": kind.value, "message": message, **(extra or {})}})


def serve(factory: AdapterFactory, stdin: IO[bytes], stdout: IO[bytes]) -> int:
    """Answer requests read from ``stdin`` on ``stdout`` until ``bye`` or end of input.

    ``factory`` is called once, at the first ``hello``. Both streams are binary.
    Returns the exit status: 0 after ``bye`` or end of input, 1 if ``stdout``
    can no longer be written. Open games are closed on the way out.
    """
    server = Server(factory)
    try:
        for line in iter(stdin.readline, b""):
            if not line.strip():
                continue  # blank lines carry nothing
            response = server.handle(line)
            try:
                stdout.write(response)
                stdout.flush()
            except OSError:
                return 1
            if server.finished:
                break
        return 0
    finally:
        server.close_all()


def load_factory(spec: str) -> AdapterFactory:
    """``"package.module:factory"`` (or ``"reference"``, :func:`facedown.engine.resolve_spec`) -> the
    callable it names. Raises ``ValueError`` with a one-line reason."""
    module_name, _, attr = resolve_spec(spec).partition(":")
    if not module_name or not attr:
        raise ValueError(f"engine must be MODULE:FACTORY, got {spec!r}")
    try:
        module = importlib.import_module(module_name)
    except Exception as exc:
        raise ValueError(f"cannot import {module_name!r}: {type(exc).__name__}: {exc}") from None
    factory = getattr(module, attr, None)
    if not callable(factory):
        raise ValueError(f"{module_name!r} has no callable {attr!r}")
    result: AdapterFactory = factory
    return result


def _lazy(spec: str) -> AdapterFactory:
    """A factory that loads ``spec`` when first called, so a load error becomes the hello's error response."""

    def create() -> Adapter:
        try:
            factory = load_factory(spec)
        except ValueError as exc:
            raise RequestFailed(ErrorKind.INTERNAL, f"cannot load engine {spec}: {exc}") from None
        return factory()

    return create


def main(argv: Sequence[str] | None = None) -> int:
    """Serve ``--engine`` on this process's standard input and output."""
    parser = argparse.ArgumentParser(
        prog="python -m facedown.wire.server",
        description="Serve an in-process facedown adapter over the wire protocol on stdin/stdout.",
    )
    parser.add_argument(
        "--engine",
        default=DEFAULT_ENGINE,
        metavar="MODULE:FACTORY",
        help=f"{ENGINE_HELP} (default: {DEFAULT_ENGINE})",
    )
    args = parser.parse_args(argv)
    return serve_stdio(_lazy(args.engine))


def serve_stdio(factory: AdapterFactory) -> int:
    """:func:`serve` on this process's standard input and output, which it keeps for the
    protocol alone: file descriptor 1 and ``sys.stdout`` are pointed at standard error first,
    so prints from the adapter (or from programs it starts) cannot corrupt the stream."""
    return serve(factory, sys.stdin.buffer, _claim_stdout())


def _claim_stdout() -> IO[bytes]:
    """Keep file descriptor 1 for the protocol alone: return a stream on a copy of it, and
    point descriptor 1 and ``sys.stdout`` at standard error, so stray prints cannot corrupt it."""
    sys.stdout.flush()
    try:
        protocol_fd = os.dup(1)
        os.dup2(2, 1)
    except OSError:  # no real descriptors (embedded interpreter): fall back to the stream itself
        stream: IO[bytes] = sys.stdout.buffer
        sys.stdout = sys.stderr
        return stream
    sys.stdout = sys.stderr
    return os.fdopen(protocol_fd, "wb")


if __name__ == "__main__":
    raise SystemExit(main())
