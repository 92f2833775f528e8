@needs:cloak
Feature: Cloak — turning a cloaked permanent face up (CR 701.58b, c, d, g)
  # Sources: CR 701.58b, 701.58c, 701.58d, 701.58g, 116.1, 116.2b; rulings 2024-02-02 RUL-gen-cloak-2, -3, -4, -6.
  # Any time she has priority, the controller of a cloaked permanent may turn it face up, as a special action that
  # doesn't use the stack, by showing that the card is a creature card and paying its mana cost. A card that isn't a
  # creature card, or has no mana cost, can't be turned face up this way; one with morph or disguise may use that
  # cost instead. A cloaked instant or sorcery that would turn face up is revealed and stays face down.
  # Cards: Dryad Arbor (Land Creature — Forest Dryad 1/1, no mana cost); Zoetic Cavern (Land, morph {2}); True
  # Identity (an enchantment with disguise {W}); Expose the Culprit (first mode: "Turn target face-down creature face
  # up."); Sumala Sentry ("Whenever a face-down permanent you control is turned face up, put a +1/+1 counter on it and
  # a +1/+1 counter on Sumala Sentry."); Dress Down ("Creatures lose all abilities.").

  Background:
    Given a two-player game between Alice and Bob

  Rule: 701.58b A cloaked creature card is turned face up for its mana cost, as a special action

    @id:cloak-turn-up-for-mana-cost @R-701.58b-1 @RUL-gen-cloak-2a
    Scenario Outline: In <turn> <step>, Alice turns her cloaked Grizzly Bears face up for {1}{G}
      Given it is <turn> <step>
      And Alice has priority
      And Alice controls a cloaked "Grizzly Bears"
      And Alice has {G}{C} in her mana pool
      When Alice turns "Grizzly Bears" face up by paying its mana cost
      Then the action is accepted
      And "Grizzly Bears" is face up on the battlefield
      And Alice's mana pool is empty

      Examples:
        | turn    | step                 |
        | Alice's | precombat main phase |
        | Alice's | upkeep               |
        | Bob's   | end step             |

    @id:cloak-turn-up-needs-mana-cost @R-701.58b-1
    Scenario: Without its whole mana cost the cloaked creature stays face down
      Given it is Alice's precombat main phase
      And Alice controls a cloaked "Hill Giant"
      And Alice has {R}{C}{C} in her mana pool
      When Alice tries to turn "Hill Giant" face up by paying its mana cost
      Then the action is rejected because the cost cannot be paid
      And "Hill Giant" is face down on the battlefield
      And Alice's mana pool holds {R}{C}{C}

    @id:cloak-turn-up-special-action @R-701.58b-2 @R-116.1 @R-116.3 @RUL-gen-cloak-2a
    Scenario: Turned face up while Bob's spell waits on the stack, the creature is face up before that spell resolves
      Given it is Bob's precombat main phase
      And Bob has "Hill Giant" in his hand
      And Bob has {R}{C}{C}{C} in his mana pool
      And Alice controls a cloaked "Grizzly Bears"
      And Alice has {G}{C} in her mana pool
      When Bob casts "Hill Giant"
      And Bob passes priority
      And Alice turns "Grizzly Bears" face up by paying its mana cost
      Then the action is accepted
      And "Grizzly Bears" is face up on the battlefield
      And the stack holds 1 item
      And "Hill Giant" is still on the stack
      And Alice has priority

    @id:cloak-turn-up-not-creature-card @R-701.58b-3
    Scenario Outline: A cloaked <card>, which is not a creature card, can't be turned face up for a mana cost
      Given it is Alice's precombat main phase
      And Alice controls a cloaked "<card>"
      And Alice has {R}{W}{W}{C} in her mana pool
      When Alice tries to turn "<card>" face up by paying its mana cost
      Then the action is rejected
      And "<card>" is face down on the battlefield
      And Alice's mana pool holds {R}{W}{W}{C}

      Examples:
        | card            | kind of card                     |
        | Forest          | a land, with no mana cost        |
        | Glorious Anthem | an enchantment costing {1}{W}{W} |
        | Shock           | an instant costing {R}           |

    @id:cloak-turn-up-card-not-effects @RUL-gen-cloak-2b @RUL-acr-2 @R-701.58b-3 @R-708.10-1
    Scenario: A cloaked Sphere of Resistance made a copy of Grizzly Bears is still not a creature card
      # Cytoshape ({1}{G}{U} Instant): "Choose a nonlegendary creature on the battlefield. Target creature becomes a
      # copy of that creature until end of turn." Whether a cloaked card is a creature card is read from the card
      # itself, ignoring copy effects. Alice's Forest and Plains could pay the copy's mana cost {1}{G}, and the card's
      # own {2}: what forbids the action is that the card is not a creature card.
      Given it is Alice's precombat main phase
      And Alice controls a cloaked "Sphere of Resistance"
      And Alice controls "Grizzly Bears"
      And Alice has "Cytoshape" in her hand
      And Alice has {G}{U}{C} in her mana pool
      And Alice controls an untapped "Forest"
      And Alice controls an untapped "Plains"
      When Alice casts "Cytoshape" targeting "Sphere of Resistance"
      And all players pass priority
      And Alice chooses "Grizzly Bears"
      Then "Sphere of Resistance" is face down on the battlefield
      When Alice tries to turn "Sphere of Resistance" face up by paying its mana cost
      Then the action is rejected because a rule or effect forbids it
      And "Sphere of Resistance" is face down on the battlefield
      And Alice controls 2 untapped lands

    @id:cloak-turn-up-card-not-type-changes @RUL-gen-cloak-2b @RUL-acr-2 @R-701.58b-3
    Scenario Outline: With March of the Machines, a cloaked <card> <outcome> turned face up for its mana cost
      # March of the Machines ({3}{U} Enchantment): "Each noncreature artifact is an artifact creature with power and
      # toughness each equal to its mana value." It would make a face-up Sphere of Resistance a creature; whether the
      # cloaked card is a creature card is read from the card itself, ignoring type-changing effects.
      Given it is Alice's precombat main phase
      And Alice controls "March of the Machines"
      And Alice controls a cloaked "<card>"
      And Alice has {G}{C}{C} in her mana pool
      When Alice tries to turn "<card>" face up by paying its mana cost
      Then the action is <result>
      And "<card>" is <face> on the battlefield

      Examples:
        | card                 | outcome   | result   | face      |
        | Sphere of Resistance | can't be  | rejected | face down |
        | Grizzly Bears        | can be    | accepted | face up   |

    @id:cloak-turn-up-no-mana-cost @R-701.58b-4
    Scenario: A cloaked Dryad Arbor, a creature card without a mana cost, can't be turned face up for one
      Given it is Alice's precombat main phase
      And Alice controls a cloaked "Dryad Arbor"
      And Alice has {G}{C} in her mana pool
      When Alice tries to turn "Dryad Arbor" face up by paying its mana cost
      Then the action is rejected
      And "Dryad Arbor" is face down on the battlefield

    @id:cloak-turn-up-regains-characteristics @R-701.58b-5 @needs:per_viewer_views
    Scenario: Turned face up, a cloaked Dog Walker has its own characteristics again, and no ward
      Given it is Alice's precombat main phase
      And Alice controls a cloaked "Dog Walker"
      And Alice has {R}{W} in her mana pool
      When Alice turns "Dog Walker" face up by paying its mana cost
      Then the action is accepted
      And Bob sees "Dog Walker" with these characteristics:
        | name       | Dog Walker     |
        | mana cost  | {R}{W}         |
        | mana value | 2              |
        | colours    | red, white     |
        | types      | Creature       |
        | subtypes   | Human, Citizen |
        | power      | 3              |
        | toughness  | 1              |
        | face down  | no             |
      And "Dog Walker" has vigilance
      And "Dog Walker" does not have ward {2}
      And Bob can tell that "Dog Walker" is "Dog Walker"

    @id:cloak-turn-up-after-losing-abilities @R-701.58b-1 @RUL-gen-cloak-4
    Scenario: A cloaked creature card that has lost all its abilities can still be turned face up for its mana cost
      Given it is Alice's precombat main phase
      And Alice controls "Dress Down"
      And Alice controls a cloaked "Grizzly Bears"
      And Alice has {G}{C} in her mana pool
      Then "Grizzly Bears" has no abilities
      When Alice turns "Grizzly Bears" face up by paying its mana cost
      Then the action is accepted
      And "Grizzly Bears" is face up on the battlefield

    @id:cloak-turn-up-controller-not-owner @R-701.58b-6
    Scenario: Alice controls Bob's card cloaked: Alice may turn it face up
      Given it is Alice's precombat main phase
      And Alice controls a cloaked "Grizzly Bears" owned by Bob
      And Alice has {G}{C} in her mana pool
      When Alice turns "Grizzly Bears" face up by paying its mana cost
      Then the action is accepted
      And "Grizzly Bears" is face up on the battlefield
      And "Grizzly Bears" is controlled by Alice

    @id:cloak-turn-up-owner-not-controller @R-701.58b-6
    Scenario: Bob, who owns the card Alice controls cloaked, may not turn it face up, even holding priority
      Given it is Bob's precombat main phase
      And Alice controls a cloaked "Grizzly Bears" owned by Bob
      And Bob has {G}{C} in his mana pool
      When Bob tries to turn "Grizzly Bears" face up by paying its mana cost
      Then the action is rejected
      And "Grizzly Bears" is face down on the battlefield
      And Bob's mana pool holds {G}{C}

  Rule: 701.58c and 701.58d A cloaked card with morph or disguise may be turned face up for that cost

    @id:cloak-turn-up-with-morph @R-701.58c @RUL-gen-cloak-3 @needs:morph
    Scenario: A cloaked Zoetic Cavern, a land card, can't use a mana cost but can use its morph cost {2}
      Given it is Alice's precombat main phase
      And Alice controls a cloaked "Zoetic Cavern"
      And Alice has {C}{C} in her mana pool
      When Alice tries to turn "Zoetic Cavern" face up by paying its mana cost
      Then the action is rejected
      When Alice turns "Zoetic Cavern" face up using its morph cost
      Then the action is accepted
      And "Zoetic Cavern" is face up on the battlefield
      And "Zoetic Cavern" is a land
      And Alice's mana pool is empty

    @id:cloak-turn-up-with-disguise @R-701.58d @RUL-gen-cloak-3 @needs:disguise
    Scenario: A cloaked True Identity, an enchantment card, can't use a mana cost but can use its disguise cost {W}
      Given it is Alice's precombat main phase
      And Alice controls a cloaked "True Identity"
      And Alice has {W}{C} in her mana pool
      When Alice tries to turn "True Identity" face up by paying its mana cost
      Then the action is rejected
      When Alice turns "True Identity" face up using its disguise cost
      Then the action is accepted
      And "True Identity" is face up on the battlefield
      And "True Identity" is an enchantment
      And Alice's mana pool holds {C}

  Rule: 701.58g A cloaked instant or sorcery that would turn face up is revealed and stays face down

    @id:cloak-instant-revealed-stays-face-down @R-701.58g @RUL-gen-cloak-6a @RUL-gen-cloak-6b @needs:events
    Scenario: Expose the Culprit reveals Alice's cloaked Shock, which stays face down, and nothing triggers
      Given it is Alice's precombat main phase
      And Alice controls "Sumala Sentry"
      And Alice controls a cloaked "Shock"
      And Alice has "Expose the Culprit" in her hand
      And Alice has {R}{C} in her mana pool
      When Alice casts "Expose the Culprit" choosing its first mode targeting "Shock"
      And all players pass priority
      Then "Shock" is revealed to all players
      And "Shock" is face down on the battlefield
      And "Shock" has ward {2}
      And no ability of "Sumala Sentry" triggers on a permanent being turned face up
      And "Sumala Sentry" has no +1/+1 counters

    @id:cloak-creature-turned-up-by-effect @R-701.58g
    Scenario: The same Expose the Culprit turns a cloaked Grizzly Bears face up, and Sumala Sentry triggers
      Given it is Alice's precombat main phase
      And Alice controls "Sumala Sentry"
      And Alice controls a cloaked "Grizzly Bears"
      And Alice has "Expose the Culprit" in her hand
      And Alice has {R}{C} in her mana pool
      When Alice casts "Expose the Culprit" choosing its first mode targeting "Grizzly Bears"
      And all players pass priority
      Then "Grizzly Bears" is face up on the battlefield
      And an ability of "Sumala Sentry" triggers on a permanent being turned face up
