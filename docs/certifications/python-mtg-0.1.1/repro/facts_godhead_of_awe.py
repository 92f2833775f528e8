"""Card parsing: Godhead of Awe's "Other creatures have base power and toughness 1/1" is not applied.

With Godhead of Awe on the battlefield, Bob's Grizzly Bears is a 1/1. python-mtg's facts hold only the
Godhead's flying, and report no gap: the Bears stay 2/2.
"""

from _facts import facts
from _mtg import ALICE, BOB, Table, verdict

table = Table(
    {
        ALICE: [("Godhead of Awe", "battlefield"), ("Forest", "library")],
        BOB: [("Grizzly Bears", "battlefield"), ("Forest", "library")],
    }
)
bears = table.seen_by(ALICE, table.card(BOB, "Grizzly Bears"))
verdict(
    (bears.power, bears.toughness) != (1, 1),
    f"python-mtg's facts: {facts('godhead_of_awe')}; Grizzly Bears is {bears.power}/{bears.toughness}",
)
