"""The non-interference check of hidden information (docs/noninterference.md).

A player may not learn which card a hidden card is (CR 400.2, 708.5) except through a reveal the
rules require. So what a player observes must not depend on the hidden cards: run the same
actions from a set-up in which the cards hidden from that player are replaced by other cards
that no public information tells apart, and everything that player observes must be the same,
up to the moment a rule reveals one of them to that player.

:func:`check_transcript` does this for one scenario that has passed. The recorder
(:mod:`facedown.recording`, ``watch=True``) kept what every player saw when the game started
and after each action; the check then

1. finds the cards hidden at set-up (:func:`hidden_cards`): cards in a library (from everyone),
   in a hand (from everyone but the owner), face-down permanents (from everyone but the
   controller);
2. plans the twin runs (:func:`plan_twins`): for each player, the cards hidden from them that
   stay hidden longest in the recorded game; players whose plans are the same share a run;
3. picks, for each planned card, a substitute from the card pool (:class:`SubstitutePool`):
   another card with the same face-down method where the scenario's set-up or actions use one
   (a disguise card for a disguised one, a morph or megamorph card for a morphed one), a card
   named nowhere in the scenario, chosen in an order seeded by the scenario key;
4. replays the recorded actions on a game started from the set-up with the substitutes, and
   compares each planned player's views (after each action) and the results of that player's
   own actions with the recorded ones, until a rule reveals a substituted card to that player
   (the declassification policy, :func:`action_reveal` and :func:`structure_reveal`);
5. on a difference, replays the original set-up once more: a third run that differs from the
   first at or before the same point shows an engine that is not deterministic there (not
   checked), otherwise the difference is a leak.

Object ids are compared as they are when the engine gives publicly known objects the same ids in
both runs; otherwise through a consistent renaming built in order of appearance (the report says
which). The result is a :class:`TwinVerdict`; nothing here raises for what an engine does.
"""

from __future__ import annotations

import dataclasses
import enum
import hashlib
import random
import re
import tomllib
from collections.abc import Callable, Collection, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from itertools import islice
from pathlib import Path
from typing import Any

from facedown.adapter import (
    Accepted,
    Action,
    ActionResult,
    ActivateAbility,
    Adapter,
    AdapterError,
    CardSetup,
    CastSpell,
    Concede,
    Decide,
    Decision,
    Event,
    FaceDownMethod,
    Game,
    GameView,
    LookAt,
    PlayLand,
    Setup,
    TurnFaceUp,
    Unsupported,
    Zone,
    to_json,
)
from facedown.recording import GameRecord, Moment, Trace, Transcript, describe_error
from facedown.suite import pool_dir

__all__ = [
    "HIDDEN_ZONE_ATOM",
    "LEAK_ATOMS",
    "HiddenCard",
    "Leak",
    "PlayerCheck",
    "PlayerStatus",
    "SubstitutePool",
    "Substitution",
    "TwinStatus",
    "TwinVerdict",
    "action_reveal",
    "check_transcript",
    "hidden_cards",
    "not_checked",
    "plan_twins",
    "structure_reveal",
]

#: The atoms a leak found by the check counts against (708.5: no player may look at face-down
#: spells and permanents another player controls; the 2024-02-02 ruling that says the same).
LEAK_ATOMS = ("R-708.5-2", "RUL-gen-fd-2b")
#: The atom a leak also counts against when a card in a hand or a library was hidden (400.2).
HIDDEN_ZONE_ATOM = "R-400.2"
#: Zones whose face-up cards every player may see (400.2).
PUBLIC_ZONES = frozenset({Zone.BATTLEFIELD, Zone.STACK, Zone.GRAVEYARD, Zone.EXILE})
#: How many substitutes are tried when the engine refuses the set-up with the substitutes.
SUBSTITUTE_TRIES = 5
#: Longest text of a value in a message.
VALUE_CHARS = 160


class TwinStatus(enum.StrEnum):
    """What the check found for a scenario."""

    CHECKED = "checked"  # every player from whom something was hidden was compared
    PARTIAL = "partial"  # some were compared, some could not be
    NOT_CHECKED = "not_checked"  # none could be compared
    LEAK = "leak"  # a player's observations depend on a hidden card
    NOTHING_HIDDEN = "nothing_hidden"  # no card was hidden from any player


class PlayerStatus(enum.StrEnum):
    CHECKED = "checked"
    NOT_CHECKED = "not_checked"
    LEAK = "leak"


class Why(enum.StrEnum):
    """Why a player (or a whole scenario) could not be checked."""

    CAPABILITY = "capability"  # the engine does not declare per_viewer_views
    UNDECIDABLE = "undecidable"  # a difference the policy cannot tell from a legitimate reveal
    NONDETERMINISTIC = "nondeterministic"  # two runs of the same set-up differ
    NO_SUBSTITUTE = "no_substitute"  # the pool has no card that may stand in
    REFUSED = "refused"  # the engine refused every set-up with substitutes
    TWIN_FAILED = "twin_failed"  # the engine raised while replaying the actions
    UNOBSERVED = "unobserved"  # the player's views could not be had in the recorded run
    INCOMPLETE = "incomplete"  # the recorded game is incomplete (too long, an action raised)


# --------------------------------------------------------------------------- hidden cards


@dataclass(frozen=True, slots=True)
class HiddenCard:
    """A card hidden at set-up: its handle, card name, owner, zone, the players it is hidden
    from, the rule that hides it, and its face-down method if it is a face-down permanent."""

    handle: str
    name: str
    owner: str
    zone: Zone
    hidden_from: frozenset[str]
    rule: str
    method: FaceDownMethod | None = None

    def describe(self) -> str:
        return f'"{self.name}" ({self.handle})'


def hidden_cards(setup: Setup) -> dict[str, HiddenCard]:
    """The cards of ``setup`` hidden from some player, by handle: a card in a library is hidden
    from every player (400.2, 401.2), a card in a hand from every player but its owner (400.2,
    402.3), a card in a sideboard, outside the game, from every player but its owner (400.11a), a
    face-down permanent from every player but its controller (708.5). Tokens and the
    cards of merged permanents are left out (they are not substituted)."""
    players = frozenset(setup.players)
    merged = {card.merged_under for card in setup.cards if card.merged_under is not None}
    found: dict[str, HiddenCard] = {}
    for card in setup.cards:
        if card.token or card.merged_under is not None or card.handle in merged:
            continue
        if card.zone == Zone.LIBRARY:
            found[card.handle] = _hidden(card, players, "400.2")
        elif card.zone == Zone.HAND:
            found[card.handle] = _hidden(card, players - {card.owner}, "400.2")
        elif card.zone == Zone.SIDEBOARD:
            found[card.handle] = _hidden(card, players - {card.owner}, "400.11a")
        elif card.zone == Zone.BATTLEFIELD and card.face_down is not None:
            controller = card.controller or card.owner
            found[card.handle] = _hidden(card, players - {controller}, "708.5", card.face_down)
    return {handle: card for handle, card in found.items() if card.hidden_from}


def _hidden(
    card: CardSetup, hidden_from: frozenset[str], rule: str, method: FaceDownMethod | None = None
) -> HiddenCard:
    return HiddenCard(card.handle, card.name, card.owner, card.zone, hidden_from, rule, method)


# --------------------------------------------------------------------------- declassification policy


def action_reveal(card: HiddenCard, viewer: str, actor: str, action: Action, accepted: bool) -> str | None:
    """Why ``action`` (taken by ``actor``, accepted in at least one of the runs when ``accepted``)
    legitimately shows ``card`` to ``viewer``, or ``None``. Decided from the action alone, never
    from what the engine says it revealed."""
    if not accepted:
        return None
    handle = card.handle
    if isinstance(action, CastSpell) and action.card == handle and action.face_down is None:
        return f"{actor} cast it face up (601.2a)"
    if isinstance(action, PlayLand) and action.card == handle:
        return f"{actor} played it (305.1)"
    if isinstance(action, TurnFaceUp) and action.permanent == handle:
        return f"{actor} turned it face up (116.2b, 708.8)"
    if isinstance(action, ActivateAbility) and action.source == handle:
        return f"{actor} activated an ability of it (602.2a)"
    if isinstance(action, LookAt) and action.object == handle and actor == viewer:
        return f"{viewer} looked at it (708.5)"
    if isinstance(action, Concede) and actor == card.owner:
        return f"its owner {actor} left the game (708.9)"
    return None


def structure_reveal(
    card: HiddenCard, viewer: str, before: Sequence[GameView | None], now: Sequence[GameView]
) -> str | None:
    """Why the public structure of the game shows ``card`` to ``viewer`` at this observation, or
    ``None``: it must hold in every run (``now``: the viewer's view in each run, ``before``: the
    view before the latest action). Identity fields and ``revealed`` events are never read:
    they are exactly what a leaking engine shows."""
    for reason in _STRUCTURE:
        text = reason(card, viewer, before[0], now[0])
        if text is not None and all(
            reason(card, viewer, b, v) is not None for b, v in zip(before[1:], now[1:], strict=True)
        ):
            return text
    return None


def _game_over(card: HiddenCard, viewer: str, before: GameView | None, now: GameView) -> str | None:
    return "the game is over (708.9)" if now.game_over else None


def _owner_left(card: HiddenCard, viewer: str, before: GameView | None, now: GameView) -> str | None:
    gone = any(p.name == card.owner and not p.in_game for p in now.players)
    return f"its owner {card.owner} left the game (708.9)" if gone else None


def _face_up_in_public(card: HiddenCard, viewer: str, before: GameView | None, now: GameView) -> str | None:
    obj = now.objects.get(card.handle)
    if obj is not None and not obj.face_down and obj.zone in PUBLIC_ZONES:
        return f"it is face up in the {obj.zone.value} (400.2)"
    return None


def _left_face_down(card: HiddenCard, viewer: str, before: GameView | None, now: GameView) -> str | None:
    earlier = before.objects.get(card.handle) if before is not None else None
    if earlier is None or not earlier.face_down or earlier.zone not in (Zone.BATTLEFIELD, Zone.STACK):
        return None
    obj = now.objects.get(card.handle)
    if obj is not None and obj.zone == Zone.BATTLEFIELD:
        return None  # a face-down spell resolving stays face down; a permanent that stays
    if obj is not None and obj.zone == Zone.STACK and earlier.zone == Zone.STACK:
        return None
    return f"it left the {earlier.zone.value} face down (708.9)"


def _reached_viewer(card: HiddenCard, viewer: str, before: GameView | None, now: GameView) -> str | None:
    obj = now.objects.get(card.handle)
    if obj is None:
        return None
    if obj.zone == Zone.HAND and obj.owner == viewer:
        return f"it is in {viewer}'s hand (402.3)"
    if obj.zone in (Zone.BATTLEFIELD, Zone.STACK) and obj.controller == viewer:
        return f"{viewer} controls it (708.5)"
    return None


def _controls_its_player(card: HiddenCard, viewer: str, before: GameView | None, now: GameView) -> str | None:
    obj = now.objects.get(card.handle)
    players = {card.owner} | ({obj.controller} if obj is not None and obj.controller else set())
    for player in now.players:
        if player.name in players and player.controlled_by == viewer:
            return f"{viewer} controls {player.name}, and sees what {player.name} sees (723.4)"
    return None


_STRUCTURE: tuple[Callable[[HiddenCard, str, GameView | None, GameView], str | None], ...] = (
    _game_over,
    _owner_left,
    _face_up_in_public,
    _left_face_down,
    _reached_viewer,
    _controls_its_player,
)


# --------------------------------------------------------------------------- planning


@dataclass(frozen=True, slots=True)
class Plan:
    """One twin run: the cards to substitute and the players whose observations are compared."""

    cards: tuple[HiddenCard, ...]
    players: tuple[str, ...]


#: The face-down methods that are abilities of a card (a card cast face down, or turned face up,
#: by them must have them); manifest, cloak and effects work on any card.
CARD_METHODS = frozenset({FaceDownMethod.DISGUISE, FaceDownMethod.MORPH})


@dataclass(frozen=True, slots=True)
class Need:
    """What public information says of a hidden card's face-down abilities, which its substitute
    must match: it has each method of ``methods``; with ``exactly``, it has no other (a card the
    scenario tries to cast face down: whether the cast is allowed depends on its abilities,
    702.37a, 702.168a)."""

    methods: frozenset[FaceDownMethod] = frozenset()
    exactly: bool = False
    #: The mana cost and card types the substitute must have too (``None``: any): a card a player chose
    #: and cast face down by an effect, whose choice may be bounded by them (Illusionary Mask: a creature
    #: card whose mana cost the mana spent on {X} could pay).
    cost_and_types: tuple[str | None, tuple[str, ...]] | None = None

    def met_by(self, card: PoolCard) -> bool:
        if self.cost_and_types is not None and (card.mana_cost, card.types) != self.cost_and_types:
            return False
        return card.methods == self.methods if self.exactly else self.methods <= card.methods

    def describe(self) -> str:
        names = " and ".join(sorted(m.value for m in self.methods)) or "no face-down ability"
        names = f"exactly {names}" if self.exactly else names
        if self.cost_and_types is not None:
            cost, types = self.cost_and_types
            names += f", mana cost {cost or 'none'} and types {' '.join(types) or 'none'}"
        return names

    def json(self) -> list[str]:
        return sorted(m.value for m in self.methods)


def card_needs(setup: Setup, trace: Trace, pool: SubstitutePool) -> dict[str, Need]:
    """What each card's substitute must have: the face-down ability a face-down permanent of the
    set-up became face down by (disguise, morph), and, for a card the scenario casts face down,
    exactly the face-down abilities the card itself has (from the pool's oracle text; when the
    pool does not know the card, at least the method it is cast with)."""
    needs: dict[str, Need] = {}
    for card in setup.cards:
        if card.face_down in CARD_METHODS:
            needs[card.handle] = Need(frozenset({card.face_down}))
    names = {card.handle: card.name for card in setup.cards}
    for moment in trace.moments:
        action = moment.action
        if not isinstance(action, CastSpell) or action.face_down is None:
            continue
        known = pool.by_name.get(names.get(action.card, ""))
        if known is not None:
            needs[action.card] = Need(known.methods, exactly=True)
        elif action.face_down in CARD_METHODS and not needs.get(action.card, Need()).exactly:
            earlier = needs.get(action.card, Need()).methods
            needs[action.card] = Need(earlier | {action.face_down})
    for handle in _chosen_and_cast_face_down(trace, names):
        known = pool.by_name.get(names[handle])
        if known is not None:
            need = needs.get(handle, Need())
            needs[handle] = dataclasses.replace(need, cost_and_types=(known.mana_cost, known.types))
    return needs


def _chosen_and_cast_face_down(trace: Trace, names: Mapping[str, str]) -> list[str]:
    """The set-up cards a player named in a decision answer, right after which that player sees the
    card as a face-down spell on the stack: cast face down by an effect that let them choose it, a
    choice its mana cost and types may bound (Illusionary Mask)."""
    found: list[str] = []
    for moment in trace.moments:
        action = moment.action
        if not isinstance(action, Decide) or action.option not in names or action.option in found:
            continue
        view = moment.views.get(moment.player)
        obj = view.objects.get(action.option) if view is not None else None
        if obj is not None and obj.zone == Zone.STACK and obj.face_down:
            found.append(action.option)
    return found


def _predicted_reveals(hidden: Mapping[str, HiddenCard], viewer: str, trace: Trace) -> dict[str, int]:
    """For each card hidden from ``viewer``, the first observation at which the recorded game
    alone reveals it to them (the number of observations when it never does)."""
    cards = [card for card in hidden.values() if viewer in card.hidden_from]
    last = len(trace.moments) + 1
    found = {card.handle: last for card in cards}
    before = trace.initial.get(viewer)
    for index, moment in enumerate(trace.moments, 1):
        now = moment.views.get(viewer)
        accepted = isinstance(moment.result, Accepted)
        for card in cards:
            if found[card.handle] != last:
                continue
            if action_reveal(card, viewer, moment.player, moment.action, accepted) is not None or (
                now is not None and structure_reveal(card, viewer, [before], [now]) is not None
            ):
                found[card.handle] = index
        before = now
    return found


def plan_twins(setup: Setup, hidden: Mapping[str, HiddenCard], trace: Trace) -> list[Plan]:
    """The twin runs that check every player from whom something is hidden: for each such
    player, the cards hidden from them that the recorded game reveals to them last (all of
    those, so that as many cards as possible are replaced while the comparison runs as long as
    it can); players with the same cards share a run."""
    by_cards: dict[tuple[str, ...], list[str]] = {}
    for player in setup.players:
        reveals = _predicted_reveals(hidden, player, trace)
        if not reveals:
            continue
        latest = max(reveals.values())
        chosen = tuple(handle for handle in hidden if reveals.get(handle) == latest)
        by_cards.setdefault(chosen, []).append(player)
    return [Plan(tuple(hidden[h] for h in cards), tuple(players)) for cards, players in by_cards.items()]


# --------------------------------------------------------------------------- substitutes


@dataclass(frozen=True, slots=True)
class PoolCard:
    """A card of the pool: its name, the face-down casting methods its oracle text gives it
    (``disguise``, ``morph``; megamorph is a morph ability, 702.37b, and so is negamorph), whether it
    may stand in for a hidden card (single-faced, not a token), the words of its oracle text
    (reminder text left out) by which it can let a player look at hidden cards or reveal them
    (``shows``), and its mana cost and card types."""

    name: str
    methods: frozenset[FaceDownMethod]
    substitute: bool = True
    shows: str | None = None
    mana_cost: str | None = None
    types: tuple[str, ...] = ()


#: Oracle words of an instruction that lets a player look at hidden cards or reveals them (701.20
#: reveal, 701.19 search, 701.25 surveil, 701.22 scry, 701.62 manifest dread, "look at"; turning a
#: face-down card face up reveals it when it cannot be turned face up, 701.40g, 701.58g).
_SHOWS = re.compile(
    r"\b(looks? at|reveal\w*|search\w*|surveil\w*|scry|manifests? dread|turns? [^.]*?face up)\b",
    re.IGNORECASE,
)
_REMINDER = re.compile(r"\([^)]*\)")
_METHOD_LINE = re.compile(r"^(Disguise|Morph|Megamorph|Negamorph)\b", re.MULTILINE)
_LINE_METHODS = {
    "Disguise": FaceDownMethod.DISGUISE,
    "Morph": FaceDownMethod.MORPH,
    "Megamorph": FaceDownMethod.MORPH,
    "Negamorph": FaceDownMethod.MORPH,  # a playtest morph variant, as megamorph is one (702.37b)
}


class SubstitutePool:
    """The cards substitutes are chosen from: the single-faced, non-token cards of the card pool
    (``facedown/pool``), with the face-down methods their oracle text gives them."""

    def __init__(self, cards: Iterable[PoolCard]) -> None:
        self.cards = tuple(sorted(cards, key=lambda card: card.name))
        self.by_name = {card.name: card for card in self.cards}
        self._meeting: dict[Need, tuple[str, ...]] = {}

    @classmethod
    def from_directory(cls, directory: Path | None = None) -> SubstitutePool:
        """The pool in ``directory`` (default: the suite's card pool)."""
        return _pool(_resolved(directory or pool_dir()))

    def meeting(self, need: Need) -> tuple[str, ...]:
        """The names of the substitutes that meet ``need``, in name order (worked out once per need)."""
        found = self._meeting.get(need)
        if found is None:
            found = tuple(card.name for card in self.cards if card.substitute and need.met_by(card))
            self._meeting[need] = found
        return found

    def candidates(self, card: HiddenCard, need: Need, named: Collection[str], key: str) -> Iterator[str]:
        """The names that may stand in for ``card``, in the order they are tried: each meets the
        ``need`` (see :class:`Need`), none is named in the scenario (``named``), none is the card
        itself. The order is a random permutation seeded by the scenario ``key`` and the card's
        handle, the same in every run and process; it is drawn lazily (a Fisher-Yates shuffle from
        the front), so a caller that takes the first few names pays for those alone."""
        names = [name for name in self.meeting(need) if name != card.name and name not in named]
        seed = int.from_bytes(hashlib.sha256(f"{key}\0{card.handle}".encode()).digest()[:8], "big")
        rng = random.Random(seed)
        for i in range(len(names)):
            j = rng.randrange(i, len(names))
            names[i], names[j] = names[j], names[i]
            yield names[i]


@cache
def _resolved(directory: Path) -> Path:
    """``directory`` as an absolute path, symbolic links resolved (once per path: each scenario's
    check asks for the pool)."""
    return directory.resolve()


@cache
def _pool(directory: Path) -> SubstitutePool:
    cards = []
    for path in sorted(directory.glob("*.toml")):
        try:
            data = tomllib.loads(path.read_text(encoding="utf-8"))
        except (OSError, tomllib.TOMLDecodeError, UnicodeDecodeError):
            continue
        name = data.get("name")
        if not isinstance(name, str):
            continue
        oracle = data.get("oracle", "")
        oracle = oracle if isinstance(oracle, str) else ""
        methods = {_LINE_METHODS[m] for m in _METHOD_LINE.findall(oracle)}
        shows = _SHOWS.search(_REMINDER.sub("", oracle))
        substitute = not data.get("token") and "back" not in data
        cost = data.get("mana_cost")
        types = data.get("types", [])
        cards.append(
            PoolCard(
                name,
                frozenset(methods),
                substitute,
                shows.group(0) if shows else None,
                cost if isinstance(cost, str) else None,
                tuple(str(t) for t in types) if isinstance(types, list) else (),
            )
        )
    return SubstitutePool(cards)


@dataclass(frozen=True, slots=True)
class Substitution:
    """A hidden card and the card that stood in for it in the twin run."""

    card: HiddenCard
    substitute: str
    needs: Need

    def json(self) -> dict[str, Any]:
        return {
            "card": self.card.handle,
            "name": self.card.name,
            "substitute": self.substitute,
            "zone": self.card.zone.value,
            "hidden_from": sorted(self.card.hidden_from),
            "rule": self.card.rule,
            "needs": self.needs.json(),
            "exactly": self.needs.exactly,
            **({"same_cost_and_types": True} if self.needs.cost_and_types is not None else {}),
        }

    def describe(self) -> str:
        return f'{self.card.describe()} -> "{self.substitute}"'


def substituted_setup(setup: Setup, substitutions: Sequence[Substitution]) -> Setup:
    """``setup`` with each substituted card's name replaced (same handle, owner, zone, status)."""
    names = {s.card.handle: s.substitute for s in substitutions}
    cards = tuple(
        dataclasses.replace(card, name=names[card.handle]) if card.handle in names else card
        for card in setup.cards
    )
    return dataclasses.replace(setup, cards=cards)


# --------------------------------------------------------------------------- comparing observations


_ABSENT = "(absent)"
#: Fields of views holding ids an engine chooses (renamed consistently in the renaming mode).
_ID_FIELDS = frozenset({"object_id", "label", "stack_id"})
#: Keys of event data holding such ids.
_ID_KEYS = frozenset({"object_id", "stack_id"})


class _Renaming:
    """A bijection between the ids of two runs, built in order of appearance, per kind of id."""

    def __init__(self) -> None:
        self.forward: dict[tuple[str, object], object] = {}
        self.backward: dict[tuple[str, object], object] = {}

    def same(self, kind: str, a: object, b: object) -> bool:
        if a is None or b is None:
            return a is b
        there, back = self.forward.get((kind, a), _ABSENT), self.backward.get((kind, b), _ABSENT)
        if there == _ABSENT and back == _ABSENT:
            self.forward[(kind, a)] = b
            self.backward[(kind, b)] = a
            return True
        return there == b and back == a

    def knows(self, kind: str, a: object, b: object) -> bool:
        return (kind, a) in self.forward or (kind, b) in self.backward


Difference = tuple[str, Any, Any]


def first_difference(a: Any, b: Any, path: str, renaming: _Renaming | None = None) -> Difference | None:
    """The first member path (``view.stack[0].text``) where ``a`` and ``b`` differ, with both
    values, or ``None``; ids are compared through ``renaming`` when one is given."""
    if renaming is None and a == b:
        return None
    if type(a) is not type(b):
        return (path, a, b)
    if dataclasses.is_dataclass(a):
        for f in dataclasses.fields(a):
            va, vb = getattr(a, f.name), getattr(b, f.name)
            where = f"{path}.{f.name}"
            if renaming is not None and f.name in _ID_FIELDS:
                if not renaming.same(f.name, va, vb):
                    return (where, va, vb)
                continue
            if renaming is not None and isinstance(a, Event) and f.name == "data":
                found = _data_difference(va, vb, where, renaming)
            elif renaming is not None and isinstance(a, Decision) and f.name == "options":
                found = _options_difference(va, vb, where, renaming)
            else:
                found = first_difference(va, vb, where, renaming)
            if found is not None:
                return found
        return None if renaming is not None else (path, a, b)
    if isinstance(a, Mapping):
        for key in [*a, *(k for k in b if k not in a)]:
            found = first_difference(a.get(key, _ABSENT), b.get(key, _ABSENT), f"{path}[{key!r}]", renaming)
            if found is not None:
                return found
        return None if renaming is not None else (path, a, b)
    if isinstance(a, (list, tuple)):
        for index in range(max(len(a), len(b))):
            va = a[index] if index < len(a) else _ABSENT
            vb = b[index] if index < len(b) else _ABSENT
            found = first_difference(va, vb, f"{path}[{index}]", renaming)
            if found is not None:
                return found
        return None if renaming is not None else (path, a, b)
    return None if a == b else (path, a, b)


def _data_difference(
    a: Mapping[str, Any], b: Mapping[str, Any], path: str, renaming: _Renaming
) -> Difference | None:
    for key in [*a, *(k for k in b if k not in a)]:
        va, vb, where = a.get(key, _ABSENT), b.get(key, _ABSENT), f"{path}[{key!r}]"
        if key in _ID_KEYS:
            if not renaming.same(key, va, vb):
                return (where, va, vb)
        else:
            found = first_difference(va, vb, where, renaming)
            if found is not None:
                return found
    return None


def _options_difference(
    a: Sequence[str], b: Sequence[str], path: str, renaming: _Renaming
) -> Difference | None:
    for index in range(max(len(a), len(b))):
        va = a[index] if index < len(a) else _ABSENT
        vb = b[index] if index < len(b) else _ABSENT
        where = f"{path}[{index}]"
        if renaming.knows("stack_id", va, vb):
            if not renaming.same("stack_id", va, vb):
                return (where, va, vb)
        elif va != vb:
            return (where, va, vb)
    return None


def _public_ids_differ(a: GameView, b: GameView) -> bool:
    """Whether an object every player may identify (face up in a public zone in both views) has
    other ids in the two views."""
    for handle, obj in a.objects.items():
        other = b.objects.get(handle)
        if (
            other is not None
            and not obj.face_down
            and not other.face_down
            and obj.zone in PUBLIC_ZONES
            and other.zone in PUBLIC_ZONES
            and obj.object_id != other.object_id
        ):
            return True
    return False


# --------------------------------------------------------------------------- results


@dataclass(frozen=True, slots=True)
class Leak:
    """A difference in what ``player`` observed between the run with the set-up's cards and the
    run with substitutes: at ``observation`` (0: when the game started; k: after the k-th
    action, ``after``), the member ``path`` had ``original`` and ``twin``."""

    player: str
    observation: int
    after: str
    path: str
    original: Any
    twin: Any
    substitutions: tuple[Substitution, ...]
    mode: str

    def message(self) -> str:
        when = (
            "when the game started"
            if self.observation == 0
            else f"after action {self.observation} ({self.after})"
        )
        replaced = "; ".join(s.describe() for s in self.substitutions)
        return (
            f"non-interference: what {self.player} observes depends on hidden cards: {when}, {self.path} is "
            f"{_shown(self.original)} with the set-up's cards and {_shown(self.twin)} with {replaced}"
        )

    def json(self) -> dict[str, Any]:
        return {
            "player": self.player,
            "observation": self.observation,
            "after": self.after,
            "path": self.path,
            "original": _shown(self.original),
            "twin": _shown(self.twin),
        }


@dataclass(slots=True)
class PlayerCheck:
    """What became of one player from whom something was hidden: ``checked`` with how many
    observations and own-action results were compared, in which id ``mode``, and ``until``
    what; ``not_checked`` with the ``reason``; or ``leak``."""

    player: str
    status: PlayerStatus
    substitutions: tuple[Substitution, ...] = ()
    observations: int = 0
    results: int = 0
    mode: str | None = None
    until: str = ""
    reason: str = ""
    game: int = 1
    why: Why | None = None

    def json(self) -> dict[str, Any]:
        return {
            "player": self.player,
            "game": self.game,
            "status": self.status.value,
            "mode": self.mode,
            "observations": self.observations,
            "results": self.results,
            "until": self.until,
            "reason": self.reason,
            "why": self.why.value if self.why is not None else None,
            "substitutions": [s.json() for s in self.substitutions],
        }


@dataclass(slots=True)
class TwinVerdict:
    """The check's finding for a scenario: its status, one :class:`PlayerCheck` per player (and
    game) from whom something was hidden, the :class:`Leak` if one was found, the scenario-level
    ``reason`` when no player could be checked for one reason, and the atoms a leak counts
    against."""

    status: TwinStatus
    players: list[PlayerCheck] = field(default_factory=list)
    leak: Leak | None = None
    reason: str = ""
    atoms: tuple[str, ...] = ()
    why: Why | None = None

    def json(self) -> dict[str, Any]:
        return {
            "status": self.status.value,
            "reason": self.reason,
            "why": self.why.value if self.why is not None else None,
            "players": [check.json() for check in self.players],
            "leak": self.leak.json() if self.leak is not None else None,
            "atoms": list(self.atoms),
        }

    def details(self) -> str:
        """Several lines for a scenario's ``details``: every player's check."""
        lines = []
        for check in self.players:
            subs = "; ".join(s.describe() for s in check.substitutions) or "none"
            lines.append(f"{check.player}: {check.status.value}, substitutions: {subs}")
            if check.status is not PlayerStatus.NOT_CHECKED:
                compared = f"{check.observations} observations and {check.results} results compared"
                lines.append(f"  {compared}, ids {check.mode}; until {check.until}")
            if check.reason:
                lines.append(f"  {check.reason}")
        if self.leak is not None:
            lines.append(f"{self.leak.path}:")
            lines.append(f"  with the set-up's cards: {_shown(self.leak.original, 2000)}")
            lines.append(f"  with the substitutes:    {_shown(self.leak.twin, 2000)}")
        return "\n".join(lines)


def not_checked(reason: str, why: Why) -> TwinVerdict:
    """A verdict for a scenario the check cannot be applied to at all."""
    return TwinVerdict(TwinStatus.NOT_CHECKED, reason=reason, why=why)


def _shown(value: Any, limit: int = VALUE_CHARS) -> str:
    text = value if value == _ABSENT else repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def describe_action(player: str, action: Action) -> str:
    """``Alice CastSpell card=card-1 face_down=disguise``: who acted and the action's fields that
    are set (in their JSON form)."""
    fields = to_json(action)
    parts = [player, str(fields.pop("type"))]
    parts += [f"{name}={value}" for name, value in fields.items() if value not in (None, [], {}, False)]
    return " ".join(parts)


# --------------------------------------------------------------------------- running the twin


class _TwinFailed(Exception):
    """The twin run could not go on; the message says why."""


@dataclass(slots=True)
class _Sequence:
    """What one player observed in one run: views by observation, results of their own acts."""

    views: list[GameView] = field(default_factory=list)
    results: dict[int, ActionResult] = field(default_factory=dict)


@dataclass(slots=True)
class _Open:
    """A player still being compared in a twin run: where the comparison stopped (``until``,
    after ``observations`` observations) once it has."""

    player: str
    cards: tuple[HiddenCard, ...]
    observations: int = 0
    results: int = 0
    until: str = ""
    difference: tuple[int, Difference] | None = None


def _start(adapter: Adapter, setup: Setup) -> Game:
    try:
        return adapter.new_game(setup)
    except AdapterError:
        raise
    except Exception as exc:
        raise _TwinFailed(f"the engine raised {describe_error(exc)} starting the twin game") from None


def _observe(game: Game, player: str, where: str) -> GameView:
    try:
        return game.observe(player)
    except Exception as exc:
        raise _TwinFailed(f"observing {player} {where} raised {describe_error(exc)}") from None


def _act(game: Game, moment: Moment, index: int) -> ActionResult:
    """Take the recorded action in the twin. ``Unsupported`` goes on up: the engine cannot play the
    substitute, which counts as refusing it (the next substitutes are tried)."""
    try:
        return game.act(moment.player, moment.action)
    except Unsupported:
        raise
    except Exception as exc:
        raise _TwinFailed(
            f"action {index} ({describe_action(moment.player, moment.action)}) raised {describe_error(exc)}"
        ) from None


def _twin_run(
    adapter: Adapter, setup: Setup, trace: Trace, opened: list[_Open], renaming: bool
) -> dict[str, _Sequence]:
    """Replay the trace's actions on a game started from ``setup`` (the set-up with substitutes),
    comparing each open player's observations as they come (ids as they are, or renamed), until
    every player is closed by a reveal or a difference. Returns what each player observed."""
    game = _start(adapter, setup)
    seen = {o.player: _Sequence() for o in opened}
    renamings = {o.player: _Renaming() for o in opened} if renaming else {}
    try:
        for o in opened:
            view = _observe(game, o.player, "when the twin game started")
            seen[o.player].views.append(view)
            found = first_difference(trace.initial[o.player], view, "view", renamings.get(o.player))
            o.observations = 1
            if found is not None:
                o.difference = (0, found)
        for index, moment in enumerate(trace.moments, 1):
            live = [o for o in opened if not o.until and o.difference is None]
            if not live:
                break
            result = _act(game, moment, index)
            accepted = isinstance(result, Accepted) or isinstance(moment.result, Accepted)
            for o in live:
                reason = _action_reason(o, moment, accepted)
                if reason is not None:
                    o.until = f"action {index} ({describe_action(moment.player, moment.action)}): {reason}"
                    continue
                view = _observe(game, o.player, f"after action {index}")
                sequence = seen[o.player]
                original = moment.views[o.player]
                before = [
                    trace.initial[o.player] if index == 1 else trace.moments[index - 2].views[o.player],
                    sequence.views[-1],
                ]
                sequence.views.append(view)
                reason = _structure_reason(o, before, [original, view])
                if reason is not None:
                    o.until = (
                        f"after action {index} ({describe_action(moment.player, moment.action)}): {reason}"
                    )
                    continue
                renamer = renamings.get(o.player)
                found = first_difference(original, view, "view", renamer)
                if found is None and moment.player == o.player:
                    sequence.results[index] = result
                    found = first_difference(moment.result, result, "result", renamer)
                    o.results += 1
                o.observations += 1
                if found is not None:
                    o.difference = (index, found)
        for o in opened:
            if not o.until and o.difference is None:
                o.until = "the end of the recorded game"
    finally:
        game.close()
    return seen


def _action_reason(o: _Open, moment: Moment, accepted: bool) -> str | None:
    for card in o.cards:
        reason = action_reveal(card, o.player, moment.player, moment.action, accepted)
        if reason is not None:
            return f"{card.describe()}: {reason}"
    return None


def _structure_reason(o: _Open, before: Sequence[GameView | None], now: Sequence[GameView]) -> str | None:
    for card in o.cards:
        reason = structure_reveal(card, o.player, before, now)
        if reason is not None:
            return f"{card.describe()}: {reason}"
    return None


def _replay_differs(
    adapter: Adapter, setup: Setup, trace: Trace, player: str, upto: int, renaming: bool
) -> str | None:
    """Replay the recorded game from its own set-up and compare ``player``'s views with the
    recorded ones up to observation ``upto``: where they first differ, or ``None``."""
    game = _start(adapter, setup)
    renamer = _Renaming() if renaming else None
    try:
        found = first_difference(
            trace.initial[player], _observe(game, player, "when the game started"), "view", renamer
        )
        if found is not None:
            return f"when the game started, {found[0]}"
        for index, moment in enumerate(trace.moments[:upto], 1):
            _act(game, moment, index)
            view = _observe(game, player, f"after action {index}")
            found = first_difference(moment.views[player], view, "view", renamer)
            if found is not None:
                return f"after action {index}, {found[0]}: {_shown(found[1])} then {_shown(found[2])}"
    finally:
        game.close()
    return None


# --------------------------------------------------------------------------- the check


def check_transcript(
    adapter: Adapter,
    transcript: Transcript,
    *,
    key: str,
    named: Collection[str] = (),
    pool: SubstitutePool | None = None,
) -> TwinVerdict:
    """The non-interference verdict of a scenario that passed, from its watched transcript:
    ``adapter`` is the engine (not the recorder), ``key`` seeds the choice of substitutes,
    ``named`` holds every card name the scenario mentions (substitutes avoid them)."""
    records = [record for record in transcript.games if record.trace is not None and record.error is None]
    if not records:
        return TwinVerdict(TwinStatus.NOTHING_HIDDEN, reason="the scenario started no game")
    pool = pool or SubstitutePool.from_directory()
    checks: list[PlayerCheck] = []
    leak: Leak | None = None
    for record in records:
        game_checks, game_leak = _check_game(adapter, record, key, named, pool)
        checks += game_checks
        leak = leak or game_leak
    return _verdict(checks, leak)


def _verdict(checks: list[PlayerCheck], leak: Leak | None) -> TwinVerdict:
    if leak is not None:
        atoms: tuple[str, ...] = LEAK_ATOMS
        if any(s.card.zone in (Zone.HAND, Zone.LIBRARY) for s in leak.substitutions):
            atoms = (*LEAK_ATOMS, HIDDEN_ZONE_ATOM)
        return TwinVerdict(TwinStatus.LEAK, checks, leak, atoms=atoms)
    if not checks:
        return TwinVerdict(TwinStatus.NOTHING_HIDDEN, checks)
    done = [c for c in checks if c.status is PlayerStatus.CHECKED]
    if len(done) == len(checks):
        return TwinVerdict(TwinStatus.CHECKED, checks)
    return TwinVerdict(TwinStatus.PARTIAL if done else TwinStatus.NOT_CHECKED, checks)


def _check_game(
    adapter: Adapter, record: GameRecord, key: str, named: Collection[str], pool: SubstitutePool
) -> tuple[list[PlayerCheck], Leak | None]:
    trace = record.trace
    assert trace is not None
    setup = record.setup
    hidden = hidden_cards(setup)
    hidden_from = sorted(
        {p for card in hidden.values() for p in card.hidden_from}, key=list(setup.players).index
    )
    if not hidden_from:
        return [], None

    def skip(player: str, reason: str, why: Why) -> PlayerCheck:
        return PlayerCheck(player, PlayerStatus.NOT_CHECKED, reason=reason, game=record.number, why=why)

    if trace.incomplete is not None:
        reason = f"the recorded game is incomplete: {trace.incomplete}"
        return [skip(p, reason, Why.INCOMPLETE) for p in hidden_from], None
    blind = dict(trace.initial_errors)
    for index, moment in enumerate(trace.moments, 1):
        for p, e in moment.errors.items():
            blind.setdefault(p, f"after action {index}: {e}")
    checks = [
        skip(p, f"{p}'s view could not be observed ({blind[p]})", Why.UNOBSERVED)
        for p in hidden_from
        if p in blind
    ]
    needs = card_needs(setup, trace, pool)
    named_all = {*named, *(card.name for card in setup.cards)}
    leak: Leak | None = None
    for plan in plan_twins(setup, hidden, trace):
        players = [p for p in plan.players if p not in blind]
        if not players:
            continue
        plan_checks, plan_leak = _check_plan(adapter, record, plan, players, needs, named_all, key, pool)
        checks += plan_checks
        leak = leak or plan_leak
    order = list(setup.players)
    checks.sort(key=lambda c: order.index(c.player))
    return checks, leak


def _substitutions(
    plan: Plan,
    needs: Mapping[str, Need],
    named: Collection[str],
    key: str,
    pool: SubstitutePool,
    attempt: int,
) -> tuple[list[Substitution], list[str]]:
    """The ``attempt``-th choice of substitutes for the plan's cards (distinct names), and the
    cards for which the pool has none."""
    chosen: list[Substitution] = []
    missing: list[str] = []
    used: set[str] = set()
    for card in plan.cards:
        need = needs.get(card.handle, Need())
        names = (n for n in pool.candidates(card, need, named, key) if n not in used)
        # The attempt-th unused candidate, counting round when there are fewer (then ``tried`` is
        # all of them).
        tried = list(islice(names, attempt + 1))
        if not tried:
            missing.append(
                f"{card.describe()} (needs a card with {need.describe()}, named nowhere in the scenario)"
            )
            continue
        name = tried[attempt % len(tried)]
        used.add(name)
        chosen.append(Substitution(card, name, need))
    return chosen, missing


def _check_plan(
    adapter: Adapter,
    record: GameRecord,
    plan: Plan,
    players: Sequence[str],
    needs: Mapping[str, Need],
    named: Collection[str],
    key: str,
    pool: SubstitutePool,
) -> tuple[list[PlayerCheck], Leak | None]:
    trace = record.trace
    assert trace is not None

    def skip(subs: Sequence[Substitution], reason: str, why: Why) -> list[PlayerCheck]:
        return [
            PlayerCheck(p, PlayerStatus.NOT_CHECKED, tuple(subs), reason=reason, game=record.number, why=why)
            for p in players
        ]

    refusals: list[str] = []
    for attempt in range(SUBSTITUTE_TRIES):
        subs, missing = _substitutions(plan, needs, named, key, pool, attempt)
        if not subs:
            return skip([], "no substitute for " + "; ".join(missing), Why.NO_SUBSTITUTE), None
        cards = tuple(s.card for s in subs)
        twin_setup = substituted_setup(record.setup, subs)
        try:
            return _compare(adapter, record, trace, twin_setup, cards, subs, players, pool)
        except AdapterError as exc:
            refusals.append(describe_error(exc))
            continue
        except _TwinFailed as exc:
            return skip(subs, f"the twin run failed: {exc}", Why.TWIN_FAILED), None
    refused = f"the engine refused every substitute tried ({'; '.join(refusals)})"
    return skip([], refused, Why.REFUSED), None


def _compare(
    adapter: Adapter,
    record: GameRecord,
    trace: Trace,
    twin_setup: Setup,
    cards: tuple[HiddenCard, ...],
    subs: Sequence[Substitution],
    players: Sequence[str],
    pool: SubstitutePool,
) -> tuple[list[PlayerCheck], Leak | None]:
    opened = [_Open(p, tuple(c for c in cards if p in c.hidden_from)) for p in players]
    seen = _twin_run(adapter, twin_setup, trace, opened, renaming=False)
    mode = "as_is"
    if any(o.difference is not None for o in opened) and _ids_differ(trace, opened, seen):
        mode = "renamed"
        opened = [_Open(p, tuple(c for c in cards if p in c.hidden_from)) for p in players]
        seen = _twin_run(adapter, twin_setup, trace, opened, renaming=True)
    checks: list[PlayerCheck] = []
    leak: Leak | None = None
    for o in opened:
        check = PlayerCheck(
            o.player,
            PlayerStatus.CHECKED,
            tuple(subs),
            o.observations,
            o.results,
            mode,
            o.until,
            game=record.number,
        )
        if o.difference is not None:
            index, (path, original, twin) = o.difference
            undecided = _undecidable(o, index, trace, seen[o.player], record.setup, subs, pool)
            if undecided is not None:
                reason = f"the policy cannot decide whether a difference is a legitimate reveal: {undecided}"
                checks.append(_unchecked(check, Why.UNDECIDABLE, reason, index))
                continue
            try:
                unsteady = _replay_differs(adapter, record.setup, trace, o.player, index, mode == "renamed")
            except (AdapterError, _TwinFailed) as exc:
                unsteady = f"(the replay of the set-up failed: {describe_error(exc)})"
            if unsteady is not None:
                reason = f"nondeterministic: two runs of the same set-up differ for {o.player} {unsteady}"
                _unchecked(check, Why.NONDETERMINISTIC, reason, index)
            else:
                moment = trace.moments[index - 1] if index else None
                after = describe_action(moment.player, moment.action) if moment is not None else ""
                check.status = PlayerStatus.LEAK
                check.until = f"observation {index}"
                leak = leak or Leak(o.player, index, after, path, original, twin, tuple(subs), mode)
        checks.append(check)
    return checks, leak


def _unchecked(check: PlayerCheck, why: Why, reason: str, index: int) -> PlayerCheck:
    """``check`` marked not checked, for ``why``, at observation ``index``."""
    check.status = PlayerStatus.NOT_CHECKED
    check.why = why
    check.reason = reason
    check.until = f"observation {index}"
    return check


def _undecidable(
    o: _Open,
    index: int,
    trace: Trace,
    seen: _Sequence,
    setup: Setup,
    subs: Sequence[Substitution],
    pool: SubstitutePool,
) -> str | None:
    """Why a difference found at observation ``index`` may be a legitimate reveal that the
    policy cannot place, or ``None``: a substituted card face up in a public zone in one run
    only (an effect turned it face up, and what happens then depends on the card: 701.40g,
    701.58g, 708.12), or a card of the scenario whose text lets a player look at hidden cards or
    reveals them, face up on the battlefield or the stack in that player's view by then (what it
    shows is neither an action nor public structure the policy can read)."""
    original = trace.initial[o.player] if index == 0 else trace.moments[index - 1].views[o.player]
    twin = seen.views[index] if index < len(seen.views) else None
    for card in o.cards:
        shown = [
            view is not None and _face_up_in_public(card, o.player, None, view) is not None
            for view in (original, twin)
        ]
        if shown[0] != shown[1]:
            run = "the set-up's" if shown[0] else "the substitutes'"
            return (
                f"{card.describe()} is face up in a public zone only in the run with {run} cards "
                "(what an effect turning a face-down card face up does depends on the card: 701.40g, 701.58g)"
            )
    substituted = {sub.card.handle for sub in subs}
    views = [trace.initial[o.player], *(m.views[o.player] for m in trace.moments[:index])]
    used = {_card_used(m.action) for m in trace.moments[:index]}
    for placed in setup.cards:
        known = pool.by_name.get(placed.name)
        if known is None or known.shows is None or placed.handle in substituted:
            continue
        if placed.handle in used or any(_in_play(view, placed.handle) for view in views):
            return f'"{placed.name}" can let a player look at hidden cards or reveal them ("{known.shows}")'
    return None


def _card_used(action: Action) -> str | None:
    """The card whose text an action uses: the spell cast, the land played, the permanent turned
    face up (a morph cost may reveal cards from the hand), the source of an ability activated."""
    if isinstance(action, (CastSpell, PlayLand)):
        return action.card
    if isinstance(action, TurnFaceUp):
        return action.permanent
    if isinstance(action, ActivateAbility):
        return action.source
    return None


def _in_play(view: GameView, handle: str) -> bool:
    """Whether ``view`` shows the card face up on the battlefield or the stack, where its
    abilities work."""
    obj = view.objects.get(handle)
    return obj is not None and not obj.face_down and obj.zone in (Zone.BATTLEFIELD, Zone.STACK)


def _ids_differ(trace: Trace, opened: Sequence[_Open], seen: Mapping[str, _Sequence]) -> bool:
    """Whether the twin run gave some publicly known object other ids than the recorded run
    did, in the views of a player it was compared for."""
    for o in opened:
        views = seen[o.player].views
        originals = [trace.initial[o.player], *(m.views[o.player] for m in trace.moments)]
        for original, twin in zip(originals, views, strict=False):
            if _public_ids_differ(original, twin):
                return True
    return False
