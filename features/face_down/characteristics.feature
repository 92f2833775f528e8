Feature: Characteristics of face-down spells and permanents (CR 708.2–708.4)
  # Sources: CR 708.2, 708.2a, 708.3, 708.4, 201.2a, 613.2b; rulings 2024-02-02 RUL-gen-disguise-3, RUL-gen-fd-3,
  # RUL-yarus-roar-of-the-old-gods-3 (a face-down permanent that is not disguised or cloaked has no ward).
  # A face-down object has only the characteristics that the ability or rule that made it face down lists; with
  # no list, it is a 2/2 creature with no text, no name, no subtypes and no mana cost. Objects are turned face
  # down before they are cast or enter, so nothing of the face-up card applies to casting them or to their entering.

  Background:
    Given a two-player game between Alice and Bob
    And it is Alice's precombat main phase

  Rule: 708.2 A face-down object has only the characteristics its face-down rule lists

    @id:face-down-only-listed-characteristics @R-708.2 @RUL-gen-disguise-3a @needs:disguise
    Scenario: A disguised Nightdrinker Moroii has ward {2} and nothing of the printed card
      Given Alice controls a disguised "Nightdrinker Moroii"
      Then Bob sees "Nightdrinker Moroii" with these characteristics:
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
      And "Nightdrinker Moroii" does not have flying

    @id:face-down-other-effects-still-apply @RUL-gen-disguise-3b @needs:disguise
    Scenario: Other effects still change a face-down creature
      Given Alice controls "Glorious Anthem"
      And Alice controls a disguised "Dog Walker"
      And Alice has "Giant Growth" in her hand
      And Alice has {G} in her mana pool
      Then Bob sees "Dog Walker" as a 3/3
      When Alice casts "Giant Growth" targeting "Dog Walker"
      And all players pass priority
      Then Bob sees "Dog Walker" as a 6/6
      And Bob sees "Dog Walker" with no name

  Rule: 708.2a Without a list, a face-down permanent is a 2/2 creature with no text, name, subtypes or mana cost

    @id:face-down-by-effect-default-characteristics @R-708.2a
    Scenario: Dog Walker turned face down by an effect has no ward
      Given Alice controls "Dog Walker", turned face down by an effect
      Then Bob sees "Dog Walker" with these characteristics:
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

    @id:face-down-manifested-default-characteristics @R-708.2a @needs:manifest
    Scenario: A manifested Dog Walker has no text either
      Given Alice controls a manifested "Dog Walker"
      Then Bob sees "Dog Walker" with these characteristics:
        | name       | none       |
        | mana cost  | none       |
        | colours    | colourless |
        | types      | Creature   |
        | subtypes   | none       |
        | power      | 2          |
        | toughness  | 2          |
        | abilities  | none       |
        | face down  | yes        |

  Rule: 708.3 An object put onto the battlefield face down is face down before it enters

    @id:face-down-enters-no-own-enters-trigger @R-708.3 @R-708.4-2 @needs:disguise
    Scenario: A face-down Nightdrinker Moroii entering does not make Alice lose 3 life
      Given Alice has "Nightdrinker Moroii" in her hand
      And Alice has {C}{C}{C} in her mana pool
      When Alice casts "Nightdrinker Moroii" face down using disguise
      And all players pass priority
      Then "Nightdrinker Moroii" is face down on the battlefield
      And no ability of "Nightdrinker Moroii" triggers on it entering
      And Alice's life total is 20

    @id:face-down-enters-tapped-does-not-apply @R-708.3 @needs:disguise
    Scenario: A face-down Alley Assailant does not enter tapped
      Given Alice has "Alley Assailant" in her hand
      And Alice has {C}{C}{C} in her mana pool
      When Alice casts "Alley Assailant" face down using disguise
      And all players pass priority
      Then "Alley Assailant" is face down on the battlefield
      And "Alley Assailant" is untapped

    @id:face-down-cloaked-no-enters-trigger @R-708.3 @needs:cloak
    Scenario: A cloaked Nightdrinker Moroii entering does not make Alice lose 3 life
      Given Alice controls "Ransom Note"
      And Alice has "Nightdrinker Moroii" on top of her library
      And Alice has {C}{C} in her mana pool
      When Alice activates "Ransom Note" choosing its first mode
      And all players pass priority
      Then "Nightdrinker Moroii" is face down on the battlefield
      And no ability of "Nightdrinker Moroii" triggers on it entering
      And Alice's life total is 20

  Rule: 708.4 An object cast face down is face down before it is put on the stack

    @id:face-down-spell-has-no-mana-cost @R-708.4-1 @RUL-gen-disguise-2a @R-118.9c @needs:disguise
    Scenario Outline: <viewer> sees a face-down spell with no mana cost and mana value 0
      Given Alice has "Nightdrinker Moroii" in her hand
      And Alice has {C}{C}{C} in her mana pool
      When Alice casts "Nightdrinker Moroii" face down using disguise
      Then <viewer> sees "Nightdrinker Moroii" with these characteristics:
        | mana cost  | none       |
        | mana value | 0          |
        | colours    | colourless |
        | name       | none       |

      Examples:
        | viewer |
        | Alice  |
        | Bob    |

    @id:face-down-spell-is-a-creature-spell @R-708.4-1 @R-702.168b-2 @needs:disguise
    Scenario: Bob's Essence Scatter can counter the face-down True Identity, a creature spell
      # Essence Scatter: "Counter target creature spell." True Identity is an enchantment card.
      Given Alice has "True Identity" in her hand
      And Alice has {C}{C}{C} in her mana pool
      And Bob has "Essence Scatter" in his hand
      And Bob has {U}{C} in his mana pool
      When Alice casts "True Identity" face down using disguise
      And Alice passes priority
      And Bob casts "Essence Scatter" targeting "True Identity"
      Then the action is accepted
      When all players pass priority
      Then "True Identity" is countered
      And "True Identity" is in Alice's graveyard

  Rule: 201.2a Face-down permanents have no name, so they never share one

    @id:face-down-legends-share-no-name @RUL-gen-fd-3 @R-704.5j-1 @R-201.2a @needs:disguise
    Scenario: Two face-down Aveline de Grandpré stay on the battlefield together
      Given Alice controls a disguised "Aveline de Grandpré" as "the first Aveline"
      And Alice has "Aveline de Grandpré" in her hand as "the second Aveline"
      And Alice has {C}{C}{C} in her mana pool
      When Alice casts "the second Aveline" face down using disguise
      And all players pass priority
      Then no player is asked to decide anything
      And "the first Aveline" is face down on the battlefield
      And "the second Aveline" is face down on the battlefield
      And Bob sees "the first Aveline" with no name
      And Bob sees "the second Aveline" with no name
