"""The protocol's schemas and document agree with the contract, and the document's examples are valid."""

from __future__ import annotations

import dataclasses
import enum
import json
import re
from typing import Any, get_args

import pytest
from wire_helpers import ROOT

from facedown import adapter as contract
from facedown.adapter import (
    Accepted,
    CastSpell,
    Event,
    EventKind,
    FaceDownMethod,
    RejectCode,
    Rejected,
    to_json,
)
from facedown.wire import schema
from facedown.wire.protocol import Command, ErrorKind, decode, encode, parse_version
from facedown.wire.schema import SchemaSet, build_schemas, render

DOC = (ROOT / "docs" / "protocol.md").read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def schemas() -> SchemaSet:
    return SchemaSet()


def test_schema_files_are_generated_from_the_contract() -> None:
    wanted = build_schemas()
    on_disk = {p.name: p.read_text(encoding="utf-8") for p in schema.SCHEMA_DIR.glob("*.json")}
    assert sorted(on_disk) == sorted(wanted), "run: python -m facedown.wire.schema --write"
    for name, content in wanted.items():
        assert on_disk[name] == render(content), f"{name} is stale: python -m facedown.wire.schema --write"
    assert schema.main(["--check"]) == 0


def test_every_schema_is_a_valid_2020_12_schema() -> None:
    for content in build_schemas().values():
        schema.check_schema(content)


def test_there_is_a_request_and_a_response_schema_per_command(schemas: SchemaSet) -> None:
    names = set(schemas.names())
    for cmd in Command:
        assert {f"{cmd}.request", f"{cmd}.response"} <= names
    assert "error.response" in names


def test_schemas_accept_contract_values_and_name_mistakes(schemas: SchemaSet) -> None:
    cast = {
        "id": 3,
        "cmd": "act",
        "game": "g1",
        "player": "A",
        "action": to_json(CastSpell("c", FaceDownMethod.MORPH)),
    }
    assert schemas.problem("act.request", cast) is None
    assert schemas.problem("act.response", {"id": 3, "result": to_json(Accepted())}) is None
    rejected = {"id": 3, "result": to_json(Rejected(RejectCode.CANNOT_PAY, "no mana"))}
    assert schemas.problem("act.response", rejected) is None
    bad = {**cast, "action": {**cast["action"], "x": "3"}}
    assert schemas.problem("act.request", bad) == "action/x: '3' is not of type 'integer', 'null'"
    wrong_code = {"id": 3, "result": {"type": "Rejected", "code": "nope"}}
    assert (schemas.problem("act.response", wrong_code) or "").startswith("result/code: 'nope' is not one of")


def test_event_data_keys_follow_the_event_kinds() -> None:
    keys = schema.event_data_keys()
    assert set(keys) == {k.value for k in EventKind}
    assert keys["cast"][0] == {
        "player": None,
        "object": None,
        "face_down": "bool",
        "method": "FaceDownMethod | None",
    }
    assert list(keys["revealed"][0]) == ["card", "name", "to"]


def test_schemas_check_event_data(schemas: SchemaSet) -> None:
    def view(*events: Event) -> dict[str, Any]:
        body = {"viewer": "A", "turn": 1, "active_player": "A", "step": "main1", "priority": None}
        body |= {"players": [], "objects": {}, "stack": [], "pending": None}
        return {"id": 1, "view": {**body, "events": [to_json(e) for e in events]}}

    full = {"player": "A", "object": "c", "face_down": True, "method": "disguise"}
    assert schemas.problem("observe.response", view(Event(EventKind.CAST, full))) is None
    short = {k: v for k, v in full.items() if k != "face_down"}
    assert "'face_down' is a required property" in (
        schemas.problem("observe.response", view(Event(EventKind.CAST, short))) or ""
    )
    assert (
        schemas.problem("observe.response", view(Event(EventKind.CAST, {**full, "method": "cheat"})))
        is not None
    )


def test_framing() -> None:
    assert encode({"id": 1, "name": "Æther"}) == '{"id":1,"name":"Æther"}\n'.encode()
    assert decode(b'{"id": 1}\r\n') == {"id": 1}
    for line, reason in [
        (b"nope\n", "line is not JSON"),
        (b"[1]\n", "must be a JSON object"),
        (b'{"x": NaN}\n', "NaN is not a JSON value"),
        (b'{"x": "\xff"}\n', "not UTF-8"),
    ]:
        with pytest.raises(ValueError, match=reason):
            decode(line)
    with pytest.raises(ValueError):
        encode({"x": float("nan")})
    assert parse_version("1.10") == (1, 10)
    for bad in ["1", "1.0.0", "01.0", 1.0]:
        with pytest.raises(ValueError):
            parse_version(bad)


# --------------------------------------------------------------------------- the document


def _examples() -> list[list[str]]:
    return [block.strip().splitlines() for block in re.findall(r"```jsonl\n(.*?)```", DOC, re.S)]


def test_every_example_in_the_document_fits_the_schemas(schemas: SchemaSet) -> None:
    blocks = _examples()
    assert len(blocks) >= 6
    seen = set()
    for block in blocks:
        commands: dict[int, str] = {}
        for line in block:
            message = json.loads(line)
            if "cmd" in message:
                commands[message["id"]] = message["cmd"]
                name = f"{message['cmd']}.request"
            else:
                name = "error.response" if "error" in message else f"{commands[message['id']]}.response"
            seen.add(name)
            assert schemas.problem(name, message) is None, (name, schemas.problem(name, message))
    assert seen >= {f"{c}.{d}" for c in Command for d in ("request", "response")} | {"error.response"}


def test_the_document_names_every_type_member_and_value() -> None:
    missing = []
    for obj in vars(contract).values():
        if dataclasses.is_dataclass(obj) and isinstance(obj, type) and obj is not contract.EngineInfo:
            for f in dataclasses.fields(obj):
                if f"`{f.name}`" not in DOC:
                    missing.append(f"{obj.__name__}.{f.name}")
            if obj.__name__ not in DOC:
                missing.append(obj.__name__)
        if isinstance(obj, type) and issubclass(obj, enum.Enum) and obj.__module__ == contract.__name__:
            missing += [f"{obj.__name__}.{m.name}" for m in obj if m.value not in DOC]
    missing += [f"command {c}" for c in Command if f"`{c}`" not in DOC]
    missing += [f"error kind {k}" for k in ErrorKind if f"`{k}`" not in DOC]
    assert not missing
    assert f"version {contract.CONTRACT_VERSION}" in DOC


def test_every_action_carries_its_type_tag() -> None:
    """An action's JSON form names its type, so the engine cannot take it for another action (an
    action added to the contract without a tag reached the engine as a bare object once)."""
    for cls in get_args(contract.Action):
        assert cls.__name__ in contract._BY_TAG, f"{cls.__name__} has no type tag"
    unlock = contract.UnlockDoor(permanent="card-2", door="Tunnel of Hate")
    assert contract.to_json(unlock)["type"] == "UnlockDoor"
    assert contract.from_json(contract.Action, contract.to_json(unlock)) == unlock


@pytest.mark.parametrize("untagged", [{}, {"permanent": "card-2", "door": "Tunnel of Hate"}])
def test_an_untagged_action_is_refused_not_read_as_the_first_that_fits(untagged: dict[str, Any]) -> None:
    """Without its tag an object is no action at all: the decoder says so, naming the tags it expects,
    instead of reading it as whichever member of the union fits first (every field of a pass is
    optional, so any object would have been a pass)."""
    with pytest.raises(ValueError, match=r"'type' tag naming one of .*PassPriority.*UnlockDoor"):
        contract.from_json(contract.Action, untagged)
    with pytest.raises(ValueError, match=r"'type' tag naming one of Accepted, Rejected"):
        contract.from_json(contract.Accepted | contract.Rejected, untagged)
