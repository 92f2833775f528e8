Feature: Harness basics
  Scenarios that exercise each status the harness reports.

  @id:engine-crash @R-116.2b-1
  Scenario: The engine raises
    Given a game with "Dog Walker" in Alice's hand
    When Alice concedes

  @id:unknown-card @R-116.3
  Scenario: A card no pool has
    Given a game with "Nonexistent Card" in Alice's hand
    Then 1 equals 1

  @id:no-step-definition @R-116.3
  Scenario: A step nobody defined
    Given a game with "Dog Walker" in Alice's hand
    When the moon turns blue
    Then 1 equals 1

  @id:adapter-unsupported @R-116.2b-2
  Scenario: The adapter raises Unsupported
    Given a game with "Dog Walker" in Alice's hand
    When Alice looks at the mystery card

  @id:needs-cloak @needs:cloak @R-116.2b-2
  Scenario: A capability the engine lacks
    Given a game with "Dog Walker" in Alice's hand
    Then 1 equals 1

  @id:needs-disguise @needs:disguise @R-116.2b-2
  Scenario: A capability the engine has
    Given a game with "Gray Ogre" in Alice's hand
    Then 1 equals 1

  Rule: Checks that hold or not

    @id:passes @R-116.1
    Scenario: A scenario that passes
      Given a game with "Dog Walker" in Alice's hand
      Then 1 equals 1
      And the game is in the first main phase

    @id:fails @R-116.1
    Scenario: A scenario that fails
      Given a game with "Dog Walker" in Alice's hand
      Then 1 equals 2
