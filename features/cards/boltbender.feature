@needs:disguise
Feature: Boltbender
  # Oracle (MKC): Boltbender {3}{R}, Creature — Goblin Wizard 4/2. Disguise {1}{R}.
  # "When Boltbender is turned face up, you may choose new targets for any number of other spells and/or
  # abilities."
  # Sources: rulings.md (Boltbender, RUL-boltbender-1..3); CR 115.7.
  # New targets must be legal; the number of targets of a spell or ability with a variable number of targets
  # stays as it was; a division of damage stays as it was, only who receives it may change.
  # Other cards: Shock ({R} instant, "Shock deals 2 damage to any target."); Ransom Note ({1} Artifact — Clue);
  # Aurelia's Vindicator (disguise {X}{3}{W}, "When Aurelia's Vindicator is turned face up, exile up to X other
  # target creatures from the battlefield and/or creature cards from graveyards.").

  Background:
    Given a two-player game between Alice and Bob

  Rule: A new target must be a legal target

    @id:card-boltbender-new-target-must-be-legal @RUL-boltbender-1 @R-116.2b-2
    Scenario: Alice moves Bob's Shock from herself to Bob's Grizzly Bears, but not to his Ransom Note
      Given it is Bob's precombat main phase
      And Alice controls a disguised "Boltbender"
      And Bob controls "Grizzly Bears"
      And Bob controls "Ransom Note"
      And Bob has "Shock" in his hand
      And Bob has {R} in his mana pool
      And Alice has {R}{C} in her mana pool
      When Bob casts "Shock" targeting Alice
      And Bob passes priority
      And Alice turns "Boltbender" face up using its disguise cost
      And all players pass priority
      And Alice chooses the spell "Shock"
      And Alice tries to choose "Ransom Note" as the target
      Then the action is rejected
      When Alice chooses "Grizzly Bears" as the target
      And all players pass priority until the stack is empty
      Then "Grizzly Bears" is in Bob's graveyard
      And Alice's life total is 20

  Rule: The number of targets does not change

    @id:card-boltbender-target-count-kept @RUL-boltbender-2 @R-702.168e
    Scenario: Aurelia's Vindicator's "up to two" trigger with one target keeps exactly one target
      Given it is Alice's precombat main phase
      And Alice controls a disguised "Aurelia's Vindicator"
      And Alice controls "Grizzly Bears" as "Alice's bear"
      And Bob controls a disguised "Boltbender"
      And Bob controls "Grizzly Bears" as "Bob's bear"
      And Bob controls "Hill Giant"
      And Alice has {W}{C}{C}{C}{C}{C} in her mana pool
      And Bob has {R}{C} in his mana pool
      When Alice turns "Aurelia's Vindicator" face up using its disguise cost with X = 2
      And Alice chooses "Bob's bear" as the target
      And Alice chooses no more targets
      And Alice passes priority
      And Bob turns "Boltbender" face up using its disguise cost
      And all players pass priority
      And Bob chooses the triggered ability of "Aurelia's Vindicator"
      And Bob chooses "Alice's bear" as the target
      Then Bob is not asked to choose another target
      And the triggered ability of "Aurelia's Vindicator" targets "Alice's bear"
      When all players pass priority until the stack is empty
      Then "Alice's bear" is in exile
      And "Bob's bear" is still on the battlefield
      And "Hill Giant" is still on the battlefield

  Rule: A division of damage stays as it was; only who receives it changes

    @id:card-boltbender-division-kept @RUL-boltbender-3
    Scenario: Alice moves both targets of Bob's Forked Bolt to Bob's creatures: each new target is dealt 1 damage
      # Forked Bolt ({R} Sorcery): "Forked Bolt deals 2 damage divided as you choose among one or two targets."
      Given it is Bob's precombat main phase
      And Alice controls a disguised "Boltbender"
      And Alice controls "Grizzly Bears" as "Alice's bear"
      And Alice controls "Hill Giant"
      And Bob controls "Grizzly Bears" as "Bob's bear"
      And Bob controls "Wandering Ones"
      And Bob has "Forked Bolt" in his hand
      And Bob has {R} in his mana pool
      And Alice has {R}{C} in her mana pool
      When Bob casts "Forked Bolt" dividing 1 damage to "Alice's bear" and 1 damage to "Hill Giant"
      And Bob passes priority
      And Alice turns "Boltbender" face up using its disguise cost
      And all players pass priority
      And Alice chooses the spell "Forked Bolt"
      And Alice chooses "Wandering Ones" as the target
      And Alice chooses "Bob's bear" as the target
      And all players pass priority until the stack is empty
      Then "Wandering Ones" is in Bob's graveyard
      And "Bob's bear" has 1 damage
      And "Alice's bear" has no damage
      And "Hill Giant" has no damage
