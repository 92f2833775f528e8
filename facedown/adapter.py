"""The adapter contract: how the suite drives any rules engine.

Everything the step definitions may do to an engine goes through the two
protocols below, :class:`Adapter` and :class:`Game`, and the plain data types
they exchange. Nothing here makes a rules decision: the types only describe a
game state to set up, an action a player takes, and what a player can see.

The same vocabulary travels over the wire protocol (every type has a JSON form,
see :func:`to_json` and :func:`from_json`), so one set of steps serves
in-process adapters and engine processes alike.

Life cycle of a scenario::

    adapter = factory()                 # once per run
    game = adapter.new_game(setup)      # once per scenario
    result = game.act("Alice", CastSpell(card="walker", face_down=FaceDownMethod.DISGUISE))
    view = game.observe("Bob")          # what Bob can see now
    game.close()

Errors an adapter may raise from any call:

* :class:`Unsupported` -- the engine declares it cannot be asked this, for one
  of the three reasons of :class:`UnsupportedKind` (a capability it lacks, a
  card it says it does not implement, an action or set-up its input cannot
  encode), before the scenario's first action reaches it. The scenario is
  reported ``unsupported``, never ``fail``. Raised later, or without a kind,
  it is an ``error`` of the adapter.
* :class:`SetupError` -- the set-up itself is wrong (for instance a card name
  that no card pool has). The scenario is reported ``error``.

All the types below are frozen dataclasses: values to read and build, never
to change.

An action that the rules forbid is **not** an exception: :meth:`Game.act`
returns a :class:`Rejected` result with a reason.

Conventions every adapter follows (the steps rely on them):

* Cards placed on the battlefield by a :class:`Setup` have been under their
  controller's control since the turn began (no summoning sickness).
* Mana is written as cost strings: ``"{R}{R}{C}"``; colourless mana is ``{C}``.
  A pool reads as a list of such symbols in any order.
* Counters are keyed by their printed name: ``"+1/+1"``, ``"flying"``.
* Colours are the letters ``W U B R G``; types, subtypes and abilities are
  compared case-insensitively, abilities with white space collapsed.
* Modes and ability indexes are 0-based, in oracle order.
* Choices the game asks for while running are :class:`Decision` objects,
  answered with :class:`Decide`:

  - ``pay_ward`` -- the controller of a spell or ability targeted by ward
    decides, as the ward trigger resolves, whether to pay: options
    ``"pay"`` / ``"decline"``. Paying uses the pool, then untapped sources.
  - ``choose_targets`` -- a triggered ability being put on the stack asks for
    one target at a time: options are the legal handles / player names (since
    1.2 also the stack ids of abilities on the stack, for "target spell or
    ability", CR 115.1), plus
    ``"done"`` while the player may stop ("up to N"). No decision is asked
    when there is no legal target.
  - ``choose`` -- any other choice of objects (e.g. what a clone copies):
    options are handles, plus ``"none"`` when choosing nothing is allowed.
  - ``declare_attackers`` / ``declare_blockers`` -- the turn-based actions
    of combat (CR 508.1, 509.1): when the game reaches the declare attackers
    step it asks the active player, and in the declare blockers step each
    defending player in turn; options are the handles of the creatures able
    to attack / block, plus ``"none"``. They are answered with
    :class:`DeclareAttackers` / :class:`DeclareBlockers` (or ``Decide("none")``
    for no attack / no block). An illegal declaration (a goaded creature not
    attacking, evasion, menace) is rejected with ``not_allowed`` and the
    decision stays pending. Combat damage is dealt by the engine; its
    ``damage`` events carry ``combat: true``.
  - ``may`` -- an optional action with no object to name ("you may cloak the
    top card of your library"): options ``"yes"`` / ``"no"``.
  - ``choose_mode`` -- the mode of a modal triggered ability as it is put on
    the stack: options ``"0"``, ``"1"``, ...
  - ``choose_color`` -- options ``"W"``, ``"U"``, ``"B"``, ``"R"``, ``"G"``.
  - ``name_card`` -- (since 1.2, the ``attractions`` capability) name a card
    (CR 201.4): options are every card name the engine's card database
    holds (never a token's name unless a card has it too), the same list
    whatever the game hides.

  For ``choose``, options may also be player names (choosing a player, such
  as the opponent who protects a Siege, CR 310.11b), stack ids (choosing a spell or ability
  on the stack) or fixed words that the card's text offers (``"tap"`` /
  ``"untap"``; power and toughness values such as ``"5/1"`` / ``"1/5"``,
  CR 208.2b; ``"over"`` / ``"under"`` for a mutating spell, CR 702.140c).

  Only the deciding player (and a player controlling them) is shown a
  decision's options and prompt; other viewers see that it is pending.

* A plane card that a set-up places in the command zone (the ``planechase``
  capability, since 1.2) is the face-up plane (CR 901.5); its abilities work
  from there, controlled by the planar controller, the active player (901.6).
  The suite plays no planar deck: planeswalking (901.9b) is not asked for.

* An Attraction deck (the ``attractions`` capability, since 1.2) is a
  supplementary deck in the command zone (CR 717.2): a set-up gives a player
  one with :attr:`CardSetup.attraction_deck` (listed first on top), and
  :attr:`CardSetup.lights` says which numbers are lit up on each Attraction
  card (717.1: printings of one card differ). Its cards are hidden from every
  player, as a library's are. Rolling to visit (701.52a) is a turn-based
  action as the precombat main phase begins (505.5); since a scenario must
  be deterministic, :attr:`Setup.die_rolls` fixes what six-sided dice show,
  as a set-up fixes the order of a library.

* A player controlled by another player (CR 723, the ``control_player``
  capability) still acts under their own name: ``act("Bob", ...)`` is the
  action Bob's controller takes for Bob. The controller sees everything the
  controlled player may see (CR 723.4) in their own :meth:`Game.observe`.

* Events start empty at :meth:`Adapter.new_game` and accumulate. A
  ``triggered`` event is logged when the ability is put on the stack; a
  ``revealed`` event lists in ``to`` every player the card was shown to.
"""

from __future__ import annotations

import contextlib
import dataclasses
import enum
import functools
import types
import typing
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

#: Version of this contract (and of the wire protocol that carries it).
#: The major number changes when a message or field changes meaning.
CONTRACT_VERSION = "1.2"


# --------------------------------------------------------------------------- vocabularies


class Zone(enum.StrEnum):
    """Game zones (CR 400.1). The command zone is used only with the ``commander`` capability (1.2)."""

    LIBRARY = "library"
    HAND = "hand"
    STACK = "stack"
    BATTLEFIELD = "battlefield"
    GRAVEYARD = "graveyard"
    EXILE = "exile"
    COMMAND = "command"  # CR 408 (since 1.2: the commander capability)
    #: Since 1.2 (the ``sideboards`` capability): a player's sideboard (CR 100.4). Its cards are outside
    #: the game (400.11), not in a zone of it: only a set-up places cards there, an effect may bring them
    #: in ("look at four random cards from your sideboard"), and no view shows them.
    SIDEBOARD = "sideboard"


class Step(enum.StrEnum):
    """Steps and phases of a turn a scenario may start in (CR 500.1)."""

    UNTAP = "untap"
    UPKEEP = "upkeep"
    DRAW = "draw"
    MAIN1 = "main1"
    BEGIN_COMBAT = "begin_combat"
    DECLARE_ATTACKERS = "declare_attackers"
    DECLARE_BLOCKERS = "declare_blockers"
    COMBAT_DAMAGE = "combat_damage"
    END_COMBAT = "end_combat"
    MAIN2 = "main2"
    END = "end"
    CLEANUP = "cleanup"


class FaceDownMethod(enum.StrEnum):
    """The ability or rule that made an object face down (CR 708.6 asks that it stay known)."""

    DISGUISE = "disguise"  # CR 702.168
    MORPH = "morph"  # CR 702.37 (megamorph is a morph ability, 702.37b)
    MANIFEST = "manifest"  # CR 701.40
    CLOAK = "cloak"  # CR 701.58
    EFFECT = "effect"  # turned face down by some other spell or ability (708.2a)


class TurnUpMethod(enum.StrEnum):
    """The procedure a player uses for the special action of CR 116.2b."""

    DISGUISE = "disguise"  # pay the disguise cost, 702.168d
    MORPH = "morph"  # pay the morph (or megamorph, or playtest negamorph) cost, 702.37e
    MANA_COST = "mana_cost"  # show a creature card and pay its mana cost, 701.40b / 701.58b


class Capability(enum.StrEnum):
    """What an engine can be asked. A scenario tagged ``@needs:<capability>`` is
    reported ``unsupported`` on an engine that does not declare the capability."""

    SETUP_STATE = "setup_state"  # build an arbitrary state from a Setup
    PER_VIEWER_VIEWS = "per_viewer_views"  # observe() honours hidden information
    EVENTS = "events"  # GameView.events is filled
    MULTIPLAYER = "multiplayer"  # three or more players
    DISGUISE = "disguise"
    MORPH = "morph"
    MANIFEST = "manifest"
    CLOAK = "cloak"
    WARD = "ward"
    COPY = "copy"
    MERGE = "merge"  # merged permanents (CR 730, mutate)
    COMBAT = "combat"  # declaring attackers and blockers, combat damage (CR 506-511)
    # Since 1.2:
    MUTATE = "mutate"  # casting a spell for its mutate cost (CastSpell.mutate, CR 702.140)
    CONTROL_PLAYER = "control_player"  # one player controlling another (CR 723; PlayerView.controlled_by)
    COMMANDER = "commander"  # commanders and the command zone (CR 903; CardSetup.commander, Zone.COMMAND)
    OFFERED_ACTIONS = "offered_actions"  # GameView.offered: what the viewer may do now
    PHASING = "phasing"  # permanents phase out and in (CR 702.26); ObjectView.phased_out is filled
    BATTLES = "battles"  # battles' defense counters and protectors (CR 310); ObjectView.protector is filled
    PLANECHASE = "planechase"  # a face-up plane in the command zone, the planar die (CR 901; RollPlanarDie)
    ROOMS = (
        "rooms"  # split cards cast as a half (CastSpell.half, CR 709.3) and Room doors (UnlockDoor, 709.5)
    )
    ADVENTURES = "adventures"  # adventurer cards cast as their Adventure (CastSpell.half, CR 715.3)
    #: Cards outside the game in a player's sideboard (Zone.SIDEBOARD, CR 100.4, 400.11).
    SIDEBOARDS = "sideboards"
    #: A shuffle of face-down permanents (CR 701.24a) asks the shuffling player for its outcome, a
    #: ``shuffle`` decision (see :class:`Decision`), so that a scenario fixes it as RollPlanarDie's result.
    SHUFFLE_RESULTS = "shuffle_results"
    #: Attraction decks, opening Attractions, rolling to visit (CR 717, 701.51, 701.52;
    #: CardSetup.attraction_deck and lights, Setup.die_rolls, the ``name_card`` decision)
    ATTRACTIONS = "attractions"


class PlanarDieFace(enum.StrEnum):
    """What the planar die shows (CR 901.9): its six faces are one chaos symbol, one planeswalker
    symbol and four blank faces."""

    CHAOS = "chaos"  # chaos ensues (901.9a)
    PLANESWALK = "planeswalk"  # the planar controller planeswalks (901.9b)
    BLANK = "blank"


class RejectCode(enum.StrEnum):
    """Why an action was refused. The message carries the detail."""

    NOT_YOUR_PRIORITY = "not_your_priority"  # the player doesn't have priority (117)
    NO_SUCH_OBJECT = "no_such_object"  # the handle names nothing the player could act on
    NOT_ALLOWED = "not_allowed"  # a rule or effect forbids the action
    CANNOT_PAY = "cannot_pay"  # the total cost can't be paid
    ILLEGAL_TARGET = "illegal_target"
    INVALID_CHOICE = "invalid_choice"  # a value (X, mode, option) out of range
    DECISION_PENDING = "decision_pending"  # another decision must be answered first


class TriggerKind(enum.StrEnum):
    """What a triggered ability triggers on, as far as the suite cares."""

    ENTERS = "enters"  # "When/Whenever ... enters (the battlefield)" (603.6a)
    TURNED_FACE_UP = "turned_face_up"  # "When/Whenever ... is turned face up"
    WARD = "ward"  # 702.21a
    DIES = "dies"
    OTHER = "other"


class EventKind(enum.StrEnum):
    """Kinds of :class:`Event`. Each kind documents the ``data`` keys it carries. A ``special_action``
    event's ``action`` is ``turn_face_up``, ``play_land`` or (since 1.2, ``planechase``)
    ``roll_planar_die``, whose ``object`` is null and ``method`` the face the die showed."""

    CAST = "cast"  # player, object, face_down: bool, method: FaceDownMethod | None
    ACTIVATED = "activated"  # player, source, stack_id
    TRIGGERED = "triggered"  # source, controller, trigger: TriggerKind, stack_id
    RESOLVED = "resolved"  # stack_id, source
    COUNTERED = "countered"  # stack_id, source
    SPECIAL_ACTION = "special_action"  # player, action (turn_face_up, play_land, ...), object, method
    TURNED_FACE_UP = "turned_face_up"  # object
    TURNED_FACE_DOWN = "turned_face_down"  # object, method
    REVEALED = "revealed"  # card (handle), name (card name), to: list of players
    ZONE_CHANGE = "zone_change"  # card, from_zone, to_zone, object_id (new)
    LIFE_CHANGED = "life_changed"  # player, amount (signed)
    DAMAGE = "damage"  # source, target, amount
    COUNTERS_PUT = "counters_put"  # object, counter, amount
    TOKEN_CREATED = "token_created"  # object, name, controller
    DREW = "drew"  # player, count
    DISCARDED = "discarded"  # player, card
    PRIORITY_PASSED = "priority_passed"  # player


# --------------------------------------------------------------------------- set-up


@dataclass(frozen=True, slots=True)
class CardSetup:
    """One card (or token) placed by the set-up.

    ``handle`` is chosen by the suite and names this physical card for the
    whole scenario, whatever object it becomes (CR 400.7). ``name`` is the card
    name in the card pool. In a library, cards listed first are on top.
    """

    handle: str
    name: str
    owner: str
    zone: Zone
    controller: str | None = None  # defaults to the owner; only for the battlefield and stack
    face_down: FaceDownMethod | None = None  # battlefield only: how it became face down
    tapped: bool = False
    counters: Mapping[str, int] = field(default_factory=dict)
    damage: int = 0
    attached_to: str | None = None  # handle of the permanent an Aura/Equipment is attached to
    token: bool = False
    #: Battlefield only: this card is a component of the merged permanent whose topmost card has
    #: that handle, below the components already listed (CR 730.2). Its own status fields are
    #: ignored: a merged permanent has one status, that of its topmost component (730.2e).
    merged_under: str | None = None
    #: Since 1.2 (the ``commander`` capability): this card is its owner's commander (CR 903.3). It may be
    #: placed in any zone, the command zone included.
    commander: bool = False
    #: Since 1.2 (the ``attractions`` capability): this Attraction card is in its owner's Attraction
    #: deck in the command zone (CR 717.2); the cards listed first are on top. Its zone must be ``command``.
    attraction_deck: bool = False
    #: Since 1.2 (the ``attractions`` capability): the numbers lit up on this Attraction card (CR 717.1),
    #: 1 to 6.
    lights: Sequence[int] = ()


@dataclass(frozen=True, slots=True)
class Setup:
    """A game state to start a scenario from.

    Turn structure: it is ``active_player``'s turn, in ``step``, and
    ``priority`` (default: the active player) holds priority with an empty
    stack. ``mana_pools`` gives mana already in each pool, as a cost string
    such as ``"{R}{R}{1}"``.
    """

    players: Sequence[str]
    cards: Sequence[CardSetup] = ()
    active_player: str | None = None  # defaults to players[0]
    step: Step = Step.MAIN1
    priority: str | None = None
    life: Mapping[str, int] = field(default_factory=dict)  # default 20 each
    mana_pools: Mapping[str, str] = field(default_factory=dict)
    turn: int = 1
    #: Since 1.2 (the ``attractions`` capability): what the game's rolls of a six-sided die show, in order
    #: (CR 706.1a; rolling to visit, 701.52a). A scenario fixes them so that a run is deterministic.
    die_rolls: Sequence[int] = ()


# --------------------------------------------------------------------------- actions


@dataclass(frozen=True, slots=True)
class CastSpell:
    """Cast a card (CR 601.2).

    ``face_down`` names the ability used to cast it face down (disguise or
    morph), or ``None`` to cast it face up. ``targets`` are card handles or
    player names (since 1.2, or the stack id of an ability on the stack, CR 115.1), in the order
    the spell's text asks for them. ``x`` is the
    announced value of X. ``without_paying`` asks to use a "without paying its
    mana cost" permission. ``modes`` chooses several modes of a "choose one or
    more" spell; ``divide`` announces how damage or counters are divided among
    the targets (601.2d). ``mutate`` (since 1.2, the ``mutate`` capability) casts
    the creature spell for its mutate cost, ``targets`` naming the creature it
    merges with (702.140a). ``half`` (since 1.2) names the half of a split card
    to cast (capability ``rooms``, CR 709.3: a split card is always cast as one
    of its halves) or an adventurer card's Adventure (capability ``adventures``,
    CR 715.3; ``None`` casts the creature). Mana is paid automatically from the
    player's mana pool and untapped mana sources unless the engine has a better way.
    """

    card: str
    face_down: FaceDownMethod | None = None
    targets: Sequence[str] = ()
    x: int | None = None
    mode: int | None = None
    without_paying: bool = False
    modes: Sequence[int] = ()  # "choose one or more" (700.2): 0-based; ``mode`` is the one-mode form
    divide: Mapping[str, int] = field(default_factory=dict)  # 601.2d: target -> damage or counters
    mutate: bool = False  # since 1.2: cast for its mutate cost (702.140a)
    half: str | None = None  # since 1.2: the half (709.3) or the Adventure (715.3) cast, by name


@dataclass(frozen=True, slots=True)
class PlayLand:
    """Play a land card (CR 305.1; the special action of 116.2a): from the hand, or
    from the top of the library when an effect allows it."""

    card: str


@dataclass(frozen=True, slots=True)
class ActivateAbility:
    """Activate the ``ability``-th activated ability (0-based, in oracle order) of ``source``."""

    source: str
    ability: int = 0
    targets: Sequence[str] = ()
    x: int | None = None
    mode: int | None = None


@dataclass(frozen=True, slots=True)
class TurnFaceUp:
    """The special action of CR 116.2b: turn a face-down permanent face up by ``method``.
    ``x`` is the value announced for X when the cost has X (CR 107.3d); ``None`` counts as 0."""

    permanent: str
    method: TurnUpMethod
    x: int | None = None


@dataclass(frozen=True, slots=True)
class RollPlanarDie:
    """Since 1.2 (the ``planechase`` capability): the special action of rolling the planar die
    (CR 116.2f, 901.9): by the active player with priority, in a main phase, with an empty stack;
    free the first time in a turn, and {1} more for each earlier roll that turn (901.9c).
    ``result`` is the face the die shows: a scenario fixes it so that a run is deterministic,
    as a set-up fixes the order of a library."""

    result: PlanarDieFace


@dataclass(frozen=True, slots=True)
class UnlockDoor:
    """Since 1.2 (capability ``rooms``): the special action of CR 116.2m: pay the mana cost of the
    locked ``door`` (its name) of the Room ``permanent`` to unlock it (CR 709.5)."""

    permanent: str
    door: str


@dataclass(frozen=True, slots=True)
class PassPriority:
    """Pass priority (CR 117.3d)."""


@dataclass(frozen=True, slots=True)
class Decide:
    """Answer the pending :class:`Decision` with one of its ``options``."""

    option: str


@dataclass(frozen=True, slots=True)
class LookAt:
    """Ask to look at a hidden object (e.g. one's own face-down permanent, CR 708.5)."""

    object: str


@dataclass(frozen=True, slots=True)
class DeclareAttackers:
    """The turn-based action of CR 508.1, answering a ``declare_attackers`` decision.

    ``attackers`` maps the handle of each attacking creature to the player it
    attacks; an empty mapping declares no attack.
    """

    attackers: Mapping[str, str] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class DeclareBlockers:
    """The turn-based action of CR 509.1, answering a ``declare_blockers`` decision.

    ``blockers`` maps the handle of each blocking creature to the handle of the
    attacking creature it blocks; an empty mapping declares no block.
    """

    blockers: Mapping[str, str] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Concede:
    """The player leaves the game (CR 104.3a)."""


Action = (
    CastSpell
    | PlayLand
    | ActivateAbility
    | TurnFaceUp
    | PassPriority
    | Decide
    | LookAt
    | DeclareAttackers
    | DeclareBlockers
    | Concede
    | RollPlanarDie
    | UnlockDoor
)


# --------------------------------------------------------------------------- results


@dataclass(frozen=True, slots=True)
class Accepted:
    """The action was taken."""


@dataclass(frozen=True, slots=True)
class Rejected:
    """The rules forbid the action; the game is as it was before it was proposed (CR 733)."""

    code: RejectCode
    message: str = ""


ActionResult = Accepted | Rejected


# --------------------------------------------------------------------------- observations


@dataclass(frozen=True, slots=True)
class ObjectView:
    """An object as one player sees it.

    Characteristics (``name`` ... ``abilities``) are the object's current
    characteristics, which every player can see (a face-down permanent's are
    the face-down ones). ``identity`` is the name of the card the object *is*,
    and is filled only when the viewer may know it: for a face-down object,
    its controller (708.5) or someone an effect lets look, or after a reveal.
    An engine must never put a hidden card's name, cost or text anywhere else.

    ``abilities`` lists keyword abilities as printed, with their cost
    (``"Ward {2}"``, ``"Vigilance"``, ``"Disguise {R/W}{R/W}"``), and other
    abilities by their oracle text. ``label`` is a public tag that keeps
    face-down objects apart (CR 708.6), stable while the object exists.
    ``phased_out`` (engines declaring ``phasing``) marks a permanent that is
    phased out (CR 702.26b): still on the battlefield, treated as though it did
    not exist; its controller may still look at it face down (708.5).
    ``protector`` (engines declaring ``battles``, since 1.2) names the player who
    protects a battle (CR 310.8; a Siege's is chosen as it enters, 310.11b); its
    defense is its ``"defense"`` counters (310.4c).
    """

    handle: str
    object_id: str
    zone: Zone
    owner: str
    controller: str | None
    face_down: bool
    face_down_method: FaceDownMethod | None
    label: str | None
    identity: str | None
    name: str | None
    mana_cost: str | None
    mana_value: int
    colors: Sequence[str]
    types: Sequence[str]
    subtypes: Sequence[str]
    supertypes: Sequence[str]
    power: int | None
    toughness: int | None
    abilities: Sequence[str]
    tapped: bool = False
    counters: Mapping[str, int] = field(default_factory=dict)
    damage: int = 0
    attached_to: str | None = None
    token: bool = False
    phased_out: bool = False
    protector: str | None = None


@dataclass(frozen=True, slots=True)
class StackItemView:
    """An item on the stack, top of stack last in :attr:`GameView.stack`.

    ``kind`` is ``"spell"``, ``"triggered"`` or ``"activated"``. For a spell,
    ``spell`` is the object's view; for an ability, ``source`` is the handle of
    its source and ``trigger`` what it triggered on.
    """

    stack_id: str
    kind: str
    controller: str
    source: str
    targets: Sequence[str] = ()
    spell: ObjectView | None = None
    trigger: TriggerKind | None = None
    text: str = ""


@dataclass(frozen=True, slots=True)
class PlayerView:
    """One player as the viewer sees them. ``controlled_by`` (since 1.2, the ``control_player``
    capability) names the player who controls this player now (CR 723), or is ``None``."""

    name: str
    life: int
    mana_pool: str  # e.g. "{R}{R}{C}", "" when empty
    hand_size: int
    library_size: int
    in_game: bool = True
    controlled_by: str | None = None


@dataclass(frozen=True, slots=True)
class Decision:
    """A choice the game waits for. ``kind`` is e.g. ``"pay_ward"``; options are strings.

    Since 1.2 (capability ``shuffle_results``), a ``shuffle`` decision fixes the outcome of a shuffle
    of face-down permanents (CR 701.24a): each option is one order the cards may end in, their handles
    joined by ``", "``; the engine then deals the permanents their new public tags (``label``) and ids
    in that order, so that no player can follow a card through the shuffle. Its ``player`` is the one
    who shuffles. It is the suite's way to fix a random result, like ``RollPlanarDie.result``.

    Every viewer learns that ``player`` must make a decision of this ``kind``; only ``player``
    (and a player who controls ``player``, CR 723.4) is shown its ``options`` and ``prompt``:
    in any other viewer's :class:`GameView` both are empty, since options may name cards hidden
    from that viewer (such as the top cards of a library being looked at).
    """

    player: str
    kind: str
    options: Sequence[str]
    prompt: str = ""


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened, in order. See :class:`EventKind` for ``data``.

    Events are public: they carry only what every player is entitled to know
    (a face-down spell's cast event names its handle, never its card).
    ``data`` values are plain JSON values (strings, numbers, booleans, lists,
    objects; no tuples), so an event reads the same in process and over the wire.
    """

    kind: EventKind
    data: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Offer:
    """Something the viewer may do now, as the engine's own rules judge it (capability
    ``offered_actions``): an action they could send, with the total cost it would have them pay.

    ``action`` is one of

    * :class:`TurnFaceUp` -- a face-down permanent they control may be turned face up by that
      procedure (CR 116.2b): each procedure open to them is offered separately;
    * :class:`CastSpell` -- a card may be cast that way: face up (``face_down`` ``None``) or face
      down by the named ability (CR 601.2, 702.168a, 702.37c); ``targets``, X and modes are not
      chosen yet and stay empty;
    * :class:`PlayLand` -- a land may be played (CR 116.2a, 305.1);
    * :class:`UnlockDoor` -- a locked door of a Room they control may be unlocked (CR 116.2m; engines
      declaring ``rooms``); ``cost`` is the door's mana cost.

    ``cost`` is the total cost as a cost string (``"{1}{G}"``, ``"{3}"``, ``"{X}{X}{R}"`` with X
    still to announce, ``"{0}"`` when it costs nothing), ``None`` for a land play. An offer means
    the action would be accepted if sent now (with some legal choice of targets, X and modes);
    an action that is not offered would be rejected.
    """

    action: CastSpell | TurnFaceUp | PlayLand | UnlockDoor
    cost: str | None = None


@dataclass(frozen=True, slots=True)
class GameView:
    """The whole game as ``viewer`` sees it.

    ``objects`` holds every object in every zone that the viewer can see the
    existence of, keyed by handle: battlefield, stack, graveyards, exile, the
    viewer's own hand. Cards in libraries and in other players' hands are
    counted in :class:`PlayerView` only, unless revealed.
    """

    viewer: str
    turn: int
    active_player: str
    step: Step
    priority: str | None
    players: Sequence[PlayerView]
    objects: Mapping[str, ObjectView]
    stack: Sequence[StackItemView]
    pending: Decision | None
    events: Sequence[Event]
    game_over: bool = False
    #: What the viewer may do now (capability ``offered_actions``, contract 1.2); ``None`` from an
    #: engine that does not say. Only the viewer's own options, never another player's.
    offered: Sequence[Offer] | None = None


@dataclass(frozen=True, slots=True)
class EngineInfo:
    """Who the engine is and what it can do (the handshake)."""

    name: str
    version: str
    capabilities: frozenset[Capability]
    cr_edition: str = "2026-04-17"
    contract_version: str = CONTRACT_VERSION


# --------------------------------------------------------------------------- errors


class AdapterError(Exception):
    """Base class of the errors an adapter may raise."""


class UnsupportedKind(enum.StrEnum):
    """The only reasons a scenario may be reported ``unsupported`` (docs/adapters.md). Each is a
    declaration, never a guess about what the engine would do: anything else the engine gets wrong
    is a ``fail``, and an answer the adapter cannot map is an ``error``."""

    #: The scenario needs a capability the engine did not declare (``subject``: the capability).
    CAPABILITY = "capability"
    #: It uses a card or clause the engine itself declares it does not implement (``subject``: the card).
    ENGINE_DECLARED = "engine-declared"
    #: It needs an action or set-up the engine's input cannot encode at all (``subject``: the API element
    #: that is missing).
    NOT_ENCODABLE = "not-encodable"


class Unsupported(AdapterError):
    """The engine declares it cannot be asked this (reported as ``unsupported``).

    ``kind`` says which of the three reasons of :class:`UnsupportedKind` it is and ``subject`` names
    what it is about: the capability, the card (or clause) the engine does not implement, or the
    element of the engine's input that is missing. ``detail`` is one line for a human.

    The harness accepts it only when it is raised before the scenario's first action reached the
    engine (from :meth:`Adapter.new_game`, or from the first :meth:`Game.act` or an earlier
    :meth:`Game.observe`), with a kind and a subject, and for ``capability`` naming a capability
    the engine did not declare. Otherwise the scenario is an ``error`` of the adapter.
    """

    def __init__(
        self, detail: str = "", *, kind: UnsupportedKind | None = None, subject: str | None = None
    ) -> None:
        super().__init__(detail)
        self.detail = detail
        self.kind = kind
        self.subject = subject


class SetupError(AdapterError):
    """The set-up is invalid, e.g. a card name no card pool has (reported as ``error``)."""


# --------------------------------------------------------------------------- protocols


@runtime_checkable
class Game(Protocol):
    """One game in progress."""

    def act(self, player: str, action: Action) -> ActionResult:
        """Have ``player`` take ``action``; the engine then runs the game
        (state-based actions, triggers) until a player must act again."""
        ...

    def observe(self, viewer: str) -> GameView:
        """Everything ``viewer`` can see now. A pure read: observing changes nothing in the
        game, so a runner may reuse a view until its next :meth:`act` on this game."""
        ...

    def close(self) -> None:
        """Release what the game holds. Calling it twice is harmless."""
        ...


@runtime_checkable
class Adapter(Protocol):
    """An engine, as the suite sees it."""

    def info(self) -> EngineInfo:
        """Name, version and capabilities; called once before any game."""
        ...

    def new_game(self, setup: Setup) -> Game:
        """Start a game in the state ``setup`` describes."""
        ...


#: What ``--engine MODULE:FACTORY`` names: a callable returning an adapter.
AdapterFactory = typing.Callable[[], Adapter]


# --------------------------------------------------------------------------- JSON forms
#
# Decoding is worked out once per annotation and cached: the decoder of a dataclass knows how to
# decode each field. Views, the bulk of the traffic, are written by a JSON encoder with the
# json_default hook, without building a to_json copy first.


def to_json(value: Any) -> Any:
    """The JSON form of a contract value: dataclasses become objects (actions
    and results get a ``"type"`` key with their class name), enums their value,
    mappings objects with string keys, lists, tuples and sets lists (a set's sorted);
    anything else stays as it is."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        out: dict[str, Any] = {"type": type(value).__name__} if isinstance(value, _TAGGED) else {}
        for name in _field_names(type(value)):
            out[name] = to_json(getattr(value, name))
        return out
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, Mapping):
        return {str(k): to_json(v) for k, v in value.items()}
    if isinstance(value, (list, tuple, frozenset, set)):
        items = [to_json(v) for v in value]
        return sorted(items) if isinstance(value, (set, frozenset)) else items
    return value


def json_default(value: Any) -> Any:
    """The ``default`` hook of a :class:`json.JSONEncoder` writing contract values:
    the JSON form of a value the encoder does not write itself (a dataclass, an enum
    that is not a ``str`` or ``int``, a set, a mapping other than ``dict``), one level
    deep -- the encoder comes back for what it holds. The encoder writes ``str``
    enums, tuples and dicts itself, as :func:`to_json` would, so encoding a value
    with this hook gives the text of encoding ``to_json(value)``, without building
    that copy first."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        out: dict[str, Any] = {"type": type(value).__name__} if isinstance(value, _TAGGED) else {}
        for name in _field_names(type(value)):
            out[name] = getattr(value, name)
        return out
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, Mapping):
        return {str(k): v for k, v in value.items()}
    if isinstance(value, (set, frozenset)):
        return sorted(to_json(v) for v in value)
    raise TypeError(f"Object of type {type(value).__name__} is not JSON serializable")


@functools.cache
def _field_names(cls: type) -> tuple[str, ...]:
    return tuple(f.name for f in dataclasses.fields(cls))


def _same(value: Any) -> Any:
    return value


#: The types whose JSON form carries a ``type`` tag: every action (the members of :data:`Action`, so a
#: new action can't be left untagged) and every result.
_TAGGED: tuple[type, ...] = (*typing.get_args(Action), Accepted, Rejected)
_BY_TAG: dict[str, type] = {cls.__name__: cls for cls in _TAGGED}


@functools.cache
def _type_hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


#: Decoders by the identity of their annotation (equal annotations such as ``Union[int, str]`` and
#: ``Union[str, int]`` may decode differently), each with the annotation itself, which keeps its
#: identity from being reused. Emptied when full, so annotations built afresh on every call
#: cannot make it grow without bound.
_DECODERS: dict[int, tuple[Any, typing.Callable[[Any], Any]]] = {}
_MAX_DECODERS = 1024


def from_json(cls: Any, data: Any) -> Any:
    """Rebuild a value of type ``cls`` (a contract type or annotation) from its JSON form.

    Raises ``ValueError`` or ``TypeError`` with a readable message on input that does
    not fit the contract.
    """
    return _decoder_of(cls)(data)


def _decoder_of(cls: Any) -> typing.Callable[[Any], Any]:
    """The cached decoder of ``cls``."""
    entry = _DECODERS.get(id(cls))
    if entry is None or entry[0] is not cls:
        if len(_DECODERS) >= _MAX_DECODERS:
            _DECODERS.clear()
        entry = _DECODERS[id(cls)] = (cls, _decoder(cls))
    return entry[1]


def _decoder(cls: Any) -> typing.Callable[[Any], Any]:
    """How :func:`from_json` reads a value of type ``cls``. Building it never fails: what is
    wrong with ``cls`` itself surfaces, as it always did, when a value is decoded."""
    if cls is Any:
        return _same
    origin = typing.get_origin(cls)
    if origin in (typing.Union, types.UnionType):
        return _union_decoder(cls)
    if origin in (list, tuple, Sequence, typing.Sequence) or cls in (list, tuple):
        return _sequence_decoder(cls)
    if origin in (frozenset, set):
        return _set_decoder(cls)
    if origin in (dict, Mapping, typing.Mapping):
        return _mapping_decoder(cls)
    if isinstance(cls, type) and issubclass(cls, enum.Enum):
        return _enum_decoder(cls)
    if dataclasses.is_dataclass(cls) and isinstance(cls, type):
        return _dataclass_decoder(cls)
    if cls is int:
        return _decode_int
    if cls is str:
        return _decode_str
    if cls is bool:
        return _decode_bool
    return _same


def _decode_int(data: Any) -> Any:
    if not isinstance(data, int) or isinstance(data, bool):
        raise TypeError(f"expected an integer, got {data!r}")
    return data


def _decode_str(data: Any) -> Any:
    if not isinstance(data, str):
        raise TypeError(f"expected a string, got {data!r}")
    return data


def _decode_bool(data: Any) -> Any:
    if not isinstance(data, bool):
        raise TypeError(f"expected true or false, got {data!r}")
    return data


def _union_decoder(cls: Any) -> typing.Callable[[Any], Any]:
    """``None`` if the union allows it; a tagged object as the class its tag names; otherwise the
    first untagged option that fits, trying them in order. An object without a tag never decodes
    as a tagged type (an action or a result): a sender that forgets the tag gets an error naming
    what was expected, not whichever action happens to fit."""
    options = typing.get_args(cls)
    nullable = type(None) in options
    others = tuple(option for option in options if option is not type(None) and option not in _TAGGED)
    tagged_names = sorted(option.__name__ for option in options if option in _TAGGED)

    def decode(data: Any) -> Any:
        if data is None and nullable:
            return None
        if isinstance(data, dict) and "type" in data:
            tagged = _BY_TAG.get(data["type"])
            if tagged is None or tagged not in options:
                raise ValueError(f"unknown type {data['type']!r}")
            return _decoder_of(tagged)(data)
        if not others:
            raise ValueError(
                f"expected an object with a 'type' tag naming one of {', '.join(tagged_names)}, got {data!r}"
            )
        errors = []
        for option in others:
            try:
                return _decoder_of(option)(data)
            except (TypeError, ValueError) as exc:
                errors.append(str(exc))
        raise ValueError(f"{data!r} fits none of {cls}: {'; '.join(errors)}")

    return decode


def _sequence_decoder(cls: Any) -> typing.Callable[[Any], Any]:
    """A JSON list as a tuple of its items, each decoded."""
    (item,) = typing.get_args(cls)[:1] or (Any,)

    def decode(data: Any) -> Any:
        if not isinstance(data, list):
            raise TypeError(f"expected a list, got {data!r}")
        if item is str and type(data) is list and all(type(v) is str for v in data):
            return tuple(data)
        decode_item = _decoder_of(item)
        return tuple([decode_item(v) for v in data])

    return decode


def _set_decoder(cls: Any) -> typing.Callable[[Any], Any]:
    """A JSON list as a frozenset of its items, each decoded."""
    args = typing.get_args(cls)

    def decode(data: Any) -> Any:
        if not isinstance(data, list):
            raise TypeError(f"expected a list, got {data!r}")
        (item,) = args
        decode_item = _decoder_of(item)
        return frozenset([decode_item(v) for v in data])

    return decode


def _mapping_decoder(cls: Any) -> typing.Callable[[Any], Any]:
    """A JSON object as a dict, its values decoded (keys stay as they are)."""
    args = typing.get_args(cls)

    def decode(data: Any) -> Any:
        if not isinstance(data, dict):
            raise TypeError(f"expected an object, got {data!r}")
        _, value_type = args
        if value_type is Any and type(data) is dict:
            return dict(data)
        decode_value = _decoder_of(value_type)
        return {k: decode_value(v) for k, v in data.items()}

    return decode


def _enum_decoder(cls: type[enum.Enum]) -> typing.Callable[[Any], Any]:
    """The member whose value is the JSON value (``cls(data)``, with its errors, for anything else)."""
    members: dict[Any, enum.Enum] = {}
    with contextlib.suppress(TypeError):  # unhashable values: no shortcut
        members = {member.value: member for member in cls}

    def decode(data: Any) -> Any:
        if type(data) is str:
            member = members.get(data)
            if member is not None:
                return member
        return cls(data)

    return decode


def _dataclass_decoder(cls: type) -> typing.Callable[[Any], Any]:
    """A JSON object as ``cls``: each field present decoded by its annotation, in field order; a
    field without a default that is absent is an error."""
    plan: list[tuple[str, typing.Callable[[Any], Any], bool]] | None = None

    def decode(data: Any) -> Any:
        nonlocal plan
        if not isinstance(data, dict):
            raise TypeError(f"expected an object for {cls.__name__}, got {data!r}")
        if plan is None:  # worked out on first use: the annotations of a recursive class need it built
            hints = _type_hints(cls)
            plan = [
                (
                    f.name,
                    _decoder_of(hints[f.name]),
                    f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING,
                )
                for f in dataclasses.fields(cls)
            ]
        kwargs = {}
        for name, decode_field, required in plan:
            if name in data:
                kwargs[name] = decode_field(data[name])
            elif required:
                raise ValueError(f"{cls.__name__} is missing {name!r}")
        return cls(**kwargs)

    return decode
