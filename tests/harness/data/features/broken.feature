Feature: A feature file with a syntax error

  @id:never-runs
  Scenario: A table with a missing cell
    Given a game with "Dog Walker" in Alice's hand
      | name | zone |
      | Dog Walker |
