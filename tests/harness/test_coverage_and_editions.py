"""Per-rule coverage: ``--require-coverage`` (every atom needs a scenario), ``--edition`` (rule
numbers of a CR edition in the report and the summaries) and ``--code-coverage`` (the reference
engine's lines run per atom)."""

from __future__ import annotations

from pathlib import Path

import pytest
from harness_support import Certified, CertifyRunner, serve_command

from facedown.atomref import catalog_atoms
from facedown.catalog import load_catalog
from facedown.codecov import _cites, check_measurable, parse_ranges, ranges
from facedown.report import validate_report

# --------------------------------------------------------------------------- --require-coverage


def _features_covering_all_but(tmp_path: Path, left_out: str) -> Path:
    """A features directory whose one scenario is tagged with every catalog atom but ``left_out``."""
    tags = " ".join(f"@{atom.id}" for atom in catalog_atoms() if atom.id != left_out)
    features = tmp_path / "features"
    features.mkdir()
    (features / "all.feature").write_text(
        "Feature: Nearly everything\n\n"
        f"  @id:nearly-everything {tags}\n"
        "  Scenario: One scenario for nearly every atom\n"
        '    Given a game with "Dog Walker" in Alice\'s hand\n'
        "    Then 1 equals 1\n",
        encoding="utf-8",
    )
    return features


def test_require_coverage_names_the_uncovered_atom(certify: CertifyRunner, tmp_path: Path) -> None:
    features = str(_features_covering_all_but(tmp_path, "R-701.58a-1"))
    plain = certify(features=features)
    assert plain.returncode == 0, plain.stdout + plain.stderr
    done = certify("--require-coverage", features=features)
    assert done.returncode == 1, done.stdout + done.stderr
    report = done.report
    assert validate_report(report) == []
    assert [(p["level"], p["where"], p["message"]) for p in report["problems"]] == [
        ("error", "atom catalog", "atom R-701.58a-1 (CR 701.58a) has no scenario")
    ]
    assert report["summary"]["passed"] is False
    assert report["settings"]["require_coverage"] is True
    assert "PROBLEM atom catalog: atom R-701.58a-1 (CR 701.58a) has no scenario" in done.stdout
    assert "result: FAILED (1 problem)" in done.stdout
    labelled = certify("--require-coverage", "--edition", "2024-04-12", features=features)
    assert "PROBLEM atom catalog: atom R-701.58a-1 (CR 701.56a) has no scenario" in labelled.stdout


def test_require_coverage_lists_one_line_per_uncovered_atom(certify: CertifyRunner) -> None:
    done = certify("--require-coverage", features="clean")
    assert done.returncode == 1
    lines = [line for line in done.stdout.splitlines() if line.startswith("PROBLEM atom catalog: ")]
    assert len(lines) == len(catalog_atoms()) - 2 == done.report["summary"]["atoms"]["uncovered"]
    assert not any("R-116.1 " in line for line in lines)


def test_require_coverage_counts_deselected_atoms_as_covered(certify: CertifyRunner, tmp_path: Path) -> None:
    features = str(_features_covering_all_but(tmp_path, "R-116.1"))
    (Path(features) / "extra.feature").write_text(
        "Feature: One more\n\n  @id:left-out-by-k @R-116.1\n  Scenario: Not selected\n"
        '    Given a game with "Dog Walker" in Alice\'s hand\n    Then 1 equals 1\n',
        encoding="utf-8",
    )
    done = certify("--require-coverage", "-k", "nearly-everything", features=features)
    assert done.returncode == 0, done.stdout
    assert done.atom("R-116.1")["status"] == "not_run"


def test_unknown_atom_tag_still_fails_naming_the_tag(fixture_run: Certified) -> None:
    entry = fixture_run.scenario("unknown-atom")
    assert entry["status"] == "error"
    assert "unknown atom tag @R-999.9z" in entry["message"]


# --------------------------------------------------------------------------- --edition


@pytest.mark.parametrize(("edition", "number"), [("2024-04-12", "701.56a"), ("2026-04-17", "701.58a")])
def test_edition_labels_atoms_and_summaries(
    certify: CertifyRunner, tmp_path: Path, edition: str, number: str
) -> None:
    markdown = tmp_path / "summary.md"
    done = certify("--edition", edition, "--markdown", str(markdown), features="cloak")
    assert done.returncode == 1
    report = done.report
    assert validate_report(report) == []
    assert report["rule_edition"] == edition
    assert report["settings"]["edition"] == edition
    assert done.atom("R-701.58a-1")["rule_numbers"] == [number]
    assert done.atom("R-116.1")["rule_numbers"] == ["116.1", "116.2b"]
    assert (
        f'FAIL    cloak-fails (cloak.feature:4) [CR {number}] Then "1 equals 2": assert 1 == 2' in done.stdout
    )
    assert f"{len(load_catalog())} atoms (rule numbers: CR {edition}): " in done.stdout
    text = markdown.read_text(encoding="utf-8")
    assert f"rule numbers from CR {edition}" in text
    assert f"- **FAIL** `cloak-fails` (cloak.feature:4, CR {number}): assert 1 == 2" in text
    assert f"- `R-701.58a-1` (CR {number}) **fail** -- " in text


def test_edition_of_an_atom_missing_from_it(fixture_run: Certified, real_run: Certified) -> None:
    """An atom whose rule is newer than an edition has no numbers there (``null``)."""
    new = [atom.id for atom in catalog_atoms() if atom.rule_numbers("2024-04-12") is None]
    assert new, "the catalog has an atom absent from CR 2024-04-12"
    assert real_run.atom(new[0])["rule_numbers"] is None
    assert fixture_run.atom(new[0])["rule_numbers"]  # it exists in 2026-04-17


def test_default_edition_is_the_catalogs(fixture_run: Certified) -> None:
    assert fixture_run.report["rule_edition"] == "2026-04-17"
    assert fixture_run.atom("R-701.58a-1")["rule_numbers"] == ["701.58a"]


def test_unknown_edition_is_a_usage_error(certify: CertifyRunner) -> None:
    done = certify("--edition", "1999-01-01", features="clean")
    assert done.returncode == 2
    assert done.stderr.strip() == (
        "facedown: unknown CR edition '1999-01-01'; known editions: 2024-04-12, 2026-04-17"
    )
    assert done.stdout == ""
    assert not done.report_path.exists()


# --------------------------------------------------------------------------- --code-coverage


@pytest.mark.parametrize(
    ("args", "engine", "message"),
    [
        (
            ("--engine-cmd", serve_command("reference_engine.adapter:create")),
            None,
            "facedown: --code-coverage measures the in-process reference engine; it cannot measure an "
            "engine process (--engine-cmd)",
        ),
        (
            (),
            "fake_engine:create",
            "facedown: --code-coverage measures the in-process reference engine (reference_engine); "
            "it cannot measure --engine fake_engine:create",
        ),
    ],
)
def test_code_coverage_refuses_other_engines(
    certify: CertifyRunner, args: tuple[str, ...], engine: str | None, message: str
) -> None:
    done = certify("--code-coverage", *args, engine=engine, features="clean")
    assert done.returncode == 2
    assert done.stderr.strip() == message
    assert not done.report_path.exists()


def test_check_measurable() -> None:
    check_measurable(None, None)
    check_measurable("reference_engine.adapter:create", None)
    check_measurable("reference_engine:create", None)


def test_ranges_round_trip() -> None:
    assert ranges([20, 12, 13, 14, 15, 13]) == "12-15,20"
    assert ranges([]) == ""
    assert ranges([7]) == "7"
    assert parse_ranges("12-15,20") == [12, 13, 14, 15, 20]
    assert parse_ranges("") == []
    for bad in ("3-1", "a", "1-"):
        with pytest.raises(ValueError):
            parse_ranges(bad)


def test_rule_citation_matches_the_rule_and_its_subrules() -> None:
    assert _cites(["708.3"], ["708.3"])
    assert _cites(["702.37b"], ["702.37"])
    assert not _cites(["702.37"], ["702.37b"])
    assert not _cites(["702.168a"], ["702.16"])


@pytest.fixture(scope="module")
def code(real_run: Certified) -> dict[str, object]:
    if real_run.returncode == 2:
        pytest.skip(f"the reference engine does not start here: {real_run.stderr.strip()}")
    section = real_run.report["code_coverage"]
    assert isinstance(section, dict)
    return section


def test_code_coverage_totals_add_up(code: dict[str, object]) -> None:
    """(The report is checked against the schema in test_real_suite.py.)"""
    assert code["package"] == "reference_engine"
    assert code["imported_before"] is False
    files = code["files"]
    assert isinstance(files, dict)
    assert "reference_engine/face_down.py" in files
    unreached = code["unreached"]
    assert isinstance(unreached, dict)
    assert code["statements"] == sum(f["statements"] for f in files.values())
    assert code["covered"] == sum(f["covered"] for f in files.values())
    assert unreached["count"] + code["covered"] == code["statements"]  # type: ignore[operator]
    assert unreached["count"] == sum(f["count"] for f in unreached["files"].values())
    for path, lines in unreached["files"].items():
        assert len(parse_ranges(lines["lines"])) == lines["count"]
        assert files[path]["covered"] + lines["count"] == files[path]["statements"]
    assert code["percent"] == round(100 * code["covered"] / code["statements"], 2)  # type: ignore[operator]
    assert 0 < code["in_scenarios"] <= code["covered"]  # type: ignore[operator]


def test_atom_lines_are_lines_that_ran(real_run: Certified, code: dict[str, object]) -> None:
    unreached = {
        path: set(parse_ranges(lines["lines"]))
        for path, lines in code["unreached"]["files"].items()  # type: ignore[index]
    }
    files = code["files"]
    atoms = code["atoms"]
    assert isinstance(atoms, dict) and isinstance(files, dict)
    run = {e["id"] for e in real_run.report["atoms"] if e["scenarios"]}
    assert set(atoms) == run
    for atom_id, entry in atoms.items():
        assert entry["scenarios"] == len(real_run.atom(atom_id)["scenarios"])
        assert entry["count"] == sum(f["count"] for f in entry["files"].values())
        if real_run.atom(atom_id)["status"] == "pass":
            assert entry["count"] > 0, atom_id  # a scenario that ran to the end ran engine code
        for path, lines in entry["files"].items():
            numbers = parse_ranges(lines["lines"])
            assert len(numbers) == lines["count"]
            assert not set(numbers) & unreached.get(path, set()), (atom_id, path)
            assert lines["count"] <= files[path]["in_scenarios"]


def test_rule_functions_per_atom(code: dict[str, object]) -> None:
    functions = code["rule_functions"]
    atoms = code["atoms"]
    assert isinstance(functions, list) and isinstance(atoms, dict)
    assert functions, "the reference engine cites rules with @rule(...)"
    for function in functions:
        assert function["path"].startswith("reference_engine/")
        assert set(function["atoms"]) <= set(atoms)
        assert function["ran"] or not function["atoms"]
    assert any(f["ran"] for f in functions)
    ran_for_atom = [
        (atom_id, f["function"])
        for atom_id, entry in atoms.items()
        for f in entry["rule_functions"]
        if f["ran"]
    ]
    assert ran_for_atom, "some atom's scenarios run a function citing its own rule"
    by_name = {f["function"]: f for f in functions}
    for atom_id, name in ran_for_atom:
        assert atom_id in by_name[name]["atoms"]


def test_code_coverage_in_the_summaries(real_run: Certified, code: dict[str, object]) -> None:
    line = next(line for line in real_run.stdout.splitlines() if line.startswith("engine code coverage"))
    assert line.startswith(f"engine code coverage (reference_engine): {code['percent']:.1f} % ")
    assert f"({code['covered']} of {code['statements']} lines;" in line
    markdown = (real_run.report_path.parent.parent / "summary.md").read_text(encoding="utf-8")
    assert f"Engine code coverage (`reference_engine`): **{code['percent']:.1f} %**" in markdown
    assert real_run.report["settings"]["code_coverage"] is True
    seconds = code["seconds"]
    assert isinstance(seconds, dict) and seconds["analysis"] >= 0
    print(
        f"\ncode coverage: {code['percent']} % ({code['covered']}/{code['statements']}), "
        f"run {seconds['run']} s, analysis {seconds['analysis']} s"
    )


def test_html_report_shows_the_code_coverage(
    real_run: Certified, code: dict[str, object], tmp_path: Path
) -> None:
    import html

    from facedown.catalog import load_catalog
    from facedown.htmlreport.load import LoadedReport
    from facedown.htmlreport.model import build_overview, mechanic_page
    from facedown.htmlreport.site import write_site

    site = tmp_path / "site"
    # as `facedown report` does, less reading and checking the report again (test_real_suite.py)
    write_site(build_overview([LoadedReport(real_run.report_path, real_run.report)]), site)
    index = html.unescape((site / "index.html").read_text(encoding="utf-8"))
    assert f"{code['percent']:.1f} %" in index[index.index('id="engine-code"') :]
    coverage = html.unescape((site / "coverage.html").read_text(encoding="utf-8"))
    unreached = code["unreached"]
    assert isinstance(unreached, dict)
    for path, lines in unreached["files"].items():
        assert path in coverage
        assert lines["lines"].split(",")[0].replace("-", "–") in coverage
    atoms = code["atoms"]
    assert isinstance(atoms, dict)
    atom_id, entry = next(iter(atoms.items()))
    page = html.unescape((site / mechanic_page(load_catalog()[atom_id].mechanic)).read_text(encoding="utf-8"))
    section = page[page.index(f'id="{atom_id}"') :]
    section = section[: section.index("</section>")]
    assert f"<strong>{entry['count']}</strong> lines of <code>reference_engine</code>" in section
    for path in entry["files"]:
        assert f"<code>{path}</code>" in section
    assert "CR 701.56a" in html.unescape((site / mechanic_page("cloak")).read_text(encoding="utf-8"))
