"""Word-run fingerprints of the reference atom list, for checking that catalog summaries are not copies.

The reference list (the "Atoms" section of the reference pack's README) is not part of the repository.
What the tests need from it is stored in ``reference_atoms.json`` next to this file: the atom IDs in list
order and, for each atom, hashes of every run of :data:`RUN` consecutive words of its statement. A summary
that shares a run of that length with its atom's statement produces one of those hashes.

Run as a script to regenerate the JSON from a copy of the README::

    python tests/catalog/fingerprint.py path/to/README.md > tests/catalog/reference_atoms.json
"""

from __future__ import annotations

import hashlib
import json
import re
import sys
from pathlib import Path

#: Length of the word runs that count as copying.
RUN = 8

_ATOM_LINE = re.compile(r"^R?\d+\. \*\*(?P<id>[^*]+)\*\* - (?P<text>.*)$")
_TRAILING_SOURCE = re.compile(r"\s*\[[^\]]*\]\s*$")
_WORD = re.compile(r"[a-z0-9]+(?:'[a-z]+)*")


def words(text: str) -> list[str]:
    """Lower-cased words of ``text``: punctuation and symbols separate words, apostrophes don't."""
    return _WORD.findall(text.lower().replace("\u2019", "'"))


def run_hashes(text: str, run: int = RUN) -> set[str]:
    """Hashes (12 hex digits) of every run of ``run`` consecutive words of ``text``."""
    ws = words(text)
    return {
        hashlib.sha256(" ".join(ws[i : i + run]).encode()).hexdigest()[:12] for i in range(len(ws) - run + 1)
    }


def reference_atoms(readme: str) -> list[tuple[str, str]]:
    """``(id, statement)`` for each atom line of the README, in order, without the trailing source bracket."""
    found: list[tuple[str, str]] = []
    for line in readme.splitlines():
        m = _ATOM_LINE.match(line)
        if m:
            found.append((m.group("id"), _TRAILING_SOURCE.sub("", m.group("text"))))
    return found


def fingerprint(readme: str) -> list[dict[str, object]]:
    """The JSON-ready fingerprint of the README's atom list."""
    return [{"id": aid, "runs": sorted(run_hashes(text))} for aid, text in reference_atoms(readme)]


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: fingerprint.py README.md")
    data = fingerprint(Path(sys.argv[1]).read_text(encoding="utf-8"))
    rows = ",\n".join("  " + json.dumps(atom) for atom in data)
    sys.stdout.write(f'{{"run": {RUN}, "atoms": [\n{rows}\n]}}\n')
