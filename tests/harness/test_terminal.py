"""What ``facedown certify`` and ``facedown report`` print: progress when the output is piped or in
CI, colours under FORCE_COLOR and NO_COLOR, ``-v``, ``report -q``, and the words of the HTML."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from harness_support import HERE, REPO, CertifyRunner, certify_argv

from facedown import binding

SLOW_SCENARIO = """
  @id:{id} @R-116.1
  Scenario: {id}
    Given a game with "Dog Walker" in Alice's hand
    When the step sleeps for 1 seconds
    Then 1 equals 1
"""


def _slow_features(root: Path, count: int) -> Path:
    features = root / "features"
    features.mkdir(parents=True)
    text = "Feature: Slow scenarios\n" + "".join(SLOW_SCENARIO.format(id=f"slow-{n}") for n in range(count))
    (features / "slow.feature").write_text(text, encoding="utf-8")
    return features


def _timed_lines(
    args: list[str], env: dict[str, str], cwd: Path
) -> tuple[list[tuple[float, str]], float, int]:
    """Run ``python -m facedown ARGS`` with its standard output piped; return each line with the
    time it arrived, the time the process ended, and its exit status."""
    full_env = {**os.environ, **env}
    full_env["PYTHONPATH"] = os.pathsep.join([str(HERE), str(REPO), os.environ.get("PYTHONPATH", "")])
    full_env.pop(binding.FEATURES_ENV, None)
    process = subprocess.Popen(
        [sys.executable, "-m", "facedown", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env=full_env,
        cwd=cwd,
    )
    assert process.stdout is not None
    lines: list[tuple[float, str]] = []

    def read() -> None:
        assert process.stdout is not None
        for line in process.stdout:
            lines.append((time.monotonic(), line.rstrip("\n")))

    reader = threading.Thread(target=read)
    reader.start()
    code = process.wait(timeout=300)
    ended = time.monotonic()
    reader.join(timeout=10)
    return lines, ended, code


@pytest.mark.parametrize("verbose", [False, True])
def test_progress_is_written_as_it_happens_when_piped_in_ci(tmp_path: Path, verbose: bool) -> None:
    features = _slow_features(tmp_path, 4)
    args = certify_argv(tmp_path / "out", ("-v",) if verbose else (), str(features), "fake_engine:create")
    lines, ended, code = _timed_lines(args, {"CI": "true"}, tmp_path)
    assert code == 0
    texts = [text for _, text in lines]
    assert texts[0] == "certifying: 4 scenarios"
    progress = [(when, text) for when, text in lines if "[1/4]" in text or "[2/4]" in text]
    assert progress, texts
    first_when, first_text = progress[0]
    assert "[1/4]" in first_text
    # The first scenario's line came while three more one-second scenarios were still to run.
    assert ended - first_when > 2.0, texts
    if verbose:
        assert [t for t in texts if t.startswith("[")] == [
            f"[{n}/4] PASS        slow-{n - 1} " + t.split(f"slow-{n - 1} ", 1)[1]
            for n, t in enumerate((t for t in texts if t.startswith("[")), start=1)
        ]
        assert all(t.endswith(" s") for t in texts if t.startswith("["))
    else:
        assert "certifying: [1/4] (1 pass; " in first_text
    assert "\x1b[" not in "\n".join(texts)  # no colour codes in a pipe


def test_force_color_colours_piped_output_and_no_color_does_not(certify: CertifyRunner) -> None:
    coloured = certify(extra_env={"FORCE_COLOR": "1"})
    assert "\x1b[" in coloured.stdout
    assert "\x1b[1;31m" in coloured.stdout  # a failure in bold red
    plain = certify(extra_env={"FORCE_COLOR": "1", "NO_COLOR": "1"})
    assert "\x1b[1;31m" not in plain.stdout and "\x1b[31m" not in plain.stdout
    assert "FAIL" in plain.stdout
    neither = certify()
    assert "\x1b[" not in neither.stdout


def test_verbose_prints_a_line_per_scenario_with_the_failures_message(certify: CertifyRunner) -> None:
    done = certify("--verbose")
    lines = [line for line in done.stdout.splitlines() if line.startswith("[")]
    assert len(lines) == len(done.report["scenarios"])
    fails = next(line for line in lines if " fails " in line)
    assert fails.split("] ", 1)[1].startswith("FAIL        fails (basics.feature:")
    assert fails.endswith(": assert 1 == 2")


def test_the_terminal_says_not_run_as_the_html_does(certify: CertifyRunner) -> None:
    done = certify("-k", "passes")
    atoms_line = next(line for line in done.stdout.splitlines() if " atoms" in line and ":" in line)
    assert " not run" in atoms_line and "not_run" not in done.stdout


def test_report_accepts_quiet(tmp_path: Path, certify: CertifyRunner) -> None:
    done = certify(features="clean")
    from facedown import cli

    code = cli.main(["report", str(done.report_path), "--out", str(tmp_path / "site"), "-q"])
    assert code == 0
    assert (tmp_path / "site" / "index.html").is_file()
