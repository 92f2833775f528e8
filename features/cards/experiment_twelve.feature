@needs:disguise
Feature: Experiment Twelve
  # Oracle (MKC): Experiment Twelve {3}{G}, Creature — Elf Lizard Warrior 4/4. Trample.
  # "Whenever this creature or another creature you control is turned face up, put +1/+1 counters on that
  # creature equal to its power." Disguise {4}{G}.
  # Sources: rulings.md (Experiment Twelve: generic rulings only); CR 702.168d, 603.2.

  Background:
    Given a two-player game between Alice and Bob
    And it is Alice's precombat main phase

  Rule: A creature Alice controls turned face up gets +1/+1 counters equal to its power

    @id:card-experiment-twelve-another-creature @CARD-experiment-twelve-1
    Scenario: Nightdrinker Moroii turned face up gets four +1/+1 counters
      Given Alice controls "Experiment Twelve"
      And Alice controls a disguised "Nightdrinker Moroii"
      And Alice has {B}{B} in her mana pool
      When Alice turns "Nightdrinker Moroii" face up using its disguise cost
      Then an ability of "Experiment Twelve" triggers on a permanent being turned face up
      When all players pass priority
      Then "Nightdrinker Moroii" has 4 +1/+1 counters
      And Bob sees "Nightdrinker Moroii" as a 8/6
      And "Experiment Twelve" has no +1/+1 counters

    @id:card-experiment-twelve-itself @CARD-experiment-twelve-1
    Scenario: Experiment Twelve turned face up gets four +1/+1 counters itself
      Given Alice controls a disguised "Experiment Twelve"
      And Alice has {G}{C}{C}{C}{C} in her mana pool
      When Alice turns "Experiment Twelve" face up using its disguise cost
      Then an ability of "Experiment Twelve" triggers on it being turned face up
      When all players pass priority
      Then "Experiment Twelve" has 4 +1/+1 counters
      And Bob sees "Experiment Twelve" as a 8/8

    @id:card-experiment-twelve-not-opponents @CARD-experiment-twelve-1
    Scenario: A creature Bob controls turned face up does not make Alice's Experiment Twelve trigger
      Given it is Bob's precombat main phase
      And Alice controls "Experiment Twelve"
      And Bob controls a disguised "Nightdrinker Moroii"
      And Bob has {B}{B} in his mana pool
      When Bob turns "Nightdrinker Moroii" face up using its disguise cost
      Then the action is accepted
      And no ability of "Experiment Twelve" triggers on a permanent being turned face up
      And the stack is empty
