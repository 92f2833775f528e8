"""Expectation files: ``--write-expectations`` from a broken engine's run, the run again with
them (exit 0), a fixed engine failing on the xpass, and every way a file can be wrong."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
from harness_support import BIND_MODULE, DATA, Certified, CertifyRunner, script_command

from facedown import cli
from facedown.report import validate_report

NON_PASSES = 12  # scenarios of data/features that do not pass with fake_engine:create


@pytest.fixture
def written(fixture_run: Certified) -> tuple[Certified, Path]:
    """The run of the fixture features that wrote the expectation file of the fake engine."""
    return fixture_run, fixture_run.report_path.parent / "expectations.toml"


def write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


def test_written_file_lists_every_non_pass(written: tuple[Certified, Path]) -> None:
    done, path = written
    assert done.returncode == 1  # the run itself had unexpected failures
    assert f"certification/{path.name}" in done.stdout.split("also written: ", 1)[1]
    entries = tomllib.loads(path.read_text(encoding="utf-8"))["expect"]
    non_passes = {e["key"]: e for e in done.report["scenarios"] if e["status"] != "pass"}
    assert len(entries) == len(non_passes) == NON_PASSES
    by_name = {entry["scenario"]: entry for entry in entries}
    assert set(by_name) == set(non_passes)
    assert by_name["fails"] == {"scenario": "fails", "status": "fail", "reason": "assert 1 == 2"}
    assert by_name["engine-crash"]["status"] == "error"
    assert by_name["needs-cloak"]["status"] == "unsupported"
    assert by_name["no-step-definition"]["reason"] == (
        'no step definition matches When "the moon turns blue" (basics.feature:17)'
    )
    assert path.read_text(encoding="utf-8").startswith("# facedown expectations for fake-engine 0.0.1\n")


def test_run_with_the_written_file_passes(certify: CertifyRunner, written: tuple[Certified, Path]) -> None:
    _, path = written
    done = certify("--expectations", str(path))
    assert done.returncode == 0, done.stdout + done.stderr
    report = done.report
    assert validate_report(report) == []
    summary = report["summary"]
    assert (summary["xfail"], summary["xpass"], summary["unexpected"], summary["passed"]) == (
        NON_PASSES,
        0,
        0,
        True,
    )
    assert summary["fail"] == 1  # the statuses themselves are unchanged
    fails = done.scenario("fails")
    assert (fails["status"], fails["outcome"], fails["unexpected"]) == ("fail", "xfail", False)
    assert fails["expected"] == {
        "target": "scenario",
        "name": "fails",
        "status": "fail",
        "reason": "assert 1 == 2",
        "link": None,
    }
    assert done.scenario("passes")["expected"] is None
    expectations = report["expectations"]
    assert expectations["path"] == str(path)
    assert expectations["entries"] == NON_PASSES
    import hashlib

    assert expectations["sha256"] == hashlib.sha256(path.read_bytes()).hexdigest()
    assert "result: PASSED (6 pass, 2 unsupported, 12 xfail)" in done.stdout
    assert f"; {NON_PASSES} xfail, 0 xpass" in done.stdout


def test_fixed_engine_fails_on_the_xpass(certify: CertifyRunner, written: tuple[Certified, Path]) -> None:
    """The engine now concedes without raising: its expected error passes, and the run fails."""
    _, path = written
    done = certify("--expectations", str(path), engine="fake_engine:create_fixed")
    assert done.returncode == 1, done.stdout + done.stderr
    fixed = done.scenario("engine-crash")
    assert (fixed["status"], fixed["outcome"], fixed["unexpected"]) == ("pass", "xpass", True)
    summary = done.report["summary"]
    assert (summary["xfail"], summary["xpass"], summary["unexpected"]) == (NON_PASSES - 1, 1, 1)
    assert (
        "XPASS   engine-crash (basics.feature:5) [CR 116.2b]: passed, but expected error "
        "(RuntimeError: engine exploded while conceding)" in done.stdout
    )
    assert "result: FAILED (1 xpass)" in done.stdout


def test_crash_and_timeout_can_be_expected(certify: CertifyRunner, tmp_path: Path) -> None:
    path = tmp_path / "crash.toml"
    command = script_command("crash_midgame.py")
    first = certify(
        "--engine-cmd", command, "--write-expectations", str(path), features="misbehave", engine=None
    )
    assert first.returncode == 1
    assert tomllib.loads(path.read_text(encoding="utf-8"))["expect"][0]["status"] == "crash"
    again = certify("--engine-cmd", command, "--expectations", str(path), features="misbehave", engine=None)
    assert again.returncode == 0, again.stdout
    assert again.scenario("trouble")["outcome"] == "xfail"
    # the same engine hanging instead is not what was expected
    hang = certify(
        "--engine-cmd",
        script_command("hang.py"),
        "--request-timeout",
        "1",
        "--expectations",
        str(path),
        features="misbehave",
        engine=None,
    )
    assert hang.returncode == 1
    trouble = hang.scenario("trouble")
    assert (trouble["status"], trouble["outcome"], trouble["unexpected"]) == ("timeout", "timeout", True)
    assert (
        'TIMEOUT trouble (misbehave.feature:11) [CR 116.2b] When "Mallory passes priority": timeout, '
        "but expected crash" in (hang.stdout)
    )


def test_regenerating_keeps_reasons_and_links(certify: CertifyRunner, tmp_path: Path) -> None:
    given = write(
        tmp_path / "given.toml",
        '[[expect]]\nscenario = "fails"\nreason = "arithmetic is hard"\nlink = "https://example.org/1"\n',
    )
    out = tmp_path / "new.toml"
    done = certify("--expectations", str(given), "--write-expectations", str(out), features="features")
    assert done.returncode == 1  # the other non-passes were not expected
    entries = {e["scenario"]: e for e in tomllib.loads(out.read_text(encoding="utf-8"))["expect"]}
    assert entries["fails"] == {
        "scenario": "fails",
        "status": "fail",
        "reason": "arithmetic is hard",
        "link": "https://example.org/1",
    }
    assert len(entries) == NON_PASSES


def test_atom_entries(certify: CertifyRunner, tmp_path: Path) -> None:
    path = write(
        tmp_path / "atoms.toml",
        '[[expect]]\natom = "R-116.3"\nstatus = "error"\nreason = "set-up is weak"\n'
        '[[expect]]\natom = "R-116.2b-2"\nreason = "no looking"\n',
    )
    done = certify("--expectations", str(path), features="features")
    atom = done.atom("R-116.3")
    assert (atom["status"], atom["outcome"], atom["unexpected"]) == ("error", "xfail", False)
    for key in ("unknown-card", "no-step-definition"):  # the atom's scenarios are expected too
        entry = done.scenario(key)
        assert (entry["outcome"], entry["expected"]["target"]) == ("xfail", "atom")
    assert done.atom("R-116.2b-2")["outcome"] == "xfail"  # unsupported matches "any non-pass"
    assert done.scenario("needs-disguise")["outcome"] == "pass"  # a passing scenario of the atom
    assert done.scenario("fails")["unexpected"] is True  # not covered by any entry
    assert done.returncode == 1


def test_atom_that_passes_is_an_xpass(certify: CertifyRunner, tmp_path: Path) -> None:
    path = write(tmp_path / "a.toml", '[[expect]]\natom = "R-116.1"\nreason = "special actions"\n')
    done = certify("--expectations", str(path), features="clean")
    assert done.returncode == 1
    atom = done.atom("R-116.1")
    assert (atom["status"], atom["outcome"], atom["unexpected"]) == ("pass", "xpass", True)
    assert done.report["summary"]["atoms"]["xpass"] == 1
    assert (
        "XPASS   atom R-116.1 (CR 116.1, 116.2b): passed, but expected not to pass (special actions)"
        in done.stdout
    )
    assert "result: FAILED (1 atom not as expected)" in done.stdout


def test_expected_status_must_match(certify: CertifyRunner, tmp_path: Path) -> None:
    path = write(tmp_path / "s.toml", '[[expect]]\nscenario = "fails"\nstatus = "crash"\nreason = "r"\n')
    done = certify("--expectations", str(path), "-k", "fails", features="features")
    assert done.returncode == 1
    entry = done.scenario("fails")
    assert (entry["outcome"], entry["unexpected"]) == ("fail", True)


def test_outline_rows_match_by_id(certify: CertifyRunner, tmp_path: Path) -> None:
    """An entry naming an outline's @id: covers every row; a row that passes is an xpass."""
    path = write(tmp_path / "o.toml", '[[expect]]\nscenario = "outline"\nreason = "rows"\n')
    done = certify("--expectations", str(path), "-k", "outline", features="features")
    rows = [e for e in done.report["scenarios"] if e["id"] == "outline"]
    assert [e["outcome"] for e in rows] == ["xpass"] * 3
    assert done.returncode == 1


def test_stale_entries_are_warnings(certify: CertifyRunner, tmp_path: Path) -> None:
    path = write(
        tmp_path / "stale.toml",
        '[[expect]]\nscenario = "clean-unsupported"\nreason = "no cloak"\n'
        '[[expect]]\nscenario = "renamed-long-ago"\nreason = "gone"\n'
        '[[expect]]\natom = "R-999.1"\nreason = "no such atom"\n'
        '[[expect]]\natom = "R-702.168a-1"\nreason = "no scenario covers it here"\n',
    )
    done = certify("--expectations", str(path), features="clean")
    assert done.returncode == 0, done.stdout
    problems = done.report["problems"]
    assert [(p["level"], p["where"], p["message"]) for p in problems] == [
        ("warning", str(path), "entry 2 names scenario 'renamed-long-ago', which is not in the suite"),
        ("warning", str(path), "entry 3 names atom 'R-999.1', which is not in the atom catalog"),
        ("warning", str(path), "entry 4 names atom 'R-702.168a-1', which no scenario covers"),
    ]
    assert (
        f"WARNING {path}: entry 2 names scenario 'renamed-long-ago', which is not in the suite" in done.stdout
    )
    assert done.report["summary"]["passed"] is True


def test_deselected_scenarios_are_not_stale(certify: CertifyRunner, tmp_path: Path) -> None:
    path = write(tmp_path / "d.toml", '[[expect]]\nscenario = "clean-unsupported"\nreason = "no cloak"\n')
    done = certify("--expectations", str(path), "-k", "clean-pass", features="clean")
    assert done.returncode == 0
    assert done.report["problems"] == []


def certify_in_process(capsys: pytest.CaptureFixture[str], tmp_path: Path, *args: str) -> tuple[int, str]:
    """``facedown certify`` called in this process (quick: these runs stop before the engine
    starts); its exit status and standard error."""
    out = tmp_path / "certification"
    features = ["--features", str(DATA / "clean"), "--scenario-module", str(BIND_MODULE)]
    code = cli.main(["certify", "--out", str(out), *features, *args])
    captured = capsys.readouterr()
    assert captured.out == ""
    assert not (out / "report.json").exists()
    return code, captured.err


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('[[expect]]\nscenario = "x"\n', "entry 1 (line 1): 'reason' is required"),
        (
            '[[expect]]\nscenario = "x"\nreason = "r"\n\n'
            '[[expect]]\nscenario = "y"\nstatus = "broken"\nreason = "r"\n',
            "entry 2 (line 5): status: 'broken' is not one of fail, error, unsupported, crash, timeout",
        ),
        (
            '[[expect]]\nscenario = "x"\natom = "R-1"\nreason = "r"\n',
            "entry 1 (line 1): an entry names exactly one",
        ),
        (
            '[[expect]]\nreason = "r"\n',
            "entry 1 (line 1): an entry names exactly one of 'scenario' or 'atom'",
        ),
        (
            '[[expect]]\nscenario = "x"\nreason = "r"\nowner = "me"\n',
            "entry 1 (line 1): Additional properties",
        ),
        (
            '[[expect]]\nscenario = "x"\nreason = "r"\n[[expect]]\nscenario = "x"\nreason = "again"\n',
            "entry 2 (line 4): scenario 'x' is already named by entry 1",
        ),
        ('[[expect]]\nscenario = "x"\nreason = "   "\n', "entry 1 (line 1): reason: "),
        ("expect = 3\n", "expect: 3 is not of type 'array'"),
        ("[[expect]\n", "not valid TOML"),
    ],
)
def test_unusable_file_is_a_usage_error(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, text: str, message: str
) -> None:
    path = write(tmp_path / "bad.toml", text)
    code, err = certify_in_process(capsys, tmp_path, "--expectations", str(path))
    assert code == 2
    line = err.strip()
    assert "\n" not in line
    assert line.startswith(f"facedown: {path}: ")
    assert message in line


def test_missing_file_is_a_usage_error(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, err = certify_in_process(capsys, tmp_path, "--expectations", str(tmp_path / "nope.toml"))
    assert code == 2
    assert err.strip() == (
        f"facedown: cannot read expectation file {str(tmp_path / 'nope.toml')!r}: No such file or directory"
    )
