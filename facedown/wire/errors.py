"""Errors raised by the wire client when an engine process misbehaves.

Every class here is a :class:`facedown.adapter.AdapterError`, so code that
drives an adapter needs no special case for engines in another process. Each
class carries the scenario status it should be reported as in ``status``
(see :func:`status_for`):

=========================  ==========  ==================================================
class                      status      raised when
=========================  ==========  ==================================================
:class:`EngineCrashed`     ``crash``   the process exited, closed its output, or could not
                                       be started; or it crashed too often to be restarted
:class:`EngineTimeout`     ``timeout`` no response within the time limit (the process is
                                       killed)
:class:`EngineProtocolError` ``error`` a line is not JSON, a response does not fit the
                                       protocol, or the protocol versions do not match
:class:`EngineError`       ``error``   the engine answered with an ``internal`` error
=========================  ==========  ==================================================

The engine's own ``unsupported`` and ``setup`` errors are raised as
:class:`facedown.adapter.Unsupported` and :class:`facedown.adapter.SetupError`.
"""

from __future__ import annotations

from collections.abc import Sequence

from facedown.adapter import AdapterError, SetupError, Unsupported


class WireError(AdapterError):
    """Base class of the errors of an engine process. ``status`` is the scenario status."""

    status = "error"


class EngineCrashed(WireError):
    """The engine process died, closed its standard output, or could not be started.

    ``exit_code`` is the process's exit status (negative: killed by that signal;
    ``None``: unknown or still running when it stopped answering). ``stderr_tail``
    holds the last lines the process wrote to its standard error.
    """

    status = "crash"

    def __init__(self, message: str, exit_code: int | None = None, stderr_tail: Sequence[str] = ()) -> None:
        super().__init__(message)
        self.exit_code = exit_code
        self.stderr_tail = tuple(stderr_tail)


class EngineTimeout(WireError):
    """The engine did not answer a request within ``timeout`` seconds; it has been killed."""

    status = "timeout"

    def __init__(self, message: str, timeout: float, stderr_tail: Sequence[str] = ()) -> None:
        super().__init__(message)
        self.timeout = timeout
        self.stderr_tail = tuple(stderr_tail)


class EngineProtocolError(WireError):
    """The engine said something the protocol does not allow (``line`` is the offending text, if any)."""

    status = "error"

    def __init__(self, message: str, line: str | None = None) -> None:
        super().__init__(message)
        self.line = line


class ProtocolVersionError(EngineProtocolError):
    """The engine speaks a protocol major version this runner does not (raised at the handshake)."""


class EngineError(WireError):
    """The engine answered a request with an ``internal`` error."""

    status = "error"


def status_for(exc: BaseException) -> str | None:
    """The scenario status an adapter error stands for.

    ``"crash"``, ``"timeout"`` or ``"error"`` for a :class:`WireError`;
    ``"unsupported"`` for :class:`~facedown.adapter.Unsupported`; ``"error"``
    for :class:`~facedown.adapter.SetupError` and any other
    :class:`~facedown.adapter.AdapterError`; ``None`` for anything else.
    """
    if isinstance(exc, WireError):
        return exc.status
    if isinstance(exc, Unsupported):
        return "unsupported"
    if isinstance(exc, (SetupError, AdapterError)):
        return "error"
    return None


__all__ = [
    "EngineCrashed",
    "EngineError",
    "EngineProtocolError",
    "EngineTimeout",
    "ProtocolVersionError",
    "WireError",
    "status_for",
]
