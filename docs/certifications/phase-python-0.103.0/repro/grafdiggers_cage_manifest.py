"""701.40f, 701.58f: a card is manifested although the face-down object may not enter the battlefield.

With Grafdigger's Cage ("Creature cards in graveyards and libraries can't enter the battlefield."), Soul
Summons should manifest nothing: the Forest on top of the library would enter as a face-down 2/2 creature
card, which the Cage keeps out (701.40f; likewise a cloak, 701.58f). phase puts the Forest onto the
battlefield face down.
"""

from _phase import ALICE, Table, verdict

table = Table(["Grafdigger's Cage", "Soul Summons", "Forest"], [])
table.to_battlefield(table.card(ALICE, "Grafdigger's Cage"))
forest = table.card(ALICE, "Forest")
table.manifest(ALICE, forest)
where = table.obj(forest)
verdict(
    where.get("zone") == "Battlefield",
    f"Forest: zone {where.get('zone')}, face down {where.get('face_down')}",
)
