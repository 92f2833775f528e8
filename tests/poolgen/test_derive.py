"""Oracle text read by templates: what they read, and what they mark unimplemented instead of dropping."""

from __future__ import annotations

from facedown.poolgen.derive import derive, keyword_cost
from facedown.poolgen.select import select


def test_keyword_lines_and_a_turned_face_up_trigger_with_its_target() -> None:
    text = (
        "Flying, trample\nMorph {2}{U} (You may cast this card face down as a 2/2 creature for {3}.)\n"
        "When this creature is turned face up, return target creature to its owner's hand."
    )
    derived = derive(text, "Some Card")
    assert derived.unimplemented == []
    assert derived.abilities[:3] == [
        {"kind": "keyword", "keyword": "flying"},
        {"kind": "keyword", "keyword": "trample"},
        {"kind": "keyword", "keyword": "morph", "cost": "{2}{U}"},
    ]
    trigger = derived.abilities[3]
    assert trigger["trigger"] == "turned_face_up"
    assert trigger["targets"] == [{"types": ["Creature"]}]
    assert trigger["effects"] == [{"op": "bounce_target"}]


def test_non_mana_morph_costs_are_kept_as_printed() -> None:
    assert keyword_cost("Reveal a blue card in your hand.") == "Reveal a blue card in your hand"
    assert keyword_cost("Return two Islands you control to their owner's hand.") is not None
    assert keyword_cost("Pay 5 life.") == "Pay 5 life"
    assert keyword_cost("Tap an untapped creature you control.") is None


def test_an_unread_effect_keeps_its_trigger_and_targets_and_is_declared() -> None:
    line = "When this creature is turned face up, look at target opponent's hand."
    derived = derive(line, "Some Card")
    (ability,) = derived.abilities
    assert ability["trigger"] == "turned_face_up" and ability["targets"] == [{"target": "opponent"}]
    assert ability["effects"] == [{"op": "unimplemented", "text": line}]
    assert derived.unimplemented == [line]


def test_an_unread_clause_is_declared_not_dropped() -> None:
    derived = derive("Creatures you control can't be blocked by Walls.", "Some Card")
    assert derived.abilities == [
        {"kind": "unimplemented", "text": "Creatures you control can't be blocked by Walls."}
    ]


def test_selection_groups_and_the_cards_left_out() -> None:
    morph = {"name": "A", "keywords": ["Morph"], "text": "Morph {2}"}
    dread = {"name": "B", "keywords": None, "text": "When this creature enters, manifest dread."}
    draft = {"name": "C", "keywords": None, "text": "As you draft a card, you may turn this card face down."}
    plain = {"name": "D", "keywords": None, "text": "Flying"}
    assert select(morph) is not None and select(morph).groups == ("keyword",)  # type: ignore[union-attr]
    assert select(dread) is not None and "manifest-dread" in select(dread).groups  # type: ignore[union-attr]
    left = select(draft)
    assert left is not None and left.left_out is not None and "draft" in left.left_out
    assert select(plain) is None
