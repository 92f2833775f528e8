"""708.7: a face-down permanent with no morph or disguise is turned face up for its mana value.

A Grizzly Bears turned face down by an effect has no procedure to be turned face up: paying the mana cost is
the procedure of manifest and cloak only (708.7, 701.40b). python-mtg (one face-down state for every face-down
permanent) offers ``turn_face_up`` for two mana and turns it face up.
"""

from _mtg import ALICE, BOB, Table, verdict

table = Table(
    {ALICE: [("Grizzly Bears", "face down"), ("Forest", "library")], BOB: [("Forest", "library")]},
    mana={ALICE: {"green": 1, "colorless": 1}},
)
bears = table.card(ALICE, "Grizzly Bears")
moves = table.find("turn_face_up", bears)
if moves:
    table.push(moves[0])
face_down = (bears,) in table.game.state.get("face_down", set())
verdict(
    bool(moves) and not face_down, f"turn_face_up offered: {bool(moves)}; face down afterwards: {face_down}"
)
