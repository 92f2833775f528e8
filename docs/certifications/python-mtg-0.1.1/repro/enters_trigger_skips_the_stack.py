"""603.3: an "enters" triggered ability never goes on the stack; it is applied inside the move.

Unsettling Twins: "When this creature enters, manifest dread." Once the Twins resolve, the ability triggers
and is put on the stack the next time a player would receive priority (603.3), where players may respond;
only when it resolves does Alice look at the top two cards of her library. python-mtg's ``cast`` move
resolves the Twins and applies the ability before returning: right after the move a card is already face
down.
"""

from _mtg import ALICE, BOB, Table, verdict

table = Table(
    {
        ALICE: [
            ("Unsettling Twins", "hand"),
            ("Hill Giant", "library"),
            ("Grizzly Bears", "library"),
            ("Forest", "library"),
        ],
        BOB: [("Forest", "library")],
    },
    mana={ALICE: {"white": 1, "colorless": 3}},
)
twins = table.card(ALICE, "Unsettling Twins")
table.push(table.find("cast", twins)[0])
face_down = sorted(table.game.name(cid) for (cid,) in table.game.state.get("face_down", set()))
verdict(
    table.zone(twins) == "battlefield" and bool(face_down),
    f"right after the cast move the Twins are on the {table.zone(twins)} and face down: {face_down}",
)
