"""603.4, ruling RUL-tunnel-tipster-1: "if a face-down creature entered this turn" is never true for phase.

Tunnel Tipster: "At the beginning of your end step, if a face-down creature entered the battlefield under your
control this turn, put a +1/+1 counter on this creature." Alice casts Dog Walker face down in her postcombat
main phase; at her end step Tunnel Tipster should trigger and get a +1/+1 counter, whether the creature is
still face down or was turned face up in between (the ruling: what counts is how it entered). phase does not
trigger in either case (nor when the creature died in between): its count of the creatures that entered face
down this turn stays at 0.
"""

from _phase import ALICE, Table, action, verdict


def counters_at_end_step(turn_up: bool) -> tuple[dict[str, int], list[str]]:
    """Tunnel Tipster's counters once Alice's turn is over, and the steps passed through."""
    table = Table(["Tunnel Tipster", "Dog Walker"], [], step="main2")
    tipster = table.card(ALICE, "Tunnel Tipster")
    table.to_battlefield(tipster)
    walker = table.card(ALICE, "Dog Walker")
    table.cast_face_down(ALICE, walker)
    if turn_up:
        table.mana(ALICE, "Red", "Red")
        table.apply(ALICE, action("TurnFaceUp", {"object_id": walker, "x": 0}))
        table.resolve()
    steps = []
    for _ in range(40):  # every player passes, resolving what triggers, until Alice's turn is over
        if table.game.turn != 2 or table.priority() is None:
            break
        steps.append(str(table.game.phase))
        table.pass_priority()
    return dict(table.obj(tipster).get("counters") or {}), sorted(set(steps))


face_down = counters_at_end_step(turn_up=False)
turned_up = counters_at_end_step(turn_up=True)
verdict(
    not face_down[0] and not turned_up[0] and "End" in face_down[1] and "End" in turned_up[1],
    f"Tunnel Tipster's counters with Dog Walker still face down: {face_down[0]}, with it turned face up: "
    f"{turned_up[0]} (steps passed through: {face_down[1]}, {turned_up[1]})",
)
