"""``facedown report``: the site and the summary built from synthetic reports."""

from __future__ import annotations

import html
import json
from pathlib import Path

import pytest
from htmlreport_data import make_report, scenario, step, write
from htmlreport_support import ReportCommand, broken_links, parse_page

from facedown.catalog import load_catalog
from facedown.htmlreport.load import load_report
from facedown.htmlreport.model import build_overview, mechanic_page, rule_sort_key
from facedown.report import validate_report

DISGUISE_ATOM = "R-702.168a-1"
WARD_ATOM = "R-702.21a-1"
CLOAK_ATOM = "R-701.58a-1"

FAIL_MESSAGE = "assert 'face up' == 'face down'"
FAILED_STEP = ("Then", 'Bob sees "Dog Walker" as a face-down 2/2', 12)


def _steps(status_of_then: str = "passed") -> list[dict[str, object]]:
    return [
        step("Given", "a two-player game between Alice and Bob", 4, background=True),
        step("When", 'Alice casts "Dog Walker" face down using disguise', 11),
        step(*FAILED_STEP, status=status_of_then),
    ]


def _alpha_scenarios() -> list[dict[str, object]]:
    return [
        scenario("disguise-cast", [DISGUISE_ATOM], name="Alice casts Dog Walker face down", steps=_steps()),
        scenario("ward-trigger", [WARD_ATOM], name="Ward triggers on an opponent's spell"),
        scenario(
            "cloak-basic",
            [CLOAK_ATOM],
            "unsupported",
            message="unsupported: engine lacks 'cloak'",
            needs=["cloak"],
        ),
    ]


def _beta_scenarios() -> list[dict[str, object]]:
    return [
        scenario(
            "disguise-cast",
            [DISGUISE_ATOM],
            "fail",
            name="Alice casts Dog Walker face down",
            message=FAIL_MESSAGE,
            failed=FAILED_STEP,
            steps=_steps("failed"),
        ),
        scenario("ward-trigger", [WARD_ATOM], name="Ward triggers on an opponent's spell"),
        scenario(
            "cloak-basic",
            [CLOAK_ATOM],
            "unsupported",
            message="unsupported: engine lacks 'cloak'",
            needs=["cloak"],
        ),
    ]


@pytest.fixture
def alpha(tmp_path: Path) -> Path:
    return write(make_report(_alpha_scenarios()), tmp_path / "alpha")


@pytest.fixture
def beta(tmp_path: Path) -> Path:
    report = make_report(_beta_scenarios(), name="beta-engine", version="2.0", spec="beta.adapter:create")
    return write(report, tmp_path / "beta")


def test_synthetic_reports_are_valid(alpha: Path, beta: Path) -> None:
    for directory in (alpha, beta):
        assert validate_report(load_report(directory).data) == []


# --------------------------------------------------------------------------- (a) one engine


def test_one_engine_site_has_every_catalog_atom(
    alpha: Path, tmp_path: Path, report_command: ReportCommand
) -> None:
    site = tmp_path / "site"
    assert report_command(alpha, "--out", site) == 0
    index = (site / "index.html").read_text(encoding="utf-8")
    rules = (site / "rules.html").read_text(encoding="utf-8")
    assert (site / "style.css").is_file()
    ids_by_page: dict[str, set[str]] = {}
    for atom in load_catalog():
        page = mechanic_page(atom.mechanic)
        if page not in ids_by_page:
            ids_by_page[page] = parse_page(site / page).ids
        assert atom.id in ids_by_page[page], f"{atom.id} has no section on {page}"
        assert f'href="{page}#{atom.id}"' in index, f"{atom.id} is not in the index"
        assert f'href="{page}#{atom.id}"' in rules, f"{atom.id} is not on the rules page"
    assert broken_links(site) == []


def test_one_engine_header_counts_and_statuses(
    alpha: Path, tmp_path: Path, report_command: ReportCommand
) -> None:
    site = tmp_path / "site"
    assert report_command(alpha, "--out", site) == 0
    index = (site / "index.html").read_text(encoding="utf-8")
    catalog_size = len(load_catalog())
    assert "alpha-engine" in index and "1.0" in index
    assert "facedown 0.1.0" in index  # suite version
    assert "CR 2026-04-17" in index
    assert "Where engines differ" not in index  # nothing to compare with one report
    assert f">{catalog_size - 3}<" in index  # uncovered count
    assert "Uncovered atoms" in index
    # a status is never colour alone: its badge carries the word
    assert '<span class="st st-pass"><span class="sym" aria-hidden="true">✓</span> pass</span>' in index
    assert "unsupported" in index


def test_scenario_rendered_as_gherkin(alpha: Path, tmp_path: Path, report_command: ReportCommand) -> None:
    site = tmp_path / "site"
    assert report_command(alpha, "--out", site) == 0
    page = html.unescape((site / mechanic_page("disguise")).read_text(encoding="utf-8"))
    assert "@id:disguise-cast" in page and f"@{DISGUISE_ATOM}" in page
    assert "Alice casts Dog Walker face down" in page
    assert "# Background" in page
    assert "a two-player game between Alice and Bob" in page


def test_no_javascript_and_relative_stylesheet(
    alpha: Path, tmp_path: Path, report_command: ReportCommand
) -> None:
    site = tmp_path / "site"
    assert report_command(alpha, "--out", site) == 0
    for path in site.glob("*.html"):
        page = parse_page(path)
        assert page.scripts == 0, f"{path.name} has a script"
        assert page.stylesheets == ["style.css"]


# --------------------------------------------------------------------------- (b) two engines


def test_two_engines_differences_are_shown(
    alpha: Path, beta: Path, tmp_path: Path, report_command: ReportCommand
) -> None:
    site = tmp_path / "site"
    assert report_command(alpha, beta, "--out", site) == 0
    index = (site / "index.html").read_text(encoding="utf-8")
    differ = index[index.index('id="differ"') : index.index('id="failing"')]
    assert DISGUISE_ATOM in differ
    assert WARD_ATOM not in differ and CLOAK_ATOM not in differ  # same status in both
    assert 'class="cell differs"' in differ
    assert "1 atom and 1 scenario do not have the same status" in differ
    # both engines are columns of the matrix
    assert ">alpha-engine 1.0</th>" in index and ">beta-engine 2.0</th>" in index
    # the failing atom lists beta's reason
    failing = html.unescape(index[index.index('id="failing"') :])
    assert f'disguise-cast: Then "{FAILED_STEP[1]}": {FAIL_MESSAGE}' in failing

    page = html.unescape((site / mechanic_page("disguise")).read_text(encoding="utf-8"))
    section = page[page.index(f'id="{DISGUISE_ATOM}"') :]
    assert "≠ differs" in section
    assert "◀ fail in beta-engine 2.0" in section  # the failing step is marked
    assert FAIL_MESSAGE in section
    assert 'at <span class="kw">Then</span> Bob sees <span class="q">"Dog Walker"</span>' in section
    assert f"(line {FAILED_STEP[2]})" in section
    assert broken_links(site) == []


def test_two_engines_failing_step_marked_in_gherkin(alpha: Path, beta: Path) -> None:
    overview = build_overview([load_report(alpha), load_report(beta)])
    atom = next(a for a in overview.atoms if a.id == DISGUISE_ATOM)
    assert atom.statuses == ("pass", "fail") and atom.differs
    (view,) = atom.scenarios
    assert view.differs
    marks = view.step_marks(overview.engines)
    assert view.text is not None
    failing_index = next(i for i, s in enumerate(view.text.steps) if s.text == FAILED_STEP[1])
    assert [(m.status, m.engines) for m in marks[failing_index]] == [("fail", ("beta-engine 2.0",))]
    assert overview.differing_atoms == (atom,)


def test_scenario_missing_from_one_report(tmp_path: Path) -> None:
    first = write(make_report(_alpha_scenarios()), tmp_path / "a")
    second = write(make_report(_alpha_scenarios()[:1], name="beta-engine"), tmp_path / "b")
    overview = build_overview([load_report(first), load_report(second)])
    ward = next(a for a in overview.atoms if a.id == WARD_ATOM)
    assert ward.statuses == ("pass", "uncovered") and ward.differs
    assert ward.scenarios[0].statuses == ("pass", "missing")
    assert ward in overview.uncovered_atoms


def test_same_engine_twice_gets_distinct_labels(alpha: Path, tmp_path: Path) -> None:
    again = write(make_report(_alpha_scenarios()), tmp_path / "again")
    overview = build_overview([load_report(alpha), load_report(again)])
    labels = [engine.label for engine in overview.engines]
    assert labels == ["alpha-engine 1.0 (alpha)", "alpha-engine 1.0 (again)"]
    assert overview.differing_atoms == ()


def test_markdown_summary(alpha: Path, beta: Path, tmp_path: Path, report_command: ReportCommand) -> None:
    summary = tmp_path / "summary.md"
    assert report_command(alpha, beta, "--out", tmp_path / "site", "--markdown", summary) == 0
    text = summary.read_text(encoding="utf-8")
    assert "| | alpha-engine 1.0 | beta-engine 2.0 |" in text.replace("|  |", "| |")
    assert "| fail | 0 | 1 |" in text
    assert f"- `{DISGUISE_ATOM}` (702.168a) — **fail** in beta-engine 2.0: disguise-cast: Then" in text
    assert "### Where engines differ (1 atoms)" in text
    assert f"- `{DISGUISE_ATOM}` (702.168a) — alpha-engine 1.0: pass · beta-engine 2.0: fail" in text
    uncovered = text[text.index("### Uncovered atoms") :]
    assert f"({len(load_catalog()) - 3})" in uncovered
    assert "`R-116.1`" in uncovered and f"`{DISGUISE_ATOM}`" not in uncovered


def test_markdown_to_stdout(
    alpha: Path, tmp_path: Path, report_command: ReportCommand, capsys: pytest.CaptureFixture[str]
) -> None:
    assert report_command(alpha, "--out", tmp_path / "site", "--markdown", "-") == 0
    captured = capsys.readouterr()
    assert captured.out.startswith("## facedown conformance report\n")
    assert "Failing or erroring atoms (0)" in captured.out
    assert "wrote" in captured.err and "wrote" not in captured.out


# --------------------------------------------------------------------------- editions


def test_edition_from_the_report_header(tmp_path: Path) -> None:
    old = write(make_report(_alpha_scenarios(), cr_edition="2024-04-12"), tmp_path / "old")
    overview = build_overview([load_report(old)])
    assert overview.edition == "2024-04-12"
    cloak = next(a for a in overview.atoms if a.id == CLOAK_ATOM)
    assert cloak.rule == "701.56a"  # cloak was 701.56 in that edition
    absent = [a for a in overview.atoms if a.rule_note.startswith("not in CR 2024-04-12")]
    assert absent, "some atoms' rules are newer than 2024-04-12"
    assert {a.id for a in absent} <= {a.id for a in overview.without_rule}


def test_edition_option_wins(tmp_path: Path, report_command: ReportCommand) -> None:
    old = write(make_report(_alpha_scenarios(), cr_edition="2024-04-12"), tmp_path / "old")
    site = tmp_path / "site"
    assert report_command(old, "--out", site, "--edition", "2026-04-17") == 0
    rules = (site / "rules.html").read_text(encoding="utf-8")
    assert 'id="rule-701.58a"' in rules and 'id="rule-701.56a"' not in rules


def test_unknown_report_edition_falls_back_with_a_note(tmp_path: Path) -> None:
    odd = write(make_report(_alpha_scenarios(), cr_edition="2099-01-01"), tmp_path / "odd")
    overview = build_overview([load_report(odd)])
    assert overview.edition == "2026-04-17"
    assert "2099-01-01" in overview.edition_note


def test_rule_order() -> None:
    numbers = ["702.168a", "702.21b", "116.3", "116.2b", "708", "702.21a"]
    assert sorted(numbers, key=rule_sort_key) == ["116.2b", "116.3", "702.21a", "702.21b", "702.168a", "708"]


# --------------------------------------------------------------------------- text from feature files

FEATURE = """\
@needs:disguise
Feature: Synthetic disguise checks

  Background:
    Given a two-player game between Alice and Bob

  Rule: 702.168a Disguise

    Background:
      Given it is Alice's precombat main phase

    @id:outline-cast @R-702.168a-1
    Scenario Outline: Alice casts <card> face down
      Given Alice has "<card>" in her hand
      And the pool holds:
        | card   | zone |
        | <card> | hand |
      When Alice casts "<card>" face down using disguise
      Then the action is <result>

      Examples:
        | card       | result   |
        | Dog Walker | accepted |
"""


def _fallback_report(features: Path, line: int) -> dict[str, object]:
    entry = scenario(
        "outline-cast[1]",
        [DISGUISE_ATOM],
        "fail",
        name="Alice casts Dog Walker face down",
        feature="synthetic/disguise.feature",
        line=line,
        message=FAIL_MESSAGE,
        failed=("Then", "the action is accepted", 19),
        steps=[],
        example={"card": "Dog Walker", "result": "accepted"},
    )
    entry["id"] = "outline-cast"
    return make_report([entry], features_dir=str(features))


@pytest.mark.parametrize("line", [13, 99], ids=["by-line", "by-id-when-the-line-moved"])
def test_text_read_from_the_feature_file(tmp_path: Path, report_command: ReportCommand, line: int) -> None:
    features = tmp_path / "features"
    (features / "synthetic").mkdir(parents=True)
    (features / "synthetic" / "disguise.feature").write_text(FEATURE, encoding="utf-8")
    report = write(_fallback_report(features, line), tmp_path / "report")
    overview = build_overview([load_report(report)])
    (view,) = next(a for a in overview.atoms if a.id == DISGUISE_ATOM).scenarios
    assert view.text is not None, view.text_note
    assert view.text.keyword == "Scenario Outline"
    assert [(s.keyword, s.text, s.background) for s in view.text.steps] == [
        ("Given", "a two-player game between Alice and Bob", True),
        ("Given", "it is Alice's precombat main phase", True),
        ("Given", 'Alice has "Dog Walker" in her hand', False),
        ("And", "the pool holds:", False),
        ("When", 'Alice casts "Dog Walker" face down using disguise', False),
        ("Then", "the action is accepted", False),
    ]
    assert view.text.steps[3].table == (("card", "zone"), ("Dog Walker", "hand"))
    marks = view.step_marks(overview.engines)
    assert list(marks) == [5]

    site = tmp_path / "site"
    assert report_command(report, "--out", site) == 0
    page = html.unescape((site / mechanic_page("disguise")).read_text(encoding="utf-8"))
    assert "| Dog Walker | hand |" in page
    assert "◀ fails here" in page
    assert "text read from the feature file" in page


def test_text_unavailable_is_said(tmp_path: Path, report_command: ReportCommand) -> None:
    report = write(_fallback_report(tmp_path / "no-features-here", 13), tmp_path / "report")
    site = tmp_path / "site"
    assert report_command(report, "--out", site) == 0
    page = (site / mechanic_page("disguise")).read_text(encoding="utf-8")
    assert "Scenario text unavailable: feature file synthetic/disguise.feature not found." in page


# --------------------------------------------------------------------------- escaping


def test_report_text_is_escaped(tmp_path: Path, report_command: ReportCommand) -> None:
    hostile = scenario(
        "escape-me",
        [DISGUISE_ATOM],
        "error",
        name="<script>alert(1)</script>",
        message="RuntimeError: <img src=x onerror=alert(1)>",
    )
    report = write(make_report([hostile], name="<b>engine</b>"), tmp_path / "report")
    site = tmp_path / "site"
    assert report_command(report, "--out", site, "--markdown", tmp_path / "summary.md") == 0
    for path in site.glob("*.html"):
        text = path.read_text(encoding="utf-8")
        assert "<script>" not in text and "<img" not in text and "<b>engine" not in text
        assert parse_page(path).scripts == 0
    page = (site / mechanic_page("disguise")).read_text(encoding="utf-8")
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page
    summary = (tmp_path / "summary.md").read_text(encoding="utf-8")
    assert "\\<img src=x onerror=alert(1)\\>" in summary


def test_steps_that_did_not_run_are_marked(tmp_path: Path, report_command: ReportCommand) -> None:
    entry = scenario(
        "looks-at-card",
        [DISGUISE_ATOM],
        "unsupported",
        message="unsupported: this engine cannot let players look at face-down cards",
        steps=[
            step("Given", 'Alice controls a disguised "Dog Walker"', 4),
            step("When", "Alice looks at the face-down card", 5, "skipped"),
            step("Then", 'she sees "Dog Walker"', 6, "not_run"),
        ],
    )
    report = write(make_report([entry]), tmp_path / "report")
    overview = build_overview([load_report(report)])
    (view,) = next(a for a in overview.atoms if a.id == DISGUISE_ATOM).scenarios
    assert view.unrun_steps() == {1: "unsupported here", 2: "not run"}
    site = tmp_path / "site"
    assert report_command(report, "--out", site) == 0
    page = (site / mechanic_page("disguise")).read_text(encoding="utf-8")
    assert "(unsupported here)" in page and "(not run)" in page
    assert "unsupported: this engine cannot let players look at face-down cards" in page


def test_non_interference_counts_on_the_index(
    alpha: Path, tmp_path: Path, report_command: ReportCommand
) -> None:
    """A report with the non-interference check's counts (``summary.twin``) shows them; one
    without (an older report) shows no such table."""
    site = tmp_path / "site"
    assert report_command(alpha, "--out", site) == 0
    assert "Non-interference check" not in (site / "index.html").read_text(encoding="utf-8")
    report = json.loads((alpha / "report.json").read_text(encoding="utf-8"))
    report["summary"]["twin"] = {
        "checked": 7,
        "partial": 2,
        "not_checked": 1,
        "leak": 3,
        "nothing_hidden": 4,
        "not_run": 0,
        "players": {"checked": 9, "not_checked": 1, "leak": 3},
        "reasons": {"undecidable": 1},
    }
    assert validate_report(report) == []
    (alpha / "report.json").write_text(json.dumps(report), encoding="utf-8")
    assert report_command(alpha, "--out", tmp_path / "site2") == 0
    index = (tmp_path / "site2" / "index.html").read_text(encoding="utf-8")
    assert "Non-interference check" in index
    assert '<th scope="row">leak</th>\n<td class="num num-bad">3</td>' in index
    assert '<th scope="row">checked</th>\n<td class="num">7</td>' in index


def test_a_scenario_shows_its_exchanges_with_the_engine(
    tmp_path: Path, report_command: ReportCommand
) -> None:
    """The transcript a report records for a scenario that did not pass is shown with its result:
    the set-up, each action with its result (or what the engine raised), each view observed."""
    from facedown.adapter import CardSetup, CastSpell, FaceDownMethod, RejectCode, Rejected, Setup, Zone
    from facedown.recording import ActExchange, GameRecord, ObserveExchange, Transcript, transcript_json
    from reference_engine.adapter import create

    setup = Setup(players=("Alice", "Bob"), cards=(CardSetup("card-1", "Dog Walker", "Alice", Zone.HAND),))
    view = create().new_game(setup).observe("Alice")
    transcript = Transcript(games=[GameRecord(1, setup)])
    transcript.add(ObserveExchange(1, "Alice", view))
    cast = CastSpell(card="card-1", face_down=FaceDownMethod.DISGUISE)
    transcript.add(ActExchange(1, "Alice", cast, Rejected(RejectCode.CANNOT_PAY, "no mana")))
    transcript.add(ActExchange(1, "Bob", cast, error="EngineCrashed: engine exited with status 3 during act"))
    entry = scenario(
        "walker-cast", [DISGUISE_ATOM], "crash", message="engine exited with status 3 during act"
    )
    entry["transcript"] = transcript_json(transcript)
    report = write(make_report([entry]), tmp_path / "report")
    site = tmp_path / "site"
    assert report_command(report, "--out", site) == 0
    page = html.unescape((site / mechanic_page("disguise")).read_text(encoding="utf-8"))
    assert "Exchanges with the engine (4)" in page
    assert '<strong>Alice, Bob</strong>: <code class="x-summary">1 cards' in page
    assert (
        'CastSpell(card="card-1", face_down="disguise") → Rejected(code="cannot_pay", message="no mana")'
        in page
    )
    assert "raised EngineCrashed: engine exited with status 3 during act" in page
    assert "turn 1, main1, priority Alice" in page
    failures = html.unescape((site / "failures.html").read_text(encoding="utf-8"))
    assert 'data-key="walker-cast"' in failures
