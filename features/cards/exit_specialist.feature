@needs:combat
Feature: Exit Specialist
  # Oracle (MKM): Exit Specialist {1}{U}, Creature — Human Detective 2/1. "This creature can't be blocked by
  # creatures with power 3 or greater." Disguise {1}{U}. "When this creature is turned face up, return another
  # target creature to its owner's hand."
  # Sources: rulings.md (Exit Specialist, RUL-exit-specialist-1..2); CR 509.1b, 506.4 (once blocked, a creature
  # stays blocked).
  # Its evasion is checked only as blockers are declared. Blocked while face down (when it has no abilities), it
  # stays blocked once turned face up; blocked by a small creature, it stays blocked when that creature grows.
  # Other cards: Hill Giant (3/3); Giant Growth ({G} instant, "Target creature gets +3/+3 until end of turn.");
  # Wandering Ones ({U} 1/1).

  Background:
    Given a two-player game between Alice and Bob
    And it is Alice's beginning of combat step

  Rule: Face up, it can't be blocked by a creature with power 3 or greater

    @id:card-exit-specialist-evasion @RUL-exit-specialist-2
    Scenario: Bob can't block Exit Specialist with Hill Giant, but can with Grizzly Bears
      Given Alice controls "Exit Specialist"
      And Bob controls "Hill Giant"
      And Bob controls "Grizzly Bears"
      When Alice attacks Bob with "Exit Specialist"
      And Bob tries to block "Exit Specialist" with "Hill Giant"
      Then the action is rejected
      When Bob blocks "Exit Specialist" with "Grizzly Bears"
      Then the action is accepted

  Rule: Once blocked, it stays blocked

    @id:card-exit-specialist-blocked-face-down @RUL-exit-specialist-1 @needs:disguise
    Scenario: Blocked by Hill Giant while face down, Exit Specialist turned face up stays blocked
      Given Alice controls a disguised "Exit Specialist"
      And Alice controls "Island"
      And Alice controls "Plains"
      And Bob controls "Hill Giant"
      And Bob controls "Wandering Ones"
      When Alice attacks Bob with "Exit Specialist"
      And Bob blocks "Exit Specialist" with "Hill Giant"
      And Alice turns "Exit Specialist" face up using its disguise cost
      Then the action is accepted
      When Alice chooses "Wandering Ones" as the target
      And all players pass priority
      Then "Wandering Ones" is in Bob's hand
      When all players pass priority
      Then Bob's life total is 20
      And "Exit Specialist" is in Alice's graveyard
      And "Hill Giant" has 2 damage

    @id:card-exit-specialist-blocker-grows @RUL-exit-specialist-2
    Scenario: Blocked by Grizzly Bears that Giant Growth then makes a 5/5, Exit Specialist stays blocked
      Given Alice controls "Exit Specialist"
      And Bob controls "Grizzly Bears"
      And Bob has "Giant Growth" in his hand
      And Bob controls "Forest"
      When Alice attacks Bob with "Exit Specialist"
      And Bob blocks "Exit Specialist" with "Grizzly Bears"
      And Alice passes priority
      And Bob casts "Giant Growth" targeting "Grizzly Bears"
      And all players pass priority
      Then Bob sees "Grizzly Bears" as a 5/5
      When all players pass priority
      Then Bob's life total is 20
      And "Exit Specialist" is in Alice's graveyard
