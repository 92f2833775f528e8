"""603.10a: "whenever a face-down creature you control dies" does not look back at the creature that died.

Alice controls Yarus, Roar of the Old Gods ("Whenever a face-down creature you control dies, return it to the
battlefield face down ... then turn it face up.") and a disguised Dog Walker, which dies to her Shock. A dies
ability looks back at the creature as it was on the battlefield (603.10a): face down, so Yarus triggers. phase
does not trigger (its ``FaceDown`` condition is checked on the card in the graveyard, face up).
"""

from _phase import ALICE, Table, verdict

table = Table(["Yarus, Roar of the Old Gods", "Dog Walker", "Shock"], [])
table.to_battlefield(table.card(ALICE, "Yarus, Roar of the Old Gods"))
walker = table.card(ALICE, "Dog Walker")
table.cast_face_down(ALICE, walker)
table.mana(ALICE, "Red")
table.cast(ALICE, table.card(ALICE, "Shock"), table.target(walker))
table.resolve(limit=2)  # Shock resolves; what triggers goes on the stack
stack = [(entry["kind"]["type"], entry["source_id"]) for entry in table.game.stack()]
verdict(
    table.obj(walker).get("zone") == "Graveyard" and not stack,
    f"Dog Walker is in the {table.obj(walker).get('zone')}; stack after Shock resolved: {stack}",
)
