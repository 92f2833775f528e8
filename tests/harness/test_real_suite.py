"""The suite's own features, run by ``facedown certify`` against the reference engine, give a
report that the schema accepts (whatever the engine's results are)."""

from __future__ import annotations

import pytest
from harness_support import CertifyRunner

from facedown.report import validate_report


def test_real_suite_report_is_valid(certify: CertifyRunner) -> None:
    done = certify(features=None, engine="reference_engine.adapter:create")
    if done.returncode == 2:
        pytest.skip(f"the reference engine does not start here: {done.stderr.strip()}")
    assert done.returncode in (0, 1), done.stderr
    assert "Traceback" not in done.stdout + done.stderr
    report = done.report
    assert validate_report(report) == []
    assert report["summary"]["total"] > 0
    assert report["engine"]["spec"] == "reference_engine.adapter:create"
    tagged = {atom for entry in report["scenarios"] for atom in entry["atoms"]}
    covered = {entry["id"] for entry in report["atoms"] if entry["status"] not in ("uncovered", "not_run")}
    assert covered <= tagged
