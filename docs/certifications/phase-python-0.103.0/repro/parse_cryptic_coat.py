"""Card parsing: Cryptic Coat's "then attach Cryptic Coat to it" attaches it to nothing.

"When Cryptic Coat enters, cloak the top card of your library, then attach Cryptic Coat to it." phase's face
attaches the Coat to ``SelfRef`` (itself), not to the cloaked card: the Coat stays unattached.
"""

from _phase import effects, face, verdict

attach = effects(face("Cryptic Coat")["triggers"], "Attach")[0]
verdict(attach["target"] == {"type": "SelfRef"}, f"Attach's target: {attach['target']}")
