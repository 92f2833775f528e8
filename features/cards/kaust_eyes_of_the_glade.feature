@needs:combat @needs:disguise
Feature: Kaust, Eyes of the Glade
  # Oracle (MKC): Kaust, Eyes of the Glade {R/W}{G}, Legendary Creature — Dryad Detective 2/2. "Whenever a creature
  # you control that was turned face up this turn deals combat damage to a player, draw a card. {T}: Turn target
  # face-down attacking creature you control face up."
  # Sources: rulings.md (Kaust, RUL-kaust-eyes-of-the-glade-1); CR 510.2, 603.2.
  # The creature must already have been turned face up when it deals the combat damage; turning it face up
  # afterwards is too late.

  Background:
    Given a two-player game between Alice and Bob
    And it is Alice's beginning of combat step
    And Alice controls "Kaust, Eyes of the Glade"
    And Alice controls a disguised "Dog Walker"
    And Alice has 3 "Forest" in her library

  Rule: A creature turned face up before it deals combat damage to a player makes Alice draw

    @id:card-kaust-turned-up-before-damage @RUL-kaust-eyes-of-the-glade-1
    Scenario: Kaust turns the attacking Dog Walker face up before damage: it deals 3 and Alice draws a card
      When Alice attacks Bob with "Dog Walker"
      And Bob declares no blockers
      And Alice activates "Kaust, Eyes of the Glade" targeting "Dog Walker"
      And all players pass priority
      Then "Dog Walker" is face up on the battlefield
      When all players pass priority until the stack is empty
      And all players pass priority
      Then Bob's life total is 17
      And an ability of "Kaust, Eyes of the Glade" triggers on a creature dealing combat damage
      When all players pass priority
      Then Alice has 1 card in her hand

    @id:card-kaust-turned-up-after-damage @RUL-kaust-eyes-of-the-glade-1
    Scenario: Dog Walker deals its combat damage face down and is turned face up afterwards: Alice draws nothing
      Given Alice controls "Mountain"
      And Alice controls "Plains"
      When Alice attacks Bob with "Dog Walker"
      And Bob declares no blockers
      And all players pass priority
      Then Bob's life total is 18
      And no ability of "Kaust, Eyes of the Glade" triggers on a creature dealing combat damage
      When Alice turns "Dog Walker" face up using its disguise cost
      And all players pass priority until the stack is empty
      Then Alice has no cards in her hand
