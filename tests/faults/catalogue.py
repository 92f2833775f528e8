"""The fault catalogue: deliberately wrong engines the suite must reject.

Each :class:`Fault` is the reference engine with one rule broken and nothing else: a
small change applied by its ``inject`` function in a process started for that engine
only (``FACEDOWN_FAULT=<name> facedown certify --engine tests.faults.engines:create``).
``tests/faults/test_faults.py`` certifies every fault and checks that at least one
scenario fails; docs/faults.md lists which scenarios catch each one
(``python -m tests.faults.table`` writes that table).

A fault the suite does not catch yet is a hole in the suite: it stays in the catalogue
with ``known_uncaught=True``, a ``reason`` naming the scenario that would catch it, and a
``probe`` that shows the fault changes what the engine does.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from facedown import adapter as contract
from tests.faults import injections as inj
from tests.faults import leaks, probes

__all__ = ["CATALOGUE", "Fault", "find"]

Injection = Callable[[contract.Adapter], contract.Adapter]
Probe = Callable[[contract.Adapter], object]


@dataclass(frozen=True)
class Fault:
    """One deliberately wrong engine behaviour.

    ``name`` is what ``FACEDOWN_FAULT`` takes; ``mechanic`` the atom catalog group the
    broken rule belongs to; ``rule`` the Comprehensive Rules number(s) it breaks;
    ``description`` what the faulty engine does wrong. ``inject`` turns the reference
    adapter into the faulty one (patching the engine of the current process).
    ``known_uncaught`` marks a hole in the suite, explained by ``reason``. ``probe``, when
    given, runs a short game and returns what it observed; the clean and the faulty engine
    must observe different things (required for a fault the suite does not catch). ``twin``
    says the fault is a leak the non-interference check must catch (docs/noninterference.md):
    at least one scenario fails with that check's message.
    """

    name: str
    mechanic: str
    rule: str
    description: str
    inject: Injection
    known_uncaught: bool = False
    reason: str = ""
    probe: Probe | None = None
    twin: bool = False


def _patch(patch: Callable[[], None]) -> Injection:
    return inj.engine_patch(patch)


CATALOGUE: tuple[Fault, ...] = (
    # ------------------------------------------------------------------ face-down characteristics
    Fault(
        "face-down-keeps-name",
        "face-down",
        "708.2",
        "A face-down permanent keeps its card's name, visible to every player.",
        _patch(inj.face_down_keeps_name),
    ),
    Fault(
        "face-down-spell-mana-value-3",
        "face-down",
        "708.4, 118.9c",
        "A face-down spell has mana cost {3} and mana value 3 (the alternative cost read as its mana cost).",
        _patch(inj.face_down_spell_has_mana_cost_three),
    ),
    Fault(
        "face-down-has-colours",
        "face-down",
        "708.2",
        "A face-down object has its card's colours instead of being colourless.",
        _patch(inj.face_down_keeps_colours),
    ),
    Fault(
        "face-down-has-creature-types",
        "face-down",
        "708.2",
        "A face-down object has its card's creature types instead of none.",
        _patch(inj.face_down_keeps_subtypes),
    ),
    Fault(
        "face-down-enters-triggers-card",
        "face-down",
        "708.3",
        "A permanent entering face down triggers the enters abilities printed on its card.",
        _patch(inj.face_down_entering_triggers_card),
    ),
    Fault(
        "legend-rule-for-face-down",
        "names-legend",
        "201.2a, 704.5j",
        "The legend rule treats two face-down permanents of the same legendary card as legends "
        "sharing a name.",
        _patch(inj.legend_rule_for_face_down),
    ),
    # ------------------------------------------------------------------ hidden information
    Fault(
        "opponent-sees-face-down-spell",
        "face-down",
        "708.5",
        "Every player is told which card a face-down spell on the stack is.",
        _patch(inj.opponents_see_face_down_spells),
    ),
    Fault(
        "opponent-sees-face-down-permanent",
        "face-down",
        "708.5",
        "Every player is told which card a face-down permanent is.",
        _patch(inj.opponents_see_face_down_permanents),
    ),
    Fault(
        "controller-cannot-look",
        "face-down",
        "708.5",
        "The controller of a face-down spell or permanent may not look at it.",
        _patch(inj.controller_cannot_look),
    ),
    Fault(
        "cast-event-names-card",
        "face-down",
        "708.5, 601.2a",
        "The public event of casting a spell face down names the card.",
        _patch(inj.cast_event_names_card),
    ),
    Fault(
        "labels-not-distinct",
        "face-down",
        "708.6",
        "All face-down objects carry the same label, so they can't be told apart.",
        _patch(inj.labels_not_distinct),
    ),
    Fault(
        "labels-not-stable",
        "face-down",
        "708.6",
        "Whenever another object becomes face down, every face-down object gets a new label.",
        _patch(inj.labels_not_stable),
        probe=probes.labels_across_a_face_down_cast,
    ),
    Fault(
        "face-down-method-hidden",
        "face-down",
        "708.6",
        "Players are not shown which ability made another player's object face down.",
        inj.hide_face_down_method,
    ),
    # ------------------------------------------------------------------ leaks of hidden information
    Fault(
        "secret-choice-revealed-at-once",
        "face-down",
        "400.2",
        'A secret choice ("secretly choose one of them") is revealed to every player as it is made, '
        "not when the rules reveal it.",
        _patch(inj.secret_choice_revealed_at_once),
    ),
    Fault(
        "shuffle-face-down-keeps-ids",
        "face-down",
        "701.24a",
        "Shuffled face-down permanents get new face-down tags in the shuffled order but keep their ids, so "
        "an opponent can follow each card through the shuffle.",
        _patch(inj.shuffle_keeps_ids),
    ),
    Fault(
        "shuffle-face-down-does-nothing",
        "face-down",
        "701.24a",
        "A shuffle of face-down permanents ignores its outcome: each keeps its face-down tag and id, so "
        "every player can tell which card is which.",
        _patch(inj.shuffle_does_nothing),
    ),
    Fault(
        "sideboard-look-shown-to-all",
        "face-down",
        "406.3",
        "The sideboard cards an effect's controller looks at are shown to every player, so the opponent "
        "knows which one it exiles face down.",
        _patch(inj.sideboard_look_shown_to_all),
    ),
    Fault(
        "sideboard-look-at-library",
        "face-down",
        "400.11",
        "Looking at random cards from a player's sideboard looks at the top cards of their library instead.",
        _patch(inj.sideboard_look_at_library),
    ),
    Fault(
        "leak-stack-spell-identity",
        "face-down",
        "708.5",
        "The opponent's view of a face-down spell on the stack names its card (the stack item's identity).",
        leaks.stack_spell_identity_to_opponent,
        twin=True,
    ),
    Fault(
        "leak-id-database-number",
        "face-down",
        "708.5",
        "Object ids are made from the card's number in a card database, so a face-down object's id "
        "tells which card it is.",
        leaks.id_from_database_number,
        twin=True,
    ),
    Fault(
        "leak-label-name-slug",
        "face-down",
        "708.5, 708.6",
        "A face-down object's label is made from its card's name.",
        leaks.label_from_name_slug,
        twin=True,
    ),
    Fault(
        "leak-label-initial",
        "face-down",
        "708.5, 708.6",
        "A face-down object's label starts with its card's initial.",
        leaks.label_from_initial,
        twin=True,
    ),
    Fault(
        "leak-ward-prompt-names-card",
        "ward",
        "708.5, 702.21a",
        "The prompt of the ward decision names the face-down card whose ward it is.",
        leaks.ward_prompt_names_card,
        twin=True,
    ),
    Fault(
        "leak-ward-text-names-card",
        "ward",
        "708.5, 702.21a",
        "The text of a face-down permanent's ward trigger on the stack names the card.",
        leaks.ward_text_names_card,
        twin=True,
    ),
    Fault(
        "leak-revealed-at-face-down-cast",
        "face-down",
        "708.5, 601.2a",
        "Casting a spell face down logs a revealed event naming the card, to every player.",
        leaks.revealed_to_all_at_face_down_cast,
        twin=True,
    ),
    Fault(
        "leak-opponent-event-log-empty",
        "face-down",
        "708.9",
        "Every player's event log but the first player's is empty.",
        leaks.opponent_event_log_empty,
    ),
    Fault(
        "leak-clone-label-names-copied-card",
        "copies",
        "708.5, 707.2",
        "A Clone that copied a face-down permanent is labelled with the name of the card it copied.",
        leaks.clone_label_names_copied_card,
        twin=True,
    ),
    Fault(
        "leak-effect-face-down-identity",
        "face-down",
        "708.5",
        "A permanent an effect turned face down (Ixidron) keeps its identity visible to every player.",
        leaks.effect_face_down_identity_visible,
    ),
    Fault(
        "leak-cast-event-says-face-up",
        "face-down",
        "708.4, 708.6",
        "The cast event of a face-down spell says it was cast face up, by no ability.",
        leaks.cast_event_says_face_up,
    ),
    Fault(
        "leak-opponent-hand-listed",
        "face-down",
        "400.2",
        "Every player's view lists the other players' hands.",
        leaks.opponent_hand_listed,
        twin=True,
    ),
    Fault(
        "leak-libraries-listed",
        "face-down",
        "400.2",
        "Every player's view lists the cards of every library, in order.",
        leaks.libraries_listed,
        twin=True,
    ),
    # ------------------------------------------------------------------ ward
    Fault(
        "disguise-without-ward",
        "ward",
        "702.168a, 702.168b",
        "A face-down disguised spell or permanent has no ward {2}.",
        _patch(inj.disguise_has_no_ward),
    ),
    Fault(
        "ward-triggers-on-own-targeting",
        "ward",
        "702.21a",
        "Ward also triggers when its controller's own spell or ability targets the permanent.",
        _patch(inj.ward_triggers_on_own_targeting),
    ),
    Fault(
        "ward-does-not-counter",
        "ward",
        "702.21a",
        "When the ward cost is not paid, the spell or ability is not countered.",
        _patch(inj.ward_does_not_counter),
    ),
    Fault(
        "ward-trigger-ends-on-turning-up",
        "ward",
        "113.7a",
        "A ward ability that already triggered disappears when its source is turned face up.",
        _patch(inj.ward_trigger_ends_on_turning_up),
    ),
    Fault(
        "ward-on-face-down-spell",
        "ward",
        "702.21a",
        "A face-down spell's ward {2} triggers when an opponent's spell targets the spell "
        "(ward works only on a permanent).",
        _patch(inj.ward_on_face_down_spell),
    ),
    Fault(
        "turned-up-keeps-ward",
        "ward",
        "702.168d, 708.8",
        "A disguised permanent turned face up keeps the ward {2} it had face down.",
        _patch(inj.turning_up_keeps_ward),
    ),
    # ------------------------------------------------------------------ turning face up
    Fault(
        "turn-up-triggers-enters",
        "face-down",
        "708.8",
        "Turning a permanent face up triggers its enters-the-battlefield abilities.",
        _patch(inj.turning_up_triggers_enters),
    ),
    Fault(
        "turn-up-applies-enters-replacements",
        "face-down",
        "708.8",
        'Turning a permanent face up applies its "enters tapped" and "as this enters" abilities.',
        _patch(inj.turning_up_applies_enters_replacements),
    ),
    Fault(
        "turn-up-makes-new-object",
        "face-down",
        "708.8",
        "A permanent turned face up becomes a new object: it loses counters, damage, tapped status "
        "and the effects and targets that applied to it.",
        _patch(inj.turning_up_makes_new_object),
    ),
    Fault(
        "turned-face-up-triggers-missing",
        "triggers",
        "708.8, 603.2",
        '"When this is turned face up" abilities don\'t trigger.',
        _patch(inj.turned_face_up_triggers_missing),
    ),
    Fault(
        "turn-up-uses-stack",
        "special-actions",
        "116.1, 116.2b",
        "Turning face up puts an ability on the stack that players can respond to; the permanent "
        "turns face up only when it resolves.",
        _patch(inj.turning_up_uses_the_stack),
    ),
    Fault(
        "turn-up-passes-priority",
        "special-actions",
        "116.3",
        "After turning a permanent face up, the player doesn't receive priority again.",
        _patch(inj.turning_up_passes_priority),
    ),
    Fault(
        "priority-to-resolved-controller",
        "ward",
        "117.3b",
        "After a spell or ability resolves, its controller receives priority instead of the active "
        "player (after Alice's ward trigger resolves on Bob's turn, Alice has priority).",
        _patch(inj.resolved_item_controller_gets_priority),
    ),
    Fault(
        "priority-to-trigger-controller",
        "ward",
        "117.3c",
        "A triggered ability put on the stack gives its controller priority (Bob casts Shock at Alice's "
        "disguised creature: Alice, who controls the ward trigger, has priority instead of Bob).",
        _patch(inj.trigger_controller_gets_priority),
    ),
    Fault(
        "turn-up-morph-replaces-mana-cost",
        "manifest",
        "701.40c, 701.58c, 116.2b",
        "A manifested or cloaked card with morph or disguise can be turned face up by that cost only, not "
        "for its mana cost: the engine, not the player, picks the procedure.",
        _patch(inj.turn_up_morph_replaces_mana_cost),
    ),
    Fault(
        "turn-up-manifested-mana-cost-only",
        "manifest",
        "701.40c, 701.40d, 701.58c, 701.58d",
        "A manifested or cloaked card can be turned face up only for its mana cost, never for a morph or "
        "disguise cost it has.",
        _patch(inj.manifested_mana_cost_only),
    ),
    Fault(
        "turn-up-morphed-for-mana-cost",
        "morph",
        "702.37e, 702.168d",
        "A morphed or disguised permanent can also be turned face up for its mana cost.",
        _patch(inj.morphed_turns_up_for_mana_cost),
    ),
    Fault(
        "turn-up-cloaked-no-mana-cost",
        "cloak",
        "701.58b",
        "A cloaked creature card can't be turned face up for its mana cost.",
        _patch(inj.cloaked_creature_no_mana_cost_procedure),
    ),
    Fault(
        "turn-up-effect-face-down-for-mana-cost",
        "face-down",
        "708.7",
        "A permanent turned face down by an effect can be turned face up for its mana cost.",
        _patch(inj.effect_face_down_turns_up_for_mana_cost),
    ),
    Fault(
        "turn-up-without-mana",
        "special-actions",
        "116.2b, 702.168d",
        "A face-down permanent whose cost its controller can't pay is turned face up for nothing.",
        _patch(inj.turning_up_needs_no_mana),
    ),
    Fault(
        "disguise-card-cast-by-morph",
        "casting",
        "702.37c, 702.168a",
        "A card with disguise and no morph can be cast face down by announcing morph.",
        _patch(inj.disguise_card_cast_face_down_by_morph),
    ),
    Fault(
        "face-down-cast-costs-two",
        "disguise",
        "702.168a",
        "Casting a card face down with disguise costs {2} instead of {3}.",
        _patch(inj.face_down_cast_costs_two),
    ),
    Fault(
        "land-play-any-turn",
        "special-actions",
        "116.2a, 305.1",
        "A land can be played whenever its owner holds priority, in any step and on any player's turn.",
        _patch(inj.land_play_any_turn),
    ),
    Fault(
        "offers-omit-land-plays",
        "special-actions",
        "116.2a",
        "A player is never offered playing a land, though playing one is accepted.",
        _patch(inj.offers_omit_land_plays),
    ),
    Fault(
        "offers-ignore-priority",
        "special-actions",
        "116.2b, 117.1",
        "A player is offered the actions they could take if they held priority, whoever holds it.",
        _patch(inj.offers_ignore_priority),
    ),
    Fault(
        "turn-up-sorcery-speed",
        "special-actions",
        "116.2b",
        "A permanent can be turned face up only in its controller's main phase with an empty stack.",
        _patch(inj.turning_up_at_sorcery_speed),
    ),
    Fault(
        "turn-up-not-with-stack",
        "special-actions",
        "116.2b",
        "A permanent can't be turned face up while a spell or ability is on the stack.",
        _patch(inj.turning_up_not_with_spells_on_stack),
    ),
    Fault(
        "turn-up-pays-mana-cost",
        "disguise",
        "702.168d",
        "Turning a disguised permanent face up costs its mana cost instead of its disguise cost.",
        _patch(inj.turning_up_pays_mana_cost),
    ),
    Fault(
        "turn-up-x-not-paid",
        "disguise",
        "107.3d, 702.168e",
        "The X chosen for a disguise cost is not paid.",
        _patch(inj.turning_up_ignores_x_in_payment),
    ),
    Fault(
        "turn-up-x-forgotten",
        "disguise",
        "702.168e",
        "The X paid for a disguise cost is paid, but the permanent's abilities see X = 0.",
        _patch(inj.turning_up_forgets_x),
    ),
    Fault(
        "face-down-spell-turns-up",
        "disguise",
        "708.7, 702.168d",
        "A face-down spell on the stack can be turned face up for its disguise cost.",
        _patch(inj.face_down_spell_can_turn_up),
        probe=probes.turn_up_face_down_spell,
    ),
    Fault(
        "lost-abilities-still-turn-up",
        "disguise",
        "702.168d",
        "A face-down permanent that would have no disguise ability face up (it lost all abilities) can "
        "still be turned face up for the disguise cost printed on its card.",
        _patch(inj.lost_abilities_still_turn_up),
    ),
    # ------------------------------------------------------------------ revealing
    Fault(
        "no-reveal-leaving-battlefield",
        "face-down",
        "708.9",
        "A face-down permanent leaving the battlefield is not revealed.",
        _patch(inj.no_reveal_leaving_battlefield),
    ),
    Fault(
        "no-reveal-countered-spell",
        "face-down",
        "708.9",
        "A face-down spell leaving the stack (countered) is not revealed.",
        _patch(inj.no_reveal_leaving_stack),
    ),
    Fault(
        "no-reveal-of-spells-leaving-the-game",
        "face-down",
        "708.9",
        "Face-down spells are not revealed when their owner leaves the game or the game ends.",
        _patch(inj.no_reveal_of_spells_leaving_the_game),
    ),
    Fault(
        "leak-land-refusal-tells-card-type",
        "face-down",
        "400.2, 401.2",
        "Refusing to play a card of the library tells the player whether that hidden card is a land.",
        _patch(inj.land_refusal_tells_card_type),
        twin=True,
    ),
    # ------------------------------------------------------------------ casting and costs
    Fault(
        "alternative-costs-combine",
        "casting",
        "118.9a, 601.2b",
        'A face-down cast may also use "without paying its mana cost" (Omniscience): two alternative '
        "costs combine and the spell is free.",
        _patch(inj.alternative_costs_combine),
    ),
    Fault(
        "reductions-skip-face-down-cost",
        "casting",
        "118.9d, 601.2f",
        "Cost reductions don't apply to the {3} of a face-down cast.",
        _patch(inj.reductions_skip_face_down_cost),
    ),
    Fault(
        "reductions-below-zero",
        "casting",
        "601.2f",
        "Cost reductions can take the cost below {0}: the surplus is given to the caster as {C}.",
        _patch(inj.reductions_below_zero),
    ),
    Fault(
        "reductions-before-increases",
        "casting",
        "601.2f",
        "Cost reductions are applied, and stopped at {0}, before cost increases are added "
        "({3} + {1} - {4} costs {1} instead of {0}).",
        _patch(inj.reductions_before_increases),
        probe=probes.increase_with_large_reduction,
    ),
    # ------------------------------------------------------------------ cloak and manifest
    Fault(
        "cloak-without-ward",
        "cloak",
        "701.58a",
        "A cloaked permanent has no ward {2}.",
        _patch(inj.cloak_has_no_ward),
    ),
    Fault(
        "face-down-instant-turns-up",
        "cloak",
        "701.58g, 701.40g",
        "A cloaked or manifested instant or sorcery card turns face up instead of being revealed and "
        "staying face down.",
        _patch(inj.face_down_instant_turns_up),
    ),
    Fault(
        "manifested-noncreature-turns-up",
        "manifest",
        "701.40b",
        "A manifested card that is not a creature card can be turned face up for its mana cost.",
        _patch(inj.manifested_noncreature_turns_up_for_mana_cost),
    ),
    Fault(
        "manifest-dread-keeps-other-card",
        "manifest-dread",
        "701.62a",
        "Manifest dread leaves the card not manifested in the library instead of putting it into the "
        "graveyard.",
        _patch(inj.manifest_dread_keeps_other_card),
    ),
    Fault(
        "siege-protector-not-chosen",
        "cards",
        "310.11b",
        "A Siege's controller never chooses its protector: the next opponent in turn order protects it, "
        "even when there are several.",
        _patch(inj.siege_protector_not_chosen),
    ),
    Fault(
        "planar-die-always-free",
        "cards",
        "901.9c",
        "Rolling the planar die never costs mana, not even {1} for the second roll in a turn.",
        _patch(inj.planar_die_always_free),
    ),
    Fault(
        "attraction-visited-on-any-roll",
        "cards",
        "702.159a",
        "Rolling to visit visits every Attraction, whatever the die shows, as if every number were lit up.",
        _patch(inj.attraction_visited_on_any_roll),
    ),
    Fault(
        "attraction-goes-to-graveyard",
        "cards",
        "717.6",
        "A sacrificed Attraction goes to its owner's graveyard instead of the command zone (the junkyard).",
        _patch(inj.attraction_goes_to_graveyard),
    ),
    Fault(
        "face-down-exile-stays-known",
        "cards",
        "406.3",
        "Cards exiled face up and then turned face down in exile stay known to every player who saw them.",
        _patch(inj.face_down_exile_stays_known),
    ),
    Fault(
        "naming-without-looking",
        "cards",
        "406.3",
        "Memory Test's visit names the exiled face-down cards but its controller never looks at them.",
        _patch(inj.naming_without_looking),
    ),
    # ------------------------------------------------------------------ morph and megamorph
    Fault(
        "morph-has-ward",
        "morph",
        "702.37a",
        "A face-down morph spell or permanent has ward {2}, as if it were disguised.",
        _patch(inj.morph_has_ward),
    ),
    Fault(
        "megamorph-counter-any-turn-up",
        "morph",
        "702.37b",
        "A megamorph card gets its +1/+1 counter whenever it is turned face up, not only when its "
        "megamorph cost is paid.",
        _patch(inj.megamorph_counter_on_any_turn_up),
    ),
    # ------------------------------------------------------------------ copies and double-faced cards
    Fault(
        "copy-of-face-down-copies-card",
        "copies",
        "707.2, 708.2",
        "A copy of a face-down permanent copies the card's face-up values instead of its face-down ones.",
        _patch(inj.copy_of_face_down_copies_card),
    ),
    Fault(
        "face-down-double-faced-transforms",
        "double-faced",
        "712.15a",
        "Transforming a face-down double-faced permanent turns it over: it ends face up with its back "
        "face up.",
        _patch(inj.face_down_double_faced_transforms),
    ),
    # ------------------------------------------------------------------ cards
    Fault(
        "projektor-ignored",
        "cards",
        "603.2d",
        'Panoptic Projektor\'s static ability is ignored: "turned face up" abilities trigger only once.',
        _patch(inj.projektor_ignored),
    ),
    Fault(
        "watchdog-ignored",
        "cards",
        "116.2b, 708.8",
        "Karlov Watchdog's prohibition is ignored: an opponent can turn a face-down permanent face up "
        "during its controller's turn.",
        _patch(inj.watchdog_ignored),
    ),
    # ------------------------------------------------------------------ control change
    Fault(
        "owner-looks-after-control-change",
        "face-down",
        "708.5",
        "The owner of a face-down permanent another player controls may look at it.",
        _patch(inj.owner_may_look_after_control_change),
    ),
    # ------------------------------------------------------------------ face-down status, names and layers
    Fault(
        "exiled-face-down-is-a-two-two",
        "face-down",
        "110.5d",
        "A card lying face down in exile has the characteristics of a face-down 2/2 permanent.",
        _patch(inj.exiled_face_down_card_is_a_two_two),
    ),
    Fault(
        "exiled-double-faced-shows-back",
        "double-faced",
        "712.17",
        "A double-faced card exiled face down shows its back face to every player.",
        _patch(inj.exiled_double_faced_card_shows_back),
    ),
    Fault(
        "nameless-counts-as-a-name",
        "names-legend",
        "201.2b",
        "Counting objects with different names, nameless (face-down) ones count as one more name.",
        _patch(inj.nameless_objects_count_as_a_name),
    ),
    Fault(
        "turning-up-ends-copy-effects",
        "layers",
        "613.2a",
        "Turning a face-down permanent face up ends the copy effects that applied to it.",
        _patch(inj.turning_up_ends_copy_effects),
    ),
    Fault(
        "face-down-by-effect-keeps-power",
        "face-down",
        "708.2a",
        "A permanent turned face down by an effect that lists nothing keeps its card's power and toughness.",
        _patch(inj.face_down_by_effect_keeps_power),
    ),
    # ------------------------------------------------------------------ casting face down
    Fault(
        "face-down-cards-cast-face-down-only",
        "casting",
        "118.9b",
        "A card with disguise or morph can't be cast face up for its mana cost.",
        _patch(inj.face_down_cards_must_be_cast_face_down),
    ),
    Fault(
        "mana-value-of-face-down-from-card",
        "casting",
        "601.2c, 708.4",
        "Targets and conditions that look at mana value see a face-down spell's or permanent's card.",
        _patch(inj.mana_value_of_face_down_read_from_card),
    ),
    Fault(
        "illegal-face-down-cast-reveals",
        "casting",
        "601.2e, 733",
        "A proposed face-down cast that turns out illegal reveals the card to every player as it is undone.",
        _patch(inj.illegal_face_down_cast_reveals_card),
    ),
    Fault(
        "face-down-cast-any-time",
        "casting",
        "708.4, 307.1",
        "A face-down spell may be cast whenever its caster holds priority, like an instant.",
        _patch(inj.face_down_cast_at_any_time),
    ),
    Fault(
        "cost-changes-only-from-hand",
        "casting",
        "601.2f",
        "Cost increases and reductions apply only to spells cast from the hand.",
        _patch(inj.cost_changes_only_from_hand),
    ),
    Fault(
        "face-down-spell-cant-be-countered",
        "casting",
        "708.4, 101.2",
        "A face-down spell of a card that can't be countered can't be countered either.",
        _patch(inj.face_down_spell_keeps_cant_be_countered),
    ),
    Fault(
        "cant-be-countered-ignored",
        "casting",
        "101.2",
        '"This spell can\'t be countered" does nothing.',
        _patch(inj.cant_be_countered_ignored),
    ),
    Fault(
        "several-modes-only-first",
        "casting",
        "700.2",
        "A spell cast with several modes chosen does only the first of them.",
        _patch(inj.several_modes_only_first),
    ),
    # ------------------------------------------------------------------ triggers and last-known information
    Fault(
        "entering-seen-face-up",
        "triggers",
        "603.6b",
        "Abilities that trigger on a permanent entering see a face-down permanent as its card.",
        _patch(inj.entering_seen_face_up),
    ),
    Fault(
        "leaving-seen-face-up",
        "triggers",
        "603.6c",
        "Abilities that trigger on a permanent leaving look back at a face-down permanent as its card.",
        _patch(inj.leaving_seen_face_up),
    ),
    Fault(
        "leaves-trigger-loses-card",
        "triggers",
        "603.6e",
        "An ability that triggered on a permanent leaving can't find the card in the zone it went to.",
        _patch(inj.leaves_trigger_loses_the_card),
    ),
    Fault(
        "exiled-target-power-from-exile",
        "face-down",
        "608.2h",
        "A spell needing the power of a creature it exiled reads the card in exile, "
        "not its last known power.",
        _patch(inj.exiled_target_power_read_in_exile),
    ),
    # ------------------------------------------------------------------ turning face up
    Fault(
        "power-toughness-choice-only-entering",
        "face-down",
        "208.2b",
        '"As this enters or is turned face up, it becomes your choice of ..." applies only as it enters.',
        _patch(inj.power_toughness_choice_only_as_it_enters),
    ),
    Fault(
        "as-turned-face-up-is-a-trigger",
        "face-down",
        "614.1e",
        '"As this is turned face up" abilities wait on the stack as triggered abilities.',
        _patch(inj.as_turned_face_up_is_a_trigger),
    ),
    Fault(
        "turn-up-mana-cost-from-copy",
        "cloak",
        "701.58b",
        "Turning a cloaked or manifested permanent face up for a mana cost reads the card "
        "as copy effects make it.",
        _patch(inj.turn_up_mana_cost_read_from_copy),
    ),
    Fault(
        "turn-up-charges-x-without-x",
        "special-actions",
        "107.3d, 702.168d",
        "An X announced for a turn-up cost without X is accepted and paid on top of the cost.",
        _patch(inj.turn_up_charges_x_without_x),
    ),
    Fault(
        "turn-up-taxed-like-spells",
        "special-actions",
        "116.2b",
        "Effects that make spells cost more also make turning a permanent face up cost more.",
        _patch(inj.turn_up_cost_taxed_like_spells),
    ),
    Fault(
        "turn-up-shows-nothing",
        "special-actions",
        "701.40b, 701.58b",
        "Turning a manifested or cloaked permanent face up for its mana cost shows the card to nobody.",
        _patch(inj.turn_up_shows_nothing),
    ),
    Fault(
        "disguise-cost-ignores-copy",
        "disguise",
        "702.168d, 613.2a",
        "The disguise cost that turns a face-down permanent face up is its card's own, whatever it copies.",
        _patch(inj.disguise_cost_ignores_copy_effects),
    ),
    Fault(
        "converting-turns-face-up",
        "double-faced",
        "701.28b",
        "Converting a permanent counts as turning it face up: such abilities trigger.",
        _patch(inj.converting_turns_face_up),
    ),
    # ------------------------------------------------------------------ manifest and cloak
    Fault(
        "prevented-card-turned-face-down",
        "manifest",
        "701.40f, 701.58f",
        "A card kept off the battlefield as it would be manifested or cloaked is turned "
        "face down where it is.",
        _patch(inj.prevented_face_down_card_turned_face_down),
    ),
    Fault(
        "cloak-in-library-order",
        "cloak",
        "701.58e",
        "Cards chosen to be cloaked are cloaked in their library order, not the order chosen.",
        _patch(inj.cloak_in_library_order),
    ),
    Fault(
        "manifest-dread-keeps-unmanifested-choice",
        "manifest-dread",
        "701.62a",
        "When the card chosen by manifest dread can't be manifested, it stays in the library.",
        _patch(inj.manifest_dread_keeps_unmanifested_choice),
    ),
    Fault(
        "manifest-dread-triggers-mid-process",
        "manifest-dread",
        "701.62b",
        '"Whenever you manifest dread" triggers before the other card goes to the graveyard.',
        _patch(inj.manifest_dread_triggers_mid_process),
    ),
    # ------------------------------------------------------------------ merged permanents
    Fault(
        "merging-turns-face-up",
        "face-down",
        "730.2e",
        "A face-down permanent a spell mutates onto from above is turned face up.",
        _patch(inj.merging_turns_face_up),
    ),
    Fault(
        "merged-face-down-cards-not-revealed",
        "face-down",
        "708.9, 730.2e",
        "The face-down cards under a face-up merged permanent that leaves the battlefield are not revealed.",
        _patch(inj.merged_face_down_cards_not_revealed),
    ),
    Fault(
        "merged-cards-stay-face-down",
        "face-down",
        "730.2f",
        "Turning a face-down merged permanent face up turns only its topmost card.",
        _patch(inj.merged_cards_stay_face_down),
    ),
    Fault(
        "merged-reveal-only-instants",
        "face-down",
        "730.2g",
        "A face-down merged permanent that can't turn face up reveals only its instant or sorcery cards.",
        _patch(inj.merged_reveal_only_instants),
    ),
    # ------------------------------------------------------------------ players and commanders
    Fault(
        "controller-of-player-sees-nothing",
        "face-down",
        "723.4",
        "A player who controls another player sees no more than before.",
        _patch(inj.controller_of_player_sees_nothing_more),
    ),
    Fault(
        "decision-options-shown-to-all",
        "face-down",
        "400.2",
        "Every player is shown the options of a decision another player must make.",
        _patch(inj.decision_options_shown_to_all),
    ),
    Fault(
        "leaving-player-gives-back-cards",
        "cards",
        "800.4a",
        "When a player leaves, permanents they control but don't own go back to their "
        "owners instead of exile.",
        _patch(inj.leaving_player_gives_back_cards),
    ),
    Fault(
        "leaving-player-exiles-borrowed-cards",
        "cards",
        "800.4a",
        "When a player leaves, permanents they control by a control-changing effect are exiled.",
        _patch(inj.leaving_player_exiles_borrowed_cards),
    ),
    Fault(
        "face-down-commander-forgotten",
        "face-down",
        "903.3",
        "A commander that leaves the battlefield face down is not recognised as a commander.",
        _patch(inj.face_down_commander_forgotten),
    ),
    Fault(
        "copy-of-commander-is-commander",
        "face-down",
        "903.3",
        "A permanent that copies a commander is a commander too.",
        _patch(inj.copy_of_commander_is_commander),
    ),
    Fault(
        "disguise-cost-equal-to-mana-cost-is-free",
        "cards",
        "702.168d",
        "A disguise cost equal to the permanent's mana cost (given by Disguise Agent) is read as nothing "
        "to pay.",
        _patch(inj.disguise_cost_equal_to_mana_cost_is_free),
    ),
    Fault(
        "abilities-never-targets",
        "cards",
        "115.1",
        'An ability on the stack is never a legal target, even for "target spell or ability".',
        _patch(inj.abilities_never_targets),
    ),
    Fault(
        "loyalty-abilities-unlimited",
        "cards",
        "606.3",
        "A permanent's loyalty abilities may be activated any number of times each turn.",
        _patch(inj.loyalty_abilities_unlimited),
    ),
    Fault(
        "crew-taps-nothing",
        "cards",
        "702.122a",
        "Crewing a Vehicle taps none of the creatures that crew it.",
        _patch(inj.crew_taps_nothing),
    ),
    Fault(
        "saga-no-lore-counter-in-main-phase",
        "cards",
        "714.3b",
        "No lore counter is put on a Saga as its controller's precombat main phase begins: its later "
        "chapter abilities, the face-down clause of Death in Heaven among them, never trigger.",
        _patch(inj.saga_no_lore_counter_in_main_phase),
    ),
    Fault(
        "mask-never-turns-up-instead",
        "cards",
        "614.1a, 708.8",
        "A face-down creature cast with Illusionary Mask deals and is dealt damage and becomes tapped "
        "face down, as a 2/2: it is never turned face up instead.",
        _patch(inj.mask_never_turns_up_instead),
    ),
    Fault(
        "mask-turns-up-only-when-dealt-damage",
        "cards",
        "614.1a, 510.1",
        "A face-down creature cast with Illusionary Mask assigns its combat damage face down, as a 2/2, "
        "and is turned face up only as it is dealt damage.",
        _patch(inj.mask_turns_up_only_when_dealt_damage),
    ),
    Fault(
        "mask-choice-ignores-mana-types",
        "cards",
        "107.3",
        "Illusionary Mask lets its controller choose any creature card whose mana value is at most the "
        "amount of mana spent on {X}, whatever that mana's types.",
        _patch(inj.mask_choice_ignores_mana_types),
    ),
    Fault(
        "mask-casts-face-up",
        "cards",
        "708.4",
        "A card an effect lets a player cast face down as a 2/2 creature spell (Illusionary Mask) is cast "
        "face up.",
        _patch(inj.mask_casts_face_up),
    ),
    Fault(
        "negamorph-no-counter",
        "cards",
        "702.37e",
        "Turning a permanent face up for its negamorph cost puts no -1/-1 counter on it.",
        _patch(inj.negamorph_no_counter),
    ),
    Fault(
        "case-solved-ability-always-on",
        "cards",
        "719.3c",
        'A Case\'s "Solved" ability works while the Case is unsolved.',
        _patch(inj.case_solved_ability_always_on),
    ),
    # ------------------------------------------------------------------ Rooms (split cards with doors)
    Fault(
        "locked-doors-count",
        "cards",
        "709.5",
        "A Room permanent has the name, mana cost and abilities of its locked doors too.",
        _patch(inj.locked_doors_count),
    ),
    Fault(
        "unlock-triggers-every-door",
        "cards",
        "709.5",
        'Unlocking one door of a Room triggers the other door\'s "when you unlock this door" ability too.',
        _patch(inj.unlock_triggers_every_door),
    ),
)


def find(name: str) -> Fault:
    """The fault called ``name``; ``KeyError`` with the known names if there is none."""
    for fault in CATALOGUE:
        if fault.name == name:
            return fault
    known = ", ".join(f.name for f in CATALOGUE)
    raise KeyError(f"unknown fault {name!r}; known faults: {known}")
