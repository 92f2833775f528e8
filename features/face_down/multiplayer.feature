@needs:multiplayer
Feature: Face-down permanents in a game of three players (CR 708.5, 708.9, 702.21a, 116.2b)
  # Sources: CR 708.5, 708.9, 800.4a, 702.21a, 701.58a, 701.40b, 701.58b, 702.168d, 702.37e; rulings 2024-02-02
  # RUL-gen-fd-2, RUL-gen-fd-6, RUL-etrata-deadly-fugitive-2.
  # With more than two players, "another player" and "an opponent" mean each of them: none of them may look at a
  # face-down permanent they don't control, each is shown a face-down permanent that leaves the battlefield, and each
  # one's spell targeting a cloaked permanent meets its ward. When a player leaves the game, the face-down permanents
  # she owns are revealed to everyone, and leave the game with her. Turning a permanent face up shows every player
  # what it costs, and for a manifested or cloaked one, the creature card itself.

  Background:
    Given a three-player game between Alice, Bob and Carol
    And it is Alice's precombat main phase

  Rule: 708.5 No other player may look at a face-down permanent

    @id:multiplayer-no-other-player-may-look @R-708.5-2 @R-708.5-1 @needs:per_viewer_views @needs:cloak
    Scenario: Neither Bob nor Carol can tell which card Alice's cloaked permanent is
      Given Alice controls a cloaked "Dog Walker"
      Then Bob cannot tell which card "Dog Walker" is
      And Carol cannot tell which card "Dog Walker" is
      And Alice can tell that "Dog Walker" is "Dog Walker"

  Rule: 708.9 A face-down permanent leaving the battlefield is revealed to every player

    @id:multiplayer-reveal-to-every-player @R-708.9-1 @needs:events @needs:cloak
    Scenario: Destroyed, Alice's cloaked permanent is revealed to Bob and to Carol
      Given Alice controls a cloaked "Dog Walker"
      And Alice has "Murder" in her hand
      And Alice has {B}{B}{C} in her mana pool
      When Alice casts "Murder" targeting "Dog Walker"
      And all players pass priority
      Then "Dog Walker" is in Alice's graveyard
      And "Dog Walker" is revealed to all players

    @id:multiplayer-owner-leaves-the-game @R-708.9-3 @RUL-etrata-deadly-fugitive-2 @needs:events @needs:cloak
    Scenario: When Carol leaves, her card that Alice controls cloaked is revealed to all and leaves with her
      Given Alice controls a cloaked "Grizzly Bears" owned by Carol
      And Alice controls a cloaked "Dog Walker"
      When Carol concedes
      Then "Grizzly Bears" is revealed to all players
      And "Grizzly Bears" is not on the battlefield
      And "Dog Walker" is face down on the battlefield
      And the game is not over

  Rule: 702.21a Ward counters a spell of any opponent, not only of one

    @id:multiplayer-ward-each-opponent @R-702.21a-1 @R-701.58a-1 @needs:ward @needs:cloak
    Scenario: Carol's Shock targeting Alice's cloaked permanent triggers its ward {2}, as Bob's would
      Given it is Carol's precombat main phase
      And Alice controls a cloaked "Dog Walker"
      And Carol has "Shock" in her hand
      And Carol has {R}{C}{C} in her mana pool
      When Carol casts "Shock" targeting "Dog Walker"
      Then the ward ability of "Dog Walker" triggers
      When all players pass priority
      Then Carol is asked to pay the ward cost

  Rule: 701.40b and 701.58b Turning a manifested or cloaked permanent face up shows every player the card

    @id:multiplayer-turn-up-card-shown-to-all @R-701.40b-1 @R-701.58b-1 @needs:events @needs:per_viewer_views
    Scenario Outline: Alice turns her <how> Grizzly Bears face up for its mana cost: Bob and Carol are shown the card
      Given Alice controls a <how> "Grizzly Bears"
      And Alice has {G}{C} in her mana pool
      When Alice turns "Grizzly Bears" face up by paying its mana cost
      Then the action is accepted
      And "Grizzly Bears" is revealed to all players
      And Bob can tell that "Grizzly Bears" is "Grizzly Bears"
      And Carol can tell that "Grizzly Bears" is "Grizzly Bears"

      @needs:manifest
      Examples:
        | how        |
        | manifested |

      @needs:cloak
      Examples:
        | how     |
        | cloaked |

  Rule: 702.168d and 702.37e Turning a permanent face up by disguise or morph shows every player its cost

    @id:multiplayer-turn-up-cost-shown-to-all @R-702.168d-1 @R-702.37e-1 @needs:per_viewer_views
    Scenario Outline: Alice turns her <how> <card> face up: Bob and Carol know the card and its <method> cost <cost>
      Given Alice controls a <how> "<card>"
      And Alice has <pool> in her mana pool
      When Alice turns "<card>" face up using its <method> cost
      Then the action is accepted
      And Bob can tell that "<card>" is "<card>"
      And Carol can tell that "<card>" is "<card>"
      And "<card>" has <method> <cost>

      @needs:disguise
      Examples:
        | how       | card       | method   | cost       | pool   |
        | disguised | Dog Walker | disguise | {R/W}{R/W} | {R}{W} |

      @needs:morph
      Examples:
        | how     | card           | method | cost      | pool         |
        | morphed | Grinning Demon | morph  | {2}{B}{B} | {B}{B}{C}{C} |
