"""The engine's public face: one :class:`Game` per game.

Every action returns :class:`Ok` or :class:`Refused`; a refused action leaves
the game exactly as it was (733). After an accepted action the game runs on
(state-based actions, triggered abilities, resolution) until a player must act
again. :meth:`Game.view` shows the game as one player sees it.

Example::

    game = Game.from_setup(GameSetup(players=["Alice", "Bob"], cards=[...]), pool)
    game.cast("Alice", "walker", face_down=FaceDownMethod.DISGUISE)
    game.pass_priority("Alice"); game.pass_priority("Bob")   # it resolves
    game.turn_face_up("Alice", "walker", TurnUpMethod.DISGUISE)
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from . import casting, combat, effects, planechase, sba, special_actions, turn
from .cards import CardPool, Effect
from .enums import FaceDownMethod, Refusal, TurnUpMethod, Zone
from .errors import Illegal
from .objects import GameObject
from .rules import rule
from .setup import GameSetup, build
from .state import GameState, Ports
from .view import GameInfo, can_identify, game_info

__all__ = ["Game", "Ok", "Outcome", "Refused"]


def _run_now(state: GameState, source: GameObject, controller: str, steps: Sequence[Effect]) -> None:
    effects.apply_immediately(state, source, controller, steps)


def _cast_during_resolution(
    state: GameState, player: str, card: GameObject, face_down: bool, turn_up_instead: bool
) -> None:
    casting.cast_during_resolution(state, player, card, face_down=face_down, turn_up_instead=turn_up_instead)


#: The calls lower layers make into higher ones (see :class:`reference_engine.state.Ports`). Each
#: looks its target up when called, so a function replaced on its module is the one that runs.
PORTS = Ports(run_now=_run_now, cast_during_resolution=_cast_during_resolution)


@dataclass(frozen=True, slots=True)
class Ok:
    """The action was taken."""


@dataclass(frozen=True, slots=True)
class Refused:
    """The rules forbid the action; nothing changed."""

    code: Refusal
    message: str


Outcome = Ok | Refused


class Game:
    """One game in progress."""

    def __init__(self, state: GameState) -> None:
        self.state = state
        self.generation = 0  # counts actions: views are kept until the next one
        self._views: dict[str, GameInfo] = {}

    @classmethod
    def from_setup(cls, setup: GameSetup, pool: CardPool) -> Game:
        """Start a game in the state ``setup`` describes (raises ``SetupProblem``).
        State-based actions and triggers are settled before anyone acts."""
        game = cls(build(setup, pool, PORTS))
        turn.settle(game.state)
        return game

    def _act(self, action: Callable[[], None]) -> Outcome:
        self.generation += 1
        self._views.clear()
        try:
            action()
        except Illegal as refusal:
            return Refused(refusal.code, refusal.message)
        turn.settle(self.state)
        return Ok()

    def cast(
        self,
        player: str,
        card: str,
        *,
        face_down: FaceDownMethod | None = None,
        targets: Sequence[str] = (),
        x: int | None = None,
        mode: int | None = None,
        without_paying: bool = False,
        modes: Sequence[int] = (),
        divide: Mapping[str, int] | None = None,
        mutate: bool = False,
        half: str | None = None,
    ) -> Outcome:
        """``player`` casts the card ``card`` (601.2); ``modes`` for a spell with several modes chosen,
        ``divide`` how its damage is divided among its targets (target name -> amount, 601.2d),
        ``mutate`` for its mutate cost (702.140a, ``targets`` naming the creature it merges with),
        ``half`` the half of a split card or the Adventure to cast (709.3, 715.3)."""
        request = casting.CastRequest(
            player,
            card,
            face_down,
            tuple(targets),
            x,
            mode,
            without_paying,
            tuple(modes),
            dict(divide or {}),
            mutate,
            half,
        )
        return self._act(lambda: casting.cast_spell(self.state, request))

    def activate(
        self,
        player: str,
        source: str,
        ability: int = 0,
        *,
        targets: Sequence[str] = (),
        x: int | None = None,
        mode: int | None = None,
    ) -> Outcome:
        """``player`` activates the ``ability``-th activated ability of ``source`` (602)."""
        return self._act(
            lambda: casting.activate_ability(self.state, player, source, ability, tuple(targets), x, mode)
        )

    def turn_face_up(
        self, player: str, permanent: str, method: TurnUpMethod, x: int | None = None
    ) -> Outcome:
        """The special action of 116.2b."""
        return self._act(lambda: special_actions.turn_face_up(self.state, player, permanent, method, x))

    def unlock_door(self, player: str, permanent: str, door: str) -> Outcome:
        """The special action of unlocking a Room's door (116.2m)."""
        return self._act(lambda: special_actions.unlock_door(self.state, player, permanent, door))

    def declare_attackers(self, player: str, attackers: Mapping[str, str]) -> Outcome:
        """The active player declares attackers (508.1): creature handle -> player attacked."""
        return self._act(lambda: combat.declare_attackers(self.state, player, attackers))

    def declare_blockers(self, player: str, blockers: Mapping[str, str]) -> Outcome:
        """A defending player declares blockers (509.1): blocker handle -> attacker handle."""
        return self._act(lambda: combat.declare_blockers(self.state, player, blockers))

    def play_land(self, player: str, card: str) -> Outcome:
        """The special action of playing a land (116.2a, 305.1)."""
        return self._act(lambda: special_actions.play_land(self.state, player, card))

    def roll_planar_die(self, player: str, face: str) -> Outcome:
        """The special action of rolling the planar die (116.2f), which shows ``face``."""
        return self._act(lambda: planechase.roll_planar_die(self.state, player, face))

    def pass_priority(self, player: str) -> Outcome:
        """``player`` passes priority (117.3d)."""
        return self._act(lambda: turn.pass_priority(self.state, player))

    def decide(self, player: str, option: str) -> Outcome:
        """``player`` answers the pending decision with ``option``."""

        def answer() -> None:
            decision = self.state.decision
            if decision is None:
                raise Illegal(Refusal.NOT_ALLOWED, "no decision is pending")
            if decision.player != player:
                raise Illegal(
                    Refusal.DECISION_PENDING, f"{decision.player} must answer {decision.kind} first"
                )
            if option not in decision.options:
                raise Illegal(
                    Refusal.INVALID_CHOICE, f"{option!r} is not one of {', '.join(decision.options)}"
                )
            self.state.decision = None
            try:
                decision.resume(option)
            except Illegal:
                self.state.decision = decision  # the answer is refused: the question stays (733)
                raise

        return self._act(answer)

    @rule("708.5")
    def look_at(self, player: str, handle: str) -> Outcome:
        """``player`` looks at an object: allowed for face-up public objects, for
        their own cards in hand, and for face-down spells and permanents they
        control (708.5); refused for other hidden objects."""

        def look() -> None:
            if not self.state.has_player(player):
                raise Illegal(Refusal.NO_SUCH_OBJECT, f"no player {player!r}")
            obj = self.state.find(handle)
            if obj is None:
                raise Illegal(Refusal.NO_SUCH_OBJECT, f"no object {handle!r}")
            if obj.zone == Zone.HAND and obj.owner != player:
                raise Illegal(Refusal.NO_SUCH_OBJECT, f"{player} can't see {handle!r}")
            if not can_identify(self.state, obj, player):
                raise Illegal(Refusal.NOT_ALLOWED, f"{player} may not look at {handle!r} (708.5)")

        try:
            look()
        except Illegal as refusal:
            return Refused(refusal.code, refusal.message)
        return Ok()

    @rule("104.3a")
    def concede(self, player: str) -> Outcome:
        """``player`` leaves the game; allowed at any time (104.3a)."""

        def leave() -> None:
            if not self.state.has_player(player):
                raise Illegal(Refusal.NO_SUCH_OBJECT, f"no player {player!r}")
            if self.state.game_over or not self.state.player(player).in_game:
                raise Illegal(Refusal.NOT_ALLOWED, f"{player} is not in the game")
            self.state.player(player).lost = True
            sba.remove_player(self.state, player)

        return self._act(leave)

    def view(self, viewer: str) -> GameInfo:
        """The game as ``viewer`` sees it (the same object until the next action)."""
        found = self._views.get(viewer)
        if found is None:
            found = self._views[viewer] = game_info(self.state, viewer)
        return found
