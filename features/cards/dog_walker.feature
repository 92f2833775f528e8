@needs:disguise
Feature: Dog Walker
  # Oracle (MKM): Dog Walker {R}{W}, Creature — Human Citizen 3/1. Vigilance. Disguise {R/W}{R/W}.
  # "When Dog Walker is turned face up, create two tapped 1/1 white Dog creature tokens."
  # Sources: rulings.md (Dog Walker: generic rulings only); CR 702.168, 603.3, 116.

  Background:
    Given a two-player game between Alice and Bob
    And it is Alice's precombat main phase

  Rule: Cast face down for {3}, Dog Walker is a 2/2 with ward {2}

    @id:card-dog-walker-face-down @CARD-dog-walker-1
    Scenario: Dog Walker cast face down for {3} becomes a face-down 2/2 with ward {2}
      Given Alice has "Dog Walker" in her hand
      And Alice has {C}{C}{C} in her mana pool
      When Alice casts "Dog Walker" face down using disguise
      And all players pass priority
      Then "Dog Walker" is face down on the battlefield
      And Bob sees "Dog Walker" as a 2/2
      And "Dog Walker" has ward {2}
      And "Dog Walker" does not have vigilance
      And Alice's mana pool is empty

  Rule: Turned face up for {R/W}{R/W}, it is a 3/1 with vigilance, and its trigger makes two tapped Dogs

    @id:card-dog-walker-turned-face-up @CARD-dog-walker-1
    Scenario: Turning Dog Walker face up makes a 3/1 vigilance creature; the Dogs come when the trigger resolves
      Given Alice controls a disguised "Dog Walker"
      And Alice has {W}{W} in her mana pool
      When Alice turns "Dog Walker" face up using its disguise cost
      Then the action is accepted
      And Alice's mana pool is empty
      And Bob sees "Dog Walker" as a 3/1
      And "Dog Walker" has vigilance
      And "Dog Walker" does not have ward {2}
      And an ability of "Dog Walker" triggers on it being turned face up
      And Alice controls no 1/1 white "Dog" creature tokens

    @id:card-dog-walker-trigger-can-be-answered @CARD-dog-walker-1
    Scenario: Bob gets priority while the Dog trigger waits on the stack
      Given Alice controls a disguised "Dog Walker"
      And Alice has {R}{W} in her mana pool
      When Alice turns "Dog Walker" face up using its disguise cost
      And Alice passes priority
      Then Bob has priority
      And the stack holds 1 item
      When all players pass priority
      Then Alice controls 2 tapped 1/1 white "Dog" creature tokens
      And the stack is empty
