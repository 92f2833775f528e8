"""The card pool and the ability language."""

from __future__ import annotations

import pytest
from engine_support import POOL

from reference_engine.cards import OPS, CardDataError, CardPool, Keyword, card_from_dict
from reference_engine.effects import IMPLEMENTATIONS


def test_every_op_of_the_language_has_an_implementation() -> None:
    assert set(OPS) <= set(IMPLEMENTATIONS)


def test_the_pool_holds_the_cards_the_suite_needs() -> None:
    for name in (
        "Plains",
        "Island",
        "Swamp",
        "Mountain",
        "Forest",
        "Dog Walker",
        "Fugitive Codebreaker",
        "Nightdrinker Moroii",
        "Experiment Twelve",
        "Aurelia's Vindicator",
        "True Identity",
        "Lightning Bolt",
        "Essence Scatter",
        "Cancel",
        "Dream Chisel",
        "Lodestone Golem",
        "Omniscience",
        "Garruk's Horde",
        "Grizzly Bears",
        "Giant Growth",
        "Murder",
        "Unsummon",
        "Glorious Anthem",
        "Dress Down",
        "Shock",
        "Llanowar Elves",
        "Isamaru, Hound of Konda",
    ):
        assert name in POOL, name


def test_keywords_are_shown_with_their_cost() -> None:
    walker = POOL.get("Dog Walker")
    assert walker is not None
    shown = [a.display for a in walker.abilities if isinstance(a, Keyword)]
    assert shown == ["Vigilance", "Disguise {R/W}{R/W}"]


def test_oracle_text_of_disguise_cards_is_recorded() -> None:
    walker = POOL.get("Dog Walker")
    assert walker is not None
    assert walker.oracle.startswith("Vigilance\nDisguise {R/W}{R/W} (You may cast this card face down")


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"types": ["Creature"]}, "a card needs a name"),
        ({"name": "X", "types": ["Kreature"]}, "unknown card type"),
        (
            {
                "name": "X",
                "types": ["Instant"],
                "abilities": [{"kind": "spell", "effects": [{"op": "explode"}]}],
            },
            "unknown op",
        ),
        (
            {
                "name": "X",
                "types": ["Instant"],
                "abilities": [{"kind": "spell", "effects": [{"op": "draw", "cards": 2}]}],
            },
            "has no parameters",
        ),
        (
            {"name": "X", "types": ["Creature"], "abilities": [{"kind": "keyword", "keyword": "ward"}]},
            "needs a cost",
        ),
        ({"name": "X", "types": ["Creature"], "mana_cost": "{Q}"}, "unknown mana symbol"),
    ],
)
def test_bad_card_data_is_reported_with_the_card_name(data: dict[str, object], message: str) -> None:
    with pytest.raises(CardDataError, match=message):
        card_from_dict(data)


def test_a_token_must_be_in_the_pool() -> None:
    maker = {
        "name": "Maker",
        "types": ["Instant"],
        "abilities": [{"kind": "spell", "effects": [{"op": "create_token", "token": "Nothing"}]}],
    }
    with pytest.raises(CardDataError, match="token 'Nothing' is not in the pool"):
        CardPool.from_dicts([maker])
