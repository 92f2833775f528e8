"""Card parsing: no loyalty ability of Tezzeret, Cruel Machinist is ever offered.

Tezzeret is on the battlefield in Alice's main phase with 4 loyalty counters (recorded as python-mtg records
them when it resolves Tezzeret itself), and python-mtg's facts hold its [+1] and [0] abilities (not its
[−7]), yet no move activates any of them (CR 606.3: a loyalty ability may be activated any time its
controller could cast a sorcery, once each turn).
"""

import mtg
from _facts import facts
from _mtg import ALICE, BOB, Table, verdict

table = Table(
    {
        ALICE: [("Tezzeret, Cruel Machinist", "battlefield"), ("Island", "library")],
        BOB: [("Forest", "library")],
    }
)
tezzeret = table.card(ALICE, "Tezzeret, Cruel Machinist")
state = dict(table.game.state)
state["counter"] = set(state.get("counter", set())) | {(tezzeret, "loyalty", 4)}
table.game = mtg.Game.from_state(state)
activations = [m.raw for m in table.moves() if m.raw[0] == "activate" and tezzeret in str(m.raw)]
verdict(
    not activations,
    f"step {sorted(state['current_step'])}; facts {facts('tezzeret_cruel_machinist')}; "
    f"moves: {table.described()}",
)
