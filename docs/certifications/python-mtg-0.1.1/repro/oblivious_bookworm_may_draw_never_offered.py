"""603.5: Oblivious Bookworm's end-step "you may draw a card" is never offered, and nothing is drawn.

Oblivious Bookworm: "At the beginning of your end step, you may draw a card. If you do, discard a card unless
a permanent entered the battlefield face down under your control this turn or you turned a permanent face up
this turn." At Alice's end step the ability triggers and, as it resolves, Alice chooses whether to draw (an
optional action is chosen by its controller, 603.5). Alice passes through her postcombat main phase:
python-mtg offers her no move about drawing at any point and Bob's turn begins with Hill Giant still on top of
her library (python-mtg's facts hold the ability: a draw marked ``may`` at
``the_beginning_of_your_end_step``).
"""

from _facts import facts
from _mtg import ALICE, BOB, Table, quiet, verdict

ability = facts("oblivious_bookworm").get("abilities")
table = Table(
    {
        ALICE: [("Oblivious Bookworm", "battlefield"), ("Hill Giant", "library"), ("Forest", "library")],
        BOB: [("Forest", "library"), ("Forest", "library")],
    },
    step="main",
)
giant = table.card(ALICE, "Hill Giant")
offered: list[list[str]] = []
for _ in range(12):  # Alice passes (and attacks with no one) until her turn is over
    if table.game.turn != ALICE:
        break
    offered.append(table.described())
    skip = quiet(lambda: table.game.priority.skip())
    if skip is None:
        break
    table.push(skip)
drawing = [move for moves in offered for move in moves if "draw" in move.casefold()]
verdict(
    bool(ability) and table.game.turn == BOB and table.zone(giant) == "library" and not drawing,
    f"now {table.game.turn}'s {table.game.step}; Hill Giant is in Alice's {table.zone(giant)}; the moves "
    f"Alice was offered on her way: {offered}; python-mtg's facts: {ability}",
)
