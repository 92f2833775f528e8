@needs:disguise
Feature: Concealed Weapon
  # Oracle (MKM): Concealed Weapon {1}{R}, Artifact — Equipment. "Equipped creature gets +3/+0." Disguise {2}{R}.
  # "When this Equipment is turned face up, attach it to target creature you control." Equip {1}{R}.
  # Sources: rulings.md (Concealed Weapon, RUL-concealed-weapon-1..3); CR 702.168d, 708.8, 702.6a (equip: only as
  # a sorcery).
  # Face down it is a 2/2 creature; turned face up it is an Equipment and no longer a creature. Its trigger attaches
  # it without paying the equip cost and whatever the timing; with its target gone it stays unattached; it may be
  # turned face up when Alice controls no creature at all.

  Background:
    Given a two-player game between Alice and Bob

  Rule: Turned face up, it stops being a creature and its trigger attaches it, at no cost and at any time

    @id:card-concealed-weapon-attaches-on-opponents-turn @CARD-concealed-weapon-1 @RUL-concealed-weapon-1
    Scenario: During Bob's turn, Alice turns Concealed Weapon face up and its trigger equips her Grizzly Bears
      Given it is Bob's precombat main phase
      And Alice controls a disguised "Concealed Weapon"
      And Alice controls "Grizzly Bears"
      And Alice has {R}{C}{C} in her mana pool
      And Alice has priority
      When Alice turns "Concealed Weapon" face up using its disguise cost
      Then the action is accepted
      And "Concealed Weapon" is an artifact
      And "Concealed Weapon" is not a creature
      When Alice chooses "Grizzly Bears" as the target
      And all players pass priority
      Then "Concealed Weapon" is attached to "Grizzly Bears"
      And Bob sees "Grizzly Bears" as a 5/2
      And Alice's mana pool is empty

    @id:card-concealed-weapon-equip-is-sorcery-speed @RUL-concealed-weapon-1
    Scenario: During Bob's turn, Alice can't activate the equip ability of her face-up Concealed Weapon
      Given it is Bob's precombat main phase
      And Alice controls "Concealed Weapon"
      And Alice controls "Grizzly Bears"
      And Alice has {R}{C} in her mana pool
      And Alice has priority
      When Alice tries to activate "Concealed Weapon" targeting "Grizzly Bears"
      Then the action is rejected
      And "Concealed Weapon" is not attached to anything

  Rule: With its target gone, or with no creature to target, it stays on the battlefield unattached

    @id:card-concealed-weapon-target-gone @RUL-concealed-weapon-2
    Scenario: Alice returns her Grizzly Bears to her hand in response; Concealed Weapon stays, unattached
      Given it is Alice's precombat main phase
      And Alice controls a disguised "Concealed Weapon"
      And Alice controls "Grizzly Bears"
      And Alice has "Unsummon" in her hand
      And Alice controls "Island"
      And Alice has {R}{C}{C} in her mana pool
      When Alice turns "Concealed Weapon" face up using its disguise cost
      And Alice chooses "Grizzly Bears" as the target
      And Alice casts "Unsummon" targeting "Grizzly Bears"
      And all players pass priority until the stack is empty
      Then "Grizzly Bears" is in Alice's hand
      And "Concealed Weapon" is on the battlefield
      And "Concealed Weapon" is not attached to anything

    @id:card-concealed-weapon-no-creature @RUL-concealed-weapon-3
    Scenario: Alice controls no creature but the face-down Concealed Weapon, and still turns it face up
      Given it is Alice's precombat main phase
      And Alice controls a disguised "Concealed Weapon"
      And Alice has {R}{C}{C} in her mana pool
      When Alice turns "Concealed Weapon" face up using its disguise cost
      Then the action is accepted
      And Alice is not asked to choose any target
      And "Concealed Weapon" is face up on the battlefield
      And "Concealed Weapon" is not attached to anything
