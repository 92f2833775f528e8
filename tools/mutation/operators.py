"""Mutant generation: small, single changes to a Python source file, found on its AST.

Each :class:`Mutant` replaces one span of the source text (an expression or a statement)
with new text, leaving every other byte of the file as it was. The operators:

``compare``
    a comparison operator flipped to its negation (``==``/``!=``, ``<``/``>=``, ``in``/``not in``,
    ``is``/``is not``), and ``<``, ``<=``, ``>``, ``>=`` moved across the boundary (``<``/``<=``).
``negate``
    a condition (of ``if``, ``elif``, a conditional expression or a comprehension filter) that
    is not itself a comparison or a ``not`` replaced by its negation; ``not x`` replaced by ``x``.
``boolop``
    ``and`` and ``or`` swapped.
``constant``
    an integer ``n`` replaced by ``n + 1``, ``True``/``False`` swapped, a string ``s`` replaced
    by ``"XX" + s + "XX"``.
``arith``
    binary ``+`` and ``-`` swapped.
``return``
    ``return x`` replaced by ``return None`` (unless ``x`` is a constant: ``constant`` changes it).
``remove``
    a statement in a function body (an assignment, an expression, ``raise``, ``if``, ``for``,
    ``continue``, ``break``) replaced by ``pass``.

Left alone, as changes the suite could not (or should not) observe or that only break the
import: docstrings, imports, ``if TYPE_CHECKING:`` blocks, ``__all__``, decorators,
annotations, f-strings, the arguments of ``raise`` (error message text), module-level
statements (removing one fails the import) and keyword arguments named ``prompt`` (text shown
to a player). A mutant whose source does not compile, or compiles to the same AST as the
original, is dropped, and of several mutants giving the same source only the first is kept.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

__all__ = ["Mutant", "generate", "iter_lines", "mutants_of"]

#: Comparison operator -> the operators it is mutated to (negation first, then boundary shift).
_COMPARE: dict[type[ast.cmpop], tuple[type[ast.cmpop], ...]] = {
    ast.Eq: (ast.NotEq,),
    ast.NotEq: (ast.Eq,),
    ast.Lt: (ast.GtE, ast.LtE),
    ast.LtE: (ast.Gt, ast.Lt),
    ast.Gt: (ast.LtE, ast.GtE),
    ast.GtE: (ast.Lt, ast.Gt),
    ast.In: (ast.NotIn,),
    ast.NotIn: (ast.In,),
    ast.Is: (ast.IsNot,),
    ast.IsNot: (ast.Is,),
}

#: Statements the ``remove`` operator replaces by ``pass``.
_REMOVABLE = (
    ast.Assign,
    ast.AugAssign,
    ast.AnnAssign,
    ast.Expr,
    ast.Raise,
    ast.If,
    ast.For,
    ast.Continue,
    ast.Break,
    ast.Delete,
)

#: Keyword arguments whose string values are text for people, not data.
_TEXT_KEYWORDS = frozenset({"prompt"})

_SHOWN = 90


@dataclass(frozen=True)
class Mutant:
    """One mutation of one file.

    ``path`` is the file (relative to the repository root, ``/``-separated); ``line`` and
    ``end_line`` the 1-based lines of the replaced span; ``start`` and ``end`` its byte offsets in
    the file; ``replacement`` the text put there; ``operator`` the operator's name;
    ``original`` and ``mutated`` one-line renderings of the span before and after, for people.
    ``number`` is its position among all mutants of one run (1-based), its id.
    """

    number: int
    path: str
    line: int
    end_line: int
    start: int
    end: int
    replacement: str
    operator: str
    original: str
    mutated: str

    def apply(self, source: bytes) -> bytes:
        """The file's bytes with this mutation applied."""
        return source[: self.start] + self.replacement.encode() + source[self.end :]

    @property
    def where(self) -> str:
        """``path:line``."""
        return f"{self.path}:{self.line}"

    def describe(self) -> str:
        """``original -> mutated``, each shortened to one line."""
        return f"{self.original} -> {self.mutated}"


@dataclass(frozen=True)
class _Edit:
    node: ast.AST
    replacement: str
    operator: str
    shown: str


def _shorten(text: str) -> str:
    one = " ".join(text.split())
    return one if len(one) <= _SHOWN else one[: _SHOWN - 3] + "..."


def _paren(node: ast.expr) -> str:
    """``node`` as source text, in parentheses unless it is atomic (safe in any expression slot)."""
    text = ast.unparse(node)
    if isinstance(node, (ast.Name, ast.Constant, ast.Attribute, ast.Call, ast.Subscript)):
        return text
    return f"({text})"


def _is_docstring(stmt: ast.stmt, body: list[ast.stmt]) -> bool:
    return (
        body
        and stmt is body[0]
        and isinstance(stmt, ast.Expr)
        and isinstance(stmt.value, ast.Constant)
        and isinstance(stmt.value.value, str)
    ) is True


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _is_dunder_all(node: ast.stmt) -> bool:
    targets: list[ast.expr] = []
    if isinstance(node, ast.Assign):
        targets = node.targets
    elif isinstance(node, (ast.AnnAssign, ast.AugAssign)):
        targets = [node.target]
    return any(isinstance(t, ast.Name) and t.id == "__all__" for t in targets)


class _Finder:
    """Walks a module and yields the edits of every operator, in source order per node."""

    def __init__(self) -> None:
        self.edits: list[_Edit] = []

    # ------------------------------------------------------------------ statements

    def module(self, tree: ast.Module) -> None:
        for stmt in tree.body:
            self.statement(stmt, tree.body, in_function=False)

    def body(self, stmts: list[ast.stmt], in_function: bool) -> None:
        for stmt in stmts:
            self.statement(stmt, stmts, in_function)

    def statement(self, stmt: ast.stmt, body: list[ast.stmt], in_function: bool) -> None:
        if _is_docstring(stmt, body) or isinstance(stmt, (ast.Import, ast.ImportFrom, ast.Pass)):
            return
        if isinstance(stmt, ast.If) and _is_type_checking(stmt):
            return
        if _is_dunder_all(stmt):
            return
        if (
            in_function
            and isinstance(stmt, _REMOVABLE)
            and not (isinstance(stmt, ast.AnnAssign) and stmt.value is None)
        ):
            self.edits.append(_Edit(stmt, "pass", "remove", "pass"))
        if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)):
            for default in (*stmt.args.defaults, *(d for d in stmt.args.kw_defaults if d is not None)):
                self.expression(default)
            self.body(stmt.body, in_function=True)
        elif isinstance(stmt, ast.ClassDef):
            self.body(stmt.body, in_function=in_function)
        elif isinstance(stmt, ast.Return):
            if stmt.value is None:
                return
            if not isinstance(stmt.value, ast.Constant):  # a constant is changed by ``constant`` instead
                self.edits.append(_Edit(stmt, "return None", "return", "return None"))
            self.expression(stmt.value)
        elif isinstance(stmt, ast.Raise):
            return  # the exception type and message: messages are text, the type is fixed by the contract
        elif isinstance(stmt, (ast.If, ast.While)):
            self.condition(stmt.test)
            self.body(stmt.body, in_function)
            self.body(stmt.orelse, in_function)
        elif isinstance(stmt, (ast.For, ast.AsyncFor)):
            self.expression(stmt.iter)
            self.body(stmt.body, in_function)
            self.body(stmt.orelse, in_function)
        elif isinstance(stmt, (ast.With, ast.AsyncWith)):
            for item in stmt.items:
                self.expression(item.context_expr)
            self.body(stmt.body, in_function)
        elif isinstance(stmt, ast.Try):
            self.body(stmt.body, in_function)
            for handler in stmt.handlers:
                self.body(handler.body, in_function)
            self.body(stmt.orelse, in_function)
            self.body(stmt.finalbody, in_function)
        elif isinstance(stmt, ast.Assign):
            self.expression(stmt.value)
        elif isinstance(stmt, ast.AnnAssign):
            if stmt.value is not None:
                self.expression(stmt.value)
        elif isinstance(stmt, (ast.AugAssign, ast.Expr)):
            self.expression(stmt.value)

    # ------------------------------------------------------------------ expressions

    def condition(self, test: ast.expr) -> None:
        """A condition: negate it unless another operator already covers its negation."""
        if not isinstance(test, (ast.Compare, ast.UnaryOp)) and not (
            isinstance(test, ast.Constant) and isinstance(test.value, bool)
        ):
            negated = f"not {_paren(test)}"
            self.edits.append(_Edit(test, negated, "negate", negated))
        self.expression(test)

    def expression(self, node: ast.expr) -> None:
        if isinstance(node, ast.JoinedStr):
            return
        if isinstance(node, ast.Compare):
            for i, op in enumerate(node.ops):
                for new in _COMPARE.get(type(op), ()):
                    ops = list(node.ops)
                    ops[i] = new()
                    mutated = ast.Compare(left=node.left, ops=ops, comparators=node.comparators)
                    self.edits.append(_Edit(node, _paren(mutated), "compare", ast.unparse(mutated)))
        elif isinstance(node, ast.BoolOp):
            swapped: ast.boolop = ast.Or() if isinstance(node.op, ast.And) else ast.And()
            mutated_bool = ast.BoolOp(op=swapped, values=node.values)
            self.edits.append(_Edit(node, _paren(mutated_bool), "boolop", ast.unparse(mutated_bool)))
        elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            self.edits.append(_Edit(node, _paren(node.operand), "negate", ast.unparse(node.operand)))
        elif isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Sub)):
            arith: ast.operator = ast.Sub() if isinstance(node.op, ast.Add) else ast.Add()
            mutated_bin = ast.BinOp(left=node.left, op=arith, right=node.right)
            self.edits.append(_Edit(node, _paren(mutated_bin), "arith", ast.unparse(mutated_bin)))
        elif isinstance(node, ast.Constant):
            self.constant(node)
        elif isinstance(node, ast.IfExp):
            self.condition(node.test)
            self.expression(node.body)
            self.expression(node.orelse)
            return
        elif isinstance(node, (ast.ListComp, ast.SetComp, ast.GeneratorExp, ast.DictComp)):
            if isinstance(node, ast.DictComp):
                self.expression(node.key)
                self.expression(node.value)
            else:
                self.expression(node.elt)
            for comp in node.generators:
                self.expression(comp.iter)
                for cond in comp.ifs:
                    self.condition(cond)
            return
        elif isinstance(node, ast.Call):
            self.expression(node.func)
            for arg in node.args:
                self.expression(arg)
            for keyword in node.keywords:
                if keyword.arg in _TEXT_KEYWORDS:
                    continue
                self.expression(keyword.value)
            return
        elif isinstance(node, ast.Lambda):
            self.expression(node.body)
            return
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.expr):
                self.expression(child)

    def constant(self, node: ast.Constant) -> None:
        value = node.value
        if isinstance(value, bool):
            text = repr(not value)
            self.edits.append(_Edit(node, text, "constant", text))
        elif isinstance(value, int):
            text = repr(value + 1)
            self.edits.append(_Edit(node, text, "constant", text))
        elif isinstance(value, str):
            text = repr(f"XX{value}XX")
            self.edits.append(_Edit(node, text, "constant", text))


def _offsets(source: bytes) -> list[int]:
    """Byte offset of the start of each line (index 0 is line 1)."""
    starts = [0]
    for i, byte in enumerate(source):
        if byte == 0x0A:
            starts.append(i + 1)
    return starts


def _span(node: ast.AST, starts: list[int]) -> tuple[int, int]:
    lineno, col = node.lineno, node.col_offset  # type: ignore[attr-defined]
    end_lineno, end_col = node.end_lineno, node.end_col_offset  # type: ignore[attr-defined]
    return starts[lineno - 1] + col, starts[end_lineno - 1] + end_col


def mutants_of(path: str, source: bytes, first_number: int = 1) -> list[Mutant]:
    """Every valid mutant of the file ``path`` whose bytes are ``source``, numbered from
    ``first_number`` in source order."""
    tree = ast.parse(source, filename=path)
    original_dump = ast.dump(tree)
    finder = _Finder()
    finder.module(tree)
    starts = _offsets(source)
    seen: set[bytes] = set()
    found: list[Mutant] = []
    edits = sorted(
        finder.edits,
        key=lambda e: (e.node.lineno, e.node.col_offset),  # type: ignore[attr-defined]
    )
    for edit in edits:
        start, end = _span(edit.node, starts)
        original_text = source[start:end].decode()
        candidate = Mutant(
            number=first_number + len(found),
            path=path,
            line=edit.node.lineno,  # type: ignore[attr-defined]
            end_line=edit.node.end_lineno,  # type: ignore[attr-defined]
            start=start,
            end=end,
            replacement=edit.replacement,
            operator=edit.operator,
            original=_shorten(original_text),
            mutated=_shorten(edit.shown),
        )
        mutated = candidate.apply(source)
        if mutated in seen:
            continue
        try:
            mutated_tree = ast.parse(mutated, filename=path)
            compile(mutated_tree, path, "exec")
        except SyntaxError:
            continue
        if ast.dump(mutated_tree) == original_dump:
            continue
        seen.add(mutated)
        found.append(candidate)
    return found


def generate(root: Path, paths: list[str]) -> list[Mutant]:
    """The mutants of each file in ``paths`` (relative to ``root``), numbered 1.. in that order."""
    found: list[Mutant] = []
    for path in paths:
        found.extend(mutants_of(path, (root / path).read_bytes(), len(found) + 1))
    return found


def iter_lines(mutant: Mutant) -> Iterator[int]:
    """The lines the mutant's span covers."""
    return iter(range(mutant.line, mutant.end_line + 1))
