"""115.1/603.3d: Exit Specialist's "return another target creature" returns Exit Specialist itself.

"When this creature is turned face up, return another target creature to its owner's hand." With no other
creature on the battlefield the ability has no legal target and is removed from the stack (603.3d): Exit
Specialist stays where it is. python-mtg's ``turn_face_up`` move applies the ability with a target it picks
itself, and picks Exit Specialist: right after the move it is in Alice's hand.
"""

from _mtg import ALICE, BOB, Table, verdict

table = Table(
    {ALICE: [("Exit Specialist", "face down"), ("Forest", "library")], BOB: [("Forest", "library")]},
    mana={ALICE: {"blue": 1, "colorless": 1}},
)
specialist = table.card(ALICE, "Exit Specialist")
table.push(table.find("turn_face_up", specialist)[0])
where = table.zone(specialist)
verdict(where == "hand", f"right after the move Exit Specialist is in the {where}")
