"""The printed-card batteries are what the generator makes of the pool, and say what they leave out."""

from __future__ import annotations

import json
import tomllib

from facedown.catalog import load_catalog
from facedown.poolgen import batteries
from facedown.poolgen.importer import IMPORT_FILE
from facedown.suite import features_dir, pool_dir


def test_the_generated_features_and_catalog_are_up_to_date() -> None:
    built = batteries.build()
    on_disk = {
        f"{batteries.FEATURE_DIR}/{p.name}": p.read_text(encoding="utf-8")
        for p in (features_dir() / batteries.FEATURE_DIR).glob("*.feature")
    }
    assert sorted(built.features) == sorted(on_disk)
    assert [path for path, text in built.features.items() if on_disk[path] != text] == []
    catalog = batteries.render_catalog(built.atoms, built.left_out)
    assert batteries.CATALOG_FILE.read_text(encoding="utf-8") == catalog


def test_every_printed_card_has_a_battery_or_says_why_not() -> None:
    summary = json.loads((pool_dir() / IMPORT_FILE).read_text(encoding="utf-8"))
    printed = {name for name, c in summary["cards"].items() if c["groups"] not in (["support"], ["token"])}
    catalog = load_catalog()
    with_atoms = {card for a in catalog if a.origin == "generated" for card in a.source.cards}
    assert printed - with_atoms - set(catalog.left_out) == set()
    assert with_atoms <= printed


def test_every_keyword_card_has_its_cast_face_down_check() -> None:
    summary = json.loads((pool_dir() / IMPORT_FILE).read_text(encoding="utf-8"))
    keyword_cards = {name for name, c in summary["cards"].items() if "keyword" in c["groups"]}
    ids = set(load_catalog().ids)
    missing = [name for name in keyword_cards if f"CARD-{batteries.slug(name)}-cast-face-down" not in ids]
    assert missing == []


def test_expected_values_are_the_cards_printed_facts() -> None:
    assert batteries.payment("{2}{G}{G}") == "{G}{G}{C}{C}"
    assert batteries.payment("{R/W}{R/W}") == "{R}{R}"
    assert batteries.payment("{X}{X}{R}") is None
    assert batteries.mana_value("{X}{3}{W}") == 4
    assert batteries.colours({"mana_cost": "{W/U}{B}"}) == "white, blue, black"
    assert batteries.colours({"mana_cost": "{B}", "colors": []}) == "none"


def test_the_catalog_file_lists_left_out_checks_with_reasons() -> None:
    data = tomllib.loads(batteries.CATALOG_FILE.read_text(encoding="utf-8"))
    assert all(entry["reason"].strip() and entry["card"].strip() for entry in data.get("left_out", []))
