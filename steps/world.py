"""Per-scenario context for the step definitions.

A :class:`World` gathers what the Given-steps say into a
:class:`facedown.adapter.Setup`, starts the game the first time a When- or
Then-step needs it, and offers the small set of look-ups the steps share:
card references to handles, views of one object as one player sees it, the
stack, the public event log.

Nothing here decides what the rules say. The world only translates scenario
text into contract calls and hands back what the engine reports.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field

from facedown.adapter import (
    Accepted,
    Action,
    ActionResult,
    Adapter,
    CardSetup,
    EngineInfo,
    Event,
    FaceDownMethod,
    Game,
    GameView,
    ObjectView,
    PassPriority,
    Rejected,
    Setup,
    StackItemView,
    Step,
    TurnUpMethod,
    Zone,
)

#: How a scenario names each step a turn can start in.
STEP_NAMES: dict[str, Step] = {
    "untap step": Step.UNTAP,
    "upkeep": Step.UPKEEP,
    "draw step": Step.DRAW,
    "precombat main phase": Step.MAIN1,
    "beginning of combat step": Step.BEGIN_COMBAT,
    "declare attackers step": Step.DECLARE_ATTACKERS,
    "declare blockers step": Step.DECLARE_BLOCKERS,
    "combat damage step": Step.COMBAT_DAMAGE,
    "end of combat step": Step.END_COMBAT,
    "postcombat main phase": Step.MAIN2,
    "end step": Step.END,
    "cleanup step": Step.CLEANUP,
}

#: Words a scenario uses for the way a permanent became face down.
FACE_DOWN_WORDS: dict[str, FaceDownMethod] = {
    "disguised": FaceDownMethod.DISGUISE,
    "disguise": FaceDownMethod.DISGUISE,
    "morphed": FaceDownMethod.MORPH,
    "morph": FaceDownMethod.MORPH,
    "manifested": FaceDownMethod.MANIFEST,
    "manifest": FaceDownMethod.MANIFEST,
    "cloaked": FaceDownMethod.CLOAK,
    "cloak": FaceDownMethod.CLOAK,
    "an effect": FaceDownMethod.EFFECT,
    "effect": FaceDownMethod.EFFECT,
}

#: How a scenario names the procedures of the turn-up special action (CR 116.2b).
TURN_UP_PROCEDURES: dict[str, TurnUpMethod] = {
    "using its disguise cost": TurnUpMethod.DISGUISE,
    "using its morph cost": TurnUpMethod.MORPH,
    "by paying its mana cost": TurnUpMethod.MANA_COST,
}

#: The most passes "all players pass priority" makes before it gives up.
MAX_PASSES = 40

#: An ability on the stack named as a target: ``the triggered ability of "Card"`` (CR 113.1b, 115.1).
_ABILITY_TARGET = re.compile(r'the (?P<kind>triggered|activated) ability of "(?P<card>[^"]+)"')
#: One target in a list of targets: an ability on the stack, a quoted card reference or a player.
_TARGET_TOKEN = r'the (?:triggered|activated) ability of "[^"]+"|"[^"]+"|[A-Z][a-z]+'

_COLOUR_WORDS = {
    "w": "W",
    "white": "W",
    "u": "U",
    "blue": "U",
    "b": "B",
    "black": "B",
    "r": "R",
    "red": "R",
    "g": "G",
    "green": "G",
}


class ScenarioError(Exception):
    """The scenario text itself is wrong (an unknown alias, a set-up step after the game began).

    Reported as an ``error``: it is a defect of the feature, not of the engine.
    """


def slug(text: str) -> str:
    """A handle-friendly form of a name or alias (``"Aurelia's Vindicator"`` -> ``"aurelias-vindicator"``)."""
    text = text.lower().replace("'", "")
    return re.sub(r"[^a-z0-9]+", "-", text).strip("-")


def normal_text(text: str) -> str:
    """Text compared without regard to case or runs of white space."""
    return " ".join(text.split()).casefold()


def normal_colour(text: str) -> str:
    """A colour word or letter as its one-letter code (``"white"`` and ``"W"`` -> ``"W"``)."""
    key = text.strip().casefold()
    if key not in _COLOUR_WORDS:
        raise ScenarioError(f"unknown colour {text!r}")
    return _COLOUR_WORDS[key]


def engine_colours(colours: Iterable[str]) -> set[str]:
    """The colours an engine reports, as one-letter codes; anything unknown is kept as given."""
    return {_COLOUR_WORDS.get(c.strip().casefold(), c) for c in colours}


def mana_symbols(text: str) -> list[str]:
    """The mana symbols of a pool or cost string, sorted; ``{n}`` counts as n colourless ``{C}``."""
    symbols: list[str] = []
    for symbol in re.findall(r"\{([^}]+)\}", text):
        if symbol.isdigit():
            symbols.extend(["{C}"] * int(symbol))
        else:
            symbols.append("{" + symbol.upper() + "}")
    return sorted(symbols)


@dataclass
class CardRef:
    """A card the set-up placed: its handle, card name and owner."""

    handle: str
    name: str
    owner: str


@dataclass
class Snapshot:
    """What each player saw just before the latest When-step (every player's view, or only the
    first player's: see :attr:`World.keeps_every_view`)."""

    views: dict[str, GameView]


@dataclass
class World:
    """Everything one scenario knows about its game."""

    adapter: Adapter
    info: EngineInfo
    players: list[str] = field(default_factory=list)
    active_player: str | None = None
    step: Step = Step.MAIN1
    priority: str | None = None
    life: dict[str, int] = field(default_factory=dict)
    mana_pools: dict[str, str] = field(default_factory=dict)
    die_rolls: list[int] = field(default_factory=list)  # what the game's six-sided dice show, in order
    cards: list[CardSetup] = field(default_factory=list)
    refs: dict[str, CardRef] = field(default_factory=dict)  # handle -> card
    aliases: dict[str, str] = field(default_factory=dict)  # alias -> handle
    game: Game | None = None
    last_result: ActionResult | None = None
    last_action: str = ""
    unchecked_rejection: bool = False
    snapshot: Snapshot | None = None
    #: Views already observed since the latest action, by viewer. Observing is a pure read
    #: (:meth:`facedown.adapter.Game.observe`), so a view stays valid until the next :meth:`act`.
    views: dict[str, GameView] = field(default_factory=dict)
    #: Whether a step of the scenario compares with what a player other than the first saw before
    #: an action (:meth:`before`); if not, each When-step keeps only the first player's view.
    keeps_every_view: bool = True
    #: Every action sent to the game, in order, with its player (for the steps that replay the game).
    actions: list[tuple[str, Action]] = field(default_factory=list)

    # ------------------------------------------------------------------ set-up

    def require_setup_phase(self) -> None:
        """Fail if the game already started: set-up steps must precede actions and checks."""
        if self.game is not None:
            raise ScenarioError("a Given-step that changes the set-up comes after the game has started")

    def check_player(self, player: str) -> str:
        """The player's name, if that player is in this game."""
        if player not in self.players:
            raise ScenarioError(
                f"{player!r} is not a player of this game (players: {', '.join(self.players)})"
            )
        return player

    def new_handle(self) -> str:
        """A fresh handle for a card: ``card-1``, ``card-2``... in set-up order.

        Handles are opaque on purpose: a handle made from the card's name would tell every
        player which card a face-down object is, and a check for leaks would find the name
        in the handle itself. Messages name the card through :meth:`describe`.
        """
        return f"card-{len(self.refs) + 1}"

    def add_card(
        self,
        name: str,
        owner: str,
        zone: Zone,
        *,
        alias: str | None = None,
        controller: str | None = None,
        face_down: FaceDownMethod | None = None,
        tapped: bool = False,
        counters: dict[str, int] | None = None,
        damage: int = 0,
        attached_to: str | None = None,
        merged_under: str | None = None,
        token: bool = False,
        on_top: bool = False,
    ) -> str:
        """Place one card in the set-up and return its handle.

        ``attached_to`` and ``merged_under`` are handles of permanents placed earlier.
        """
        self.require_setup_phase()
        self.check_player(owner)
        if controller is not None:
            self.check_player(controller)
        if alias is not None and alias in self.aliases:
            raise ScenarioError(f"the alias {alias!r} is used twice")
        handle = self.new_handle()
        card = CardSetup(
            handle=handle,
            name=name,
            owner=owner,
            zone=zone,
            controller=controller,
            face_down=face_down,
            tapped=tapped,
            counters=dict(counters or {}),
            damage=damage,
            attached_to=attached_to,
            merged_under=merged_under,
            token=token,
        )
        if on_top:
            self.cards.insert(0, card)
        else:
            self.cards.append(card)
        self.refs[handle] = CardRef(handle=handle, name=name, owner=owner)
        if alias is not None:
            self.aliases[alias] = handle
        return handle

    def build_setup(self) -> Setup:
        """The :class:`Setup` the Given-steps describe."""
        if len(self.players) < 2:
            raise ScenarioError(
                "the scenario names no game (e.g. 'Given a two-player game between Alice and Bob')"
            )
        return Setup(
            players=tuple(self.players),
            cards=tuple(self.cards),
            active_player=self.active_player,
            step=self.step,
            priority=self.priority,
            life=dict(self.life),
            mana_pools=dict(self.mana_pools),
            die_rolls=tuple(self.die_rolls),
        )

    # ------------------------------------------------------------------ the game

    def started(self) -> Game:
        """The game, started from the set-up on first use."""
        if self.game is None:
            self.views.clear()
            self.game = self.adapter.new_game(self.build_setup())
        return self.game

    def close(self) -> None:
        """End the game, if one was started."""
        self.views.clear()
        if self.game is not None:
            self.game.close()

    def observe(self, viewer: str | None = None) -> GameView:
        """The game as ``viewer`` (default: the first player) sees it.

        The engine is asked once per viewer between two actions: a view is reused until the
        next :meth:`act` (every action of a scenario goes through it).
        """
        player = self.check_player(viewer) if viewer is not None else self.players[0]
        view = self.views.get(player)
        if view is None:
            view = self.views[player] = self.started().observe(player)
        return view

    def take_snapshot(self) -> None:
        """Remember what every player sees now (called at the start of each When-step): only
        the first player's view unless :attr:`keeps_every_view`."""
        views = {p: self.observe(p) for p in (self.players if self.keeps_every_view else self.players[:1])}
        self.snapshot = Snapshot(views=views)

    def before(self, viewer: str | None = None) -> GameView:
        """What ``viewer`` saw just before the latest When-step."""
        if self.snapshot is None:
            raise ScenarioError(
                "this check compares with the state before an action, but no action was taken"
            )
        view = self.snapshot.views.get(viewer or self.players[0])
        if view is None:
            raise ScenarioError(f"the view {viewer} had before the latest action was not kept")
        return view

    def require_checked(self) -> None:
        """Fail if the previous action was rejected and no step said whether that was expected."""
        if self.unchecked_rejection:
            self.unchecked_rejection = False
            raise AssertionError(f"{self.last_action} was rejected: {describe_result(self.last_result)}")

    def act(self, player: str, action: Action, description: str) -> ActionResult:
        """Have ``player`` take ``action`` and remember the result for the result-checking steps."""
        self.require_checked()
        self.check_player(player)
        game = self.started()
        self.views.clear()
        self.actions.append((player, action))
        result = game.act(player, action)
        self.last_result = result
        self.last_action = description
        self.unchecked_rejection = isinstance(result, Rejected)
        return result

    def act_expecting_success(self, player: str, action: Action, description: str) -> None:
        """Take an action that the scenario treats as a mere means; a rejection fails the step."""
        result = self.act(player, action, description)
        self.unchecked_rejection = False
        assert isinstance(result, Accepted), f"{description} was rejected: {describe_result(result)}"

    def pass_until(self, top_resolved: bool) -> None:
        """Pass priority for whoever holds it.

        With ``top_resolved`` true: until the item that is on top of the stack now
        has left the stack, or, with an empty stack, until the step or turn changes.
        Otherwise until the stack is empty (nothing at all if it is empty already).
        Stops early when a decision is pending or the game is over.
        """
        view = self.observe()
        assert view.pending is None, f"a decision is pending, nobody can pass priority: {view.pending}"
        start_ids = [item.stack_id for item in view.stack]
        if not top_resolved and not start_ids:
            return
        start_step = (view.turn, view.step)
        for _ in range(MAX_PASSES):
            holder = view.priority
            assert holder is not None, "nobody holds priority and no decision is pending"
            self.act_expecting_success(holder, PassPriority(), f"{holder} passing priority")
            view = self.observe()
            ids = [item.stack_id for item in view.stack]
            if view.pending is not None or view.game_over:
                return
            if not start_ids:
                if (view.turn, view.step) != start_step or ids:
                    return
            elif (top_resolved and start_ids[-1] not in ids) or (not top_resolved and not ids):
                return
        raise AssertionError(f"the stack did not resolve after {MAX_PASSES} passes of priority")

    def pass_until_step(self, player: str, step: Step) -> None:
        """Pass priority for whoever holds it until it is ``player``'s turn and ``step`` has begun.

        Stops early when a decision is pending or the game is over; fails if the step is not reached.
        """
        view = self.observe()
        for _ in range(MAX_PASSES):
            if view.pending is not None or view.game_over:
                return
            if view.active_player == player and view.step == step:
                return
            holder = view.priority
            assert holder is not None, "nobody holds priority and no decision is pending"
            self.act_expecting_success(holder, PassPriority(), f"{holder} passing priority")
            view = self.observe()
        raise AssertionError(f"{player}'s {step.value} did not come after {MAX_PASSES} passes of priority")

    def pass_until_decision(self, player: str, kind: str, past: Step) -> bool:
        """Pass priority for whoever holds it until a decision is pending (the caller checks which), or until
        a player holds priority in the ``past`` step of the current turn (or a later one) with none asked.

        Returns whether a decision is pending.
        """
        view = self.observe()
        turn = view.turn
        order = list(Step)
        for _ in range(MAX_PASSES):
            if view.pending is not None:
                return True
            if view.game_over or view.turn != turn or order.index(view.step) >= order.index(past):
                return False
            holder = view.priority
            assert holder is not None, "nobody holds priority and no decision is pending"
            self.act_expecting_success(holder, PassPriority(), f"{holder} passing priority")
            view = self.observe()
        raise AssertionError(f"{player} was not asked to {kind} after {MAX_PASSES} passes of priority")

    # ------------------------------------------------------------------ look-ups

    def handle(self, ref: str) -> str:
        """The handle a quoted card reference means: an alias, or the name of exactly one card."""
        if ref in self.aliases:
            return self.aliases[ref]
        named = [h for h, card in self.refs.items() if card.name == ref]
        if len(named) == 1:
            return named[0]
        if named:
            raise ScenarioError(f"{len(named)} cards are called {ref!r}; give them aliases with 'as \"...\"'")
        raise ScenarioError(f"no card or alias {ref!r} in this scenario")

    def card_name(self, handle: str) -> str:
        """The card name the set-up gave ``handle``."""
        return self.refs[handle].name

    def target(self, text: str) -> str:
        """A target as the contract wants it: a quoted card reference becomes a handle, a player a name,
        ``the triggered ability of "Card"`` (or ``activated``) the stack id of that ability on the stack."""
        text = text.strip()
        ability = _ABILITY_TARGET.fullmatch(text)
        if ability is not None:
            return self.stack_item(self.handle(ability["card"]), ability["kind"]).stack_id
        if text.startswith('"') and text.endswith('"'):
            return self.handle(text[1:-1])
        return self.check_player(text)

    def targets(self, text: str | None) -> tuple[str, ...]:
        """Targets from ``"A" and "B"`` / ``Bob`` / ``"A", "B" and Carol`` (commas inside quotes are kept)."""
        if not text:
            return ()
        tokens = re.findall(_TARGET_TOKEN, text)
        rest = re.sub(_TARGET_TOKEN, " ", text)
        if not tokens or re.sub(r"\band\b|,", " ", rest).strip():
            raise ScenarioError(f"cannot read the targets {text!r}")
        return tuple(self.target(token) for token in tokens)

    def find(self, handle: str, viewer: str | None = None) -> ObjectView:
        """The object ``handle`` as ``viewer`` sees it; without a viewer, as any player who can see it."""
        viewers = [viewer] if viewer is not None else self.viewers_for(handle)
        for player in viewers:
            obj = self.observe(player).objects.get(handle)
            if obj is not None:
                return obj
        who = f"{viewer} cannot" if viewer else "no player can"
        raise AssertionError(f"{who} see {self.describe(handle)} anywhere in the game")

    def maybe_find(self, handle: str, viewer: str | None = None) -> ObjectView | None:
        """Like :meth:`find`, but ``None`` when nobody (or ``viewer``) can see it."""
        viewers = [viewer] if viewer is not None else self.viewers_for(handle)
        for player in viewers:
            obj = self.observe(player).objects.get(handle)
            if obj is not None:
                return obj
        return None

    def viewers_for(self, handle: str) -> list[str]:
        """Players to ask about a card: its owner first, then everyone else."""
        owner = self.refs[handle].owner if handle in self.refs else self.players[0]
        return [owner, *(p for p in self.players if p != owner)]

    def describe(self, handle: str) -> str:
        """A card reference for messages."""
        if handle in self.refs:
            return f'"{self.refs[handle].name}" ({handle})'
        return handle

    def stack_item_of(self, handle: str, view: GameView) -> StackItemView | None:
        """The stack item that is the spell ``handle``, if any."""
        for item in view.stack:
            if item.spell is not None and item.spell.handle == handle:
                return item
        return None

    def stack_item(self, handle: str, kind: str, view: GameView | None = None) -> StackItemView:
        """The topmost stack item of ``kind`` (``"spell"``, ``"triggered"``, ``"activated"``) whose
        spell or source is ``handle``."""
        view = view or self.observe()
        for item in reversed(view.stack):
            if item.kind != kind:
                continue
            if (item.spell is not None and item.spell.handle == handle) or item.source == handle:
                return item
        raise AssertionError(f"no {kind} item of {self.describe(handle)} is on the stack")

    def events_since_snapshot(self, viewer: str | None = None) -> Sequence[Event]:
        """The events in ``viewer``'s log (default: the first player's) logged since the latest
        When-step began (the whole log when no action was taken yet)."""
        player = self.check_player(viewer) if viewer is not None else self.players[0]
        events = self.observe(player).events
        if self.snapshot is None:
            return events
        earlier = self.snapshot.views.get(player)
        if earlier is None:
            raise ScenarioError(f"the event log {player} had before the latest action was not kept")
        return events[len(earlier.events) :]

    def event_logs_since_snapshot(self) -> dict[str, Sequence[Event]]:
        """Every player's :meth:`events_since_snapshot`, by player: events are checked in every
        player's log, not only the first player's."""
        return {player: self.events_since_snapshot(player) for player in self.players}

    def tokens(self, controller: str, name: str) -> Iterator[ObjectView]:
        """Tokens called ``name`` that ``controller`` controls, as ``controller`` sees them."""
        for obj in self.observe(controller).objects.values():
            if (
                obj.token
                and obj.zone == Zone.BATTLEFIELD
                and obj.controller == controller
                and obj.name == name
            ):
                yield obj


def describe_result(result: ActionResult | None) -> str:
    """A one-line account of an action result."""
    if result is None:
        return "no action was taken"
    if isinstance(result, Rejected):
        return f"rejected ({result.code.value}: {result.message})"
    return "accepted"
