"""JSON Schemas (draft 2020-12) of the wire protocol, derived from the adapter contract.

``facedown/schemas/protocol/`` holds one schema per message
(``<cmd>.request.json``, ``<cmd>.response.json``, ``error.response.json``) and
``types.json``, whose ``$defs`` describe the JSON form of every contract type
(:func:`facedown.adapter.to_json`). The files are generated from
:mod:`facedown.adapter` by this module, so they cannot drift from it::

    python -m facedown.wire.schema --write    # regenerate the files
    python -m facedown.wire.schema --check    # exit 1 if they are out of date

:class:`SchemaSet` loads the files and checks messages against them.
"""

from __future__ import annotations

import argparse
import dataclasses
import enum
import importlib
import inspect
import json
import re
import sys
import types
import typing
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from facedown import adapter as contract
from facedown.wire.protocol import PROTOCOL_VERSION, Command, ErrorKind, parse_version

#: Where the schema files live.
SCHEMA_DIR = Path(__file__).resolve().parent.parent / "schemas" / "protocol"

#: Base of every schema's ``$id``. The address is a name, never fetched: the
#: files reference each other relatively and are resolved locally.
BASE_URI = f"https://facedown.example/schemas/protocol/{parse_version(PROTOCOL_VERSION)[0]}/"

DRAFT = "https://json-schema.org/draft/2020-12/schema"

#: The contract types that have a ``$defs`` entry, in document order.
_ROOTS: tuple[Any, ...] = (
    contract.Setup,
    contract.Action,
    contract.ActionResult,
    contract.GameView,
    contract.Capability,
)
_UNION_NAMES: dict[Any, str] = {contract.Action: "Action", contract.ActionResult: "ActionResult"}
_UNION_DOCS: dict[str, str] = {
    "Action": "One action a player takes; the ``type`` key names which.",
    "ActionResult": "What became of an action: ``Accepted`` or ``Rejected``.",
}


# --------------------------------------------------------------------------- derivation


def _doc(obj: Any) -> str:
    """The first paragraph of ``obj``'s docstring on one line."""
    text = inspect.getdoc(obj) or ""
    first = text.split("\n\n", 1)[0]
    return " ".join(first.split())


def _comments(obj: Any) -> dict[str, str]:
    """Trailing ``# comment`` of each ``name: ...`` or ``NAME = ...`` line of a class's source."""
    out: dict[str, str] = {}
    for line in inspect.getsource(obj).splitlines():
        match = re.match(r"^\s+(\w+)\s*(?::[^#]*|=[^#]*)#\s*(.*)$", line)
        if match:
            out[match.group(1)] = match.group(2).strip()
    return out


class _Builder:
    """Walks the contract types and collects their ``$defs``."""

    def __init__(self) -> None:
        self.defs: dict[str, Any] = {}

    def ref(self, name: str) -> dict[str, Any]:
        return {"$ref": f"#/$defs/{name}"}

    def schema(self, tp: Any) -> dict[str, Any]:
        """The schema of one annotation, adding ``$defs`` for the named types it uses."""
        if tp is Any:
            return {}
        if tp in _UNION_NAMES:
            name = _UNION_NAMES[tp]
            if name not in self.defs:
                self.defs[name] = {}  # reserve the name before recursing
                members = typing.get_args(tp)
                refs = [self.schema(member) for member in members]
                # Dispatch on "type" (rather than oneOf) so that a mistake is reported precisely.
                self.defs[name] = {
                    "description": _UNION_DOCS[name],
                    "type": "object",
                    "properties": {"type": {"enum": [member.__name__ for member in members]}},
                    "required": ["type"],
                    "allOf": [
                        {"if": {"properties": {"type": {"const": member.__name__}}}, "then": ref}
                        for member, ref in zip(members, refs, strict=True)
                    ],
                }
            return self.ref(name)
        origin = typing.get_origin(tp)
        if origin in (typing.Union, types.UnionType):
            options = [self.schema(option) for option in typing.get_args(tp) if option is not type(None)]
            nullable = type(None) in typing.get_args(tp)
            if nullable:
                options.append({"type": "null"})
            if len(options) > 1 and all(list(o) == ["type"] for o in options):
                return {"type": [o["type"] for o in options]}  # e.g. ["integer", "null"]
            return options[0] if len(options) == 1 else {"anyOf": options}
        if origin in (list, tuple, Sequence):
            (item,) = typing.get_args(tp)[:1]
            return {"type": "array", "items": self.schema(item)}
        if origin in (frozenset, set):
            (item,) = typing.get_args(tp)
            return {"type": "array", "items": self.schema(item), "uniqueItems": True}
        if origin in (dict, Mapping):
            _, value = typing.get_args(tp)
            out: dict[str, Any] = {"type": "object"}
            if value is not Any:
                out["additionalProperties"] = self.schema(value)
            return out
        if tp is str:
            return {"type": "string"}
        if tp is bool:
            return {"type": "boolean"}
        if tp is int:
            return {"type": "integer"}
        if isinstance(tp, type) and issubclass(tp, enum.Enum):
            if tp.__name__ not in self.defs:
                self.defs[tp.__name__] = {
                    "description": _doc(tp),
                    "enum": [member.value for member in tp],
                }
            return self.ref(tp.__name__)
        if dataclasses.is_dataclass(tp) and isinstance(tp, type):
            if tp.__name__ not in self.defs:
                self.defs[tp.__name__] = {}
                self.defs[tp.__name__] = self._dataclass(tp)
            return self.ref(tp.__name__)
        raise TypeError(f"no JSON schema for {tp!r}")

    def _dataclass(self, cls: type) -> dict[str, Any]:
        hints = typing.get_type_hints(cls)
        comments = _comments(cls)
        properties: dict[str, Any] = {}
        required: list[str] = []
        if cls in contract._TAGGED:
            properties["type"] = {"const": cls.__name__}
            required.append("type")
        for f in dataclasses.fields(cls):
            prop = self.schema(hints[f.name])
            if f.name in comments:
                prop = {"description": comments[f.name], **prop}
            properties[f.name] = prop
            if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
                required.append(f.name)
        out: dict[str, Any] = {
            "description": _doc(cls),
            "type": "object",
            "properties": properties,
            "required": required,
            "additionalProperties": False,
        }
        if cls is contract.Event:
            out["allOf"] = self._event_data_rules()
        return out

    def _event_data_rules(self) -> list[dict[str, Any]]:
        """Per :class:`~facedown.adapter.EventKind`, the ``data`` keys its comment documents."""
        rules = []
        for kind, (keys, text) in event_data_keys().items():
            data_props: dict[str, Any] = {}
            for key, type_text in keys.items():
                data_props[key] = self._event_value(type_text)
            then: dict[str, Any] = {
                "properties": {
                    "data": {
                        "description": f"{kind}: {text}",
                        "type": "object",
                        "properties": data_props,
                        "required": list(keys),
                    }
                },
                "required": ["data"],
            }
            rules.append(
                {"if": {"properties": {"kind": {"const": kind}}, "required": ["kind"]}, "then": then}
            )
        return rules

    def _event_value(self, type_text: str | None) -> dict[str, Any]:
        if type_text is None:
            return {}
        if type_text.startswith("list of"):
            return {"type": "array", "items": {"type": "string"}}
        options = [part.strip() for part in type_text.split("|")]
        schemas: list[dict[str, Any]] = []
        for option in options:
            if option == "None":
                schemas.append({"type": "null"})
            elif option == "bool":
                schemas.append({"type": "boolean"})
            elif option == "int":
                schemas.append({"type": "integer"})
            elif option == "str":
                schemas.append({"type": "string"})
            else:
                schemas.append(self.schema(getattr(contract, option)))
        return schemas[0] if len(schemas) == 1 else {"anyOf": schemas}


def event_data_keys() -> dict[str, tuple[dict[str, str | None], str]]:
    """The ``data`` keys of each event kind, read from :class:`~facedown.adapter.EventKind`'s comments.

    Returns ``{kind: ({key: type text or None}, comment)}``. A comment lists keys
    separated by commas; ``key: Type`` gives a type, ``key (words)`` a remark.
    """
    comments = _comments(contract.EventKind)
    out: dict[str, tuple[dict[str, str | None], str]] = {}
    for member in contract.EventKind:
        text = comments.get(member.name)
        if text is None:
            raise ValueError(f"EventKind.{member.name} documents no data keys")
        keys: dict[str, str | None] = {}
        for part in _split_top_level(text):
            match = re.match(r"^(\w+)\s*(?::\s*(.+?))?\s*(?:\(.*\))?$", part.strip())
            if match is None:
                raise ValueError(f"cannot read the data key {part!r} of EventKind.{member.name}")
            keys[match.group(1)] = match.group(2)
        out[member.value] = (keys, text)
    return out


def _split_top_level(text: str) -> list[str]:
    """Split on commas that are not inside parentheses."""
    parts, depth, current = [], 0, ""
    for char in text:
        if char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
        if char == "," and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += char
    parts.append(current)
    return [p for p in parts if p.strip()]


def _types_schema() -> dict[str, Any]:
    builder = _Builder()
    for root in _ROOTS:
        builder.schema(root)
    builder.defs["ProtocolVersion"] = {
        "description": "A protocol version, MAJOR.MINOR.",
        "type": "string",
        "pattern": r"^(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)$",
    }
    builder.defs["RequestId"] = {
        "description": "Chosen by the runner for each request; the response repeats it.",
        "type": "integer",
        "minimum": 0,
    }
    builder.defs["GameId"] = {
        "description": "Chosen by the engine in its new_game response; names the game in later requests.",
        "type": "string",
        "minLength": 1,
    }
    builder.defs["Error"] = {
        "description": "Why a request failed.",
        "type": "object",
        "properties": {
            "kind": {"enum": [k.value for k in ErrorKind]},
            "message": {"type": "string"},
            "unsupported_kind": {
                "description": "Since 1.2, for kind 'unsupported': which of the three reasons it is. "
                "Without it the runner reports the scenario as an error.",
                "enum": [k.value for k in contract.UnsupportedKind],
            },
            "subject": {
                "description": "Since 1.2, for kind 'unsupported': the capability, the card the engine does "
                "not implement, or the element of its input that is missing.",
                "type": "string",
                "minLength": 1,
            },
        },
        "required": ["kind", "message"],
        "additionalProperties": False,
    }
    return {
        "$schema": DRAFT,
        "$id": BASE_URI + "types.json",
        "title": f"facedown protocol {PROTOCOL_VERSION}: contract types",
        "description": "The JSON forms of the adapter contract's types (facedown.adapter.to_json).",
        "$defs": builder.defs,
    }


def _message(name: str, title: str, properties: dict[str, Any], required: Sequence[str]) -> dict[str, Any]:
    return {
        "$schema": DRAFT,
        "$id": BASE_URI + f"{name}.json",
        "title": title,
        "type": "object",
        "properties": properties,
        "required": list(required),
        "additionalProperties": False,
    }


def _t(name: str) -> dict[str, Any]:
    return {"$ref": f"types.json#/$defs/{name}"}


def build_schemas() -> dict[str, dict[str, Any]]:
    """Every schema file's content, by file name."""
    rid = _t("RequestId")
    ok = {"const": True}
    out: dict[str, dict[str, Any]] = {"types.json": _types_schema()}

    def request(
        cmd: Command, title: str, props: dict[str, Any], optional: dict[str, Any] | None = None
    ) -> None:
        required = {"id": rid, "cmd": {"const": cmd.value}, **props}
        full = {**required, **(optional or {})}
        out[f"{cmd}.request.json"] = _message(f"{cmd}.request", title, full, list(required))

    def response(
        cmd: Command, title: str, props: dict[str, Any], optional: dict[str, Any] | None = None
    ) -> None:
        required = {"id": rid, **props}
        full = {**required, **(optional or {})}
        out[f"{cmd}.response.json"] = _message(f"{cmd}.response", title, full, list(required))

    request(
        Command.HELLO,
        "hello: the runner opens the conversation and lists the protocol versions it speaks",
        {"protocols": {"type": "array", "items": _t("ProtocolVersion"), "minItems": 1}},
    )
    response(
        Command.HELLO,
        "hello response: the protocol version the engine speaks, who it is and what it can do",
        {
            "protocol": _t("ProtocolVersion"),
            "name": {"type": "string", "minLength": 1},
            "version": {"type": "string"},
            "capabilities": {"type": "array", "items": _t("Capability"), "uniqueItems": True},
            "cr_edition": {"type": "string"},
        },
    )
    request(
        Command.NEW_GAME, "new_game: start a game in the state the set-up describes", {"setup": _t("Setup")}
    )
    response(Command.NEW_GAME, "new_game response: the id of the new game", {"game": _t("GameId")})
    request(
        Command.ACT,
        "act: a player takes an action in a game",
        {"game": _t("GameId"), "player": {"type": "string"}, "action": _t("Action")},
        {"observe": {"type": "string", "description": "a player whose view to send back with the result"}},
    )
    response(
        Command.ACT,
        "act response: whether the action was taken",
        {"result": _t("ActionResult")},
        {"view": _t("GameView")},
    )
    request(
        Command.OBSERVE,
        "observe: the game as one player sees it",
        {"game": _t("GameId"), "viewer": {"type": "string"}},
    )
    response(Command.OBSERVE, "observe response: the viewer's view", {"view": _t("GameView")})
    request(Command.CLOSE_GAME, "close_game: release a game", {"game": _t("GameId")})
    response(Command.CLOSE_GAME, "close_game response", {"ok": ok})
    request(Command.BYE, "bye: the runner is done; the engine answers, then exits with status 0", {})
    response(Command.BYE, "bye response", {"ok": ok})
    out["error.response.json"] = _message(
        "error.response",
        "error response: the request failed (id is null when the request could not be read)",
        {"id": {"anyOf": [rid, {"type": "null"}]}, "error": _t("Error")},
        ["id", "error"],
    )
    return out


def render(schema: Mapping[str, Any]) -> str:
    """A schema file's text."""
    return json.dumps(schema, indent=2, ensure_ascii=False) + "\n"


# --------------------------------------------------------------------------- checking


class SchemaSet:
    """The protocol schemas, loaded from ``directory``, ready to check messages."""

    def __init__(self, directory: Path = SCHEMA_DIR) -> None:
        jsonschema: Any = importlib.import_module("jsonschema")
        referencing: Any = importlib.import_module("referencing")
        draft = importlib.import_module("referencing.jsonschema").DRAFT202012
        self._best_match = importlib.import_module("jsonschema.exceptions").best_match
        schemas = {}
        for path in sorted(directory.glob("*.json")):
            schemas[path.name] = json.loads(path.read_text(encoding="utf-8"))
        if not schemas:
            raise FileNotFoundError(f"no protocol schemas in {directory}")
        resources = [
            (s["$id"], referencing.Resource.from_contents(s, default_specification=draft))
            for s in schemas.values()
        ]
        registry = referencing.Registry().with_resources(resources)
        self._validators = {
            name.removesuffix(".json"): jsonschema.Draft202012Validator(schema, registry=registry)
            for name, schema in schemas.items()
        }

    def names(self) -> list[str]:
        """The message schemas, e.g. ``"act.request"``."""
        return sorted(n for n in self._validators if n != "types")

    def problem(self, name: str, message: Any) -> str | None:
        """``None`` if ``message`` fits schema ``name`` (e.g. ``"act.response"``), else a one-line reason."""
        validator = self._validators[name]
        error = self._best_match(validator.iter_errors(message))
        if error is None:
            return None
        where = "/".join(str(p) for p in error.absolute_path) or "(top)"
        return f"{where}: {error.message}"


def check_schema(content: Mapping[str, Any]) -> None:
    """Raise ``jsonschema.SchemaError`` unless ``content`` is a valid draft 2020-12 schema."""
    importlib.import_module("jsonschema").Draft202012Validator.check_schema(content)


# --------------------------------------------------------------------------- command line


def main(argv: Sequence[str] | None = None) -> int:
    """``--write`` regenerates the schema files; ``--check`` reports files that differ."""
    parser = argparse.ArgumentParser(prog="python -m facedown.wire.schema", description=__doc__)
    group = parser.add_mutually_exclusive_group(required=True)
    group.add_argument("--write", action="store_true", help="regenerate the schema files")
    group.add_argument("--check", action="store_true", help="exit 1 if a schema file is out of date")
    args = parser.parse_args(argv)
    wanted = build_schemas()
    if args.write:
        SCHEMA_DIR.mkdir(parents=True, exist_ok=True)
        for name, schema in wanted.items():
            (SCHEMA_DIR / name).write_text(render(schema), encoding="utf-8")
        print(f"wrote {len(wanted)} schemas to {SCHEMA_DIR}")
        return 0
    stale = [
        name
        for name, schema in wanted.items()
        if not (SCHEMA_DIR / name).is_file()
        or (SCHEMA_DIR / name).read_text(encoding="utf-8") != render(schema)
    ]
    extra = sorted(p.name for p in SCHEMA_DIR.glob("*.json") if p.name not in wanted)
    for name in stale:
        print(f"out of date: {name}", file=sys.stderr)
    for name in extra:
        print(f"not generated: {name}", file=sys.stderr)
    return 1 if stale or extra else 0


if __name__ == "__main__":
    raise SystemExit(main())
