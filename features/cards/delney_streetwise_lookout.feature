@needs:disguise
Feature: Delney, Streetwise Lookout
  # Oracle (MKM): Delney, Streetwise Lookout {2}{W}, Legendary Creature — Human Scout 2/2.
  # "Creatures you control with power 2 or less can't be blocked by creatures with power 3 or greater.
  # If a triggered ability of a creature you control with power 2 or less triggers, that ability triggers an
  # additional time."
  # Sources: rulings.md (Delney, Streetwise Lookout, RUL-delney-streetwise-lookout-1..3); CR 603.2, 708.11, 702.21a.
  # Ward is a triggered ability (702.21a); the ward {2} of a face-down creature triggers while it is a 2/2, so it
  # triggers an additional time.
  # A "when this is turned face up" ability triggers again only if the creature's power is 2 or less once it is face
  # up (every face-down creature is a 2/2, which does not count). "As this is turned face up" abilities are
  # replacement effects and never happen twice. Each further Delney adds one more instance.
  # Other cards: Mistway Spy ({U} Creature — Merfolk Detective 1/1, flying, disguise {1}{U}, "When Mistway Spy is
  # turned face up, until end of turn, whenever a creature you control deals combat damage to a player,
  # investigate."); Dog Walker (3/1 face up, disguise {R/W}{R/W}); Bubble Smuggler (2/1, disguise {5}{U}, "As this
  # creature is turned face up, put four +1/+1 counters on it."); Mirror Gallery ({5} Artifact, "The "legend rule"
  # doesn't apply.").

  Background:
    Given a two-player game between Alice and Bob
    And it is Alice's precombat main phase

  Rule: Only a creature whose power is 2 or less once face up gets its "turned face up" trigger doubled

    @id:card-delney-small-creature-doubled @RUL-delney-streetwise-lookout-2
    Scenario: Mistway Spy, a 1/1 face up, has its "turned face up" ability trigger twice
      Given Alice controls "Delney, Streetwise Lookout"
      And Alice controls a disguised "Mistway Spy"
      And Alice has {U}{C} in her mana pool
      When Alice turns "Mistway Spy" face up using its disguise cost
      Then 2 abilities of "Mistway Spy" trigger on it being turned face up
      And the stack holds 2 items

    @id:card-delney-large-creature-not-doubled @RUL-delney-streetwise-lookout-2
    Scenario: Dog Walker, a 2/2 face down but a 3/1 face up, has its trigger trigger only once
      Given Alice controls "Delney, Streetwise Lookout"
      And Alice controls a disguised "Dog Walker"
      And Alice has {R}{W} in her mana pool
      When Alice turns "Dog Walker" face up using its disguise cost
      Then 1 ability of "Dog Walker" triggers on it being turned face up
      When all players pass priority until the stack is empty
      Then Alice controls 2 tapped 1/1 white "Dog" creature tokens

  Rule: "As this is turned face up" happens once

    @id:card-delney-replacement-not-doubled @RUL-delney-streetwise-lookout-1 @R-614.1e
    Scenario: Bubble Smuggler, a 2/1 card, gets four +1/+1 counters, not eight
      Given Alice controls "Delney, Streetwise Lookout"
      And Alice controls a disguised "Bubble Smuggler"
      And Alice has {U}{C}{C}{C}{C}{C} in her mana pool
      When Alice turns "Bubble Smuggler" face up using its disguise cost
      Then the stack is empty
      And "Bubble Smuggler" has 4 +1/+1 counters
      And Bob sees "Bubble Smuggler" as a 6/5

  Rule: Each Delney adds one more instance

    @id:card-delney-two-delneys-three-times @RUL-delney-streetwise-lookout-3
    Scenario: With two Delneys (Mirror Gallery lifts the legend rule), Mistway Spy's trigger triggers three times
      Given Alice controls "Mirror Gallery"
      And Alice controls 2 "Delney, Streetwise Lookout"
      And Alice controls a disguised "Mistway Spy"
      And Alice has {U}{C} in her mana pool
      Then no player is asked to decide anything
      When Alice turns "Mistway Spy" face up using its disguise cost
      Then 3 abilities of "Mistway Spy" trigger on it being turned face up

  Rule: Ward is a triggered ability of the face-down 2/2 itself, so it triggers an additional time

    @id:card-delney-ward-doubled @R-702.21a-1 @R-702.21a-4 @needs:ward
    Scenario Outline: Bob's Shock makes the ward {2} of Alice's face-down 2/2 trigger twice: Bob <outcome>
      # Every face-down creature is a 2/2, so while Delney is on the battlefield each triggered ability it has,
      # ward {2} among them, triggers an additional time. Each instance asks Bob for {2}.
      Given it is Bob's precombat main phase
      And Alice controls "Delney, Streetwise Lookout"
      And Alice controls a disguised "Dog Walker"
      And Bob has "Shock" in his hand
      And Bob has <mana> in his mana pool
      When Bob casts "Shock" targeting "Dog Walker"
      Then the ward ability of "Dog Walker" triggers
      And the stack holds 3 items
      When all players pass priority
      Then Bob is asked to pay the ward cost
      When Bob pays the ward cost
      And all players pass priority
      Then Bob is asked to pay the ward cost
      When Bob <answer> the ward cost
      And all players pass priority until the stack is empty
      Then "Dog Walker" is <where>
      And Bob's mana pool is empty

      Examples:
        | outcome                                  | mana            | answer          | where                        |
        | pays {2} twice and Dog Walker dies       | {R}{C}{C}{C}{C} | pays            | in Alice's graveyard         |
        | has {2} only once and Shock is countered | {R}{C}{C}       | declines to pay | face down on the battlefield |
