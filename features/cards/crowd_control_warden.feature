@needs:disguise
Feature: Crowd-Control Warden
  # Oracle (MKM): Crowd-Control Warden {3}{G}{W}, Creature — Centaur Soldier 4/4.
  # "As this creature enters or is turned face up, put X +1/+1 counters on it, where X is the number of other
  # creatures you control." Disguise {3}{G/W}{G/W}.
  # Sources: rulings.md (Crowd-Control Warden, RUL-crowd-control-warden-1); CR 614.1c, 614.1e, 708.11, 603.6d.
  # Both halves are replacement effects: the counters are on it as it enters (face up) or as it is turned face up,
  # never by a triggered ability. Creatures entering at the same time as the Warden are not yet there to count.
  # Cast face down it gets no counters as it enters (603.6d; see features/face_down/entering_and_layers.feature).
  # Other cards: Living Death ({3}{B}{B} Sorcery, "Each player exiles all creature cards from their graveyard, then
  # sacrifices all creatures they control, then puts all cards they exiled this way onto the battlefield.").

  Background:
    Given a two-player game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls "Grizzly Bears" as "the first bear"
    And Alice controls "Grizzly Bears" as "the second bear"
    And Bob controls "Hill Giant"

  Rule: X counts the other creatures Alice controls, as it enters face up or as it is turned face up

    @id:card-warden-enters-face-up @CARD-crowd-control-warden-1 @R-603.6d
    Scenario: Cast face up beside Alice's two bears, Crowd-Control Warden enters with two +1/+1 counters
      Given Alice has "Crowd-Control Warden" in her hand
      And Alice has {G}{W}{C}{C}{C} in her mana pool
      When Alice casts "Crowd-Control Warden"
      And all players pass priority
      Then "Crowd-Control Warden" has 2 +1/+1 counters
      And Bob sees "Crowd-Control Warden" as a 6/6

    @id:card-warden-turned-face-up @CARD-crowd-control-warden-1 @R-708.11 @R-614.1e
    Scenario: Turned face up beside Alice's two bears, it has two +1/+1 counters at once, with nothing on the stack
      Given Alice controls a disguised "Crowd-Control Warden"
      And Alice has {G}{W}{C}{C}{C} in her mana pool
      When Alice turns "Crowd-Control Warden" face up using its disguise cost
      Then the action is accepted
      And the stack is empty
      And "Crowd-Control Warden" has 2 +1/+1 counters
      And Bob sees "Crowd-Control Warden" as a 6/6

  Rule: Creatures that enter at the same time as it are not counted

    @id:card-warden-enters-with-others @RUL-crowd-control-warden-1
    Scenario: Living Death returns the Warden and two Grizzly Bears together: the Warden gets no counters
      # Alice's two bears on the battlefield are sacrificed first; the graveyard's Warden and two bears enter at once.
      Given Alice has "Crowd-Control Warden" in her graveyard
      And Alice has "Grizzly Bears" in her graveyard as "the third bear"
      And Alice has "Grizzly Bears" in her graveyard as "the fourth bear"
      And Alice has "Living Death" in her hand
      And Alice has {B}{B}{C}{C}{C} in her mana pool
      When Alice casts "Living Death"
      And all players pass priority
      Then "Crowd-Control Warden" is face up on the battlefield
      And "the third bear" is on the battlefield
      And "the fourth bear" is on the battlefield
      And "Crowd-Control Warden" has no +1/+1 counters
      And Bob sees "Crowd-Control Warden" as a 4/4
