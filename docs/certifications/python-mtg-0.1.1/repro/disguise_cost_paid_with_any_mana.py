"""702.168d, 118.3: the disguise cost {B}{B} is paid with any two mana.

Alice's disguised Nightdrinker Moroii has disguise {B}{B}. With {C}{C} in her pool she can't pay it (118.3).
python-mtg offers the ``turn_face_up`` move and turns it face up.
"""

from _mtg import ALICE, BOB, Table, verdict

table = Table(
    {ALICE: [("Nightdrinker Moroii", "face down"), ("Forest", "library")], BOB: [("Forest", "library")]},
    mana={ALICE: {"colorless": 2}},
)
moroii = table.card(ALICE, "Nightdrinker Moroii")
moves = table.find("turn_face_up", moroii)
if moves:
    table.push(moves[0])
face_down = (moroii,) in table.game.state.get("face_down", set())
verdict(
    bool(moves) and not face_down,
    f"moves with {{C}}{{C}}: {table.described() if not moves else 'turn_face_up offered'}; "
    f"face down after it: {face_down}",
)
