"""708.9: a face-down permanent that leaves the battlefield is not revealed.

Alice's Dog Walker, cast face down with disguise, is dealt 2 damage by her Shock and dies. phase reports the
zone change but no ``CardsRevealed``: every player should see what the card was as it leaves (708.9).
Scenarios: reveal-face-down-permanent-leaves, card-dies-face-down-no-trigger, and the others listed with it.
"""

from _phase import ALICE, Table, verdict

table = Table(["Dog Walker", "Shock"], [])
walker, shock = table.card(ALICE, "Dog Walker"), table.card(ALICE, "Shock")
table.cast_face_down(ALICE, walker)
assert table.obj(walker).get("face_down"), "Dog Walker should be a face-down permanent"
table.events.clear()
table.mana(ALICE, "Red")
table.cast(ALICE, shock, table.target(walker))
table.resolve()
died = table.obj(walker).get("zone") == "Graveyard"
verdict(
    died and "CardsRevealed" not in table.kinds(),
    f"Dog Walker is in the {table.obj(walker).get('zone')}; events: {table.kinds()}",
)
