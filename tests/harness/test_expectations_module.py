"""facedown.expectations on its own: reading, judging and writing expectation files."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

import pytest

from facedown.expectations import (
    Expectation,
    ExpectationsError,
    ExpectationSet,
    Outcome,
    Target,
    expectations_from_run,
    expectations_schema,
    judge,
    load_expectations,
    parse_expectations,
    render_expectations,
)
from facedown.results import AtomStatus, ProblemLevel, ScenarioResult, Status


def result(key: str, status: Status, atoms: tuple[str, ...] = (), id: str | None = None) -> ScenarioResult:
    return ScenarioResult(
        key=key,
        id=id if id is not None else key,
        name=key,
        feature="f.feature",
        line=1,
        rule=None,
        example=None,
        atoms=atoms,
        needs=(),
        tags=(),
        status=status,
        message=f"{status.value} message" if status is not Status.PASS else "",
    )


def entries(*items: Expectation) -> ExpectationSet:
    return ExpectationSet(items, path="e.toml", sha256="0" * 64)


S, A = Target.SCENARIO, Target.ATOM


@pytest.mark.parametrize(
    ("status", "expected", "outcome", "unexpected"),
    [
        (Status.PASS, None, Outcome.PASS, False),
        (Status.UNSUPPORTED, None, Outcome.UNSUPPORTED, False),
        (Status.FAIL, None, Outcome.FAIL, True),
        (Status.CRASH, None, Outcome.CRASH, True),
        (Status.TIMEOUT, None, Outcome.TIMEOUT, True),
        (Status.FAIL, Expectation(S, "s", "r"), Outcome.XFAIL, False),
        (Status.UNSUPPORTED, Expectation(S, "s", "r"), Outcome.XFAIL, False),
        (Status.CRASH, Expectation(S, "s", "r", Status.CRASH), Outcome.XFAIL, False),
        (Status.TIMEOUT, Expectation(S, "s", "r", Status.CRASH), Outcome.TIMEOUT, True),
        (Status.UNSUPPORTED, Expectation(S, "s", "r", Status.FAIL), Outcome.UNSUPPORTED, True),
        (Status.PASS, Expectation(S, "s", "r"), Outcome.XPASS, True),
        (Status.PASS, Expectation(S, "s", "r", Status.ERROR), Outcome.XPASS, True),
        (Status.ERROR, Expectation(A, "R-1", "r", Status.ERROR), Outcome.XFAIL, False),
        (Status.FAIL, Expectation(A, "R-1", "r", Status.ERROR), Outcome.FAIL, True),
        (Status.PASS, Expectation(A, "R-1", "r"), Outcome.PASS, False),  # judged on the atom
    ],
)
def test_scenario_verdicts(
    status: Status, expected: Expectation | None, outcome: Outcome, unexpected: bool
) -> None:
    expectations = entries(expected) if expected is not None else None
    judgement = judge([result("s", status, ("R-1",))], {"R-1": AtomStatus(status.value)}, expectations)
    verdict = judgement.scenarios["s"]
    assert (verdict.outcome, verdict.unexpected) == (outcome, unexpected)


def test_scenario_entry_wins_over_atom_entry_and_key_over_id() -> None:
    by_id = Expectation(S, "outline", "all rows")
    by_key = Expectation(S, "outline[2]", "row 2", Status.ERROR)
    by_atom = Expectation(A, "R-1", "atom")
    judgement = judge(
        [
            result("outline[1]", Status.FAIL, ("R-1",), id="outline"),
            result("outline[2]", Status.ERROR, ("R-1",), id="outline"),
        ],
        {"R-1": AtomStatus.FAIL},
        entries(by_id, by_key, by_atom),
    )
    assert judgement.scenarios["outline[1]"].expectation == by_id
    assert judgement.scenarios["outline[2]"].expectation == by_key
    assert judgement.atoms["R-1"].expectation == by_atom
    assert judgement.atoms["R-1"].outcome is Outcome.XFAIL


@pytest.mark.parametrize(
    ("atom_status", "entry_status", "outcome", "unexpected"),
    [
        (AtomStatus.PASS, None, Outcome.XPASS, True),
        (AtomStatus.FAIL, None, Outcome.XFAIL, False),
        (AtomStatus.CRASH, Status.CRASH, Outcome.XFAIL, False),
        (AtomStatus.ERROR, Status.FAIL, Outcome.ERROR, True),
        (AtomStatus.NOT_RUN, None, Outcome.NOT_RUN, False),
        (AtomStatus.UNCOVERED, None, Outcome.UNCOVERED, False),
    ],
)
def test_atom_verdicts(
    atom_status: AtomStatus, entry_status: Status | None, outcome: Outcome, unexpected: bool
) -> None:
    judgement = judge([], {"R-1": atom_status}, entries(Expectation(A, "R-1", "r", entry_status)))
    verdict = judgement.atoms["R-1"]
    assert (verdict.outcome, verdict.unexpected) == (outcome, unexpected)


def test_stale_entries_are_warnings() -> None:
    judgement = judge(
        [result("here", Status.FAIL)],
        {"R-1": AtomStatus.FAIL, "R-2": AtomStatus.UNCOVERED, "R-3": AtomStatus.NOT_RUN},
        entries(
            Expectation(S, "here", "r", number=1),
            Expectation(S, "deselected", "r", number=2),
            Expectation(S, "gone", "r", number=3),
            Expectation(A, "R-2", "r", number=4),
            Expectation(A, "R-3", "r", number=5),
            Expectation(A, "R-9", "r", number=6),
        ),
        other_scenario_names={"deselected"},
    )
    assert [(w.level, w.message) for w in judgement.warnings] == [
        (ProblemLevel.WARNING, "entry 3 names scenario 'gone', which is not in the suite"),
        (ProblemLevel.WARNING, "entry 4 names atom 'R-2', which no scenario covers"),
        (ProblemLevel.WARNING, "entry 6 names atom 'R-9', which is not in the atom catalog"),
    ]


def test_written_entries_round_trip_through_toml() -> None:
    awkward = 'quote " backslash \\ tab \t newline \n del \x7f bell \x07 unicode é ✓'
    written = [
        Expectation(S, "a[1-2]", awkward, Status.FAIL),
        Expectation(A, "R-702.168d-1", "atom", None, "https://example.org/?a=1&b=2"),
    ]
    text = render_expectations(written, header=["first line", ""])
    assert text.startswith("# first line\n#\n\n[[expect]]\n")
    read = parse_expectations(text, "x.toml")
    assert [(e.target, e.name, e.status, e.link) for e in read] == [
        (S, "a[1-2]", Status.FAIL, None),
        (A, "R-702.168d-1", None, "https://example.org/?a=1&b=2"),
    ]
    assert tomllib.loads(text)["expect"][0]["reason"] == awkward
    assert read[0].reason == " ".join(awkward.split())  # reasons are kept on one line


def test_empty_file_has_no_entries(tmp_path: Path) -> None:
    path = tmp_path / "empty.toml"
    path.write_text("# nothing is known to fail\n", encoding="utf-8")
    loaded = load_expectations(path)
    assert loaded.entries == ()
    assert loaded.path == str(path) and loaded.sha256 is not None and len(loaded.sha256) == 64


def test_file_that_is_not_utf8(tmp_path: Path) -> None:
    path = tmp_path / "latin.toml"
    path.write_bytes(b'[[expect]]\nscenario = "caf\xe9"\nreason = "r"\n')
    with pytest.raises(ExpectationsError, match=r"latin\.toml: not UTF-8 text$"):
        load_expectations(path)


def test_expectations_from_run_keeps_atom_entries_that_hold() -> None:
    atom = Expectation(A, "R-1", "atom reason")
    old = Expectation(S, "b", "hand-written", Status.ERROR, "https://x")
    results = [
        result("a", Status.FAIL, ("R-1",)),  # covered by the atom entry: no entry of its own
        result("b", Status.ERROR),  # keeps its reason
        result("c", Status.TIMEOUT),  # new
        result("d", Status.PASS),
    ]
    judgement = judge(results, {"R-1": AtomStatus.FAIL}, entries(atom, old))
    written = expectations_from_run(results, judgement).entries
    assert written == [
        atom,
        Expectation(S, "b", "hand-written", Status.ERROR, "https://x"),
        Expectation(S, "c", "timeout message", Status.TIMEOUT),
    ]


def test_expectations_from_run_keeps_the_entries_a_subset_could_not_judge() -> None:
    """``--expectations F --write-expectations F -k subset``: the entries of the scenarios and atoms
    ``-k`` left out are kept; stale entries are not."""
    left_out = Expectation(S, "elsewhere", "known", Status.FAIL, number=1)
    left_out_atom = Expectation(A, "R-2", "no ward", number=2)
    stale = Expectation(S, "gone", "deleted scenario", number=3)
    ran = Expectation(S, "b", "fixed now", Status.FAIL, number=4)
    results = [result("b", Status.PASS), result("c", Status.FAIL)]
    statuses = {"R-1": AtomStatus.PASS, "R-2": AtomStatus.NOT_RUN}
    previous = entries(left_out, left_out_atom, stale, ran)
    judgement = judge(results, statuses, previous, other_scenario_names={"elsewhere"})
    written = expectations_from_run(results, judgement, previous, not_run={"elsewhere"})
    assert written.kept == [left_out, left_out_atom]
    assert written.entries == [left_out, left_out_atom, Expectation(S, "c", "fail message", Status.FAIL)]


def test_schema_statuses_are_the_expectable_ones() -> None:
    schema = expectations_schema()
    statuses = schema["$defs"]["entry"]["properties"]["status"]["enum"]
    assert statuses == [s.value for s in Status if s is not Status.PASS]
    assert json.dumps(schema)  # plain JSON
