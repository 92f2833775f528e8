"""Adapter for phase.rs, driven through its Python bindings (PyPI ``phase-python``, import ``phase``).

A thin translation between the contract (:mod:`facedown.adapter`) and the
engine's own API; every rules decision is phase's:

* **Cards.** The engine builds its card database from MTGJSON-shaped card
  records with ``phase.build_oracle_face`` (both faces of a double-faced card
  with ``build_oracle_face_multi``, paired by an oracle id); the records are
  made from the suite's pool (oracle facts and oracle text only). A pool card
  whose oracle text phase itself marks as not implemented (an
  ``Unimplemented`` effect or an ``Unknown`` trigger in the face phase builds)
  makes any set-up using it :class:`Unsupported` of kind ``engine-declared``,
  naming the card.
* **Set-up.** ``Engine.new_game`` deals each player a deck of exactly the
  cards that player owns in the set-up (phase's Standard format for two
  players, FreeForAll for more); the persisted state (``Game.state``) is then
  edited so each card sits in its zone (library order, hand, graveyard,
  exile) and the turn, step and priority are the set-up's, and reloaded with
  ``Engine.load_game``. Everything that changes how an object behaves goes
  through phase's own debug actions (``MoveToZone``, ``SetFaceState``,
  ``SetTapped``, ``ModifyCounters``, ``SetController``,
  ``SetSummoningSickness``, ``Attach``, ``SetLife``, ``AddMana``, and
  ``CreateToken`` for a token, from the pool's oracle facts). Face-down
  permanents are made by the engine itself: a disguised or morphed card is
  cast face down for {3}; a manifested card is put on top of its owner's
  library and the owner casts Soul Summons; a cloaked one, the owner
  activates Ransom Note's cloak mode. Every player then passes until the
  stack is empty, the helper card is removed and the per-turn records these
  actions leave are put back. A permanent "turned face down by an effect"
  uses ``SetFaceState``.
* **Actions.** ``CastSpell`` / ``PlayLand`` / ``ActivateAbility`` /
  ``TurnFaceUp`` / ``PassPriority`` / ``DeclareAttackers`` /
  ``DeclareBlockers`` / ``Concede`` are phase's actions; the prompts phase
  raises while a spell or ability is being put on the stack (alternative or
  casting-variant choice, modes, targets, X, division) are answered from the
  contract action. phase refuses an illegal action with a ``ValueError``; its
  message becomes the :class:`Rejected` message and picks the code. A
  multi-step action phase refuses part-way is rolled back by reloading the
  state saved before it. Every action is tried, never predicted: when phase's
  own answer shows it took another action than the one asked (another way of
  casting, no X or target asked for, a target it chose itself), the action is
  :class:`Rejected` with what phase did, and rolled back; phase's
  ``TurnFaceUp`` names no procedure and phase does not say which it used, so
  it is sent as is and the scenario judges the outcome. Only what phase's
  input cannot encode at all (``LookAt``, a negative X for ``TurnFaceUp``, a
  token off the battlefield in a set-up, a merged permanent) is
  :class:`Unsupported` of kind ``not-encodable``.
* **Decisions.** phase's prompts become the contract's decision kinds
  (``pay_ward``, ``choose_targets``, ``declare_attackers`` /
  ``declare_blockers``, ``choose_mode``, ``choose_color``, ``surveil``,
  ``may``, ``choose``, ``legend_rule``); a prompt the contract has no
  decision for is answered as a player without preference would
  (simultaneous triggers in the order phase lists them, a combat damage
  assignment phase offers only one way to make), any other is shown as a
  ``phase:<prompt>`` decision answered by the index of phase's action.
* **Views.** phase's Python API has no per-player view: ``Game.state`` holds
  every object with all its faces for any caller. The views therefore carry
  what phase tells every caller, including a face-down object's front face
  (``back_face``) as ``identity``; the adapter does not declare
  ``per_viewer_views``. Ability texts are given in the pool's oracle wording.
* **Events.** Translated one for one from the events phase returns with each
  action; a triggered ability is logged when phase reports it pushed on the
  stack.
"""

from __future__ import annotations

import importlib.metadata
import itertools
import json
import re
import uuid
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from facedown import adapter as contract
from facedown.engines._pool import PoolCard, load_pool, mana_symbols

try:
    import phase
except ImportError as _exc:  # pragma: no cover - depends on the environment
    raise contract.AdapterError(
        f"the phase engine is not installed ({_exc}); install it with: pip install phase-python"
    ) from None

__all__ = ["PhaseAdapter", "PhaseGame", "create", "mtgjson_record"]

#: The distribution that ships the bindings (its version is the engine version reported).
DISTRIBUTION = "phase-python"

_CAPABILITIES = frozenset(
    {
        contract.Capability.SETUP_STATE,
        contract.Capability.MULTIPLAYER,
        contract.Capability.COMBAT,
        contract.Capability.EVENTS,
        contract.Capability.DISGUISE,
        contract.Capability.WARD,
        contract.Capability.COPY,
        contract.Capability.MORPH,
        contract.Capability.MANIFEST,
        contract.Capability.CLOAK,
    }
)

_STEP_TO_PHASE: dict[contract.Step, str] = {
    contract.Step.UNTAP: "Untap",
    contract.Step.UPKEEP: "Upkeep",
    contract.Step.DRAW: "Draw",
    contract.Step.MAIN1: "PreCombatMain",
    contract.Step.BEGIN_COMBAT: "BeginCombat",
    contract.Step.DECLARE_ATTACKERS: "DeclareAttackers",
    contract.Step.DECLARE_BLOCKERS: "DeclareBlockers",
    contract.Step.COMBAT_DAMAGE: "CombatDamage",
    contract.Step.END_COMBAT: "EndCombat",
    contract.Step.MAIN2: "PostCombatMain",
    contract.Step.END: "End",
    contract.Step.CLEANUP: "Cleanup",
}
_PHASE_TO_STEP = {name: step for step, name in _STEP_TO_PHASE.items()}
_PHASE_TO_STEP["FirstStrikeDamage"] = contract.Step.COMBAT_DAMAGE

_ZONES: dict[str, contract.Zone] = {
    "Library": contract.Zone.LIBRARY,
    "Hand": contract.Zone.HAND,
    "Stack": contract.Zone.STACK,
    "Battlefield": contract.Zone.BATTLEFIELD,
    "Graveyard": contract.Zone.GRAVEYARD,
    "Exile": contract.Zone.EXILE,
}
_PLAYER_ZONE_LISTS = {"Library": "library", "Hand": "hand", "Graveyard": "graveyard"}

_COLOUR_NAMES = {"White": "W", "Blue": "U", "Black": "B", "Red": "R", "Green": "G"}
_COLOUR_WORDS = {letter: name for name, letter in _COLOUR_NAMES.items()}
_NUMBER_WORDS = {"Two": "2"}

#: phase's names for the ways an object became face down.
_FACE_DOWN_CAUSES: dict[str, contract.FaceDownMethod] = {
    "Disguise": contract.FaceDownMethod.DISGUISE,
    "Morph": contract.FaceDownMethod.MORPH,
    "Manifest": contract.FaceDownMethod.MANIFEST,
    "Cloak": contract.FaceDownMethod.CLOAK,
    "TurnedFaceDown": contract.FaceDownMethod.EFFECT,
}
#: Set-up face-down methods phase produces by casting the card face down.
_CAST_FACE_DOWN = {contract.FaceDownMethod.DISGUISE: "Disguise", contract.FaceDownMethod.MORPH: "Morph"}
#: Set-up face-down methods phase produces by resolving a pool card that manifests or cloaks the top card of
#: its controller's library: Soul Summons (manifest, 701.40a) and Ransom Note's first mode (cloak, 701.58a).
_FACE_DOWN_HELPERS = {
    contract.FaceDownMethod.MANIFEST: "Soul Summons",
    contract.FaceDownMethod.CLOAK: "Ransom Note",
}
_FACE_DOWN_CAUSES_BY_METHOD = {method: cause for cause, method in _FACE_DOWN_CAUSES.items()}
#: The life total a player starts with when the set-up does not say (the contract's default).
_STARTING_LIFE = 20

#: Counter names phase uses that differ from the printed ones.
_COUNTER_NAMES = {"P1P1": "+1/+1", "M1M1": "-1/-1"}

_STACK_KINDS = {"Spell": "spell", "TriggeredAbility": "triggered", "ActivatedAbility": "activated"}

#: How many prompts one contract action may answer before the adapter gives up.
_MAX_PROMPTS = 40
#: How many passes of priority the set-up makes to resolve a face-down cast.
_MAX_SETUP_PASSES = 20


# --------------------------------------------------------------------------- card data


def _keyword_name(keyword: str) -> str:
    """A pool keyword (``first_strike``) as MTGJSON writes it (``First strike``)."""
    return keyword.replace("_", " ").capitalize()


def _keyword_variant(keyword: str) -> str:
    """A pool keyword (``first_strike``) as phase's ``Keyword`` names it (``FirstStrike``)."""
    return "".join(part.capitalize() for part in keyword.split("_"))


def mtgjson_record(card: PoolCard, *, front: PoolCard | None = None) -> dict[str, Any]:
    """The MTGJSON atomic-card record of a pool card, as ``phase.build_oracle_face`` reads it. For a
    double-faced card (712) each face has a record of its own: ``card`` is the face, ``front`` the front
    face when ``card`` is the back one; the records carry the ``transform`` layout and the full name."""
    symbols = mana_symbols(card.mana_cost)
    type_line = " ".join((*card.supertypes, *card.types))
    if card.subtypes:
        type_line += " — " + " ".join(card.subtypes)
    record: dict[str, Any] = {
        "name": card.name,
        "manaCost": card.mana_cost,
        # MTGJSON's manaValue: a number counts its value, X counts 0, any other symbol 1 (CR 202.3).
        "manaValue": float(sum(int(s) if s.isdigit() else 0 if s == "X" else 1 for s in symbols)),
        "colors": list(card.colors),
        "colorIdentity": list(card.colors),
        "types": list(card.types),
        "subtypes": list(card.subtypes),
        "supertypes": list(card.supertypes),
        "type": type_line,
        "text": card.oracle,
        "layout": "normal",
        "legalities": {},
        "identifiers": {},
    }
    if card.back is not None or front is not None:
        first = front or card
        assert first.back is not None
        record.update(
            name=f"{first.name} // {first.back.name}",
            faceName=card.name,
            layout="transform",
            side="b" if front is not None else "a",
        )
        if front is not None:  # a back face has no mana cost; its colours are its own (712.8)
            record.update(manaCost="", manaValue=float(record["manaValue"]))
    if card.keywords:
        record["keywords"] = [_keyword_name(k) for k in card.keywords]
    if card.power is not None and card.toughness is not None:
        record["power"] = str(card.power)
        record["toughness"] = str(card.toughness)
    if card.loyalty is not None:
        record["loyalty"] = str(card.loyalty)  # MTGJSON writes loyalty as text
    return record


def _parse_gaps(face: Any) -> list[str]:
    """What phase could not parse in a built card face: ``Unimplemented`` effects, ``Unknown`` triggers."""
    gaps: list[str] = []

    def walk(value: Any) -> None:
        if isinstance(value, dict):
            if value.get("type") == "Unimplemented":
                gaps.append(str(value.get("description") or value.get("name") or "?"))
            if "Unknown" in value and len(value) == 1:
                gaps.append(f"trigger {value['Unknown']!r}")
            for item in value.values():
                walk(item)
        elif isinstance(value, list):
            for item in value:
                walk(item)

    walk({k: face.get(k) for k in ("abilities", "triggers", "static_abilities", "replacements", "keywords")})
    return gaps


@dataclass
class _CardDatabase:
    """phase's card database built from the pool, with the parsing gaps of each card."""

    engine: Any
    cards: dict[str, PoolCard]
    gaps: dict[str, list[str]]
    _wording: dict[tuple[str, str], str] = field(default_factory=dict)

    def wording(self, description: str, name: str) -> str:
        """The oracle wording of an ability text phase keeps with ``~`` for "this object": phase writes a
        self-reference ("this creature", "this Equipment", the card's name) as ``~``; the pool's oracle
        text (quoted granted abilities included) says which it was. Without a match, ``~`` becomes the
        object's name (or "this object" for a nameless one)."""
        if "~" not in description:
            return description
        key = (description, name)
        if key not in self._wording:
            self_reference = r"(?:this [a-z]+|" + (re.escape(name) if name else "this object") + ")"
            pattern = re.compile(
                self_reference.join(re.escape(part) for part in description.split("~")), re.IGNORECASE
            )
            found = next((m.group(0) for c in self.cards.values() if (m := pattern.search(c.oracle))), None)
            self._wording[key] = found or description.replace("~", name or "this object")
        return self._wording[key]


def _build_database(cards: Mapping[str, PoolCard]) -> _CardDatabase:
    faces: dict[str, Any] = {}
    gaps: dict[str, list[str]] = {}
    for name, card in cards.items():
        if card.token:
            continue
        try:
            if card.back is None:
                built = [phase.build_oracle_face(mtgjson_record(card), None)]
            else:
                # A double-faced card: both faces, as phase's card-data export lists them.
                # phase pairs the faces by their oracle id: a fixed id made from the card's name.
                oracle_id = str(uuid.uuid5(uuid.NAMESPACE_URL, f"facedown:{name}"))
                built = [
                    phase.build_oracle_face_multi(mtgjson_record(card), oracle_id),
                    phase.build_oracle_face_multi(mtgjson_record(card.back, front=card), oracle_id),
                ]
        except Exception as exc:
            gaps[name] = [f"phase could not build the card: {exc}"]
            continue
        for index, face in enumerate(built):
            entry = dict(face)
            if card.back is not None:
                entry.update(layout="transform", face_index=index)
            faces[str(face.get("name") or name).lower()] = entry
            found = _parse_gaps(face)
            if found:
                gaps.setdefault(name, []).extend(found)
    try:
        engine = phase.Engine.from_json(json.dumps(faces))
    except Exception as exc:
        raise contract.AdapterError(f"phase could not load the card database: {exc}") from None
    return _CardDatabase(engine=engine, cards=dict(cards), gaps=gaps)


# --------------------------------------------------------------------------- small translations


def _cost_text(cost: Any) -> str | None:
    """A phase mana cost (``{"type": "Cost", "shards": [...], "generic": n}``) as a cost string."""
    if not isinstance(cost, dict):
        return None
    if cost.get("type") == "Mana" and isinstance(cost.get("data"), dict):
        return _cost_text(cost["data"])
    if "cost" in cost and isinstance(cost["cost"], dict) and "type" not in cost:
        return _cost_text(cost["cost"])
    if cost.get("type") != "Cost":
        return None
    # Printed order: X first, then the generic amount, then the other symbols.
    raw = list(cost.get("shards", ()))
    xs = [_shard_symbol(s) for s in raw if s == "X"]
    shards = [_shard_symbol(s) for s in raw if s != "X"]
    generic = int(cost.get("generic", 0))
    if generic or not (xs or shards):
        shards.insert(0, "{" + str(generic) + "}")
    return "".join(xs + shards)


def _shard_symbol(shard: Any) -> str:
    """One phase mana shard as a symbol: ``"Red"`` -> ``{R}``, ``"RedWhite"`` -> ``{R/W}``."""
    name = str(shard)
    words = re.findall(r"[A-Z][a-z]*", name) or [name]
    parts: list[str] = []
    phyrexian = False
    for word in words:
        if word == "Phyrexian":
            phyrexian = True
        elif word in _COLOUR_NAMES:
            parts.append(_COLOUR_NAMES[word])
        elif word == "Colorless":
            parts.append("C")
        elif word in _NUMBER_WORDS:
            parts.append(_NUMBER_WORDS[word])
        else:
            parts.append(word)
    if phyrexian:
        parts.append("P")
    return "{" + "/".join(parts) + "}"


def _mana_value(cost: Any) -> int:
    """The mana value of a phase mana cost: its generic amount plus one per shard, X counting 0."""
    if not isinstance(cost, dict) or cost.get("type") != "Cost":
        return 0
    shards = [s for s in cost.get("shards", ()) if s != "X"]
    return int(cost.get("generic", 0)) + len(shards)


def _words(name: str) -> str:
    """``"FirstStrike"`` -> ``"First strike"``."""
    words = re.findall(r"[A-Z][a-z]*|[0-9]+", name) or [name]
    return " ".join([words[0], *(w.lower() for w in words[1:])])


def _keyword_text(keyword: Any) -> str:
    """A phase keyword as printed with its cost: ``"Vigilance"``, ``{"Ward": ...}`` -> ``"Ward {2}"``."""
    if isinstance(keyword, str):
        return _words(keyword)
    if isinstance(keyword, dict) and len(keyword) == 1:
        ((name, parameter),) = keyword.items()
        cost = _cost_text(parameter)
        if cost is None and isinstance(parameter, (int, str)):
            cost = str(parameter)
        return f"{_words(name)} {cost}" if cost is not None else _words(name)
    return str(keyword)


def _definition_texts(db: _CardDatabase, definitions: Iterable[Any], name: str) -> list[str]:
    """The texts phase keeps for triggered, static or activated abilities, in oracle wording."""
    texts: list[str] = []
    for entry in definitions:
        definition = entry.get("definition", entry) if isinstance(entry, dict) else None
        if not isinstance(definition, dict):
            continue
        text = definition.get("description")
        if text:
            texts.append(db.wording(str(text), name))
    return texts


def _pool_text(pool: Sequence[Any]) -> str:
    """A phase mana pool (``{"mana": [{"color": "Red", ...}]}`` units) as a cost string."""
    symbols = []
    for unit in pool:
        colour = str(unit.get("color", "")) if isinstance(unit, dict) else str(unit)
        symbols.append("{" + _COLOUR_NAMES.get(colour, "C" if colour == "Colorless" else colour) + "}")
    return "".join(symbols)


#: A keyword line that is an activated ability (CR 702.6a equip, 702.122a crew) and a line with a cost and a
#: colon (602.1a; a loyalty ability's "[+1]:" too).
_ACTIVATED_KEYWORD_LINE = re.compile(r"^(?:Equip|Crew)\b")
_CREW_LINE = re.compile(r"^Crew \d+")


def _crew_index(card: PoolCard) -> int | None:
    """Where "Crew N" stands among the card's activated abilities, in oracle order (the contract's ability
    index of its crew ability), or None for a card without crew."""
    if "crew" not in card.keywords:
        return None
    index = 0
    for line in re.sub(r" ?\([^)]*\)", "", card.oracle).splitlines():
        line = line.strip()
        if _CREW_LINE.match(line):
            return index
        if _ACTIVATED_KEYWORD_LINE.match(line) or (
            ":" in line and not line.startswith(("When", "Whenever", "At "))
        ):
            index += 1
    return None


def _reject_code(message: str) -> contract.RejectCode:
    """The contract code closest to phase's refusal message."""
    text = message.casefold()
    if "wrong player" in text or "priority" in text:
        return contract.RejectCode.NOT_YOUR_PRIORITY
    if "x must be" in text:  # a value announced for X that the cost does not allow (107.3)
        return contract.RejectCode.INVALID_CHOICE
    if "pay" in text or "mana" in text or "afford" in text:
        return contract.RejectCode.CANNOT_PAY
    if "target" in text:
        return contract.RejectCode.ILLEGAL_TARGET
    if "not found" in text or "unknown object" in text or "missing object" in text:
        return contract.RejectCode.NO_SUCH_OBJECT
    return contract.RejectCode.NOT_ALLOWED


def _action(kind: str, data: Mapping[str, Any] | None = None) -> Any:
    """A phase ``GameAction`` from its tagged JSON form."""
    tagged: dict[str, Any] = {"type": kind}
    if data is not None:
        tagged["data"] = dict(data)
    return phase.GameAction.from_dict(tagged)


def _debug(kind: str, **data: Any) -> Any:
    """One of phase's debug (state-editing) actions."""
    return _action("Debug", {"type": kind, "data": data})


class _Refused(Exception):
    """phase refused an action (its ``ValueError``), or a prompt cannot be answered from the action."""

    def __init__(self, code: contract.RejectCode, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


# --------------------------------------------------------------------------- the game


@dataclass
class _Prompt:
    """A phase prompt the contract expresses as a :class:`facedown.adapter.Decision`."""

    decision: contract.Decision
    answers: dict[str, list[Any]] = field(default_factory=dict)  # option -> the phase actions answering it
    #: Options that only record a choice of a multi-part answer (option -> the choices made so far).
    partial: dict[str, list[str]] = field(default_factory=dict)
    #: Which phase prompt the partial choices belong to.
    key: str = ""


class PhaseGame:
    """One phase game behind the :class:`facedown.adapter.Game` protocol."""

    def __init__(self, db: _CardDatabase, setup: contract.Setup) -> None:
        self._db = db
        self._players = list(setup.players)
        self._seat = {name: i for i, name in enumerate(self._players)}
        self._handles: dict[str, int] = {}
        self._by_id: dict[int, str] = {}
        self._events: list[contract.Event] = []
        self._resolving: Any = None
        self._game: Any = None
        self._closed = False
        self._fillers: list[int] = []
        #: Choices made so far for a multi-part phase prompt: (the prompt, the handles chosen).
        self._partial: tuple[str, tuple[str, ...]] = ("", ())
        #: The live game's persisted state, read once per action (``Game.state`` is the costly call).
        self._cached: tuple[Any, Any] | None = None
        self._build(setup)

    # ------------------------------------------------------------------ set-up

    def _check_setup(self, setup: contract.Setup) -> None:
        if len(self._players) < 2:
            raise contract.SetupError("a game needs at least two players")
        if len(set(self._players)) != len(self._players):
            raise contract.SetupError("a player name is used twice")
        handles: set[str] = set()
        for card in setup.cards:
            if card.handle in handles:
                raise contract.SetupError(f"the handle {card.handle!r} is used twice")
            handles.add(card.handle)
            for who in (card.owner, card.controller):
                if who is not None and who not in self._seat:
                    raise contract.SetupError(f"{who!r} is not a player of this game")
            if card.name not in self._db.cards:
                raise contract.SetupError(f"unknown card {card.name!r} (not in the card pool)")
            if card.name in self._db.gaps:
                raise contract.Unsupported(
                    f"phase marks part of {card.name!r} as not implemented: "
                    + "; ".join(self._db.gaps[card.name]),
                    kind=contract.UnsupportedKind.ENGINE_DECLARED,
                    subject=card.name,
                )
            if card.merged_under is not None:
                raise contract.Unsupported(
                    f"a merged permanent in the set-up ({card.name!r}): phase-python has no debug action "
                    "that merges permanents",
                    kind=contract.UnsupportedKind.NOT_ENCODABLE,
                    subject="a debug action merging permanents",
                )
            if card.token and (card.zone != contract.Zone.BATTLEFIELD or card.face_down is not None):
                raise contract.Unsupported(
                    f"a token ({card.name!r}) in the set-up that is not a face-up permanent: phase-python "
                    "creates tokens on the battlefield only",
                    kind=contract.UnsupportedKind.NOT_ENCODABLE,
                    subject="Debug CreateToken (a face-up token on the battlefield only)",
                )
            if card.face_down is not None and card.zone != contract.Zone.BATTLEFIELD:
                raise contract.SetupError(f"{card.handle!r}: only permanents are set up face down")
            helper = _FACE_DOWN_HELPERS.get(card.face_down) if card.face_down is not None else None
            if helper is not None and (helper not in self._db.cards or helper in self._db.gaps):
                raise contract.AdapterError(
                    f"a {card.face_down} permanent in the set-up ({card.name!r}): phase makes one by "
                    f"resolving {helper!r}, which the card pool does not offer"
                )
        for who in (setup.active_player, setup.priority, *setup.life, *setup.mana_pools):
            if who is not None and who not in self._seat:
                raise contract.SetupError(f"{who!r} is not a player of this game")

    def _build(self, setup: contract.Setup) -> None:
        self._check_setup(setup)
        db = self._db
        cards = [c for c in setup.cards if not c.token]
        by_engine = [c for c in cards if c.face_down in _FACE_DOWN_HELPERS]
        decks: list[list[str]] = [[c.name for c in cards if c.owner == p] for p in self._players]
        for card in by_engine:
            decks[self._seat[card.owner]].append(_FACE_DOWN_HELPERS[card.face_down])  # type: ignore[index]
        fillers = [not deck for deck in decks]
        # phase refuses an empty library: a player who owns nothing gets one basic land, removed below.
        decks = [deck or ["Plains"] for deck in decks]
        active = self._seat[setup.active_player or self._players[0]]
        # Two players: phase's Standard format; more: its free-for-all format (Standard seats two).
        game_format = "Standard" if len(self._players) == 2 else "FreeForAll"
        try:
            game = db.engine.new_game(
                decks[0],
                decks[1],
                extra_players=decks[2:] or None,
                seed=0,
                first_player=active,
                format=game_format,
            )
        except ValueError as exc:
            raise contract.SetupError(f"phase refused the decks: {exc}") from None
        envelope = game.state()
        state = envelope["state"]
        state["debug_mode"] = True
        state["format_config"]["allow_debug_actions"] = True
        free: dict[tuple[int, str], list[int]] = {}
        for key, obj in sorted(state["objects"].items(), key=lambda kv: int(kv[0])):
            free.setdefault((obj["owner"], obj["name"]), []).append(int(key))
        for player in state["players"]:
            for zone_list in _PLAYER_ZONE_LISTS.values():
                player[zone_list] = []
        state["exile"] = []
        state["battlefield"] = []
        state["stack"] = []
        # Cards phase itself makes face down by a manifest or cloak wait on top of their owner's library.
        tops: list[list[int]] = [[] for _ in self._players]
        for card in cards:
            seat = self._seat[card.owner]
            oid = free[(seat, card.name)].pop(0)
            self._handles[card.handle] = oid
            self._by_id[oid] = card.handle
            if card.face_down in _FACE_DOWN_HELPERS:
                state["objects"][str(oid)]["zone"] = "Library"
                tops[seat].append(oid)
                continue
            # Permanents wait in the hand until phase moves or casts them onto the battlefield below.
            zone = "Hand" if card.zone == contract.Zone.BATTLEFIELD else _phase_zone(card.zone)
            state["objects"][str(oid)]["zone"] = zone
            if zone == "Exile":
                state["exile"].append(oid)
            elif zone in _PLAYER_ZONE_LISTS:
                state["players"][seat][_PLAYER_ZONE_LISTS[zone]].append(oid)
            else:
                raise contract.SetupError(f"{card.handle!r}: cards cannot start in the {card.zone.value}")
        helpers: list[int] = []
        for card in by_engine:
            seat = self._seat[card.owner]
            helper = free[(seat, _FACE_DOWN_HELPERS[card.face_down])].pop(0)  # type: ignore[index]
            state["objects"][str(helper)]["zone"] = "Hand"
            state["players"][seat]["hand"].append(helper)
            helpers.append(helper)
        for seat, top in enumerate(tops):
            state["players"][seat]["library"][0:0] = top
        for seat, empty in enumerate(fillers):
            if empty:
                land = free[(seat, "Plains")].pop(0)
                state["players"][seat]["library"].append(land)
                state["objects"][str(land)]["zone"] = "Library"
                self._fillers.append(land)
        for oid in (oid for ids in free.values() for oid in ids):
            del state["objects"][str(oid)]
        per_turn = {
            k: v
            for k, v in state.items()
            if "this_turn" in k or "this_game" in k or k == "spells_cast_last_turn"
        }
        self._game = db.engine.load_game(envelope)

        for card in cards:
            if card.zone == contract.Zone.BATTLEFIELD and card.face_down in _CAST_FACE_DOWN:
                self._cast_face_down_for_setup(card)
        for card, helper in zip(by_engine, helpers, strict=True):
            self._face_down_by_helper(card, helper)
        for card in setup.cards:
            if card.token:
                self._create_token(card)
        for card in setup.cards:
            if card.zone != contract.Zone.BATTLEFIELD:
                continue
            oid = self._handles[card.handle]
            if (
                card.face_down is None and not card.token
            ) or card.face_down == contract.FaceDownMethod.EFFECT:
                self._setup_apply(_debug("MoveToZone", object_id=oid, to_zone="Battlefield", simulate=False))
            if card.face_down == contract.FaceDownMethod.EFFECT:
                self._setup_apply(_debug("SetFaceState", object_id=oid, face_down=True))
        for card in setup.cards:
            if card.zone != contract.Zone.BATTLEFIELD:
                continue
            oid = self._handles[card.handle]
            self._setup_apply(_debug("SetSummoningSickness", object_id=oid, sick=False))
            if card.controller is not None and card.controller != card.owner:
                self._setup_apply(
                    _debug("SetController", object_id=oid, controller=self._seat[card.controller])
                )
            if card.tapped:
                self._setup_apply(_debug("SetTapped", object_id=oid, tapped=True))
            for counter, amount in card.counters.items():
                self._setup_apply(
                    _debug("ModifyCounters", object_id=oid, counter_type=counter, delta=int(amount))
                )
            if card.attached_to is not None:
                target = self._handles.get(card.attached_to)
                if target is None:
                    raise contract.SetupError(f"{card.handle!r} is attached to unknown {card.attached_to!r}")
                self._setup_apply(_debug("Attach", object_id=oid, target={"type": "Object", "data": target}))
        for leftover in (*self._fillers, *helpers):
            if self._game.object(leftover):
                self._setup_apply(_debug("RemoveObject", object_id=leftover))
        for name in self._players:
            life = int(setup.life.get(name, _STARTING_LIFE))
            if int(self._game.player(self._seat[name]).get("life", life)) != life:
                self._setup_apply(_debug("SetLife", player_id=self._seat[name], life=life))

        envelope = self._game.state()
        state = envelope["state"]
        state.update(per_turn)
        for card in setup.cards:
            if card.damage:
                state["objects"][str(self._handles[card.handle])]["damage_marked"] = int(card.damage)
        holder = self._seat[setup.priority or setup.active_player or self._players[0]]
        state["phase"] = _STEP_TO_PHASE[setup.step]
        state["active_player"] = active
        state["turn_number"] = int(setup.turn)
        state["priority_player"] = holder
        state["waiting_for"] = {"type": "Priority", "data": {"player": holder}}
        state["priority_pass_count"] = 0
        state["priority_passes"] = []
        self._game = db.engine.load_game(envelope)
        for name, pool in setup.mana_pools.items():
            for symbol in mana_symbols(pool):
                colours = [symbol] if not symbol.isdigit() else ["C"] * int(symbol)
                for colour in colours:
                    if colour != "C" and colour not in _COLOUR_WORDS:
                        raise contract.SetupError(f"cannot put {{{symbol}}} in a mana pool")
                    mana = "Colorless" if colour == "C" else _COLOUR_WORDS[colour]
                    self._setup_apply(_debug("AddMana", player_id=self._seat[name], mana=[mana]))

    def _setup_apply(self, action: Any, seat: int = 0) -> Any:
        try:
            return self._game.apply(seat, action)
        except ValueError as exc:
            raise contract.SetupError(f"phase refused the set-up ({action.kind}): {exc}") from None

    def _own_main_phase(self, seat: int) -> None:
        """Make it ``seat``'s precombat main phase with priority and an empty stack, for a set-up step that
        has phase carry out a spell or ability of that player (the set-up's own turn is put back later)."""
        envelope = self._game.state()
        state = envelope["state"]
        state["phase"] = "PreCombatMain"
        state["active_player"] = seat
        state["priority_player"] = seat
        state["waiting_for"] = {"type": "Priority", "data": {"player": seat}}
        self._game = self._db.engine.load_game(envelope)

    def _resolve_for_setup(self, what: str) -> None:
        """Every player passes priority until the stack is empty (a set-up spell or ability resolves)."""
        for _ in range(_MAX_SETUP_PASSES):
            if not self._game.stack():
                return
            waiting = self._game.waiting_for()
            if waiting.get("type") != "Priority":
                raise contract.AdapterError(f"phase asks for {waiting.get('type')} while {what} (set-up)")
            self._setup_apply(_action("PassPriority"), int(waiting["data"]["player"]))
        raise contract.AdapterError(f"the stack did not empty while {what} (set-up)")

    def _cast_face_down_for_setup(self, card: contract.CardSetup) -> None:
        """Have phase itself make a face-down permanent: the owner casts the card face down for {3} in a main
        phase of their own, then every player passes priority until it has resolved."""
        oid = self._handles[card.handle]
        seat = self._seat[card.owner]
        self._own_main_phase(seat)
        for _ in range(3):
            self._setup_apply(_debug("AddMana", player_id=seat, mana=["Colorless"]), seat)
        result = self._setup_apply(
            _action(
                "CastSpell",
                {"object_id": oid, "card_id": oid, "targets": [], "payment_mode": {"type": "Auto"}},
            ),
            seat,
        )
        waiting = result.waiting_for
        if waiting.get("type") == "AlternativeCastChoice":
            self._setup_apply(_action("ChooseAlternativeCast", {"choice": {"type": "Alternative"}}), seat)
        elif waiting.get("type") == "CastingVariantChoice":
            index = _variant_index(waiting["data"].get("options", ()), face_down=True, free=False)
            if index is None:
                raise contract.AdapterError(f"phase offers no face-down cast of {card.name!r} for the set-up")
            self._setup_apply(_action("ChooseCastingVariant", {"index": index}), seat)
        self._resolve_for_setup(f"casting {card.name!r} face down")
        self._check_face_down(card, seat)

    def _face_down_by_helper(self, card: contract.CardSetup, helper: int) -> None:
        """Have phase itself manifest or cloak the card on top of its owner's library (701.40a, 701.58a): the
        owner casts Soul Summons ("Manifest the top card of your library") or activates Ransom Note's cloak
        mode, and every player passes until it has resolved. The helper card is removed afterwards."""
        seat = self._seat[card.owner]
        self._own_main_phase(seat)
        if card.face_down == contract.FaceDownMethod.MANIFEST:
            for mana in ("White", "Colorless"):  # Soul Summons costs {1}{W}
                self._setup_apply(_debug("AddMana", player_id=seat, mana=[mana]), seat)
            self._setup_apply(
                _action(
                    "CastSpell",
                    {"object_id": helper, "card_id": helper, "targets": [], "payment_mode": {"type": "Auto"}},
                ),
                seat,
            )
        else:
            self._setup_apply(
                _debug("MoveToZone", object_id=helper, to_zone="Battlefield", simulate=False), seat
            )
            for _ in range(2):  # Ransom Note's ability costs {2}
                self._setup_apply(_debug("AddMana", player_id=seat, mana=["Colorless"]), seat)
            result = self._setup_apply(
                _action("ActivateAbility", {"source_id": helper, "ability_index": 0}), seat
            )
            if result.waiting_for.get("type") in ("AbilityModeChoice", "ModeChoice"):
                self._setup_apply(_action("SelectModes", {"indices": [0]}), seat)  # "Cloak the top card ..."
        self._resolve_for_setup(f"making {card.name!r} a {card.face_down} permanent")
        self._check_face_down(card, seat)

    def _check_face_down(self, card: contract.CardSetup, seat: int) -> None:
        """The set-up card is the face-down permanent asked for, and no set-up mana is left over."""
        obj = self._game.object(self._handles[card.handle]) or {}
        expected = _FACE_DOWN_CAUSES_BY_METHOD.get(card.face_down) if card.face_down else None
        if (
            obj.get("zone") != "Battlefield"
            or not obj.get("face_down")
            or obj.get("face_down_cause") != expected
        ):
            raise contract.AdapterError(
                f"phase did not make {card.name!r} a {card.face_down} permanent "
                f"(zone {obj.get('zone')}, face down {obj.get('face_down')}, "
                f"cause {obj.get('face_down_cause')})"
            )
        pool = self._game.player(seat).get("mana_pool", {}).get("mana", [])
        if pool:
            raise contract.AdapterError(f"making {card.name!r} face down for the set-up left mana unspent")

    def _create_token(self, card: contract.CardSetup) -> None:
        """A token of the set-up, created by phase's debug token action from the pool's oracle facts (its
        name, types, colours, power and toughness and keywords; phase adds a Clue's or Treasure's ability
        itself from its subtype, 111.10). Its enters-the-battlefield abilities do not trigger."""
        pool = self._db.cards[card.name]
        before = {int(k) for k in self._game.state()["state"]["objects"]}
        characteristics = {
            "display_name": pool.name,
            "power": pool.power,
            "toughness": pool.toughness,
            "core_types": list(pool.types),
            "subtypes": list(pool.subtypes),
            "supertypes": list(pool.supertypes),
            "colors": [_COLOUR_WORDS[c] for c in pool.colors if c in _COLOUR_WORDS],
            "keywords": [_keyword_variant(k) for k in pool.keywords],
        }
        request = {
            "type": "Custom",
            "data": {"owner": self._seat[card.owner], "characteristics": characteristics},
        }
        self._setup_apply(_debug("CreateToken", request=request, run_etb=False))
        created = sorted({int(k) for k in self._game.state()["state"]["objects"]} - before)
        if len(created) != 1:
            raise contract.AdapterError(f"phase did not create the token {card.name!r} for the set-up")
        self._handles[card.handle] = created[0]
        self._by_id[created[0]] = card.handle

    # ------------------------------------------------------------------ helpers

    def _live(self) -> Any:
        if self._closed or self._game is None:
            raise contract.AdapterError("the game is closed")
        return self._game

    def _snapshot(self, game: Any) -> Any:
        """``game.state()``, read once for the live game until the next action changes it."""
        if game is not self._game:
            return game.state()
        if self._cached is None or self._cached[0] is not game:
            self._cached = (game, game.state())
        return self._cached[1]

    def _handle(self, oid: int) -> str:
        handle = self._by_id.get(oid)
        if handle is None:
            handle = f"phase-{oid}"
            self._by_id[oid] = handle
            self._handles[handle] = oid
        return handle

    def _target_ref(self, target: str) -> dict[str, int]:
        if target in self._seat:
            return {"Player": self._seat[target]}
        if target in self._handles:
            return {"Object": self._handles[target]}
        raise _Refused(contract.RejectCode.NO_SUCH_OBJECT, f"no object or player {target!r}")

    def _target_name(self, ref: Any) -> str:
        if isinstance(ref, dict):
            if "Player" in ref:
                return self._players[int(ref["Player"])]
            if "Object" in ref:
                return self._handle(int(ref["Object"]))
        return str(ref)

    def _apply(self, seat: int, action: Any) -> Any:
        """Apply one phase action: a refusal becomes :class:`_Refused`, a failure an :class:`AdapterError`."""
        game = self._live()
        stack_before = {entry["id"] for entry in game.stack()}
        self._cached = None
        try:
            result = game.apply(seat, action)
        except ValueError as exc:
            raise _Refused(_reject_code(str(exc)), f"phase: {exc}") from None
        except Exception as exc:
            raise contract.AdapterError(
                f"phase failed on {action.kind}: {type(exc).__name__}: {exc}"
            ) from None
        self._record(result.events, stack_before)
        return result

    # ------------------------------------------------------------------ events

    def _record(self, events: Any, stack_before: set[int]) -> None:
        """Translate the events phase reports for one action into contract events."""
        game = self._live()
        stack = {entry["id"]: entry for entry in game.stack()}
        for event in events or ():
            kind = event.get("type")
            data = event.get("data") or {}
            translated = self._event(kind, data, stack, stack_before)
            if translated is not None:
                self._events.append(translated)

    def _event(
        self, kind: str, data: Mapping[str, Any], stack: Mapping[int, Any], stack_before: set[int]
    ) -> contract.Event | None:
        E = contract.EventKind
        if kind == "SpellCast":
            oid = int(data["object_id"])
            obj = self._live().object(oid) or {}
            face_down = bool(obj.get("face_down"))
            cause = _FACE_DOWN_CAUSES.get(str(obj.get("face_down_cause"))) if face_down else None
            return contract.Event(
                E.CAST,
                {
                    "player": self._players[int(data["controller"])],
                    "object": self._handle(oid),
                    "face_down": face_down,
                    "method": cause.value if cause is not None else None,
                },
            )
        if kind == "StackPushed":
            sid = int(data.get("object_id", -1))
            entry = stack.get(sid)
            if entry is None or sid in stack_before:
                return None
            entry_kind = entry["kind"]["type"]
            if entry_kind == "TriggeredAbility":
                return contract.Event(
                    E.TRIGGERED,
                    {
                        "source": self._handle(int(entry["source_id"])),
                        "controller": self._players[int(entry["controller"])],
                        "trigger": _trigger_kind(entry["kind"]["data"]).value,
                        "stack_id": str(sid),
                    },
                )
            if entry_kind == "ActivatedAbility":
                return contract.Event(
                    E.ACTIVATED,
                    {
                        "player": self._players[int(entry["controller"])],
                        "source": self._handle(int(entry["source_id"])),
                        "stack_id": str(sid),
                    },
                )
            return None
        if kind == "StackResolved":
            sid = data.get("object_id", data.get("stack_id"))
            source = self._handle(int(sid)) if sid is not None else None
            return contract.Event(E.RESOLVED, {"stack_id": str(sid), "source": source})
        if kind == "SpellCountered":
            oid = data.get("object_id", data.get("spell_id"))
            return contract.Event(
                E.COUNTERED,
                {"stack_id": str(oid), "source": self._handle(int(oid)) if oid is not None else None},
            )
        if kind == "TurnedFaceUp":
            return contract.Event(E.TURNED_FACE_UP, {"object": self._handle(int(data["object_id"]))})
        if kind == "TurnedFaceDown":
            oid = int(data["object_id"])
            obj = self._live().object(oid) or {}
            cause = _FACE_DOWN_CAUSES.get(str(obj.get("face_down_cause")))
            return contract.Event(
                E.TURNED_FACE_DOWN,
                {"object": self._handle(oid), "method": cause.value if cause is not None else None},
            )
        if kind == "CardsRevealed":
            ids = data.get("card_ids") or data.get("object_ids") or data.get("cards") or []
            names = data.get("card_names") or data.get("names") or []
            viewers = data.get("to") or data.get("viewers")
            to = [self._players[int(p)] for p in viewers] if viewers is not None else list(self._players)
            if not ids:
                return None
            oid = int(ids[0])
            return contract.Event(
                E.REVEALED,
                {"card": self._handle(oid), "name": str(names[0]) if names else None, "to": to},
            )
        if kind == "ZoneChanged":
            oid = int(data["object_id"])
            record = data.get("record") or {}
            return contract.Event(
                E.ZONE_CHANGE,
                {
                    "card": self._handle(oid),
                    "from_zone": _zone_value(data.get("from")),
                    "to_zone": _zone_value(data.get("to")),
                    "object_id": f"{oid}.{record.get('entered_incarnation') or ''}".rstrip("."),
                },
            )
        if kind == "LifeChanged":
            return contract.Event(
                E.LIFE_CHANGED,
                {"player": self._players[int(data["player_id"])], "amount": int(data.get("amount", 0))},
            )
        if kind == "DamageDealt":
            target = data.get("target")
            return contract.Event(
                E.DAMAGE,
                {
                    "source": self._handle(int(data["source_id"])) if "source_id" in data else None,
                    "target": self._target_name(target),
                    "amount": int(data.get("amount", 0)),
                },
            )
        if kind == "CounterAdded":
            counter = str(data.get("counter_type", ""))
            return contract.Event(
                E.COUNTERS_PUT,
                {
                    "object": self._handle(int(data["object_id"])),
                    "counter": _COUNTER_NAMES.get(counter, counter),
                    "amount": int(data.get("count", data.get("amount", 1))),
                },
            )
        if kind == "TokenCreated":
            oid = int(data["object_id"])
            obj = self._live().object(oid) or {}
            return contract.Event(
                E.TOKEN_CREATED,
                {
                    "object": self._handle(oid),
                    "name": data.get("name", obj.get("name")),
                    "controller": self._players[int(obj.get("controller", 0))],
                },
            )
        if kind == "CardDrawn":
            return contract.Event(E.DREW, {"player": self._players[int(data["player_id"])], "count": 1})
        if kind == "Discarded":
            return contract.Event(
                E.DISCARDED,
                {
                    "player": self._players[int(data["player_id"])],
                    "card": self._handle(int(data["object_id"])),
                },
            )
        if kind == "LandPlayed":  # playing a land is always the special action of 116.2a
            return contract.Event(
                E.SPECIAL_ACTION,
                {
                    "player": self._players[int(data["player_id"])],
                    "action": "play_land",
                    "object": self._handle(int(data["object_id"])),
                    "method": None,
                },
            )
        if kind == "PriorityPassed":
            return contract.Event(E.PRIORITY_PASSED, {"player": self._players[int(data["player_id"])]})
        return None

    # ------------------------------------------------------------------ prompts

    def _prompt(self) -> _Prompt | None:
        """The decision phase waits for, as a contract decision; ``None`` while a player has priority."""
        return self._prompt_of(self._live(), lookahead=True)

    def _prompt_of(self, game: Any, *, lookahead: bool) -> _Prompt | None:
        """The contract decision for the prompt ``game`` (the live game or a throw-away copy) waits for."""
        waiting = game.waiting_for()
        kind = waiting.get("type")
        data = waiting.get("data") or {}
        if kind in ("Priority", "GameOver", None):
            return None
        seat = int(data.get("player", 0))
        player = self._players[seat]
        actions = list(game.actions())
        if kind == "UnlessPayment":
            ward = (
                isinstance(self._resolving, dict)
                and self._resolving.get("kind", {}).get("data", {}).get("description") == "Ward"
            )
            return _Prompt(
                contract.Decision(
                    player=player,
                    kind="pay_ward" if ward else "pay_unless_cost",
                    options=("pay", "decline"),
                    prompt=f"pay {_cost_text(data.get('cost', {}).get('cost')) or 'the cost'}?",
                ),
                {
                    "pay": [_action("PayUnlessCost", {"pay": True})],
                    "decline": [_action("PayUnlessCost", {"pay": False})],
                },
            )
        if kind in ("TriggerTargetSelection", "TargetSelection"):
            answers: dict[str, list[Any]] = {}
            for ref in data.get("selection", {}).get("current_legal_targets", ()):
                answers[self._target_name(ref)] = [_action("ChooseTarget", {"target": ref})]
            slots = data.get("target_slots", ())
            current = int(data.get("selection", {}).get("current_slot", 0))
            if current < len(slots) and slots[current].get("optional"):
                answers["done"] = [_action("ChooseTarget", {"target": None})]
            return _Prompt(
                contract.Decision(
                    player=player,
                    kind="choose_targets",
                    options=tuple(answers),
                    prompt=str(data.get("description", "")),
                ),
                answers,
            )
        if kind == "ChooseLegend":
            legends = {self._handle(int(oid)): int(oid) for oid in data.get("candidates", ())}
            return _Prompt(
                contract.Decision(
                    player=player,
                    kind="legend_rule",
                    options=tuple(legends),
                    prompt=f"choose the {data.get('legend_name', 'legendary permanent')} to keep",
                ),
                {handle: [_action("ChooseLegend", {"keep": oid})] for handle, oid in legends.items()},
            )
        if kind == "ReplacementChoice" and (data.get("kind") or {}).get("type") == "OptionalBranch":
            copy = self._copy_choice(game, seat, data)
            if copy is not None:
                return copy
        if kind in ("DeclareAttackers", "DeclareBlockers"):
            # CR 508.1 / 509.1: answered by DeclareAttackers / DeclareBlockers, or Decide("none").
            ids = data.get("valid_attacker_ids" if kind == "DeclareAttackers" else "valid_blocker_ids", ())
            none: dict[str, list[Any]] = (
                {"attacks": [], "bands": []} if kind == "DeclareAttackers" else {"assignments": []}
            )
            return _Prompt(
                contract.Decision(
                    player=player,
                    kind="declare_attackers" if kind == "DeclareAttackers" else "declare_blockers",
                    options=(*(self._handle(int(oid)) for oid in ids), "none"),
                    prompt="declare attackers" if kind == "DeclareAttackers" else "declare blockers",
                ),
                {"none": [_action(kind, none)]},
            )
        if kind in ("AbilityModeChoice", "ModeChoice", "ModalChoice"):
            modes = {
                str(a.data["indices"][0]): [a]
                for a in actions
                if a.kind == "SelectModes" and len(a.data.get("indices", ())) == 1
            }
            if modes:
                return _Prompt(
                    contract.Decision(
                        player, "choose_mode", tuple(sorted(modes, key=int)), _modal_text(data)
                    ),
                    modes,
                )
        if kind == "ChooseManaColor":
            colours = {
                _COLOUR_NAMES[str(a.data["choice"]["data"])]: [a]
                for a in actions
                if a.kind == "ChooseManaColor"
                and (a.data.get("choice") or {}).get("type") == "SingleColor"
                and str(a.data["choice"].get("data")) in _COLOUR_NAMES
            }
            if colours:
                ordered = tuple(c for c in "WUBRG" if c in colours)
                return _Prompt(contract.Decision(player, "choose_color", ordered, "choose a colour"), colours)
        if kind == "SurveilChoice" and len(data.get("cards", ())) == 1:
            # One card: phase's SelectCards names the cards kept on top; the others go to the graveyard.
            card = int(data["cards"][0])
            return _Prompt(
                contract.Decision(
                    player, "surveil", ("top", "graveyard"), f"{self._handle(card)}: top or graveyard?"
                ),
                {
                    "top": [_action("SelectCards", {"cards": [card]})],
                    "graveyard": [_action("SelectCards", {"cards": []})],
                },
            )
        if kind == "ChooseOneOfBranch":
            names = [str(d) for d in data.get("branch_descriptions", ())]
            branches = {
                names[int(a.data["index"])]: [a]
                for a in actions
                if a.kind == "ChooseBranch" and int(a.data.get("index", -1)) < len(names)
            }
            if branches and len(branches) == len(names):
                return _Prompt(contract.Decision(player, "choose", tuple(branches), "choose one"), branches)
        if kind == "CrewVehicle" and data.get("eligible_creatures"):
            return self._crew_prompt(player, data)
        if kind == "RetargetChoice":
            retarget = self._retarget_prompt(player, data)
            if retarget is not None:
                return retarget
        if kind == "OptionalEffectChoice":
            optional = self._optional_prompt(game, seat, data, actions, lookahead=lookahead)
            if optional is not None:
                return optional
        selection = self._selection_prompt(player, kind, data, actions)
        if selection is not None:
            return selection
        return _Prompt(
            contract.Decision(
                player=player,
                kind=f"phase:{kind}",
                options=tuple(str(i) for i, _ in enumerate(actions)),
                prompt=json.dumps(data, default=str)[:300],
            ),
            {str(i): [a] for i, a in enumerate(actions)},
        )

    def _optional_prompt(
        self, game: Any, seat: int, data: Mapping[str, Any], actions: Sequence[Any], *, lookahead: bool
    ) -> _Prompt | None:
        """ "You may ...": a ``may`` decision ("yes" / "no"), whose "yes" leads to phase's next question
        (a choice of what to sacrifice, return, turn face up...), asked as a decision of its own; a choice
        with one answer only is made with the "yes". Three optional actions are asked as one ``choose``
        decision with "none" instead (read from a throw-away copy of the game): choosing new targets for a
        spell or ability on the stack (its stack id), acting on the object the resolving ability targets
        ("you may turn it face up": its handle), and choosing among words the card offers ("you may tap or
        untap it")."""
        accept = next((a for a in actions if a.kind == "DecideOptionalEffect" and a.data.get("accept")), None)
        decline = next(
            (a for a in actions if a.kind == "DecideOptionalEffect" and not a.data.get("accept")), None
        )
        if accept is None or decline is None:
            return None
        player = self._players[seat]
        text = str(data.get("description", "")).replace("~", self._source_name(data))
        if lookahead:
            trial = self._db.engine.load_game(self._snapshot(game))
            try:
                trial.apply(seat, accept)
            except ValueError:
                trial = None
            if trial is not None:
                then = trial.waiting_for()
                if (
                    then.get("type") == "RetargetChoice"
                    and int((then.get("data") or {}).get("player", -1)) == seat
                ):
                    entry = self._stack_entry_at(trial, int(then["data"].get("stack_entry_index", -1)))
                    if entry is not None:
                        sid = str(entry["id"])
                        return _Prompt(
                            contract.Decision(player, "choose", (sid, "none"), text),
                            {sid: [accept], "none": [decline]},
                        )
                moved = _moved_in_sight(self._snapshot(game), trial.state())
                if len(moved) == 1 and moved <= self._resolving_targets():
                    # "You may turn it face up": the contract names the object.
                    handle = self._handle(moved.pop())
                    return _Prompt(
                        contract.Decision(player, "choose", (handle, "none"), text),
                        {handle: [accept], "none": [decline]},
                    )
                following = self._prompt_of(trial, lookahead=False)
                if (
                    following is not None
                    and then.get("type") == "ChooseOneOfBranch"
                    and following.decision.player == player
                    and following.decision.kind == "choose"
                    and all(following.answers.get(o) for o in following.decision.options)
                ):
                    # "You may tap or untap it": one choice among the words the card offers, or "none".
                    answers = {option: [accept, *steps] for option, steps in following.answers.items()}
                    answers["none"] = [decline]
                    return _Prompt(contract.Decision(player, "choose", tuple(answers), text), answers)
                if (
                    following is not None
                    and following.decision.player == player
                    and following.decision.kind == "choose"
                    and not following.partial
                    and len(following.decision.options) == 1
                    and following.answers.get(following.decision.options[0])
                ):
                    forced = following.answers[following.decision.options[0]]
                    return _Prompt(
                        contract.Decision(player, "may", ("yes", "no"), text),
                        {"yes": [accept, *forced], "no": [decline]},
                    )
        return _Prompt(
            contract.Decision(player, "may", ("yes", "no"), text), {"yes": [accept], "no": [decline]}
        )

    def _resolving_targets(self) -> set[int]:
        """The objects the spell or ability now resolving targets (as it was when priority was passed)."""
        entry = self._resolving if isinstance(self._resolving, dict) else {}
        ability = (entry.get("kind") or {}).get("data", {}).get("ability")
        return {int(t["Object"]) for t in _ability_targets(ability) if isinstance(t, dict) and "Object" in t}

    def _retarget_prompt(self, player: str, data: Mapping[str, Any]) -> _Prompt | None:
        """phase asks all new targets of one spell or ability at once (``RetargetSpell``); the contract asks
        one ``choose_targets`` decision per target, so the targets chosen so far are kept until the last."""
        slots = data.get("slot_pools") or ()
        chosen = self._partial_for(data)
        if not slots or len(chosen) >= len(slots):
            return None
        pool = slots[len(chosen)]
        answers: dict[str, list[Any]] = {}
        partial: dict[str, list[str]] = {}
        for ref in pool:
            name = self._target_name(ref)
            if len(chosen) + 1 == len(slots):
                refs = [self._target_ref(t) for t in chosen] + [ref]
                answers[name] = [_action("RetargetSpell", {"new_targets": refs})]
            else:
                answers[name] = []
                partial[name] = [*chosen, name]
        return _Prompt(
            contract.Decision(player, "choose_targets", tuple(answers), "choose the new target"),
            answers,
            partial,
            json.dumps(data, sort_keys=True, default=str),
        )

    def _selection_prompt(
        self, player: str, kind: str, data: Mapping[str, Any], actions: Sequence[Any]
    ) -> _Prompt | None:
        """A choice of cards phase answers with one ``SelectCards`` (a search, a dig, a choice from a zone)
        or of objects it answers with one ``SelectTargets`` ("any number of face-up creatures you control")
        as one ``choose`` decision per card: the options are the cards that can still be chosen, plus
        "none" once enough are chosen; the cards chosen so far are kept until the last."""
        subsets = [tuple(int(c) for c in a.data.get("cards", ())) for a in actions if a.kind == "SelectCards"]
        answer = "SelectCards"
        if not subsets and actions and all(a.kind == "SelectTargets" for a in actions):
            refs = [list(a.data.get("targets") or ()) for a in actions]
            if all(isinstance(r, dict) and "Object" in r for found in refs for r in found):
                subsets = [tuple(int(r["Object"]) for r in found) for found in refs]
                answer = "SelectTargets"
        if not subsets or len(subsets) != len(actions):
            return None

        def select(cards: Sequence[int]) -> Any:
            if answer == "SelectCards":
                return _action("SelectCards", {"cards": list(cards)})
            return _action("SelectTargets", {"targets": [{"Object": c} for c in cards]})

        return self._subset_prompt(player, f"{kind}: choose a card", data, subsets, select)

    def _subset_prompt(
        self,
        player: str,
        prompt: str,
        data: Mapping[str, Any],
        subsets: Sequence[Sequence[int]],
        select: Callable[[Sequence[int]], Any],
    ) -> _Prompt:
        """A choice of one of ``subsets`` (the sets of objects phase accepts, answered by ``select``) as
        one ``choose`` decision per object: the options are the objects that can still be chosen, plus
        "none" once the objects chosen so far are one of the sets; they are kept until the last."""
        chosen = [self._handles[h] for h in self._partial_for(data)]
        fitting = [s for s in subsets if set(chosen) <= set(s)]
        remaining = sorted({c for s in fitting for c in s} - set(chosen))
        answers: dict[str, list[Any]] = {}
        partial: dict[str, list[str]] = {}
        for card in remaining:
            handle = self._handle(card)
            picked = [*chosen, card]
            if any(set(picked) < set(s) for s in fitting):
                answers[handle] = []
                partial[handle] = [self._handle(c) for c in picked]
            else:
                answers[handle] = [select(picked)]
        if any(set(s) == set(chosen) for s in subsets):
            answers["none"] = [select(chosen)]
        return _Prompt(
            contract.Decision(player, "choose", tuple(answers), prompt),
            answers,
            partial,
            json.dumps(data, sort_keys=True, default=str),
        )

    def _crew_prompt(self, player: str, data: Mapping[str, Any]) -> _Prompt:
        """phase's ``CrewVehicle`` prompt (the creatures to tap for crew N, CR 702.122a) as one ``choose``
        decision per creature (:meth:`_subset_prompt`): any set of the eligible creatures whose power
        reaches N."""
        vehicle = int(data["vehicle_id"])
        power = {
            int(c): int(p) for c, p in zip(data["eligible_creatures"], data["contributions"], strict=True)
        }
        need = int(data["crew_power"])
        crews = [
            group
            for size in range(1, len(power) + 1)
            for group in itertools.combinations(power, size)
            if sum(power[c] for c in group) >= need
        ]

        def crew(ids: Sequence[int]) -> Any:
            return _action("CrewVehicle", {"vehicle_id": vehicle, "creature_ids": list(ids)})

        return self._subset_prompt(player, f"choose a creature to tap for crew {need}", data, crews, crew)

    def _crew_forced(self, seat: int) -> None:
        """When every eligible creature must be tapped to reach the crew number, the choice is no choice
        (the reference engine asks none either): they are sent at once."""
        waiting = self._live().waiting_for()
        data = waiting.get("data") or {}
        if waiting.get("type") != "CrewVehicle":
            return
        contributions = [int(p) for p in data.get("contributions", ())]
        need = int(data.get("crew_power", 0))
        if all(sum(contributions) - p < need for p in contributions):
            creatures = [int(c) for c in data.get("eligible_creatures", ())]
            self._apply(
                seat,
                _action("CrewVehicle", {"vehicle_id": int(data["vehicle_id"]), "creature_ids": creatures}),
            )

    def _partial_for(self, data: Mapping[str, Any]) -> list[str]:
        """The choices made so far for the multi-part prompt ``data`` (empty for another prompt)."""
        key, chosen = self._partial
        return list(chosen) if key == json.dumps(data, sort_keys=True, default=str) else []

    def _source_name(self, data: Mapping[str, Any]) -> str:
        source = data.get("source_id")
        obj = self._live().object(int(source)) if source is not None else None
        return str((obj or {}).get("name") or "this object")

    @staticmethod
    def _stack_entry_at(game: Any, index: int) -> Any:
        stack = list(game.stack())
        return stack[index] if 0 <= index < len(stack) else None

    def _copy_choice(self, game: Any, seat: int, data: Mapping[str, Any]) -> _Prompt | None:
        """phase asks "enter as a copy?" (an optional replacement), then which creature to copy
        (``CopyTargetChoice``); the contract asks once, with the creatures and "none" as options. The
        creatures are read from the prompt phase raises after "yes", in a throw-away copy of the game."""
        candidates = list(data.get("candidates", ()))
        decline = next((i for i, c in enumerate(candidates) if c.get("description") == "Decline"), None)
        accept = next((i for i, c in enumerate(candidates) if c.get("description") != "Decline"), None)
        if decline is None or accept is None:
            return None
        trial = self._db.engine.load_game(self._snapshot(game))
        try:
            trial.apply(seat, _action("ChooseReplacement", {"index": accept}))
        except ValueError:
            return None
        waiting = trial.waiting_for()
        if waiting.get("type") != "CopyTargetChoice":
            return None
        answers: dict[str, list[Any]] = {}
        for oid in waiting.get("data", {}).get("valid_targets", ()):
            answers[self._handle(int(oid))] = [
                _action("ChooseReplacement", {"index": accept}),
                _action("ChooseTarget", {"target": {"Object": int(oid)}}),
            ]
        answers["none"] = [_action("ChooseReplacement", {"index": decline})]
        return _Prompt(
            contract.Decision(
                player=self._players[seat],
                kind="choose",
                options=tuple(answers),
                prompt=str(candidates[accept].get("description", "")).replace(
                    "~", str(candidates[accept].get("source_name", ""))
                ),
            ),
            answers,
        )

    def _settle(self) -> None:
        """Answer the prompts the contract has no decision for, as a player with no preference would:
        simultaneous triggered abilities are put on the stack in the order phase lists them (the order they
        triggered; the contract's convention for 603.3b), and a combat damage assignment phase offers only
        one way to make is made."""
        for _ in range(_MAX_PROMPTS):
            game = self._live()
            waiting = game.waiting_for()
            kind = waiting.get("type")
            data = waiting.get("data") or {}
            if kind not in ("OrderTriggers", "AssignCombatDamage"):
                return
            actions = list(game.actions())
            if kind == "OrderTriggers":
                count = len(data.get("triggers", ()))
                chosen = next(
                    (a for a in actions if list(a.data.get("order", ())) == list(range(count))), None
                )
            elif kind == "AssignCombatDamage" and len(actions) == 1:
                chosen = actions[0]
            else:
                return
            if chosen is None:
                return
            self._apply(int(data.get("player", 0)), chosen)

    # ------------------------------------------------------------------ act

    def act(self, player: str, action: contract.Action) -> contract.ActionResult:
        game = self._live()
        if player not in self._seat:
            raise contract.AdapterError(f"{player!r} is not a player of this game")
        seat = self._seat[player]
        saved = self._snapshot(game)
        events_before = len(self._events)
        partial_before = self._partial
        try:
            if isinstance(action, contract.PassPriority):
                stack = game.stack()
                self._resolving = stack[-1] if stack else None
                self._apply(seat, _action("PassPriority"))
            elif isinstance(action, contract.CastSpell):
                self._cast(seat, action)
            elif isinstance(action, contract.PlayLand):
                oid = self._object_id(action.card)
                self._apply(seat, _action("PlayLand", {"object_id": oid, "card_id": oid}))
            elif isinstance(action, contract.ActivateAbility):
                self._activate(seat, action)
            elif isinstance(action, contract.TurnFaceUp):
                self._turn_face_up(seat, action)
            elif isinstance(action, contract.Decide):
                self._decide(player, seat, action.option)
            elif isinstance(action, contract.DeclareAttackers):
                self._declare_attackers(seat, action)
            elif isinstance(action, contract.DeclareBlockers):
                self._declare_blockers(seat, action)
            elif isinstance(action, contract.Concede):
                self._apply(seat, _action("Concede", {"player_id": seat}))
            elif isinstance(action, contract.LookAt):
                raise contract.Unsupported(
                    "phase-python has no action to look at a face-down object (nor per-player views)",
                    kind=contract.UnsupportedKind.NOT_ENCODABLE,
                    subject="LookAt",
                )
            else:
                raise contract.Unsupported(
                    f"phase-python has no action for {type(action).__name__}",
                    kind=contract.UnsupportedKind.NOT_ENCODABLE,
                    subject=type(action).__name__,
                )
            self._settle()
        except _Refused as refused:
            self._restore(saved, events_before)
            self._partial = partial_before
            return contract.Rejected(refused.code, refused.message)
        except contract.Unsupported:
            self._restore(saved, events_before)
            self._partial = partial_before
            raise
        return contract.Accepted()

    def _declaration(self, seat: int, kind: str) -> Mapping[str, Any]:
        """The data of the declaration prompt ``kind`` phase waits for from ``seat``, or a refusal."""
        waiting = self._live().waiting_for()
        if waiting.get("type") != kind or int((waiting.get("data") or {}).get("player", -1)) != seat:
            pending = self._prompt()
            code = contract.RejectCode.DECISION_PENDING if pending else contract.RejectCode.NOT_ALLOWED
            raise _Refused(
                code, f"phase does not wait for {kind} from {self._players[seat]}: {waiting.get('type')}"
            )
        return waiting.get("data") or {}

    def _declare_attackers(self, seat: int, action: contract.DeclareAttackers) -> None:
        """CR 508.1: phase's ``DeclareAttackers`` with each creature and the player it attacks."""
        self._declaration(seat, "DeclareAttackers")
        attacks = []
        for handle, defender in action.attackers.items():
            if defender not in self._seat:
                raise _Refused(contract.RejectCode.NOT_ALLOWED, f"{defender!r} is not a player to attack")
            attacks.append([self._object_id(handle), {"type": "Player", "data": self._seat[defender]}])
        self._declare(seat, _action("DeclareAttackers", {"attacks": attacks, "bands": []}))

    def _declare_blockers(self, seat: int, action: contract.DeclareBlockers) -> None:
        """CR 509.1: phase's ``DeclareBlockers`` with (blocker, attacker) pairs."""
        self._declaration(seat, "DeclareBlockers")
        pairs = [
            [self._object_id(blocker), self._object_id(attacker)]
            for blocker, attacker in action.blockers.items()
        ]
        self._declare(seat, _action("DeclareBlockers", {"assignments": pairs}))

    def _declare(self, seat: int, declaration: Any) -> None:
        """Apply a declaration; phase refusing it is an illegal declaration (``not_allowed``)."""
        try:
            self._apply(seat, declaration)
        except _Refused as refused:
            raise _Refused(contract.RejectCode.NOT_ALLOWED, refused.message) from None

    def _restore(self, envelope: Any, events_before: int) -> None:
        """Put the game back as it was before a refused action (CR 733)."""
        self._game = self._db.engine.load_game(envelope)
        self._cached = (self._game, envelope)
        del self._events[events_before:]

    def _object_id(self, handle: str) -> int:
        oid = self._handles.get(handle)
        if oid is None:
            raise _Refused(contract.RejectCode.NO_SUCH_OBJECT, f"no object {handle!r}")
        return oid

    def _cast(self, seat: int, action: contract.CastSpell) -> None:
        if action.half is not None:
            # The adapter declares neither ``rooms`` nor ``adventures``: it has no way to name a half.
            raise contract.Unsupported(
                "the adapter can't name the half of a card to cast",
                kind=contract.UnsupportedKind.NOT_ENCODABLE,
                subject="CastSpell.half",
            )
        oid = self._object_id(action.card)
        if action.face_down is not None and action.face_down not in _CAST_FACE_DOWN:
            raise _Refused(
                contract.RejectCode.NOT_ALLOWED, f"a spell cannot be cast face down by {action.face_down}"
            )
        self._apply(
            seat,
            _action(
                "CastSpell",
                {"object_id": oid, "card_id": oid, "targets": [], "payment_mode": {"type": "Auto"}},
            ),
        )
        self._answer_casting_prompts(
            seat, oid, action.targets, action.x, _modes(action.modes, action.mode), action.face_down, action
        )
        stack = self._live().stack()
        on_stack = next(
            (e for e in stack if e.get("source_id") == oid and e["kind"]["type"] == "Spell"), None
        )
        if on_stack is None:
            return
        # phase asks how to cast only when several ways can be paid; its answer says which way it took.
        obj = self._live().object(oid) or {}
        face_down = bool(obj.get("face_down"))
        variant = on_stack["kind"]["data"].get("casting_variant")
        if face_down != (action.face_down is not None):
            raise _Refused(
                contract.RejectCode.NOT_ALLOWED,
                f"phase cast {self._handle(oid)!r} {'face down' if face_down else 'face up'} "
                f"(casting variant {variant!r}), offering no choice of how to cast it",
            )
        if face_down and action.face_down is not None:
            cause = str(obj.get("face_down_cause"))
            if cause != _CAST_FACE_DOWN[action.face_down]:
                raise _Refused(
                    contract.RejectCode.NOT_ALLOWED,
                    f"phase cast {self._handle(oid)!r} face down by {cause}, not by {action.face_down.value} "
                    "(its face-down cast names no method)",
                )
        if action.without_paying and not _is_free_variant(variant):
            raise _Refused(
                contract.RejectCode.NOT_ALLOWED,
                f"phase cast {self._handle(oid)!r} by paying its cost (casting variant {variant!r}), "
                "offering no 'without paying its mana cost' choice",
            )

    def _answer_casting_prompts(
        self,
        seat: int,
        oid: int,
        targets: Sequence[str],
        x: int | None,
        modes: Sequence[int],
        face_down: contract.FaceDownMethod | None,
        action: contract.CastSpell | contract.ActivateAbility | None,
    ) -> None:
        """Answer phase's prompts for the spell or ability being put on the stack from the contract action:
        the way it is cast, its modes (700.2), targets, X, how damage or counters are divided (601.2d) and
        the objects that pay its cost when only one choice can (601.2h)."""
        remaining = list(targets)
        divide = dict(action.divide) if isinstance(action, contract.CastSpell) else {}
        free = isinstance(action, contract.CastSpell) and action.without_paying
        asked: set[str] = set()  # which of X, modes and division phase asked for
        for _ in range(_MAX_PROMPTS):
            waiting = self._live().waiting_for()
            kind = waiting.get("type")
            data = waiting.get("data") or {}
            if kind == "AlternativeCastChoice":
                offered = data.get("keyword", {}).get("type")
                if free:
                    raise _Refused(
                        contract.RejectCode.NOT_ALLOWED,
                        "phase offers no way to cast it without paying its mana cost (normal or "
                        f"{offered} alternative cost only)",
                    )
                if face_down is not None and offered != "FaceDown":
                    raise _Refused(
                        contract.RejectCode.NOT_ALLOWED, f"phase offers the alternative {offered!r} only"
                    )
                choice = "Alternative" if face_down is not None else "Normal"
                self._apply(seat, _action("ChooseAlternativeCast", {"choice": {"type": choice}}))
            elif kind == "CastingVariantChoice":
                options = data.get("options", ())
                index = _variant_index(options, face_down=face_down is not None, free=free)
                if index is None:
                    raise _Refused(
                        contract.RejectCode.NOT_ALLOWED,
                        f"phase offers no such way to cast it: {[o.get('variant') for o in options]}",
                    )
                self._apply(seat, _action("ChooseCastingVariant", {"index": index}))
            elif (
                kind == "TargetSelection"
                or (kind == "TriggerTargetSelection" and int(data.get("source_id", -1)) == oid)
            ) and int(data.get("player", seat)) == seat:
                legal = data.get("selection", {}).get("current_legal_targets", ())
                if not remaining:
                    slots = data.get("target_slots", ())
                    current = int(data.get("selection", {}).get("current_slot", 0))
                    if current < len(slots) and slots[current].get("optional"):
                        self._apply(seat, _action("ChooseTarget", {"target": None}))
                        continue
                    raise _Refused(
                        contract.RejectCode.ILLEGAL_TARGET, "phase asks for a target; none was given"
                    )
                ref = self._target_ref(remaining.pop(0))
                if ref not in legal:
                    raise _Refused(
                        contract.RejectCode.ILLEGAL_TARGET,
                        f"phase does not offer {self._target_name(ref)} as a target "
                        f"(legal: {[self._target_name(r) for r in legal]})",
                    )
                self._apply(seat, _action("ChooseTarget", {"target": ref}))
            elif kind == "ChooseXValue" and int(data.get("player", seat)) == seat:
                if x is None:
                    raise _Refused(contract.RejectCode.INVALID_CHOICE, "phase asks for X; none was given")
                asked.add("X")
                self._apply(seat, _action("ChooseX", {"value": int(x)}))
            elif (
                kind in ("ModeChoice", "AbilityModeChoice", "ModalChoice")
                and int(data.get("player", seat)) == seat
            ):
                if not modes:
                    raise _Refused(
                        contract.RejectCode.INVALID_CHOICE, "phase asks for a mode; none was given"
                    )
                asked.add("modes")
                self._apply(seat, _action("SelectModes", {"indices": [int(m) for m in modes]}))
            elif kind == "PayCost" and int(data.get("player", seat)) == seat:
                # A cost with a choice in it ("Sacrifice another creature", 601.2h): the contract's actions
                # name no such choice, so phase's question is answered only when one answer pays the cost.
                payments = [a for a in self._live().actions() if a.kind == "SelectCards"]
                if len(payments) != 1:
                    raise contract.AdapterError(
                        f"phase asks which objects pay the cost ({(data.get('kind') or {}).get('type')}): "
                        f"{len(payments)} ways, and the contract's action names none"
                    )
                self._apply(seat, payments[0])
            elif kind == "DistributeAmong" and int(data.get("player", seat)) == seat:
                if not divide:
                    raise _Refused(
                        contract.RejectCode.INVALID_CHOICE, "phase asks how to divide; no division was given"
                    )
                asked.add("division")
                distribution = [[self._target_ref(t), int(n)] for t, n in divide.items()]
                self._apply(seat, _action("DistributeAmong", {"distribution": distribution}))
            else:
                break
        # A value the action gives that phase never asked for was not taken: phase took another action.
        given = {"X": x not in (None, 0), "modes": bool(modes), "division": bool(divide)}
        unasked = [name for name, present in given.items() if present and name not in asked]
        if unasked:
            raise _Refused(
                contract.RejectCode.INVALID_CHOICE,
                f"phase asked for no {' or '.join(unasked)} while putting it on the stack, so "
                f"{', '.join(f'{n} = {_given_value(n, x, modes, divide)}' for n in unasked)} was not taken",
            )
        if remaining:
            # phase chooses a target itself when only one is legal: the targets it chose must be the ones
            # asked for, wherever they sit in the ability (a sub-ability's target included).
            entry = next((e for e in reversed(self._live().stack()) if e.get("source_id") == oid), None)
            chosen = (
                [] if entry is None else _ability_targets((entry["kind"].get("data") or {}).get("ability"))
            )
            wanted = [self._target_ref(t) for t in targets]
            if not chosen:
                raise _Refused(
                    contract.RejectCode.ILLEGAL_TARGET,
                    "phase put it on the stack without asking for a target and with none (601.2c): "
                    f"the targets {list(targets)} were not taken",
                )
            if chosen != wanted:
                raise _Refused(
                    contract.RejectCode.ILLEGAL_TARGET,
                    f"phase chose the targets {[self._target_name(t) for t in chosen]} itself, asking for "
                    f"none: the targets {list(targets)} were not taken",
                )

    def _activate(self, seat: int, action: contract.ActivateAbility) -> None:
        """phase keeps a Vehicle's crew (CR 702.122a) out of its activated abilities and crews by its own
        ``CrewVehicle`` action: the contract's crew ability (where "Crew N" stands among the card's
        activated abilities, in oracle order) is sent as that action, with the creatures to tap chosen
        by the ``choose`` decisions of :meth:`_crew_prompt`; the abilities after it shift down by one."""
        oid = self._object_id(action.source)
        name = str(self._live().object(oid).get("name") or "")
        crew = _crew_index(self._db.cards[name]) if name in self._db.cards else None
        if crew is not None and action.ability == crew:
            if action.targets or action.x is not None or action.mode is not None:
                raise _Refused(contract.RejectCode.INVALID_CHOICE, "crew has no targets, X or modes")
            self._apply(seat, _action("CrewVehicle", {"vehicle_id": oid, "creature_ids": []}))
            self._crew_forced(seat)
            return
        index = int(action.ability) - (1 if crew is not None and action.ability > crew else 0)
        self._apply(seat, _action("ActivateAbility", {"source_id": oid, "ability_index": index}))
        self._answer_casting_prompts(
            seat, oid, action.targets, action.x, _modes((), action.mode), None, action
        )

    def _turn_face_up(self, seat: int, action: contract.TurnFaceUp) -> None:
        """phase's one special action for turning a permanent face up (116.2b) names no procedure, and phase
        does not say which it used: it is sent as is, whatever procedure the contract action names, and the
        scenario judges what phase did (the cost it paid, the counters it put). A negative X cannot be sent
        (phase takes X as an unsigned integer)."""
        oid = self._object_id(action.permanent)
        if action.x is not None and action.x < 0:
            raise contract.Unsupported(
                "phase-python's TurnFaceUp takes X as an unsigned integer: a negative X cannot be sent",
                kind=contract.UnsupportedKind.NOT_ENCODABLE,
                subject="TurnFaceUp x (an unsigned integer)",
            )
        self._apply(seat, _action("TurnFaceUp", {"object_id": oid, "x": int(action.x or 0)}))

    def _decide(self, player: str, seat: int, option: str) -> None:
        prompt = self._prompt()
        if prompt is None:
            raise _Refused(contract.RejectCode.INVALID_CHOICE, "no decision is pending")
        if prompt.decision.player != player:
            raise _Refused(
                contract.RejectCode.NOT_YOUR_PRIORITY, f"the decision is {prompt.decision.player}'s"
            )
        if option in prompt.partial:
            self._partial = (prompt.key, tuple(prompt.partial[option]))
            return
        answer = prompt.answers.get(option)
        if answer is None:
            if option in prompt.decision.options:
                raise _Refused(
                    contract.RejectCode.INVALID_CHOICE,
                    f"a {prompt.decision.kind} decision is answered with a declaration (or 'none')",
                )
            raise _Refused(
                contract.RejectCode.INVALID_CHOICE,
                f"{option!r} is not one of {list(prompt.decision.options)}",
            )
        self._partial = ("", ())
        for step in answer:
            self._apply(seat, step)

    # ------------------------------------------------------------------ observe

    def observe(self, viewer: str) -> contract.GameView:
        game = self._live()
        if viewer not in self._seat:
            raise contract.AdapterError(f"{viewer!r} is not a player of this game")
        state = self._snapshot(game)["state"]
        seat = self._seat[viewer]
        objects: dict[str, contract.ObjectView] = {}
        for obj in state["objects"].values():
            zone = obj.get("zone")
            if zone not in _ZONES or zone == "Library":
                continue
            if zone == "Hand" and int(obj.get("owner", -1)) != seat:
                continue
            view = self._object_view(obj)
            objects[view.handle] = view
        waiting = state.get("waiting_for") or {}
        priority = None
        if waiting.get("type") == "Priority":
            priority = self._players[int(waiting["data"]["player"])]
        prompt = self._prompt()
        players = []
        for i, p in enumerate(state["players"]):
            status = (p.get("status") or {}).get("type", "Active")
            players.append(
                contract.PlayerView(
                    name=self._players[i],
                    life=int(p.get("life", 0)),
                    mana_pool=_pool_text((p.get("mana_pool") or {}).get("mana", ())),
                    hand_size=len(p.get("hand", ())),
                    library_size=len(p.get("library", ())),
                    in_game=status == "Active" and not p.get("is_eliminated", False),
                )
            )
        return contract.GameView(
            viewer=viewer,
            turn=int(state.get("turn_number", 1)),
            active_player=self._players[int(state.get("active_player", 0))],
            step=_PHASE_TO_STEP.get(str(state.get("phase")), contract.Step.MAIN1),
            priority=priority,
            players=tuple(players),
            objects=objects,
            stack=tuple(self._stack_view(entry, state) for entry in state.get("stack", ())),
            pending=prompt.decision if prompt is not None else None,
            events=tuple(self._events),
            game_over=waiting.get("type") == "GameOver" or state.get("match_phase") not in (None, "InGame"),
        )

    def _object_view(self, obj: Mapping[str, Any]) -> contract.ObjectView:
        oid = int(obj["id"])
        face_down = bool(obj.get("face_down"))
        name = str(obj.get("name") or "")
        back = obj.get("back_face") if face_down else None
        identity = str(back.get("name")) if isinstance(back, dict) and back.get("name") else None
        if not face_down:
            identity = str(obj.get("base_name") or name) or None
        types = obj.get("card_types") or {}
        abilities = [_keyword_text(k) for k in obj.get("keywords", ())]
        abilities += _definition_texts(self._db, obj.get("abilities", ()), name)
        abilities += _definition_texts(self._db, obj.get("trigger_definitions", ()), name)
        abilities += _definition_texts(self._db, obj.get("static_definitions", ()), name)
        abilities += _definition_texts(self._db, obj.get("replacement_definitions", ()), name)
        cause = _FACE_DOWN_CAUSES.get(str(obj.get("face_down_cause"))) if face_down else None
        attached = obj.get("attached_to")
        if isinstance(attached, dict):  # {"type": "Object", "data": id}; a player host is not an object
            attached = attached.get("data") if attached.get("type") == "Object" else None
        controller = obj.get("controller")
        return contract.ObjectView(
            handle=self._handle(oid),
            object_id=f"{oid}.{obj.get('incarnation', 0)}",
            zone=_ZONES[str(obj["zone"])],
            owner=self._players[int(obj["owner"])],
            controller=self._players[int(controller)] if controller is not None else None,
            face_down=face_down,
            face_down_method=cause,
            label=f"phase object {oid}",
            identity=identity,
            name=name or None,
            mana_cost=_cost_text(obj.get("mana_cost")),
            mana_value=_mana_value(obj.get("mana_cost")),
            colors=tuple(_COLOUR_NAMES.get(str(c), str(c)) for c in obj.get("color", ())),
            types=tuple(types.get("core_types", ())),
            subtypes=tuple(types.get("subtypes", ())),
            supertypes=tuple(types.get("supertypes", ())),
            power=obj.get("power"),
            toughness=obj.get("toughness"),
            abilities=tuple(abilities),
            tapped=bool(obj.get("tapped")),
            counters={
                _COUNTER_NAMES.get(str(k), str(k)): int(v) for k, v in (obj.get("counters") or {}).items()
            },
            damage=int(obj.get("damage_marked") or 0),
            attached_to=self._handle(int(attached)) if isinstance(attached, int) else None,
            token=bool(obj.get("is_token", False)),
        )

    def _stack_view(self, entry: Mapping[str, Any], state: Mapping[str, Any]) -> contract.StackItemView:
        kind = entry["kind"]["type"]
        data = entry["kind"].get("data") or {}
        ability = data.get("ability") or {}
        source = int(entry["source_id"])
        spell = None
        if kind == "Spell":
            obj = state["objects"].get(str(source))
            spell = self._object_view(obj) if obj is not None else None
        text = str(data.get("description") or ability.get("description") or "")
        source_obj = state["objects"].get(str(source)) or {}
        source_name = data.get("source_name") or source_obj.get("name") or ""
        if kind == "Spell" and not text:
            text = "\n".join(_definition_texts(self._db, source_obj.get("abilities", ()), str(source_name)))
        text = self._db.wording(text, str(source_name))
        return contract.StackItemView(
            stack_id=str(entry["id"]),
            kind=_STACK_KINDS.get(kind, kind),
            controller=self._players[int(entry["controller"])],
            source=self._handle(source),
            targets=tuple(self._target_name(t) for t in _ability_targets(ability)),
            spell=spell,
            trigger=_trigger_kind(data) if kind == "TriggeredAbility" else None,
            text=text,
        )

    def close(self) -> None:
        self._closed = True
        self._game = None


def _moved_in_sight(before: Any, after: Any) -> set[int]:
    """The objects in view in the phase state ``before`` (not in a library) that changed zone or face in
    ``after``, the state of a copy of the game one answer later: what an optional effect acts on."""
    old = before["state"]["objects"]
    new = after["state"]["objects"]
    return {
        int(key)
        for key, obj in old.items()
        if obj.get("zone") != "Library"
        and key in new
        and (new[key].get("zone"), new[key].get("face_down")) != (obj.get("zone"), obj.get("face_down"))
    }


def _ability_targets(ability: Any) -> list[Any]:
    """The targets of a phase ability on the stack and of its sub-abilities ("..., then target creature
    gets ..."), in order. A sub-ability that refers back to its parent's target ("Exile target creature.
    Its controller gains life ...") carries a copy of the parent's targets: they are not counted again."""
    targets: list[Any] = []
    parent: list[Any] | None = None
    while isinstance(ability, dict):
        own = list(ability.get("targets") or ())
        if own != parent:
            targets += own
        parent = own
        ability = ability.get("sub_ability")
    return targets


def _given_value(name: str, x: int | None, modes: Sequence[int], divide: Mapping[str, int]) -> str:
    """How a message shows the value of ``X``, ``modes`` or ``division`` a contract action gave."""
    return str(x) if name == "X" else str(list(modes)) if name == "modes" else str(dict(divide))


def _modes(modes: Sequence[int], mode: int | None) -> list[int]:
    """The modes a contract action chooses: ``modes`` ("choose one or more"), else its one ``mode``."""
    return [int(m) for m in modes] if modes else ([int(mode)] if mode is not None else [])


def _modal_text(data: Mapping[str, Any]) -> str:
    """The mode texts of a phase mode prompt, for the decision's prompt."""
    modal = data.get("modal") or {}
    return " / ".join(str(d) for d in modal.get("mode_descriptions", ())) or "choose a mode"


def _phase_zone(zone: contract.Zone) -> str:
    return next(name for name, z in _ZONES.items() if z == zone)


def _zone_value(zone: Any) -> str | None:
    found = _ZONES.get(str(zone))
    return found.value if found is not None else None


def _is_free_variant(variant: Any) -> bool:
    """Whether a phase casting variant is a permission to cast without paying the mana cost."""
    text = json.dumps(variant).casefold()
    return "permission" in text or "free" in text or "withoutpaying" in text


def _variant_index(options: Sequence[Any], *, face_down: bool, free: bool) -> int | None:
    """The index of the casting variant phase offers that is what the contract asks for: face down or not,
    and without paying the mana cost or not."""
    for index, option in enumerate(options):
        variant = option.get("variant") if isinstance(option, dict) else option
        is_face_down = "facedown" in json.dumps(variant).casefold()
        if is_face_down == face_down and _is_free_variant(variant) == free:
            return index
    return None


def _trigger_kind(data: Mapping[str, Any]) -> contract.TriggerKind:
    """The contract's name for what a phase triggered ability triggered on."""
    event = data.get("trigger_event") or {}
    event_kind = event.get("type")
    description = str(data.get("description") or "")
    if description == "Ward" or (event_kind == "BecomesTarget" and description.startswith("Ward")):
        return contract.TriggerKind.WARD
    if event_kind == "TurnedFaceUp":
        return contract.TriggerKind.TURNED_FACE_UP
    if event_kind == "ZoneChanged":
        to_zone = (event.get("data") or {}).get("to")
        from_zone = (event.get("data") or {}).get("from")
        if to_zone == "Battlefield":
            return contract.TriggerKind.ENTERS
        if from_zone == "Battlefield" and to_zone == "Graveyard":
            return contract.TriggerKind.DIES
    return contract.TriggerKind.OTHER


class PhaseAdapter:
    """phase.rs behind the :class:`facedown.adapter.Adapter` protocol."""

    def __init__(self, cards: Mapping[str, PoolCard] | None = None) -> None:
        self._cards = dict(cards) if cards is not None else load_pool()
        self._db: _CardDatabase | None = None

    def info(self) -> contract.EngineInfo:
        return contract.EngineInfo(
            name="phase.rs (phase-python)",
            version=importlib.metadata.version(DISTRIBUTION),
            capabilities=_CAPABILITIES,
        )

    def database(self) -> _CardDatabase:
        """phase's card database for the pool, built on first use."""
        if self._db is None:
            self._db = _build_database(self._cards)
        return self._db

    def parse_gaps(self) -> dict[str, list[str]]:
        """The pool cards whose oracle text phase cannot parse, with what it could not parse."""
        return dict(self.database().gaps)

    def new_game(self, setup: contract.Setup) -> PhaseGame:
        return PhaseGame(self.database(), setup)


def create() -> contract.Adapter:
    """The factory named by ``--engine facedown.engines.phase:create``."""
    return PhaseAdapter()
