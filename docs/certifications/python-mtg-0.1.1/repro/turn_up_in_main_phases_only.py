"""116.2b, 702.168d: turning a face-down permanent face up is offered in main phases only.

A player may turn a face-down permanent face up any time they hold priority (116.2b): in Alice's upkeep, with
{B}{B}, she may turn her disguised Nightdrinker Moroii face up. python-mtg offers no ``turn_face_up`` move
there (nor in her beginning of combat or end step); in her main phase it does.
"""

from _mtg import ALICE, BOB, Table, verdict

offered = {}
for step in ("upkeep", "main", "end"):
    table = Table(
        {ALICE: [("Nightdrinker Moroii", "face down"), ("Forest", "library")], BOB: [("Forest", "library")]},
        step=step,
        mana={ALICE: {"black": 2}},
    )
    offered[step] = bool(table.find("turn_face_up", table.card(ALICE, "Nightdrinker Moroii")))
verdict(offered["main"] and not offered["upkeep"], f"turn_face_up offered, by step: {offered}")
