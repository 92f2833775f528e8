"""Card parsing: Cloudform, Lightform and Rageform never attach themselves to the creature they manifest.

Cloudform: "When this enchantment enters, it becomes an Aura with enchant creature. Manifest the top card of
your library and attach this enchantment to it." (Lightform and Rageform say the same.) phase builds the
enters ability as "becomes an Aura" then "manifest", with no effect attaching the enchantment (no ``Attach``
in any of the three faces it builds); so Cloudform, an Aura attached to nothing, goes to its owner's graveyard
as a state-based action (704.5m) and the manifested card stays alone.
"""

from _phase import ALICE, Table, effects, face, verdict

attaching = {name: bool(effects(face(name), "Attach")) for name in ("Cloudform", "Lightform", "Rageform")}
table = Table(["Cloudform", "Hill Giant"], [])
cloudform, giant = table.card(ALICE, "Cloudform"), table.card(ALICE, "Hill Giant")
table.on_top_of_library(giant)
table.mana(ALICE, "Blue", "Blue", "Colorless")
table.cast(ALICE, cloudform)
table.resolve()  # Cloudform resolves, then its enters ability
manifested = table.obj(giant).get("zone") == "Battlefield" and bool(table.obj(giant).get("face_down"))
where = table.obj(cloudform).get("zone")
verdict(
    not any(attaching.values()) and manifested and table.obj(cloudform).get("attached_to") is None,
    f"an Attach effect in the built faces: {attaching}; Hill Giant manifested: {manifested}; Cloudform is in "
    f"the {where}, attached to {table.obj(cloudform).get('attached_to')}",
)
