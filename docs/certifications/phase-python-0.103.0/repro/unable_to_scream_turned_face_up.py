"""Card parsing: Unable to Scream's "As long as enchanted creature is face down, it can't be turned face up"
does nothing.

Alice's morphed Grinning Demon is enchanted by Unable to Scream ("Enchant creature. Enchanted creature loses
all abilities and is a Toy artifact creature with base power and toughness 0/2 in addition to its other types.
As long as enchanted creature is face down, it can't be turned face up."). Turning a permanent face up is a
special action (116.2b) that this effect forbids ("can't" wins over "can", 101.2). phase builds that static
ability with no modification at all, takes Alice's turn-face-up action, and the Demon ends face up.
"""

from _phase import ALICE, Table, action, debug, face, verdict

statics = {
    str(a.get("description")): a.get("modifications") for a in face("Unable to Scream")["static_abilities"]
}
table = Table(["Grinning Demon", "Unable to Scream"], [])
demon, aura = table.card(ALICE, "Grinning Demon"), table.card(ALICE, "Unable to Scream")
table.cast_face_down(ALICE, demon)
table.to_battlefield(aura)
table.apply(ALICE, debug("Attach", object_id=aura, target={"type": "Object", "data": demon}))
attached = table.obj(aura).get("attached_to")
table.mana(ALICE, "Black", "Black", "Colorless", "Colorless")
refusal = table.refused(ALICE, action("TurnFaceUp", {"object_id": demon, "x": 0}))
verdict(
    refusal is None and not table.obj(demon).get("face_down"),
    f"Unable to Scream attached to {attached}; phase's answer to turning the Demon face up: {refusal!r}; "
    f"the Demon is face down: {table.obj(demon).get('face_down')}; phase's static abilities: {statics}",
)
