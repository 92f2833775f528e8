"""Reading ``report.json`` files for ``facedown report``.

:func:`load_report` takes a path that is either a ``report.json`` file or a directory holding one,
parses it and checks it against the report schema (:func:`facedown.report.validate_report`). Every
way this can go wrong raises :class:`ReportInputError` with a one-line message naming the path.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from facedown.report import REPORT_NAME, summary_contradictions, validate_report

__all__ = ["LoadedReport", "ReportInputError", "load_report", "load_reports"]


class ReportInputError(Exception):
    """A report that cannot be used: missing, unreadable, not JSON or not valid against the schema.

    The message is one line and starts with the path it is about.
    """


@dataclass(frozen=True)
class LoadedReport:
    """A parsed, schema-valid ``report.json`` document and the file it came from."""

    path: Path
    data: dict[str, Any]


def _report_path(given: Path) -> Path:
    if given.is_dir():
        path = given / REPORT_NAME
        if not path.is_file():
            raise ReportInputError(f"{given}: no {REPORT_NAME} in this directory")
        return path
    if not given.exists():
        raise ReportInputError(f"{given}: no such file or directory")
    if not given.is_file():
        raise ReportInputError(f"{given}: not a regular file")
    return given


_MAX_MESSAGE = 240


def _one_line(text: str) -> str:
    """``text`` on one line, cut to a readable length (schema messages can quote whole objects)."""
    line = " ".join(text.split())
    return line if len(line) <= _MAX_MESSAGE else line[: _MAX_MESSAGE - 3] + "..."


def load_report(given: Path) -> LoadedReport:
    """Read and validate the report at ``given`` (a ``report.json`` file or a directory holding one).

    Raises :class:`ReportInputError` when the file is missing or unreadable, is not UTF-8 JSON,
    breaks the report schema (the message gives the first schema error and how many more there are),
    or has a summary that contradicts its own scenarios, atoms and problems
    (:func:`facedown.report.summary_contradictions`).
    """
    path = _report_path(given)
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise ReportInputError(f"{path}: not UTF-8 text") from None
    except OSError as exc:
        raise ReportInputError(f"{path}: cannot read ({_one_line(exc.strerror or str(exc))})") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ReportInputError(
            f"{path}: not valid JSON ({exc.msg} at line {exc.lineno} column {exc.colno})"
        ) from None
    if not isinstance(data, dict):
        raise ReportInputError(f"{path}: not a facedown report (the document is not a JSON object)")
    errors = validate_report(data)
    if errors:
        more = f" (and {len(errors) - 1} more schema errors)" if len(errors) > 1 else ""
        raise ReportInputError(f"{path}: not a valid facedown report: {_one_line(errors[0])}{more}")
    contradictions = summary_contradictions(data)
    if contradictions:
        more = f" (and {len(contradictions) - 1} more)" if len(contradictions) > 1 else ""
        raise ReportInputError(
            f"{path}: the summary contradicts the report's own results (edited or corrupt): "
            f"{_one_line(contradictions[0])}{more}"
        )
    return LoadedReport(path=path, data=data)


def load_reports(paths: list[Path]) -> list[LoadedReport]:
    """:func:`load_report` for each path, in order (the first bad one raises)."""
    return [load_report(path) for path in paths]
