"""603.3d: Forum Familiar's triggered ability is put on the stack without its target.

Forum Familiar: "When this creature is turned face up, return another target permanent you control to its
owner's hand and put a +1/+1 counter on this creature." The target is chosen as the ability is put on the
stack (603.3d). phase puts it on the stack with no target; with one legal target it returns that one as the
ability resolves, with several (here Grizzly Bears and Hill Giant) it asks which only then. Nobody can answer
knowing the target.
"""

from _phase import ALICE, Table, action, verdict

table = Table(["Forum Familiar", "Grizzly Bears", "Hill Giant"], [])
familiar = table.card(ALICE, "Forum Familiar")
table.cast_face_down(ALICE, familiar)
table.to_battlefield(table.card(ALICE, "Grizzly Bears"))
table.to_battlefield(table.card(ALICE, "Hill Giant"))
table.mana(ALICE, "White", "Colorless")
result = table.apply(ALICE, action("TurnFaceUp", {"object_id": familiar, "x": 0}))
asked = result.waiting_for.get("type")
trigger = table.game.stack()[-1]["kind"]["data"]["ability"]
table.resolve(limit=2)
verdict(
    asked == "Priority" and not trigger.get("targets"),
    f"after turning it face up phase waits for {asked}; "
    f"the trigger's targets on the stack: {trigger.get('targets')}; "
    f"as it resolves phase asks {table.waiting().get('type')}",
)
