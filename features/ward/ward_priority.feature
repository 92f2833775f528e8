@needs:ward @needs:disguise
Feature: Who holds priority around a ward trigger (CR 117.3b, 117.3c, 702.21a)
  # Sources: CR 117.3b, 117.3c, 117.5, 702.21a.
  # A player who casts a spell or activates an ability receives priority afterward; a triggered ability that
  # triggered meanwhile (ward, when its permanent becomes a target) is put on the stack before that player receives
  # priority, and does not change who receives it. After a spell or ability resolves, the active player receives
  # priority: not the player who controlled what resolved, nor the player who answered a choice while it resolved.
  # Alice's disguised Dog Walker is a face-down 2/2 with ward {2}; the ward ability is Alice's.

  Background:
    Given a two-player game between Alice and Bob
    And Alice controls a disguised "Dog Walker"
    And Bob has "Shock" in his hand

  Rule: 117.3c The player who cast the targeting spell holds priority with the ward trigger on the stack

    @id:ward-priority-trigger-on-stack-own-turn @R-117.3c @R-702.21a-1
    Scenario: On Bob's turn, Bob casts Shock at Alice's face-down creature: the ward trigger is Alice's, priority is Bob's
      Given it is Bob's precombat main phase
      And Bob has {R}{C}{C} in his mana pool
      When Bob casts "Shock" targeting "Dog Walker"
      Then the ward ability of "Dog Walker" triggers
      And the stack holds 2 items
      And Bob has priority

    @id:ward-priority-trigger-on-stack-opponents-turn @R-117.3c @R-702.21a-1
    Scenario: On Alice's turn, Bob casts Shock at Alice's face-down creature: priority is Bob's, not the active player's
      Given it is Alice's precombat main phase
      And Bob has priority
      And Bob has {R}{C}{C} in his mana pool
      When Bob casts "Shock" targeting "Dog Walker"
      Then the ward ability of "Dog Walker" triggers
      And the stack holds 2 items
      And Bob has priority

  Rule: 117.3b After the ward trigger resolves, the active player receives priority

    @id:ward-priority-after-paid-own-turn @R-117.3b @R-702.21a-2
    Scenario: On Bob's turn, Bob pays for ward: after the ward ability resolves Bob, the active player, has priority
      Given it is Bob's precombat main phase
      And Bob has {R}{C}{C} in his mana pool
      When Bob casts "Shock" targeting "Dog Walker"
      And all players pass priority
      Then Bob is asked to pay the ward cost
      When Bob pays the ward cost
      Then "Shock" is still on the stack
      And the stack holds 1 item
      And Bob has priority

    @id:ward-priority-after-declined-own-turn @R-117.3b @R-702.21a-2
    Scenario: On Bob's turn, Bob declines to pay: Shock is countered and Bob, not the ward's controller Alice, has priority
      Given it is Bob's precombat main phase
      And Bob has {R}{C}{C} in his mana pool
      When Bob casts "Shock" targeting "Dog Walker"
      And all players pass priority
      And Bob declines to pay the ward cost
      Then "Shock" is countered
      And the stack is empty
      And Bob has priority

    @id:ward-priority-after-paid-opponents-turn @R-117.3b @R-702.21a-2
    Scenario: On Alice's turn, Bob pays for ward: Alice, the active player, has priority, not Bob who paid
      Given it is Alice's precombat main phase
      And Bob has priority
      And Bob has {R}{C}{C} in his mana pool
      When Bob casts "Shock" targeting "Dog Walker"
      And all players pass priority
      Then Bob is asked to pay the ward cost
      When Bob pays the ward cost
      Then "Shock" is still on the stack
      And the stack holds 1 item
      And Alice has priority

    @id:ward-priority-after-declined-opponents-turn @R-117.3b @R-702.21a-2
    Scenario: On Alice's turn, Bob declines to pay: Shock is countered and Alice, the active player, has priority
      Given it is Alice's precombat main phase
      And Bob has priority
      And Bob has {R}{C}{C} in his mana pool
      When Bob casts "Shock" targeting "Dog Walker"
      And all players pass priority
      And Bob declines to pay the ward cost
      Then "Shock" is countered
      And the stack is empty
      And Alice has priority
