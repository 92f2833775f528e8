"""708.5: what the opponent observes after a face-down cast depends on which card it is.

Alice casts a card face down with disguise for {3} out of {B}{B}{B}{B}{B}. Bob may not know which card it is
(708.5): everything he observes must be the same whatever the card. python-mtg runs on after a move until the
player to move has a real choice: with Nightdrinker Moroii (disguise {B}{B}, which Alice can still pay) the
game stops in Alice's turn, with Lumbering Laundry (disguise {5}, which she can't) it runs on into Bob's turn,
so the turn Bob observes tells him which card Alice cast.
"""

from _mtg import ALICE, BOB, Table, verdict


def turn_after_face_down_cast(name: str) -> tuple[str, str]:
    """Whose turn and which step it is (which every player observes) once Alice cast ``name`` face down."""
    table = Table(
        {ALICE: [(name, "hand"), ("Forest", "library")], BOB: [("Forest", "library"), ("Forest", "library")]},
        mana={ALICE: {"black": 5}},
    )
    (cast,) = table.find("cast_face_down", table.card(ALICE, name))
    table.push(cast)
    return str(table.game.turn), str(table.game.step)  # public: whose turn and which step it is


moroii = turn_after_face_down_cast("Nightdrinker Moroii")
laundry = turn_after_face_down_cast("Lumbering Laundry")
verdict(
    moroii != laundry,
    f"after the face-down cast Bob observes (turn, step) {moroii} with Nightdrinker Moroii and {laundry} "
    "with Lumbering Laundry",
)
