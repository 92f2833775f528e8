"""Card parsing: Hide in Plain Sight's "cloak two of them" is dropped.

"Look at the top five cards of your library, cloak two of them, and put the rest on the bottom of your library
in a random order." phase's face is a ``Dig`` of five cards that cloaks nothing.
"""

from _phase import effects, face, verdict

ability = face("Hide in Plain Sight")["abilities"]
verdict(
    not effects(ability, "Cloak"), f"effects: {[p['type'] for p in effects(ability, 'Dig')]} and no Cloak"
)
