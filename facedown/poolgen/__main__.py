"""``python -m facedown.poolgen import|batteries|percard``: regenerate the pool or the batteries, or write a
certification's per-card results."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from .corpus import CorpusError


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m facedown.poolgen", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    imp = commands.add_parser("import", help="write the card pool from the corpus and the overlays")
    imp.add_argument(
        "--pool", type=Path, help="the pool directory to read overlays from (default: the suite's)"
    )
    imp.add_argument("--out", type=Path, help="write here instead of into the pool directory")
    bat = commands.add_parser("batteries", help="write the printed-card features and catalog atoms")
    bat.add_argument("--pool", type=Path, help="the pool directory (default: the suite's)")
    bat.add_argument("--features", type=Path, help="the features directory to write into")
    bat.add_argument("--catalog", type=Path, help="the generated catalog file to write")
    per = commands.add_parser("percard", help="per-card results of a certification report")
    per.add_argument("report", type=Path, help="a report.json written by facedown certify")
    per.add_argument(
        "--out", type=Path, help="the Markdown file to write (default: cards.md beside the report)"
    )
    args = parser.parse_args(argv)
    try:
        if args.command == "import":
            from . import importer

            result = importer.build(args.pool)
            if args.out is not None and args.pool is not None and args.out != args.pool:
                readme = args.pool / importer.README
                if readme.is_file():
                    args.out.mkdir(parents=True, exist_ok=True)
                    (args.out / importer.README).write_text(
                        readme.read_text(encoding="utf-8"), encoding="utf-8"
                    )
            importer.write(result, args.out or args.pool)
            for line in importer.counts_lines(result):
                print(line)
        elif args.command == "percard":
            from . import percard

            for line in percard.main(args.report, args.out):
                print(line)
        else:
            from . import batteries

            written = batteries.write(args.pool, args.features, args.catalog)
            for line in written:
                print(line)
    except CorpusError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
