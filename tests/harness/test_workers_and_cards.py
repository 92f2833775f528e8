"""``facedown certify -n N`` (pytest-xdist workers) gives the report of a serial run, and
``facedown certify --card NAME`` runs one card's battery."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from harness_support import REFERENCE, Certified, CertifyRunner, serve_command

from facedown.batteries import UnknownCardError, batteries_of, card_batteries, find_battery
from facedown.catalog import Atom, Source, load_catalog

#: Report fields that differ between two runs whatever they ran.
_TIMING = ("generated_at", "duration")


def _comparable(report: dict[str, Any]) -> dict[str, Any]:
    """The report without its times (and each scenario's)."""
    found = {key: value for key, value in report.items() if key not in _TIMING}
    found["scenarios"] = [{k: v for k, v in s.items() if k != "duration"} for s in report["scenarios"]]
    found.pop("code_coverage", None)
    return found


def _summary(stdout: str) -> list[str]:
    """The summary certify prints, without its progress lines (they tell the time taken)."""
    return [line for line in stdout.splitlines() if not re.match(r"certifying: \[", line)]


@pytest.mark.parametrize(
    "args",
    [
        pytest.param((), id="every-scenario"),
        pytest.param(("-k", "fails or engine-crash or unsupported or outline or twice"), id="selected"),
    ],
)
def test_workers_give_the_report_of_a_serial_run(
    tmp_path: Path, certify: CertifyRunner, args: tuple[str, ...]
) -> None:
    """Every status, a broken feature file, tag problems: the same results, keys, order, steps,
    problems, atoms and selection with two workers as serially."""
    junit = str(tmp_path / "junit.xml")
    serial = certify(*args, "--junit", junit)
    serial_report = _comparable(serial.report)  # read before the second run writes its own
    parallel = certify(*args, "-n", "2", "--junit", junit)
    assert serial.returncode == parallel.returncode == 1
    assert {s["status"] for s in serial_report["scenarios"]} >= {"pass", "fail", "error", "unsupported"}
    assert _comparable(parallel.report) == serial_report
    assert _summary(parallel.stdout) == _summary(serial.stdout)


def test_workers_with_engine_processes(certify: CertifyRunner) -> None:
    """Over the wire protocol each worker starts its own engine process; the report is a serial run's."""
    command = serve_command("fake_engine:create")
    serial = certify("--engine-cmd", command, engine=None)
    serial_report = _comparable(serial.report)  # read before the second run writes its own
    parallel = certify("--engine-cmd", command, "-n", "2", engine=None)
    assert serial.returncode == parallel.returncode == 1
    assert parallel.report["engine"]["restarts"] == serial_report["engine"]["restarts"] == 0
    assert _comparable(parallel.report) == serial_report


def test_workers_must_be_a_number(certify: CertifyRunner) -> None:
    done = certify("-n", "two")
    assert done.returncode == 2
    assert "expected a number of workers or 'auto'" in done.stderr


def test_two_workers_give_the_statuses_of_a_serial_run_of_the_suite(
    real_run: Certified, real_parallel_run: Certified
) -> None:
    """The suite's own scenarios on the reference engine: serially and with ``-n 2`` (both with
    ``--code-coverage``), the same scenarios in the same order with the same statuses, and the
    same engine code coverage in all."""
    assert real_parallel_run.returncode == real_run.returncode == 0, real_parallel_run.stderr
    serial = [(s["key"], s["status"]) for s in real_run.report["scenarios"]]
    parallel = [(s["key"], s["status"]) for s in real_parallel_run.report["scenarios"]]
    assert len(serial) > 400
    assert parallel == serial
    a, b = real_run.report["code_coverage"], real_parallel_run.report["code_coverage"]
    assert (b["statements"], b["covered"], b["in_scenarios"]) == (
        a["statements"],
        a["covered"],
        a["in_scenarios"],
    )
    assert b["atoms"].keys() == a["atoms"].keys()


# --------------------------------------------------------------------------- --card


def test_card_runs_its_battery_alone(certify: CertifyRunner, real_run: Certified) -> None:
    """``--card`` takes the name in any letter case; exactly the scenarios tagged with the card's
    atoms run (the ones the full run has), the others count as left out."""
    battery = find_battery("Dog Walker")
    done = certify("--card", "  dog WALKER ", features=None, engine=REFERENCE)
    assert done.returncode == 0, done.stdout + done.stderr
    report = done.report
    assert report["selection"]["card"] == "Dog Walker"
    expected = [s["key"] for s in real_run.report["scenarios"] if set(s["atoms"]) & set(battery.atoms)]
    assert [s["key"] for s in report["scenarios"]] == expected
    assert expected
    assert report["selection"]["deselected"] == len(real_run.report["scenarios"]) - len(expected)
    assert "selected with the battery of Dog Walker" in done.stdout


@pytest.mark.parametrize(
    ("name", "said"),
    [
        ("Dog Walkr", "no card named 'Dog Walkr' has a battery; did you mean Dog Walker"),
        ("forest", "Forest is in the card pool but has no battery (no card atom names it)"),
        ("yarus", "did you mean Yarus, Roar of the Old Gods"),
    ],
)
def test_an_unknown_card_is_a_usage_error(certify: CertifyRunner, name: str, said: str) -> None:
    done = certify("--card", name, features=None, engine=REFERENCE)
    assert done.returncode == 2
    assert said in done.stderr
    assert not done.report_path.exists()


def test_every_card_atom_makes_a_battery_of_each_card_it_names() -> None:
    batteries = card_batteries()
    for atom in load_catalog():
        for card in atom.source.cards if atom.kind == "card" else ():
            assert atom.id in batteries[card].atoms
            assert atom.mechanic in batteries[card].groups
    assert all(atom_id.startswith("CARD-") for b in batteries.values() for atom_id in b.atoms)


def test_batteries_follow_the_data() -> None:
    """A new group of card atoms makes batteries with no change to the code; ruling atoms naming
    a card do not."""

    def atom(atom_id: str, kind: str, mechanic: str, cards: tuple[str, ...]) -> Atom:
        return Atom(atom_id, 0, kind, mechanic, "summary", Source(cards=cards), {})

    found = batteries_of(
        [
            atom("CARD-a-1", "card", "cards", ("Card A",)),
            atom("CARD-a-2", "card", "printed-cards", ("Card A",)),
            atom("CARD-b-1", "card", "printed-cards", ("Card B", "Card A")),
            atom("RUL-c-1", "ruling", "cards", ("Card C",)),
        ]
    )
    assert list(found) == ["Card A", "Card B"]
    assert found["Card A"].atoms == ("CARD-a-1", "CARD-a-2", "CARD-b-1")
    assert found["Card A"].groups == ("cards", "printed-cards")
    assert found["Card B"].atoms == ("CARD-b-1",)


def test_find_battery_suggests_close_names() -> None:
    assert find_battery("KARLOV watchdog").card == "Karlov Watchdog"
    with pytest.raises(UnknownCardError, match="did you mean Karlov Watchdog"):
        find_battery("Karlov Watchdgo")
    with pytest.raises(UnknownCardError, match=r"^no card named 'Zzzz' has a battery$"):
        find_battery("Zzzz")
