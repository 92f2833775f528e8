"""702.21b/107.3: Minthara's ward {X} is paid with X as 0, whatever X is when the ward ability resolves.

Minthara, Merciless Soul: "Minthara has ward {X}, where X is the number of experience counters you have."
phase's face keeps the ward cost as the bare mana shard X, with nothing saying what X is. On Bob's turn he
casts Shock at Minthara; Alice answers with Shock at Bob and Mizzix of the Izmagnus gives her an experience
counter. When the ward ability resolves, X is 1: Bob should have to pay {1} (or see Shock countered). phase
asks him to pay {X}, and paying takes nothing from his pool: his {R} is still there and Shock still on the
stack.
"""

from _phase import ALICE, BOB, Table, action, verdict

table = Table(["Minthara, Merciless Soul", "Mizzix of the Izmagnus", "Shock"], ["Shock"])
minthara = table.card(ALICE, "Minthara, Merciless Soul")
table.to_battlefield(minthara)
table.to_battlefield(table.card(ALICE, "Mizzix of the Izmagnus"))
table.set_turn(BOB)
table.mana(BOB, "Red", "Red")
table.mana(ALICE, "Red")
table.cast(BOB, table.card(BOB, "Shock"), table.target(minthara))
table.pass_priority()  # Bob passes with Shock and the ward trigger on the stack
table.cast(ALICE, table.card(ALICE, "Shock"), table.target_player(BOB))
table.resolve()  # Alice's Shock and Mizzix's trigger resolve; the ward ability asks Bob to pay
asked = table.waiting()
experience = table.game.player(ALICE).get("player_counters", {}).get("Experience", 0)
table.apply(BOB, action("PayUnlessCost", {"pay": True}))
pool = [m["color"] for m in table.game.player(BOB)["mana_pool"]["mana"]]
stack = [entry["kind"]["type"] for entry in table.game.stack()]
verdict(
    experience == 1 and pool == ["Red"] and stack == ["Spell"],
    f"Alice has {experience} experience counter(s); phase asked {asked.get('type')} for "
    f"{asked.get('data', {}).get('cost')}; after Bob paid, his pool holds {pool} and the stack {stack}",
)
