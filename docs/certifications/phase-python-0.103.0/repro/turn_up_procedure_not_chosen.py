"""116.2b, 701.40c, 701.58c: the player cannot choose how to turn a face-down permanent face up.

A manifested (or cloaked) Den Protector ({1}{G}, megamorph {1}{G}) may be turned face up for its mana cost,
with no counter (701.40b), or for its megamorph cost, with a +1/+1 counter (701.40c, 702.37b): the player
chooses. phase offers one ``TurnFaceUp`` action naming no procedure, and always pays the megamorph cost and
adds the counter. Likewise, asked for the mana cost of a manifested land with morph (Zoetic Cavern) or of a
cloaked enchantment with disguise (True Identity), which have none, phase turns it face up by its other cost.
"""

from _phase import ALICE, Table, action, verdict

table = Table(["Den Protector", "Soul Summons"], [])
den = table.card(ALICE, "Den Protector")
table.manifest(ALICE, den)
assert table.obj(den).get("face_down_cause") == "Manifest"
table.mana(ALICE, "Green", "Colorless")
turn_up = [a.to_dict() for a in table.game.actions() if a.to_dict().get("type") == "TurnFaceUp"]
table.apply(ALICE, action("TurnFaceUp", {"object_id": den, "x": 0}))
counters = table.obj(den).get("counters") or {}
verdict(
    len(turn_up) == 1 and bool(counters),
    f"turn-up actions phase offers for the manifested Den Protector: {turn_up}; "
    f"after it: counters {counters}",
)
