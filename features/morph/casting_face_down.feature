@needs:morph
Feature: Morph — casting a card face down (CR 702.37a, 702.37c, 702.37d)
  # Sources: CR 702.37a, 702.37c, 702.37d, 601.3e, 708.4; MKM release notes 2024-01-25 (RUL-rn-morph-announce).
  # A card with morph may be cast as a face-down 2/2 creature with no text, no name, no subtypes and no mana cost
  # by paying {3} instead of its mana cost; unlike disguise, morph gives it no ward. The player announces morph.
  # Whether the card may be cast, and for how much, is judged on those face-down characteristics, from any zone
  # the card could be cast from. The morph cost is paid only to turn the permanent face up.
  # Cards: Grinning Demon ({2}{B}{B} Creature — Demon 6/6, "At the beginning of your upkeep, you lose 2 life.",
  # morph {2}{B}{B}); Zoetic Cavern (Land, "{T}: Add {C}.", morph {2}); Warbreak Trumpeter ({R} Creature —
  # Goblin 1/1, morph {X}{X}{R}).

  Background:
    Given a two-player game between Alice and Bob
    And it is Alice's precombat main phase

  Rule: 702.37a A card with morph may be cast face down for {3} as a 2/2 creature with no text

    @id:morph-cast-face-down-for-three @R-702.37a
    Scenario: Grinning Demon cast face down costs exactly {3}, not its mana cost {2}{B}{B}
      Given Alice has "Grinning Demon" in her hand
      And Alice controls 4 untapped "Swamp"
      When Alice casts "Grinning Demon" face down using morph
      Then the action is accepted
      And Alice controls 1 untapped land
      And "Grinning Demon" is a face-down spell on the stack

    @id:morph-cost-does-not-cast-face-down @R-702.37a
    Scenario: Mana enough for Zoetic Cavern's morph cost {2} but not for {3} cannot cast it face down
      Given Alice has "Zoetic Cavern" in her hand
      And Alice has {C}{C} in her mana pool
      When Alice tries to cast "Zoetic Cavern" face down using morph
      Then the action is rejected because the cost cannot be paid
      And "Zoetic Cavern" is in Alice's hand
      And Alice's mana pool holds {C}{C}

    @id:morph-spell-face-down-characteristics @R-702.37a @R-708.4-1
    Scenario: The face-down spell is a colourless, nameless 2/2 creature spell with no abilities at all
      Given Alice has "Grinning Demon" in her hand
      And Alice has {C}{C}{C} in her mana pool
      When Alice casts "Grinning Demon" face down using morph
      Then Bob sees "Grinning Demon" with these characteristics:
        | name       | none       |
        | mana cost  | none       |
        | mana value | 0          |
        | colours    | colourless |
        | types      | Creature   |
        | subtypes   | none       |
        | supertypes | none       |
        | power      | 2          |
        | toughness  | 2          |
        | abilities  | none       |
        | face down  | yes        |

    @id:morph-face-down-has-no-ward @R-702.37a @needs:ward
    Scenario: Unlike a disguised permanent, a morphed permanent has no ward: Bob's Shock is not taxed
      Given it is Bob's precombat main phase
      And Alice controls a morphed "Grinning Demon"
      And Bob has "Shock" in his hand
      And Bob has {R} in his mana pool
      When Bob casts "Shock" targeting "Grinning Demon"
      Then the action is accepted
      And the ward ability of "Grinning Demon" does not trigger
      When all players pass priority
      Then "Grinning Demon" is in Alice's graveyard

  Rule: 702.37c The card is turned face down, morph is announced, and the face-down characteristics decide the cast

    @id:morph-cast-announces-morph @R-702.37c-1 @RUL-rn-morph-announce @needs:per_viewer_views
    Scenario: Bob learns that the face-down spell was cast using morph, and not which card it is
      Given Alice has "Grinning Demon" in her hand
      And Alice has {C}{C}{C} in her mana pool
      When Alice casts "Grinning Demon" face down using morph
      Then Bob sees that "Grinning Demon" is face down by morph
      And Bob cannot tell which card "Grinning Demon" is
      And Alice can tell that "Grinning Demon" is "Grinning Demon"

    @id:morph-cast-land-card-face-down @R-702.37c-2 @R-601.3e
    Scenario: Zoetic Cavern, a land card, can be cast face down, because the face-down card is a creature card
      Given Alice has "Zoetic Cavern" in her hand
      And Alice has {C}{C}{C} in her mana pool
      When Alice casts "Zoetic Cavern" face down using morph
      Then the action is accepted
      And "Zoetic Cavern" is a face-down spell on the stack
      And Alice's mana pool is empty

    @id:morph-land-card-cannot-be-cast-face-up @R-702.37c-2
    Scenario: Face up, Zoetic Cavern is a land card, and a land can't be cast
      Given Alice has "Zoetic Cavern" in her hand
      And Alice has {C}{C}{C} in her mana pool
      When Alice tries to cast "Zoetic Cavern"
      Then the action is rejected
      And "Zoetic Cavern" is in Alice's hand

    @id:morph-cost-effects-see-face-down-spell @R-702.37c-2 @R-708.4-1
    Scenario Outline: Cost effects judge the face-down spell, not the card (<effect>)
      # Thalia taxes noncreature spells (Zoetic Cavern is a land card); Goblin Warchief makes Goblin spells cheaper
      # (Warbreak Trumpeter is a Goblin). Face down, both are creature spells with no subtypes: each costs {3}.
      Given Alice controls "<permanent>"
      And Alice has "<card>" in her hand
      And Alice has {C}{C}{C} in her mana pool
      When Alice casts "<card>" face down using morph
      Then the action is accepted
      And Alice's mana pool is empty

      Examples:
        | effect                             | permanent                   | card               |
        | noncreature spells cost {1} more   | Thalia, Guardian of Thraben | Zoetic Cavern      |
        | Goblin spells cost {1} less        | Goblin Warchief             | Warbreak Trumpeter |

    @id:morph-cast-from-library-with-permission @R-702.37c-4 @R-601.3e
    Scenario: With Garruk's Horde, Zoetic Cavern on top of the library can be cast face down
      # Garruk's Horde: "You may cast creature spells from the top of your library." The face-down spell is a
      # creature spell, so the permission covers it although Zoetic Cavern is a land card (the CR 601.3e example).
      Given Alice controls "Garruk's Horde"
      And Alice has "Zoetic Cavern" on top of her library
      And Alice has {C}{C}{C} in her mana pool
      When Alice casts "Zoetic Cavern" face down using morph
      Then the action is accepted
      And "Zoetic Cavern" is a face-down spell on the stack

    @id:morph-not-from-library-without-permission @R-702.37c-4
    Scenario: Without a permission, morph does not let a card be cast from the top of the library
      Given Alice has "Grinning Demon" on top of her library
      And Alice has {C}{C}{C} in her mana pool
      When Alice tries to cast "Grinning Demon" face down using morph
      Then the action is rejected
      And Alice's mana pool holds {C}{C}{C}

    @id:morph-not-from-graveyard @R-702.37c-4
    Scenario: Morph does not let a card be cast from the graveyard
      Given Alice has "Grinning Demon" in her graveyard
      And Alice has {C}{C}{C} in her mana pool
      When Alice tries to cast "Grinning Demon" face down using morph
      Then the action is rejected
      And "Grinning Demon" is in Alice's graveyard

    @id:morph-permanent-keeps-face-down-characteristics @R-702.37c-5 @R-708.4-2
    Scenario: The resolved spell is a face-down permanent with the same characteristics
      Given Alice has "Grinning Demon" in her hand
      And Alice has {C}{C}{C} in her mana pool
      When Alice casts "Grinning Demon" face down using morph
      And all players pass priority
      Then "Grinning Demon" is face down on the battlefield
      And Bob sees that "Grinning Demon" is face down by morph
      And Bob sees "Grinning Demon" with these characteristics:
        | name       | none       |
        | mana cost  | none       |
        | mana value | 0          |
        | colours    | colourless |
        | types      | Creature   |
        | subtypes   | none       |
        | power      | 2          |
        | toughness  | 2          |
        | abilities  | none       |
        | face down  | yes        |

  Rule: 118.9b Casting face down is an alternative cost the player may choose, not an obligation

    @id:morph-card-cast-face-up-for-mana-cost @R-118.9b
    Scenario: Alice casts Grinning Demon face up for its mana cost {2}{B}{B}; it resolves as a face-up 6/6
      Given Alice has "Grinning Demon" in her hand
      And Alice has {B}{B}{C}{C} in her mana pool
      When Alice casts "Grinning Demon" face up
      Then the action is accepted
      And Alice's mana pool is empty
      When all players pass priority
      Then "Grinning Demon" is face up on the battlefield
      And Bob sees "Grinning Demon" as a 6/6

  Rule: 702.37d Only an ability such as morph lets a card be cast face down

    @id:morph-needed-to-cast-face-down @R-702.37d
    Scenario: Grizzly Bears, which has no morph, cannot be cast face down using morph
      Given Alice has "Grizzly Bears" in her hand
      And Alice has {C}{C}{C} in her mana pool
      When Alice tries to cast "Grizzly Bears" face down using morph
      Then the action is rejected
      And "Grizzly Bears" is in Alice's hand
      And Alice's mana pool holds {C}{C}{C}

    @id:morph-gives-the-permission @R-702.37d
    Scenario: Grinning Demon, which has morph, can be cast face down from the same position
      Given Alice has "Grinning Demon" in her hand
      And Alice has {C}{C}{C} in her mana pool
      When Alice casts "Grinning Demon" face down using morph
      Then the action is accepted
      And "Grinning Demon" is a face-down spell on the stack

  Rule: 702.37b A megamorph ability is a morph ability: a card with only megamorph is cast face down using morph

    @id:megamorph-card-cast-face-down @R-702.37b-1 @R-702.37b-2
    Scenario: Den Protector, which has megamorph and no morph, is cast face down for {3}, then turned up with a counter
      # Den Protector ({1}{G} Creature — Human Warrior 2/1, megamorph {1}{G}).
      Given Alice has "Den Protector" in her hand
      And Alice has {C}{C}{C} in her mana pool
      And Alice controls 2 untapped "Forest"
      When Alice casts "Den Protector" face down using morph
      Then the action is accepted
      And "Den Protector" is a face-down spell on the stack
      And Alice's mana pool is empty
      And Alice controls 2 untapped lands
      When all players pass priority
      Then "Den Protector" is face down on the battlefield
      When Alice turns "Den Protector" face up using its morph cost
      Then the action is accepted
      And "Den Protector" has 1 +1/+1 counter
      And Bob sees "Den Protector" as a 3/2
