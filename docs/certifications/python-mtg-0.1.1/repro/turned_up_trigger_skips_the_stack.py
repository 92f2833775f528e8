"""603.3: a "when turned face up" triggered ability never goes on the stack, and its target is never chosen.

Forum Familiar: "When this creature is turned face up, return another target permanent you control to its
owner's hand and put a +1/+1 counter on this creature." Its ability should be put on the stack with its target
(Alice's Grizzly Bears), where players may respond (603.3). python-mtg applies it inside the ``turn_face_up``
move, with no target: right after the move the Familiar has its counter, the Bears stay on the battlefield,
and the game has run on to the declaration of attackers.
"""

from _mtg import ALICE, BOB, Table, verdict

table = Table(
    {
        ALICE: [("Forum Familiar", "face down"), ("Grizzly Bears", "battlefield"), ("Forest", "library")],
        BOB: [("Forest", "library")],
    },
    mana={ALICE: {"white": 1, "colorless": 1}},
)
familiar, bears = table.card(ALICE, "Forum Familiar"), table.card(ALICE, "Grizzly Bears")
table.push(table.find("turn_face_up", familiar)[0])
counters = sorted(c for c in table.game.state.get("counter", set()) if c[0] == familiar)
verdict(
    bool(counters) and table.zone(bears) == "battlefield",
    f"right after the move: the Familiar's counters {counters}, the Bears on the {table.zone(bears)}, "
    f"step {table.game.step}",
)
