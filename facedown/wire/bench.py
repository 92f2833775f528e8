"""Measure what the wire protocol costs per request.

::

    python -m facedown.wire.bench                       # a stand-in engine, 10 objects per view
    python -m facedown.wire.bench --objects 40 -n 3000
    python -m facedown.wire.bench --engine reference_engine.adapter:create --setup-file setup.json

Each figure is the time of one call as the suite makes it (``act``, ``observe``,
``new_game`` + ``close``), in process and through a server process
(``python -m facedown.wire.server``), with and without schema validation.
The stand-in engine (:func:`create_null`) does no work, so the difference is
the protocol's own cost: encoding, the pipe round trip, decoding, rebuilding
the contract values.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from facedown.adapter import (
    Accepted,
    Action,
    ActionResult,
    Adapter,
    EngineInfo,
    Event,
    EventKind,
    GameView,
    ObjectView,
    PassPriority,
    PlayerView,
    Setup,
    Zone,
    from_json,
)
from facedown.wire.client import ProcessAdapter

_OBJECTS_ENV = "FACEDOWN_BENCH_OBJECTS"


class _NullGame:
    """A game that accepts everything and shows a fixed view of ``objects`` permanents."""

    def __init__(self, setup: Setup, objects: int) -> None:
        views = {}
        for n in range(objects):
            handle = f"c{n}"
            views[handle] = ObjectView(
                handle=handle,
                object_id=f"o{n}",
                zone=Zone.BATTLEFIELD,
                owner=setup.players[n % len(setup.players)],
                controller=setup.players[n % len(setup.players)],
                face_down=n % 3 == 0,
                face_down_method=None,
                label=None,
                identity=f"Card {n}",
                name=f"Card {n}",
                mana_cost="{2}{G}",
                mana_value=3,
                colors=("green",),
                types=("Creature",),
                subtypes=("Bear",),
                supertypes=(),
                power=2,
                toughness=2,
                abilities=("Ward {2}", "Vigilance"),
                counters={"+1/+1": 1},
            )
        self.view = GameView(
            viewer="",
            turn=1,
            active_player=setup.players[0],
            step=setup.step,
            priority=setup.players[0],
            players=tuple(PlayerView(p, 20, "", 7, 40) for p in setup.players),
            objects=views,
            stack=(),
            pending=None,
            events=tuple(Event(EventKind.PRIORITY_PASSED, {"player": setup.players[0]}) for _ in range(5)),
        )

    def act(self, player: str, action: Action) -> ActionResult:
        return Accepted()

    def observe(self, viewer: str) -> GameView:
        return self.view

    def close(self) -> None:
        pass


class _NullAdapter:
    def __init__(self, objects: int) -> None:
        self.objects = objects

    def info(self) -> EngineInfo:
        return EngineInfo(name="null", version="0", capabilities=frozenset())

    def new_game(self, setup: Setup) -> _NullGame:
        return _NullGame(setup, self.objects)


def create_null() -> Adapter:
    """The stand-in engine; its views hold ``$FACEDOWN_BENCH_OBJECTS`` objects (default 10)."""
    return _NullAdapter(int(os.environ.get(_OBJECTS_ENV, "10")))


def _time(fn: Callable[[], object], n: int) -> list[float]:
    for _ in range(min(n, 50)):  # warm up
        fn()
    out = []
    for _ in range(n):
        start = time.perf_counter()
        fn()
        out.append(time.perf_counter() - start)
    return out


def _row(label: str, samples: list[float]) -> str:
    us = sorted(s * 1e6 for s in samples)
    p95 = us[int(len(us) * 0.95) - 1]
    return f"{label:<38} {statistics.mean(us):>9.1f} {us[len(us) // 2]:>9.1f} {p95:>9.1f}"


def _measure(label: str, adapter: Adapter, setup: Setup, n: int, viewer: str) -> list[str]:
    game = adapter.new_game(setup)
    rows = [
        _row(f"{label}: act (PassPriority)", _time(lambda: game.act(viewer, PassPriority()), n)),
        _row(f"{label}: observe", _time(lambda: game.observe(viewer), n)),
    ]
    game.close()

    def cycle() -> None:
        adapter.new_game(setup).close()

    rows.append(_row(f"{label}: new_game + close", _time(cycle, max(n // 4, 10))))
    return rows


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m facedown.wire.bench", description=__doc__)
    parser.add_argument("--engine", default="facedown.wire.bench:create_null", metavar="MODULE:FACTORY")
    parser.add_argument("--objects", type=int, default=10, help="objects per view of the stand-in engine")
    parser.add_argument("--setup-file", type=Path, help="a Setup in its JSON form (default: two players)")
    parser.add_argument("-n", type=int, default=2000, help="calls per figure")
    args = parser.parse_args(argv)

    from facedown.wire.server import load_factory

    os.environ[_OBJECTS_ENV] = str(args.objects)
    if args.setup_file:
        setup = from_json(Setup, json.loads(args.setup_file.read_text(encoding="utf-8")))
    else:
        setup = Setup(players=("Alice", "Bob"))
    viewer = setup.players[0]
    cmd = [sys.executable, "-m", "facedown.wire.server", "--engine", args.engine]
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(Path(__file__).resolve().parents[2]), *sys.path])}

    lines = [f"{'per call, microseconds':<38} {'mean':>9} {'median':>9} {'p95':>9}"]
    lines += _measure("in process", load_factory(args.engine)(), setup, args.n, viewer)
    with ProcessAdapter(cmd, 30.0, env=env) as wired:
        lines += _measure("wire", wired, setup, args.n, viewer)
    with ProcessAdapter(cmd, 30.0, env=env, validate=True) as checked:
        lines += _measure("wire, validate=True", checked, setup, max(args.n // 4, 10), viewer)
    view_bytes = len(json.dumps({"view": _view_json(load_factory(args.engine)(), setup, viewer)}))
    print(f"engine {args.engine}; one observe response is {view_bytes} bytes; n={args.n}")
    print("\n".join(lines))
    return 0


def _view_json(adapter: Adapter, setup: Setup, viewer: str) -> object:
    from facedown.adapter import to_json

    game = adapter.new_game(setup)
    try:
        return to_json(game.observe(viewer))
    finally:
        game.close()


if __name__ == "__main__":
    raise SystemExit(main())
