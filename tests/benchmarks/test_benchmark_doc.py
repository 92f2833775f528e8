"""docs/benchmarks.md shows the recorded benchmark runs as they were recorded."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from benchmarks.common import doc_block as common_doc_block
from benchmarks.scaling import RESULTS, doc_block, markdown
from benchmarks.twin import RESULTS as TWIN_RESULTS
from benchmarks.twin import markdown as twin_markdown

DOC = Path(__file__).resolve().parents[2] / "docs" / "benchmarks.md"


@pytest.mark.parametrize("record", sorted(RESULTS.glob("scaling*.json")), ids=lambda path: path.name)
def test_the_documented_growth_figures_are_the_recorded_ones(record: Path) -> None:
    assert doc_block(DOC, record) == markdown(json.loads(record.read_text(encoding="utf-8")))


def test_some_run_is_recorded() -> None:
    assert sorted(RESULTS.glob("scaling*.json"))


@pytest.mark.parametrize("record", sorted(TWIN_RESULTS.glob("twin*.json")), ids=lambda path: path.name)
def test_the_documented_twin_figures_are_the_recorded_ones(record: Path) -> None:
    shown = twin_markdown(json.loads(record.read_text(encoding="utf-8")))
    assert common_doc_block(DOC, "twin", record) == shown


def test_some_twin_run_is_recorded() -> None:
    assert sorted(TWIN_RESULTS.glob("twin*.json"))
