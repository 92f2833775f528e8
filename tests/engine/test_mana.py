"""Mana costs, pools and automatic payment (106, 107, 601.2f-h)."""

from __future__ import annotations

import pytest

from reference_engine.mana import ManaCost, ManaPool, ManaUnit, plan_payment


def units(*colors: str, lands: tuple[tuple[str, str], ...] = ()) -> list[ManaUnit]:
    out = [ManaUnit(None, frozenset((c,))) for c in colors]
    out += [ManaUnit(origin, frozenset((c,))) for origin, c in lands]
    return out


def test_parse_and_print_keep_printed_order() -> None:
    assert str(ManaCost.parse("{X}{3}{W}")) == "{X}{3}{W}"
    assert str(ManaCost.parse("{R/W}{R/W}")) == "{R/W}{R/W}"
    assert str(ManaCost.parse("{0}")) == "{0}"
    assert str(ManaCost()) == "{0}"


def test_mana_value_counts_hybrid_once_and_x_as_zero() -> None:
    assert ManaCost.parse("{R/W}{R/W}").mana_value() == 2
    assert ManaCost.parse("{X}{3}{W}").mana_value() == 4
    assert ManaCost.parse("{X}{3}{W}").mana_value(x=2) == 6


def test_colors_come_from_the_symbols() -> None:
    assert ManaCost.parse("{R/W}").colors == frozenset({"R", "W"})
    assert ManaCost.parse("{3}").colors == frozenset()


@pytest.mark.parametrize("text", ["{Q}", "R", "{R}{", "{R/R}"])
def test_malformed_costs_are_rejected(text: str) -> None:
    with pytest.raises(ValueError):
        ManaCost.parse(text)


def test_bind_x_and_generic_changes() -> None:
    cost = ManaCost.parse("{X}{3}{W}")
    assert str(cost.bind_x(2)) == "{5}{W}"
    assert str(ManaCost.parse("{3}").add_generic(1)) == "{4}"
    assert str(ManaCost.parse("{3}").reduce_generic(1)) == "{2}"


def test_reduction_never_goes_below_zero_and_leaves_coloured_mana() -> None:
    # 601.2f: the mana part can't be reduced below {0}; reductions of generic mana leave {W}.
    assert str(ManaCost.parse("{3}").reduce_generic(6)) == "{0}"
    assert str(ManaCost.parse("{1}{W}").reduce_generic(5)) == "{W}"


def test_pool_parse_and_print() -> None:
    pool = ManaPool.parse("{R}{C}{R}{2}")
    assert str(pool) == "{R}{R}{C}{C}{C}"
    assert pool.total() == 5
    pool.empty()
    assert str(pool) == ""


def test_payment_uses_the_pool_before_lands() -> None:
    plan = plan_payment(ManaCost.parse("{2}"), units("C", lands=(("land-1", "R"), ("land-2", "R"))))
    assert plan is not None
    assert plan.from_pool == ("C",)
    assert plan.tapped == (("land-1", "R"),)


def test_hybrid_symbols_take_either_colour() -> None:
    plan = plan_payment(ManaCost.parse("{R/W}{R/W}"), units(lands=(("m", "R"), ("p", "W"))))
    assert plan is not None
    assert sorted(t for _o, t in plan.tapped) == ["R", "W"]


def test_coloured_requirements_are_matched_before_generic() -> None:
    # A greedy payer would spend the R on {1} first; the search must not.
    plan = plan_payment(ManaCost.parse("{1}{R}"), units("R", "G"))
    assert plan is not None
    assert sorted(plan.from_pool) == ["G", "R"]


def test_payment_fails_when_the_mana_does_not_fit() -> None:
    assert plan_payment(ManaCost.parse("{B}{B}"), units("B", "R", "R")) is None
    assert plan_payment(ManaCost.parse("{4}"), units("C", "C", "C")) is None


def test_payment_is_deterministic() -> None:
    available = units("W", "R", lands=(("a", "R"), ("b", "W"), ("c", "G")))
    first = plan_payment(ManaCost.parse("{2}{R/W}"), available)
    assert first == plan_payment(ManaCost.parse("{2}{R/W}"), available)
