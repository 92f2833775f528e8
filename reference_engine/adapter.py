"""The suite's adapter for the reference engine: pure translation, no rules.

:func:`create` returns an :class:`facedown.adapter.Adapter`. It loads the card
pool (one TOML file per card in ``facedown.suite.pool_dir()``) once, passes the
plain mappings to the engine, and translates the contract's set-ups, actions
and views to and from the engine's own types.
"""

from __future__ import annotations

import enum
import tomllib
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from facedown import adapter as contract
from facedown import parsecache
from facedown.suite import pool_dir

from . import __version__
from .cards import CardDataError, CardPool
from .enums import FaceDownMethod, Step, TurnUpMethod, Zone
from .errors import DieNotFixed, NotImplementedClause
from .game import Game, Ok, Outcome
from .offers import OfferInfo
from .setup import CardPlacement, GameSetup, SetupProblem, UnknownCard
from .state import Event
from .view import DecisionInfo, GameInfo, ObjectInfo, StackItemInfo

__all__ = ["ReferenceAdapter", "ReferenceGame", "create", "load_pool"]

_CAPABILITIES = frozenset(
    {
        contract.Capability.SETUP_STATE,
        contract.Capability.PER_VIEWER_VIEWS,
        contract.Capability.EVENTS,
        contract.Capability.MULTIPLAYER,
        contract.Capability.DISGUISE,
        contract.Capability.WARD,
        contract.Capability.MORPH,
        contract.Capability.MANIFEST,
        contract.Capability.CLOAK,
        contract.Capability.COPY,
        contract.Capability.OFFERED_ACTIONS,
        contract.Capability.MERGE,
        contract.Capability.COMBAT,
        contract.Capability.CONTROL_PLAYER,
        contract.Capability.COMMANDER,
        contract.Capability.MUTATE,
        contract.Capability.PHASING,
        contract.Capability.BATTLES,
        contract.Capability.PLANECHASE,
        contract.Capability.ATTRACTIONS,
        contract.Capability.ROOMS,
        contract.Capability.SIDEBOARDS,
        contract.Capability.SHUFFLE_RESULTS,
        contract.Capability.ADVENTURES,
    }
)


_POOLS: dict[tuple[str, tuple[tuple[str, float], ...]], CardPool] = {}


def load_pool(directory: Path | None = None) -> CardPool:
    """The card pool in ``directory`` (default: the suite's pool), cached while the files are unchanged."""
    directory = directory or pool_dir()
    files = sorted(directory.glob("*.toml"))
    key = (str(directory), tuple((f.name, f.stat().st_mtime) for f in files))
    pool = _POOLS.get(key)
    if pool is None:
        entries: list[Mapping[str, Any]] = []
        for path in files:
            try:
                text = path.read_bytes().decode()
                entries.append(parsecache.parsed("toml", "tomllib", str(path), text, tomllib.loads))
            except tomllib.TOMLDecodeError as exc:
                raise contract.AdapterError(f"card pool file {path.name}: {exc}") from None
        try:
            pool = CardPool.from_dicts(entries)
        except CardDataError as exc:
            raise contract.AdapterError(f"card pool: {exc}") from None
        _POOLS[key] = pool
    return pool


def _placement(card: contract.CardSetup) -> CardPlacement:
    return CardPlacement(
        handle=card.handle,
        name=card.name,
        owner=card.owner,
        zone=Zone(card.zone.value),
        controller=card.controller,
        face_down=FaceDownMethod(card.face_down.value) if card.face_down is not None else None,
        tapped=card.tapped,
        counters=dict(card.counters),
        damage=card.damage,
        attached_to=card.attached_to,
        token=card.token,
        merged_under=card.merged_under,
        commander=card.commander,
        attraction_deck=card.attraction_deck,
        lights=tuple(card.lights),
    )


_ZONES = {z: contract.Zone(z.value) for z in Zone}
_METHODS = {m: contract.FaceDownMethod(m.value) for m in FaceDownMethod}
#: Contract views of engine object infos, by info (kept alive with it, so an id is never reused).
_VIEWS: dict[int, tuple[ObjectInfo, contract.ObjectView]] = {}


def _object_view(info: ObjectInfo) -> contract.ObjectView:
    found = _VIEWS.get(id(info))
    if found is not None and found[0] is info:
        return found[1]
    if len(_VIEWS) > 50_000:
        _VIEWS.clear()
    view = _new_object_view(info)
    _VIEWS[id(info)] = (info, view)
    return view


def _new_object_view(info: ObjectInfo) -> contract.ObjectView:
    return contract.ObjectView(
        handle=info.handle,
        object_id=info.object_id,
        zone=_ZONES[info.zone],
        owner=info.owner,
        controller=info.controller,
        face_down=info.face_down,
        face_down_method=_METHODS[info.face_down_method] if info.face_down_method is not None else None,
        label=info.label,
        identity=info.identity,
        name=info.name,
        mana_cost=info.mana_cost,
        mana_value=info.mana_value,
        colors=info.colors,
        types=info.types,
        subtypes=info.subtypes,
        supertypes=info.supertypes,
        power=info.power,
        toughness=info.toughness,
        abilities=info.abilities,
        tapped=info.tapped,
        counters=dict(info.counters),
        damage=info.damage,
        attached_to=info.attached_to,
        token=info.token,
        phased_out=info.phased_out,
        protector=info.protector,
    )


def _stack_view(item: StackItemInfo) -> contract.StackItemView:
    return contract.StackItemView(
        stack_id=item.stack_id,
        kind=item.kind,
        controller=item.controller,
        source=item.source,
        targets=item.targets,
        spell=_object_view(item.spell) if item.spell is not None else None,
        trigger=contract.TriggerKind(item.trigger.value) if item.trigger is not None else None,
        text=item.text,
    )


def _decision(info: DecisionInfo | None) -> contract.Decision | None:
    if info is None:
        return None
    return contract.Decision(player=info.player, kind=info.kind, options=info.options, prompt=info.prompt)


def _game_view(info: GameInfo, events: tuple[contract.Event, ...]) -> contract.GameView:
    return contract.GameView(
        viewer=info.viewer,
        turn=info.turn,
        active_player=info.active_player,
        step=contract.Step(info.step.value),
        priority=info.priority,
        players=tuple(
            contract.PlayerView(
                name=p.name,
                life=p.life,
                mana_pool=p.mana_pool,
                hand_size=p.hand_size,
                library_size=p.library_size,
                in_game=p.in_game,
                controlled_by=p.controlled_by,
            )
            for p in info.players
        ),
        objects={handle: _object_view(o) for handle, o in info.objects.items()},
        stack=tuple(_stack_view(s) for s in info.stack),
        pending=_decision(info.pending),
        events=events,
        game_over=info.game_over,
        offered=tuple(_offer(o) for o in info.offers),
    )


def _offer(info: OfferInfo) -> contract.Offer:
    """An engine offer as the contract's: the action the player could send, with its cost."""
    action: contract.CastSpell | contract.TurnFaceUp | contract.PlayLand | contract.UnlockDoor
    if info.kind == "turn_face_up":
        assert info.turn_up is not None
        action = contract.TurnFaceUp(permanent=info.handle, method=contract.TurnUpMethod(info.turn_up.value))
    elif info.kind == "cast":
        face_down = contract.FaceDownMethod(info.face_down.value) if info.face_down is not None else None
        action = contract.CastSpell(
            card=info.handle, face_down=face_down, without_paying=info.without_paying, half=info.half
        )
    elif info.kind == "unlock_door":
        assert info.half is not None
        action = contract.UnlockDoor(permanent=info.handle, door=info.half)
    else:
        action = contract.PlayLand(card=info.handle)
    return contract.Offer(action=action, cost=info.cost)


def _event_value(value: Any) -> Any:
    """Event data are JSON values: enums become their strings, tuples lists."""
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, (list, tuple)):
        return [_event_value(v) for v in value]
    return value


def _event(event: Event) -> contract.Event:
    return contract.Event(
        contract.EventKind(event.kind.value), {k: _event_value(v) for k, v in event.data.items()}
    )


def _result(outcome: Outcome) -> contract.ActionResult:
    if isinstance(outcome, Ok):
        return contract.Accepted()
    return contract.Rejected(contract.RejectCode(outcome.code.value), outcome.message)


class ReferenceGame:
    """One game of the reference engine behind the :class:`facedown.adapter.Game` protocol."""

    def __init__(self, game: Game) -> None:
        self._game: Game | None = game
        self._events: tuple[contract.Event, ...] = ()  # the event log translated so far (it only grows)
        self._last: dict[str, tuple[GameInfo, contract.GameView]] = {}  # each viewer's latest view

    def _live(self) -> Game:
        if self._game is None:
            raise contract.AdapterError("the game is closed")
        return self._game

    def act(self, player: str, action: contract.Action) -> contract.ActionResult:
        try:
            return self._act(player, action)
        except NotImplementedClause as exc:
            # The engine declares the clause unimplemented rather than letting it do nothing.
            raise contract.AdapterError(str(exc)) from None
        except DieNotFixed as exc:
            # The engine never rolls at random: a scenario that rolls a die fixes what it shows.
            raise contract.AdapterError(str(exc)) from None

    def _act(self, player: str, action: contract.Action) -> contract.ActionResult:
        game = self._live()
        if isinstance(action, contract.CastSpell):
            outcome = game.cast(
                player,
                action.card,
                face_down=FaceDownMethod(action.face_down.value) if action.face_down is not None else None,
                targets=tuple(action.targets),
                x=action.x,
                mode=action.mode,
                without_paying=action.without_paying,
                modes=tuple(action.modes),
                divide=dict(action.divide),
                mutate=action.mutate,
                half=action.half,
            )
        elif isinstance(action, contract.ActivateAbility):
            outcome = game.activate(
                player,
                action.source,
                action.ability,
                targets=tuple(action.targets),
                x=action.x,
                mode=action.mode,
            )
        elif isinstance(action, contract.TurnFaceUp):
            outcome = game.turn_face_up(player, action.permanent, TurnUpMethod(action.method.value), action.x)
        elif isinstance(action, contract.PassPriority):
            outcome = game.pass_priority(player)
        elif isinstance(action, contract.Decide):
            outcome = game.decide(player, action.option)
        elif isinstance(action, contract.LookAt):
            outcome = game.look_at(player, action.object)
        elif isinstance(action, contract.Concede):
            outcome = game.concede(player)
        elif isinstance(action, contract.DeclareAttackers):
            outcome = game.declare_attackers(player, dict(action.attackers))
        elif isinstance(action, contract.DeclareBlockers):
            outcome = game.declare_blockers(player, dict(action.blockers))
        elif isinstance(action, contract.PlayLand):
            outcome = game.play_land(player, action.card)
        elif isinstance(action, contract.RollPlanarDie):
            outcome = game.roll_planar_die(player, action.result.value)
        elif isinstance(action, contract.UnlockDoor):
            outcome = game.unlock_door(player, action.permanent, action.door)
        else:
            raise contract.Unsupported(
                f"action {type(action).__name__} is not a contract action",
                kind=contract.UnsupportedKind.NOT_ENCODABLE,
                subject=type(action).__name__,
            )
        return _result(outcome)

    def observe(self, viewer: str) -> contract.GameView:
        info = self._live().view(viewer)
        last = self._last.get(viewer)
        if last is not None and last[0] is info:
            return last[1]  # nothing happened since: the same view
        if len(self._events) != len(info.events):
            self._events += tuple(_event(e) for e in info.events[len(self._events) :])
        view = _game_view(info, self._events)
        self._last[viewer] = (info, view)
        return view

    def close(self) -> None:
        self._game = None


class ReferenceAdapter:
    """The reference engine behind the :class:`facedown.adapter.Adapter` protocol."""

    def __init__(self, pool: CardPool) -> None:
        self._pool = pool

    def info(self) -> contract.EngineInfo:
        return contract.EngineInfo(name="reference_engine", version=__version__, capabilities=_CAPABILITIES)

    def new_game(self, setup: contract.Setup) -> ReferenceGame:
        engine_setup = GameSetup(
            players=tuple(setup.players),
            cards=tuple(_placement(c) for c in setup.cards),
            active_player=setup.active_player,
            step=Step(setup.step.value),
            priority=setup.priority,
            life=dict(setup.life),
            mana_pools=dict(setup.mana_pools),
            turn=setup.turn,
            die_rolls=tuple(setup.die_rolls),
        )
        try:
            game = Game.from_setup(engine_setup, self._pool)
        except UnknownCard as exc:
            raise contract.SetupError(str(exc)) from None
        except SetupProblem as exc:
            raise contract.SetupError(str(exc)) from None
        return ReferenceGame(game)


def create() -> contract.Adapter:
    """The adapter factory named by ``--engine reference_engine.adapter:create``."""
    return ReferenceAdapter(load_pool())
