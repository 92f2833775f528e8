"""Finding and starting the engine to certify.

Two ways to name it:

* ``--engine MODULE:FACTORY`` -- an in-process adapter: the callable ``FACTORY`` of the
  importable module ``MODULE`` returns a :class:`facedown.adapter.Adapter`. ``--engine reference``
  names the suite's own reference engine, wherever it is installed (see :func:`resolve_spec`);
* ``--engine-cmd "CMD ..."`` -- an engine process speaking the wire protocol
  (docs/protocol.md), driven by :mod:`facedown.wire.client`.

Every way this can go wrong ends in :class:`EngineLoadError`, whose message is one line
meant for the user (no traceback): the module does not import, the attribute is missing,
the factory raises, what it returns is not an adapter, the process does not start or does
not answer the handshake, or the engine speaks another major contract version. A process that
started and then failed its ``hello`` raises the subclass :class:`EngineHandshakeError`.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import math
from dataclasses import dataclass

from facedown import suite
from facedown.adapter import CONTRACT_VERSION, Adapter, AdapterFactory, EngineInfo
from facedown.results import first_line

#: The engine used when none is named: the reference engine.
DEFAULT_ENGINE = suite.REFERENCE_ENGINE
#: How the help of an ``--engine`` option names what it takes.
ENGINE_HELP = (
    f"the engine: {suite.REFERENCE_ENGINE!r} for the reference engine, or MODULE:FACTORY, a callable "
    "returning a facedown adapter"
)


class EngineLoadError(Exception):
    """The engine could not be started; the message is one line."""


class EngineHandshakeError(EngineLoadError):
    """An engine process started but its ``hello`` handshake failed (it wrote something else, spoke
    another protocol major version, answered with an error, did not answer in time or died).
    The wire protocol (docs/protocol.md) then reports every scenario ``error``."""


@dataclass(frozen=True, slots=True)
class WireOptions:
    """How an engine process is driven (see :class:`facedown.wire.client.ProcessAdapter`):
    seconds allowed per request, seconds allowed for the handshake after a (re)start, how many
    times a failed process is replaced, and whether every message is checked against the
    protocol's JSON Schemas."""

    timeout_request: float = 10.0
    timeout_start: float = 30.0
    max_restarts: int = 3
    validate: bool = False

    def __post_init__(self) -> None:
        for name in ("timeout_request", "timeout_start"):
            value = getattr(self, name)
            if not math.isfinite(value) or value <= 0:
                raise ValueError(f"{name} must be a positive number of seconds, not {value!r}")
        if self.max_restarts < 0:
            raise ValueError(f"max_restarts must be 0 or more, not {self.max_restarts!r}")


def positive_seconds(text: str) -> float:
    """An option's value of seconds that must be a finite number above 0 (``argparse`` type)."""
    value = _number(text)
    if value <= 0:
        raise argparse.ArgumentTypeError(f"must be a number of seconds above 0, not {text!r}")
    return value


def seconds_or_zero(text: str) -> float:
    """An option's value of seconds that may be 0 (no limit) but not negative (``argparse`` type)."""
    value = _number(text)
    if value < 0:
        raise argparse.ArgumentTypeError(f"must be 0 (no limit) or a number of seconds above 0, not {text!r}")
    return value


def restart_count(text: str) -> int:
    """A number of restarts: a whole number, 0 or more (``argparse`` type)."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"must be a whole number (0 or more), not {text!r}") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"must be 0 or more, not {text!r}")
    return value


def _number(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"must be a number of seconds, not {text!r}") from None
    if not math.isfinite(value):
        raise argparse.ArgumentTypeError(f"must be a finite number of seconds, not {text!r}")
    return value


#: The defaults of the ``--engine-timeout``, ``--engine-start-timeout``, ``--engine-restarts``
#: and ``--validate-wire`` options.
DEFAULT_WIRE_OPTIONS = WireOptions()


@dataclass(frozen=True, slots=True)
class LoadedEngine:
    """A started engine: the adapter, what its :meth:`Adapter.info` said, and how it was named
    (``spec`` for ``--engine``, ``command`` for ``--engine-cmd``; one of them is set)."""

    adapter: Adapter
    info: EngineInfo
    spec: str | None = None
    command: str | None = None

    @property
    def label(self) -> str:
        """How the user named the engine."""
        return self.spec if self.spec is not None else f"command {self.command!r}"


def _describe(exc: BaseException) -> str:
    text = first_line(str(exc))
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__


def resolve_spec(spec: str) -> str:
    """The ``MODULE:FACTORY`` that ``spec`` names: ``reference`` stands for the reference engine
    of this installation (:func:`facedown.suite.reference_engine_spec`); anything else is itself."""
    return suite.reference_engine_spec() if spec.strip() == suite.REFERENCE_ENGINE else spec


def parse_spec(spec: str) -> tuple[str, str]:
    """Split ``MODULE:FACTORY`` (or ``reference``, see :func:`resolve_spec`) into its two parts."""
    module, sep, attribute = resolve_spec(spec).partition(":")
    if not sep or not module.strip() or not attribute.strip():
        raise EngineLoadError(
            f"--engine expects {suite.REFERENCE_ENGINE!r} or MODULE:FACTORY (e.g. my_engine.adapter:create), "
            f"got {spec!r}"
        )
    return module.strip(), attribute.strip()


def _import_hint(module_name: str) -> str:
    """A hint for a module that does not import because it names the reference engine by its
    checkout name in an installation where it is packaged under another."""
    checkout_name = "reference_engine"
    if module_name.split(".")[0] == checkout_name and suite.reference_engine_package() != checkout_name:
        return f" (the reference engine is --engine {suite.REFERENCE_ENGINE})"
    return ""


def load_factory(spec: str) -> AdapterFactory:
    """Import the module of ``spec`` and return its factory (``FACTORY`` may be dotted)."""
    module_name, attribute = parse_spec(spec)
    try:
        target: object = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        reason = first_line(str(exc))
        raise EngineLoadError(
            f"cannot import engine module {module_name!r}: {reason}{_import_hint(module_name)}"
        ) from None
    except (Exception, SystemExit) as exc:
        raise EngineLoadError(f"cannot import engine module {module_name!r}: {_describe(exc)}") from None
    for part in attribute.split("."):
        try:
            target = getattr(target, part)
        except AttributeError:
            raise EngineLoadError(f"engine module {module_name!r} has no attribute {attribute!r}") from None
    if not callable(target):
        raise EngineLoadError(f"engine factory {spec!r} is not callable")
    factory: AdapterFactory = target
    return factory


def _handshake(adapter: object, label: str, call: str = "info()") -> tuple[Adapter, EngineInfo]:
    """Check that ``adapter`` implements the contract, ask for its :class:`EngineInfo` and
    check that it speaks this suite's major contract version. ``call`` names the request in a
    failure's message: ``info()`` for an in-process adapter, ``hello`` over the wire protocol."""
    if not isinstance(adapter, Adapter):
        raise EngineLoadError(
            f"{label} returned a {type(adapter).__name__}, which is not an adapter "
            "(it needs info() and new_game())"
        )
    try:
        info = adapter.info()
    except (Exception, SystemExit) as exc:
        raise EngineLoadError(f"{label}: {call} failed: {_describe(exc)}") from None
    if not isinstance(info, EngineInfo):
        raise EngineLoadError(f"{label}: {call} returned a {type(info).__name__}, not an EngineInfo")
    if info.contract_version.split(".")[0] != CONTRACT_VERSION.split(".")[0]:
        raise EngineLoadError(
            f"engine {info.name!r} speaks contract {info.contract_version}, "
            f"this suite speaks {CONTRACT_VERSION}"
        )
    return adapter, info


def start_engine(spec: str) -> LoadedEngine:
    """Call the factory of ``spec`` once and shake hands with the adapter it returns."""
    factory = load_factory(spec)
    try:
        made = factory()
    except (Exception, SystemExit) as exc:
        raise EngineLoadError(f"engine factory {spec!r} failed: {_describe(exc)}") from None
    adapter, info = _handshake(made, f"engine factory {spec!r}")
    return LoadedEngine(adapter=adapter, info=info, spec=spec)


def start_engine_command(command: str, options: WireOptions | None = None) -> LoadedEngine:
    """Start the engine process ``command`` (a command line, split like a POSIX shell would,
    not run by one) and shake hands with it over the wire protocol."""
    from facedown.wire.client import from_command

    options = options or WireOptions()
    try:
        adapter = from_command(
            command,
            timeout_request=options.timeout_request,
            timeout_start=options.timeout_start,
            max_restarts=options.max_restarts,
            validate=options.validate,
        )
    except ValueError as exc:
        raise EngineLoadError(f"--engine-cmd {command!r}: {first_line(str(exc))}") from None
    label = f"engine command {command!r}"
    try:
        adapter.info()  # starts the process and says hello (the answer is kept)
    except (Exception, SystemExit) as exc:
        with contextlib.suppress(Exception):
            adapter.close()
        if not adapter.started:  # the command could not be run at all
            raise EngineLoadError(f"{label}: {first_line(str(exc))}") from None
        raise EngineHandshakeError(f"{label}: hello failed: {_describe(exc)}") from None
    try:
        checked, info = _handshake(adapter, label, "hello")
    except EngineLoadError as exc:
        with contextlib.suppress(Exception):
            adapter.close()
        raise EngineHandshakeError(str(exc)) from None
    return LoadedEngine(adapter=checked, info=info, command=command)
