"""``facedown report`` on reports of format 1.1 and 1.2: crash and timeout statuses, outcomes under
expectations (xfail, xpass), warning-level problems, the edition certify labelled the run with, and
the engine's code coverage (per atom, the whole engine, the unreached lines)."""

from __future__ import annotations

import html
from pathlib import Path
from typing import Any

from htmlreport_data import code_coverage, make_report, scenario, upgrade, write
from htmlreport_support import ReportCommand, broken_links, parse_page

from facedown.htmlreport.load import load_report
from facedown.htmlreport.model import build_overview, mechanic_page
from facedown.report import validate_report

DISGUISE_ATOM = "R-702.168a-1"
WARD_ATOM = "R-702.21a-1"
FUNCTION = {
    "function": "reference_engine.keywords.disguise.cast_face_down",
    "rules": ["702.168a", "702.168c"],
    "path": "reference_engine/keywords/disguise.py",
    "lines": "29-33",
    "atoms": [DISGUISE_ATOM],
    "ran": True,
}
IDLE = {
    "function": "reference_engine.combat.declare_blockers",
    "rules": ["509.1a"],
    "path": "reference_engine/combat.py",
    "lines": "40-60",
    "atoms": [],
    "ran": False,
}


def _measured(tmp_path: Path) -> Path:
    report = make_report([scenario("disguise-cast", [DISGUISE_ATOM]), scenario("ward", [WARD_ATOM])])
    section = code_coverage(
        {"reference_engine/keywords/disguise.py": 40, "reference_engine/combat.py": 100},
        {"reference_engine/combat.py": "40-60,77", "reference_engine/keywords/disguise.py": "38"},
        {
            DISGUISE_ATOM: {"reference_engine/keywords/disguise.py": "29-33,35"},
            WARD_ATOM: {"reference_engine/combat.py": "1-3"},
        },
        [FUNCTION, IDLE],
    )
    return write(upgrade(report, code_coverage=section), tmp_path / "measured")


def test_code_coverage_report_is_valid(tmp_path: Path) -> None:
    assert validate_report(load_report(_measured(tmp_path)).data) == []


def test_index_shows_the_whole_engine_figure(tmp_path: Path, report_command: ReportCommand) -> None:
    site = tmp_path / "site"
    assert report_command(_measured(tmp_path), "--out", site) == 0
    index = (site / "index.html").read_text(encoding="utf-8")
    figure = index[index.index('id="engine-code"') :]
    assert "83.6 %" in figure  # (140 - 23) / 140
    assert "117 of 140" in figure
    assert 'href="coverage.html#unreached-0">23</a>' in figure
    assert "1 of 2" in figure  # functions citing rules that ran
    assert 'href="coverage.html"' in index  # in the navigation too
    assert broken_links(site) == []


def test_coverage_page_lists_the_unreached_lines(tmp_path: Path, report_command: ReportCommand) -> None:
    site = tmp_path / "site"
    assert report_command(_measured(tmp_path), "--out", site) == 0
    page = html.unescape((site / "coverage.html").read_text(encoding="utf-8"))
    unreached = page[page.index('id="unreached-0"') : page.index('id="functions-0"')]
    assert "reference_engine/combat.py" in unreached and "40–60, 77" in unreached
    assert "reference_engine/keywords/disguise.py" in unreached and ">38<" in unreached
    functions = page[page.index('id="functions-0"') :]
    assert "reference_engine.combat.declare_blockers" in functions
    assert "reference_engine.keywords.disguise.cast_face_down" not in functions
    assert "78.0 %" in page  # combat.py: 78 of 100
    for path in site.glob("*.html"):
        assert not [h for h in parse_page(path).hrefs if "://" in h], f"{path.name} links outside the site"


def test_atom_shows_the_lines_its_scenarios_ran(tmp_path: Path, report_command: ReportCommand) -> None:
    site = tmp_path / "site"
    assert report_command(_measured(tmp_path), "--out", site) == 0
    page = html.unescape((site / mechanic_page("disguise")).read_text(encoding="utf-8"))
    section = page[page.index(f'id="{DISGUISE_ATOM}"') :]
    section = section[: section.index("</section>")]
    assert "ran 6 lines of reference_engine in 1 file" in " ".join(section.split()).replace(
        "<strong>", ""
    ).replace("</strong>", "").replace("<code>", "").replace("</code>", "")
    assert "reference_engine/keywords/disguise.py" in section and "29–33, 35" in section
    assert "✓ ran" in section and "reference_engine.keywords.disguise.cast_face_down" in section
    assert "1 of 2 functions citing its rules ran" in section
    uncovered = page[page.index('id="R-702.168a-2"') :]
    uncovered = uncovered[: uncovered.index("</section>")]
    assert "no scenario of this atom ran" in uncovered


def test_code_coverage_in_the_markdown_summary(tmp_path: Path, report_command: ReportCommand) -> None:
    summary = tmp_path / "summary.md"
    assert report_command(_measured(tmp_path), "--out", tmp_path / "site", "--markdown", summary) == 0
    text = summary.read_text(encoding="utf-8")
    assert "Engine code coverage: **83.6 %** of `reference_engine` (117 of 140 lines;" in text


def test_without_code_coverage_there_is_no_page(tmp_path: Path, report_command: ReportCommand) -> None:
    report = write(make_report([scenario("disguise-cast", [DISGUISE_ATOM])]), tmp_path / "plain")
    site = tmp_path / "site"
    assert report_command(report, "--out", site) == 0
    assert not (site / "coverage.html").exists()
    assert "coverage.html" not in (site / "index.html").read_text(encoding="utf-8")


# --------------------------------------------------------------------------- 1.1: outcomes, problems


def _judged(tmp_path: Path) -> Path:
    fails = scenario("disguise-cast", [DISGUISE_ATOM], "fail", message="assert 1 == 2")
    crash = scenario("ward", [WARD_ATOM], "crash", message="engine exited with status 3 during act")
    passes = scenario("cloak", ["R-701.58a-1"])
    expected = {"target": "scenario", "status": "fail", "reason": "known: counts wrong", "link": None}
    extra: dict[str, dict[str, Any]] = {
        "disguise-cast": {
            "outcome": "xfail",
            "unexpected": False,
            "expected": {**expected, "name": "disguise-cast"},
        },
        "ward": {"outcome": "crash", "unexpected": True, "expected": None},
        "cloak": {
            "outcome": "xpass",
            "unexpected": True,
            "expected": {**expected, "name": "cloak", "status": None, "reason": "was broken"},
        },
    }
    entries = [{**entry, **extra[entry["key"]]} for entry in (fails, crash, passes)]
    report = make_report(
        entries,
        problems=[
            {
                "where": "exp.toml",
                "message": "entry 4 names scenario 'gone', which is not in the suite",
                "details": "",
                "level": "warning",
            },
        ],
    )
    report["format_version"] = "1.1"
    report["summary"].update(
        {"crash": 1, "timeout": 0, "xfail": 1, "xpass": 1, "unexpected": 2, "passed": False}
    )
    report["summary"]["atoms"].update({"crash": 1, "timeout": 0, "xfail": 1, "xpass": 0, "unexpected": 0})
    report["expectations"] = {"path": "exp.toml", "sha256": "0" * 64, "entries": 4}
    for atom in report["atoms"]:
        atom["counts"].setdefault("crash", 0)
        if atom["id"] == DISGUISE_ATOM:
            atom.update(
                outcome="xfail",
                unexpected=False,
                expected={**expected, "target": "atom", "name": DISGUISE_ATOM},
            )
    return write(report, tmp_path / "judged")


def test_outcomes_and_warnings_are_shown(tmp_path: Path, report_command: ReportCommand) -> None:
    path = _judged(tmp_path)
    assert validate_report(load_report(path).data) == []
    site = tmp_path / "site"
    assert report_command(path, "--out", site, "--markdown", tmp_path / "summary.md") == 0
    index = html.unescape((site / "index.html").read_text(encoding="utf-8"))
    counts = index[index.index('id="counts"') : index.index('id="failing"')]
    assert "‼</span> crash" in counts  # a status some report has is counted
    assert "timeout</span>" not in counts  # one no report has is not
    assert '<span class="oc oc-xfail"' in counts and '<span class="oc oc-xpass"' in counts
    assert "Suite problems (failures that belong to no scenario):\n<strong>0</strong> and 1 warning" in counts
    problems = index[index.index('id="problems"') :]
    assert '<span class="lvl lvl-warning">warning</span>' in problems
    assert "entry 4 names scenario 'gone'" in problems
    failing = index[index.index('id="failing"') : index.index('id="problems"')]
    assert DISGUISE_ATOM in failing and "oc-xfail" in failing and WARD_ATOM in failing
    page = html.unescape((site / mechanic_page("disguise")).read_text(encoding="utf-8"))
    section = page[page.index(f'id="{DISGUISE_ATOM}"') :]
    assert 'title="expected fail: known: counts wrong"' in section
    assert "expected fail: known: counts wrong (as expected)" in section
    cloak = html.unescape((site / mechanic_page("cloak")).read_text(encoding="utf-8"))
    assert "Passed, but expected not to pass: was broken" in cloak
    text = (tmp_path / "summary.md").read_text(encoding="utf-8")
    assert "| xfail | 1 |" in text and "| xpass | 1 |" in text and "| crash | 1 |" in text
    assert "| **Problems** | 0 |" in text and "| warnings | 1 |" in text
    assert "- **warning** `exp.toml`: entry 4 names scenario 'gone'" in text
    assert f"- `{DISGUISE_ATOM}` (702.168a) — **fail** (xfail): disguise-cast" in text
    assert broken_links(site) == []


def test_edition_certify_labelled_the_run_with(tmp_path: Path) -> None:
    report = upgrade(make_report([scenario("one", ["R-701.58a-1"])]), rule_edition="2024-04-12")
    report["settings"] = {
        "scenario_timeout": 60,
        "request_timeout": None,
        "start_timeout": None,
        "max_restarts": None,
        "validate": None,
        "edition": "2024-04-12",
    }
    overview = build_overview([load_report(write(report, tmp_path / "labelled"))])
    assert overview.edition == "2024-04-12"  # not the engine's 2026-04-17
    assert next(a for a in overview.atoms if a.id == "R-701.58a-1").rule == "701.56a"
