"""201.2b, 708.2: a face-down land with no name counts as one more name for Field of the Dead.

Field of the Dead: "Whenever this land or another land you control enters, if you control seven or more lands
with different names, create a 2/2 black Zombie creature token." Alice controls Ashaya, Soul of the Wild
("Nontoken creatures you control are Forest lands in addition to their other types"), Field of the Dead,
Plains, Island, Swamp and Mountain: six names. She casts Dog Walker face down; it enters as a nameless Forest
land creature. An object with no name has no name to differ (201.2b): still six names, so the ability does not
trigger (603.4). phase puts it on the stack. With a second Plains entering instead (six names too), phase does
not trigger: the nameless land is counted as a seventh name.
"""

from _phase import ALICE, Table, action, verdict

LANDS = ["Field of the Dead", "Plains", "Island", "Swamp", "Mountain"]


def triggered(face_down: bool) -> tuple[list[str], bool]:
    """The core types of what entered, and whether Field of the Dead's ability is on the stack once it did."""
    table = Table(["Ashaya, Soul of the Wild", *LANDS, "Dog Walker", "Plains"], [])
    for name in ["Ashaya, Soul of the Wild", *LANDS]:
        table.to_battlefield(table.card(ALICE, name))
    if face_down:
        entering = table.card(ALICE, "Dog Walker")
        table.cast_face_down(ALICE, entering, resolve=False)
        table.resolve(limit=2)  # the face-down spell resolves; what triggers goes on the stack
    else:
        entering = table.card(ALICE, "Plains", 1)
        table.apply(ALICE, action("PlayLand", {"object_id": entering, "card_id": entering}))
    types = list((table.obj(entering).get("card_types") or {}).get("core_types") or ())
    field = table.card(ALICE, "Field of the Dead")
    return types, any(int(entry["source_id"]) == field for entry in table.game.stack())


nameless = triggered(face_down=True)
named = triggered(face_down=False)
verdict(
    "Land" in nameless[0] and nameless[1] and not named[1],
    f"face-down Dog Walker entered as {nameless[0]}, Field of the Dead triggered: {nameless[1]}; a second "
    f"Plains entered as {named[0]}, Field of the Dead triggered: {named[1]}",
)
