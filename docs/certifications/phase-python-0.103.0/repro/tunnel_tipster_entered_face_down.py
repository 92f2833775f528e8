"""603.4, ruling RUL-tunnel-tipster-1: "if a face-down creature entered this turn" is judged on the creature
as it is now.

Alice casts Dog Walker face down and turns it face up in the same turn. At her end step Tunnel Tipster should
trigger and get a +1/+1 counter: a face-down creature entered under her control this turn. phase does not
trigger (the same when the creature died in between).
"""

from _phase import ALICE, Table, action, verdict

table = Table(["Tunnel Tipster", "Dog Walker"], [], step="main2")
tipster = table.card(ALICE, "Tunnel Tipster")
table.to_battlefield(tipster)
walker = table.card(ALICE, "Dog Walker")
table.cast_face_down(ALICE, walker)
table.mana(ALICE, "Red", "Red")
table.apply(ALICE, action("TurnFaceUp", {"object_id": walker, "x": 0}))
table.resolve()
steps = []
for _ in range(40):  # every player passes, resolving what triggers, until Alice's turn is over
    if table.game.turn != 2 or table.priority() is None:
        break
    steps.append(table.game.phase)
    table.pass_priority()
counters = table.obj(tipster).get("counters") or {}
verdict(
    not counters and "End" in steps,
    f"steps passed through: {sorted(set(steps))}; Tunnel Tipster's counters: {counters}",
)
