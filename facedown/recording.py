"""A recorder of what passes between the suite and an engine, one scenario at a time.

:class:`RecordingAdapter` wraps any :class:`facedown.adapter.Adapter` and is an adapter itself:
every game it starts is a :class:`RecordingGame`, and every call goes on to the wrapped engine
unchanged. What the calls carried is kept in the current :class:`Transcript`, as contract values:

* for each game, the :class:`~facedown.adapter.Setup` it was started from (and the error, if
  the engine could not start it);
* each :meth:`~facedown.adapter.Game.act`: the player, the :data:`~facedown.adapter.Action` sent
  and the :data:`~facedown.adapter.ActionResult` that came back (or the error raised);
* each :meth:`~facedown.adapter.Game.observe`: the viewer and the
  :class:`~facedown.adapter.GameView` that came back (or the error raised).

Nothing is copied: the contract's values are frozen dataclasses, so the transcript holds the
very objects the steps saw. A transcript keeps at most ``limit`` exchanges (acts and
observations); past that the oldest are dropped and counted in :attr:`Transcript.dropped`, so a
long scenario costs bounded memory and the exchanges nearest a failure are kept. The set-ups are
always kept.

``facedown certify`` (and the pytest plugin) wrap the engine in one recorder for the whole run
and call :meth:`RecordingAdapter.start` before each scenario: the steps talk to the recorder, and
the transcript of a scenario that did not pass goes into ``report.json`` (see
:func:`transcript_json`). A transcript can also be replayed: :meth:`GameRecord.actions` lists the
``(player, action)`` pairs of a game in the order they were sent.

A recorder made with ``watch=True`` also keeps, for each game, a :class:`Trace`: what every
player of the set-up saw when the game started and after each action, with every action and its
result, unbounded (up to :data:`MAX_MOMENTS` actions). To fill it, the recorder observes each
player right after :meth:`~facedown.adapter.Adapter.new_game` and after each
:meth:`~facedown.adapter.Game.act`. Observing is a pure read by the contract, so the views are
handed back to whoever observes next, without asking the engine again, until the next ``act``:
the steps cost the engine nothing more than before. The non-interference check
(:mod:`facedown.noninterference`) compares such traces.
"""

from __future__ import annotations

import json
from collections import deque
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from facedown.adapter import (
    Action,
    ActionResult,
    Adapter,
    EngineInfo,
    Game,
    GameView,
    Setup,
    json_default,
    to_json,
)

#: How many exchanges a transcript keeps by default (acts and observations of all its games).
DEFAULT_LIMIT = 200
#: How many actions a :class:`Trace` keeps; a longer game's trace is marked incomplete.
MAX_MOMENTS = 2000


def describe_error(exc: BaseException) -> str:
    """An exception in one line: ``Type: first line of the message`` (``Type`` alone when it has
    no message)."""
    text = next((line.strip() for line in str(exc).splitlines() if line.strip()), "")
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__


@dataclass(frozen=True, slots=True)
class ActExchange:
    """One :meth:`Game.act`: who acted, what was sent, and the result (``None`` with ``error``
    saying what was raised instead)."""

    game: int
    player: str
    action: Action
    result: ActionResult | None = None
    error: str | None = None


@dataclass(frozen=True, slots=True)
class ObserveExchange:
    """One :meth:`Game.observe`: the viewer and the view (``None`` with ``error`` saying what was
    raised instead)."""

    game: int
    viewer: str
    view: GameView | None = None
    error: str | None = None


Exchange = ActExchange | ObserveExchange


@dataclass(frozen=True, slots=True)
class Moment:
    """One action of a watched game: who acted, the action, its result, and what each watched
    player saw right after it (``views``; a player whose view could not be had is in
    ``errors`` instead, with what was raised)."""

    player: str
    action: Action
    result: ActionResult
    views: Mapping[str, GameView]
    errors: Mapping[str, str] = field(default_factory=dict)


@dataclass(slots=True)
class Trace:
    """Everything the ``viewers`` saw of one game: the views when it started (``initial``, or
    the error in ``initial_errors``) and a :class:`Moment` per action, in order. ``incomplete``
    says why the trace stops before the game did (an action raised, the game ran longer than
    :data:`MAX_MOMENTS` actions); ``None`` while it is whole."""

    viewers: tuple[str, ...]
    initial: dict[str, GameView] = field(default_factory=dict)
    initial_errors: dict[str, str] = field(default_factory=dict)
    moments: list[Moment] = field(default_factory=list)
    incomplete: str | None = None


@dataclass(slots=True)
class GameRecord:
    """One :meth:`Adapter.new_game` call: the set-up, the error if the engine raised instead of
    starting the game, whether the game was closed, and its :class:`Trace` when the recorder
    watches its games."""

    number: int
    setup: Setup
    error: str | None = None
    closed: bool = False
    trace: Trace | None = None


@dataclass(slots=True)
class Transcript:
    """The games and exchanges of one scenario, in order, with at most ``limit`` exchanges kept
    (``None``: no limit). ``dropped`` counts the oldest exchanges left out to keep the limit."""

    limit: int | None = DEFAULT_LIMIT
    games: list[GameRecord] = field(default_factory=list)
    exchanges: deque[Exchange] = field(default_factory=deque)
    dropped: int = 0

    def add(self, exchange: Exchange) -> None:
        """Keep ``exchange``, dropping the oldest one when the limit is reached."""
        if self.limit is not None and len(self.exchanges) >= self.limit:
            if self.limit <= 0:
                self.dropped += 1
                return
            self.exchanges.popleft()
            self.dropped += 1
        self.exchanges.append(exchange)

    def of_game(self, number: int) -> Iterator[Exchange]:
        """The exchanges kept of game ``number``, in order."""
        return (exchange for exchange in self.exchanges if exchange.game == number)

    @property
    def empty(self) -> bool:
        """Whether nothing was asked of the engine."""
        return not self.games and not self.exchanges

    def actions(self, number: int) -> list[tuple[str, Action]]:
        """The ``(player, action)`` pairs sent to game ``number``, in order (those kept)."""
        return [(e.player, e.action) for e in self.of_game(number) if isinstance(e, ActExchange)]


class RecordingGame:
    """A :class:`~facedown.adapter.Game` that records each call in its adapter's transcript (and,
    when the game has a :class:`Trace`, watches it: see the module docstring)."""

    def __init__(self, inner: Game, recorder: RecordingAdapter, record: GameRecord) -> None:
        self.inner = inner
        self.recorder = recorder
        self.record = record
        #: Views observed since the latest act, by viewer: a view is valid until the next act.
        self._fresh: dict[str, GameView] = {}
        trace = record.trace
        if trace is not None:
            self._fresh, errors = self._watch(trace.viewers)
            trace.initial = dict(self._fresh)
            trace.initial_errors = errors

    def _watch(self, viewers: tuple[str, ...]) -> tuple[dict[str, GameView], dict[str, str]]:
        """Each viewer's view now, and the error of each viewer whose view could not be had (an
        engine failure that matters comes back at the next call the steps make)."""
        views: dict[str, GameView] = {}
        errors: dict[str, str] = {}
        for viewer in viewers:
            try:
                views[viewer] = self.inner.observe(viewer)
            except Exception as exc:
                errors[viewer] = describe_error(exc)
        return views, errors

    def act(self, player: str, action: Action) -> ActionResult:
        transcript = self.recorder.transcript
        trace = self.record.trace
        self._fresh = {}
        try:
            result = self.inner.act(player, action)
        except BaseException as exc:
            transcript.add(ActExchange(self.record.number, player, action, error=describe_error(exc)))
            if trace is not None and trace.incomplete is None:
                trace.incomplete = f"action {len(trace.moments) + 1} raised {describe_error(exc)}"
            raise
        transcript.add(ActExchange(self.record.number, player, action, result))
        if trace is not None and trace.incomplete is None:
            if len(trace.moments) >= MAX_MOMENTS:
                trace.incomplete = f"the game is longer than {MAX_MOMENTS} actions"
            else:
                self._fresh, errors = self._watch(trace.viewers)
                trace.moments.append(Moment(player, action, result, dict(self._fresh), errors))
        return result

    def observe(self, viewer: str) -> GameView:
        transcript = self.recorder.transcript
        view = self._fresh.get(viewer)
        if view is None:
            try:
                view = self.inner.observe(viewer)
            except BaseException as exc:
                transcript.add(ObserveExchange(self.record.number, viewer, error=describe_error(exc)))
                raise
        transcript.add(ObserveExchange(self.record.number, viewer, view))
        return view

    def close(self) -> None:
        self.record.closed = True
        self.inner.close()


class RecordingAdapter:
    """An :class:`~facedown.adapter.Adapter` that passes every call to ``inner`` and records the
    games it starts and their exchanges in :attr:`transcript` (see the module docstring). With
    :attr:`watch` true, each game started has a :class:`Trace` of what every player saw."""

    def __init__(self, inner: Adapter, *, limit: int | None = DEFAULT_LIMIT, watch: bool = False) -> None:
        self.inner = inner
        self.limit = limit
        self.watch = watch
        self.transcript = Transcript(limit)

    def start(self) -> Transcript:
        """Begin a new transcript (e.g. for the next scenario) and return it."""
        self.transcript = Transcript(self.limit)
        return self.transcript

    def info(self) -> EngineInfo:
        return self.inner.info()

    def new_game(self, setup: Setup) -> Game:
        transcript = self.transcript
        record = GameRecord(len(transcript.games) + 1, setup)
        if self.watch:
            record.trace = Trace(viewers=tuple(setup.players))
        transcript.games.append(record)
        try:
            game = self.inner.new_game(setup)
        except BaseException as exc:
            record.error = describe_error(exc)
            raise
        return RecordingGame(game, self, record)


# --------------------------------------------------------------------------- JSON


#: The longest JSON text (in characters) :func:`transcript_json` gives one transcript by default.
DEFAULT_MAX_CHARS = 24_000


def _size(value: Any) -> int:
    return len(json.dumps(value, default=json_default, ensure_ascii=False, separators=(",", ":")))


def _exchange_json(exchange: Exchange) -> dict[str, Any]:
    if isinstance(exchange, ActExchange):
        return {
            "game": exchange.game,
            "type": "act",
            "player": exchange.player,
            "action": to_json(exchange.action),
            "result": to_json(exchange.result) if exchange.result is not None else None,
            "error": exchange.error,
        }
    return {
        "game": exchange.game,
        "type": "observe",
        "viewer": exchange.viewer,
        "view": to_json(exchange.view) if exchange.view is not None else None,
        "error": exchange.error,
    }


def transcript_json(transcript: Transcript, max_chars: int = DEFAULT_MAX_CHARS) -> dict[str, Any]:
    """The JSON form of ``transcript`` for ``report.json`` (docs/report.md, ``transcript``).

    ``games`` lists each game's ``setup`` (contract JSON form) and ``error``; ``exchanges`` the
    acts and observations kept, oldest first, each naming its game. To stay within about
    ``max_chars`` characters of compact JSON, the oldest exchanges are left out first (the latest
    ones are nearest the failure), then an observation's view is replaced by ``null`` with
    ``"view_omitted": true``; ``omitted`` counts every exchange the recorder or this function
    left out."""
    games = [
        {"game": record.number, "setup": to_json(record.setup), "error": record.error}
        for record in transcript.games
    ]
    budget = max_chars - _size(games)
    kept: list[dict[str, Any]] = []
    omitted = transcript.dropped
    for index, exchange in enumerate(reversed(transcript.exchanges)):
        entry = _exchange_json(exchange)
        size = _size(entry)
        if size > budget and entry["type"] == "observe" and entry["view"] is not None:
            entry = {**entry, "view": None, "view_omitted": True}
            size = _size(entry)
        if size > budget:
            omitted += len(transcript.exchanges) - index
            break
        budget -= size
        kept.append(entry)
    kept.reverse()
    return {"games": games, "exchanges": kept, "omitted": omitted}


__all__ = [
    "DEFAULT_LIMIT",
    "DEFAULT_MAX_CHARS",
    "MAX_MOMENTS",
    "ActExchange",
    "Exchange",
    "GameRecord",
    "Moment",
    "ObserveExchange",
    "RecordingAdapter",
    "RecordingGame",
    "Trace",
    "Transcript",
    "describe_error",
    "transcript_json",
]
