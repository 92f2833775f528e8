"""701.16a, 708.5: revealing a face-down permanent shows no card: phase's reveal names nothing.

Hauntwoods Shrieker: "{1}{G}: Reveal target face-down permanent. If it's a creature card, you may turn it face
up." Alice targets Bob's morphed Grinning Demon. Revealing a card shows its front face to every player
(701.16a); revealing a face-down permanent shows what it is. phase's ``CardsRevealed`` event names the card
``''`` (the face-down permanent's name, none), so no player learns it is Grinning Demon.
"""

from _phase import ALICE, BOB, Table, action, verdict

table = Table(["Hauntwoods Shrieker"], ["Grinning Demon"])
shrieker, demon = table.card(ALICE, "Hauntwoods Shrieker"), table.card(BOB, "Grinning Demon")
table.to_battlefield(shrieker)
table.set_turn(BOB)
table.cast_face_down(BOB, demon)
table.set_turn(ALICE)
table.mana(ALICE, "Green", "Colorless")
table.apply(ALICE, action("ActivateAbility", {"source_id": shrieker, "ability_index": 0}))
table.resolve()
reveals = [e["data"] for e in table.events if e.get("type") == "CardsRevealed"]
names = [name for data in reveals if demon in data.get("card_ids", ()) for name in data.get("card_names", ())]
verdict(
    bool(names) and "Grinning Demon" not in names,
    f"phase's reveals: {reveals}",
)
