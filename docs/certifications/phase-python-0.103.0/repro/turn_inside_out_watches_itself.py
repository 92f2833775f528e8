"""Card parsing: Turn Inside Out's "When it dies this turn" watches the spell itself, not the creature.

Turn Inside Out: "Target creature gets +3/+0 until end of turn. When it dies this turn, manifest dread." "It"
is the target creature: when that creature dies this turn, the delayed ability triggers (603.7). phase creates
the delayed trigger with the condition ``WhenDies`` of ``SelfRef`` (Turn Inside Out, now in the graveyard), so
Alice's Murder killing the pumped Grizzly Bears triggers nothing.
"""

from _phase import ALICE, Table, verdict

table = Table(["Turn Inside Out", "Grizzly Bears", "Murder"], [])
bears = table.card(ALICE, "Grizzly Bears")
table.to_battlefield(bears)
table.mana(ALICE, "Red")
table.cast(ALICE, table.card(ALICE, "Turn Inside Out"))  # the Bears are the only creature: phase targets it
table.resolve()
power = table.obj(bears).get("power")
delayed = [d.get("condition") for d in table.game.state()["state"].get("delayed_triggers") or ()]
table.mana(ALICE, "Black", "Black", "Colorless")
table.cast(ALICE, table.card(ALICE, "Murder"))
table.resolve(limit=2)  # Murder resolves; what triggers goes on the stack
stack = [(entry["kind"]["type"], entry["source_id"]) for entry in table.game.stack()]
verdict(
    power == 5 and table.obj(bears).get("zone") == "Graveyard" and not stack,
    f"the Bears were a {power}-power creature; delayed triggers: {delayed}; the Bears are in the "
    f"{table.obj(bears).get('zone')}; stack after Murder resolved: {stack}",
)
