"""601.2c/602.2b: "Turn target face-down creature face up" is put on the stack with no target.

Break Open ("Turn target face-down creature an opponent controls face up."), Ixidor, Reality Sculptor
("{2}{U}: Turn target face-down creature face up.") and Skirk Alarmist ("{T}: Turn target face-down creature
you control face up. ...") each name a target, chosen as the spell is cast or the ability activated (601.2c,
602.2b). phase builds a ``TurnFaceUp`` effect whose target it never asks for: the spell or ability goes on the
stack with no target, and as it resolves it turns every face-down creature it could have targeted face up (the
same as Expose the Culprit's first mode, expose_mode_target_never_chosen.py). Each is tried with two face-down
creatures able to be targeted, so there is a choice to make.
"""

from typing import Any

from _phase import ALICE, BOB, Table, action, verdict

FACE_DOWN = ["Grinning Demon", "Nightdrinker Moroii"]


def attempt(name: str, seat: int, mana: tuple[str, ...]) -> tuple[str, Any, list[str]]:
    """Cast or activate ``name`` (Alice's) with two face-down creatures of ``seat`` on the battlefield: what
    phase waits for next, the targets on the stack, and the creatures face up once it resolved."""
    table = Table([name, *(FACE_DOWN if seat == ALICE else [])], FACE_DOWN if seat == BOB else [])
    table.set_turn(seat)
    for creature in FACE_DOWN:
        table.cast_face_down(seat, table.card(seat, creature))
    table.set_turn(ALICE)
    table.mana(ALICE, *mana)
    source = table.card(ALICE, name)
    if name == "Break Open":
        result = table.cast(ALICE, source)
    else:
        table.to_battlefield(source)
        result = table.apply(ALICE, action("ActivateAbility", {"source_id": source, "ability_index": 0}))
    targets = table.game.stack()[-1]["kind"]["data"]["ability"].get("targets")
    table.resolve()
    face_up = [c for c in FACE_DOWN if not table.obj(table.card(seat, c)).get("face_down")]
    return str(result.waiting_for.get("type")), targets, face_up


seen = {
    "Break Open": attempt("Break Open", BOB, ("Red", "Colorless")),
    "Ixidor, Reality Sculptor": attempt("Ixidor, Reality Sculptor", BOB, ("Blue", "Colorless", "Colorless")),
    "Skirk Alarmist": attempt("Skirk Alarmist", ALICE, ()),
}
verdict(
    any(asked != "TargetSelection" and not targets for asked, targets, _ in seen.values()),
    "; ".join(
        f"{name}: phase waits for {asked}, targets on the stack {targets}, turned face up {up}"
        for name, (asked, targets, up) in seen.items()
    ),
)
