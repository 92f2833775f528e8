@needs:combat
Feature: Pompous Gadabout
  # Oracle (MKM): Pompous Gadabout {2}{G}, Creature — Human Citizen 4/2. "During your turn, Pompous Gadabout has
  # hexproof. Pompous Gadabout can't be blocked by creatures that don't have a name."
  # Sources: rulings.md (Pompous Gadabout, RUL-pompous-gadabout-1..2); CR 201.2, 708.2a, 509.1b, 506.4.
  # Face-down creatures have no name, so they can't block it. A creature that blocked it keeps blocking it even if
  # it is later turned face down (and so loses its name).
  # Other cards: Backslide ({1}{U} Instant, "Turn target creature with morph face down."); Branchsnap Lorian
  # ({1}{G}{G} Creature — Dryad 4/1, trample, morph {G}).

  Background:
    Given a two-player game between Alice and Bob
    And it is Alice's beginning of combat step
    And Alice controls "Pompous Gadabout"

  Rule: A face-down creature has no name and can't block it

    @id:card-gadabout-face-down-cannot-block @RUL-pompous-gadabout-1 @R-708.2a @needs:disguise
    Scenario: Bob's face-down creature can't block Pompous Gadabout; his Grizzly Bears can
      Given Bob controls a disguised "Dog Walker"
      And Bob controls "Grizzly Bears"
      When Alice attacks Bob with "Pompous Gadabout"
      And Bob tries to block "Pompous Gadabout" with "Dog Walker"
      Then the action is rejected
      When Bob blocks "Pompous Gadabout" with "Grizzly Bears"
      And all players pass priority
      Then "Grizzly Bears" is in Bob's graveyard
      And Bob's life total is 20

  Rule: A creature that blocked it keeps blocking it after losing its name

    @id:card-gadabout-blocker-turned-face-down @RUL-pompous-gadabout-2 @needs:morph
    Scenario: Bob's Branchsnap Lorian blocks Pompous Gadabout and is then turned face down: it still blocks
      Given Bob controls "Branchsnap Lorian"
      And Bob has "Backslide" in his hand
      And Bob controls 2 "Island"
      When Alice attacks Bob with "Pompous Gadabout"
      And Bob blocks "Pompous Gadabout" with "Branchsnap Lorian"
      And Alice passes priority
      And Bob casts "Backslide" targeting "Branchsnap Lorian"
      And all players pass priority
      Then "Branchsnap Lorian" is face down on the battlefield
      When all players pass priority
      Then Bob's life total is 20
      And "Branchsnap Lorian" is in Bob's graveyard
