"""201.2a, ruling RUL-gen-fd-3: face-down permanents are treated as sharing a name.

Echoing Truth: "Return target nonland permanent and all other permanents with the same name as that permanent
to their owners' hands." Alice targets her face-down Dog Walker; her face-down Nightdrinker Moroii has no name
either, and objects without names share no name (201.2a), so it stays. phase returns both.
"""

from _phase import ALICE, Table, verdict

table = Table(["Dog Walker", "Nightdrinker Moroii", "Echoing Truth"], [])
walker, moroii = table.card(ALICE, "Dog Walker"), table.card(ALICE, "Nightdrinker Moroii")
table.cast_face_down(ALICE, walker)
table.cast_face_down(ALICE, moroii)
table.mana(ALICE, "Blue", "Colorless")
table.cast(ALICE, table.card(ALICE, "Echoing Truth"), table.target(walker))
table.resolve()
zones = {"Dog Walker": table.obj(walker).get("zone"), "Nightdrinker Moroii": table.obj(moroii).get("zone")}
verdict(
    zones["Nightdrinker Moroii"] == "Hand", f"after Echoing Truth targets the face-down Dog Walker: {zones}"
)
