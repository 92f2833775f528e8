"""An engine that greets on standard output before the protocol starts (a banner line that is
not JSON): the runner must fail its handshake and report every scenario ``error``."""

from __future__ import annotations

import sys

from _raw import run

sys.stdout.write("raw engine 1.0 ready\n")
sys.stdout.flush()
run()
