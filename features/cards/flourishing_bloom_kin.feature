@needs:disguise
Feature: Flourishing Bloom-Kin
  # Oracle (MKM): Flourishing Bloom-Kin {1}{G}, Creature — Plant Elemental 0/0.
  # "This creature gets +1/+1 for each Forest you control." Disguise {4}{G}.
  # "When this creature is turned face up, search your library for up to two Forest cards and reveal them. Put one
  # of them onto the battlefield tapped and the other into your hand, then shuffle."
  # Sources: rulings.md (Flourishing Bloom-Kin, RUL-flourishing-bloom-kin-1); CR 701.23.
  # With two Forests found, Alice chooses which one goes onto the battlefield; with only one, it goes onto the
  # battlefield tapped and she has no option to put it into her hand. (Alice controls a Forest from the start, so the
  # 0/0 card is a 1/1 once face up, and a 2/2 with the second Forest.)
  # Grafdigger's Cage ({1} Artifact, "Creature cards in graveyards and libraries can't enter the battlefield. Players
  # can't cast spells from graveyards or libraries.") keeps creature cards only: a Forest card found in the library
  # still enters.

  Background:
    Given a two-player game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls a disguised "Flourishing Bloom-Kin"
    And Alice controls "Forest" as "Alice's Forest"
    And Alice has {G}{C}{C}{C}{C} in her mana pool

  Rule: One Forest found goes onto the battlefield tapped

    @id:card-bloom-kin-one-forest-to-battlefield @RUL-flourishing-bloom-kin-1
    Scenario: Alice's library holds one Forest: it enters tapped and nothing goes to her hand
      Given Alice has "Forest" in her library as "the Forest found"
      And Alice has 2 "Island" in her library
      When Alice turns "Flourishing Bloom-Kin" face up using its disguise cost
      And all players pass priority
      And Alice chooses "the Forest found"
      Then no player is asked to decide anything
      And "the Forest found" is on the battlefield
      And "the Forest found" is tapped
      And Alice has no cards in her hand
      And Alice has 2 cards in her library
      And Bob sees "Flourishing Bloom-Kin" as a 2/2

    @id:card-bloom-kin-two-forests-split @RUL-flourishing-bloom-kin-1
    Scenario: With two Forests found, Alice puts the one she chooses onto the battlefield and the other in her hand
      Given Alice has "Forest" in her library as "the first Forest"
      And Alice has "Forest" in her library as "the second Forest"
      And Alice has "Island" in her library
      When Alice turns "Flourishing Bloom-Kin" face up using its disguise cost
      And all players pass priority
      And Alice chooses "the first Forest"
      And Alice chooses "the second Forest"
      Then Alice is asked to choose between "the first Forest" and "the second Forest"
      When Alice chooses "the second Forest"
      Then "the second Forest" is on the battlefield
      And "the second Forest" is tapped
      And "the first Forest" is in Alice's hand

  Rule: Grafdigger's Cage does not keep the Forest found off the battlefield

    @id:card-bloom-kin-forest-enters-despite-cage @RUL-flourishing-bloom-kin-1
    Scenario: With Grafdigger's Cage out, the Forest found, not a creature card, still enters the battlefield tapped
      Given Alice controls "Grafdigger's Cage"
      And Alice has "Forest" in her library as "the Forest found"
      And Alice has 2 "Island" in her library
      When Alice turns "Flourishing Bloom-Kin" face up using its disguise cost
      And all players pass priority
      And Alice chooses "the Forest found"
      Then no player is asked to decide anything
      And "the Forest found" is on the battlefield
      And "the Forest found" is tapped
      And Alice has no cards in her hand
      And Bob sees "Flourishing Bloom-Kin" as a 2/2
