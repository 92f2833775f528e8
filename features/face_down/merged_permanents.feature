@needs:merge
Feature: Face-down merged permanents (CR 730.2g)
  # Sources: CR 730.2e, 730.2f, 730.2g, 708.9.
  # A merged permanent that is face down and has an instant or sorcery card among its components can't be turned
  # face up: when something would turn it face up, its controller reveals it and it stays face down, and abilities
  # that trigger when a permanent is turned face up don't trigger.
  # Cards: Dreamtail Heron ({4}{U} Creature — Elemental Bird 3/4, "Mutate {3}{U}. Flying. Whenever this creature
  # mutates, draw a card."); Expose the Culprit (first mode: "Turn target face-down creature face up."); Sumala Sentry
  # ("Whenever a face-down permanent you control is turned face up, put a +1/+1 counter on it and a +1/+1 counter on
  # Sumala Sentry.").

  Background:
    Given a two-player game between Alice and Bob
    And it is Alice's precombat main phase

  Rule: 730.2g A face-down merged permanent containing an instant or sorcery card can't be turned face up

    @id:merged-with-instant-stays-face-down @R-730.2g @needs:events
    Scenario: Expose the Culprit reveals Alice's face-down Dreamtail Heron with a Shock merged under it; it stays face down
      # Dreamtail Heron, the topmost card, is a creature card; the Shock under it is what keeps it face down.
      Given Alice controls "Sumala Sentry"
      And Alice controls "Dreamtail Heron" with "Shock" merged under it, turned face down by an effect
      And Alice has "Expose the Culprit" in her hand
      And Alice has {R}{C} in her mana pool
      When Alice casts "Expose the Culprit" choosing its first mode targeting "Dreamtail Heron"
      And all players pass priority
      Then "Shock" is revealed to all players
      And "Dreamtail Heron" is face down on the battlefield
      And Bob sees "Dreamtail Heron" as a 2/2
      And no ability of "Sumala Sentry" triggers on a permanent being turned face up

    @id:merged-without-instant-turns-face-up @R-730.2g
    Scenario: The same Expose the Culprit turns a face-down Dreamtail Heron with nothing merged under it face up
      Given Alice controls "Sumala Sentry"
      And Alice controls "Dreamtail Heron", turned face down by an effect
      And Alice has "Expose the Culprit" in her hand
      And Alice has {R}{C} in her mana pool
      When Alice casts "Expose the Culprit" choosing its first mode targeting "Dreamtail Heron"
      And all players pass priority
      Then "Dreamtail Heron" is face up on the battlefield
      And an ability of "Sumala Sentry" triggers on a permanent being turned face up
