"""An engine that speaks protocol 2.0, which a 1.x runner must refuse at the handshake."""

from __future__ import annotations

from _raw import run

run(protocol="2.0")
