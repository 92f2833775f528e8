"""API difference: after a move python-mtg runs on to the next point where the player to move has a real
choice.

In Alice's main phase, with nothing left to do but pass, python-mtg skips the moves without a choice: right
after she casts Dog Walker face down, her turn is over and it is Bob's. A scenario checking the state right
after the cast (the spell on the stack, Alice holding priority) sees a later state.
"""

from _mtg import ALICE, BOB, Table, verdict

table = Table(
    {ALICE: [("Dog Walker", "hand"), ("Forest", "library")], BOB: [("Forest", "library")]},
    mana={ALICE: {"colorless": 3}},
)
table.push(table.find("cast_face_down", table.card(ALICE, "Dog Walker"))[0])
where = (table.game.active_player, table.game.step)
verdict(
    where != (ALICE, "precombat_main"),
    f"right after the move: {where[0]}'s {where[1]}, moves {table.described()}",
)
