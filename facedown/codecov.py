"""Code coverage of the reference engine, per scenario and per atom (``facedown certify --code-coverage``).

:class:`EngineCoverage` measures, with coverage.py, which lines of the reference engine's package
(``reference_engine/``) run, under one *dynamic context* per scenario: it is a pytest plugin whose
``pytest_runtest_protocol`` wrapper switches the context to the scenario's node ID before the
scenario's set-up and back to the empty context after its tear-down. Lines that run outside every
scenario (module bodies, ``def`` and ``class`` lines executed on import, the engine's start) fall in
the empty context.

:meth:`EngineCoverage.section` then builds the ``code_coverage`` section of ``report.json``
(docs/report.md): the engine's overall line coverage, for each atom the engine lines the scenarios
tagged with it ran (per file, as compact ranges), the lines nothing ran, and which functions citing
a rule (the engine's ``@rule("708.3")`` markers, :mod:`reference_engine.rules`) ran for each atom.

Line sets are written as *ranges*: ascending, comma-separated ``N`` or ``N-M`` items
(``"12-15,20"``); :func:`ranges` and :func:`parse_ranges` convert.

Only the in-process reference engine can be measured: an engine process runs elsewhere, and the
lines of another in-process engine would mean nothing next to the atoms' rule citations.
"""

from __future__ import annotations

import importlib
import importlib.util
import inspect
import re
import sys
import time
from collections.abc import Generator, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import CodeType
from typing import Any

import pytest

from facedown import suite
from facedown.atomref import AtomRef
from facedown.catalog import DEFAULT_EDITION
from facedown.engine import resolve_spec
from facedown.results import ScenarioResult

#: The package measured: the reference engine (``reference_engine`` in a checkout,
#: ``facedown.reference_engine`` installed; see :mod:`facedown.suite`).
ENGINE_PACKAGE = suite.reference_engine_package()
#: The module of the package holding the rule-citation registry (``registry()``).
RULES_MODULE = f"{ENGINE_PACKAGE}.rules"
#: The CR edition the engine's ``@rule`` citations are numbered in.
CITATION_EDITION = DEFAULT_EDITION

_RANGE_ITEM = re.compile(r"^(\d+)(?:-(\d+))?$")


class CodeCoverageError(Exception):
    """Code coverage cannot be measured for this run; the message is one line."""


# --------------------------------------------------------------------------- ranges


def ranges(lines: Iterable[int]) -> str:
    """``lines`` as compact ranges: ``[12, 13, 14, 15, 20]`` -> ``"12-15,20"`` (``""`` for none)."""
    ordered = sorted(set(lines))
    parts: list[str] = []
    index = 0
    while index < len(ordered):
        start = end = ordered[index]
        while index + 1 < len(ordered) and ordered[index + 1] == end + 1:
            index += 1
            end = ordered[index]
        parts.append(str(start) if start == end else f"{start}-{end}")
        index += 1
    return ",".join(parts)


def parse_ranges(text: str) -> list[int]:
    """The line numbers of compact ranges (the inverse of :func:`ranges`); :class:`ValueError`
    on a malformed item."""
    lines: list[int] = []
    for item in filter(None, (part.strip() for part in text.split(","))):
        match = _RANGE_ITEM.match(item)
        if match is None:
            raise ValueError(f"malformed line range {item!r}")
        start = int(match.group(1))
        end = int(match.group(2) or start)
        if end < start:
            raise ValueError(f"malformed line range {item!r}")
        lines.extend(range(start, end + 1))
    return lines


# --------------------------------------------------------------------------- what can be measured


def check_measurable(engine_spec: str | None, engine_command: str | None) -> None:
    """Raise :class:`CodeCoverageError` unless the run certifies the in-process reference engine
    (``--engine reference``, ``--engine`` naming a module of :data:`ENGINE_PACKAGE`, or no engine
    option at all)."""
    if engine_command is not None:
        raise CodeCoverageError(
            "--code-coverage measures the in-process reference engine; it cannot measure an engine "
            "process (--engine-cmd)"
        )
    module = resolve_spec(engine_spec or "").partition(":")[0].strip()
    if engine_spec is not None and module != ENGINE_PACKAGE and not module.startswith(f"{ENGINE_PACKAGE}."):
        raise CodeCoverageError(
            f"--code-coverage measures the in-process reference engine ({ENGINE_PACKAGE}); "
            f"it cannot measure --engine {engine_spec}"
        )


def package_dir(package: str = ENGINE_PACKAGE) -> Path:
    """The directory of ``package``, found without importing it (so its import can be measured)."""
    try:
        spec = importlib.util.find_spec(package)
    except (ImportError, ValueError) as exc:
        raise CodeCoverageError(f"cannot find the package {package}: {exc}") from None
    locations = list(spec.submodule_search_locations or ()) if spec is not None else []
    if not locations:
        raise CodeCoverageError(f"cannot find the package {package} (is it on the import path?)")
    return Path(locations[0]).resolve()


# --------------------------------------------------------------------------- rule functions


@dataclass(frozen=True, slots=True)
class RuleFunction:
    """A function of the engine that cites rules (``@rule(...)``): its qualified name, the rule
    numbers it cites, its file (relative to the package's parent), the lines it spans and the
    statement lines of its body."""

    name: str
    rules: tuple[str, ...]
    path: str
    first: int
    last: int
    body: frozenset[int]


def _resolve(name: str) -> object | None:
    """The object a ``module.qualname`` name denotes, when its module is imported."""
    parts = name.split(".")
    for cut in range(len(parts) - 1, 0, -1):
        module = sys.modules.get(".".join(parts[:cut]))
        if module is None:
            continue
        target: object = module
        for attribute in parts[cut:]:
            target = getattr(target, attribute, None)
            if target is None:
                return None
        return target
    return None


def _code_of(target: object) -> CodeType | None:
    if isinstance(target, property):
        target = target.fget
    if isinstance(target, (staticmethod, classmethod)):
        target = target.__func__
    target = inspect.unwrap(target) if callable(target) else target
    code = getattr(target, "__code__", None)
    return code if isinstance(code, CodeType) else None


def rule_functions(root: Path) -> list[RuleFunction]:
    """The engine's functions that cite rules, from the registry of :data:`RULES_MODULE` (empty when
    the engine has none, or it was never imported)."""
    rules_module = sys.modules.get(RULES_MODULE)
    registry = getattr(rules_module, "registry", None)
    if not callable(registry):
        return []
    cited: dict[str, list[str]] = {}
    for number, names in dict(registry()).items():
        for name in names:
            cited.setdefault(str(name), []).append(str(number))
    found = []
    for name, numbers in sorted(cited.items()):
        code = _code_of(_resolve(name))
        if code is None:
            continue
        path = Path(code.co_filename).resolve()
        try:
            relative = path.relative_to(root.parent).as_posix()
        except ValueError:
            continue
        lines = {line for _, _, line in code.co_lines() if line is not None}
        nested = [const for const in code.co_consts if isinstance(const, CodeType)]
        for inner in nested:
            lines |= {line for _, _, line in inner.co_lines() if line is not None}
        body = frozenset(lines - {code.co_firstlineno})
        first = code.co_firstlineno
        found.append(RuleFunction(name, tuple(numbers), relative, first, max(lines | {first}), body))
    return found


def _cites(function_rules: Sequence[str], atom_rules: Sequence[str]) -> bool:
    """Whether a function citing ``function_rules`` applies one of ``atom_rules`` (the same
    number, or a lettered subrule of it: ``702.37`` is applied by a function citing ``702.37b``)."""
    for cited in function_rules:
        for wanted in atom_rules:
            if cited == wanted or (cited.startswith(wanted) and cited[len(wanted) :].isalpha()):
                return True
    return False


# --------------------------------------------------------------------------- measuring


class EngineCoverage:
    """coverage.py measuring :data:`ENGINE_PACKAGE`, with one dynamic context per scenario.

    Register the object as a pytest plugin (``pytest.main(..., plugins=[coverage])``) and call
    :meth:`start` before the engine is imported, :meth:`stop` after the run, then :meth:`section`.
    """

    def __init__(self, package: str = ENGINE_PACKAGE) -> None:
        import coverage

        self.package = package
        self.root = package_dir(package)
        self.tool = f"coverage.py {coverage.__version__}"
        self.imported_before = package in sys.modules
        self._coverage = coverage.Coverage(
            data_file=None, source=[str(self.root)], branch=False, config_file=False
        )
        self._measuring = False
        self.tracer = ""

    def start(self) -> None:
        """Start measuring (in the empty context)."""
        self._coverage.start()
        self._measuring = True
        collector = getattr(self._coverage, "_collector", None)
        name = getattr(collector, "tracer_name", None)
        self.tracer = str(name()) if callable(name) else ""

    def stop(self) -> None:
        """Stop measuring (idempotent)."""
        if self._measuring:
            self._coverage.stop()
            self._measuring = False

    @pytest.hookimpl(wrapper=True)
    def pytest_runtest_protocol(
        self, item: pytest.Item, nextitem: pytest.Item | None
    ) -> Generator[None, Any, Any]:
        """Measure the item (set-up, call, tear-down) in the context named by its node ID."""
        if not self._measuring:
            return (yield)
        self._coverage.switch_context(item.nodeid)
        try:
            return (yield)
        finally:
            self._coverage.switch_context("")

    # ----------------------------------------------------------------- the report section

    def _files(self) -> list[Path]:
        return sorted(path.resolve() for path in self.root.rglob("*.py"))

    def _relative(self, path: Path) -> str:
        return path.relative_to(self.root.parent).as_posix()

    def section(
        self,
        scenarios: Sequence[ScenarioResult],
        atoms: Sequence[AtomRef],
        *,
        run_seconds: float | None = None,
    ) -> dict[str, Any]:
        """The ``code_coverage`` section of ``report.json`` for a run whose results are
        ``scenarios`` (matched to their contexts by node ID), over the catalog ``atoms``."""
        started = time.monotonic()
        self.stop()
        data = self._coverage.get_data()
        measured = {Path(name).resolve(): name for name in data.measured_files()}
        statements: dict[str, frozenset[int]] = {}
        executed: dict[str, set[int]] = {}
        by_context: dict[str, dict[str, set[int]]] = {}
        for path in self._files():
            relative = self._relative(path)
            _, statement_lines, _, _, _ = self._coverage.analysis2(str(path))
            statements[relative] = frozenset(statement_lines)
            executed[relative] = set()
            name = measured.get(path)
            if name is None:
                continue
            for line, contexts in data.contexts_by_lineno(name).items():
                if line not in statements[relative]:
                    continue
                executed[relative].add(line)
                for context in contexts:
                    if context:
                        by_context.setdefault(context, {}).setdefault(relative, set()).add(line)

        total = sum(len(lines) for lines in statements.values())
        covered = sum(len(lines) for lines in executed.values())
        in_scenarios: dict[str, set[int]] = {}
        for files in by_context.values():
            for relative, lines in files.items():
                in_scenarios.setdefault(relative, set()).update(lines)

        atom_lines: dict[str, dict[str, set[int]]] = {}
        atom_scenarios: dict[str, int] = {}
        for result in scenarios:
            files = by_context.get(result.nodeid, {}) if result.nodeid else {}
            for atom_id in result.atoms:
                atom_scenarios[atom_id] = atom_scenarios.get(atom_id, 0) + 1
                union = atom_lines.setdefault(atom_id, {})
                for relative, lines in files.items():
                    union.setdefault(relative, set()).update(lines)

        functions = rule_functions(self.root)
        catalog_order = [atom.id for atom in atoms]
        known = set(catalog_order)
        ordered = [a for a in catalog_order if a in atom_lines] + sorted(set(atom_lines) - known)
        rules_of = {atom.id: atom.rule_numbers(CITATION_EDITION) or () for atom in atoms}
        atoms_json: dict[str, Any] = {}
        reached_by: dict[str, list[str]] = {f.name: [] for f in functions}
        for atom_id in ordered:
            files = atom_lines[atom_id]
            for function in functions:
                if function.body & files.get(function.path, set()):
                    reached_by[function.name].append(atom_id)
            wanted = rules_of.get(atom_id, ())
            atoms_json[atom_id] = {
                "scenarios": atom_scenarios[atom_id],
                "count": sum(len(lines) for lines in files.values()),
                "files": {
                    relative: {"count": len(lines), "lines": ranges(lines)}
                    for relative, lines in sorted(files.items())
                    if lines
                },
                "rule_functions": [
                    {
                        "function": function.name,
                        "rules": list(function.rules),
                        "ran": bool(function.body & files.get(function.path, set())),
                    }
                    for function in functions
                    if wanted and _cites(function.rules, wanted)
                ],
            }

        unreached = {
            relative: sorted(statements[relative] - executed[relative])
            for relative in statements
            if statements[relative] - executed[relative]
        }
        return {
            "tool": self.tool + (f" ({self.tracer})" if self.tracer else ""),
            "package": self.package,
            "citation_edition": CITATION_EDITION,
            "imported_before": self.imported_before,
            "statements": total,
            "covered": covered,
            "percent": round(100.0 * covered / total, 2) if total else 100.0,
            "in_scenarios": sum(len(lines) for lines in in_scenarios.values()),
            "files": {
                relative: {
                    "statements": len(statements[relative]),
                    "covered": len(executed[relative]),
                    "in_scenarios": len(in_scenarios.get(relative, ())),
                    "percent": round(100.0 * len(executed[relative]) / len(statements[relative]), 2)
                    if statements[relative]
                    else 100.0,
                }
                for relative in sorted(statements)
            },
            "unreached": {
                "count": total - covered,
                "files": {
                    relative: {"count": len(lines), "lines": ranges(lines)}
                    for relative, lines in sorted(unreached.items())
                },
            },
            "atoms": atoms_json,
            "rule_functions": [
                {
                    "function": function.name,
                    "rules": list(function.rules),
                    "path": function.path,
                    "lines": f"{function.first}-{function.last}",
                    "atoms": reached_by[function.name],
                    "ran": bool(function.body & in_scenarios.get(function.path, set())),
                }
                for function in functions
            ],
            "seconds": {
                "run": round(run_seconds, 3) if run_seconds is not None else None,
                "analysis": round(time.monotonic() - started, 3),
            },
        }


def summary_line(section: Mapping[str, Any]) -> str:
    """One line for the text summary: ``engine code coverage: 77.4 % (3602 of 4652 lines) ...``."""
    return (
        f"engine code coverage ({section['package']}): {section['percent']:.1f} % "
        f"({section['covered']} of {section['statements']} lines; {section['in_scenarios']} run by "
        f"scenarios, {section['unreached']['count']} unreached)"
    )
