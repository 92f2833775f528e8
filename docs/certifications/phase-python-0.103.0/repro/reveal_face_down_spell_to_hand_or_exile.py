"""708.9: a face-down spell that leaves the stack for its owner's hand or for exile is not revealed.

Alice casts Dog Walker face down with disguise; Bob answers with Remand ("Counter target spell. If that spell
is countered this way, put it into its owner's hand instead of into that player's graveyard. Draw a card.") or
with Dissipate ("Counter target spell. If that spell is countered this way, exile it instead of putting it
into its owner's graveyard."). A face-down spell leaving the stack is revealed to every player (708.9). phase
moves Dog Walker to the hand or to exile and reports no ``CardsRevealed`` (as for Cancel,
reveal_face_down_spell_countered.py).
"""

from _phase import ALICE, BOB, Table, verdict


def counter_with(name: str, *mana: str) -> tuple[str, bool]:
    """Where Dog Walker goes when Bob's ``name`` counters the face-down spell; whether phase revealed it."""
    table = Table(["Dog Walker"], [name, "Island"])
    walker = table.card(ALICE, "Dog Walker")
    table.on_top_of_library(table.card(BOB, "Island"))
    table.cast_face_down(ALICE, walker, resolve=False)
    table.pass_priority()  # Alice passes; Bob holds priority with the face-down spell on the stack
    table.mana(BOB, *mana)
    table.events.clear()
    table.cast(BOB, table.card(BOB, name))  # its only legal target: phase chooses it
    table.resolve()
    return str(table.obj(walker).get("zone")), "CardsRevealed" in table.kinds()


remand = counter_with("Remand", "Blue", "Colorless")
dissipate = counter_with("Dissipate", "Blue", "Blue", "Colorless")
verdict(
    remand == ("Hand", False) or dissipate == ("Exile", False),
    f"Remand: Dog Walker went to the {remand[0]}, revealed: {remand[1]}; Dissipate: it went to the "
    f"{dissipate[0]}, revealed: {dissipate[1]}",
)
