@needs:cloak
Feature: Ransom Note
  # Oracle (MKM): Ransom Note {1}, Artifact — Clue. "When Ransom Note enters, surveil 1.
  # {2}, Sacrifice Ransom Note: Choose one — • Cloak the top card of your library. • Goad target creature.
  # • Draw a card."
  # Sources: rulings.md (Ransom Note: generic rulings only); CR 701.58a, 701.15 (goad: the creature attacks each
  # combat if able, and attacks a player other than the goading player if able, until the goading player's next
  # turn), 701.25 (surveil).
  # Its first mode is exercised in features/cloak/cloaking.feature (cloak-top-card-face-down-with-ward).

  Background:
    Given a two-player game between Alice and Bob
    And it is Alice's precombat main phase

  Rule: {2}, sacrifice it: cloak, goad or draw

    @id:card-ransom-note-draw @CARD-ransom-note-1
    Scenario: Third mode: Alice sacrifices Ransom Note and draws a card
      Given Alice controls "Ransom Note"
      And Alice has 2 "Forest" in her library
      And Alice has {C}{C} in her mana pool
      When Alice activates "Ransom Note" choosing its third mode
      Then "Ransom Note" is in Alice's graveyard
      When all players pass priority
      Then Alice has 1 card in her hand
      And no player is asked to decide anything

    @id:card-ransom-note-cloak @CARD-ransom-note-1 @R-701.58a-1
    Scenario: First mode: Alice cloaks the top card of her library
      Given Alice controls "Ransom Note"
      And Alice has "Hill Giant" on top of her library
      And Alice has {C}{C} in her mana pool
      When Alice activates "Ransom Note" choosing its first mode
      And all players pass priority
      Then "Hill Giant" is face down on the battlefield
      And Bob sees that "Hill Giant" is face down by cloak

    @id:card-ransom-note-goad @CARD-ransom-note-1 @needs:combat
    Scenario: Second mode: Bob's goaded Grizzly Bears must attack on his turn
      Given Alice controls "Ransom Note"
      And Bob controls "Grizzly Bears"
      And Bob controls "Hill Giant"
      And Alice has {C}{C} in her mana pool
      And Bob has 3 "Island" in his library
      When Alice activates "Ransom Note" choosing its second mode targeting "Grizzly Bears"
      And all players pass priority
      And all players pass priority until Bob's beginning of combat step
      And Bob tries to declare no attackers
      Then the action is rejected
      When Bob tries to attack Alice with "Hill Giant"
      Then the action is rejected
      When Bob attacks Alice with "Grizzly Bears"
      And Alice declares no blockers
      And all players pass priority
      Then Alice's life total is 18

  Rule: Entering, it surveils 1

    @id:card-ransom-note-surveil @CARD-ransom-note-1
    Scenario: Alice casts Ransom Note and puts the top card of her library into her graveyard
      Given Alice has "Ransom Note" in her hand
      And Alice has "Hill Giant" on top of her library
      And Alice has {C} in her mana pool
      When Alice casts "Ransom Note"
      And all players pass priority
      And all players pass priority
      And Alice puts the surveilled card into her graveyard
      Then "Hill Giant" is in Alice's graveyard
