"""Helpers of the ``facedown report`` tests: reading the pages of a built site, running the command."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from html.parser import HTMLParser
from pathlib import Path

from facedown.htmlreport.cli import add_report_command


class _Anchors(HTMLParser):
    """Collects the ids, the hrefs and the script/link tags of a page."""

    def __init__(self) -> None:
        super().__init__()
        self.ids: set[str] = set()
        self.hrefs: list[str] = []
        self.scripts = 0
        self.stylesheets: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = dict(attrs)
        if values.get("id"):
            self.ids.add(str(values["id"]))
        if tag == "a" and values.get("href"):
            self.hrefs.append(str(values["href"]))
        if tag == "script" or any(name.startswith("on") for name, _ in attrs):
            self.scripts += 1
        if tag == "link" and values.get("rel") == "stylesheet":
            self.stylesheets.append(str(values.get("href")))


def parse_page(path: Path) -> _Anchors:
    """The ids, links and scripts of an HTML page."""
    parser = _Anchors()
    parser.feed(path.read_text(encoding="utf-8"))
    return parser


def broken_links(site: Path) -> list[str]:
    """Every relative link of the site whose file or fragment does not exist (``page -> href``)."""
    pages = {path.name: parse_page(path) for path in site.glob("*.html")}
    broken = []
    for name, page in pages.items():
        for href in page.hrefs:
            if "://" in href or href.startswith("mailto:"):
                continue
            target, _, fragment = href.partition("#")
            target = target or name
            if target not in pages or (fragment and fragment not in pages[target].ids):
                broken.append(f"{name} -> {href}")
    return broken


ReportCommand = Callable[..., int]


def run_report_command(*argv: str | Path) -> int:
    """Run ``facedown report`` in this process with the given arguments; return the exit status."""
    parser = argparse.ArgumentParser(prog="facedown")
    subparsers = parser.add_subparsers(dest="command", required=True)
    add_report_command(subparsers)
    args = parser.parse_args(["report", *map(str, argv)])
    code: int = args.func(args)
    return code
