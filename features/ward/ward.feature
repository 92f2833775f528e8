@needs:ward
Feature: Ward, and the ward {2} of disguised and cloaked permanents (CR 702.21)
  # Sources: CR 702.21a, 702.21b, 113.7a, 702.168a, 701.58a, 702.168d; rulings 2024-02-02 RUL-gen-disguise-3.
  # Ward triggers when the permanent becomes the target of a spell or ability an opponent controls; as it
  # resolves it counters that spell or ability unless its controller pays the ward cost. A disguised or cloaked
  # permanent has ward {2} only while it is face down.

  Background:
    Given a two-player game between Alice and Bob
    And it is Bob's precombat main phase

  Rule: 702.21a Ward triggers when the permanent becomes the target of an opponent's spell or ability

    @id:ward-triggers-on-opponent-targeting @R-702.21a-1 @R-702.21a-4 @needs:disguise
    Scenario Outline: Bob's <source> targeting Alice's disguised permanent makes its ward trigger
      Given Alice controls a disguised "Dog Walker"
      And Bob has "Shock" in his hand
      And Bob controls "Rod of Ruin"
      And Bob has {R}{C}{C}{C} in his mana pool
      When Bob <action> targeting "Dog Walker"
      Then the action is accepted
      And the ward ability of "Dog Walker" triggers

      Examples:
        | source  | action                   |
        | spell   | casts "Shock"            |
        | ability | activates "Rod of Ruin"  |

    @id:ward-not-for-own-targeting @R-702.21a-3 @needs:disguise
    Scenario: Alice targeting her own disguised permanent does not make its ward trigger
      Given it is Alice's precombat main phase
      And Alice controls a disguised "Dog Walker"
      And Alice has "Giant Growth" in her hand
      And Alice has {G} in her mana pool
      When Alice casts "Giant Growth" targeting "Dog Walker"
      Then the action is accepted
      And the ward ability of "Dog Walker" does not trigger
      And the stack holds 1 item
      When all players pass priority
      Then Bob sees "Dog Walker" as a 5/5

  Rule: 702.21a The ward trigger counters the spell or ability unless its controller pays the ward cost

    @id:ward-paid-spell-resolves @R-702.21a-2 @R-702.21a-4 @needs:disguise
    Scenario: Bob pays {2} for ward and his Shock destroys the face-down 2/2
      Given Alice controls a disguised "Dog Walker"
      And Bob has "Shock" in his hand
      And Bob has {R}{C}{C}{C} in his mana pool
      When Bob casts "Shock" targeting "Dog Walker"
      And all players pass priority
      Then Bob is asked to pay the ward cost
      When Bob pays the ward cost
      Then Bob's mana pool holds {C}
      And "Shock" is still on the stack
      When all players pass priority
      Then "Dog Walker" is in Alice's graveyard

    @id:ward-declined-spell-countered @R-702.21a-2 @needs:disguise
    Scenario: Bob declines to pay for ward and his Shock is countered
      Given Alice controls a disguised "Dog Walker"
      And Bob has "Shock" in his hand
      And Bob has {R}{C}{C} in his mana pool
      When Bob casts "Shock" targeting "Dog Walker"
      And all players pass priority
      And Bob declines to pay the ward cost
      Then "Shock" is countered
      And "Dog Walker" is face down on the battlefield
      And Bob's mana pool holds {C}{C}

    @id:ward-declined-ability-countered @R-702.21a-2 @needs:disguise
    Scenario: Bob declines to pay for ward and his Rod of Ruin ability is countered
      Given Alice controls a disguised "Dog Walker"
      And Bob controls "Rod of Ruin"
      And Bob has {C}{C}{C} in his mana pool
      When Bob activates "Rod of Ruin" targeting "Dog Walker"
      And all players pass priority
      And Bob declines to pay the ward cost
      Then the stack is empty
      And "Dog Walker" is face down on the battlefield
      And "Dog Walker" has no damage

  Rule: 702.168a and 701.58a Disguised and cloaked permanents have ward {2} while face down

    @id:ward-two-on-face-down-permanents @R-702.21a-4 @RUL-gen-disguise-3a
    Scenario Outline: A <how> permanent has ward {2}, and Bob pays exactly {2}
      Given Alice controls a <how> "Dog Walker"
      And Bob has "Shock" in his hand
      And Bob has {R}{C}{C}{C} in his mana pool
      Then "Dog Walker" has ward {2}
      When Bob casts "Shock" targeting "Dog Walker"
      And all players pass priority
      And Bob pays the ward cost
      Then Bob's mana pool holds {C}

      @needs:disguise
      Examples: disguised
        | how       |
        | disguised |

      @needs:cloak
      Examples: cloaked
        | how     |
        | cloaked |

  Rule: 702.21b An X in a ward cost is worked out when the ward ability resolves

    @id:ward-x-counted-on-resolution @R-702.21b
    Scenario: Minthara's ward {X} asks for the X of the moment it resolves, not of the moment it triggered
      # Minthara, Merciless Soul has "ward {X}, where X is the number of experience counters you have".
      # Alice has none when Bob targets Minthara; in response Alice casts Shock, and Mizzix gives her an
      # experience counter before the ward ability resolves.
      Given Alice controls "Minthara, Merciless Soul"
      And Alice controls "Mizzix of the Izmagnus"
      And Alice has "Shock" in her hand as "Alice's Shock"
      And Alice has {R} in her mana pool
      And Bob has "Shock" in his hand as "Bob's Shock"
      And Bob has {R}{R} in his mana pool
      When Bob casts "Bob's Shock" targeting "Minthara, Merciless Soul"
      Then the ward ability of "Minthara, Merciless Soul" triggers
      When Bob passes priority
      And Alice casts "Alice's Shock" targeting Bob
      And all players pass priority until the stack is empty
      Then Bob's life total is 18
      And Bob is asked to pay the ward cost
      When Bob pays the ward cost
      Then Bob's mana pool is empty

  Rule: 113.7a A ward ability on the stack resolves even if its source has lost ward

    @id:ward-trigger-survives-turning-face-up @R-113.7a @needs:disguise
    Scenario: Alice turns her permanent face up after its ward {2} triggered; the ward ability still counters Shock
      Given Alice controls a disguised "Nightdrinker Moroii"
      And Alice has {B}{B} in her mana pool
      And Bob has "Shock" in his hand
      And Bob has {R}{C}{C} in his mana pool
      When Bob casts "Shock" targeting "Nightdrinker Moroii"
      Then the ward ability of "Nightdrinker Moroii" triggers
      When Bob passes priority
      And Alice turns "Nightdrinker Moroii" face up using its disguise cost
      Then "Nightdrinker Moroii" does not have ward {2}
      When all players pass priority
      Then Bob is asked to pay the ward cost
      When Bob declines to pay the ward cost
      Then "Shock" is countered
      And "Nightdrinker Moroii" is face up on the battlefield

  Rule: 702.168d Turned face up, the permanent keeps only the ward printed on the card

    @id:ward-lost-when-turned-face-up @R-702.21-face @needs:disguise
    Scenario: After Alice turns Nightdrinker Moroii face up, Bob's Shock meets no ward
      Given Alice has priority
      And Alice controls a disguised "Nightdrinker Moroii"
      And Alice has {B}{B} in her mana pool
      And Bob has "Shock" in his hand
      And Bob has {R}{C}{C} in his mana pool
      When Alice turns "Nightdrinker Moroii" face up using its disguise cost
      And Alice passes priority
      And Bob casts "Shock" targeting "Nightdrinker Moroii"
      Then the action is accepted
      And the ward ability of "Nightdrinker Moroii" does not trigger
      When all players pass priority
      Then "Nightdrinker Moroii" is in Alice's graveyard
      And Bob's mana pool holds {C}{C}

    @id:ward-printed-ward-stays-face-up @R-702.21-face @needs:disguise
    Scenario: Aurelia's Vindicator keeps the ward {2} printed on it when turned face up
      # On Alice's turn, so that the check does not also depend on who gets priority after the special action.
      Given it is Alice's precombat main phase
      And Alice controls a disguised "Aurelia's Vindicator"
      And Alice has {W}{C}{C}{C} in her mana pool
      And Bob has "Shock" in his hand
      And Bob has {R}{C}{C} in his mana pool
      When Alice turns "Aurelia's Vindicator" face up using its disguise cost with X = 0
      Then "Aurelia's Vindicator" has ward {2}
      And "Aurelia's Vindicator" has flying
      When Alice passes priority
      And Bob casts "Shock" targeting "Aurelia's Vindicator"
      Then the ward ability of "Aurelia's Vindicator" triggers
