"""708.3, 603.6a: a creature entering face down does not trigger "whenever a creature enters".

Soul Warden: "Whenever another creature enters, you gain 1 life." Alice casts Dog Walker face down: a
face-down 2/2 creature enters, and Soul Warden triggers (603.6a, 708.3). python-mtg gives Alice no life.
"""

from _mtg import ALICE, BOB, Table, verdict

table = Table(
    {
        ALICE: [("Soul Warden", "battlefield"), ("Dog Walker", "hand"), ("Forest", "library")],
        BOB: [("Forest", "library")],
    },
    mana={ALICE: {"colorless": 3}},
)
walker = table.card(ALICE, "Dog Walker")
table.push(table.find("cast_face_down", walker)[0])
life = dict(table.game.state["life"])[ALICE]
verdict(
    table.zone(walker) == "battlefield" and life == 20,
    f"Dog Walker is on the {table.zone(walker)}; Alice's life: {life}",
)
