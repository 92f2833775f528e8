"""Random small set-ups for the face-down state machine (a Hypothesis strategy).

A set-up has two or three players and, for each player, a few lands, permanents face up, permanents face
down by each method (disguise, morph, manifest, cloak, turned face down by an effect), cards in hand
(disguise and morph cards first), in the graveyard and in the library, and sometimes mana in the pool or
a low life total. Every list shrinks towards empty and every choice towards the first option, so a
failing example shrinks to the fewest cards that still show the failure.

Handles are the card name as a slug (``"dog-walker"``), suffixed ``-2``, ``-3`` ... for more copies, in
the order the cards are listed -- the handles a feature's ``World`` would give the same Given-lines.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from hypothesis import strategies as st
from property_pool import PoolFacts

from facedown.adapter import CardSetup, FaceDownMethod, Setup, Step, Zone

__all__ = ["PLAYERS", "STEPS", "CardSpec", "build_setup", "setups", "slug"]

PLAYERS: tuple[str, ...] = ("Alice", "Bob", "Carol")
#: Steps a set-up may start in (the first is where shrinking leads).
STEPS: tuple[Step, ...] = (Step.MAIN1, Step.MAIN2, Step.UPKEEP, Step.BEGIN_COMBAT, Step.END)
_MANA = ("{C}", "{W}", "{U}", "{B}", "{R}", "{G}")
_METHODS: tuple[FaceDownMethod, ...] = (
    FaceDownMethod.DISGUISE,
    FaceDownMethod.MORPH,
    FaceDownMethod.MANIFEST,
    FaceDownMethod.CLOAK,
    FaceDownMethod.EFFECT,
)
# Cards worth having around because they cloak, manifest, copy or change what face-down objects are.
_INTERESTING = (
    "Ransom Note",
    "Clone",
    "Panoptic Projektor",
    "Glorious Anthem",
    "Dream Chisel",
    "Karlov Watchdog",
    "Garruk's Horde",
    "Assemble the Players",
)


def slug(text: str) -> str:
    """A handle-friendly form of a card name (``"Aurelia's Vindicator"`` -> ``"aurelias-vindicator"``)."""
    text = text.lower().replace("'", "")
    return re.sub(r"[^a-z0-9]+", "-", text).strip("-")


@dataclass(frozen=True, slots=True)
class CardSpec:
    """One card of a set-up before handles are given."""

    name: str
    owner: str
    zone: Zone
    face_down: FaceDownMethod | None = None
    tapped: bool = False
    counters: tuple[tuple[str, int], ...] = ()
    damage: int = 0


def build_setup(
    players: Sequence[str],
    cards: Sequence[CardSpec],
    *,
    active: str,
    step: Step,
    life: dict[str, int],
    mana_pools: dict[str, str],
) -> Setup:
    """The :class:`Setup` of ``cards``, with handles given in order (see the module docstring)."""
    placed: list[CardSetup] = []
    taken: set[str] = set()
    for spec in cards:
        base = slug(spec.name) or "card"
        handle, n = base, 1
        while handle in taken:
            n += 1
            handle = f"{base}-{n}"
        taken.add(handle)
        placed.append(
            CardSetup(
                handle=handle,
                name=spec.name,
                owner=spec.owner,
                zone=spec.zone,
                face_down=spec.face_down,
                tapped=spec.tapped,
                counters=dict(spec.counters),
                damage=spec.damage,
            )
        )
    return Setup(
        players=tuple(players),
        cards=tuple(placed),
        active_player=active,
        step=step,
        life=life,
        mana_pools=mana_pools,
    )


def _ordered(first: Sequence[str], rest: Sequence[str]) -> list[str]:
    """``first`` (those in ``rest``) then the remaining names of ``rest``: shrinking prefers the first."""
    head = [n for n in first if n in rest]
    return head + [n for n in rest if n not in head]


def _tapped(rarity: int) -> st.SearchStrategy[bool]:
    """Tapped about once in ``rarity`` draws; shrinks to untapped."""
    return st.integers(0, rarity - 1).map(lambda n: n == rarity - 1)


def _index() -> st.SearchStrategy[int]:
    """An index into a list of choices (taken modulo its length); shrinks to the first choice."""
    return st.integers(0, 255)


@dataclass(frozen=True, slots=True)
class _Choices:
    """The card lists a set-up draws from (computed once per card pool)."""

    cards: list[str]
    lands: list[str]
    nonlands: list[str]
    permanents: list[str]
    in_hand: list[list[str]]  # face-down castable, targeting, any card: one list is picked, then a card
    by_method: dict[FaceDownMethod, list[str]]


def _choices(facts: PoolFacts) -> _Choices:
    cards = facts.names()
    lands = facts.lands
    nonlands = [n for n in cards if n not in lands]
    casts = facts.with_face_down_cast("disguise") + facts.with_face_down_cast("morph")
    face_down_cards = _ordered(casts, nonlands) + [n for n in casts if n in lands]
    rest = [n for n in cards if n not in face_down_cards]
    targeting = [n for n in nonlands if facts.cards[n].spell_targets > 0 or facts.cards[n].spell_modes]
    return _Choices(
        cards=cards,
        lands=lands,
        nonlands=nonlands,
        permanents=_ordered(_INTERESTING, [n for n in nonlands if facts.cards[n].permanent]),
        in_hand=[face_down_cards or nonlands, targeting or nonlands, cards],
        by_method={
            FaceDownMethod.DISGUISE: facts.with_face_down_cast("disguise") or face_down_cards,
            # Without a morph card in the pool, a morphed permanent is still a face-down 2/2 worth checking.
            FaceDownMethod.MORPH: facts.with_face_down_cast("morph") or face_down_cards,
            FaceDownMethod.MANIFEST: face_down_cards + rest,
            FaceDownMethod.CLOAK: face_down_cards + rest,
            FaceDownMethod.EFFECT: face_down_cards + rest,
        },
    )


# Element strategies are fixed (built once): drawn values are indexes, turned into cards afterwards, which
# keeps generation and shrinking cheap. Every group is a list of whole cards, so shrinking can drop any one.
_FACE_UP = st.tuples(_index(), _tapped(5))
_FACE_DOWN = st.tuples(
    st.sampled_from(_METHODS),
    _index(),
    _tapped(5),
    st.sampled_from(((), (("+1/+1", 1),))),
    st.sampled_from((0, 1)),
)
_HAND = st.tuples(st.integers(0, 2), _index())
_LAND = st.tuples(st.integers(0, 2), _index(), _tapped(6))
_PLAYER = st.tuples(
    st.lists(_FACE_UP, max_size=2),
    st.lists(_FACE_DOWN, max_size=3),
    st.lists(_HAND, max_size=4),
    st.lists(_index(), max_size=2),  # graveyard
    st.lists(_index(), max_size=4),  # library
    st.lists(_LAND, max_size=8),
    st.lists(st.sampled_from(_MANA), max_size=4),
    st.sampled_from((20, 3)),
)
_SETUP = st.tuples(
    st.sampled_from((2, 3)),
    st.integers(0, 2),  # active player
    st.tuples(st.integers(0, 9), _index()),  # step: mostly the first
    st.lists(_PLAYER, min_size=3, max_size=3),
)


def _pick(names: Sequence[str], index: int) -> str:
    return names[index % len(names)]


_Counters = tuple[tuple[str, int], ...]
_PlayerDraw = tuple[
    list[tuple[int, bool]],
    list[tuple[FaceDownMethod, int, bool, _Counters, int]],
    list[tuple[int, int]],
    list[int],
    list[int],
    list[tuple[int, int, bool]],
    list[str],
    int,
]


def _player_cards(facts: PoolFacts, choices: _Choices, player: str, drawn: _PlayerDraw) -> list[CardSpec]:
    """One player's cards from the drawn indexes: lands first (mostly of the colours the player's other
    cards ask for), then permanents face up, face down, cards in hand, graveyard and library."""
    face_up, face_down, hand, graveyard, library, lands, _, _ = drawn
    mine: list[CardSpec] = []
    for index, tapped in face_up:
        mine.append(CardSpec(_pick(choices.permanents, index), player, Zone.BATTLEFIELD, tapped=tapped))
    for method, index, tapped, counters, damage in face_down:
        name = _pick(choices.by_method[method], index)
        mine.append(CardSpec(name, player, Zone.BATTLEFIELD, method, tapped, counters, damage))
    for which, index in hand:
        mine.append(CardSpec(_pick(choices.in_hand[which], index), player, Zone.HAND))
    for index in graveyard:
        mine.append(CardSpec(_pick(choices.nonlands, index), player, Zone.GRAVEYARD))
    for index in library:
        mine.append(CardSpec(_pick(choices.cards, index), player, Zone.LIBRARY))
    wanted = {c for spec in mine for c in facts.cards[spec.name].colours}
    useful = [n for n in choices.lands if set(facts.cards[n].produces) & wanted] or choices.lands
    placed = [
        CardSpec(
            _pick(useful if which < 2 else choices.lands, index), player, Zone.BATTLEFIELD, tapped=tapped
        )
        for which, index, tapped in lands
    ]
    return placed + mine


_CHOICES: dict[int, _Choices] = {}


@st.composite
def setups(draw: st.DrawFn, facts: PoolFacts) -> Setup:
    """A random small set-up over the card pool ``facts`` describes: two or three players, mostly in the
    active player's precombat main phase, each with lands (mostly of the colours their cards ask for)
    listed first, then up to two permanents face up, three face down, four cards in hand, two in the
    graveyard and four in the library; sometimes mana in the pool or a life total of 3."""
    choices = _CHOICES.get(id(facts))
    if choices is None:
        choices = _CHOICES[id(facts)] = _choices(facts)
    count, active, (usual, step), per_player = draw(_SETUP)
    players = PLAYERS[:count]
    specs: list[CardSpec] = []
    life: dict[str, int] = {}
    pools: dict[str, str] = {}
    for player, drawn in zip(players, per_player, strict=False):
        specs += _player_cards(facts, choices, player, drawn)
        mana, life_total = drawn[6], drawn[7]
        if mana:
            pools[player] = "".join(mana)
        if life_total != 20:
            life[player] = life_total
    return build_setup(
        players,
        specs,
        active=players[active % count],
        step=STEPS[0] if usual < 6 else _pick_step(step),
        life=life,
        mana_pools=pools,
    )


def _pick_step(index: int) -> Step:
    return STEPS[index % len(STEPS)]
