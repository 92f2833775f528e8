"""601.2c: the target of a spell is never chosen by its caster.

Alice may cast Shock ("Shock deals 2 damage to any target.") at Bob's Grizzly Bears: she chooses the target as
she casts it (601.2c). python-mtg's only move for it is "cast Shock", with no target; the engine picks one
itself. (The same for Murder and Giant Growth.)
"""

from _mtg import ALICE, BOB, Table, verdict

table = Table(
    {
        ALICE: [("Shock", "hand"), ("Forest", "library")],
        BOB: [("Grizzly Bears", "battlefield"), ("Forest", "library")],
    },
    mana={ALICE: {"red": 1}},
)
casts = table.find("cast", table.card(ALICE, "Shock"))
verdict(
    bool(casts) and all("target" not in move.raw[3] for move in casts),
    f"the moves casting Shock: {[m.raw for m in casts]}",
)
