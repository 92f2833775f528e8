"""Card parsing: Coveted Falcon's "target opponent" is no target, and "you own but don't control" loses its
second half.

"Whenever Coveted Falcon attacks, gain control of target permanent you own but don't control." and "When
Coveted Falcon is turned face up, target opponent gains control of any number of target permanents you
control." phase's face gives control to any opponent (not a target) and lets the attack trigger target any
permanent its controller owns, including one it controls (the Falcon itself).
"""

from _phase import effects, face, verdict

triggers = face("Coveted Falcon")["triggers"]
give = effects(triggers, "GiveControl")[0]
gain = effects(triggers, "GainControl")[0]
owned_only = [p for p in gain["target"].get("properties", ()) if p.get("type") != "Owned"] == []
verdict(
    give["recipient"].get("type") == "Typed" and owned_only,
    f"the turned-face-up trigger gives control to {give['recipient']}; "
    f"the attack trigger targets {gain['target']}",
)
