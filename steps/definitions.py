"""Step definitions: the Gherkin vocabulary of the suite, over the adapter contract.

Given-steps describe a starting state; the first When- or Then-step starts the
game from it. When-steps take actions through :meth:`facedown.adapter.Game.act`;
Then-steps compare what the engine reports (:meth:`facedown.adapter.Game.observe`)
with what the scenario states. No step works out what the rules require: every
expected value is written in the feature.

Card references are quoted: a card name (when only one card has it) or the
alias given with ``as "..."``. Players are named by their names.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence

import pytest
from pytest_bdd import given, parsers, then, when

from facedown.adapter import (
    Accepted,
    Action,
    ActivateAbility,
    Adapter,
    Capability,
    CastSpell,
    Concede,
    Decide,
    DeclareAttackers,
    DeclareBlockers,
    EngineInfo,
    Event,
    EventKind,
    FaceDownMethod,
    LookAt,
    ObjectView,
    PassPriority,
    PlayLand,
    RejectCode,
    Rejected,
    Step,
    TriggerKind,
    TurnFaceUp,
    TurnUpMethod,
    Zone,
)

from .world import (
    FACE_DOWN_WORDS,
    STEP_NAMES,
    TURN_UP_PROCEDURES,
    ScenarioError,
    World,
    describe_result,
    engine_colours,
    mana_symbols,
    normal_colour,
    normal_text,
)

# --------------------------------------------------------------------------- fixtures


@pytest.fixture
def world(adapter: Adapter, request: pytest.FixtureRequest) -> Iterator[World]:
    """A fresh scenario context over the session's engine; closes the game afterwards."""
    try:
        info: EngineInfo = request.getfixturevalue("engine_info")
    except pytest.FixtureLookupError:
        info = adapter.info()
    scenario_world = World(adapter=adapter, info=info)
    yield scenario_world
    scenario_world.close()


# --------------------------------------------------------------------------- small parsers

_CARD = r'"(?P<card>[^"]+)"'
_PLAYER = r"(?P<player>[A-Z][a-z]+)"
_VIEWER = r"(?P<viewer>[A-Z][a-z]+)"
_ORDINALS = {"first": 0, "second": 1, "third": 2, "fourth": 3}
_ZONES = {
    "hand": Zone.HAND,
    "graveyard": Zone.GRAVEYARD,
    "library": Zone.LIBRARY,
    "exile": Zone.EXILE,
    "sideboard": Zone.SIDEBOARD,  # outside the game (CR 100.4, 400.11; the ``sideboards`` capability)
}
#: The steps that compare with what some player saw before the latest action (World.before).
_LABEL_UNCHANGED = parsers.re(r"the label " + _VIEWER + r" sees on " + _CARD + r" is unchanged")
_SAME_OBJECT = parsers.re(_CARD + r" is (?P<which>still the same|a new) object")


#: The steps that read the events logged since the latest When-step began, in every player's log.
_READS_EVENTS: list[parsers.re] = []


def event_step(pattern: str) -> parsers.re:
    """The parser of a step that reads the events logged since the latest When-step began (so each
    player's log length must be kept at each When-step)."""
    parser = parsers.re(pattern)
    _READS_EVENTS.append(parser)
    _EARLIER_VIEWS.clear()
    return parser


#: :func:`reads_earlier_views` by step text (forgotten when an event step is added).
_EARLIER_VIEWS: dict[str, bool] = {}


def reads_earlier_views(step_text: str) -> bool:
    """Whether the step compares with the views players had before the latest action, or reads
    every player's events logged since then, so every player's view must be kept at each
    When-step (not only the first player's). Worked out once per step text."""
    found = _EARLIER_VIEWS.get(step_text)
    if found is None:
        found = _EARLIER_VIEWS[step_text] = any(
            parser.is_matching(step_text) for parser in (_LABEL_UNCHANGED, _SAME_OBJECT, *_READS_EVENTS)
        )
    return found


_TRIGGER_EVENTS = {
    "it entering": TriggerKind.ENTERS,
    "a creature entering": TriggerKind.ENTERS,
    "a land entering": TriggerKind.ENTERS,
    "it being turned face up": TriggerKind.TURNED_FACE_UP,
    "a permanent being turned face up": TriggerKind.TURNED_FACE_UP,
    "it dying": TriggerKind.DIES,
    "its controller manifesting dread": TriggerKind.OTHER,
    "a creature dealing combat damage": TriggerKind.OTHER,
    "a creature dying": TriggerKind.DIES,
    "a permanent being sacrificed": TriggerKind.OTHER,
    "a creature attacking": TriggerKind.OTHER,
    "the beginning of a step": TriggerKind.OTHER,
    "a spell being cast": TriggerKind.OTHER,
    "a face-down permanent entering": TriggerKind.ENTERS,
    "its door being unlocked": TriggerKind.OTHER,
    "a creature becoming tapped": TriggerKind.OTHER,
    "chaos ensuing": TriggerKind.OTHER,
    "the planar die being rolled": TriggerKind.OTHER,
    "a roll to visit": TriggerKind.OTHER,
}
_REJECT_REASONS = {
    "the cost cannot be paid": RejectCode.CANNOT_PAY,
    "the target is illegal": RejectCode.ILLEGAL_TARGET,
    "the player does not hold priority": RejectCode.NOT_YOUR_PRIORITY,
    "a rule or effect forbids it": RejectCode.NOT_ALLOWED,
    "the choice is invalid": RejectCode.INVALID_CHOICE,
}


def count(text: str | None, default: int = 1) -> int:
    """A number written in a step: digits, "a"/"an" (1) or "no" (0)."""
    if text is None:
        return default
    text = text.strip()
    if text in ("a", "an"):
        return 1
    if text == "no":
        return 0
    return int(text)


def none_or(text: str) -> str | None:
    """``None`` for the word "none", else the text."""
    return None if text.strip().casefold() == "none" else text.strip()


def word_list(text: str) -> list[str]:
    """A comma-separated list from a table cell; "none" (or nothing) is the empty list."""
    if none_or(text) is None or not text.strip():
        return []
    return [part.strip() for part in text.split(",") if part.strip()]


def viewed(world: World, card: str, viewer: str | None = None) -> tuple[str, ObjectView]:
    """The handle of a card reference and the object as ``viewer`` (or anyone) sees it."""
    handle = world.handle(card)
    return handle, world.find(handle, viewer)


# =========================================================================== Given


@given(parsers.re(r"a (?:two|three|four)-player game between (?P<names>.+)"))
def given_game(world: World, names: str) -> None:
    """The players, in turn order."""
    world.require_setup_phase()
    world.players = [n.strip() for n in re.split(r",\s*|\s+and\s+", names) if n.strip()]


@given(parsers.re(r"it is " + _PLAYER + r"'s (?P<step_name>" + "|".join(STEP_NAMES) + r")"))
def given_turn(world: World, player: str, step_name: str) -> None:
    """Whose turn it is, and the step or phase."""
    world.require_setup_phase()
    world.active_player = world.check_player(player)
    world.step = STEP_NAMES[step_name]


@given(parsers.re(_PLAYER + r" has priority"))
def given_priority(world: World, player: str) -> None:
    """Who holds priority at the start (default: the active player)."""
    world.require_setup_phase()
    world.priority = world.check_player(player)


@given(parsers.re(_PLAYER + r"'s life total is (?P<amount>\d+)"))
def given_life(world: World, player: str, amount: str) -> None:
    """A starting life total (default 20)."""
    world.require_setup_phase()
    world.life[world.check_player(player)] = int(amount)


@given(parsers.re(_PLAYER + r" has (?P<mana>(?:\{[^}]+\})+) in (?:her|his|their) mana pool"))
def given_mana_pool(world: World, player: str, mana: str) -> None:
    """Mana already in a player's pool."""
    world.require_setup_phase()
    world.mana_pools[world.check_player(player)] = mana


@given(
    parsers.re(
        _PLAYER + r' has (?P<number>\d+ |an? )?"(?P<name>[^"]+)" '
        r"(?P<where>in (?:her|his|their) (?:hand|graveyard|library|sideboard)|in exile"
        r"|on top of (?:her|his|their) library)"
        r'(?: as "(?P<alias>[^"]+)")?'
    )
)
def given_card_in_zone(
    world: World, player: str, number: str | None, name: str, alias: str | None, where: str
) -> None:
    """Cards a player owns in a zone other than the battlefield ("on top of" puts them above the rest), or
    outside the game in their sideboard (CR 100.4, 400.11)."""
    zone = Zone.EXILE if where == "in exile" else _ZONES[where.rsplit(" ", 1)[-1]]
    copies = count(number)
    if alias is not None and copies != 1:
        raise ScenarioError(f'an alias names one card, not {copies} copies of "{name}"')
    for _ in range(copies):
        world.add_card(name, player, zone, alias=alias, on_top=where.startswith("on top"))


_PERMANENT = re.compile(
    r"(?:(?P<number>\d+|an?) )?(?P<adjectives>(?:(?:tapped|untapped|disguised|cloaked|manifested|morphed) )*)"
    r'"(?P<name>[^"]+)"(?P<token> tokens?)?(?: as "(?P<alias>[^"]+)")?'
    r'(?: with "(?P<merged>[^"]+)" merged under it)?'
    r"(?: with (?P<counter_number>an?|\d+) (?P<counter>\S+) counters?)?"
    r"(?: with (?P<damage>\d+) damage(?: marked on it)?)?"
    r'(?: attached to "(?P<host>[^"]+)")?'
    r"(?: owned by (?P<owner>[A-Z][a-z]+))?"
    r"(?P<by_effect>,? turned face down by an effect)?"
)


@given(parsers.re(_PLAYER + r" controls (?P<spec>.+)"))
def given_permanent(world: World, player: str, spec: str) -> None:
    """Permanents on the battlefield.

    ``[number] [tapped|untapped] [disguised|cloaked|manifested|morphed] "Name" [token(s)] [as "alias"]
    [with "Other card" merged under it] [with N <kind> counters] [with N damage] [attached to "Permanent"]
    [owned by Player] [, turned face down by an effect]``

    A card merged under the permanent is a component of the same merged permanent (CR 730.2), with the same
    owner; it is referred to by its own name. ``"Clue" token`` places a token of that name.
    """
    match = _PERMANENT.fullmatch(spec)
    if match is None:
        raise ScenarioError(f"cannot read the permanent description {spec!r}")
    adjectives = match["adjectives"].split()
    face_down = [FACE_DOWN_WORDS[a] for a in adjectives if a in FACE_DOWN_WORDS]
    if match["by_effect"]:
        face_down.append(FaceDownMethod.EFFECT)
    if len(face_down) > 1:
        raise ScenarioError(f"{spec!r} names more than one way of being face down")
    copies = count(match["number"])
    if match["alias"] is not None and copies != 1:
        raise ScenarioError(f"an alias names one card, not {copies} copies of {match['name']!r}")
    if match["merged"] is not None and copies != 1:
        raise ScenarioError("a card can be merged under one permanent, not under several copies")
    counters = {match["counter"]: count(match["counter_number"])} if match["counter"] else {}
    owner = match["owner"] or player
    host = world.handle(match["host"]) if match["host"] is not None else None
    for _ in range(copies):
        handle = world.add_card(
            match["name"],
            owner,
            Zone.BATTLEFIELD,
            alias=match["alias"],
            controller=player if owner != player else None,
            face_down=face_down[0] if face_down else None,
            tapped="tapped" in adjectives,
            counters=counters,
            damage=int(match["damage"] or 0),
            attached_to=host,
            token=match["token"] is not None,
        )
        if match["merged"] is not None:
            world.add_card(
                match["merged"],
                owner,
                Zone.BATTLEFIELD,
                controller=player if owner != player else None,
                merged_under=handle,
            )


# =========================================================================== When


def start_when(world: World) -> None:
    """What every When-step does first: insist the last rejection was looked at, remember the state."""
    world.require_checked()
    world.take_snapshot()


@when(
    parsers.re(
        _PLAYER
        + r" (?:casts|tries to cast) "
        + _CARD
        + r"(?: as its (?:door|half|Adventure) \"(?P<half>[^\"]+)\")?"
        + r"(?: face down using (?P<method>disguise|morph)| face up)?"
        + r"(?: choosing its (?P<mode>first|second|third) mode)?"
        r"(?: targeting (?P<targets>.+?))?(?: with X = (?P<x>\d+))?(?P<free> without paying its mana cost)?"
    )
)
def when_cast(
    world: World,
    player: str,
    card: str,
    method: str | None,
    mode: str | None,
    targets: str | None,
    x: str | None,
    free: str | None,
    half: str | None,
) -> None:
    """Cast a spell (CR 601.2), face down by the named ability or face up (of a modal spell: one mode; of
    a split card: the half named, CR 709.3; of an adventurer card: its Adventure, CR 715.3)."""
    start_when(world)
    action = CastSpell(
        card=world.handle(card),
        face_down=FaceDownMethod(method) if method else None,
        targets=world.targets(targets),
        x=int(x) if x is not None else None,
        mode=_ORDINALS[mode] if mode else None,
        without_paying=free is not None,
        half=half,
    )
    world.act(player, action, f'{player} casting "{card}"')


@when(
    parsers.re(_PLAYER + r" (?:casts|tries to cast) " + _CARD + r" dividing (?P<division>\d+ damage to .+)")
)
def when_cast_dividing(world: World, player: str, card: str, division: str) -> None:
    """Cast a spell that divides damage among its targets (CR 601.2d): ``N damage to "A" and M damage to
    "B"``; the targets are announced in that order."""
    start_when(world)
    parts = re.findall(r'(\d+) damage to ("[^"]+"|[A-Z][a-z]+)', division)
    rest = re.sub(r'\d+ damage to (?:"[^"]+"|[A-Z][a-z]+)|\band\b|,', " ", division)
    if not parts or rest.strip():
        raise ScenarioError(f"cannot read the division {division!r}")
    targets = tuple(world.target(target) for _, target in parts)
    divide = {target: int(amount) for target, (amount, _) in zip(targets, parts, strict=True)}
    action = CastSpell(card=world.handle(card), targets=targets, divide=divide)
    world.act(player, action, f'{player} casting "{card}"')


@when(
    parsers.re(
        _PLAYER + r" (?:turns|tries to turn) " + _CARD + r" face up "
        r"(?:using its (?P<method>disguise|morph) cost|(?P<mana_cost>by paying its mana cost))"
        r"(?: with X = (?P<x>-?\d+))?"
    )
)
def when_turn_face_up(
    world: World, player: str, card: str, method: str | None, mana_cost: str | None, x: str | None
) -> None:
    """The special action of CR 116.2b, by the named procedure (X may be negative, to be refused)."""
    start_when(world)
    how = TurnUpMethod.MANA_COST if mana_cost else TurnUpMethod(method or "")
    action = TurnFaceUp(permanent=world.handle(card), method=how, x=int(x) if x is not None else None)
    world.act(player, action, f'{player} turning "{card}" face up')


@when(
    parsers.re(
        _PLAYER
        + r" (?:activates|tries to activate) (?:the (?P<ordinal>first|second|third) ability of )?"
        + _CARD
        + r"(?: choosing its (?P<mode>first|second|third) mode)?(?: targeting (?P<targets>.+?))?"
        r"(?: with X = (?P<x>\d+))?"
    )
)
def when_activate(
    world: World,
    player: str,
    card: str,
    ordinal: str | None,
    mode: str | None,
    targets: str | None,
    x: str | None,
) -> None:
    """Activate an activated ability (the first one unless an ordinal is given)."""
    start_when(world)
    action = ActivateAbility(
        source=world.handle(card),
        ability=_ORDINALS[ordinal] if ordinal else 0,
        targets=world.targets(targets),
        x=int(x) if x is not None else None,
        mode=_ORDINALS[mode] if mode else None,
    )
    world.act(player, action, f'{player} activating an ability of "{card}"')


@when(parsers.re(_PLAYER + r" passes priority"))
def when_pass(world: World, player: str) -> None:
    """One player passes priority once."""
    start_when(world)
    world.act(player, PassPriority(), f"{player} passing priority")


@when(parsers.re(r"all players pass priority"))
def when_all_pass(world: World) -> None:
    """Whoever holds priority passes, until the object now on top of the stack resolves or a decision is
    pending."""
    start_when(world)
    world.pass_until(top_resolved=True)


@when(parsers.re(r"all players pass priority until the stack is empty"))
def when_all_pass_until_empty(world: World) -> None:
    """Whoever holds priority passes, until the stack is empty or a decision is pending."""
    start_when(world)
    world.pass_until(top_resolved=False)


def pending_for(world: World, player: str, kind: str) -> Sequence[str]:
    """The options of the decision ``player`` must make now; fails unless it is of ``kind``."""
    pending = world.observe(player).pending
    assert pending is not None, (
        f"expected {player} to be asked a {kind!r} decision, but no decision is pending"
    )
    assert pending.player == player and pending.kind == kind, (
        f"expected {player} to be asked a {kind!r} decision, but the pending decision is {pending}"
    )
    return pending.options


@when(parsers.re(_PLAYER + r" (?P<answer>pays|declines to pay) the ward cost"))
def when_ward_answer(world: World, player: str, answer: str) -> None:
    """Answer the ward decision (CR 702.21a): pay the cost or let the spell or ability be countered."""
    start_when(world)
    option = "pay" if answer == "pays" else "decline"
    options = pending_for(world, player, "pay_ward")
    assert option in options, f"the ward decision offers {list(options)}, not {option!r}"
    world.act_expecting_success(
        player, Decide(option), f"{player} answering the ward decision with {option!r}"
    )


@when(parsers.re(_PLAYER + r" chooses (?P<choices>.+) as (?:the )?targets?"))
def when_choose_targets(world: World, player: str, choices: str) -> None:
    """Choose the targets of a triggered ability, one decision per target."""
    start_when(world)
    for target in world.targets(choices):
        options = pending_for(world, player, "choose_targets")
        assert target in options, f"{target!r} is not offered as a target; the options are {list(options)}"
        world.act_expecting_success(player, Decide(target), f"{player} choosing the target {target!r}")


def _answer_choice(world: World, player: str, option: str, what: str) -> None:
    """Answer the player's pending choice with ``option`` (``what`` names it in messages)."""
    pending = world.observe(player).pending
    assert pending is not None and pending.player == player, f"{player} is not being asked to choose anything"
    assert option in pending.options, f"{what} is not among the options {list(pending.options)}"
    world.act_expecting_success(player, Decide(option), f"{player} choosing {what}")


@when(parsers.re(_PLAYER + r" chooses " + _CARD))
def when_choose(world: World, player: str, card: str) -> None:
    """Answer a pending choice with a card (e.g. what a Clone copies)."""
    start_when(world)
    _answer_choice(world, player, world.handle(card), f'"{card}"')


@when(parsers.re(_PLAYER + r" chooses (?P<chosen>[A-Z][a-z]+) to protect it"))
def when_choose_protector(world: World, player: str, chosen: str) -> None:
    """Answer a pending choice of a player: the opponent who protects a Siege (CR 310.11b)."""
    start_when(world)
    _answer_choice(world, player, world.check_player(chosen), chosen)


@when(parsers.re(_PLAYER + r" chooses no more targets"))
def when_choose_no_more_targets(world: World, player: str) -> None:
    """Stop choosing targets for an "up to N targets" ability ("done")."""
    start_when(world)
    options = pending_for(world, player, "choose_targets")
    assert "done" in options, f"stopping is not among the options {list(options)}"
    world.act_expecting_success(player, Decide("done"), f"{player} choosing no more targets")


@when(parsers.re(_PLAYER + r" chooses nothing"))
def when_choose_nothing(world: World, player: str) -> None:
    """Answer a pending choice that allows choosing nothing ("you may ...") with ``"none"``."""
    start_when(world)
    pending = world.observe(player).pending
    assert pending is not None and pending.player == player, f"{player} is not being asked to choose anything"
    assert "none" in pending.options, f"choosing nothing is not among the options {list(pending.options)}"
    world.act_expecting_success(player, Decide("none"), f"{player} choosing nothing")


@when(parsers.re(_PLAYER + r" (?:looks|tries to look) at " + _CARD))
def when_look(world: World, player: str, card: str) -> None:
    """Ask to look at a hidden object (CR 708.5)."""
    start_when(world)
    world.act(player, LookAt(world.handle(card)), f'{player} looking at "{card}"')


@when(parsers.re(_PLAYER + r" concedes"))
def when_concede(world: World, player: str) -> None:
    """The player leaves the game (CR 104.3a)."""
    start_when(world)
    world.act_expecting_success(player, Concede(), f"{player} conceding")


@when(
    parsers.re(
        r"all players pass priority until (?:it is )?"
        + _PLAYER
        + r"'s (?P<step_name>"
        + "|".join(STEP_NAMES)
        + r")"
    )
)
def when_pass_until_step(world: World, player: str, step_name: str) -> None:
    """Whoever holds priority passes, until that step of that player's turn has begun (or a decision is
    pending)."""
    start_when(world)
    world.pass_until_step(world.check_player(player), STEP_NAMES[step_name])


# --------------------------------------------------------------------------- choices made while resolving


@when(parsers.re(_PLAYER + r" chooses (?:the|its) (?P<ordinal>first|second|third) mode"))
def when_choose_mode(world: World, player: str, ordinal: str) -> None:
    """Choose the mode of a modal triggered ability as it is put on the stack (a ``choose_mode`` decision)."""
    start_when(world)
    option = str(_ORDINALS[ordinal])
    options = pending_for(world, player, "choose_mode")
    assert option in options, f"the mode decision offers {list(options)}, not {option!r}"
    world.act_expecting_success(player, Decide(option), f"{player} choosing the {ordinal} mode")


@when(parsers.re(_PLAYER + r" chooses (?P<colour>white|blue|black|red|green)"))
def when_choose_colour(world: World, player: str, colour: str) -> None:
    """Choose a colour (a ``choose_color`` decision, e.g. for "two mana of any one color")."""
    start_when(world)
    option = normal_colour(colour)
    options = pending_for(world, player, "choose_color")
    assert option in options, f"the colour decision offers {list(options)}, not {option!r}"
    world.act_expecting_success(player, Decide(option), f"{player} choosing {colour}")


@when(parsers.re(_PLAYER + r" chooses (?P<answer>to do so|not to do so)"))
def when_may(world: World, player: str, answer: str) -> None:
    """Answer an optional action with no object to name (a ``may`` decision): "yes" or "no"."""
    start_when(world)
    option = "yes" if answer == "to do so" else "no"
    options = pending_for(world, player, "may")
    assert option in options, f"the decision offers {list(options)}, not {option!r}"
    world.act_expecting_success(player, Decide(option), f"{player} answering {option!r}")


@when(
    parsers.re(
        _PLAYER + r" puts the (?P<kind>surveilled|scried) card (?P<where>on top of|into|on the bottom of) "
        r"(?:her|his|their) (?:library|graveyard)"
    )
)
def when_surveil_or_scry(world: World, player: str, kind: str, where: str) -> None:
    """Answer a ``surveil`` ("top"/"graveyard") or ``scry`` ("top"/"bottom") decision for one card."""
    start_when(world)
    decision = "surveil" if kind == "surveilled" else "scry"
    option = {"on top of": "top", "into": "graveyard", "on the bottom of": "bottom"}[where]
    options = pending_for(world, player, decision)
    assert option in options, f"the {decision} decision offers {list(options)}, not {option!r}"
    world.act_expecting_success(player, Decide(option), f"{player} answering {decision} with {option!r}")


@when(parsers.re(_PLAYER + r" chooses to (?P<answer>tap|untap) it"))
def when_tap_or_untap(world: World, player: str, answer: str) -> None:
    """Answer "you may tap or untap it" (a ``choose`` decision with the options "tap", "untap", "none")."""
    start_when(world)
    options = pending_for(world, player, "choose")
    assert answer in options, f"the decision offers {list(options)}, not {answer!r}"
    world.act_expecting_success(player, Decide(answer), f"{player} choosing to {answer}")


@when(
    parsers.re(_PLAYER + r" chooses the (?P<kind>spell|triggered ability|activated ability) (?:of )?" + _CARD)
)
def when_choose_stack_item(world: World, player: str, kind: str, card: str) -> None:
    """Choose a spell or ability on the stack (a ``choose`` decision whose options are stack ids)."""
    start_when(world)
    item = world.stack_item(world.handle(card), kind.split()[0])
    options = pending_for(world, player, "choose")
    assert item.stack_id in options, (
        f'the {kind} of "{card}" ({item.stack_id}) is not among the options {list(options)}'
    )
    world.act_expecting_success(player, Decide(item.stack_id), f'{player} choosing the {kind} of "{card}"')


@when(parsers.re(_PLAYER + r" tries to choose " + _CARD + r"(?: as the target)?"))
def when_try_choose(world: World, player: str, card: str) -> None:
    """Offer a card as the answer to the pending decision, whether or not it is among the options; the
    result is checked by "the action is accepted/rejected"."""
    start_when(world)
    world.act(player, Decide(world.handle(card)), f'{player} choosing "{card}"')


# --------------------------------------------------------------------------- lands and combat


@when(parsers.re(_PLAYER + r" (?:plays|tries to play) " + _CARD))
def when_play_land(world: World, player: str, card: str) -> None:
    """Play a land (CR 305.1) from wherever it is."""
    start_when(world)
    action = PlayLand(card=world.handle(card))
    world.act(player, action, f'{player} playing "{card}"')


def card_list(world: World, text: str) -> list[str]:
    """Handles from ``"A"``, ``"A" and "B"``, ``"A", "B" and "C"``."""
    cards = re.findall(r'"([^"]+)"', text)
    if not cards or re.sub(r'"[^"]+"|\band\b|,', " ", text).strip():
        raise ScenarioError(f"cannot read the cards {text!r}")
    return [world.handle(c) for c in cards]


@when(
    parsers.re(
        _PLAYER + r" (?P<attempt>attacks|tries to attack) (?P<defender>[A-Z][a-z]+) with (?P<cards>.+)"
    )
)
def when_attack(world: World, player: str, attempt: str, defender: str, cards: str) -> None:
    """Priority passes until ``player`` is asked to declare attackers (CR 508.1); the creatures attack
    ``defender``. "tries to" leaves the result to "the action is accepted/rejected"."""
    start_when(world)
    attackers = {handle: world.check_player(defender) for handle in card_list(world, cards)}
    declare(
        world,
        player,
        "declare_attackers",
        DeclareAttackers(attackers=attackers),
        f"{player} attacking {defender}",
        attempt.startswith("tries"),
    )


@when(parsers.re(_PLAYER + r" (?P<attempt>declares|tries to declare) no (?P<what>attackers|blockers)"))
def when_declare_none(world: World, player: str, attempt: str, what: str) -> None:
    """Priority passes until ``player`` is asked to declare attackers or blockers; they declare none."""
    start_when(world)
    kind = "declare_attackers" if what == "attackers" else "declare_blockers"
    action = DeclareAttackers(attackers={}) if what == "attackers" else DeclareBlockers(blockers={})
    declare(
        world, player, kind, action, f"{player} declaring no {what}", attempt.startswith("tries"), none=True
    )


@when(parsers.re(_PLAYER + r" (?P<attempt>blocks|tries to block) " + _CARD + r" with (?P<cards>.+)"))
def when_block(world: World, player: str, attempt: str, card: str, cards: str) -> None:
    """Priority passes until ``player`` is asked to declare blockers (CR 509.1); the named creatures block
    the attacking creature ``card``."""
    start_when(world)
    attacker = world.handle(card)
    blockers = {handle: attacker for handle in card_list(world, cards)}
    declare(
        world,
        player,
        "declare_blockers",
        DeclareBlockers(blockers=blockers),
        f'{player} blocking "{card}"',
        attempt.startswith("tries"),
    )


def declare(
    world: World,
    player: str,
    kind: str,
    action: Action,
    description: str,
    attempt: bool,
    *,
    none: bool = False,
) -> None:
    """Pass priority until ``player`` is asked the ``kind`` decision, then answer it with the declaration
    ``action``.

    Declaring nothing (``none``) also holds when the game passes the declaration step without asking
    ``player`` (an engine need not ask a player who has no creature able to attack or block). For the
    same reason, an attempted declaration the game never asked for counts as refused: the player was
    given no way to make it.
    """
    world.check_player(player)
    past = Step.DECLARE_ATTACKERS if kind == "declare_attackers" else Step.DECLARE_BLOCKERS
    asked = world.pass_until_decision(player, kind, past)
    if not asked and none:
        world.last_result, world.last_action = Accepted(), description
        return
    if not asked and attempt:
        world.last_result = Rejected(RejectCode.NOT_ALLOWED, f"{player} was not asked a {kind!r} decision")
        world.last_action = description
        world.unchecked_rejection = True
        return
    pending_for(world, player, kind)
    if attempt:
        world.act(player, action, description)
    else:
        world.act_expecting_success(player, action, description)


# =========================================================================== Then: results


@then(parsers.re(r"the action is accepted"))
def then_accepted(world: World) -> None:
    """The last action was taken."""
    world.unchecked_rejection = False
    assert isinstance(world.last_result, Accepted), (
        f"expected {world.last_action} to be accepted, but it was {describe_result(world.last_result)}"
    )


@then(parsers.re(r"the action is rejected(?: because (?P<reason>" + "|".join(_REJECT_REASONS) + r"))?"))
def then_rejected(world: World, reason: str | None) -> None:
    """The rules forbade the last action (optionally: for this reason)."""
    world.unchecked_rejection = False
    result = world.last_result
    assert isinstance(result, Rejected), f"expected {world.last_action} to be rejected, but it was accepted"
    if reason is not None:
        assert result.code == _REJECT_REASONS[reason], (
            f"expected {world.last_action} to be rejected because {reason} "
            f"({_REJECT_REASONS[reason].value}), but it was {describe_result(result)}"
        )


def start_then(world: World) -> None:
    """What every other Then-step does first."""
    world.require_checked()


# =========================================================================== Then: characteristics


def compare_cell(field_name: str, cell: str, obj: ObjectView) -> tuple[object, object] | None:
    """The (expected, reported) pair of one characteristics-table row, or ``None`` when they agree."""
    key = field_name.strip().casefold()
    expected: object
    reported: object
    if key == "name":
        expected, reported = none_or(cell), obj.name
    elif key == "mana cost":
        expected = None if none_or(cell) is None else mana_symbols(cell)
        reported = None if obj.mana_cost is None else mana_symbols(obj.mana_cost)
        if reported == []:
            reported = None
    elif key == "mana value":
        expected, reported = int(cell), obj.mana_value
    elif key in ("colour", "colours", "color", "colors"):
        colourless = cell.strip().casefold() in ("colourless", "colorless", "none")
        expected = set() if colourless else {normal_colour(c) for c in word_list(cell)}
        reported = engine_colours(obj.colors)
    elif key in ("types", "card types", "type"):
        expected = {normal_text(t) for t in word_list(cell)}
        reported = {normal_text(t) for t in obj.types}
    elif key == "subtypes":
        expected = {normal_text(t) for t in word_list(cell)}
        reported = {normal_text(t) for t in obj.subtypes}
    elif key == "supertypes":
        expected = {normal_text(t) for t in word_list(cell)}
        reported = {normal_text(t) for t in obj.supertypes}
    elif key == "power":
        expected, reported = (None if none_or(cell) is None else int(cell)), obj.power
    elif key == "toughness":
        expected, reported = (None if none_or(cell) is None else int(cell)), obj.toughness
    elif key == "abilities":
        expected = sorted(normal_text(a) for a in word_list(cell))
        reported = sorted(normal_text(a) for a in obj.abilities)
    elif key == "face down":
        expected, reported = cell.strip().casefold() == "yes", obj.face_down
    else:
        raise ScenarioError(f"unknown characteristic {field_name!r} in the table")
    return None if expected == reported else (expected, reported)


@then(parsers.re(_VIEWER + r" sees " + _CARD + r" with these characteristics:"))
def then_characteristics(world: World, viewer: str, card: str, datatable: list[list[str]]) -> None:
    """Every characteristic in the two-column table, as ``viewer`` sees the object.

    Rows: name, mana cost, mana value, colours, types, subtypes, supertypes, power,
    toughness, abilities (comma-separated), face down (yes/no). "none" means no value.
    """
    start_then(world)
    handle, obj = viewed(world, card, viewer)
    check_table(datatable, obj, f"{viewer} sees {world.describe(handle)}")


def check_table(datatable: list[list[str]], obj: ObjectView, who: str) -> None:
    """Compare every row of a characteristics table with ``obj``; one assertion lists every difference."""
    wrong = []
    for row in datatable:
        if len(row) != 2:
            raise ScenarioError(f"a characteristics row needs two cells, got {row}")
        difference = compare_cell(row[0], row[1], obj)
        if difference is not None:
            wrong.append(f"{row[0]}: expected {difference[0]!r}, engine says {difference[1]!r}")
    assert not wrong, f"{who} differently: " + "; ".join(wrong)


@then(
    parsers.re(
        _VIEWER
        + r" sees (?P<each>each of )?"
        + _PLAYER
        + r"'s \"(?P<name>[^\"]+)\" tokens? with these characteristics:"
    )
)
def then_token_characteristics(
    world: World, viewer: str, each: str | None, player: str, name: str, datatable: list[list[str]]
) -> None:
    """Like the characteristics table of a card, for the one token called ``name`` that ``player``
    controls (tokens created during the game have no alias), or with "each of" for every such token
    (there must be at least one)."""
    start_then(world)
    found = [
        o
        for o in world.observe(viewer).objects.values()
        if o.token and o.zone == Zone.BATTLEFIELD and o.controller == player and o.name == name
    ]
    if each:
        assert found, f"expected {name!r} tokens controlled by {player}, {viewer} sees none"
    else:
        assert len(found) == 1, (
            f"expected one {name!r} token controlled by {player}, {viewer} sees {len(found)}"
        )
    for token in found:
        check_table(datatable, token, f"{viewer} sees {player}'s {name!r} token")


@then(parsers.re(_VIEWER + r" sees " + _CARD + r" as an? (?P<power>-?\d+)/(?P<toughness>-?\d+)"))
def then_power_toughness(world: World, viewer: str, card: str, power: str, toughness: str) -> None:
    """Power and toughness as ``viewer`` sees them."""
    start_then(world)
    handle, obj = viewed(world, card, viewer)
    assert (obj.power, obj.toughness) == (int(power), int(toughness)), (
        f"expected {viewer} to see {world.describe(handle)} as {power}/{toughness}, "
        f"engine says {obj.power}/{obj.toughness}"
    )


@then(parsers.re(_VIEWER + r" sees " + _CARD + r" (?:with no name|named \"(?P<name>[^\"]+)\")"))
def then_name(world: World, viewer: str, card: str, name: str | None) -> None:
    """The object's name as ``viewer`` sees it (no name at all, or this one)."""
    start_then(world)
    handle, obj = viewed(world, card, viewer)
    assert obj.name == name, (
        f"expected {viewer} to see {world.describe(handle)} named {name!r}, engine says {obj.name!r}"
    )


@then(parsers.re(_VIEWER + r" cannot tell which card " + _CARD + r" is"))
def then_hidden(world: World, viewer: str, card: str) -> None:
    """The viewer sees the object but is not told which card it is: its ``identity`` is empty
    (CR 708.5). That nothing else the viewer observes depends on the card is the non-interference
    check's to establish (docs/noninterference.md): it compares everything the viewer sees with a
    run in which the card is replaced by another, which no search of known fields could do."""
    start_then(world)
    handle, obj = viewed(world, card, viewer)
    assert obj.identity is None, f"{viewer} is told that {world.describe(handle)} is {obj.identity!r}"


@then(parsers.re(_VIEWER + r" can tell that " + _CARD + r' is "(?P<name>[^"]+)"'))
def then_identity(world: World, viewer: str, card: str, name: str) -> None:
    """The viewer may know which card the object is, and is told so."""
    start_then(world)
    handle, obj = viewed(world, card, viewer)
    assert obj.identity == name, (
        f"expected {viewer} to know that {handle} is {name!r}, engine says {obj.identity!r}"
    )


@then(
    parsers.re(
        _VIEWER
        + r" sees that "
        + _CARD
        + r" is face down by (?P<method>disguise|morph|manifest|cloak|an effect)"
    )
)
def then_face_down_method(world: World, viewer: str, card: str, method: str) -> None:
    """Which ability or rule made the object face down, as ``viewer`` sees it (CR 708.6)."""
    start_then(world)
    handle, obj = viewed(world, card, viewer)
    expected = FACE_DOWN_WORDS[method]
    assert obj.face_down and obj.face_down_method == expected, (
        f"expected {viewer} to see {world.describe(handle)} face down by {expected.value}, engine says "
        f"face_down={obj.face_down}, method={obj.face_down_method}"
    )


@then(parsers.re(_VIEWER + r' can tell "(?P<first>[^"]+)" and "(?P<second>[^"]+)" apart'))
def then_distinguishable(world: World, viewer: str, first: str, second: str) -> None:
    """Both objects carry a label, and the labels differ (CR 708.6)."""
    start_then(world)
    a, obj_a = viewed(world, first, viewer)
    b, obj_b = viewed(world, second, viewer)
    assert obj_a.label and obj_b.label and obj_a.label != obj_b.label, (
        f"{viewer} sees labels {obj_a.label!r} on {a} and {obj_b.label!r} on {b}"
    )


@then(_LABEL_UNCHANGED)
def then_label_unchanged(world: World, viewer: str, card: str) -> None:
    """The object's label is what it was before the latest action (CR 708.6)."""
    start_then(world)
    handle, obj = viewed(world, card, viewer)
    earlier = world.before(viewer).objects.get(handle)
    assert earlier is not None, f"{viewer} could not see {world.describe(handle)} before the latest action"
    assert obj.label == earlier.label, (
        f"the label of {handle} changed from {earlier.label!r} to {obj.label!r}"
    )


@then(parsers.re(_CARD + r" has (?P<number>\d+|no) (?P<kind>\+1/\+1|-1/-1|[a-z]+) counters?"))
def then_counters(world: World, card: str, number: str, kind: str) -> None:
    """How many counters of a kind are on the permanent."""
    start_then(world)
    handle, obj = viewed(world, card)
    reported = obj.counters.get(kind, 0)
    assert reported == count(number), (
        f"expected {count(number)} {kind} counters on {handle}, engine says {reported}"
    )


@then(parsers.re(_CARD + r" has (?P<number>\d+|no) damage(?: marked on it)?"))
def then_damage(world: World, card: str, number: str) -> None:
    """Damage marked on the permanent."""
    start_then(world)
    handle, obj = viewed(world, card)
    assert obj.damage == count(number), (
        f"expected {number} damage on {world.describe(handle)}, engine says {obj.damage}"
    )


@then(parsers.re(_CARD + r" has no abilities"))
def then_no_abilities(world: World, card: str) -> None:
    """The object has no abilities at all."""
    start_then(world)
    handle, obj = viewed(world, card)
    assert not obj.abilities, (
        f"expected {world.describe(handle)} to have no abilities, engine says {obj.abilities}"
    )


@then(parsers.re(_CARD + r" (?P<negation>has|does not have) (?P<ability>(?!no )(?!\d)[^\"]+)"))
def then_ability(world: World, card: str, negation: str, ability: str) -> None:
    """Whether the object has an ability (compared without regard to case: "ward {2}", "vigilance")."""
    start_then(world)
    handle, obj = viewed(world, card)
    present = normal_text(ability) in {normal_text(a) for a in obj.abilities}
    if negation == "has":
        assert present, (
            f"expected {world.describe(handle)} to have {ability!r}, engine says {list(obj.abilities)}"
        )
    else:
        assert not present, f"expected {world.describe(handle)} not to have {ability!r}, but it does"


@then(parsers.re(_CARD + r" is (?P<negation>not )?an? (?P<card_type>creature|enchantment|artifact|land)"))
def then_card_type(world: World, card: str, negation: str | None, card_type: str) -> None:
    """Whether the object has a card type."""
    start_then(world)
    handle, obj = viewed(world, card)
    present = card_type in {normal_text(t) for t in obj.types}
    assert present != bool(negation), (
        f"expected {world.describe(handle)} {'not ' if negation else ''}to be a {card_type}, "
        f"engine says its types are {list(obj.types)}"
    )


# =========================================================================== Then: where things are


@then(parsers.re(_CARD + r" is a face-down spell on the stack"))
def then_face_down_spell(world: World, card: str) -> None:
    """The card is a spell on the stack, face down."""
    start_then(world)
    handle = world.handle(card)
    for player in world.players:
        item = world.stack_item_of(handle, world.observe(player))
        assert item is not None and item.spell is not None, (
            f"{player} does not see {world.describe(handle)} as a spell on the stack"
        )
        assert item.spell.face_down, f"{player} sees {world.describe(handle)} as a face-up spell on the stack"


@then(parsers.re(_CARD + r" is (?P<negation>still |not )?on the stack"))
def then_on_stack(world: World, card: str, negation: str | None) -> None:
    """Whether the card is a spell on the stack."""
    start_then(world)
    handle = world.handle(card)
    present = world.stack_item_of(handle, world.observe()) is not None
    assert present != (negation == "not "), (
        f"expected {world.describe(handle)} {'not ' if negation == 'not ' else ''}to be on the stack"
    )


@then(parsers.re(r"the stack is empty"))
def then_stack_empty(world: World) -> None:
    """Nothing is on the stack."""
    start_then(world)
    stack = world.observe().stack
    assert not stack, f"expected an empty stack, engine has {[(i.kind, i.source, i.text) for i in stack]}"


@then(parsers.re(r"the stack holds (?P<number>\d+) items?"))
def then_stack_size(world: World, number: str) -> None:
    """How many spells and abilities are on the stack."""
    start_then(world)
    stack = world.observe().stack
    assert len(stack) == int(number), (
        f"expected {number} items on the stack, engine has {[(i.kind, i.source, i.text) for i in stack]}"
    )


def permanent_as_each_sees(world: World, handle: str) -> Iterator[tuple[str, ObjectView]]:
    """Each player who can see the card, with the object as they see it; fails unless some player
    sees it, and unless each who does sees it on the battlefield."""
    world.find(handle)  # someone sees it
    for player in world.players:
        obj = world.maybe_find(handle, player)
        if obj is None:
            continue
        assert obj.zone == Zone.BATTLEFIELD, (
            f"{player} sees {world.describe(handle)} in the {obj.zone.value}, not on the battlefield"
        )
        yield player, obj


@then(parsers.re(_CARD + r" is (?P<face>face down|face up) on the battlefield"))
def then_face(world: World, card: str, face: str) -> None:
    """The card is a permanent, face down or face up, as every player who can see it sees it."""
    start_then(world)
    handle = world.handle(card)
    for player, obj in permanent_as_each_sees(world, handle):
        assert obj.face_down == (face == "face down"), (
            f"expected {world.describe(handle)} to be {face}, {player} sees it "
            f"{'face down' if obj.face_down else 'face up'}"
        )


@then(parsers.re(_CARD + r" is (?P<state>tapped|untapped)"))
def then_tapped(world: World, card: str, state: str) -> None:
    """The permanent's tapped status."""
    start_then(world)
    handle, obj = viewed(world, card)
    assert obj.tapped == (state == "tapped"), f"expected {world.describe(handle)} to be {state}, it is not"


@then(parsers.re(_CARD + r" is in (?:" + _PLAYER + r"'s (?P<zone>hand|graveyard|library)|(?P<exile>exile))"))
def then_in_zone(world: World, card: str, player: str | None, zone: str | None, exile: str | None) -> None:
    """The card is in that player's hand, graveyard or library, or in exile."""
    start_then(world)
    handle = world.handle(card)
    if exile:
        obj = world.maybe_find(handle)
        assert obj is not None, f"nobody can see {world.describe(handle)}; expected it in exile"
        assert obj.zone == Zone.EXILE, (
            f"expected {world.describe(handle)} in exile, engine has it in the {obj.zone.value}"
        )
        return
    assert player is not None and zone is not None
    obj = world.maybe_find(handle, player)
    assert obj is not None, f"{player} cannot see {world.describe(handle)}; expected it in their {zone}"
    assert obj.zone == _ZONES[zone] and obj.owner == player, (
        f"expected {world.describe(handle)} in {player}'s {zone}, "
        f"engine has it in {obj.owner}'s {obj.zone.value}"
    )


@then(parsers.re(_CARD + r" is (?P<negation>still |not )?on the battlefield"))
def then_on_battlefield(world: World, card: str, negation: str | None) -> None:
    """Whether the card is a permanent ("not": nobody sees it on the battlefield)."""
    start_then(world)
    handle = world.handle(card)
    if negation == "not ":
        obj = world.maybe_find(handle)
        assert obj is None or obj.zone != Zone.BATTLEFIELD, f"{world.describe(handle)} is on the battlefield"
        return
    obj = world.find(handle)
    assert obj.zone == Zone.BATTLEFIELD, (
        f"{world.describe(handle)} is in the {obj.zone.value}, not on the battlefield"
    )


@then(parsers.re(_CARD + r" is controlled by " + _PLAYER))
def then_controller(world: World, card: str, player: str) -> None:
    """Who controls the permanent or spell."""
    start_then(world)
    handle, obj = viewed(world, card)
    assert obj.controller == world.check_player(player), (
        f"expected {player} to control {world.describe(handle)}, engine says {obj.controller!r}"
    )


@then(parsers.re(_PLAYER + r" protects " + _CARD + "$"))
def then_protector(world: World, player: str, card: str) -> None:
    """Who protects the battle (CR 310.8; engines declaring ``battles`` fill ``protector``)."""
    start_then(world)
    handle, obj = viewed(world, card)
    assert obj.protector == world.check_player(player), (
        f"expected {player} to protect {world.describe(handle)}, engine says {obj.protector!r}"
    )


@then(parsers.re(_CARD + r' is (?:attached to "(?P<host>[^"]+)"|(?P<nothing>not attached to anything))'))
def then_attached(world: World, card: str, host: str | None, nothing: str | None) -> None:
    """What the Aura or Equipment is attached to, if anything."""
    start_then(world)
    handle, obj = viewed(world, card)
    expected = None if nothing else world.handle(host or "")
    assert obj.attached_to == expected, (
        f"expected {world.describe(handle)} to be attached to "
        f"{world.describe(expected) if expected else 'nothing'}, engine says {obj.attached_to!r}"
    )


@then(event_step(_CARD + r' entered the battlefield before "(?P<later>[^"]+)"'))
def then_entered_before(world: World, card: str, later: str) -> None:
    """Both cards entered the battlefield during the latest When-step, the first one earlier (event order)."""
    start_then(world)
    first, second = world.handle(card), world.handle(later)
    entering = public_events(
        world,
        lambda e: e.kind == EventKind.ZONE_CHANGE and e.data.get("to_zone") == Zone.BATTLEFIELD.value,
        "the permanents entering the battlefield",
    )
    entries = [e.data.get("card") for e in entering]
    for handle in (first, second):
        assert handle in entries, f"no event shows {world.describe(handle)} entering the battlefield"
    assert entries.index(first) < entries.index(second), (
        f"{world.describe(second)} entered the battlefield before {world.describe(first)}"
    )


@then(_SAME_OBJECT)
def then_same_object(world: World, card: str, which: str) -> None:
    """Whether the card is the object it was before the latest action (CR 400.7)."""
    start_then(world)
    handle, obj = viewed(world, card)
    earlier = world.before(world.viewers_for(handle)[0]).objects.get(handle)
    assert earlier is not None, f"{world.describe(handle)} could not be seen before the latest action"
    same = earlier.object_id == obj.object_id
    assert same == (which == "still the same"), (
        f"{world.describe(handle)} was object {earlier.object_id!r} and is now {obj.object_id!r}"
    )


def reveals_of(world: World, handle: str, viewer: str) -> list[Event]:
    """The ``revealed`` events about the card ``handle`` in ``viewer``'s whole event log."""
    return [
        e
        for e in world.observe(viewer).events
        if e.kind == EventKind.REVEALED and e.data.get("card") == handle
    ]


@then(parsers.re(_CARD + r" is revealed to all players"))
def then_revealed(world: World, card: str) -> None:
    """The card was revealed, by name, to every player still in the game (CR 708.9): each such
    player's own event log holds a ``revealed`` event naming the card and that player."""
    start_then(world)
    handle = world.handle(card)
    name = world.card_name(handle)
    in_game = [p.name for p in world.observe().players if p.in_game]
    for player in in_game:
        reveals = reveals_of(world, handle, player)
        assert reveals, f"no event in {player}'s event log reveals {world.describe(handle)}"
        for event in reveals:
            assert event.data.get("name") == name, (
                f"the reveal of {handle} in {player}'s log names {event.data.get('name')!r}, not {name!r}"
            )
        shown_to = {p for event in reveals for p in event.data.get("to", [])}
        assert player in shown_to, (
            f"{player}'s event log reveals {world.describe(handle)} only to {sorted(shown_to)}"
        )


@then(event_step(_CARD + r" is countered"))
def then_countered(world: World, card: str) -> None:
    """The spell left the stack for its owner's graveyard without resolving."""
    start_then(world)
    handle = world.handle(card)
    view = world.observe()
    assert world.stack_item_of(handle, view) is None, f"{world.describe(handle)} is still on the stack"
    obj = world.find(handle)
    assert obj.zone == Zone.GRAVEYARD, (
        f"{world.describe(handle)} is in the {obj.zone.value}, not the graveyard"
    )
    if Capability.EVENTS in world.info.capabilities:
        events = public_events(
            world,
            lambda e: e.kind in (EventKind.RESOLVED, EventKind.COUNTERED) and e.data.get("source") == handle,
            f"the resolution of {world.describe(handle)}",
        )
        resolved = [e for e in events if e.kind == EventKind.RESOLVED]
        countered = [e for e in events if e.kind == EventKind.COUNTERED]
        assert countered and not resolved, (
            f"the event log does not show {world.describe(handle)} being countered"
        )


# =========================================================================== Then: players


@then(parsers.re(_PLAYER + r"'s life total is (?P<amount>-?\d+)"))
def then_life(world: World, player: str, amount: str) -> None:
    """A player's life total."""
    start_then(world)
    life = {p.name: p.life for p in world.observe().players}
    assert life.get(player) == int(amount), (
        f"expected {player} at {amount} life, engine says {life.get(player)}"
    )


@then(parsers.re(_PLAYER + r"'s mana pool (?:is empty|holds nothing|holds (?P<mana>(?:\{[^}]+\})+))"))
def then_mana_pool(world: World, player: str, mana: str | None) -> None:
    """The mana left in a player's pool."""
    start_then(world)
    pools = {p.name: p.mana_pool for p in world.observe().players}
    reported = mana_symbols(pools.get(player, ""))
    expected = mana_symbols(mana or "")
    assert reported == expected, (
        f"expected {player}'s pool to hold {mana or 'nothing'}, engine says {pools.get(player)!r}"
    )


@then(parsers.re(_PLAYER + r" controls (?P<number>\d+|no) (?P<state>tapped|untapped) lands?"))
def then_lands(world: World, player: str, number: str, state: str) -> None:
    """How many tapped or untapped lands a player controls."""
    start_then(world)
    lands = [
        o
        for o in world.observe(player).objects.values()
        if o.zone == Zone.BATTLEFIELD
        and o.controller == player
        and "land" in {normal_text(t) for t in o.types}
        and o.tapped == (state == "tapped")
    ]
    assert len(lands) == count(number), (
        f"expected {player} to control {number} {state} lands, engine shows {len(lands)}"
    )


@then(
    parsers.re(
        _PLAYER
        + r" controls (?P<number>\d+|no) (?P<state>tapped |untapped )?(?P<power>\d+)/(?P<toughness>\d+) "
        r'(?P<colour>[a-z]+) "(?P<name>[^"]+)" creature tokens?'
    )
)
def then_tokens(
    world: World,
    player: str,
    number: str,
    state: str | None,
    power: str,
    toughness: str,
    colour: str,
    name: str,
) -> None:
    """Tokens a player controls that match the description (one colour, or "colourless")."""
    start_then(world)
    colours = set() if colour in ("colourless", "colorless") else {normal_colour(colour)}
    matching = [
        t
        for t in world.tokens(player, name)
        if (t.power, t.toughness) == (int(power), int(toughness))
        and engine_colours(t.colors) == colours
        and "creature" in {normal_text(x) for x in t.types}
        and (state is None or t.tapped == (state.strip() == "tapped"))
    ]
    every = [(t.name, t.power, t.toughness, list(t.colors), t.tapped) for t in world.tokens(player, name)]
    assert len(matching) == count(number), (
        f"expected {number} such {name} tokens for {player}, engine shows {every}"
    )


@then(parsers.re(_PLAYER + r' controls (?P<number>\d+|no|an?) "(?P<name>[^"]+)" tokens?'))
def then_named_tokens(world: World, player: str, number: str, name: str) -> None:
    """How many tokens with that name a player controls (any types, e.g. Clue artifact tokens)."""
    start_then(world)
    found = list(world.tokens(world.check_player(player), name))
    assert len(found) == count(number), (
        f"expected {number} {name!r} tokens controlled by {player}, engine shows {len(found)}"
    )


@then(parsers.re(_CARD + r" is owned by " + _PLAYER))
def then_owner(world: World, card: str, player: str) -> None:
    """Who owns the card or token."""
    start_then(world)
    handle, obj = viewed(world, card)
    assert obj.owner == world.check_player(player), (
        f"expected {player} to own {world.describe(handle)}, engine says {obj.owner!r}"
    )


@then(parsers.re(r"it is " + _PLAYER + r"'s (?P<step_name>" + "|".join(STEP_NAMES) + r")"))
def then_turn(world: World, player: str, step_name: str) -> None:
    """Whose turn it is and which step."""
    start_then(world)
    view = world.observe()
    assert (view.active_player, view.step) == (player, STEP_NAMES[step_name]), (
        f"expected {player}'s {step_name}, engine is in {view.active_player}'s {view.step.value}"
    )


@then(parsers.re(_PLAYER + r" has (?P<number>\d+|no) cards? in (?:her|his|their) (?P<zone>hand|library)"))
def then_zone_size(world: World, player: str, number: str, zone: str) -> None:
    """How many cards are in a player's hand or library."""
    start_then(world)
    sizes = {p.name: p.hand_size if zone == "hand" else p.library_size for p in world.observe().players}
    assert sizes.get(player) == count(number), (
        f"expected {number} cards in {player}'s {zone}, engine says {sizes.get(player)}"
    )


@then(parsers.re(_PLAYER + r" has priority"))
def then_priority(world: World, player: str) -> None:
    """Who holds priority now."""
    start_then(world)
    view = world.observe()
    assert view.priority == player, f"expected {player} to hold priority, engine says {view.priority!r}"


@then(parsers.re(_PLAYER + r" is asked to pay the ward cost"))
def then_asked_ward(world: World, player: str) -> None:
    """The ward decision is pending for the player."""
    start_then(world)
    pending_for(world, player, "pay_ward")


@then(
    parsers.re(
        _PLAYER + r" is asked to choose (?:between |among )?(?P<choices>.+?)(?P<nothing>,? or nothing)?"
    )
)
def then_asked_choice(world: World, player: str, choices: str, nothing: str | None) -> None:
    """A decision is pending for the player whose options are exactly these cards (plus "none" when
    choosing nothing is allowed, and only then)."""
    start_then(world)
    pending = world.observe(player).pending
    assert pending is not None and pending.player == player, (
        f"expected {player} to be asked to choose, but the pending decision is {pending}"
    )
    expected = set(world.targets(choices))
    offered = set(pending.options) - {"none", "done"}
    assert offered == expected, (
        f"expected {player} to choose among {sorted(expected)}, the options are {list(pending.options)}"
    )
    allowed = "" if nothing else "not "
    assert ("none" in pending.options) == bool(nothing), (
        f"choosing nothing should {allowed}be allowed; the options are {list(pending.options)}"
    )


@then(parsers.re(_PLAYER + r" is not asked to choose (?:any|another) target"))
def then_no_target_choice(world: World, player: str) -> None:
    """No target decision is pending for the player."""
    start_then(world)
    pending = world.observe(player).pending
    assert pending is None or pending.kind != "choose_targets" or pending.player != player, (
        f"{player} is still being asked to choose a target: {pending}"
    )


@then(parsers.re(r"no player is asked to decide anything"))
def then_no_decision(world: World) -> None:
    """No decision is pending (e.g. no legend-rule choice)."""
    start_then(world)
    pending = world.observe().pending
    assert pending is None, f"expected no pending decision, engine asks {pending}"


@then(parsers.re(r"the game is (?P<negation>not )?over"))
def then_game_over(world: World, negation: str | None) -> None:
    """Whether the game has ended."""
    start_then(world)
    over = world.observe().game_over
    assert over != bool(negation), f"expected the game {'not ' if negation else ''}to be over"


# =========================================================================== Then: triggers


def triggers_of(world: World, handle: str, kind: TriggerKind) -> list[str]:
    """Triggered abilities of ``handle`` that triggered on ``kind``: those on the stack now, and (for an
    engine that logs events) those logged since the latest When-step began."""
    on_stack = [
        item
        for item in world.observe().stack
        if item.kind == "triggered" and item.source == handle and item.trigger == kind
    ]
    seen = {item.stack_id for item in on_stack}
    logged = [
        event
        for event in public_events(
            world,
            lambda e: (
                e.kind == EventKind.TRIGGERED
                and e.data.get("source") == handle
                and e.data.get("trigger") == kind
            ),
            f"the triggered abilities of {world.describe(handle)}",
        )
        if str(event.data.get("stack_id")) not in seen
    ]
    return [f"stack item {item.stack_id}" for item in on_stack] + [f"logged {dict(e.data)}" for e in logged]


@then(
    event_step(
        r"(?P<which>an|no|\d+) abilit(?:y|ies) of "
        + _CARD
        + r" triggers? on (?P<what>"
        + "|".join(_TRIGGER_EVENTS)
        + r")"
    )
)
def then_trigger(world: World, which: str, card: str, what: str) -> None:
    """Whether abilities of the card triggered on the event: "an" at least one, "no" none, a number exactly
    that many triggered instances (on the stack now, or logged since the latest When-step began)."""
    start_then(world)
    handle = world.handle(card)
    found = triggers_of(world, handle, _TRIGGER_EVENTS[what])
    if which == "an":
        assert found, f"no ability of {world.describe(handle)} triggered on {what}"
    else:
        expected = count(which)
        assert len(found) == expected, (
            f"expected {expected} triggered abilities of {world.describe(handle)} on {what}, "
            f"engine shows {len(found)}: {found}"
        )


@then(event_step(r"the ward ability of " + _CARD + r" (?P<outcome>triggers|does not trigger)"))
def then_ward_trigger(world: World, card: str, outcome: str) -> None:
    """Whether the permanent's ward ability triggered (CR 702.21a)."""
    start_then(world)
    handle = world.handle(card)
    found = triggers_of(world, handle, TriggerKind.WARD)
    if outcome == "triggers":
        assert found, f"the ward ability of {world.describe(handle)} did not trigger"
    else:
        assert not found, f"a ward ability of {world.describe(handle)} triggered: {found}"


@then(parsers.re(r"the triggered ability of " + _CARD + r" targets (?P<targets>.+)"))
def then_trigger_targets(world: World, card: str, targets: str) -> None:
    """The targets of the card's triggered ability on the stack (topmost one)."""
    start_then(world)
    handle = world.handle(card)
    items = [i for i in world.observe().stack if i.kind == "triggered" and i.source == handle]
    assert items, f"no triggered ability of {world.describe(handle)} is on the stack"
    expected = set() if targets == "nothing" else set(world.targets(targets))
    assert set(items[-1].targets) == expected, (
        f"expected the ability of {handle} to target {sorted(expected)}, "
        f"engine says {list(items[-1].targets)}"
    )


# ---- identity, labels and events


def public_events(world: World, matches: Callable[[Event], bool], what: str) -> list[Event]:
    """The events logged since the latest When-step began that ``matches`` selects, read in every
    player's log. Events are public (the contract): each player's log must hold the same ones, so
    an engine that leaves a player's log short or different fails here, naming that player."""
    logs = world.event_logs_since_snapshot()
    first = world.players[0]
    found = {player: [e for e in log if matches(e)] for player, log in logs.items()}
    expected = [dict(e.data) for e in found[first]]
    for player, events in found.items():
        shown = [dict(e.data) for e in events]
        assert shown == expected, (
            f"{what}: {player}'s event log shows {shown}, but {first}'s shows {expected} (events are public)"
        )
    return found[first]


def events_about(world: World, kind: EventKind, handle: str, **data: object) -> list[Event]:
    """The events of ``kind`` logged since the latest When-step began whose ``object`` is ``handle``
    and whose other ``data`` hold the given values (e.g. ``player="Alice"``), the same in every
    player's log (:func:`public_events`)."""
    return public_events(
        world,
        lambda e: (
            e.kind == kind
            and e.data.get("object") == handle
            and all(e.data.get(key) == value for key, value in data.items())
        ),
        f"the {kind.value} events of {world.describe(handle)}",
    )


@then(parsers.re(r"the action is rejected because the player sees no such object"))
def then_rejected_no_such_object(world: World) -> None:
    """The last action was refused because its handle names nothing the player could act on
    (``no_such_object``), e.g. a card in another player's hand."""
    world.unchecked_rejection = False
    result = world.last_result
    assert isinstance(result, Rejected), f"expected {world.last_action} to be rejected, but it was accepted"
    assert result.code == RejectCode.NO_SUCH_OBJECT, (
        f"expected {world.last_action} to be rejected because the player sees no such object "
        f"({RejectCode.NO_SUCH_OBJECT.value}), but it was {describe_result(result)}"
    )


@then(
    event_step(
        r"the event log (?P<negation>shows|does not show) "
        + _PLAYER
        + r" turning "
        + _CARD
        + r" face up as a special action"
        + r"(?: (?P<procedure>"
        + "|".join(TURN_UP_PROCEDURES)
        + r"))?"
    )
)
def then_special_action_event(
    world: World, negation: str, player: str, card: str, procedure: str | None
) -> None:
    """Whether a ``special_action`` event logged since the latest When-step began shows the player turning
    the card face up (CR 116.2b), by the named procedure when one is named."""
    start_then(world)
    handle = world.handle(card)
    world.check_player(player)
    logged = events_about(world, EventKind.SPECIAL_ACTION, handle, player=player, action="turn_face_up")
    if procedure is not None:
        method = TURN_UP_PROCEDURES[procedure].value
        logged = [e for e in logged if e.data.get("method") == method]
    how = f" {procedure}" if procedure else ""
    if negation == "shows":
        assert logged, (
            f"no special_action event since the latest action shows {player} turning "
            f"{world.describe(handle)} face up{how}"
        )
    else:
        assert not logged, (
            f"the event log shows {player} turning {world.describe(handle)} face up as a special action: "
            f"{[dict(e.data) for e in logged]}"
        )


@then(event_step(r"the event log (?P<negation>shows|does not show) " + _CARD + r" turned face up"))
def then_turned_face_up_event(world: World, negation: str, card: str) -> None:
    """Whether a ``turned_face_up`` event for the card was logged since the latest When-step began."""
    start_then(world)
    handle = world.handle(card)
    logged = events_about(world, EventKind.TURNED_FACE_UP, handle)
    if negation == "shows":
        assert logged, f"no turned_face_up event since the latest action names {world.describe(handle)}"
    else:
        assert not logged, f"the event log shows {world.describe(handle)} turned face up: {logged}"


@then(
    event_step(
        r"the event log shows "
        + _CARD
        + r" turned face down by (?P<method>disguise|morph|manifest|cloak|an effect)"
    )
)
def then_turned_face_down_event(world: World, card: str, method: str) -> None:
    """A ``turned_face_down`` event for the permanent, naming the way it was turned face down, was logged
    since the latest When-step began."""
    start_then(world)
    handle = world.handle(card)
    expected = FACE_DOWN_WORDS[method].value
    logged = events_about(world, EventKind.TURNED_FACE_DOWN, handle)
    assert logged, f"no turned_face_down event since the latest action names {world.describe(handle)}"
    assert any(e.data.get("method") == expected for e in logged), (
        f"the turned_face_down events of {world.describe(handle)} name "
        f"{[e.data.get('method') for e in logged]}, not {expected!r}"
    )


@then(event_step(r"the event log shows " + _PLAYER + r" playing " + _CARD + r" as a special action"))
def then_land_played_event(world: World, player: str, card: str) -> None:
    """A ``special_action`` event logged since the latest When-step began shows the player playing the
    card as a land (CR 116.2a)."""
    start_then(world)
    handle = world.handle(card)
    world.check_player(player)
    logged = events_about(world, EventKind.SPECIAL_ACTION, handle, player=player, action="play_land")
    assert logged, (
        f"no special_action event since the latest action shows {player} playing {world.describe(handle)}"
    )


@then(event_step(r"the event log does not show " + _CARD + r" being cast"))
def then_not_cast_event(world: World, card: str) -> None:
    """No ``cast`` event for the card was logged since the latest When-step began (CR 601.2)."""
    start_then(world)
    handle = world.handle(card)
    logged = events_about(world, EventKind.CAST, handle)
    assert not logged, (
        f"the event log shows {world.describe(handle)} being cast: {[dict(e.data) for e in logged]}"
    )
