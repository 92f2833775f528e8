"""``python -m facedown``: the same as the ``facedown`` command."""

from facedown.cli import main

raise SystemExit(main())
