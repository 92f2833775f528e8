@needs:morph
Feature: Morph and megamorph — turning a face-down permanent face up (CR 702.37b, 702.37e, 702.37f)
  # Sources: CR 702.37b, 702.37e, 702.37f, 107.3d, 708.7, 708.8, 708.11.
  # Whenever she has priority, the controller of a face-down permanent that would have morph face up may show its
  # morph cost, pay it and turn it face up; this does not use the stack and is not entering the battlefield. A
  # megamorph cost is a morph cost; paying it also puts a +1/+1 counter on the permanent as it turns face up, and
  # only paying it does. An X in the morph cost is chosen as the special action is taken and used by the card's
  # other abilities.
  # Cards: Grinning Demon ({2}{B}{B} Demon 6/6, morph {2}{B}{B}); Zoetic Cavern (Land, morph {2}); Den Protector
  # ({1}{G} Creature — Human Warrior 2/1, "Creatures with power less than Den Protector's power can't block it.",
  # megamorph {1}{G}, "When Den Protector is turned face up, return target card from your graveyard to your hand.");
  # Warbreak Trumpeter ({R} Goblin 1/1, morph {X}{X}{R}, "When Warbreak Trumpeter is turned face up, create X 1/1
  # red Goblin creature tokens."); Expose the Culprit (its first mode: "Turn target face-down creature face up.").

  Background:
    Given a two-player game between Alice and Bob
    And it is Alice's precombat main phase

  Rule: 702.37e The morph cost is shown and paid to turn the permanent face up, as a special action

    @id:morph-turn-up-pays-morph-cost @R-702.37e-1 @R-116.2b-1
    Scenario: A morphed Zoetic Cavern is turned face up for {2} at once, and is a land again
      Given Alice controls a morphed "Zoetic Cavern"
      And Alice has {C}{C} in her mana pool
      When Alice turns "Zoetic Cavern" face up using its morph cost
      Then the action is accepted
      And "Zoetic Cavern" is face up on the battlefield
      And "Zoetic Cavern" is a land
      And "Zoetic Cavern" is not a creature
      And Alice's mana pool is empty
      And the stack is empty
      And Alice has priority

    @id:morph-turn-up-regains-characteristics @R-702.37e-1 @needs:per_viewer_views
    Scenario: Turned face up for {2}{B}{B}, Grinning Demon is a 6/6 Demon again, for every player
      Given Alice controls a morphed "Grinning Demon"
      And Alice has {B}{B}{C}{C} in her mana pool
      When Alice turns "Grinning Demon" face up using its morph cost
      Then the action is accepted
      And Bob sees "Grinning Demon" with these characteristics:
        | name       | Grinning Demon |
        | mana cost  | {2}{B}{B}      |
        | mana value | 4              |
        | colours    | black          |
        | types      | Creature       |
        | subtypes   | Demon          |
        | power      | 6              |
        | toughness  | 6              |
        | face down  | no             |
      And Bob can tell that "Grinning Demon" is "Grinning Demon"

    @id:morph-turn-up-needs-whole-morph-cost @R-702.37e-1
    Scenario: Without the whole morph cost the permanent stays face down
      Given Alice controls a morphed "Grinning Demon"
      And Alice has {B}{C}{C}{C} in her mana pool
      When Alice tries to turn "Grinning Demon" face up using its morph cost
      Then the action is rejected because the cost cannot be paid
      And "Grinning Demon" is face down on the battlefield
      And Alice's mana pool holds {B}{C}{C}{C}

    @id:morph-turn-up-only-your-own @R-702.37e-1
    Scenario: A player cannot turn face up a morphed permanent another player controls
      Given it is Bob's precombat main phase
      And Alice controls a morphed "Grinning Demon"
      And Bob has {B}{B}{C}{C} in his mana pool
      When Bob tries to turn "Grinning Demon" face up using its morph cost
      Then the action is rejected
      And "Grinning Demon" is face down on the battlefield
      And Bob's mana pool holds {B}{B}{C}{C}

    @id:morph-turn-up-face-down-by-effect @R-702.37e-1 @R-708.7
    Scenario: A card with morph turned face down by an effect can still be turned face up for its morph cost
      # 702.37e speaks of any face-down permanent that would have morph face up, however it became face down.
      Given Alice controls "Grinning Demon", turned face down by an effect
      And Alice has {B}{B}{C}{C} in her mana pool
      When Alice turns "Grinning Demon" face up using its morph cost
      Then the action is accepted
      And "Grinning Demon" is face up on the battlefield

    @id:morph-turn-up-after-losing-abilities @R-702.37e-2 @RUL-dsk-7
    Scenario: A face-down creature that has lost all its abilities has no morph cost to pay
      # Dress Down: "Creatures lose all abilities." Face up, Grinning Demon would have no abilities, so no morph cost.
      Given Alice controls "Dress Down"
      And Alice controls a morphed "Grinning Demon"
      And Alice has {B}{B}{C}{C} in her mana pool
      When Alice tries to turn "Grinning Demon" face up using its morph cost
      Then the action is rejected
      And "Grinning Demon" is face down on the battlefield
      And Alice's mana pool holds {B}{B}{C}{C}

    @id:morph-turn-up-is-not-entering @R-702.37e-3 @R-708.8-3
    Scenario: Soul Warden's "whenever another creature enters" does not trigger when Grinning Demon is turned face up
      # Soul Warden: "Whenever another creature enters, you gain 1 life."
      Given Alice controls "Soul Warden"
      And Alice controls a morphed "Grinning Demon"
      And Alice has {B}{B}{C}{C} in her mana pool
      When Alice turns "Grinning Demon" face up using its morph cost
      Then the action is accepted
      And no ability of "Soul Warden" triggers on a creature entering
      And the stack is empty
      And Alice's life total is 20

  Rule: 702.37b A megamorph cost is a morph cost, and paying it puts a +1/+1 counter on the permanent

    @id:megamorph-cost-is-a-morph-cost @R-702.37b-1 @R-702.37e-1
    Scenario: A morphed Den Protector is turned face up by paying its megamorph cost as its morph cost
      Given Alice controls a morphed "Den Protector"
      And Alice has {G}{C} in her mana pool
      When Alice turns "Den Protector" face up using its morph cost
      Then the action is accepted
      And "Den Protector" is face up on the battlefield
      And Alice's mana pool is empty

    @id:megamorph-counter-when-cost-paid @R-702.37b-2 @R-708.11
    Scenario: Den Protector turned face up for its megamorph cost has its +1/+1 counter as soon as it is face up
      Given Alice controls a morphed "Den Protector"
      And Alice has {G}{C} in her mana pool
      When Alice turns "Den Protector" face up using its morph cost
      Then the action is accepted
      And "Den Protector" has 1 +1/+1 counter
      And Bob sees "Den Protector" as a 3/2

    @id:megamorph-no-counter-for-mana-cost @R-702.37b-3
    Scenario Outline: A <how> Den Protector turned face up for its mana cost gets no +1/+1 counter
      Given Alice controls a <how> "Den Protector"
      And Alice has {G}{C} in her mana pool
      When Alice turns "Den Protector" face up by paying its mana cost
      Then the action is accepted
      And "Den Protector" is face up on the battlefield
      And "Den Protector" has no +1/+1 counters
      And Bob sees "Den Protector" as a 2/1

      @needs:manifest
      Examples: manifested
        | how        |
        | manifested |

      @needs:cloak
      Examples: cloaked
        | how     |
        | cloaked |

    @id:megamorph-counter-for-manifested-card @R-702.37b-2 @R-701.40c @needs:manifest
    Scenario: The same manifested Den Protector turned face up for its megamorph cost does get the counter
      Given Alice controls a manifested "Den Protector"
      And Alice has {G}{C} in her mana pool
      When Alice turns "Den Protector" face up using its morph cost
      Then the action is accepted
      And "Den Protector" has 1 +1/+1 counter
      And Bob sees "Den Protector" as a 3/2

    @id:megamorph-no-counter-turned-up-by-effect @R-702.37b-3
    Scenario: Den Protector turned face up by Expose the Culprit gets no +1/+1 counter
      Given Alice controls a morphed "Den Protector"
      And Alice has "Expose the Culprit" in her hand
      And Alice has {R}{C} in her mana pool
      When Alice casts "Expose the Culprit" choosing its first mode targeting "Den Protector"
      And all players pass priority
      Then "Den Protector" is face up on the battlefield
      And "Den Protector" has no +1/+1 counters
      And Bob sees "Den Protector" as a 2/1

  Rule: 702.37f and 107.3d X in a morph cost is chosen as the special action is taken, and other abilities use it

    @id:morph-x-used-by-other-abilities @R-702.37f @R-107.3d
    Scenario Outline: Warbreak Trumpeter turned face up with X = <x> costs <cost> and creates <x> Goblins
      Given Alice controls a morphed "Warbreak Trumpeter"
      And Alice has {R}{C}{C}{C}{C} in her mana pool
      When Alice turns "Warbreak Trumpeter" face up using its morph cost with X = <x>
      Then the action is accepted
      And Alice's mana pool holds <left>
      When all players pass priority
      Then Alice controls <x> 1/1 red "Goblin" creature tokens

      Examples:
        | x | cost   | left         |
        | 0 | {R}    | {C}{C}{C}{C} |
        | 1 | {2}{R} | {C}{C}       |
        | 2 | {4}{R} | nothing      |

  Rule: 702.37e A morph cost need not be mana: Gift of Doom's is "sacrifice another creature"

    @id:morph-sacrifice-cost-own-other-creatures @R-702.37e-1
    Scenario: To turn Gift of Doom face up, Alice sacrifices one of her own other creatures, never Bob's
      # Gift of Doom ({4}{B} Enchantment — Aura, "Enchant creature. Enchanted creature has deathtouch and
      # indestructible. Morph—Sacrifice another creature. As Gift of Doom is turned face up, you may attach it to a
      # creature.")
      Given Alice controls a morphed "Gift of Doom"
      And Alice controls "Grizzly Bears"
      And Alice controls "Hill Giant"
      And Alice controls "Forest"
      And Bob controls "Grinning Demon"
      When Alice turns "Gift of Doom" face up using its morph cost
      Then the action is accepted
      And Alice is asked to choose between "Grizzly Bears" and "Hill Giant"
      When Alice chooses "Grizzly Bears"
      Then "Grizzly Bears" is in Alice's graveyard
      And "Grinning Demon" is on the battlefield
      When Alice chooses "Hill Giant"
      Then "Gift of Doom" is face up on the battlefield
      And "Gift of Doom" is attached to "Hill Giant"

    @id:morph-sacrifice-cost-nothing-to-sacrifice @R-702.37e-1
    Scenario: With no other creature of her own to sacrifice, Alice can't turn Gift of Doom face up
      Given Alice controls a morphed "Gift of Doom"
      And Alice controls "Forest"
      And Bob controls "Grizzly Bears"
      When Alice tries to turn "Gift of Doom" face up using its morph cost
      Then the action is rejected because the cost cannot be paid
      And "Gift of Doom" is face down on the battlefield
      And "Grizzly Bears" is on the battlefield
      And Alice has priority
