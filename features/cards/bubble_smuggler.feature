@needs:disguise
Feature: Bubble Smuggler
  # Oracle (MKM): Bubble Smuggler {1}{U}, Creature — Octopus Fish 2/1. Disguise {5}{U}.
  # "As this creature is turned face up, put four +1/+1 counters on it."
  # Sources: rulings.md (Bubble Smuggler: generic rulings only); CR 708.11, 614.1e.
  # "As ... is turned face up" is a replacement effect: the counters are on it as it turns face up, nothing uses the
  # stack and no player can act between the turning and the counters. Panoptic Projektor and Delney do not double it
  # (see panoptic_projektor.feature, delney_streetwise_lookout.feature).

  Background:
    Given a two-player game between Alice and Bob
    And it is Alice's precombat main phase

  Rule: It is a 6/5 the moment it is face up; nothing goes on the stack

    @id:card-bubble-smuggler-six-five-at-once @CARD-bubble-smuggler-1 @R-708.11 @R-614.1e
    Scenario: Turned face up, Bubble Smuggler is at once a 6/5 with four +1/+1 counters, and Alice keeps priority
      Given Alice controls a disguised "Bubble Smuggler"
      And Alice has {U}{C}{C}{C}{C}{C} in her mana pool
      When Alice turns "Bubble Smuggler" face up using its disguise cost
      Then the action is accepted
      And the stack is empty
      And Alice has priority
      And Bob sees "Bubble Smuggler" as a 6/5
      And "Bubble Smuggler" has 4 +1/+1 counters
      And no ability of "Bubble Smuggler" triggers on it being turned face up

    @id:card-bubble-smuggler-cast-face-up-no-counters @CARD-bubble-smuggler-1 @R-708.11
    Scenario: Cast face up, Bubble Smuggler is never turned face up: a 2/1 with no counters
      Given Alice has "Bubble Smuggler" in her hand
      And Alice has {U}{C} in her mana pool
      When Alice casts "Bubble Smuggler"
      And all players pass priority
      Then "Bubble Smuggler" is face up on the battlefield
      And "Bubble Smuggler" has no +1/+1 counters
      And Bob sees "Bubble Smuggler" as a 2/1
