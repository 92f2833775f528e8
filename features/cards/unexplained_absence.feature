@needs:cloak
Feature: Unexplained Absence
  # Oracle (MKC): Unexplained Absence {3}{W}, Instant. "For each player, exile up to one target nonland permanent
  # that player controls. For each permanent exiled this way, its controller cloaks the top card of their library."
  # Sources: rulings.md (Unexplained Absence: generic rulings only); CR 701.58a.
  # One cloak per permanent exiled, from the library of that permanent's controller and under that player's control.

  Background:
    Given a two-player game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has "Unexplained Absence" in her hand
    And Alice has {W}{C}{C}{C} in her mana pool
    And Alice controls "Ransom Note"
    And Bob controls "Hill Giant"
    And Alice has "Grizzly Bears" on top of her library
    And Bob has "Dog Walker" on top of his library

  Rule: Each player whose permanent was exiled cloaks the top card of their own library

    @id:card-absence-one-cloak-per-player @CARD-unexplained-absence-1 @R-701.58a-1
    Scenario: Alice exiles Bob's Hill Giant and her own Ransom Note: each of them cloaks their own top card
      When Alice casts "Unexplained Absence" targeting "Hill Giant" and "Ransom Note"
      And all players pass priority
      Then "Hill Giant" is in exile
      And "Ransom Note" is in exile
      And "Dog Walker" is face down on the battlefield
      And "Dog Walker" is controlled by Bob
      And Alice sees that "Dog Walker" is face down by cloak
      And "Grizzly Bears" is face down on the battlefield
      And "Grizzly Bears" is controlled by Alice

    @id:card-absence-only-exiled-players-cloak @CARD-unexplained-absence-1
    Scenario: Alice exiles only Bob's Hill Giant: only Bob cloaks
      When Alice casts "Unexplained Absence" targeting "Hill Giant"
      And all players pass priority
      Then "Hill Giant" is in exile
      And "Dog Walker" is face down on the battlefield
      And "Dog Walker" is controlled by Bob
      And "Grizzly Bears" is not on the battlefield
      And Alice has 1 card in her library
      And "Ransom Note" is on the battlefield
