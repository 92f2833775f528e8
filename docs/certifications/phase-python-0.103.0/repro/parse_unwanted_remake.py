"""Card parsing: Unwanted Remake's "Its controller manifests dread" makes the caster manifest dread.

"Destroy target creature. Its controller manifests dread." phase's face has a ``ManifestDread`` naming no
player: the spell's controller manifests dread, not the destroyed creature's controller.
"""

from _phase import effects, face, verdict

dread = effects(face("Unwanted Remake")["abilities"], "ManifestDread")[0]
verdict(set(dread) == {"type"}, f"ManifestDread: {dread}")
