"""Probes: short games showing that a fault changes what the engine does.

A probe takes an adapter, plays a few actions through the contract and returns what it
observed as plain JSON values. ``python -m tests.faults.probes NAME`` runs the probe of
fault ``NAME`` on the clean reference engine, then injects the fault and runs it again,
and prints both observations as one JSON object ``{"clean": ..., "faulty": ...}``; a fault
whose injection takes effect gives two different observations.

Faults the suite does not catch must have a probe (otherwise a fault that does nothing
would look like a hole in the suite); others may have one.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence

from facedown import adapter as contract

__all__ = [
    "increase_with_large_reduction",
    "labels_across_a_face_down_cast",
    "main",
    "turn_up_face_down_spell",
]


def _pool(game: contract.Game, player: str) -> str:
    return next(p.mana_pool for p in game.observe(player).players if p.name == player)


def increase_with_large_reduction(adapter: contract.Adapter) -> object:
    """Lodestone Golem ({1} more) and four Dream Chisels ({1} less each) under a face-down
    cast of Dog Walker with {C} in the pool: the total cost is {3} + {1} - {4} = {0}."""
    cards = [
        contract.CardSetup("golem", "Lodestone Golem", "Bob", contract.Zone.BATTLEFIELD),
        contract.CardSetup("walker", "Dog Walker", "Alice", contract.Zone.HAND),
        *(
            contract.CardSetup(f"chisel-{n}", "Dream Chisel", "Alice", contract.Zone.BATTLEFIELD)
            for n in range(4)
        ),
    ]
    game = adapter.new_game(
        contract.Setup(players=("Alice", "Bob"), cards=cards, mana_pools={"Alice": "{C}"})
    )
    try:
        result = game.act("Alice", contract.CastSpell("walker", face_down=contract.FaceDownMethod.DISGUISE))
        return {"result": type(result).__name__, "pool": _pool(game, "Alice")}
    finally:
        game.close()


def labels_across_a_face_down_cast(adapter: contract.Adapter) -> object:
    """The label Bob sees on Alice's face-down Nightdrinker Moroii before and after Alice
    casts Dog Walker face down (CR 708.6: it must not change)."""
    cards = [
        contract.CardSetup(
            "moroii",
            "Nightdrinker Moroii",
            "Alice",
            contract.Zone.BATTLEFIELD,
            face_down=contract.FaceDownMethod.DISGUISE,
        ),
        contract.CardSetup("walker", "Dog Walker", "Alice", contract.Zone.HAND),
    ]
    game = adapter.new_game(
        contract.Setup(players=("Alice", "Bob"), cards=cards, mana_pools={"Alice": "{C}{C}{C}"})
    )
    try:
        before = game.observe("Bob").objects["moroii"].label
        result = game.act("Alice", contract.CastSpell("walker", face_down=contract.FaceDownMethod.DISGUISE))
        after = game.observe("Bob").objects["moroii"].label
        return {"result": type(result).__name__, "before": before, "after": after}
    finally:
        game.close()


def turn_up_face_down_spell(adapter: contract.Adapter) -> object:
    """Alice casts Dog Walker face down with five {R} in her pool (any payment of {3} leaves
    {R}{R} for its disguise cost {R/W}{R/W}), then tries to turn the spell face up (CR 708.7:
    refused)."""
    cards = [contract.CardSetup("walker", "Dog Walker", "Alice", contract.Zone.HAND)]
    game = adapter.new_game(
        contract.Setup(players=("Alice", "Bob"), cards=cards, mana_pools={"Alice": "{R}{R}{R}{R}{R}"})
    )
    try:
        game.act("Alice", contract.CastSpell("walker", face_down=contract.FaceDownMethod.DISGUISE))
        result = game.act("Alice", contract.TurnFaceUp("walker", contract.TurnUpMethod.DISGUISE))
        walker = game.observe("Bob").objects["walker"]
        return {"result": type(result).__name__, "face_down": walker.face_down, "pool": _pool(game, "Alice")}
    finally:
        game.close()


def main(argv: Sequence[str] | None = None) -> int:
    """Run the probe of one fault on the clean engine, then on the faulty one; print both."""
    from reference_engine.adapter import create
    from tests.faults.catalogue import find

    args = list(sys.argv[1:] if argv is None else argv)
    if len(args) != 1:
        print("usage: python -m tests.faults.probes FAULT", file=sys.stderr)
        return 2
    try:
        fault = find(args[0])
    except KeyError as exc:
        print(f"probes: {exc.args[0]}", file=sys.stderr)
        return 2
    if fault.probe is None:
        print(f"probes: fault {fault.name!r} has no probe", file=sys.stderr)
        return 2
    clean = fault.probe(create())
    faulty = fault.probe(fault.inject(create()))
    print(json.dumps({"clean": clean, "faulty": faulty}, sort_keys=True))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
