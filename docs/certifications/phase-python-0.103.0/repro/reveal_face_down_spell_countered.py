"""708.9: a face-down spell that is countered is not revealed.

Alice casts Dog Walker face down with disguise; Bob counters it with Cancel. phase puts it into the graveyard
and reports no ``CardsRevealed``: every player should see what the card was as it leaves the stack (708.9).
"""

from _phase import ALICE, BOB, Table, verdict

table = Table(["Dog Walker"], ["Cancel"])
walker, cancel = table.card(ALICE, "Dog Walker"), table.card(BOB, "Cancel")
table.cast_face_down(ALICE, walker, resolve=False)
table.pass_priority()  # Alice passes; Bob holds priority with the face-down spell on the stack
table.mana(BOB, "Blue", "Blue", "Colorless")
table.events.clear()
table.cast(BOB, cancel)  # its only legal target: phase chooses it
table.resolve()
countered = table.obj(walker).get("zone") == "Graveyard"
verdict(
    countered and "CardsRevealed" not in table.kinds(),
    f"Dog Walker is in the {table.obj(walker).get('zone')}; events: {table.kinds()}",
)
