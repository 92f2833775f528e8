"""117.3, 405: a spell is resolved inside the move that casts it; nobody holds priority with it on the stack.

Alice casts Grizzly Bears: it goes on the stack, Alice receives priority, then Bob, and it resolves once both
pass (117.3, 117.4). python-mtg's ``cast`` move puts it on its stack, answers every player's priority with
that player's policy and resolves it before returning: right after the move the Bears are on the battlefield.
"""

from _mtg import ALICE, BOB, Table, verdict

table = Table(
    {ALICE: [("Grizzly Bears", "hand"), ("Forest", "library")], BOB: [("Forest", "library")]},
    mana={ALICE: {"green": 1, "colorless": 1}},
)
bears = table.card(ALICE, "Grizzly Bears")
table.push(table.find("cast", bears)[0])
verdict(
    table.zone(bears) == "battlefield", f"right after the cast move the Bears are on the {table.zone(bears)}"
)
