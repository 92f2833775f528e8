@needs:combat
Feature: Roshan, Hidden Magister
  # Oracle (ACR): Roshan, Hidden Magister {3}{B}, Legendary Creature — Human Assassin 4/4. "Other creatures you
  # control are Assassins in addition to their other types. The same is true for creature spells you control and
  # creature cards you own that aren't on the battlefield. Face-down creatures you control have menace. Whenever a
  # permanent you control is turned face up, you draw a card and you lose 1 life."
  # Sources: rulings.md (Roshan, RUL-acr-5); CR 702.110 (menace), 509.1b, 506.4 (a blocked creature stays blocked).
  # Menace matters only as blockers are declared: a creature already blocked by one creature stays blocked when it
  # is turned face down and gains menace.
  # Other cards: Backslide ({1}{U} Instant, "Turn target creature with morph face down."); Branchsnap Lorian
  # ({1}{G}{G} Creature — Dryad 4/1, trample, morph {G}).

  Background:
    Given a two-player game between Alice and Bob

  Rule: Alice's face-down creatures have menace

    @id:card-roshan-menace @RUL-acr-5 @needs:disguise
    Scenario: Bob can't block Alice's face-down creature with one creature, but can with two
      Given it is Alice's beginning of combat step
      And Alice controls "Roshan, Hidden Magister"
      And Alice controls a disguised "Dog Walker"
      And Bob controls "Grizzly Bears" as "the first bear"
      And Bob controls "Grizzly Bears" as "the second bear"
      Then "Dog Walker" has menace
      When Alice attacks Bob with "Dog Walker"
      And Bob tries to block "Dog Walker" with "the first bear"
      Then the action is rejected
      When Bob blocks "Dog Walker" with "the first bear" and "the second bear"
      And all players pass priority
      Then Bob's life total is 20

  Rule: Turning a blocked creature face down, and so giving it menace, doesn't make it unblocked

    @id:card-roshan-blocked-then-face-down @RUL-acr-5 @needs:morph
    Scenario: Branchsnap Lorian, blocked by one Grizzly Bears, is turned face down: still blocked, no damage to Bob
      Given it is Alice's beginning of combat step
      And Alice controls "Roshan, Hidden Magister"
      And Alice controls "Branchsnap Lorian"
      And Alice has "Backslide" in her hand
      And Alice controls 2 "Island"
      And Bob controls "Grizzly Bears"
      When Alice attacks Bob with "Branchsnap Lorian"
      And Bob blocks "Branchsnap Lorian" with "Grizzly Bears"
      And Alice casts "Backslide" targeting "Branchsnap Lorian"
      And all players pass priority
      Then "Branchsnap Lorian" is face down on the battlefield
      And "Branchsnap Lorian" has menace
      When all players pass priority
      Then Bob's life total is 20
      And "Grizzly Bears" is in Bob's graveyard
