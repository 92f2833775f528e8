"""Write the card pool from the corpus and the hand-written overlays.

The pool (``facedown/pool/*.toml``) holds every selected face-down card of the corpus
(:mod:`facedown.poolgen.select`) and every card that has an overlay (``facedown/pool/overlays/``:
the other cards the features use, and the tokens, which have no corpus record). One file per card:

1. a header saying where the file comes from;
2. the corpus's oracle facts (name, mana cost, types, subtypes, supertypes, power, toughness, loyalty, oracle
   text), except those the overlay sets itself;
3. the overlay's text, verbatim (its comments kept);
4. when the overlay has no ``abilities``: the abilities :mod:`facedown.poolgen.derive` reads from
   the oracle text; likewise the back face's facts and abilities when the overlay has no ``[back]``.

``import.json`` records the corpus (distribution, version, licence, checksum), the selection rules'
counts, every card and its groups, and every card left out with the reason; the README's counts
section is rewritten from the same figures. Running the import twice writes the same bytes.
"""

from __future__ import annotations

import json
import re
import tomllib
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from facedown import suite

from . import tomlout
from .corpus import Corpus, load_corpus
from .derive import Derived, derive
from .select import GROUPS, Selection, select

__all__ = ["IMPORT_FILE", "OVERLAY_DIR", "PoolImport", "build", "slug", "write"]

OVERLAY_DIR = "overlays"
IMPORT_FILE = "import.json"
README = "README.md"
_COUNTS_START = "<!-- import counts: written by python -m facedown.poolgen import -->"
_COUNTS_END = "<!-- end of import counts -->"
#: The fact keys a pool file takes from the corpus, in the order they are written.
FACT_KEYS = (
    "name",
    "mana_cost",
    "types",
    "subtypes",
    "supertypes",
    "power",
    "toughness",
    "loyalty",
    "oracle",
)
#: Card types the pool can hold (the engine's card types, CR 300.1).
POOL_TYPES = frozenset(
    {
        "Artifact",
        "Battle",
        "Creature",
        "Enchantment",
        "Instant",
        "Kindred",
        "Land",
        "Plane",
        "Planeswalker",
        "Sorcery",
    }
)
#: Corpus layouts of cards the pool cannot describe, with the reason they are left out. Sagas (714) and
#: Cases (719) are imported: the ability language has chapter abilities and "To solve" abilities, written
#: in each card's overlay (the templates of ``derive`` read neither).
UNSUPPORTED_LAYOUTS: Mapping[str, str] = {
    "split": "a split card that is not a Room: the pool's split cards are Rooms (CR 709.5)",
    "adventure": (
        "an adventurer card whose Adventure the corpus doesn't record: it needs an overlay with its "
        "[adventure] (CR 715)"
    ),
    "transform": "a transforming double-faced card with a non-permanent back face the pool can't describe",
}
#: Why a Room without an overlay is left out: the corpus records only its first door.
ROOM_WITHOUT_OVERLAY = (
    "a Room whose other door the corpus doesn't record: it needs an overlay with its [split] door (CR 709.5)"
)


def slug(name: str) -> str:
    """The file name stem of a card: lower case ASCII, apostrophes dropped, other punctuation and spaces
    turned into single dashes (``"Aurelia's Vindicator"`` -> ``"aurelias-vindicator"``)."""
    ascii_name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    ascii_name = ascii_name.lower().replace("'", "")
    return re.sub(r"[^a-z0-9]+", "-", ascii_name).strip("-")


@dataclass
class PoolCard:
    """One card of the imported pool: its file's text and what the import knows of it."""

    name: str
    file: str
    text: str
    groups: tuple[str, ...]
    overlay: bool
    unimplemented: list[str] = field(default_factory=list)


@dataclass
class PoolImport:
    """The whole import: the pool files, the cards left out, and the figures of ``import.json``."""

    corpus: Corpus
    cards: dict[str, PoolCard]
    left_out: dict[str, tuple[tuple[str, ...], str]]
    selected: dict[str, tuple[str, ...]]

    def summary(self) -> dict[str, Any]:
        """The JSON document written to ``import.json``."""
        group_counts = {g: sum(1 for gs in self.selected.values() if g in gs) for g, _, _ in GROUPS}
        return {
            "corpus": {
                "distribution": self.corpus.distribution,
                "version": self.corpus.version,
                "licence": self.corpus.licence,
                "data": "MTGJSON AllPrintings (oracle records), as bundled by the distribution",
                "sha256": self.corpus.sha256,
                "records": len(self.corpus.records),
            },
            "groups": {g: {"means": means, "cards": group_counts[g]} for g, means, _ in GROUPS},
            "selected": len(self.selected),
            "in_pool": sum(1 for name in self.selected if name in self.cards),
            "left_out": len(self.left_out),
            "pool_files": len(self.cards),
            "cards": {
                name: {
                    "file": card.file,
                    "groups": list(card.groups),
                    "overlay": card.overlay,
                    "unimplemented": card.unimplemented,
                }
                for name, card in sorted(self.cards.items())
            },
            "left_out_cards": {
                name: {"groups": list(groups), "reason": reason}
                for name, (groups, reason) in sorted(self.left_out.items())
            },
        }


def _int_or_none(value: object) -> int | None:
    if isinstance(value, str) and re.fullmatch(r"-?\d+", value):
        return int(value)
    return None


def _facts(record: Mapping[str, Any], name: str) -> dict[str, Any]:
    facts: dict[str, Any] = {"name": name}
    if record.get("manaCost"):
        facts["mana_cost"] = str(record["manaCost"])
    facts["types"] = list(record.get("types") or ())
    for key in ("subtypes", "supertypes"):
        if record.get(key):
            facts[key] = list(record[key])
    for key in ("power", "toughness", "loyalty"):
        number = _int_or_none(record.get(key))
        if number is not None:
            facts[key] = number
    facts["oracle"] = str(record.get("text") or "")
    return facts


def _write_facts(facts: Mapping[str, Any], skip: set[str], prefix: str = "") -> list[str]:
    lines = []
    for key in FACT_KEYS:
        if key in facts and key not in skip:
            value = facts[key]
            text = tomlout.multiline(value) if key == "oracle" and "\n" in value else tomlout.value(value)
            lines.append(f"{key} = {text}")
    return lines


def _write_abilities(abilities: Sequence[Mapping[str, Any]], table: str) -> list[str]:
    lines: list[str] = []
    for ability in abilities:
        lines += ["", f"[[{table}]]"]
        lines += [f"{tomlout.key(k)} = {tomlout.value(v)}" for k, v in ability.items()]
    return lines


def _face_name(record: Mapping[str, Any]) -> str:
    return str(record["name"]).split(" // ")[0]


def _left_out_reason(record: Mapping[str, Any], back: Mapping[str, Any] | None) -> str | None:
    """Why a selected card can't be in the pool without an overlay (``None``: it can). Rooms and
    adventurer cards can, with an overlay holding the half the corpus lacks."""
    layout = str(record.get("layout") or "normal")
    if layout == "split" and "Room" in (record.get("subtypes") or ()):
        return ROOM_WITHOUT_OVERLAY
    if layout in UNSUPPORTED_LAYOUTS and not (
        layout == "transform" and back is not None and back.get("types")
    ):
        return UNSUPPORTED_LAYOUTS[layout]
    types = set(record.get("types") or ())
    if "Battle" in types:
        # The engine has battles (CR 310), but the corpus records no defense (310.4a): an overlay gives it.
        return "a battle: the corpus records no defense (CR 310.4a), so it needs an overlay that gives it"
    if not types or not types <= POOL_TYPES:
        unknown = ", ".join(sorted(types - POOL_TYPES)) or "none"
        return f"card types the pool can't hold ({unknown})"
    return None


def _card_text(
    corpus: Corpus,
    record: Mapping[str, Any] | None,
    overlay_text: str | None,
    overlay_path: str,
    source: str,
) -> tuple[str, list[str]]:
    overlay = tomllib.loads(overlay_text) if overlay_text is not None else {}
    lines = [f"# Generated by `python -m facedown.poolgen import`: do not edit. {source}"]
    unimplemented: list[str] = []
    if overlay_text is not None:
        lines.append(f"# Hand-written parts: {overlay_path} (they win over the corpus).")
    if record is not None:
        lines += _write_facts(_facts(record, _face_name(record)), set(overlay))
    if overlay_text is not None and overlay_text.strip():
        lines += ["", overlay_text.strip("\n")]
    if record is not None and "abilities" not in overlay:
        derived = derive(str(record.get("text") or ""), _face_name(record))
        unimplemented += derived.unimplemented
        lines += _write_abilities(derived.abilities, "abilities")
    back = corpus.back_of(record) if record is not None else None
    if back is not None and "back" not in overlay:
        lines += ["", "[back]"]
        lines += _write_facts(_facts(back, str(back["name"])), set())
        back_derived: Derived = derive(str(back.get("text") or ""), str(back["name"]))
        unimplemented += back_derived.unimplemented
        lines += _write_abilities(back_derived.abilities, "back.abilities")
    return "\n".join(lines) + "\n", unimplemented


def _overlays(pool: Path) -> dict[str, str]:
    directory = pool / OVERLAY_DIR
    return {p.stem: p.read_text(encoding="utf-8") for p in sorted(directory.glob("*.toml"))}


def build(pool: Path | None = None, corpus: Corpus | None = None) -> PoolImport:
    """Work out every pool file from the corpus and the overlays in ``pool`` (default: the suite's)."""
    pool = pool or suite.pool_dir()
    corpus = corpus or load_corpus()
    source = (
        f"Source: {corpus.distribution} {corpus.version} oracle corpus (MTGJSON data); "
        "see facedown/pool/README.md."
    )
    overlays = _overlays(pool)
    by_slug: dict[str, Mapping[str, Any]] = {}
    selections: dict[str, Selection] = {}
    for record in corpus.fronts:
        by_slug.setdefault(slug(_face_name(record)), record)
        found = select(record)
        if found is not None:
            selections[_face_name(record)] = found
    cards: dict[str, PoolCard] = {}
    left_out: dict[str, tuple[tuple[str, ...], str]] = {}
    selected: dict[str, tuple[str, ...]] = {}
    for record in corpus.fronts:
        name = _face_name(record)
        chosen = selections.get(name)
        stem = slug(name)
        if chosen is None and stem not in overlays:
            continue
        if chosen is not None:
            selected[name] = chosen.groups
            reason = chosen.left_out or _left_out_reason(record, corpus.back_of(record))
            if reason is not None and stem not in overlays:
                left_out[name] = (chosen.groups, reason)
                continue
        text, unimplemented = _card_text(
            corpus, record, overlays.get(stem), f"{OVERLAY_DIR}/{stem}.toml", source
        )
        cards[name] = PoolCard(
            name=name,
            file=f"{stem}.toml",
            text=text,
            groups=chosen.groups if chosen is not None else ("support",),
            overlay=stem in overlays,
            unimplemented=unimplemented,
        )
    for stem, overlay_text in overlays.items():
        if stem in by_slug:
            continue
        data = tomllib.loads(overlay_text)
        if not data.get("token"):
            raise ValueError(f"overlay {stem}.toml: no corpus card is called that, and it is not a token")
        text, _ = _card_text(
            corpus, None, overlay_text, f"{OVERLAY_DIR}/{stem}.toml", "A token: no corpus record."
        )
        name = str(data["name"])
        cards[f"{name} (token)"] = PoolCard(name, f"{stem}.toml", text, ("token",), True)
    return PoolImport(corpus, cards, left_out, selected)


def _counts_section(summary: Mapping[str, Any]) -> str:
    corpus = summary["corpus"]
    lines = [
        _COUNTS_START,
        f"Corpus: {corpus['distribution']} {corpus['version']} ({corpus['records']} oracle records, "
        f"sha256 `{corpus['sha256'][:16]}…`).",
        "",
        "| group | cards |",
        "| --- | --- |",
    ]
    for group, info in summary["groups"].items():
        lines.append(f"| {group}: {info['means']} | {info['cards']} |")
    lines += [
        f"| selected (the groups overlap) | {summary['selected']} |",
        f"| in the pool | {summary['in_pool']} |",
        f"| left out | {summary['left_out']} |",
        f"| pool files (with the other cards and tokens the features use) | {summary['pool_files']} |",
        _COUNTS_END,
    ]
    return "\n".join(lines)


def write(result: PoolImport, pool: Path | None = None) -> list[Path]:
    """Write the pool files, ``import.json`` and the README's counts into ``pool``; remove pool files no
    card has any more. Returns the files written."""
    pool = pool or suite.pool_dir()
    pool.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    wanted = {card.file for card in result.cards.values()}
    for stale in pool.glob("*.toml"):
        if stale.name not in wanted:
            stale.unlink()
    for card in sorted(result.cards.values(), key=lambda c: c.file):
        path = pool / card.file
        path.write_text(card.text, encoding="utf-8")
        written.append(path)
    summary = result.summary()
    path = pool / IMPORT_FILE
    path.write_text(
        json.dumps(summary, indent=1, ensure_ascii=False, sort_keys=False) + "\n", encoding="utf-8"
    )
    written.append(path)
    readme = pool / README
    if readme.is_file():
        text = readme.read_text(encoding="utf-8")
        section = _counts_section(summary)
        pattern = re.compile(re.escape(_COUNTS_START) + r".*?" + re.escape(_COUNTS_END), re.DOTALL)
        text = pattern.sub(lambda _: section, text) if pattern.search(text) else text
        readme.write_text(text, encoding="utf-8")
        written.append(readme)
    return written


def counts_lines(result: PoolImport) -> list[str]:
    """The figures the import prints."""
    summary = result.summary()
    lines = [f"corpus: {summary['corpus']['distribution']} {summary['corpus']['version']}"]
    lines += [f"{group}: {info['cards']}" for group, info in summary["groups"].items()]
    lines += [
        f"selected: {summary['selected']}",
        f"in the pool: {summary['in_pool']}",
        f"left out: {summary['left_out']}",
        f"pool files: {summary['pool_files']}",
    ]
    return lines
