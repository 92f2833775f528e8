"""How facedown is found and loaded: the two layouts of the suite (a checkout, an installed wheel),
the reference engine's short name ``reference``, and the pytest plugin, which its entry point loads
in every session of the environment but which acts only in a session that runs the suite.

(The wheel itself is built, installed and used in a fresh environment by tools/check_wheel.py,
which CI runs.)"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from facedown import codecov, engine, suite
from facedown.adapter import CardSetup, Setup, SetupError, Zone
from facedown.engine import EngineLoadError, WireOptions, start_engine, start_engine_command
from tools.check_wheel import DORMANT, UNRELATED_FILES

REPO = Path(__file__).resolve().parents[2]
#: A scenario of the suite, picked with -k by its @id:.
ONE_SCENARIO = "disguise-cast-face-down-for-three"


def pytest_in(cwd: Path, *args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    """``python -m pytest ARGS`` in a child process run in ``cwd``."""
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", *args],
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
        env={**os.environ, **(env or {})},
    )


def last_line(done: subprocess.CompletedProcess[str]) -> str:
    return done.stdout.strip().splitlines()[-1] if done.stdout.strip() else ""


# --------------------------------------------------------------------------- the two layouts


def test_a_checkout_names_the_top_level_folders() -> None:
    assert suite.steps_package() == "steps"
    assert suite.steps_dir() == REPO / "steps"
    assert suite.scenario_module() == REPO / "steps" / "test_features.py"
    assert suite.features_dir() == REPO / "features"
    assert suite.reference_engine_package() == "reference_engine"
    assert suite.reference_engine_spec() == "reference_engine.adapter:create"


def test_an_installed_wheel_names_the_packages_inside_facedown(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The layout of the wheel (pyproject.toml): the three folders inside the facedown package."""
    package = tmp_path / "facedown"
    for folder in ("features", "steps", "reference_engine"):
        (package / folder).mkdir(parents=True)
    monkeypatch.setattr(suite, "_PACKAGE_DIR", package)
    assert suite.steps_package() == "facedown.steps"
    assert suite.scenario_module() == package / "steps" / "test_features.py"
    assert suite.features_dir() == package / "features"
    assert suite.reference_engine_spec() == "facedown.reference_engine.adapter:create"
    assert engine.resolve_spec("reference") == "facedown.reference_engine.adapter:create"
    # the checkout's name for the engine does not exist there: the message says what does
    for name in ("reference_engine", "reference_engine.adapter"):
        monkeypatch.setitem(sys.modules, name, None)  # as if it were not importable
    with pytest.raises(EngineLoadError, match=r"\(the reference engine is --engine reference\)$"):
        engine.load_factory("reference_engine.adapter:create")


# --------------------------------------------------------------------------- the engine's short name


def test_reference_names_the_reference_engine_and_the_report_keeps_the_name_given() -> None:
    assert engine.DEFAULT_ENGINE == "reference"
    assert engine.resolve_spec("reference") == suite.reference_engine_spec()
    assert engine.resolve_spec("my_pkg.adapter:create") == "my_pkg.adapter:create"
    loaded = start_engine("reference")
    assert (loaded.spec, loaded.info.name) == ("reference", "reference_engine")
    # the checkout's MODULE:FACTORY keeps working
    assert start_engine("reference_engine.adapter:create").info.name == "reference_engine"
    with pytest.raises(EngineLoadError, match=r"^--engine expects 'reference' or MODULE:FACTORY"):
        start_engine("references")


def test_code_coverage_accepts_the_short_name() -> None:
    codecov.check_measurable("reference", None)
    codecov.check_measurable(None, None)
    with pytest.raises(codecov.CodeCoverageError):
        codecov.check_measurable("facedown.engines.phase:create", None)


def test_facedown_serve_takes_the_short_name() -> None:
    loaded = start_engine_command(f"{sys.executable} -m facedown serve --engine reference", WireOptions())
    try:
        assert loaded.info.name == "reference_engine"
    finally:
        close = getattr(loaded.adapter, "close", None)
        if callable(close):
            close()


def test_a_card_name_no_pool_has_is_a_setup_error_of_the_reference_engine() -> None:
    """docs/adapters.md and docs/protocol.md: a name no card pool has is a set-up error."""
    adapter = start_engine("reference").adapter
    setup = Setup(players=("Alice", "Bob"), cards=(CardSetup("c", "Lightning Blot", "Alice", Zone.HAND),))
    with pytest.raises(SetupError, match="unknown card 'Lightning Blot'"):
        adapter.new_game(setup)


# --------------------------------------------------------------------------- the plugin


def test_the_plugin_is_dormant_in_an_unrelated_project(tmp_path: Path) -> None:
    """Loaded by its entry point, it adds its options and does nothing else: pytest-bdd keeps its
    own tags (``-m smoke`` selects the tagged scenario), no engine starts, nothing is patched."""
    for name, text in UNRELATED_FILES.items():
        (tmp_path / name).write_text(text)
    assert "--engine" in pytest_in(tmp_path, "--help").stdout
    done = pytest_in(tmp_path, "-q", "-m", "smoke")
    assert re.fullmatch(r"1 passed, 1 deselected in [\d.]+s", last_line(done)), done.stdout + done.stderr
    assert json.loads((tmp_path / "facts.json").read_text()) == DORMANT


def test_the_dormancy_check_sees_an_active_plugin(tmp_path: Path) -> None:
    """The control of the test above: told to run an engine, the same session shows the plugin at
    work (its run, its step look-up cache, the engine imported), so the facts can tell."""
    for name, text in UNRELATED_FILES.items():
        (tmp_path / name).write_text(text)
    pytest_in(tmp_path, "-q", "--engine", "reference")
    facts = json.loads((tmp_path / "facts.json").read_text())
    assert facts["run"] is True
    assert facts["step_lookup_patched"] is True


def test_the_plugin_is_registered_once_in_a_checkout_and_takes_the_short_name(tmp_path: Path) -> None:
    """The entry point, the repository's conftest.py (pytest_plugins) and -p facedown.plugin
    (as facedown certify passes it) all name one registration; ``--engine reference`` runs a
    scenario on the reference engine."""
    probe = tmp_path / "facedown_probe.py"
    probe.write_text(
        "import json, os\nimport facedown.plugin\n\n\n"
        "def pytest_collection_finish(session):\n"
        "    pm = session.config.pluginmanager\n"
        "    names = [n for n, p in pm.list_name_plugin() if p is facedown.plugin]\n"
        "    with open(os.environ['PROBE_OUT'], 'w') as out:\n"
        "        json.dump(names, out)\n"
    )
    out = tmp_path / "probe.json"
    env = {
        "PYTHONPATH": os.pathsep.join([str(tmp_path), os.environ.get("PYTHONPATH", "")]),
        "PROBE_OUT": str(out),
    }
    args = (
        "-p",
        "facedown_probe",
        "-p",
        "facedown.plugin",
        "steps",
        "--engine",
        "reference",
        "-k",
        ONE_SCENARIO,
    )
    done = pytest_in(REPO, *args, "-q", env=env)
    assert re.fullmatch(r"1 passed, \d+ deselected in [\d.]+s", last_line(done)), done.stdout + done.stderr
    assert json.loads(out.read_text()) == ["facedown.plugin"]


def test_pyargs_naming_the_step_definitions_runs_the_suite_without_facedown_options() -> None:
    """``--pyargs steps`` in a checkout (``--pyargs facedown.steps`` installed) is a suite run:
    the plugin acts with no --engine given, on the reference engine."""
    done = pytest_in(REPO, "--pyargs", suite.steps_package(), "-k", ONE_SCENARIO, "-q")
    assert re.fullmatch(r"1 passed, \d+ deselected in [\d.]+s", last_line(done)), done.stdout + done.stderr
