"""719.3c, 614.1a: a Case's "Solved" ability works only while it is solved, and once per creation event.

Case of the Pilfered Proof: "Solved — If one or more tokens would be created under your control, those
tokens plus a Clue token are created instead." Alice controls the Case, unsolved (she controls no Detective),
and turns her face-down Dog Walker face up: its ability creates two Dog tokens. Unsolved, the Case should add
nothing (and solved, it would add one Clue for the event, not one per token). phase creates the Dogs with
Clue tokens.
"""

from _phase import ALICE, Table, action, verdict

table = Table(["Case of the Pilfered Proof", "Dog Walker"], [])
table.to_battlefield(table.card(ALICE, "Case of the Pilfered Proof"))
walker = table.card(ALICE, "Dog Walker")
table.cast_face_down(ALICE, walker)
table.mana(ALICE, "Red", "Red")
table.apply(ALICE, action("TurnFaceUp", {"object_id": walker, "x": 0}))
table.resolve()
names = [str(obj.get("name")) for obj in table.game.battlefield()]
verdict(
    names.count("Clue") > 0,
    f"battlefield: {sorted(names)}",
)
