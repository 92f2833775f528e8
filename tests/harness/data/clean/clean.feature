Feature: A run with nothing wrong

  @id:clean-pass @R-116.1
  Scenario: Passing
    Given a game with "Dog Walker" in Alice's hand
    Then 1 equals 1

  @id:clean-unsupported @needs:cloak @R-116.2b-2
  Scenario: Unsupported is not a failure
    Given a game with "Dog Walker" in Alice's hand
    Then 1 equals 1
