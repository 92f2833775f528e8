"""API difference: mana abilities are not moves of their own.

Tin Street Gossip: "{T}: Add {R}{G}. Spend this mana only to cast face-down spells or to turn creatures face
up." python-mtg taps mana sources as a whole (one ``tap_mana`` move) and offers no move activating this
ability, so its restricted mana can't be made (the same for Creeping Peeper and Overgrown Zealot).
"""

from _mtg import ALICE, BOB, Table, verdict

table = Table(
    {ALICE: [("Tin Street Gossip", "battlefield"), ("Forest", "library")], BOB: [("Forest", "library")]}
)
gossip = table.card(ALICE, "Tin Street Gossip")
activations = [m.raw for m in table.moves() if m.raw[0] == "activate" and gossip in str(m.raw)]
verdict(not activations, f"moves: {table.described()}")
