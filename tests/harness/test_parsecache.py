""":func:`facedown.parsecache.parsed` gives what the parser gives, and parses again whenever the
text, the parser or the entry is not the one kept."""

from __future__ import annotations

import datetime
from pathlib import Path

import pytest

from facedown import parsecache


class _Parser:
    """A parser that counts its calls."""

    def __init__(self) -> None:
        self.calls = 0

    def __call__(self, text: str) -> object:
        self.calls += 1
        return {"text": text, "lines": text.splitlines(), "n": 1.5}


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    directory = tmp_path / "cache"
    monkeypatch.setenv(parsecache.CACHE_ENV, str(directory))
    return directory


def test_the_same_text_is_parsed_once(cache: Path) -> None:
    parse = _Parser()
    first = parsecache.parsed("kind", "v1", "a.feature", "one\ntwo", parse)
    again = parsecache.parsed("kind", "v1", "a.feature", "one\ntwo", parse)
    assert first == again == {"text": "one\ntwo", "lines": ["one", "two"], "n": 1.5}
    assert parse.calls == 1
    assert len(list(cache.iterdir())) == 1


@pytest.mark.parametrize(
    "changed",
    [
        pytest.param(("v1", "a.feature", "one\nthree"), id="text"),
        pytest.param(("v2", "a.feature", "one\ntwo"), id="parser-version"),
        pytest.param(("v1", "b.feature", "one\ntwo"), id="name"),
    ],
)
def test_anything_else_is_parsed_again(cache: Path, changed: tuple[str, str, str]) -> None:
    parse = _Parser()
    parsecache.parsed("kind", "v1", "a.feature", "one\ntwo", parse)
    version, name, text = changed
    assert parsecache.parsed("kind", version, name, text, parse)["text"] == text
    assert parse.calls == 2


def test_a_damaged_entry_is_parsed_again(cache: Path) -> None:
    parse = _Parser()
    parsecache.parsed("kind", "v1", "a.feature", "text", parse)
    (entry,) = cache.iterdir()
    entry.write_bytes(b"not marshal data")
    assert parsecache.parsed("kind", "v1", "a.feature", "text", parse)["text"] == "text"
    assert parse.calls == 2
    assert parsecache.parsed("kind", "v1", "a.feature", "text", parse)["text"] == "text"
    assert parse.calls == 2  # rewritten whole


def test_an_empty_setting_turns_the_cache_off(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(parsecache.CACHE_ENV, "")
    monkeypatch.chdir(tmp_path)
    parse = _Parser()
    parsecache.parsed("kind", "v1", "a.feature", "text", parse)
    parsecache.parsed("kind", "v1", "a.feature", "text", parse)
    assert parse.calls == 2
    assert parsecache.cache_dir() is None


def test_what_is_not_plain_data_is_not_kept(cache: Path) -> None:
    def parse(text: str) -> object:
        return {"when": datetime.date(2026, 12, 2)}

    assert parsecache.parsed("kind", "v1", "a.toml", "x", parse) == {"when": datetime.date(2026, 12, 2)}
    assert not cache.exists() or not list(cache.iterdir())


def test_a_directory_that_cannot_be_written_only_costs_the_parse(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("a file where the cache directory would be", encoding="utf-8")
    monkeypatch.setenv(parsecache.CACHE_ENV, str(blocker / "cache"))
    parse = _Parser()
    assert parsecache.parsed("kind", "v1", "a.feature", "text", parse)["text"] == "text"


def test_an_error_of_the_parser_is_raised_and_nothing_kept(cache: Path) -> None:
    def parse(text: str) -> object:
        raise ValueError("malformed")

    with pytest.raises(ValueError, match="malformed"):
        parsecache.parsed("kind", "v1", "a.feature", "text", parse)
    assert not cache.exists() or not list(cache.iterdir())
