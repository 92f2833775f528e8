@needs:offered_actions
Feature: What a player is offered: the procedures for turning a face-down permanent face up, and the ways to cast
  # Sources: CR 116.2a, 116.2b, 701.40b-d, 701.58b-d, 702.37c, 702.37e, 702.168a, 702.168d, 708.7; ruling
  # 2024-09-20 RUL-dsk-9.
  # An engine may never silently pick a procedure for the player: when the rules open two ways to turn a face-down
  # permanent face up, both are the player's to choose, even when they cost the same, and each is offered only when
  # it can be paid. A manifested or cloaked creature card may be turned face up for its mana cost; one with morph or
  # disguise also for that cost. A morphed or disguised permanent only for its morph or disguise cost. A permanent
  # turned face down by some other effect only by a morph or disguise cost it has, never for its mana cost.
  # Cards: Den Protector ({1}{G} Creature 2/1, megamorph {1}{G}); Nightdrinker Moroii ({3}{B} Creature 4/2,
  # disguise {B}{B}); Dog Walker ({R}{W} Creature 3/1, disguise {R/W}{R/W}); Zoetic Cavern (Land, morph {2});
  # True Identity ({1}{W} Enchantment, disguise {W}); Grizzly Bears ({1}{G} Creature 2/2).

  Background:
    Given a two-player game between Alice and Bob
    And it is Alice's precombat main phase

  Rule: 701.40c and 701.40d A manifested card with morph or disguise may be turned face up for that cost or its mana cost

    @id:offered-manifest-both-costs-equal @R-701.40c @R-701.40b-1 @RUL-dsk-9 @needs:manifest
    Scenario: A manifested Den Protector, whose megamorph and mana costs are both {1}{G}, is offered both ways
      Given Alice controls a manifested "Den Protector"
      And Alice has {G}{C} in her mana pool
      Then Alice may turn "Den Protector" face up by paying its mana cost for {1}{G}
      And Alice may turn "Den Protector" face up using its morph cost for {1}{G}
      And turning "Den Protector" face up using its disguise cost is not offered to Alice

    @id:offered-manifest-only-disguise-payable @R-701.40d @RUL-dsk-9 @needs:manifest
    Scenario: With {B}{B} Alice can pay the disguise cost of her manifested Nightdrinker Moroii, not its mana cost {3}{B}
      Given Alice controls a manifested "Nightdrinker Moroii"
      And Alice has {B}{B} in her mana pool
      Then Alice may turn "Nightdrinker Moroii" face up using its disguise cost for {B}{B}
      And turning "Nightdrinker Moroii" face up by paying its mana cost is not offered to Alice

    @id:offered-manifest-both-payable @R-701.40d @R-701.40b-1 @needs:manifest
    Scenario: With {B}{B}{C}{C} Alice may pay either the disguise cost or the mana cost of the manifested Nightdrinker Moroii
      Given Alice controls a manifested "Nightdrinker Moroii"
      And Alice has {B}{B}{C}{C} in her mana pool
      Then Alice may turn "Nightdrinker Moroii" face up using its disguise cost for {B}{B}
      And Alice may turn "Nightdrinker Moroii" face up by paying its mana cost for {3}{B}

    @id:offered-manifest-land-morph-only @R-701.40c @R-701.40b-2 @needs:manifest
    Scenario: A manifested Zoetic Cavern, a land card, is offered its morph cost only
      Given Alice controls a manifested "Zoetic Cavern"
      And Alice has {C}{C} in her mana pool
      Then Alice may turn "Zoetic Cavern" face up using its morph cost for {2}
      And turning "Zoetic Cavern" face up by paying its mana cost is not offered to Alice

  Rule: 701.58b to 701.58d A cloaked card may be turned face up for its mana cost, or for a morph or disguise cost it has

    @id:offered-cloak-creature-mana-cost @R-701.58b-1 @needs:cloak
    Scenario: A cloaked Grizzly Bears is offered its mana cost {1}{G}, and nothing else
      Given Alice controls a cloaked "Grizzly Bears"
      And Alice has {G}{C} in her mana pool
      Then Alice may turn "Grizzly Bears" face up by paying its mana cost for {1}{G}
      And turning "Grizzly Bears" face up using its disguise cost is not offered to Alice
      And turning "Grizzly Bears" face up using its morph cost is not offered to Alice

    @id:offered-cloak-both-costs-equal @R-701.58c @R-701.58b-1 @RUL-gen-cloak-3 @needs:cloak
    Scenario: A cloaked Den Protector is offered both its megamorph cost and its mana cost, {1}{G} each
      Given Alice controls a cloaked "Den Protector"
      And Alice has {G}{C} in her mana pool
      Then Alice may turn "Den Protector" face up by paying its mana cost for {1}{G}
      And Alice may turn "Den Protector" face up using its morph cost for {1}{G}

    @id:offered-cloak-only-disguise-payable @R-701.58d @RUL-gen-cloak-3 @needs:cloak
    Scenario: With {R}{R} Alice can pay the disguise cost {R/W}{R/W} of her cloaked Dog Walker, not its mana cost {R}{W}
      Given Alice controls a cloaked "Dog Walker"
      And Alice has {R}{R} in her mana pool
      Then Alice may turn "Dog Walker" face up using its disguise cost for {R/W}{R/W}
      And turning "Dog Walker" face up by paying its mana cost is not offered to Alice

    @id:offered-cloak-enchantment-disguise-only @R-701.58d @R-701.58b-3 @needs:cloak
    Scenario: A cloaked True Identity, an enchantment card, is offered its disguise cost {W} only
      Given Alice controls a cloaked "True Identity"
      And Alice has {W}{C} in her mana pool
      Then Alice may turn "True Identity" face up using its disguise cost for {W}
      And turning "True Identity" face up by paying its mana cost is not offered to Alice

  Rule: 702.37e and 702.168d A morphed or disguised permanent is turned face up for its morph or disguise cost only

    @id:offered-morph-cost-only @R-702.37e-1 @needs:morph
    Scenario: A morphed Den Protector is offered its megamorph cost, not its mana cost
      Given Alice controls a morphed "Den Protector"
      And Alice has {G}{C} in her mana pool
      Then Alice may turn "Den Protector" face up using its morph cost for {1}{G}
      And turning "Den Protector" face up by paying its mana cost is not offered to Alice

    @id:offered-disguise-cost-only @R-702.168d-1 @CARD-dog-walker-1 @needs:disguise
    Scenario: A disguised Dog Walker is offered its disguise cost, not its mana cost; Bob, without priority, is offered nothing
      Given Alice controls a disguised "Dog Walker"
      And Alice has {R}{W} in her mana pool
      And Bob controls a disguised "Nightdrinker Moroii"
      And Bob has {B}{B} in his mana pool
      Then Alice may turn "Dog Walker" face up using its disguise cost for {R/W}{R/W}
      And turning "Dog Walker" face up by paying its mana cost is not offered to Alice
      And Bob is offered nothing

    @id:offered-disguise-cost-not-payable @R-702.168d-1 @needs:disguise
    Scenario: Without mana for its disguise cost, Alice is not offered turning her disguised Nightdrinker Moroii face up
      Given Alice controls a disguised "Nightdrinker Moroii"
      And Alice has {B} in her mana pool
      Then turning "Nightdrinker Moroii" face up using its disguise cost is not offered to Alice
      And Alice is offered nothing

  Rule: 708.7 A permanent turned face down by an effect is turned face up only by a morph or disguise cost it has

    @id:offered-effect-face-down-nothing @R-708.7
    Scenario: Grizzly Bears turned face down by an effect is not offered its mana cost
      Given Alice controls "Grizzly Bears", turned face down by an effect
      And Alice has {G}{C} in her mana pool
      Then turning "Grizzly Bears" face up by paying its mana cost is not offered to Alice
      And Alice is offered nothing

    @id:offered-effect-face-down-disguise @R-708.7 @R-702.168d-5 @needs:disguise
    Scenario: Dog Walker turned face down by an effect is offered its disguise cost, not its mana cost
      Given Alice controls "Dog Walker", turned face down by an effect
      And Alice has {R}{W} in her mana pool
      Then Alice may turn "Dog Walker" face up using its disguise cost for {R/W}{R/W}
      And turning "Dog Walker" face up by paying its mana cost is not offered to Alice

  Rule: 702.168a and 702.37c A card with disguise or morph may be cast face down for {3}, or face up for its mana cost

    @id:offered-cast-face-up-or-disguised @R-702.168a-2 @R-601.2b-1 @needs:disguise
    Scenario: With {R}{W}{C} Alice may cast Dog Walker face up for {R}{W} or face down using disguise for {3}
      Given Alice has "Dog Walker" in her hand
      And Alice has {R}{W}{C} in her mana pool
      Then Alice may cast "Dog Walker" face up for {R}{W}
      And Alice may cast "Dog Walker" face down using disguise for {3}
      And casting "Dog Walker" face down using morph is not offered to Alice

    @id:offered-cast-face-down-not-payable @R-702.168a-2 @needs:disguise
    Scenario: With {R}{W} only, Alice may cast Dog Walker face up, not face down
      Given Alice has "Dog Walker" in her hand
      And Alice has {R}{W} in her mana pool
      Then Alice may cast "Dog Walker" face up for {R}{W}
      And casting "Dog Walker" face down using disguise is not offered to Alice

    @id:offered-cast-land-with-morph @R-702.37c-1 @R-118.9b @needs:morph
    Scenario: Zoetic Cavern in Alice's hand may be played as a land or cast face down using morph, never cast face up
      Given Alice has "Zoetic Cavern" in her hand
      And Alice has {C}{C}{C} in her mana pool
      Then Alice may play "Zoetic Cavern" as a land
      And Alice may cast "Zoetic Cavern" face down using morph for {3}
      And casting "Zoetic Cavern" face up is not offered to Alice

  Rule: 116.2a A land is played in its owner's main phase, with an empty stack

    @id:offered-no-land-on-opponents-turn @R-116.2b-2
    Scenario: Holding priority on Bob's turn, Alice is not offered playing her Forest, but may turn her disguised Dog Walker face up
      Given it is Bob's precombat main phase
      And Alice has priority
      And Alice has "Forest" in her hand
      And Alice controls a disguised "Dog Walker"
      And Alice has {R}{W} in her mana pool
      Then playing "Forest" is not offered to Alice
      And Alice may turn "Dog Walker" face up using its disguise cost for {R/W}{R/W}
