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
        (
            {"name": "X", "types": ["Enchantment"], "abilities": [{"kind": "chapter", "chapters": ["I"]}]},
            "chapters must be a list of chapter numbers",
        ),
        (
            {"name": "X", "types": ["Enchantment"], "abilities": [{"kind": "to_solve", "text": "To solve"}]},
            "condition is required",
        ),
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


def test_the_pool_holds_every_card_of_the_reference_pack() -> None:
    # rulings.md section 2: the 65 disguise, cloak and related cards.
    names = (
        "Alley Assailant; Aurelia's Vindicator; Basilica Stalker; Bolrac-Clan Basher; Boltbender; "
        "Branch of Vitu-Ghazi; Bubble Smuggler; Concealed Weapon; Coveted Falcon; Crowd-Control Warden; "
        "Culvert Ambusher; Defenestrated Phantom; Dog Walker; Essence of Antiquity; Exit Specialist; "
        "Experiment Twelve; Faerie Snoop; Flourishing Bloom-Kin; Forum Familiar; Fugitive Codebreaker; "
        "Gadget Technician; Granite Witness; Greenbelt Radical; Hunted Bonebrute; Lumbering Laundry; "
        "Mistway Spy; Museum Nightwatch; Nervous Gardener; Nightdrinker Moroii; Offender at Large; "
        "Printlifter Ooze; Pyrotechnic Performer; Rakish Scoundrel; Riftburst Hellion; Sanguine Savior; "
        "Shady Informant; True Identity; Undercover Crocodelf; Unyielding Gatekeeper; Vengeful Creeper; "
        "Cryptic Coat; Etrata, Deadly Fugitive; Expose the Culprit; Hide in Plain Sight; Ransom Note; "
        "Unexplained Absence; Vannifar, Evolved Enigma; Veiled Ascension; Arno Dorian; "
        "Aveline de Grandpré; Bayek of Siwa; Become Anonymous; Roshan, Hidden Magister; "
        "Crystal Skull, Isu Spyglass; Karlov Watchdog; Panoptic Projektor; Kaust, Eyes of the Glade; "
        "Yarus, Roar of the Old Gods; Tunnel Tipster; Sumala Sentry; Showstopping Surprise; "
        "Pompous Gadabout; Delney, Streetwise Lookout; Assemble the Players; Tin Street Gossip"
    )
    wanted = [n.strip() for n in names.split(";")]
    assert len(wanted) == 65
    assert [n for n in wanted if n not in POOL] == []


def test_the_pool_readme_documents_the_whole_language() -> None:
    from engine_support import POOL_DIR

    from reference_engine.cards import AMOUNTS, OBJECT_REFS, PLAYER_REFS, STATICS, TRIGGERS

    readme = (POOL_DIR / "README.md").read_text(encoding="utf-8")
    for names in (OPS, STATICS, TRIGGERS, AMOUNTS, OBJECT_REFS, PLAYER_REFS):
        assert [n for n in names if f"`{n}`" not in readme] == []
