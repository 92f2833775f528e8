"""603.4: Tunnel Tipster's "if a face-down creature entered the battlefield under your control this turn" is
ignored.

Tunnel Tipster: "At the beginning of your end step, if a face-down creature entered the battlefield under your
control this turn, put a +1/+1 counter on Tunnel Tipster." With no face-down creature at all, Alice passes
through her turn: the ability should not trigger (603.4). python-mtg puts a counter on it.
"""

from _mtg import ALICE, BOB, Table, quiet, verdict

table = Table(
    {
        ALICE: [("Tunnel Tipster", "battlefield"), ("Forest", "library"), ("Forest", "library")],
        BOB: [("Forest", "library"), ("Forest", "library")],
    }
)
tipster = table.card(ALICE, "Tunnel Tipster")
for _ in range(12):  # Alice passes (and attacks with no one) until her turn is over
    if table.game.turn != ALICE:
        break
    skip = quiet(lambda: table.game.priority.skip())
    if skip is None:
        break
    table.push(skip)
counters = sorted(c for c in table.game.state.get("counter", set()) if c[0] == tipster)
verdict(
    bool(counters),
    f"after Alice's turn (now {table.game.turn}'s {table.game.step}): Tunnel Tipster's counters {counters}",
)
