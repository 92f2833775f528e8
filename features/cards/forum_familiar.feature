@needs:disguise
Feature: Forum Familiar
  # Oracle (MKM): Forum Familiar {W}, Creature — Cat 1/1. Disguise {1}{W}.
  # "When this creature is turned face up, return another target permanent you control to its owner's hand and put
  # a +1/+1 counter on this creature."
  # Sources: rulings.md (Forum Familiar, RUL-forum-familiar-1); CR 608.2b.
  # If its only target is illegal as it resolves, the ability does nothing at all: no +1/+1 counter either.

  Background:
    Given a two-player game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls a disguised "Forum Familiar"
    And Alice controls "Grizzly Bears"

  Rule: With a legal target, the permanent returns to hand and the Familiar gets a +1/+1 counter

    @id:card-forum-familiar-resolves @RUL-forum-familiar-1
    Scenario: Forum Familiar returns Grizzly Bears to Alice's hand and gets a +1/+1 counter
      Given Alice has {W}{C} in her mana pool
      When Alice turns "Forum Familiar" face up using its disguise cost
      And Alice chooses "Grizzly Bears" as the target
      And all players pass priority
      Then "Grizzly Bears" is in Alice's hand
      And "Forum Familiar" has 1 +1/+1 counter
      And Bob sees "Forum Familiar" as a 2/2

  Rule: With its target gone, nothing happens

    @id:card-forum-familiar-target-gone @RUL-forum-familiar-1
    Scenario: Alice returns the bear with Unsummon first: the ability does nothing, no +1/+1 counter
      Given Alice has "Unsummon" in her hand
      And Alice controls "Island"
      And Alice has {W}{C} in her mana pool
      When Alice turns "Forum Familiar" face up using its disguise cost
      And Alice chooses "Grizzly Bears" as the target
      And Alice casts "Unsummon" targeting "Grizzly Bears"
      And all players pass priority until the stack is empty
      Then "Grizzly Bears" is in Alice's hand
      And "Forum Familiar" has no +1/+1 counters
      And Bob sees "Forum Familiar" as a 1/1
