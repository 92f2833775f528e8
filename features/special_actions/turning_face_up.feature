@needs:disguise
Feature: Turning a face-down permanent face up is a special action (CR 116)
  # Sources: CR 116.1, 116.2b, 116.3, 117.4, 107.1b, 107.3d, 702.168d; rulings 2024-02-02 RUL-gen-disguise-4.
  # A special action does not use the stack, so nobody can respond to it. The player may take it whenever
  # she holds priority, in any step of any player's turn, and she holds priority again afterwards; a pass made
  # before it no longer counts towards "all players pass in succession". The player chooses X only for a cost that
  # has X in it, and never a negative number.

  Background:
    Given a two-player game between Alice and Bob

  Rule: 116.1 and 116.2b The special action does not use the stack and cannot be responded to

    @id:special-action-turn-up-uses-no-stack @R-116.1 @R-116.2b-1 @RUL-gen-disguise-4a @R-116.3
    Scenario: The permanent is face up at once, nothing waits on the stack, and Alice keeps priority
      Given it is Alice's precombat main phase
      And Alice controls a disguised "Nightdrinker Moroii"
      And Alice has {B}{B} in her mana pool
      When Alice turns "Nightdrinker Moroii" face up using its disguise cost
      Then the action is accepted
      And "Nightdrinker Moroii" is face up on the battlefield
      And the stack is empty
      And Alice has priority

    @id:special-action-turn-up-above-a-spell @R-116.1 @R-116.2b-1
    Scenario: Turned face up while a spell is on the stack, the permanent is face up before that spell resolves
      Given it is Bob's precombat main phase
      And Bob has "Grizzly Bears" in his hand
      And Bob has {G}{C} in his mana pool
      And Alice controls a disguised "Nightdrinker Moroii"
      And Alice has {B}{B} in her mana pool
      When Bob casts "Grizzly Bears"
      And Bob passes priority
      And Alice turns "Nightdrinker Moroii" face up using its disguise cost
      Then the action is accepted
      And "Nightdrinker Moroii" is face up on the battlefield
      And the stack holds 1 item
      And "Grizzly Bears" is still on the stack

  Rule: 116.2b The special action may be taken any time the player has priority

    @id:special-action-turn-up-any-step @R-116.2b-2
    Scenario Outline: Alice turns her permanent face up in <turn> <step>
      Given it is <turn> <step>
      And Alice has priority
      And Alice controls a disguised "Nightdrinker Moroii"
      And Alice has {B}{B} in her mana pool
      When Alice turns "Nightdrinker Moroii" face up using its disguise cost
      Then the action is accepted
      And "Nightdrinker Moroii" is face up on the battlefield

      Examples:
        | turn    | step                  |
        | Alice's | upkeep                |
        | Alice's | end step              |
        | Bob's   | precombat main phase  |
        | Bob's   | beginning of combat step |
        | Bob's   | end step              |

    @id:special-action-turn-up-in-response @R-116.2b-2 @R-116.3
    Scenario: During Bob's turn, with Bob's spell on the stack, Alice turns her permanent face up and keeps priority
      Given it is Bob's precombat main phase
      And Bob has "Grizzly Bears" in his hand
      And Bob has {G}{C} in his mana pool
      And Alice controls a disguised "Nightdrinker Moroii"
      And Alice has {B}{B} in her mana pool
      When Bob casts "Grizzly Bears"
      And Bob passes priority
      Then Alice has priority
      When Alice turns "Nightdrinker Moroii" face up using its disguise cost
      Then the action is accepted
      And Alice has priority

    @id:special-action-turn-up-trigger-keeps-priority @R-116.3 @R-116.2b-2 @CARD-dog-walker-1
    Scenario: On Bob's turn, Alice's turned-up Dog Walker puts its trigger on the stack and Alice still has priority
      Given it is Bob's precombat main phase
      And Alice controls a disguised "Dog Walker"
      And Alice has {R}{W} in her mana pool
      When Bob passes priority
      Then Alice has priority
      When Alice turns "Dog Walker" face up using its disguise cost
      Then the action is accepted
      And the stack holds 1 item
      And Alice has priority

    @id:special-action-turn-up-needs-priority @R-116.2b-2
    Scenario: Without priority, Alice cannot turn her permanent face up
      Given it is Bob's precombat main phase
      And Alice controls a disguised "Nightdrinker Moroii"
      And Alice has {B}{B} in her mana pool
      When Alice tries to turn "Nightdrinker Moroii" face up using its disguise cost
      Then the action is rejected because the player does not hold priority
      And "Nightdrinker Moroii" is face down on the battlefield

  Rule: 107.3d An X in the cost of a special action is chosen just before that cost is paid

    @id:special-action-turn-up-chooses-x @R-107.3d @R-702.168e
    Scenario Outline: Aurelia's Vindicator turned face up with X = <x> costs {<x>}{3}{W}
      Given it is Alice's precombat main phase
      And Alice controls a disguised "Aurelia's Vindicator"
      And Alice has {W}{C}{C}{C}{C}{C}{C} in her mana pool
      When Alice turns "Aurelia's Vindicator" face up using its disguise cost with X = <x>
      Then the action is accepted
      And "Aurelia's Vindicator" is face up on the battlefield
      And Alice's mana pool holds <left>

      Examples:
        | x | left      |
        | 0 | {C}{C}{C} |
        | 2 | {C}       |
        | 3 | nothing   |

    @id:special-action-turn-up-x-used-by-ability @R-107.3d @R-702.168e
    Scenario: Turned face up with X = 2, Aurelia's Vindicator's ability may exile up to two creatures, not three
      # Aurelia's Vindicator: "When Aurelia's Vindicator is turned face up, exile up to X other target creatures from
      # the battlefield and/or creature cards from graveyards." X is the value chosen for the special action.
      Given it is Alice's precombat main phase
      And Alice controls a disguised "Aurelia's Vindicator"
      And Bob controls "Grizzly Bears" as "the first bear"
      And Bob controls "Grizzly Bears" as "the second bear"
      And Bob controls "Hill Giant"
      And Alice has {W}{C}{C}{C}{C}{C} in her mana pool
      When Alice turns "Aurelia's Vindicator" face up using its disguise cost with X = 2
      And Alice chooses "the first bear" and "the second bear" as targets
      Then Alice is not asked to choose another target
      And the triggered ability of "Aurelia's Vindicator" targets "the first bear" and "the second bear"
      When all players pass priority
      Then "the first bear" is in exile
      And "the second bear" is in exile
      And "Hill Giant" is on the battlefield

    @id:special-action-turn-up-negative-x @R-107.3d
    Scenario: X can't be a negative number: Aurelia's Vindicator can't be turned face up with X = -1
      Given it is Alice's precombat main phase
      And Alice controls a disguised "Aurelia's Vindicator"
      And Alice has {W}{C}{C}{C} in her mana pool
      When Alice tries to turn "Aurelia's Vindicator" face up using its disguise cost with X = -1
      Then the action is rejected
      And "Aurelia's Vindicator" is face down on the battlefield
      And Alice's mana pool holds {W}{C}{C}{C}

    # 107.3d speaks only of costs that contain X. Nightdrinker Moroii's disguise cost {B}{B} has none, so a value of
    # X announced with it means nothing: the contract (TurnFaceUp) refuses such an action as an invalid choice, and
    # whatever an engine does, it may not charge more than {B}{B} (702.168d).
    @id:special-action-turn-up-no-x-to-choose @R-702.168d-1
    Scenario: A cost without X has no X to choose: Nightdrinker Moroii can't be turned face up with X = 1
      Given it is Alice's precombat main phase
      And Alice controls a disguised "Nightdrinker Moroii"
      And Alice has {B}{B}{C} in her mana pool
      When Alice tries to turn "Nightdrinker Moroii" face up using its disguise cost with X = 1
      Then the action is rejected because the choice is invalid
      And "Nightdrinker Moroii" is face down on the battlefield
      And Alice's mana pool holds {B}{B}{C}
      When Alice turns "Nightdrinker Moroii" face up using its disguise cost
      Then the action is accepted
      And Alice's mana pool holds {C}

  Rule: 116.3 and 117.4 After the special action, all players must pass again, in succession

    @id:special-action-turn-up-earlier-pass-void @R-116.3 @R-116.2b-2
    Scenario: Bob passed with his spell on the stack; once Alice turns her permanent face up, his pass no longer counts
      Given it is Bob's precombat main phase
      And Bob has "Grizzly Bears" in his hand
      And Bob has {G}{C} in his mana pool
      And Alice controls a disguised "Nightdrinker Moroii"
      And Alice has {B}{B} in her mana pool
      When Bob casts "Grizzly Bears"
      And Bob passes priority
      And Alice turns "Nightdrinker Moroii" face up using its disguise cost
      And Alice passes priority
      Then "Grizzly Bears" is still on the stack
      And Bob has priority
      When Bob passes priority
      Then "Grizzly Bears" is on the battlefield

  Rule: 116.2b Turning face up casts no spell: effects that make spells cost more leave its cost alone

    @id:special-action-turn-up-cost-not-taxed @R-702.168d-1 @R-701.58b-1 @R-116.2b-1
    Scenario Outline: With Thalia, Sphere of Resistance and Lodestone Golem out, turning a <how> <card> face up costs just <cost>
      # Thalia, Guardian of Thraben ("Noncreature spells cost {1} more to cast."), Sphere of Resistance ("Spells cost
      # {1} more to cast.") and Lodestone Golem ("Nonartifact spells cost {1} more to cast.") change what spells cost.
      Given it is Alice's precombat main phase
      And Bob controls "Thalia, Guardian of Thraben"
      And Bob controls "Sphere of Resistance"
      And Bob controls "Lodestone Golem"
      And Alice controls a <how> "<card>"
      And Alice has <pool> in her mana pool
      When Alice turns "<card>" face up <procedure>
      Then the action is accepted
      And "<card>" is face up on the battlefield
      And Alice's mana pool holds {C}{C}{C}

      @needs:disguise
      Examples:
        | how       | card       | cost   | pool            | procedure               |
        | disguised | Dog Walker | {R}{W} | {R}{W}{C}{C}{C} | using its disguise cost |

      @needs:morph
      Examples:
        | how     | card           | cost       | pool                  | procedure            |
        | morphed | Grinning Demon | {2}{B}{B}  | {B}{B}{C}{C}{C}{C}{C} | using its morph cost |

      @needs:cloak
      Examples:
        | how     | card          | cost   | pool            | procedure               |
        | cloaked | Grizzly Bears | {1}{G} | {G}{C}{C}{C}{C} | by paying its mana cost |
