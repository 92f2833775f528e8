"""The printed-card batteries: Gherkin scenarios and catalog atoms generated from the card pool.

:func:`build` runs the battery builders over every printed card of the pool (``import.json`` lists the
cards and their groups): :mod:`.keyword_batteries` for cards with morph, megamorph or disguise,
:mod:`.effect_batteries` for cards that put cards face down, watch them turned face up or have rules
about face-down objects, and :mod:`.scripted` for the clauses of a card no template reads, written by
hand in ``scenarios.toml``. Every expected value is a printed fact of the card (its oracle record)
written into the feature, so a reviewer can check it against the card. :data:`Battery.left_out` lists
every check a card does not get, with the reason, and the catalog file lists them too.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from facedown import suite

from .effect_batteries import EffectBatteries
from .gherkin import FEATURE_DIR, Battery, render_catalog
from .importer import slug
from .keyword_batteries import KEYWORDS, KeywordBatteries
from .printed import colours, load_cards, mana_value, payment
from .scripted import ScriptedBatteries

__all__ = [
    "CATALOG_FILE",
    "FEATURE_DIR",
    "Battery",
    "build",
    "colours",
    "load_cards",
    "mana_value",
    "payment",
    "render_catalog",
    "slug",
    "write",
]

CATALOG_FILE = Path(__file__).resolve().parent.parent / "catalog" / "printed_cards.toml"
#: Why a card's face-down clause gets no check, for the cards the batteries leave out (written by hand).
LEFT_OUT_FILE = Path(__file__).resolve().parent / "left_out.toml"


def _reasons() -> dict[str, str]:
    with LEFT_OUT_FILE.open("rb") as handle:
        return {str(card): str(reason) for card, reason in tomllib.load(handle).items()}


def _features_naming(features: Path) -> dict[str, list[str]]:
    """The hand-written feature files (not the generated ones) whose steps name each card."""
    named: dict[str, list[str]] = {}
    for path in sorted(features.rglob("*.feature")):
        relative = path.relative_to(features).as_posix()
        if relative.startswith(FEATURE_DIR + "/"):
            continue
        steps = [
            line for line in path.read_text(encoding="utf-8").splitlines() if not line.strip().startswith("#")
        ]
        for name in set(re.findall(r'"([^"]+)"', "\n".join(steps))):
            named.setdefault(name, []).append(relative)
    return named


def build(pool: Path | None = None) -> Battery:
    """Every generated feature and atom, from the pool in ``pool`` (default: the suite's)."""
    pool = pool or suite.pool_dir()
    battery = Battery()
    per_keyword = {kw: KeywordBatteries(kw, battery) for kw in KEYWORDS}
    effects = EffectBatteries(battery)
    scripts = ScriptedBatteries(battery)
    hand_written = _features_naming(suite.features_dir())
    for card in load_cards(pool):
        keyword = card.keyword()
        if keyword is not None:
            per_keyword[str(keyword["keyword"])].add(card, keyword)
        elif "keyword" in card.groups:
            battery.leave_out(card.name, "its morph or disguise ability is not in its pool file")
        added = effects.add(card)
        added = scripts.add(card) or added
        if not added and keyword is None and card.name not in battery.left_out:
            reason = "the battery has no template yet for what its text does"
            features = hand_written.get(card.name)
            if features:
                reason += "; hand-written scenarios use it: " + ", ".join(features)
            battery.leave_out(card.name, reason)
    scripts.settle()
    for name, reason in _reasons().items():
        if name not in battery.left_out:
            raise ValueError(f"{LEFT_OUT_FILE.name}: {name!r} is not left out (any more): drop its reason")
        battery.left_out[name] = [reason]
    for feature in (*(per_keyword[kw].feature() for kw in KEYWORDS), effects.feature(), scripts.feature()):
        if feature.rules and any(rule.parts for rule in feature.rules):
            battery.features[feature.path] = feature.render()
    return battery


def write(pool: Path | None, features: Path | None, catalog: Path | None) -> list[str]:
    """Write the generated features (removing stale ones) and the catalog file; the lines printed."""
    battery = build(pool)
    features = features or suite.features_dir()
    target = features / FEATURE_DIR
    target.mkdir(parents=True, exist_ok=True)
    for stale in target.glob("*.feature"):
        if f"{FEATURE_DIR}/{stale.name}" not in battery.features:
            stale.unlink()
    for path, text in battery.features.items():
        (features / path).write_text(text, encoding="utf-8")
    (catalog or CATALOG_FILE).write_text(render_catalog(battery.atoms, battery.left_out), encoding="utf-8")
    cards = {a.card for a in battery.atoms}
    return [
        f"features: {len(battery.features)}",
        f"cards with a battery: {len(cards)}",
        f"atoms: {len(battery.atoms)}",
        f"cards with checks left out: {len(battery.left_out)}",
    ]
