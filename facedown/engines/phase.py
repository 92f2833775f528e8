"""Adapter for phase.rs, driven through its Python bindings (PyPI ``phase-python``, import ``phase``).

A thin translation between the contract (:mod:`facedown.adapter`) and the
engine's own API; every rules decision is phase's:

* **Cards.** The engine builds its card database from MTGJSON-shaped card
  records with ``phase.build_oracle_face``; the records are made from the
  suite's pool (oracle facts and oracle text only). A pool card whose oracle
  text phase cannot parse (an ``Unimplemented`` effect or an ``Unknown``
  trigger in the built face) makes any set-up using it :class:`Unsupported`.
* **Set-up.** ``Engine.new_game`` deals each player a deck of exactly the
  cards that player owns in the set-up; the persisted state (``Game.state``)
  is then edited so each card sits in its zone (library order, hand,
  graveyard, exile) and the turn, step and priority are the set-up's, and
  reloaded with ``Engine.load_game``. Everything that changes how an object
  behaves goes through phase's own debug actions (``MoveToZone``,
  ``SetFaceState``, ``SetTapped``, ``ModifyCounters``, ``SetController``,
  ``SetSummoningSickness``, ``Attach``, ``SetLife``, ``AddMana``). A disguised
  or morphed permanent is made by the engine itself: its owner casts it face
  down for {3} and every player passes until it has resolved; the per-turn
  records that cast leaves are then put back as they were. A permanent
  "turned face down by an effect" uses ``SetFaceState``. phase offers no way to
  manifest or cloak a card outside the resolution of a card that does so, so
  such set-ups are :class:`Unsupported`.
* **Actions.** ``CastSpell`` / ``ActivateAbility`` / ``TurnFaceUp`` /
  ``PassPriority`` / ``PayUnlessCost`` / ``ChooseTarget`` / ``Concede`` are
  phase's actions; the prompts phase raises while an action is being taken
  (alternative or casting-variant choice, targets, X) are answered from the
  contract action. phase refuses an illegal action with a ``ValueError``; its
  message becomes the :class:`Rejected` message and picks the code. A
  multi-step action phase refuses part-way is rolled back by reloading the
  state saved before it.
* **Views.** phase's Python API has no per-player view: ``Game.state`` holds
  every object with all its faces for any caller. The views therefore carry
  what phase tells every caller, including a face-down object's front face
  (``back_face``) as ``identity``; the adapter does not declare
  ``per_viewer_views``.
* **Events.** Translated one for one from the events phase returns with each
  action; a triggered ability is logged when phase reports it pushed on the
  stack.
"""

from __future__ import annotations

import importlib.metadata
import json
import re
from collections.abc import Iterable, Mapping, Sequence
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


def mtgjson_record(card: PoolCard) -> dict[str, Any]:
    """The MTGJSON atomic-card record of a pool card, as ``phase.build_oracle_face`` reads it."""
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
    if card.keywords:
        record["keywords"] = [_keyword_name(k) for k in card.keywords]
    if card.power is not None and card.toughness is not None:
        record["power"] = str(card.power)
        record["toughness"] = str(card.toughness)
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


def _build_database(cards: Mapping[str, PoolCard]) -> _CardDatabase:
    faces: dict[str, Any] = {}
    gaps: dict[str, list[str]] = {}
    for name, card in cards.items():
        if card.token:
            continue
        try:
            face = phase.build_oracle_face(mtgjson_record(card), None)
        except Exception as exc:
            gaps[name] = [f"phase could not build the card: {exc}"]
            continue
        faces[name.lower()] = face
        found = _parse_gaps(face)
        if found:
            gaps[name] = found
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


def _definition_texts(definitions: Iterable[Any], name: str) -> list[str]:
    """The texts phase keeps for triggered, static or activated abilities (``~`` is the object's name)."""
    texts: list[str] = []
    for entry in definitions:
        definition = entry.get("definition", entry) if isinstance(entry, dict) else None
        if not isinstance(definition, dict):
            continue
        text = definition.get("description")
        if text:
            texts.append(str(text).replace("~", name or "this object"))
    return texts


def _pool_text(pool: Sequence[Any]) -> str:
    """A phase mana pool (``{"mana": [{"color": "Red", ...}]}`` units) as a cost string."""
    symbols = []
    for unit in pool:
        colour = str(unit.get("color", "")) if isinstance(unit, dict) else str(unit)
        symbols.append("{" + _COLOUR_NAMES.get(colour, "C" if colour == "Colorless" else colour) + "}")
    return "".join(symbols)


def _reject_code(message: str) -> contract.RejectCode:
    """The contract code closest to phase's refusal message."""
    text = message.casefold()
    if "wrong player" in text or "priority" in text:
        return contract.RejectCode.NOT_YOUR_PRIORITY
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
        self._build(setup)

    # ------------------------------------------------------------------ set-up

    def _check_setup(self, setup: contract.Setup) -> None:
        if len(self._players) != 2:
            raise contract.Unsupported(
                f"a {len(self._players)}-player game: the adapter drives phase's two-seat format only"
            )
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
                    f"phase cannot parse the oracle text of {card.name!r}: "
                    + "; ".join(self._db.gaps[card.name])
                )
            if card.token:
                raise contract.Unsupported(f"a set-up token ({card.name!r}): phase-python cannot create one")
            if card.face_down is not None and card.zone != contract.Zone.BATTLEFIELD:
                raise contract.SetupError(f"{card.handle!r}: only permanents are set up face down")
            if card.face_down in (contract.FaceDownMethod.MANIFEST, contract.FaceDownMethod.CLOAK):
                raise contract.Unsupported(
                    f"a {card.face_down.value} permanent in the set-up ({card.name!r}): phase-python makes a "
                    "card face down only by casting it face down or by SetFaceState (face down by an effect)"
                )
        for who in (setup.active_player, setup.priority, *setup.life, *setup.mana_pools):
            if who is not None and who not in self._seat:
                raise contract.SetupError(f"{who!r} is not a player of this game")

    def _build(self, setup: contract.Setup) -> None:
        self._check_setup(setup)
        db = self._db
        decks: list[list[str]] = [[c.name for c in setup.cards if c.owner == p] for p in self._players]
        fillers = [not deck for deck in decks]
        # phase refuses an empty library: a player who owns nothing gets one basic land, removed below.
        decks = [deck or ["Plains"] for deck in decks]
        active = self._seat[setup.active_player or self._players[0]]
        try:
            game = db.engine.new_game(decks[0], decks[1], seed=0, first_player=active)
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
        for card in setup.cards:
            oid = free[(self._seat[card.owner], card.name)].pop(0)
            self._handles[card.handle] = oid
            self._by_id[oid] = card.handle
            # Permanents wait in the hand until phase moves or casts them onto the battlefield below.
            zone = "Hand" if card.zone == contract.Zone.BATTLEFIELD else _phase_zone(card.zone)
            state["objects"][str(oid)]["zone"] = zone
            if zone == "Exile":
                state["exile"].append(oid)
            elif zone in _PLAYER_ZONE_LISTS:
                state["players"][self._seat[card.owner]][_PLAYER_ZONE_LISTS[zone]].append(oid)
            else:
                raise contract.SetupError(f"{card.handle!r}: cards cannot start in the {card.zone.value}")
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

        for card in setup.cards:
            if card.zone == contract.Zone.BATTLEFIELD and card.face_down in _CAST_FACE_DOWN:
                self._cast_face_down_for_setup(card)
        for card in setup.cards:
            if card.zone != contract.Zone.BATTLEFIELD:
                continue
            oid = self._handles[card.handle]
            if card.face_down not in _CAST_FACE_DOWN:
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
        for filler in self._fillers:
            self._setup_apply(_debug("RemoveObject", object_id=filler))
        for name, life in setup.life.items():
            self._setup_apply(_debug("SetLife", player_id=self._seat[name], life=int(life)))

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

    def _cast_face_down_for_setup(self, card: contract.CardSetup) -> None:
        """Have phase itself make a face-down permanent: the owner casts the card face down for {3} in a main
        phase of their own, then every player passes priority until it has resolved."""
        oid = self._handles[card.handle]
        seat = self._seat[card.owner]
        envelope = self._game.state()
        state = envelope["state"]
        state["phase"] = "PreCombatMain"
        state["active_player"] = seat
        state["priority_player"] = seat
        state["waiting_for"] = {"type": "Priority", "data": {"player": seat}}
        self._game = self._db.engine.load_game(envelope)
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
                raise contract.Unsupported(f"phase offers no face-down cast of {card.name!r} for the set-up")
            self._setup_apply(_action("ChooseCastingVariant", {"index": index}), seat)
        for _ in range(_MAX_SETUP_PASSES):
            if not self._game.stack():
                break
            waiting = self._game.waiting_for()
            if waiting.get("type") != "Priority":
                raise contract.Unsupported(
                    f"phase asks for {waiting.get('type')} while casting {card.name!r} face down (set-up)"
                )
            self._setup_apply(_action("PassPriority"), int(waiting["data"]["player"]))
        obj = self._game.object(oid)
        expected = _CAST_FACE_DOWN[card.face_down] if card.face_down else None
        if (
            obj.get("zone") != "Battlefield"
            or not obj.get("face_down")
            or obj.get("face_down_cause") != expected
        ):
            raise contract.Unsupported(
                f"phase did not make {card.name!r} a {card.face_down} permanent by casting it face down "
                f"(zone {obj.get('zone')}, face down {obj.get('face_down')}, "
                f"cause {obj.get('face_down_cause')})"
            )
        pool = self._game.player(seat).get("mana_pool", {}).get("mana", [])
        if pool:
            raise contract.Unsupported(f"casting {card.name!r} face down for the set-up left mana unspent")

    # ------------------------------------------------------------------ helpers

    def _live(self) -> Any:
        if self._closed or self._game is None:
            raise contract.AdapterError("the game is closed")
        return self._game

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
        if kind == "PriorityPassed":
            return contract.Event(E.PRIORITY_PASSED, {"player": self._players[int(data["player_id"])]})
        return None

    # ------------------------------------------------------------------ prompts

    def _prompt(self) -> _Prompt | None:
        """The decision phase waits for, as a contract decision; ``None`` while a player has priority."""
        waiting = self._live().waiting_for()
        kind = waiting.get("type")
        data = waiting.get("data") or {}
        if kind in ("Priority", "GameOver", None):
            return None
        player = self._players[int(data.get("player", 0))]
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
        if kind == "TriggerTargetSelection":
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
            copy = self._copy_choice(int(data.get("player", 0)), data)
            if copy is not None:
                return copy
        return _Prompt(
            contract.Decision(
                player=player,
                kind=f"phase:{kind}",
                options=tuple(str(i) for i, _ in enumerate(self._live().actions())),
                prompt=json.dumps(data, default=str)[:300],
            ),
            {str(i): [a] for i, a in enumerate(self._live().actions())},
        )

    def _copy_choice(self, seat: int, data: Mapping[str, Any]) -> _Prompt | None:
        """phase asks "enter as a copy?" (an optional replacement), then which creature to copy
        (``CopyTargetChoice``); the contract asks once, with the creatures and "none" as options. The
        creatures are read from the prompt phase raises after "yes", in a throw-away copy of the game."""
        candidates = list(data.get("candidates", ()))
        decline = next((i for i, c in enumerate(candidates) if c.get("description") == "Decline"), None)
        accept = next((i for i, c in enumerate(candidates) if c.get("description") != "Decline"), None)
        if decline is None or accept is None:
            return None
        trial = self._db.engine.load_game(self._live().state())
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

    # ------------------------------------------------------------------ act

    def act(self, player: str, action: contract.Action) -> contract.ActionResult:
        game = self._live()
        if player not in self._seat:
            raise contract.AdapterError(f"{player!r} is not a player of this game")
        seat = self._seat[player]
        saved = game.state()
        events_before = len(self._events)
        try:
            if isinstance(action, contract.PassPriority):
                stack = game.stack()
                self._resolving = stack[-1] if stack else None
                self._apply(seat, _action("PassPriority"))
            elif isinstance(action, contract.CastSpell):
                self._cast(seat, action)
            elif isinstance(action, contract.ActivateAbility):
                self._activate(seat, action)
            elif isinstance(action, contract.TurnFaceUp):
                self._turn_face_up(seat, action)
            elif isinstance(action, contract.Decide):
                self._decide(player, seat, action.option)
            elif isinstance(action, contract.Concede):
                self._apply(seat, _action("Concede", {"player_id": seat}))
            elif isinstance(action, contract.LookAt):
                raise contract.Unsupported(
                    "LookAt: phase-python has no action to look at a face-down object (nor per-player views)"
                )
            else:
                raise contract.Unsupported(f"action {type(action).__name__}")
        except _Refused as refused:
            self._restore(saved, events_before)
            return contract.Rejected(refused.code, refused.message)
        except contract.Unsupported:
            self._restore(saved, events_before)
            raise
        return contract.Accepted()

    def _restore(self, envelope: Any, events_before: int) -> None:
        """Put the game back as it was before a refused action (CR 733)."""
        self._game = self._db.engine.load_game(envelope)
        del self._events[events_before:]

    def _object_id(self, handle: str) -> int:
        oid = self._handles.get(handle)
        if oid is None:
            raise _Refused(contract.RejectCode.NO_SUCH_OBJECT, f"no object {handle!r}")
        return oid

    def _cast(self, seat: int, action: contract.CastSpell) -> None:
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
            seat, oid, action.targets, action.x, action.mode, action.face_down, action
        )
        stack = self._live().stack()
        on_stack = next(
            (e for e in stack if e.get("source_id") == oid and e["kind"]["type"] == "Spell"), None
        )
        if on_stack is None:
            return
        obj = self._live().object(oid) or {}
        face_down = bool(obj.get("face_down"))
        if face_down != (action.face_down is not None):
            variant = on_stack["kind"]["data"].get("casting_variant")
            raise contract.Unsupported(
                f"phase cast {self._handle(oid)!r} {'face down' if face_down else 'face up'} "
                f"(casting variant {variant!r}) without offering a choice: phase-python's CastSpell picks "
                "the variant itself when only one can be paid, so the requested way cannot be asked for"
            )
        if face_down and action.face_down is not None:
            cause = str(obj.get("face_down_cause"))
            if cause != _CAST_FACE_DOWN[action.face_down]:
                raise contract.Unsupported(
                    f"phase-python's face-down cast cannot announce {action.face_down.value}: phase cast "
                    f"{self._handle(oid)!r} face down by {cause}"
                )
        if action.without_paying and not _is_free_variant(on_stack["kind"]["data"].get("casting_variant")):
            raise contract.Unsupported(
                "phase cast the spell by paying its cost: phase-python's CastSpell offered no "
                "'without paying its mana cost' choice"
            )

    def _answer_casting_prompts(
        self,
        seat: int,
        oid: int,
        targets: Sequence[str],
        x: int | None,
        mode: int | None,
        face_down: contract.FaceDownMethod | None,
        action: contract.CastSpell | contract.ActivateAbility | None,
    ) -> None:
        """Answer phase's prompts for the spell or ability being put on the stack from the contract action."""
        remaining = list(targets)
        free = isinstance(action, contract.CastSpell) and action.without_paying
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
                kind in ("TargetSelection", "TriggerTargetSelection")
                and int(data.get("player", seat)) == seat
            ):
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
                self._apply(seat, _action("ChooseX", {"value": int(x)}))
            elif (
                kind in ("ModeChoice", "AbilityModeChoice", "ModalChoice")
                and int(data.get("player", seat)) == seat
            ):
                if mode is None:
                    raise _Refused(
                        contract.RejectCode.INVALID_CHOICE, "phase asks for a mode; none was given"
                    )
                self._apply(seat, _action("SelectModes", {"indices": [int(mode)]}))
            else:
                break
        if remaining:
            # phase chooses the target itself when only one is legal; it must be the one asked for.
            entry = next((e for e in reversed(self._live().stack()) if e.get("source_id") == oid), None)
            chosen = (
                []
                if entry is None
                else (entry["kind"].get("data") or {}).get("ability", {}).get("targets", [])
            )
            asked = [self._target_ref(t) for t in targets]
            if chosen != asked:
                raise contract.Unsupported(
                    f"phase chose the targets {[self._target_name(t) for t in chosen]} itself (no prompt); "
                    f"the targets {list(targets)} cannot be requested"
                )

    def _activate(self, seat: int, action: contract.ActivateAbility) -> None:
        oid = self._object_id(action.source)
        self._apply(
            seat, _action("ActivateAbility", {"source_id": oid, "ability_index": int(action.ability)})
        )
        self._answer_casting_prompts(seat, oid, action.targets, action.x, action.mode, None, action)

    def _turn_face_up(self, seat: int, action: contract.TurnFaceUp) -> None:
        """phase has one special action for turning a permanent face up (no procedure to name): the engine
        chooses the cost from how the permanent became face down. The requested method is not passed on."""
        oid = self._object_id(action.permanent)
        self._apply(seat, _action("TurnFaceUp", {"object_id": oid, "x": int(action.x or 0)}))

    def _decide(self, player: str, seat: int, option: str) -> None:
        prompt = self._prompt()
        if prompt is None:
            raise _Refused(contract.RejectCode.INVALID_CHOICE, "no decision is pending")
        if prompt.decision.player != player:
            raise _Refused(
                contract.RejectCode.NOT_YOUR_PRIORITY, f"the decision is {prompt.decision.player}'s"
            )
        answer = prompt.answers.get(option)
        if answer is None:
            raise _Refused(
                contract.RejectCode.INVALID_CHOICE, f"{option!r} is not one of {list(prompt.answers)}"
            )
        for step in answer:
            self._apply(seat, step)

    # ------------------------------------------------------------------ observe

    def observe(self, viewer: str) -> contract.GameView:
        game = self._live()
        if viewer not in self._seat:
            raise contract.AdapterError(f"{viewer!r} is not a player of this game")
        state = game.state()["state"]
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
        abilities += _definition_texts(obj.get("abilities", ()), name)
        abilities += _definition_texts(obj.get("trigger_definitions", ()), name)
        abilities += _definition_texts(obj.get("static_definitions", ()), name)
        abilities += _definition_texts(obj.get("replacement_definitions", ()), name)
        cause = _FACE_DOWN_CAUSES.get(str(obj.get("face_down_cause"))) if face_down else None
        attached = obj.get("attached_to")
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
        source_name = data.get("source_name")
        if source_name:
            text = text.replace("~", str(source_name))
        return contract.StackItemView(
            stack_id=str(entry["id"]),
            kind=_STACK_KINDS.get(kind, kind),
            controller=self._players[int(entry["controller"])],
            source=self._handle(source),
            targets=tuple(self._target_name(t) for t in ability.get("targets", ())),
            spell=spell,
            trigger=_trigger_kind(data) if kind == "TriggeredAbility" else None,
            text=text,
        )

    def close(self) -> None:
        self._closed = True
        self._game = None


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
