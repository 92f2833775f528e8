@needs:merge
Feature: Face-down merged permanents (CR 730.2e, 730.2f, 730.2g)
  # Sources: CR 730.2e, 730.2f, 730.2g, 708.9.
  # A merged permanent that is face down and has an instant or sorcery card among its components can't be turned
  # face up: when something would turn it face up, its controller reveals it and it stays face down, and abilities
  # that trigger when a permanent is turned face up don't trigger.
  # A merged permanent is face up or face down as its topmost card is (730.2e): a spell mutating over a face-down
  # creature makes a face-up permanent, which was not "turned face up". Turning a merged permanent face down or face
  # up turns every card it is made of (730.2f). A face-down card of a merged permanent that leaves the battlefield
  # is revealed, like any face-down permanent (708.9).
  # Cards: Dreamtail Heron ({4}{U} Creature — Elemental Bird 3/4, "Mutate {3}{U}. Flying. Whenever this creature
  # mutates, draw a card."); Expose the Culprit (first mode: "Turn target face-down creature face up."); Sumala Sentry
  # ("Whenever a face-down permanent you control is turned face up, put a +1/+1 counter on it and a +1/+1 counter on
  # Sumala Sentry."); Roshan, Hidden Magister ("Whenever a permanent you control is turned face up, you draw a card
  # and you lose 1 life."); Ixidron ("As Ixidron enters, turn all other nontoken creatures face down."); Murder
  # ({1}{B}{B} Instant, "Destroy target creature."); Lightning Bolt ({R} Instant, 3 damage to any target).

  Background:
    Given a two-player game between Alice and Bob
    And it is Alice's precombat main phase

  Rule: 730.2g A face-down merged permanent containing an instant or sorcery card can't be turned face up

    @id:merged-with-instant-stays-face-down @R-730.2g @needs:events
    Scenario: Expose the Culprit reveals Alice's face-down Dreamtail Heron with a Shock merged under it; it stays face down
      # Dreamtail Heron, the topmost card, is a creature card; the Shock under it is what keeps it face down. Alice
      # reveals "it", the permanent: every card it is made of is shown, the Heron as well as the Shock.
      Given Alice controls "Sumala Sentry"
      And Alice controls "Dreamtail Heron" with "Shock" merged under it, turned face down by an effect
      And Alice has "Expose the Culprit" in her hand
      And Alice has {R}{C} in her mana pool
      When Alice casts "Expose the Culprit" choosing its first mode targeting "Dreamtail Heron"
      And all players pass priority
      Then "Dreamtail Heron" is revealed to all players
      And "Shock" is revealed to all players
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

  Rule: 730.2e A merged permanent is face up or face down as its topmost card is; merging doesn't turn it face up

    @id:mutate-over-face-down-not-turned-face-up @R-730.2e @needs:mutate @needs:manifest @needs:events
    Scenario: Dreamtail Heron mutates over Alice's face-down Grizzly Bears: the permanent is a face-up Heron, never turned face up
      Given Alice controls "Roshan, Hidden Magister"
      And Alice controls a manifested "Grizzly Bears"
      And Alice has "Dreamtail Heron" in her hand
      And Alice has "Island" in her library
      And Alice has {U}{C}{C}{C} in her mana pool
      When Alice casts "Dreamtail Heron" for its mutate cost targeting "Grizzly Bears"
      And all players pass priority
      And Alice puts "Dreamtail Heron" over the creature it mutates onto
      Then "Dreamtail Heron" is face up on the battlefield
      And Bob sees "Dreamtail Heron" as a 3/4
      And "Dreamtail Heron" has flying
      And no ability of "Roshan, Hidden Magister" triggers on a permanent being turned face up
      And the event log does not show "Grizzly Bears" turned face up
      And the event log does not show "Dreamtail Heron" turned face up
      And Alice's life total is 20

    @id:mutate-under-face-down-stays-face-down @R-730.2e @needs:mutate @needs:manifest @needs:per_viewer_views
    Scenario: Put under Alice's face-down Grizzly Bears, Dreamtail Heron is part of a permanent that stays a face-down 2/2
      Given Alice controls a manifested "Grizzly Bears"
      And Alice has "Dreamtail Heron" in her hand
      And Alice has {U}{C}{C}{C} in her mana pool
      When Alice casts "Dreamtail Heron" for its mutate cost targeting "Grizzly Bears"
      And all players pass priority
      And Alice puts "Dreamtail Heron" under the creature it mutates onto
      Then "Grizzly Bears" is face down on the battlefield
      And Bob sees "Grizzly Bears" as a 2/2
      And Bob cannot tell which card "Grizzly Bears" is

    @id:merged-face-down-component-revealed-on-leaving @R-730.2e @R-708.9-1 @needs:mutate @needs:manifest @needs:events
    Scenario: The face-down Grizzly Bears under Alice's Dreamtail Heron is revealed when Murder destroys the permanent
      Given Alice controls a manifested "Grizzly Bears"
      And Alice has "Dreamtail Heron" in her hand
      And Alice has "Murder" in her hand
      And Alice has "Island" in her library
      And Alice controls 3 untapped "Swamp"
      And Alice has {U}{C}{C}{C} in her mana pool
      When Alice casts "Dreamtail Heron" for its mutate cost targeting "Grizzly Bears"
      And all players pass priority
      And Alice puts "Dreamtail Heron" over the creature it mutates onto
      And all players pass priority until the stack is empty
      And Alice casts "Murder" targeting "Dreamtail Heron"
      And all players pass priority
      Then "Dreamtail Heron" is in Alice's graveyard
      And "Grizzly Bears" is in Alice's graveyard
      And "Grizzly Bears" is revealed to all players

  Rule: 708.9 Every face-down card of a merged permanent that leaves the battlefield is revealed

    @id:merged-face-down-permanent-leaving-reveals-all @R-708.9-1 @needs:events
    Scenario: Alice's face-down Dreamtail Heron with a Shock merged under it dies: both cards are revealed
      Given Alice controls "Dreamtail Heron" with "Shock" merged under it, turned face down by an effect
      And Alice has "Lightning Bolt" in her hand
      And Alice has {R} in her mana pool
      When Alice casts "Lightning Bolt" targeting "Dreamtail Heron"
      And all players pass priority
      Then "Dreamtail Heron" is in Alice's graveyard
      And "Shock" is in Alice's graveyard
      And "Dreamtail Heron" is revealed to all players
      And "Shock" is revealed to all players

  Rule: 730.2f Turning a merged permanent face down or face up turns every card it is made of

    @id:merged-turned-face-down-and-up-whole @R-730.2f @needs:per_viewer_views
    Scenario: Ixidron turns Alice's Grizzly Bears with Dreamtail Heron under it face down, and Expose the Culprit turns it all face up
      # Face up, the merged permanent is a Grizzly Bears with the abilities of the Dreamtail Heron under it (flying).
      # Face down, it is a 2/2 with no abilities at all; face up again, every card under it is face up again.
      Given Alice controls "Grizzly Bears" with "Dreamtail Heron" merged under it
      And Alice has "Ixidron" in her hand
      And Alice has "Expose the Culprit" in her hand
      And Alice controls an untapped "Mountain"
      And Alice controls an untapped "Plains"
      And Alice has {U}{U}{C}{C}{C} in her mana pool
      Then "Grizzly Bears" has flying
      When Alice casts "Ixidron"
      And all players pass priority
      Then "Grizzly Bears" is face down on the battlefield
      And Bob sees "Grizzly Bears" with these characteristics:
        | name      | none |
        | power     | 2    |
        | toughness | 2    |
        | abilities | none |
      When Alice casts "Expose the Culprit" choosing its first mode targeting "Grizzly Bears"
      And all players pass priority
      Then "Grizzly Bears" is face up on the battlefield
      And Bob sees "Grizzly Bears" as a 2/2
      And "Grizzly Bears" has flying
