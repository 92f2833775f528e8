"""The engine's vocabularies: zones, steps, face-down methods, refusal codes, events.

The string values match the suite's contract (``facedown.adapter``) so the
adapter can translate by value; the engine itself imports nothing from the suite.
"""

from __future__ import annotations

import enum

__all__ = [
    "EventKind",
    "FaceDownMethod",
    "Refusal",
    "Step",
    "TriggerKind",
    "TurnUpMethod",
    "Zone",
]


class Zone(enum.StrEnum):
    """Game zones (400.1); the command zone holds commanders only (408, 903)."""

    LIBRARY = "library"
    HAND = "hand"
    STACK = "stack"
    BATTLEFIELD = "battlefield"
    GRAVEYARD = "graveyard"
    EXILE = "exile"
    COMMAND = "command"
    SIDEBOARD = "sideboard"  # outside the game (100.4, 400.11): the cards of a player's sideboard


class Step(enum.StrEnum):
    """Steps of a turn in order (500.1); main phases count as steps here."""

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


#: Steps in turn order.
STEP_ORDER: tuple[Step, ...] = tuple(Step)


class FaceDownMethod(enum.StrEnum):
    """What made an object face down (708.6 asks that it stay known)."""

    DISGUISE = "disguise"  # 702.168
    MORPH = "morph"  # 702.37
    MANIFEST = "manifest"  # 701.40
    CLOAK = "cloak"  # 701.58
    EFFECT = "effect"  # turned face down by another effect (708.2a)


class TurnUpMethod(enum.StrEnum):
    """A procedure for the special action of 116.2b."""

    DISGUISE = "disguise"  # 702.168d
    MORPH = "morph"  # 702.37e
    MANA_COST = "mana_cost"  # 701.40b, 701.58b


class Refusal(enum.StrEnum):
    """Why the engine refused an action (the game is left as it was, 733)."""

    NOT_YOUR_PRIORITY = "not_your_priority"
    NO_SUCH_OBJECT = "no_such_object"
    NOT_ALLOWED = "not_allowed"
    CANNOT_PAY = "cannot_pay"
    ILLEGAL_TARGET = "illegal_target"
    INVALID_CHOICE = "invalid_choice"
    DECISION_PENDING = "decision_pending"


class TriggerKind(enum.StrEnum):
    """The trigger event of a triggered ability, as reported to observers."""

    ENTERS = "enters"
    TURNED_FACE_UP = "turned_face_up"
    WARD = "ward"
    DIES = "dies"
    OTHER = "other"


class EventKind(enum.StrEnum):
    """Kinds of public events. They mirror the contract's ``EventKind`` (``facedown/adapter.py``), where the
    ``data`` keys of each kind are listed; the engine keeps its own copy so as to import nothing of the
    suite."""

    CAST = "cast"
    ACTIVATED = "activated"
    TRIGGERED = "triggered"
    RESOLVED = "resolved"
    COUNTERED = "countered"
    SPECIAL_ACTION = "special_action"
    TURNED_FACE_UP = "turned_face_up"
    TURNED_FACE_DOWN = "turned_face_down"
    REVEALED = "revealed"
    ZONE_CHANGE = "zone_change"
    LIFE_CHANGED = "life_changed"
    DAMAGE = "damage"
    COUNTERS_PUT = "counters_put"
    TOKEN_CREATED = "token_created"
    DREW = "drew"
    DISCARDED = "discarded"
    PRIORITY_PASSED = "priority_passed"
