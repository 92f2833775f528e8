@needs:disguise
Feature: Nightdrinker Moroii
  # Oracle (MKM): Nightdrinker Moroii {3}{B}, Creature — Vampire 4/2. Flying.
  # "When Nightdrinker Moroii enters, you lose 3 life." Disguise {B}{B}.
  # Sources: rulings.md (Nightdrinker Moroii; RUL-gen-fd-4); CR 702.168d, 708.3, 708.8.

  Background:
    Given a two-player game between Alice and Bob
    And it is Alice's precombat main phase

  Rule: Its enters ability triggers when it enters face up, never when it is turned face up

    @id:card-nightdrinker-cast-face-up-loses-life @CARD-nightdrinker-moroii-1
    Scenario: Cast face up, Nightdrinker Moroii makes Alice lose 3 life
      Given Alice has "Nightdrinker Moroii" in her hand
      And Alice has {B}{C}{C}{C} in her mana pool
      When Alice casts "Nightdrinker Moroii"
      And all players pass priority
      Then an ability of "Nightdrinker Moroii" triggers on it entering
      When all players pass priority
      Then Alice's life total is 17

    @id:card-nightdrinker-face-down-then-up-no-life-loss @CARD-nightdrinker-moroii-1
    Scenario: Cast face down and later turned face up, Nightdrinker Moroii never makes Alice lose life
      # Five {B}: whichever mana pays the {3}, {B}{B} is left for the disguise cost.
      Given Alice has "Nightdrinker Moroii" in her hand
      And Alice has {B}{B}{B}{B}{B} in her mana pool
      When Alice casts "Nightdrinker Moroii" face down using disguise
      And all players pass priority
      Then no ability of "Nightdrinker Moroii" triggers on it entering
      When Alice turns "Nightdrinker Moroii" face up using its disguise cost
      Then the action is accepted
      And no ability of "Nightdrinker Moroii" triggers on it entering
      And the stack is empty
      And Alice's life total is 20
      And Bob sees "Nightdrinker Moroii" as a 4/2
