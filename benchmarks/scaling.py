"""How certification and collection grow as scenarios are added.

The suite's features are copied 1x, 2x and 4x into a temporary directory (scenario ids of the later
copies rewritten, ``@id:x`` -> ``@id:x-copy2``, so they stay unique) and certified from there with
``facedown certify --features DIR``, in-process and over the protocol; ``pytest --collect-only steps
--features DIR`` is timed too. Growth is reported as each time divided by the 1x time: linear growth
gives 2.0 and 4.0.

    python -m benchmarks.scaling [--copies 1 2 4] [--repeat 1] [--no-protocol]
"""

from __future__ import annotations

import argparse
import shutil
import tempfile
from collections.abc import Sequence
from pathlib import Path

from benchmarks.certify import certify_figures, collection_figures
from benchmarks.common import Figure, print_figures
from benchmarks.common import duplicate_features as duplicate
from facedown.suite import features_dir

__all__ = ["main", "measure"]


def measure(copies: Sequence[int] = (1, 2, 4), repeat: int = 1, protocol: bool = True) -> list[Figure]:
    """Certify and collect the features duplicated ``copies`` times; return every figure and the growth."""
    figures: list[Figure] = []
    base: dict[str, float] = {}
    for n in copies:
        root = Path(tempfile.mkdtemp(prefix=f"facedown-bench-{n}x-"))
        try:
            files = duplicate(features_dir(), root, n)
            label = f" ({n}x features, {files} files)"
            found = certify_figures(protocol=False, repeat=repeat, features=root, label=label)
            if protocol:
                found += certify_figures(protocol=True, repeat=repeat, features=root, label=label)
            found += collection_figures(repeat=repeat, features=root, label=label)
        finally:
            shutil.rmtree(root, ignore_errors=True)
        for figure in found:
            if not figure.name.endswith(("wall time", "CPU time")):
                continue
            figures.append(figure)
            key = figure.name.replace(label, "")
            if n == copies[0]:
                base[key] = figure.value
            elif key in base and base[key] > 0:
                figures.append(
                    Figure(
                        f"{key} growth, {n}x / {copies[0]}x",
                        figure.value / base[key],
                        "x",
                        "linear: " + str(n),
                    )
                )
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--copies", type=int, nargs="+", default=[1, 2, 4])
    parser.add_argument("--repeat", type=int, default=1)
    parser.add_argument("--no-protocol", action="store_true", help="skip certification over the protocol")
    args = parser.parse_args(argv)
    print_figures(
        "Growth with the number of scenarios", measure(args.copies, args.repeat, not args.no_protocol)
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
