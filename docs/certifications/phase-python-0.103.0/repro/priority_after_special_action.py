"""116.3: after a special action, the player who took it does not receive priority.

On Bob's turn Alice holds priority and turns her disguised Dog Walker face up ({R/W}{R/W}); its "when turned
face up" trigger goes on the stack. Alice should receive priority again (116.3); phase gives it to Bob.
"""

from _phase import ALICE, BOB, Table, action, verdict

table = Table(["Dog Walker"], [])
walker = table.card(ALICE, "Dog Walker")
table.cast_face_down(ALICE, walker)
table.set_turn(BOB, priority=ALICE)
table.mana(ALICE, "Red", "White")
table.apply(ALICE, action("TurnFaceUp", {"object_id": walker, "x": 0}))
stack = [entry["kind"]["type"] for entry in table.game.stack()]
holder = table.priority()
verdict(
    holder != ALICE,
    f"stack: {stack}; priority: {'Alice' if holder == ALICE else 'Bob' if holder == BOB else holder}",
)
