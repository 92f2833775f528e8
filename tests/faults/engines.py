"""Engine factory for the fault catalogue: ``--engine tests.faults.engines:create``.

:func:`create` builds the reference engine's adapter and injects the fault named by the
environment variable ``FACEDOWN_FAULT`` (see :mod:`tests.faults.catalogue`). Without the
variable (or with it empty) the reference engine is returned untouched, so the same
factory gives the control run. Run it from the repository root, which must be importable::

    FACEDOWN_FAULT=turn-up-uses-stack python -m facedown certify --engine tests.faults.engines:create

The injection patches the engine of the current process: use one process per fault.
"""

from __future__ import annotations

import os

from facedown import adapter as contract

__all__ = ["FAULT_VARIABLE", "UnknownFault", "create"]

#: The environment variable naming the fault to inject.
FAULT_VARIABLE = "FACEDOWN_FAULT"

_injected: dict[str, contract.Adapter] = {}


class UnknownFault(ValueError):
    """``FACEDOWN_FAULT`` names no fault of the catalogue."""


def create() -> contract.Adapter:
    """The reference adapter with the fault ``$FACEDOWN_FAULT`` injected (none if unset).

    Raises :class:`UnknownFault` (one line, listing the known faults) for an unknown name.
    Calling it again in the same process returns the same faulty adapter rather than
    injecting the fault twice.
    """
    from reference_engine.adapter import create as create_reference
    from tests.faults.catalogue import find

    name = os.environ.get(FAULT_VARIABLE, "").strip()
    if not name:
        return create_reference()
    if name in _injected:
        return _injected[name]
    if _injected:
        running = next(iter(_injected))
        raise RuntimeError(f"{FAULT_VARIABLE}={name}: this process already runs fault {running!r}")
    try:
        fault = find(name)
    except KeyError as exc:
        raise UnknownFault(f"{FAULT_VARIABLE}: {exc.args[0]}") from None
    adapter = fault.inject(create_reference())
    _injected[name] = adapter
    return adapter
