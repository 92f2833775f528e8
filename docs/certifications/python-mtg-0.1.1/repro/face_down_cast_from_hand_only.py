"""702.168a, 601.3: a face-down cast is offered from the hand only.

Disguise works wherever the card could be cast from (702.168a): with Garruk's Horde ("You may cast creature
spells from the top of your library.") Alice may cast the Dog Walker on top of her library face down.
python-mtg offers no ``cast_face_down`` move for it.
"""

from _mtg import ALICE, BOB, Table, verdict

table = Table(
    {
        ALICE: [("Garruk's Horde", "battlefield"), ("Dog Walker", "library"), ("Forest", "library")],
        BOB: [("Forest", "library")],
    },
    mana={ALICE: {"colorless": 3}},
)
walker = table.card(ALICE, "Dog Walker")
verdict(not table.find("cast_face_down", walker), f"moves: {table.described()}")
