"""714.3a, 714.2b: a Saga enters with no lore counter, so its first chapter ability never triggers.

Death in Heaven, an Enchantment — Saga: "(As this Saga enters and after your draw step, add a lore counter.
Sacrifice after III.) I, II — Target player mills two cards, then exiles their graveyard. ..." Alice casts it
and it resolves: it should enter with a lore counter on it (714.3a), which triggers its chapter I ability
(714.2b). python-mtg puts it onto the battlefield with no counter at all.
"""

from _mtg import ALICE, BOB, Table, quiet, verdict

table = Table(
    {
        ALICE: [("Death in Heaven", "hand"), ("Swamp", "library")],
        BOB: [("Grizzly Bears", "library"), ("Forest", "library"), ("Island", "library")],
    },
    mana={ALICE: {"black": 1, "colorless": 3}},
)
saga = table.card(ALICE, "Death in Heaven")
table.push(table.find("cast", saga)[0])
for _ in range(6):  # both players pass until the spell has resolved
    if table.zone(saga) == "battlefield":
        break
    skip = quiet(lambda: table.game.priority.skip())
    if skip is None:
        break
    table.push(skip)
counters = sorted(c for c in table.game.state.get("counter", set()) if c[0] == saga)
verdict(
    table.zone(saga) == "battlefield" and not counters,
    f"Death in Heaven is on the {table.zone(saga)} with the counters {counters}",
)
