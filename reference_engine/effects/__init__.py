"""The effect interpreter: what each op of the ability language does (608.2c).

Each op in :data:`reference_engine.cards.OPS` has a function taking a
:class:`Context` (who controls the effect, its source, its legal targets, X,
the trigger event) and the :class:`Effect`. Ops that need a player's choice
(scry, choosing cards, paying for ward) set a pending decision; resolution
continues with the next effect once it is answered. The context remembers,
for the rest of the resolution, the cards looked at, the objects chosen and
the objects moved, so later steps can refer to them ("put one into your hand
and the other into your graveyard", "if you controlled it, return it").
Nested steps (``may``, ``otherwise``, ``then``/``else``) are queued in front
of the remaining steps, so they too may pause for decisions.

Decision kinds asked here: ``choose`` (options: handles, or words such as
``"tap"``/``"untap"``, plus ``"none"`` when choosing nothing more is
allowed), ``may`` (``"yes"``/``"no"``), ``choose_color`` (``W U B R G``),
``choose_targets`` (new targets), ``scry``, ``surveil``, ``pay_ward`` and ``name_card``
(a card name, 201.4).

The interpreter is split by family of effects, one module each: :mod:`.moves`,
:mod:`.library`, :mod:`.face_down`, :mod:`.continuous`, :mod:`.damage`,
:mod:`.permanents`, :mod:`.stack` and :mod:`.flow`; :mod:`.context` holds what they
share and :mod:`.registry` assembles :data:`IMPLEMENTATIONS` and runs steps.
"""

from __future__ import annotations

from .context import Context
from .registry import FAMILIES, IMPLEMENTATIONS, apply_immediately, run, run_steps

__all__ = ["FAMILIES", "IMPLEMENTATIONS", "Context", "apply_immediately", "run", "run_steps"]
