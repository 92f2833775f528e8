"""Properties over random play: the engine never crashes, and a refused action changes nothing (733)."""

from __future__ import annotations

from dataclasses import dataclass

from engine_support import card, lands, new_game
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from reference_engine.enums import FaceDownMethod, TurnUpMethod, Zone
from reference_engine.game import Game, Ok, Outcome, Refused

HANDLES = [
    "walker",
    "moroii",
    "angel",
    "ti",
    "bolt",
    "scatter",
    "growth",
    "bears",
    "b-bolt",
    "b-walker",
    "clone",
    "note",
    "rod",
    "ff",
    "projektor",
]
PLAYERS = ["Alice", "Bob"]


def start() -> Game:
    return new_game(
        [
            card("walker", "Dog Walker"),
            card("moroii", "Nightdrinker Moroii"),
            card("angel", "Aurelia's Vindicator"),
            card("ti", "True Identity"),
            card("bolt", "Lightning Bolt"),
            card("scatter", "Essence Scatter"),
            card("growth", "Giant Growth"),
            card("bears", "Grizzly Bears", zone=Zone.BATTLEFIELD),
            card("b-bolt", "Lightning Bolt", "Bob"),
            card("b-walker", "Dog Walker", "Bob", Zone.BATTLEFIELD, face_down=FaceDownMethod.DISGUISE),
            card("clone", "Clone"),
            card("note", "Ransom Note", zone=Zone.BATTLEFIELD),
            card("rod", "Rod of Ruin", "Bob", Zone.BATTLEFIELD),
            card("ff", "Forum Familiar", zone=Zone.BATTLEFIELD, face_down=FaceDownMethod.CLOAK),
            card("projektor", "Panoptic Projektor", zone=Zone.BATTLEFIELD),
            *(card(f"lib-{i}", "Plains", zone=Zone.LIBRARY) for i in range(5)),
            *(card(f"blib-{i}", "Island", "Bob", Zone.LIBRARY) for i in range(5)),
            *lands("Alice", "Mountain", 3),
            *lands("Alice", "Plains", 3),
            *lands("Alice", "Swamp", 2),
            *lands("Alice", "Island", 2),
            *lands("Alice", "Forest", 1),
            *lands("Bob", "Mountain", 2),
            *lands("Bob", "Plains", 2),
        ]
    )


@dataclass(frozen=True)
class Cast:
    player: str
    handle: str
    method: FaceDownMethod | None
    targets: list[str]
    x: int | None


@dataclass(frozen=True)
class Pass:
    player: str


@dataclass(frozen=True)
class TurnUp:
    player: str
    handle: str
    method: TurnUpMethod
    x: int | None


@dataclass(frozen=True)
class Activate:
    player: str
    handle: str
    mode: int | None
    targets: list[str]


@dataclass(frozen=True)
class Answer:
    player: str
    choice: int


Step = Cast | Pass | TurnUp | Activate | Answer

players = st.sampled_from(PLAYERS)
x_values = st.sampled_from([None, 0, 1, 2])
action: st.SearchStrategy[Step] = st.one_of(
    st.builds(
        Cast,
        players,
        st.sampled_from(HANDLES),
        st.sampled_from([None, FaceDownMethod.DISGUISE, FaceDownMethod.MORPH]),
        st.lists(st.sampled_from([*HANDLES, *PLAYERS]), max_size=2),
        x_values,
    ),
    st.builds(Pass, players),
    st.builds(TurnUp, players, st.sampled_from(HANDLES), st.sampled_from(list(TurnUpMethod)), x_values),
    st.builds(
        Activate,
        players,
        st.sampled_from(HANDLES),
        st.sampled_from([None, 0, 1, 2]),
        st.lists(st.sampled_from([*HANDLES, *PLAYERS]), max_size=1),
    ),
    st.builds(Answer, players, st.integers(0, 3)),
)


def perform(game: Game, step: Step) -> Outcome:
    if isinstance(step, Cast):
        return game.cast(step.player, step.handle, face_down=step.method, targets=step.targets, x=step.x)
    if isinstance(step, Pass):
        return game.pass_priority(step.player)
    if isinstance(step, TurnUp):
        return game.turn_face_up(step.player, step.handle, step.method, step.x)
    if isinstance(step, Activate):
        return game.activate(step.player, step.handle, 0, targets=step.targets, mode=step.mode)
    decision = game.state.decision
    options = decision.options if decision is not None else ("pay",)
    return game.decide(step.player, options[step.choice % len(options)])


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(action, min_size=1, max_size=25))
def test_random_play_never_crashes_and_refusals_change_nothing(steps: list[Step]) -> None:
    game = start()
    for step in steps:
        before = (game.view("Alice"), game.view("Bob"))
        outcome = perform(game, step)
        assert isinstance(outcome, (Ok, Refused))
        if isinstance(outcome, Refused):
            assert (game.view("Alice"), game.view("Bob")) == before
        if game.state.game_over:
            break
