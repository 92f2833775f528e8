@needs:disguise
Feature: True Identity
  # Oracle (MKC): True Identity {1}{W}, Enchantment. "Whenever this enchantment or another permanent you control
  # is turned face up, scry 1, then draw a card. This ability triggers only once each turn." Disguise {W}.
  # Sources: rulings.md (True Identity: a noncreature card with disguise); CR 702.168b, 702.168d, 708.2.

  Background:
    Given a two-player game between Alice and Bob
    And it is Alice's precombat main phase

  Rule: Face down, the enchantment card is a 2/2 creature; face up, it is an enchantment and not a creature

    @id:card-true-identity-face-down-creature @CARD-true-identity-1
    Scenario: Cast face down, True Identity is a 2/2 creature permanent
      Given Alice has "True Identity" in her hand
      And Alice has {C}{C}{C} in her mana pool
      When Alice casts "True Identity" face down using disguise
      And all players pass priority
      Then "True Identity" is face down on the battlefield
      And "True Identity" is a creature
      And "True Identity" is not an enchantment
      And Bob sees "True Identity" as a 2/2

    @id:card-true-identity-face-up-enchantment @CARD-true-identity-1
    Scenario: Turned face up for {W}, True Identity stops being a creature and its own ability triggers
      Given Alice controls a disguised "True Identity"
      And Alice has {W} in her mana pool
      When Alice turns "True Identity" face up using its disguise cost
      Then the action is accepted
      And "True Identity" is an enchantment
      And "True Identity" is not a creature
      And an ability of "True Identity" triggers on it being turned face up
