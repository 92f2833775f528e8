@needs:disguise
Feature: "When this dies": Hunted Bonebrute, Museum Nightwatch and Shady Informant, face up and face down
  # Oracle (MKM): Hunted Bonebrute {2}{B}, Creature — Skeleton Beast 6/2. Menace. "When Hunted Bonebrute enters,
  # target opponent creates two 1/1 white Dog creature tokens. When Hunted Bonebrute dies, each opponent loses 3
  # life." Disguise {1}{B}.
  # Oracle (MKM): Museum Nightwatch {3}{W}, Creature — Centaur Soldier 3/2. "When Museum Nightwatch dies, create a
  # 2/2 white and blue Detective creature token." Disguise {1}{W}.
  # Oracle (MKM): Shady Informant {3}{B}{R}, Creature — Ogre Rogue 4/2. "When Shady Informant dies, it deals 2
  # damage to any target." Disguise {2}.
  # Sources: rulings.md (each card: generic rulings RUL-gen-fd-4, RUL-gen-fd-6, RUL-gen-disguise-3); CR 603.6c and
  # 603.10a (a "dies" ability looks back at the permanent as it last existed), 708.9, 702.168a.
  # The face-up scenarios are the contrast: the same cards dying face up do trigger, so an engine that never lets
  # these abilities trigger fails them.
  # A face-down creature has no abilities but ward {2}, so when it dies face down its card's "dies" ability does not
  # trigger (the card is revealed as it leaves). Turned face up, Hunted Bonebrute does not enter: no Dogs for Bob.

  Background:
    Given a two-player game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has "Shock" in her hand
    And Alice has {R} in her mana pool

  Rule: Its "dies" ability triggers only if it dies face up

    @id:card-dies-face-up-triggers @R-603.6c
    Scenario Outline: Face up, Alice's <card> dies to her Shock: <result>
      Given Alice controls "<card>"
      When Alice casts "Shock" targeting "<card>"
      And all players pass priority
      Then "<card>" is in Alice's graveyard
      And an ability of "<card>" triggers on it dying

      Examples:
        | card              | result                     |
        | Hunted Bonebrute  | each opponent loses 3 life |
        | Museum Nightwatch | Alice creates a Detective  |

    @id:card-dies-face-down-no-trigger @R-702.168a-2 @R-603.6c @R-708.9-1 @RUL-gen-fd-6b
    Scenario Outline: Face down, Alice's <card> dies to her Shock: it is revealed, and nothing triggers
      Given Alice controls a disguised "<card>"
      When Alice casts "Shock" targeting "<card>"
      And all players pass priority
      Then "<card>" is in Alice's graveyard
      And "<card>" is revealed to all players
      And no ability of "<card>" triggers on it dying
      And the stack is empty
      And Bob's life total is 20
      And Alice controls no "Detective" tokens

      Examples:
        | card              |
        | Hunted Bonebrute  |
        | Museum Nightwatch |
        | Shady Informant   |

  Rule: The results of its "dies" ability

    @id:card-bonebrute-dies-life-loss @R-603.6c
    Scenario: Hunted Bonebrute dies face up: Bob loses 3 life
      Given Alice controls "Hunted Bonebrute"
      When Alice casts "Shock" targeting "Hunted Bonebrute"
      And all players pass priority until the stack is empty
      Then Bob's life total is 17

    @id:card-nightwatch-dies-detective @R-603.6c
    Scenario: Museum Nightwatch dies face up: Alice creates a Detective token
      Given Alice controls "Museum Nightwatch"
      When Alice casts "Shock" targeting "Museum Nightwatch"
      And all players pass priority until the stack is empty
      Then Alice controls a "Detective" token

    @id:card-informant-dies-damage @R-603.6c
    Scenario: Shady Informant dies face up and deals 2 damage to Bob
      Given Alice controls "Shady Informant"
      When Alice casts "Shock" targeting "Shady Informant"
      And all players pass priority
      And Alice chooses Bob as the target
      Then an ability of "Shady Informant" triggers on it dying
      When all players pass priority
      Then Bob's life total is 18

  Rule: Turned face up, Hunted Bonebrute doesn't enter: its enters ability doesn't trigger

    @id:card-bonebrute-turned-up-no-dogs @R-702.168d-4 @RUL-gen-fd-4
    Scenario: Hunted Bonebrute turned face up for {1}{B} gives Bob no Dogs
      Given Alice controls a disguised "Hunted Bonebrute"
      And Alice has {B}{C} in her mana pool
      When Alice turns "Hunted Bonebrute" face up using its disguise cost
      Then no ability of "Hunted Bonebrute" triggers on it entering
      And Bob controls no "Dog" tokens
      And Bob sees "Hunted Bonebrute" as a 6/2
      And "Hunted Bonebrute" has menace
