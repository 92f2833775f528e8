"""The recorder (facedown/recording.py): a wrapper of the adapter contract that keeps the set-up,
the actions with their results and the views of each game, bounded, without copying."""

from __future__ import annotations

import json

import pytest

from facedown.adapter import (
    Accepted,
    Adapter,
    CardSetup,
    Concede,
    Game,
    LookAt,
    PassPriority,
    Setup,
    SetupError,
    Unsupported,
    Zone,
)
from facedown.recording import (
    ActExchange,
    ObserveExchange,
    RecordingAdapter,
    transcript_json,
)
from reference_engine.adapter import create

SETUP = Setup(
    players=("Alice", "Bob"),
    cards=(CardSetup(handle="card-1", name="Alley Assailant", owner="Alice", zone=Zone.BATTLEFIELD),),
)


def test_the_recorder_is_an_adapter_and_its_games_are_games() -> None:
    recorder = RecordingAdapter(create())
    assert isinstance(recorder, Adapter)
    game = recorder.new_game(SETUP)
    assert isinstance(game, Game)
    assert recorder.info() == recorder.inner.info()


def test_set_up_acts_and_views_are_kept_as_the_same_objects() -> None:
    recorder = RecordingAdapter(create())
    transcript = recorder.start()
    game = recorder.new_game(SETUP)
    view = game.observe("Alice")
    action = PassPriority()
    result = game.act("Alice", action)
    game.close()
    assert [g.setup for g in transcript.games] == [SETUP]
    assert transcript.games[0].setup is SETUP and transcript.games[0].closed
    first, second = transcript.exchanges
    assert isinstance(first, ObserveExchange) and first.view is view and first.viewer == "Alice"
    assert isinstance(second, ActExchange) and second.action is action and second.result is result
    assert transcript.actions(1) == [("Alice", action)]


def test_start_begins_a_new_transcript() -> None:
    recorder = RecordingAdapter(create())
    first = recorder.start()
    recorder.new_game(SETUP).observe("Bob")
    second = recorder.start()
    assert len(first.exchanges) == 1 and second.empty


def test_errors_are_recorded_and_raised() -> None:
    recorder = RecordingAdapter(create())
    transcript = recorder.start()
    with pytest.raises(SetupError):
        recorder.new_game(
            Setup(players=("Alice", "Bob"), cards=(CardSetup("card-1", "No Such Card", "Alice", Zone.HAND),))
        )
    assert transcript.games[0].error is not None and "SetupError" in transcript.games[0].error

    class Broken:
        def act(self, player: str, action: object) -> object:
            raise Unsupported("cannot look")

        def observe(self, viewer: str) -> object:
            raise RuntimeError("engine exploded\nsecond line")

        def close(self) -> None:
            pass

    class BrokenAdapter:
        def info(self) -> object:
            return None

        def new_game(self, setup: Setup) -> Broken:
            return Broken()

    recorder = RecordingAdapter(BrokenAdapter())  # type: ignore[arg-type]
    transcript = recorder.start()
    game = recorder.new_game(SETUP)
    with pytest.raises(Unsupported):
        game.act("Alice", LookAt("card-1"))
    with pytest.raises(RuntimeError):
        game.observe("Bob")
    act, observe = transcript.exchanges
    assert isinstance(act, ActExchange) and act.result is None and act.error == "Unsupported: cannot look"
    assert isinstance(observe, ObserveExchange) and observe.error == "RuntimeError: engine exploded"


def test_the_limit_drops_the_oldest_exchanges() -> None:
    recorder = RecordingAdapter(create(), limit=3)
    transcript = recorder.start()
    game = recorder.new_game(SETUP)
    views = [game.observe(player) for player in ("Alice", "Bob", "Alice", "Bob", "Alice")]
    assert transcript.dropped == 2
    assert [e.view for e in transcript.exchanges if isinstance(e, ObserveExchange)] == views[2:]
    assert transcript.games[0].setup is SETUP  # set-ups are always kept


def test_transcript_json_is_json_in_the_contract_form_and_bounded() -> None:
    recorder = RecordingAdapter(create())
    transcript = recorder.start()
    game = recorder.new_game(SETUP)
    for _ in range(30):
        game.observe("Alice")
        game.observe("Bob")
    assert game.act("Alice", PassPriority()) == Accepted()
    game.act("Alice", Concede())
    full = transcript_json(transcript, max_chars=10_000_000)
    assert full["omitted"] == 0 and len(full["exchanges"]) == 62
    assert full["games"][0]["setup"]["cards"][0]["name"] == "Alley Assailant"
    assert full["exchanges"][-2] == {
        "game": 1,
        "type": "act",
        "player": "Alice",
        "action": {"type": "PassPriority"},
        "result": {"type": "Accepted"},
        "error": None,
    }
    small = transcript_json(transcript, max_chars=6_000)
    text = json.dumps(small, separators=(",", ":"))
    assert len(text) <= 6_000 + 200  # the wrapper keys are outside the budget
    assert small["omitted"] > 0
    assert small["omitted"] + len(small["exchanges"]) == 62
    assert small["exchanges"][-1]["action"] == {"type": "Concede"}  # the latest are kept
