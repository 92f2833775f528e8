"""702.168d, 702.37e: a face-down permanent that would have no disguise or morph cost face up is turned face
up.

Under Dress Down ("Creatures lose all abilities."), Alice's disguised Nightdrinker Moroii would be a creature
without abilities face up, so it would have no disguise cost and can't be turned face up that way (702.168d,
ruling 2024-02-02 on losing abilities). phase turns it face up for {B}{B}. (The same with morph: a morphed
Grinning Demon under Dress Down, 702.37e.)
"""

from _phase import ALICE, Table, action, verdict

table = Table(["Dress Down", "Nightdrinker Moroii"], [])
moroii = table.card(ALICE, "Nightdrinker Moroii")
table.cast_face_down(ALICE, moroii)
table.to_battlefield(table.card(ALICE, "Dress Down"))
table.mana(ALICE, "Black", "Black")
refusal = table.refused(ALICE, action("TurnFaceUp", {"object_id": moroii, "x": 0}))
face_down = bool(table.obj(moroii).get("face_down"))
verdict(
    refusal is None and not face_down,
    f"TurnFaceUp under Dress Down: {refusal or 'accepted'}; face down: {face_down}",
)
