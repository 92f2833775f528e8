"""115.7, ruling RUL-boltbender-1: an illegal new target is offered and accepted.

Bob casts Shock ("deals 2 damage to any target") at Alice. Alice turns her disguised Boltbender face up and,
as its trigger resolves, chooses new targets for Shock. phase offers Bob's Ransom Note, an artifact (not a
legal target for Shock), and accepts it; a new target must be legal (115.7).
"""

from _phase import ALICE, BOB, Table, action, verdict

table = Table(["Boltbender"], ["Grizzly Bears", "Ransom Note", "Shock"])
boltbender = table.card(ALICE, "Boltbender")
table.cast_face_down(ALICE, boltbender)
note, shock = table.card(BOB, "Ransom Note"), table.card(BOB, "Shock")
table.to_battlefield(table.card(BOB, "Grizzly Bears"))
table.to_battlefield(note)
table.set_turn(BOB)
table.mana(BOB, "Red")
table.cast(BOB, shock, table.target_player(ALICE))
table.pass_priority()
table.mana(ALICE, "Red", "Colorless")
table.apply(ALICE, action("TurnFaceUp", {"object_id": boltbender, "x": 0}))
table.resolve(limit=2)  # the trigger starts resolving: "you may choose new targets"
table.apply(ALICE, action("DecideOptionalEffect", {"accept": True}))
offered = table.waiting()["data"]["legal_new_targets"]
refusal = table.refused(ALICE, action("RetargetSpell", {"new_targets": [{"Object": note}]}))
shock_targets = next(e for e in table.game.stack() if e["source_id"] == shock)["kind"]["data"]["ability"][
    "targets"
]
verdict(
    {"Object": note} in offered and refusal is None,
    f"new targets phase offers: {offered} (Ransom Note is object {note}); "
    f"choosing it: {refusal or 'accepted'}; "
    f"Shock now targets {shock_targets}",
)
