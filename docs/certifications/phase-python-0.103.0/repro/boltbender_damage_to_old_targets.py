"""115.7, ruling RUL-boltbender-3: after new targets are chosen, the damage still goes to the old targets.

Bob casts Forked Bolt ("2 damage divided as you choose among one or two targets"), 1 to Alice's Grizzly Bears
and 1 to her Hill Giant. Alice turns her disguised Boltbender face up and moves both targets to Bob's
Wandering Ones and Grizzly Bears. The stack shows the new targets, but as Forked Bolt resolves phase deals the
damage to the old ones: each new target should be dealt 1 (the division is kept, only the recipients change).
"""

from _phase import ALICE, BOB, Table, action, verdict

table = Table(
    ["Boltbender", "Grizzly Bears", "Hill Giant"], ["Grizzly Bears", "Wandering Ones", "Forked Bolt"]
)
boltbender = table.card(ALICE, "Boltbender")
table.cast_face_down(ALICE, boltbender)
alice_bear, giant = table.card(ALICE, "Grizzly Bears"), table.card(ALICE, "Hill Giant")
bob_bear, ones, bolt = (
    table.card(BOB, "Grizzly Bears"),
    table.card(BOB, "Wandering Ones"),
    table.card(BOB, "Forked Bolt"),
)
for permanent in (alice_bear, giant, bob_bear, ones):
    table.to_battlefield(permanent)
table.set_turn(BOB)
table.mana(BOB, "Red")
table.cast(BOB, bolt, table.target(alice_bear), table.target(giant))
table.apply(
    BOB, action("DistributeAmong", {"distribution": [[{"Object": alice_bear}, 1], [{"Object": giant}, 1]]})
)
table.pass_priority()
table.mana(ALICE, "Red", "Colorless")
table.apply(ALICE, action("TurnFaceUp", {"object_id": boltbender, "x": 0}))
table.resolve(limit=2)
table.apply(ALICE, action("DecideOptionalEffect", {"accept": True}))
table.apply(ALICE, action("RetargetSpell", {"new_targets": [{"Object": ones}, {"Object": bob_bear}]}))
table.resolve()
damage = {
    name: table.obj(oid).get("damage_marked", 0)
    for name, oid in (("Alice's bear", alice_bear), ("Hill Giant", giant), ("Bob's bear", bob_bear))
}
ones_zone = table.obj(ones).get("zone")
verdict(
    ones_zone == "Battlefield" and damage["Bob's bear"] == 0,
    f"damage marked: {damage}; Wandering Ones (1 toughness) is in the {ones_zone}",
)
