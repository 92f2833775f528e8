"""601.2a, 702.168a: a face-down cast never goes on the stack.

Alice casts Dog Walker face down with disguise for {3}: the face-down spell goes on the stack, where players
may respond, and resolves into a face-down permanent (601.2a, 702.168a). python-mtg's ``cast_face_down`` move
puts the card onto the battlefield at once.
"""

from _mtg import ALICE, BOB, Table, verdict

table = Table(
    {ALICE: [("Dog Walker", "hand"), ("Forest", "library")], BOB: [("Forest", "library")]},
    mana={ALICE: {"colorless": 3}},
)
walker = table.card(ALICE, "Dog Walker")
moves = table.find("cast_face_down", walker)
table.push(moves[0])
verdict(
    table.zone(walker) == "battlefield",
    f"right after the cast_face_down move Dog Walker is on the {table.zone(walker)}",
)
