Feature: An engine process that misbehaves
  The engine misbehaves when Mallory acts; the scenarios before and after must not notice.

  @id:before-trouble @R-116.1
  Scenario: A game before the trouble
    Given a game with "Dog Walker" in Alice's hand
    When Alice passes priority
    Then the game is in the first main phase

  @id:trouble @R-116.2b-1
  Scenario: Mallory makes the engine misbehave
    Given a game with "Dog Walker" in Alice's hand
    When Mallory passes priority
    Then the game is in the first main phase

  @id:after-trouble @R-116.1
  Scenario: A game after the trouble
    Given a game with "Dog Walker" in Alice's hand
    When Alice passes priority
    Then the game is in the first main phase

  @id:long-after-trouble @R-116.3
  Scenario: Another game after the trouble
    Given a game with "Gray Ogre" in Alice's hand
    When Bob passes priority
    Then the game is in the first main phase
