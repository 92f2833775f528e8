"""Card parsing: Ixidor, Reality Sculptor's "Face-down creatures get +1/+1" reaches no face-down creature.

phase's face reads the static ability as affecting creatures with the subtype "Face-down", which a face-down
creature does not have (708.2a: it has no subtypes). Bob casts Grinning Demon face down for {3} while Alice
controls Ixidor: the face-down Demon should be a 3/3 (613.4c); phase says 2/2.
"""

from _phase import ALICE, BOB, Table, face, verdict

affected = face("Ixidor, Reality Sculptor")["static_abilities"][0]["affected"]
table = Table(["Ixidor, Reality Sculptor"], ["Grinning Demon"])
table.to_battlefield(table.card(ALICE, "Ixidor, Reality Sculptor"))
demon = table.card(BOB, "Grinning Demon")
table.set_turn(BOB)
table.cast_face_down(BOB, demon)
seen = table.obj(demon)
verdict(
    bool(seen.get("face_down")) and (seen.get("power"), seen.get("toughness")) == (2, 2),
    f"the face-down Demon is {seen.get('power')}/{seen.get('toughness')}; Ixidor affects {affected}",
)
