"""Per-card results: a card passes only when every scenario of its battery passes."""

from __future__ import annotations

from facedown.catalog import load_catalog
from facedown.poolgen.percard import card_results, render


def _atom_of(suffix: str) -> str:
    atom = next(a for a in load_catalog() if a.origin == "generated" and a.id.endswith(suffix))
    return atom.id


def test_a_card_with_one_failing_scenario_fails_and_shows_the_step() -> None:
    cast = _atom_of("dog-walker-cast-face-down")
    up = _atom_of("dog-walker-turned-face-up")
    report = {
        "engine": {"name": "some engine", "version": "1"},
        "scenarios": [
            {"key": "a", "status": "pass", "atoms": [cast]},
            {
                "key": "b",
                "status": "fail",
                "atoms": [up, "R-702.168d-1"],
                "message": "expected 3/1",
                "step": {"keyword": "And", "text": 'Bob sees "Dog Walker" as a 3/1'},
            },
            {"key": "c", "status": "pass", "atoms": ["R-116.1"]},
        ],
    }
    results = card_results(report)
    assert [(r.card, r.status) for r in results] == [("Dog Walker", "fail")]
    page = render(report, results, {})
    assert (
        '| Dog Walker | fail | 1 / 1 / 0 / 0 | `b`: And Bob sees "Dog Walker" as a 3/1: expected 3/1 |'
        in page
    )


def test_a_card_whose_scenarios_all_pass_passes() -> None:
    report = {"scenarios": [{"key": "a", "status": "pass", "atoms": [_atom_of("dog-walker-cast-face-down")]}]}
    assert [r.status for r in card_results(report)] == ["pass"]


def test_the_committed_per_card_pages_follow_their_reports() -> None:
    import json
    from pathlib import Path

    root = Path(__file__).resolve().parents[2] / "docs" / "certifications"
    pages = sorted(root.glob("*/cards.md"))
    assert pages, "no per-card page is committed"
    catalog = load_catalog()
    for page in pages:
        report = json.loads((page.parent / "report.json").read_text(encoding="utf-8"))
        expected = render(report, card_results(report, catalog), catalog.left_out)
        assert page.read_text(encoding="utf-8") == expected, page
