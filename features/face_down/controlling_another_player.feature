@needs:control_player @needs:per_viewer_views @needs:multiplayer
Feature: A player who controls another player sees what that player may see (CR 723.4)
  # Sources: CR 723.1, 723.4, 708.5.
  # While Alice controls Bob, whatever Bob may see of the game, Alice may see too: the cards in Bob's hand, which
  # cards Bob's face-down permanents are, the cards Bob looks at, and the choices Bob must make. Carol, who
  # controls no one, sees none of it. When the control ends, so does what Alice may see through Bob.
  # Cards: Mindslaver ({6} Legendary Artifact, "{4}, {T}, Sacrifice Mindslaver: You control target player during
  # that player's next turn. (You see all cards that player could see and make all decisions for them.)");
  # Delver of Secrets ({U} Creature — Human Wizard 1/1, "At the beginning of your upkeep, look at the top card of
  # your library. You may reveal that card. If an instant or sorcery card is revealed this way, transform Delver of
  # Secrets.").

  Background:
    Given a three-player game between Alice, Bob and Carol
    And it is Alice's precombat main phase
    And Alice controls "Mindslaver"
    And Alice has {C}{C}{C}{C} in her mana pool

  Rule: 723.4 Information visible to the controlled player is visible to the player who controls them

    @id:control-player-sees-hand-and-face-down @R-723.4 @needs:disguise
    Scenario: During Bob's turn Alice controls Bob: she sees his hand and knows his face-down Dog Walker; Carol doesn't
      Given Bob controls a disguised "Dog Walker"
      And Bob has "Grizzly Bears" in his hand
      When Alice activates "Mindslaver" targeting Bob
      And all players pass priority
      Then Alice cannot tell which card "Dog Walker" is
      And "Grizzly Bears" stays hidden from Alice
      When all players pass priority until Bob's upkeep
      Then Bob is controlled by Alice
      And Alice can tell that "Dog Walker" is "Dog Walker"
      And Alice can tell that "Grizzly Bears" is "Grizzly Bears"
      And Bob can tell that "Dog Walker" is "Dog Walker"
      And Carol cannot tell which card "Dog Walker" is
      And "Grizzly Bears" stays hidden from Carol

    @id:control-player-ends-with-the-turn @R-723.4 @needs:disguise
    Scenario: Once Bob's turn is over, Alice no longer controls Bob, nor sees what he sees
      Given Bob controls a disguised "Dog Walker"
      And Bob has "Island" in his library
      When Alice activates "Mindslaver" targeting Bob
      And all players pass priority
      And all players pass priority until Bob's upkeep
      Then Bob is controlled by Alice
      When Bob declares no attackers
      And all players pass priority until Carol's upkeep
      Then Bob is controlled by no other player
      And Alice cannot tell which card "Dog Walker" is
      And Bob can tell that "Dog Walker" is "Dog Walker"

    @id:control-player-sees-pending-choice @R-723.4
    Scenario: Alice sees the card Bob's Delver of Secrets looks at, and the choice Bob must make; Carol only that he must choose
      Given Bob controls "Delver of Secrets"
      And Bob has "Shock" on top of his library
      When Alice activates "Mindslaver" targeting Bob
      And all players pass priority
      And all players pass priority until Bob's upkeep
      And all players pass priority
      Then Alice sees the options of Bob's choice
      And Carol sees that Bob must make a choice, but not its options
      And Alice can tell that "Shock" is "Shock"
      And "Shock" stays hidden from Carol
