"""708.2, 702.168a: a face-down permanent keeps its own characteristics.

Alice's disguised Dog Walker is on the battlefield face down. It should be a nameless, colourless 2/2 creature
with ward {2} and no other abilities (708.2, 702.168a). python-mtg shows Bob a 3/1 named Dog Walker with
vigilance (and a face-down spell or permanent keeps its mana cost, colours and abilities the same way).
"""

from _mtg import ALICE, BOB, Table, verdict

table = Table({ALICE: [("Dog Walker", "face down")], BOB: [("Forest", "library")]})
seen = table.seen_by(BOB, table.card(ALICE, "Dog Walker"))
shown = {
    "name": seen.name,
    "power": seen.power,
    "toughness": seen.toughness,
    "keywords": sorted(seen.keywords or []),
}
verdict(seen.name == "Dog Walker" or seen.power != 2, f"Bob is shown the face-down Dog Walker as {shown}")
