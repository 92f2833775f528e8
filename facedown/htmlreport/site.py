"""The static HTML site of ``facedown report``.

:func:`write_site` renders an :class:`~facedown.htmlreport.model.Overview` with the Jinja2 templates
of this package (autoescaping on, undefined names are errors) into a directory:

* ``index.html`` -- header, counts per status per engine, where engines differ, failing atoms,
  problems, every atom by mechanic, uncovered atoms;
* ``rules.html`` -- every atom by its rule number in the chosen CR edition (an unsupported atom
  with the reason its engine gave);
* ``failures.html`` -- filter page: the scenarios that fail, error, crash or time out, with why
  (with several reports also ``failures-<n>.html``, those of the n-th engine alone);
* ``mechanic-<name>.html`` -- one page per mechanic: each atom with its scenarios as Gherkin and
  each engine's result (with what a scenario that did not pass exchanged with the engine, when
  the report recorded it), and the engine lines its scenarios ran when a report measured them;
* ``coverage.html`` -- when a report measured the engine's code coverage: the engine's files, the
  lines no scenario reached, the functions citing rules that no scenario ran;
* ``cards.html`` -- when some card has a battery: every such card, with its oracle facts from the
  card pool, its scenarios and each engine's result;
* ``style.css``.

Pages link to each other by relative paths, so the site reads straight from the file system; it
uses no JavaScript.
"""

from __future__ import annotations

import datetime
import re
from collections.abc import Mapping, Sequence
from importlib import resources
from pathlib import Path
from typing import Any

import jinja2
from markupsafe import Markup, escape

import facedown
from facedown.files import write_text_atomic
from facedown.htmlreport.model import (
    ATOM_STATUSES,
    BAD_STATUSES,
    KIND_LABELS,
    MISSING,
    SCENARIO_STATUSES,
    STATUS_LABELS,
    TWIN_STATUSES,
    Overview,
    mechanic_title,
)

__all__ = ["STYLESHEET", "render_pages", "write_site"]

STYLESHEET = "style.css"

#: A symbol shown with each status label, so a status reads without colour too.
STATUS_SYMBOLS: Mapping[str, str] = {
    "pass": "✓",
    "fail": "✗",
    "error": "!",
    "crash": "‼",
    "timeout": "⌛",
    "unsupported": "–",
    "uncovered": "○",
    "not_run": "·",
    "xfail": "≈",
    "xpass": "⚠",
    MISSING: "?",
}
#: The page listing the engine lines no scenario reached.
COVERAGE_PAGE = "coverage.html"
#: The index of the cards with a battery.
CARDS_PAGE = "cards.html"

_QUOTED = re.compile(r'("[^"]*"|\{[^{}]*\}(?:\{[^{}]*\})*)')


def _status_badge(status: str) -> Markup:
    """``<span class="st st-fail">✗ fail</span>``: symbol, text and a colour class."""
    label = STATUS_LABELS.get(status, status)
    symbol = STATUS_SYMBOLS.get(status, "")
    css = re.sub(r"[^a-z_]", "", status)
    return Markup('<span class="st st-{}"><span class="sym" aria-hidden="true">{}</span> {}</span>').format(
        css, symbol, label
    )


def _outcome_badge(outcome: str, expected: str = "") -> Markup:
    """For an ``xfail`` or ``xpass`` outcome, ``<span class="oc oc-xfail" title="...">≈ xfail</span>``
    (the title says what was expected); nothing for any other outcome."""
    if outcome not in ("xfail", "xpass"):
        return Markup("")
    return Markup(
        '<span class="oc oc-{}" title="{}"><span class="sym" aria-hidden="true">{}</span> {}</span>'
    ).format(outcome, expected or STATUS_LABELS[outcome], STATUS_SYMBOLS[outcome], STATUS_LABELS[outcome])


def _ranges(text: str) -> str:
    """Compact line ranges for reading: ``12-15,20`` -> ``12–15, 20``."""
    return ", ".join(item.replace("-", "–") for item in text.split(",") if item)


def _percent(value: float) -> str:
    return f"{value:.1f} %"


def _step_text(text: str) -> Markup:
    """A step's text, escaped, with quoted strings and mana symbols wrapped in ``<span class="q">``."""
    parts = []
    for index, piece in enumerate(_QUOTED.split(text)):
        parts.append(Markup('<span class="q">{}</span>').format(piece) if index % 2 else escape(piece))
    return Markup("").join(parts)


def _table_rows(rows: Sequence[Sequence[str]]) -> list[str]:
    """A Gherkin data table as aligned ``| a | b |`` lines."""
    if not rows:
        return []
    width = max(len(row) for row in rows)
    sizes = [max((len(row[i]) for row in rows if i < len(row)), default=0) for i in range(width)]
    return [
        "| " + " | ".join((row[i] if i < len(row) else "").ljust(sizes[i]) for i in range(width)) + " |"
        for row in rows
    ]


def _duration(seconds: float) -> str:
    if seconds < 1:
        return f"{seconds * 1000:.0f} ms"
    if seconds < 120:
        return f"{seconds:.1f} s"
    return f"{seconds / 60:.1f} min"


def _environment() -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.PackageLoader("facedown.htmlreport", "templates"),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    env.filters["status"] = _status_badge
    env.filters["outcome"] = _outcome_badge
    env.filters["ranges"] = _ranges
    env.filters["percent"] = _percent
    env.filters["step_text"] = _step_text
    env.filters["table_rows"] = _table_rows
    env.filters["duration"] = _duration
    env.globals.update(
        STATUS_LABELS=STATUS_LABELS,
        SCENARIO_STATUSES=SCENARIO_STATUSES,
        ATOM_STATUSES=ATOM_STATUSES,
        BAD_STATUSES=BAD_STATUSES,
        TWIN_STATUSES=TWIN_STATUSES,
        KIND_LABELS=KIND_LABELS,
        MISSING=MISSING,
        STYLESHEET=STYLESHEET,
        COVERAGE_PAGE=COVERAGE_PAGE,
        CARDS_PAGE=CARDS_PAGE,
        mechanic_title=mechanic_title,
    )
    return env


def render_pages(overview: Overview, *, generated_at: datetime.datetime | None = None) -> dict[str, str]:
    """Every page of the site as ``{file name: HTML}`` (the stylesheet is not included)."""
    env = _environment()
    when = (generated_at or datetime.datetime.now(datetime.UTC)).astimezone(datetime.UTC)
    common: dict[str, Any] = {
        "o": overview,
        "facedown_version": facedown.__version__,
        "built_at": when.strftime("%Y-%m-%d %H:%M UTC"),
    }
    pages = {
        "index.html": env.get_template("index.html").render(page="index", **common),
        "rules.html": env.get_template("rules.html").render(page="rules", **common),
    }
    if overview.measured:
        pages[COVERAGE_PAGE] = env.get_template("coverage.html").render(page=COVERAGE_PAGE, **common)
    if overview.cards:
        pages[CARDS_PAGE] = env.get_template("cards.html").render(page=CARDS_PAGE, **common)
    failures_template = env.get_template("failures.html")
    for file, title, index in overview.failure_pages:
        pages[file] = failures_template.render(page=file, title=title, index=index, **common)
    mechanic_template = env.get_template("mechanic.html")
    for group in overview.mechanics:
        pages[group.page] = mechanic_template.render(page=group.page, group=group, **common)
    return pages


def stylesheet() -> str:
    """The site's CSS (packaged with this module)."""
    return resources.files("facedown.htmlreport").joinpath("static", STYLESHEET).read_text(encoding="utf-8")


def write_site(overview: Overview, out: Path, *, generated_at: datetime.datetime | None = None) -> list[Path]:
    """Render the site into ``out`` (created if needed; files of the same names are replaced, other
    files are left alone) and return the paths written, ``index.html`` first. Every page is
    rendered before the first is written, and each is written atomically
    (:func:`facedown.files.write_text_atomic`): a page that cannot be written is left as it was."""
    pages = {**render_pages(overview, generated_at=generated_at), STYLESHEET: stylesheet()}
    written = []
    for name, text in pages.items():
        path = out / name
        write_text_atomic(path, text)
        written.append(path)
    return written
