"""What the documents say about the package agrees with the package: the version docs/ci.md pins,
the code of docs/adapters.md, the README's pytest command (tools/check_wheel.py runs it), and the
colour letters of docs/protocol.md."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import facedown
from facedown.adapter import CardSetup, Concede, FaceDownMethod, Setup, Zone
from facedown.engine import start_engine
from tools.check_wheel import SUITE_ON_PYTEST

REPO = Path(__file__).resolve().parents[2]


def read(name: str) -> str:
    return (REPO / name).read_text(encoding="utf-8")


def python_blocks(text: str) -> list[str]:
    return re.findall(r"```python\n(.*?)```", text, re.S)


def test_ci_md_pins_this_version_of_facedown() -> None:
    pins = re.findall(r"facedown==([^\s\"']+)", read("docs/ci.md"))
    assert pins, "docs/ci.md pins no facedown version"
    assert set(pins) == {facedown.__version__}


def test_the_decoding_example_of_adapters_md_does_what_the_text_says() -> None:
    [block] = [b for b in python_blocks(read("docs/adapters.md")) if "def decode(" in b]
    namespace: dict[str, object] = {}
    exec(compile(block, "docs/adapters.md", "exec"), namespace)
    decode = namespace["decode"]
    cast_spell = namespace["CastSpell"]
    assert callable(decode) and callable(cast_spell)
    assert decode(cast_spell("walker", FaceDownMethod.DISGUISE)) == ("cast-disguised", "walker")
    assert decode(cast_spell("shock", targets=("bear",))) == ("cast", "shock", "bear")
    text = " ".join(read("docs/adapters.md").split())
    assert (
        '`decode(CastSpell("walker", FaceDownMethod.DISGUISE))` gives `("cast-disguised", "walker")`' in text
    )
    assert '`decode(CastSpell("shock", targets=("bear",)))` gives `("cast", "shock", "bear")`' in text
    unsupported = namespace["Unsupported"]
    assert isinstance(unsupported, type)
    with pytest.raises(unsupported, match="action Concede is not implemented"):
        decode(Concede())


def test_the_json_example_of_adapters_md_runs() -> None:
    [block] = [b for b in python_blocks(read("docs/adapters.md")) if "from_json(" in b]
    exec(compile(block, "docs/adapters.md", "exec"), {})  # it asserts what it shows


def test_adapters_md_says_the_contract_types_are_frozen_dataclasses() -> None:
    text = " ".join(read("docs/adapters.md").split())
    assert "**frozen dataclass** (`@dataclass(frozen=True, slots=True)`)" in text
    assert "## Run one scenario" in text


def test_the_readme_gives_the_pytest_command_the_wheel_check_runs() -> None:
    """tools/check_wheel.py runs ``pytest --pyargs facedown.steps --engine reference`` outside the
    checkout from the installed wheel; the README gives engine authors that command."""
    readme = " ".join(read("README.md").replace("\\\n", " ").split())
    assert SUITE_ON_PYTEST[-1] == "reference"
    with_reference = " ".join(SUITE_ON_PYTEST)
    assert f"python -m pytest {with_reference} " in readme
    assert f"python -m pytest {with_reference[: -len('reference')]}my_pkg.adapter:create" in readme


def test_protocol_md_gives_colours_as_the_contracts_letters() -> None:
    [row] = [line for line in read("docs/protocol.md").splitlines() if line.startswith("| `colors` |")]
    assert 'colour letters `"W"`, `"U"`, `"B"`, `"R"`, `"G"`' in row
    adapter = start_engine("reference").adapter
    game = adapter.new_game(
        Setup(players=("Alice", "Bob"), cards=(CardSetup("walker", "Dog Walker", "Alice", Zone.BATTLEFIELD),))
    )
    assert sorted(game.observe("Alice").objects["walker"].colors) == ["R", "W"]
