"""Auras, Equipment and protection (301.5, 303.4, 702.16).

:func:`can_attach` says whether an Aura or Equipment may be attached to an
object: an Aura only to what its enchant ability allows (303.4a), an
Equipment only to a creature (301.5c), neither to itself nor to a permanent
with protection from one of its colours (702.16c, 702.16d). The same test
decides attachments made by effects -- judged on the Aura as it is face up when
it is being turned face up (303.4k) -- and the state-based actions that put
an illegally attached Aura into its owner's graveyard (704.5m) or unattach an
Equipment (704.5n).
"""

from __future__ import annotations

from .characteristics import characteristics, matches
from .objects import GameObject
from .rules import rule
from .state import GameState
from .values import Characteristics

__all__ = ["can_attach", "protected_from"]


@rule("702.16a", "702.16b")
def protected_from(chars: Characteristics, source_chars: Characteristics) -> bool:
    """Whether an object with ``chars`` has protection from a quality ``source_chars``
    has (here: one of its colours)."""
    return any(k.colors & source_chars.colors for k in chars.keywords("protection"))


@rule("303.4a", "303.4k", "301.5c", "702.16c", "702.16d")
def can_attach(
    state: GameState,
    attachment: GameObject,
    host: GameObject,
    *,
    attachment_chars: Characteristics | None = None,
) -> bool:
    """Whether ``attachment`` (an Aura or Equipment with ``attachment_chars``, by
    default its current characteristics) may be attached to the permanent ``host``."""
    if host.object_id == attachment.object_id:
        return False
    chars = attachment_chars if attachment_chars is not None else characteristics(state, attachment)
    host_chars = characteristics(state, host)
    if protected_from(host_chars, chars):
        return False
    if "Aura" in chars.subtypes:
        enchant = chars.keywords("enchant")
        if not enchant:
            return False
        restriction = enchant[0].restriction
        return restriction is None or matches(
            state, restriction, host, host_chars, attachment.controller, attachment, check_zone=False
        )
    if "Equipment" in chars.subtypes:
        return host_chars.is_creature
    return True
