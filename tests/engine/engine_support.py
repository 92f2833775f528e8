"""Helpers for the engine's unit tests: the card pool and a compact way to set up games."""

from __future__ import annotations

import tomllib
from collections.abc import Iterable
from pathlib import Path

from reference_engine.cards import CardPool
from reference_engine.enums import FaceDownMethod, Step, Zone
from reference_engine.game import Game, Ok, Outcome, Refused
from reference_engine.setup import CardPlacement, GameSetup

POOL_DIR = Path(__file__).resolve().parents[2] / "facedown" / "pool"


def load_pool() -> CardPool:
    entries = []
    for path in sorted(POOL_DIR.glob("*.toml")):
        with path.open("rb") as handle:
            entries.append(tomllib.load(handle))
    return CardPool.from_dicts(entries)


POOL = load_pool()


def card(
    handle: str,
    name: str,
    owner: str = "Alice",
    zone: Zone = Zone.HAND,
    *,
    face_down: FaceDownMethod | None = None,
    tapped: bool = False,
    counters: dict[str, int] | None = None,
    damage: int = 0,
    controller: str | None = None,
) -> CardPlacement:
    """A card placement (library cards listed first are on top)."""
    return CardPlacement(
        handle=handle,
        name=name,
        owner=owner,
        zone=zone,
        controller=controller,
        face_down=face_down,
        tapped=tapped,
        counters=counters or {},
        damage=damage,
    )


def lands(owner: str, name: str, count: int, prefix: str | None = None) -> list[CardPlacement]:
    """``count`` untapped lands on the battlefield."""
    prefix = prefix or f"{owner.lower()}-{name.lower()}"
    return [card(f"{prefix}-{i}", name, owner, Zone.BATTLEFIELD) for i in range(count)]


def new_game(
    cards: Iterable[CardPlacement],
    *,
    players: tuple[str, ...] = ("Alice", "Bob"),
    step: Step = Step.MAIN1,
    pools: dict[str, str] | None = None,
    life: dict[str, int] | None = None,
    active: str | None = None,
    priority: str | None = None,
    turn: int = 1,
) -> Game:
    setup = GameSetup(
        players=players,
        cards=tuple(cards),
        step=step,
        mana_pools=pools or {},
        life=life or {},
        active_player=active,
        priority=priority,
        turn=turn,
    )
    return Game.from_setup(setup, POOL)


def ok(outcome: Outcome) -> None:
    assert isinstance(outcome, Ok), outcome


def refused(outcome: Outcome) -> Refused:
    assert isinstance(outcome, Refused), outcome
    return outcome


def pass_all(game: Game) -> None:
    """Every player passes once, starting with the priority holder."""
    for _ in range(len(game.state.players_in_game())):
        holder = game.state.priority
        assert holder is not None and game.state.decision is None
        ok(game.pass_priority(holder))


def resolve_stack(game: Game, limit: int = 20) -> None:
    """Pass priority until the stack is empty (stops at decisions)."""
    for _ in range(limit):
        if not game.state.stack or game.state.decision is not None:
            return
        holder = game.state.priority
        assert holder is not None
        ok(game.pass_priority(holder))
    raise AssertionError("the stack did not empty")


def cast_face_down(game: Game, player: str, handle: str) -> None:
    ok(game.cast(player, handle, face_down=FaceDownMethod.DISGUISE))
    resolve_stack(game)
