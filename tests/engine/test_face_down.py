"""Face-down spells and permanents (708) and disguise (702.168)."""

from __future__ import annotations

from engine_support import card, cast_face_down, lands, new_game, ok, refused, resolve_stack

from reference_engine import face_down
from reference_engine.enums import EventKind, FaceDownMethod, Refusal, TurnUpMethod, Zone
from reference_engine.game import Game


def events(game: Game, kind: EventKind) -> list[dict[str, object]]:
    return [e.data for e in game.state.events if e.kind == kind]


def test_face_down_characteristics() -> None:
    # 702.168a, 708.2: a 2/2 creature with ward {2}, no name, subtypes or mana cost, colourless, mana value 0.
    game = new_game([card("walker", "Dog Walker"), *lands("Alice", "Mountain", 3)])
    cast_face_down(game, "Alice", "walker")
    seen = game.view("Bob").objects["walker"]
    assert (
        seen.zone == Zone.BATTLEFIELD and seen.face_down and seen.face_down_method == FaceDownMethod.DISGUISE
    )
    assert (seen.name, seen.mana_cost, seen.mana_value, seen.colors) == (None, None, 0, ())
    assert (seen.types, seen.subtypes, seen.supertypes) == (("Creature",), (), ())
    assert (seen.power, seen.toughness, seen.abilities) == (2, 2, ("Ward {2}",))


def test_only_the_controller_sees_the_identity() -> None:
    game = new_game([card("walker", "Dog Walker"), *lands("Alice", "Mountain", 3)])
    ok(game.cast("Alice", "walker", face_down=FaceDownMethod.DISGUISE))
    assert game.view("Alice").stack[0].spell is not None
    assert game.view("Alice").objects["walker"].identity == "Dog Walker"  # 708.5
    assert game.view("Bob").objects["walker"].identity is None
    assert refused(game.look_at("Bob", "walker")).code == Refusal.NOT_ALLOWED
    ok(game.look_at("Alice", "walker"))
    resolve_stack(game)
    assert game.view("Alice").objects["walker"].identity == "Dog Walker"
    assert game.view("Bob").objects["walker"].identity is None


def test_the_hand_of_another_player_is_hidden() -> None:
    game = new_game([card("walker", "Dog Walker"), card("bolt", "Lightning Bolt", "Bob")])
    assert "bolt" not in game.view("Alice").objects
    assert game.view("Alice").players[1].hand_size == 1
    assert refused(game.look_at("Alice", "bolt")).code == Refusal.NO_SUCH_OBJECT


def test_face_down_objects_get_public_labels_in_order() -> None:
    game = new_game(
        [card("w1", "Dog Walker"), card("w2", "Nightdrinker Moroii"), *lands("Alice", "Swamp", 6)]
    )
    cast_face_down(game, "Alice", "w1")
    cast_face_down(game, "Alice", "w2")
    view = game.view("Bob")
    assert view.objects["w1"].label == "face-down 1"  # 708.6
    assert view.objects["w2"].label == "face-down 2"


def test_the_spell_becomes_a_new_object_but_turning_face_up_keeps_it() -> None:
    game = new_game(
        [card("walker", "Dog Walker"), *lands("Alice", "Mountain", 3), *lands("Alice", "Plains", 2)]
    )
    in_hand = game.view("Alice").objects["walker"].object_id
    ok(game.cast("Alice", "walker", face_down=FaceDownMethod.DISGUISE))
    on_stack = game.view("Alice").objects["walker"].object_id
    resolve_stack(game)
    permanent = game.view("Alice").objects["walker"].object_id
    assert len({in_hand, on_stack, permanent}) == 3  # 400.7
    ok(game.turn_face_up("Alice", "walker", TurnUpMethod.DISGUISE))
    assert game.view("Alice").objects["walker"].object_id == permanent  # 708.8


def test_turning_face_up_keeps_status_counters_damage_and_effects() -> None:
    game = new_game(
        [
            card(
                "moroii",
                "Nightdrinker Moroii",
                zone=Zone.BATTLEFIELD,
                face_down=FaceDownMethod.DISGUISE,
                tapped=True,
                counters={"+1/+1": 1},
                damage=1,
            ),
            card("growth", "Giant Growth"),
            *lands("Alice", "Swamp", 2),
            *lands("Alice", "Forest", 1),
        ]
    )
    ok(game.cast("Alice", "growth", targets=["moroii"]))
    resolve_stack(game)
    assert game.view("Bob").objects["moroii"].power == 6  # 2/2 +1/+1 counter, +3/+3
    ok(game.turn_face_up("Alice", "moroii", TurnUpMethod.DISGUISE))
    seen = game.view("Bob").objects["moroii"]
    assert (seen.name, seen.power, seen.toughness) == ("Nightdrinker Moroii", 8, 6)  # 4/2 +1 +3
    assert seen.tapped and seen.damage == 1 and seen.counters == {"+1/+1": 1}


def test_turning_face_up_does_not_trigger_enters_abilities() -> None:
    game = new_game([card("moroii", "Nightdrinker Moroii"), *lands("Alice", "Swamp", 5)])
    cast_face_down(game, "Alice", "moroii")
    ok(game.turn_face_up("Alice", "moroii", TurnUpMethod.DISGUISE))
    resolve_stack(game)
    assert game.state.player("Alice").life == 20  # 708.8
    assert not events(game, EventKind.TRIGGERED)


def test_cast_face_up_the_enters_ability_triggers() -> None:
    game = new_game([card("moroii", "Nightdrinker Moroii"), *lands("Alice", "Swamp", 4)])
    ok(game.cast("Alice", "moroii"))
    resolve_stack(game)
    assert game.state.player("Alice").life == 17


def test_manifested_permanents_do_not_trigger_their_own_enters_abilities() -> None:
    # 708.3 via Ransom Note's cloak mode: the cloaked Moroii enters face down.
    game = new_game(
        [
            card("note", "Ransom Note", zone=Zone.BATTLEFIELD),
            card("moroii", "Nightdrinker Moroii", zone=Zone.LIBRARY),
            *lands("Alice", "Swamp", 2),
        ]
    )
    ok(game.activate("Alice", "note", mode=0))
    resolve_stack(game)
    seen = game.view("Bob").objects["moroii"]
    assert (
        seen.face_down and seen.face_down_method == FaceDownMethod.CLOAK and seen.abilities == ("Ward {2}",)
    )
    assert game.state.player("Alice").life == 20


def test_a_face_down_permanent_leaving_the_battlefield_is_revealed() -> None:
    game = new_game(
        [
            card("walker", "Dog Walker", zone=Zone.BATTLEFIELD, face_down=FaceDownMethod.DISGUISE),
            card("murder", "Murder", "Bob"),
            *lands("Bob", "Swamp", 5),
        ],
        priority="Bob",
        active="Bob",
    )
    ok(game.cast("Bob", "murder", targets=["walker"]))
    resolve_stack(game)
    assert game.state.decision is not None and game.state.decision.kind == "pay_ward"
    ok(game.decide("Bob", "pay"))
    resolve_stack(game)
    assert events(game, EventKind.REVEALED)[-1] == {
        "card": "walker",
        "name": "Dog Walker",
        "to": ["Alice", "Bob"],
    }
    assert game.view("Bob").objects["walker"].zone == Zone.GRAVEYARD
    assert game.view("Bob").objects["walker"].identity == "Dog Walker"


def test_conceding_reveals_and_ends_a_two_player_game() -> None:
    game = new_game([card("walker", "Dog Walker", zone=Zone.BATTLEFIELD, face_down=FaceDownMethod.DISGUISE)])
    ok(game.concede("Alice"))
    assert game.view("Bob").game_over
    assert events(game, EventKind.REVEALED)[-1]["name"] == "Dog Walker"  # 708.9


def test_a_player_leaving_a_multiplayer_game_reveals_their_face_down_cards() -> None:
    game = new_game(
        [card("walker", "Dog Walker", owner="Bob", zone=Zone.BATTLEFIELD, face_down=FaceDownMethod.DISGUISE)],
        players=("Alice", "Bob", "Carol"),
    )
    ok(game.concede("Bob"))
    view = game.view("Carol")
    assert not view.game_over and "walker" not in view.objects
    assert events(game, EventKind.REVEALED)[-1] == {
        "card": "walker",
        "name": "Dog Walker",
        "to": ["Alice", "Bob", "Carol"],
    }


def test_a_face_down_permanent_cannot_be_turned_face_down_again() -> None:
    game = new_game([card("walker", "Dog Walker", zone=Zone.BATTLEFIELD, face_down=FaceDownMethod.DISGUISE)])
    walker = game.state.find("walker")
    assert walker is not None
    label = walker.label
    assert not face_down.turn_face_down(game.state, walker, FaceDownMethod.EFFECT)  # 708.2b
    assert walker.face_down == FaceDownMethod.DISGUISE and walker.label == label


def test_face_down_permanents_never_share_a_name() -> None:
    # 201.2a, 704.5j: two face-down legendary cards stay.
    game = new_game(
        [
            card("a1", "Aveline de Grandpré", zone=Zone.BATTLEFIELD, face_down=FaceDownMethod.DISGUISE),
            card("a2", "Aveline de Grandpré", zone=Zone.BATTLEFIELD, face_down=FaceDownMethod.DISGUISE),
            *lands("Alice", "Swamp", 2),
            *lands("Alice", "Forest", 2),
        ]
    )
    assert game.state.decision is None and len(game.state.battlefield) == 6
    ok(game.turn_face_up("Alice", "a1", TurnUpMethod.DISGUISE))
    assert game.state.decision is None  # still only one named Aveline
    ok(game.turn_face_up("Alice", "a2", TurnUpMethod.DISGUISE))
    assert game.state.decision is not None and game.state.decision.kind == "legend_rule"  # 704.5j
    ok(game.decide("Alice", "a2"))
    a1 = game.state.find("a1")
    assert a1 is not None and a1.zone == Zone.GRAVEYARD


def test_a_copy_of_a_face_down_permanent_copies_the_face_down_values() -> None:
    game = new_game(
        [
            card("walker", "Dog Walker", zone=Zone.BATTLEFIELD, face_down=FaceDownMethod.DISGUISE),
            card("clone", "Clone"),
            *lands("Alice", "Island", 4),
        ]
    )
    ok(game.cast("Alice", "clone"))
    resolve_stack(game)
    assert game.state.decision is not None and game.state.decision.kind == "choose"
    ok(game.decide("Alice", "walker"))
    seen = game.view("Bob").objects["clone"]
    assert not seen.face_down and seen.name is None and seen.abilities == ("Ward {2}",)  # 707.2
    assert refused(game.turn_face_up("Alice", "clone", TurnUpMethod.DISGUISE)).code == Refusal.NOT_ALLOWED


def test_a_face_down_spell_resolves_into_a_face_down_permanent_with_its_label() -> None:
    game = new_game([card("ti", "True Identity"), *lands("Alice", "Plains", 3)])
    ok(game.cast("Alice", "ti", face_down=FaceDownMethod.DISGUISE))
    label = game.view("Bob").objects["ti"].label
    resolve_stack(game)
    seen = game.view("Bob").objects["ti"]
    assert seen.face_down and seen.types == ("Creature",) and seen.label == label


def test_turned_face_up_true_identity_is_an_enchantment() -> None:
    game = new_game(
        [
            card("ti", "True Identity", zone=Zone.BATTLEFIELD, face_down=FaceDownMethod.DISGUISE),
            card("top", "Plains", zone=Zone.LIBRARY),
            *lands("Alice", "Plains", 1),
        ]
    )
    ok(game.turn_face_up("Alice", "ti", TurnUpMethod.DISGUISE))
    seen = game.view("Bob").objects["ti"]
    assert seen.types == ("Enchantment",) and seen.power is None
    resolve_stack(game)
    assert game.state.decision is not None and game.state.decision.kind == "scry"
    ok(game.decide("Alice", "top"))
    assert game.view("Alice").objects["top"].zone == Zone.HAND  # scry 1, then draw


def test_a_face_down_creature_entering_triggers_other_permanents() -> None:
    # 603.6a with 708.3: it enters as a 2/2 creature, so "whenever another creature enters" triggers.
    game = new_game(
        [
            card("warden", "Soul Warden", "Bob", Zone.BATTLEFIELD),
            card("moroii", "Nightdrinker Moroii"),
            *lands("Alice", "Swamp", 3),
        ]
    )
    cast_face_down(game, "Alice", "moroii")
    assert game.state.player("Bob").life == 21
    assert game.state.player("Alice").life == 20
