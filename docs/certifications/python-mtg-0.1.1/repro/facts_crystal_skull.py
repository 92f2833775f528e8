"""Card parsing: Crystal Skull, Isu Spyglass's "you may play historic lands ... from the top of your library"
is not offered.

With Crystal Skull on the battlefield and Minamo, School at Water's Edge (a legendary land, so historic) on
top of her library, Alice may play it in her main phase. python-mtg's facts name the permission, but no move
plays the land.
"""

from _facts import facts
from _mtg import ALICE, BOB, Table, verdict

table = Table(
    {
        ALICE: [
            ("Crystal Skull, Isu Spyglass", "battlefield"),
            ("Minamo, School at Water's Edge", "library"),
            ("Forest", "library"),
        ],
        BOB: [("Forest", "library")],
    },
)
minamo = table.card(ALICE, "Minamo, School at Water's Edge")
plays = [m.raw for m in table.moves() if m.raw[0] == "play" and m.raw[2] == minamo]
verdict(not plays, f"python-mtg's facts: {facts('crystal_skull_isu_spyglass')}; moves: {table.described()}")
