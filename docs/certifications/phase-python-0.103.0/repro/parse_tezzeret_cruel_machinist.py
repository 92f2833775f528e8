"""Card parsing: Tezzeret, Cruel Machinist's −7 puts the cards onto the battlefield face up.

"[−7]: Put any number of cards from your hand onto the battlefield face down. They're 5/5 artifact creatures."
phase's face is a ``ChangeZone`` from the hand to the battlefield that says nothing of face down or of the
5/5 artifact creature characteristics (CR 708.2a).
"""

from _phase import face, parts, verdict

ability = face("Tezzeret, Cruel Machinist")["abilities"][2]
moves = [p for p in parts(ability) if p.get("type") == "ChangeZone"]
face_down = [p for p in parts(ability) if any("face_down" in str(k).casefold() for k in p)]
verdict(
    bool(moves) and not face_down,
    f"effect: {ability['effect']['type']} {ability['effect'].get('origin')} -> "
    f"{ability['effect'].get('destination')}, nothing face down",
)
