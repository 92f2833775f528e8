"""Constants and framing shared by the wire client and server.

The protocol carries the adapter contract (:mod:`facedown.adapter`) over a
pair of byte streams: one JSON object per line, UTF-8, ``\\n``-terminated.
``docs/protocol.md`` is the full description; this module holds what both ends
of the Python implementation need.
"""

from __future__ import annotations

import enum
import json
import re
from collections.abc import Iterable
from typing import Any

from facedown.adapter import CONTRACT_VERSION, json_default

#: The protocol version this implementation speaks (it is the contract version).
PROTOCOL_VERSION = CONTRACT_VERSION

_VERSION_RE = re.compile(r"^(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)$")


class Command(enum.StrEnum):
    """The requests a runner may send (the ``cmd`` field)."""

    HELLO = "hello"
    NEW_GAME = "new_game"
    ACT = "act"
    OBSERVE = "observe"
    CLOSE_GAME = "close_game"
    BYE = "bye"


class ErrorKind(enum.StrEnum):
    """The ``error.kind`` of an error response."""

    UNSUPPORTED = "unsupported"  # -> facedown.adapter.Unsupported
    SETUP = "setup"  # -> facedown.adapter.SetupError
    INTERNAL = "internal"  # -> facedown.wire.errors.EngineError


def parse_version(text: object) -> tuple[int, int]:
    """``"1.2"`` -> ``(1, 2)``. Raises ``ValueError`` for anything that is not ``MAJOR.MINOR``."""
    if not isinstance(text, str):
        raise ValueError(f"a protocol version must be a string like '1.0', got {text!r}")
    match = _VERSION_RE.match(text)
    if match is None:
        raise ValueError(f"a protocol version must look like '1.0', got {text!r}")
    return int(match.group(1)), int(match.group(2))


def majors_text(versions: Iterable[str]) -> str:
    """The majors of ``versions`` for messages: ``["1.0"]`` -> ``"1.x"``."""
    majors = sorted({parse_version(v)[0] for v in versions})
    return " or ".join(f"{m}.x" for m in majors)


def encode(message: dict[str, Any]) -> bytes:
    """One message as a protocol line: compact JSON, UTF-8, ending in ``\\n``.
    Contract values in it (views, results, actions) are written in their JSON form
    (:func:`facedown.adapter.to_json`).

    Raises ``ValueError`` for values JSON cannot carry (NaN, infinities) and
    ``TypeError`` for values that are not JSON at all.
    """
    return _ENCODER.encode(message).encode("utf-8") + b"\n"


def decode(line: bytes) -> dict[str, Any]:
    """Parse one protocol line into a message object.

    Raises ``ValueError`` with a one-line reason when the line is not UTF-8,
    not JSON, or not a JSON object.
    """
    try:
        text = line.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise ValueError(f"line is not UTF-8 ({exc.reason} at byte {exc.start})") from None
    try:
        if text.startswith("\ufeff"):  # what json.loads refuses before parsing
            raise json.JSONDecodeError("Unexpected UTF-8 BOM (decode using utf-8-sig)", text, 0)
        value = _DECODER.decode(text)
    except json.JSONDecodeError as exc:
        raise ValueError(f"line is not JSON ({exc.msg} at column {exc.colno})") from None
    if not isinstance(value, dict):
        raise ValueError(f"a message must be a JSON object, got {type(value).__name__}")
    return value


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"line is not JSON ({name} is not a JSON value)")


# Built once: json.dumps and json.loads build a new encoder or decoder on every call with options.
_ENCODER = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"), allow_nan=False, default=json_default)
_DECODER = json.JSONDecoder(parse_constant=_refuse_constant)


def preview(line: bytes | str, limit: int = 120) -> str:
    """A short printable rendering of ``line`` for error messages."""
    text = line.decode("utf-8", errors="replace") if isinstance(line, bytes) else line
    text = text.rstrip("\r\n")
    return repr(text if len(text) <= limit else text[:limit] + "...")
