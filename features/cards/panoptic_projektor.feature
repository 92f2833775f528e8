@needs:disguise
Feature: Panoptic Projektor
  # Oracle (MKC): Panoptic Projektor {4}, Artifact.
  # "{T}: The next face-down creature spell you cast this turn costs {3} less to cast.
  # If turning a face-down permanent face up causes a triggered ability of a permanent you control to trigger,
  # that ability triggers an additional time."
  # Sources: rulings.md (Panoptic Projektor, RUL-panoptic-projektor-1..4); CR 601.2f, 603.2, 702.168d.
  # The last ability makes the triggered ability trigger once more; it is not a copy. Each instance is put on the
  # stack on its own, with its own targets, and each resolves on its own, reading the game as it is then. An "as
  # ... is turned face up" ability is a replacement effect and is never doubled (also
  # features/face_down/as_turned_face_up.feature, as-turned-up-not-doubled-by-projektor).
  # Other cards: Dog Walker ({R}{W} 3/1, disguise {R/W}{R/W}, "When Dog Walker is turned face up, create two
  # tapped 1/1 white Dog creature tokens."); Experiment Twelve ({3}{G} 4/4, "Whenever this creature or another
  # creature you control is turned face up, put +1/+1 counters on that creature equal to its power.");
  # Nightdrinker Moroii ({3}{B} 4/2 flying, disguise {B}{B}); Aurelia's Vindicator (disguise {X}{3}{W}, "When
  # Aurelia's Vindicator is turned face up, exile up to X other target creatures ...").

  Background:
    Given a two-player game between Alice and Bob
    And it is Alice's precombat main phase

  Rule: {T}: the next face-down creature spell Alice casts this turn costs {3} less

    @id:card-projektor-face-down-spell-for-nothing @CARD-panoptic-projektor-1 @R-601.2f-1 @R-118.9d
    Scenario: After Alice taps Panoptic Projektor, her next face-down spell costs nothing, the one after {3}
      Given Alice controls "Panoptic Projektor"
      And Alice has "Dog Walker" in her hand
      And Alice has "Nightdrinker Moroii" in her hand
      When Alice activates "Panoptic Projektor"
      And all players pass priority
      Then "Panoptic Projektor" is tapped
      When Alice casts "Dog Walker" face down using disguise
      Then the action is accepted
      When all players pass priority
      Then "Dog Walker" is face down on the battlefield
      When Alice tries to cast "Nightdrinker Moroii" face down using disguise
      Then the action is rejected because the cost cannot be paid

    @id:card-projektor-untapped-no-reduction @CARD-panoptic-projektor-1
    Scenario: Without its ability activated, a face-down spell still costs {3}
      Given Alice controls "Panoptic Projektor"
      And Alice has "Dog Walker" in her hand
      When Alice tries to cast "Dog Walker" face down using disguise
      Then the action is rejected because the cost cannot be paid

    @id:card-projektor-reduction-not-for-face-up-spells @CARD-panoptic-projektor-1
    Scenario: The reduction is for a face-down creature spell only: Dog Walker cast face up still costs {R}{W}
      Given Alice controls "Panoptic Projektor"
      And Alice has "Dog Walker" in her hand
      When Alice activates "Panoptic Projektor"
      And all players pass priority
      And Alice tries to cast "Dog Walker"
      Then the action is rejected because the cost cannot be paid

  Rule: A "turned face up" trigger of a permanent Alice controls triggers one additional time per Projektor

    @id:card-projektor-doubles-own-trigger @CARD-panoptic-projektor-1 @RUL-panoptic-projektor-2 @RUL-panoptic-projektor-1
    Scenario Outline: With <projektors> Panoptic Projektor, Dog Walker's own trigger triggers <instances> times
      Given Alice controls <projektors> "Panoptic Projektor"
      And Alice controls a disguised "Dog Walker"
      And Alice has {R}{W} in her mana pool
      When Alice turns "Dog Walker" face up using its disguise cost
      Then <instances> abilities of "Dog Walker" trigger on it being turned face up
      And the stack holds <instances> items
      When all players pass priority until the stack is empty
      Then Alice controls <dogs> tapped 1/1 white "Dog" creature tokens

      Examples: one Projektor: twice
        | projektors | instances | dogs |
        | a          | 2         | 4    |

      Examples: two Projektors: three times, not four (RUL-panoptic-projektor-1)
        | projektors | instances | dogs |
        | 2          | 3         | 6    |

    @id:card-projektor-opponents-does-not-double @CARD-panoptic-projektor-1
    Scenario: Bob's Panoptic Projektor does not make Alice's Dog Walker trigger again
      Given Bob controls "Panoptic Projektor"
      And Alice controls a disguised "Dog Walker"
      And Alice has {R}{W} in her mana pool
      When Alice turns "Dog Walker" face up using its disguise cost
      Then 1 ability of "Dog Walker" triggers on it being turned face up
      When all players pass priority until the stack is empty
      Then Alice controls 2 tapped 1/1 white "Dog" creature tokens

    @id:card-projektor-doubles-other-permanents-trigger @CARD-panoptic-projektor-1 @RUL-panoptic-projektor-2 @RUL-panoptic-projektor-3
    Scenario: Experiment Twelve's trigger for Nightdrinker Moroii triggers twice, each reading its power anew
      # First resolution: its power is 4, four counters (8/6). Second: its power is 8, eight more (16/14).
      Given Alice controls "Panoptic Projektor"
      And Alice controls "Experiment Twelve"
      And Alice controls a disguised "Nightdrinker Moroii"
      And Alice has {B}{B} in her mana pool
      When Alice turns "Nightdrinker Moroii" face up using its disguise cost
      Then 2 abilities of "Experiment Twelve" trigger on a permanent being turned face up
      When all players pass priority
      Then "Nightdrinker Moroii" has 4 +1/+1 counters
      When all players pass priority
      Then "Nightdrinker Moroii" has 12 +1/+1 counters
      And Bob sees "Nightdrinker Moroii" as a 16/14

  Rule: Each instance is put on the stack on its own, with its own targets

    @id:card-projektor-targets-chosen-per-instance @RUL-panoptic-projektor-3 @R-702.168e
    Scenario: Aurelia's Vindicator turned face up with X = 1 exiles a different creature with each instance
      Given Alice controls "Panoptic Projektor"
      And Alice controls a disguised "Aurelia's Vindicator"
      And Bob controls "Grizzly Bears" as "the first bear"
      And Bob controls "Grizzly Bears" as "the second bear"
      And Alice has {W}{C}{C}{C}{C} in her mana pool
      When Alice turns "Aurelia's Vindicator" face up using its disguise cost with X = 1
      And Alice chooses "the first bear" as the target
      And Alice chooses "the second bear" as the target
      Then 2 abilities of "Aurelia's Vindicator" trigger on it being turned face up
      When all players pass priority until the stack is empty
      Then "the first bear" is in exile
      And "the second bear" is in exile

  Rule: "As ... is turned face up" is a replacement effect, not a trigger: it happens once

    @id:card-projektor-warden-counters-once @RUL-panoptic-projektor-4 @R-614.1e @R-708.11
    Scenario: Crowd-Control Warden turned face up beside two bears gets two +1/+1 counters, not four
      # Crowd-Control Warden ({3}{G}{W} 4/4, disguise {3}{G/W}{G/W}): "As this creature enters or is turned face
      # up, put X +1/+1 counters on it, where X is the number of other creatures you control."
      Given Alice controls "Panoptic Projektor"
      And Alice controls a disguised "Crowd-Control Warden"
      And Alice controls 2 "Grizzly Bears"
      And Alice has {G}{W}{C}{C}{C} in her mana pool
      When Alice turns "Crowd-Control Warden" face up using its disguise cost
      Then the stack is empty
      And "Crowd-Control Warden" has 2 +1/+1 counters
