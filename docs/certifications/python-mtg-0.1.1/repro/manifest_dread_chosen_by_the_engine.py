"""701.62a: manifesting dread, the player never chooses which card goes face down; python-mtg chooses.

"Manifest dread" means: look at the top two cards of your library, put one onto the battlefield face down as a
2/2 creature and the other into your graveyard. Alice casts the sorcery Manifest Dread with Hill Giant and
Grizzly Bears on top of her library. python-mtg offers her no choice between the two (after a move it stops
at every choice with more than one move): right after the cast one of them is face down and the other in the
graveyard.
"""

from _mtg import ALICE, BOB, Table, verdict

table = Table(
    {
        ALICE: [
            ("Manifest Dread", "hand"),
            ("Hill Giant", "library"),
            ("Grizzly Bears", "library"),
            ("Forest", "library"),
        ],
        BOB: [("Forest", "library")],
    },
    mana={ALICE: {"green": 1, "colorless": 1}},
)
table.push(table.find("cast", table.card(ALICE, "Manifest Dread"))[0])
where = {name: table.zone(table.card(ALICE, name)) for name in ("Hill Giant", "Grizzly Bears")}
face_down = sorted(table.game.name(cid) for (cid,) in table.game.state.get("face_down", set()))
verdict(
    sorted(where.values()) == ["battlefield", "graveyard"] and len(face_down) == 1,
    f"right after the cast: {where}; face down: {face_down}; moves now: {table.described()}",
)
