"""An engine that answers every request, ``bye`` included, then exits with status 3."""

from __future__ import annotations

import sys

from _raw import run

run()
sys.stderr.write("raw engine: could not save its state\n")
sys.exit(3)
