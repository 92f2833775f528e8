"""Card parsing: Aveline de Grandpré's "put that many +1/+1 counters on that creature" puts them on nothing.

"Whenever a creature you control with deathtouch deals combat damage to a player, put that many +1/+1 counters
on that creature." phase's face puts the counters on ``ParentTarget``, but the trigger has no target: no
creature gets the counters.
"""

from _phase import effects, face, verdict

counters = effects(face("Aveline de Grandpré")["triggers"], "PutCounter")[0]
verdict(counters["target"] == {"type": "ParentTarget"}, f"PutCounter goes to {counters['target']}")
