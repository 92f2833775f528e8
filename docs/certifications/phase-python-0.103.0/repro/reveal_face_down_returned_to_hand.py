"""708.9: a face-down permanent returned to its owner's hand is not revealed.

Alice's Dog Walker, cast face down with disguise, is returned to her hand by Unsummon ("Return target creature
to its owner's hand."). A face-down permanent that leaves the battlefield is revealed to every player as it
goes (708.9). phase reports the zone change but no ``CardsRevealed`` event. (Alice casts the Unsummon herself
here, so no ward trigger is involved; the suite's scenario has Bob cast it and pay the ward cost.)
"""

from _phase import ALICE, Table, verdict

table = Table(["Dog Walker", "Unsummon"], [])
walker = table.card(ALICE, "Dog Walker")
table.cast_face_down(ALICE, walker)
face_down = bool(table.obj(walker).get("face_down"))
table.events.clear()
table.mana(ALICE, "Blue")
table.cast(ALICE, table.card(ALICE, "Unsummon"))  # the face-down Dog Walker is the only creature
table.resolve()
kinds = table.kinds()
verdict(
    face_down and table.obj(walker).get("zone") == "Hand" and "CardsRevealed" not in kinds,
    f"Dog Walker was face down: {face_down}, is now in the {table.obj(walker).get('zone')}; "
    f"events as Unsummon resolved: {kinds}",
)
