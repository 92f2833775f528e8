"""Writing the files facedown makes (reports, CI outputs, expectation files, the HTML site).

Every such file is written by :func:`write_text_atomic`: the text goes to a temporary file in the
same directory, which then replaces the file in one step (``os.replace``). A write that fails --
a full disk, a file-size limit, an interruption -- leaves the file as it was (or absent), never
cut short, and leaves no temporary file behind.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path

__all__ = ["describe_write_error", "write_text_atomic"]


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def write_text_atomic(path: Path, text: str) -> None:
    """Write ``text`` (UTF-8) to ``path``, creating its directory: all of it or, on any failure
    (raised again), nothing. A new file gets the permissions ``open`` would give it; a file that
    is replaced keeps its own."""
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        mode = path.stat().st_mode & 0o7777
    except OSError:
        mode = 0o666 & ~_umask()
    fd, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        os.chmod(temporary, mode)
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise


def describe_write_error(path: Path, exc: OSError, existed: bool) -> str:
    """One line for a file that could not be written: the path, the reason, and what is left
    there (``existed``: whether the file was there before the attempt)."""
    reason = exc.strerror or str(exc)
    left = "the previous file is left as it was" if existed else "nothing was written"
    return f"cannot write {path}: {reason}; {left}"
