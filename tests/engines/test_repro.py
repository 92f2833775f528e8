"""Every failure a committed certification lists has a reproduction script, and each still shows its bug.

The scripts (docs/certifications/<engine>/repro/*.py) drive the engine through its own API, not through the
suite; each exits 0 when the engine still does what the rules forbid and 10 when it no longer does (see the
folder's helper module). Every ``fail`` entry of the engine's expectation file links one of them, and every
script is linked. A script that exits 10 means the engine was fixed: delete the entries that link it, and it.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tomllib
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
RUNNER = Path(__file__).resolve().parent / "repro_runner.py"
#: engine -> (the module its scripts import, the certification folder, the expectation file)
ENGINES = {
    "phase": ("phase", "docs/certifications/phase-python-0.103.0", "expectations/phase.toml"),
    "pymtg": ("mtg", "docs/certifications/python-mtg-0.1.1", "expectations/pymtg.toml"),
}
#: The exit status of a script whose bug the engine no longer shows.
FIXED = 10


def _scripts(engine: str) -> list[Path]:
    folder = ROOT / ENGINES[engine][1] / "repro"
    return sorted(p for p in folder.glob("*.py") if not p.name.startswith("_"))


def _entries(engine: str) -> list[dict[str, str]]:
    data = tomllib.loads((ROOT / ENGINES[engine][2]).read_text(encoding="utf-8"))
    entries: list[dict[str, str]] = data.get("expect", [])
    return entries


@cache
def _results(engine: str) -> dict[str, tuple[int, str]]:
    """Run every script of ``engine`` (one process, see repro_runner.py)."""
    folder = ROOT / ENGINES[engine][1] / "repro"
    done = subprocess.run(
        [sys.executable, str(RUNNER), str(folder)], capture_output=True, text=True, timeout=900, check=False
    )
    assert done.returncode == 0, f"the runner failed: {done.stderr[-2000:]}"
    results: dict[str, tuple[int, str]] = json.loads(done.stdout.strip().splitlines()[-1])
    return results


@pytest.mark.parametrize("engine", sorted(ENGINES))
def test_every_listed_failure_has_a_script(engine: str) -> None:
    linked: set[str] = set()
    for entry in _entries(engine):
        if entry.get("status", "fail") != "fail":
            continue
        link = entry.get("link", "")
        assert link.startswith(f"{ENGINES[engine][1]}/repro/"), (
            f"{entry['scenario']}: no reproduction script ({link!r})"
        )
        assert (ROOT / link).is_file(), f"{entry['scenario']}: {link} does not exist"
        linked.add(Path(link).name)
    scripts = {script.name for script in _scripts(engine)}
    assert scripts - linked == set(), f"scripts no expectation entry links: {sorted(scripts - linked)}"


@pytest.mark.parametrize(
    ("engine", "script"), [(engine, script.name) for engine in sorted(ENGINES) for script in _scripts(engine)]
)
def test_the_script_still_shows_the_bug(engine: str, script: str) -> None:
    pytest.importorskip(ENGINES[engine][0], exc_type=ImportError)
    code, output = _results(engine)[script]
    assert code != FIXED, f"{script}: the engine no longer shows this bug; delete its entries\n{output}"
    assert code == 0, f"{script} ended with exit status {code}:\n{output}"
    assert output.startswith("BUG REPRODUCED: ")
