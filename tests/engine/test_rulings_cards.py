"""Cards the reference rulings are checked with (Backslide, Living Death, Tireless Tracker, ...)."""

from __future__ import annotations

from engine_support import card, lands, new_game, ok, pass_all, refused, resolve_stack

from reference_engine.enums import EventKind, FaceDownMethod, Refusal, Step, TurnUpMethod, Zone
from reference_engine.game import Game
from reference_engine.setup import CardPlacement


def bf(handle: str, name: str, owner: str = "Alice", **kwargs: object) -> CardPlacement:
    return card(handle, name, owner, Zone.BATTLEFIELD, **kwargs)  # type: ignore[arg-type]


def decide(game: Game, option: str, kind: str | None = None) -> None:
    decision = game.state.decision
    assert decision is not None, "no decision is pending"
    if kind is not None:
        assert decision.kind == kind, decision
    ok(game.decide(decision.player, option))


def zone_of(game: Game, handle: str) -> Zone | None:
    obj = game.state.find(handle)
    return obj.zone if obj is not None else None


def test_a_blocked_creature_turned_face_down_with_menace_stays_blocked() -> None:
    # RUL-acr-5
    game = new_game(
        [
            bf("roshan", "Roshan, Hidden Magister"),
            bf("lorian", "Branchsnap Lorian"),
            bf("bears", "Grizzly Bears", "Bob"),
            card("bs", "Backslide"),
            *lands("Alice", "Island", 2),
        ],
        step=Step.BEGIN_COMBAT,
    )
    pass_all(game)
    ok(game.declare_attackers("Alice", {"lorian": "Bob"}))
    pass_all(game)
    ok(game.declare_blockers("Bob", {"bears": "lorian"}))
    ok(game.cast("Alice", "bs", targets=["lorian"]))
    resolve_stack(game)
    lorian = game.state.find("lorian")
    assert lorian is not None and lorian.face_down == FaceDownMethod.EFFECT
    assert "Menace" in game.view("Alice").objects["lorian"].abilities
    pass_all(game)
    assert game.state.player("Bob").life == 20
    assert zone_of(game, "bears") == Zone.GRAVEYARD


def test_tunnel_tipster_ignores_a_creature_turned_face_down_later() -> None:
    # RUL-tunnel-tipster-1
    game = new_game(
        [
            bf("tt", "Tunnel Tipster"),
            bf("lorian", "Branchsnap Lorian"),
            card("bs", "Backslide"),
            *lands("Alice", "Island", 2),
        ],
        step=Step.MAIN2,
    )
    ok(game.cast("Alice", "bs", targets=["lorian"]))
    resolve_stack(game)
    pass_all(game)
    resolve_stack(game)
    assert game.state.find("tt").counters == {}  # type: ignore[union-attr]


def test_living_death_brings_creatures_back_together() -> None:
    # RUL-crowd-control-warden-1: entering at the same time, the bears don't count.
    game = new_game(
        [
            card("ccw", "Crowd-Control Warden", zone=Zone.GRAVEYARD),
            card("b1", "Grizzly Bears", zone=Zone.GRAVEYARD),
            card("b2", "Grizzly Bears", zone=Zone.GRAVEYARD),
            bf("giant", "Hill Giant"),
            card("ld", "Living Death"),
            *lands("Alice", "Swamp", 5),
        ]
    )
    ok(game.cast("Alice", "ld"))
    resolve_stack(game)
    for handle in ("ccw", "b1", "b2"):
        assert zone_of(game, handle) == Zone.BATTLEFIELD, handle
    assert zone_of(game, "giant") == Zone.GRAVEYARD
    assert game.state.find("ccw").counters == {}  # type: ignore[union-attr]
    assert game.view("Bob").objects["ccw"].power == 4


def test_tireless_tracker_counts_every_clue_sacrificed() -> None:
    # RUL-mistway-spy-2/-3
    game = new_game(
        [bf("tt", "Tireless Tracker"), bf("note", "Ransom Note"), card("l", "Forest", zone=Zone.LIBRARY)],
        pools={"Alice": "{C}{C}"},
    )
    ok(game.activate("Alice", "note", mode=2))
    resolve_stack(game)
    assert game.state.find("tt").counters == {"+1/+1": 1}  # type: ignore[union-attr]
    game = new_game(
        [
            bf("tt", "Tireless Tracker"),
            bf("gd", "Gift of Doom", face_down=FaceDownMethod.MORPH),
            bf("bears", "Grizzly Bears"),
        ]
    )
    ok(game.turn_face_up("Alice", "gd", TurnUpMethod.MORPH))
    decide(game, "bears", "choose")
    assert game.state.find("tt").counters == {}  # type: ignore[union-attr]


def test_tireless_tracker_investigates_for_a_land() -> None:
    game = new_game([bf("tt", "Tireless Tracker"), card("f", "Forest")])
    ok(game.play_land("Alice", "f"))
    resolve_stack(game)
    clue = next(o for o in game.state.battlefield if o.definition.name == "Clue")
    game.state.player("Alice").pool.add("C", 2)
    ok(game.activate("Alice", clue.handle))
    resolve_stack(game)
    assert game.state.find("tt").counters == {"+1/+1": 1}  # type: ignore[union-attr]


def test_confront_the_unknown_counts_clues() -> None:
    game = new_game(
        [
            bf("note", "Ransom Note"),
            bf("bears", "Grizzly Bears"),
            card("ctu", "Confront the Unknown"),
            *lands("Alice", "Forest", 1),
        ]
    )
    ok(game.cast("Alice", "ctu", targets=["bears"]))
    resolve_stack(game)
    assert game.view("Bob").objects["bears"].power == 4


def test_confront_the_unknown_with_an_illegal_target_makes_no_clue() -> None:
    # RUL-mistway-spy-4
    game = new_game(
        [
            bf("bears", "Grizzly Bears"),
            card("ctu", "Confront the Unknown"),
            card("u", "Unsummon", "Bob"),
            *lands("Alice", "Forest", 1),
            *lands("Bob", "Island", 1),
        ]
    )
    ok(game.cast("Alice", "ctu", targets=["bears"]))
    ok(game.pass_priority("Alice"))
    ok(game.cast("Bob", "u", targets=["bears"]))
    resolve_stack(game)
    assert not any(o.definition.name == "Clue" for o in game.state.battlefield)


def test_alquist_needs_a_clue_of_its_own() -> None:
    # RUL-mistway-spy-5
    game = new_game(
        [bf("alquist", "Alquist Proft, Master Sleuth"), bf("note", "Ransom Note")],
        pools={"Alice": "{W}{U}{U}{C}{C}"},
    )
    ok(game.activate("Alice", "note", mode=2))
    assert refused(game.activate("Alice", "alquist", x=0)).code == Refusal.CANNOT_PAY


def test_alquist_asks_which_clue() -> None:
    game = new_game(
        [bf("alquist", "Alquist Proft, Master Sleuth"), bf("note", "Ransom Note"), bf("ff", "Found Footage")],
        pools={"Alice": "{W}{U}{U}"},
    )
    ok(game.activate("Alice", "alquist", x=0))
    decision = game.state.decision
    assert decision is not None and decision.options == ("note", "ff")
    decide(game, "ff")
    assert zone_of(game, "ff") == Zone.GRAVEYARD and len(game.state.stack) == 1


def test_blaze_without_paying_has_x_zero() -> None:
    # RUL-etrata-deadly-fugitive-3
    game = new_game([bf("omni", "Omniscience"), card("blaze", "Blaze")])
    assert (
        refused(game.cast("Alice", "blaze", targets=["Bob"], x=3, without_paying=True)).code
        == Refusal.INVALID_CHOICE
    )
    ok(game.cast("Alice", "blaze", targets=["Bob"], x=0, without_paying=True))
    resolve_stack(game)
    assert game.state.player("Bob").life == 20


def test_two_delneys_make_a_trigger_happen_three_times() -> None:
    # RUL-delney-streetwise-lookout-3
    game = new_game(
        [
            bf("gallery", "Mirror Gallery"),
            bf("d1", "Delney, Streetwise Lookout"),
            bf("d2", "Delney, Streetwise Lookout"),
            bf("ff", "Forum Familiar", face_down=FaceDownMethod.DISGUISE),
            bf("bears", "Grizzly Bears"),
            *lands("Alice", "Plains", 2),
        ]
    )
    assert game.state.decision is None  # no legend rule
    ok(game.turn_face_up("Alice", "ff", TurnUpMethod.DISGUISE))
    for _ in range(3):
        decide(game, "bears", "choose_targets")
    assert len(game.state.stack) == 3


def test_yarus_draws_in_each_combat_damage_step() -> None:
    # RUL-yarus-roar-of-the-old-gods-4
    game = new_game(
        [
            bf("yarus", "Yarus, Roar of the Old Gods"),
            bf("a", "Grizzly Bears", face_down=FaceDownMethod.MANIFEST),
            bf("b", "Grizzly Bears", face_down=FaceDownMethod.MANIFEST),
            card("strobe", "Assault Strobe"),
            card("l1", "Island", zone=Zone.LIBRARY),
            card("l2", "Island", zone=Zone.LIBRARY),
            *lands("Alice", "Mountain", 1),
        ]
    )
    ok(game.cast("Alice", "strobe", targets=["a"]))
    resolve_stack(game)
    pass_all(game)
    pass_all(game)
    ok(game.declare_attackers("Alice", {"a": "Bob", "b": "Bob"}))
    pass_all(game)
    ok(game.decide("Bob", "none"))
    pass_all(game)  # first-strike damage
    resolve_stack(game)
    pass_all(game)  # regular damage
    resolve_stack(game)
    assert len(game.state.player("Alice").hand) == 2
    assert game.state.player("Bob").life == 14


def test_found_footage_shows_face_down_creatures_not_spells() -> None:
    # RUL-dsk-1/-2
    game = new_game(
        [
            bf("ff", "Found Footage"),
            bf("fd", "Dog Walker", "Bob", face_down=FaceDownMethod.DISGUISE),
            card("w", "Nightdrinker Moroii", "Bob"),
            *lands("Bob", "Swamp", 3),
        ],
        active="Bob",
    )
    ok(game.cast("Bob", "w", face_down=FaceDownMethod.DISGUISE))
    view = game.view("Alice").objects
    assert view["fd"].identity == "Dog Walker" and view["w"].identity is None


def test_glitch_interpreter_needs_no_face_down_permanents() -> None:
    # RUL-dsk-3
    game = new_game(
        [
            card("gi", "Glitch Interpreter"),
            bf("fd", "Grizzly Bears", face_down=FaceDownMethod.MANIFEST),
            *lands("Alice", "Island", 3),
        ]
    )
    ok(game.cast("Alice", "gi"))
    resolve_stack(game)
    assert zone_of(game, "gi") == Zone.BATTLEFIELD and not game.state.stack
    game = new_game(
        [
            card("gi", "Glitch Interpreter"),
            card("a", "Grizzly Bears", zone=Zone.LIBRARY),
            card("b", "Forest", zone=Zone.LIBRARY),
            *lands("Alice", "Island", 3),
        ]
    )
    ok(game.cast("Alice", "gi"))
    resolve_stack(game)
    decide(game, "a", "choose")
    assert zone_of(game, "gi") == Zone.HAND
    assert game.state.find("a").face_down == FaceDownMethod.MANIFEST  # type: ignore[union-attr]


def test_hovership_with_panharmonicon_and_one_manifest_dread_per_owner() -> None:
    # RUL-dsk-5
    game = new_game(
        [
            bf("ph", "Panharmonicon"),
            card("uh", "Unidentified Hovership"),
            bf("b1", "Grizzly Bears", "Bob"),
            bf("b2", "Grizzly Bears", "Bob"),
            card("lib1", "Forest", "Bob", Zone.LIBRARY),
            card("lib2", "Island", "Bob", Zone.LIBRARY),
            card("et", "Echoing Truth"),
            *lands("Alice", "Plains", 3),
            *lands("Alice", "Island", 2),
        ]
    )
    ok(game.cast("Alice", "uh"))
    resolve_stack(game)
    decide(game, "b1", "choose_targets")
    decide(game, "b2", "choose_targets")
    resolve_stack(game)
    assert zone_of(game, "b1") == zone_of(game, "b2") == Zone.EXILE
    ok(game.cast("Alice", "et", targets=["uh"]))
    resolve_stack(game)
    decide(game, "lib1", "choose")
    assert game.state.decision is None
    assert game.state.find("lib1").face_down == FaceDownMethod.MANIFEST  # type: ignore[union-attr]


def test_unwanted_remake_manifests_dread_for_the_controller_unless_countered() -> None:
    # RUL-dsk-11
    game = new_game(
        [
            card("ur", "Unwanted Remake"),
            bf("giant", "Hill Giant", "Bob"),
            card("l", "Forest", "Bob", Zone.LIBRARY),
            *lands("Alice", "Plains", 1),
        ]
    )
    ok(game.cast("Alice", "ur", targets=["giant"]))
    resolve_stack(game)
    assert game.state.find("l").face_down == FaceDownMethod.MANIFEST  # type: ignore[union-attr]
    assert game.state.find("l").controller == "Bob"  # type: ignore[union-attr]
    game = new_game(
        [
            card("ur", "Unwanted Remake"),
            bf("giant", "Hill Giant", "Bob"),
            card("u", "Unsummon", "Bob"),
            card("l", "Forest", "Bob", Zone.LIBRARY),
            *lands("Alice", "Plains", 1),
            *lands("Bob", "Island", 1),
        ]
    )
    ok(game.cast("Alice", "ur", targets=["giant"]))
    ok(game.pass_priority("Alice"))
    ok(game.cast("Bob", "u", targets=["giant"]))
    resolve_stack(game)
    assert zone_of(game, "l") == Zone.LIBRARY


def test_creeping_peeper_and_overgrown_zealot_mana() -> None:
    # RUL-dsk-13, RUL-dsk-14
    game = new_game(
        [
            bf("cp", "Creeping Peeper"),
            bf("fd", "Wandering Ones", face_down=FaceDownMethod.CLOAK),
            card("b", "Wandering Ones"),
        ]
    )
    ok(game.activate("Alice", "cp"))
    assert refused(game.cast("Alice", "b")).code == Refusal.CANNOT_PAY
    ok(game.turn_face_up("Alice", "fd", TurnUpMethod.MANA_COST))
    game = new_game(
        [
            bf("oz", "Overgrown Zealot"),
            bf("w", "Dog Walker", face_down=FaceDownMethod.DISGUISE),
            card("s", "Shock"),
        ]
    )
    ok(game.activate("Alice", "oz", 1))
    decide(game, "R", "choose_color")
    assert refused(game.cast("Alice", "s", targets=["Bob"])).code == Refusal.CANNOT_PAY
    ok(game.turn_face_up("Alice", "w", TurnUpMethod.DISGUISE))


def test_leaving_a_multiplayer_game_exiles_what_you_cloaked_and_removes_what_you_own() -> None:
    # 800.4a, RUL-etrata-deadly-fugitive-2
    game = new_game(
        [
            bf("bobs", "Grizzly Bears", "Bob", controller="Alice", face_down=FaceDownMethod.CLOAK),
            bf("carols", "Hill Giant", "Carol", controller="Alice", face_down=FaceDownMethod.CLOAK),
        ],
        players=("Alice", "Bob", "Carol", "Dave"),
    )
    ok(game.concede("Carol"))
    assert game.state.find("carols") is None
    assert any(e.kind == EventKind.REVEALED and e.data["card"] == "carols" for e in game.state.events)
    ok(game.concede("Alice"))
    assert zone_of(game, "bobs") == Zone.EXILE
