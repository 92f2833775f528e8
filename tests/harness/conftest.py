"""Fixtures of the harness tests (helpers in harness_support.py)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from harness_support import Certified, CertifyRunner, run_certify


@pytest.fixture
def certify(tmp_path: Path) -> CertifyRunner:
    """Run certify with its report in a fresh temporary directory."""

    def runner(*args: str, **kwargs: Any) -> Certified:
        return run_certify(tmp_path / "certification", *args, **kwargs)

    return runner


@pytest.fixture(scope="module")
def fixture_run(tmp_path_factory: pytest.TempPathFactory) -> Certified:
    """One certify run over data/features (every status, every kind of broken input), with its
    CI outputs (junit.xml, summary.md, badge.json) beside the report."""
    out = tmp_path_factory.mktemp("certify") / "certification"
    return run_certify(
        out,
        "--junit",
        str(out / "junit.xml"),
        "--markdown",
        str(out / "summary.md"),
        "--badge",
        str(out / "badge.json"),
    )
