"""603.10a: Cryptic Pursuit's "whenever a face-down creature you control dies" does not look back at the
creature.

Alice controls Cryptic Pursuit ("Whenever a face-down creature you control dies, exile it if it's an instant
or sorcery card. You may cast that card until the end of your next turn.") and a manifested Shock; on Bob's
turn his Murder destroys the face-down Shock. A dies ability looks back at the creature as it last existed on
the battlefield (603.10a): face down, so Cryptic Pursuit triggers. phase puts nothing on the stack (the same
bug as Yarus's, yarus_face_down_dies_no_trigger.py).
"""

from _phase import ALICE, BOB, Table, verdict

table = Table(["Cryptic Pursuit", "Shock", "Soul Summons"], ["Murder"])
table.to_battlefield(table.card(ALICE, "Cryptic Pursuit"))
shock = table.card(ALICE, "Shock")
table.manifest(ALICE, shock)
face_down = bool(table.obj(shock).get("face_down"))
table.set_turn(BOB)
table.mana(BOB, "Black", "Black", "Colorless")
table.cast(BOB, table.card(BOB, "Murder"))  # the face-down Shock is the only creature: phase targets it
table.resolve(limit=2)  # Murder resolves; what triggers goes on the stack
stack = [(entry["kind"]["type"], entry["source_id"]) for entry in table.game.stack()]
verdict(
    face_down and table.obj(shock).get("zone") == "Graveyard" and not stack,
    f"the manifested Shock was face down: {face_down}, is now in the {table.obj(shock).get('zone')}; "
    f"stack after Murder resolved: {stack}",
)
