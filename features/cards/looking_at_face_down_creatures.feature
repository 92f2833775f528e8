@needs:disguise @needs:per_viewer_views
Feature: Lumbering Laundry and Found Footage: looking at face-down creatures Alice doesn't control
  # Oracle (MKM): Lumbering Laundry {5}, Artifact Creature — Golem 4/5. "{2}: Until end of turn, you may look at
  # face-down creatures you don't control any time." Disguise {5}.
  # Oracle (DSK): Found Footage {1}, Artifact — Clue. "You may look at face-down creatures your opponents control any
  # time. {2}, Sacrifice this artifact: Surveil 2, then draw a card."
  # Sources: rulings.md (Lumbering Laundry, RUL-lumbering-laundry-1..2; DSK rulings RUL-dsk-1..2); CR 708.5.
  # Both let Alice look at face-down creatures (permanents) she doesn't control, at any time, even without priority;
  # neither lets her look at a face-down spell on the stack. Lumbering Laundry's permission ends with the turn.

  Background:
    Given a two-player game between Alice and Bob

  Rule: Lumbering Laundry: after its ability resolves, Alice may look at Bob's face-down creatures this turn

    @id:card-laundry-look-after-activation @CARD-lumbering-laundry-1 @R-708.5-2
    Scenario: Before the ability Alice can't tell what Bob's face-down creature is; after it, she can
      Given it is Alice's precombat main phase
      And Alice controls "Lumbering Laundry"
      And Bob controls a disguised "Dog Walker"
      And Alice has {C}{C} in her mana pool
      Then Alice cannot tell which card "Dog Walker" is
      When Alice tries to look at "Dog Walker"
      Then the action is rejected
      When Alice activates "Lumbering Laundry"
      And all players pass priority
      Then Alice can tell that "Dog Walker" is "Dog Walker"
      When Alice looks at "Dog Walker"
      Then the action is accepted

    @id:card-laundry-not-spells @RUL-lumbering-laundry-1 @CARD-lumbering-laundry-1
    Scenario: With the Laundry's ability resolved, Alice can't tell what Bob's face-down spell is until it resolves
      Given it is Bob's precombat main phase
      And Alice controls "Lumbering Laundry"
      And Bob has "Nightdrinker Moroii" in his hand
      And Alice has {C}{C} in her mana pool
      And Bob has {C}{C}{C} in his mana pool
      And Alice has priority
      When Alice activates "Lumbering Laundry"
      And all players pass priority
      And Bob casts "Nightdrinker Moroii" face down using disguise
      Then Alice cannot tell which card "Nightdrinker Moroii" is
      When all players pass priority
      Then "Nightdrinker Moroii" is face down on the battlefield
      And Alice can tell that "Nightdrinker Moroii" is "Nightdrinker Moroii"

    @id:card-laundry-any-time-until-end-of-turn @RUL-lumbering-laundry-2 @CARD-lumbering-laundry-1
    Scenario: Alice looks while Bob holds priority; once the turn is over she can't look any more
      Given it is Alice's end step
      And Alice controls "Lumbering Laundry"
      And Bob controls a disguised "Dog Walker"
      And Alice has {C}{C} in her mana pool
      When Alice activates "Lumbering Laundry"
      And all players pass priority
      And Alice passes priority
      Then Bob has priority
      When Alice looks at "Dog Walker"
      Then the action is accepted
      When all players pass priority until Bob's upkeep
      Then Alice cannot tell which card "Dog Walker" is
      When Alice tries to look at "Dog Walker"
      Then the action is rejected

  Rule: Found Footage: Alice may look at her opponents' face-down creatures any time, but not at face-down spells

    @id:card-found-footage-look-any-time @RUL-dsk-2
    Scenario: With Found Footage, Alice looks at Bob's face-down creature while Bob holds priority, on his turn
      Given it is Bob's precombat main phase
      And Alice controls "Found Footage"
      And Bob controls a disguised "Dog Walker"
      Then Alice can tell that "Dog Walker" is "Dog Walker"
      When Alice looks at "Dog Walker"
      Then the action is accepted

    @id:card-found-footage-not-spells @RUL-dsk-1
    Scenario: With Found Footage, Alice can't tell what Bob's face-down spell is until it is a creature
      Given it is Bob's precombat main phase
      And Alice controls "Found Footage"
      And Bob has "Nightdrinker Moroii" in his hand
      And Bob has {C}{C}{C} in his mana pool
      When Bob casts "Nightdrinker Moroii" face down using disguise
      Then Alice cannot tell which card "Nightdrinker Moroii" is
      When Alice tries to look at "Nightdrinker Moroii"
      Then the action is rejected
      When all players pass priority
      Then Alice can tell that "Nightdrinker Moroii" is "Nightdrinker Moroii"

    @id:card-found-footage-only-its-controller-looks @RUL-dsk-2 @R-708.5-2
    Scenario: Alice's Found Footage lets Alice look at Bob's face-down creature, and gives Bob nothing
      Given it is Bob's precombat main phase
      And Alice controls "Found Footage"
      And Alice controls a disguised "Nightdrinker Moroii"
      And Bob controls a disguised "Dog Walker"
      Then Alice can tell that "Dog Walker" is "Dog Walker"
      And Bob cannot tell which card "Nightdrinker Moroii" is
      When Bob tries to look at "Nightdrinker Moroii"
      Then the action is rejected
      And Bob cannot tell which card "Nightdrinker Moroii" is
