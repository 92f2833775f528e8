"""Face-down rules reached through effects: manifest and cloak from libraries and piles (701.40, 701.58),
prohibitions, manifest dread (701.62), turning face down (708.2a/b), double-faced cards (712.15-16),
copies (707.2, 708.10), control changes, exile face down (406.3a), merged permanents (730.2g), layers."""

from __future__ import annotations

from engine_support import POOL, card, lands, new_game, ok, refused, resolve_stack

from reference_engine.enums import EventKind, FaceDownMethod, Refusal, TurnUpMethod, Zone
from reference_engine.game import Game
from reference_engine.game import Game as EngineGame
from reference_engine.setup import CardPlacement, GameSetup


def bf(handle: str, name: str, owner: str = "Alice", **kwargs: object) -> CardPlacement:
    return card(handle, name, owner, Zone.BATTLEFIELD, **kwargs)  # type: ignore[arg-type]


def lib(handle: str, name: str, owner: str = "Alice") -> CardPlacement:
    return card(handle, name, owner, Zone.LIBRARY)


def decide(game: Game, option: str, kind: str | None = None) -> None:
    decision = game.state.decision
    assert decision is not None, "no decision is pending"
    if kind is not None:
        assert decision.kind == kind, decision
    ok(game.decide(decision.player, option))


def zone_changes(game: Game) -> list[str]:
    return [str(e.data["card"]) for e in game.state.events if e.kind == EventKind.ZONE_CHANGE]


def test_manifesting_two_cards_one_at_a_time() -> None:
    # 701.40e
    game = new_game(
        [
            card("ea", "Ethereal Ambush"),
            lib("a", "Hill Giant"),
            lib("b", "Grizzly Bears"),
            lib("c", "Forest"),
        ],
        pools={"Alice": "{G}{U}{C}{C}{C}"},
    )
    ok(game.cast("Alice", "ea"))
    resolve_stack(game)
    assert zone_changes(game)[-3:] == ["a", "b", "ea"]
    a, b = game.state.find("a"), game.state.find("b")
    assert a is not None and b is not None and a.label != b.label
    assert a.face_down == b.face_down == FaceDownMethod.MANIFEST


def test_grafdiggers_cage_keeps_a_manifest_in_the_library() -> None:
    # 701.40f: the face-down object would be a creature card entering from a library.
    game = new_game(
        [
            bf("cage", "Grafdigger's Cage"),
            card("ss", "Soul Summons"),
            lib("f", "Forest"),
            *lands("Alice", "Plains", 2),
        ]
    )
    ok(game.cast("Alice", "ss"))
    resolve_stack(game)
    forest = game.state.find("f")
    assert forest is not None and forest.zone == Zone.LIBRARY and forest.face_down is None


def test_grafdiggers_cage_stops_casting_from_the_library() -> None:
    game = new_game(
        [
            bf("cage", "Grafdigger's Cage"),
            bf("horde", "Garruk's Horde"),
            lib("b", "Grizzly Bears"),
            *lands("Alice", "Forest", 2),
        ]
    )
    assert refused(game.cast("Alice", "b")).code == Refusal.NOT_ALLOWED


def test_manifest_dread_chooses_one_of_two() -> None:
    game = new_game(
        [
            card("md", "Manifest Dread"),
            bf("pa", "Paranormal Analyst"),
            lib("a", "Grizzly Bears"),
            lib("b", "Hill Giant"),
            *lands("Alice", "Forest", 2),
        ]
    )
    ok(game.cast("Alice", "md"))
    resolve_stack(game)
    decision = game.state.decision
    assert decision is not None and decision.kind == "choose" and decision.options == ("a", "b")
    decide(game, "b")
    assert game.state.find("b").face_down == FaceDownMethod.MANIFEST  # type: ignore[union-attr]
    resolve_stack(game)  # Paranormal Analyst: the card put into the graveyard comes back
    a = game.state.find("a")
    assert a is not None and a.zone == Zone.HAND


def test_manifest_dread_with_an_empty_library_still_triggers() -> None:
    # 701.62b
    game = new_game(
        [card("md", "Manifest Dread"), bf("pa", "Paranormal Analyst"), *lands("Alice", "Forest", 2)]
    )
    ok(game.cast("Alice", "md"))
    resolve_stack(game)
    assert any(e.kind == EventKind.TRIGGERED and e.data["source"] == "pa" for e in game.state.events)


def test_ixidron_turns_other_creatures_face_down_but_not_face_down_ones_or_dfcs() -> None:
    game = new_game(
        [
            card("ix", "Ixidron"),
            bf("bears", "Grizzly Bears", "Bob"),
            bf("fd", "Dog Walker", "Bob", face_down=FaceDownMethod.DISGUISE),
            bf("delver", "Delver of Secrets"),
            *lands("Alice", "Island", 5),
        ]
    )
    label = game.state.find("fd").label  # type: ignore[union-attr]
    ok(game.cast("Alice", "ix"))
    resolve_stack(game)
    bears, fd, delver = (game.state.find(h) for h in ("bears", "fd", "delver"))
    assert bears is not None and bears.face_down == FaceDownMethod.EFFECT
    assert fd is not None and fd.face_down == FaceDownMethod.DISGUISE and fd.label == label  # 708.2b
    assert delver is not None and delver.face_down is None  # 712.16
    assert game.view("Bob").objects["ix"].power == 2  # two face-down creatures
    turned = [e for e in game.state.events if e.kind == EventKind.TURNED_FACE_DOWN]
    assert [e.data["object"] for e in turned] == ["bears"]


def test_a_card_turned_face_down_by_an_effect_turns_up_for_its_disguise_cost() -> None:
    game = new_game(
        [
            card("ix", "Ixidron"),
            bf("m", "Nightdrinker Moroii", "Bob"),
            *lands("Alice", "Island", 5),
            *lands("Bob", "Swamp", 2),
        ]
    )
    ok(game.cast("Alice", "ix"))
    resolve_stack(game)
    assert "Ward {2}" not in game.view("Bob").objects["m"].abilities
    ok(game.pass_priority("Alice"))
    ok(game.turn_face_up("Bob", "m", TurnUpMethod.DISGUISE))
    assert refused(game.turn_face_up("Bob", "m", TurnUpMethod.MANA_COST)).code == Refusal.NOT_ALLOWED


def test_moonmist_transforms_face_up_humans_only() -> None:
    game = new_game(
        [
            bf("nexus", "Maskwood Nexus"),
            bf("up", "Delver of Secrets"),
            bf("down", "Delver of Secrets", face_down=FaceDownMethod.MANIFEST),
            card("mm", "Moonmist"),
            *lands("Alice", "Forest", 2),
        ]
    )
    ok(game.cast("Alice", "mm"))
    resolve_stack(game)
    view = game.view("Bob").objects
    assert (view["up"].name, view["up"].power, view["up"].toughness) == ("Insectile Aberration", 3, 2)
    assert view["down"].name is None and view["down"].face_down  # 712.15a


def test_a_face_down_dfc_turned_face_up_shows_its_front_face() -> None:
    game = new_game([bf("d", "Delver of Secrets", face_down=FaceDownMethod.CLOAK)], pools={"Alice": "{U}"})
    ok(game.turn_face_up("Alice", "d", TurnUpMethod.MANA_COST))
    assert game.view("Bob").objects["d"].name == "Delver of Secrets"


def test_cytoshape_makes_a_face_down_permanent_a_copy() -> None:
    game = new_game(
        [
            bf("demon", "Grinning Demon", face_down=FaceDownMethod.MORPH),
            bf("lorian", "Branchsnap Lorian"),
            card("cs", "Cytoshape"),
            *lands("Alice", "Island", 3),
            *lands("Alice", "Forest", 1),
        ],
        pools={"Alice": "{G}{U}{C}"},
    )
    ok(game.cast("Alice", "cs", targets=["demon"]))
    resolve_stack(game)
    decide(game, "lorian", "choose")
    assert game.view("Bob").objects["demon"].power == 2  # 708.10
    ok(game.turn_face_up("Alice", "demon", TurnUpMethod.MORPH))  # Branchsnap Lorian's {G}
    view = game.view("Bob").objects["demon"]
    assert (view.name, view.power, view.toughness) == ("Branchsnap Lorian", 4, 1)


def test_act_of_treason_moves_control_and_the_right_to_look() -> None:
    game = new_game(
        [
            bf("demon", "Grinning Demon", face_down=FaceDownMethod.MORPH),
            card("aot", "Act of Treason", "Bob"),
            *lands("Bob", "Mountain", 3),
        ],
        active="Bob",
    )
    ok(game.cast("Bob", "aot", targets=["demon"]))
    resolve_stack(game)
    assert game.state.find("demon").controller == "Bob"  # type: ignore[union-attr]
    assert game.view("Bob").objects["demon"].identity == "Grinning Demon"
    assert game.view("Alice").objects["demon"].identity is None
    for _ in range(30):  # on to Alice's turn: the effect ended in the cleanup step
        decision = game.state.decision
        if decision is not None:
            ok(game.decide(decision.player, "none"))
        elif game.state.priority is not None:
            ok(game.pass_priority(game.state.priority))
        if game.state.active == "Alice":
            break
    assert game.state.find("demon").controller == "Alice"  # type: ignore[union-attr]


def test_praetors_grasp_exiles_face_down_and_allows_casting_it_face_down() -> None:
    game = new_game(
        [
            card("pg", "Praetor's Grasp"),
            lib("w", "Dog Walker", "Bob"),
            lib("b", "Grizzly Bears", "Bob"),
            *lands("Alice", "Swamp", 6),
        ]
    )
    ok(game.cast("Alice", "pg", targets=["Bob"]))
    resolve_stack(game)
    decide(game, "w", "choose")
    assert (
        game.view("Bob").objects["w"].identity is None
        and game.view("Alice").objects["w"].identity == "Dog Walker"
    )
    ok(game.cast("Alice", "w", face_down=FaceDownMethod.DISGUISE))  # 406.3a: stays hidden
    assert game.view("Bob").objects["w"].identity is None


def test_a_merged_face_down_permanent_with_an_instant_stays_face_down() -> None:
    # 730.2g
    setup = GameSetup(
        players=("Alice", "Bob"),
        cards=(
            bf("heron", "Dreamtail Heron", face_down=FaceDownMethod.EFFECT),
            card("shock", "Shock", "Alice", Zone.BATTLEFIELD),
            card("etc", "Expose the Culprit"),
        ),
        mana_pools={"Alice": "{R}{C}"},
    )
    setup = GameSetup(
        players=setup.players,
        cards=(
            setup.cards[0],
            __import__("reference_engine.setup", fromlist=["CardPlacement"]).CardPlacement(
                handle="shock", name="Shock", owner="Alice", zone=Zone.BATTLEFIELD, merged_under="heron"
            ),
            setup.cards[2],
        ),
        mana_pools=setup.mana_pools,
    )
    game = EngineGame.from_setup(setup, POOL)
    ok(game.cast("Alice", "etc", mode=0, targets=["heron"]))
    resolve_stack(game)
    assert game.state.find("heron").face_down is not None  # type: ignore[union-attr]
    assert any(e.kind == EventKind.REVEALED and e.data["card"] == "shock" for e in game.state.events)


def test_godhead_turned_face_up_gets_a_new_timestamp() -> None:
    # 613.7f
    game = new_game(
        [
            bf("god", "Godhead of Awe", face_down=FaceDownMethod.CLOAK),
            bf("bears", "Grizzly Bears"),
            card("ov", "Ovinize"),
            *lands("Alice", "Plains", 5),
        ],
        pools={"Alice": "{U}{C}"},
    )
    ok(game.cast("Alice", "ov", targets=["bears"]))
    resolve_stack(game)
    assert game.view("Bob").objects["bears"].power == 0
    ok(game.turn_face_up("Alice", "god", TurnUpMethod.MANA_COST))
    assert (game.view("Bob").objects["bears"].power, game.view("Bob").objects["bears"].toughness) == (1, 1)


def test_march_of_the_machines_and_a_revealed_face_down_card() -> None:
    # 708.12: the revealed card is judged as printed.
    game = new_game(
        [
            bf("hs", "Hauntwoods Shrieker"),
            bf("march", "March of the Machines"),
            bf("sphere", "Sphere of Resistance", face_down=FaceDownMethod.MANIFEST),
            bf("rod", "Rod of Ruin"),
        ],
        pools={"Alice": "{G}{C}"},
    )
    assert game.view("Bob").objects["rod"].power == 4  # a 4/4 artifact creature
    ok(game.activate("Alice", "hs", targets=["sphere"]))
    resolve_stack(game)
    assert game.state.decision is None and game.state.find("sphere").face_down is not None  # type: ignore[union-attr]


def test_echoing_truth_and_nameless_permanents() -> None:
    # 201.2a
    game = new_game(
        [
            bf("a", "Dog Walker", face_down=FaceDownMethod.DISGUISE),
            bf("b", "Nightdrinker Moroii", face_down=FaceDownMethod.DISGUISE),
            card("et", "Echoing Truth"),
            *lands("Alice", "Island", 2),
        ]
    )
    ok(game.cast("Alice", "et", targets=["a"]))
    resolve_stack(game)
    assert game.state.find("a").zone == Zone.HAND  # type: ignore[union-attr]
    assert game.state.find("b").zone == Zone.BATTLEFIELD  # type: ignore[union-attr]


def test_guardian_project_needs_a_name() -> None:
    # 201.2c
    game = new_game(
        [
            bf("gp", "Guardian Project"),
            card("w", "Dog Walker"),
            lib("i", "Island"),
            *lands("Alice", "Plains", 3),
        ]
    )
    ok(game.cast("Alice", "w", face_down=FaceDownMethod.DISGUISE))
    resolve_stack(game)
    assert not any(e.kind == EventKind.TRIGGERED for e in game.state.events)


def test_gift_of_doom_turned_up_attaches_by_its_face_up_characteristics() -> None:
    # 303.4k: White Knight has protection from black; Gift of Doom can't enchant itself.
    game = new_game(
        [
            bf("gd", "Gift of Doom", face_down=FaceDownMethod.MORPH),
            bf("bears", "Grizzly Bears"),
            bf("knight", "White Knight"),
            card("etc", "Expose the Culprit"),
        ],
        pools={"Alice": "{R}{C}"},
    )
    ok(game.cast("Alice", "etc", mode=0, targets=["gd"]))
    resolve_stack(game)
    decision = game.state.decision
    assert decision is not None and decision.options == ("bears", "none")
    decide(game, "bears")
    assert "Indestructible" in game.view("Bob").objects["bears"].abilities


def test_pacifism_falls_off_a_permanent_that_stops_being_a_creature() -> None:
    setup_cards = [bf("ti", "True Identity", face_down=FaceDownMethod.DISGUISE), *lands("Alice", "Plains", 1)]
    game = new_game([*setup_cards, card("p", "Pacifism"), *lands("Alice", "Plains", 2, prefix="more")])
    ok(game.cast("Alice", "p", targets=["ti"]))
    resolve_stack(game)
    ok(game.turn_face_up("Alice", "ti", TurnUpMethod.DISGUISE))
    assert game.state.find("p").zone == Zone.GRAVEYARD  # type: ignore[union-attr]


def test_expose_the_culprit_both_modes() -> None:
    game = new_game(
        [
            bf("fd", "Grizzly Bears", face_down=FaceDownMethod.MANIFEST),
            bf("walker", "Dog Walker"),
            card("etc", "Expose the Culprit"),
        ],
        pools={"Alice": "{R}{C}"},
    )
    ok(game.cast("Alice", "etc", modes=[0, 1], targets=["fd"]))
    resolve_stack(game)
    decide(game, "walker", "choose")
    assert game.state.find("fd").face_down is None  # type: ignore[union-attr]
    assert game.state.find("walker").face_down == FaceDownMethod.CLOAK  # type: ignore[union-attr]


def test_hide_in_plain_sight_cloaks_two_and_bottoms_the_rest() -> None:
    game = new_game(
        [
            card("h", "Hide in Plain Sight"),
            *(lib(f"c{i}", "Forest") for i in range(5)),
            lib("deep", "Island"),
        ],
        pools={"Alice": "{G}{C}{C}{C}"},
    )
    ok(game.cast("Alice", "h"))
    resolve_stack(game)
    decision = game.state.decision
    assert decision is not None and decision.options == ("c0", "c1", "c2", "c3", "c4")
    decide(game, "c1")
    decide(game, "c3")
    library = [o.handle for o in game.state.player("Alice").library]
    assert library[0] == "deep" and sorted(library[1:]) == ["c0", "c2", "c4"]
