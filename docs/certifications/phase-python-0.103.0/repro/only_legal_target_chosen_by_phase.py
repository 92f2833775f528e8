"""API difference: phase chooses a triggered ability's only legal target itself, asking nothing.

When a trigger has exactly one legal target, phase puts it on the stack with that target and raises no
``TriggerTargetSelection``; with two it asks. The result is the one the player would get, but the choice the
suite asks for (a ``choose_targets`` decision) is never offered. Sanguine Savior: "When Sanguine Savior is
turned face up, another target creature you control gains lifelink until end of turn", with Grizzly Bears the
only other creature Alice controls. (The same for Concealed Weapon, Vengeful Creeper and Unyielding
Gatekeeper.)
"""

from _phase import ALICE, BOB, Table, action, verdict

table = Table(["Sanguine Savior", "Grizzly Bears"], ["Hill Giant"])
savior = table.card(ALICE, "Sanguine Savior")
table.cast_face_down(ALICE, savior)
table.to_battlefield(table.card(ALICE, "Grizzly Bears"))
table.to_battlefield(table.card(BOB, "Hill Giant"))
table.mana(ALICE, "White", "Black")
result = table.apply(ALICE, action("TurnFaceUp", {"object_id": savior, "x": 0}))
targets = table.game.stack()[-1]["kind"]["data"]["ability"].get("targets")
asked = result.waiting_for.get("type")
verdict(
    asked != "TriggerTargetSelection" and bool(targets),
    f"phase waits for {asked}; the trigger's targets: {targets}",
)
