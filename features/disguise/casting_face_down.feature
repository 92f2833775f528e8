@needs:disguise
Feature: Disguise — casting a card face down (CR 702.168a–c)
  # Sources: CR 702.168a, 702.168b, 702.168c, 708.2, 708.4, 118.9;
  # rulings 2024-02-02 RUL-gen-disguise-1, -2, -3 (and their 2024-07-05 Assassin's Creed versions).
  # A card with disguise may be cast as a face-down 2/2 creature with ward {2}, no name, no subtypes and
  # no mana cost, by paying {3} instead of its mana cost. The disguise cost is paid only later, to turn it face up.

  Background:
    Given a two-player game between Alice and Bob
    And it is Alice's precombat main phase

  Rule: 702.168a A card with disguise may be cast face down for {3} rather than its mana cost

    @id:disguise-cast-face-down-for-three @R-702.168a-2 @RUL-gen-disguise-1 @R-601.2f-1
    Scenario: Dog Walker cast face down costs exactly {3}
      Given Alice has "Dog Walker" in her hand
      And Alice controls 4 untapped "Plains"
      When Alice casts "Dog Walker" face down using disguise
      Then the action is accepted
      And Alice controls 1 untapped land
      And "Dog Walker" is a face-down spell on the stack

    @id:disguise-cast-price-ignores-card-costs @R-702.168a-2 @RUL-gen-disguise-2b
    Scenario Outline: Casting <card> face down costs {3} whatever its mana cost and disguise cost
      # The mana cost and the disguise cost are shown for the reader; neither is paid.
      Given Alice has "<card>" in her hand
      And Alice has {C}{C}{C}{C} in her mana pool
      When Alice casts "<card>" face down using disguise
      Then the action is accepted
      And Alice's mana pool holds {C}

      Examples:
        | card                 | mana cost | disguise cost |
        | Dog Walker           | {R}{W}    | {R/W}{R/W}    |
        | Nightdrinker Moroii  | {3}{B}    | {B}{B}        |
        | Fugitive Codebreaker | {1}{R}    | {5}{R}        |
        | True Identity        | {1}{W}    | {W}           |

    @id:disguise-cost-does-not-cast-face-down @R-702.168a-2
    Scenario: Mana enough for the disguise cost but not for {3} cannot cast the card face down
      Given Alice has "Dog Walker" in her hand
      And Alice has {R}{W} in her mana pool
      When Alice tries to cast "Dog Walker" face down using disguise
      Then the action is rejected because the cost cannot be paid
      And "Dog Walker" is in Alice's hand
      And Alice's mana pool holds {R}{W}

    @id:disguise-works-from-library-with-permission @R-702.168a-1 @R-702.168b-5
    Scenario: With Garruk's Horde, a disguise card on top of the library can be cast face down
      # Garruk's Horde: "You may cast creature spells from the top of your library."
      Given Alice controls "Garruk's Horde"
      And Alice has "Dog Walker" on top of her library
      And Alice has {C}{C}{C} in her mana pool
      When Alice casts "Dog Walker" face down using disguise
      Then the action is accepted
      And "Dog Walker" is a face-down spell on the stack
      And Alice's mana pool is empty

    @id:disguise-not-from-library-without-permission @R-702.168a-1 @R-702.168b-5
    Scenario: Without a permission, disguise does not let a card be cast from the top of the library
      Given Alice has "Dog Walker" on top of her library
      And Alice has {C}{C}{C} in her mana pool
      When Alice tries to cast "Dog Walker" face down using disguise
      Then the action is rejected
      And Alice's mana pool holds {C}{C}{C}

    @id:disguise-not-from-graveyard-without-permission @R-702.168a-1 @R-702.168b-5
    Scenario: Disguise does not let a card be cast from a zone it could not be cast from
      Given Alice has "Dog Walker" in her graveyard
      And Alice has {C}{C}{C} in her mana pool
      When Alice tries to cast "Dog Walker" face down using disguise
      Then the action is rejected
      And "Dog Walker" is in Alice's graveyard

  Rule: 702.168b The card is turned face down, disguise is announced, and it is cast as a face-down 2/2 spell

    @id:disguise-cast-announces-disguise @R-702.168b-1 @R-601.2b-1 @RUL-gen-disguise-1 @RUL-gen-disguise-2b
    @needs:per_viewer_views
    Scenario: The opponent sees a face-down spell cast by disguise, not which card it is
      Given Alice has "Dog Walker" in her hand
      And Alice has {C}{C}{C} in her mana pool
      When Alice casts "Dog Walker" face down using disguise
      Then Bob sees that "Dog Walker" is face down by disguise
      And Bob cannot tell which card "Dog Walker" is
      And Alice can tell that "Dog Walker" is "Dog Walker"

    @id:disguise-spell-face-down-characteristics @R-702.168b-1 @RUL-gen-disguise-3a @RUL-gen-disguise-2a @R-708.4-1
    Scenario: The face-down spell is a colourless nameless 2/2 creature spell with ward {2}
      Given Alice has "Dog Walker" in her hand
      And Alice has {C}{C}{C} in her mana pool
      When Alice casts "Dog Walker" face down using disguise
      Then Bob sees "Dog Walker" with these characteristics:
        | name       | none       |
        | mana cost  | none       |
        | mana value | 0          |
        | colours    | colourless |
        | types      | Creature   |
        | subtypes   | none       |
        | supertypes | none       |
        | power      | 2          |
        | toughness  | 2          |
        | abilities  | Ward {2}   |
        | face down  | yes        |

    @id:disguise-cost-effects-see-face-down-spell @R-702.168b-2 @R-708.4-1
    Scenario Outline: Cost effects judge the face-down spell, not the card (<effect>)
      # Thalia taxes noncreature spells (True Identity is an enchantment card); Goblin Warchief makes Goblin
      # spells cheaper (Fugitive Codebreaker is a Goblin). Face down, both are creature spells with no subtypes.
      Given Alice controls "<permanent>"
      And Alice has "<card>" in her hand
      And Alice has {C}{C}{C} in her mana pool
      When Alice casts "<card>" face down using disguise
      Then the action is accepted
      And Alice's mana pool is empty

      Examples:
        | effect                             | permanent                   | card                 |
        | noncreature spells cost {1} more   | Thalia, Guardian of Thraben | True Identity        |
        | Goblin spells cost {1} less        | Goblin Warchief             | Fugitive Codebreaker |

    @id:disguise-permanent-keeps-face-down-characteristics @R-702.168b-6 @R-708.4-2 @RUL-gen-disguise-3a
    Scenario: The resolved spell is a face-down permanent with the same characteristics
      Given Alice has "Dog Walker" in her hand
      And Alice has {C}{C}{C} in her mana pool
      When Alice casts "Dog Walker" face down using disguise
      And all players pass priority
      Then "Dog Walker" is face down on the battlefield
      And Bob sees "Dog Walker" with these characteristics:
        | name       | none       |
        | mana cost  | none       |
        | mana value | 0          |
        | colours    | colourless |
        | types      | Creature   |
        | subtypes   | none       |
        | power      | 2          |
        | toughness  | 2          |
        | abilities  | Ward {2}   |
        | face down  | yes        |

    @id:disguise-effect-ends-when-turned-face-up @R-702.168b-7 @R-702.168d-3 @RUL-gen-disguise-1
    Scenario: The disguise effect lasts from the stack to the battlefield and ends as the permanent turns face up
      # Five {B}: whichever mana pays the {3}, {B}{B} is left for the disguise cost.
      Given Alice has "Nightdrinker Moroii" in her hand
      And Alice has {B}{B}{B}{B}{B} in her mana pool
      When Alice casts "Nightdrinker Moroii" face down using disguise
      Then Bob sees "Nightdrinker Moroii" as a 2/2
      When all players pass priority
      Then Bob sees "Nightdrinker Moroii" as a 2/2
      And "Nightdrinker Moroii" has ward {2}
      When Alice turns "Nightdrinker Moroii" face up using its disguise cost
      Then the action is accepted
      And Bob sees "Nightdrinker Moroii" as a 4/2
      And Bob sees "Nightdrinker Moroii" named "Nightdrinker Moroii"
      And "Nightdrinker Moroii" has flying
      And "Nightdrinker Moroii" does not have ward {2}

    @id:disguise-face-down-values-are-copiable @R-702.168b-3 @R-708.2 @needs:copy
    Scenario: A copy of a disguised permanent copies the face-down characteristics
      Given Alice controls a disguised "Dog Walker"
      And Alice has "Clone" in her hand
      And Alice has {U}{C}{C}{C} in her mana pool
      When Alice casts "Clone"
      And all players pass priority
      And Alice chooses "Dog Walker"
      Then "Clone" is face up on the battlefield
      And Bob sees "Clone" with these characteristics:
        | name       | none       |
        | mana cost  | none       |
        | colours    | colourless |
        | types      | Creature   |
        | subtypes   | none       |
        | power      | 2          |
        | toughness  | 2          |
        | abilities  | Ward {2}   |
        | face down  | no         |

  Rule: 118.9b Casting face down is an alternative cost the player may choose, not an obligation

    @id:disguise-card-cast-face-up-for-mana-cost @R-118.9b
    Scenario: Alice casts Dog Walker face up for its mana cost {R}{W}; it resolves as a face-up 3/1
      Given Alice has "Dog Walker" in her hand
      And Alice has {R}{W} in her mana pool
      When Alice casts "Dog Walker" face up
      Then the action is accepted
      And Alice's mana pool is empty
      When all players pass priority
      Then "Dog Walker" is face up on the battlefield
      And Bob sees "Dog Walker" as a 3/1
      And Bob can tell that "Dog Walker" is "Dog Walker"

  Rule: 702.168c Only an ability such as disguise lets a card be cast face down

    @id:disguise-needed-to-cast-face-down @R-702.168c
    Scenario Outline: A card without disguise cannot be cast face down using <method>
      Given Alice has "Grizzly Bears" in her hand
      And Alice has {C}{C}{C} in her mana pool
      When Alice tries to cast "Grizzly Bears" face down using <method>
      Then the action is rejected
      And "Grizzly Bears" is in Alice's hand
      And Alice's mana pool holds {C}{C}{C}

      Examples:
        | method   |
        | disguise |

      @needs:morph
      Examples:
        | method |
        | morph  |
