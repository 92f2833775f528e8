@needs:disguise @needs:per_viewer_views
Feature: Casting face down a card that is face down in exile (CR 406.3a)
  # Sources: CR 406.3a, 708.4, 702.168b.
  # A card exiled face down has no characteristics. If an effect lets a player cast it, it is turned face up just
  # before it is cast, unless it is being cast face down: then it stays hidden all the way to the stack.
  # Card: Praetor's Grasp ({1}{B}{B} Sorcery, "Search target opponent's library for a card and exile it face down.
  # Then that player shuffles. You may look at and play that card for as long as it remains exiled.").

  Background:
    Given a two-player game between Alice and Bob
    And it is Alice's precombat main phase
    And Bob has "Dog Walker" in his library
    And Bob has "Grizzly Bears" in his library
    And Alice has "Praetor's Grasp" in her hand
    And Alice has {B}{B}{C} in her mana pool

  Rule: 406.3a A card cast face down from face-down exile is not turned face up first

    @id:exiled-face-down-cast-face-down-stays-hidden @R-406.3a @R-702.168b-5
    Scenario: Alice casts Bob's Dog Walker, exiled face down, face down: Bob never learns which card it is
      Given Alice controls 3 untapped "Swamp"
      When Alice casts "Praetor's Grasp" targeting Bob
      And all players pass priority
      And Alice chooses "Dog Walker"
      Then "Dog Walker" is in exile
      And Bob cannot tell which card "Dog Walker" is
      When Alice casts "Dog Walker" face down using disguise
      Then the action is accepted
      And "Dog Walker" is a face-down spell on the stack
      And Bob cannot tell which card "Dog Walker" is
      And Alice can tell that "Dog Walker" is "Dog Walker"

    @id:exiled-face-down-cast-face-up-is-shown @R-406.3a
    Scenario: Cast face up from the same exile, Dog Walker is turned face up first, and Bob sees it
      Given Alice controls an untapped "Mountain"
      And Alice controls an untapped "Plains"
      When Alice casts "Praetor's Grasp" targeting Bob
      And all players pass priority
      And Alice chooses "Dog Walker"
      And Alice casts "Dog Walker"
      Then the action is accepted
      And "Dog Walker" is on the stack
      And Bob can tell that "Dog Walker" is "Dog Walker"
