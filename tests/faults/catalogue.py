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
)


def find(name: str) -> Fault:
    """The fault called ``name``; ``KeyError`` with the known names if there is none."""
    for fault in CATALOGUE:
        if fault.name == name:
            return fault
    known = ", ".join(f.name for f in CATALOGUE)
    raise KeyError(f"unknown fault {name!r}; known faults: {known}")
