"""An engine that reads its requests and never answers one (not even ``hello``)."""

from __future__ import annotations

import sys

for _line in sys.stdin:
    pass
