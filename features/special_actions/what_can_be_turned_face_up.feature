@needs:disguise
Feature: Only a face-down permanent can be turned face up by the special action (CR 116.2b, 702.168d)
  # Sources: CR 116.2b, 702.168d, 402.3.
  # The special action turns a face-down permanent its player controls face up. A card in a hand is not a
  # permanent: its owner sees it but can't turn it face up, and no other player even sees which card it is.

  Background:
    Given a two-player game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has "Dog Walker" in her hand

  Rule: 702.168d A card in a hand can't be turned face up

    @id:special-action-turn-up-card-in-own-hand @R-702.168d-1 @R-116.2b-1
    Scenario: Alice can't turn the Dog Walker in her hand face up: it is not a face-down permanent
      Given Alice has {R}{W} in her mana pool
      When Alice tries to turn "Dog Walker" face up using its disguise cost
      Then the action is rejected because a rule or effect forbids it
      And "Dog Walker" is in Alice's hand
      And Alice's mana pool holds {R}{W}

    @id:special-action-turn-up-card-in-opponents-hand @R-702.168d-1 @R-116.2b-1
    Scenario: Bob can't turn the Dog Walker in Alice's hand face up: he sees no such object
      Given Bob has priority
      And Bob has {R}{W} in his mana pool
      When Bob tries to turn "Dog Walker" face up using its disguise cost
      Then the action is rejected because the player sees no such object
      And "Dog Walker" is in Alice's hand
      And Bob's mana pool holds {R}{W}
