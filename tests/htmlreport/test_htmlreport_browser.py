"""The site in a real browser (headless Chromium, which .ci/run installs): the layout has no
horizontal overflow at common window widths and clips no table, the filter pages list exactly the
failing scenarios, the rule page says why an atom is unsupported, and the pages render to
non-trivial screenshots.

The layout is measured by the browser itself: each page is copied beside the original with a small
script that writes the measures into the document, which Chromium then prints (``--dump-dom``).
The site itself has no script.
"""

from __future__ import annotations

import json
import re
import shutil
import struct
import subprocess
import zlib
from pathlib import Path
from typing import Any

import pytest
from htmlreport_data import make_report, scenario, write
from htmlreport_support import ReportCommand

WIDTH, HEIGHT = 1280, 2000
#: Window widths the layout must fit: a narrow window (Chromium's narrowest), a tablet, laptops, a desktop.
WIDTHS = (500, 1024, 1280, 1400, 1920)
#: From this width on, no table of the overview may need scrolling (nothing is hidden).
NO_SCROLLING_FROM = 1280


def _chromium() -> str:
    for candidate in ("/usr/bin/chromium", "chromium", "chromium-browser"):
        found = shutil.which(candidate)
        if found:
            return found
    pytest.fail("chromium is not installed: .ci/run installs it (Debian: apt-get install chromium)")


def _flags(profile: Path, width: int, height: int) -> list[str]:
    """Headless Chromium on a closed network: no sandbox (root in CI), no GPU, nothing fetched."""
    return [
        _chromium(),
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--hide-scrollbars",
        f"--user-data-dir={profile}",
        f"--window-size={width},{height}",
    ]


PROBE = """<script>
(function () {
  var root = document.documentElement;
  var wraps = Array.prototype.slice.call(document.querySelectorAll(".table-wrap"));
  var text = function (selector) {
    return Array.prototype.map.call(document.querySelectorAll(selector), function (e) {
      return e.textContent.replace(/\\s+/g, " ").trim();
    });
  };
  root.setAttribute("data-probe", JSON.stringify({
    viewport: root.clientWidth,
    scrollWidth: root.scrollWidth,
    clipped: wraps.filter(function (w) { return w.scrollWidth > w.clientWidth + 1; })
      .map(function (w) { var t = w.querySelector("table"); return t ? t.className : "?"; }),
    failures: Array.prototype.map.call(document.querySelectorAll("tr.failure"), function (r) {
      return r.getAttribute("data-key");
    }),
    unsupportedReasons: text(".unsupported-reason"),
    differing: text(".diff-scenarios a")
  }));
})();
</script>"""


def _probe(page: Path, width: int, tmp_path: Path) -> dict[str, Any]:
    """Load ``page`` in a window ``width`` pixels wide and return what the probe measured (the
    probe runs once the page is parsed and its stylesheet loaded: a script waits for the
    stylesheets before it)."""
    probe = page.with_name(f"_probe-{page.name}")
    probe.write_text(page.read_text(encoding="utf-8").replace("</body>", PROBE + "</body>"), encoding="utf-8")
    done = subprocess.run(
        [*_flags(tmp_path / "profile", width, 900), "--dump-dom", probe.resolve().as_uri()],
        capture_output=True,
        text=True,
        timeout=180,
        check=False,
    )
    found = re.search(r'data-probe="([^"]*)"', done.stdout)
    assert found is not None, f"no measures from {page.name} (exit {done.returncode}): {done.stderr[-2000:]}"
    measures: dict[str, Any] = json.loads(found.group(1).replace("&quot;", '"').replace("&amp;", "&"))
    return measures


LONG_KEY = "alice-turns-her-disguised-creature-face-up-and-every-opponent-sees-the-same-object-throughout"


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[dict[str, Any]]]:
    """The site of :func:`_site`, built once for the module's tests."""
    from htmlreport_support import run_report_command

    return _site(tmp_path_factory.mktemp("site"), run_report_command)


def _site(tmp_path: Path, report_command: ReportCommand) -> tuple[Path, list[dict[str, Any]]]:
    """Three engines that differ: failures, an unsupported atom with its reason, long keys and a
    long engine name, as a comparison page must hold."""
    base = [
        scenario("passes-everywhere", ["R-702.168a-1"]),
        scenario(LONG_KEY, ["R-702.168a-1"]),
        scenario(f"{LONG_KEY}-again", ["R-702.21a-1"]),
        scenario("cloak-basics", ["R-701.58a-1"]),
    ]

    def engine(name: str, changes: dict[str, dict[str, Any]]) -> dict[str, Any]:
        entries = []
        for entry in base:
            entry = dict(entry)
            entry.update(changes.get(entry["key"], {}))
            entries.append(entry)
        spec = f"{name.replace('-', '_')}.a.rather.long.module.path.for.the.adapter.of.this.engine:create"
        return make_report(entries, name=name, spec=spec)

    fail = {"status": "fail", "message": "assert the face-down object keeps its label"}
    reports = [
        engine("alpha-engine", {}),
        engine("beta-engine-with-a-long-name", {LONG_KEY: fail, f"{LONG_KEY}-again": fail}),
        engine(
            "gamma-engine",
            {
                f"{LONG_KEY}-again": {"status": "error", "message": "RuntimeError: engine exploded"},
                "cloak-basics": {
                    "status": "unsupported",
                    "message": "unsupported: engine does not declare capability 'cloak'",
                },
            },
        ),
    ]
    paths = [write(report, tmp_path / f"report-{n}") for n, report in enumerate(reports)]
    site = tmp_path / "site"
    assert report_command(*paths, "--out", site) == 0
    return site, reports


def _failing(report: dict[str, Any]) -> list[str]:
    return [e["key"] for e in report["scenarios"] if e["status"] in ("fail", "error", "crash", "timeout")]


@pytest.mark.parametrize("width", WIDTHS)
def test_no_page_overflows_the_window(
    tmp_path: Path, built: tuple[Path, list[dict[str, Any]]], width: int
) -> None:
    site, _ = built
    pages = ["index.html", "failures.html"]
    if width in (min(WIDTHS), NO_SCROLLING_FROM):
        pages += ["rules.html", "mechanic-disguise.html"]
    for name in pages:
        measures = _probe(site / name, width, tmp_path)
        assert measures["viewport"] == width
        assert measures["scrollWidth"] <= measures["viewport"], (name, measures)
        if width >= NO_SCROLLING_FROM and name in ("index.html", "failures.html"):
            assert measures["clipped"] == [], (name, measures["clipped"])


def test_differing_scenarios_are_listed_whole_at_1400px(
    tmp_path: Path, built: tuple[Path, list[dict[str, Any]]]
) -> None:
    site, _ = built
    measures = _probe(site / "index.html", 1400, tmp_path)
    assert measures["clipped"] == []
    assert sorted(measures["differing"]) == sorted([LONG_KEY, f"{LONG_KEY}-again", "cloak-basics"])


def test_filter_pages_list_exactly_the_failing_scenarios(
    tmp_path: Path, built: tuple[Path, list[dict[str, Any]]]
) -> None:
    site, reports = built
    every = _probe(site / "failures.html", 1280, tmp_path)["failures"]
    assert sorted(every) == [LONG_KEY, f"{LONG_KEY}-again"]  # each once
    for index, report in enumerate(reports):
        shown = _probe(site / f"failures-{index + 1}.html", 1280, tmp_path)["failures"]
        assert sorted(shown) == sorted(_failing(report)), index
    assert _failing(reports[0]) == []  # the first engine's page is empty, and says so
    assert "No scenario fails" in (site / "failures-1.html").read_text(encoding="utf-8")


def test_rule_page_says_why_an_atom_is_unsupported(
    tmp_path: Path, built: tuple[Path, list[dict[str, Any]]]
) -> None:
    site, _ = built
    reasons = _probe(site / "rules.html", 1280, tmp_path)["unsupportedReasons"]
    assert reasons == ["unsupported: engine does not declare capability 'cloak'"]


# --------------------------------------------------------------------------- screenshots


def _png(path: Path) -> tuple[int, int, bytes]:
    """Width, height and the decompressed image data (filter bytes included) of a PNG file."""
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG file"
    offset, width, height, idat = 8, 0, 0, b""
    while offset < len(data):
        (length,) = struct.unpack(">I", data[offset : offset + 4])
        kind = data[offset + 4 : offset + 8]
        body = data[offset + 8 : offset + 8 + length]
        if kind == b"IHDR":
            width, height = struct.unpack(">II", body[:8])
        elif kind == b"IDAT":
            idat += body
        offset += 12 + length
    return width, height, zlib.decompress(idat)


def _check_screenshot(page: Path, tmp_path: Path) -> None:
    """Render ``page`` in headless Chromium and check the screenshot is not blank."""
    screenshot = tmp_path / f"{page.stem}.png"
    done = subprocess.run(
        [
            *_flags(tmp_path / "profile", WIDTH, HEIGHT),
            "--virtual-time-budget=5000",
            f"--screenshot={screenshot}",
            page.resolve().as_uri(),
        ],
        capture_output=True,
        text=True,
        timeout=180,
        check=False,
    )
    assert screenshot.is_file(), f"no screenshot (exit {done.returncode}): {done.stderr[-2000:]}"
    width, height, pixels = _png(screenshot)
    assert (width, height) == (WIDTH, HEIGHT)
    # A blank page compresses to a few kilobytes and has a handful of distinct byte values.
    assert screenshot.stat().st_size > 30_000
    assert len(set(pixels)) > 64


def test_index_renders_in_headless_chromium(tmp_path: Path, report_command: ReportCommand) -> None:
    report = make_report(
        [
            scenario("passes", ["R-702.168a-1"]),
            scenario(
                "fails",
                ["R-702.21a-1"],
                "fail",
                message="assert 1 == 2",
                failed=("Then", "the check holds", 5),
            ),
            scenario("no-cloak", ["R-701.58a-1"], "unsupported", message="unsupported: no cloak"),
        ]
    )
    site = tmp_path / "site"
    assert report_command(write(report, tmp_path / "report"), "--out", site) == 0
    _check_screenshot(site / "index.html", tmp_path)


def test_code_coverage_pages_render_in_headless_chromium(
    tmp_path: Path, report_command: ReportCommand
) -> None:
    from test_htmlreport_coverage import _measured

    site = tmp_path / "site"
    assert report_command(_measured(tmp_path), "--out", site) == 0
    _check_screenshot(site / "coverage.html", tmp_path)
