"""Not implemented in phase: a cost of sacrificing another permanent (a Clue).

Alquist Proft, Master Sleuth: "{X}{W}{U}{U}, {T}, Sacrifice a Clue: You draw X cards and gain X life." With a
Clue token and Ransom Note (a Clue) on the battlefield, phase refuses the activation with its own message
"non-self sacrifice/exile cost unhandled".
"""

from _phase import ALICE, Table, action, verdict

table = Table(["Alquist Proft, Master Sleuth", "Ransom Note", "Forest", "Forest", "Forest"], [])
proft = table.card(ALICE, "Alquist Proft, Master Sleuth")
table.to_battlefield(proft)
table.to_battlefield(table.card(ALICE, "Ransom Note"))
for copy in range(3):
    table.on_top_of_library(table.card(ALICE, "Forest", copy))
table.mana(ALICE, "White", "Blue", "Blue")
refusal = table.refused(ALICE, action("ActivateAbility", {"source_id": proft, "ability_index": 0}))
if refusal is None and table.waiting().get("type") == "ChooseXValue":
    refusal = table.refused(ALICE, action("ChooseX", {"value": 0}))
verdict(
    refusal is not None and "unhandled" in refusal,
    f"activating Alquist Proft's ability: {refusal or 'accepted'}",
)
