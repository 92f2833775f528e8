"""API difference: a card in another player's hand is refused as "you don't control this permanent".

Bob holds priority and asks to turn face up the Dog Walker in Alice's hand. phase refuses with "You don't
control this permanent", the message of an object Bob could act on but does not control; the card is in a
hidden zone Bob cannot see, for which the suite expects "no such object".
"""

from _phase import ALICE, BOB, Table, action, verdict

table = Table(["Dog Walker"], [], priority=BOB)
walker = table.card(ALICE, "Dog Walker")
table.mana(BOB, "Red", "White")
refusal = table.refused(BOB, action("TurnFaceUp", {"object_id": walker, "x": 0}))
verdict(refusal is not None and "control" in refusal, f"phase refuses: {refusal}")
