@needs:manifest
Feature: Manifest — a card put onto the battlefield face down as a 2/2 creature (CR 701.40)
  # Sources: CR 701.40a-g, 116.2b, 110.5b; rulings 2024-09-20 RUL-dsk-9, RUL-dsk-10; Grafdigger's Cage ruling 2019-07-12
  # ("Manifesting a card from a graveyard or library is an impossible action while Grafdigger's Cage is on the
  # battlefield.").
  # To manifest a card, it is turned face down and put onto the battlefield as a 2/2 creature with no text, name,
  # subtypes or mana cost. Its controller may turn it face up, as a special action, by showing that it is a creature
  # card and paying its mana cost, or by its morph or disguise cost if the card has one. Several cards are manifested
  # one at a time; a card kept off the battlefield is not manifested; an instant or sorcery card is only revealed.
  # Cards: Soul Summons ({1}{W} Sorcery, "Manifest the top card of your library."); Ethereal Ambush ({3}{G}{U}
  # Instant, "Manifest the top two cards of your library."); Grafdigger's Cage ({1} Artifact, "Creature cards in
  # graveyards and libraries can't enter the battlefield. Players can't cast spells from graveyards or
  # libraries."); Dryad Arbor (Land Creature — Forest Dryad 1/1, no mana cost); Zoetic Cavern (Land, morph {2});
  # True Identity (an enchantment with disguise {W}); Expose the Culprit (first mode: "Turn target face-down creature
  # face up."); Sumala Sentry ({G}{W} Creature — Elf Archer 1/3, "Reach. Whenever a face-down permanent you control is
  # turned face up, put a +1/+1 counter on it and a +1/+1 counter on Sumala Sentry.").

  Background:
    Given a two-player game between Alice and Bob
    And it is Alice's precombat main phase

  Rule: 701.40a A manifested card is a face-down 2/2 creature with no text, name, subtypes or mana cost

    @id:manifest-top-card-face-down @R-701.40a
    Scenario: Soul Summons manifests the top card of Alice's library as a face-down 2/2 with no abilities
      Given Alice has "Soul Summons" in her hand
      And Alice has "Dog Walker" on top of her library
      And Alice has {W}{C} in her mana pool
      When Alice casts "Soul Summons"
      And all players pass priority
      Then "Dog Walker" is face down on the battlefield
      And Bob sees that "Dog Walker" is face down by manifest
      And Bob sees "Dog Walker" with these characteristics:
        | name       | none       |
        | mana cost  | none       |
        | mana value | 0          |
        | colours    | colourless |
        | types      | Creature   |
        | subtypes   | none       |
        | supertypes | none       |
        | power      | 2          |
        | toughness  | 2          |
        | abilities  | none       |
      And Alice has no cards in her library

    @id:manifest-land-card-is-a-creature @R-701.40a
    Scenario: A manifested land card is a 2/2 creature, not a land
      Given Alice has "Soul Summons" in her hand
      And Alice has "Forest" on top of her library
      And Alice has {W}{C} in her mana pool
      When Alice casts "Soul Summons"
      And all players pass priority
      Then "Forest" is face down on the battlefield
      And "Forest" is a creature
      And "Forest" is not a land
      And Bob sees "Forest" as a 2/2

  Rule: 701.40b A manifested creature card is turned face up for its mana cost, as a special action

    @id:manifest-turn-up-for-mana-cost @R-701.40b-1 @R-116.2b-1
    Scenario: A manifested Grizzly Bears is turned face up for {1}{G}; nothing goes on the stack
      Given Alice controls a manifested "Grizzly Bears"
      And Alice has {G}{C} in her mana pool
      When Alice turns "Grizzly Bears" face up by paying its mana cost
      Then the action is accepted
      And "Grizzly Bears" is face up on the battlefield
      And Bob sees "Grizzly Bears" named "Grizzly Bears"
      And Alice's mana pool is empty
      And the stack is empty
      And Alice has priority

    @id:manifest-turn-up-needs-mana-cost @R-701.40b-1
    Scenario: Without its whole mana cost the manifested creature stays face down
      Given Alice controls a manifested "Grizzly Bears"
      And Alice has {C}{C} in her mana pool
      When Alice tries to turn "Grizzly Bears" face up by paying its mana cost
      Then the action is rejected because the cost cannot be paid
      And "Grizzly Bears" is face down on the battlefield

    @id:manifest-turn-up-only-controller @R-701.40b-1
    Scenario: Bob cannot turn face up the manifested permanent Alice controls
      Given it is Bob's precombat main phase
      And Alice controls a manifested "Grizzly Bears"
      And Bob has {G}{C} in his mana pool
      When Bob tries to turn "Grizzly Bears" face up by paying its mana cost
      Then the action is rejected
      And "Grizzly Bears" is face down on the battlefield

    @id:manifest-turn-up-not-creature-card @R-701.40b-2
    Scenario Outline: A manifested <card>, which is not a creature card, can't be turned face up for a mana cost
      Given Alice controls a manifested "<card>"
      And Alice has {R}{W}{W}{C} in her mana pool
      When Alice tries to turn "<card>" face up by paying its mana cost
      Then the action is rejected
      And "<card>" is face down on the battlefield
      And Alice's mana pool holds {R}{W}{W}{C}

      Examples:
        | card            | kind of card                      |
        | Forest          | a land, with no mana cost         |
        | Glorious Anthem | an enchantment costing {1}{W}{W}  |
        | Shock           | an instant costing {R}            |

    @id:manifest-turn-up-no-mana-cost @R-701.40b-2
    Scenario: A manifested Dryad Arbor, a creature card without a mana cost, can't be turned face up for one
      Given Alice controls a manifested "Dryad Arbor"
      And Alice has {G}{C} in her mana pool
      When Alice tries to turn "Dryad Arbor" face up by paying its mana cost
      Then the action is rejected
      And "Dryad Arbor" is face down on the battlefield

  Rule: 701.40c and 701.40d A manifested card with morph or disguise may be turned face up for that cost

    @id:manifest-turn-up-with-morph @R-701.40c @RUL-dsk-9 @needs:morph
    Scenario: A manifested Zoetic Cavern, a land card, can't use a mana cost but can use its morph cost {2}
      Given Alice controls a manifested "Zoetic Cavern"
      And Alice has {C}{C} in her mana pool
      When Alice tries to turn "Zoetic Cavern" face up by paying its mana cost
      Then the action is rejected
      When Alice turns "Zoetic Cavern" face up using its morph cost
      Then the action is accepted
      And "Zoetic Cavern" is face up on the battlefield
      And "Zoetic Cavern" is a land
      And Alice's mana pool is empty

    @id:manifest-turn-up-with-disguise @R-701.40d @RUL-dsk-9 @needs:disguise
    Scenario: A manifested True Identity, an enchantment card, can't use a mana cost but can use its disguise cost {W}
      Given Alice controls a manifested "True Identity"
      And Alice has {W}{C} in her mana pool
      When Alice tries to turn "True Identity" face up by paying its mana cost
      Then the action is rejected
      When Alice turns "True Identity" face up using its disguise cost
      Then the action is accepted
      And "True Identity" is face up on the battlefield
      And "True Identity" is an enchantment
      And "True Identity" is not a creature
      And Alice's mana pool holds {C}

  Rule: 701.40e Several cards manifested from a library are manifested one at a time

    @id:manifest-two-cards-one-at-a-time @R-701.40e @needs:events @needs:per_viewer_views
    Scenario: Ethereal Ambush manifests the top card, then the new top card, each as its own face-down permanent
      # Alice's library, top first: Hill Giant, Grizzly Bears, Forest.
      Given Alice has "Ethereal Ambush" in her hand
      And Alice has "Hill Giant" on top of her library
      And Alice has "Grizzly Bears" in her library
      And Alice has "Forest" in her library
      And Alice has {G}{U}{C}{C}{C} in her mana pool
      When Alice casts "Ethereal Ambush"
      And all players pass priority
      Then "Hill Giant" is face down on the battlefield
      And "Grizzly Bears" is face down on the battlefield
      And "Hill Giant" entered the battlefield before "Grizzly Bears"
      And Alice has 1 card in her library
      And Bob can tell "Hill Giant" and "Grizzly Bears" apart
      And Alice can tell that "Hill Giant" is "Hill Giant"
      And Alice can tell that "Grizzly Bears" is "Grizzly Bears"
      And Bob cannot tell which card "Hill Giant" is

  Rule: 701.40f A card that a rule or effect keeps off the battlefield is not manifested and stays where it was

    @id:manifest-prevented-by-grafdiggers-cage @R-701.40f
    Scenario: With Grafdigger's Cage, Soul Summons manifests nothing, not even a land card
      # Turned face down, the Forest would be a 2/2 creature card in a library, which the Cage keeps out.
      Given Alice controls "Grafdigger's Cage"
      And Alice has "Soul Summons" in her hand
      And Alice has "Forest" on top of her library
      And Alice has {W}{C} in her mana pool
      When Alice casts "Soul Summons"
      And all players pass priority
      Then "Soul Summons" is in Alice's graveyard
      And "Forest" is not on the battlefield
      And Alice has 1 card in her library

    @id:manifest-not-prevented-without-cage @R-701.40f
    Scenario: Without Grafdigger's Cage, the same Forest is manifested
      Given Alice has "Soul Summons" in her hand
      And Alice has "Forest" on top of her library
      And Alice has {W}{C} in her mana pool
      When Alice casts "Soul Summons"
      And all players pass priority
      Then "Forest" is face down on the battlefield
      And Alice has no cards in her library

    @id:manifest-prevented-card-stays-face-up @R-701.40f @needs:per_viewer_views
    Scenario: With the top of her library revealed, the Forest Alice fails to manifest stays there, face up and unchanged
      # Garruk's Horde: "Play with the top card of your library revealed."
      Given Alice controls "Grafdigger's Cage"
      And Alice controls "Garruk's Horde"
      And Alice has "Soul Summons" in her hand
      And Alice has "Forest" on top of her library
      And Alice has {W}{C} in her mana pool
      When Alice casts "Soul Summons"
      And all players pass priority
      Then "Forest" is in Alice's library
      And Bob can tell that "Forest" is "Forest"
      And Bob sees "Forest" with these characteristics:
        | name      | Forest |
        | types     | Land   |
        | face down | no     |

  Rule: 701.40g A manifested instant or sorcery that would turn face up is revealed and stays face down

    @id:manifest-instant-revealed-stays-face-down @R-701.40g @RUL-dsk-10 @needs:events
    Scenario: Expose the Culprit reveals Alice's manifested Shock, which stays face down, and nothing triggers
      Given Alice controls "Sumala Sentry"
      And Alice controls a manifested "Shock"
      And Alice has "Expose the Culprit" in her hand
      And Alice has {R}{C} in her mana pool
      When Alice casts "Expose the Culprit" choosing its first mode targeting "Shock"
      And all players pass priority
      Then "Shock" is revealed to all players
      And "Shock" is face down on the battlefield
      And Bob sees "Shock" as a 2/2
      And no ability of "Sumala Sentry" triggers on a permanent being turned face up

    @id:manifest-creature-turned-up-by-effect @R-701.40g
    Scenario: The same Expose the Culprit turns a manifested Grizzly Bears face up, and Sumala Sentry triggers
      Given Alice controls "Sumala Sentry"
      And Alice controls a manifested "Grizzly Bears"
      And Alice has "Expose the Culprit" in her hand
      And Alice has {R}{C} in her mana pool
      When Alice casts "Expose the Culprit" choosing its first mode targeting "Grizzly Bears"
      And all players pass priority
      Then "Grizzly Bears" is face up on the battlefield
      And an ability of "Sumala Sentry" triggers on a permanent being turned face up

    @id:manifest-instant-revealed-not-turned-up-event @R-701.40g @RUL-dsk-10 @needs:events
    Scenario: The game records no turning face up of Alice's manifested Shock that Expose the Culprit revealed
      Given Alice controls a manifested "Shock"
      And Alice has "Expose the Culprit" in her hand
      And Alice has {R}{C} in her mana pool
      When Alice casts "Expose the Culprit" choosing its first mode targeting "Shock"
      And all players pass priority
      Then "Shock" is revealed to all players
      And the event log does not show "Shock" turned face up
      And "Shock" is face down on the battlefield

  Rule: 110.5b A manifested permanent enters the battlefield untapped, as permanents do unless told otherwise

    @id:manifest-enters-untapped @R-701.40a @R-110.5b
    Scenario: Soul Summons manifests the top card of Alice's library untapped
      Given Alice has "Soul Summons" in her hand
      And Alice has "Grizzly Bears" on top of her library
      And Alice has {W}{C} in her mana pool
      When Alice casts "Soul Summons"
      And all players pass priority
      Then "Grizzly Bears" is face down on the battlefield
      And "Grizzly Bears" is untapped
