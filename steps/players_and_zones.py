"""Step definitions for commanders, planes, Attractions and the command zone, players controlling players,
pending decisions as other players see them, and cards that must stay hidden from a player.

Each step translates scenario text into contract calls (:mod:`facedown.adapter`) and compares what the
engine reports with what the scenario states; no step works out what the rules require.
"""

from __future__ import annotations

import dataclasses
import re

from pytest_bdd import given, parsers, then, when

from facedown.adapter import Decide, EventKind, PlanarDieFace, RollPlanarDie, Zone

from .definitions import event_step, pending_for, start_then, start_when
from .world import ScenarioError, World

_CARD = r'"(?P<card>[^"]+)"'
_PLAYER = r"(?P<player>[A-Z][a-z]+)"
_VIEWER = r"(?P<viewer>[A-Z][a-z]+)"


# --------------------------------------------------------------------------- commanders (CR 903)


@given(parsers.re(_CARD + r" is " + _PLAYER + r"'s commander"))
def given_commander(world: World, card: str, player: str) -> None:
    """Designate a card placed earlier as its owner's commander (CR 903.3)."""
    world.require_setup_phase()
    handle = world.handle(card)
    index = next(i for i, c in enumerate(world.cards) if c.handle == handle)
    placed = world.cards[index]
    if placed.owner != world.check_player(player):
        raise ScenarioError(f"\"{card}\" is owned by {placed.owner}, so it can't be {player}'s commander")
    world.cards[index] = dataclasses.replace(placed, commander=True)


@given(parsers.re(_PLAYER + r"'s commander " + _CARD + r" is in the command zone"))
def given_commander_in_command_zone(world: World, player: str, card: str) -> None:
    """Place a card in the command zone as its owner's commander (CR 903.3, 408.3)."""
    handle = world.add_card(card, world.check_player(player), Zone.COMMAND)
    index = next(i for i, c in enumerate(world.cards) if c.handle == handle)
    world.cards[index] = dataclasses.replace(world.cards[index], commander=True)


@then(parsers.re(_CARD + r" is in the command zone"))
def then_in_command_zone(world: World, card: str) -> None:
    """The card is in the command zone (a public zone, CR 408.1)."""
    start_then(world)
    handle = world.handle(card)
    obj = world.maybe_find(handle)
    assert obj is not None, f"nobody can see {world.describe(handle)}; expected it in the command zone"
    assert obj.zone == Zone.COMMAND, (
        f"expected {world.describe(handle)} in the command zone, engine has it in the {obj.zone.value}"
    )


# --------------------------------------------------------------------------- planes (CR 309, 901)


@given(parsers.re(_PLAYER + r"'s plane " + _CARD + r" is face up in the command zone"))
def given_face_up_plane(world: World, player: str, card: str) -> None:
    """The face-up plane of a Planechase game (CR 901.5), owned by the player (engines declaring
    ``planechase``)."""
    world.add_card(card, player, Zone.COMMAND)


_DIE_FACES = {
    "the chaos symbol": PlanarDieFace.CHAOS,
    "the planeswalker symbol": PlanarDieFace.PLANESWALK,
    "a blank face": PlanarDieFace.BLANK,
}


@when(parsers.re(_PLAYER + r" rolls the planar die and it shows (?P<face>" + "|".join(_DIE_FACES) + ")"))
def when_roll_planar_die(world: World, player: str, face: str) -> None:
    """The special action of rolling the planar die (CR 116.2f, 901.9), with the face it shows fixed by the
    scenario; the engine must accept it."""
    start_when(world)
    world.act_expecting_success(player, RollPlanarDie(_DIE_FACES[face]), f"{player} rolling the planar die")


# --------------------------------------------------------------------------- Attractions (CR 717)

_LIGHTS = r"(?P<lights>[1-6](?:(?:, | and )[1-6])*) lit up"


def _lights(text: str) -> tuple[int, ...]:
    return tuple(int(n) for n in re.findall(r"[1-6]", text))


@given(
    parsers.re(
        _PLAYER + r"'s Attraction deck holds " + _CARD + r'(?: as "(?P<alias>[^"]+)")? with ' + _LIGHTS
    )
)
def given_attraction_deck(world: World, player: str, card: str, alias: str | None, lights: str) -> None:
    """An Attraction card in the player's Attraction deck in the command zone (CR 717.2), below the ones
    placed before it, with those numbers lit up (717.1: printings of one card differ), for engines
    declaring ``attractions``."""
    handle = world.add_card(card, world.check_player(player), Zone.COMMAND, alias=alias)
    index = next(i for i, c in enumerate(world.cards) if c.handle == handle)
    world.cards[index] = dataclasses.replace(world.cards[index], attraction_deck=True, lights=_lights(lights))


@given(parsers.re(r"the six-sided dice rolled in the game will show (?P<results>[1-6](?:, then [1-6])*)"))
def given_die_rolls(world: World, results: str) -> None:
    """What the game's rolls of a six-sided die show, in order (CR 706.1a): a scenario fixes them, as a
    set-up fixes the order of a library, so that a run is deterministic."""
    world.require_setup_phase()
    world.die_rolls = [int(n) for n in results.split(", then ")]


@when(parsers.re(_PLAYER + r' names (?P<names>"[^"]+"(?:(?:, | and )"[^"]+")*)'))
def when_name_cards(world: World, player: str, names: str) -> None:
    """The player names those cards, one ``name_card`` decision each (CR 201.4); the engine must offer
    each name and accept it."""
    start_when(world)
    for name in re.findall(r'"([^"]+)"', names):
        options = pending_for(world, player, "name_card")
        assert name in options, (
            f"{player} is asked to name a card, and {name!r} is not one of the names offered"
        )
        world.act_expecting_success(player, Decide(name), f"{player} naming {name!r}")


@then(parsers.re(_PLAYER + r" is asked to name a card"))
def then_asked_to_name(world: World, player: str) -> None:
    """The pending decision is the player's, of kind ``name_card`` (CR 201.4)."""
    start_then(world)
    pending_for(world, world.check_player(player), "name_card")


@then(parsers.re(_CARD + r" is (?P<face>face down|face up) in exile"))
def then_face_in_exile(world: World, card: str, face: str) -> None:
    """The card is in exile, face down (no player may examine it unless allowed, CR 406.3) or face up, as
    every player who can see it sees it."""
    start_then(world)
    handle = world.handle(card)
    for viewer in world.players:
        obj = world.maybe_find(handle, viewer)
        assert obj is not None and obj.zone == Zone.EXILE, (
            f"{viewer} does not see {world.describe(handle)} in exile"
            + (f" (it is in the {obj.zone.value})" if obj is not None else "")
        )
        assert obj.face_down == (face == "face down"), (
            f"expected {world.describe(handle)} {face} in exile, {viewer} sees it "
            f"{'face down' if obj.face_down else 'face up'}"
        )


# --------------------------------------------------------------------------- controlling players (CR 723)


@then(parsers.re(_PLAYER + r" is controlled by (?P<controller>[A-Z][a-z]+)"))
def then_player_controlled(world: World, player: str, controller: str) -> None:
    """Who controls the player now (CR 723.1), as every player sees it."""
    start_then(world)
    world.check_player(player)
    world.check_player(controller)
    for viewer in world.players:
        found = {p.name: p.controlled_by for p in world.observe(viewer).players}
        assert found.get(player) == controller, (
            f"expected {player} to be controlled by {controller}, {viewer} is told {found.get(player)!r}"
        )


@then(parsers.re(_PLAYER + r" is controlled by no other player"))
def then_player_not_controlled(world: World, player: str) -> None:
    """Nobody controls the player but the player (CR 723)."""
    start_then(world)
    world.check_player(player)
    found = {p.name: p.controlled_by for p in world.observe().players}
    assert found.get(player) in (None, player), f"{player} is controlled by {found.get(player)!r}"


# ------------------------------------------------------------------------ hidden cards and pending decisions


@then(event_step(_CARD + r" stays hidden from " + _VIEWER))
def then_stays_hidden(world: World, card: str, viewer: str) -> None:
    """``viewer`` is not told which card ``card`` is: wherever the card is, the viewer either can't see
    it or sees it without its identity, and no event since the latest action revealed it to the viewer
    (CR 400.2, 708.5, 733: an undone action reveals nothing). That nothing else the viewer observes
    depends on the card is the non-interference check's to establish (docs/noninterference.md)."""
    start_then(world)
    handle = world.handle(card)
    view = world.observe(world.check_player(viewer))
    obj = view.objects.get(handle)
    if obj is not None:
        assert obj.identity is None, f"{viewer} is told that {world.describe(handle)} is {obj.identity!r}"
    for event in world.events_since_snapshot(viewer):
        if event.kind == EventKind.REVEALED and event.data.get("card") == handle:
            assert viewer not in event.data.get("to", []), (
                f"{world.describe(handle)} was revealed to {viewer}: {dict(event.data)}"
            )


@then(parsers.re(_VIEWER + r" sees that " + _PLAYER + r" must make a choice, but not its options"))
def then_pending_options_hidden(world: World, viewer: str, player: str) -> None:
    """A decision is pending for ``player``: ``viewer`` is told so, and of what kind, but is shown neither
    its options nor its prompt, which ``player`` is shown."""
    start_then(world)
    own = world.observe(world.check_player(player)).pending
    assert own is not None and own.player == player, f"{player} is not asked to decide anything: {own}"
    assert own.options, f"{player} is asked a {own.kind!r} decision without options"
    seen = world.observe(world.check_player(viewer)).pending
    assert seen is not None, f"{viewer} is not told that {player} must make a choice"
    assert (seen.player, seen.kind) == (player, own.kind), (
        f"{viewer} is told of a {seen.kind!r} decision for {seen.player}, not {player}'s {own.kind!r}"
    )
    assert not seen.options and not seen.prompt, (
        f"{viewer} is shown the options of {player}'s decision: {list(seen.options)} {seen.prompt!r}"
    )


@then(parsers.re(_VIEWER + r" sees the options of " + _PLAYER + r"'s choice"))
def then_pending_options_shown(world: World, viewer: str, player: str) -> None:
    """``viewer`` is shown the same options as ``player`` for the decision ``player`` must make (the
    player's controller, CR 723.4)."""
    start_then(world)
    own = world.observe(world.check_player(player)).pending
    assert own is not None and own.player == player, f"{player} is not asked to decide anything: {own}"
    seen = world.observe(world.check_player(viewer)).pending
    assert seen is not None and seen.player == player, f"{viewer} is not told of {player}'s choice: {seen}"
    assert list(seen.options) == list(own.options), (
        f"{viewer} is shown the options {list(seen.options)}, {player} {list(own.options)}"
    )
