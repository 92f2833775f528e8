"""The Gherkin text of a scenario, for display.

A report entry may carry its scenario's steps (a ``steps`` list); when it does not, the text is read
from the feature file the entry names (``feature``, relative to a features directory) and the
scenario found by its line (checked against its ``@id:`` tag, and looked up by that tag when the
line no longer matches). Background steps (feature- and rule-level) come first; a row of a
``Scenario Outline`` has its ``<placeholders>`` replaced with that row's values.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

__all__ = ["FeatureLibrary", "ScenarioText", "StepLine", "steps_from_report"]


@dataclass(frozen=True)
class StepLine:
    """One step as written: ``keyword`` (``Given``, ``And``, ``*`` ...) and ``text``; ``line`` in the
    feature file when known; ``background`` if it comes from a ``Background``; an optional data
    table (rows of cells) and doc string; ``status`` as the report recorded it (``passed``,
    ``failed``, ``skipped``, ``not_run``), ``None`` for text read from a feature file."""

    keyword: str
    text: str
    line: int | None = None
    background: bool = False
    table: tuple[tuple[str, ...], ...] = ()
    docstring: str | None = None
    status: str | None = None


@dataclass(frozen=True)
class ScenarioText:
    """The displayable text of one scenario: its keyword (``Scenario``, ``Scenario Outline`` ...),
    its steps, and where the text came from (``report`` or the feature file's path)."""

    keyword: str
    steps: tuple[StepLine, ...]
    origin: str


_PLACEHOLDER = re.compile(r"<([^<>]+)>")


def _substitute(text: str, example: Mapping[str, str] | None) -> str:
    if not example:
        return text
    return _PLACEHOLDER.sub(lambda m: example.get(m.group(1), m.group(0)), text)


def _str_rows(value: Any) -> tuple[tuple[str, ...], ...]:
    if not isinstance(value, list):
        return ()
    rows = []
    for row in value:
        if isinstance(row, list) and all(isinstance(cell, str) for cell in row):
            rows.append(tuple(row))
        elif isinstance(row, Mapping) and isinstance(row.get("cells"), list):
            rows.append(tuple(str(cell) for cell in row["cells"]))
    return tuple(rows)


def steps_from_report(entry: Mapping[str, Any]) -> ScenarioText | None:
    """The scenario's text from the ``steps`` list of its report entry; ``None`` if it has none.

    Each item needs ``keyword`` and ``text`` strings; ``line`` (int), ``background`` (bool), a data
    table (``table``: rows of cells), a doc string (``docstring``) and the step's ``status`` are
    used when present. An empty list, or one with a malformed item, counts as absent.
    """
    raw = entry.get("steps")
    if not isinstance(raw, list) or not raw:
        return None
    steps = []
    for item in raw:
        if not isinstance(item, Mapping):
            return None
        keyword, text = item.get("keyword"), item.get("text")
        if not isinstance(keyword, str) or not isinstance(text, str):
            return None
        line = item.get("line")
        docstring = item.get("docstring", item.get("doc_string"))
        steps.append(
            StepLine(
                keyword=keyword.strip(),
                text=text,
                line=line if isinstance(line, int) and not isinstance(line, bool) else None,
                background=item.get("background") is True,
                table=_str_rows(item.get("table", item.get("data_table"))),
                docstring=docstring if isinstance(docstring, str) else None,
                status=status if isinstance(status := item.get("status"), str) else None,
            )
        )
    keyword = "Scenario Outline" if entry.get("example") else "Scenario"
    return ScenarioText(keyword=keyword, steps=tuple(steps), origin="report")


# --------------------------------------------------------------------------- feature files


@dataclass(frozen=True)
class _Found:
    """A scenario node of a parsed feature file with the background steps that apply to it."""

    scenario: Mapping[str, Any]
    backgrounds: tuple[Mapping[str, Any], ...]


def _walk(children: Iterable[Any], backgrounds: tuple[Mapping[str, Any], ...]) -> Iterable[_Found]:
    children = list(children)
    own = tuple(c["background"] for c in children if isinstance(c, Mapping) and "background" in c)
    here = backgrounds + own
    for child in children:
        if not isinstance(child, Mapping):
            continue
        if "scenario" in child:
            yield _Found(child["scenario"], here)
        elif "rule" in child:
            yield from _walk(child["rule"].get("children", []), here)


def _step_line(step: Mapping[str, Any], example: Mapping[str, str] | None, background: bool) -> StepLine:
    table: tuple[tuple[str, ...], ...] = ()
    data_table = step.get("dataTable")
    if isinstance(data_table, Mapping):
        table = tuple(
            tuple(_substitute(str(cell.get("value", "")), example) for cell in row.get("cells", []))
            for row in data_table.get("rows", [])
        )
    docstring = None
    doc = step.get("docString")
    if isinstance(doc, Mapping):
        docstring = _substitute(str(doc.get("content", "")), example)
    location = step.get("location")
    line = location.get("line") if isinstance(location, Mapping) else None
    return StepLine(
        keyword=str(step.get("keyword", "")).strip(),
        text=_substitute(str(step.get("text", "")), example),
        line=line if isinstance(line, int) else None,
        background=background,
        table=table,
        docstring=docstring,
    )


class FeatureLibrary:
    """Feature files read on demand (each parsed once) from an ordered list of directories.

    A scenario's file is looked for in each directory in turn; the first directory holding a file of
    that relative name is used. Only a relative path to a ``.feature`` file that stays inside the
    directory (after ``..`` and symbolic links are resolved) is read: a report names its feature
    files, and a crafted one must not bring any other file into the site.
    """

    def __init__(self, roots: Sequence[Path]) -> None:
        self.roots = tuple(roots)
        self._parsed: dict[Path, list[_Found] | None] = {}

    def _locate(self, relative: str) -> Path | None:
        for root in self.roots:
            path = (root / relative).resolve()
            if path.is_file() and path.is_relative_to(root.resolve()):
                return path
        return None

    @staticmethod
    def refusal(relative: str) -> str | None:
        """Why the feature path a report gives is not read (``None``: it may be)."""
        path = Path(relative)
        if path.is_absolute() or path.suffix != ".feature" or ".." in path.parts:
            return f"feature path {relative} is not a .feature file inside the features directory (not read)"
        return None

    def _scenarios(self, path: Path) -> list[_Found] | None:
        if path not in self._parsed:
            self._parsed[path] = self._parse(path)
        return self._parsed[path]

    @staticmethod
    def _parse(path: Path) -> list[_Found] | None:
        from gherkin.errors import ParserError
        from gherkin.parser import Parser

        try:
            document: Any = Parser().parse(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, ParserError):
            return None
        feature = document.get("feature") if isinstance(document, Mapping) else None
        if not isinstance(feature, Mapping):
            return []
        return list(_walk(feature.get("children", []), ()))

    def scenario_text(self, entry: Mapping[str, Any]) -> tuple[ScenarioText | None, str]:
        """The text of the scenario a report entry describes, and why it is missing when it is.

        Looks in the entry's feature file for the scenario at the entry's ``line``; if the scenario
        there carries a different ``@id:`` (the file changed since the run) the one with the entry's
        ID is used instead.
        """
        feature = entry.get("feature")
        if not isinstance(feature, str):
            return None, "the report names no feature file"
        refusal = self.refusal(feature)
        if refusal is not None:
            return None, refusal
        path = self._locate(feature)
        if path is None:
            return None, f"feature file {feature} not found"
        found = self._scenarios(path)
        if found is None:
            return None, f"feature file {feature} does not parse"
        line, scenario_id = entry.get("line"), entry.get("id")
        id_tag = f"@id:{scenario_id}" if isinstance(scenario_id, str) else None

        def tags(item: _Found) -> set[str]:
            return {str(t.get("name")) for t in item.scenario.get("tags", []) if isinstance(t, Mapping)}

        match = next((f for f in found if f.scenario.get("location", {}).get("line") == line), None)
        if match is not None and id_tag is not None and id_tag not in tags(match):
            match = None
        if match is None and id_tag is not None:
            match = next((f for f in found if id_tag in tags(f)), None)
        if match is None:
            return None, f"no scenario at {feature}:{line}"
        raw_example = entry.get("example")
        example = (
            {str(k): str(v) for k, v in raw_example.items()} if isinstance(raw_example, Mapping) else None
        )
        steps = [
            _step_line(step, example, True)
            for background in match.backgrounds
            for step in background.get("steps", [])
        ]
        steps += [_step_line(step, example, False) for step in match.scenario.get("steps", [])]
        keyword = str(match.scenario.get("keyword", "Scenario")).strip() or "Scenario"
        return ScenarioText(keyword=keyword, steps=tuple(steps), origin=str(path)), ""
