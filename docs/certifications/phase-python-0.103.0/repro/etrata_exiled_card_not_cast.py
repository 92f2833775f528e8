"""Ruling RUL-etrata-deadly-fugitive-4: "you may cast the exiled card" casts nothing.

On Bob's turn, under his Karlov Watchdog ("Permanents your opponents control can't be turned face up during
your turn."), Alice activates the ability Etrata gives her cloaked Dog Walker: it can't be turned face up, so
it is exiled and she may cast it without paying its mana cost. phase asks "you may"; accepting changes
nothing: no event, and Dog Walker stays in exile. It should be cast (as a face-up spell).
"""

from _phase import ALICE, BOB, Table, action, verdict

table = Table(["Etrata, Deadly Fugitive", "Dog Walker", "Ransom Note"], ["Karlov Watchdog"])
walker = table.card(ALICE, "Dog Walker")
table.cloak(ALICE, walker)
table.to_battlefield(table.card(ALICE, "Etrata, Deadly Fugitive"))
table.to_battlefield(table.card(BOB, "Karlov Watchdog"))
table.set_turn(BOB, priority=ALICE)
table.mana(ALICE, "Blue", "Black", "Colorless", "Colorless")
table.apply(ALICE, action("ActivateAbility", {"source_id": walker, "ability_index": 0}))
table.resolve(limit=2)
asked = table.waiting().get("type")
table.events.clear()
table.apply(ALICE, action("DecideOptionalEffect", {"accept": True}))
zone = table.obj(walker).get("zone")
verdict(
    asked == "OptionalEffectChoice" and zone == "Exile",
    f"phase asked {asked}; after accepting: events {table.kinds()}, Dog Walker in {zone}",
)
