Feature: Tag checks

  @id:unknown-atom @R-116.1 @R-999.9z
  Scenario: An atom tag that is not in the catalog
    Given a game with "Dog Walker" in Alice's hand
    Then 1 equals 1

  @R-116.1
  Scenario: A scenario without an id
    Given a game with "Dog Walker" in Alice's hand
    Then 1 equals 1

  @id:twice @R-116.1
  Scenario: First scenario with a shared id
    Given a game with "Dog Walker" in Alice's hand
    Then 1 equals 1

  @id:twice @R-116.1
  Scenario: Second scenario with a shared id
    Given a game with "Dog Walker" in Alice's hand
    Then 1 equals 1

  @id:bad-capability @needs:teleport
  Scenario: A capability tag no engine can declare
    Given a game with "Dog Walker" in Alice's hand
    Then 1 equals 1

  @id:outline @R-601.2a
  Scenario Outline: An outline with <a> and <b>
    Given a game with "Dog Walker" in Alice's hand
    Then <a> equals <b>

    Examples: equal
      | a | b |
      | 1 | 1 |
      | 2 | 2 |

    @R-601.2b-1
    Examples: tagged row
      | a | b |
      | 3 | 3 |
