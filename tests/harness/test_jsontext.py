""":func:`facedown.jsontext.dumps` writes exactly what ``json.dumps(indent=2, ensure_ascii=False)``
writes (report.json must not change by a byte)."""

from __future__ import annotations

import enum
import json
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from facedown.jsontext import dumps


def _expected(value: Any) -> str:
    return json.dumps(value, indent=2, ensure_ascii=False)


_SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(),
)
_VALUES = st.recursive(
    _SCALARS,
    lambda children: st.one_of(
        st.lists(children, max_size=4),
        st.tuples(children, children),
        st.dictionaries(st.text(max_size=5), children, max_size=4),
        st.dictionaries(st.integers() | st.booleans() | st.none(), children, max_size=3),
    ),
    max_leaves=30,
)


@given(_VALUES)
def test_the_text_of_json_dumps(value: Any) -> None:
    assert dumps(value) == _expected(value)


class _Colour(enum.StrEnum):
    RED = "red"


@pytest.mark.parametrize(
    "value",
    [
        {},
        [],
        {"a": {}, "b": [], "c": [{}], "d": 'é\n"\\\u2028\x00'},
        {"nested": {"x": [1, 2.5, float("nan"), {"y": _Colour.RED}], 3: True}},
        [[[[None]]]],
    ],
)
def test_edge_cases(value: Any) -> None:
    assert dumps(value) == _expected(value)


def test_a_value_json_cannot_write_is_refused() -> None:
    with pytest.raises(TypeError):
        dumps({"a": [object()]})
