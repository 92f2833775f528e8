"""Card parsing: Thieving Amalgam manifests the top card of its controller's library, not the opponent's.

Thieving Amalgam: "At the beginning of each opponent's upkeep, you manifest the top card of that player's
library." At Bob's upkeep Alice manifests the top card of Bob's library (Hill Giant): it enters under her
control, face down, owned by Bob (701.40a). phase's face builds a ``Manifest`` of its controller's own library
(target ``Controller``): Alice manifests Gray Ogre, the top card of her own library, and Hill Giant stays in
Bob's.
"""

from _phase import ALICE, BOB, Table, effects, face, verdict

built = [effect.get("target") for effect in effects(face("Thieving Amalgam"), "Manifest")]
table = Table(["Thieving Amalgam", "Gray Ogre"], ["Hill Giant", "Island"], step="end")
table.to_battlefield(table.card(ALICE, "Thieving Amalgam"))
table.on_top_of_library(table.card(BOB, "Island"))
table.on_top_of_library(table.card(BOB, "Hill Giant"))
table.on_top_of_library(table.card(ALICE, "Gray Ogre"))
for _ in range(20):  # every player passes until Bob's upkeep trigger is on the stack
    if table.game.stack() or table.priority() is None:
        break
    table.pass_priority()
triggered = [entry["source_id"] for entry in table.game.stack()]
table.resolve()
zones = {
    name: (table.obj(table.card(seat, name)).get("zone"), table.obj(table.card(seat, name)).get("face_down"))
    for seat, name in ((BOB, "Hill Giant"), (ALICE, "Gray Ogre"))
}
verdict(
    bool(triggered) and zones["Hill Giant"][0] == "Library",
    f"phase's Manifest targets {built}; at Bob's upkeep the stack held {triggered}; after it resolved "
    f"(zone, face down): {zones}",
)
