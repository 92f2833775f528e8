@needs:disguise
Feature: Playing a land is a special action with limits that turning face up does not have (CR 116.2a, 305)
  # Sources: CR 116.2a, 305.1, 305.2 (playing a land), 116.2b, 116.3; rulings 2024-02-02 RUL-gen-disguise-4.
  # Both are special actions, taken only by a player who holds priority. A player may turn a face-down permanent she
  # controls face up any time she has priority (116.2b). She may play a land only in a main phase of her own turn,
  # while the stack is empty, once each turn, and only a land card of her own (from her hand, unless an effect lets
  # her play lands from elsewhere).
  # Cards: Nightdrinker Moroii (disguise {B}{B}); Forest (Basic Land); Giant Growth ({G} Instant, "Target creature
  # gets +3/+3 until end of turn.").

  Background:
    Given a two-player game between Alice and Bob

  Rule: 116.2b and 305.1 With priority outside her own main phase, Alice may turn face up but not play a land

    @id:land-play-only-own-main-phase @R-116.2b-2
    Scenario Outline: In <turn> <step>, Alice turns her permanent face up but can't play a land
      Given it is <turn> <step>
      And Alice has priority
      And Alice controls a disguised "Nightdrinker Moroii"
      And Alice has {B}{B} in her mana pool
      And Alice has "Forest" in her hand
      When Alice tries to play "Forest"
      Then the action is rejected
      And "Forest" is in Alice's hand
      When Alice turns "Nightdrinker Moroii" face up using its disguise cost
      Then the action is accepted
      And "Nightdrinker Moroii" is face up on the battlefield

      Examples:
        | turn    | step                     |
        | Bob's   | precombat main phase     |
        | Bob's   | end step                 |
        | Alice's | upkeep                   |
        | Alice's | beginning of combat step |
        | Alice's | end step                 |

    @id:land-play-only-empty-stack @R-116.2b-2
    Scenario: With her own spell on the stack in her main phase, Alice turns her permanent face up but can't play a land
      Given it is Alice's precombat main phase
      And Alice controls a disguised "Nightdrinker Moroii"
      And Alice has "Giant Growth" in her hand
      And Alice has "Forest" in her hand
      And Alice has {G}{B}{B} in her mana pool
      When Alice casts "Giant Growth" targeting "Nightdrinker Moroii"
      Then Alice has priority
      When Alice tries to play "Forest"
      Then the action is rejected
      And "Forest" is in Alice's hand
      When Alice turns "Nightdrinker Moroii" face up using its disguise cost
      Then the action is accepted
      And "Nightdrinker Moroii" is face up on the battlefield
      And "Giant Growth" is still on the stack

  Rule: 116.2a and 116.2b Both special actions need priority

    @id:land-play-needs-priority @R-116.2b-2
    Scenario: Once Alice has passed priority in her main phase, she can neither play a land nor turn her permanent face up
      Given it is Alice's precombat main phase
      And Alice controls a disguised "Nightdrinker Moroii"
      And Alice has {B}{B} in her mana pool
      And Alice has "Forest" in her hand
      When Alice passes priority
      Then Bob has priority
      When Alice tries to play "Forest"
      Then the action is rejected because the player does not hold priority
      And "Forest" is in Alice's hand
      When Alice tries to turn "Nightdrinker Moroii" face up using its disguise cost
      Then the action is rejected because the player does not hold priority
      And "Nightdrinker Moroii" is face down on the battlefield

  Rule: 305.1 A player plays her own land cards, never a card from another player's hand

    @id:land-play-not-from-opponents-hand @R-116.2b-2
    Scenario: Holding priority in her main phase, Alice turns her permanent face up, but can't play the Forest in Bob's hand
      Given it is Alice's precombat main phase
      And Alice controls a disguised "Nightdrinker Moroii"
      And Alice has {B}{B} in her mana pool
      And Bob has "Forest" in his hand as "Bob's Forest"
      When Alice tries to play "Bob's Forest"
      Then the action is rejected
      And "Bob's Forest" is in Bob's hand
      When Alice turns "Nightdrinker Moroii" face up using its disguise cost
      Then the action is accepted
      And "Nightdrinker Moroii" is face up on the battlefield
