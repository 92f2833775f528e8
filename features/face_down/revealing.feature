@needs:disguise
Feature: Face-down objects are revealed when they leave the battlefield or the stack, or the game (CR 708.9)
  # Sources: CR 708.9; rulings 2024-02-02 RUL-gen-fd-6 (and its 2024-09-20 Duskmourn copy).
  # A face-down permanent that leaves the battlefield, and a face-down spell that leaves the stack for anywhere
  # but the battlefield, are shown to every player. So are a player's face-down objects when she leaves the game,
  # and all face-down objects when the game ends.

  Background:
    Given a two-player game between Alice and Bob
    And it is Alice's precombat main phase

  Rule: 708.9 A face-down permanent leaving the battlefield is revealed

    @id:reveal-face-down-permanent-dies @R-708.9-1 @RUL-gen-fd-6b
    Scenario: Destroyed, Alice's face-down permanent is in her graveyard for all to see
      Given Alice controls a disguised "Dog Walker"
      And Alice has "Murder" in her hand
      And Alice has {B}{B}{C} in her mana pool
      When Alice casts "Murder" targeting "Dog Walker"
      And all players pass priority
      Then "Dog Walker" is in Alice's graveyard
      And Bob sees "Dog Walker" named "Dog Walker"

    @id:reveal-face-down-permanent-leaves @R-708.9-1 @RUL-gen-fd-6b @needs:events
    Scenario Outline: Alice's face-down permanent put into her <zone> is revealed to all players
      Given Alice controls a disguised "Dog Walker"
      And Alice has "<spell>" in her hand
      And Alice has {B}{B}{C}{U} in her mana pool
      When Alice casts "<spell>" targeting "Dog Walker"
      And all players pass priority
      Then "Dog Walker" is in Alice's <zone>
      And "Dog Walker" is revealed to all players

      Examples:
        | spell    | zone      |
        | Murder   | graveyard |
        | Unsummon | hand      |

  Rule: 708.9 A face-down spell leaving the stack for any zone but the battlefield is revealed

    @id:reveal-face-down-spell-countered @R-708.9-2 @RUL-gen-fd-6a
    Scenario: Countered, Alice's face-down spell is in her graveyard for all to see
      Given Alice has "Dog Walker" in her hand
      And Alice has {C}{C}{C} in her mana pool
      And Bob has "Cancel" in his hand
      And Bob has {U}{U}{C} in his mana pool
      When Alice casts "Dog Walker" face down using disguise
      And Alice passes priority
      And Bob casts "Cancel" targeting "Dog Walker"
      And all players pass priority
      Then "Dog Walker" is countered
      And "Dog Walker" is in Alice's graveyard
      And Bob sees "Dog Walker" named "Dog Walker"

    @id:reveal-face-down-spell-countered-event @R-708.9-2 @RUL-gen-fd-6a @needs:events
    Scenario: Countered, Alice's face-down spell is revealed to all players
      Given Alice has "Dog Walker" in her hand
      And Alice has {C}{C}{C} in her mana pool
      And Bob has "Cancel" in his hand
      And Bob has {U}{U}{C} in his mana pool
      When Alice casts "Dog Walker" face down using disguise
      And Alice passes priority
      And Bob casts "Cancel" targeting "Dog Walker"
      And all players pass priority
      Then "Dog Walker" is revealed to all players

    @id:reveal-face-down-spell-remanded-to-hand @R-708.9-2 @RUL-gen-fd-6a @needs:events
    Scenario: Remanded, Alice's face-down spell goes back to her hand and is revealed to all players
      Given Alice has "Dog Walker" in her hand
      And Alice has {C}{C}{C} in her mana pool
      And Bob has "Remand" in his hand
      And Bob has "Island" on top of his library
      And Bob has {U}{C} in his mana pool
      When Alice casts "Dog Walker" face down using disguise
      And Alice passes priority
      And Bob casts "Remand" targeting "Dog Walker"
      And all players pass priority
      Then "Dog Walker" is in Alice's hand
      And "Dog Walker" is revealed to all players
      And the stack is empty

    @id:reveal-face-down-spell-exiled @R-708.9-2 @RUL-gen-fd-6a @needs:events
    Scenario: Countered by Dissipate, Alice's face-down spell is exiled face up and revealed to all players
      Given Alice has "Dog Walker" in her hand
      And Alice has {C}{C}{C} in her mana pool
      And Bob has "Dissipate" in his hand
      And Bob has {U}{U}{C} in his mana pool
      When Alice casts "Dog Walker" face down using disguise
      And Alice passes priority
      And Bob casts "Dissipate" targeting "Dog Walker"
      And all players pass priority
      Then "Dog Walker" is in exile
      And "Dog Walker" is revealed to all players
      And Bob sees "Dog Walker" named "Dog Walker"

  Rule: 708.9 A player leaving the game, and the end of the game, reveal face-down objects

    @id:reveal-at-game-end @R-708.9-3 @RUL-gen-fd-6c @needs:events @needs:per_viewer_views
    Scenario: When Bob concedes a two-player game, Alice's face-down permanent is revealed
      Given Alice controls a disguised "Dog Walker"
      When Bob concedes
      Then the game is over
      And "Dog Walker" is revealed to all players
      And Bob can tell that "Dog Walker" is "Dog Walker"

    @id:reveal-when-player-leaves @R-708.9-3 @RUL-gen-fd-6c @needs:events @needs:multiplayer
    @needs:per_viewer_views
    Scenario: When Carol leaves a three-player game, her face-down permanent is revealed; the game goes on
      Given a three-player game between Alice, Bob and Carol
      And Carol controls a disguised "Dog Walker"
      And Alice controls a disguised "Nightdrinker Moroii"
      When Carol concedes
      Then "Dog Walker" is revealed to all players
      And Bob cannot tell which card "Nightdrinker Moroii" is

    @id:reveal-face-down-spell-at-game-end @R-708.9-3 @RUL-gen-fd-6c @needs:events @needs:per_viewer_views
    Scenario: Alice's face-down spell on the stack is revealed when Bob concedes and the game ends
      Given Alice has "Dog Walker" in her hand
      And Alice has {C}{C}{C} in her mana pool
      When Alice casts "Dog Walker" face down using disguise
      And Bob concedes
      Then the game is over
      And "Dog Walker" is revealed to all players
      And Bob can tell that "Dog Walker" is "Dog Walker"

    @id:reveal-face-down-spell-when-owner-leaves @R-708.9-3 @RUL-gen-fd-6c @needs:events @needs:multiplayer
    @needs:per_viewer_views
    Scenario: When Carol leaves a three-player game, her face-down spell on the stack is revealed; the game goes on
      Given a three-player game between Alice, Bob and Carol
      And it is Carol's precombat main phase
      And Carol has "Dog Walker" in her hand
      And Carol has {C}{C}{C} in her mana pool
      When Carol casts "Dog Walker" face down using disguise
      And Carol concedes
      Then "Dog Walker" is revealed to all players
      And the game is not over
      And "Dog Walker" is not on the stack

  Rule: 708.9 A face-down permanent an opponent returns to its owner's hand is revealed in every player's log

    @id:reveal-bounced-by-opponent-every-log @R-708.9-1 @RUL-gen-fd-6b @needs:events @needs:ward
    Scenario: Bob returns Alice's face-down Dog Walker to her hand, paying for ward: Alice and Bob both see it revealed
      Given it is Bob's precombat main phase
      And Alice controls a disguised "Dog Walker"
      And Bob has "Unsummon" in his hand
      And Bob has {U}{C}{C} in his mana pool
      When Bob casts "Unsummon" targeting "Dog Walker"
      And all players pass priority
      And Bob pays the ward cost
      And all players pass priority
      Then "Dog Walker" is in Alice's hand
      And "Dog Walker" is revealed to all players
