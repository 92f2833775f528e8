"""The compact Markdown summary of ``facedown report --markdown`` (for a CI job page).

It holds: a header line (suite version, CR edition), a table of counts per status for each engine
(scenarios, then atoms, then problems; xfail and xpass when a report was judged with expectations),
the engine's code coverage when a report measured it, the atoms that fail or error with a one-line
reason per engine, where engines differ (several reports only), the problems (errors and warnings),
and the uncovered atoms.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from facedown.htmlreport.model import (
    BAD_STATUSES,
    OUTCOMES,
    STATUS_LABELS,
    AtomView,
    Overview,
)

__all__ = ["render_markdown"]

_SPECIAL = re.compile(r"([\\`*_\[\]<>|#~])")
#: A reason longer than this is cut (the site has the whole message).
_MAX_REASON = 300


def _text(value: str) -> str:
    """``value`` with Markdown's special characters escaped, on one line."""
    return _SPECIAL.sub(r"\\\1", " ".join(value.split()))


def _code(value: str) -> str:
    return "`" + value.replace("`", "'") + "`"


def _cut(value: str) -> str:
    return value if len(value) <= _MAX_REASON else value[: _MAX_REASON - 3] + "..."


def _atom_ref(atom: AtomView) -> str:
    return _code(atom.id) + (f" ({atom.rule})" if atom.rule else "")


def _table(header: list[str], rows: Iterable[list[str]]) -> list[str]:
    lines = ["| " + " | ".join(header) + " |", "|:--" + "|--:" * (len(header) - 1) + "|"]
    lines += ["| " + " | ".join(row) + " |" for row in rows]
    return lines


def render_markdown(overview: Overview) -> str:
    """The Markdown summary of ``overview`` (ends with a newline)."""
    engines = overview.engines
    several = overview.several
    names = [_text(engine.label) for engine in engines]
    lines = ["## facedown conformance report", ""]
    versions = ", ".join(overview.suite_versions)
    header = f"Suite facedown {_text(versions)} · rule numbers from CR {overview.edition}"
    if several:
        header += f" · {len(engines)} engines compared"
    else:
        engine = engines[0]
        how = engine.spec or engine.command
        where = f"{_code(how)}, " if how else ""
        header += f" · engine {names[0]} ({where}CR {_text(engine.cr_edition or 'unknown')})"
    lines += [header, ""]
    if overview.edition_note:
        lines += [f"Note: {_text(overview.edition_note)}", ""]

    judged = overview.judged
    rows: list[list[str]] = [["**Scenarios**", *(f"**{e.scenario_counts['total']}**" for e in engines)]]
    for s in (*overview.scenario_statuses, *(OUTCOMES if judged else ())):
        rows.append([f"{STATUS_LABELS[s]}", *(str(e.scenario_counts[s]) for e in engines)])
        if s == "unsupported":
            rows += [
                [
                    f"unsupported: {kind}",
                    *(
                        str(e.unsupported_kinds[kind]) if e.unsupported_kinds is not None else "–"
                        for e in engines
                    ),
                ]
                for kind in overview.unsupported_kinds
            ]
    rows += [["**Atoms**", *(f"**{e.atom_counts['total']}**" for e in engines)]]
    rows += [
        [f"{STATUS_LABELS[s]}", *(str(e.atom_counts[s]) for e in engines)]
        for s in (*overview.atom_statuses, *(OUTCOMES if judged else ()))
    ]
    rows += [["**Problems**", *(str(len(e.errors)) for e in engines)]]
    if any(e.warnings for e in engines):
        rows += [["warnings", *(str(len(e.warnings)) for e in engines)]]
    lines += _table(["", *names], rows)
    lines.append("")
    for engine in overview.measured:
        code = engine.code
        assert code is not None
        who = f" ({names[engine.index]})" if several else ""
        lines += [
            f"Engine code coverage{who}: **{code.percent:.1f} %** of {_code(code.package)} "
            f"({code.covered} of {code.statements} lines; {code.in_scenarios} run by scenarios, "
            f"{code.unreached} unreached).",
            "",
        ]

    bad = overview.bad_atoms
    lines += [f"### Failing or erroring atoms ({len(bad)})", ""]
    if not bad:
        lines += ["None.", ""]
    for atom in bad:
        reasons = atom.reasons()
        parts = []
        for engine, status, reason in zip(engines, atom.statuses, reasons, strict=True):
            if status not in BAD_STATUSES:
                continue
            who = f" in {names[engine.index]}" if several else ""
            outcome = atom.outcomes[engine.index] if atom.outcomes else ""
            judged_as = f" ({outcome})" if outcome else ""
            parts.append(f"**{STATUS_LABELS[status]}**{judged_as}{who}: {_text(_cut(reason))}")
        lines.append(f"- {_atom_ref(atom)} — " + "; ".join(parts))
    if bad:
        lines.append("")

    if several:
        differing = overview.differing_atoms
        lines += [f"### Where engines differ ({len(differing)} atoms)", ""]
        if not differing:
            lines += ["Every atom and scenario has the same status in every engine.", ""]
        for atom in differing:
            cells = " · ".join(
                f"{name}: {STATUS_LABELS[status]}" for name, status in zip(names, atom.statuses, strict=True)
            )
            extra = ""
            if not atom.differs:
                count = sum(1 for s in atom.scenarios if s.differs)
                extra = f" (same atom status; {count} scenario{'s' if count != 1 else ''} differ)"
            lines.append(f"- {_atom_ref(atom)} — {cells}{extra}")
        if differing:
            lines.append("")

    if overview.problem_count:
        lines += [f"### Problems ({overview.problem_count})", ""]
        for engine in engines:
            for problem in engine.problems:
                who = f"{names[engine.index]}: " if several else ""
                level = "**warning** " if problem.level == "warning" else ""
                lines.append(f"- {level}{who}{_code(problem.where)}: {_text(_cut(problem.message))}")
        lines.append("")

    uncovered = overview.uncovered_atoms
    lines += [f"### Uncovered atoms ({len(uncovered)})", ""]
    if not uncovered:
        lines += ["None: every atom has at least one scenario.", ""]
    else:
        for group in overview.mechanics:
            atoms = [atom for atom in group.atoms if "uncovered" in atom.statuses]
            if atoms:
                ids = ", ".join(_code(atom.id) for atom in atoms)
                lines.append(f"- {_text(group.title)} ({len(atoms)}): {ids}")
        lines.append("")
    if overview.orphans:
        lines += [
            f"{len(overview.orphans)} scenario(s) are tagged with no catalog atom: "
            + ", ".join(_code(s.key) for s in overview.orphans),
            "",
        ]
    return "\n".join(lines).rstrip("\n") + "\n"
