"""``facedown rules``: list the atom catalog.

Text output has one line per atom (ID, its rule number in the chosen CR edition, summary), grouped by
mechanic. ``--json`` prints a list of objects with every field of each atom, including the rule numbers of
every edition.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from typing import TextIO

from facedown.catalog import (
    DEFAULT_EDITION,
    EDITIONS,
    KINDS,
    MECHANICS,
    Atom,
    CatalogError,
    load_catalog,
)

__all__ = ["add_rules_command", "format_text", "main", "run_rules"]

_PROG = "facedown rules"

#: Shown in the rule-number column when the atom's rule doesn't exist in the chosen edition.
ABSENT = "absent"
#: Shown in the rule-number column when the atom cites no CR rule.
NO_RULE = "-"


def add_rules_command(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the ``rules`` sub-command to ``subparsers``; its ``func`` default is :func:`run_rules`."""
    parser = subparsers.add_parser(
        "rules",
        help="list the rule atoms the suite covers",
        description=(
            "List the catalog of atoms (testable statements from the Comprehensive Rules, rulings and "
            "card texts), grouped by mechanic, with each atom's rule number in the chosen CR edition."
        ),
    )
    parser.add_argument("--json", action="store_true", help="print a JSON list with every field of each atom")
    parser.add_argument(
        "--edition",
        default=DEFAULT_EDITION,
        metavar="E",
        help=f"CR edition for rule numbers: {', '.join(EDITIONS)} (default {DEFAULT_EDITION})",
    )
    parser.add_argument("--kind", metavar="K", help=f"only atoms of this kind: {', '.join(KINDS)}")
    parser.add_argument(
        "--mechanic", metavar="M", help=f"only atoms of this mechanic: {', '.join(MECHANICS)}"
    )
    parser.set_defaults(func=run_rules)


def _column(atom: Atom, edition: str) -> str:
    numbers = atom.rule_numbers(edition)
    if numbers is None:
        return ABSENT
    return numbers[0] if numbers else NO_RULE


def format_text(atoms: Sequence[Atom], edition: str) -> str:
    """The text listing of ``atoms``: a heading per mechanic (in index order), then one line per atom."""
    if not atoms:
        return ""
    id_width = max(len(a.id) for a in atoms)
    rule_width = max(len(_column(a, edition)) for a in atoms)
    lines: list[str] = []
    for mechanic in MECHANICS:
        group = [a for a in atoms if a.mechanic == mechanic]
        if not group:
            continue
        if lines:
            lines.append("")
        lines.append(f"{mechanic} ({len(group)})")
        lines.extend(
            f"  {a.id:<{id_width}}  {_column(a, edition):<{rule_width}}  {a.summary}".rstrip() for a in group
        )
    return "\n".join(lines) + "\n"


def _fail(err: TextIO, message: str) -> int:
    err.write(f"{_PROG}: {message}\n")
    return 2


def _write(out: TextIO, text: str) -> int:
    try:
        out.write(text)
        out.flush()
    except BrokenPipeError:  # the reader (e.g. `head`) stopped early: not an error
        devnull = os.open(os.devnull, os.O_WRONLY)
        try:
            os.dup2(devnull, out.fileno())
        except (OSError, ValueError):
            pass
        finally:
            os.close(devnull)
    return 0


def run_rules(args: argparse.Namespace) -> int:
    """Print the catalog as asked by ``args`` (from :func:`add_rules_command`); return the exit code.

    Exit 2 with a one-line message for an unknown edition, kind or mechanic; exit 1 if the catalog data is
    malformed.
    """
    out, err = sys.stdout, sys.stderr
    edition: str = args.edition
    kind: str | None = args.kind
    mechanic: str | None = args.mechanic
    if edition not in EDITIONS:
        return _fail(err, f"unknown edition {edition!r}; known editions: {', '.join(EDITIONS)}")
    if kind is not None and kind not in KINDS:
        return _fail(err, f"unknown kind {kind!r}; known kinds: {', '.join(KINDS)}")
    if mechanic is not None and mechanic not in MECHANICS:
        return _fail(err, f"unknown mechanic {mechanic!r}; known mechanics: {', '.join(MECHANICS)}")
    try:
        catalog = load_catalog()
    except CatalogError as exc:
        err.write(f"{_PROG}: the atom catalog is malformed: {exc}\n")
        return 1
    atoms = catalog.select(kind=kind, mechanic=mechanic)
    if args.json:
        listing = json.dumps([a.to_json(edition) for a in atoms], indent=2, ensure_ascii=False)
        return _write(out, listing + "\n")
    return _write(out, format_text(atoms, edition))


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``rules`` on its own (``python -m facedown.catalog.cli [options]``)."""
    parser = argparse.ArgumentParser(prog="facedown")
    subparsers = parser.add_subparsers(dest="command", required=True)
    add_rules_command(subparsers)
    args = parser.parse_args(["rules", *(sys.argv[1:] if argv is None else argv)])
    code: int = args.func(args)
    return code


if __name__ == "__main__":
    sys.exit(main())
