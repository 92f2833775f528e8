@needs:disguise
Feature: Sumala Sentry
  # Oracle (MKM): Sumala Sentry {G}{W}, Creature — Elf Archer 1/3. Reach.
  # "Whenever a face-down permanent you control is turned face up, put a +1/+1 counter on it and a +1/+1 counter on
  # Sumala Sentry."
  # Sources: rulings.md (Sumala Sentry, RUL-sumala-sentry-1); CR 608.2b.
  # Each half of the effect happens even if the other permanent is gone by the time the ability resolves.
  # Other cards: Nightdrinker Moroii ({3}{B} 4/2 flying, disguise {B}{B}); Unsummon ({U} instant, "Return target
  # creature to its owner's hand.").

  Background:
    Given a two-player game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls "Sumala Sentry"
    And Alice controls a disguised "Nightdrinker Moroii"
    And Alice has "Unsummon" in her hand
    And Alice controls "Island"
    And Alice has {B}{B} in her mana pool

  Rule: Both permanents get a +1/+1 counter, whichever of them is still there

    @id:card-sumala-both-counters @RUL-sumala-sentry-1
    Scenario: Nightdrinker Moroii turned face up: it and Sumala Sentry each get a +1/+1 counter
      When Alice turns "Nightdrinker Moroii" face up using its disguise cost
      Then an ability of "Sumala Sentry" triggers on a permanent being turned face up
      When all players pass priority
      Then "Nightdrinker Moroii" has 1 +1/+1 counter
      And "Sumala Sentry" has 1 +1/+1 counter

    @id:card-sumala-turned-up-permanent-gone @RUL-sumala-sentry-1
    Scenario: Nightdrinker Moroii is returned to hand first: Sumala Sentry still gets its counter
      When Alice turns "Nightdrinker Moroii" face up using its disguise cost
      And Alice casts "Unsummon" targeting "Nightdrinker Moroii"
      And all players pass priority until the stack is empty
      Then "Nightdrinker Moroii" is in Alice's hand
      And "Sumala Sentry" has 1 +1/+1 counter

    @id:card-sumala-sentry-gone @RUL-sumala-sentry-1
    Scenario: Sumala Sentry is returned to hand first: Nightdrinker Moroii still gets its counter
      When Alice turns "Nightdrinker Moroii" face up using its disguise cost
      And Alice casts "Unsummon" targeting "Sumala Sentry"
      And all players pass priority until the stack is empty
      Then "Sumala Sentry" is in Alice's hand
      And "Nightdrinker Moroii" has 1 +1/+1 counter
