"""Card parsing: Paranormal Analyst's "a card you put into your graveyard this way" becomes any card in a
graveyard.

"Whenever you manifest dread, put a card you put into your graveyard this way into your hand." phase's face
returns any card from a graveyard, not only the one that manifesting dread put there.
"""

from _phase import effects, face, verdict

move = effects(face("Paranormal Analyst")["triggers"], "ChangeZone")[0]
verdict(
    move["target"] == {"type": "Typed", "type_filters": ["Card"], "controller": None, "properties": []},
    f"the card returned: {move['target']}",
)
