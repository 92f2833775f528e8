"""Behaviour of the Murders at Karlov Manor / Assassin's Creed cards of the pool (rulings.md section 2)."""

from __future__ import annotations

from engine_support import card, lands, new_game, ok, refused, resolve_stack

from reference_engine.enums import EventKind, FaceDownMethod, Refusal, Step, TurnUpMethod, Zone
from reference_engine.game import Game
from reference_engine.setup import CardPlacement


def bf(handle: str, name: str, owner: str = "Alice", **kwargs: object) -> CardPlacement:
    return card(handle, name, owner, Zone.BATTLEFIELD, **kwargs)  # type: ignore[arg-type]


def disguised(handle: str, name: str, owner: str = "Alice") -> CardPlacement:
    return bf(handle, name, owner, face_down=FaceDownMethod.DISGUISE)


def lib(handle: str, name: str, owner: str = "Alice") -> CardPlacement:
    return card(handle, name, owner, Zone.LIBRARY)


def zone_of(game: Game, handle: str) -> Zone | None:
    obj = game.state.find(handle)
    return obj.zone if obj is not None else None


def decide(game: Game, option: str, kind: str | None = None) -> None:
    decision = game.state.decision
    assert decision is not None, "no decision is pending"
    if kind is not None:
        assert decision.kind == kind, decision
    ok(game.decide(decision.player, option))


def test_boltbender_redirects_a_spell() -> None:
    game = new_game(
        [
            disguised("bb", "Boltbender"),
            bf("bears", "Grizzly Bears"),
            bf("giant", "Hill Giant", "Bob"),
            card("shock", "Shock", "Bob"),
            *lands("Bob", "Mountain", 1),
            *lands("Alice", "Mountain", 2),
        ],
        active="Bob",
    )
    ok(game.cast("Bob", "shock", targets=["bears"]))
    ok(game.pass_priority("Bob"))
    ok(game.turn_face_up("Alice", "bb", TurnUpMethod.DISGUISE))
    resolve_stack(game)
    stack_id = next(i.stack_id for i in game.state.stack if i.spell is not None)
    decide(game, stack_id, "choose")
    decision = game.state.decision
    assert decision is not None and decision.kind == "choose_targets" and "giant" in decision.options
    decide(game, "giant")
    resolve_stack(game)
    assert zone_of(game, "bears") == Zone.BATTLEFIELD
    giant = game.state.find("giant")
    assert giant is not None and giant.damage == 2


def test_branch_of_vitu_ghazi_mana_lasts_until_end_of_turn() -> None:
    game = new_game([disguised("branch", "Branch of Vitu-Ghazi"), *lands("Alice", "Plains", 3)])
    ok(game.turn_face_up("Alice", "branch", TurnUpMethod.DISGUISE))
    branch = game.state.find("branch")
    assert branch is not None and "Land" in game.view("Bob").objects["branch"].types
    resolve_stack(game)
    decide(game, "G", "choose_color")
    assert str(game.state.player("Alice").pool) == "{G}{G}"
    ok(game.pass_priority("Alice"))
    ok(game.pass_priority("Bob"))  # main 1 ends: the mana stays
    assert str(game.state.player("Alice").pool) == "{G}{G}"


def test_concealed_weapon_attaches_when_turned_face_up_and_equips() -> None:
    game = new_game(
        [disguised("cw", "Concealed Weapon"), bf("bears", "Grizzly Bears"), *lands("Alice", "Mountain", 5)]
    )
    ok(game.turn_face_up("Alice", "cw", TurnUpMethod.DISGUISE))
    decide(game, "bears", "choose_targets")
    resolve_stack(game)
    assert game.view("Bob").objects["cw"].attached_to == "bears"
    assert game.view("Bob").objects["bears"].power == 5
    assert "Creature" not in game.view("Bob").objects["cw"].types
    ok(game.activate("Alice", "cw", 0, targets=["bears"]))  # equip: sorcery timing, {1}{R}


def test_coveted_falcon_gives_permanents_away_and_draws() -> None:
    game = new_game(
        [
            disguised("falcon", "Coveted Falcon"),
            bf("b1", "Grizzly Bears"),
            bf("b2", "Grizzly Bears"),
            lib("l1", "Island"),
            lib("l2", "Island"),
            *lands("Alice", "Island", 2),
        ]
    )
    ok(game.turn_face_up("Alice", "falcon", TurnUpMethod.DISGUISE))
    decide(game, "Bob", "choose_targets")
    decide(game, "b1")
    decide(game, "b2")
    decide(game, "done")
    resolve_stack(game)
    assert game.state.find("b1").controller == "Bob"  # type: ignore[union-attr]
    assert len(game.state.player("Alice").hand) == 2


def test_essence_of_antiquity_gives_hexproof_and_untaps() -> None:
    game = new_game(
        [
            disguised("ess", "Essence of Antiquity"),
            bf("bears", "Grizzly Bears", tapped=True),
            *lands("Alice", "Plains", 3),
        ]
    )
    ok(game.turn_face_up("Alice", "ess", TurnUpMethod.DISGUISE))
    resolve_stack(game)
    view = game.view("Bob").objects["bears"]
    assert not view.tapped and "Hexproof" in view.abilities


def test_faerie_snoop_puts_one_card_in_hand_and_one_in_the_graveyard() -> None:
    game = new_game(
        [
            disguised("snoop", "Faerie Snoop"),
            lib("a", "Island"),
            lib("b", "Forest"),
            *lands("Alice", "Island", 3),
        ]
    )
    ok(game.turn_face_up("Alice", "snoop", TurnUpMethod.DISGUISE))
    resolve_stack(game)
    decision = game.state.decision
    assert decision is not None and decision.options == ("a", "b")
    decide(game, "b")
    assert zone_of(game, "b") == Zone.HAND and zone_of(game, "a") == Zone.GRAVEYARD


def test_flourishing_bloom_kin_finds_forests() -> None:
    game = new_game(
        [
            disguised("kin", "Flourishing Bloom-Kin"),
            lib("f1", "Forest"),
            lib("i", "Island"),
            lib("f2", "Forest"),
            *lands("Alice", "Forest", 5),
        ]
    )
    ok(game.turn_face_up("Alice", "kin", TurnUpMethod.DISGUISE))
    assert game.view("Bob").objects["kin"].power == 5  # +1/+1 for each Forest
    resolve_stack(game)
    decide(game, "f1")
    decide(game, "f2")
    decide(game, "f2")  # the one onto the battlefield
    f2 = game.state.find("f2")
    assert f2 is not None and f2.zone == Zone.BATTLEFIELD and f2.tapped
    assert zone_of(game, "f1") == Zone.HAND


def test_flourishing_bloom_kin_with_one_forest_puts_it_onto_the_battlefield() -> None:
    # RUL-flourishing-bloom-kin-1
    game = new_game(
        [disguised("kin", "Flourishing Bloom-Kin"), lib("f1", "Forest"), *lands("Alice", "Forest", 5)]
    )
    ok(game.turn_face_up("Alice", "kin", TurnUpMethod.DISGUISE))
    resolve_stack(game)
    decide(game, "f1")
    assert zone_of(game, "f1") == Zone.BATTLEFIELD and game.state.decision is None


def test_granite_witness_may_tap_a_creature() -> None:
    game = new_game(
        [disguised("gw", "Granite Witness"), bf("giant", "Hill Giant", "Bob"), *lands("Alice", "Plains", 2)]
    )
    ok(game.turn_face_up("Alice", "gw", TurnUpMethod.DISGUISE))
    decide(game, "giant", "choose_targets")
    resolve_stack(game)
    decision = game.state.decision
    assert decision is not None and decision.options == ("tap", "untap", "none")
    decide(game, "tap")
    assert game.view("Alice").objects["giant"].tapped


def test_greenbelt_radical_counters_and_trample() -> None:
    game = new_game(
        [disguised("gr", "Greenbelt Radical"), bf("bears", "Grizzly Bears"), *lands("Alice", "Forest", 7)]
    )
    ok(game.turn_face_up("Alice", "gr", TurnUpMethod.DISGUISE))
    resolve_stack(game)
    bears = game.view("Bob").objects["bears"]
    assert bears.counters == {"+1/+1": 1} and "Trample" in bears.abilities
    assert game.view("Bob").objects["gr"].counters == {"+1/+1": 1}


def test_hunted_bonebrute_face_down_makes_no_dogs_and_dies_without_trigger() -> None:
    game = new_game([card("hb", "Hunted Bonebrute"), *lands("Alice", "Swamp", 3)])
    ok(game.cast("Alice", "hb"))
    resolve_stack(game)
    decide(game, "Bob", "choose_targets")
    resolve_stack(game)
    assert sum(1 for o in game.state.battlefield if o.controller == "Bob" and o.card.token) == 2


def test_lumbering_laundry_lets_its_controller_look_at_face_down_creatures_not_spells() -> None:
    game = new_game(
        [
            bf("laundry", "Lumbering Laundry"),
            disguised("walker", "Dog Walker", "Bob"),
            *lands("Alice", "Plains", 2),
        ]
    )
    assert game.view("Alice").objects["walker"].identity is None
    ok(game.activate("Alice", "laundry"))
    resolve_stack(game)
    assert game.view("Alice").objects["walker"].identity == "Dog Walker"
    ok(game.look_at("Alice", "walker"))


def test_museum_nightwatch_makes_a_detective_when_it_dies() -> None:
    game = new_game([bf("mn", "Museum Nightwatch"), card("m", "Murder"), *lands("Alice", "Swamp", 3)])
    ok(game.cast("Alice", "m", targets=["mn"]))
    resolve_stack(game)
    tokens = [o for o in game.state.battlefield if o.card.token]
    assert [t.definition.name for t in tokens] == ["Detective"]
    assert game.view("Bob").objects[tokens[0].handle].colors == ("W", "U")


def test_nervous_gardener_finds_a_basic_land_type() -> None:
    game = new_game([disguised("ng", "Nervous Gardener"), lib("i", "Island"), *lands("Alice", "Forest", 1)])
    ok(game.turn_face_up("Alice", "ng", TurnUpMethod.DISGUISE))
    resolve_stack(game)
    decide(game, "i")
    assert zone_of(game, "i") == Zone.HAND


def test_printlifter_ooze_makes_an_ooze_with_counters() -> None:
    game = new_game(
        [disguised("po", "Printlifter Ooze"), bf("bears", "Grizzly Bears"), *lands("Alice", "Forest", 4)]
    )
    ok(game.turn_face_up("Alice", "po", TurnUpMethod.DISGUISE))
    resolve_stack(game)
    ooze = next(o for o in game.state.battlefield if o.definition.name == "Ooze")
    assert ooze.counters == {"+1/+1": 2}  # Printlifter Ooze and the bears
    assert game.view("Bob").objects[ooze.handle].power == 2


def test_shady_informant_deals_damage_when_it_dies() -> None:
    game = new_game([bf("si", "Shady Informant"), card("m", "Murder"), *lands("Alice", "Swamp", 3)])
    ok(game.cast("Alice", "m", targets=["si"]))
    resolve_stack(game)
    decide(game, "Bob", "choose_targets")
    resolve_stack(game)
    assert game.state.player("Bob").life == 18


def test_unyielding_gatekeeper_returns_your_own_permanent_tapped() -> None:
    game = new_game(
        [disguised("ug", "Unyielding Gatekeeper"), bf("bears", "Grizzly Bears"), *lands("Alice", "Plains", 2)]
    )
    ok(game.turn_face_up("Alice", "ug", TurnUpMethod.DISGUISE))
    decide(game, "bears", "choose_targets")
    resolve_stack(game)
    bears = game.state.find("bears")
    assert bears is not None and bears.zone == Zone.BATTLEFIELD and bears.tapped
    assert not any(o.card.token for o in game.state.battlefield)


def test_unyielding_gatekeeper_gives_the_opponent_a_detective() -> None:
    game = new_game(
        [
            disguised("ug", "Unyielding Gatekeeper"),
            bf("giant", "Hill Giant", "Bob"),
            *lands("Alice", "Plains", 2),
        ]
    )
    ok(game.turn_face_up("Alice", "ug", TurnUpMethod.DISGUISE))
    decide(game, "giant", "choose_targets")
    resolve_stack(game)
    assert zone_of(game, "giant") == Zone.EXILE
    tokens = [o for o in game.state.battlefield if o.card.token]
    assert len(tokens) == 1 and tokens[0].controller == "Bob"


def test_vengeful_creeper_destroys_an_opponents_artifact() -> None:
    game = new_game(
        [disguised("vc", "Vengeful Creeper"), bf("rod", "Rod of Ruin", "Bob"), *lands("Alice", "Forest", 6)]
    )
    ok(game.turn_face_up("Alice", "vc", TurnUpMethod.DISGUISE))
    decide(game, "rod", "choose_targets")
    resolve_stack(game)
    assert zone_of(game, "rod") == Zone.GRAVEYARD


def test_cryptic_coat_cloaks_and_attaches() -> None:
    game = new_game([card("coat", "Cryptic Coat"), lib("top", "Forest"), *lands("Alice", "Island", 3)])
    ok(game.cast("Alice", "coat"))
    resolve_stack(game)
    top = game.state.find("top")
    assert top is not None and top.face_down == FaceDownMethod.CLOAK
    assert game.view("Bob").objects["coat"].attached_to == "top"
    assert game.view("Bob").objects["top"].power == 3


def test_etrata_gives_face_down_creatures_a_way_up() -> None:
    game = new_game(
        [
            bf("etrata", "Etrata, Deadly Fugitive"),
            bf("fd", "Forest", face_down=FaceDownMethod.CLOAK),
            bf("bolt", "Lightning Bolt", face_down=FaceDownMethod.MANIFEST),
            *lands("Alice", "Island", 4),
            *lands("Alice", "Swamp", 4),
        ]
    )
    assert game.view("Alice").objects["fd"].abilities[-1].startswith("{2}{U}{B}: Turn this creature face up")
    ok(game.activate("Alice", "fd"))
    resolve_stack(game)
    assert game.state.find("fd").face_down is None  # type: ignore[union-attr]
    # A face-down instant can't be turned face up: it is exiled and may be cast for free.
    ok(game.activate("Alice", "bolt"))
    resolve_stack(game)
    decide(game, "bolt", "choose")
    decide(game, "Bob", "choose_targets")
    resolve_stack(game)
    assert game.state.player("Bob").life == 17 and zone_of(game, "bolt") == Zone.GRAVEYARD


def test_unexplained_absence_exiles_one_per_player_and_each_controller_cloaks() -> None:
    game = new_game(
        [
            card("ua", "Unexplained Absence"),
            bf("bears", "Grizzly Bears"),
            bf("giant", "Hill Giant", "Bob"),
            lib("a", "Forest"),
            lib("b", "Island", "Bob"),
            *lands("Alice", "Plains", 4),
        ]
    )
    assert refused(game.cast("Alice", "ua", targets=["bears", "bears"])).code == Refusal.ILLEGAL_TARGET
    ok(game.cast("Alice", "ua", targets=["bears", "giant"]))
    resolve_stack(game)
    a, b = game.state.find("a"), game.state.find("b")
    assert a is not None and a.zone == Zone.BATTLEFIELD and a.controller == "Alice"
    assert b is not None and b.zone == Zone.BATTLEFIELD and b.controller == "Bob"


def test_vannifar_cloaks_from_hand_or_grows_colorless_creatures() -> None:
    game = new_game(
        [
            bf("v", "Vannifar, Evolved Enigma"),
            bf("fd", "Grizzly Bears", face_down=FaceDownMethod.MANIFEST),
            card("h", "Forest"),
        ],
        step=Step.MAIN1,
    )
    ok(game.pass_priority("Alice"))
    ok(game.pass_priority("Bob"))
    decide(game, "1", "choose_mode")
    resolve_stack(game)
    assert game.state.find("fd").counters == {"+1/+1": 1}  # type: ignore[union-attr]
    game = new_game([bf("v", "Vannifar, Evolved Enigma"), card("h", "Forest")])
    ok(game.pass_priority("Alice"))
    ok(game.pass_priority("Bob"))
    decide(game, "0", "choose_mode")
    resolve_stack(game)
    assert game.state.find("h").face_down == FaceDownMethod.CLOAK  # type: ignore[union-attr]


def test_veiled_ascension_gives_flying_counters() -> None:
    game = new_game(
        [
            card("va", "Veiled Ascension"),
            bf("fd", "Grizzly Bears", face_down=FaceDownMethod.MANIFEST),
            card("w", "Dog Walker"),
            *lands("Alice", "Plains", 7),
        ]
    )
    ok(game.cast("Alice", "va"))
    resolve_stack(game)
    assert game.view("Bob").objects["fd"].counters == {"flying": 1}
    assert "Flying" in game.view("Bob").objects["fd"].abilities
    ok(game.cast("Alice", "w", face_down=FaceDownMethod.DISGUISE))
    resolve_stack(game)
    assert game.view("Bob").objects["w"].counters == {"flying": 1}  # enters with it


def test_arno_dorian_pumps_other_assassins() -> None:
    game = new_game([bf("arno", "Arno Dorian"), bf("pp", "Pyrotechnic Performer")])
    assert game.view("Bob").objects["pp"].power == 5


def test_bayek_gives_historic_creatures_double_strike_on_your_turn() -> None:
    game = new_game(
        [bf("bayek", "Bayek of Siwa"), bf("falcon", "Coveted Falcon"), bf("bears", "Grizzly Bears")]
    )
    assert "Double strike" in game.view("Bob").objects["falcon"].abilities
    assert "Double strike" not in game.view("Bob").objects["bears"].abilities
    game = new_game([bf("bayek", "Bayek of Siwa"), bf("falcon", "Coveted Falcon")], active="Bob")
    assert "Double strike" not in game.view("Bob").objects["falcon"].abilities


def test_become_anonymous_cloaks_a_pile_tapped() -> None:
    game = new_game(
        [
            card("ba", "Become Anonymous"),
            bf("bears", "Grizzly Bears"),
            lib("a", "Forest"),
            lib("b", "Island"),
            *lands("Alice", "Island", 4),
        ]
    )
    ok(game.cast("Alice", "ba", targets=["bears"]))
    resolve_stack(game)
    for handle in ("bears", "a", "b"):
        obj = game.state.find(handle)
        assert obj is not None and obj.face_down == FaceDownMethod.CLOAK and obj.tapped, handle


def test_crystal_skull_casts_historic_spells_from_the_top_but_not_face_down() -> None:
    # RUL-acr-4: a face-down spell isn't historic.
    game = new_game(
        [
            bf("skull", "Crystal Skull, Isu Spyglass"),
            lib("av", "Aveline de Grandpré"),
            *lands("Alice", "Forest", 4),
        ]
    )
    assert refused(game.cast("Alice", "av", face_down=FaceDownMethod.DISGUISE)).code == Refusal.NOT_ALLOWED
    ok(game.cast("Alice", "av"))


def test_tunnel_tipster_counts_face_down_creatures_that_entered() -> None:
    game = new_game(
        [bf("tt", "Tunnel Tipster"), card("w", "Dog Walker"), *lands("Alice", "Plains", 3)], step=Step.MAIN2
    )
    ok(game.cast("Alice", "w", face_down=FaceDownMethod.DISGUISE))
    resolve_stack(game)
    ok(game.pass_priority("Alice"))
    ok(game.pass_priority("Bob"))
    resolve_stack(game)
    assert game.state.find("tt").counters == {"+1/+1": 1}  # type: ignore[union-attr]


def test_showstopping_surprise_turns_up_then_deals_damage() -> None:
    game = new_game(
        [
            card("ss", "Showstopping Surprise"),
            bf("fd", "Hill Giant", face_down=FaceDownMethod.MANIFEST),
            bf("bears", "Grizzly Bears", "Bob"),
            *lands("Alice", "Mountain", 5),
        ]
    )
    ok(game.cast("Alice", "ss", targets=["fd"]))
    resolve_stack(game)
    assert zone_of(game, "bears") == Zone.GRAVEYARD
    assert game.state.find("fd").damage == 0  # type: ignore[union-attr]


def test_delney_doubles_triggers_of_small_creatures() -> None:
    game = new_game(
        [
            bf("delney", "Delney, Streetwise Lookout"),
            disguised("w", "Dog Walker"),
            *lands("Alice", "Plains", 2),
        ]
    )
    # Dog Walker turned face up is a 3/1: no additional trigger (RUL-delney-streetwise-lookout-2).
    ok(game.turn_face_up("Alice", "w", TurnUpMethod.DISGUISE))
    assert len(game.state.stack) == 1
    game = new_game(
        [
            bf("delney", "Delney, Streetwise Lookout"),
            disguised("w", "Gadget Technician"),
            *lands("Alice", "Island", 2),
        ]
    )
    ok(game.turn_face_up("Alice", "w", TurnUpMethod.DISGUISE))
    assert len(game.state.stack) == 1  # a 3/2: once
    game = new_game(
        [
            bf("delney", "Delney, Streetwise Lookout"),
            disguised("ff", "Forum Familiar"),
            bf("b", "Grizzly Bears"),
            *lands("Alice", "Plains", 2),
        ]
    )
    ok(game.turn_face_up("Alice", "ff", TurnUpMethod.DISGUISE))
    decide(game, "b", "choose_targets")
    decide(game, "delney", "choose_targets")
    assert len(game.state.stack) == 2  # a 1/1: twice


def test_tin_street_gossip_mana_only_for_face_down_spells_and_turning_up() -> None:
    game = new_game([bf("tsg", "Tin Street Gossip"), card("w", "Dog Walker"), card("bears", "Grizzly Bears")])
    ok(game.activate("Alice", "tsg"))
    assert str(game.state.player("Alice").pool) == "{R}{G}"
    assert refused(game.cast("Alice", "bears")).code == Refusal.CANNOT_PAY  # 106.6
    game = new_game([bf("tsg", "Tin Street Gossip"), card("w", "Dog Walker"), *lands("Alice", "Plains", 1)])
    ok(game.activate("Alice", "tsg"))
    ok(game.cast("Alice", "w", face_down=FaceDownMethod.DISGUISE))
    game = new_game([bf("tsg", "Tin Street Gossip"), disguised("pp", "Pyrotechnic Performer")])
    ok(game.activate("Alice", "tsg"))
    ok(game.turn_face_up("Alice", "pp", TurnUpMethod.DISGUISE))
    assert str(game.state.player("Alice").pool) == "{G}"


def test_sumala_sentry_counts_turned_up_permanents() -> None:
    game = new_game([bf("ss", "Sumala Sentry"), disguised("w", "Dog Walker"), *lands("Alice", "Plains", 2)])
    ok(game.turn_face_up("Alice", "w", TurnUpMethod.DISGUISE))
    resolve_stack(game)
    assert game.state.find("ss").counters == {"+1/+1": 1}  # type: ignore[union-attr]
    assert game.state.find("w").counters == {"+1/+1": 1}  # type: ignore[union-attr]


def test_gift_of_doom_morph_sacrifices_another_creature() -> None:
    game = new_game(
        [
            bf("gd", "Gift of Doom", face_down=FaceDownMethod.MORPH),
            bf("bears", "Grizzly Bears"),
            bf("elf", "Llanowar Elves"),
        ]
    )
    ok(game.turn_face_up("Alice", "gd", TurnUpMethod.MORPH))
    decide(game, "elf", "choose")
    assert zone_of(game, "elf") == Zone.GRAVEYARD
    decide(game, "bears", "choose")
    view = game.view("Bob")
    assert view.objects["gd"].attached_to == "bears" and "Deathtouch" in view.objects["bears"].abilities
    assert any(e.kind == EventKind.SPECIAL_ACTION for e in game.state.events)


def test_pyrotechnic_performer_uses_last_known_power() -> None:
    # RUL-pyrotechnic-performer-1: the creature left before the trigger resolved.
    game = new_game(
        [
            bf("pp", "Pyrotechnic Performer"),
            disguised("moroii", "Nightdrinker Moroii"),
            card("u", "Unsummon", "Bob"),
            *lands("Alice", "Swamp", 2),
            *lands("Bob", "Island", 1),
        ]
    )
    ok(game.turn_face_up("Alice", "moroii", TurnUpMethod.DISGUISE))
    ok(game.pass_priority("Alice"))
    ok(game.cast("Bob", "u", targets=["moroii"]))
    resolve_stack(game)
    assert zone_of(game, "moroii") == Zone.HAND
    assert game.state.player("Bob").life == 16


def test_yarus_sees_a_face_down_creature_dying_with_it() -> None:
    # RUL-yarus-roar-of-the-old-gods-1: both die at once (state-based actions).
    game = new_game(
        [
            bf("yarus", "Yarus, Roar of the Old Gods", damage=4),
            bf("fd", "Grizzly Bears", face_down=FaceDownMethod.MANIFEST, damage=2),
        ]
    )
    resolve_stack(game)
    bears = game.state.find("fd")
    assert bears is not None and bears.zone == Zone.BATTLEFIELD and bears.face_down is None


def test_playing_a_land_once_each_turn() -> None:
    game = new_game([card("f1", "Forest"), card("f2", "Forest")])
    ok(game.play_land("Alice", "f1"))
    assert zone_of(game, "f1") == Zone.BATTLEFIELD
    assert refused(game.play_land("Alice", "f2")).code == Refusal.NOT_ALLOWED  # 305.2
    game = new_game([bf("skull", "Crystal Skull, Isu Spyglass"), lib("f", "Forest")])
    assert refused(game.play_land("Alice", "f")).code == Refusal.NOT_ALLOWED  # not historic


def test_assemble_the_players_cannot_play_a_land_creature() -> None:
    # RUL-assemble-the-players-1: Dryad Arbor is played, never cast.
    game = new_game([bf("atp", "Assemble the Players"), lib("arbor", "Dryad Arbor")])
    assert refused(game.cast("Alice", "arbor")).code == Refusal.NOT_ALLOWED
    assert refused(game.play_land("Alice", "arbor")).code == Refusal.NOT_ALLOWED


def test_divided_damage_and_boltbender_keeps_the_division() -> None:
    # 601.2d; RUL-boltbender-3: the division stays, the targets may change.
    game = new_game(
        [
            card("fb", "Forked Bolt", "Bob"),
            bf("bears", "Grizzly Bears"),
            bf("elf", "Llanowar Elves"),
            bf("giant", "Hill Giant", "Bob"),
            disguised("bb", "Boltbender"),
            *lands("Bob", "Mountain", 1),
            *lands("Alice", "Mountain", 2),
        ],
        active="Bob",
    )
    assert (
        refused(game.cast("Bob", "fb", targets=["bears", "elf"], divide={"bears": 2})).code
        == Refusal.INVALID_CHOICE
    )
    ok(game.cast("Bob", "fb", targets=["bears", "elf"], divide={"bears": 1, "elf": 1}))
    ok(game.pass_priority("Bob"))
    ok(game.turn_face_up("Alice", "bb", TurnUpMethod.DISGUISE))
    resolve_stack(game)
    decide(game, next(i.stack_id for i in game.state.stack if i.spell is not None), "choose")
    decide(game, "giant", "choose_targets")  # instead of the bears
    decide(game, "elf", "choose_targets")  # keep the elf
    resolve_stack(game)
    assert game.state.find("giant").damage == 1  # type: ignore[union-attr]
    assert zone_of(game, "elf") == Zone.GRAVEYARD and zone_of(game, "bears") == Zone.BATTLEFIELD


def test_crystal_skull_plays_a_historic_land_from_the_top() -> None:
    game = new_game(
        [bf("skull", "Crystal Skull, Isu Spyglass"), lib("minamo", "Minamo, School at Water's Edge")]
    )
    ok(game.play_land("Alice", "minamo"))
    assert zone_of(game, "minamo") == Zone.BATTLEFIELD
