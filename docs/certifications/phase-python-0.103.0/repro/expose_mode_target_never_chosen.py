"""601.2c: the target of a mode is never chosen.

Alice casts Expose the Culprit choosing its first mode ("Turn target face-down creature face up.") with her
disguised Dog Walker and Bob's disguised Nightdrinker Moroii on the battlefield. phase asks for no target and
puts the spell on the stack with none; as it resolves it turns every face-down creature face up. The target is
chosen as the spell is cast (601.2c), and only it is turned face up.
"""

from _phase import ALICE, BOB, Table, action, verdict

table = Table(["Dog Walker", "Expose the Culprit"], ["Nightdrinker Moroii"])
walker, moroii, expose = (
    table.card(ALICE, "Dog Walker"),
    table.card(BOB, "Nightdrinker Moroii"),
    table.card(ALICE, "Expose the Culprit"),
)
table.cast_face_down(ALICE, walker)
table.set_turn(BOB)
table.cast_face_down(BOB, moroii)
table.set_turn(ALICE)
table.mana(ALICE, "Red", "Colorless")
result = table.cast(ALICE, expose)
asked = [result.waiting_for.get("type")]
if result.waiting_for.get("type") in ("ModeChoice", "AbilityModeChoice", "ModalChoice"):
    result = table.apply(ALICE, action("SelectModes", {"indices": [0]}))
    asked.append(result.waiting_for.get("type"))
entry = next(e for e in table.game.stack() if e["source_id"] == expose)
targets = entry["kind"]["data"]["ability"].get("targets")
table.resolve()
face_up = [
    name
    for name, oid in (("Dog Walker", walker), ("Nightdrinker Moroii", moroii))
    if not table.obj(oid).get("face_down")
]
verdict(
    not targets and "TargetSelection" not in asked,
    f"phase waited for {asked} while casting; targets on the stack: {targets}; turned face up: {face_up}",
)
