"""Card parsing: Flourishing Bloom-Kin puts no searched Forest into the hand, and the top card of the library
onto the battlefield.

"When this creature is turned face up, search your library for up to two Forest cards and reveal them. Put one
of them onto the battlefield tapped and the other into your hand, then shuffle." phase's face puts what it
found onto the battlefield (no choice of which one, nothing into the hand), then reveals the top card of the
library and puts it onto the battlefield too.
"""

from _phase import effects, face, verdict

trigger = face("Flourishing Bloom-Kin")["triggers"]
moves = effects(trigger, "ChangeZone")
to_hand = [m for m in moves if m.get("destination") == "Hand"]
verdict(
    not to_hand and bool(effects(trigger, "RevealTop")),
    f"zone changes: {[(m.get('origin'), m.get('destination'), m['target']) for m in moves]}; "
    f"RevealTop: {effects(trigger, 'RevealTop')}",
)
