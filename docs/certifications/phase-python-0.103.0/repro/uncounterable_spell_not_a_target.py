"""601.2c: a spell that can't be countered is refused as the target of a counterspell.

Akroma, Angel of Fury ("This spell can't be countered.") is cast face up by Alice; Bob casts Cancel ("Counter
target spell."). Akroma is a spell, which is all Cancel's target asks (601.2c): Cancel can target it and
resolves doing nothing to it (the spell can't be countered). phase refuses Cancel with "No legal targets
available" (it gives no target choice either), so Bob cannot cast it.
"""

from _phase import ALICE, BOB, Table, action, verdict


def cancel(spell: str, *mana: str) -> tuple[bool, str | None]:
    """Alice casts ``spell`` face up, then Bob casts Cancel: is it on the stack, and phase's refusal."""
    table = Table([spell], ["Cancel"])
    oid = table.card(ALICE, spell)
    table.mana(ALICE, *mana)
    result = table.cast(ALICE, oid)
    if result.waiting_for.get("type") == "AlternativeCastChoice":  # face up, not face down by morph
        table.apply(ALICE, action("ChooseAlternativeCast", {"choice": {"type": "Normal"}}))
    on_stack = oid in [entry["source_id"] for entry in table.game.stack()]
    table.set_turn(ALICE, priority=BOB)
    table.mana(BOB, "Blue", "Blue", "Colorless")
    return on_stack, table.refused(
        BOB,
        action(
            "CastSpell",
            {
                "object_id": table.card(BOB, "Cancel"),
                "card_id": table.card(BOB, "Cancel"),
                "targets": [],
                "payment_mode": {"type": "Auto"},
            },
        ),
    )


akroma = cancel("Akroma, Angel of Fury", "Red", "Red", "Red", *["Colorless"] * 5)
bears = cancel("Grizzly Bears", "Green", "Colorless")  # the same, with a spell that can be countered
verdict(
    akroma[0] and akroma[1] is not None and bears[0] and bears[1] is None,
    f"Akroma on the stack: {akroma[0]}, phase's answer to Bob casting Cancel: {akroma[1]!r}; "
    f"with Grizzly Bears instead: on the stack {bears[0]}, answer {bears[1]!r}",
)
