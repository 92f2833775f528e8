"""Tools for injecting a fault into the reference engine, in the current process only.

A fault is injected by :func:`replace` (swap one function or method of the engine for a
wrong one) or by :func:`wrap_views` (rewrite what :meth:`Game.observe` returns). Both
change global state, so they are only ever called in a process started for one faulty
engine (see :mod:`tests.faults.engines`), never in the test process itself.
"""

from __future__ import annotations

import importlib
import pkgutil
import sys
from collections.abc import Callable
from types import ModuleType
from typing import Any

import reference_engine
from facedown import adapter as contract

__all__ = ["FaultInjectionError", "engine_modules", "replace", "require", "wrap_views"]


class FaultInjectionError(RuntimeError):
    """A fault could not be injected (the engine no longer has what the fault patches)."""


def engine_modules() -> list[ModuleType]:
    """Every module of the reference engine, imported now so that none is missed."""
    for info in pkgutil.walk_packages(reference_engine.__path__, "reference_engine."):
        importlib.import_module(info.name)
    return [
        module
        for name, module in sorted(sys.modules.items())
        if module is not None and (name == "reference_engine" or name.startswith("reference_engine."))
    ]


def require(owner: ModuleType | type, *names: str) -> None:
    """Check, when a fault is injected, that ``owner`` still has the attributes the faulty
    code will use; raise :class:`FaultInjectionError` naming the first one missing."""
    for name in names:
        if not hasattr(owner, name):
            raise FaultInjectionError(
                f"{owner.__name__} has no attribute {name!r}: the engine changed, update the fault"
            )


def replace(owner: ModuleType | type, name: str, replacement: Any) -> Any:
    """Replace the attribute ``name`` of the module or class ``owner`` by ``replacement`` and
    return the original.

    For a module attribute, every engine module that imported the original by name
    (``from reference_engine.x import f``) gets the replacement too, so the whole engine
    calls the wrong version. Raises :class:`FaultInjectionError` if ``owner`` has no such
    attribute (the engine changed and the fault must follow).
    """
    if name not in vars(owner):
        raise FaultInjectionError(
            f"{owner.__name__} has no attribute {name!r}: the engine changed, update the fault"
        )
    original = getattr(owner, name)
    setattr(owner, name, replacement)
    if isinstance(owner, ModuleType):
        for module in engine_modules():
            for attribute, value in list(vars(module).items()):
                if value is original:
                    setattr(module, attribute, replacement)
    return original


class _ViewedGame:
    """A game whose views pass through ``transform``."""

    def __init__(self, game: contract.Game, transform: Callable[[contract.GameView], contract.GameView]):
        self._game = game
        self._transform = transform

    def act(self, player: str, action: contract.Action) -> contract.ActionResult:
        return self._game.act(player, action)

    def observe(self, viewer: str) -> contract.GameView:
        return self._transform(self._game.observe(viewer))

    def close(self) -> None:
        self._game.close()


class _ViewedAdapter:
    """An adapter whose games' views pass through ``transform``."""

    def __init__(
        self, adapter: contract.Adapter, transform: Callable[[contract.GameView], contract.GameView]
    ) -> None:
        self._adapter = adapter
        self._transform = transform

    def info(self) -> contract.EngineInfo:
        return self._adapter.info()

    def new_game(self, setup: contract.Setup) -> contract.Game:
        return _ViewedGame(self._adapter.new_game(setup), self._transform)


def wrap_views(
    adapter: contract.Adapter, transform: Callable[[contract.GameView], contract.GameView]
) -> contract.Adapter:
    """``adapter``, except that every view its games return is rewritten by ``transform``
    (for faults in what a player is shown rather than in the rules)."""
    return _ViewedAdapter(adapter, transform)
