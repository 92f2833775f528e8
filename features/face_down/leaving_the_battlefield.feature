@needs:disguise
Feature: Face-down permanents leaving the battlefield (CR 603.6c, 603.6e, 608.2h)
  # Sources: CR 603.6c, 603.10a, 603.6e, 608.2h, 708.9.
  # Abilities that trigger on a permanent leaving the battlefield look back at the permanent as it last existed
  # there: a face-down creature that dies was a nameless 2/2 with no abilities but what its face-down status gave
  # it. An Aura's ability that triggers on its creature leaving finds the card in the zone it went to, where the
  # card was revealed as it left. A resolving spell that needs the power of a target it exiled uses the power the
  # creature last had on the battlefield.
  # Cards: Kresh the Bloodbraided ({2}{B}{R}{G} Legendary Creature — Human Warrior 3/3, "Whenever another
  # creature dies, you may put X +1/+1 counters on Kresh, where X is that creature's power."); False Demise
  # ({2}{U} Enchantment — Aura, "Enchant creature. When enchanted creature dies, return that card to the
  # battlefield under your control."); Swords to Plowshares ({W} Instant, "Exile target creature. Its controller
  # gains life equal to its power."); Dog Walker (3/1 face up, disguise {R/W}{R/W}).

  Background:
    Given a two-player game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has {R}{C}{C} in her mana pool

  Rule: 603.6c A leaves-the-battlefield ability sees a face-down permanent as the nameless 2/2 it last was

    @id:leaves-face-down-seen-as-two-two @R-603.6c
    Scenario: Alice's face-down Dog Walker dies: Kresh the Bloodbraided sees a creature with power 2
      Given Alice controls "Kresh the Bloodbraided"
      And Alice controls a disguised "Dog Walker"
      And Alice has "Shock" in her hand
      When Alice casts "Shock" targeting "Dog Walker"
      And all players pass priority
      Then "Dog Walker" is in Alice's graveyard
      And an ability of "Kresh the Bloodbraided" triggers on a creature dying
      When all players pass priority
      And Alice chooses to do so
      Then "Kresh the Bloodbraided" has 2 +1/+1 counters

    @id:leaves-face-up-seen-with-its-power @R-603.6c
    Scenario: Face up, the same Dog Walker dies as a 3/1, and Kresh gets three counters
      Given Alice controls "Kresh the Bloodbraided"
      And Alice controls "Dog Walker"
      And Alice has "Shock" in her hand
      When Alice casts "Shock" targeting "Dog Walker"
      And all players pass priority
      And all players pass priority
      And Alice chooses to do so
      Then "Kresh the Bloodbraided" has 3 +1/+1 counters

  Rule: 603.6e An Aura's ability finds the card its face-down creature became in the zone it went to

    @id:aura-finds-face-down-creature-card @R-603.6e @R-708.9-1 @needs:per_viewer_views @needs:events
    Scenario: Alice's False Demise returns Bob's face-down Dog Walker, which her Shock killed, face up under her control
      # Alice's Shock targets a disguised permanent of Bob's: she pays its ward {2}.
      Given Bob controls a disguised "Dog Walker"
      And Alice controls "False Demise" attached to "Dog Walker"
      And Alice has "Shock" in her hand
      When Alice casts "Shock" targeting "Dog Walker"
      And all players pass priority
      And Alice pays the ward cost
      And all players pass priority
      Then "Dog Walker" is revealed to all players
      And an ability of "False Demise" triggers on a creature dying
      When all players pass priority
      Then "Dog Walker" is face up on the battlefield
      And "Dog Walker" is controlled by Alice
      And "Dog Walker" is owned by Bob
      And Bob sees "Dog Walker" as a 3/1
      And "False Demise" is in Alice's graveyard

  Rule: 608.2h A spell that needs the power of a creature it exiled uses the power that creature last had

    @id:swords-face-down-last-known-power @R-608.2h
    Scenario: Swords to Plowshares exiles Bob's face-down Dog Walker: Bob gains 2 life, the power of a face-down 2/2
      # In exile Dog Walker is revealed and is a 3/1 card again; the life Bob gains is its power as it last existed
      # on the battlefield. Alice pays the ward {2} of the disguised permanent.
      Given Bob controls a disguised "Dog Walker"
      And Alice has "Swords to Plowshares" in her hand
      And Alice has {W}{C}{C} in her mana pool
      When Alice casts "Swords to Plowshares" targeting "Dog Walker"
      And all players pass priority
      And Alice pays the ward cost
      And all players pass priority
      Then "Dog Walker" is in exile
      And Bob's life total is 22

    @id:swords-face-up-last-known-power @R-608.2h
    Scenario: Swords to Plowshares exiles Bob's face-up Dog Walker: Bob gains 3 life
      Given Bob controls "Dog Walker"
      And Alice has "Swords to Plowshares" in her hand
      And Alice has {W}{C}{C} in her mana pool
      When Alice casts "Swords to Plowshares" targeting "Dog Walker"
      And all players pass priority
      Then "Dog Walker" is in exile
      And Bob's life total is 23
