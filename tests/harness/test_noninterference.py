"""The non-interference check (facedown/noninterference.py) and the recorder's watching of every
player (facedown/recording.py): what is hidden, how substitutes are chosen, the declassification
policy, the id modes, nondeterminism, and that a leaking engine is caught where a clean one is not."""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Callable, Sequence

from facedown.adapter import (
    Accepted,
    Action,
    ActionResult,
    Adapter,
    CardSetup,
    CastSpell,
    Concede,
    EngineInfo,
    FaceDownMethod,
    Game,
    GameView,
    LookAt,
    ObjectView,
    PassPriority,
    Setup,
    SetupError,
    Zone,
)
from facedown.noninterference import (
    HIDDEN_ZONE_ATOM,
    LEAK_ATOMS,
    Need,
    PlayerStatus,
    SubstitutePool,
    TwinStatus,
    TwinVerdict,
    Why,
    action_reveal,
    check_transcript,
    first_difference,
    hidden_cards,
    structure_reveal,
)
from facedown.recording import RecordingAdapter
from reference_engine.adapter import create

Transform = Callable[[Setup, str, GameView], GameView]

#: Alice casts Dog Walker face down and it resolves; Bob has Murder in his hand.
SPELL = Setup(
    players=("Alice", "Bob"),
    cards=(
        CardSetup("card-1", "Dog Walker", "Alice", Zone.HAND),
        CardSetup("card-2", "Murder", "Bob", Zone.HAND),
    ),
    mana_pools={"Alice": "{C}{C}{C}"},
)
CAST: list[tuple[str, Action]] = [
    ("Alice", CastSpell("card-1", face_down=FaceDownMethod.DISGUISE)),
    ("Alice", PassPriority()),
    ("Bob", PassPriority()),
]


class Wrapped:
    """An adapter whose views pass through ``transform(setup, viewer, view)``."""

    def __init__(self, inner: Adapter, transform: Transform) -> None:
        self.inner = inner
        self.transform = transform
        self.games = 0

    def info(self) -> EngineInfo:
        return self.inner.info()

    def new_game(self, setup: Setup) -> Game:
        self.games += 1
        return WrappedGame(self.inner.new_game(setup), setup, self)


class WrappedGame:
    def __init__(self, inner: Game, setup: Setup, adapter: Wrapped) -> None:
        self.inner, self.setup, self.adapter = inner, setup, adapter
        self.number = adapter.games

    def act(self, player: str, action: Action) -> ActionResult:
        return self.inner.act(player, action)

    def observe(self, viewer: str) -> GameView:
        return self.adapter.transform(self.setup, viewer, self.inner.observe(viewer))

    def close(self) -> None:
        self.inner.close()


def play(
    adapter: Adapter, setup: Setup, actions: Sequence[tuple[str, Action]], key: str = "k"
) -> TwinVerdict:
    """Play ``actions`` through a watching recorder, then check the transcript."""
    recorder = RecordingAdapter(adapter, watch=True)
    transcript = recorder.start()
    game = recorder.new_game(setup)
    for player, action in actions:
        assert game.act(player, action) == Accepted(), (player, action)
    verdict = check_transcript(adapter, transcript, key=key)
    game.close()
    return verdict


def names(setup: Setup) -> dict[str, str]:
    return {card.handle: card.name for card in setup.cards}


# --------------------------------------------------------------------------- the recorder watches


class Counting:
    """An adapter counting the observations its games make."""

    def __init__(self) -> None:
        self.inner = create()
        self.observed = 0

    def info(self) -> EngineInfo:
        return self.inner.info()

    def new_game(self, setup: Setup) -> Game:
        counter = self
        game = self.inner.new_game(setup)

        class CountingGame:
            def act(self, player: str, action: Action) -> ActionResult:
                return game.act(player, action)

            def observe(self, viewer: str) -> GameView:
                counter.observed += 1
                return game.observe(viewer)

            def close(self) -> None:
                game.close()

        return CountingGame()


def test_a_watching_recorder_keeps_every_players_view_and_hands_them_back() -> None:
    engine = Counting()
    recorder = RecordingAdapter(engine, watch=True)
    transcript = recorder.start()
    game = recorder.new_game(SPELL)
    assert engine.observed == 2  # both players, when the game starts
    game.act("Alice", CAST[0][1])
    assert engine.observed == 4
    view = game.observe("Bob")  # already observed after the action: no request
    assert engine.observed == 4
    trace = transcript.games[0].trace
    assert trace is not None and set(trace.initial) == {"Alice", "Bob"}
    moment = trace.moments[0]
    assert moment.player == "Alice" and moment.result == Accepted() and moment.views["Bob"] is view
    assert trace.incomplete is None


def test_a_recorder_that_does_not_watch_keeps_no_trace() -> None:
    engine = Counting()
    recorder = RecordingAdapter(engine)
    transcript = recorder.start()
    game = recorder.new_game(SPELL)
    game.act("Alice", CAST[0][1])
    assert engine.observed == 0 and transcript.games[0].trace is None


# --------------------------------------------------------------------------- what is hidden, from whom


def test_hidden_cards_follow_the_rules_of_hidden_zones_and_face_down_objects() -> None:
    setup = Setup(
        players=("Alice", "Bob", "Carol"),
        cards=(
            CardSetup("card-1", "Forest", "Alice", Zone.LIBRARY),
            CardSetup("card-2", "Murder", "Bob", Zone.HAND),
            CardSetup("card-3", "Dog Walker", "Bob", Zone.BATTLEFIELD, "Carol", FaceDownMethod.DISGUISE),
            CardSetup("card-4", "Grizzly Bears", "Alice", Zone.BATTLEFIELD),
            CardSetup("card-5", "Clue", "Alice", Zone.BATTLEFIELD, token=True),
            CardSetup("card-6", "Hill Giant", "Alice", Zone.GRAVEYARD),
        ),
    )
    hidden = hidden_cards(setup)
    assert {h: sorted(c.hidden_from) for h, c in hidden.items()} == {
        "card-1": ["Alice", "Bob", "Carol"],  # 400.2, 401.2
        "card-2": ["Alice", "Carol"],  # 402.3
        "card-3": ["Alice", "Bob"],  # 708.5: its controller, not its owner, may look
    }


def test_substitutes_match_the_face_down_method_and_avoid_the_scenarios_names() -> None:
    pool = SubstitutePool.from_directory()
    card = hidden_cards(SPELL)["card-1"]
    disguise = Need(frozenset({FaceDownMethod.DISGUISE}))
    disguised = list(pool.candidates(card, disguise, {"Murder"}, "key"))
    assert disguised and "Dog Walker" not in disguised and "Murder" not in disguised
    assert all(FaceDownMethod.DISGUISE in pool.by_name[name].methods for name in disguised)
    # The lazy shuffle is a permutation: every card meeting the need, each once.
    assert sorted(disguised) == [n for n in pool.meeting(disguise) if n not in ("Dog Walker", "Murder")]
    exact = list(pool.candidates(card, Need(frozenset(), exactly=True), (), "key"))
    assert exact and all(not pool.by_name[name].methods for name in exact)
    assert list(pool.candidates(card, Need(), (), "key")) == list(pool.candidates(card, Need(), (), "key"))
    assert list(pool.candidates(card, Need(), (), "key")) != list(
        pool.candidates(card, Need(), (), "other key")
    )


# --------------------------------------------------------------------------- the policy


def test_actions_that_reveal_a_card() -> None:
    card = hidden_cards(SPELL)["card-1"]
    assert action_reveal(card, "Bob", "Alice", CastSpell("card-1"), True) is not None  # face up: 601.2a
    assert (
        action_reveal(card, "Bob", "Alice", CastSpell("card-1", face_down=FaceDownMethod.DISGUISE), True)
        is None
    )
    assert action_reveal(card, "Bob", "Alice", CastSpell("card-1"), False) is None  # refused in both runs
    assert action_reveal(card, "Bob", "Bob", LookAt("card-1"), True) is not None
    assert (
        action_reveal(card, "Bob", "Carol", LookAt("card-1"), True) is None
    )  # Carol's look shows Bob nothing
    assert action_reveal(card, "Bob", "Alice", Concede(), True) is not None  # its owner leaves: 708.9


def test_public_structure_reveals_a_card_only_when_every_run_agrees() -> None:
    card = hidden_cards(SPELL)["card-1"]
    game = create().new_game(SPELL)
    before = game.observe("Bob")
    game.act("Alice", CAST[0][1])
    on_stack = game.observe("Bob")
    assert structure_reveal(card, "Bob", [before], [on_stack]) is None  # cast face down: still hidden
    graveyard = dataclasses.replace(
        on_stack.objects["card-1"], zone=Zone.GRAVEYARD, face_down=False, face_down_method=None, label=None
    )
    public = dataclasses.replace(on_stack, objects={**on_stack.objects, "card-1": graveyard})
    assert structure_reveal(card, "Bob", [on_stack, on_stack], [public, public]) is not None
    assert structure_reveal(card, "Bob", [on_stack, on_stack], [public, on_stack]) is None
    over = dataclasses.replace(on_stack, game_over=True)
    assert structure_reveal(card, "Bob", [on_stack], [over]) is not None  # 708.9


def test_controlling_the_cards_player_reveals_what_that_player_sees() -> None:
    """723.4: Bob, controlling Alice, sees what she sees (her face-down spell among it); controlling
    nobody, or only a player who is not the card's owner or controller, he sees nothing more."""
    card = hidden_cards(SPELL)["card-1"]
    game = create().new_game(SPELL)
    game.act("Alice", CAST[0][1])
    on_stack = game.observe("Bob")
    assert structure_reveal(card, "Bob", [on_stack], [on_stack]) is None

    def controlled(view: GameView, player: str, by: str) -> GameView:
        players = tuple(
            dataclasses.replace(p, controlled_by=by) if p.name == player else p for p in view.players
        )
        return dataclasses.replace(view, players=players)

    assert structure_reveal(card, "Bob", [on_stack], [controlled(on_stack, "Alice", "Bob")]) is not None
    assert structure_reveal(card, "Bob", [on_stack], [controlled(on_stack, "Bob", "Alice")]) is None
    assert structure_reveal(card, "Bob", [on_stack], [controlled(on_stack, "Alice", "Carol")]) is None


def test_first_difference_names_the_member_path() -> None:
    game = create().new_game(SPELL)
    game.act("Alice", CAST[0][1])
    view = game.observe("Bob")
    spell = view.stack[0].spell
    assert spell is not None
    changed = dataclasses.replace(view.stack[0], text="Dog Walker")
    other = dataclasses.replace(view, stack=(changed,))
    assert first_difference(view, view, "view") is None
    path, _, b = first_difference(view, other, "view") or ("", None, None)
    assert (path, b) == ("view.stack[0].text", "Dog Walker")


# --------------------------------------------------------------------------- clean and leaking engines


def test_the_reference_engine_keeps_a_face_down_spell_hidden() -> None:
    verdict = play(create(), SPELL, CAST)
    assert verdict.status is TwinStatus.CHECKED, verdict.details()
    (alice, bob) = verdict.players
    assert bob.status is PlayerStatus.CHECKED and bob.mode == "as_is"
    assert bob.observations == 4 and bob.until == "the end of the recorded game"
    assert [s.card.handle for s in bob.substitutions] == ["card-1"]
    assert (
        FaceDownMethod.DISGUISE
        in SubstitutePool.from_directory().by_name[bob.substitutions[0].substitute].methods
    )
    assert [s.card.handle for s in alice.substitutions] == ["card-2"]


def _stack_identity(setup: Setup, viewer: str, view: GameView) -> GameView:
    """A leak: the opponent's stack item carries the face-down spell's card."""
    stack = tuple(
        dataclasses.replace(
            item, spell=dataclasses.replace(item.spell, identity=names(setup)[item.spell.handle])
        )
        if item.spell is not None and item.spell.face_down and item.controller != viewer
        else item
        for item in view.stack
    )
    return dataclasses.replace(view, stack=stack)


def test_a_leak_on_the_stack_is_found_and_named() -> None:
    verdict = play(Wrapped(create(), _stack_identity), SPELL, CAST)
    assert verdict.status is TwinStatus.LEAK
    leak = verdict.leak
    assert leak is not None and leak.player == "Bob" and leak.observation == 1
    assert leak.path == "view.stack[0].spell.identity" and leak.original == "Dog Walker"
    assert "Alice CastSpell card=card-1 face_down=disguise" in leak.message()
    assert verdict.atoms == (*LEAK_ATOMS, HIDDEN_ZONE_ATOM)  # the hidden card was in a hand


def _id_from_card(setup: Setup, viewer: str, view: GameView) -> GameView:
    """A leak: object ids made from the card's name (a database number would do the same)."""

    def change(obj: ObjectView) -> ObjectView:
        return dataclasses.replace(obj, object_id=f"{names(setup)[obj.handle]}#{obj.object_id}")

    return dataclasses.replace(view, objects={h: change(o) for h, o in view.objects.items()})


def test_ids_made_from_the_card_are_compared_as_they_are() -> None:
    verdict = play(Wrapped(create(), _id_from_card), SPELL, CAST)
    assert verdict.status is TwinStatus.LEAK and verdict.leak is not None
    assert verdict.leak.path.endswith(".object_id") and verdict.leak.mode == "as_is"


def _numbered_by_game(setup: Setup, viewer: str, view: GameView, game: int) -> GameView:
    def change(obj: ObjectView) -> ObjectView:
        return dataclasses.replace(obj, object_id=f"g{game}-{obj.object_id}")

    return dataclasses.replace(view, objects={h: change(o) for h, o in view.objects.items()})


class PerGameIds(Wrapped):
    """An engine whose ids differ from game to game, for every object (public ones too)."""

    def __init__(self) -> None:
        super().__init__(create(), lambda setup, viewer, view: view)

    def new_game(self, setup: Setup) -> Game:
        self.games += 1
        game = self.games
        self.transform = lambda s, v, view: _numbered_by_game(s, v, view, game)
        return WrappedGame(self.inner.new_game(setup), setup, self)


def test_ids_that_differ_even_for_public_objects_are_renamed_consistently() -> None:
    setup = dataclasses.replace(
        SPELL, cards=(*SPELL.cards, CardSetup("card-3", "Grizzly Bears", "Bob", Zone.BATTLEFIELD))
    )
    verdict = play(PerGameIds(), setup, CAST)
    assert verdict.status is TwinStatus.CHECKED, verdict.details()
    assert {check.mode for check in verdict.players} == {"renamed"}


class Noisy(Wrapped):
    """An engine that labels face-down objects with a counter running over all its games."""

    def __init__(self) -> None:
        super().__init__(create(), self._label)
        self.counter = itertools.count()

    def _label(self, setup: Setup, viewer: str, view: GameView) -> GameView:
        def change(obj: ObjectView) -> ObjectView:
            return dataclasses.replace(obj, label=f"x{next(self.counter)}") if obj.face_down else obj

        return dataclasses.replace(view, objects={h: change(o) for h, o in view.objects.items()})


def test_a_nondeterministic_engine_is_not_checked_rather_than_failed() -> None:
    verdict = play(Noisy(), SPELL, CAST)
    bob = next(check for check in verdict.players if check.player == "Bob")
    assert bob.status is PlayerStatus.NOT_CHECKED and bob.why is Why.NONDETERMINISTIC, verdict.details()
    assert verdict.leak is None


class Refusing(Wrapped):
    """An engine that refuses every set-up naming a card it was told it does not know."""

    def __init__(self, unknown: set[str]) -> None:
        super().__init__(create(), lambda setup, viewer, view: view)
        self.unknown = unknown

    def new_game(self, setup: Setup) -> Game:
        missing = [c.name for c in setup.cards if c.name in self.unknown]
        if missing:
            raise SetupError(f"unknown card {missing[0]!r}")
        return super().new_game(setup)


def test_a_refused_substitute_is_replaced_by_the_next() -> None:
    first = play(create(), SPELL, CAST)
    bob = next(check for check in first.players if check.player == "Bob")
    refused = {bob.substitutions[0].substitute}
    verdict = play(Refusing(refused), SPELL, CAST)
    bob = next(check for check in verdict.players if check.player == "Bob")
    assert bob.status is PlayerStatus.CHECKED and bob.substitutions[0].substitute not in refused


def test_every_substitute_refused_is_not_checked_with_the_reason() -> None:
    pool = SubstitutePool.from_directory()
    verdict = play(Refusing({card.name for card in pool.cards} - {"Dog Walker", "Murder"}), SPELL, CAST)
    assert {check.why for check in verdict.players} == {Why.REFUSED}
    assert all("refused every substitute" in check.reason for check in verdict.players)


def test_a_refused_look_is_compared_as_the_players_own_result() -> None:
    setup = Setup(
        players=("Alice", "Bob"),
        cards=(
            CardSetup("card-1", "Dog Walker", "Alice", Zone.BATTLEFIELD, face_down=FaceDownMethod.DISGUISE),
        ),
    )
    recorder = RecordingAdapter(create(), watch=True)
    transcript = recorder.start()
    game = recorder.new_game(setup)
    game.act("Bob", LookAt("card-1"))  # refused: Bob may not look (708.5)
    game.act("Alice", PassPriority())
    verdict = check_transcript(create(), transcript, key="k")
    (bob,) = verdict.players
    assert bob.status is PlayerStatus.CHECKED and bob.observations == 3 and bob.results == 1


def test_an_incomplete_trace_is_not_checked() -> None:
    recorder = RecordingAdapter(create(), watch=True)
    transcript = recorder.start()
    recorder.new_game(SPELL)
    trace = transcript.games[0].trace
    assert trace is not None
    trace.incomplete = "the game is longer than 2000 actions"
    verdict = check_transcript(create(), transcript, key="k")
    assert {check.why for check in verdict.players} == {Why.INCOMPLETE}
    assert verdict.status is TwinStatus.NOT_CHECKED
