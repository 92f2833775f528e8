"""``facedown report``: an HTML site and a Markdown summary from ``report.json`` files.

``facedown report REPORT... [--out SITE_DIR] [--edition E] [--markdown FILE] [-q]``

Each ``REPORT`` is a ``report.json`` written by ``facedown certify`` or a directory holding one;
with several, the site compares them side by side (one column per report). Exit status: 0 when
the site (and summary) were written, 2 on bad input (a missing file, invalid JSON, a document that
breaks the report schema, an unknown CR edition, an output path that cannot be written), with a
one-line message on standard error.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from facedown.catalog import DEFAULT_EDITION, EDITIONS, UnknownEditionError
from facedown.files import write_text_atomic

__all__ = ["EXIT_OK", "EXIT_USAGE", "add_report_command", "run"]

EXIT_OK = 0
EXIT_USAGE = 2
DEFAULT_OUT = Path("report-site")
_PROG = "facedown report"


def add_report_command(subparsers: Any) -> None:
    """Add the ``report`` subcommand to ``subparsers`` (its ``func`` default is :func:`run`)."""
    parser = subparsers.add_parser(
        "report",
        help="build an HTML site and a Markdown summary from report.json files",
        description=(
            "Build a static HTML site (no server, no JavaScript needed) from one or more report.json "
            "files written by 'facedown certify'; with several, the engines are compared side by side. "
            "Exit status: 0 on success, 2 on bad input."
        ),
    )
    parser.add_argument(
        "reports",
        nargs="+",
        type=Path,
        metavar="REPORT",
        help="a report.json file, or a directory holding one",
    )
    parser.add_argument(
        "--out",
        type=Path,
        default=DEFAULT_OUT,
        metavar="SITE_DIR",
        help=f"directory to write the site into (default: ./{DEFAULT_OUT})",
    )
    parser.add_argument(
        "--edition",
        metavar="E",
        help=(
            f"CR edition for rule numbers: {', '.join(EDITIONS)} (default: the first report's edition "
            f"when the catalog knows it, else {DEFAULT_EDITION})"
        ),
    )
    parser.add_argument(
        "--markdown",
        metavar="FILE",
        help="also write a compact Markdown summary to FILE ('-' for standard output)",
    )
    parser.add_argument(
        "-q",
        "--quiet",
        action="store_true",
        help="print nothing but errors (and the Markdown asked for with '-')",
    )
    parser.set_defaults(func=run)


def _error(message: str) -> int:
    print(f"{_PROG}: {message}", file=sys.stderr)
    return EXIT_USAGE


def run(args: argparse.Namespace) -> int:
    """Run ``facedown report`` with parsed ``args``; return the exit status."""
    from facedown.htmlreport.load import ReportInputError, load_reports
    from facedown.htmlreport.markdown import render_markdown
    from facedown.htmlreport.model import build_overview
    from facedown.htmlreport.site import write_site

    out: Path = args.out
    if out.exists() and not out.is_dir():
        return _error(f"{out}: exists and is not a directory")
    try:
        reports = load_reports(list(args.reports))
        overview = build_overview(reports, edition=args.edition)
    except ReportInputError as exc:
        return _error(str(exc))
    except UnknownEditionError as exc:
        return _error(str(exc))

    markdown = render_markdown(overview) if args.markdown is not None else None
    to_stdout = args.markdown == "-"
    try:
        written = write_site(overview, out)
        if markdown is not None and not to_stdout:
            write_text_atomic(Path(args.markdown), markdown)
    except OSError as exc:
        where = exc.filename if exc.filename is not None else out
        return _error(f"{where}: cannot write ({exc.strerror or exc})")
    if markdown is not None and to_stdout:
        sys.stdout.write(markdown)
    if getattr(args, "quiet", False):
        return EXIT_OK
    notice = sys.stderr if to_stdout else sys.stdout
    print(f"{_PROG}: wrote {written[0]} ({len(written) - 1} more files)", file=notice)
    if markdown is not None and not to_stdout:
        print(f"{_PROG}: wrote {args.markdown}", file=notice)
    return EXIT_OK


def main(argv: list[str] | None = None) -> int:
    """Run ``facedown report`` on its own (``python -m facedown.htmlreport.cli``)."""
    parser = argparse.ArgumentParser(prog="facedown")
    subparsers = parser.add_subparsers(dest="command", required=True)
    add_report_command(subparsers)
    args = parser.parse_args(["report", *(sys.argv[1:] if argv is None else argv)])
    code: int = args.func(args)
    return code


if __name__ == "__main__":
    sys.exit(main())
