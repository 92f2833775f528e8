"""601.2b, 107.3: the X in The Cyber-Controller's mana cost can't be announced.

The Cyber-Controller ({X}{U}{U}{B}): "When The Cyber-Controller enters, each opponent mills X cards. Put all
creature cards milled this way onto the battlefield face down under your control. ..." Casting it, Alice
announces the value of X (601.2b); with {U}{U}{B}{C}{C} she can cast it with X = 2. python-mtg offers one cast
move, whose choices carry no X, so no value of X can be chosen (and its facts for the card hold only the
"other artifact creatures you control get +1/+1" ability: the enters ability that uses X is missing too).
"""

from _facts import facts
from _mtg import ALICE, BOB, Table, verdict

table = Table(
    {ALICE: [("The Cyber-Controller", "hand")], BOB: [("Hill Giant", "library"), ("Shock", "library")]},
    mana={ALICE: {"blue": 2, "black": 1, "colorless": 2}},
)
casts = table.find("cast", table.card(ALICE, "The Cyber-Controller"))
verdict(
    bool(casts) and all("x" not in move.raw[3] for move in casts),
    f"the cast moves offered: {[move.raw for move in casts]}; python-mtg's facts for the card: "
    f"{facts('the_cyber_controller').get('abilities')}",
)
