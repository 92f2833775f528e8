Feature: A scenario that takes too long

  @id:too-slow @R-116.1
  Scenario: Outliving the time limit
    Given a game with "Dog Walker" in Alice's hand
    When the step sleeps for 5 seconds
    Then 1 equals 1

  @id:quick @R-116.1
  Scenario: Quick enough
    Given a game with "Dog Walker" in Alice's hand
    Then 1 equals 1
