"""Combat (506-511): declarations, restrictions and requirements, combat damage and its triggers."""

from __future__ import annotations

from engine_support import card, lands, new_game, ok, pass_all, refused, resolve_stack

from reference_engine.enums import EventKind, FaceDownMethod, Refusal, Step, TurnUpMethod, Zone
from reference_engine.game import Game
from reference_engine.setup import CardPlacement


def bf(handle: str, name: str, owner: str = "Alice", **kwargs: object) -> CardPlacement:
    return card(handle, name, owner, Zone.BATTLEFIELD, **kwargs)  # type: ignore[arg-type]


def to_attack(cards: list[CardPlacement], **kwargs: object) -> Game:
    """A game in Alice's beginning of combat, passed on to the declaration of attackers."""
    game = new_game(cards, step=Step.BEGIN_COMBAT, **kwargs)  # type: ignore[arg-type]
    pass_all(game)
    return game


def attack(game: Game, attackers: dict[str, str], blockers: dict[str, str] | None = None) -> None:
    """Declare attackers, pass, declare blockers (if asked), pass into combat damage."""
    ok(game.declare_attackers("Alice", attackers))
    resolve_stack(game)
    pass_all(game)
    decision = game.state.decision
    if decision is not None and decision.kind == "declare_blockers":
        if blockers:
            ok(game.declare_blockers(decision.player, blockers))
        else:
            ok(game.decide(decision.player, "none"))
    resolve_stack(game)
    pass_all(game)


def damage_events(game: Game) -> list[dict[str, object]]:
    return [e.data for e in game.state.events if e.kind == EventKind.DAMAGE]


def test_the_active_player_is_asked_to_declare_attackers() -> None:
    game = to_attack([bf("bears", "Grizzly Bears"), bf("giant", "Hill Giant", "Bob")])
    decision = game.state.decision
    assert decision is not None and decision.kind == "declare_attackers"
    assert decision.options == ("bears", "none")
    assert game.view("Alice").priority is None


def test_no_creature_able_to_attack_skips_combat() -> None:
    # 508.8: with no attackers the declare blockers and combat damage steps are skipped.
    game = to_attack([bf("bears", "Grizzly Bears", tapped=True)])
    assert game.state.decision is None and game.state.step == Step.END_COMBAT


def test_declaring_no_attackers_goes_to_end_of_combat() -> None:
    game = to_attack([bf("bears", "Grizzly Bears")])
    ok(game.decide("Alice", "none"))
    assert game.state.step == Step.END_COMBAT and game.state.priority == "Alice"


def test_an_unblocked_attacker_deals_damage_to_the_player_and_taps() -> None:
    game = to_attack([bf("bears", "Grizzly Bears"), bf("giant", "Hill Giant", "Bob")])
    attack(game, {"bears": "Bob"})
    assert game.state.player("Bob").life == 18
    bears = game.state.find("bears")
    assert bears is not None and bears.tapped  # 508.1f
    assert damage_events(game)[-1] == {"source": "bears", "target": "Bob", "amount": 2, "combat": True}


def test_vigilance_keeps_the_attacker_untapped() -> None:
    game = to_attack([bf("dog", "Karlov Watchdog")])
    ok(game.declare_attackers("Alice", {"dog": "Bob"}))
    dog = game.state.find("dog")
    assert dog is not None and not dog.tapped


def test_a_summoning_sick_creature_cannot_attack_but_haste_helps() -> None:
    game = new_game([card("bears", "Grizzly Bears"), *lands("Alice", "Forest", 2)])
    ok(game.cast("Alice", "bears"))
    resolve_stack(game)
    pass_all(game)  # to the beginning of combat
    pass_all(game)
    assert game.state.step == Step.END_COMBAT  # 302.6: nothing could attack


def test_a_blocked_creature_fights_its_blocker() -> None:
    game = to_attack([bf("bears", "Grizzly Bears"), bf("giant", "Hill Giant", "Bob")])
    attack(game, {"bears": "Bob"}, {"giant": "bears"})
    assert game.state.player("Bob").life == 20
    assert game.state.find("bears") is not None and game.state.find("bears").zone == Zone.GRAVEYARD  # type: ignore[union-attr]
    giant = game.state.find("giant")
    assert giant is not None and giant.damage == 2


def test_a_blocker_must_be_able_to_block_a_flyer() -> None:
    game = to_attack([bf("phantom", "Defenestrated Phantom"), bf("bears", "Grizzly Bears", "Bob")])
    ok(game.declare_attackers("Alice", {"phantom": "Bob"}))
    pass_all(game)
    # 702.9b: Bob's Grizzly Bears can't block a flyer: Bob can only declare no blockers.
    decision = game.state.decision
    assert decision is not None and decision.options == ("none",)
    assert refused(game.declare_blockers("Bob", {"bears": "phantom"})).code == Refusal.NOT_ALLOWED


def test_reach_blocks_a_flyer() -> None:
    game = to_attack([bf("phantom", "Defenestrated Phantom"), bf("sentry", "Sumala Sentry", "Bob")])
    attack(game, {"phantom": "Bob"}, {"sentry": "phantom"})
    assert game.state.player("Bob").life == 20


def test_menace_needs_two_blockers() -> None:
    game = to_attack(
        [bf("brute", "Hunted Bonebrute"), bf("b1", "Grizzly Bears", "Bob"), bf("b2", "Grizzly Bears", "Bob")]
    )
    ok(game.declare_attackers("Alice", {"brute": "Bob"}))
    pass_all(game)
    assert refused(game.declare_blockers("Bob", {"b1": "brute"})).code == Refusal.NOT_ALLOWED
    ok(game.declare_blockers("Bob", {"b1": "brute", "b2": "brute"}))


def test_a_face_down_creature_with_roshan_has_menace() -> None:
    game = to_attack(
        [
            bf("roshan", "Roshan, Hidden Magister"),
            bf("fd", "Grizzly Bears", face_down=FaceDownMethod.MANIFEST),
            bf("b1", "Grizzly Bears", "Bob"),
        ]
    )
    ok(game.declare_attackers("Alice", {"fd": "Bob"}))
    pass_all(game)
    assert refused(game.declare_blockers("Bob", {"b1": "fd"})).code == Refusal.NOT_ALLOWED


def test_exit_specialist_cannot_be_blocked_by_power_three_or_more() -> None:
    game = to_attack(
        [bf("exit", "Exit Specialist"), bf("giant", "Hill Giant", "Bob"), bf("bears", "Grizzly Bears", "Bob")]
    )
    ok(game.declare_attackers("Alice", {"exit": "Bob"}))
    pass_all(game)
    decision = game.state.decision
    assert decision is not None and decision.options == ("bears", "none")
    assert refused(game.declare_blockers("Bob", {"giant": "exit"})).code == Refusal.NOT_ALLOWED


def test_pompous_gadabout_cannot_be_blocked_by_a_face_down_creature() -> None:
    # RUL-pompous-gadabout-1: face-down creatures have no name.
    game = to_attack(
        [
            bf("gadabout", "Pompous Gadabout"),
            bf("fd", "Dog Walker", "Bob", face_down=FaceDownMethod.DISGUISE),
            bf("bears", "Grizzly Bears", "Bob"),
        ]
    )
    ok(game.declare_attackers("Alice", {"gadabout": "Bob"}))
    pass_all(game)
    assert refused(game.declare_blockers("Bob", {"fd": "gadabout"})).code == Refusal.NOT_ALLOWED
    ok(game.declare_blockers("Bob", {"bears": "gadabout"}))


def test_den_protector_cannot_be_blocked_by_smaller_creatures() -> None:
    game = to_attack(
        [bf("den", "Den Protector"), bf("elf", "Llanowar Elves", "Bob"), bf("bears", "Grizzly Bears", "Bob")]
    )
    ok(game.declare_attackers("Alice", {"den": "Bob"}))
    pass_all(game)
    assert refused(game.declare_blockers("Bob", {"elf": "den"})).code == Refusal.NOT_ALLOWED
    ok(game.declare_blockers("Bob", {"bears": "den"}))


def test_delney_makes_small_creatures_evasive() -> None:
    game = to_attack(
        [
            bf("delney", "Delney, Streetwise Lookout"),
            bf("bears", "Grizzly Bears"),
            bf("giant", "Hill Giant", "Bob"),
        ]
    )
    ok(game.declare_attackers("Alice", {"bears": "Bob"}))
    pass_all(game)
    decision = game.state.decision  # the Hill Giant can't block a power-2 creature
    assert decision is not None and decision.options == ("none",)


def test_protection_from_black_stops_black_blockers() -> None:
    game = to_attack([bf("knight", "White Knight"), bf("moroii", "Nightdrinker Moroii", "Bob")])
    ok(game.declare_attackers("Alice", {"knight": "Bob"}))
    pass_all(game)
    decision = game.state.decision  # 702.16e
    assert decision is not None and decision.options == ("none",)


def test_pacifism_stops_attacking() -> None:
    game = new_game(
        [bf("bears", "Grizzly Bears"), card("p", "Pacifism"), *lands("Alice", "Plains", 2)], step=Step.MAIN1
    )
    ok(game.cast("Alice", "p", targets=["bears"]))
    resolve_stack(game)
    pacifism = game.state.find("p")
    bears = game.state.find("bears")
    assert pacifism is not None and bears is not None and pacifism.attached_to == bears.object_id  # 303.4f
    pass_all(game)
    pass_all(game)
    assert game.state.step == Step.END_COMBAT


def test_goaded_creature_must_attack() -> None:
    game = to_attack([bf("bears", "Grizzly Bears"), bf("giant", "Hill Giant")])
    bears = game.state.find("bears")
    assert bears is not None
    bears.goaded_by.add("Bob")
    assert refused(game.declare_attackers("Alice", {"giant": "Bob"})).code == Refusal.NOT_ALLOWED
    ok(game.declare_attackers("Alice", {"bears": "Bob"}))


def test_goaded_creature_attacks_another_player_if_able() -> None:
    game = to_attack([bf("bears", "Grizzly Bears")], players=("Alice", "Bob", "Carol"))
    bears = game.state.find("bears")
    assert bears is not None
    bears.goaded_by.add("Bob")
    assert refused(game.declare_attackers("Alice", {"bears": "Bob"})).code == Refusal.NOT_ALLOWED
    ok(game.declare_attackers("Alice", {"bears": "Carol"}))


def test_culvert_ambusher_makes_a_creature_block_if_able() -> None:
    game = new_game(
        [
            bf("amb", "Culvert Ambusher", face_down=FaceDownMethod.DISGUISE),
            bf("bears", "Grizzly Bears"),
            bf("giant", "Hill Giant", "Bob"),
            *lands("Alice", "Forest", 5),
        ]
    )
    ok(game.turn_face_up("Alice", "amb", TurnUpMethod.DISGUISE))
    ok(game.decide("Alice", "giant"))
    resolve_stack(game)
    pass_all(game)
    pass_all(game)
    ok(game.declare_attackers("Alice", {"bears": "Bob"}))
    pass_all(game)
    assert refused(game.decide("Bob", "none")).code == Refusal.NOT_ALLOWED  # 509.1c
    assert refused(game.declare_blockers("Bob", {})).code == Refusal.NOT_ALLOWED
    ok(game.declare_blockers("Bob", {"giant": "bears"}))


def test_first_strike_damage_comes_first() -> None:
    game = to_attack([bf("knight", "White Knight"), bf("elf", "Llanowar Elves", "Bob")])
    attack(game, {"knight": "Bob"}, {"elf": "knight"})
    knight = game.state.find("knight")
    assert knight is not None and knight.damage == 0  # the elf died before dealing damage
    elf = game.state.find("elf")
    assert elf is not None and elf.zone == Zone.GRAVEYARD


def test_double_strike_and_trample() -> None:
    game = to_attack([bf("basher", "Bolrac-Clan Basher"), bf("elf", "Llanowar Elves", "Bob")])
    attack(game, {"basher": "Bob"}, {"elf": "basher"})
    # First-strike step: 1 to the elf, 2 trample over; regular step: the elf is gone, all 3 to Bob.
    assert game.state.step == Step.COMBAT_DAMAGE
    pass_all(game)
    assert game.state.player("Bob").life == 15


def test_deathtouch_and_lifelink() -> None:
    game = to_attack(
        [bf("savior", "Sanguine Savior"), bf("rakish", "Rakish Scoundrel"), bf("giant", "Hill Giant", "Bob")]
    )
    attack(game, {"savior": "Bob", "rakish": "Bob"}, {"giant": "rakish"})
    assert game.state.player("Alice").life == 22  # lifelink
    giant = game.state.find("giant")
    assert giant is not None and giant.zone == Zone.GRAVEYARD  # deathtouch


def test_combat_damage_triggers_basilica_stalker() -> None:
    game = to_attack([bf("stalker", "Basilica Stalker"), card("top", "Forest", zone=Zone.LIBRARY)])
    ok(game.declare_attackers("Alice", {"stalker": "Bob"}))
    pass_all(game)
    ok(game.decide("Bob", "none"))
    pass_all(game)  # combat damage; the trigger goes on the stack
    assert game.state.player("Bob").life == 17
    pass_all(game)
    decision = game.state.decision
    assert decision is not None and decision.kind == "surveil"
    ok(game.decide("Alice", "graveyard"))
    assert game.state.player("Alice").life == 21


def test_undercover_crocodelf_investigates() -> None:
    game = to_attack([bf("croc", "Undercover Crocodelf")])
    attack(game, {"croc": "Bob"})
    resolve_stack(game)
    clues = [o for o in game.state.battlefield if o.definition.name == "Clue"]
    assert len(clues) == 1 and clues[0].controller == "Alice"


def test_aveline_puts_that_many_counters_on_a_deathtouch_creature() -> None:
    game = to_attack([bf("aveline", "Aveline de Grandpré")])
    attack(game, {"aveline": "Bob"})
    resolve_stack(game)
    aveline = game.state.find("aveline")
    assert aveline is not None and aveline.counters == {"+1/+1": 3}


def test_yarus_draws_once_for_several_face_down_creatures() -> None:
    game = to_attack(
        [
            bf("yarus", "Yarus, Roar of the Old Gods"),
            bf("fd1", "Grizzly Bears", face_down=FaceDownMethod.MANIFEST),
            bf("fd2", "Hill Giant", face_down=FaceDownMethod.CLOAK),
            card("l1", "Forest", zone=Zone.LIBRARY),
            card("l2", "Forest", zone=Zone.LIBRARY),
        ]
    )
    attack(game, {"fd1": "Bob", "fd2": "Bob"})
    assert len(game.state.stack) == 1  # RUL-yarus-roar-of-the-old-gods-4
    resolve_stack(game)
    assert len(game.state.player("Alice").hand) == 1


def test_yarus_returns_a_dead_face_down_creature_face_up() -> None:
    game = new_game(
        [
            bf("yarus", "Yarus, Roar of the Old Gods"),
            bf("fd", "Grizzly Bears", face_down=FaceDownMethod.DISGUISE),
            card("m", "Murder"),
            *lands("Alice", "Swamp", 3),
        ]
    )
    ok(game.cast("Alice", "m", targets=["fd"]))
    resolve_stack(game)  # Murder, ward paid? (Alice's own spell: no ward) then Yarus's trigger
    bears = game.state.find("fd")
    assert bears is not None and bears.zone == Zone.BATTLEFIELD and bears.face_down is None


def test_yarus_returns_an_unturnable_card_face_down_without_ward() -> None:
    # RUL-yarus-roar-of-the-old-gods-3: Karlov Watchdog stops turning it up during Bob's turn.
    game = new_game(
        [
            bf("yarus", "Yarus, Roar of the Old Gods"),
            bf("dog", "Karlov Watchdog", "Bob"),
            bf("fd", "Grizzly Bears", face_down=FaceDownMethod.CLOAK),
            card("m", "Murder", "Bob"),
            *lands("Bob", "Swamp", 5),
        ],
        active="Bob",
    )
    ok(game.cast("Bob", "m", targets=["fd"]))
    resolve_stack(game)
    if game.state.decision is not None:
        ok(game.decide("Bob", "pay"))
    resolve_stack(game)
    bears = game.state.find("fd")
    assert bears is not None and bears.zone == Zone.BATTLEFIELD and bears.face_down == FaceDownMethod.EFFECT
    assert "Ward {2}" not in game.view("Bob").objects["fd"].abilities  # 708.2a: no ward


def test_etrata_cloaks_the_top_card_of_the_damaged_players_library() -> None:
    game = to_attack(
        [bf("etrata", "Etrata, Deadly Fugitive"), card("top", "Grizzly Bears", "Bob", Zone.LIBRARY)]
    )
    attack(game, {"etrata": "Bob"})
    resolve_stack(game)
    cloaked = game.state.find("top")
    assert cloaked is not None and cloaked.zone == Zone.BATTLEFIELD
    assert cloaked.controller == "Alice" and cloaked.owner == "Bob"
    assert game.view("Bob").objects["top"].identity is None  # RUL-etrata-deadly-fugitive-5
    assert game.view("Alice").objects["top"].identity == "Grizzly Bears"


def test_karlov_watchdog_pumps_when_attacking_with_three() -> None:
    game = to_attack([bf("dog", "Karlov Watchdog"), bf("b1", "Grizzly Bears"), bf("b2", "Grizzly Bears")])
    ok(game.declare_attackers("Alice", {"dog": "Bob", "b1": "Bob", "b2": "Bob"}))
    resolve_stack(game)
    assert game.view("Bob").objects["b1"].power == 3
    game = to_attack([bf("dog", "Karlov Watchdog"), bf("b1", "Grizzly Bears"), bf("b2", "Grizzly Bears")])
    ok(game.declare_attackers("Alice", {"dog": "Bob", "b1": "Bob"}))
    assert not game.state.stack


def test_coveted_falcon_takes_back_a_permanent_it_owns() -> None:
    game = to_attack([bf("falcon", "Coveted Falcon"), bf("bears", "Grizzly Bears", controller="Bob")])
    ok(game.declare_attackers("Alice", {"falcon": "Bob"}))
    decision = game.state.decision
    assert decision is not None and decision.kind == "choose_targets" and decision.options == ("bears",)
    ok(game.decide("Alice", "bears"))
    resolve_stack(game)
    bears = game.state.find("bears")
    assert bears is not None and bears.controller == "Alice"


def test_kaust_turns_an_attacking_face_down_creature_face_up() -> None:
    game = to_attack(
        [
            bf("kaust", "Kaust, Eyes of the Glade"),
            bf("fd", "Grizzly Bears", face_down=FaceDownMethod.MANIFEST),
        ]
    )
    ok(game.declare_attackers("Alice", {"fd": "Bob"}))
    ok(game.activate("Alice", "kaust", targets=["fd"]))
    resolve_stack(game)
    bears = game.state.find("fd")
    assert bears is not None and bears.face_down is None
    pass_all(game)
    ok(game.decide("Bob", "none"))
    pass_all(game)  # damage: Kaust draws (the creature was turned face up this turn)
    assert any(i.source.handle == "kaust" for i in game.state.stack)


def test_moonmist_prevents_combat_damage() -> None:
    game = new_game(
        [bf("bears", "Grizzly Bears"), card("mm", "Moonmist"), *lands("Alice", "Forest", 2)],
        step=Step.BEGIN_COMBAT,
    )
    ok(game.cast("Alice", "mm"))
    resolve_stack(game)
    pass_all(game)
    attack(game, {"bears": "Bob"})
    assert game.state.player("Bob").life == 20


def test_mistway_spy_investigates_for_each_creature_dealing_damage_this_turn() -> None:
    game = new_game(
        [
            bf("spy", "Mistway Spy", face_down=FaceDownMethod.DISGUISE),
            bf("bears", "Grizzly Bears"),
            *lands("Alice", "Island", 2),
        ],
        step=Step.BEGIN_COMBAT,
    )
    ok(game.turn_face_up("Alice", "spy", TurnUpMethod.DISGUISE))
    resolve_stack(game)
    pass_all(game)
    attack(game, {"bears": "Bob", "spy": "Bob"})
    resolve_stack(game)
    assert sum(1 for o in game.state.battlefield if o.definition.name == "Clue") == 2


def test_deciding_a_handle_declares_that_creature_alone() -> None:
    game = to_attack([bf("bears", "Grizzly Bears"), bf("giant", "Hill Giant", "Bob")])
    ok(game.decide("Alice", "bears"))
    assert game.state.combat is not None and len(game.state.combat.attackers) == 1
    pass_all(game)
    ok(game.decide("Bob", "giant"))
    giant = game.state.find("giant")
    assert giant is not None and giant.object_id in game.state.combat.blockers


def test_the_adapter_translates_combat_declarations() -> None:
    from facedown import adapter as contract
    from reference_engine.adapter import create

    game = create().new_game(
        contract.Setup(
            players=("Alice", "Bob"),
            cards=(
                contract.CardSetup("bears", "Grizzly Bears", "Alice", contract.Zone.BATTLEFIELD),
                contract.CardSetup("giant", "Hill Giant", "Bob", contract.Zone.BATTLEFIELD),
            ),
            step=contract.Step.BEGIN_COMBAT,
        )
    )
    game.act("Alice", contract.PassPriority())
    game.act("Bob", contract.PassPriority())
    pending = game.observe("Alice").pending
    assert pending is not None and pending.kind == "declare_attackers"
    assert isinstance(game.act("Alice", contract.DeclareAttackers({"bears": "Bob"})), contract.Accepted)
    game.act("Alice", contract.PassPriority())
    game.act("Bob", contract.PassPriority())
    assert isinstance(game.act("Bob", contract.DeclareBlockers({"giant": "bears"})), contract.Accepted)
    game.act("Alice", contract.PassPriority())
    game.act("Bob", contract.PassPriority())
    view = game.observe("Bob")
    assert "bears" not in view.objects or view.objects["bears"].zone == contract.Zone.GRAVEYARD


def test_prowess_resolves() -> None:
    # The built-in prowess ability has every parameter of its effect (found by the state machine).
    game = new_game(
        [
            bf("fc", "Fugitive Codebreaker"),
            bf("aa", "Alley Assailant", face_down=FaceDownMethod.DISGUISE),
            card("strobe", "Assault Strobe"),
            *lands("Alice", "Mountain", 1),
        ]
    )
    ok(game.cast("Alice", "strobe", targets=["aa"]))
    resolve_stack(game)
    assert game.view("Bob").objects["fc"].power == 3
