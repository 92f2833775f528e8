@needs:combat
Feature: Basilica Stalker
  # Oracle (MKM): Basilica Stalker {5}{B}, Creature — Vampire Detective 3/4. Flying. "Whenever this creature deals
  # combat damage to a player, you gain 1 life and surveil 1." Disguise {4}{B}.
  # Sources: rulings.md (Basilica Stalker: generic rulings only); CR 702.168a (a face-down disguised creature has
  # no other abilities), 702.168d.
  # Face down it has only ward {2}: no flying and no combat damage trigger. Face up it has both.

  Background:
    Given a two-player game between Alice and Bob
    And it is Alice's beginning of combat step
    And Alice has "Hill Giant" on top of her library

  Rule: Its combat damage trigger works only face up

    @id:card-basilica-stalker-face-up @RUL-gen-disguise-3a
    Scenario: Face up, Basilica Stalker deals 3 combat damage to Bob; Alice gains 1 life and surveils
      Given Alice controls "Basilica Stalker"
      When Alice attacks Bob with "Basilica Stalker"
      And Bob declares no blockers
      And all players pass priority
      Then Bob's life total is 17
      When all players pass priority
      And Alice puts the surveilled card into her graveyard
      Then Alice's life total is 21
      And "Hill Giant" is in Alice's graveyard

    @id:card-basilica-stalker-face-down @RUL-gen-disguise-3a @R-702.168a-2 @needs:disguise
    Scenario: Face down, it is a 2/2 without flying or trigger: unblocked, it gains Alice nothing
      Given Alice controls a disguised "Basilica Stalker"
      Then "Basilica Stalker" does not have flying
      When Alice attacks Bob with "Basilica Stalker"
      And Bob declares no blockers
      And all players pass priority
      Then Bob's life total is 18
      And Alice's life total is 20
      And no player is asked to decide anything
      And the stack is empty
