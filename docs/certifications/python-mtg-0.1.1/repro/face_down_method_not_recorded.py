"""708.6, ruling RUL-gen-fd-8: the way a permanent became face down is not recorded.

Which ability or rule made a face-down permanent face down (disguise, morph, manifest, cloak) is public and
must be kept (708.6). python-mtg has one face-down state: its ``face_down`` relation holds the card and
nothing else, and its face-down cast announces no ability.
"""

from _mtg import ALICE, BOB, Table, verdict

table = Table(
    {ALICE: [("Dog Walker", "hand"), ("Forest", "library")], BOB: [("Forest", "library")]},
    mana={ALICE: {"colorless": 3}},
)
walker = table.card(ALICE, "Dog Walker")
move = table.find("cast_face_down", walker)[0]
table.push(move)
rows = sorted(table.game.state.get("face_down", set()))
relations = sorted(name for name in table.game.state if "face" in name)
verdict(
    all(len(row) == 1 for row in rows),
    f"the cast_face_down move: {move.raw}; relations about faces: {relations}; face_down: {rows}",
)
