"""117.3: a player other than the one to move never receives priority.

In Alice's main phase Bob holds an instant (Shock) and the mana for it. When Alice passes, Bob should receive
priority (117.3d) and may cast it. python-mtg moves on to the next step: its only player to move is the active
one (the defender moves only to declare blockers), and no move of Bob's is ever offered.
"""

from _mtg import ALICE, BOB, Table, verdict

table = Table(
    {ALICE: [("Forest", "library")], BOB: [("Shock", "hand"), ("Forest", "library")]},
    mana={BOB: {"red": 1}},
)
table.push(table.moves()[-1])  # Alice passes
after = (table.game.active_player, table.game.step, table.game.turn)
verdict(
    after != (ALICE, "precombat_main", BOB),
    f"after Alice passes: {after[0]}'s {after[1]}, {after[2]} to move, moves {table.described()}",
)
