"""708.5: a face-down permanent is named to a player who may not know what it is.

Alice's disguised Nightdrinker Moroii is face down; Bob may not look at it (708.5). python-mtg's observation
for Bob (``Game.observation("Bob")``) names the card; its public card id names it too.
"""

from _mtg import ALICE, BOB, Table, verdict

table = Table({ALICE: [("Nightdrinker Moroii", "face down")], BOB: [("Forest", "library")]})
moroii = table.card(ALICE, "Nightdrinker Moroii")
seen = table.seen_by(BOB, moroii)
verdict(seen.name == "Nightdrinker Moroii", f"Bob's observation shows card {moroii!r} named {seen.name!r}")
