"""117.3c: on another player's turn, the player who cast a spell does not keep priority once ward triggers.

It is Alice's turn and Bob holds priority. He casts Shock at Alice's face-down Dog Walker (ward {2}); Alice's
ward ability triggers and goes on the stack. Bob, who cast the spell, should receive priority (117.3c); phase
gives it to Alice, the active player. (On Bob's own turn phase gives it to Bob.)
"""

from _phase import ALICE, BOB, Table, verdict

table = Table(["Dog Walker"], ["Shock"])
walker, shock = table.card(ALICE, "Dog Walker"), table.card(BOB, "Shock")
table.cast_face_down(ALICE, walker)
table.set_turn(ALICE, priority=BOB)
table.mana(BOB, "Red", "Colorless", "Colorless")
table.cast(BOB, shock, table.target(walker))
stack = [entry["kind"]["type"] for entry in table.game.stack()]
holder = table.priority()
verdict(
    holder == ALICE,
    f"stack: {stack}; priority: {'Alice' if holder == ALICE else 'Bob' if holder == BOB else holder}",
)
