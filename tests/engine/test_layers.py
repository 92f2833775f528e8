"""The reference engine's modules form layers, and imports point down.

:data:`LAYERS` is the layer map: the layers from the bottom up, each with its
modules in order. A module may import any module of a lower layer, and in its
own layer only the modules listed before it, so the imports can form no circle.
No import may sit inside a function or class (where it could hide an upward
call), only the adapter may import the suite (``facedown``), and imports
between engine modules are relative. docs/engine.md shows the same map.
"""

from __future__ import annotations

import ast
import dataclasses
import functools
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

import reference_engine
from reference_engine.state import Ports

ENGINE = Path(reference_engine.__file__).parent
DOC = Path(__file__).resolve().parents[2] / "docs" / "engine.md"

#: The layers, bottom up: (name, modules in order). Module names are relative to the
#: package (``effects.moves`` is reference_engine/effects/moves.py, ``effects`` its __init__.py).
LAYERS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("vocabulary", ("__init__", "rules", "enums", "errors", "mana", "cards")),
    ("model", ("values", "objects", "state", "priority")),
    (
        "derived values",
        (
            "face_down_values",
            "characteristics",
            "amounts",
            "attachments",
            "costs",
            "targets",
            "keywords",
            "keywords.disguise",
            "keywords.morph",
            "keywords.ward",
        ),
    ),
    (
        "game actions",
        (
            "triggers",
            "visibility",
            "changes",
            "battles",
            "control",
            "payment",
            "zones",
            "attractions",
            "face_down",
            "stack",
        ),
    ),
    (
        "effect interpreter",
        (
            "effects.context",
            "effects.moves",
            "effects.library",
            "effects.face_down",
            "effects.continuous",
            "effects.damage",
            "effects.permanents",
            "effects.stack",
            "effects.flow",
            "effects.registry",
            "effects",
        ),
    ),
    (
        "procedures",
        ("resolution", "casting", "special_actions", "planechase", "offers", "combat", "sba", "setup"),
    ),
    ("turn", ("turn",)),
    ("face", ("view", "game", "adapter")),
)

#: The one module that may import the suite: it maps the engine to the adapter contract.
SUITE_IMPORTER = "adapter"

RANK = {module: rank for rank, module in enumerate(m for _layer, modules in LAYERS for m in modules)}
LAYER_OF = {module: layer for layer, modules in LAYERS for module in modules}


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ENGINE).with_suffix("").parts)
    if parts[-1] == "__init__" and len(parts) > 1:
        parts.pop()
    return ".".join(parts)


@functools.cache
def _modules() -> dict[str, Path]:
    return {_module_name(path): path for path in sorted(ENGINE.rglob("*.py"))}


@functools.cache
def _tree(module: str) -> ast.Module:
    return ast.parse(_modules()[module].read_text(encoding="utf-8"))


def _package_of(module: str, path: Path) -> list[str]:
    parts = module.split(".") if module != "__init__" else []
    return parts if path.name == "__init__.py" else parts[:-1]


def _imported(module: str, path: Path, tree: ast.Module, known: set[str]) -> Iterator[tuple[int, str]]:
    """(line, engine module) for every engine module ``tree`` imports, wherever the import is."""
    package = _package_of(module, path)
    for node in ast.walk(tree):
        if not isinstance(node, ast.ImportFrom) or node.level == 0:
            continue
        base = package[: len(package) - (node.level - 1)] if node.level > 1 else package
        stem = [*base, *(node.module.split(".") if node.module else [])]
        target = ".".join(stem) or "__init__"
        for alias in node.names:
            sub = ".".join([*stem, alias.name])
            if sub in known:
                yield node.lineno, sub  # a module: ``from . import zones``
            elif target in known:
                yield node.lineno, target  # a name of a module: ``from .zones import move``


def _nested_imports(tree: ast.Module) -> Iterator[int]:
    """Lines of import statements inside a function, class or lambda."""
    scopes = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)
    for scope in ast.walk(tree):
        if isinstance(scope, scopes):
            for node in ast.walk(scope):
                if isinstance(node, (ast.Import, ast.ImportFrom)):
                    yield node.lineno


def test_every_module_has_one_place_in_the_layer_map() -> None:
    listed = [m for _layer, modules in LAYERS for m in modules]
    assert len(listed) == len(set(listed)), "a module is listed twice"
    assert sorted(listed) == sorted(_modules()), "the layer map and reference_engine/ list different modules"


@pytest.mark.parametrize("module", sorted(_modules()))
def test_imports_point_down(module: str) -> None:
    path = _modules()[module]
    tree = _tree(module)
    known = set(_modules())
    upward = [
        f"line {line}: {module} ({LAYER_OF[module]}) imports {target} ({LAYER_OF[target]})"
        for line, target in _imported(module, path, tree, known)
        if RANK[target] >= RANK[module]
    ]
    assert not upward, "an import points up or sideways in the layer map:\n" + "\n".join(upward)


@pytest.mark.parametrize("module", sorted(_modules()))
def test_no_import_inside_a_function(module: str) -> None:
    tree = _tree(module)
    lines = sorted(set(_nested_imports(tree)))
    assert not lines, f"{module}: imports inside a function or class at lines {lines}"


@pytest.mark.parametrize("module", sorted(_modules()))
def test_imports_are_relative_and_only_the_adapter_knows_the_suite(module: str) -> None:
    tree = _tree(module)
    absolute: list[str] = []
    for node in ast.walk(tree):
        names = (
            [node.module or ""]
            if isinstance(node, ast.ImportFrom) and node.level == 0
            else [a.name for a in node.names]
            if isinstance(node, ast.Import)
            else []
        )
        absolute += [n for n in names if n.split(".")[0] in ("reference_engine", "facedown")]
    allowed = {"facedown"} if module == SUITE_IMPORTER else set()
    wrong = [n for n in absolute if n.split(".")[0] not in allowed]
    assert not wrong, (
        f"{module} imports {wrong}: engine imports are relative, only the adapter imports facedown"
    )


def test_the_layer_map_in_docs_engine_md_is_this_one() -> None:
    text = DOC.read_text(encoding="utf-8")
    documented: dict[str, list[str]] = {}
    for line in text.splitlines():
        match = re.match(r"^\| (\d) ([a-z ]+?) \| (.+?) \|", line)
        if match:
            documented[match.group(2)] = re.findall(r"`([a-z_.]+)`", match.group(3))
    expected = {layer: [m for m in modules if m != "__init__"] for layer, modules in LAYERS}
    assert documented == expected, "docs/engine.md's layer table differs from LAYERS"


def test_docs_engine_md_lists_every_port() -> None:
    text = DOC.read_text(encoding="utf-8")
    documented = re.findall(r"^\| `([a-z_]+)\(", text, flags=re.MULTILINE)
    assert documented == [f.name for f in dataclasses.fields(Ports)]
