"""What the reproduction scripts share: a game of python-mtg driven through its own API.

Nothing here comes from facedown. A game is ``mtg.Game`` with each player's cards as their deck, in the
engine's most complete turn model (``explicit_lands``, ``instant_speed``); its state (a dict of relation sets)
is rewritten to put each card in its zone and set the turn and step, and rebuilt with ``Game.from_state``;
mana is added with the engine's ``driver._add_floating``. Actions are python-mtg's legal moves
(``Game.legal_moves``), pushed with ``Game.push``; what players see is ``Game.observation`` and ``Game.card``.

Each script ends with :func:`verdict`: exit status 0 and ``BUG REPRODUCED`` when python-mtg still does what
the rules forbid, 10 and ``FIXED`` when it no longer does; 3 when python-mtg is not installed (a script that
breaks exits 1, with its traceback).
"""

from __future__ import annotations

import contextlib
import io
import sys
from collections.abc import Callable
from typing import Any, NoReturn, TypeVar

try:
    import mtg
    from mtg import driver
except ImportError:  # the scripts run wherever the engine is installed
    print("python-mtg is not installed (pip install python-mtg==0.1.1)")
    sys.exit(3)

ALICE, BOB = "Alice", "Bob"
STEPS = {"upkeep": "upkeep", "main": "precombat_main", "combat": "beginning_of_combat", "end": "end"}
#: The exit status of a script whose bug python-mtg no longer shows.
FIXED = 10
_T = TypeVar("_T")


def quiet(call: Callable[..., _T], *args: Any) -> _T:
    """Call into python-mtg with its narration (``print``) kept off standard output."""
    with contextlib.redirect_stdout(io.StringIO()):
        return call(*args)


class Table:
    """A game of Alice and Bob. ``cards`` maps each player to ``(name, zone)`` pairs, zone one of ``hand``,
    ``battlefield``, ``face down`` (on the battlefield face down, known to its controller), ``library`` (in
    order, top first) or ``graveyard``; ``mana`` each player's floating mana by colour word."""

    def __init__(
        self,
        cards: dict[str, list[tuple[str, str]]],
        *,
        active: str = ALICE,
        step: str = "main",
        mana: dict[str, dict[str, int]] | None = None,
    ) -> None:
        decks = {p: [name for name, _ in cards.get(p, [])] or ["Plains"] for p in (ALICE, BOB)}
        game = quiet(lambda: mtg.Game(decks, seed=0, explicit_lands=True, instant_speed=True))
        state = dict(game.state)
        free: dict[tuple[str, str], list[str]] = {}
        for player, cid in sorted(state["printed_control"]):
            free.setdefault((player, game.name(cid)), []).append(cid)
        for relation in (
            "in_hand",
            "in_library",
            "on_battlefield",
            "graveyard",
            "exile",
            "tapped",
            "counter",
        ):
            state[relation] = set()
        for relation in ("face_down", "known", "floating_mana", "_sick", "_land_played"):
            state[relation] = set()
        state.pop("_loser", None)
        order: dict[str, list[str]] = {ALICE: [], BOB: []}
        self.ids: dict[tuple[str, str], list[str]] = {}
        used: set[str] = set()
        for player, placed in cards.items():
            for name, zone in placed:
                cid = free[(player, name)].pop(0)
                used.add(cid)
                self.ids.setdefault((player, name), []).append(cid)
                if zone == "hand":
                    state["in_hand"].add((player, cid))
                elif zone == "library":
                    state["in_library"].add((player, cid))
                    order[player].append(cid)
                elif zone == "graveyard":
                    state["graveyard"].add((cid,))
                else:
                    state["on_battlefield"].add((cid,))
                    if zone == "face down":
                        state["face_down"].add((cid,))
                        state["known"].add((player, cid))
        leftovers = {cid for ids in free.values() for cid in ids} - used
        for relation, rows in list(state.items()):
            if isinstance(rows, set) and leftovers:
                state[relation] = {r for r in rows if not (isinstance(r, tuple) and leftovers & set(r))}
        state["_lib_order"] = order
        state["active_player"] = {(active,)}
        state["current_step"] = {(STEPS[step],)}
        state["life"] = {(ALICE, 20), (BOB, 20)}
        for player, colours in (mana or {}).items():
            driver._add_floating(state, player, dict(colours))
        for player in (ALICE, BOB):
            quiet(driver._refresh_mana_pool, state, player)
        self.game = mtg.Game.from_state(state)

    def card(self, player: str, name: str, copy: int = 0) -> str:
        """The card id of ``player``'s ``copy``-th card called ``name``."""
        return self.ids[(player, name)][copy]

    def moves(self) -> list[Any]:
        return list(quiet(lambda: self.game.legal_moves))

    def described(self) -> list[str]:
        return [quiet(self.game.describe, move.raw) for move in self.moves()]

    def find(self, kind: str, cid: str) -> list[Any]:
        """The legal moves of ``kind`` (``cast``, ``turn_face_up``, ...) about card ``cid``."""
        return [move for move in self.moves() if move.raw[0] == kind and move.raw[2] == cid]

    def push(self, move: Any) -> None:
        quiet(self.game.push, move)

    def zone(self, cid: str) -> str:
        """Where card ``cid`` is, as python-mtg's state says."""
        state = self.game.state
        if (cid,) in state.get("on_battlefield", set()):
            return "battlefield"
        if (cid,) in state.get("graveyard", set()):
            return "graveyard"
        if (cid,) in state.get("exile", set()):
            return "exile"
        if any(c == cid for _, c in state.get("in_hand", set())):
            return "hand"
        if any(c == cid for _, c in state.get("in_library", set())):
            return "library"
        return "elsewhere"

    def seen_by(self, viewer: str, cid: str) -> Any:
        """Card ``cid`` as ``viewer`` is shown it (``Game.observation(viewer).card``)."""
        return quiet(quiet(self.game.observation, viewer).card, cid)


def verdict(bug: bool, saw: str) -> NoReturn:
    """End the script: exit 0 when ``bug`` (python-mtg still breaks the rules), else :data:`FIXED`."""
    print(("BUG REPRODUCED: " if bug else "FIXED (python-mtg now follows the rules): ") + saw)
    sys.exit(0 if bug else FIXED)
