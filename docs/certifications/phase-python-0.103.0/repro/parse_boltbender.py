"""Card parsing: Boltbender's "other spells and/or abilities" becomes spells only.

"When Boltbender is turned face up, you may choose new targets for any number of other spells and/or
abilities." phase's face changes the targets of ``StackSpell`` objects only: with only an ability on the stack
(the trigger of Aurelia's Vindicator) there is nothing it may retarget.
"""

from _phase import effects, face, verdict

change = effects(face("Boltbender")["triggers"], "ChangeTargets")[0]
spells_only = {"type": "StackSpell"} in change["target"].get("filters", ())
verdict(spells_only, f"ChangeTargets applies to {change['target']}")
