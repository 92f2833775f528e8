@needs:disguise
Feature: Aurelia's Vindicator
  # Oracle (MKM): Aurelia's Vindicator {2}{W}{W}, Creature — Angel 4/2. Flying, lifelink, ward {2}.
  # Disguise {X}{3}{W}. "When Aurelia's Vindicator is turned face up, exile up to X other target creatures from
  # the battlefield and/or creature cards from graveyards." (It returns them when it leaves the battlefield.)
  # Sources: rulings.md (Aurelia's Vindicator); CR 702.168e, 107.3d, 603.3d.

  Background:
    Given a two-player game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls a disguised "Aurelia's Vindicator"
    And Bob controls "Grizzly Bears" as "the first bear"
    And Bob controls "Grizzly Bears" as "the second bear"
    And Alice has {W}{C}{C}{C}{C}{C}{C} in her mana pool

  Rule: 702.168e The X chosen for the disguise cost is the X of its "turned face up" ability

    @id:card-aurelias-vindicator-x-two @CARD-aurelias-vindicator-1 @R-702.168e
    Scenario: With X = 2, its trigger exiles both of Bob's creatures
      When Alice turns "Aurelia's Vindicator" face up using its disguise cost with X = 2
      And Alice chooses "the first bear" and "the second bear" as targets
      Then Alice is not asked to choose another target
      And the triggered ability of "Aurelia's Vindicator" targets "the first bear" and "the second bear"
      When all players pass priority
      Then "the first bear" is in exile
      And "the second bear" is in exile

    @id:card-aurelias-vindicator-x-one @CARD-aurelias-vindicator-1 @R-702.168e
    Scenario: With X = 1, its trigger may target only one creature
      When Alice turns "Aurelia's Vindicator" face up using its disguise cost with X = 1
      And Alice chooses "the first bear" as the target
      Then Alice is not asked to choose another target
      And the triggered ability of "Aurelia's Vindicator" targets "the first bear"
      When all players pass priority
      Then "the first bear" is in exile
      And "the second bear" is still on the battlefield

    @id:card-aurelias-vindicator-x-zero @CARD-aurelias-vindicator-1 @R-702.168e
    Scenario: With X = 0, its trigger has no target
      When Alice turns "Aurelia's Vindicator" face up using its disguise cost with X = 0
      Then Alice is not asked to choose any target
      And the triggered ability of "Aurelia's Vindicator" targets nothing
      And Alice's mana pool holds {C}{C}{C}

  Rule: It may exile creature cards from graveyards; a creature that dies after being targeted is not exiled

    @id:card-aurelias-vindicator-graveyard-card @CARD-aurelias-vindicator-1
    Scenario: A creature card in Bob's graveyard may be the target, and is exiled
      Given Bob has "Hill Giant" in his graveyard
      When Alice turns "Aurelia's Vindicator" face up using its disguise cost with X = 1
      And Alice chooses "Hill Giant" as the target
      And all players pass priority
      Then "Hill Giant" is in exile

    @id:card-aurelias-vindicator-dead-target-not-exiled @RUL-aurelias-vindicator-2
    Scenario: The first bear dies before the trigger resolves: as a card in the graveyard it is a new object, not exiled
      Given Alice has "Shock" in her hand
      And Alice controls "Mountain"
      When Alice turns "Aurelia's Vindicator" face up using its disguise cost with X = 1
      And Alice chooses "the first bear" as the target
      And Alice casts "Shock" targeting "the first bear"
      And all players pass priority
      Then "the first bear" is in Bob's graveyard
      When all players pass priority
      Then the stack is empty
      And "the first bear" is in Bob's graveyard

  Rule: If it leaves before its trigger resolves, its leaves-the-battlefield ability does nothing; the exile lasts

    @id:card-aurelias-vindicator-leaves-first @RUL-aurelias-vindicator-1
    Scenario: Aurelia's Vindicator dies with its trigger on the stack; the bear it exiles afterwards stays exiled
      # Alice's own Shock: ward {2} does not trigger for its controller. 4/2, Aurelia's Vindicator dies to 2 damage.
      Given Alice has "Shock" in her hand
      And Alice controls "Mountain"
      When Alice turns "Aurelia's Vindicator" face up using its disguise cost with X = 1
      And Alice chooses "the first bear" as the target
      And Alice casts "Shock" targeting "Aurelia's Vindicator"
      And all players pass priority
      Then "Aurelia's Vindicator" is in Alice's graveyard
      And the stack holds 2 items
      When all players pass priority until the stack is empty
      Then "the first bear" is in exile
      And "the second bear" is still on the battlefield
