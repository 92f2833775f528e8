@needs:manifest
Feature: What a revealed face-down permanent is (CR 708.12)
  # Sources: CR 708.12; ruling 2024-09-20 RUL-dsk-4.
  # When a spell or ability reveals a face-down permanent and needs information about it, it reads the card's own
  # characteristics, ignoring the continuous effects that may apply to the permanent.
  # Cards: Hauntwoods Shrieker ({1}{G}{G} Creature — Beast Mutant 3/3, "Whenever Hauntwoods Shrieker attacks, manifest
  # dread. {1}{G}: Reveal target face-down permanent. If it's a creature card, you may turn it face up."); March of
  # the Machines ({3}{U} Enchantment, "Each noncreature artifact is an artifact creature with power and toughness each
  # equal to its mana value."); Sphere of Resistance ({2} Artifact, "Spells cost {1} more to cast.").

  Background:
    Given a two-player game between Alice and Bob
    And it is Alice's precombat main phase

  Rule: 708.12 A revealed face-down permanent is judged by the card, ignoring continuous effects

    @id:revealed-judged-by-printed-card @R-708.12 @RUL-dsk-4 @needs:events
    Scenario: Hauntwoods Shrieker reveals a manifested Sphere of Resistance: not a creature card, despite March
      # Face up, March of the Machines would make the Sphere an artifact creature; the revealed card is still a
      # noncreature artifact card.
      Given Alice controls "Hauntwoods Shrieker"
      And Alice controls "March of the Machines"
      And Alice controls a manifested "Sphere of Resistance"
      And Alice has {G}{C} in her mana pool
      When Alice activates "Hauntwoods Shrieker" targeting "Sphere of Resistance"
      And all players pass priority
      Then "Sphere of Resistance" is revealed to all players
      And no player is asked to decide anything
      And "Sphere of Resistance" is face down on the battlefield
      And Bob sees "Sphere of Resistance" as a 2/2

    @id:revealed-creature-card-may-turn-up @R-708.12
    Scenario: Hauntwoods Shrieker reveals a manifested Grizzly Bears, a creature card, which Alice may turn face up
      Given Alice controls "Hauntwoods Shrieker"
      And Alice controls "March of the Machines"
      And Alice controls a manifested "Grizzly Bears"
      And Alice has {G}{C} in her mana pool
      When Alice activates "Hauntwoods Shrieker" targeting "Grizzly Bears"
      And all players pass priority
      Then Alice is asked to choose "Grizzly Bears" or nothing
      When Alice chooses "Grizzly Bears"
      Then "Grizzly Bears" is face up on the battlefield
      And Bob sees "Grizzly Bears" named "Grizzly Bears"
