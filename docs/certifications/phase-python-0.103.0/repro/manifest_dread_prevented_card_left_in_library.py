"""701.62a: with Grafdigger's Cage, the card chosen for manifest dread is left in the library.

Manifest dread: look at the top two cards of your library, manifest one of them, then put the cards looked at
that were not manifested this way into your graveyard (701.62a, 2025 wording). Alice controls Grafdigger's
Cage ("Creature cards in graveyards and libraries can't enter the battlefield.") and casts Manifest Dread with
Grizzly Bears and Hill Giant on top of her library; she picks Hill Giant, which the Cage keeps off the
battlefield (701.40f), so neither card was manifested and both go to her graveyard. phase puts Grizzly Bears
into the graveyard and leaves Hill Giant on top of the library.
"""

from _phase import ALICE, Table, action, verdict

table = Table(["Grafdigger's Cage", "Manifest Dread", "Grizzly Bears", "Hill Giant", "Island"], [])
table.to_battlefield(table.card(ALICE, "Grafdigger's Cage"))
for name in ("Island", "Hill Giant", "Grizzly Bears"):
    table.on_top_of_library(table.card(ALICE, name))
table.mana(ALICE, "Green", "Colorless")
table.cast(ALICE, table.card(ALICE, "Manifest Dread"))
table.resolve()
asked = table.waiting().get("type")
giant = table.card(ALICE, "Hill Giant")
table.apply(ALICE, action("SelectCards", {"cards": [giant]}))
table.resolve()
zones = {name: table.obj(table.card(ALICE, name)).get("zone") for name in ("Hill Giant", "Grizzly Bears")}
verdict(
    asked == "ManifestDreadChoice" and zones["Hill Giant"] == "Library",
    f"phase asked {asked}; after choosing Hill Giant: {zones}",
)
