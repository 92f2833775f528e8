"""docs/certifications/ holds no number that its committed reports do not give (tools/certdocs.py)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tools import certdocs

#: A count or a time written in prose: a number followed by what it counts or measures.
_NUMBER = re.compile(
    r"\b\d+(?:[.,]\d+)?\s*(?:-\s*\d+(?:\.\d+)?\s*)?"
    r"(?:s|seconds?|minutes?|MB|%|scenarios?|failures?|atoms?|errors?|cards?|entries|scripts?|pass|fail|unsupported)\b"
)


@pytest.fixture(scope="module")
def found() -> dict[Path, str]:
    """Every generated document as the committed reports give it (made once: it reads every report)."""
    return certdocs.documents()


def test_the_documents_are_what_the_reports_give(found: dict[Path, str]) -> None:
    differing = certdocs.stale(found, lambda path: path.read_text(encoding="utf-8"))
    names = ", ".join(str(p.relative_to(certdocs.ROOT)) for p in differing)
    assert differing == [], f"{names} differ from the committed reports: run python -m tools.certdocs"


def _prose(text: str) -> str:
    """``text`` without its generated blocks and code blocks."""
    text = certdocs._BLOCK.sub("", text)
    return re.sub(r"```.*?```", "", text, flags=re.S)


@pytest.mark.parametrize(
    "path",
    [p for p in sorted(certdocs.DOCS.rglob("*.md")) if p.name not in ("summary.md", "cards.md")],
    ids=lambda p: str(p.relative_to(certdocs.DOCS)),
)
def test_no_count_or_time_outside_the_generated_blocks(path: Path) -> None:
    found = _NUMBER.findall(_prose(path.read_text(encoding="utf-8")))
    assert found == [], (
        f"{path.name}: counts or times written by hand: {found} (generate them: tools/certdocs.py)"
    )


def test_the_check_catches_a_changed_count(found: dict[Path, str]) -> None:
    readme = certdocs.DOCS / "README.md"
    altered = {readme: found[readme].replace("| ", "|  ", 1)}
    assert certdocs.stale(altered, lambda path: found[path]) == [readme]


def test_a_failure_is_filed_by_the_start_of_its_reason() -> None:
    assert certdocs.category("card parsing: Cryptic Coat's ...") == "card parsing"
    assert certdocs.category("API: phase chooses ...") == "API differences"
    assert certdocs.category("not implemented: phase refuses ...") == "not implemented"
    assert certdocs.category("708.9: a face-down permanent ...") == certdocs.RULES_ERRORS


def test_every_block_must_be_known_and_present() -> None:
    text = "a\n<!-- certdocs:overview -->\nold\n<!-- /certdocs:overview -->\n"
    assert (
        certdocs.fill(text, {"overview": "new"}, "x")
        == "a\n<!-- certdocs:overview -->\nnew\n<!-- /certdocs:overview -->\n"
    )
    with pytest.raises(ValueError, match="no generated block other"):
        certdocs.fill(text, {"overview": "new", "other": "x"}, "x")
    with pytest.raises(ValueError, match="unknown generated block 'overview'"):
        certdocs.fill(text, {}, "x")
