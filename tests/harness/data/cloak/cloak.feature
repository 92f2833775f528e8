Feature: A cloak atom, labelled in either CR edition

  @id:cloak-fails @R-701.58a-1
  Scenario: A check about cloak that does not hold
    Given a game with "Dog Walker" in Alice's hand
    Then 1 equals 2
