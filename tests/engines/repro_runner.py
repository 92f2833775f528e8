"""Run every reproduction script of a certification folder in this one process, and print what each did.

``python tests/engines/repro_runner.py DIR`` runs each ``DIR/*.py`` not starting with ``_`` as ``__main__``
(as ``python DIR/script.py`` would, with ``DIR`` on the import path), one after the other, and prints one JSON
object: script name -> ``[exit status, standard output]``. A script that raises is reported with status 1 and
its traceback. One process per engine: the engine's card data is loaded once, not once per script.
"""

from __future__ import annotations

import contextlib
import io
import json
import runpy
import sys
import traceback
from pathlib import Path


def run_all(folder: Path) -> dict[str, tuple[int, str]]:
    """Run the scripts of ``folder``; their exit status and what they printed, by file name."""
    sys.path.insert(0, str(folder))
    results: dict[str, tuple[int, str]] = {}
    for script in sorted(folder.glob("*.py")):
        if script.name.startswith("_"):
            continue
        out = io.StringIO()
        code = 2  # a script that ends without its verdict
        try:
            with contextlib.redirect_stdout(out):
                runpy.run_path(str(script), run_name="__main__")
        except SystemExit as exc:
            code = exc.code if isinstance(exc.code, int) else 1
        except Exception:
            code = 1
            out.write(traceback.format_exc())
        results[script.name] = (code, out.getvalue())
    return results


if __name__ == "__main__":
    print(json.dumps(run_all(Path(sys.argv[1]).resolve())))
