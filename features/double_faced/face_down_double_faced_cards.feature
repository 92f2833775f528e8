Feature: Double-faced cards and face-down status (CR 712.15, 712.15a, 712.16, 701.27b, 701.28b)
  # Sources: CR 712.15, 712.15a, 712.16, 701.27b, 701.28b, 613.2b; rulings 2024-02-02 RUL-gen-cloak-5, 2024-09-20 RUL-dsk-6.
  # A double-faced card that is face down has only the face-down characteristics. While face down it can't
  # transform; turned face up, its front face is up. A double-faced permanent can't be turned face down at all. And
  # transforming, although it looks like turning a card over, is not turning it face up or face down.
  # Cards: Delver of Secrets ({U} Creature — Human Wizard 1/1, "At the beginning of your upkeep, look at the top card
  # of your library. You may reveal that card. If an instant or sorcery card is revealed this way, transform Delver of
  # Secrets.") // Insectile Aberration (blue Creature — Human Insect 3/2, flying); Moonmist ({1}{G} Instant,
  # "Transform all Humans. Prevent all combat damage that would be dealt this turn by creatures other than Werewolves
  # and Wolves."); Maskwood Nexus ({4} Artifact, "Creatures you control are every creature type. ..."); Ixidron
  # ({2}{U}{U} Creature — Illusion */*, "As Ixidron enters, turn all other nontoken creatures face down. (They're 2/2
  # creatures.) Ixidron's power and toughness are each equal to the number of face-down creatures on the
  # battlefield."); Roshan, Hidden Magister ("Whenever a permanent you control is turned face up, you draw a card and
  # you lose 1 life.").

  Background:
    Given a two-player game between Alice and Bob
    And it is Alice's precombat main phase

  Rule: 712.15 A face-down double-faced card has the characteristics its face-down rule gives it

    @id:dfc-face-down-characteristics @R-712.15 @R-701.58a-1 @R-701.40a
    Scenario Outline: A <how> Delver of Secrets is a nameless 2/2 with <abilities> as its abilities
      Given Alice controls a <how> "Delver of Secrets"
      Then Bob sees "Delver of Secrets" with these characteristics:
        | name       | none        |
        | mana cost  | none        |
        | mana value | 0           |
        | colours    | colourless  |
        | types      | Creature    |
        | subtypes   | none        |
        | power      | 2           |
        | toughness  | 2           |
        | abilities  | <abilities> |
        | face down  | yes         |

      @needs:manifest
      Examples: manifested
        | how        | abilities |
        | manifested | none      |

      @needs:cloak
      Examples: cloaked
        | how     | abilities |
        | cloaked | Ward {2}  |

  Rule: 712.15a A face-down double-faced permanent can't transform; turned face up, its front face is up

    @id:dfc-face-down-cannot-transform @R-712.15a @R-613.2b
    Scenario Outline: Moonmist transforms Alice's face-up Delver of Secrets but not her <how> one, a Human as well
      # With Maskwood Nexus, Alice's face-down creature is every creature type, a Human among them (613.2b: the type
      # change applies on top of the face-down characteristics), so only 712.15a keeps it from transforming. Turned
      # face up afterwards, it shows the front face: it never transformed.
      Given Alice controls "Maskwood Nexus"
      And Alice controls "Delver of Secrets" as "the face-up Delver"
      And Alice controls a <how> "Delver of Secrets" as "the face-down Delver"
      And Alice has "Moonmist" in her hand
      And Alice has {G}{C} in her mana pool
      And Alice controls "Island"
      When Alice casts "Moonmist"
      And all players pass priority
      Then Bob sees "the face-up Delver" named "Insectile Aberration"
      And Bob sees "the face-up Delver" as a 3/2
      And "the face-down Delver" is face down on the battlefield
      And Bob sees "the face-down Delver" with no name
      And Bob sees "the face-down Delver" as a 2/2
      When Alice turns "the face-down Delver" face up by paying its mana cost
      Then Bob sees "the face-down Delver" named "Delver of Secrets"
      And Bob sees "the face-down Delver" as a 1/1

      @needs:manifest @RUL-dsk-6
      Examples: manifested
        | how        |
        | manifested |

      @needs:cloak @RUL-gen-cloak-5a
      Examples: cloaked
        | how     |
        | cloaked |

    @id:dfc-turned-face-up-front-face @R-712.15a @RUL-gen-cloak-5a @RUL-gen-cloak-5b @needs:cloak
    Scenario: A cloaked Delver of Secrets turned face up for {U} has its front face up
      Given Alice controls a cloaked "Delver of Secrets"
      And Alice has {U} in her mana pool
      When Alice turns "Delver of Secrets" face up by paying its mana cost
      Then the action is accepted
      And Bob sees "Delver of Secrets" with these characteristics:
        | name       | Delver of Secrets |
        | mana cost  | {U}               |
        | colours    | blue              |
        | types      | Creature          |
        | subtypes   | Human, Wizard     |
        | power      | 1                 |
        | toughness  | 1                 |
        | face down  | no                |

  Rule: 712.16 A double-faced permanent can't be turned face down

    @id:dfc-cannot-be-turned-face-down @R-712.16
    Scenario: Ixidron turns Alice's Grizzly Bears face down, but her Delver of Secrets stays face up
      Given Alice controls "Delver of Secrets"
      And Alice controls "Grizzly Bears"
      And Alice has "Ixidron" in her hand
      And Alice has {U}{U}{C}{C}{C} in her mana pool
      When Alice casts "Ixidron"
      And all players pass priority
      Then "Grizzly Bears" is face down on the battlefield
      And Bob sees that "Grizzly Bears" is face down by an effect
      And "Delver of Secrets" is face up on the battlefield
      And Bob sees "Delver of Secrets" named "Delver of Secrets"
      And Bob sees "Ixidron" as a 1/1

  Rule: 701.27b Transforming is not turning face up or face down

    @id:dfc-transform-is-not-turning-face-up @R-701.27b
    Scenario: Roshan's "whenever a permanent you control is turned face up" does not trigger when Delver transforms
      Given Alice controls "Roshan, Hidden Magister"
      And Alice controls "Delver of Secrets"
      And Alice has "Moonmist" in her hand
      And Alice has {G}{C} in her mana pool
      When Alice casts "Moonmist"
      And all players pass priority
      Then Bob sees "Delver of Secrets" named "Insectile Aberration"
      And no ability of "Roshan, Hidden Magister" triggers on a permanent being turned face up
      And the stack is empty
      And Alice's life total is 20

    @id:dfc-turning-face-up-triggers-roshan @R-701.27b @needs:disguise
    Scenario: Roshan does trigger when a disguised permanent is turned face up
      Given Alice controls "Roshan, Hidden Magister"
      And Alice controls a disguised "Nightdrinker Moroii"
      And Alice has {B}{B} in her mana pool
      When Alice turns "Nightdrinker Moroii" face up using its disguise cost
      Then an ability of "Roshan, Hidden Magister" triggers on a permanent being turned face up

  Rule: 701.28b Converting is not turning face up or face down either

    @id:dfc-convert-is-not-turning-face-up @R-701.28b @needs:events
    Scenario: Roshan's "whenever a permanent you control is turned face up" does not trigger when Flamewar converts
      # Flamewar, Brash Veteran ({1}{B}{R} Legendary Artifact Creature — Robot 3/2): "Sacrifice another artifact: Put a
      # +1/+1 counter on Flamewar and convert it. Activate only as a sorcery." Its back face is Flamewar, Streetwise
      # Operative (Legendary Artifact — Vehicle 2/1, living metal).
      Given Alice controls "Roshan, Hidden Magister"
      And Alice controls "Flamewar, Brash Veteran"
      And Alice controls a "Clue" token
      When Alice activates "Flamewar, Brash Veteran"
      And all players pass priority
      Then Bob sees "Flamewar, Brash Veteran" named "Flamewar, Streetwise Operative"
      And "Flamewar, Brash Veteran" has 1 +1/+1 counter
      And no ability of "Roshan, Hidden Magister" triggers on a permanent being turned face up
      And the event log does not show "Flamewar, Brash Veteran" turned face up
      And the stack is empty
      And Alice's life total is 20
