@needs:cloak
Feature: Become Anonymous
  # Oracle (ACR): Become Anonymous {2}{U}{U}, Instant. "Exile target nontoken creature you own and the top two cards
  # of your library in a face-down pile, shuffle that pile, then cloak those cards. They enter tapped."
  # Sources: rulings.md (Become Anonymous, RUL-acr-6); CR 701.58a, 708.5, 708.6, 400.7.
  # The pile is shuffled so that Alice's opponents can't tell which cloaked card is which; Alice may look at all of
  # them afterwards. Each is a new tapped face-down 2/2 with ward {2}.

  Background:
    Given a two-player game between Alice and Bob
    And it is Alice's precombat main phase

  Rule: The creature and the top two cards come back cloaked and tapped; only Alice knows which is which

    @id:card-become-anonymous-pile @RUL-acr-6 @R-701.58a-1 @needs:per_viewer_views
    Scenario: Grizzly Bears, Hill Giant and Forest are cloaked tapped: Alice knows each, Bob knows none
      # Alice's library, top first: Hill Giant, Forest, Shock.
      Given Alice controls "Grizzly Bears"
      And Alice has "Become Anonymous" in her hand
      And Alice has "Hill Giant" on top of her library
      And Alice has "Forest" in her library as "the second card"
      And Alice has "Shock" in her library
      And Alice has {U}{U}{C}{C} in her mana pool
      When Alice casts "Become Anonymous" targeting "Grizzly Bears"
      And all players pass priority
      Then "Grizzly Bears" is face down on the battlefield
      And "Grizzly Bears" is a new object
      And "Hill Giant" is face down on the battlefield
      And "the second card" is face down on the battlefield
      And "Grizzly Bears" is tapped
      And "Hill Giant" is tapped
      And "the second card" is tapped
      And Bob sees that "the second card" is face down by cloak
      And "Hill Giant" has ward {2}
      And Alice can tell that "Grizzly Bears" is "Grizzly Bears"
      And Alice can tell that "Hill Giant" is "Hill Giant"
      And Alice can tell that "the second card" is "Forest"
      And Bob cannot tell which card "Grizzly Bears" is
      And Bob cannot tell which card "Hill Giant" is
      And Bob cannot tell which card "the second card" is
      And Bob can tell "Grizzly Bears" and "Hill Giant" apart
      And Alice has 1 card in her library
