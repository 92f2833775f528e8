"""Card parsing: Aurelia's Vindicator's targets lose "and/or creature cards from graveyards".

"When Aurelia's Vindicator is turned face up, exile up to X other target creatures from the battlefield and/or
creature cards from graveyards." phase's face exiles targets that must be creatures on the battlefield: a
creature card in a graveyard can't be chosen.
"""

from _phase import effects, face, verdict

exile = effects(face("Aurelia's Vindicator")["triggers"], "ChangeZone")[0]
zones = [p.get("zone") for p in exile["target"].get("properties", ()) if p.get("type") == "InZone"]
verdict(zones == ["Battlefield"], f"the trigger's target: {exile['target']}")
