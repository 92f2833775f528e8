@needs:cloak
Feature: Vannifar, Evolved Enigma
  # Oracle (MKM): Vannifar, Evolved Enigma {2}{G}{U}, Legendary Creature — Elf Ooze Wizard 3/4.
  # "At the beginning of combat on your turn, choose one —
  # • Cloak a card from your hand.
  # • Put a +1/+1 counter on each colorless creature you control."
  # Sources: rulings.md (Vannifar: generic rulings only); CR 700.2 (modal triggered ability: the mode is chosen as
  # it is put on the stack), 701.58a, 708.2 (face-down creatures are colourless).
  # Other cards: Lumbering Laundry ({5} colourless Artifact Creature — Golem 4/5).

  Background:
    Given a two-player game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls "Vannifar, Evolved Enigma"

  Rule: The mode is chosen as the ability triggers at the beginning of combat

    @id:card-vannifar-counters-on-colourless @CARD-vannifar-1 @RUL-gen-disguise-3a @needs:disguise
    Scenario: Second mode: a +1/+1 counter on Alice's face-down creature and her colourless Golem, not on green ones
      Given Alice controls a disguised "Dog Walker"
      And Alice controls "Lumbering Laundry"
      And Alice controls "Grizzly Bears"
      And Bob controls a disguised "Nightdrinker Moroii"
      When all players pass priority
      Then it is Alice's beginning of combat step
      When Alice chooses the second mode
      Then an ability of "Vannifar, Evolved Enigma" triggers on the beginning of a step
      When all players pass priority
      Then "Dog Walker" has 1 +1/+1 counter
      And "Lumbering Laundry" has 1 +1/+1 counter
      And "Grizzly Bears" has no +1/+1 counters
      And "Vannifar, Evolved Enigma" has no +1/+1 counters
      And "Nightdrinker Moroii" has no +1/+1 counters

    @id:card-vannifar-cloaks-from-hand @CARD-vannifar-1 @R-701.58a-1 @needs:per_viewer_views
    Scenario: First mode: Alice cloaks Hill Giant from her hand
      Given Alice has "Hill Giant" in her hand
      And Alice has "Shock" in her hand
      When all players pass priority
      And Alice chooses the first mode
      And all players pass priority
      Then Alice is asked to choose between "Hill Giant" and "Shock"
      When Alice chooses "Hill Giant"
      Then "Hill Giant" is face down on the battlefield
      And Bob sees that "Hill Giant" is face down by cloak
      And Bob cannot tell which card "Hill Giant" is
      And "Shock" is in Alice's hand
