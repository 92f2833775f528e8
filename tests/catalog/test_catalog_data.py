"""Checks on the atom catalog data (facedown/catalog/atoms.toml) and its loader."""

from __future__ import annotations

import dataclasses
import importlib.util
import json
import os
import re
from functools import cache
from importlib import resources
from pathlib import Path
from types import ModuleType

import pytest

from facedown.catalog import (
    DEFAULT_EDITION,
    EDITIONS,
    KINDS,
    MECHANICS,
    Atom,
    Catalog,
    CatalogError,
    UnknownEditionError,
    check_edition,
    load_catalog,
    parse_catalog,
)

HERE = Path(__file__).resolve().parent
OLD, NEW = "2024-04-12", "2026-04-17"
RULE_NUMBER = re.compile(r"^\d{3}(?:\.\d+[a-z]?)?$")


def _load_fingerprint_module() -> ModuleType:
    spec = importlib.util.spec_from_file_location("catalog_fingerprint", HERE / "fingerprint.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


fingerprint = _load_fingerprint_module()


@cache
def reference() -> dict[str, object]:
    """The stored fingerprint of the reference atom list (IDs in order, hashed word runs per atom)."""
    data: dict[str, object] = json.loads((HERE / "reference_atoms.json").read_text(encoding="utf-8"))
    return data


def reference_ids() -> list[str]:
    atoms = reference()["atoms"]
    assert isinstance(atoms, list)
    return [str(a["id"]) for a in atoms]


def reference_runs() -> dict[str, set[str]]:
    atoms = reference()["atoms"]
    assert isinstance(atoms, list)
    return {str(a["id"]): set(a["runs"]) for a in atoms}


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return load_catalog()


# --- the list itself ----------------------------------------------------------------------------------------


def reference_origin_ids(catalog: Catalog) -> list[str]:
    return [a.id for a in catalog if a.origin == "reference"]


def test_catalog_holds_exactly_the_270_reference_ids_in_reference_order(catalog: Catalog) -> None:
    assert len(reference_ids()) == 270
    assert reference_origin_ids(catalog) == reference_ids()


def test_generated_atoms_are_the_printed_card_checks(catalog: Catalog) -> None:
    generated = [a for a in catalog if a.origin == "generated"]
    assert generated and all(a.kind == "card" and a.mechanic == "printed-cards" for a in generated)
    assert all(a.source.cards and a.id.startswith("CARD-") for a in generated)
    assert [a.id for a in catalog][-len(generated) :] == [a.id for a in generated]
    for card, reasons in catalog.left_out.items():
        assert card and all(reason.strip() for reason in reasons)


def test_project_atoms_say_why_they_were_added(catalog: Catalog) -> None:
    project = [a for a in catalog if a.origin == "project"]
    assert [a.id for a in project] == ["R-117.3b", "R-117.3c", "R-400.2", "R-608.2h"]
    for atom in project:
        assert atom.source.note, atom.id


def test_positions_follow_list_order(catalog: Catalog) -> None:
    assert [a.position for a in catalog] == list(range(1, len(catalog) + 1))


def test_kind_counts_match_the_reference_totals(catalog: Catalog) -> None:
    # 131 rule atoms, 30 generic + 81 card-specific ruling atoms, 28 card-behaviour atoms; two project atoms.
    reference = [a for a in catalog if a.origin == "reference"]
    counts = {k: len([a for a in reference if a.kind == k]) for k in KINDS}
    assert counts == {"rule": 131, "ruling": 111, "card": 28}


def test_kind_matches_id_prefix_and_mechanic_is_known(catalog: Catalog) -> None:
    prefix = {"rule": "R-", "ruling": "RUL-", "card": "CARD-"}
    for atom in catalog:
        assert atom.id.startswith(prefix[atom.kind]), atom.id
        assert atom.mechanic in MECHANICS, atom.id


def test_every_mechanic_has_atoms(catalog: Catalog) -> None:
    assert list(catalog.by_mechanic()) == list(MECHANICS)


def test_every_atom_has_a_summary_and_a_source(catalog: Catalog) -> None:
    for atom in catalog:
        assert atom.summary.strip(), atom.id
        src = atom.source
        if atom.kind == "rule":
            assert src.cr, f"{atom.id}: a rule atom cites CR rules"
            assert all(RULE_NUMBER.match(n) for n in src.cr), atom.id
        elif atom.kind == "ruling":
            assert src.date, f"{atom.id}: a ruling atom has a date"
            assert src.cards or src.card_group or src.ruling or src.note, f"{atom.id}: which cards carry it"
        else:
            assert src.cards, f"{atom.id}: a card atom names its card"
        assert src.describe(), atom.id


def test_ruling_dates_are_the_known_ones(catalog: Catalog) -> None:
    dates = {a.source.date for a in catalog.select(kind="ruling")}
    assert dates == {"2024-01-25", "2024-02-02", "2024-07-05", "2024-09-20"}


def test_summaries_are_distinct(catalog: Catalog) -> None:
    summaries = [a.summary for a in catalog]
    assert len(set(summaries)) == len(summaries)


def test_no_summary_shares_a_run_of_eight_words_with_its_reference_statement(catalog: Catalog) -> None:
    runs = reference_runs()
    copied = [a.id for a in catalog if fingerprint.run_hashes(a.summary) & runs.get(a.id, set())]
    assert not copied, f"summaries that copy {fingerprint.RUN}+ consecutive words of the reference: {copied}"


def test_copy_check_detects_a_copied_statement() -> None:
    text = "Turning a face-down creature face up is a special action."
    assert fingerprint.run_hashes(text) & fingerprint.run_hashes("Indeed: " + text.upper())
    assert not fingerprint.run_hashes("seven words only here, not eight total")


@pytest.mark.skipif(
    not os.environ.get("FACEDOWN_REFERENCE_DIR"),
    reason="set FACEDOWN_REFERENCE_DIR to the reference pack to re-check the stored fingerprint",
)
def test_stored_fingerprint_matches_the_reference_pack() -> None:
    ref_dir = Path(os.environ["FACEDOWN_REFERENCE_DIR"])
    readme = (ref_dir / "README.md").read_text(encoding="utf-8")
    assert fingerprint.fingerprint(readme) == reference()["atoms"]
    tsv = (ref_dir / "atoms.tsv").read_text(encoding="utf-8").splitlines()[1:]
    assert [line.split("\t")[0] for line in tsv if line] == reference_ids()


# --- CR editions --------------------------------------------------------------------------------------------


def test_editions() -> None:
    assert EDITIONS == (OLD, NEW)
    assert DEFAULT_EDITION == NEW
    assert check_edition(OLD) == OLD
    with pytest.raises(UnknownEditionError, match="2023-01-01"):
        check_edition("2023-01-01")


def test_cloak_atoms_are_701_56_in_2024_04_12_and_701_58_in_2026_04_17(catalog: Catalog) -> None:
    cloak_rules = [a for a in catalog.select(kind="rule", mechanic="cloak")]
    assert len(cloak_rules) == 14
    for atom in cloak_rules:
        old, new = atom.label(OLD), atom.label(NEW)
        assert old is not None and new is not None, atom.id
        assert re.fullmatch(r"701\.56[a-h]", old), (atom.id, old)
        assert re.fullmatch(r"701\.58[a-h]", new), (atom.id, new)
        assert old[-1] == new[-1], atom.id
    assert catalog["R-701.58a-1"].label(OLD) == "701.56a"
    assert catalog["R-701.58g"].rule_numbers(OLD) == ("701.56g",)


def test_manifest_atoms_are_701_34_in_2024_04_12_and_701_40_in_2026_04_17(catalog: Catalog) -> None:
    for atom in catalog.select(kind="rule", mechanic="manifest"):
        assert atom.label(NEW) == atom.id[2:].split("-")[0], atom.id
        assert atom.label(OLD) == "701.34" + atom.label(NEW)[len("701.40") :], atom.id  # type: ignore[index]


def test_manifest_dread_and_708_12_have_no_2024_04_12_number(catalog: Catalog) -> None:
    for atom in catalog:
        new = atom.rule_numbers(NEW) or ()
        if any(n.startswith("701.62") or n == "708.12" for n in new):
            assert atom.rule_numbers(OLD) is None, atom.id
            assert atom.label(OLD) is None, atom.id
            assert not atom.in_edition(OLD), atom.id
    assert catalog["R-701.62a"].label(OLD) is None
    assert catalog["R-708.12"].rule_numbers(OLD) is None
    assert catalog["R-708.12"].label(NEW) == "708.12"


def test_rules_that_predate_2024_04_12_keep_their_number(catalog: Catalog) -> None:
    assert catalog["R-702.21b"].label(OLD) == "702.21b"  # since CR 2022-06-10
    assert catalog["R-708.2b"].label(OLD) == "708.2b"  # since CR 2023-10-13
    assert catalog["R-701.40d"].label(OLD) == "701.34d"  # since CR 2024-02-02
    assert catalog["R-702.168a-1"].label(OLD) == "702.168a"
    assert catalog["R-701.27b"].label(OLD) == "701.28b"
    assert catalog["R-730.2g"].label(OLD) == "727.2g"


def _old_number(new: str) -> str | None:
    """The 2024-04-12 number of a 2026-04-17 rule number, per the numbering table of the reference pack."""
    if new.startswith("701.62") or new == "708.12":
        return None
    # Opening an Attraction and rolling to visit were 701.48 and 701.49 in the 2024-04-12 text (its file
    # 20240410_En.txt, the pack's source for that edition), 701.51 and 701.52 in the 2026-04-17 one.
    renumbered = (("701.58", "701.56"), ("701.40", "701.34"), ("730.2", "727.2"), ("701.51", "701.48"))
    for renamed, old in (*renumbered, ("701.52", "701.49")):
        if re.fullmatch(re.escape(renamed) + r"[a-z]?", new):
            return old + new[len(renamed) :]
    return {"701.27b": "701.28b", "701.28b": "701.50b", "723.4": "720.4"}.get(new, new)


def test_every_edition_mapping_follows_the_numbering_table(catalog: Catalog) -> None:
    for atom in catalog:
        new = atom.rule_numbers(NEW)
        assert new is not None, f"{atom.id}: every atom exists in the newest edition"
        expected = [_old_number(n) for n in new]
        if any(e is None for e in expected):
            assert atom.rule_numbers(OLD) is None, atom.id
        else:
            assert atom.rule_numbers(OLD) == tuple(expected), atom.id


def test_rule_atoms_cite_their_source_rules_and_lead_with_their_own_number(catalog: Catalog) -> None:
    for atom in catalog.select(kind="rule"):
        assert atom.rule_numbers(NEW) == atom.source.cr, atom.id
        own = atom.id[2:].split("-")[0]
        if own in atom.source.cr:
            assert atom.label(NEW) == own, atom.id


def test_caveats_from_the_reference_are_carried(catalog: Catalog) -> None:
    for atom_id in ("RUL-karlov-watchdog-1", "CARD-karlov-watchdog-1", "R-701.58a-2", "RUL-gen-cloak-1a"):
        assert catalog[atom_id].caveat, atom_id
    assert catalog["R-116.1"].caveat is None


# --- loader -------------------------------------------------------------------------------------------------


def test_lookup_and_iteration(catalog: Catalog) -> None:
    first = catalog["R-116.1"]
    assert isinstance(first, Atom)
    assert first.position == 1 and first.kind == "rule" and first.mechanic == "special-actions"
    assert "R-116.1" in catalog and "R-999.9" not in catalog
    assert catalog.get("R-999.9") is None
    with pytest.raises(KeyError, match=r"R-999\.9"):
        catalog["R-999.9"]
    assert next(iter(catalog)) is first
    # The 270 atoms of the reference pack and the project's 4 (R-117.3b, R-117.3c, R-400.2, R-608.2h).
    assert len([a for a in catalog if a.origin != "generated"]) == 274
    assert [a.id for a in catalog.select(mechanic="ward")][:2] == ["R-702.21a-1", "R-702.21a-2"]
    with pytest.raises(ValueError, match="unknown mechanic"):
        catalog.select(mechanic="banding")


def test_load_catalog_is_cached() -> None:
    assert load_catalog() is load_catalog()


def test_atoms_are_frozen(catalog: Catalog) -> None:
    with pytest.raises(dataclasses.FrozenInstanceError):
        catalog["R-116.1"].summary = "changed"  # type: ignore[misc]


def test_data_file_is_package_data() -> None:
    assert resources.files("facedown.catalog").joinpath("atoms.toml").is_file()


def test_to_json_has_every_field_and_both_editions(catalog: Catalog) -> None:
    data = catalog["R-701.58a-1"].to_json(OLD)
    assert data["rules"] == {OLD: ["701.56a"], NEW: ["701.58a"]}
    assert data["label"] == "701.56a" and data["edition"] == OLD
    assert {f.name for f in dataclasses.fields(Atom)} <= set(data)
    assert catalog["R-708.12"].to_json()["rules"] == {OLD: None, NEW: ["708.12"]}
    json.dumps([a.to_json() for a in catalog])  # serialisable


_GOOD = """
[[atom]]
id = "R-116.1"
kind = "rule"
mechanic = "special-actions"
summary = "A summary."
source = { cr = ["116.1"] }
rules = { "2024-04-12" = ["116.1"], "2026-04-17" = ["116.1"] }
"""


def test_parse_catalog_accepts_a_minimal_entry() -> None:
    parsed = parse_catalog(_GOOD)
    assert parsed.ids == ("R-116.1",)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("[[atom]\n", "not valid TOML"),
        ("title = 1\n", "no \\[\\[atom\\]\\] entries"),
        (_GOOD + _GOOD, "duplicate atom ID R-116.1"),
        (_GOOD.replace('kind = "rule"', 'kind = "ruling"'), "must start with RUL-"),
        (_GOOD.replace("special-actions", "banding"), "mechanic 'banding'"),
        (_GOOD.replace('summary = "A summary."', 'summary = ""'), "'summary' must be a non-empty string"),
        (_GOOD.replace('"2024-04-12" =', '"2019-01-01" ='), "unknown edition"),
        (_GOOD.replace('"2026-04-17" = ["116.1"]', '"2026-04-17" = []'), "needs its rule numbers"),
        (_GOOD.replace('cr = ["116.1"]', 'cr = ["one"]'), "malformed CR rule number"),
        (_GOOD.replace("source = {", "source = { page = 3,"), "unknown source field"),
        (_GOOD + 'colour = "red"\n', "unknown field"),
    ],
)
def test_parse_catalog_rejects_malformed_data_with_one_line(text: str, message: str) -> None:
    with pytest.raises(CatalogError, match=message) as info:
        parse_catalog(text)
    assert "\n" not in str(info.value)
