"""A small in-process adapter for testing the wire protocol.

It knows three cards and makes no attempt at the rules: it only produces every
kind of contract value (objects face up and face down, stack items, a pending
decision, events, rejections and each error) so that a round trip through the
protocol can be compared with the same calls made in process.

Special inputs: a player named ``"Boom"`` makes :meth:`FakeGame.act` raise
``RuntimeError``; :class:`~facedown.adapter.LookAt` raises ``Unsupported``.
``new_game`` prints to standard output, which a server must keep off the protocol.
"""

from __future__ import annotations

import dataclasses

from facedown.adapter import (
    Accepted,
    Action,
    ActionResult,
    Capability,
    CastSpell,
    Concede,
    Decide,
    Decision,
    EngineInfo,
    Event,
    EventKind,
    FaceDownMethod,
    GameView,
    LookAt,
    ObjectView,
    PassPriority,
    PlayerView,
    RejectCode,
    Rejected,
    Setup,
    SetupError,
    StackItemView,
    TriggerKind,
    Unsupported,
    UnsupportedKind,
    Zone,
)


@dataclasses.dataclass(frozen=True)
class _Print:
    cost: str | None
    mv: int
    colors: tuple[str, ...]
    pt: tuple[int, int] | None
    abilities: tuple[str, ...]


CARDS = {
    "Fake Walker": _Print("{1}{W}", 2, ("white",), (2, 3), ("Vigilance",)),
    "Fake Bear": _Print("{1}{G}", 2, ("green",), (2, 2), ()),
    "Fake Island": _Print(None, 0, (), None, ("{T}: Add {U}.",)),
}


@dataclasses.dataclass
class _Card:
    handle: str
    name: str
    owner: str
    controller: str
    zone: Zone
    face_down: FaceDownMethod | None
    tapped: bool
    counters: dict[str, int]
    damage: int
    serial: int


class FakeAdapter:
    def info(self) -> EngineInfo:
        return EngineInfo(
            name="fake",
            version="0.0.1",
            capabilities=frozenset(
                {Capability.SETUP_STATE, Capability.PER_VIEWER_VIEWS, Capability.DISGUISE}
            ),
        )

    def new_game(self, setup: Setup) -> FakeGame:
        print("fake adapter: starting a game")  # must not reach the protocol stream
        seen: set[str] = set()
        cards = []
        for n, c in enumerate(setup.cards):
            if c.name not in CARDS:
                raise Unsupported(f"card {c.name!r}", kind=UnsupportedKind.ENGINE_DECLARED, subject=c.name)
            if c.handle in seen:
                raise SetupError(f"handle {c.handle!r} used twice")
            seen.add(c.handle)
            controller = c.controller or c.owner
            cards.append(
                _Card(
                    c.handle,
                    c.name,
                    c.owner,
                    controller,
                    c.zone,
                    c.face_down,
                    c.tapped,
                    dict(c.counters),
                    c.damage,
                    n,
                )
            )
        return FakeGame(setup, cards)


class FakeGame:
    def __init__(self, setup: Setup, cards: list[_Card]) -> None:
        self.setup = setup
        self.cards = {c.handle: c for c in cards}
        self.events: list[Event] = []
        self.stack: list[str] = []
        self.pending: Decision | None = None
        self.left: set[str] = set()
        self.closed = 0

    def act(self, player: str, action: Action) -> ActionResult:
        if player == "Boom":
            raise RuntimeError("kaboom")
        if isinstance(action, LookAt):
            raise Unsupported("looking at objects", kind=UnsupportedKind.NOT_ENCODABLE, subject="LookAt")
        if isinstance(action, PassPriority):
            self.events.append(Event(EventKind.PRIORITY_PASSED, {"player": player}))
            return Accepted()
        if isinstance(action, Concede):
            self.left.add(player)
            return Accepted()
        if isinstance(action, Decide):
            if self.pending is None or action.option not in self.pending.options:
                return Rejected(RejectCode.INVALID_CHOICE, f"no decision offers {action.option!r}")
            self.pending = None
            return Accepted()
        if isinstance(action, CastSpell):
            card = self.cards.get(action.card)
            if card is None or card.zone != Zone.HAND or card.owner != player:
                return Rejected(RejectCode.NO_SUCH_OBJECT, f"{action.card!r} is not in {player}'s hand")
            card.zone = Zone.STACK
            card.face_down = action.face_down
            card.serial += 100
            self.stack.append(card.handle)
            face_down = action.face_down is not None
            data = {
                "player": player,
                "object": card.handle,
                "face_down": face_down,
                "method": action.face_down,
            }
            self.events.append(Event(EventKind.CAST, data))
            if action.targets:
                self.events.append(
                    Event(EventKind.REVEALED, {"card": card.handle, "name": card.name, "to": [player]})
                )
                self.pending = Decision(player, "pay_ward", ("pay", "decline"), "Pay {2}?")
            return Accepted()
        return Rejected(RejectCode.NOT_ALLOWED, f"{type(action).__name__} is not modelled")

    def _view(self, card: _Card, viewer: str) -> ObjectView:
        data = CARDS[card.name]
        hidden = card.face_down is not None
        pt = data.pt
        return ObjectView(
            handle=card.handle,
            object_id=f"o{card.serial}",
            zone=card.zone,
            owner=card.owner,
            controller=card.controller if card.zone in (Zone.BATTLEFIELD, Zone.STACK) else None,
            face_down=hidden,
            face_down_method=card.face_down,
            label=f"face-down {card.serial}" if hidden else None,
            identity=None if hidden and viewer != card.controller else card.name,
            name=None if hidden else card.name,
            mana_cost=None if hidden else data.cost,
            mana_value=0 if hidden else data.mv,
            colors=() if hidden else data.colors,
            types=("Creature",) if hidden or pt else ("Land",),
            subtypes=(),
            supertypes=(),
            power=2 if hidden else (pt[0] if pt else None),
            toughness=2 if hidden else (pt[1] if pt else None),
            abilities=("Ward {2}",) if card.face_down == FaceDownMethod.DISGUISE else data.abilities,
            tapped=card.tapped,
            counters=dict(card.counters),
            damage=card.damage,
        )

    def observe(self, viewer: str) -> GameView:
        objects = {
            c.handle: self._view(c, viewer)
            for c in self.cards.values()
            if c.zone not in (Zone.LIBRARY, Zone.HAND) or (c.zone == Zone.HAND and c.owner == viewer)
        }
        stack = tuple(
            StackItemView(
                stack_id=f"s{n}",
                kind="spell",
                controller=self.cards[h].controller,
                source=h,
                spell=objects[h],
                trigger=TriggerKind.OTHER if n > 5 else None,
            )
            for n, h in enumerate(self.stack)
        )
        players = tuple(
            PlayerView(
                name=p,
                life=self.setup.life.get(p, 20),
                mana_pool=self.setup.mana_pools.get(p, ""),
                hand_size=sum(1 for c in self.cards.values() if c.owner == p and c.zone == Zone.HAND),
                library_size=sum(1 for c in self.cards.values() if c.owner == p and c.zone == Zone.LIBRARY),
                in_game=p not in self.left,
            )
            for p in self.setup.players
        )
        active = self.setup.active_player or self.setup.players[0]
        return GameView(
            viewer=viewer,
            turn=self.setup.turn,
            active_player=active,
            step=self.setup.step,
            priority=self.setup.priority or active,
            players=players,
            objects=objects,
            stack=stack,
            pending=self.pending,
            events=tuple(self.events),
        )

    def close(self) -> None:
        self.closed += 1


def create() -> FakeAdapter:
    return FakeAdapter()
