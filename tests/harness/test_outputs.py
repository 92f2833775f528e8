"""The CI outputs of ``facedown certify``: JUnit XML, the Markdown summary, the badge."""

from __future__ import annotations

import datetime
import io
import json
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest
from harness_support import Certified, CertifyRunner

from facedown import cli
from facedown.adapter import EngineInfo
from facedown.atomref import AtomRef
from facedown.catalog import load_catalog
from facedown.expectations import Expectation, ExpectationSet, Target
from facedown.outputs import badge, junit_xml, markdown_summary
from facedown.report import build_report
from facedown.results import (
    Problem,
    ProblemLevel,
    RunRecord,
    ScenarioResult,
    Selection,
    Status,
    UnsupportedReason,
)


def counts(element: ET.Element) -> tuple[int, int, int, int]:
    return tuple(int(element.get(k, "-1")) for k in ("tests", "failures", "errors", "skipped"))  # type: ignore[return-value]


def cases(root: ET.Element) -> dict[str, ET.Element]:
    return {case.get("name", ""): case for case in root.iter("testcase")}


def test_junit_of_the_fixture_run(fixture_run: Certified) -> None:
    root = ET.parse(fixture_run.report_path.parent / "junit.xml").getroot()
    assert root.tag == "testsuites"
    assert counts(root) == (18, 1, 9, 2)
    suites = {suite.get("name"): suite for suite in root.findall("testsuite")}
    assert set(suites) == {"basics", "broken", "steps", "tags"}
    assert counts(suites["basics"]) == (8, 1, 3, 2)
    assert sum(counts(s)[0] for s in suites.values()) == 18
    by_name = cases(root)
    assert len(by_name) == 18
    fails = by_name["fails"]
    assert (fails.get("classname"), fails.get("file"), fails.get("line")) == (
        "basics",
        "basics.feature",
        "44",
    )
    failure = fails.find("failure")
    assert failure is not None and failure.get("message") == "assert 1 == 2" and failure.get("type") == "fail"
    assert "bind_fixture.py" in (failure.text or "")
    error = by_name["engine-crash"].find("error")
    assert error is not None and error.get("message") == "RuntimeError: engine exploded while conceding"
    skipped = by_name["needs-cloak"].find("skipped")
    assert (
        skipped is not None
        and skipped.get("message")
        == "unsupported (capability: cloak): engine does not declare capability 'cloak'"
    )
    assert list(by_name["passes"]) == []
    properties = {p.get("name"): p.get("value") for p in root.iter("property")}
    assert properties["engine.name"] == "fake-engine"
    assert properties["engine"] == "fake_engine:create"


def test_junit_with_expectations(certify: CertifyRunner, tmp_path: Path) -> None:
    path = tmp_path / "e.toml"
    path.write_text(
        '[[expect]]\nscenario = "fails"\nreason = "known"\n'
        '[[expect]]\nscenario = "clean-pass"\nreason = "was broken"\n'
        '[[expect]]\natom = "R-116.2b-2"\nreason = "no cloak"\n',
        encoding="utf-8",
    )
    junit = tmp_path / "junit.xml"
    done = certify("--expectations", str(path), "--junit", str(junit), features="clean")
    assert done.returncode == 1
    root = ET.parse(junit).getroot()
    by_name = cases(root)
    xpass = by_name["clean-pass"].find("failure")
    assert xpass is not None and xpass.get("type") == "xpass"
    assert xpass.get("message") == "xpass: passed, but expected not to pass (was broken)"
    xfail = by_name["clean-unsupported"].find("skipped")
    assert xfail is not None and (xfail.get("message") or "").startswith("xfail: unsupported as expected")
    atom = by_name["R-116.2b-2"]
    assert atom.get("classname") == "atoms" and atom.find("skipped") is not None
    assert counts(root) == (3, 1, 0, 2)


def test_badge_and_markdown_of_the_fixture_run(fixture_run: Certified) -> None:
    out = fixture_run.report_path.parent
    assert json.loads((out / "badge.json").read_text(encoding="utf-8")) == {
        "schemaVersion": 1,
        "label": "facedown",
        "message": "2/6 atoms · unsupported: 1 capability, 0 engine-declared, 1 not-encodable",
        "color": "red",
    }
    text = (out / "summary.md").read_text(encoding="utf-8")
    assert text.startswith("## facedown certification: FAILED\n")
    assert "engine **fake\\-engine 0.0.1** (`fake_engine:create`)" not in text  # '-' is not escaped
    assert "engine **fake-engine 0.0.1** (`fake_engine:create`)" in text
    assert "| 18 | 6 | 1 | 9 | 0 | 0 | 2 | 10 |" in text
    assert "### Unexpected results (10)" in text
    assert "- **FAIL** `fails` (basics.feature:44, CR 116.1, 116.2b): assert 1 == 2" in text
    assert "rule numbers from CR 2026-04-17" in text
    assert (
        "- **ERROR** `engine-crash` (basics.feature:5, CR 116.2b): RuntimeError: engine exploded while "
        "conceding" in text
    )
    assert "### Atoms not passing (4)" in text
    assert "- `R-116.1` (CR 116.1, 116.2b) **fail** -- " in text
    assert f"{len(load_catalog()) - 6} atoms of the catalog have no scenario yet (uncovered)." in text


def test_markdown_is_appended_to_the_github_step_summary(certify: CertifyRunner, tmp_path: Path) -> None:
    summary = tmp_path / "step_summary.md"
    summary.write_text("# Build\n\nbuilt.\n", encoding="utf-8")
    done = certify(
        "--markdown", str(summary), features="clean", extra_env={"GITHUB_STEP_SUMMARY": str(summary)}
    )
    assert done.returncode == 0
    text = summary.read_text(encoding="utf-8")
    assert text.startswith("# Build\n\nbuilt.\n## facedown certification: passed\n")
    other = tmp_path / "other.md"
    other.write_text("old\n", encoding="utf-8")
    certify("--markdown", str(other), features="clean", extra_env={"GITHUB_STEP_SUMMARY": str(summary)})
    assert other.read_text(encoding="utf-8").startswith("## facedown")  # any other file is replaced


# --------------------------------------------------------------------------- from records

ATOMS = (AtomRef("R-116.1", "Special actions"), AtomRef("R-116.3"), AtomRef("RUL-gen-fd-7"))
INFO = EngineInfo(name="e", version="1", capabilities=frozenset())
WHEN = datetime.datetime(2026, 5, 1, tzinfo=datetime.UTC)


def result(
    key: str, status: Status, atoms: list[str], message: str = "", details: str = ""
) -> ScenarioResult:
    return ScenarioResult(
        key=key,
        id=key,
        name=key,
        feature="dir/some.feature",
        line=3,
        rule=None,
        example=None,
        atoms=atoms,
        needs=[],
        tags=[],
        status=status,
        message=message,
        details=details,
        unsupported=(
            UnsupportedReason("not-encodable", "LookAt", message or "no LookAt")
            if status is Status.UNSUPPORTED
            else None
        ),
    )


def report_of(
    *results: ScenarioResult, expectations: ExpectationSet | None = None, **kw: Any
) -> dict[str, Any]:
    record = RunRecord(
        engine_spec="m:f",
        engine_command=None,
        features_dir="/f",
        scenarios=list(results),
        problems=list(kw.get("problems", [])),
        selection=Selection(),
        duration=1.0,
    )
    return build_report(record, engine=INFO, atoms=ATOMS, generated_at=WHEN, expectations=expectations)


def test_junit_survives_characters_xml_forbids() -> None:
    report = report_of(
        result("a", Status.CRASH, ["R-116.1"], "engine died \x1b[31mred\x1b[0m <&>", "tail \x00 \x07 \ud800"),
        problems=[
            Problem("steps/x.py", "ImportError: x"),
            Problem("e.toml", "stale", level=ProblemLevel.WARNING),
        ],
    )
    root = ET.fromstring(junit_xml(report).encode("utf-8"))
    (case,) = [c for c in root.iter("testcase") if c.get("name") == "a"]
    error = case.find("error")
    assert error is not None and error.get("type") == "crash"
    assert error.get("message") == "engine died \ufffd[31mred\ufffd[0m <&>"
    problem_cases = [c for c in root.iter("testcase") if c.get("classname") == "problems"]
    assert [c.get("name") for c in problem_cases] == ["steps/x.py"]  # warnings are no test cases
    assert counts(root) == (2, 0, 2, 0)
    assert root.get("time") == "1.000"


def test_classname_of_a_nested_feature() -> None:
    root = ET.fromstring(junit_xml(report_of(result("a", Status.PASS, []))))
    (case,) = root.iter("testcase")
    assert case.get("classname") == "dir.some"


@pytest.mark.parametrize(
    ("statuses", "message", "color"),
    [
        ([Status.PASS, Status.PASS], "2/2 atoms", "brightgreen"),
        (
            [Status.PASS, Status.UNSUPPORTED],
            "1/2 atoms · unsupported: 0 capability, 0 engine-declared, 1 not-encodable",
            "yellow",
        ),
        ([Status.PASS, Status.FAIL], "1/2 atoms", "red"),
        ([], "no atoms", "lightgrey"),
    ],
)
def test_badge(statuses: list[Status], message: str, color: str) -> None:
    results = [result(f"s{n}", s, [ATOMS[n].id]) for n, s in enumerate(statuses)]
    assert badge(report_of(*results)) == {
        "schemaVersion": 1,
        "label": "facedown",
        "message": message,
        "color": color,
    }


def test_markdown_lists_unexpected_results_with_their_expectation() -> None:
    expectations = ExpectationSet(
        (
            Expectation(Target.SCENARIO, "a", "known bug", Status.FAIL),
            Expectation(Target.SCENARIO, "b", "was broken", link="https://x"),
            Expectation(Target.SCENARIO, "c", "flaky", Status.ERROR),
        ),
        path="exp.toml",
        sha256="0" * 64,
    )
    report = report_of(
        result("a", Status.FAIL, ["R-116.1"], "assert 1 == 2"),
        result("b", Status.PASS, ["R-116.3"]),
        result("c", Status.TIMEOUT, ["R-116.3"], "engine did not answer act within 1s (killed)"),
        result("d", Status.ERROR, [], "boom | *not* bold"),
        expectations=expectations,
    )
    text = markdown_summary(report)
    assert "expectations `exp.toml` (3 entries, sha256 000000000000)" in text
    assert "### Unexpected results (3)" in text
    assert "- **XPASS** `b` (dir/some.feature:3): passed, but expected not to pass (was broken)" in text
    assert (
        "- **TIMEOUT** `c` (dir/some.feature:3): timeout, but expected error (flaky): "
        "engine did not answer act within 1s (killed)"
    ) in text
    assert "boom \\| \\*not\\* bold" in text
    assert "`a`" not in text.split("### Unexpected results")[1].split("###")[0]  # xfail is not listed
    assert "- `R-116.1` **fail** (expected) -- Special actions (`a`)" in text


class FakeTerminal(io.StringIO):
    def isatty(self) -> bool:
        return True


@pytest.mark.parametrize(
    ("env", "rich"),
    [({}, True), ({"CI": "true"}, False), ({"CI": "false"}, True), ({"TERM": "dumb"}, False)],
)
def test_progress_only_on_a_terminal_outside_ci(
    monkeypatch: pytest.MonkeyPatch, env: dict[str, str], rich: bool
) -> None:
    monkeypatch.delenv("CI", raising=False)
    monkeypatch.setenv("TERM", "xterm")
    for key, value in env.items():
        monkeypatch.setenv(key, value)
    assert cli.Output(quiet=False, stream=FakeTerminal()).rich is rich
    assert cli.Output(quiet=False, stream=io.StringIO()).rich is False


def test_output_that_cannot_be_written_fails_the_run(certify: CertifyRunner, tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("", encoding="utf-8")
    badge_path = tmp_path / "badge.json"
    done = certify("--junit", str(blocker / "junit.xml"), "--badge", str(badge_path), features="clean")
    assert done.returncode == 1  # the run passed, but a file CI asked for is missing
    assert done.stderr.startswith(f"facedown: cannot write {blocker / 'junit.xml'}: ")
    assert len(done.stderr.strip().splitlines()) == 1
    assert (
        json.loads(badge_path.read_text(encoding="utf-8"))["message"]
        == "1/2 atoms · unsupported: 1 capability, 0 engine-declared, 0 not-encodable"
    )
    assert "result: PASSED" in done.stdout
