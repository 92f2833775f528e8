"""Unit tests of the phase.rs adapter (facedown.engines.phase); skipped when phase-python is not installed."""

from __future__ import annotations

import importlib.metadata

import pytest

pytest.importorskip("phase")

from facedown import adapter as c
from facedown.engines import phase as phase_adapter
from facedown.engines._pool import load_pool

POOL = load_pool()


@pytest.fixture(scope="module")
def adapter() -> phase_adapter.PhaseAdapter:
    return phase_adapter.PhaseAdapter(POOL)


def two_players(
    *cards: c.CardSetup, mana_pools: dict[str, str] | None = None, life: dict[str, int] | None = None
) -> c.Setup:
    return c.Setup(players=("Alice", "Bob"), cards=cards, mana_pools=mana_pools or {}, life=life or {})


def test_info_reports_the_installed_version(adapter: phase_adapter.PhaseAdapter) -> None:
    info = adapter.info()
    assert info.version == importlib.metadata.version("phase-python")
    assert c.Capability.DISGUISE in info.capabilities
    assert c.Capability.PER_VIEWER_VIEWS not in info.capabilities
    assert isinstance(adapter, c.Adapter)


def test_mtgjson_record_carries_the_oracle_facts() -> None:
    record = phase_adapter.mtgjson_record(POOL["Dog Walker"])
    assert record["name"] == "Dog Walker"
    assert record["manaCost"] == "{R}{W}"
    assert record["manaValue"] == 2.0
    assert record["type"] == "Creature — Human Citizen"
    assert record["keywords"] == ["Vigilance", "Disguise"]
    assert (record["power"], record["toughness"]) == ("3", "1")


def test_parse_gaps_name_the_cards_phase_cannot_read(adapter: phase_adapter.PhaseAdapter) -> None:
    gaps = adapter.parse_gaps()
    assert "Dog Walker" not in gaps
    for name, what in gaps.items():
        assert name in POOL and what


def test_unknown_card_is_a_setup_error(adapter: phase_adapter.PhaseAdapter) -> None:
    with pytest.raises(c.SetupError, match="Nonexistent"):
        adapter.new_game(two_players(c.CardSetup("x", "Nonexistent Card", "Alice", c.Zone.HAND)))


def test_cloaked_setup_is_unsupported(adapter: phase_adapter.PhaseAdapter) -> None:
    card = c.CardSetup("dw", "Dog Walker", "Alice", c.Zone.BATTLEFIELD, face_down=c.FaceDownMethod.CLOAK)
    with pytest.raises(c.Unsupported, match="cloak"):
        adapter.new_game(two_players(card))


def test_disguised_setup_is_made_by_the_engine(adapter: phase_adapter.PhaseAdapter) -> None:
    card = c.CardSetup("dw", "Dog Walker", "Alice", c.Zone.BATTLEFIELD, face_down=c.FaceDownMethod.DISGUISE)
    game = adapter.new_game(two_players(card, mana_pools={"Alice": "{R}"}))
    view = game.observe("Bob")
    obj = view.objects["dw"]
    assert obj.face_down and obj.face_down_method == c.FaceDownMethod.DISGUISE
    assert (obj.name, obj.power, obj.toughness, obj.mana_cost) == (None, 2, 2, None)
    assert list(obj.abilities) == ["Ward {2}"]
    # phase-python's state is the same for every caller: the front face is there for Bob too.
    assert obj.identity == "Dog Walker"
    assert view.priority == "Alice" and view.step == c.Step.MAIN1 and view.turn == 1
    assert {p.name: p.mana_pool for p in view.players} == {"Alice": "{R}", "Bob": ""}
    assert view.events == ()
    game.close()


def test_a_refused_action_leaves_the_game_as_it_was(adapter: phase_adapter.PhaseAdapter) -> None:
    card = c.CardSetup("dw", "Dog Walker", "Alice", c.Zone.BATTLEFIELD, face_down=c.FaceDownMethod.DISGUISE)
    game = adapter.new_game(two_players(card, mana_pools={"Alice": "{R}"}))
    result = game.act("Alice", c.TurnFaceUp("dw", c.TurnUpMethod.DISGUISE))
    assert isinstance(result, c.Rejected) and result.code == c.RejectCode.CANNOT_PAY
    view = game.observe("Alice")
    assert view.objects["dw"].face_down
    assert view.players[0].mana_pool == "{R}"


def test_acting_without_priority_is_rejected(adapter: phase_adapter.PhaseAdapter) -> None:
    game = adapter.new_game(two_players())
    result = game.act("Bob", c.PassPriority())
    assert isinstance(result, c.Rejected) and result.code == c.RejectCode.NOT_YOUR_PRIORITY


def test_a_spell_goes_on_the_stack_and_resolves(adapter: phase_adapter.PhaseAdapter) -> None:
    shock = c.CardSetup("shock", "Shock", "Alice", c.Zone.HAND)
    game = adapter.new_game(two_players(shock, mana_pools={"Alice": "{R}"}))
    assert isinstance(game.act("Alice", c.CastSpell("shock", targets=("Bob",))), c.Accepted)
    view = game.observe("Bob")
    assert [(item.kind, item.source, tuple(item.targets)) for item in view.stack] == [
        ("spell", "shock", ("Bob",))
    ]
    assert any(e.kind == c.EventKind.CAST and e.data["object"] == "shock" for e in view.events)
    game.act("Alice", c.PassPriority())
    game.act("Bob", c.PassPriority())
    view = game.observe("Bob")
    assert view.stack == () and {p.name: p.life for p in view.players}["Bob"] == 18
    assert view.objects["shock"].zone == c.Zone.GRAVEYARD


def test_turning_face_up_and_its_trigger(adapter: phase_adapter.PhaseAdapter) -> None:
    card = c.CardSetup("dw", "Dog Walker", "Alice", c.Zone.BATTLEFIELD, face_down=c.FaceDownMethod.DISGUISE)
    game = adapter.new_game(two_players(card, mana_pools={"Alice": "{R}{W}"}))
    assert isinstance(game.act("Alice", c.TurnFaceUp("dw", c.TurnUpMethod.DISGUISE)), c.Accepted)
    view = game.observe("Bob")
    assert not view.objects["dw"].face_down and view.objects["dw"].name == "Dog Walker"
    assert [(i.kind, i.trigger) for i in view.stack] == [("triggered", c.TriggerKind.TURNED_FACE_UP)]


def test_look_at_is_unsupported(adapter: phase_adapter.PhaseAdapter) -> None:
    card = c.CardSetup("dw", "Dog Walker", "Alice", c.Zone.BATTLEFIELD, face_down=c.FaceDownMethod.DISGUISE)
    game = adapter.new_game(two_players(card))
    with pytest.raises(c.Unsupported):
        game.act("Alice", c.LookAt("dw"))


def test_cost_and_keyword_texts() -> None:
    cost = {"type": "Cost", "shards": ["X", "White"], "generic": 3}
    assert phase_adapter._cost_text(cost) == "{X}{3}{W}"
    assert phase_adapter._cost_text({"type": "NoCost"}) is None
    assert phase_adapter._keyword_text("FirstStrike") == "First strike"
    ward = {"Ward": {"type": "Mana", "data": {"type": "Cost", "shards": [], "generic": 2}}}
    assert phase_adapter._keyword_text(ward) == "Ward {2}"
    hybrid = {"Disguise": {"type": "Cost", "shards": ["RedWhite", "RedWhite"], "generic": 0}}
    assert phase_adapter._keyword_text(hybrid) == "Disguise {R/W}{R/W}"
