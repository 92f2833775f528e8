"""API difference: python-mtg gives no reason for what it does not offer.

With {R}{W} Alice cannot pay {3} to cast Dog Walker face down: the cast is refused because the cost can't be
paid. python-mtg's legal moves simply lack the face-down cast; it says nothing of why, so the refusal can only
be reported as "not allowed".
"""

from _mtg import ALICE, BOB, Table, verdict

table = Table(
    {ALICE: [("Dog Walker", "hand"), ("Forest", "library")], BOB: [("Forest", "library")]},
    mana={ALICE: {"red": 1, "white": 1}},
)
walker = table.card(ALICE, "Dog Walker")
verdict(
    not table.find("cast_face_down", walker),
    f"moves with {{R}}{{W}}: {table.described()} (no reason given for the missing face-down cast)",
)
