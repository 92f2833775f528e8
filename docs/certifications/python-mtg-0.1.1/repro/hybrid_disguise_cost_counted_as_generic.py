"""702.168d, 118.3: a hybrid disguise cost is counted symbol by letter, so it cannot be paid.

Alice's disguised Dog Walker has disguise {R/W}{R/W}: two mana, each red or white. With {R}{W} in her pool she
may turn it face up (702.168d). python-mtg stores the cost as "r_w_r_w" and offers no ``turn_face_up`` move.
"""

from _mtg import ALICE, BOB, Table, verdict

table = Table(
    {ALICE: [("Dog Walker", "face down"), ("Forest", "library")], BOB: [("Forest", "library")]},
    mana={ALICE: {"red": 1, "white": 1}},
)
walker = table.card(ALICE, "Dog Walker")
verdict(not table.find("turn_face_up", walker), f"moves with {{R}}{{W}}: {table.described()}")
