"""Fixtures of the ``facedown report`` tests (synthetic reports: htmlreport_data.py; helpers:
htmlreport_support.py)."""

from __future__ import annotations

import pytest
from htmlreport_support import ReportCommand, run_report_command


@pytest.fixture
def report_command() -> ReportCommand:
    """Run ``facedown report`` in this process with the given arguments; return the exit status."""
    return run_report_command
