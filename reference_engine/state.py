"""The game state: players, shared zones, the stack, pending work and the event log.

:class:`GameState` is a plain record; the rules that change it live in the
other modules. It also hands out identifiers (object ids, stack ids, token
handles, face-down labels, timestamps) so that they are deterministic.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from .cards import Ability, CardPool, Effect, ObjectFilter, Static, TargetSpec, Triggered
from .enums import EventKind, FaceDownMethod, Step, TriggerKind, Zone
from .objects import Card, GameObject, Player
from .values import Characteristics

__all__ = [
    "Combat",
    "Context",
    "ContinuousEffect",
    "DelayedCostReduction",
    "DelayedTrigger",
    "Event",
    "GameState",
    "PendingDecision",
    "PendingTrigger",
    "Ports",
    "Resolution",
    "SecretChoice",
    "StackItem",
    "StaticEnvironment",
    "Target",
    "current",
]


@dataclass(frozen=True, slots=True)
class Target:
    """A chosen target: an object (its handle and the object id it had when
    chosen, so a zone change makes it illegal, 400.7), a player, or an ability
    on the stack (its stack id, 113.1b, 115.1)."""

    handle: str | None = None
    object_id: str | None = None
    player: str | None = None
    stack_id: str | None = None

    @property
    def name(self) -> str:
        """The handle, player name or stack id the suite uses for this target."""
        if self.handle is not None:
            return self.handle
        return self.stack_id if self.stack_id is not None else str(self.player)


@dataclass(eq=False, slots=True)
class StackItem:
    """A spell or ability on the stack (405).

    For a spell, ``spell`` is the object in the stack zone. For an ability,
    ``source`` is the source object as it was when the ability triggered or was
    activated (last known information, 113.7a); ``trigger_object`` is the object
    the trigger event happened to ("that creature"). ``ward_for`` is the stack
    id of the spell or ability a ward trigger may counter.
    """

    stack_id: str
    kind: str  # "spell", "triggered", "activated"
    controller: str
    source: GameObject
    source_chars: Characteristics
    ability: Ability | None
    effects: tuple[Effect, ...]
    text: str
    targets: list[Target] = field(default_factory=list)
    target_specs: list[int] = field(default_factory=list)
    x: int | None = None
    spell: GameObject | None = None
    trigger: TriggerKind | None = None
    trigger_object: GameObject | None = None
    ward_for: str | None = None
    face_down_method: FaceDownMethod | None = None
    specs: tuple[TargetSpec, ...] | None = None  # target specs when not the ability's own (a mode's)
    trigger_player: str | None = None  # the player the trigger event involved ("that player")
    trigger_amount: int | None = None  # the amount of the trigger event ("that much damage")
    trigger_chars: Characteristics | None = None  # the trigger object as it was when it triggered
    modes: tuple[int, ...] = ()  # the modes chosen (700.2)
    trigger_cards: list[GameObject] = field(default_factory=list)  # cards the trigger event involved
    division: list[int] = field(default_factory=list)  # damage divided among the targets, in order (601.2d)
    mutating: bool = False  # a creature spell cast for its mutate cost (702.140a)
    #: The types of the mana spent on {X} (one per mana) for an activated ability whose mana cost is {X}
    #: alone ("the mana you spent on {X}", Illusionary Mask).
    x_mana: tuple[str, ...] = ()


@dataclass(eq=False, slots=True)
class PendingTrigger:
    """A triggered ability that has triggered and waits to be put on the stack (603.3)."""

    source: GameObject
    source_chars: Characteristics
    controller: str
    ability: Triggered
    trigger: TriggerKind
    trigger_object: GameObject | None = None
    ward_for: str | None = None
    targets: list[Target] = field(default_factory=list)
    target_specs: list[int] = field(default_factory=list)  # which target spec each target answers
    targets_done: dict[int, bool] = field(default_factory=dict)  # specs the player closed early ("done")
    trigger_player: str | None = None
    trigger_amount: int | None = None
    trigger_chars: Characteristics | None = None
    mode: int | None = None  # the mode chosen for a modal ability (700.2b)
    trigger_cards: list[GameObject] = field(default_factory=list)


@dataclass(eq=False, slots=True)
class PendingDecision:
    """A choice the game waits for. ``resume`` applies the chosen option."""

    player: str
    kind: str
    options: tuple[str, ...]
    prompt: str
    resume: Callable[[str], None]


@dataclass(eq=False, slots=True)
class Context:
    """What an effect knows as it happens: its controller, its source (as last
    known, 113.7a), the stack item resolving (if any), the targets still legal
    (608.2b) with the target spec each answers, X, the trigger event (the
    object it happened to, the player it involved, its amount), and what the
    resolution looked at, chose and moved so far. The effect interpreter
    (:mod:`reference_engine.effects`) reads and fills it; ``queue`` holds nested
    steps waiting to run before the next step of the resolution."""

    state: GameState
    controller: str
    source: GameObject
    item: StackItem | None = None
    targets: list[Target] = field(default_factory=list)
    x: int | None = None
    trigger_object: GameObject | None = None
    target_specs: list[int] = field(default_factory=list)
    trigger_player: str | None = None
    trigger_amount: int | None = None
    trigger_chars: Characteristics | None = None
    sets: dict[str, list[GameObject]] = field(default_factory=dict)
    moved_controllers: list[str] = field(default_factory=list)
    target_controllers: dict[str, str] = field(default_factory=dict)  # target handle -> controller (LKI)
    control_gained: int = 0
    queue: list[Effect] = field(default_factory=list)


@dataclass(eq=False, slots=True)
class Resolution:
    """A stack item part-way through resolving (608.2): effects before
    ``next_effect`` are done; a decision may be pending."""

    item: StackItem
    next_effect: int = 0
    started: bool = False
    legal: list[Target] = field(default_factory=list)
    ctx: Context | None = None  # the effects' context, kept across decisions


@dataclass(eq=False, slots=True)
class ContinuousEffect:
    """A continuous effect from a resolved spell or ability (611.2), applied in its
    layer (613) to the objects locked in when it began (611.2c).

    ``kind`` is ``"copy"`` (layer 1a: ``copied`` are its new copiable values),
    ``"control"`` (layer 2: ``player`` controls it), ``"set_subtypes"`` (layer 4:
    its creature types become ``values``), ``"set_colors"`` (layer 5),
    ``"add_types"`` (layer 4: it gains the card types in ``values``),
    ``"lose_all_abilities"`` and ``"grant_keyword"`` (layer 6, the keyword in
    ``values``), ``"set_pt"`` (layer 7b) or ``"modify_pt"`` (layer 7c), or a
    rules effect: ``"must_block"`` ("blocks this turn if able").
    ``until_end_of_turn`` effects end in the cleanup step (514.2).
    """

    kind: str
    object_ids: frozenset[str]
    timestamp: int
    power: int = 0
    toughness: int = 0
    ability: Ability | None = None
    until_end_of_turn: bool = True
    values: tuple[str, ...] = ()
    player: str | None = None
    copied: Characteristics | None = None
    until_turned_face_down: bool = False  # it ends when its object is turned face down
    until_turn_of: str | None = None  # "until your next turn": it ends as that player's next turn begins


@dataclass(eq=False, slots=True)
class DelayedTrigger:
    """A triggered ability created by a resolving spell or ability ("until end of
    turn, whenever ..."): it belongs to ``controller``, with ``source`` as its
    source, and ends at cleanup when ``until_end_of_turn`` (603.7). ``about``
    are the object ids it refers to ("when it dies this turn", "sacrifice it",
    603.7c); a ``once`` ability ("at the beginning of the next end step")
    triggers only once (603.7b)."""

    controller: str
    source: GameObject
    source_chars: Characteristics
    ability: Triggered
    until_end_of_turn: bool = True
    about: tuple[str, ...] = ()
    once: bool = False


@dataclass(eq=False, slots=True)
class SecretChoice:
    """An object a player chose secretly ("secretly choose one of them"): ``player`` chose the
    permanent whose object id is ``object_id``, by an ability of ``source``. The choice is hidden
    information: it is known to ``player`` alone until the rules reveal it (400.2, 708.5 by
    analogy: no other player may learn it from the game). ``as_turned_face_up`` are the steps
    that apply as that permanent is turned face up, when the choice is revealed ("as that
    creature is turned face up, reveal the choice and it becomes ...")."""

    player: str
    object_id: str
    source: str
    as_turned_face_up: tuple[Effect, ...] = ()


@dataclass(eq=False, slots=True)
class Combat:
    """The combat of this turn (506-511).

    ``attackers`` maps each attacking creature's object id to the player it
    attacks; ``blockers`` maps each blocking creature's object id to the
    attackers it blocks; ``blocked`` holds attackers that became blocked
    (509.1h: they stay blocked even if their blockers leave).
    ``first_strike`` is set once a first-strike damage step happened (510.4);
    ``struck`` holds the creatures that dealt combat damage in it.
    """

    attackers: dict[str, str] = field(default_factory=dict)
    blockers: dict[str, list[str]] = field(default_factory=dict)
    blocked: set[str] = field(default_factory=set)
    attackers_declared: bool = False
    blockers_declared: bool = False
    first_strike: bool = False
    regular_damage_done: bool = False
    struck: set[str] = field(default_factory=set)
    defenders_done: set[str] = field(default_factory=set)  # defending players who declared blockers


@dataclass(eq=False, slots=True)
class DelayedCostReduction:
    """ "The next [spells] you cast this turn cost {N} less": used up by the next
    matching spell its controller casts, gone at end of turn."""

    controller: str
    amount: int
    spells: ObjectFilter | None
    source: str
    this_turn: bool = False  # "[spells] you cast this turn cost less": not used up by the first one


@dataclass(frozen=True, slots=True)
class Event:
    """A public event (its kinds: :class:`reference_engine.enums.EventKind`)."""

    kind: EventKind
    data: dict[str, Any]


@dataclass(slots=True)
class StaticEnvironment:
    """Static abilities in effect, gathered from the battlefield (611.3).

    ``layer4`` feeds layer 4, ``removers`` layer 6 (ability removal and
    grants), ``cda`` layer 7a, ``pt`` layer 7c; ``others`` holds every other
    static ability (cost changes, permissions, prohibitions, evasion,
    replacements) with its source. ``zones`` are the zones other than the
    battlefield that some layer effect reaches. Computed by the layer system
    (:mod:`reference_engine.characteristics`) and cached on the game state.
    """

    layer4: list[tuple[int, GameObject, Static]] = field(default_factory=list)
    removers: list[tuple[int, GameObject, Static]] = field(default_factory=list)
    base_pt: list[tuple[int, GameObject, Static]] = field(default_factory=list)
    pt: list[tuple[int, GameObject, Static]] = field(default_factory=list)
    others: list[tuple[GameObject, Static]] = field(default_factory=list)
    zones: set[Zone] = field(default_factory=set)


def _not_wired(*_args: object) -> None:
    raise RuntimeError("this game state has no ports: build games with reference_engine.game.Game")


@dataclass(frozen=True, slots=True)
class Ports:
    """The calls a lower layer of the engine makes into a higher one, declared here
    and filled by the composition root (:mod:`reference_engine.game`).

    * ``run_now(state, source, controller, steps)`` carries out ability-language
      steps at once, without the stack: the replacement effects "as this enters"
      (614.1c) and "as this is turned face up" (708.11, 614.1e) that zone changes
      and turning face up apply (filled with the effect interpreter's
      ``apply_immediately``);
    * ``cast_during_resolution(state, player, card, face_down, turn_up_instead)`` casts a
      card while a spell or ability resolves ("you may cast it without paying its mana
      cost", 601.2), face down as a 2/2 if ``face_down`` (708.4), its permanent turned face
      up instead of dealing or being dealt damage or becoming tapped if ``turn_up_instead``
      (Illusionary Mask), for the effect interpreter (filled with
      ``casting.cast_during_resolution``).

    A state built without them (a bare ``GameState(...)``) raises if either is used.
    """

    run_now: Callable[[GameState, GameObject, str, Sequence[Effect]], None] = _not_wired
    cast_during_resolution: Callable[[GameState, str, GameObject, bool, bool], None] = _not_wired


@dataclass(eq=False)
class GameState:
    """Everything about one game."""

    players: list[Player]
    active: str
    pool: CardPool
    step: Step = Step.MAIN1
    turn: int = 1
    priority: str | None = None
    battlefield: list[GameObject] = field(default_factory=list)
    #: Phased-out permanents (702.26b): still on the battlefield (their zone), but kept out of
    #: ``battlefield`` because the game treats them as though they did not exist.
    phased_out: list[GameObject] = field(default_factory=list)
    exile: list[GameObject] = field(default_factory=list)
    command: list[GameObject] = field(default_factory=list)  # the command zone (408)
    #: Commanders put into a graveyard or exile since state-based actions were last checked (903.9a).
    commanders_moved: list[GameObject] = field(default_factory=list)
    #: How many times each commander (by card handle) was cast from the command zone: its tax (903.8).
    commander_casts: dict[str, int] = field(default_factory=dict)
    stack: list[StackItem] = field(default_factory=list)  # last item is the top
    objects: dict[str, GameObject] = field(default_factory=dict)  # handle -> current object
    cards: dict[str, Card] = field(default_factory=dict)  # handle -> card
    passed: list[str] = field(default_factory=list)  # players who passed in succession (117.4)
    pending_triggers: list[PendingTrigger] = field(default_factory=list)
    decision: PendingDecision | None = None
    resolving: Resolution | None = None
    effects: list[ContinuousEffect] = field(default_factory=list)
    events: list[Event] = field(default_factory=list)
    linked: dict[str, list[str]] = field(default_factory=dict)  # object id -> handles exiled with it (607)
    secret_choices: list[SecretChoice] = field(default_factory=list)  # choices not yet revealed
    once_per_turn: set[tuple[str, str]] = field(default_factory=set)  # (object id, ability text) used
    resolved_this_turn: set[tuple[str, str, int]] = field(default_factory=set)  # (object id, text, turn)
    # Spells cast this turn: (caster, the spell as it was cast, its characteristics then, the turn).
    cast_this_turn: list[tuple[str, GameObject, Characteristics, int]] = field(default_factory=list)
    cost_reductions: list[DelayedCostReduction] = field(default_factory=list)
    left_this_turn: dict[str, int] = field(default_factory=dict)  # controller -> permanents that left
    delayed_triggers: list[DelayedTrigger] = field(default_factory=list)
    combat: Combat | None = None
    lki: dict[str, Characteristics] = field(default_factory=dict)  # object id -> as it last existed (608.2h)
    rng: random.Random = field(default_factory=lambda: random.Random(0))  # shuffles, random orders
    play_permissions: dict[str, str] = field(default_factory=dict)  # exiled object id -> who may play it
    # 715.3d: exiled cards that went on an adventure (object ids); their owner may cast the creature.
    on_adventure: set[str] = field(default_factory=set)
    # Permanents (object ids) that don't untap during their controller's next untap step (502.3).
    skip_next_untap: set[str] = field(default_factory=set)
    # When a permission ends: (whose turn's end counts, or None for any; how many such ends to let pass).
    play_permission_ends: dict[str, tuple[str | None, int]] = field(default_factory=dict)
    leaving: list[tuple[GameObject, Characteristics]] = field(default_factory=list)  # leaving together now
    lands_played: int = 0  # lands the active player played this turn (305.2)
    die_rolls: list[int] = field(default_factory=list)  # what the next six-sided dice show (706.1a)
    planar_die_rolls: int = 0  # times the active player rolled the planar die this turn (901.9c)
    combat_damage_prevention: list[tuple[str, ObjectFilter | None]] = field(default_factory=list)
    game_over: bool = False
    first_player: str = ""
    _ids: dict[str, int] = field(default_factory=dict)
    chars_cache: dict[str, Characteristics] | None = None
    env_cache: StaticEnvironment | None = None
    # (handle, viewer) -> (characteristics, status, info): see view.object_info
    view_cache: dict[tuple[str, str], tuple[Any, Any, Any]] = field(default_factory=dict)
    events_view: tuple[Event, ...] = ()  # the event log as last shown
    ports: Ports = field(default_factory=Ports)  # calls into higher layers, filled by game.py

    # ------------------------------------------------------------------ identifiers

    def next_id(self, kind: str) -> int:
        """The next number in the sequence ``kind`` (1, 2, ...)."""
        value = self._ids.get(kind, 0) + 1
        self._ids[kind] = value
        return value

    def new_object_id(self) -> str:
        return f"obj-{self.next_id('object')}"

    def new_stack_id(self) -> str:
        return f"stack-{self.next_id('stack')}"

    def new_timestamp(self) -> int:
        return self.next_id("timestamp")

    def new_label(self) -> str:
        """A public tag for a newly face-down object (708.6): ``face-down 1``, ``face-down 2``, ..."""
        return f"face-down {self.next_id('label')}"

    # ------------------------------------------------------------------ players

    def player(self, name: str) -> Player:
        for p in self.players:
            if p.name == name:
                return p
        raise KeyError(name)

    def has_player(self, name: str) -> bool:
        return any(p.name == name for p in self.players)

    def players_in_game(self) -> list[Player]:
        return [p for p in self.players if p.in_game]

    def apnap(self) -> list[str]:
        """Players in game in APNAP order (101.4): active player first, then turn order."""
        names = [p.name for p in self.players]
        start = names.index(self.active)
        ordered = names[start:] + names[:start]
        return [n for n in ordered if self.player(n).in_game]

    def first_to_act(self) -> str:
        """Who receives priority first (117.3a, 117.3b): the active player, or, if
        they have left the game during their turn, the next player in turn order
        still in it (800.4j)."""
        names = [p.name for p in self.players]
        start = names.index(self.active)
        for offset in range(len(names)):
            candidate = self.players[(start + offset) % len(names)]
            if candidate.in_game:
                return candidate.name
        return self.active

    def opponents(self, name: str) -> list[str]:
        return [p.name for p in self.players if p.name != name and p.in_game]

    def sees_for(self, viewer: str) -> frozenset[str]:
        """The players whose view of the game ``viewer`` has: the viewer, and each player
        the viewer controls (723.4)."""
        return frozenset({viewer, *(p.name for p in self.players if p.controlled_by == viewer)})

    # ------------------------------------------------------------------ objects

    def all_objects(self) -> Iterator[GameObject]:
        """Every object in every zone."""
        yield from self.objects.values()

    def find(self, handle: str) -> GameObject | None:
        """The object the card ``handle`` currently is, if any."""
        return self.objects.get(handle)

    def by_object_id(self, object_id: str) -> GameObject | None:
        for obj in self.objects.values():
            if obj.object_id == object_id:
                return obj
        return None

    def stack_item(self, stack_id: str) -> StackItem | None:
        for item in self.stack:
            if item.stack_id == stack_id:
                return item
        return None

    def spell_item(self, obj: GameObject) -> StackItem | None:
        for item in self.stack:
            if item.spell is obj:
                return item
        return None

    # ------------------------------------------------------------------ events and caches

    def log(self, kind: EventKind, **data: Any) -> None:
        """Record a public event."""
        self.events.append(Event(kind, data))

    def invalidate(self) -> None:
        """Forget computed characteristics after a change that may affect them."""
        self.chars_cache = None
        self.env_cache = None


def current(state: GameState, obj: GameObject | None) -> GameObject | None:
    """``obj`` if it is still the same object in the game (no zone change since, 400.7), else None."""
    if obj is None:
        return None
    found = state.find(obj.handle)
    return found if found is not None and found.object_id == obj.object_id else None
