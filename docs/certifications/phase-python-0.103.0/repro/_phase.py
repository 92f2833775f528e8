"""What the reproduction scripts share: a game of phase.rs driven through phase-python's own API.

Nothing here comes from facedown. The cards are MTGJSON-shaped records (``cards.json``, the oracle facts of
the cards the scripts use) given to ``phase.build_oracle_face``; a game is started with ``Engine.new_game``
and its persisted state edited only to put cards in their zones and to set the turn, step and priority
(``Engine.load_game``); everything else is phase's own actions, its debug actions included (``MoveToZone``,
``AddMana``, ``SetFaceState``).

Each script ends with :func:`verdict`: exit status 0 and ``BUG REPRODUCED`` when phase still does what the
rules forbid, 10 and ``FIXED`` when it no longer does; 3 when phase-python is not installed (a script that
breaks exits 1, with its traceback).
"""

from __future__ import annotations

import json
import sys
import uuid
from pathlib import Path
from typing import Any, NoReturn

try:
    import phase
except ImportError:  # the scripts run wherever the engine is installed
    print("phase-python is not installed (pip install phase-python==0.103.0)")
    sys.exit(3)

CARDS: dict[str, list[dict[str, Any]]] = json.loads((Path(__file__).parent / "cards.json").read_text("utf-8"))
ALICE, BOB, CAROL = 0, 1, 2
STEPS = {
    "upkeep": "Upkeep",
    "main": "PreCombatMain",
    "combat": "BeginCombat",
    "main2": "PostCombatMain",
    "end": "End",
}


def _database(names: set[str]) -> Any:
    faces: dict[str, Any] = {}
    for name in sorted(names):
        records = CARDS[name]
        if len(records) == 1:
            faces[name.lower()] = dict(phase.build_oracle_face(records[0], None))
            continue
        oracle_id = str(uuid.uuid5(uuid.NAMESPACE_URL, f"facedown:{name}"))
        for index, record in enumerate(records):
            face = dict(phase.build_oracle_face_multi(record, oracle_id))
            face.update(layout="transform", face_index=index)
            faces[str(face.get("name") or name).lower()] = face
    return phase.Engine.from_json(json.dumps(faces))


def face(name: str) -> dict[str, Any]:
    """The card face phase's own parser builds from the card's record (``phase.build_oracle_face``)."""
    return dict(phase.build_oracle_face(CARDS[name][0], None))


def parts(value: Any) -> list[dict[str, Any]]:
    """Every object (dict) nested in a built card face, outermost first."""
    found: list[dict[str, Any]] = []
    stack = [value]
    while stack:
        item = stack.pop(0)
        if isinstance(item, dict):
            found.append(item)
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return found


def effects(value: Any, kind: str) -> list[dict[str, Any]]:
    """The effects of type ``kind`` in a built card face."""
    return [part for part in parts(value) if part.get("type") == kind]


def action(kind: str, data: dict[str, Any] | None = None) -> Any:
    """A phase ``GameAction`` from its tagged JSON form."""
    tagged: dict[str, Any] = {"type": kind}
    if data is not None:
        tagged["data"] = data
    return phase.GameAction.from_dict(tagged)


def debug(kind: str, **data: Any) -> Any:
    """One of phase's debug (state-editing) actions."""
    return action("Debug", {"type": kind, "data": data})


def _set_turn(state: dict[str, Any], active: int, priority: int | None, step: str) -> None:
    holder = active if priority is None else priority
    state.update(
        phase=STEPS[step],
        active_player=active,
        turn_number=2,
        priority_player=holder,
        waiting_for={"type": "Priority", "data": {"player": holder}},
        priority_pass_count=0,
        priority_passes=[],
    )


class Table:
    """A game of Alice (seat 0) and Bob (seat 1), and Carol (seat 2) if she has cards, whose cards all start
    in their owner's hand (phase's Standard format for two players, its free-for-all for three).

    ``alice``, ``bob`` and ``carol`` name each player's cards (a name twice: two copies); ``active`` and
    ``priority`` are seats; ``step`` a key of :data:`STEPS`.
    """

    def __init__(
        self,
        alice: list[str],
        bob: list[str],
        carol: list[str] | None = None,
        *,
        active: int = ALICE,
        priority: int | None = None,
        step: str = "main",
    ) -> None:
        cards = [alice, bob, *([carol] if carol else [])]
        self.engine = _database({name for deck in cards for name in deck} | {"Plains"})
        decks = [deck or ["Plains"] for deck in cards]
        game = self.engine.new_game(
            decks[0],
            decks[1],
            extra_players=decks[2:] or None,
            seed=0,
            first_player=active,
            format="Standard" if len(decks) == 2 else "FreeForAll",
        )
        envelope = game.state()
        state = envelope["state"]
        state["debug_mode"] = True
        state["format_config"]["allow_debug_actions"] = True
        for player in state["players"]:
            player["hand"], player["library"], player["graveyard"] = [], [], []
        state["battlefield"], state["exile"], state["stack"] = [], [], []
        self.ids: dict[tuple[int, str], list[int]] = {}
        for key, obj in sorted(state["objects"].items(), key=lambda kv: int(kv[0])):
            seat, name = int(obj["owner"]), str(obj["name"])
            if not cards[seat]:
                del state["objects"][key]  # the Plains phase needs in an empty deck leaves the game
                continue
            obj["zone"] = "Hand"
            state["players"][seat]["hand"].append(int(key))
            self.ids.setdefault((seat, name), []).append(int(key))
        _set_turn(state, active, priority, step)
        self.game = self.engine.load_game(envelope)
        self.events: list[dict[str, Any]] = []

    def set_turn(self, active: int, *, priority: int | None = None, step: str = "main") -> None:
        """Make it ``active``'s turn, in ``step``, with ``priority`` (default: the active player) holding
        priority, the stack as it is (edited in the persisted state)."""
        envelope = self.game.state()
        _set_turn(envelope["state"], active, priority, step)
        self.game = self.engine.load_game(envelope)

    # ------------------------------------------------------------------ reading

    def card(self, seat: int, name: str, copy: int = 0) -> int:
        """The object id of ``seat``'s ``copy``-th card called ``name``."""
        return self.ids[(seat, name)][copy]

    def obj(self, oid: int) -> dict[str, Any]:
        return dict(self.game.object(oid) or {})

    def waiting(self) -> dict[str, Any]:
        return dict(self.game.waiting_for())

    def priority(self) -> int | None:
        waiting = self.waiting()
        return int(waiting["data"]["player"]) if waiting.get("type") == "Priority" else None

    def life(self, seat: int) -> int:
        return int(self.game.player(seat)["life"])

    def kinds(self) -> list[str]:
        """The types of every event phase reported so far."""
        return [str(e.get("type")) for e in self.events]

    # ------------------------------------------------------------------ acting

    def apply(self, seat: int, act: Any) -> Any:
        """Apply one action (phase raises ``ValueError`` when it refuses it); keep its events."""
        result = self.game.apply(seat, act)
        self.events += list(result.events or ())
        return result

    def to_battlefield(self, oid: int, *, controller: int | None = None) -> None:
        """Put a card onto the battlefield with phase's debug action (no summoning sickness)."""
        self.apply(ALICE, debug("MoveToZone", object_id=oid, to_zone="Battlefield", simulate=False))
        self.apply(ALICE, debug("SetSummoningSickness", object_id=oid, sick=False))
        if controller is not None:
            self.apply(ALICE, debug("SetController", object_id=oid, controller=controller))

    def to_zone(self, oid: int, zone: str) -> None:
        self.apply(ALICE, debug("MoveToZone", object_id=oid, to_zone=zone, simulate=False))

    def mana(self, seat: int, *colours: str) -> None:
        """Add mana to a pool: ``"Red"``, ``"Colorless"``..."""
        for colour in colours:
            self.apply(seat, debug("AddMana", player_id=seat, mana=[colour]))

    def cast(self, seat: int, oid: int, *answers: Any) -> Any:
        """Cast a card, then answer phase's prompts with ``answers`` (phase actions), in order."""
        cast = {"object_id": oid, "card_id": oid, "targets": [], "payment_mode": {"type": "Auto"}}
        result = self.apply(seat, action("CastSpell", cast))
        for answer in answers:
            result = self.apply(seat, answer)
        return result

    def cast_face_down(self, seat: int, oid: int, *, resolve: bool = True) -> None:
        """Cast a card face down for {3} (its disguise or morph) and, unless told not to, let it resolve."""
        self.mana(seat, "Colorless", "Colorless", "Colorless")
        result = self.cast(seat, oid)
        waiting = result.waiting_for
        if waiting.get("type") == "AlternativeCastChoice":
            self.apply(seat, action("ChooseAlternativeCast", {"choice": {"type": "Alternative"}}))
        elif waiting.get("type") == "CastingVariantChoice":
            options = waiting["data"]["options"]
            index = next(i for i, o in enumerate(options) if "facedown" in json.dumps(o).casefold())
            self.apply(seat, action("ChooseCastingVariant", {"index": index}))
        if resolve:
            self.resolve()

    def on_top_of_library(self, oid: int) -> None:
        """Put a card of the hand on top of its owner's library (edited in the persisted state)."""
        envelope = self.game.state()
        state = envelope["state"]
        seat = int(state["objects"][str(oid)]["owner"])
        state["players"][seat]["hand"].remove(oid)
        state["players"][seat]["library"].insert(0, oid)
        state["objects"][str(oid)]["zone"] = "Library"
        self.game = self.engine.load_game(envelope)

    def manifest(self, seat: int, oid: int) -> None:
        """Have phase manifest a card (701.40a): it goes on top of the library and the player casts Soul
        Summons ({1}{W}, "Manifest the top card of your library"), which must be among their cards."""
        self.on_top_of_library(oid)
        self.mana(seat, "White", "Colorless")
        self.cast(seat, self.card(seat, "Soul Summons"))
        self.resolve()

    def cloak(self, seat: int, oid: int) -> None:
        """Have phase cloak a card (701.58a): it goes on top of the library and the player activates the
        first mode of Ransom Note ({2}: cloak the top card of your library), which must be among their
        cards."""
        self.on_top_of_library(oid)
        note = self.card(seat, "Ransom Note")
        self.to_battlefield(note)
        self.mana(seat, "Colorless", "Colorless")
        result = self.apply(seat, action("ActivateAbility", {"source_id": note, "ability_index": 0}))
        if result.waiting_for.get("type") in ("AbilityModeChoice", "ModeChoice"):
            self.apply(seat, action("SelectModes", {"indices": [0]}))
        self.resolve()

    def turn_face_down(self, oid: int) -> None:
        """Turn a permanent face down by phase's debug action (as an effect would, 708.2a)."""
        self.apply(ALICE, debug("SetFaceState", object_id=oid, face_down=True))

    def target(self, oid: int) -> Any:
        return action("ChooseTarget", {"target": {"Object": oid}})

    def target_player(self, seat: int) -> Any:
        return action("ChooseTarget", {"target": {"Player": seat}})

    def pass_priority(self) -> None:
        """Whoever holds priority passes."""
        holder = self.priority()
        assert holder is not None, f"nobody holds priority: phase waits for {self.waiting()}"
        self.apply(holder, action("PassPriority"))

    def resolve(self, limit: int = 20) -> None:
        """Every player passes until the stack is empty or phase asks for something else."""
        for _ in range(limit):
            if not self.game.stack() or self.priority() is None:
                return
            self.pass_priority()

    def refused(self, seat: int, act: Any) -> str | None:
        """phase's refusal message for ``act``, or ``None`` when phase takes it."""
        try:
            self.apply(seat, act)
        except ValueError as exc:
            return str(exc)
        return None


#: The exit status of a script whose bug phase no longer shows.
FIXED = 10


def verdict(bug: bool, saw: str) -> NoReturn:
    """End the script: exit 0 when ``bug`` (phase still does what the rules forbid), else :data:`FIXED`."""
    print(("BUG REPRODUCED: " if bug else "FIXED (phase now follows the rules): ") + saw)
    sys.exit(0 if bug else FIXED)
