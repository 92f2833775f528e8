"""Card parsing: Faerie Snoop's "put one into your hand and the other into your graveyard" offers no choice.

"When this creature is turned face up, look at the top two cards of your library. Put one into your hand and
the other into your graveyard." phase's face digs two cards, keeping none (both into the graveyard), then
returns a card from the graveyard chosen as it resolves: the player never chooses between the two cards looked
at.
"""

from _phase import effects, face, verdict

trigger = face("Faerie Snoop")["triggers"]
dig = effects(trigger, "Dig")[0]
verdict(
    dig.get("keep_count") == 0,
    f"Dig: count {dig['count']}, keep {dig.get('keep_count')}; then {effects(trigger, 'ChangeZone')}",
)
