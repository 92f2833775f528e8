"""Card parsing: Omniscience's "You may cast spells from your hand without paying their mana costs" is not
offered.

With Omniscience on the battlefield and no mana, Alice may cast the Dog Walker in her hand for nothing.
python-mtg offers no move to cast it (its interpreter reports no gap for Omniscience).
"""

from _mtg import ALICE, BOB, Table, verdict

table = Table(
    {
        ALICE: [("Omniscience", "battlefield"), ("Dog Walker", "hand"), ("Forest", "library")],
        BOB: [("Forest", "library")],
    }
)
verdict(not table.find("cast", table.card(ALICE, "Dog Walker")), f"moves: {table.described()}")
