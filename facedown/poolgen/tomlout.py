"""A small, deterministic TOML writer for the generated pool files (the standard library only reads TOML).

Values are strings, integers, booleans, lists and tables; a table inside a list or a table is written
inline. Keys are written in the order given.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

__all__ = ["key", "multiline", "value"]

_BARE_KEY = re.compile(r"^[A-Za-z0-9_-]+$")
_ESCAPES = {"\\": "\\\\", '"': '\\"', "\b": "\\b", "\t": "\\t", "\n": "\\n", "\f": "\\f", "\r": "\\r"}


def key(name: str) -> str:
    """A key, bare when it can be."""
    return name if _BARE_KEY.match(name) else string(name)


def string(text: str) -> str:
    """A one-line basic string."""
    return '"' + "".join(_ESCAPES.get(c, c) for c in text) + '"'


def multiline(text: str) -> str:
    """A multi-line basic string starting on the next line (the newline after the quotes is not in it)."""
    body = text.replace("\\", "\\\\").replace('"""', '""\\"')
    if body.endswith('"'):
        body = body[:-1] + '\\"'
    return '"""\n' + body + '"""'


def value(item: object) -> str:
    """Any supported value, inline."""
    if isinstance(item, bool):
        return "true" if item else "false"
    if isinstance(item, int):
        return str(item)
    if isinstance(item, str):
        return string(item)
    if isinstance(item, Mapping):
        if not item:
            return "{}"
        return "{ " + ", ".join(f"{key(str(k))} = {value(v)}" for k, v in item.items()) + " }"
    if isinstance(item, Sequence):
        return "[" + ", ".join(value(v) for v in item) + "]"
    raise TypeError(f"cannot write {type(item).__name__} as TOML")
