"""The minimal engine of docs/protocol.md, taken from the document as it is, runs over the protocol:
it answers every request (a line it cannot read with ``"id": null``) and carries on, its answers
fit the protocol's schemas, and it tells a card it does not implement (``unsupported``) from a
name no card pool has (``setup``)."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from facedown.adapter import CardSetup, Setup, SetupError, Unsupported, Zone
from facedown.engine import WireOptions, start_engine_command
from facedown.suite import pool_dir
from facedown.wire.schema import SchemaSet

DOC = Path(__file__).resolve().parents[2] / "docs" / "protocol.md"


def minimal_engine_source() -> str:
    """The first Python block after the heading "A minimal engine"."""
    text = DOC.read_text(encoding="utf-8")
    section = text[text.index("\n## A minimal engine\n") :]
    match = re.search(r"```python\n(.*?)```", section, re.S)
    assert match is not None, "docs/protocol.md: no Python block under 'A minimal engine'"
    return match.group(1)


@pytest.fixture
def engine(tmp_path: Path) -> Path:
    path = tmp_path / "minimal_engine.py"
    path.write_text(minimal_engine_source(), encoding="utf-8")
    return path


def new_game(request_id: int, card: str) -> str:
    setup = {
        "players": ["Alice", "Bob"],
        "cards": [{"handle": "x", "name": card, "owner": "Alice", "zone": "hand"}],
    }
    return json.dumps({"id": request_id, "cmd": "new_game", "setup": setup})


def test_the_minimal_engine_answers_every_line_and_carries_on(engine: Path) -> None:
    requests = [
        '{"id":0,"cmd":"hello","protocols":["1.1"]}',
        "this line is not JSON",
        "[1, 2]",
        '{"cmd":"hello"}',
        "",
        new_game(1, "Lightning Bolt"),
        new_game(2, "Lightning Blot"),
        '{"id":3,"cmd":"shuffle"}',
        '{"id":4,"cmd":"close_game","game":"g9"}',
        '{"id":5,"cmd":"bye"}',
        '{"id":6,"cmd":"hello","protocols":["1.1"]}',  # after bye: never read
    ]
    done = subprocess.run(
        [sys.executable, str(engine)],
        input="\n".join(requests) + "\n",
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    answers = [json.loads(line) for line in done.stdout.splitlines()]
    assert [a["id"] for a in answers] == [0, None, None, None, 1, 2, 3, 4, 5]
    errors = {
        a["id"] if a["id"] is not None else f"null{i}": a.get("error", {}).get("kind")
        for i, a in enumerate(answers)
    }
    assert errors == {
        0: None,
        "null1": "internal",
        "null2": "internal",
        "null3": "internal",
        1: "unsupported",
        2: "setup",
        3: "unsupported",
        4: None,
        5: None,
    }
    assert answers[1]["error"]["message"] == "cannot read the request: line is not JSON"
    assert answers[4]["error"]["message"] == "card 'Lightning Bolt' is not implemented"
    assert answers[5]["error"]["message"] == "unknown card 'Lightning Blot'"
    schemas = SchemaSet()
    names = ["hello.response", *["error.response"] * 6, "close_game.response", "bye.response"]
    for name, answer in zip(names, answers, strict=True):
        assert schemas.problem(name, answer) is None, (name, answer, schemas.problem(name, answer))


def test_the_minimal_engine_passes_the_runners_handshake_and_declares_what_it_lacks(engine: Path) -> None:
    """Driven by facedown's own client, every message checked against the schemas."""
    assert (pool_dir() / "lightning-bolt.toml").is_file()  # a real card of the suite's pool
    loaded = start_engine_command(f"{sys.executable} {engine}", WireOptions(validate=True))
    try:
        assert (loaded.info.name, loaded.info.version) == ("my-engine", "0.1")

        def setup(card: str) -> Setup:
            return Setup(players=("Alice", "Bob"), cards=(CardSetup("x", card, "Alice", Zone.HAND),))

        with pytest.raises(Unsupported, match="card 'Lightning Bolt' is not implemented"):
            loaded.adapter.new_game(setup("Lightning Bolt"))
        with pytest.raises(SetupError, match="unknown card 'Lightning Blot'"):
            loaded.adapter.new_game(setup("Lightning Blot"))
    finally:
        close = getattr(loaded.adapter, "close", None)
        if callable(close):
            close()
