"""708.9, 800.4a: a face-down permanent that leaves the game with its owner is not revealed.

In a three-player game Alice controls a cloaked Grizzly Bears that Carol owns. When Carol concedes, her cards
leave the game (800.4a); the face-down Bears should be revealed to every player as it leaves (708.9). phase
removes it with no ``CardsRevealed``.
"""

from _phase import ALICE, CAROL, Table, action, debug, verdict

table = Table(["Plains"], ["Plains"], ["Grizzly Bears", "Ransom Note"])
bears = table.card(CAROL, "Grizzly Bears")
table.set_turn(CAROL)
table.cloak(CAROL, bears)
table.apply(ALICE, debug("SetController", object_id=bears, controller=ALICE))
table.set_turn(ALICE)
assert table.obj(bears).get("face_down") and table.obj(bears).get("controller") == ALICE
table.events.clear()
table.apply(CAROL, action("Concede", {"player_id": CAROL}))
gone = table.obj(bears).get("zone") != "Battlefield"
verdict(
    gone and "CardsRevealed" not in table.kinds(),
    f"Grizzly Bears: zone {table.obj(bears).get('zone')!r}; events: {table.kinds()}",
)
