"""API difference: phase's events do not say that turning a permanent face up was a special action.

Alice turns her disguised Dog Walker face up (the special action of 116.2b). phase reports ``TurnedFaceUp``,
which it reports too when an effect turns a permanent face up, and no event saying a player took a special
action, which the suite's event log asks for. (Playing a land phase reports as ``LandPlayed``, which is always
the special action of 116.2a.)
"""

from _phase import ALICE, Table, action, verdict

table = Table(["Dog Walker"], [])
walker = table.card(ALICE, "Dog Walker")
table.cast_face_down(ALICE, walker)
table.mana(ALICE, "Red", "White")
table.events.clear()
table.apply(ALICE, action("TurnFaceUp", {"object_id": walker, "x": 0}))
turned = [e for e in table.events if e.get("type") == "TurnedFaceUp"]
verdict(
    bool(turned) and not any("Special" in kind for kind in table.kinds()),
    f"events of the special action: {table.kinds()}; its TurnedFaceUp event: {turned}",
)
