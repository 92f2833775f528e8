@needs:disguise
Feature: What changes, and what does not, when a face-down permanent is turned face up (CR 708.7, 708.8)
  # Sources: CR 708.7, 708.8, 400.7, 110.5; rulings 2024-02-02 RUL-gen-fd-1, RUL-gen-fd-4, RUL-gen-fd-7.
  # Only the rule or ability that made a permanent face down lets its controller turn it face up. Turned face up,
  # it gets its normal copiable values back but is the same permanent: effects, counters, targets and its tapped
  # status carry over, and it does not enter the battlefield again.

  Background:
    Given a two-player game between Alice and Bob
    And it is Alice's precombat main phase

  Rule: 708.7 Only the rule or ability that made a permanent face down lets it be turned face up

    @id:turn-up-effect-face-down-not-by-mana-cost @R-708.7
    Scenario: A creature card turned face down by an effect cannot be turned face up for its mana cost
      # Paying the mana cost is the procedure of manifest and cloak (701.40b, 701.58b), not of every face-down permanent.
      Given Alice controls "Grizzly Bears", turned face down by an effect
      And Alice has {G}{C} in her mana pool
      When Alice tries to turn "Grizzly Bears" face up by paying its mana cost
      Then the action is rejected
      And "Grizzly Bears" is face down on the battlefield
      And Alice's mana pool holds {G}{C}

  Rule: 708.8 Turned face up, the permanent is the same object and keeps what was applied to it

    @id:turn-up-same-object @RUL-gen-fd-1a @R-708.8-1
    Scenario: Turning a permanent face up does not make it a new object
      Given Alice controls a disguised "Nightdrinker Moroii"
      And Alice has {B}{B} in her mana pool
      When Alice turns "Nightdrinker Moroii" face up using its disguise cost
      Then "Nightdrinker Moroii" is still the same object
      And Bob sees "Nightdrinker Moroii" as a 4/2

    @id:turn-up-keeps-counters @R-708.8-2
    Scenario: +1/+1 counters on a face-down permanent stay on it when it is turned face up
      Given Alice controls a disguised "Nightdrinker Moroii" with 2 +1/+1 counters
      And Alice has {B}{B} in her mana pool
      Then Bob sees "Nightdrinker Moroii" as a 4/4
      When Alice turns "Nightdrinker Moroii" face up using its disguise cost
      Then "Nightdrinker Moroii" has 2 +1/+1 counters
      And Bob sees "Nightdrinker Moroii" as a 6/4

    @id:turn-up-keeps-pump-effect @R-708.8-2
    Scenario: Giant Growth cast on the face-down creature still applies after it is turned face up
      Given Alice controls a disguised "Nightdrinker Moroii"
      And Alice has "Giant Growth" in her hand
      And Alice has {G}{B}{B} in her mana pool
      When Alice casts "Giant Growth" targeting "Nightdrinker Moroii"
      And all players pass priority
      Then Bob sees "Nightdrinker Moroii" as a 5/5
      When Alice turns "Nightdrinker Moroii" face up using its disguise cost
      Then Bob sees "Nightdrinker Moroii" as a 7/5

    @id:turn-up-keeps-tapped-status @RUL-gen-fd-7
    Scenario Outline: A <status> face-down permanent is still <status> after it is turned face up
      Given Alice controls a <status> disguised "Nightdrinker Moroii"
      And Alice has {B}{B} in her mana pool
      When Alice turns "Nightdrinker Moroii" face up using its disguise cost
      Then the action is accepted
      And "Nightdrinker Moroii" is <status>

      Examples:
        | status   |
        | tapped   |
        | untapped |

    @id:turn-up-keeps-damage @R-708.8-2
    Scenario: Damage marked on a face-down Dog Walker stays on it, and is lethal to the 3/1 once it is face up
      Given Alice controls a disguised "Dog Walker" with 1 damage
      And Alice has {R}{W} in her mana pool
      Then Bob sees "Dog Walker" as a 2/2
      And "Dog Walker" has 1 damage
      When Alice turns "Dog Walker" face up using its disguise cost
      Then the action is accepted
      And "Dog Walker" is in Alice's graveyard

    @id:turn-up-keeps-aura @R-708.8-2 @RUL-gen-fd-1b
    Scenario: Bob's Pacifism on the face-down creature stays attached after it is turned face up
      # Pacifism ({1}{W} Enchantment — Aura): "Enchant creature. Enchanted creature can't attack or block."
      Given Alice controls a disguised "Nightdrinker Moroii"
      And Bob controls "Pacifism" attached to "Nightdrinker Moroii"
      And Alice has {B}{B} in her mana pool
      When Alice turns "Nightdrinker Moroii" face up using its disguise cost
      Then the action is accepted
      And "Pacifism" is attached to "Nightdrinker Moroii"
      And "Pacifism" is on the battlefield

    @id:turn-up-aura-falls-off-noncreature @RUL-gen-fd-1b
    Scenario: Pacifism falls off a face-down True Identity turned face up, which is no longer a creature
      Given Alice controls a disguised "True Identity"
      And Bob controls "Pacifism" attached to "True Identity"
      And Alice has {W} in her mana pool
      When Alice turns "True Identity" face up using its disguise cost
      Then the action is accepted
      And "True Identity" is an enchantment
      And "Pacifism" is in Bob's graveyard

    @id:turn-up-target-stays-legal @RUL-gen-fd-1b @needs:ward
    Scenario: Bob's Shock still hits the permanent Alice turned face up in response
      Given it is Bob's precombat main phase
      And Alice controls a disguised "Nightdrinker Moroii"
      And Alice has {B}{B} in her mana pool
      And Bob has "Shock" in his hand
      And Bob has {R}{C}{C} in his mana pool
      When Bob casts "Shock" targeting "Nightdrinker Moroii"
      And all players pass priority
      And Bob pays the ward cost
      And Bob passes priority
      And Alice turns "Nightdrinker Moroii" face up using its disguise cost
      Then the action is accepted
      And "Shock" is still on the stack
      When all players pass priority
      Then "Nightdrinker Moroii" is in Alice's graveyard

    @id:turn-up-is-not-entering @R-708.8-3 @RUL-gen-fd-4
    Scenario: Turned face up, Nightdrinker Moroii does not make Alice lose 3 life
      Given Alice controls a disguised "Nightdrinker Moroii"
      And Alice has {B}{B} in her mana pool
      When Alice turns "Nightdrinker Moroii" face up using its disguise cost
      Then no ability of "Nightdrinker Moroii" triggers on it entering
      When all players pass priority until the stack is empty
      Then Alice's life total is 20
