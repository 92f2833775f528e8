"""601.2b, 702.168a: the player cannot choose to cast a card face down when only casting it face up can be
paid.

With {R}{W} in her pool, Alice asks to cast Dog Walker face down with disguise, which costs {3}: the cast
can't be paid and must be refused. phase's ``CastSpell`` names no way of casting; it asks how only when
several ways can be paid, and otherwise takes the one it can: it casts Dog Walker face up for {R}{W}. (The
same the other way round with Panoptic Projektor: asked face up with {0} in the pool, phase casts Dog Walker
face down for {3} less.)
"""

from _phase import ALICE, Table, verdict

table = Table(["Dog Walker"], [])
walker = table.card(ALICE, "Dog Walker")
table.mana(ALICE, "Red", "White")
result = table.cast(ALICE, walker)
asked = result.waiting_for.get("type")
spell = table.obj(walker)
verdict(
    asked not in ("AlternativeCastChoice", "CastingVariantChoice")
    and spell.get("zone") == "Stack"
    and not spell.get("face_down"),
    f"after CastSpell phase waits for {asked}; "
    f"Dog Walker is on the {spell.get('zone')}, face down: {spell.get('face_down')}",
)
