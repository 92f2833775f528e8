"""Where the suite's parts are: the features, the step definitions, the reference engine, the card pool.

The suite lives in two layouts, and this module is the only one that tells them apart:

* **a checkout** (the repository, installed editable or not at all): ``features/``, ``steps/`` and
  ``reference_engine/`` sit at the top of the repository, beside ``facedown/``, so the step
  definitions are the package ``steps`` and the reference engine the package ``reference_engine``;
* **an installed wheel**: the distribution holds one top-level package, ``facedown``, and the same
  folders are packaged inside it (``pyproject.toml``): ``facedown/features``, :mod:`facedown.steps`
  and :mod:`facedown.reference_engine`.

A layout is recognised by whether the folder is inside the ``facedown`` package. Everything else
asks this module for names and paths (:func:`steps_package`, :func:`reference_engine_package`,
:func:`reference_engine_spec`), and users name the reference engine ``reference`` in both layouts
(``--engine reference``; see :mod:`facedown.engine`).
"""

from __future__ import annotations

from pathlib import Path

_PACKAGE_DIR = Path(__file__).resolve().parent

#: The short name of the reference engine, accepted wherever an engine is named (``--engine reference``).
REFERENCE_ENGINE = "reference"


def _bundled(name: str) -> tuple[str, Path]:
    """The importable name and the directory of the suite's folder ``name``: ``facedown.<name>``
    inside the package when it is packaged there (an installed wheel), else ``<name>`` beside the
    package (a checkout)."""
    packaged = _PACKAGE_DIR / name
    if packaged.is_dir():
        return f"facedown.{name}", packaged
    return name, _PACKAGE_DIR.parent / name


def features_dir() -> Path:
    """The directory holding the suite's ``.feature`` files."""
    return _bundled("features")[1]


def pool_dir() -> Path:
    """The card pool: one TOML file per card (oracle facts plus structured abilities)."""
    return _PACKAGE_DIR / "pool"


def steps_package() -> str:
    """The importable name of the step definitions: ``facedown.steps`` installed, ``steps`` in a checkout."""
    return _bundled("steps")[0]


def steps_dir() -> Path:
    """The directory of the step definitions (:func:`steps_package`)."""
    return _bundled("steps")[1]


def scenario_module() -> Path:
    """The test module that binds every feature to the step definitions."""
    return steps_dir() / "test_features.py"


def reference_engine_package() -> str:
    """The importable name of the reference engine: ``facedown.reference_engine`` installed,
    ``reference_engine`` in a checkout."""
    return _bundled("reference_engine")[0]


def reference_engine_spec() -> str:
    """The ``MODULE:FACTORY`` of the reference engine in this layout (what ``reference`` stands for)."""
    return f"{reference_engine_package()}.adapter:create"
