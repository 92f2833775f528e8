"""Battles (310): defense counters and protectors.

A battle enters with defense counters equal to its printed defense (310.4b), and a Siege's
controller chooses, as it enters, the opponent who protects it (310.11b). Damage dealt to a
battle removes defense counters (:func:`reference_engine.changes.deal_damage`, 120.3h); the
state-based actions of 704.5v and 704.5w (:mod:`reference_engine.sba`) put a battle with no
defense left, or with no protector, into its owner's graveyard.

Attacking battles (506.2, 508.1b) and a Siege's "when this is defeated" ability (310.11a) are
not implemented.
"""

from __future__ import annotations

from .changes import put_counters
from .characteristics import characteristics
from .objects import GameObject
from .rules import rule
from .state import GameState, PendingDecision

__all__ = ["DEFENSE", "defense", "doomed", "entering", "is_battle", "place"]

#: The kind of counter a battle's defense is counted in (310.4c).
DEFENSE = "defense"


def is_battle(state: GameState, obj: GameObject) -> bool:
    """Whether the permanent is a battle now (a face-down battle card is a 2/2 creature, 708.2)."""
    return "Battle" in characteristics(state, obj).types


@rule("310.4c")
def defense(obj: GameObject) -> int:
    """A battle's defense on the battlefield: the number of defense counters on it (310.4c)."""
    return obj.counters.get(DEFENSE, 0)


def _printed_defense(obj: GameObject) -> int:
    face = obj.definition.back if obj.transformed and obj.definition.back is not None else obj.definition
    return face.defense or 0


@rule("310.4b", "310.11b", "614.1c")
def entering(state: GameState, obj: GameObject) -> None:
    """What happens as a permanent that is a battle enters: it enters with defense counters equal
    to its printed defense (310.4b), and, if it is a Siege, its controller chooses an opponent to
    protect it (310.11b). With one opponent there is nothing to choose; with several it is a
    ``choose`` decision whose options are their names."""
    if not is_battle(state, obj):
        return
    put_counters(state, obj, DEFENSE, _printed_defense(obj))
    if "Siege" not in characteristics(state, obj).subtypes:
        return
    opponents = state.opponents(obj.controller)
    if len(opponents) == 1:
        obj.protector = opponents[0]
        return
    if not opponents:
        return  # no one can protect it: 704.5w puts it into its owner's graveyard

    def resume(choice: str) -> None:
        obj.protector = choice

    state.decision = PendingDecision(
        player=obj.controller,
        kind="choose",
        options=tuple(opponents),
        prompt=f"Choose an opponent to protect {obj.handle}",
        resume=resume,
    )


@rule("310.4b", "310.11b")
def place(state: GameState, obj: GameObject) -> None:
    """A battle a set-up puts onto the battlefield as if it had entered: its printed defense in
    defense counters unless the set-up gave it some, and as its protector the first of its
    controller's opponents in turn order after them (a Siege's protector is chosen among them)."""
    if not is_battle(state, obj):
        return
    if DEFENSE not in obj.counters:
        put_counters(state, obj, DEFENSE, _printed_defense(obj))
    names = [p.name for p in state.players]
    start = names.index(obj.controller)
    following = names[start + 1 :] + names[:start]
    opponents = set(state.opponents(obj.controller))
    obj.protector = next((n for n in following if n in opponents), None)


@rule("704.5v", "704.5w")
def doomed(state: GameState, obj: GameObject) -> bool:
    """Whether the state-based actions put this battle into its owner's graveyard: its defense is 0
    and no ability it is the source of has triggered and not yet left the stack (704.5v), or no
    player in the game protects it (704.5w; attacking a battle is not implemented, so none is
    ever being attacked)."""
    if not is_battle(state, obj):
        return False
    if obj.protector is None or not state.player(obj.protector).in_game:
        return True
    if defense(obj) > 0:
        return False
    waiting = any(t.source.object_id == obj.object_id for t in state.pending_triggers) or any(
        item.kind == "triggered" and item.source.object_id == obj.object_id for item in state.stack
    )
    return not waiting
