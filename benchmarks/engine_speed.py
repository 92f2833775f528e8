"""Reference-engine actions per second under a random player, driven through the adapter contract.

The random player starts a game from a random set-up (two players; lands, face-down permanents of every
method, disguise and morph cards in hand, cards in libraries), then repeatedly looks at the game as the
player who must act (one :meth:`Game.observe`) and takes one action: it answers a pending decision with
a random option, or passes priority, or casts a card from hand (face down when it can), turns a
face-down permanent face up, or activates an ability, with random targets. A game ends after
``--actions-per-game`` actions or when it is over, and a new one starts.

Figures: actions per second counting everything the player does (observe + choose + act), by the wall
clock and by this process's CPU time (steadier when the machine is busy), actions per second of
:meth:`Game.act` alone, and observes per second. ``--profile`` prints the engine's hot spots
(cProfile, sorted by own time).

    python -m benchmarks.engine_speed [--actions 5000] [--seed 1] [--profile]
"""

from __future__ import annotations

import argparse
import cProfile
import io
import pstats
import random
import time
import tomllib
from dataclasses import dataclass

from benchmarks.common import Figure, print_figures
from facedown.adapter import (
    Action,
    ActivateAbility,
    Adapter,
    AdapterError,
    CardSetup,
    CastSpell,
    Decide,
    FaceDownMethod,
    Game,
    GameView,
    PassPriority,
    Setup,
    TurnFaceUp,
    TurnUpMethod,
    Zone,
)
from facedown.suite import pool_dir

__all__ = ["Counts", "RandomPlayer", "main", "measure"]

#: The engine's speed the project aims for (actions per second under the random player).
TARGET = 2000.0


@dataclass(frozen=True, slots=True)
class _Card:
    name: str
    land: bool
    face_down: tuple[FaceDownMethod, ...]  # disguise / morph, when it has them
    token: bool


def _pool() -> list[_Card]:
    cards: list[_Card] = []
    for path in sorted(pool_dir().glob("*.toml")):
        with path.open("rb") as handle:
            data = tomllib.load(handle)
        keywords = {a.get("keyword") for a in data.get("abilities", []) if a.get("kind") == "keyword"}
        methods = tuple(
            m
            for m, words in (
                (FaceDownMethod.DISGUISE, {"disguise"}),
                (FaceDownMethod.MORPH, {"morph", "megamorph"}),
            )
            if keywords & words
        )
        cards.append(
            _Card(str(data["name"]), "Land" in data.get("types", []), methods, bool(data.get("token")))
        )
    return cards


@dataclass
class Counts:
    """What the player did and how long it took."""

    actions: int = 0
    accepted: int = 0
    games: int = 0
    #: Games ended early because the engine raised an adapter error (e.g. an action reached a clause
    #: the engine declares it does not implement): the random player may cast any pool card.
    ended_by_error: int = 0
    act_seconds: float = 0.0
    observe_seconds: float = 0.0
    observes: int = 0
    wall_seconds: float = 0.0
    cpu_seconds: float = 0.0  # CPU time of this process over the whole run (steadier on a busy machine)


class RandomPlayer:
    """Plays random legal-looking actions through an adapter."""

    PLAYERS = ("Alice", "Bob")

    def __init__(self, adapter: Adapter, seed: int) -> None:
        self.adapter = adapter
        self.rng = random.Random(seed)
        cards = [c for c in _pool() if not c.token]
        self.lands = [c for c in cards if c.land and not c.face_down]
        self.face_down = [c for c in cards if c.face_down]
        self.others = [c for c in cards if not c.land]

    def setup(self) -> Setup:
        """A random two-player set-up in Alice's precombat main phase."""
        rng = self.rng
        placed: list[CardSetup] = []
        for player in self.PLAYERS:
            for i in range(rng.randint(4, 8)):
                placed.append(
                    CardSetup(f"{player}-land-{i}", rng.choice(self.lands).name, player, Zone.BATTLEFIELD)
                )
            for i in range(rng.randint(1, 3)):
                method = rng.choice(list(FaceDownMethod))
                pick = rng.choice(
                    self.face_down
                    if method in (FaceDownMethod.DISGUISE, FaceDownMethod.MORPH)
                    else self.others
                )
                placed.append(
                    CardSetup(f"{player}-down-{i}", pick.name, player, Zone.BATTLEFIELD, face_down=method)
                )
            for i in range(rng.randint(2, 5)):
                pick = rng.choice(self.face_down if rng.random() < 0.6 else self.others)
                placed.append(CardSetup(f"{player}-hand-{i}", pick.name, player, Zone.HAND))
            for i in range(10):
                placed.append(
                    CardSetup(f"{player}-library-{i}", rng.choice(self.others).name, player, Zone.LIBRARY)
                )
        return Setup(players=self.PLAYERS, cards=tuple(placed))

    def choose(self, view: GameView, player: str) -> Action:
        """One random action for ``player`` who sees ``view``."""
        rng = self.rng
        if view.pending is not None:
            return Decide(rng.choice(list(view.pending.options) or ["none"]))
        if rng.random() < 0.35:
            return PassPriority()
        mine = [o for o in view.objects.values() if o.owner == player or o.controller == player]
        targets = [h for h, o in view.objects.items() if o.zone == Zone.BATTLEFIELD] + list(self.PLAYERS)
        kind = rng.random()
        if kind < 0.4:
            hand = [o for o in mine if o.zone == Zone.HAND]
            if hand:
                card = rng.choice(hand)
                method = rng.choice([None, FaceDownMethod.DISGUISE, FaceDownMethod.MORPH])
                aimed = (rng.choice(targets),) if method is None and rng.random() < 0.5 else ()
                return CastSpell(card=card.handle, face_down=method, targets=aimed)
        elif kind < 0.7:
            down = [o for o in mine if o.face_down and o.zone == Zone.BATTLEFIELD]
            if down:
                return TurnFaceUp(rng.choice(down).handle, rng.choice(list(TurnUpMethod)))
        else:
            permanents = [o for o in mine if o.zone == Zone.BATTLEFIELD and not o.face_down]
            if permanents:
                aimed = (rng.choice(targets),) if rng.random() < 0.3 else ()
                return ActivateAbility(rng.choice(permanents).handle, targets=aimed)
        return PassPriority()

    def play(self, actions: int, per_game: int) -> Counts:
        """Take ``actions`` actions in as many games as it takes."""
        counts = Counts()
        start, cpu_start = time.perf_counter(), time.process_time()
        game: Game | None = None
        in_game = 0
        while counts.actions < actions:
            if game is None or in_game >= per_game:
                if game is not None:
                    game.close()
                game = self.adapter.new_game(self.setup())
                counts.games += 1
                in_game = 0
            t0 = time.perf_counter()
            view = game.observe(self.PLAYERS[0])
            counts.observe_seconds += time.perf_counter() - t0
            counts.observes += 1
            player = view.pending.player if view.pending is not None else view.priority
            if view.game_over or player is None:
                in_game = per_game
                continue
            if player != self.PLAYERS[0]:
                t0 = time.perf_counter()
                view = game.observe(player)
                counts.observe_seconds += time.perf_counter() - t0
                counts.observes += 1
            action = self.choose(view, player)
            t0 = time.perf_counter()
            try:
                result = game.act(player, action)
            except AdapterError:
                counts.act_seconds += time.perf_counter() - t0
                counts.actions += 1
                counts.ended_by_error += 1
                in_game = per_game  # the game cannot go on: start another
                continue
            counts.act_seconds += time.perf_counter() - t0
            counts.actions += 1
            counts.accepted += type(result).__name__ == "Accepted"
            in_game += 1
        if game is not None:
            game.close()
        counts.wall_seconds = time.perf_counter() - start
        counts.cpu_seconds = time.process_time() - cpu_start
        return counts


def _adapter() -> Adapter:
    from reference_engine.adapter import create

    return create()


def measure(actions: int = 5000, seed: int = 1, per_game: int = 200) -> list[Figure]:
    """Run the random player and return its figures."""
    player = RandomPlayer(_adapter(), seed)
    counts = player.play(actions, per_game)
    overall = counts.actions / counts.wall_seconds
    return [
        Figure(
            "random player: actions/s (observe + choose + act)",
            overall,
            "actions/s",
            f"{counts.actions} actions, {counts.accepted} accepted, {counts.games} games "
            f"({counts.ended_by_error} ended by an engine error); target {TARGET:,.0f}",
        ),
        Figure(
            "random player: actions per CPU second",
            counts.actions / counts.cpu_seconds,
            "actions/s",
            "the same run, counted against this process's CPU time",
        ),
        Figure("random player: Game.act alone", counts.actions / counts.act_seconds, "actions/s"),
        Figure("random player: Game.observe", counts.observes / counts.observe_seconds, "observes/s"),
    ]


def profile(actions: int = 3000, seed: int = 1, top: int = 25) -> str:
    """The hot spots of the random player's run (cProfile, by own time)."""
    player = RandomPlayer(_adapter(), seed)
    profiler = cProfile.Profile()
    profiler.enable()
    player.play(actions, 200)
    profiler.disable()
    out = io.StringIO()
    stats = pstats.Stats(profiler, stream=out)
    stats.sort_stats("tottime").print_stats(top)
    stats.sort_stats("cumulative").print_stats("reference_engine", top)
    return out.getvalue()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=5000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--actions-per-game", type=int, default=200)
    parser.add_argument("--profile", action="store_true", help="print the engine's hot spots")
    args = parser.parse_args(argv)
    print_figures(
        "Reference engine under the random player", measure(args.actions, args.seed, args.actions_per_game)
    )
    if args.profile:
        print(profile(min(args.actions, 3000), args.seed))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
