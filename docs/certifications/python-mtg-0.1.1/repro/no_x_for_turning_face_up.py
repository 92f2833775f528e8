"""107.3, 702.168d: X in a disguise cost can't be chosen.

Aurelia's Vindicator has disguise {X}{3}{W}; the player announces X as they turn it face up, and its trigger
exiles up to X creatures. python-mtg's ``turn_face_up`` move carries no X: with {3}{W} and two more mana in
the pool there is one move, whatever X the player wants.
"""

from _mtg import ALICE, BOB, Table, verdict

table = Table(
    {
        ALICE: [("Aurelia's Vindicator", "face down"), ("Forest", "library")],
        BOB: [("Grizzly Bears", "battlefield"), ("Forest", "library")],
    },
    mana={ALICE: {"white": 1, "colorless": 5}},
)
moves = table.find("turn_face_up", table.card(ALICE, "Aurelia's Vindicator"))
verdict(
    len(moves) <= 1 and all(len(move.raw) < 4 or "x" not in move.raw[3] for move in moves),
    f"turn_face_up moves: {[m.raw for m in moves]}",
)
