@needs:disguise @needs:combat
Feature: Culvert Ambusher
  # Oracle (MKM): Culvert Ambusher {3}{G}{G}, Creature — Wurm Horror 4/5. "When this creature enters or is turned
  # face up, target creature blocks this turn if able." Disguise {4}{G}.
  # Sources: rulings.md (Culvert Ambusher, RUL-culvert-ambusher-1); CR 509.1c (requirements are obeyed only as far
  # as possible without breaking restrictions), 702.168d.
  # The target must block if it is able; a tapped creature, or one that can't block, doesn't block.
  # Other cards: Pacifism ({1}{W} Aura, "Enchanted creature can't attack or block."); Wandering Ones ({U} 1/1).

  Background:
    Given a two-player game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls a disguised "Culvert Ambusher"
    And Alice controls "Hill Giant"
    And Alice has {G}{C}{C}{C}{C} in her mana pool
    And Bob controls "Wandering Ones"

  Rule: The target blocks this turn if able

    @id:card-culvert-target-must-block @RUL-culvert-ambusher-1 @R-702.168d-1
    Scenario: Turned face up, Culvert Ambusher makes Bob's Grizzly Bears block: Bob can't decline to block with it
      Given Bob controls "Grizzly Bears"
      When Alice turns "Culvert Ambusher" face up using its disguise cost
      And Alice chooses "Grizzly Bears" as the target
      And all players pass priority
      And Alice attacks Bob with "Hill Giant"
      And Bob tries to declare no blockers
      Then the action is rejected
      When Bob blocks "Hill Giant" with "Grizzly Bears"
      And all players pass priority
      Then "Grizzly Bears" is in Bob's graveyard
      And Bob's life total is 20

  Rule: A target that is tapped or can't block doesn't block

    @id:card-culvert-target-tapped @RUL-culvert-ambusher-1
    Scenario: Culvert Ambusher targets Bob's tapped Grizzly Bears: it doesn't block, and Bob blocks with nothing
      Given Bob controls tapped "Grizzly Bears"
      When Alice turns "Culvert Ambusher" face up using its disguise cost
      And Alice chooses "Grizzly Bears" as the target
      And all players pass priority
      And Alice attacks Bob with "Hill Giant"
      And Bob declares no blockers
      Then the action is accepted
      When all players pass priority
      Then Bob's life total is 17

    @id:card-culvert-target-cannot-block @RUL-culvert-ambusher-1
    Scenario: Culvert Ambusher targets Bob's Grizzly Bears enchanted with Pacifism: it doesn't block
      Given Bob controls "Grizzly Bears"
      And Bob controls "Pacifism" attached to "Grizzly Bears"
      When Alice turns "Culvert Ambusher" face up using its disguise cost
      And Alice chooses "Grizzly Bears" as the target
      And all players pass priority
      And Alice attacks Bob with "Hill Giant"
      And Bob declares no blockers
      Then the action is accepted
      When all players pass priority
      Then Bob's life total is 17
