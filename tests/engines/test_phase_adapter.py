"""Unit tests of the phase.rs adapter (facedown.engines.phase); skipped when phase-python is not installed."""

from __future__ import annotations

import importlib.metadata

import pytest

pytest.importorskip("phase", exc_type=ImportError)

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


def test_manifested_and_cloaked_setups_are_made_by_the_engine(adapter: phase_adapter.PhaseAdapter) -> None:
    cloaked = c.CardSetup("dw", "Dog Walker", "Alice", c.Zone.BATTLEFIELD, face_down=c.FaceDownMethod.CLOAK)
    manifested = c.CardSetup(
        "gb", "Grizzly Bears", "Bob", c.Zone.BATTLEFIELD, face_down=c.FaceDownMethod.MANIFEST
    )
    library = c.CardSetup("top", "Forest", "Alice", c.Zone.LIBRARY)
    game = adapter.new_game(two_players(cloaked, manifested, library))
    view = game.observe("Bob")
    assert view.objects["dw"].face_down_method == c.FaceDownMethod.CLOAK
    assert list(view.objects["dw"].abilities) == ["Ward {2}"]
    assert view.objects["gb"].face_down_method == c.FaceDownMethod.MANIFEST
    assert list(view.objects["gb"].abilities) == []
    # The cards phase resolved to make them (Ransom Note, Soul Summons) are gone; nothing else changed.
    assert set(view.objects) == {"dw", "gb"}
    assert {p.name: (p.library_size, p.hand_size) for p in view.players} == {"Alice": (1, 0), "Bob": (0, 0)}
    assert view.events == () and view.priority == "Alice" and view.stack == ()
    game.close()


def test_tokens_and_three_players(adapter: phase_adapter.PhaseAdapter) -> None:
    dog = c.CardSetup("dog", "Dog", "Carol", c.Zone.BATTLEFIELD, token=True, tapped=True)
    game = adapter.new_game(c.Setup(players=("Alice", "Bob", "Carol"), cards=(dog,), life={"Bob": 7}))
    view = game.observe("Alice")
    token = view.objects["dog"]
    assert (token.token, token.name, token.power, token.toughness, token.tapped) == (True, "Dog", 1, 1, True)
    assert token.owner == "Carol"
    assert {p.name: p.life for p in view.players} == {"Alice": 20, "Bob": 7, "Carol": 20}
    game.close()


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


def test_look_at_is_not_encodable(adapter: phase_adapter.PhaseAdapter) -> None:
    card = c.CardSetup("dw", "Dog Walker", "Alice", c.Zone.BATTLEFIELD, face_down=c.FaceDownMethod.DISGUISE)
    game = adapter.new_game(two_players(card))
    with pytest.raises(c.Unsupported) as look:
        game.act("Alice", c.LookAt("dw"))
    assert (look.value.kind, look.value.subject) == (c.UnsupportedKind.NOT_ENCODABLE, "LookAt")


def test_a_card_phase_marks_unimplemented_is_engine_declared(adapter: phase_adapter.PhaseAdapter) -> None:
    name = sorted(adapter.parse_gaps())[0]
    with pytest.raises(c.Unsupported) as gap:
        adapter.new_game(two_players(c.CardSetup("x", name, "Alice", c.Zone.HAND)))
    assert (gap.value.kind, gap.value.subject) == (c.UnsupportedKind.ENGINE_DECLARED, name)


def test_turning_face_up_is_tried_whatever_the_procedure(adapter: phase_adapter.PhaseAdapter) -> None:
    """phase's TurnFaceUp names no procedure: the adapter sends it and reports phase's answer (asked for the
    mana cost of a manifested Den Protector, phase pays its megamorph cost and puts a counter on it)."""
    den = c.CardSetup(
        "den", "Den Protector", "Alice", c.Zone.BATTLEFIELD, face_down=c.FaceDownMethod.MANIFEST
    )
    game = adapter.new_game(two_players(den, mana_pools={"Alice": "{G}{C}"}))
    result = game.act("Alice", c.TurnFaceUp("den", c.TurnUpMethod.MANA_COST))
    assert isinstance(result, c.Accepted)
    obj = game.observe("Alice").objects["den"]
    assert not obj.face_down and obj.counters == {"+1/+1": 1}


def test_a_value_phase_never_asks_for_is_not_taken(adapter: phase_adapter.PhaseAdapter) -> None:
    """Cast without paying its mana cost, Blaze gets no X prompt from phase (X is 0): X = 3 is not taken,
    so the cast is rejected and rolled back; with X = 0 it is cast."""
    cards = (
        c.CardSetup("omni", "Omniscience", "Alice", c.Zone.BATTLEFIELD),
        c.CardSetup("blaze", "Blaze", "Alice", c.Zone.HAND),
    )
    game = adapter.new_game(two_players(*cards))
    result = game.act("Alice", c.CastSpell("blaze", targets=("Bob",), x=3, without_paying=True))
    assert isinstance(result, c.Rejected) and result.code == c.RejectCode.INVALID_CHOICE
    assert "X = 3 was not taken" in result.message
    assert game.observe("Alice").objects["blaze"].zone == c.Zone.HAND
    assert isinstance(
        game.act("Alice", c.CastSpell("blaze", targets=("Bob",), x=0, without_paying=True)), c.Accepted
    )


def test_targets_of_a_sub_ability_are_read(adapter: phase_adapter.PhaseAdapter) -> None:
    """Confront the Unknown's target sits in its second sentence (a sub-ability in phase)."""
    cards = (
        c.CardSetup("confront", "Confront the Unknown", "Alice", c.Zone.HAND),
        c.CardSetup("bears", "Grizzly Bears", "Alice", c.Zone.BATTLEFIELD),
    )
    game = adapter.new_game(two_players(*cards, mana_pools={"Alice": "{G}"}))
    assert isinstance(game.act("Alice", c.CastSpell("confront", targets=("bears",))), c.Accepted)
    assert game.observe("Alice").stack[-1].targets == ("bears",)


def test_a_target_phase_never_asks_for_is_a_rejection(adapter: phase_adapter.PhaseAdapter) -> None:
    """Expose the Culprit's first mode goes on the stack in phase without its target (601.2c): the cast
    asked for is not the one phase made, so it is rejected with what phase did."""
    cards = (
        c.CardSetup("expose", "Expose the Culprit", "Alice", c.Zone.HAND),
        c.CardSetup("dw", "Dog Walker", "Bob", c.Zone.BATTLEFIELD, face_down=c.FaceDownMethod.DISGUISE),
    )
    game = adapter.new_game(two_players(*cards, mana_pools={"Alice": "{R}{C}"}))
    result = game.act("Alice", c.CastSpell("expose", targets=("dw",), mode=0))
    assert isinstance(result, c.Rejected) and result.code == c.RejectCode.ILLEGAL_TARGET
    assert "without asking for a target and with none (601.2c)" in result.message
    assert game.observe("Alice").stack == ()


def test_cost_and_keyword_texts() -> None:
    cost = {"type": "Cost", "shards": ["X", "White"], "generic": 3}
    assert phase_adapter._cost_text(cost) == "{X}{3}{W}"
    assert phase_adapter._cost_text({"type": "NoCost"}) is None
    assert phase_adapter._keyword_text("FirstStrike") == "First strike"
    ward = {"Ward": {"type": "Mana", "data": {"type": "Cost", "shards": [], "generic": 2}}}
    assert phase_adapter._keyword_text(ward) == "Ward {2}"
    hybrid = {"Disguise": {"type": "Cost", "shards": ["RedWhite", "RedWhite"], "generic": 0}}
    assert phase_adapter._keyword_text(hybrid) == "Disguise {R/W}{R/W}"


def test_combat_declarations(adapter: phase_adapter.PhaseAdapter) -> None:
    bear = c.CardSetup("bear", "Grizzly Bears", "Alice", c.Zone.BATTLEFIELD)
    giant = c.CardSetup("giant", "Hill Giant", "Bob", c.Zone.BATTLEFIELD)
    game = adapter.new_game(c.Setup(players=("Alice", "Bob"), cards=(bear, giant), step=c.Step.BEGIN_COMBAT))
    game.act("Alice", c.PassPriority())
    game.act("Bob", c.PassPriority())
    pending = game.observe("Alice").pending
    assert pending is not None and (pending.kind, tuple(pending.options)) == (
        "declare_attackers",
        ("bear", "none"),
    )
    assert isinstance(game.act("Alice", c.Decide("bear")), c.Rejected)  # answered by a declaration
    assert isinstance(game.act("Alice", c.DeclareAttackers({"bear": "Bob"})), c.Accepted)
    for _ in range(2):
        view = game.observe("Alice")
        assert view.priority is not None
        game.act(view.priority, c.PassPriority())
    pending = game.observe("Bob").pending
    assert pending is not None and pending.kind == "declare_blockers" and pending.player == "Bob"
    assert isinstance(game.act("Bob", c.DeclareBlockers({"giant": "bear"})), c.Accepted)
    game.act("Alice", c.PassPriority())
    game.act("Bob", c.PassPriority())
    view = game.observe("Alice")
    assert view.objects["bear"].zone == c.Zone.GRAVEYARD
    assert any(e.kind == c.EventKind.DAMAGE and e.data["target"] == "bear" for e in view.events)


def test_surveil_and_may_decisions(adapter: phase_adapter.PhaseAdapter) -> None:
    note = c.CardSetup("note", "Ransom Note", "Alice", c.Zone.HAND)
    top = c.CardSetup("top", "Hill Giant", "Alice", c.Zone.LIBRARY)
    game = adapter.new_game(two_players(note, top, mana_pools={"Alice": "{C}"}))
    game.act("Alice", c.CastSpell("note"))
    for player in ("Alice", "Bob", "Alice", "Bob"):
        game.act(player, c.PassPriority())
    pending = game.observe("Alice").pending
    assert pending is not None and (pending.kind, tuple(pending.options)) == ("surveil", ("top", "graveyard"))
    assert isinstance(game.act("Alice", c.Decide("graveyard")), c.Accepted)
    assert game.observe("Alice").objects["top"].zone == c.Zone.GRAVEYARD


def test_double_faced_card_has_its_back_face(adapter: phase_adapter.PhaseAdapter) -> None:
    delver = c.CardSetup("delver", "Delver of Secrets", "Alice", c.Zone.BATTLEFIELD)
    moonmist = c.CardSetup("moonmist", "Moonmist", "Alice", c.Zone.HAND)
    game = adapter.new_game(two_players(delver, moonmist, mana_pools={"Alice": "{G}{C}"}))
    game.act("Alice", c.CastSpell("moonmist"))
    game.act("Alice", c.PassPriority())
    game.act("Bob", c.PassPriority())
    obj = game.observe("Bob").objects["delver"]
    assert (obj.name, obj.power, obj.toughness, tuple(obj.abilities)) == (
        "Insectile Aberration",
        3,
        2,
        ("Flying",),
    )


def test_ability_texts_keep_the_oracle_wording(adapter: phase_adapter.PhaseAdapter) -> None:
    weapon = c.CardSetup("weapon", "Concealed Weapon", "Alice", c.Zone.BATTLEFIELD)
    game = adapter.new_game(two_players(weapon))
    abilities = game.observe("Alice").objects["weapon"].abilities
    assert "When this Equipment is turned face up, attach it to target creature you control." in abilities


def test_crew_is_phases_own_action_with_the_creatures_chosen_one_by_one(
    adapter: phase_adapter.PhaseAdapter,
) -> None:
    ship = c.CardSetup("ship", "Cybership", "Alice", c.Zone.BATTLEFIELD)
    crew = [
        c.CardSetup(handle, name, "Alice", c.Zone.BATTLEFIELD)
        for handle, name in (("bear", "Grizzly Bears"), ("giant", "Hill Giant"), ("ogre", "Gray Ogre"))
    ]
    game = adapter.new_game(two_players(ship, *crew))
    assert isinstance(game.act("Alice", c.ActivateAbility("ship", 0)), c.Accepted)  # Crew 4, its only one
    for pick, options in (("giant", {"bear", "giant", "ogre"}), ("bear", {"bear", "ogre"})):
        pending = game.observe("Alice").pending
        assert pending is not None and pending.kind == "choose" and set(pending.options) == options
        assert isinstance(game.act("Alice", c.Decide(pick)), c.Accepted)
    pending = game.observe("Alice").pending
    assert pending is not None and set(pending.options) == {"ogre", "none"}  # 2 + 3 power: enough
    assert isinstance(game.act("Alice", c.Decide("none")), c.Accepted)
    view = game.observe("Alice")
    assert {h: view.objects[h].tapped for h in ("bear", "giant", "ogre")} == {
        "bear": True,
        "giant": True,
        "ogre": False,
    }
    for _ in range(2):
        game.act(game.observe("Alice").priority or "Alice", c.PassPriority())
    assert "Creature" in game.observe("Bob").objects["ship"].types
