"""701.58g: a cloaked instant or sorcery card is turned face up.

Etrata, Deadly Fugitive gives Alice's face-down creatures "{2}{U}{B}: Turn this creature face up. If you
can't, exile it, then you may cast the exiled card without paying its mana cost." Her cloaked Shock is an
instant card: it can't be turned face up (it is revealed and stays face down, 701.58g), so it is exiled and
she may cast it. phase turns the Shock face up: an instant card becomes a face-up permanent. (The same with a
cloaked Blaze.)
"""

from _phase import ALICE, Table, action, verdict

table = Table(["Etrata, Deadly Fugitive", "Shock", "Ransom Note"], [])
shock = table.card(ALICE, "Shock")
table.cloak(ALICE, shock)
table.to_battlefield(table.card(ALICE, "Etrata, Deadly Fugitive"))
table.mana(ALICE, "Blue", "Black", "Colorless", "Colorless")
table.apply(ALICE, action("ActivateAbility", {"source_id": shock, "ability_index": 0}))
table.resolve(limit=2)
now = table.obj(shock)
verdict(
    now.get("zone") == "Battlefield" and not now.get("face_down"),
    f"the Shock card: zone {now.get('zone')}, face down {now.get('face_down')}; "
    f"phase waits for {table.waiting().get('type')}",
)
