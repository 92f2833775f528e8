"""Card parsing: "can't be blocked by creatures that don't have a name" becomes "can't be blocked by
creatures".

Pompous Gadabout: "This creature can't be blocked by creatures that don't have a name." phase's face forbids
every creature to block it: a face-down creature, which has no name, is the same to it as Grizzly Bears.
"""

from _phase import face, parts, verdict

static = face("Pompous Gadabout")["static_abilities"]
blocked_by = [p["CantBeBlockedBy"]["filter"] for p in parts(static) if "CantBeBlockedBy" in p]
verdict(blocked_by and not blocked_by[0].get("properties"), f"can't be blocked by: {blocked_by}")
