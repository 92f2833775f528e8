@needs:cloak
Feature: Veiled Ascension
  # Oracle (MKC): Veiled Ascension {3}{W}, Enchantment.
  # "When Veiled Ascension enters, put a flying counter on each face-down creature you control.
  # Face-down creatures you control enter with a flying counter on them.
  # At the beginning of your upkeep, you may cloak the top card of your library."
  # Sources: rulings.md (Veiled Ascension; RUL-gen-cloak-1); CR 122.1b (keyword counters), 614.1c, 613.2b.
  # A cloaked (or disguised) permanent has only ward {2} from the face-down rules, but other effects still give it
  # more: a flying counter gives it flying.

  Background:
    Given a two-player game between Alice and Bob

  Rule: Entering, it puts a flying counter on each face-down creature Alice controls

    @id:card-veiled-ascension-enters @CARD-veiled-ascension-1 @RUL-gen-cloak-1b @RUL-gen-disguise-3b @needs:disguise
    Scenario: Alice's cloaked and disguised creatures get a flying counter; her face-up one and Bob's do not
      Given it is Alice's precombat main phase
      And Alice has "Veiled Ascension" in her hand
      And Alice has {W}{C}{C}{C} in her mana pool
      And Alice controls a cloaked "Grizzly Bears"
      And Alice controls a disguised "Dog Walker"
      And Alice controls "Hill Giant"
      And Bob controls a cloaked "Nightdrinker Moroii"
      When Alice casts "Veiled Ascension"
      And all players pass priority until the stack is empty
      Then "Grizzly Bears" has 1 flying counter
      And "Grizzly Bears" has flying
      And "Grizzly Bears" has ward {2}
      And "Dog Walker" has 1 flying counter
      And "Hill Giant" has no flying counters
      And "Nightdrinker Moroii" has no flying counters

  Rule: Face-down creatures Alice controls enter with a flying counter

    @id:card-veiled-ascension-face-down-enter-flying @CARD-veiled-ascension-1 @needs:disguise
    Scenario: Dog Walker cast face down enters with a flying counter; Grizzly Bears cast face up does not
      Given it is Alice's precombat main phase
      And Alice controls "Veiled Ascension"
      And Alice has "Dog Walker" in her hand
      And Alice has "Grizzly Bears" in her hand
      And Alice has {C}{C}{C} in her mana pool
      And Alice controls 2 "Forest"
      When Alice casts "Dog Walker" face down using disguise
      And all players pass priority
      And Alice casts "Grizzly Bears"
      And all players pass priority
      Then "Dog Walker" has 1 flying counter
      And "Dog Walker" has flying
      And "Grizzly Bears" has no flying counters

  Rule: At the beginning of Alice's upkeep she may cloak the top card of her library

    @id:card-veiled-ascension-upkeep-cloak @CARD-veiled-ascension-1 @R-701.58a-1
    Scenario Outline: At her upkeep Alice <answer>: the top card <result>
      Given it is Bob's end step
      And Alice controls "Veiled Ascension"
      And Alice has "Hill Giant" on top of her library
      And Alice has "Forest" in her library
      When all players pass priority until Alice's upkeep
      And all players pass priority
      And Alice chooses <answer>
      Then Alice has <left> cards in her library
      And "Hill Giant" <result>

      Examples:
        | answer       | left | result                    |
        | to do so     | 1    | has 1 flying counter      |
        | not to do so | 2    | is not on the battlefield |
