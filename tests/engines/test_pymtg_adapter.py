"""Unit tests of the python-mtg adapter (facedown.engines.pymtg); skipped when python-mtg is not installed."""

from __future__ import annotations

import importlib.metadata

import pytest

pytest.importorskip("mtg", exc_type=ImportError)

from facedown import adapter as c
from facedown.engines import pymtg
from facedown.engines._pool import load_pool

POOL = load_pool()


@pytest.fixture(scope="module")
def adapter() -> pymtg.PyMtgAdapter:
    return pymtg.PyMtgAdapter(POOL)


def two_players(
    *cards: c.CardSetup, mana_pools: dict[str, str] | None = None, life: dict[str, int] | None = None
) -> c.Setup:
    return c.Setup(players=("Alice", "Bob"), cards=cards, mana_pools=mana_pools or {}, life=life or {})


def test_info_reports_the_installed_version(adapter: pymtg.PyMtgAdapter) -> None:
    info = adapter.info()
    assert info.version == importlib.metadata.version("python-mtg")
    assert c.Capability.PER_VIEWER_VIEWS in info.capabilities
    assert c.Capability.WARD not in info.capabilities
    assert isinstance(adapter, c.Adapter)


def test_card_gaps(adapter: pymtg.PyMtgAdapter) -> None:
    assert adapter.card_gap("Dog Walker") is None
    assert adapter.card_gap("Grizzly Bears") is None  # no rules text, nothing to interpret
    gap = adapter.card_gap("Thalia, Guardian of Thraben")
    assert gap is not None and "abstained" in gap


def test_unknown_card_is_a_setup_error(adapter: pymtg.PyMtgAdapter) -> None:
    with pytest.raises(c.SetupError, match="Nonexistent"):
        adapter.new_game(two_players(c.CardSetup("x", "Nonexistent Card", "Alice", c.Zone.HAND)))


def test_setup_places_cards(adapter: pymtg.PyMtgAdapter) -> None:
    game = adapter.new_game(
        two_players(
            c.CardSetup("dw", "Dog Walker", "Alice", c.Zone.HAND),
            c.CardSetup("bears", "Grizzly Bears", "Bob", c.Zone.BATTLEFIELD, tapped=True),
            c.CardSetup("bolt", "Lightning Bolt", "Bob", c.Zone.GRAVEYARD),
            mana_pools={"Alice": "{C}{C}{C}"},
            life={"Bob": 12},
        )
    )
    alice = game.observe("Alice")
    assert alice.objects["dw"].zone == c.Zone.HAND
    assert alice.objects["bears"].tapped and alice.objects["bears"].power == 2
    assert alice.objects["bolt"].zone == c.Zone.GRAVEYARD
    assert {p.name: (p.life, p.mana_pool) for p in alice.players} == {
        "Alice": (20, "{C}{C}{C}"),
        "Bob": (12, ""),
    }
    assert "dw" not in game.observe("Bob").objects  # Alice's hand is hers
    assert alice.priority == "Alice" and alice.step == c.Step.MAIN1
    game.close()


def test_only_the_player_to_move_can_act(adapter: pymtg.PyMtgAdapter) -> None:
    """python-mtg offers moves to its player to move only: another player's action is tried and refused
    (a scenario giving Bob priority then fails; it is not unsupported)."""
    game = adapter.new_game(two_players())
    result = game.act("Bob", c.PassPriority())
    assert isinstance(result, c.Rejected) and result.code == c.RejectCode.NOT_YOUR_PRIORITY
    assert "Alice is the player to move" in result.message


def test_unsupported_kinds(adapter: pymtg.PyMtgAdapter) -> None:
    """Only what python-mtg itself declares (a card its interpreter abstained on), what its input cannot
    hold at all (a set-up token, a LookAt) and a capability it lacks are unsupported, each with its kind."""
    with pytest.raises(c.Unsupported) as gap:
        adapter.new_game(two_players(c.CardSetup("t", "Thalia, Guardian of Thraben", "Alice", c.Zone.HAND)))
    assert (gap.value.kind, gap.value.subject) == (
        c.UnsupportedKind.ENGINE_DECLARED,
        "Thalia, Guardian of Thraben",
    )
    with pytest.raises(c.Unsupported) as token:
        adapter.new_game(
            two_players(c.CardSetup("b", "Grizzly Bears", "Alice", c.Zone.BATTLEFIELD, token=True))
        )
    assert token.value.kind == c.UnsupportedKind.NOT_ENCODABLE
    with pytest.raises(c.Unsupported) as three:
        adapter.new_game(c.Setup(players=("Alice", "Bob", "Carol")))
    assert (three.value.kind, three.value.subject) == (c.UnsupportedKind.CAPABILITY, "multiplayer")
    game = adapter.new_game(two_players(c.CardSetup("dw", "Dog Walker", "Alice", c.Zone.BATTLEFIELD)))
    with pytest.raises(c.Unsupported) as look:
        game.act("Alice", c.LookAt("dw"))
    assert (look.value.kind, look.value.subject) == (c.UnsupportedKind.NOT_ENCODABLE, "LookAt")
    declined = game.act("Alice", c.Decide("yes"))
    assert isinstance(declined, c.Rejected) and declined.code == c.RejectCode.INVALID_CHOICE


def test_a_cast_is_tried_even_though_it_resolves_inside_the_move(adapter: pymtg.PyMtgAdapter) -> None:
    """python-mtg resolves a spell inside its move: the cast is pushed, not predicted unsupported, and the
    view shows what python-mtg did (no spell on the stack)."""
    lands = [c.CardSetup(f"forest-{i}", "Forest", "Alice", c.Zone.BATTLEFIELD) for i in range(2)]
    game = adapter.new_game(two_players(c.CardSetup("gb", "Grizzly Bears", "Alice", c.Zone.HAND), *lands))
    assert isinstance(game.act("Alice", c.CastSpell("gb")), c.Accepted)
    view = game.observe("Alice")
    assert view.stack == () and view.objects["gb"].zone == c.Zone.BATTLEFIELD


def test_a_choice_its_moves_do_not_carry_is_rejected(adapter: pymtg.PyMtgAdapter) -> None:
    lands = [c.CardSetup(f"forest-{i}", "Forest", "Alice", c.Zone.BATTLEFIELD) for i in range(2)]
    game = adapter.new_game(two_players(c.CardSetup("gb", "Grizzly Bears", "Alice", c.Zone.HAND), *lands))
    free = game.act("Alice", c.CastSpell("gb", without_paying=True))
    assert isinstance(free, c.Rejected) and "without paying its mana cost" in free.message
    assert game.observe("Alice").objects["gb"].zone == c.Zone.HAND


def test_cast_face_down_and_what_the_opponent_sees(adapter: pymtg.PyMtgAdapter) -> None:
    lands = [c.CardSetup(f"plains-{i}", "Plains", "Alice", c.Zone.BATTLEFIELD) for i in range(3)]
    game = adapter.new_game(two_players(c.CardSetup("dw", "Dog Walker", "Alice", c.Zone.HAND), *lands))
    result = game.act("Alice", c.CastSpell("dw", face_down=c.FaceDownMethod.DISGUISE))
    assert isinstance(result, c.Accepted)
    obj = game.observe("Bob").objects["dw"]
    assert obj.face_down and obj.zone == c.Zone.BATTLEFIELD
    # What python-mtg shows Bob is passed on as it is (its card view names the card).
    assert obj.name == "Dog Walker"


def test_no_matching_move_is_rejected_with_the_legal_moves(adapter: pymtg.PyMtgAdapter) -> None:
    game = adapter.new_game(two_players(c.CardSetup("dw", "Dog Walker", "Alice", c.Zone.HAND)))
    result = game.act("Alice", c.CastSpell("dw", face_down=c.FaceDownMethod.DISGUISE))
    assert isinstance(result, c.Rejected) and "legal moves" in result.message


def test_combat_declarations(adapter: pymtg.PyMtgAdapter) -> None:
    cards = (
        c.CardSetup("bear", "Grizzly Bears", "Alice", c.Zone.BATTLEFIELD),
        c.CardSetup("giant", "Hill Giant", "Bob", c.Zone.BATTLEFIELD),
        c.CardSetup("a-land", "Forest", "Alice", c.Zone.LIBRARY),
        c.CardSetup("b-land", "Forest", "Bob", c.Zone.LIBRARY),
    )
    game = adapter.new_game(c.Setup(players=("Alice", "Bob"), cards=cards, step=c.Step.BEGIN_COMBAT))
    game.act("Alice", c.PassPriority())
    pending = game.observe("Alice").pending
    assert pending is not None and (pending.kind, tuple(pending.options)) == (
        "declare_attackers",
        ("bear", "none"),
    )
    assert isinstance(game.act("Alice", c.PassPriority()), c.Rejected)  # the declaration comes first
    assert isinstance(game.act("Alice", c.DeclareAttackers({"bear": "Bob"})), c.Accepted)
    pending = game.observe("Bob").pending
    assert pending is not None and (pending.player, pending.kind) == ("Bob", "declare_blockers")
    assert isinstance(game.act("Bob", c.DeclareBlockers({"bear": "giant"})), c.Rejected)  # pairs reversed
    assert isinstance(game.act("Bob", c.Decide("none")), c.Accepted)
    assert {p.name: p.life for p in game.observe("Alice").players}["Bob"] == 18
