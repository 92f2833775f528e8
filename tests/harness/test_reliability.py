"""A run loses nothing: files are written whole or not at all, an interrupted run (Ctrl-C,
SIGTERM) keeps the previous report and kills a hung engine, an engine's exit status after ``bye``
is told."""

from __future__ import annotations

import json
import os
import resource
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from harness_support import (
    HERE,
    REPO,
    CertifyRunner,
    certify_argv,
    certify_while_the_engine_hangs,
    script_command,
)

from facedown import binding
from facedown.files import write_text_atomic

FEATURES = "misbehave"


# --------------------------------------------------------------------------- atomic writes


def test_a_write_that_fails_midway_leaves_the_old_file_whole(tmp_path: Path) -> None:
    path = tmp_path / "report.json"
    path.write_text("the old, good report\n", encoding="utf-8")
    with pytest.raises(UnicodeEncodeError):
        write_text_atomic(path, "x" * 100_000 + "\ud800")  # fails after most of it is written
    assert path.read_text(encoding="utf-8") == "the old, good report\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["report.json"]  # no temporary file left


def test_a_new_file_gets_the_usual_permissions(tmp_path: Path) -> None:
    path = tmp_path / "new" / "file.txt"
    write_text_atomic(path, "text")
    mask = os.umask(0)
    os.umask(mask)
    assert path.stat().st_mode & 0o777 == 0o666 & ~mask


def _limited_to(max_bytes: int) -> None:
    """In the child: files may not grow past ``max_bytes`` (writes fail with EFBIG)."""
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    resource.setrlimit(resource.RLIMIT_FSIZE, (max_bytes, max_bytes))


def _env() -> dict[str, str]:
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join([str(HERE), str(REPO)]),
        "PYTHONDONTWRITEBYTECODE": "1",
    }
    env.pop(binding.FEATURES_ENV, None)
    return env


def _facedown_with_tiny_files(args: list[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    """``python -m facedown ARGS`` in a child whose files cannot grow past 16 bytes."""
    return subprocess.run(
        [sys.executable, "-m", "facedown", *args],
        capture_output=True,
        text=True,
        env=_env(),
        cwd=cwd,
        preexec_fn=lambda: _limited_to(16),
        timeout=300,
        check=False,
    )


def test_outputs_that_cannot_be_written_keep_the_old_files_and_say_so(tmp_path: Path) -> None:
    """A file-size limit (as a full disk) makes every write fail: each old file stays whole, and
    the message says so (it used to leave a truncated report and say "no report written")."""
    out = tmp_path / "out"
    out.mkdir()
    names = ("report.json", "junit.xml", "summary.md", "badge.json", "expectations.toml")
    for name in names:
        (out / name).write_text(f"old {name}\n", encoding="utf-8")
    args = [
        "--junit",
        str(out / "junit.xml"),
        "--markdown",
        str(out / "summary.md"),
        "--badge",
        str(out / "badge.json"),
        "--write-expectations",
        str(out / "expectations.toml"),
    ]
    done = _facedown_with_tiny_files(certify_argv(out, tuple(args), "clean", "fake_engine:create"), tmp_path)
    assert done.returncode == 1
    for name in names:
        assert (out / name).read_text(encoding="utf-8") == f"old {name}\n"
        assert (
            f"facedown: cannot write {out / name}: File too large; the previous file is left as it was"
            in (done.stderr)
        )
    assert sorted(p.name for p in out.iterdir()) == sorted(names)  # no temporary file left
    assert "report not written" in done.stdout


def test_html_site_that_cannot_be_written_keeps_the_old_pages(tmp_path: Path, certify: CertifyRunner) -> None:
    report = certify(features="clean").report_path
    site = tmp_path / "site"
    site.mkdir()
    (site / "index.html").write_text("old index\n", encoding="utf-8")
    done = _facedown_with_tiny_files(["report", str(report), "--out", str(site)], tmp_path)
    assert done.returncode == 2
    assert "cannot write (File too large)" in done.stderr
    assert (site / "index.html").read_text(encoding="utf-8") == "old index\n"
    assert [p.name for p in site.iterdir()] == ["index.html"]


# --------------------------------------------------------------------------- interruptions


def _gone(pid: int) -> bool:
    try:
        status = Path(f"/proc/{pid}/status").read_text(encoding="utf-8")
    except FileNotFoundError:
        return True
    return "\nState:\tZ" in status  # a zombie has exited already


@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM])
def test_a_signal_kills_a_hung_engine_and_keeps_the_previous_report(tmp_path: Path, signum: int) -> None:
    """While the engine hangs in the second scenario, Ctrl-C (SIGINT) or SIGTERM stops the run:
    the engine is killed, the partial report is report.interrupted.json (interrupted, not passed,
    the unreached scenarios' atoms not_run), and the previous report.json is left as it was."""
    pidfile = tmp_path / "engine.pid"
    run = certify_while_the_engine_hangs(
        tmp_path,
        "--junit",
        str(tmp_path / "certification" / "junit.xml"),
        features=FEATURES,
        extra_env={"RAW_ENGINE_PIDFILE": str(pidfile)},
    )  # the first scenario passed, the second hangs
    out = run.out
    engine = int(pidfile.read_text(encoding="utf-8"))
    started = time.monotonic()
    run.process.send_signal(signum)
    done = run.result(timeout=60)
    assert time.monotonic() - started < 15
    assert done.returncode == 1
    assert _gone(engine)
    assert (out / "report.json").read_text(encoding="utf-8") == "the previous complete report\n"
    assert not (out / "junit.xml").exists()  # no output of a partial run
    partial = json.loads((out / "report.interrupted.json").read_text(encoding="utf-8"))
    assert partial["interrupted"] is True and partial["summary"]["passed"] is False
    assert [e["key"] for e in partial["scenarios"]] == ["before-trouble"]
    assert partial["selection"]["unreached"] == 3
    atoms = {atom["id"]: atom["status"] for atom in partial["atoms"]}
    assert atoms["R-116.1"] == "pass"
    assert atoms["R-116.2b-1"] == atoms["R-116.3"] == "not_run"  # not uncovered
    name = signal.Signals(signum).name
    assert f"facedown: interrupted by {name} after 1 of 4 scenarios" in done.stderr
    assert "INTERRUPTED, 3 not reached" in done.stdout
    assert "result: FAILED (interrupted)" in done.stdout


def test_a_complete_run_replaces_the_report_and_clears_an_interrupted_one(certify: CertifyRunner) -> None:
    done = certify(features="clean")
    stale = done.report_path.parent / "report.interrupted.json"
    stale.write_text("{}", encoding="utf-8")
    again = certify(features="clean")
    assert again.report["interrupted"] is False
    assert not stale.exists()


# --------------------------------------------------------------------------- engine exit


def test_a_non_zero_exit_after_bye_is_a_warning(certify: CertifyRunner) -> None:
    done = certify(
        "--engine-cmd", script_command("bye_exit.py"), "-k", "before-trouble", features=FEATURES, engine=None
    )
    assert done.returncode == 0  # a warning does not fail the run
    warnings = [p for p in done.report["problems"] if p["level"] == "warning"]
    assert [p["where"] for p in warnings] == ["engine process"]
    assert warnings[0]["message"] == (
        "engine exited with status 3 after bye; stderr: raw engine: could not save its state"
    )
    assert "WARNING engine process: engine exited with status 3 after bye" in done.stdout
