@needs:disguise
Feature: What spells that look at mana value or at "can't be countered" see of face-down objects (CR 708.2, 708.4)
  # Sources: CR 708.2, 708.4, 202.3, 101.2; rulings 2024-02-02 RUL-gen-disguise-2a, RUL-gen-disguise-3a.
  # A face-down spell or permanent has no mana cost, so its mana value is 0 whatever card it is, and it has no
  # abilities but those its face-down status gives it: a card's "this spell can't be countered" does nothing
  # while the card is a face-down spell.
  # Cards: Abrupt Decay ({B}{G} Instant, "This spell can't be countered. Destroy target nonland permanent with mana
  # value 3 or less."); Fatal Push ({B} Instant, "Destroy target creature if it has mana value 2 or less. Revolt —
  # Destroy that creature if it has mana value 4 or less instead if a permanent left the battlefield under your
  # control this turn."); Akroma, Angel of Fury ({5}{R}{R}{R} Legendary Creature — Angel 6/6, "This spell can't be
  # countered.", flying, trample, protection from white and from blue, "{R}: Akroma gets +1/+0 until end of turn.",
  # morph {3}{R}{R}{R}); Nightdrinker Moroii ({3}{B}, mana value 4, disguise {B}{B}); Cancel ({1}{U}{U} Instant,
  # "Counter target spell.").

  Background:
    Given a two-player game between Alice and Bob
    And it is Bob's precombat main phase

  Rule: A face-down permanent has mana value 0, whatever its card's mana cost

    @id:mana-value-face-down-permanent-is-a-target @RUL-gen-disguise-3a
    Scenario: Bob's Abrupt Decay may target Alice's face-down Nightdrinker Moroii, whose card has mana value 4
      Given Alice controls a disguised "Nightdrinker Moroii"
      And Bob has "Abrupt Decay" in his hand
      And Bob has {B}{G}{C}{C} in his mana pool
      When Bob casts "Abrupt Decay" targeting "Nightdrinker Moroii"
      Then the action is accepted
      When all players pass priority
      And Bob pays the ward cost
      And all players pass priority
      Then "Nightdrinker Moroii" is in Alice's graveyard

    @id:mana-value-face-up-permanent-not-a-target @RUL-gen-disguise-3a
    Scenario: Face up, the same Nightdrinker Moroii has mana value 4: Abrupt Decay can't target it
      Given Alice controls "Nightdrinker Moroii"
      And Bob has "Abrupt Decay" in his hand
      And Bob has {B}{G}{C}{C} in his mana pool
      When Bob tries to cast "Abrupt Decay" targeting "Nightdrinker Moroii"
      Then the action is rejected because the target is illegal
      And "Abrupt Decay" is in Bob's hand

    @id:mana-value-face-down-condition @RUL-gen-disguise-3a
    Scenario Outline: Bob's Fatal Push checks the mana value as it resolves: a <how> Nightdrinker Moroii <result>
      # No permanent left the battlefield under Bob's control this turn: Fatal Push destroys only a creature with mana
      # value 2 or less.
      Given Alice controls <permanent>
      And Bob has "Fatal Push" in his hand
      And Bob has {B}{C}{C} in his mana pool
      When Bob casts "Fatal Push" targeting "Nightdrinker Moroii"
      And all players pass priority until the stack is empty
      Then "Nightdrinker Moroii" is <where>

      Examples:
        | how       | permanent                                                | result       | where                    |
        | face-down | "Nightdrinker Moroii", turned face down by an effect     | is destroyed | in Alice's graveyard     |
        | face-up   | "Nightdrinker Moroii"                                    | survives     | still on the battlefield |

  Rule: A face-down spell has none of its card's abilities, not even "this spell can't be countered"

    @id:cant-be-countered-not-while-face-down @R-708.4-1 @needs:morph @needs:events
    Scenario: Cast face down, Akroma, Angel of Fury can be countered: Bob's Cancel counters it
      Given it is Alice's precombat main phase
      And Alice has "Akroma, Angel of Fury" in her hand
      And Alice has {C}{C}{C} in her mana pool
      And Bob has "Cancel" in his hand
      And Bob has {U}{U}{C} in his mana pool
      When Alice casts "Akroma, Angel of Fury" face down using morph
      And Alice passes priority
      And Bob casts "Cancel" targeting "Akroma, Angel of Fury"
      And all players pass priority
      Then "Akroma, Angel of Fury" is countered
      And "Akroma, Angel of Fury" is revealed to all players

    @id:cant-be-countered-face-up @R-708.4-1
    Scenario: Cast face up, Akroma, Angel of Fury can't be countered: Bob's Cancel resolves, and Akroma still does
      Given it is Alice's precombat main phase
      And Alice has "Akroma, Angel of Fury" in her hand
      And Alice has {R}{R}{R}{C}{C}{C}{C}{C} in her mana pool
      And Bob has "Cancel" in his hand
      And Bob has {U}{U}{C} in his mana pool
      When Alice casts "Akroma, Angel of Fury" face up
      And Alice passes priority
      And Bob casts "Cancel" targeting "Akroma, Angel of Fury"
      And all players pass priority
      Then "Cancel" is in Bob's graveyard
      And "Akroma, Angel of Fury" is still on the stack
      When all players pass priority
      Then "Akroma, Angel of Fury" is face up on the battlefield
