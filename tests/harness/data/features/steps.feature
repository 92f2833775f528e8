Feature: Step records

  Background:
    Given a game with "Dog Walker" in Alice's hand

  @id:steps-recorded @R-116.1
  Scenario: Tables and doc strings are kept
    Given a table:
      | card       | zone |
      | Dog Walker | hand |
    And a note:
      """
      two lines
      of text
      """
    Then 1 equals 1
