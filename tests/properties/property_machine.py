"""A Hypothesis state machine that plays random, legal-looking face-down games through the adapter contract.

:class:`FaceDownMachine` starts from a random small set-up (:func:`property_setup.setups`) and takes one
of these steps at a time, choosing among the objects the players can see:

* cast a card from hand (or from the top of the library) face down using disguise or morph, or face up
  with a mode, targets and X when the card asks for them (cards that manifest, cloak or copy included);
* cast an instant or activate an ability that targets a face-down permanent (so ward triggers);
* turn a face-down permanent face up by each procedure (disguise, morph, mana cost);
* activate an activated ability (Ransom Note cloaks; lands make mana), choosing a mode and targets;
* answer the pending decision (pay ward or decline, targets, modes, what Clone copies, attackers and
  blockers, scry ...) with one of its options;
* pass priority once, or "all players pass priority" (until the top of the stack resolves; with an empty
  stack, repeated until a main phase begins, one Gherkin line per round);
* look at an object; concede (three-player games only, while the game would go on).

Targeting a face-down permanent makes its ward trigger. Most steps are proposed by the player who may
act (the priority holder, or the player a decision waits for) and sometimes by another player, so
rejections happen too. After every call of :meth:`Game.act` the machine checks the invariants of
:mod:`property_invariants`, plus:

* a rejected action (and looking at an object) changes nothing any player sees;
* turning a face-down permanent face up keeps its object id and attachments and -- when the turn
  didn't move on in between -- its tapped status, damage and counters (apart from counters an event
  says were put on it as it turned face up);
* the same set-up and actions replay the same game: at the end of a run the actions are replayed on a
  new game and every result and every player's final view must be identical.

A failure is an :class:`InvariantViolation` whose message holds the run as Gherkin-like lines
(:func:`property_gherkin.render`), so the minimised example can be pasted into a feature.

Settings (:func:`machine_settings`): in CI, 25 examples of up to 25 steps with a fixed seed (a few
seconds); ``FACEDOWN_PROPERTY_EXAMPLES=N`` runs N examples of up to 50 steps with a random seed. Runs never
write a Hypothesis database into the repository.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from typing import ClassVar, TypeVar

from hypothesis import HealthCheck, Phase, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, precondition, rule
from property_gherkin import Move, Played, render
from property_invariants import (
    Known,
    changing_effect_sources,
    conservation,
    consistency,
    creates_changing_effect,
    face_down_defaults,
    hidden_information,
    labels,
    lookers,
)
from property_pool import CardFacts, PoolFacts, load_pool_facts
from property_setup import setups

from facedown.adapter import (
    Action,
    ActionResult,
    ActivateAbility,
    Adapter,
    CastSpell,
    Concede,
    Decide,
    DeclareAttackers,
    DeclareBlockers,
    EventKind,
    FaceDownMethod,
    Game,
    GameView,
    LookAt,
    ObjectView,
    PassPriority,
    PlayLand,
    Rejected,
    Setup,
    Step,
    TurnFaceUp,
    TurnUpMethod,
    Zone,
)

__all__ = ["FaceDownMachine", "InvariantViolation", "machine_settings"]

T = TypeVar("T")

#: Passes "all players pass priority" makes at most (as the suite's own step does).
MAX_PASSES = 40
#: Examples and steps per example within the CI budget.
CI_EXAMPLES = 25
CI_STEPS = 25


def machine_settings() -> settings:
    """Settings for the machine: a few seconds in CI; ``FACEDOWN_PROPERTY_EXAMPLES=N`` runs N examples
    of 50 steps each, with a random seed. No example database is written."""
    wanted = os.environ.get("FACEDOWN_PROPERTY_EXAMPLES", "").strip()
    local = wanted.isdigit() and int(wanted) > 0
    return settings(
        max_examples=int(wanted) if local else CI_EXAMPLES,
        stateful_step_count=50 if local else CI_STEPS,
        deadline=None,
        database=None,
        derandomize=not local,
        print_blob=False,
        phases=[Phase.explicit, Phase.reuse, Phase.generate, Phase.target, Phase.shrink],
        report_multiple_bugs=False,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much],
    )


class InvariantViolation(AssertionError):
    """An invariant failed; the message names it and holds the run as Gherkin-like lines."""


def _reference_adapter() -> Adapter:
    from reference_engine.adapter import create

    return create()


class FaceDownMachine(RuleBasedStateMachine):
    """Random face-down play through the adapter contract, with invariants checked after every action."""

    #: The engine under test (a factory, as ``--engine`` names it).
    adapter_factory: ClassVar[Callable[[], Adapter]] = _reference_adapter
    _adapters: ClassVar[dict[Callable[[], Adapter], Adapter]] = {}

    def __init__(self) -> None:
        super().__init__()
        factory = type(self).adapter_factory
        adapter = self._adapters.get(factory)
        if adapter is None:
            adapter = self._adapters[factory] = factory()
        self.adapter = adapter
        self.facts: PoolFacts = load_pool_facts()
        self.setup: Setup | None = None
        self.game: Game | None = None
        self.played: list[Played] = []
        self.views: dict[str, GameView] = {}
        self.labels: dict[str, str] = {}
        self.changing_turns: set[int] = set()
        self.looking: set[tuple[int, str]] = set()  # (turn, player): an ability let the player look
        self.failed = False
        self._passing: list[Move] | None = None  # the passes of a running "all players pass priority"
        self._known: Known | None = None
        self.attackers: list[str] = []  # the creatures of the latest accepted declaration of attackers

    # ------------------------------------------------------------------ reporting

    def gherkin(self, failure: str | None = None) -> str:
        """The run so far as Gherkin-like lines (with the passes of a running "all players pass priority")."""
        if self.setup is None:
            return "    (no set-up yet)"
        played = list(self.played)
        if self._passing:
            played.append(Played(tuple(self._passing), all_pass=True))
        return render(self.setup, played, failure=failure)

    def _record(self, move: Move) -> None:
        if self._passing is not None:
            self._passing.append(move)
        else:
            self.played.append(Played((move,)))

    def __repr__(self) -> str:
        return "FaceDownMachine run:\n" + self.gherkin()

    def fail(self, invariant: str, problems: Sequence[str]) -> None:
        """Raise :class:`InvariantViolation` for ``invariant`` with the run so far."""
        self.failed = True
        shown = "; ".join(problems[:3]) + (f" (and {len(problems) - 3} more)" if len(problems) > 3 else "")
        message = f"{invariant}: {shown}"
        raise InvariantViolation(f"{message}\nThe run, as Gherkin:\n{self.gherkin(failure=message)}")

    # ------------------------------------------------------------------ the game

    @property
    def known(self) -> Known:
        """The set-up and card facts the invariants need (made once per run)."""
        if self._known is None:
            assert self.setup is not None
            self._known = Known.of(self.setup, self.facts)
        return self._known

    @property
    def players(self) -> list[str]:
        assert self.setup is not None
        return list(self.setup.players)

    def observe_all(self, game: Game | None = None) -> dict[str, GameView]:
        """Every player's view of ``game`` (default: the game under test)."""
        target = game or self.game
        assert target is not None
        return {p: target.observe(p) for p in self.players}

    def check_state(self) -> None:
        """The invariants that look at one state: consistency, conservation, hidden information,
        face-down defaults, labels."""
        views = self.views
        turn = self._view().turn
        effects_active = turn in self.changing_turns or bool(changing_effect_sources(self.known, views))
        for invariant, problems in (
            ("every player sees the same public state", consistency(views)),
            ("no card is created or lost", conservation(self.known, views)),
            (
                "hidden information stays hidden",
                hidden_information(self.known, views, self._lookers(), effects_active),
            ),
        ):
            if problems:
                self.fail(invariant, problems)
        if not effects_active:
            problems = face_down_defaults(self.known, views)
            if problems:
                self.fail("face-down objects have their method's face-down characteristics", problems)
        problems, self.labels = labels(views, self.labels)
        if problems:
            self.fail("face-down objects keep distinct labels", problems)

    def act(self, player: str, action: Action) -> ActionResult:
        """Take one action, record it, and check every invariant."""
        assert self.game is not None
        before = self.views
        pending = before[self.players[0]].pending
        decision = pending.kind if pending is not None and isinstance(action, Decide) else None
        try:
            result = self.game.act(player, action)
        except Exception as exc:  # any exception is an engine failure: forbidden actions are Rejected
            self._record(Move(player, action, None, decision))
            self.fail("the engine answers every action", [f"{player} {action}: {type(exc).__name__}: {exc}"])
            raise  # pragma: no cover - fail() raises
        self._record(Move(player, action, result, decision))
        if isinstance(action, DeclareAttackers) and not isinstance(result, Rejected):
            self.attackers = sorted(action.attackers)
        self.views = self.observe_all()
        if isinstance(result, Rejected) or isinstance(action, LookAt):
            if self.views != before:
                changed = [p for p in self.players if self.views[p] != before[p]]
                self.fail(
                    "a rejected action (or looking) changes nothing",
                    [f"{p}'s view changed ({_view_difference(before[p], self.views[p])})" for p in changed],
                )
        else:
            self._check_turned_face_up(before, action)
            self._note_effects(before)
        self.check_state()
        return result

    def _lookers(self) -> set[str]:
        """Players an effect lets look at face-down permanents they don't control, now."""
        turn = self._view().turn
        return lookers(self.known, self.views) | {p for t, p in self.looking if t == turn}

    def _new_events(self, before: dict[str, GameView]) -> list[tuple[EventKind, dict[str, object]]]:
        start = len(before[self.players[0]].events)
        return [(e.kind, dict(e.data)) for e in self.views[self.players[0]].events[start:]]

    def _note_effects(self, before: dict[str, GameView]) -> None:
        """Remember a turn in which a spell or ability that may change characteristics resolved, and
        who resolved one that lets them look at face-down permanents ("until end of turn")."""
        turn = self._view().turn
        controllers = {item.stack_id: item.controller for item in before[self.players[0]].stack}
        for kind, data in self._new_events(before):
            if kind != EventKind.RESOLVED:
                continue
            source = str(data.get("source", ""))
            seen = _find(before, source)
            name = seen.name if seen is not None else None
            if creates_changing_effect(self.known, source, name):
                self.changing_turns.add(turn)
            facts = self._facts(source, seen)
            controller = controllers.get(str(data.get("stack_id", "")))
            if facts is not None and facts.lets_look and controller is not None:
                self.looking.add((turn, controller))

    def _check_turned_face_up(self, before: dict[str, GameView], action: Action) -> None:
        """Turning face up keeps object id, attachments, and (within the step) status, damage, counters."""
        events = self._new_events(before)
        same_step = all(
            (before[p].turn, before[p].step) == (self.views[p].turn, self.views[p].step) for p in self.players
        )
        moved = {str(d.get("card")) for k, d in events if k == EventKind.ZONE_CHANGE}
        problems: list[str] = []
        for kind, data in events:
            if kind != EventKind.TURNED_FACE_UP:
                continue
            handle = str(data.get("object"))
            old, new = _find(before, handle), _find(self.views, handle)
            if old is None or new is None or not old.face_down or handle in moved:
                continue
            if old.zone != Zone.BATTLEFIELD or new.zone != Zone.BATTLEFIELD:
                continue
            if new.object_id != old.object_id:
                problems.append(f"{handle!r} became a new object ({old.object_id} -> {new.object_id})")
            facts = self._facts(handle, new)
            may_attach = old.attached_to is None and facts is not None and facts.turns_up_attached
            if new.attached_to != old.attached_to and not may_attach:
                problems.append(f"{handle!r} attachment changed ({old.attached_to} -> {new.attached_to})")
            if not same_step:
                continue
            if new.tapped != old.tapped:
                problems.append(f"{handle!r} tapped status changed ({old.tapped} -> {new.tapped})")
            dealt = sum(
                int(str(d.get("amount", 0)))
                for k, d in events
                if k == EventKind.DAMAGE and d.get("target") == handle
            )
            if new.damage != old.damage + dealt:
                problems.append(f"{handle!r} damage changed ({old.damage} -> {new.damage}, {dealt} dealt)")
            expected = dict(old.counters)
            for k, d in events:
                if k == EventKind.COUNTERS_PUT and d.get("object") == handle:
                    counter = str(d.get("counter"))
                    expected[counter] = expected.get(counter, 0) + int(str(d.get("amount", 0)))
            if {k: v for k, v in new.counters.items() if v} != {k: v for k, v in expected.items() if v}:
                problems.append(
                    f"{handle!r} counters changed ({dict(old.counters)} -> {dict(new.counters)}, "
                    f"events explain {expected})"
                )
        if problems:
            how = "the special action" if isinstance(action, TurnFaceUp) else "an effect"
            self.fail(f"turning face up (by {how}) keeps the same object and its status", problems)

    # ------------------------------------------------------------------ choosing

    def _view(self) -> GameView:
        return self.views[self.players[0]]

    def _in_game(self) -> list[str]:
        return [p.name for p in self._view().players if p.in_game]

    def _pick(self, data: st.DataObject, likely: Sequence[T], anything: Sequence[T], label: str) -> T:
        """Usually one of ``likely`` (the choices that may well be accepted), sometimes one of
        ``anything`` (to provoke a rejection). Shrinks towards the first likely choice."""
        if likely and data.draw(st.integers(0, 9), label=f"{label}: unlikely") < 9:
            return _choose(data, likely, label)
        return _choose(data, list(anything) or list(likely), label)

    def _actor(self, data: st.DataObject, preferred: str | None) -> str:
        """Usually ``preferred`` (who may act); sometimes another player, to provoke a rejection."""
        return self._pick(data, [preferred] if preferred else [], self._in_game() or self.players, "player")

    def _holder(self) -> str | None:
        view = self._view()
        return view.pending.player if view.pending is not None else view.priority

    def _targets(self, data: st.DataObject, count: int) -> tuple[str, ...]:
        """``count`` targets among the objects on the battlefield, stack and graveyards and the players
        (face-down permanents first: targeting them makes ward trigger)."""
        if count == 0:
            return ()
        view = self._view()
        public = [
            o for o in view.objects.values() if o.zone in (Zone.BATTLEFIELD, Zone.STACK, Zone.GRAVEYARD)
        ]
        face_down = sorted(o.handle for o in public if o.face_down)
        pool = sorted(o.handle for o in public) + self._in_game()
        return tuple(self._pick(data, face_down, pool, f"target {i + 1}") for i in range(count))

    def _divide(
        self, data: st.DataObject, targets: tuple[str, ...], amount: int
    ) -> tuple[tuple[str, ...], dict[str, int]]:
        """Distinct targets (at most ``amount``) and a division of ``amount`` among them, each at least 1."""
        distinct = tuple(dict.fromkeys(targets))[: max(amount, 1)]
        shares = [1] * len(distinct)
        for _ in range(amount - len(distinct)):
            shares[data.draw(st.integers(0, len(distinct) - 1), label="share")] += 1
        return distinct, dict(zip(distinct, shares, strict=True))

    def _all_handles(self) -> list[str]:
        """Every handle of the set-up, and one that names nothing (so that rejection is tried too)."""
        assert self.setup is not None
        return [c.handle for c in self.setup.cards] + ["no-such-card"]

    def _card_name(self, obj: ObjectView) -> str | None:
        return self.known.names.get(obj.handle) or obj.identity or obj.name

    # ------------------------------------------------------------------ rules

    @initialize(setup=st.deferred(lambda: setups(load_pool_facts())))
    def start(self, setup: Setup) -> None:
        """Start a game from a random set-up and check the invariants once before any action."""
        self.setup = setup
        try:
            self.game = self.adapter.new_game(setup)
            self.views = self.observe_all()
        except Exception as exc:
            self.fail("the engine accepts every set-up the machine makes", [f"{type(exc).__name__}: {exc}"])
        self.check_state()

    def _playing(self) -> bool:
        return self.game is not None and not self._view().game_over

    def _free(self) -> bool:
        return self._playing() and self._view().pending is None

    def _facts(self, handle: str, obj: ObjectView | None = None) -> CardFacts | None:
        name = self.known.names.get(handle) or (self._card_name(obj) if obj is not None else None)
        return self.facts.get(name) if name is not None else None

    def _cast(self, data: st.DataObject, face_down: bool) -> None:
        player = self._actor(data, self._holder())
        own = sorted(
            h
            for h, o in self.views[player].objects.items()
            if o.owner == player and o.zone in (Zone.HAND, Zone.LIBRARY)
        )
        if face_down:
            likely = [h for h in own if (facts := self._facts(h)) is not None and facts.face_down_casts]
        else:
            likely = [h for h in own if not _is_land(self._facts(h))]
            view = self._view()
            if view.stack or view.step not in (Step.MAIN1, Step.MAIN2) or view.active_player != player:
                likely = [h for h in own if (facts := self._facts(h)) is not None and facts.instant_speed]
        handle = self._pick(data, likely, self._all_handles(), "card")
        facts = self._facts(handle)
        method: FaceDownMethod | None = None
        if face_down:
            usual = [FaceDownMethod(m) for m in facts.face_down_casts] if facts else []
            method = self._pick(data, usual, [FaceDownMethod.DISGUISE, FaceDownMethod.MORPH], "face down")
        targets: tuple[str, ...] = ()
        x: int | None = None
        mode: int | None = None
        modes: tuple[int, ...] = ()
        divide: dict[str, int] = {}
        if method is None and facts is not None:
            count = facts.spell_targets
            if facts.spell_modes and facts.max_modes > 1 and data.draw(st.booleans(), label="several modes"):
                modes = tuple(range(min(facts.max_modes, len(facts.spell_modes))))  # "choose one or more"
                targets = sum((self._targets(data, facts.spell_modes[m]) for m in modes), ())
            elif facts.spell_modes:
                mode = data.draw(st.integers(0, len(facts.spell_modes) - 1), label="mode")
                targets = self._targets(data, facts.spell_modes[mode])
            else:
                targets = self._targets(data, count)
            if facts.divide and targets:
                targets, divide = self._divide(data, targets, facts.divide)
            if facts.mana_cost is not None and "{X}" in facts.mana_cost:
                x = data.draw(st.integers(0, 2), label="X")
        free = method is None and data.draw(st.integers(0, 9), label="without paying") == 9
        action = CastSpell(
            card=handle,
            face_down=method,
            targets=targets,
            x=x,
            mode=mode,
            without_paying=free,
            modes=modes,
            divide=divide,
        )
        self.act(player, action)

    def _holder_has(self, wanted: Callable[[ObjectView, CardFacts], bool]) -> bool:
        """Whether the player who may act sees an object of theirs that ``wanted`` accepts."""
        holder = self._holder()
        if not self._free() or holder is None:
            return False
        for handle, obj in self.views[holder].objects.items():
            facts = self._facts(handle, obj)
            if facts is not None and (obj.owner == holder or obj.controller == holder) and wanted(obj, facts):
                return True
        return False

    @precondition(lambda self: self._holder_has(lambda o, f: o.zone == Zone.HAND and bool(f.face_down_casts)))
    @rule(data=st.data())
    def cast_face_down(self, data: st.DataObject) -> None:
        """Cast a card face down using disguise or morph (CR 702.168a, 702.37a)."""
        self._cast(data, face_down=True)

    @precondition(lambda self: self._free())
    @rule(data=st.data())
    def cast_face_up(self, data: st.DataObject) -> None:
        """Cast a card face up, with targets (face-down permanents first, so ward triggers) and X."""
        self._cast(data, face_down=False)

    def _looked(self) -> bool:
        """Whether the last step was looking at an object (so that looks don't crowd out other steps)."""
        return bool(self.played) and isinstance(self.played[-1].moves[-1].action, LookAt)

    def _face_down_on_battlefield(self) -> list[str]:
        return sorted(
            h for h, o in self._view().objects.items() if o.face_down and o.zone == Zone.BATTLEFIELD
        )

    @precondition(
        lambda self: (
            bool(self._face_down_on_battlefield())
            and self._holder_has(
                lambda o, f: (
                    (o.zone == Zone.HAND and f.spell_targets > 0 and f.instant_speed)
                    or (
                        o.zone == Zone.BATTLEFIELD and not o.face_down and any(a.targets for a in f.activated)
                    )
                )
            )
        )
    )
    @rule(data=st.data())
    def target_face_down(self, data: st.DataObject) -> None:
        """Cast an instant or activate an ability that targets a face-down permanent (so ward triggers)."""
        player = self._holder()
        assert player is not None
        objects = self.views[player].objects
        sources: list[tuple[str, int | None]] = []
        for handle, obj in sorted(objects.items()):
            facts = self._facts(handle, obj)
            if facts is None or (obj.owner != player and obj.controller != player):
                continue
            if obj.zone == Zone.HAND and facts.spell_targets > 0 and facts.instant_speed:
                sources.append((handle, None))
            elif obj.zone == Zone.BATTLEFIELD and not obj.face_down:
                sources += [(handle, i) for i, a in enumerate(facts.activated) if a.targets]
        handle, ability = _choose(data, sources, "source")
        face_down = self._face_down_on_battlefield()
        theirs = [h for h in face_down if objects[h].controller != player]
        target = self._pick(data, theirs, face_down, "face-down target")
        if ability is None:
            self.act(player, CastSpell(card=handle, targets=(target,)))
        else:
            self.act(player, ActivateAbility(source=handle, ability=ability, targets=(target,)))

    @precondition(lambda self: self._holder_has(lambda o, f: o.zone == Zone.BATTLEFIELD and o.face_down))
    @rule(data=st.data())
    def turn_face_up(self, data: st.DataObject) -> None:
        """Turn a face-down permanent face up by one of the procedures of CR 116.2b."""
        player = self._actor(data, self._holder())
        objects = self.views[player].objects
        face_down = sorted(h for h, o in objects.items() if o.face_down and o.zone == Zone.BATTLEFIELD)
        mine = [h for h in face_down if objects[h].controller == player]
        handle = self._pick(data, mine, face_down + self._all_handles(), "permanent")
        obj = objects.get(handle)
        facts = self._facts(handle)
        usual = {
            FaceDownMethod.DISGUISE: [TurnUpMethod.DISGUISE],
            FaceDownMethod.MORPH: [TurnUpMethod.MORPH],
            FaceDownMethod.MANIFEST: [TurnUpMethod.MANA_COST],
            FaceDownMethod.CLOAK: [TurnUpMethod.MANA_COST],
        }.get(obj.face_down_method if obj is not None and obj.face_down_method else FaceDownMethod.EFFECT, [])
        if (
            facts is not None
            and obj is not None
            and obj.face_down_method in (FaceDownMethod.MANIFEST, FaceDownMethod.CLOAK)
        ):
            usual += [TurnUpMethod(m) for m in facts.face_down_casts]
        method = self._pick(data, usual, list(TurnUpMethod), "procedure")
        x: int | None = None
        if facts is not None and method != TurnUpMethod.MANA_COST and facts.turn_up_x:
            x = data.draw(st.integers(0, 2), label="X")
        self.act(player, TurnFaceUp(permanent=handle, method=method, x=x))

    @precondition(
        lambda self: self._holder_has(
            lambda o, f: o.zone == Zone.BATTLEFIELD and not o.face_down and bool(f.activated)
        )
    )
    @rule(data=st.data())
    def activate(self, data: st.DataObject) -> None:
        """Activate an activated ability of a permanent (choosing a mode and targets when it asks)."""
        player = self._actor(data, self._holder())
        objects = self.views[player].objects
        on_battlefield = sorted(h for h, o in objects.items() if o.zone == Zone.BATTLEFIELD)
        usable = [
            h
            for h in on_battlefield
            if objects[h].controller == player
            and not objects[h].tapped
            and not objects[h].face_down
            and (facts := self._facts(h, objects[h])) is not None
            and facts.activated
        ]
        handle = self._pick(data, usable, on_battlefield + self._all_handles(), "source")
        facts = self._facts(handle, objects.get(handle))
        shapes = facts.activated if facts is not None else ()
        index = data.draw(st.integers(0, max(len(shapes) - 1, 0)), label="ability")
        mode: int | None = None
        count = 0
        if index < len(shapes):
            shape = shapes[index]
            count = shape.targets
            if shape.modes:
                mode = data.draw(st.integers(0, len(shape.modes) - 1), label="mode")
                count = shape.modes[mode]
        action = ActivateAbility(source=handle, ability=index, mode=mode, targets=self._targets(data, count))
        self.act(player, action)

    @precondition(lambda self: self._playing() and self._view().pending is not None)
    @rule(data=st.data())
    def decide(self, data: st.DataObject) -> None:
        """Answer the pending decision with one of its options; a declaration of attackers or blockers
        with :class:`DeclareAttackers` / :class:`DeclareBlockers` (CR 508.1, 509.1), or none."""
        pending = self._view().pending
        assert pending is not None
        # Only the deciding player is shown the options (contract 1.2): read them from that player's view.
        decider = self.views.get(pending.player)
        if decider is not None and decider.pending is not None:
            pending = decider.pending
        player = self._actor(data, pending.player)
        creatures = [o for o in pending.options if o != "none"]
        declaring = pending.kind in ("declare_attackers", "declare_blockers") and creatures
        if declaring and data.draw(st.integers(0, 3), label="declare") > 0:
            chosen = sorted(
                set(data.draw(st.lists(st.integers(0, len(creatures) - 1), min_size=1, max_size=3)))
            )
            if pending.kind == "declare_attackers":
                opponents = [p for p in self._in_game() if p != player] or self._in_game()
                defender = _choose(data, opponents, "defender")
                self.act(player, DeclareAttackers({creatures[i]: defender for i in chosen}))
            else:
                attacker = _choose(data, self.attackers or self._all_handles(), "attacker")
                self.act(player, DeclareBlockers({creatures[i]: attacker for i in chosen}))
            return
        if pending.kind in ("declare_attackers", "declare_blockers"):
            self.act(player, Decide("none"))  # the contract's answer for no attack / no block
            return
        option = _choose(data, list(pending.options) or ["none"], "option")
        self.act(player, Decide(option))

    @precondition(lambda self: self._holder_has(lambda o, f: o.zone == Zone.HAND and f.is_a("Land")))
    @rule(data=st.data())
    def play_land(self, data: st.DataObject) -> None:
        """Play a land from hand (CR 305.1)."""
        player = self._actor(data, self._holder())
        lands = sorted(
            h
            for h, o in self.views[player].objects.items()
            if o.zone == Zone.HAND and o.owner == player and _is_land(self._facts(h))
        )
        self.act(player, PlayLand(self._pick(data, lands, self._all_handles(), "land")))

    @precondition(lambda self: self._playing())
    @rule(data=st.data())
    def pass_priority(self, data: st.DataObject) -> None:
        """One player passes priority once."""
        self.act(self._actor(data, self._holder()), PassPriority())

    def _pass_round(self) -> bool:
        """The suite's "all players pass priority": whoever holds priority passes until the item on top
        of the stack has left it or, with an empty stack, the step changes; stops early at a decision,
        a rejection or the end of the game. Returns whether the game may go on passing."""
        view = self._view()
        start_ids = [item.stack_id for item in view.stack]
        start_step = (view.turn, view.step)
        self._passing = []
        go_on = False
        try:
            for _ in range(MAX_PASSES):
                holder = view.priority
                if holder is None:
                    break
                result = self.act(holder, PassPriority())
                view = self._view()
                if isinstance(result, Rejected) or view.pending is not None or view.game_over:
                    break
                ids = [item.stack_id for item in view.stack]
                if not start_ids and ((view.turn, view.step) != start_step or ids):
                    go_on = not ids
                    break
                if start_ids and start_ids[-1] not in ids:
                    break
        finally:
            moves, self._passing = self._passing, None
            if moves:
                self.played.append(Played(tuple(moves), all_pass=True))
        return go_on

    @precondition(lambda self: self._free())
    @rule()
    def all_pass(self) -> None:
        """ "All players pass priority" once; with an empty stack, again until a main phase begins (each
        round is one line of the run), so that most of the run is spent where spells can be cast."""
        rounds = 0
        while self._pass_round() and rounds < 12:
            rounds += 1
            if self._view().step in (Step.MAIN1, Step.MAIN2):
                break

    @precondition(
        lambda self: not self._playing() or (bool(self._face_down_on_battlefield()) and not self._looked())
    )
    @rule(data=st.data())
    def look_at(self, data: st.DataObject) -> None:
        """A player asks to look at an object; whatever the answer, nothing changes."""
        player = _choose(data, self.players, "player")
        handle = _choose(data, sorted(self._view().objects) + self._all_handles(), "object")
        self.act(player, LookAt(handle))

    @precondition(lambda self: self._playing() and len(self.players) == 3 and len(self._in_game()) == 3)
    @rule(data=st.data())
    def concede(self, data: st.DataObject) -> None:
        """In a three-player game, one player concedes and the game goes on (CR 104.3a, 800.4a)."""
        self.act(_choose(data, self._in_game(), "player"), Concede())

    # ------------------------------------------------------------------ replay

    def teardown(self) -> None:
        """Replay the run on a new game (unless an invariant already failed), then close the game."""
        try:
            if not self.failed and self.setup is not None and self.game is not None:
                self.replay()
        finally:
            if self.game is not None:
                self.game.close()

    def replay(self) -> None:
        """Play the recorded actions again on a new game from the same set-up: every result and every
        player's final view must be the same."""
        assert self.setup is not None
        invariant = "the same set-up and actions replay the same game"
        game = self.adapter.new_game(self.setup)
        try:
            moves = [move for step in self.played for move in step.moves]
            for index, move in enumerate(moves, 1):
                again = game.act(move.player, move.action)
                if again != move.result:
                    self.fail(invariant, [f"action {index} ({move.action}) gave {again}, not {move.result}"])
            views = self.observe_all(game)
            changed = [p for p in self.players if views[p] != self.views[p]]
            if changed:
                self.fail(
                    invariant,
                    [
                        f"{p}'s final view differs ({_view_difference(self.views[p], views[p])})"
                        for p in changed
                    ],
                )
        finally:
            game.close()


def _choose(data: st.DataObject, choices: Sequence[T], label: str) -> T:
    """One of ``choices`` (drawn as an index, which is cheaper than a new strategy per list)."""
    return choices[data.draw(st.integers(0, len(choices) - 1), label=label)]


def _is_land(facts: CardFacts | None) -> bool:
    return facts is not None and facts.is_a("Land")


def _find(views: dict[str, GameView], handle: str) -> ObjectView | None:
    for view in views.values():
        obj = view.objects.get(handle)
        if obj is not None:
            return obj
    return None


def _view_difference(before: GameView, after: GameView) -> str:
    """A short account of how two views of the same player differ."""
    for attr in ("turn", "step", "priority", "players", "pending", "stack", "game_over"):
        if getattr(before, attr) != getattr(after, attr):
            return f"{attr}: {getattr(before, attr)!r} -> {getattr(after, attr)!r}"
    if before.events != after.events:
        return f"new events {list(after.events[len(before.events) :])!r}"
    for handle in sorted(set(before.objects) | set(after.objects)):
        old, new = before.objects.get(handle), after.objects.get(handle)
        if old != new:
            return f"{handle}: {old!r} -> {new!r}"
    return "?"
