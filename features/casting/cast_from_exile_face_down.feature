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

  Rule: 110.5d A card exiled face down is not a face-down permanent: it gets no face-down characteristics

    @id:exiled-face-down-has-no-characteristics @R-110.5d @R-406.3a
    Scenario: Bob's Dog Walker exiled face down has no characteristics at all, not those of a face-down 2/2
      # Only a permanent can have the face-down status that gives a 2/2 with ward {2}; a card lying face down in
      # exile has no characteristics (406.3a). Alice may look at it: she knows which card it is.
      When Alice casts "Praetor's Grasp" targeting Bob
      And all players pass priority
      And Alice chooses "Dog Walker"
      Then "Dog Walker" is in exile
      And Bob sees "Dog Walker" with these characteristics:
        | name      | none       |
        | mana cost | none       |
        | colours   | colourless |
        | types     | none       |
        | power     | none       |
        | toughness | none       |
        | abilities | none       |
      And Bob cannot tell which card "Dog Walker" is
      And Alice can tell that "Dog Walker" is "Dog Walker"

  Rule: 712.17 A double-faced card exiled face down stays hidden

    @id:exiled-face-down-double-faced-card-hidden @R-712.17
    Scenario: Bob's Delver of Secrets exiled face down: Bob is shown neither of its faces, Alice knows the card
      # Delver of Secrets ({U} Creature — Human Wizard 1/1) transforms into Insectile Aberration (3/2, flying).
      Given Bob has "Delver of Secrets" in his library
      When Alice casts "Praetor's Grasp" targeting Bob
      And all players pass priority
      And Alice chooses "Delver of Secrets"
      Then "Delver of Secrets" is in exile
      And Bob sees "Delver of Secrets" with these characteristics:
        | name      | none       |
        | colours   | colourless |
        | types     | none       |
        | subtypes  | none       |
        | power     | none       |
        | abilities | none       |
      And Bob cannot tell which card "Delver of Secrets" is
      And Alice can tell that "Delver of Secrets" is "Delver of Secrets"

  Rule: 601.2f Cost changes apply to a face-down spell cast from exile too

    @id:exiled-face-down-cast-cost-changes @R-601.2f-1 @R-702.168a-1
    Scenario: With Dream Chisel, Alice's face-down cast of Bob's exiled Dog Walker costs {2}: her two Swamps pay it
      # Dream Chisel: "Face-down creature spells you cast cost {1} less to cast."
      Given Alice controls "Dream Chisel"
      And Alice controls 2 untapped "Swamp"
      When Alice casts "Praetor's Grasp" targeting Bob
      And all players pass priority
      And Alice chooses "Dog Walker"
      And Alice casts "Dog Walker" face down using disguise
      Then the action is accepted
      And "Dog Walker" is a face-down spell on the stack
      And Alice controls no untapped lands
