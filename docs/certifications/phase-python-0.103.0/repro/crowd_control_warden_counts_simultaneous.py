"""614.12, ruling RUL-crowd-control-warden-1: creatures entering at the same time are counted.

Crowd-Control Warden: "As this creature enters or is turned face up, put X +1/+1 counters on it, where X is
the number of other creatures you control." Living Death returns the Warden and two Grizzly Bears from Alice's
graveyard at the same time, and the creatures that enter with it are not yet on the battlefield as it enters
(614.12): it should get no counter. phase gives it a counter for each creature returned with it.
"""

from _phase import ALICE, Table, verdict

table = Table(["Crowd-Control Warden", "Grizzly Bears", "Grizzly Bears", "Living Death"], [])
warden = table.card(ALICE, "Crowd-Control Warden")
for oid in (warden, table.card(ALICE, "Grizzly Bears", 0), table.card(ALICE, "Grizzly Bears", 1)):
    table.to_zone(oid, "Graveyard")
table.mana(ALICE, "Black", "Black", "Colorless", "Colorless", "Colorless")
table.cast(ALICE, table.card(ALICE, "Living Death"))
table.resolve()
warden_now = table.obj(warden)
verdict(
    warden_now.get("zone") == "Battlefield" and bool(warden_now.get("counters")),
    f"Crowd-Control Warden: zone {warden_now.get('zone')}, counters {warden_now.get('counters')}",
)
