"""The ``facedown rules`` command (facedown.catalog.cli)."""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

import pytest

from facedown.catalog import MECHANICS, load_catalog
from facedown.catalog.cli import add_rules_command, main, run_rules

ROOT = Path(__file__).resolve().parents[2]


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    """Parse ``facedown rules <argv>`` the way the main CLI does, run the bound function, capture output."""
    parser = argparse.ArgumentParser(prog="facedown")
    add_rules_command(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(["rules", *argv])
    assert args.func is run_rules
    code = args.func(args)
    out, err = capsys.readouterr()
    return code, out, err


def atom_lines(out: str) -> dict[str, str]:
    return {line.split()[0]: line for line in out.splitlines() if line.startswith("  ")}


def test_text_lists_every_atom_once_grouped_by_mechanic(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys)
    assert code == 0 and err == ""
    lines = atom_lines(out)
    assert list(lines) != [] and set(lines) == set(load_catalog().ids)
    # The hand-written atoms (atoms.toml), then one per check of the generated printed-card batteries.
    generated = [a for a in load_catalog() if a.origin == "generated"]
    assert len([ln for ln in out.splitlines() if ln.startswith("  ")]) == 274 + len(generated)
    headings = [ln.split(" (")[0] for ln in out.splitlines() if ln and not ln.startswith(" ")]
    assert headings == list(MECHANICS)
    assert lines["R-701.58a-1"].split()[1] == "701.58a"


def test_text_uses_the_chosen_edition(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "--edition", "2024-04-12", "--mechanic", "cloak")
    assert code == 0
    lines = atom_lines(out)
    assert lines["R-701.58a-1"].split()[1] == "701.56a"
    assert lines["R-701.58g"].split()[1] == "701.56g"
    assert out.splitlines()[0].startswith("cloak (")


def test_text_marks_rules_absent_from_the_edition(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = run(capsys, "--edition", "2024-04-12", "--mechanic", "manifest-dread")
    assert atom_lines(out)["R-701.62a"].split()[1] == "absent"
    _, out, _ = run(capsys, "--mechanic", "manifest-dread")
    assert atom_lines(out)["R-701.62a"].split()[1] == "701.62a"


def test_json_has_every_field_and_both_editions(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "--json")
    assert code == 0 and err == ""
    data = json.loads(out)
    assert [d["id"] for d in data] == list(load_catalog().ids)
    by_id = {d["id"]: d for d in data}
    cloak = by_id["R-701.58a-1"]
    assert cloak["rules"] == {"2024-04-12": ["701.56a"], "2026-04-17": ["701.58a"]}
    assert cloak["kind"] == "rule" and cloak["mechanic"] == "cloak" and cloak["summary"]
    assert cloak["source"]["cr"] == ["701.58a"]
    assert set(cloak) >= {
        "id",
        "kind",
        "mechanic",
        "summary",
        "source",
        "rules",
        "caveat",
        "edition_note",
        "label",
    }
    assert by_id["R-708.12"]["rules"]["2024-04-12"] is None


@pytest.mark.parametrize(("kind", "count"), [("rule", 135), ("ruling", 111), ("card", 28)])
def test_kind_filter(capsys: pytest.CaptureFixture[str], kind: str, count: int) -> None:
    _, out, _ = run(capsys, "--json", "--kind", kind)
    data = json.loads(out)
    hand_written = [d for d in data if d["origin"] != "generated"]
    assert len(hand_written) == count and {d["kind"] for d in data} == {kind}


def test_kind_and_mechanic_filters_combine(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = run(capsys, "--json", "--kind", "rule", "--mechanic", "cloak", "--edition", "2024-04-12")
    data = json.loads(out)
    assert len(data) == 14
    assert all(d["label"].startswith("701.56") for d in data)


@pytest.mark.parametrize(
    ("argv", "word"),
    [
        (["--edition", "2023-01-01"], "edition"),
        (["--kind", "rumour"], "kind"),
        (["--mechanic", "banding"], "mechanic"),
    ],
)
def test_bad_option_value_is_a_one_line_error_with_exit_2(
    capsys: pytest.CaptureFixture[str], argv: list[str], word: str
) -> None:
    code, out, err = run(capsys, *argv)
    assert code == 2
    assert out == ""
    assert err.count("\n") == 1 and err.startswith("facedown rules: unknown " + word)


def test_standalone_main(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--kind", "card", "--mechanic", "cards"]) == 0
    out = capsys.readouterr().out
    assert len(atom_lines(out)) == 28


def test_module_entry_point_runs_without_traceback() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "facedown.catalog.cli", "--edition", "nope"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert proc.returncode == 2
    assert proc.stderr.strip().count("\n") == 0 and "Traceback" not in proc.stderr
