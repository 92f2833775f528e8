"""The site in a real browser: headless Chromium renders index.html (and, for a report with code
coverage, coverage.html and an atom's page) to non-trivial screenshots.

Skipped when Chromium is not installed (Debian: ``apt-get install chromium``).
"""

from __future__ import annotations

import shutil
import struct
import subprocess
import zlib
from pathlib import Path

import pytest
from htmlreport_data import make_report, scenario, write
from htmlreport_support import ReportCommand

WIDTH, HEIGHT = 1280, 2000


def _chromium() -> str | None:
    for candidate in ("/usr/bin/chromium", "chromium", "chromium-browser"):
        found = shutil.which(candidate)
        if found:
            return found
    return None


CHROMIUM = _chromium()


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


@pytest.mark.skipif(CHROMIUM is None, reason="chromium is not installed (apt-get install chromium)")
def test_index_renders_in_headless_chromium(tmp_path: Path, report_command: ReportCommand) -> None:
    assert CHROMIUM is not None
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


def _check_screenshot(page: Path, tmp_path: Path) -> None:
    """Render ``page`` in headless Chromium and check the screenshot is not blank."""
    assert CHROMIUM is not None
    screenshot = tmp_path / f"{page.stem}.png"
    done = subprocess.run(
        [
            CHROMIUM,
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
            "--virtual-time-budget=5000",
            f"--user-data-dir={tmp_path / 'profile'}",
            f"--screenshot={screenshot}",
            f"--window-size={WIDTH},{HEIGHT}",
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


@pytest.mark.skipif(CHROMIUM is None, reason="chromium is not installed (apt-get install chromium)")
def test_code_coverage_pages_render_in_headless_chromium(
    tmp_path: Path, report_command: ReportCommand
) -> None:
    from test_htmlreport_coverage import _measured

    site = tmp_path / "site"
    assert report_command(_measured(tmp_path), "--out", site) == 0
    _check_screenshot(site / "coverage.html", tmp_path)
