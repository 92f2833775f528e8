"""``facedown report`` on bad input: a one-line error, exit status 2, nothing written."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from htmlreport_data import make_report, scenario, write
from htmlreport_support import ReportCommand

REPO = Path(__file__).resolve().parents[2]


def _good(tmp_path: Path) -> Path:
    return write(make_report([scenario("one", ["R-116.1"])]), tmp_path / "good")


def _missing_file(tmp_path: Path) -> Path:
    return tmp_path / "nowhere" / "report.json"


def _directory_without_report(tmp_path: Path) -> Path:
    (tmp_path / "empty").mkdir()
    return tmp_path / "empty"


def _invalid_json(tmp_path: Path) -> Path:
    path = tmp_path / "broken.json"
    path.write_text('{"format_version": "1.0",\n  "suite": ', encoding="utf-8")
    return path


def _not_utf8(tmp_path: Path) -> Path:
    path = tmp_path / "latin1.json"
    path.write_bytes(b'{"name": "caf\xe9"}')
    return path


def _json_array(tmp_path: Path) -> Path:
    path = tmp_path / "array.json"
    path.write_text("[1, 2, 3]", encoding="utf-8")
    return path


def _edited(change: Callable[[dict[str, Any]], None]) -> Callable[[Path], Path]:
    def make(tmp_path: Path) -> Path:
        report = make_report([scenario("one", ["R-116.1"])])
        change(report)
        path = tmp_path / "edited.json"
        path.write_text(json.dumps(report), encoding="utf-8")
        return path

    return make


def _drop_engine(report: dict[str, Any]) -> None:
    del report["engine"]


def _bad_status(report: dict[str, Any]) -> None:
    report["scenarios"][0]["status"] = "maybe"


def _wrong_type(report: dict[str, Any]) -> None:
    report["summary"]["total"] = "one"


def _fewer_failures(report: dict[str, Any]) -> None:
    report["scenarios"][0].update(status="fail", outcome="fail", unexpected=True, message="assert 1 == 2")


def _passed_despite_failures(report: dict[str, Any]) -> None:
    _fewer_failures(report)
    report["summary"].update({"pass": 0, "fail": 1, "passed": True})


BAD_INPUTS: dict[str, tuple[Callable[[Path], Path], str]] = {
    "missing file": (_missing_file, "no such file or directory"),
    "directory without report.json": (_directory_without_report, "no report.json in this directory"),
    "invalid JSON": (_invalid_json, "not valid JSON"),
    "not UTF-8": (_not_utf8, "not UTF-8"),
    "JSON that is not an object": (_json_array, "not a facedown report"),
    "schema: missing engine": (_edited(_drop_engine), "not a valid facedown report: (root): 'engine'"),
    "schema: unknown status": (_edited(_bad_status), "not a valid facedown report: scenarios/0/status"),
    "schema: wrong type": (_edited(_wrong_type), "not a valid facedown report: summary/total"),
    "summary: counts": (
        _edited(_fewer_failures),
        "the summary contradicts the report's own results (edited or corrupt): "
        "pass scenarios: the summary says 1, the report has 0 (and 1 more)",
    ),
    "summary: passed": (
        _edited(_passed_despite_failures),
        "passed: the summary says the run passed, but the report has 1 unexpected scenarios",
    ),
}


@pytest.mark.parametrize("case", list(BAD_INPUTS))
def test_bad_input_is_one_line_and_exit_2(
    case: str, tmp_path: Path, report_command: ReportCommand, capsys: pytest.CaptureFixture[str]
) -> None:
    make, expected = BAD_INPUTS[case]
    bad = make(tmp_path)
    site = tmp_path / "site"
    assert report_command(_good(tmp_path), bad, "--out", site, "--markdown", tmp_path / "s.md") == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1, err
    assert err.startswith("facedown report: ") and str(bad) in err
    assert expected in err
    assert "Traceback" not in err
    assert not site.exists() and not (tmp_path / "s.md").exists()


def test_unknown_edition(
    tmp_path: Path, report_command: ReportCommand, capsys: pytest.CaptureFixture[str]
) -> None:
    assert report_command(_good(tmp_path), "--out", tmp_path / "site", "--edition", "1999-01-01") == 2
    err = capsys.readouterr().err
    assert err == (
        "facedown report: unknown CR edition '1999-01-01'; known editions: 2024-04-12, 2026-04-17\n"
    )


def test_out_is_a_file(
    tmp_path: Path, report_command: ReportCommand, capsys: pytest.CaptureFixture[str]
) -> None:
    target = tmp_path / "taken"
    target.write_text("", encoding="utf-8")
    assert report_command(_good(tmp_path), "--out", target) == 2
    assert capsys.readouterr().err == f"facedown report: {target}: exists and is not a directory\n"


def test_long_schema_messages_are_cut(
    tmp_path: Path, report_command: ReportCommand, capsys: pytest.CaptureFixture[str]
) -> None:
    def huge(report: dict[str, Any]) -> None:
        report["scenarios"][0]["unexpected"] = "x" * 5000

    bad = _edited(huge)(tmp_path)
    assert report_command(bad, "--out", tmp_path / "site") == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and len(err) < 600


@pytest.mark.skipif(os.name != "posix", reason="runs the command in a child process")
def test_command_line_in_a_child_process(tmp_path: Path) -> None:
    """The module runs on its own (``python -m facedown.htmlreport.cli``); bad input exits 2 there too."""
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(REPO), os.environ.get("PYTHONPATH", "")]))
    command = [sys.executable, "-m", "facedown.htmlreport.cli"]
    ok = subprocess.run(
        [*command, str(_good(tmp_path)), "--out", str(tmp_path / "site"), "--markdown", "-"],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
    )
    assert ok.returncode == 0, ok.stderr
    assert ok.stdout.startswith("## facedown conformance report")
    assert (tmp_path / "site" / "index.html").is_file()
    bad = subprocess.run(
        [*command, str(tmp_path / "missing")],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
    )
    assert bad.returncode == 2
    assert bad.stderr == f"facedown report: {tmp_path / 'missing'}: no such file or directory\n"


SECRET = """\
Feature: Not part of the suite

  @id:leak @R-702.168a-1
  Scenario: A file outside the features directory
    Given the secret text SECRET-MARKER
"""


@pytest.mark.parametrize("where", ["dot-dot", "absolute", "symlink"])
def test_a_feature_path_outside_the_features_directory_is_not_read(
    tmp_path: Path, report_command: ReportCommand, where: str
) -> None:
    """A crafted report.json cannot bring a file from outside its features directory into the site."""
    features = tmp_path / "features"
    features.mkdir()
    outside = tmp_path / "elsewhere" / "secret.feature"
    outside.parent.mkdir()
    outside.write_text(SECRET, encoding="utf-8")
    feature = {"dot-dot": "../elsewhere/secret.feature", "absolute": str(outside), "symlink": "link.feature"}[
        where
    ]
    if where == "symlink":
        (features / "link.feature").symlink_to(outside)
    entry = scenario("leak", ["R-702.168a-1"], "fail", feature=feature, line=4, steps=[])
    entry["id"] = "leak"
    report = write(make_report([entry], features_dir=str(features)), tmp_path / "report")
    site = tmp_path / "site"
    assert report_command(report, "--out", site) == 0
    pages = "".join(page.read_text(encoding="utf-8") for page in site.glob("*.html"))
    assert "SECRET-MARKER" not in pages
    assert "Scenario text unavailable" in pages


def test_a_feature_path_inside_the_features_directory_is_read(
    tmp_path: Path, report_command: ReportCommand
) -> None:
    features = tmp_path / "features"
    (features / "sub").mkdir(parents=True)
    (features / "sub" / "ok.feature").write_text(
        SECRET.replace("SECRET-MARKER", "INSIDE-MARKER"), encoding="utf-8"
    )
    entry = scenario("leak", ["R-702.168a-1"], "fail", feature="sub/../sub/ok.feature", line=4, steps=[])
    entry["id"] = "leak"
    report = write(make_report([entry], features_dir=str(features)), tmp_path / "report")
    site = tmp_path / "site"
    assert report_command(report, "--out", site) == 0
    pages = "".join(page.read_text(encoding="utf-8") for page in site.glob("*.html"))
    assert "INSIDE-MARKER" not in pages  # '..' is refused even when it stays inside
    entry["feature"] = "sub/ok.feature"
    report = write(make_report([entry], features_dir=str(features)), tmp_path / "report2")
    assert report_command(report, "--out", site) == 0
    pages = "".join(page.read_text(encoding="utf-8") for page in site.glob("*.html"))
    assert "INSIDE-MARKER" in pages
