@needs:cloak
Feature: Hide in Plain Sight
  # Oracle (MKM): Hide in Plain Sight {3}{G}, Sorcery. "Look at the top five cards of your library, cloak two of
  # them, and put the rest on the bottom of your library in a random order."
  # Sources: rulings.md (Hide in Plain Sight: generic rulings only); CR 701.58a, 701.58e.
  # The two cards are cloaked one at a time (701.58e: see features/cloak/cloaking.feature,
  # cloak-two-cards-one-at-a-time); the three others go under the rest of the library, so the card that was sixth
  # is now on top.
  # Other cards: Ransom Note ("{2}, Sacrifice Ransom Note: Choose one — • Cloak the top card of your library. ...").

  Background:
    Given a two-player game between Alice and Bob
    And it is Alice's precombat main phase

  Rule: Two of the top five are cloaked; the other three go to the bottom

    @id:card-hide-in-plain-sight-rest-to-bottom @CARD-hide-in-plain-sight-1 @R-701.58e
    Scenario: After Hide in Plain Sight, the sixth card of Alice's library is on top
      # Alice's library, top first: Grizzly Bears, Hill Giant, Dog Walker, Forest, Shock, then Nightdrinker Moroii.
      Given Alice has "Hide in Plain Sight" in her hand
      And Alice controls "Ransom Note"
      And Alice has "Grizzly Bears" on top of her library
      And Alice has "Hill Giant" in her library
      And Alice has "Dog Walker" in her library
      And Alice has "Forest" in her library
      And Alice has "Shock" in her library
      And Alice has "Nightdrinker Moroii" in her library
      And Alice has {G}{C}{C}{C}{C}{C} in her mana pool
      When Alice casts "Hide in Plain Sight"
      And all players pass priority
      Then Alice is asked to choose among "Grizzly Bears", "Hill Giant", "Dog Walker", "Forest" and "Shock"
      When Alice chooses "Forest"
      Then Alice is asked to choose among "Grizzly Bears", "Hill Giant", "Dog Walker" and "Shock"
      When Alice chooses "Dog Walker"
      Then "Forest" is face down on the battlefield
      And "Dog Walker" is face down on the battlefield
      And "Grizzly Bears" is not on the battlefield
      And Alice has 4 cards in her library
      When Alice activates "Ransom Note" choosing its first mode
      And all players pass priority
      Then "Nightdrinker Moroii" is face down on the battlefield
      And Bob sees that "Nightdrinker Moroii" is face down by cloak
      And Alice has 3 cards in her library
