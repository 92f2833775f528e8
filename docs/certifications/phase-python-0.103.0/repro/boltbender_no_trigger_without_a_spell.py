"""603.2: Boltbender's "when turned face up" ability does not trigger with no spell on the stack.

"When Boltbender is turned face up, you may choose new targets for any number of other spells and/or
abilities." The ability has no target (it changes the targets of other objects), so it triggers whenever
Boltbender is turned face up, whatever is on the stack. Alice turns her disguised Boltbender face up for
{1}{R} with an empty stack: phase reports it turned face up and puts nothing on the stack.
"""

from _phase import ALICE, Table, action, verdict

table = Table(["Boltbender"], ["Hill Giant"])
boltbender = table.card(ALICE, "Boltbender")
table.cast_face_down(ALICE, boltbender)
table.mana(ALICE, "Red", "Colorless")
table.apply(ALICE, action("TurnFaceUp", {"object_id": boltbender, "x": 0}))
stack = table.game.stack()
verdict(
    not table.obj(boltbender).get("face_down") and "TurnedFaceUp" in table.kinds() and not stack,
    f"Boltbender face down: {table.obj(boltbender).get('face_down')}; stack: {stack}",
)
