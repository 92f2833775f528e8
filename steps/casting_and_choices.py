"""Step definitions for casting with several modes or for a mutate cost, and for choices of fixed words.

Each step translates scenario text into one contract action (:mod:`facedown.adapter`) or into a
comparison with what the engine reports; no step works out what the rules require.
"""

from __future__ import annotations

import re

from pytest_bdd import parsers, when

from facedown.adapter import CastSpell, Decide, UnlockDoor

from .definitions import pending_for, start_when
from .world import ScenarioError, World

_CARD = r'"(?P<card>[^"]+)"'
_PLAYER = r"(?P<player>[A-Z][a-z]+)"
_ORDINAL_WORDS = {"first": 0, "second": 1, "third": 2, "fourth": 3}
_ORDINAL = r"(?:first|second|third|fourth)"


def mode_list(text: str) -> tuple[int, ...]:
    """0-based modes from ``first and second`` / ``first, second and third``."""
    words = [w for w in re.split(r",\s*|\s+and\s+", text.strip()) if w]
    if len(words) < 2 or any(w not in _ORDINAL_WORDS for w in words):
        raise ScenarioError(f"cannot read the modes {text!r} (e.g. 'first and second')")
    return tuple(_ORDINAL_WORDS[w] for w in words)


@when(
    parsers.re(
        _PLAYER
        + r" (?:casts|tries to cast) "
        + _CARD
        + r" choosing its (?P<modes>"
        + _ORDINAL
        + r"(?:(?:, | and )"
        + _ORDINAL
        + r")+)"
        + r" modes(?: targeting (?P<targets>.+))?"
    )
)
def when_cast_modes(world: World, player: str, card: str, modes: str, targets: str | None) -> None:
    """Cast a modal spell choosing more than one of its modes (CR 700.2, 601.2b); the targets are
    announced in the order of the chosen modes."""
    start_when(world)
    action = CastSpell(card=world.handle(card), modes=mode_list(modes), targets=world.targets(targets))
    world.act(player, action, f'{player} casting "{card}"')


@when(
    parsers.re(
        _PLAYER
        + r" (?:casts|tries to cast) "
        + _CARD
        + r" for its mutate cost targeting (?P<target>\"[^\"]+\")"
    )
)
def when_cast_mutating(world: World, player: str, card: str, target: str) -> None:
    """Cast a creature spell for its mutate cost, targeting the creature it would merge with (CR 702.140a)."""
    start_when(world)
    action = CastSpell(card=world.handle(card), mutate=True, targets=world.targets(target))
    world.act(player, action, f'{player} casting "{card}" for its mutate cost')


@when(parsers.re(_PLAYER + r" (?:unlocks|tries to unlock) the door \"(?P<door>[^\"]+)\" of " + _CARD))
def when_unlock_door(world: World, player: str, door: str, card: str) -> None:
    """The special action of unlocking a door of a Room by paying its mana cost (CR 116.2m, 709.5)."""
    start_when(world)
    action = UnlockDoor(permanent=world.handle(card), door=door)
    world.act(player, action, f'{player} unlocking the door "{door}" of "{card}"')


@when(parsers.re(_PLAYER + r" puts " + _CARD + r" (?P<where>over|under) the creature it mutates onto"))
def when_mutate_over_or_under(world: World, player: str, card: str, where: str) -> None:
    """As a mutating creature spell resolves, its controller puts it over or under the creature
    (CR 702.140c): a ``choose`` decision offering ``"over"`` and ``"under"``."""
    start_when(world)
    world.handle(card)
    options = pending_for(world, player, "choose")
    assert where in options, f"the decision offers {list(options)}, not {where!r}"
    world.act_expecting_success(player, Decide(where), f'{player} putting "{card}" {where} the creature')


@when(parsers.re(_PLAYER + r" chooses (?P<power>\d+)/(?P<toughness>\d+)"))
def when_choose_power_toughness(world: World, player: str, power: str, toughness: str) -> None:
    """Choose one of the power and toughness values a card offers (CR 208.2b): a ``choose`` decision whose
    options include the words ``"5/1"``, ``"1/5"``..."""
    start_when(world)
    option = f"{int(power)}/{int(toughness)}"
    options = pending_for(world, player, "choose")
    assert option in options, f"the decision offers {list(options)}, not {option!r}"
    world.act_expecting_success(player, Decide(option), f"{player} choosing {option}")


@when(parsers.re(_PLAYER + r" chooses to (?P<option>turn it face up|put a \+1/\+1 counter on it)"))
def when_choose_either(world: World, player: str, option: str) -> None:
    """Choose one of two things an effect offers to do ("turn that creature face up or put a +1/+1
    counter on it"): a ``choose`` decision whose options are those words."""
    start_when(world)
    options = pending_for(world, player, "choose")
    assert option in options, f"the decision offers {list(options)}, not {option!r}"
    world.act_expecting_success(player, Decide(option), f"{player} choosing to {option}")


@when(parsers.re(_PLAYER + r' chooses one of (?:her|his|their) "(?P<name>[^"]+)" tokens'))
def when_choose_token(world: World, player: str, name: str) -> None:
    """Answer a ``choose`` decision with a token the player controls and that has the name (the first one
    offered): tokens an effect created have no name in the scenario ("Sacrifice a Blood")."""
    start_when(world)
    options = pending_for(world, player, "choose")
    objects = world.observe(player).objects
    fitting = [
        option
        for option in options
        if (obj := objects.get(option)) is not None
        and obj.token
        and obj.name == name
        and obj.controller == player
    ]
    assert fitting, f'none of the options {list(options)} is a "{name}" token {player} controls'
    world.act_expecting_success(player, Decide(fitting[0]), f'{player} choosing a "{name}" token')


@when(parsers.re(_PLAYER + r" shuffles them into the order (?P<order>.+)"))
def when_shuffle_order(world: World, player: str, order: str) -> None:
    """Fix the outcome of a shuffle of face-down permanents (CR 701.24a) that ``player`` makes: a
    ``shuffle`` decision (capability ``shuffle_results``) whose options are the orders the cards may end
    in, their handles joined by ``", "``, as a scenario fixes what the planar die shows."""
    start_when(world)
    option = ", ".join(world.targets(order))
    options = pending_for(world, player, "shuffle")
    assert option in options, f"the shuffle decision offers {list(options)}, not {option!r} ({order})"
    world.act_expecting_success(player, Decide(option), f"{player} shuffling into the order {order}")


@when(parsers.re(_PLAYER + r' chooses the face-down card that is "(?P<card>[^"]+)"'))
def when_choose_face_down(world: World, player: str, card: str) -> None:
    """Choose one of several face-down permanents by what the chooser sees of it, its public tag (CR 708.6):
    a ``choose`` decision whose options are the labels of the face-down permanents the player sees. The
    scenario names the card it means; the step sends the label the player sees on it."""
    start_when(world)
    options = pending_for(world, player, "choose")
    label = world.find(world.handle(card), player).label
    assert label is not None and label in options, (
        f'{player} sees the label {label!r} on "{card}", which the decision does not offer: {list(options)}'
    )
    world.act_expecting_success(player, Decide(label), f"{player} choosing the face-down card {label!r}")


@when(parsers.re(_PLAYER + r" chooses the (?P<ordinal>first|second|third|fourth) pile"))
def when_choose_pile(world: World, player: str, ordinal: str) -> None:
    """Choose one of the piles an effect made (CR 700.3), by its place in the effect's text: a ``choose``
    decision offering ``"first pile"``, ``"second pile"``..."""
    start_when(world)
    option = f"{ordinal} pile"
    options = pending_for(world, player, "choose")
    assert option in options, f"the decision offers {list(options)}, not {option!r}"
    world.act_expecting_success(player, Decide(option), f"{player} choosing the {ordinal} pile")
