"""Starting an engine from ``MODULE:FACTORY``, and the ``facedown`` argument parser."""

from __future__ import annotations

import dataclasses
import re

import pytest

from facedown import cli
from facedown.adapter import CONTRACT_VERSION, EngineInfo
from facedown.engine import EngineLoadError, start_engine


def test_start_engine() -> None:
    engine = start_engine("fake_engine:create")
    assert engine.info.name == "fake-engine"
    assert engine.spec == "fake_engine:create"


def test_dotted_factory() -> None:
    assert start_engine("fake_engine:FakeAdapter").info.version == "0.0.1"


class OtherContract:
    def info(self) -> EngineInfo:
        info = EngineInfo(name="old", version="1", capabilities=frozenset())
        return dataclasses.replace(info, contract_version="0.9")

    def new_game(self, setup: object) -> object:
        raise NotImplementedError


def test_contract_major_version_must_match(monkeypatch: pytest.MonkeyPatch) -> None:
    import fake_engine

    monkeypatch.setattr(fake_engine, "other_contract", OtherContract, raising=False)
    expected = rf"^engine 'old' speaks contract 0\.9, this suite speaks {re.escape(CONTRACT_VERSION)}$"
    with pytest.raises(EngineLoadError, match=expected):
        start_engine("fake_engine:other_contract")


def test_engine_module_that_fails_on_import(tmp_path: object, monkeypatch: pytest.MonkeyPatch) -> None:
    import sys
    import types

    module = types.ModuleType("exploding_engine")
    monkeypatch.setitem(sys.modules, "exploding_engine", module)
    with pytest.raises(EngineLoadError, match="has no attribute 'create'"):
        start_engine("exploding_engine:create")


def test_parser_has_certify_and_plugin_commands() -> None:
    parser = cli.build_parser()
    args = parser.parse_args(["certify", "-k", "disguise", "--quiet"])
    assert args.func is cli.certify
    assert args.keyword == "disguise"
    assert args.engine is None  # reference_engine.adapter:create unless --engine-cmd is given
    assert args.engine_cmd is None
    assert str(args.out) == "certification"
    try:
        import facedown.catalog.cli  # noqa: F401
    except ModuleNotFoundError:
        pytest.skip("the catalog has no rules command here")
    assert parser.parse_args(["rules"]).command == "rules"


def test_parser_has_serve() -> None:
    args = cli.build_parser().parse_args(["serve", "--engine", "pkg:make"])
    assert args.func is cli.serve
    assert args.engine == "pkg:make"


def test_main_without_command_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        cli.main([])
    assert exit_info.value.code == 2
