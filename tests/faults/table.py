"""Write the fault table of docs/faults.md and tests/faults/caught.json from a full run.

``python -m tests.faults.table`` certifies the clean engine and every fault on the whole
suite (in parallel; a few minutes), then replaces the part of docs/faults.md between the
markers ``<!-- fault-table:begin -->`` and ``<!-- fault-table:end -->`` with the table (each
fault, the rule it breaks, what is wrong and the ids of the scenarios that catch it), and
writes the same catching ids to tests/faults/caught.json, which the quick run of
tests/faults/test_faults.py replays. ``--check`` writes nothing and exits 1 if either file
is not what the run gives. ``--from-record`` runs nothing: it renders the table from
tests/faults/caught.json as it stands (after merging branches that each added faults and their
catching scenarios to the record). ``--only NAME ...`` certifies just those faults on the whole
suite and updates their rows, keeping the others' as recorded (after a change that moves some
faults' catching scenarios, such as new scenarios or a new choice of twin substitutes; the quick
run of tests/faults/test_faults.py names the stale ones). Exit status 2 if the markers are
missing or the clean engine does not run.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Mapping, Sequence

from tests.faults.catalogue import CATALOGUE, Fault
from tests.faults.runner import CAUGHT, REPO, CatalogueRuns, recorded_catchers, run_catalogue

__all__ = ["BEGIN", "DOC", "END", "main", "render_caught", "render_table", "replace_table", "table_in"]

DOC = REPO / "docs" / "faults.md"
BEGIN = "<!-- fault-table:begin -->"
END = "<!-- fault-table:end -->"


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def _caught_cell(fault: Fault, ids: Sequence[str]) -> str:
    if ids:
        return ", ".join(f"`{scenario}`" for scenario in ids)
    if fault.known_uncaught:
        return f"**not caught** (known hole: {_cell(fault.reason)})"
    return "**not caught**"


def render_table(faults: Sequence[Fault], catching: Mapping[str, Sequence[str]]) -> str:
    """The Markdown table (with a one-line count above it) for ``faults``, given the ids of
    the scenarios that catch each one."""
    caught = sum(1 for f in faults if catching.get(f.name))
    lines = [
        f"{len(faults)} faults: {caught} caught, {len(faults) - caught} not caught.",
        "",
        "| Fault | Mechanic | Rule | What is wrong | Caught by (scenario ids) |",
        "| --- | --- | --- | --- | --- |",
    ]
    for fault in faults:
        lines.append(
            f"| `{fault.name}` | {fault.mechanic} | {fault.rule} | {_cell(fault.description)} "
            f"| {_caught_cell(fault, catching.get(fault.name, ()))} |"
        )
    return "\n".join(lines) + "\n"


def render_caught(catching: Mapping[str, Sequence[str]]) -> str:
    """The text of tests/faults/caught.json: each fault's catching scenario ids."""
    return json.dumps({name: list(ids) for name, ids in catching.items()}, indent=2) + "\n"


def table_in(text: str) -> str | None:
    """The generated part of docs/faults.md (between the markers), or None without markers."""
    start, end = text.find(BEGIN), text.find(END)
    if start < 0 or end < start:
        return None
    return text[start + len(BEGIN) : end].strip("\n") + "\n"


def replace_table(text: str, table: str) -> str:
    """``text`` with the part between the markers replaced by ``table``."""
    start, end = text.find(BEGIN), text.find(END)
    if start < 0 or end < start:
        raise ValueError(f"{DOC.name} has no {BEGIN} ... {END} markers")
    return text[: start + len(BEGIN)] + "\n" + table + text[end:]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.faults.table", description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare, don't write; exit 1 if stale")
    parser.add_argument(
        "--from-record",
        action="store_true",
        help="run nothing: render the table from tests/faults/caught.json",
    )
    parser.add_argument(
        "--only", nargs="+", metavar="NAME", help="certify only these faults; keep the others' recorded rows"
    )
    args = parser.parse_args(argv)
    try:
        text = DOC.read_text(encoding="utf-8")
    except OSError as exc:
        print(f"table: cannot read {DOC}: {exc.strerror}", file=sys.stderr)
        return 2
    if table_in(text) is None:
        print(f"table: {DOC} has no {BEGIN} ... {END} markers", file=sys.stderr)
        return 2
    if args.from_record:
        DOC.write_text(replace_table(text, render_table(CATALOGUE, recorded_catchers())), encoding="utf-8")
        print(f"wrote {DOC} from {CAUGHT}")
        return 0
    names = {f.name for f in CATALOGUE}
    unknown = sorted(set(args.only or ()) - names)
    if unknown:
        print(f"table: no such fault: {', '.join(unknown)}", file=sys.stderr)
        return 2
    chosen = [f for f in CATALOGUE if args.only is None or f.name in args.only]
    runs: CatalogueRuns = run_catalogue({f.name: None for f in chosen})
    if runs.control.report is None:
        print(f"table: the clean engine does not run: {runs.control.summary()}", file=sys.stderr)
        return 2
    if runs.control.returncode != 0:
        print(f"table: warning: the clean engine does not pass: {runs.control.summary()}", file=sys.stderr)
    recorded = recorded_catchers() if args.only else {}
    catching = {f.name: runs.catching_ids(f) if f in chosen else recorded.get(f.name, []) for f in CATALOGUE}
    table = render_table(CATALOGUE, catching)
    caught = render_caught(catching)
    print(table.splitlines()[0] + f" ({runs.seconds:.0f} s)")
    if args.check:
        stale = [
            path.name
            for path, found, wanted in (
                (DOC, table_in(text), table),
                (CAUGHT, CAUGHT.read_text(encoding="utf-8") if CAUGHT.exists() else None, caught),
            )
            if found != wanted
        ]
        if stale:
            print(
                f"table: {' and '.join(stale)} out of date; run python -m tests.faults.table", file=sys.stderr
            )
            return 1
        return 0
    DOC.write_text(replace_table(text, table), encoding="utf-8")
    CAUGHT.write_text(caught, encoding="utf-8")
    print(f"wrote {DOC} and {CAUGHT}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
