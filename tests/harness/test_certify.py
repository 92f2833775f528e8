"""``facedown certify`` end to end, on the fixture features and the fake engine."""

from __future__ import annotations

from pathlib import Path

from harness_support import Certified, CertifyRunner

from facedown.adapter import CONTRACT_VERSION
from facedown.catalog import load_catalog
from facedown.report import validate_report


def test_failures_make_exit_status_1(fixture_run: Certified) -> None:
    assert fixture_run.returncode == 1, fixture_run.stderr
    assert "Traceback" not in fixture_run.stdout + fixture_run.stderr


def test_report_is_valid_against_the_schema(fixture_run: Certified) -> None:
    report = fixture_run.report
    assert validate_report(report) == []
    keys = [entry["key"] for entry in report["scenarios"]]
    assert len(keys) == len(set(keys))


def test_every_status(fixture_run: Certified) -> None:
    statuses = {entry["key"]: entry["status"] for entry in fixture_run.report["scenarios"]}
    assert statuses == {
        "passes": "pass",
        "steps-recorded": "pass",
        "needs-disguise": "pass",
        "outline[1-1]": "pass",
        "outline[2-2]": "pass",
        "outline[3-3]": "pass",
        "fails": "fail",
        "engine-crash": "error",
        "unknown-card": "error",
        "no-step-definition": "error",
        "unknown-atom": "error",
        "tags.feature:9": "error",
        "twice": "error",
        "twice#2": "error",
        "bad-capability": "error",
        "broken.feature:7": "error",
        "adapter-unsupported": "unsupported",
        "needs-cloak": "unsupported",
    }
    summary = fixture_run.report["summary"]
    assert (summary["total"], summary["pass"], summary["fail"], summary["error"], summary["unsupported"]) == (
        18,
        6,
        1,
        9,
        2,
    )


def test_assertion_is_a_fail_with_the_step(fixture_run: Certified) -> None:
    entry = fixture_run.scenario("fails")
    assert entry["message"] == "assert 1 == 2"
    assert entry["step"] == {"keyword": "Then", "type": "then", "text": "1 equals 2", "line": 46}
    assert entry["rule"] == "Checks that hold or not"
    assert entry["feature"] == "basics.feature"
    assert "bind_fixture.py" in entry["details"]


def test_engine_exception_is_an_error(fixture_run: Certified) -> None:
    entry = fixture_run.scenario("engine-crash")
    assert entry["message"] == "RuntimeError: engine exploded while conceding"
    assert entry["step"]["text"] == "Alice concedes"
    assert "fake_engine.py" in entry["details"]  # the traceback reaches into the engine
    assert "_pytest" not in entry["details"] and "pluggy" not in entry["details"]


def test_unknown_card_is_an_error_naming_the_card(fixture_run: Certified) -> None:
    entry = fixture_run.scenario("unknown-card")
    assert entry["message"] == "SetupError: unknown card 'Nonexistent Card'"
    assert entry["step"]["keyword"] == "Given"


def test_step_without_definition_is_an_error_naming_the_step(fixture_run: Certified) -> None:
    entry = fixture_run.scenario("no-step-definition")
    assert entry["message"] == 'no step definition matches When "the moon turns blue" (basics.feature:17)'
    assert entry["step"] == {"keyword": "When", "type": "when", "text": "the moon turns blue", "line": 17}


def test_unknown_atom_tag_is_an_error_naming_tag_and_feature(fixture_run: Certified) -> None:
    entry = fixture_run.scenario("unknown-atom")
    assert "@R-999.9z" in entry["message"]
    assert "tags.feature" in entry["message"]
    assert entry["step"] is None  # no step ran
    assert fixture_run.scenario("passes")["status"] == "pass"  # the rest of the run went on


def test_missing_and_duplicate_ids_are_errors(fixture_run: Certified) -> None:
    missing = fixture_run.scenario("tags.feature:9")
    assert missing["id"] is None
    assert missing["message"] == 'tags.feature:9 scenario "A scenario without an id": no @id: tag'
    first, second = fixture_run.scenario("twice"), fixture_run.scenario("twice#2")
    assert "duplicate @id:twice" in first["message"] and "tags.feature:19" in first["message"]
    assert "duplicate @id:twice" in second["message"] and "tags.feature:14" in second["message"]


def test_unknown_capability_tag_is_an_error(fixture_run: Certified) -> None:
    assert "unknown capability tag @needs:teleport" in fixture_run.scenario("bad-capability")["message"]


def test_malformed_feature_is_an_error_naming_the_file(fixture_run: Certified) -> None:
    entry = fixture_run.scenario("broken.feature:7")
    assert entry["feature"] == "broken.feature"
    assert entry["message"] == (
        "broken.feature:7: malformed feature file: inconsistent cell count within the table"
    )
    assert fixture_run.scenario("passes")["status"] == "pass"


def test_adapter_unsupported_is_unsupported(fixture_run: Certified) -> None:
    entry = fixture_run.scenario("adapter-unsupported")
    assert entry["message"] == (
        "unsupported (not-encodable: LookAt): this engine cannot let players look at face-down cards"
    )
    assert entry["unsupported"] == {
        "kind": "not-encodable",
        "subject": "LookAt",
        "detail": "this engine cannot let players look at face-down cards",
    }
    assert entry["step"]["text"] == "Alice looks at the mystery card"


def test_missing_capability_is_unsupported(fixture_run: Certified) -> None:
    entry = fixture_run.scenario("needs-cloak")
    assert entry["message"] == "unsupported (capability: cloak): engine does not declare capability 'cloak'"
    assert entry["needs"] == ["cloak"]
    assert fixture_run.scenario("needs-disguise")["status"] == "pass"


def test_outline_rows_and_example_tags(fixture_run: Certified) -> None:
    row = fixture_run.scenario("outline[3-3]")
    assert row["id"] == "outline"
    assert row["example"] == {"a": "3", "b": "3"}
    assert row["name"] == "An outline with 3 and 3"
    assert row["atoms"] == ["R-601.2a", "R-601.2b-1"]  # the second atom is tagged on its Examples block
    assert fixture_run.scenario("outline[1-1]")["atoms"] == ["R-601.2a"]


def test_atom_statuses(fixture_run: Certified) -> None:
    assert fixture_run.atom("R-601.2a")["status"] == "pass"
    assert fixture_run.atom("R-601.2a")["scenarios"] == ["outline[1-1]", "outline[2-2]", "outline[3-3]"]
    assert fixture_run.atom("R-116.1")["status"] == "fail"  # one pass, one fail, some errors
    assert fixture_run.atom("R-116.2b-1")["status"] == "error"
    assert fixture_run.atom("R-116.2b-2")["status"] == "unsupported"  # pass + unsupported only
    assert fixture_run.atom("R-116.2b-2")["counts"] == {
        "pass": 1,
        "fail": 0,
        "error": 0,
        "unsupported": 2,
        "crash": 0,
        "timeout": 0,
    }
    atoms = fixture_run.report["atoms"]
    uncovered = [entry for entry in atoms if entry["status"] == "uncovered"]
    assert fixture_run.report["summary"]["atoms"]["uncovered"] == len(uncovered) == len(atoms) - 6
    assert all(entry["scenarios"] == [] for entry in uncovered)


def test_summary_names_each_failing_scenario(fixture_run: Certified) -> None:
    out = fixture_run.stdout
    assert "18 scenarios: 6 pass, 1 fail, 9 error, 2 unsupported" in out
    assert 'FAIL    fails (basics.feature:44) [CR 116.1, 116.2b] Then "1 equals 2": assert 1 == 2' in out
    assert f"{len(load_catalog())} atoms (rule numbers: CR 2026-04-17): " in out
    assert "unknown card 'Nonexistent Card'" in out
    assert "result: FAILED (1 fail, 9 error)" in out
    assert "report: certification/report.json" in out


def test_engine_info_in_report(fixture_run: Certified) -> None:
    engine = fixture_run.report["engine"]
    assert engine == {
        "spec": "fake_engine:create",
        "command": None,
        "name": "fake-engine",
        "version": "0.0.1",
        "capabilities": ["disguise", "setup_state"],
        "cr_edition": "2026-04-17",
        "contract_version": CONTRACT_VERSION,
        "protocol_version": None,
        "restarts": None,
    }
    assert fixture_run.report["format_version"] == "2.2"
    assert fixture_run.report["settings"] == {
        "scenario_timeout": 60.0,
        "request_timeout": None,
        "start_timeout": None,
        "max_restarts": None,
        "validate": None,
        "edition": None,
        "require_coverage": False,
        "code_coverage": False,
        "twin": True,
    }
    assert fixture_run.report["rule_edition"] == "2026-04-17"
    assert fixture_run.report["code_coverage"] is None
    assert fixture_run.report["expectations"] is None
    assert fixture_run.report["suite"]["name"] == "facedown"


def test_clean_run_exits_0_even_with_unsupported(certify: CertifyRunner) -> None:
    done = certify(features="clean")
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.report["summary"]["unsupported"] == 1
    assert "result: PASSED (1 pass, 1 unsupported)" in done.stdout


def test_keyword_selects_scenarios(certify: CertifyRunner) -> None:
    done = certify("-k", "clean-pass", features="clean")
    assert done.returncode == 0, done.stdout + done.stderr
    report = done.report
    assert [entry["key"] for entry in report["scenarios"]] == ["clean-pass"]
    assert report["selection"] == {"keyword": "clean-pass", "deselected": 1, "unreached": 0}
    atoms = {entry["id"]: entry["status"] for entry in report["atoms"]}
    assert atoms["R-116.1"] == "pass"
    assert atoms["R-116.2b-2"] == "not_run"


def test_keyword_matches_atom_ids(certify: CertifyRunner) -> None:
    done = certify("-k", "R-116.2b-2", features="clean")
    assert [entry["key"] for entry in done.report["scenarios"]] == ["clean-unsupported"]


def test_keyword_matching_nothing_is_a_usage_error(certify: CertifyRunner) -> None:
    done = certify("-k", "no-such-scenario", features="clean")
    assert done.returncode == 2
    assert done.stderr.strip() == "facedown: no scenario matches -k 'no-such-scenario'"


def test_quiet_prints_one_line(certify: CertifyRunner) -> None:
    done = certify("--quiet", features="clean")
    lines = done.stdout.strip().splitlines()
    assert len(lines) == 1
    expected = "facedown certify: PASSED -- 2 scenarios: 1 pass, 0 fail, 0 error, 1 unsupported"
    assert lines[0].startswith(expected)


def test_scenario_timeout(certify: CertifyRunner) -> None:
    done = certify("--scenario-timeout", "0.5", features="slow")
    assert done.returncode == 1
    slow = done.scenario("too-slow")
    assert slow["status"] == "timeout"
    assert slow["details"] == ""
    assert slow["message"] == "scenario timed out after 0.5 s"
    assert slow["step"]["text"] == "the step sleeps for 5 seconds"
    assert done.scenario("quick")["status"] == "pass"


def test_failing_test_that_is_no_scenario_is_a_problem(certify: CertifyRunner) -> None:
    done = certify(features="clean", extra_env={"HARNESS_STRAY_TEST": "1"})
    assert done.returncode == 1
    (problem,) = done.report["problems"]
    assert problem["where"].endswith("bind_fixture.py::test_stand_in_for_a_feature")
    assert problem["message"] == "odd.feature: cannot bind feature file: ValueError: bad"
    assert done.report["summary"]["problems"] == 1
    assert "PROBLEM" in done.stdout and "result: FAILED (1 problem)" in done.stdout


def test_steps_are_recorded_with_their_outcome(fixture_run: Certified) -> None:
    steps = fixture_run.scenario("steps-recorded")["steps"]
    assert [(s["keyword"], s["text"], s["background"], s["status"]) for s in steps] == [
        ("Given", 'a game with "Dog Walker" in Alice\'s hand', True, "passed"),
        ("Given", "a table:", False, "passed"),
        ("And", "a note:", False, "passed"),
        ("Then", "1 equals 1", False, "passed"),
    ]
    assert steps[1]["table"] == [["card", "zone"], ["Dog Walker", "hand"]]
    assert steps[2]["docstring"] == "two lines\nof text"
    assert steps[2]["type"] == "given"
    assert fixture_run.scenario("steps-recorded")["feature_name"] == "Step records"


def test_step_statuses_after_a_failure(fixture_run: Certified) -> None:
    def statuses(key: str) -> list[str]:
        return [step["status"] for step in fixture_run.scenario(key)["steps"]]

    assert statuses("no-step-definition") == ["passed", "failed", "not_run"]
    assert statuses("unknown-card") == ["failed", "not_run"]
    assert statuses("adapter-unsupported") == ["passed", "skipped"]
    assert statuses("needs-cloak") == ["not_run", "not_run"]
    assert statuses("broken.feature:7") == []


def test_a_non_passing_scenario_has_a_transcript_of_its_exchanges(fixture_run: Certified) -> None:
    """The set-up, the actions sent with their results, and the observations the steps made."""
    crashed = fixture_run.scenario("engine-crash")["transcript"]
    assert [card["name"] for card in crashed["games"][0]["setup"]["cards"]] == ["Dog Walker"]
    assert crashed["exchanges"] == [
        {
            "game": 1,
            "type": "act",
            "player": "Alice",
            "action": {"type": "Concede"},
            "result": None,
            "error": "RuntimeError: engine exploded while conceding",
        }
    ]
    assert crashed["omitted"] == 0
    unknown = fixture_run.scenario("unknown-card")["transcript"]
    assert unknown["games"][0]["error"] == "SetupError: unknown card 'Nonexistent Card'"
    assert fixture_run.scenario("passes")["transcript"] is None
    assert fixture_run.scenario("unknown-atom")["transcript"] is None  # never reached the engine


def test_an_engine_failing_to_start_the_game_in_a_then_step_is_a_set_up_failure(
    certify: CertifyRunner, tmp_path: Path
) -> None:
    """The step that only needed the game is not blamed: the set-up is."""
    features = tmp_path / "features"
    features.mkdir()
    (features / "late.feature").write_text(
        "Feature: A game started late\n\n"
        "  @id:late-start @R-116.1\n"
        "  Scenario: The game starts in a Then-step\n"
        '    Given a set-up with "Nonexistent Card" in Alice\'s hand\n'
        "    Then the game can be started\n"
        "    And 1 equals 1\n",
        encoding="utf-8",
    )
    done = certify(features=str(features))
    entry = done.scenario("late-start")
    assert entry["status"] == "error"
    assert (
        entry["message"]
        == "set-up: the engine could not start the game: SetupError: unknown card 'Nonexistent Card'"
    )
    assert entry["step"] is None
    assert [step["status"] for step in entry["steps"]] == ["passed", "not_run", "not_run"]
    assert entry["transcript"]["games"][0]["error"] == "SetupError: unknown card 'Nonexistent Card'"
    line = next(line for line in done.stdout.splitlines() if line.startswith("ERROR"))
    assert line.startswith("ERROR   late-start (late.feature:4)")
    assert "Then" not in line
