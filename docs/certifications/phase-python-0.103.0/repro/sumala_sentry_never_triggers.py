"""603.2, ruling RUL-sumala-sentry-1: "whenever a face-down permanent you control is turned face up" never
triggers.

Alice controls Sumala Sentry and a disguised Nightdrinker Moroii, and turns the Moroii face up for {B}{B}.
Sumala Sentry should trigger (a face-down permanent was turned face up); phase puts no ability on the stack,
its ``FaceDown`` filter being checked against the permanent once it is face up.
"""

from _phase import ALICE, Table, action, verdict

table = Table(["Sumala Sentry", "Nightdrinker Moroii"], [])
table.to_battlefield(table.card(ALICE, "Sumala Sentry"))
moroii = table.card(ALICE, "Nightdrinker Moroii")
table.cast_face_down(ALICE, moroii)
table.mana(ALICE, "Black", "Black")
table.apply(ALICE, action("TurnFaceUp", {"object_id": moroii, "x": 0}))
stack = table.game.stack()
verdict(
    not table.obj(moroii).get("face_down") and not stack,
    f"Moroii face up; stack after turning it up: {stack}",
)
