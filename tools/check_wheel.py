"""Build facedown's wheel, install it into a fresh virtual environment, and use it as a user would.

    python tools/check_wheel.py [--keep DIR]

Run from a checkout (``.ci/run`` runs it); it needs ``build`` (the ``dev`` extra) and access to the
package index, which the fresh environment installs the wheel's dependencies from. Every command of
the installed package runs in a directory outside the checkout, so nothing can be imported from
the checkout by accident. It checks, and exits non-zero at the first check that fails:

1. the wheel holds one top-level package, ``facedown``, with the step definitions, the reference
   engine and the features inside it, ``py.typed``, the LICENSE, the ``pytest11`` entry point,
   and the dependencies facedown imports (not hypothesis);
2. in the fresh environment, ``steps`` and ``reference_engine`` are not importable;
3. ``facedown certify --engine reference`` passes every scenario;
4. ``pytest --pyargs facedown.steps --engine reference`` (the README's command, no ``-p``)
   passes every scenario, as many as ``certify`` ran;
5. an unrelated project's tests run in the same environment with the plugin loaded and dormant;
6. ``mypy --strict`` accepts a small adapter importing :mod:`facedown.adapter` (typed package).

It prints one line per check, with the figures it read.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tempfile
import time
import venv
import zipfile
from collections.abc import Sequence
from email.parser import Parser
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
#: The arguments of the README's pytest command, with the reference engine.
SUITE_ON_PYTEST = ("--pyargs", "facedown.steps", "--engine", "reference")

#: The small adapter mypy checks: it implements the contract and decodes an action.
ADAPTER_SOURCE = '''\
"""A stub adapter, type-checked against the installed facedown."""

from __future__ import annotations

from facedown.adapter import (
    CONTRACT_VERSION,
    Action,
    Adapter,
    CastSpell,
    EngineInfo,
    Game,
    Setup,
    Unsupported,
)


class StubAdapter:
    def info(self) -> EngineInfo:
        return EngineInfo("stub", "0", capabilities=frozenset(), contract_version=CONTRACT_VERSION)

    def new_game(self, setup: Setup) -> Game:
        raise Unsupported("the stub plays no game")


def describe(action: Action) -> str:
    match action:
        case CastSpell(card=handle, face_down=None):
            return f"cast {handle} face up"
        case CastSpell(card=handle, face_down=method):
            return f"cast {handle} face down using {method}"
        case _:
            return type(action).__name__


def create() -> Adapter:
    return StubAdapter()
'''

#: An unrelated project: one plain test, one pytest-bdd scenario whose tag must stay pytest-bdd's, and
#: a conftest that writes down, at the end of the session, what the facedown plugin did there.
UNRELATED_FILES = {
    "pytest.ini": "[pytest]\nmarkers =\n    smoke: the quick checks\n",
    "test_plain.py": "def test_plain() -> None:\n    assert 1 + 1 == 2\n",
    "checkout.feature": (
        "Feature: Checkout\n\n  @smoke\n  Scenario: Paying\n    Given a basket\n    Then it is paid\n"
    ),
    "test_checkout.py": (
        "from pytest_bdd import given, scenarios, then\n\n"
        'scenarios("checkout.feature")\n\n\n'
        '@given("a basket")\ndef basket() -> None:\n    pass\n\n\n'
        '@then("it is paid")\ndef paid() -> None:\n    pass\n'
    ),
    "conftest.py": """\
import importlib
import json
import sys

import facedown.plugin


def pytest_sessionfinish(session):
    config = session.config
    lookup = importlib.import_module("pytest_bdd.scenario").find_fixturedefs_for_step
    facts = {
        "plugin_loaded": config.pluginmanager.is_registered(facedown.plugin),
        "plugin_names": [n for n, p in config.pluginmanager.list_name_plugin() if p is facedown.plugin],
        "run": config.stash.get(facedown.plugin.RUN_KEY, None) is not None,
        "step_lookup_patched": getattr(lookup, "facedown_cached", False),
        "engine_modules": sorted(m for m in sys.modules if "reference_engine" in m or m == "facedown.steps"),
    }
    with open("facts.json", "w") as out:
        json.dump(facts, out)
""",
}

#: What the conftest above must find: the plugin loaded once (by its entry point) and idle.
DORMANT = {
    "plugin_loaded": True,
    "plugin_names": ["facedown.plugin"],
    "run": False,
    "step_lookup_patched": False,
    "engine_modules": [],
}


class CheckFailed(Exception):
    """A check failed; the message says which and why."""


def run(args: Sequence[str | Path], cwd: Path, *, expect: int = 0) -> subprocess.CompletedProcess[str]:
    """Run a command in ``cwd``; fail unless its exit status is ``expect``."""
    done = subprocess.run([str(a) for a in args], cwd=cwd, capture_output=True, text=True, check=False)
    if done.returncode != expect:
        shown = " ".join(str(a) for a in args)
        raise CheckFailed(
            f"{shown} exited {done.returncode} (expected {expect})\n"
            f"--- stdout (tail)\n{done.stdout[-3000:]}\n--- stderr (tail)\n{done.stderr[-3000:]}"
        )
    return done


def say(check: str, figures: str) -> None:
    print(f"ok  {check}: {figures}", flush=True)


def build_wheel(out: Path) -> Path:
    run([sys.executable, "-m", "build", "--wheel", "--outdir", out, REPO], REPO)
    wheels = sorted(out.glob("facedown-*.whl"))
    if len(wheels) != 1:
        raise CheckFailed(f"expected one wheel in {out}, found {[w.name for w in wheels]}")
    return wheels[0]


def check_wheel_contents(wheel: Path) -> str:
    """Check what the wheel holds; return its version."""
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        dist_info = next(n.split("/")[0] for n in names if n.split("/")[0].endswith(".dist-info"))
        metadata = Parser().parsestr(archive.read(f"{dist_info}/METADATA").decode())
        entry_points = archive.read(f"{dist_info}/entry_points.txt").decode()
    top = {name.split("/")[0] for name in names}
    if top != {"facedown", dist_info}:
        raise CheckFailed(
            f"the wheel's top-level entries are {sorted(top)}, expected facedown and {dist_info}"
        )
    for required in (
        "facedown/py.typed",
        "facedown/steps/test_features.py",
        "facedown/steps/conftest.py",
        "facedown/reference_engine/adapter.py",
        f"{dist_info}/licenses/LICENSE",
    ):
        if required not in names:
            raise CheckFailed(f"the wheel has no {required}")
    features = [n for n in names if n.startswith("facedown/features/") and n.endswith(".feature")]
    if not features:
        raise CheckFailed("the wheel has no feature file under facedown/features/")
    if not re.search(r"^\[pytest11\]\s*\nfacedown\.plugin\s*=\s*facedown\.plugin\s*$", entry_points, re.M):
        raise CheckFailed(f"no pytest11 entry point facedown.plugin in:\n{entry_points}")
    requires = {
        re.split(r"[\s<>=!~;\[(]", r, maxsplit=1)[0].lower() for r in metadata.get_all("Requires-Dist", [])
    }
    runtime = {r for r in metadata.get_all("Requires-Dist", []) if "extra ==" not in r}
    runtime_names = {re.split(r"[\s<>=!~;\[(]", r, maxsplit=1)[0].lower() for r in runtime}
    if "gherkin-official" not in runtime_names:
        raise CheckFailed("gherkin-official is not a dependency")
    if "hypothesis" in runtime_names:
        raise CheckFailed("hypothesis is a runtime dependency")
    if "pytest-xdist" not in requires:
        raise CheckFailed("pytest-xdist is in no extra")
    if metadata["License-Expression"] != "MIT":
        raise CheckFailed(f"License-Expression is {metadata['License-Expression']!r}")
    say(
        "wheel contents",
        f"{wheel.name}: {len(names)} files, top level {sorted(top)}, {len(features)} feature files, "
        f"py.typed, LICENSE, pytest11 entry point facedown.plugin, {len(runtime_names)} runtime dependencies",
    )
    return str(metadata["Version"])


def install(wheel: Path, env_dir: Path) -> Path:
    venv.EnvBuilder(with_pip=True, clear=True).create(env_dir)
    python = env_dir / "bin" / "python"
    run([python, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", wheel], env_dir)
    return python


def check_layout(python: Path, outside: Path) -> None:
    probe = (
        "import importlib.util as u, json, facedown.suite as s;"
        "print(json.dumps([u.find_spec('steps') is None, u.find_spec('reference_engine') is None,"
        " s.steps_package(), s.reference_engine_spec(), str(s.features_dir())]))"
    )
    no_steps, no_engine, steps, engine, features = json.loads(run([python, "-c", probe], outside).stdout)
    if not (no_steps and no_engine):
        raise CheckFailed("a top-level steps or reference_engine is importable in the fresh environment")
    if (steps, engine) != ("facedown.steps", "facedown.reference_engine.adapter:create"):
        raise CheckFailed(f"facedown.suite names {steps!r} and {engine!r} in an installed wheel")
    say(
        "installed layout",
        f"no top-level steps/reference_engine; steps {steps}, reference {engine}, features {features}",
    )


def check_certify(env_bin: Path, outside: Path) -> int:
    report_dir = outside / "certification"
    done = run(
        [env_bin / "facedown", "certify", "--engine", "reference", "--out", report_dir, "--quiet"], outside
    )
    report = json.loads((report_dir / "report.json").read_text())
    summary = report["summary"]
    total, passed = int(summary["total"]), int(summary["pass"])
    if total == 0 or passed != total or report["engine"]["spec"] != "reference":
        raise CheckFailed(f"certify: {summary} (engine {report['engine']['spec']!r})")
    say("facedown certify --engine reference", f"{passed} of {total} scenarios pass; {done.stdout.strip()}")
    return total


def check_pytest(python: Path, outside: Path, scenarios: int) -> None:
    args: list[str | Path] = [python, "-m", "pytest", *SUITE_ON_PYTEST, "-q", "-p", "no:cacheprovider"]
    done = run(args, outside)
    last = done.stdout.strip().splitlines()[-1]
    match = re.fullmatch(r"(\d+) passed in [\d.]+s(?: \([\d:]+\))?", last)
    if match is None or int(match.group(1)) != scenarios:
        raise CheckFailed(
            f"pytest --pyargs facedown.steps ended with {last!r}; certify ran {scenarios} scenarios"
        )
    say("pytest --pyargs facedown.steps --engine reference", last)


def check_unrelated_project(python: Path, project: Path) -> None:
    project.mkdir()
    for name, text in UNRELATED_FILES.items():
        (project / name).write_text(text)
    help_text = run([python, "-m", "pytest", "--help"], project).stdout
    if "--engine" not in help_text:
        raise CheckFailed("the plugin's options are missing from pytest --help: the plugin is not loaded")
    done = run([python, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-m", "smoke"], project)
    last = done.stdout.strip().splitlines()[-1]
    if not re.fullmatch(r"1 passed, 1 deselected in [\d.]+s", last):
        raise CheckFailed(f"an unrelated project's run with -m smoke ended with {last!r}")
    facts = json.loads((project / "facts.json").read_text())
    if facts != DORMANT:
        raise CheckFailed(f"the plugin is not dormant in an unrelated project: {facts} (expected {DORMANT})")
    say(
        "unrelated project",
        f"pytest --help lists --engine; -m smoke: {last}; plugin loaded and idle: {facts}",
    )


def check_mypy(python: Path, outside: Path) -> None:
    adapter = outside / "my_adapter.py"
    adapter.write_text(ADAPTER_SOURCE)
    done = run(
        [
            sys.executable,
            "-m",
            "mypy",
            "--strict",
            "--python-executable",
            python,
            "--no-incremental",
            adapter,
        ],
        outside,
    )
    say("mypy --strict my_adapter.py", done.stdout.strip().splitlines()[-1])


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--keep", type=Path, help="work in DIR (kept) instead of a temporary directory")
    args = parser.parse_args(argv)
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="facedown-wheel-") as temporary:
        work = (args.keep or Path(temporary)).resolve()
        work.mkdir(parents=True, exist_ok=True)
        if REPO in work.parents or work == REPO:
            parser.error("the work directory must be outside the checkout")
        try:
            wheel = build_wheel(work / "dist")
            check_wheel_contents(wheel)
            python = install(wheel, work / "venv")
            outside = work / "user"
            outside.mkdir(exist_ok=True)
            check_layout(python, outside)
            scenarios = check_certify(python.parent, outside)
            check_pytest(python, outside, scenarios)
            check_unrelated_project(python, work / "unrelated")
            check_mypy(python, outside)
        except CheckFailed as failure:
            print(f"FAILED {failure}", file=sys.stderr)
            return 1
    print(f"the wheel works: every check passed in {time.monotonic() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
