@needs:disguise
Feature: Disguise — turning a disguised permanent face up (CR 702.168d–e)
  # Sources: CR 702.168d, 702.168e, 701.58d, 701.40d, 116.2b; rulings 2024-02-02 RUL-gen-disguise-1, -4,
  # RUL-gen-fd-4, -5; 2024-07-05 RUL-acr-1.
  # Whenever she has priority, the controller of a face-down permanent with disguise may show its disguise cost,
  # pay it and turn the permanent face up. It then has its normal characteristics; it does not enter the
  # battlefield again.

  Background:
    Given a two-player game between Alice and Bob
    And it is Alice's precombat main phase

  Rule: 702.168d Turning a disguised permanent face up is a special action that costs its disguise cost

    @id:disguise-turn-up-pays-disguise-cost @R-702.168d-1 @RUL-gen-disguise-1 @RUL-acr-1
    Scenario Outline: <card> is turned face up for its disguise cost, not its mana cost
      Given Alice controls a disguised "<card>"
      And Alice has <pool> in her mana pool
      When Alice turns "<card>" face up using its disguise cost
      Then the action is accepted
      And "<card>" is face up on the battlefield
      And Alice's mana pool is empty

      Examples:
        | card                | mana cost | pool   |
        | Nightdrinker Moroii | {3}{B}    | {B}{B} |
        | Dog Walker          | {R}{W}    | {R}{R} |
        | True Identity       | {1}{W}    | {W}    |

    @id:disguise-turn-up-needs-full-disguise-cost @R-702.168d-1
    Scenario: Without the whole disguise cost the permanent stays face down
      Given Alice controls a disguised "Nightdrinker Moroii"
      And Alice has {B}{C}{C}{C} in her mana pool
      When Alice tries to turn "Nightdrinker Moroii" face up using its disguise cost
      Then the action is rejected because the cost cannot be paid
      And "Nightdrinker Moroii" is face down on the battlefield
      And Alice's mana pool holds {B}{C}{C}{C}

    @id:disguise-turn-up-only-your-own @RUL-acr-1 @R-702.168d-1
    Scenario: A player cannot turn face up a disguised permanent another player controls
      Given it is Bob's precombat main phase
      And Alice controls a disguised "Nightdrinker Moroii"
      And Bob has {B}{B} in his mana pool
      When Bob tries to turn "Nightdrinker Moroii" face up using its disguise cost
      Then the action is rejected
      And "Nightdrinker Moroii" is face down on the battlefield
      And Bob's mana pool holds {B}{B}

    @id:disguise-turn-up-controller-not-owner @RUL-acr-1 @R-702.168d-1
    Scenario: The controller, not the owner, may turn the permanent face up
      Given Alice controls a disguised "Nightdrinker Moroii" owned by Bob
      And Alice has {B}{B} in her mana pool
      When Alice turns "Nightdrinker Moroii" face up using its disguise cost
      Then the action is accepted
      And "Nightdrinker Moroii" is face up on the battlefield

    @id:disguise-turn-up-is-not-for-spells @RUL-gen-disguise-4b @R-708.7
    Scenario: A face-down spell on the stack cannot be turned face up
      # Five {R}: whichever mana pays the {3}, {R}{R} is left, enough for the disguise cost {R/W}{R/W}.
      Given Alice has "Dog Walker" in her hand
      And Alice has {R}{R}{R}{R}{R} in her mana pool
      When Alice casts "Dog Walker" face down using disguise
      And Alice tries to turn "Dog Walker" face up using its disguise cost
      Then the action is rejected
      And "Dog Walker" is a face-down spell on the stack
      And Alice's mana pool holds {R}{R}

    @id:disguise-turn-up-after-losing-abilities @R-702.168d-2 @RUL-gen-fd-5
    Scenario: A face-down creature that has lost all its abilities has no disguise cost to pay
      # Dress Down: "Creatures lose all abilities." Face up, Nightdrinker Moroii would be a creature without
      # abilities, so it would have no disguise cost.
      Given Alice controls "Dress Down"
      And Alice controls a disguised "Nightdrinker Moroii"
      And Alice has {B}{B} in her mana pool
      Then "Nightdrinker Moroii" has no abilities
      When Alice tries to turn "Nightdrinker Moroii" face up using its disguise cost
      Then the action is rejected
      And "Nightdrinker Moroii" is face down on the battlefield
      And Alice's mana pool holds {B}{B}

    @id:disguise-turn-up-regains-characteristics @R-702.168d-3 @R-708.8-1 @needs:per_viewer_views
    Scenario: Turned face up, Dog Walker has its own characteristics again, for every player
      Given Alice controls a disguised "Dog Walker"
      And Alice has {R}{W} in her mana pool
      When Alice turns "Dog Walker" face up using its disguise cost
      Then Bob sees "Dog Walker" with these characteristics:
        | name       | Dog Walker     |
        | mana cost  | {R}{W}         |
        | mana value | 2              |
        | colours    | red, white     |
        | types      | Creature       |
        | subtypes   | Human, Citizen |
        | power      | 3              |
        | toughness  | 1              |
        | face down  | no             |
      And "Dog Walker" has vigilance
      And "Dog Walker" does not have ward {2}
      And Bob can tell that "Dog Walker" is "Dog Walker"

    @id:disguise-turn-up-no-enters-trigger @R-702.168d-4 @RUL-gen-fd-4 @R-708.8-3
    Scenario: Turning Nightdrinker Moroii face up does not trigger its enters ability
      Given Alice controls a disguised "Nightdrinker Moroii"
      And Alice has {B}{B} in her mana pool
      When Alice turns "Nightdrinker Moroii" face up using its disguise cost
      Then no ability of "Nightdrinker Moroii" triggers on it entering
      And the stack is empty
      And Alice's life total is 20

    @id:disguise-turn-up-enters-tapped-does-not-apply @R-702.168d-4 @R-708.8-3
    Scenario: "Enters tapped" does not apply when Alley Assailant is turned face up
      Given Alice controls an untapped disguised "Alley Assailant"
      And Alice has {B}{B}{C}{C}{C}{C} in her mana pool
      When Alice turns "Alley Assailant" face up using its disguise cost
      Then the action is accepted
      And "Alley Assailant" is untapped

  Rule: 701.58d and 701.40d A disguise card made face down by cloak or manifest may use its disguise cost too

    @id:disguise-turn-up-when-cloaked-or-manifested @R-702.168d-5
    Scenario Outline: A <how> Nightdrinker Moroii can be turned face up for its disguise cost
      Given Alice controls a <how> "Nightdrinker Moroii"
      And Alice has {B}{B} in her mana pool
      When Alice turns "Nightdrinker Moroii" face up using its disguise cost
      Then the action is accepted
      And "Nightdrinker Moroii" is face up on the battlefield
      And Alice's mana pool is empty

      @needs:cloak
      Examples: cloaked
        | how     |
        | cloaked |

      @needs:manifest
      Examples: manifested
        | how        |
        | manifested |

    @id:disguise-turn-up-not-for-effect-face-down-without-disguise @R-702.168d-1 @R-708.7
    Scenario: A face-down permanent without a disguise ability cannot be turned face up by disguise
      Given Alice controls "Grizzly Bears", turned face down by an effect
      And Alice has {G}{C}{C}{C}{C}{C} in her mana pool
      When Alice tries to turn "Grizzly Bears" face up using its disguise cost
      Then the action is rejected
      And "Grizzly Bears" is face down on the battlefield
