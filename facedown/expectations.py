"""Expectation files: an engine's known non-passes, so CI fails only on what changed.

``facedown certify --expectations FILE`` reads a TOML file of ``[[expect]]`` entries (format:
``facedown/schemas/expectations.schema.json``, docs/ci.md)::

    [[expect]]
    scenario = "disguise-ward-counters-spell"     # a scenario's @id: (every outline row) or key
    status = "fail"                               # optional: fail|error|unsupported|crash|timeout
    reason = "ward is not implemented yet"        # required
    link = "https://example.org/issues/12"        # optional

    [[expect]]
    atom = "R-702.21a-1"                          # an atom ID: the atom is known not to pass
    reason = "no ward"

Judging is strict both ways (like wpt's expectation files): a non-pass an entry expects
becomes ``xfail``; a scenario (or atom) an entry expects not to pass that passes becomes
``xpass`` and fails the run, so a fixed bug forces its entry out of the file; a non-pass of
another status than the one expected is an unexpected result. See :func:`judge` for the rules,
and :func:`expectations_from_run` / :func:`write_expectations` for ``--write-expectations``.
"""

from __future__ import annotations

import enum
import hashlib
import importlib
import json
import re
import tomllib
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from facedown.files import write_text_atomic
from facedown.results import (
    FAILING_STATUSES,
    AtomStatus,
    Problem,
    ProblemLevel,
    ScenarioResult,
    Status,
)

SCHEMA_PATH = Path(__file__).resolve().parent / "schemas" / "expectations.schema.json"

#: The statuses an entry may expect (every scenario status but ``pass``).
EXPECTABLE: tuple[Status, ...] = tuple(status for status in Status if status is not Status.PASS)


class ExpectationsError(Exception):
    """The expectation file cannot be used (unreadable, not TOML, breaks the schema, repeats an
    entry); the message is one line naming the file and the entry."""


class Target(enum.StrEnum):
    """What an entry names."""

    SCENARIO = "scenario"
    ATOM = "atom"


class Outcome(enum.StrEnum):
    """A scenario's or an atom's result once the expectations are applied: its own status, or
    ``xfail`` (a non-pass an entry expected) or ``xpass`` (it passed, an entry expected it not to)."""

    PASS = "pass"
    FAIL = "fail"
    ERROR = "error"
    UNSUPPORTED = "unsupported"
    CRASH = "crash"
    TIMEOUT = "timeout"
    UNCOVERED = "uncovered"
    NOT_RUN = "not_run"
    XFAIL = "xfail"
    XPASS = "xpass"


@dataclass(frozen=True, slots=True)
class Expectation:
    """One ``[[expect]]`` entry: the scenario (``@id:`` or key) or atom it names, the status it
    expects (``None``: any non-pass), why, an optional link, and its number in the file (1-based)."""

    target: Target
    name: str
    reason: str
    status: Status | None = None
    link: str | None = None
    number: int = 0

    def matches(self, status: Status | AtomStatus) -> bool:
        """Whether ``status`` (not ``pass``) is the non-pass this entry expects."""
        if status.value == Status.PASS.value:
            return False
        return self.status is None or self.status.value == status.value

    def describe(self) -> str:
        """``scenario 'x'`` or ``atom 'R-...'``."""
        return f"{self.target.value} {self.name!r}"

    def json(self) -> dict[str, Any]:
        """The entry as it appears in ``report.json`` (``expected`` of a scenario or atom)."""
        return {
            "target": self.target.value,
            "name": self.name,
            "status": self.status.value if self.status is not None else None,
            "reason": self.reason,
            "link": self.link,
        }


@dataclass(frozen=True, slots=True)
class ExpectationSet:
    """The entries of one expectation file, with the file's path and the SHA-256 of its bytes."""

    entries: tuple[Expectation, ...] = ()
    path: str | None = None
    sha256: str | None = None

    def for_scenario(self, result: ScenarioResult) -> Expectation | None:
        """The entry naming the scenario itself (by key, else by ``@id:``), if any."""
        by_key = next((e for e in self._scenario_entries() if e.name == result.key), None)
        if by_key is not None or result.id is None:
            return by_key
        return next((e for e in self._scenario_entries() if e.name == result.id), None)

    def for_atom(self, atom_id: str) -> Expectation | None:
        return next((e for e in self.entries if e.target is Target.ATOM and e.name == atom_id), None)

    def _scenario_entries(self) -> Iterable[Expectation]:
        return (e for e in self.entries if e.target is Target.SCENARIO)


@dataclass(frozen=True, slots=True)
class Verdict:
    """The judgement of one scenario or atom: its ``outcome``, whether it is ``unexpected``
    (it makes the run fail), and the entry that applied (``None`` when none did)."""

    outcome: Outcome
    unexpected: bool
    expectation: Expectation | None = None


@dataclass(slots=True)
class Judgement:
    """The verdicts of a run: per scenario key, per atom ID (every atom given), and warnings
    about entries that name nothing the suite has."""

    scenarios: dict[str, Verdict] = field(default_factory=dict)
    atoms: dict[str, Verdict] = field(default_factory=dict)
    warnings: list[Problem] = field(default_factory=list)


# --------------------------------------------------------------------------- reading


@cache
def expectations_schema() -> dict[str, Any]:
    """The JSON Schema (draft 2020-12) of an expectation file (as parsed from TOML)."""
    schema: dict[str, Any] = json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))
    return schema


_EXPECT_HEADER = re.compile(r"^\s*\[\[\s*expect\s*\]\]")


def _entry_lines(text: str) -> list[int]:
    """The line of each ``[[expect]]`` header, in order (to name an entry in a message)."""
    return [n for n, line in enumerate(text.splitlines(), 1) if _EXPECT_HEADER.match(line)]


def parse_expectations(text: str, where: str) -> tuple[Expectation, ...]:
    """The entries of an expectation file's ``text``; ``where`` names the file in messages."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ExpectationsError(f"{where}: not valid TOML: {exc}") from None
    lines = _entry_lines(text)

    def entry_name(index: int) -> str:
        line = f" (line {lines[index]})" if index < len(lines) else ""
        return f"{where}: entry {index + 1}{line}"

    jsonschema: Any = importlib.import_module("jsonschema")
    validator = jsonschema.Draft202012Validator(expectations_schema())
    errors = sorted(validator.iter_errors(data), key=lambda error: list(error.absolute_path))
    if errors:
        error = errors[0]
        path = list(error.absolute_path)
        if len(path) >= 2 and path[0] == "expect" and isinstance(path[1], int):
            prefix = entry_name(path[1])
            rest = "/".join(map(str, path[2:]))
        else:
            prefix, rest = where, "/".join(map(str, path))
        message = _schema_message(error)
        raise ExpectationsError(f"{prefix}: {rest + ': ' if rest else ''}{message}")
    entries: list[Expectation] = []
    seen: dict[tuple[Target, str], int] = {}
    for index, raw in enumerate(data.get("expect", [])):
        target = Target.SCENARIO if "scenario" in raw else Target.ATOM
        name = str(raw[target.value])
        if (target, name) in seen:
            raise ExpectationsError(
                f"{entry_name(index)}: {target.value} {name!r} is already named by entry {seen[target, name]}"
            )
        seen[target, name] = index + 1
        status = raw.get("status")
        entries.append(
            Expectation(
                target=target,
                name=name,
                reason=" ".join(str(raw["reason"]).split()),
                status=Status(status) if status is not None else None,
                link=raw.get("link"),
                number=index + 1,
            )
        )
    return tuple(entries)


def _schema_message(error: Any) -> str:
    """A schema error in words a user of the file understands."""
    if error.validator == "required":
        missing = re.findall(r"'([^']+)' is a required property", error.message)
        if missing:
            return f"{missing[0]!r} is required"
    if error.validator == "oneOf" and isinstance(error.instance, dict):
        return "an entry names exactly one of 'scenario' or 'atom'"
    if error.validator == "additionalProperties":
        return f"{error.message} (allowed: scenario, atom, status, reason, link)"
    if error.validator == "enum":
        return f"{error.instance!r} is not one of {', '.join(s.value for s in EXPECTABLE)}"
    return str(error.message)


def load_expectations(path: Path) -> ExpectationSet:
    """Read the expectation file at ``path`` (raises :class:`ExpectationsError`)."""
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise ExpectationsError(
            f"cannot read expectation file {str(path)!r}: {exc.strerror or exc}"
        ) from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise ExpectationsError(f"{path}: not UTF-8 text") from None
    entries = parse_expectations(text, str(path))
    return ExpectationSet(entries=entries, path=str(path), sha256=hashlib.sha256(raw).hexdigest())


# --------------------------------------------------------------------------- judging


def _judge_scenario(result: ScenarioResult, expectations: ExpectationSet) -> Verdict:
    status = result.status
    own = expectations.for_scenario(result)
    if own is not None:
        if status is Status.PASS:
            return Verdict(Outcome.XPASS, True, own)
        if own.matches(status):
            return Verdict(Outcome.XFAIL, False, own)
        return Verdict(Outcome(status.value), True, own)
    by_atom = [e for e in (expectations.for_atom(a) for a in result.rollup_atoms) if e is not None]
    if by_atom and status is not Status.PASS:
        matching = next((e for e in by_atom if e.matches(status)), None)
        if matching is not None:
            return Verdict(Outcome.XFAIL, False, matching)
        return Verdict(Outcome(status.value), True, by_atom[0])
    return Verdict(Outcome(status.value), status in FAILING_STATUSES)


def _judge_atom(status: AtomStatus, entry: Expectation | None) -> Verdict:
    if entry is None or status in (AtomStatus.UNCOVERED, AtomStatus.NOT_RUN):
        return Verdict(Outcome(status.value), False, entry)
    if status is AtomStatus.PASS:
        return Verdict(Outcome.XPASS, True, entry)
    if entry.matches(status):
        return Verdict(Outcome.XFAIL, False, entry)
    return Verdict(Outcome(status.value), True, entry)


def judge(
    results: Sequence[ScenarioResult],
    atom_statuses: Mapping[str, AtomStatus],
    expectations: ExpectationSet | None = None,
    *,
    other_scenario_names: Iterable[str] = (),
) -> Judgement:
    """Apply ``expectations`` to a run.

    A scenario named by an entry (its key, else its ``@id:``) that passes is ``xpass``; one that
    ends with the expected status (any non-pass when the entry gives none) is ``xfail``; any
    other status is unexpected. A scenario no entry names, tagged with atoms that entries
    name, is ``xfail`` when it does not pass and one of those entries expects its status, and
    unexpected when it does not pass and none does (it passing is judged on the atom). Any
    other scenario is judged on its status alone: ``fail``, ``error``, ``crash`` and
    ``timeout`` are unexpected.

    An atom named by an entry is judged on its status (:func:`facedown.results.atom_status`):
    ``xpass`` if it passes, ``xfail`` if it ends with the expected status, unexpected
    otherwise; an atom whose scenarios did not run (``uncovered``, ``not_run``) is not judged.

    ``atom_statuses`` holds every atom of the catalog; ``other_scenario_names`` the names
    (``@id:`` values and keys) of scenarios that exist but did not run (``-k``). An entry
    naming neither a scenario of the run, nor one of those, nor a catalog atom, and an entry
    naming an atom no scenario covers, gives a warning.
    """
    expectations = expectations or ExpectationSet()
    judgement = Judgement()
    for result in results:
        judgement.scenarios[result.key] = _judge_scenario(result, expectations)
    for atom_id, status in atom_statuses.items():
        judgement.atoms[atom_id] = _judge_atom(status, expectations.for_atom(atom_id))
    names = {result.key for result in results} | {r.id for r in results if r.id} | set(other_scenario_names)
    where = expectations.path or "expectations"
    for entry in expectations.entries:
        message = None
        if entry.target is Target.SCENARIO and entry.name not in names:
            message = f"entry {entry.number} names scenario {entry.name!r}, which is not in the suite"
        elif entry.target is Target.ATOM and entry.name not in atom_statuses:
            message = f"entry {entry.number} names atom {entry.name!r}, which is not in the atom catalog"
        elif entry.target is Target.ATOM and atom_statuses[entry.name] is AtomStatus.UNCOVERED:
            message = f"entry {entry.number} names atom {entry.name!r}, which no scenario covers"
        if message is not None:
            judgement.warnings.append(Problem(where, message, level=ProblemLevel.WARNING))
    return judgement


# --------------------------------------------------------------------------- writing


@dataclass(frozen=True, slots=True)
class WrittenExpectations:
    """What ``--write-expectations`` writes: ``entries`` in order, of which ``kept`` are entries of
    the run's own expectation file that the run could not judge, copied as they were."""

    entries: list[Expectation]
    kept: list[Expectation]


def expectations_from_run(
    results: Sequence[ScenarioResult],
    judgement: Judgement,
    previous: ExpectationSet | None = None,
    *,
    not_run: Iterable[str] = (),
) -> WrittenExpectations:
    """The entries ``--write-expectations`` writes for a run: every scenario that did not pass,
    expected to end the same way, with its message as the reason.

    Entries of the run's own expectation file (``judgement`` was made with it; ``previous``) that
    still hold are kept: an atom entry whose atom was ``xfail`` stays as it was (and the scenarios
    it covered get no entry of their own), and a scenario that was ``xfail`` keeps the reason and
    link it had. So are the entries the run could not judge because it did not run what they name
    (``-k`` left it out): a scenario entry naming one of ``not_run`` (the names of the scenarios
    that exist but did not run), and an atom entry whose atom is ``not_run``. They come first, in
    the file's order. Entries naming nothing the suite has are dropped (the judgement warned of
    them).
    """
    not_run = set(not_run)
    kept = [
        entry
        for entry in (previous.entries if previous is not None else ())
        if (entry.target is Target.SCENARIO and entry.name in not_run)
        or (
            entry.target is Target.ATOM
            and (verdict := judgement.atoms.get(entry.name)) is not None
            and verdict.outcome is Outcome.NOT_RUN
        )
    ]
    return WrittenExpectations([*kept, *_entries_of_run(results, judgement)], kept)


def _entries_of_run(results: Sequence[ScenarioResult], judgement: Judgement) -> list[Expectation]:
    kept_atoms = [
        verdict.expectation
        for verdict in judgement.atoms.values()
        if verdict.outcome is Outcome.XFAIL and verdict.expectation is not None
    ]
    written: list[Expectation] = list(kept_atoms)
    for result in results:
        if result.status is Status.PASS:
            continue
        verdict = judgement.scenarios.get(result.key)
        old = verdict.expectation if verdict is not None else None
        if verdict is not None and verdict.outcome is Outcome.XFAIL and old is not None:
            if old.target is Target.ATOM and old in kept_atoms:
                continue
            reason, link = old.reason, old.link
        else:
            reason, link = result.message or result.status.value, None
        written.append(Expectation(Target.SCENARIO, result.key, reason, result.status, link))
    return written


def _toml_string(value: str) -> str:
    """``value`` as a TOML basic string."""
    text = json.dumps(value, ensure_ascii=False)  # JSON's escapes are TOML's, but for DEL
    return text.replace("\x7f", "\\u007F")


def render_expectations(entries: Sequence[Expectation], header: Sequence[str] = ()) -> str:
    """An expectation file holding ``entries`` (``header``: comment lines put first)."""
    lines = [f"# {line}".rstrip() for line in header]
    for entry in entries:
        lines += ["", "[[expect]]", f"{entry.target.value} = {_toml_string(entry.name)}"]
        if entry.status is not None:
            lines.append(f"status = {_toml_string(entry.status.value)}")
        lines.append(f"reason = {_toml_string(entry.reason)}")
        if entry.link is not None:
            lines.append(f"link = {_toml_string(entry.link)}")
    return "\n".join(lines).lstrip("\n") + "\n"


def write_expectations(path: Path, entries: Sequence[Expectation], header: Sequence[str] = ()) -> None:
    """Write ``entries`` to ``path`` as an expectation file (creating its directory), atomically."""
    write_text_atomic(path, render_expectations(entries, header))
