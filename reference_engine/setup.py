"""Building a game from a description of its state.

:class:`GameSetup` lists the players, every card with its zone and status,
life totals, mana pools, whose turn and step it is and who holds priority.
:func:`build` makes the :class:`GameState`, checking the description and
raising :class:`SetupProblem` (or :class:`UnknownCard`) with a one-line
message when it is wrong.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from . import battles, visibility, zones
from .cards import CardPool
from .enums import FaceDownMethod, Step, Zone
from .mana import ManaPool
from .objects import Card, GameObject, Player
from .rules import rule
from .state import GameState, Ports, StackItem
from .values import Characteristics

__all__ = ["CardPlacement", "GameSetup", "SetupProblem", "UnknownCard", "build"]


class SetupProblem(ValueError):
    """The described state is not a possible one."""


class UnknownCard(SetupProblem):
    """A card name that the card pool doesn't have."""


@dataclass(frozen=True, slots=True)
class CardPlacement:
    """One card placed by the set-up (library cards listed first are on top)."""

    handle: str
    name: str
    owner: str
    zone: Zone
    controller: str | None = None
    face_down: FaceDownMethod | None = None
    tapped: bool = False
    counters: Mapping[str, int] = field(default_factory=dict)
    damage: int = 0
    attached_to: str | None = None
    token: bool = False
    merged_under: str | None = None  # a component of the merged permanent whose top card has this handle
    commander: bool = False  # its owner's commander (903.3)
    attraction_deck: bool = False  # in its owner's Attraction deck, in the command zone (717.2)
    lights: tuple[int, ...] = ()  # the numbers lit up on an Attraction card (717.1)


@dataclass(frozen=True, slots=True)
class GameSetup:
    """A state to start a game in."""

    players: Sequence[str]
    cards: Sequence[CardPlacement] = ()
    active_player: str | None = None
    step: Step = Step.MAIN1
    priority: str | None = None
    life: Mapping[str, int] = field(default_factory=dict)
    mana_pools: Mapping[str, str] = field(default_factory=dict)
    turn: int = 1
    die_rolls: Sequence[int] = ()  # what the game's six-sided dice show, in order (706.1a)


def build(setup: GameSetup, pool: CardPool, ports: Ports | None = None) -> GameState:
    """The game state ``setup`` describes, calling into the higher layers through
    ``ports`` (see :class:`Ports`; :mod:`reference_engine.game` fills them);
    raises :class:`SetupProblem`."""
    names = list(setup.players)
    if not names:
        raise SetupProblem("a game needs at least one player")
    if len(set(names)) != len(names):
        raise SetupProblem("player names must be different")
    active = setup.active_player or names[0]
    if active not in names:
        raise SetupProblem(f"unknown active player {active!r}")
    priority = setup.priority or active
    if priority not in names:
        raise SetupProblem(f"unknown player {priority!r} to hold priority")
    players = [Player(name=n) for n in names]
    state = GameState(
        players=players,
        active=active,
        pool=pool,
        step=setup.step,
        turn=setup.turn,
        priority=priority,
        first_player=names[0],
        ports=ports or Ports(),
    )
    for result in setup.die_rolls:
        if not 1 <= result <= 6:
            raise SetupProblem(f"a six-sided die shows 1 to 6, not {result} (706.1a)")
    state.die_rolls = list(setup.die_rolls)
    for name, life in setup.life.items():
        if name not in names:
            raise SetupProblem(f"life given for unknown player {name!r}")
        state.player(name).life = life
    for name, text in setup.mana_pools.items():
        if name not in names:
            raise SetupProblem(f"mana pool given for unknown player {name!r}")
        try:
            state.player(name).pool = ManaPool.parse(text)
        except ValueError as exc:
            raise SetupProblem(f"mana pool of {name}: {exc}") from None
    attachments: list[tuple[GameObject, str]] = []
    for placement in setup.cards:
        if placement.merged_under is not None:
            continue
        obj = _place(state, pool, placement)
        if placement.attached_to is not None:
            attachments.append((obj, placement.attached_to))
    for obj, host_handle in attachments:
        host = state.find(host_handle)
        if host is None or host.zone != Zone.BATTLEFIELD:
            raise SetupProblem(
                f"{obj.handle!r} is attached to {host_handle!r}, which is not on the battlefield"
            )
        obj.attached_to = host.object_id
    for placement in setup.cards:
        if placement.merged_under is not None:
            _merge(state, pool, placement)
    state.invalidate()
    return state


def _merge(state: GameState, pool: CardPool, placement: CardPlacement) -> None:
    """Put a card under a merged permanent (730.2): it is a component, not an object."""
    definition = pool.get(placement.name)
    if definition is None:
        raise UnknownCard(f"unknown card {placement.name!r}")
    if placement.handle in state.cards:
        raise SetupProblem(f"handle {placement.handle!r} is used twice")
    top = state.find(placement.merged_under or "")
    if top is None or top.zone != Zone.BATTLEFIELD:
        raise SetupProblem(
            f"{placement.handle!r} is merged under {placement.merged_under!r}, not a permanent"
        )
    if not state.has_player(placement.owner):
        raise SetupProblem(f"{placement.handle!r} has unknown owner {placement.owner!r}")
    card = Card(
        handle=placement.handle, definition=definition, owner=placement.owner, commander=placement.commander
    )
    state.cards[card.handle] = card
    top.merged.append(card)


def _place(state: GameState, pool: CardPool, placement: CardPlacement) -> GameObject:
    definition = pool.get(placement.name)
    if definition is None:
        raise UnknownCard(f"unknown card {placement.name!r}")
    if placement.handle in state.cards:
        raise SetupProblem(f"handle {placement.handle!r} is used twice")
    if not state.has_player(placement.owner):
        raise SetupProblem(f"{placement.handle!r} has unknown owner {placement.owner!r}")
    controller = placement.controller or placement.owner
    if not state.has_player(controller):
        raise SetupProblem(f"{placement.handle!r} has unknown controller {controller!r}")
    on_board = placement.zone in (Zone.BATTLEFIELD, Zone.STACK)
    if placement.controller is not None and not on_board:
        raise SetupProblem(f"{placement.handle!r}: only permanents and spells have a controller")
    if placement.face_down is not None and placement.zone != Zone.BATTLEFIELD:
        raise SetupProblem(f"{placement.handle!r}: only a permanent can be set up face down")
    if placement.token and placement.zone != Zone.BATTLEFIELD:
        raise SetupProblem(f"{placement.handle!r}: a token can only be on the battlefield")
    if placement.zone != Zone.BATTLEFIELD and (
        placement.tapped or placement.counters or placement.damage or placement.attached_to
    ):
        raise SetupProblem(f"{placement.handle!r}: only permanents are tapped or have counters or damage")
    if placement.zone == Zone.BATTLEFIELD and not placement.face_down and not _is_permanent(definition.types):
        raise SetupProblem(f"{placement.handle!r}: a {'/'.join(definition.types)} card can't be a permanent")
    if placement.commander and not (
        "Legendary" in definition.supertypes
        and (definition.has_type("Creature") or "Vehicle" in definition.subtypes)
    ):
        raise SetupProblem(
            f"{placement.handle!r}: a commander is a legendary creature or Vehicle card (903.3)"
        )
    _check_attraction(placement, definition.subtypes)
    card = Card(
        handle=placement.handle,
        definition=definition,
        owner=placement.owner,
        token=placement.token,
        commander=placement.commander,
        lights=frozenset(placement.lights),
    )
    state.cards[card.handle] = card
    if placement.attraction_deck:
        # 717.2: the Attraction deck is a supplementary deck in the command zone, hidden like a library.
        deck_card = GameObject(
            object_id=state.new_object_id(), card=card, zone=Zone.COMMAND, controller=placement.owner
        )
        state.player(placement.owner).attraction_deck.append(deck_card)  # listed first: on top
        state.objects[card.handle] = deck_card
        return deck_card
    obj = GameObject(
        object_id=state.new_object_id(),
        card=card,
        zone=placement.zone,
        controller=controller if on_board else placement.owner,
        face_down=placement.face_down,
        tapped=placement.tapped,
        counters=dict(placement.counters),
        damage=placement.damage,
        timestamp=state.new_timestamp(),
        base_controller=controller if on_board else None,
    )
    if obj.face_down is not None:
        visibility.assign_label(state, obj)
    if placement.zone == Zone.STACK:
        chars = Characteristics.printed(definition)
        spell_ability = chars.spell_ability()
        state.objects[card.handle] = obj
        state.stack.append(
            StackItem(
                stack_id=state.new_stack_id(),
                kind="spell",
                controller=controller,
                source=obj,
                source_chars=chars,
                ability=spell_ability,
                effects=spell_ability.effects if spell_ability is not None else (),
                text=definition.oracle,
                spell=obj,
            )
        )
        return obj
    zones.place(state, obj, bottom=True)  # listed in order: the first library card listed is on top
    if placement.zone == Zone.BATTLEFIELD:
        state.invalidate()
        battles.place(state, obj)  # a battle set up on the battlefield has entered with its protector
    return obj


@rule("717.1", "717.2")
def _check_attraction(placement: CardPlacement, subtypes: tuple[str, ...]) -> None:
    """An Attraction deck holds Attraction cards, in the command zone (717.2); lit-up numbers are
    printed on Attraction cards only, and are among the six a die can show (717.1)."""
    is_attraction = "Attraction" in subtypes
    if placement.attraction_deck and (placement.zone != Zone.COMMAND or not is_attraction):
        raise SetupProblem(
            f"{placement.handle!r}: an Attraction deck holds Attraction cards in the command zone"
        )
    if placement.lights and not is_attraction:
        raise SetupProblem(f"{placement.handle!r}: only an Attraction card has numbers lit up (717.1)")
    if any(not 1 <= n <= 6 for n in placement.lights):
        raise SetupProblem(f"{placement.handle!r}: the numbers lit up on an Attraction are 1 to 6 (717.1)")


def _is_permanent(types: tuple[str, ...]) -> bool:
    # 110.4b; a plane is a nontraditional card that is never a permanent (309.4).
    return not ("Instant" in types or "Sorcery" in types or "Plane" in types)
