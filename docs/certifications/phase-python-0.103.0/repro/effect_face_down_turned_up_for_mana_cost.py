"""708.7: a permanent turned face down by an effect is turned face up for its mana cost.

Grizzly Bears turned face down by an effect (not manifested, not cloaked, no morph or disguise) has no
procedure to be turned face up: paying the mana cost is the procedure of manifest and cloak only (701.40b,
701.58b). phase's ``TurnFaceUp`` turns it face up for {1}{G}.
"""

from _phase import ALICE, Table, action, verdict

table = Table(["Grizzly Bears"], [])
bears = table.card(ALICE, "Grizzly Bears")
table.to_battlefield(bears)
table.turn_face_down(bears)
assert table.obj(bears).get("face_down")
table.mana(ALICE, "Green", "Colorless")
refusal = table.refused(ALICE, action("TurnFaceUp", {"object_id": bears, "x": 0}))
face_down = bool(table.obj(bears).get("face_down"))
verdict(
    refusal is None and not face_down,
    f"TurnFaceUp: {refusal or 'accepted'}; face down afterwards: {face_down}",
)
