"""A tiny stand-in engine for the harness tests: it knows two cards and no rules.

``create`` makes a working adapter; ``create_fixed`` one that gets the conceding scenario
right; ``create_crashing`` and ``create_hanging`` adapters whose process dies or stops
answering when Mallory acts (served with ``facedown serve``), ``create_deaf`` one that hangs deaf to
the scenario timeout; the other factories fail in the
ways the harness must report cleanly.
"""

from __future__ import annotations

import os
import signal
import sys
import time

from facedown.adapter import (
    Accepted,
    Action,
    ActionResult,
    Capability,
    Concede,
    EngineInfo,
    GameView,
    LookAt,
    PlayerView,
    Setup,
    SetupError,
    Step,
    Unsupported,
    UnsupportedKind,
)

KNOWN_CARDS = frozenset({"Dog Walker", "Gray Ogre"})
#: A card the engine declares it does not implement (``Unsupported`` of kind ``engine-declared``).
UNIMPLEMENTED_CARD = "Unfinished Card"


class FakeGame:
    """A game that accepts every action, except two that misbehave on purpose."""

    def __init__(self, setup: Setup) -> None:
        self.setup = setup

    def act(self, player: str, action: Action) -> ActionResult:
        if isinstance(action, Concede):
            raise RuntimeError("engine exploded while conceding")
        if isinstance(action, LookAt) and action.object == "kindless":
            raise Unsupported("this engine says no, without saying why")
        if isinstance(action, LookAt) and action.object == "claims-disguise":
            raise Unsupported("no disguise today", kind=UnsupportedKind.CAPABILITY, subject="disguise")
        if isinstance(action, LookAt):
            raise Unsupported(
                "this engine cannot let players look at face-down cards",
                kind=UnsupportedKind.NOT_ENCODABLE,
                subject="LookAt",
            )
        return Accepted()

    def observe(self, viewer: str) -> GameView:
        players = [
            PlayerView(name=p, life=20, mana_pool="", hand_size=0, library_size=0) for p in self.setup.players
        ]
        return GameView(
            viewer=viewer,
            turn=1,
            active_player=self.setup.players[0],
            step=Step.MAIN1,
            priority=self.setup.players[0],
            players=players,
            objects={},
            stack=(),
            pending=None,
            events=(),
        )

    def close(self) -> None:
        pass


class FakeAdapter:
    """Declares ``setup_state`` and ``disguise``; rejects unknown cards with SetupError."""

    def info(self) -> EngineInfo:
        return EngineInfo(
            name="fake-engine",
            version="0.0.1",
            capabilities=frozenset({Capability.SETUP_STATE, Capability.DISGUISE}),
        )

    def new_game(self, setup: Setup) -> FakeGame:
        for card in setup.cards:
            if card.name == UNIMPLEMENTED_CARD:
                raise Unsupported(
                    "this engine does not implement it",
                    kind=UnsupportedKind.ENGINE_DECLARED,
                    subject=card.name,
                )
            if card.name not in KNOWN_CARDS:
                raise SetupError(f"unknown card {card.name!r}")
        return FakeGame(setup)


class FixedGame(FakeGame):
    """A game in which conceding works."""

    def act(self, player: str, action: Action) -> ActionResult:
        if isinstance(action, Concede):
            return Accepted()
        return super().act(player, action)


class MisbehavingGame(FakeGame):
    """A game whose engine process dies (``crash``: exit status 3, after two lines on standard
    error) or stops answering (``hang``) when Mallory acts."""

    how = "crash"

    def act(self, player: str, action: Action) -> ActionResult:
        if player == "Mallory":
            if self.how == "crash":
                sys.stderr.write("fake engine: Mallory broke an invariant\nFatal: giving up\n")
                sys.stderr.flush()
                os._exit(3)
            while True:
                time.sleep(60)
        return super().act(player, action)


class HangingGame(MisbehavingGame):
    how = "hang"


class DeafGame(FakeGame):
    """A game that stops answering when Mallory acts and cannot be interrupted by the scenario
    timeout (its alarm signal is blocked, as in native code stuck in a loop)."""

    def act(self, player: str, action: Action) -> ActionResult:
        if player == "Mallory":
            signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGALRM})
            while True:
                time.sleep(60)
        return super().act(player, action)


class OtherGameAdapter(FakeAdapter):
    """The fake adapter, with games of another class."""

    def __init__(self, game: type[FakeGame]) -> None:
        self.game = game

    def new_game(self, setup: Setup) -> FakeGame:
        super().new_game(setup)
        return self.game(setup)


def create() -> FakeAdapter:
    return FakeAdapter()


def create_fixed() -> FakeAdapter:
    return OtherGameAdapter(FixedGame)


def create_crashing() -> FakeAdapter:
    return OtherGameAdapter(MisbehavingGame)


def create_hanging() -> FakeAdapter:
    return OtherGameAdapter(HangingGame)


def create_deaf() -> FakeAdapter:
    return OtherGameAdapter(DeafGame)


def create_failing() -> FakeAdapter:
    raise RuntimeError("licence server unreachable")


def create_not_an_adapter() -> object:
    return object()


NOT_CALLABLE = 42
