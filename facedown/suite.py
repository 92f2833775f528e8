"""Where the suite's files are: the features and the step definitions.

In a checkout they sit at the top of the repository; in an installed wheel the
features are packaged inside :mod:`facedown` (see ``pyproject.toml``).
"""

from __future__ import annotations

from pathlib import Path

_PACKAGE_DIR = Path(__file__).resolve().parent


def features_dir() -> Path:
    """The directory holding the ``.feature`` files."""
    packaged = _PACKAGE_DIR / "features"
    if packaged.is_dir():
        return packaged
    return _PACKAGE_DIR.parent / "features"


def pool_dir() -> Path:
    """The card pool: one TOML file per card (oracle facts plus structured abilities)."""
    return _PACKAGE_DIR / "pool"


def scenario_module() -> Path:
    """The test module that binds every feature to the step definitions."""
    import steps

    return Path(steps.__file__).resolve().parent / "test_features.py"
