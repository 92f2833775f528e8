"""116.3, 117.4: a pass made before a special action still counts after it.

On Bob's turn he casts Grizzly Bears and passes. Alice turns her disguised Nightdrinker Moroii face up (a
special action: she receives priority again, 116.3) and passes. Bob has not passed since, so he should receive
priority and the Bears stay on the stack until he passes too (117.4). phase resolves the Bears at once.
"""

from _phase import ALICE, BOB, Table, action, verdict

table = Table(["Nightdrinker Moroii"], ["Grizzly Bears"])
moroii, bears = table.card(ALICE, "Nightdrinker Moroii"), table.card(BOB, "Grizzly Bears")
table.cast_face_down(ALICE, moroii)
table.set_turn(BOB)
table.mana(BOB, "Green", "Colorless")
table.cast(BOB, bears)
table.apply(BOB, action("PassPriority"))
table.mana(ALICE, "Black", "Black")
table.apply(ALICE, action("TurnFaceUp", {"object_id": moroii, "x": 0}))
table.apply(ALICE, action("PassPriority"))
zone = table.obj(bears).get("zone")
verdict(
    zone == "Battlefield",
    f"after Alice's pass, Grizzly Bears is on the {zone}; priority: seat {table.priority()}",
)
