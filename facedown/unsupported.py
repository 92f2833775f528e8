"""What the harness accepts as ``unsupported`` (docs/adapters.md, "Unsupported").

A scenario is ``unsupported`` for one of three reasons only (:class:`UnsupportedKind`), each
decided before the scenario's first action reaches the engine:

* ``capability`` -- it needs a capability the engine did not declare (the harness checks the
  ``@needs:`` tags before the scenario starts; an adapter may also raise it, naming a capability
  it did not declare);
* ``engine-declared`` -- it uses a card or clause the engine itself declares it does not
  implement (the adapter names the card);
* ``not-encodable`` -- it needs an action or set-up the engine's input cannot encode at all (the
  adapter names the missing element of that input).

Everything else is a ``fail`` (the engine did what the rules forbid, also when the input it lacks
*is* the rule it lacks) or an ``error`` (the adapter could not map an answer). So an
:class:`Unsupported` raised after the scenario's first action was sent to the engine, or without
a kind, or without a subject, is not accepted: it becomes :class:`UnsupportedNotAccepted`, an
adapter error, and the scenario is reported ``error``.

:class:`FirstActionGuard` wraps the adapter under test: its games remember whether an action was
sent, and turn a later :class:`Unsupported` into :class:`UnsupportedNotAccepted`.
:func:`accepted_reason` checks the rest.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from facedown.adapter import (
    Action,
    ActionResult,
    Adapter,
    AdapterError,
    Capability,
    EngineInfo,
    Game,
    GameView,
    Setup,
    Unsupported,
    UnsupportedKind,
)
from facedown.results import UnsupportedReason, first_line

__all__ = [
    "FirstActionGuard",
    "GuardedGame",
    "UnsupportedNotAccepted",
    "accepted_reason",
    "capability_reason",
]


class UnsupportedNotAccepted(AdapterError):
    """An :class:`Unsupported` the harness does not accept as one of the three reasons: raised after
    the scenario's first action reached the engine, without a kind or subject, or naming a
    capability the engine declared. Not an :class:`Unsupported`: the scenario is an ``error``."""


def _said(exc: Unsupported) -> str:
    return first_line(exc.detail or str(exc)) or "(no detail)"


def accepted_reason(exc: Unsupported, info: EngineInfo) -> UnsupportedReason:
    """The reason ``exc`` (raised before the scenario's first action) gives, if the harness accepts
    it; otherwise raise :class:`UnsupportedNotAccepted` saying why not."""
    try:
        kind = UnsupportedKind(exc.kind) if exc.kind is not None else None
    except ValueError:
        kind = None
    if kind is None:
        raise UnsupportedNotAccepted(
            f"Unsupported without a kind ({', '.join(k.value for k in UnsupportedKind)}): {_said(exc)}"
        )
    subject = (exc.subject or "").strip()
    if not subject:
        raise UnsupportedNotAccepted(
            f"Unsupported ({kind.value}) names no subject (the capability, card or input element): "
            f"{_said(exc)}"
        )
    if kind is UnsupportedKind.CAPABILITY:
        declared = {str(c) for c in info.capabilities}
        named = [name.strip() for name in subject.split(",")]
        unknown = [name for name in named if name not in {c.value for c in Capability}]
        if unknown or any(name in declared for name in named):
            raise UnsupportedNotAccepted(
                f"Unsupported (capability) names {subject!r}, which is not a capability the engine "
                f"left undeclared: {_said(exc)}"
            )
    return UnsupportedReason(kind=kind.value, subject=subject, detail=_said(exc))


def capability_reason(missing: Iterable[str]) -> UnsupportedReason:
    """The reason of a scenario whose ``@needs:`` names capabilities the engine did not declare."""
    names = list(missing)
    quoted = ", ".join(f"'{name}'" for name in names)
    what = "capability" if len(names) == 1 else "capabilities"
    return UnsupportedReason(
        kind=UnsupportedKind.CAPABILITY.value,
        subject=", ".join(names),
        detail=f"engine does not declare {what} {quoted}",
    )


class GuardedGame:
    """A :class:`facedown.adapter.Game` that remembers whether an action was sent to the engine.

    Once one was (an :meth:`act` returned an answer), an :class:`Unsupported` from the game is
    raised as :class:`UnsupportedNotAccepted`."""

    def __init__(self, game: Game) -> None:
        self._game = game
        self.acted = False

    def _late(self, exc: Unsupported) -> UnsupportedNotAccepted:
        return UnsupportedNotAccepted(
            f"Unsupported raised after the scenario's first action was sent to the engine: {_said(exc)}"
        )

    def act(self, player: str, action: Action) -> ActionResult:
        try:
            result = self._game.act(player, action)
        except Unsupported as exc:
            if self.acted:
                raise self._late(exc) from exc
            raise
        self.acted = True
        return result

    def observe(self, viewer: str) -> GameView:
        try:
            return self._game.observe(viewer)
        except Unsupported as exc:
            if self.acted:
                raise self._late(exc) from exc
            raise

    def close(self) -> None:
        self._game.close()

    def __getattr__(self, name: str) -> Any:
        return getattr(self._game, name)


class FirstActionGuard:
    """The adapter under test, whose games are :class:`GuardedGame` s. Any other attribute (an
    adapter's optional ``close``, its own helpers) is the adapter's."""

    def __init__(self, adapter: Adapter) -> None:
        self._adapter = adapter

    def info(self) -> EngineInfo:
        return self._adapter.info()

    def new_game(self, setup: Setup) -> GuardedGame:
        return GuardedGame(self._adapter.new_game(setup))

    def __getattr__(self, name: str) -> Any:
        return getattr(self._adapter, name)
