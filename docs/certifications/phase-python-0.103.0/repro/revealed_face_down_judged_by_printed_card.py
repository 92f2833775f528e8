"""708.12, ruling RUL-dsk-4: a revealed face-down permanent is not judged by its printed card.

Hauntwoods Shrieker: "Reveal target face-down permanent. If it's a creature card, you may turn it face up."
Alice targets her manifested Sphere of Resistance (a noncreature artifact card) with March of the Machines on
the battlefield. The reveal should name the card, judged without continuous effects (708.12): it is not a
creature card, so nothing is offered. phase reveals a card named "" and offers to turn the Sphere face up (and
does so when accepted).
"""

from _phase import ALICE, Table, action, verdict

table = Table(["Hauntwoods Shrieker", "March of the Machines", "Sphere of Resistance", "Soul Summons"], [])
sphere = table.card(ALICE, "Sphere of Resistance")
table.manifest(ALICE, sphere)
shrieker = table.card(ALICE, "Hauntwoods Shrieker")
table.to_battlefield(shrieker)
table.to_battlefield(table.card(ALICE, "March of the Machines"))
table.mana(ALICE, "Green", "Colorless")
table.apply(
    ALICE, action("ActivateAbility", {"source_id": shrieker, "ability_index": 0})
)  # its only target: the Sphere
table.events.clear()
table.resolve(limit=2)
reveals = [e["data"] for e in table.events if e.get("type") == "CardsRevealed"]
offered = table.waiting().get("type")
verdict(
    offered == "OptionalEffectChoice"
    or any("Sphere of Resistance" not in d.get("card_names", ()) for d in reveals),
    f"reveals: {reveals}; then phase waits for {offered}",
)
