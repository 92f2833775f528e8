@needs:cloak
Feature: Cloak — a card put onto the battlefield face down as a 2/2 creature with ward {2} (CR 701.58a, e, f)
  # Sources: CR 701.58a, 701.58e, 701.58f, 701.40a, 110.5b; rulings 2024-02-02 RUL-gen-cloak-1; Grafdigger's Cage ruling
  # 2019-07-12 (manifesting from a library is impossible under the Cage; a cloaked card is likewise a face-down
  # creature card).
  # To cloak a card, it is turned face down and put onto the battlefield as a 2/2 creature with ward {2}, no name,
  # no subtypes and no mana cost. Unlike a manifested card it is not "no text": ward {2} is its one ability. It is a
  # cloaked permanent only while face down. Several cards cloaked from one library are cloaked one at a time; a card
  # kept off the battlefield is not cloaked and stays as it was.
  # Cards: Ransom Note ({1} Artifact — Clue, "{2}, Sacrifice Ransom Note: Choose one — • Cloak the top card of your
  # library. • Goad target creature. • Draw a card."); Hide in Plain Sight ({3}{G} Sorcery, "Look at the top five
  # cards of your library, cloak two of them, and put the rest on the bottom of your library in a random order.");
  # Grafdigger's Cage ({1} Artifact, "Creature cards in graveyards and libraries can't enter the battlefield. ...").

  Background:
    Given a two-player game between Alice and Bob
    And it is Alice's precombat main phase

  Rule: 701.58a A cloaked card is a face-down 2/2 creature with ward {2}, no name, no subtypes and no mana cost

    @id:cloak-top-card-face-down-with-ward @R-701.58a-1 @RUL-gen-cloak-1a
    Scenario: Ransom Note cloaks the top card of Alice's library as a face-down 2/2 with ward {2}
      Given Alice controls "Ransom Note"
      And Alice has "Dog Walker" on top of her library
      And Alice has {C}{C} in her mana pool
      When Alice activates "Ransom Note" choosing its first mode
      And all players pass priority
      Then "Dog Walker" is face down on the battlefield
      And Bob sees that "Dog Walker" is face down by cloak
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
        | abilities  | Ward {2}   |
      And "Ransom Note" is in Alice's graveyard
      And Alice has no cards in her library

    @id:cloak-ward-only-ability @R-701.58a-2
    Scenario Outline: <how>, Dog Walker has <abilities> as its abilities
      # Face up, Dog Walker has vigilance and disguise. Cloaked, it has ward {2} and nothing else; manifested, nothing.
      Given Alice controls a <how> "Dog Walker"
      Then Bob sees "Dog Walker" with these characteristics:
        | abilities | <abilities> |
        | face down | yes         |

      Examples: cloaked
        | how     | abilities |
        | cloaked | Ward {2}  |

      @needs:manifest
      Examples: manifested
        | how        | abilities |
        | manifested | none      |

    @id:cloak-ward-taxes-opponent @R-701.58a-2 @R-701.58a-1 @needs:ward
    Scenario: Bob's Shock targeting Alice's cloaked permanent is countered unless Bob pays {2}
      Given it is Bob's precombat main phase
      And Alice controls a cloaked "Dog Walker"
      And Bob has "Shock" in his hand
      And Bob has {R} in his mana pool
      When Bob casts "Shock" targeting "Dog Walker"
      Then the ward ability of "Dog Walker" triggers
      When all players pass priority
      And Bob declines to pay the ward cost
      Then "Shock" is countered
      And "Dog Walker" is face down on the battlefield

    @id:cloak-ends-when-turned-face-up @R-701.58a-3 @R-701.58b-5
    Scenario: Turned face up, Grizzly Bears is no longer cloaked: it has its own characteristics and no ward
      Given Alice controls a cloaked "Grizzly Bears"
      And Alice has {G}{C} in her mana pool
      Then "Grizzly Bears" has ward {2}
      When Alice turns "Grizzly Bears" face up by paying its mana cost
      Then the action is accepted
      And Bob sees "Grizzly Bears" with these characteristics:
        | name       | Grizzly Bears |
        | mana cost  | {1}{G}        |
        | mana value | 2             |
        | colours    | green         |
        | types      | Creature      |
        | subtypes   | Bear          |
        | power      | 2             |
        | toughness  | 2             |
        | abilities  | none          |
        | face down  | no            |

  Rule: 701.58e Several cards cloaked from one library are cloaked one at a time

    @id:cloak-two-cards-one-at-a-time @R-701.58e @needs:per_viewer_views @needs:events
    Scenario: Hide in Plain Sight cloaks the two cards Alice chooses, each as its own face-down 2/2 with ward {2}
      # Alice's library, top first: Grizzly Bears, Hill Giant, Dog Walker, Forest, Shock.
      Given Alice has "Hide in Plain Sight" in her hand
      And Alice has "Grizzly Bears" on top of her library
      And Alice has "Hill Giant" in her library
      And Alice has "Dog Walker" in her library
      And Alice has "Forest" in her library
      And Alice has "Shock" in her library
      And Alice has {G}{C}{C}{C} in her mana pool
      When Alice casts "Hide in Plain Sight"
      And all players pass priority
      Then Alice is asked to choose among "Grizzly Bears", "Hill Giant", "Dog Walker", "Forest" and "Shock"
      # Alice cloaks them in the order she chooses them, one at a time: Dog Walker, then Hill Giant (the reverse of
      # their order in the library).
      When Alice chooses "Dog Walker"
      And Alice chooses "Hill Giant"
      Then "Hill Giant" is face down on the battlefield
      And "Dog Walker" is face down on the battlefield
      And "Dog Walker" entered the battlefield before "Hill Giant"
      And "Hill Giant" has ward {2}
      And "Dog Walker" has ward {2}
      And Bob can tell "Hill Giant" and "Dog Walker" apart
      And Alice can tell that "Hill Giant" is "Hill Giant"
      And Alice can tell that "Dog Walker" is "Dog Walker"
      And Bob cannot tell which card "Dog Walker" is
      And Alice has 3 cards in her library

  Rule: 701.58f A card that a rule or effect keeps off the battlefield is not cloaked and stays where it was

    @id:cloak-prevented-by-grafdiggers-cage @R-701.58f
    Scenario: With Grafdigger's Cage, Ransom Note cloaks nothing, not even a land card
      # Turned face down, the Forest would be a 2/2 creature card in a library, which the Cage keeps out.
      Given Alice controls "Grafdigger's Cage"
      And Alice controls "Ransom Note"
      And Alice has "Forest" on top of her library
      And Alice has {C}{C} in her mana pool
      When Alice activates "Ransom Note" choosing its first mode
      And all players pass priority
      Then "Ransom Note" is in Alice's graveyard
      And "Forest" is not on the battlefield
      And Alice has 1 card in her library

    @id:cloak-not-prevented-without-cage @R-701.58f
    Scenario: Without Grafdigger's Cage, the same Forest is cloaked
      Given Alice controls "Ransom Note"
      And Alice has "Forest" on top of her library
      And Alice has {C}{C} in her mana pool
      When Alice activates "Ransom Note" choosing its first mode
      And all players pass priority
      Then "Forest" is face down on the battlefield
      And Bob sees that "Forest" is face down by cloak
      And Alice has no cards in her library

    @id:cloak-prevented-card-stays-face-up @R-701.58f @needs:per_viewer_views
    Scenario: With the top of her library revealed, the Forest Alice fails to cloak stays there, face up and unchanged
      # Garruk's Horde: "Play with the top card of your library revealed." The Forest is face up on top of the library
      # before the cloak; the Cage keeps the face-down card off the battlefield, so it remains face up.
      Given Alice controls "Grafdigger's Cage"
      And Alice controls "Garruk's Horde"
      And Alice controls "Ransom Note"
      And Alice has "Forest" on top of her library
      And Alice has {C}{C} in her mana pool
      When Alice activates "Ransom Note" choosing its first mode
      And all players pass priority
      Then "Forest" is in Alice's library
      And Bob can tell that "Forest" is "Forest"
      And Bob sees "Forest" with these characteristics:
        | name      | Forest |
        | types     | Land   |
        | face down | no     |

  Rule: 110.5b A cloaked permanent enters the battlefield untapped, as permanents do unless told otherwise

    @id:cloak-enters-untapped @R-701.58a-1 @R-110.5b
    Scenario: Ransom Note cloaks the top card of Alice's library untapped
      Given Alice controls "Ransom Note"
      And Alice has "Dog Walker" on top of her library
      And Alice has {C}{C} in her mana pool
      When Alice activates "Ransom Note" choosing its first mode
      And all players pass priority
      Then "Dog Walker" is face down on the battlefield
      And "Dog Walker" is untapped
