"""Cards, objects and players (109, 400.7, 102).

A :class:`Card` is the physical card (or token) and carries the stable
``handle`` the suite knows it by. A :class:`GameObject` is what the card is in
one zone: rule 400.7 makes a new object (a new ``object_id``) each time the
card changes zones, while turning it face up or face down keeps the same object
(708.8). Objects are mutable records; every rule that changes them lives in
another module.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .cards import CardDef, FaceDownFace
from .enums import FaceDownMethod, Zone
from .mana import ManaPool
from .values import Characteristics

__all__ = ["Card", "GameObject", "Player"]


@dataclass(eq=False, slots=True)
class Card:
    """A physical card or a token, known by ``handle`` for the whole game. ``commander`` marks
    its owner's commander: an attribute of the card, not of any object it becomes (903.3); so are
    ``lights``, the numbers lit up on an Attraction card (717.1: printings of one card differ)."""

    handle: str
    definition: CardDef
    owner: str
    token: bool = False
    commander: bool = False
    lights: frozenset[int] = frozenset()  # the numbers lit up on an Attraction card (717.1)


@dataclass(eq=False, slots=True)
class GameObject:
    """A card (or token) as an object in one zone (109.1).

    ``face_down`` is the method that made it face down (None when face up);
    ``label`` its public face-down tag (708.6). ``x`` is the X announced for it
    as a spell, or chosen for the special action that turned it face up
    (702.168e, 702.37f). ``sick`` is set while its controller hasn't controlled
    it continuously since their most recent turn began (302.6). ``known_to``
    names players other than the controller who may see a face-down object's
    identity (after it was revealed to them). In exile, ``face_down`` marks a
    card exiled face down (406.3). ``base_controller`` is who controls it
    apart from control-changing effects (the player it entered under);
    ``controller`` is kept equal to the result of layer 2 (613.1b). ``public_id``, once
    set, is the id players know the object by instead of ``object_id``: a shuffle of
    face-down permanents deals new ones (701.24a), so no player can follow a card through it.
    """

    object_id: str
    card: Card
    zone: Zone
    controller: str
    face_down: FaceDownMethod | None = None
    label: str | None = None
    public_id: str | None = None
    tapped: bool = False
    counters: dict[str, int] = field(default_factory=dict)
    damage: int = 0
    attached_to: str | None = None  # object_id of the permanent it is attached to
    timestamp: int = 0
    sick: bool = False
    x: int | None = None
    known_to: set[str] = field(default_factory=set)
    deathtouch_damage: bool = False
    copied: Characteristics | None = None  # copiable values from a copy effect (layer 1a, 707.2)
    goaded_by: set[str] = field(default_factory=set)  # players who goaded it, until their next turn (701.15a)
    base_controller: str | None = None  # who controls it apart from control-changing effects (613.1b)
    transformed: bool = False  # a double-faced permanent with its back face up (712.8)
    turned_face_up_turn: int | None = None  # the turn it was last turned face up
    merged: list[Card] = field(default_factory=list)  # components under the topmost card (730.2)
    face_down_face: FaceDownFace | None = None  # characteristics the effect listed for it face down (708.2a)
    cast_from: Zone | None = None  # for a spell: the zone it was cast from
    #: The components under the topmost card that are face down, by handle, with what made them so
    #: (730.2e: a merged permanent may hold face-up and face-down components).
    merged_face_down: dict[str, FaceDownMethod] = field(default_factory=dict)
    #: Power and toughness chosen "as this enters or is turned face up" (208.2b), copiable (613.2a).
    chosen_pt: tuple[int, int] | None = None
    #: Phased out (702.26b): the player it phased out under (it phases in during that player's
    #: untap step, 702.26a), or ``""`` when it phased out indirectly, with what it is attached to.
    phased_out: str | None = None
    #: A battle's protector (310.8): the player who protects it, chosen as a Siege enters (310.11b).
    protector: str | None = None
    #: On the stack: the half of a split card (709.3) or the Adventure (715.3) it was cast as, by name.
    cast_as: str | None = None
    #: A Room on the battlefield: the names of its unlocked doors (709.5); the others are locked.
    unlocked: frozenset[str] = frozenset()
    #: A solved Case (719.3b): a designation, neither an ability nor a copiable value; a new object
    #: (one that left the battlefield and came back) is not solved.
    solved: bool = False
    #: A replacement effect applies to it (Illusionary Mask, 614.1a): while it is a face-down permanent that
    #: has not been turned face up, instead of assigning or dealing damage, being dealt damage or becoming
    #: tapped, it is turned face up and then does so. Set on the face-down spell the effect cast and on
    #: the permanent that spell becomes; turning face up clears it.
    turn_up_instead: bool = False

    @property
    def handle(self) -> str:
        return self.card.handle

    @property
    def owner(self) -> str:
        return self.card.owner

    @property
    def definition(self) -> CardDef:
        return self.card.definition

    def __repr__(self) -> str:
        state = f" face-down({self.face_down})" if self.face_down else ""
        return f"<{self.object_id} {self.card.handle!r} in {self.zone}{state}>"


@dataclass(eq=False, slots=True)
class Player:
    """A player and their zones. ``library[0]`` is the top card; the last card of
    ``graveyard`` is its top."""

    name: str
    life: int = 20
    pool: ManaPool = field(default_factory=ManaPool)
    library: list[GameObject] = field(default_factory=list)
    hand: list[GameObject] = field(default_factory=list)
    graveyard: list[GameObject] = field(default_factory=list)
    sideboard: list[GameObject] = field(default_factory=list)  # outside the game (100.4, 400.11)
    in_game: bool = True
    lost: bool = False
    drew_from_empty_library: bool = False
    counters: dict[str, int] = field(default_factory=dict)  # e.g. experience counters (122.1)
    may_look_at_face_down: bool = False  # "until end of turn, you may look at face-down creatures"
    face_down_creatures_entered: int = 0  # face-down creatures that entered under their control this turn
    face_down_permanents_entered: int = 0  # face-down permanents that entered under their control this turn
    turned_face_up: int = 0  # permanents they turned face up this turn
    controlled_by: str | None = None  # the player who controls this player now (723.1)
    controlled_next_turn_by: str | None = None  # "you control target player during that player's next turn"
    #: The Attraction deck (717.2), top first: cards in the command zone that no player may look at.
    attraction_deck: list[GameObject] = field(default_factory=list)
