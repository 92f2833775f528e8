"""Parsed documents kept between runs, so that a run parses only the files that changed.

Every ``facedown certify`` reads the same feature files, atom catalog and card pool, and parsing
them (Gherkin, TOML; both parsers are pure Python) costs more than a second. :func:`parsed` keeps
what a parser made of a text in a cache directory, one entry per document (``kind`` and ``name``,
e.g. a file's path), with the digest of the text it came from and the versions of Python and of
the parser: an entry is used only when all of them match, so a changed file, another Python or
another parser is parsed afresh, and nothing a cache holds can change a result. Entries are
written with :mod:`marshal` (plain data: dictionaries, lists, strings, numbers; a parse that makes
anything else is simply not kept), each replaced whole (a write that fails leaves no entry, and
is ignored).

The directory is ``$FACEDOWN_CACHE_DIR`` if set (set but empty: no cache), else
``$XDG_CACHE_HOME/facedown/parsed`` or ``~/.cache/facedown/parsed``.
"""

from __future__ import annotations

import contextlib
import hashlib
import marshal
import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

__all__ = ["CACHE_ENV", "cache_dir", "parsed"]

#: The environment variable naming the cache directory (empty: no cache).
CACHE_ENV = "FACEDOWN_CACHE_DIR"
#: Changes when the entries' layout changes.
_LAYOUT = "1"


def cache_dir() -> Path | None:
    """The cache directory (see the module), ``None`` when caching is off."""
    given = os.environ.get(CACHE_ENV)
    if given is not None:
        return Path(given) if given else None
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "facedown" / "parsed"


def parsed(kind: str, version: str, name: str, text: str, parse: Callable[[str], Any]) -> Any:
    """``parse(text)``, taken from the cache when the entry of ``kind`` and ``name`` was made
    from the same ``text`` by the same parser ``version`` under the same Python; otherwise
    parsed (an exception of ``parse`` is raised as is) and kept."""
    directory = cache_dir()
    if directory is None:
        return parse(text)
    stamp = "\0".join((_LAYOUT, sys.version, kind, version, hashlib.sha256(text.encode()).hexdigest()))
    slot = directory / (hashlib.sha256(f"{kind}\0{name}".encode()).hexdigest()[:40] + ".marshal")
    with contextlib.suppress(Exception):  # a missing, unreadable or stale entry: parse afresh
        kept_stamp, value = marshal.loads(slot.read_bytes())
        if kept_stamp == stamp:
            return value
    value = parse(text)
    _keep(slot, stamp, value)
    return value


def _keep(slot: Path, stamp: str, value: Any) -> None:
    """Write the entry ``slot`` whole, or not at all."""
    try:
        data = marshal.dumps((stamp, value))
    except ValueError:  # not plain data (e.g. a TOML date): not kept
        return
    with contextlib.suppress(OSError):
        slot.parent.mkdir(parents=True, exist_ok=True)
        fd, temporary = tempfile.mkstemp(dir=slot.parent, prefix=".", suffix=".tmp")
        try:
            with os.fdopen(fd, "wb") as stream:
                stream.write(data)
            os.replace(temporary, slot)
        except OSError:
            with contextlib.suppress(OSError):
                os.unlink(temporary)
