"""603.10a: Guardian of the Forgotten's "whenever a modified creature you control dies" never triggers.

Alice controls Guardian of the Forgotten ("Whenever a modified creature you control dies, manifest the top
card of your library.") and Grizzly Bears with a +1/+1 counter (a modified creature, 700.9); her Murder
destroys the Bears. A dies ability looks back at the creature as it last existed on the battlefield (603.10a),
with its counter, so the Guardian triggers. phase puts nothing on the stack: its ``Modified`` condition is
judged on the card in the graveyard, which has no counters.
"""

from _phase import ALICE, Table, debug, verdict

table = Table(["Guardian of the Forgotten", "Grizzly Bears", "Murder", "Hill Giant"], [])
table.to_battlefield(table.card(ALICE, "Guardian of the Forgotten"))
bears = table.card(ALICE, "Grizzly Bears")
table.to_battlefield(bears)
table.on_top_of_library(table.card(ALICE, "Hill Giant"))
table.apply(ALICE, debug("ModifyCounters", object_id=bears, counter_type="P1P1", delta=1))
counters = dict(table.obj(bears).get("counters") or {})
table.mana(ALICE, "Black", "Black", "Colorless")
table.cast(ALICE, table.card(ALICE, "Murder"), table.target(bears))
table.resolve(limit=2)  # Murder resolves; what triggers goes on the stack
stack = [(entry["kind"]["type"], entry["source_id"]) for entry in table.game.stack()]
verdict(
    bool(counters) and table.obj(bears).get("zone") == "Graveyard" and not stack,
    f"Grizzly Bears had counters {counters}, is now in the {table.obj(bears).get('zone')}; "
    f"stack after Murder resolved: {stack}",
)
