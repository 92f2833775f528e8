@needs:disguise
Feature: Casting a spell face down — proposal, announcements and total cost (CR 601.2, 601.3e, 118.9)
  # Sources: CR 601.2a, 601.2b, 601.2f, 601.3e, 118.9a, 118.9c, 118.9d, 702.168b, 708.4;
  # rulings 2024-02-02 RUL-gen-disguise-2, RUL-etrata-deadly-fugitive-1, RUL-assemble-the-players-3.
  # The card is turned face down as it moves to the stack; disguise is announced as the alternative cost;
  # no second alternative cost may be added; the total cost is {3} plus increases minus reductions, never
  # below {0}; whether the cast is allowed is judged on the face-down characteristics.

  Background:
    Given a two-player game between Alice and Bob
    And it is Alice's precombat main phase

  Rule: 601.2a Casting moves the card to the stack, already face down

    @id:cast-face-down-moves-card-to-stack @R-601.2a @needs:per_viewer_views
    Scenario: The card leaves Alice's hand and is a face-down spell that Bob cannot identify
      Given Alice has "Dog Walker" in her hand
      And Alice has "Grizzly Bears" in her hand
      And Alice has {C}{C}{C} in her mana pool
      When Alice casts "Dog Walker" face down using disguise
      Then the action is accepted
      And Alice has 1 card in her hand
      And "Dog Walker" is a face-down spell on the stack
      And Bob cannot tell which card "Dog Walker" is
      And Bob sees "Dog Walker" as a 2/2

  Rule: 601.2b The intention to use disguise is announced, and only one alternative cost may apply

    @id:cast-face-down-announces-method @R-601.2b-1 @needs:per_viewer_views
    Scenario: Bob learns that the spell was cast face down by disguise
      Given Alice has "Dog Walker" in her hand
      And Alice has {C}{C}{C} in her mana pool
      When Alice casts "Dog Walker" face down using disguise
      Then Bob sees that "Dog Walker" is face down by disguise

    @id:cast-face-down-wrong-method-announced @R-601.2b-1 @R-702.168c @needs:morph
    Scenario: A disguise card cannot be cast face down by announcing morph
      Given Alice has "Dog Walker" in her hand
      And Alice has {C}{C}{C} in her mana pool
      When Alice tries to cast "Dog Walker" face down using morph
      Then the action is rejected
      And "Dog Walker" is in Alice's hand

    @id:cast-face-down-no-second-alternative-cost @R-601.2b-2 @R-118.9a @R-702.168b-4
    Scenario: Omniscience's "without paying its mana cost" cannot be added to a disguise cast
      Given Alice controls "Omniscience"
      And Alice has "Dog Walker" in her hand
      And Alice has {C}{C}{C} in her mana pool
      When Alice tries to cast "Dog Walker" face down using disguise without paying its mana cost
      Then the action is rejected
      And "Dog Walker" is in Alice's hand
      And Alice's mana pool holds {C}{C}{C}

    @id:cast-face-up-with-omniscience-is-free @R-601.2b-2 @R-118.9a
    Scenario: The same Omniscience lets Dog Walker be cast face up for nothing, and face down for {3}
      Given Alice controls "Omniscience"
      And Alice has "Dog Walker" in her hand as "the first walker"
      And Alice has "Dog Walker" in her hand as "the second walker"
      And Alice has {C}{C}{C} in her mana pool
      When Alice casts "the first walker" without paying its mana cost
      Then the action is accepted
      And Alice's mana pool holds {C}{C}{C}
      When all players pass priority
      And Alice casts "the second walker" face down using disguise
      Then the action is accepted
      And Alice's mana pool is empty

  Rule: 601.2f and 118.9d The total cost is {3} plus cost increases minus cost reductions, never below {0}

    @id:cast-face-down-cost-increase @R-601.2f-1 @R-118.9d @R-702.168b-4
    Scenario Outline: With Lodestone Golem, casting face down costs {4} (<pool>)
      # Lodestone Golem: "Nonartifact spells cost {1} more to cast."
      Given Bob controls "Lodestone Golem"
      And Alice has "Dog Walker" in her hand
      And Alice has <pool> in her mana pool
      When Alice tries to cast "Dog Walker" face down using disguise
      Then the action is <result>
      And Alice's mana pool <after>

      Examples:
        | pool         | result                                   | after           |
        | {C}{C}{C}{C} | accepted                                 | is empty        |
        | {C}{C}{C}    | rejected because the cost cannot be paid | holds {C}{C}{C} |

    @id:cast-face-down-cost-reduction @R-601.2f-1 @R-601.2f-2 @R-118.9d
    Scenario Outline: With <number> Dream Chisel, casting face down costs <cost>
      # Dream Chisel: "Face-down creature spells you cast cost {1} less to cast." Reductions take the {3}
      # down to {0} and no further: the mana pool never gains from them.
      Given Alice controls <number> "Dream Chisel"
      And Alice has "Dog Walker" in her hand
      And Alice has {C}{C} in her mana pool
      When Alice casts "Dog Walker" face down using disguise
      Then the action is accepted
      And "Dog Walker" is a face-down spell on the stack
      And Alice's mana pool <after>

      Examples:
        | number | cost | after        |
        | 1      | {2}  | is empty     |
        | 2      | {1}  | holds {C}    |
        | 3      | {0}  | holds {C}{C} |
        | 4      | {0}  | holds {C}{C} |

    @id:cast-face-down-increase-and-reduction @R-601.2f-1 @R-118.9d @R-601.2f-2
    Scenario Outline: Lodestone Golem and <number> Dream Chisels together make the cost <cost>
      # The {1} increase is added before the reductions are applied; only the total can't go below {0}: with four
      # Chisels, {3} + {1} - {4} is {0} (applying the reductions first would stop at {0} and leave {1}).
      Given Bob controls "Lodestone Golem"
      And Alice controls <number> "Dream Chisel"
      And Alice has "Dog Walker" in her hand
      And Alice has {C}{C}{C} in her mana pool
      When Alice casts "Dog Walker" face down using disguise
      Then the action is accepted
      And Alice's mana pool <after>

      Examples:
        | number | cost | after           |
        | 2      | {2}  | holds {C}       |
        | 4      | {0}  | holds {C}{C}{C} |

  Rule: 601.2c A face-down spell is cast with its face-down characteristics only: nothing of its face is announced

    @id:cast-face-down-no-face-targets @R-601.2c @needs:morph
    Scenario: Cast face down, Gift of Doom is a creature spell, not an Aura: Alice can't give it a target
      # Gift of Doom ({4}{B} Enchantment — Aura, "Enchant creature", morph—sacrifice another creature) would target
      # the creature it enchants if it were cast face up; face down it has no enchant ability and no target.
      Given Alice has "Gift of Doom" in her hand
      And Alice controls "Grizzly Bears"
      And Alice has {C}{C}{C} in her mana pool
      When Alice tries to cast "Gift of Doom" face down using morph targeting "Grizzly Bears"
      Then the action is rejected
      And "Gift of Doom" is in Alice's hand
      And Alice's mana pool holds {C}{C}{C}
      When Alice casts "Gift of Doom" face down using morph
      Then the action is accepted
      And "Gift of Doom" is a face-down spell on the stack
      And Alice's mana pool is empty

    @id:cast-face-down-not-a-target-for-face-qualities @R-601.2c @R-708.4-1
    Scenario: Bob's Spell Snare, "counter target spell with mana value 2", can't target Alice's face-down Dog Walker
      # Spell Snare ({U} Instant). Dog Walker's mana cost {R}{W} gives the card mana value 2; the face-down spell has
      # no mana cost and mana value 0.
      Given Alice has "Dog Walker" in her hand
      And Alice has {C}{C}{C} in her mana pool
      And Bob has "Spell Snare" in his hand
      And Bob has {U} in his mana pool
      When Alice casts "Dog Walker" face down using disguise
      And Alice passes priority
      And Bob tries to cast "Spell Snare" targeting "Dog Walker"
      Then the action is rejected because the target is illegal
      And "Dog Walker" is a face-down spell on the stack
      And Bob's mana pool holds {U}

    @id:cast-face-up-is-a-target-for-face-qualities @R-601.2c
    Scenario: Cast face up, the same Dog Walker is a spell with mana value 2, and Spell Snare counters it
      Given Alice has "Dog Walker" in her hand
      And Alice has {R}{W} in her mana pool
      And Bob has "Spell Snare" in his hand
      And Bob has {U} in his mana pool
      When Alice casts "Dog Walker" face up
      And Alice passes priority
      And Bob casts "Spell Snare" targeting "Dog Walker"
      And all players pass priority
      Then "Dog Walker" is countered

  Rule: 601.2e A proposed face-down cast that turns out to be illegal is undone: the card stays where it was, hidden

    @id:cast-face-down-on-opponents-turn-undone @R-601.2e @R-708.4-1 @needs:per_viewer_views @needs:events
    Scenario Outline: On Bob's turn, Alice can't cast <card> face down: it stays in her hand, hidden, and she pays nothing
      # Face down, the card is a creature spell without flash: it may be cast only in its controller's main phase
      # with an empty stack (CR 307.1, applied to the face-down characteristics by 708.4).
      Given it is Bob's precombat main phase
      And Alice has priority
      And Alice has "<card>" in her hand
      And Alice has {C}{C}{C} in her mana pool
      When Alice tries to cast "<card>" face down using <method>
      Then the action is rejected because a rule or effect forbids it
      And "<card>" is in Alice's hand
      And Alice's mana pool holds {C}{C}{C}
      And "<card>" stays hidden from Bob
      And the event log does not show "<card>" being cast

      Examples:
        | card       | method   |
        | Dog Walker | disguise |

      @needs:morph
      Examples:
        | card           | method |
        | Grinning Demon | morph  |

    @id:cast-face-down-with-stack-undone @R-601.2e @R-708.4-1 @needs:per_viewer_views
    Scenario: With her Grizzly Bears on the stack, Alice can't cast Dog Walker face down: nothing changes
      Given Alice has "Grizzly Bears" in her hand
      And Alice has "Dog Walker" in her hand
      And Alice has {G}{C}{C}{C}{C} in her mana pool
      When Alice casts "Grizzly Bears"
      And Alice tries to cast "Dog Walker" face down using disguise
      Then the action is rejected because a rule or effect forbids it
      And "Dog Walker" is in Alice's hand
      And Alice's mana pool holds {C}{C}{C}
      And "Dog Walker" stays hidden from Bob
      And the stack holds 1 item

  Rule: 601.2f Cost changes apply to a face-down spell wherever it is cast from

    @id:cast-face-down-cost-changes-from-library @R-601.2f-1 @R-118.9d @R-702.168a-1
    Scenario: Cast face down from the top of her library, True Identity costs {3}, plus {1} for Lodestone Golem, minus {2} for two Dream Chisels
      # Garruk's Horde: "You may cast creature spells from the top of your library." Dream Chisel: "Face-down
      # creature spells you cast cost {1} less to cast." Lodestone Golem: "Nonartifact spells cost {1} more to cast."
      Given Alice controls "Garruk's Horde"
      And Bob controls "Lodestone Golem"
      And Alice controls "Dream Chisel" as "the first chisel"
      And Alice controls "Dream Chisel" as "the second chisel"
      And Alice has "True Identity" on top of her library
      And Alice has {C}{C}{C}{C} in her mana pool
      When Alice casts "True Identity" face down using disguise
      Then the action is accepted
      And Alice's mana pool holds {C}{C}

  Rule: 601.3e Whether the face-down cast is allowed is judged on the face-down characteristics

    @id:cast-face-down-permission-for-creature-spells @R-601.3e @R-702.168b-2
    Scenario: Garruk's Horde lets Alice cast the enchantment True Identity face down from her library
      # Garruk's Horde allows creature spells from the top of the library (the example of CR 601.3e). True
      # Identity is an enchantment card, but cast face down it is a creature spell.
      Given Alice controls "Garruk's Horde"
      And Alice has "True Identity" on top of her library
      And Alice has {W}{C}{C} in her mana pool
      When Alice casts "True Identity" face down using disguise
      Then the action is accepted
      And "True Identity" is a face-down spell on the stack

    @id:cast-face-up-enchantment-not-allowed-from-library @R-601.3e
    Scenario: The same permission does not let Alice cast True Identity face up from her library
      Given Alice controls "Garruk's Horde"
      And Alice has "True Identity" on top of her library
      And Alice has {W}{C}{C} in her mana pool
      When Alice tries to cast "True Identity"
      Then the action is rejected
      And Alice's mana pool holds {W}{C}{C}

  Rule: 118.9c Paying {3} does not give the spell a mana cost

    @id:cast-face-down-mana-cost-stays-none @R-118.9c
    Scenario: After paying {3}, the face-down spell and the permanent still have mana value 0
      Given Alice has "Nightdrinker Moroii" in her hand
      And Alice has {C}{C}{C} in her mana pool
      When Alice casts "Nightdrinker Moroii" face down using disguise
      Then Alice sees "Nightdrinker Moroii" with these characteristics:
        | mana cost  | none |
        | mana value | 0    |
      When all players pass priority
      Then Alice sees "Nightdrinker Moroii" with these characteristics:
        | mana cost  | none |
        | mana value | 0    |
