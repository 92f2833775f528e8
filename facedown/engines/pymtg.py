"""Adapter for the python-mtg rules engine (PyPI ``python-mtg``, import ``mtg``).

A thin translation between the contract (:mod:`facedown.adapter`) and
python-mtg's python-chess-style API; every rules decision is the engine's:

* **Cards.** python-mtg ships its own card database (an oracle corpus built
  from MTGJSON and the card facts its interpreter derived from the oracle
  text); it has no way to read card data from elsewhere. The suite's pool
  decides which names exist (an unknown name is a :class:`SetupError`); a
  pool card python-mtg does not know, or whose text its interpreter abstained
  on (the ``dropped`` clauses ``bridge_to_engine.card_facts`` reports, or no
  facts at all for a card with rules text), makes a set-up using it
  :class:`Unsupported` of kind ``engine-declared``, naming the card.
* **Set-up.** ``mtg.Game`` deals each player a deck of exactly the cards that
  player owns, in the engine's most complete turn model (``explicit_lands``:
  no automatic land drop; ``instant_speed``: the active player gets a
  priority window in every step); its state (a dict of relation sets) is then rewritten so each
  card sits in its zone, and the game is rebuilt with ``Game.from_state``.
  Mana in a pool is added with the engine's ``_add_floating`` and the pools
  are refreshed with ``_refresh_mana_pool``.
* **Actions.** Each contract action is matched against ``Game.legal_moves``
  (``cast``, ``cast_face_down``, ``turn_face_up``, ``activate``, ``play``,
  ``pass``) and pushed, whatever python-mtg then does with it (it resolves a
  spell inside the move); an action with no matching legal move -- also one
  asking for a choice python-mtg's moves do not carry (a target it picks
  itself, several modes, a division, X for turning face up, "without paying
  its mana cost"), or taken by a player who is not python-mtg's player to
  move -- is :class:`Rejected` with the legal moves in the message
  (python-mtg gives no reason). Only ``LookAt`` and ``Concede``, which
  python-mtg has no move for at all, are :class:`Unsupported`
  (``not-encodable``); so are set-ups its state cannot hold (a token, a card
  controlled by a player who does not own it, damage, attachments, merged or
  manifested permanents, priority for the non-active player). python-mtg
  offers each possible declaration of attackers or blockers as one
  ``attack`` / ``block`` move (CR 508.1, 509.1): while those are the legal
  moves, the view shows a ``declare_attackers`` / ``declare_blockers``
  decision, answered by the move with exactly the declared creatures (or the
  empty one for "none").
* **Views.** ``Game.observation(viewer)`` is python-mtg's redacted view of one
  seat; every object is read from it with ``Game.card`` (name, types,
  colours, power and toughness, keywords, tapped) and its relations.
"""

from __future__ import annotations

import contextlib
import importlib.metadata
import io
import re
from collections.abc import Callable, Iterator, Mapping
from typing import Any, TypeVar

from facedown import adapter as contract
from facedown.engines._pool import PoolCard, load_pool, mana_symbols

try:
    import mtg
    from mtg import _corpus, driver, sim
    from mtg import bridge_to_engine as bridge
    from mtg._text import slug
except ImportError as _exc:  # pragma: no cover - depends on the environment
    raise contract.AdapterError(
        f"the python-mtg engine is not installed ({_exc}); install it with: pip install python-mtg"
    ) from None

__all__ = ["PyMtgAdapter", "PyMtgGame", "create"]

#: The distribution whose version is the engine version reported.
DISTRIBUTION = "python-mtg"

_T = TypeVar("_T")

_CAPABILITIES = frozenset(
    {
        contract.Capability.SETUP_STATE,
        contract.Capability.PER_VIEWER_VIEWS,
        contract.Capability.DISGUISE,
        contract.Capability.COMBAT,
    }
)

_STEPS: dict[contract.Step, str] = {
    contract.Step.UNTAP: "untap",
    contract.Step.UPKEEP: "upkeep",
    contract.Step.DRAW: "draw",
    contract.Step.MAIN1: "precombat_main",
    contract.Step.BEGIN_COMBAT: "beginning_of_combat",
    contract.Step.DECLARE_ATTACKERS: "declare_attackers",
    contract.Step.DECLARE_BLOCKERS: "declare_blockers",
    contract.Step.COMBAT_DAMAGE: "combat_damage",
    contract.Step.END_COMBAT: "end_of_combat",
    contract.Step.MAIN2: "postcombat_main",
    contract.Step.END: "end",
    contract.Step.CLEANUP: "cleanup",
}
_STEP_OF = {name: step for step, name in _STEPS.items()}

_COLOURS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G", "colorless": "C"}
_COLOUR_WORDS = {letter: word for word, letter in _COLOURS.items()}
_COUNTERS = {"p1p1": "+1/+1", "m1m1": "-1/-1"}
_COUNTER_KINDS = {printed: kind for kind, printed in _COUNTERS.items()}

#: Set-up face-down methods the engine's single face-down state stands for.
_SETUP_FACE_DOWN = (contract.FaceDownMethod.DISGUISE, contract.FaceDownMethod.EFFECT)

#: Lines of oracle text that are reminder text only (a basic land's mana ability) carry no rules to parse.
_REMINDER_ONLY = re.compile(r"^\(.*\)$")


def _quiet(call: Callable[..., _T], *args: Any, **kwargs: Any) -> _T:
    """Call into python-mtg with its narration (``print``) kept off standard output."""
    with contextlib.redirect_stdout(io.StringIO()):
        return call(*args, **kwargs)


def _cost_symbols(param: str) -> str:
    """A cost as python-mtg stores it (``"r_w_r_w"``, ``"2"``) written with braces, token by token."""
    return "".join("{" + token.upper() + "}" for token in str(param).split("_") if token)


def _no_target_choice(moves: list[Any]) -> str:
    """`` (its moves carry no target choice)`` when python-mtg offers the cast or activation only without
    one (it then picks the target itself as the spell or ability resolves), else ``""``."""
    if moves and all("target" not in move.raw[3] for move in moves):
        return " (its moves carry no target choice: python-mtg picks the target itself)"
    return ""


def _not_encodable(detail: str, element: str) -> contract.Unsupported:
    """The :class:`Unsupported` of an action or set-up python-mtg's input has no way to express
    (``element``: what is missing)."""
    return contract.Unsupported(detail, kind=contract.UnsupportedKind.NOT_ENCODABLE, subject=element)


class _CardData:
    """python-mtg's card database, checked against the suite's pool."""

    def __init__(self, cards: Mapping[str, PoolCard]) -> None:
        self.cards = dict(cards)
        self._db: Any = None
        self._corpus: dict[str, Any] | None = None
        self._gaps: dict[str, str | None] = {}

    def gap(self, name: str) -> str | None:
        """Why python-mtg cannot play the pool card ``name``, or ``None`` when it can."""
        if name not in self._gaps:
            self._gaps[name] = self._find_gap(name)
        return self._gaps[name]

    def _find_gap(self, name: str) -> str | None:
        if self._db is None:
            self._db = _quiet(sim.load_db)
            self._corpus = {c["name"]: c for c in _quiet(_corpus.load_cards)}
        assert self._corpus is not None
        if name not in self._corpus:
            return f"python-mtg does not know the card {name!r} (not in its oracle corpus)"
        _, dropped = _quiet(bridge.card_facts, name, "p", f"{slug(name)}_0", self._db, self._corpus)
        if dropped:
            return f"python-mtg's interpreter abstained on {name!r}: {dropped}"
        card = self.cards[name]
        rules_text = [line for line in card.oracle.splitlines() if line and not _REMINDER_ONLY.match(line)]
        if rules_text and slug(name) not in self._db:
            return f"python-mtg has no rules facts for {name!r} (its oracle text was not interpreted)"
        return None


class PyMtgGame:
    """One python-mtg game behind the :class:`facedown.adapter.Game` protocol."""

    def __init__(self, data: _CardData, setup: contract.Setup) -> None:
        self._data = data
        self._players = list(setup.players)
        self._handles: dict[str, str] = {}
        self._by_id: dict[str, str] = {}
        self._game: Any = None
        self._build(setup)

    # ------------------------------------------------------------------ set-up

    def _check(self, setup: contract.Setup) -> None:
        if len(set(self._players)) != len(self._players):
            raise contract.SetupError("a player name is used twice")
        if len(self._players) != 2:
            raise contract.Unsupported(
                f"{len(self._players)} players: python-mtg plays two-player games",
                kind=contract.UnsupportedKind.CAPABILITY,
                subject=contract.Capability.MULTIPLAYER.value,
            )
        handles: set[str] = set()
        for card in setup.cards:
            if card.handle in handles:
                raise contract.SetupError(f"the handle {card.handle!r} is used twice")
            handles.add(card.handle)
            for who in (card.owner, card.controller):
                if who is not None and who not in self._players:
                    raise contract.SetupError(f"{who!r} is not a player of this game")
            if card.name not in self._data.cards:
                raise contract.SetupError(f"unknown card {card.name!r} (not in the card pool)")
            gap = self._data.gap(card.name)
            if gap is not None:
                raise contract.Unsupported(
                    gap, kind=contract.UnsupportedKind.ENGINE_DECLARED, subject=card.name
                )
            if card.token:
                raise _not_encodable(
                    f"a set-up token ({card.name!r}): python-mtg decks hold cards only",
                    "a token in Game's decks",
                )
            if card.controller is not None and card.controller != card.owner:
                raise _not_encodable(
                    f"{card.name!r} controlled by a player who does not own it: python-mtg records one "
                    "player per card for owner and controller",
                    "printed_control (one player per card)",
                )
            if card.face_down is not None and card.face_down not in _SETUP_FACE_DOWN:
                raise _not_encodable(
                    f"a {card.face_down.value} permanent ({card.name!r}): python-mtg has one face-down state "
                    "and records no method",
                    "face_down (no method)",
                )
            if card.merged_under is not None:
                raise _not_encodable(
                    f"a merged permanent ({card.name!r}): python-mtg has no merged permanents",
                    "a merged permanent",
                )
            if card.damage:
                raise _not_encodable(
                    f"damage marked on {card.name!r} in the set-up: python-mtg derives damage from events",
                    "marked damage",
                )
            if card.attached_to is not None:
                raise _not_encodable(
                    f"{card.name!r} attached in the set-up: the adapter has no relation to attach it",
                    "an attachment",
                )
        for who in (setup.active_player, setup.priority, *setup.life, *setup.mana_pools):
            if who is not None and who not in self._players:
                raise contract.SetupError(f"{who!r} is not a player of this game")
        active = setup.active_player or self._players[0]
        if setup.priority is not None and setup.priority != active:
            raise _not_encodable(
                "priority for the non-active player: python-mtg's state names only the player to move, "
                "the active player",
                "the player holding priority",
            )

    def _build(self, setup: contract.Setup) -> None:
        self._check(setup)
        decks = {p: [c.name for c in setup.cards if c.owner == p] or ["Plains"] for p in self._players}
        game = _quiet(mtg.Game, decks, seed=0, explicit_lands=True, instant_speed=True)
        state = dict(game.state)
        free: dict[tuple[str, str], list[str]] = {}
        for player, cid in sorted(state.get("printed_control", set())):
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
        state["face_down"] = set()
        state["known"] = set()
        state["floating_mana"] = set()
        state["_sick"] = set()
        state["_land_played"] = set()
        state.pop("_loser", None)
        order: dict[str, list[str]] = {p: [] for p in self._players}
        used: set[str] = set()
        for card in setup.cards:
            cid = free[(card.owner, card.name)].pop(0)
            used.add(cid)
            self._handles[card.handle] = cid
            self._by_id[cid] = card.handle
            if card.zone == contract.Zone.HAND:
                state["in_hand"].add((card.owner, cid))
            elif card.zone == contract.Zone.LIBRARY:
                state["in_library"].add((card.owner, cid))
                order[card.owner].append(cid)
            elif card.zone == contract.Zone.GRAVEYARD:
                state["graveyard"].add((cid,))
            elif card.zone == contract.Zone.EXILE:
                state["exile"].add((cid,))
            elif card.zone == contract.Zone.BATTLEFIELD:
                state["on_battlefield"].add((cid,))
                if card.tapped:
                    state["tapped"].add((cid,))
                for counter, amount in card.counters.items():
                    kind = _COUNTER_KINDS.get(counter, counter.casefold())
                    state["counter"].add((cid, kind, int(amount)))
                if card.face_down is not None:
                    state["face_down"].add((cid,))
                    state["known"].add((card.controller or card.owner, cid))
            else:
                raise contract.SetupError(f"{card.handle!r}: cards cannot start in the {card.zone.value}")
        # Cards dealt only to give an empty deck something to hold are taken out of the game again.
        leftovers = {cid for ids in free.values() for cid in ids} - used
        for relation, rows in list(state.items()):
            if isinstance(rows, set) and leftovers:
                state[relation] = {r for r in rows if not (isinstance(r, tuple) and leftovers & set(r))}
        state["_lib_order"] = order
        active = setup.active_player or self._players[0]
        state["active_player"] = {(active,)}
        state["current_step"] = {(_STEPS[setup.step],)}
        state["life"] = {(p, int(setup.life.get(p, 20))) for p in self._players}
        state["_turn"] = int(setup.turn)
        for player, pool in setup.mana_pools.items():
            by_colour: dict[str, int] = {}
            for symbol in mana_symbols(pool):
                if symbol.isdigit():
                    by_colour["colorless"] = by_colour.get("colorless", 0) + int(symbol)
                elif symbol.upper() in _COLOUR_WORDS:
                    word = _COLOUR_WORDS[symbol.upper()]
                    by_colour[word] = by_colour.get(word, 0) + 1
                else:
                    raise contract.SetupError(f"cannot put {{{symbol}}} in a mana pool")
            driver._add_floating(state, player, by_colour)
        for player in self._players:
            _quiet(driver._refresh_mana_pool, state, player)
        self._game = mtg.Game.from_state(state)

    # ------------------------------------------------------------------ helpers

    def _live(self) -> Any:
        if self._game is None:
            raise contract.AdapterError("the game is closed")
        return self._game

    def _handle(self, cid: str) -> str:
        return self._by_id.get(cid, cid)

    def _card_id(self, handle: str) -> str | None:
        return self._handles.get(handle, handle if handle in self._by_id else None)

    def _moves(self) -> list[Any]:
        return list(_quiet(lambda: self._live().legal_moves))

    # ------------------------------------------------------------------ act

    def act(self, player: str, action: contract.Action) -> contract.ActionResult:
        game = self._live()
        if player not in self._players:
            raise contract.AdapterError(f"{player!r} is not a player of this game")
        if isinstance(action, contract.LookAt):
            raise _not_encodable("python-mtg has no move for looking at a face-down object", "LookAt")
        if isinstance(action, contract.Concede):
            raise _not_encodable("python-mtg has no move for conceding", "Concede")
        if isinstance(action, contract.Decide) and self._declaration() is None:
            # python-mtg makes every choice during resolution through its player policies.
            return contract.Rejected(
                contract.RejectCode.INVALID_CHOICE,
                "python-mtg waits for no decision (it asks only for declarations of attackers and blockers)",
            )
        if game.is_game_over():
            return contract.Rejected(contract.RejectCode.NOT_ALLOWED, "python-mtg: the game is over")
        if player != game.turn:
            return contract.Rejected(
                contract.RejectCode.NOT_YOUR_PRIORITY,
                f"python-mtg offers {player} no move: {game.turn} is the player to move",
            )
        moves = self._moves()
        wanted = self._matching(player, action, moves)
        if isinstance(wanted, contract.Rejected):
            return wanted
        try:
            _quiet(game.push, wanted)
        except (ValueError, KeyError, TypeError) as exc:
            return contract.Rejected(contract.RejectCode.NOT_ALLOWED, f"python-mtg: {exc}")
        return contract.Accepted()

    def _matching(self, player: str, action: contract.Action, moves: list[Any]) -> Any:
        """The legal move that is ``action``, or a :class:`Rejected` naming the legal moves."""
        described = [_quiet(self._live().describe, m.raw) for m in moves]

        def refused(
            what: str, code: contract.RejectCode = contract.RejectCode.NOT_ALLOWED
        ) -> contract.Rejected:
            return contract.Rejected(code, f"python-mtg offers no move {what}; legal moves: {described}")

        declaring = self._declaration()
        if isinstance(action, (contract.DeclareAttackers, contract.DeclareBlockers, contract.Decide)):
            return self._declare(action, declaring, moves, refused)
        if declaring is not None:
            return contract.Rejected(
                contract.RejectCode.DECISION_PENDING, f"python-mtg waits for {declaring[0]} from {player}"
            )
        if isinstance(action, contract.PassPriority):
            # python-mtg's own "pass": the literal pass, else the decision's do-nothing move.
            skip = _quiet(lambda: self._live().priority.skip())
            return skip if skip is not None else refused("to pass")
        if isinstance(action, contract.PlayLand):
            cid = self._card_id(action.card)
            if cid is None:
                return contract.Rejected(contract.RejectCode.NO_SUCH_OBJECT, f"no object {action.card!r}")
            plays = [m for m in moves if m.raw[0] == "play" and m.raw[2] == cid]
            return plays[0] if plays else refused(f"to play {action.card}")
        if isinstance(action, contract.CastSpell):
            if action.half is not None:
                # The adapter declares neither ``rooms`` nor ``adventures``: it has no way to name a half.
                raise _not_encodable("the adapter can't name the half of a card to cast", "CastSpell.half")
            cid = self._card_id(action.card)
            if cid is None:
                return contract.Rejected(contract.RejectCode.NO_SUCH_OBJECT, f"no object {action.card!r}")
            if action.without_paying:
                return refused(
                    f"to cast {action.card} without paying its mana cost (its moves have no such choice)"
                )
            if len(action.modes) > 1 or action.divide:
                return refused(
                    f"to cast {action.card} with several modes or a division (its moves have neither)"
                )
            if action.face_down is not None:
                if action.face_down != contract.FaceDownMethod.DISGUISE:
                    return refused(f"to cast {action.card} face down by {action.face_down.value}")
                found = [m for m in moves if m.raw[0] == "cast_face_down" and m.raw[2] == cid]
                return found[0] if found else refused(f"to cast {action.card} face down")
            casts = [m for m in moves if m.raw[0] == "cast" and m.raw[2] == cid]
            mode = action.modes[0] if action.modes else action.mode
            for move in casts:
                if self._choices_match(move.raw[3], action.targets, action.x, mode):
                    return move
            given = f" and X = {action.x}" if action.x is not None else ""
            return refused(
                f"to cast {action.card} with targets {list(action.targets)}{given}{_no_target_choice(casts)}"
            )
        if isinstance(action, contract.TurnFaceUp):
            cid = self._card_id(action.permanent)
            if cid is None:
                return contract.Rejected(
                    contract.RejectCode.NO_SUCH_OBJECT, f"no object {action.permanent!r}"
                )
            if action.x:
                return refused(
                    f"to turn {action.permanent} face up with X = {action.x} (its moves take no X)"
                )
            found = [m for m in moves if m.raw[0] == "turn_face_up" and m.raw[2] == cid]
            return found[0] if found else refused(f"to turn {action.permanent} face up")
        if isinstance(action, contract.ActivateAbility):
            cid = self._card_id(action.source)
            if cid is None:
                return contract.Rejected(contract.RejectCode.NO_SUCH_OBJECT, f"no object {action.source!r}")
            rows = sorted({m.raw[2] for m in moves if m.raw[0] == "activate" and m.raw[2][1] == cid})
            if action.ability >= len(rows):
                return refused(f"to activate ability {action.ability} of {action.source}")
            activations = [m for m in moves if m.raw[0] == "activate" and m.raw[2] == rows[action.ability]]
            for move in activations:
                if self._choices_match(move.raw[3], action.targets, action.x, action.mode):
                    return move
            return refused(
                f"to activate {action.source} with targets {list(action.targets)}"
                + _no_target_choice(activations)
            )
        raise _not_encodable(f"python-mtg has no move for {type(action).__name__}", type(action).__name__)

    def _declaration(self) -> tuple[str, list[Any]] | None:
        """The combat declaration python-mtg waits for (CR 508.1, 509.1): ``("declare_attackers", moves)``
        or ``("declare_blockers", moves)``, or ``None``. python-mtg offers each possible declaration as one
        legal move of the player to move."""
        moves = self._moves()
        for kind, move_kind in (("declare_attackers", "attack"), ("declare_blockers", "block")):
            found = [m for m in moves if m.raw[0] == move_kind]
            if found:
                return kind, found
        return None

    def _declare(
        self,
        action: contract.DeclareAttackers | contract.DeclareBlockers | contract.Decide,
        declaring: tuple[str, list[Any]] | None,
        moves: list[Any],
        refused: Callable[[str], contract.Rejected],
    ) -> Any:
        """The attack or block move that is exactly the declaration (or "none": the empty one)."""
        kind = "declare_attackers" if isinstance(action, contract.DeclareAttackers) else "declare_blockers"
        if isinstance(action, contract.Decide):
            if declaring is None or action.option != "none":
                return contract.Rejected(
                    contract.RejectCode.INVALID_CHOICE,
                    f"{action.option!r}: a declaration is answered by a declaration or 'none'",
                )
            kind = declaring[0]
        if declaring is None or declaring[0] != kind:
            return contract.Rejected(contract.RejectCode.NOT_ALLOWED, f"python-mtg does not wait for {kind}")
        options = declaring[1]
        if isinstance(action, contract.DeclareAttackers):
            opponents = [p for p in self._players if p != self._live().turn]
            if any(defender not in opponents for defender in action.attackers.values()):
                return refused(f"to attack {sorted(set(action.attackers.values()))}")
            wanted: set[Any] = {self._card_id(h) or h for h in action.attackers}
            found = [m for m in options if set(m.raw[1]) == wanted]
        elif isinstance(action, contract.DeclareBlockers):
            wanted = {(self._card_id(b) or b, self._card_id(a) or a) for b, a in action.blockers.items()}
            found = [m for m in options if set(m.raw[1]) == wanted]
        else:
            found = [m for m in options if not m.raw[1]]
        return found[0] if found else refused(f"to declare {kind.split('_')[1]} {sorted(wanted)}")

    def _choices_match(
        self, choices: Mapping[str, Any], targets: Any, x: int | None, mode: int | None
    ) -> bool:
        """Whether a move's choices are the contract action's targets, X and mode."""
        wanted = [self._card_id(t) or t for t in targets]
        chosen = choices.get("target")
        if wanted:
            if len(wanted) != 1 or chosen != wanted[0]:
                return False
        elif chosen is not None:
            return False
        if x is not None and choices.get("x") != x:
            return False
        return not (mode is not None and choices.get("mode") != mode)

    # ------------------------------------------------------------------ observe

    def observe(self, viewer: str) -> contract.GameView:
        game = self._live()
        if viewer not in self._players:
            raise contract.AdapterError(f"{viewer!r} is not a player of this game")
        seen = _quiet(game.observation, viewer)
        state = seen.state
        owners = {cid: p for (p, cid) in state.get("printed_control", set())}
        objects: dict[str, contract.ObjectView] = {}
        for cid, zone in self._visible(state, viewer):
            view = self._object_view(seen, cid, zone, owners)
            objects[view.handle] = view
        floating: dict[str, str] = {p: "" for p in self._players}
        for player, colour, amount in sorted(game.state.get("floating_mana", set())):
            floating[player] += ("{" + _COLOURS.get(colour, colour) + "}") * int(amount)
        hands = seen.hand_count()
        libraries = seen.library_size()
        over = bool(game.is_game_over())
        players = tuple(
            contract.PlayerView(
                name=p,
                life=int(seen.life().get(p, 0)),
                mana_pool=floating.get(p, ""),
                hand_size=int(hands.get(p, 0)),
                library_size=int(libraries.get(p, 0)),
                in_game=not (over and game.state.get("_loser") == p),
            )
            for p in self._players
        )
        declaring = None if over else self._declaration()
        pending = None
        if declaring is not None:
            kind, options = declaring
            able = sorted({c if kind == "declare_attackers" else c[0] for m in options for c in m.raw[1]})
            pending = contract.Decision(
                player=str(game.turn),
                kind=kind,
                options=(*(self._handle(c) for c in able), "none"),
                prompt=kind.replace("_", " "),
            )
        return contract.GameView(
            viewer=viewer,
            turn=int(game.turn_number),
            active_player=str(game.active_player),
            step=_STEP_OF.get(str(game.step), contract.Step.MAIN1),
            priority=None if over or pending is not None else str(game.turn),
            players=players,
            objects=objects,
            stack=(),
            pending=pending,
            events=(),
            game_over=over,
        )

    def _visible(self, state: Mapping[str, Any], viewer: str) -> Iterator[tuple[str, contract.Zone]]:
        for (cid,) in state.get("on_battlefield", set()):
            yield cid, contract.Zone.BATTLEFIELD
        for (cid,) in state.get("graveyard", set()):
            yield cid, contract.Zone.GRAVEYARD
        for (cid,) in state.get("exile", set()):
            yield cid, contract.Zone.EXILE
        for player, cid in state.get("in_hand", set()):
            if player == viewer:
                yield cid, contract.Zone.HAND

    def _object_view(
        self, seen: Any, cid: str, zone: contract.Zone, owners: Mapping[str, str]
    ) -> contract.ObjectView:
        state = seen.state
        card = _quiet(seen.card, cid)
        face_down = (cid,) in state.get("face_down", set())
        # The engine's current (derived) keywords; its printed keyword line is not what the object has now.
        keywords = {str(k) for k in (card.keywords or [])}
        slug_of = dict(state.get("instance_of", set())).get(cid)
        params = {kw: p for (s, kw, p) in state.get("keyword_param", set()) if s == slug_of}
        abilities = tuple(
            k.replace("_", " ").capitalize() + (f" {_cost_symbols(params[k])}" if k in params else "")
            for k in sorted(keywords)
        )
        generic = next((int(n) for (c, n) in state.get("mana_generic", set()) if c == cid), None)
        pips = sorted((str(col), int(n)) for (c, col, n) in state.get("mana_pip", set()) if c == cid)
        cost = None
        if generic is not None or pips:
            symbols = ("{" + str(generic) + "}") if generic else ""
            symbols += "".join(("{" + _COLOURS.get(col, col) + "}") * n for col, n in pips)
            cost = symbols or "{0}"
        value = next((int(n) for (c, n) in state.get("mana_cost", set()) if c == cid), None)
        if value is None:
            value = (generic or 0) + sum(n for _, n in pips)
        marked = {c: int(n) for (c, n) in self._marked()}
        counters = {
            _COUNTERS.get(str(kind), str(kind)): int(n)
            for (c, kind, n) in state.get("counter", set())
            if c == cid
        }
        owner = owners.get(cid) or card.controller or self._players[0]
        return contract.ObjectView(
            handle=self._handle(cid),
            object_id=cid,
            zone=zone,
            owner=str(owner),
            controller=str(card.controller) if card.controller else None,
            face_down=face_down,
            face_down_method=None,
            label=cid,
            identity=str(card.name) if card.name else None,
            name=str(card.name) if card.name else None,
            mana_cost=cost,
            mana_value=value,
            colors=tuple(_COLOURS.get(str(c), str(c)) for c in card.colors or ()),
            types=tuple(str(t) for t in card.types or ()),
            subtypes=tuple(str(t) for t in card.subtypes or ()),
            supertypes=tuple(str(s) for (c, s) in sorted(state.get("has_supertype", set())) if c == cid),
            power=int(card.power) if card.is_creature else None,
            toughness=int(card.toughness) if card.is_creature else None,
            abilities=abilities,
            tapped=bool(card.tapped),
            counters=counters,
            damage=marked.get(cid, 0),
        )

    def _marked(self) -> set[tuple[str, int]]:
        """Damage marked on creatures, as python-mtg derives it (its ``marked`` relation)."""
        out = _quiet(driver.run, self._live().state, ["marked"])
        return set(out.get("marked", set()))

    def close(self) -> None:
        self._game = None


class PyMtgAdapter:
    """python-mtg behind the :class:`facedown.adapter.Adapter` protocol."""

    def __init__(self, cards: Mapping[str, PoolCard] | None = None) -> None:
        self._data = _CardData(cards if cards is not None else load_pool())

    def info(self) -> contract.EngineInfo:
        return contract.EngineInfo(
            name="python-mtg",
            version=importlib.metadata.version(DISTRIBUTION),
            capabilities=_CAPABILITIES,
        )

    def card_gap(self, name: str) -> str | None:
        """Why python-mtg cannot play the pool card ``name`` (``None``: it can)."""
        return self._data.gap(name)

    def new_game(self, setup: contract.Setup) -> PyMtgGame:
        return PyMtgGame(self._data, setup)


def create() -> contract.Adapter:
    """The factory named by ``--engine facedown.engines.pymtg:create``."""
    return PyMtgAdapter()
