"""API difference: phase chooses the only spell or ability Willbender's trigger can target, asking nothing.

Willbender: "When this creature is turned face up, change the target of target spell or ability with a
single target." First Bob casts Shock targeting Alice, then (another game) Bob activates Rod of Ruin ("{3},
{T}: deal 1 damage to any target") targeting Alice's Grizzly Bears; each time Alice turns her face-down
Willbender face up. phase puts the trigger on the stack already targeting the Shock, or the Rod's ability
(the only legal target), and raises no ``TriggerTargetSelection``, so the choice the suite asks for (a
``choose_targets`` decision) is never offered. (The same as ``only_legal_target_chosen_by_phase.py``, for a
target on the stack.)
"""

from typing import Any

from _phase import ALICE, BOB, Table, action, verdict


def turn_up(table: Table, willbender: int) -> tuple[str, Any]:
    """Alice turns Willbender face up: what phase waits for, and the targets of the topmost stack entry."""
    table.apply(BOB, action("PassPriority"))
    table.mana(ALICE, "Blue", "Colorless")
    result = table.apply(ALICE, action("TurnFaceUp", {"object_id": willbender, "x": 0}))
    top = table.game.stack()[-1]["kind"]
    return str(result.waiting_for.get("type")), (top.get("data") or {}).get("ability", {}).get("targets")


spell = Table(["Willbender"], ["Shock"])
willbender = spell.card(ALICE, "Willbender")
spell.cast_face_down(ALICE, willbender)
spell.set_turn(ALICE, priority=BOB)
spell.mana(BOB, "Red")
spell.cast(BOB, spell.card(BOB, "Shock"), action("SelectTargets", {"targets": [{"Player": ALICE}]}))
asked_spell, spell_targets = turn_up(spell, willbender)

ability = Table(["Willbender", "Grizzly Bears"], ["Rod of Ruin"])
willbender = ability.card(ALICE, "Willbender")
ability.cast_face_down(ALICE, willbender)
bears, rod = ability.card(ALICE, "Grizzly Bears"), ability.card(BOB, "Rod of Ruin")
ability.to_battlefield(bears)
ability.to_battlefield(rod)
ability.set_turn(ALICE, priority=BOB)
ability.mana(BOB, "Colorless", "Colorless", "Colorless")
ability.apply(BOB, action("ActivateAbility", {"source_id": rod, "ability_index": 0}))
ability.apply(BOB, action("ChooseTarget", {"target": {"Object": bears}}))
asked_ability, ability_targets = turn_up(ability, willbender)

verdict(
    "TriggerTargetSelection" not in (asked_spell, asked_ability)
    and bool(spell_targets)
    and bool(ability_targets),
    f"phase waits for {asked_spell} / {asked_ability}; the trigger's targets: {spell_targets} (the Shock) / "
    f"{ability_targets} (the Rod's ability)",
)
