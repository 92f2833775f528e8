Feature: Face-down permanents entering the battlefield, and the layers (CR 603.6a, 603.6d, 613.2b, 613.7f)
  # Sources: CR 603.6a, 603.6d, 708.3, 613.2b, 613.7a, 613.7f; ruling 2024-02-02 RUL-gen-disguise-3b.
  # A face-down creature does enter the battlefield, as a 2/2 creature, so other permanents' "whenever a creature
  # enters" abilities see it; its own "as this enters" and "enters with" abilities don't apply. Face-down
  # characteristics are applied in layer 1b, so effects of every later layer apply on top of them. And a permanent
  # gets a new timestamp each time it is turned face up or face down, so its static abilities then apply after
  # effects that began before.
  # Cards: Soul Warden ({W} 1/1, "Whenever another creature enters, you gain 1 life."); Crowd-Control Warden
  # ({3}{G}{W} 4/4, "As this creature enters or is turned face up, put X +1/+1 counters on it, where X is the number
  # of other creatures you control.", disguise); Turn to Frog ({1}{U} Instant, "Until end of turn, target creature
  # loses all abilities and becomes a blue Frog with base power and toughness 1/1."); Glorious Anthem ("Creatures
  # you control get +1/+1."); Godhead of Awe ({W/U}{W/U}{W/U}{W/U}{W/U} Enchantment Creature — Spirit 4/4, "Flying.
  # Other creatures have base power and toughness 1/1."); Ovinize ({1}{U} Instant, "Target creature loses all
  # abilities and has base power and toughness 0/1 until end of turn.").

  Background:
    Given a two-player game between Alice and Bob
    And it is Alice's precombat main phase

  Rule: 603.6a A face-down creature entering triggers other permanents' "whenever a creature enters" abilities

    @id:enters-face-down-triggers-other-permanents @R-603.6a @needs:disguise
    Scenario: Soul Warden triggers when Alice's face-down Dog Walker enters
      Given Alice controls "Soul Warden"
      And Alice has "Dog Walker" in her hand
      And Alice has {C}{C}{C} in her mana pool
      When Alice casts "Dog Walker" face down using disguise
      And all players pass priority
      Then "Dog Walker" is face down on the battlefield
      And an ability of "Soul Warden" triggers on a creature entering
      When all players pass priority
      Then Alice's life total is 21

    @id:enters-cloaked-triggers-other-permanents @R-603.6a @needs:cloak
    Scenario: Soul Warden triggers when Ransom Note cloaks a card, even a land card
      Given Alice controls "Soul Warden"
      And Alice controls "Ransom Note"
      And Alice has "Forest" on top of her library
      And Alice has {C}{C} in her mana pool
      When Alice activates "Ransom Note" choosing its first mode
      And all players pass priority
      Then "Forest" is face down on the battlefield
      And an ability of "Soul Warden" triggers on a creature entering

  Rule: 603.6b A face-down permanent never is on the battlefield with its face-up characteristics

    @id:enters-face-down-seen-as-two-two @R-603.6b @needs:disguise
    Scenario: Alice's Dog Walker enters face down as a 2/2: Elemental Bond, which wants power 3 or greater, doesn't trigger
      # Elemental Bond ({2}{G} Enchantment): "Whenever a creature you control with power 3 or greater enters, draw a
      # card." Face up, Dog Walker is a 3/1.
      Given Alice controls "Elemental Bond"
      And Alice has "Dog Walker" in her hand
      And Alice has "Island" in her library
      And Alice has {C}{C}{C} in her mana pool
      When Alice casts "Dog Walker" face down using disguise
      And all players pass priority
      Then "Dog Walker" is face down on the battlefield
      And no ability of "Elemental Bond" triggers on a creature entering
      And Alice has 1 card in her library

    @id:enters-face-up-seen-with-its-power @R-603.6b
    Scenario: Cast face up, the same Dog Walker enters as a 3/1, and Elemental Bond draws Alice a card
      Given Alice controls "Elemental Bond"
      And Alice has "Dog Walker" in her hand
      And Alice has "Island" in her library
      And Alice has {R}{W} in her mana pool
      When Alice casts "Dog Walker" face up
      And all players pass priority
      Then an ability of "Elemental Bond" triggers on a creature entering
      When all players pass priority
      Then Alice has no cards in her library

  Rule: 603.6d The card's own "as this enters" abilities don't apply when it enters face down

    @id:enters-face-down-as-enters-does-not-apply @R-603.6d @R-708.3 @needs:disguise
    Scenario: A face-down Crowd-Control Warden enters with no +1/+1 counters
      Given Alice controls "Grizzly Bears"
      And Alice has "Crowd-Control Warden" in her hand
      And Alice has {C}{C}{C} in her mana pool
      When Alice casts "Crowd-Control Warden" face down using disguise
      And all players pass priority
      Then "Crowd-Control Warden" is face down on the battlefield
      And "Crowd-Control Warden" has no +1/+1 counters
      And Bob sees "Crowd-Control Warden" as a 2/2

    @id:enters-face-up-as-enters-applies @R-603.6d
    Scenario: Cast face up, the same Crowd-Control Warden enters with one +1/+1 counter
      Given Alice controls "Grizzly Bears"
      And Alice has "Crowd-Control Warden" in her hand
      And Alice has {G}{W}{C}{C}{C} in her mana pool
      When Alice casts "Crowd-Control Warden"
      And all players pass priority
      Then "Crowd-Control Warden" has 1 +1/+1 counter
      And Bob sees "Crowd-Control Warden" as a 5/5

  Rule: 613.2b Face-down characteristics apply in layer 1b, under every other effect

    @id:layers-effects-apply-over-face-down @R-613.2b @RUL-gen-disguise-3b @needs:disguise
    Scenario: Turn to Frog and Glorious Anthem apply on top of a face-down permanent's characteristics
      Given Alice controls "Glorious Anthem"
      And Alice controls a disguised "Dog Walker"
      And Alice has "Turn to Frog" in her hand
      And Alice has {U}{C} in her mana pool
      When Alice casts "Turn to Frog" targeting "Dog Walker"
      And all players pass priority
      Then Bob sees "Dog Walker" with these characteristics:
        | name       | none     |
        | mana cost  | none     |
        | colours    | blue     |
        | types      | Creature |
        | subtypes   | Frog     |
        | power      | 2        |
        | toughness  | 2        |
        | abilities  | none     |
        | face down  | yes      |

  Rule: 613.7f A permanent gets a new timestamp each time it turns face up or face down

    @id:layers-new-timestamp-when-turned-face-up @R-613.7f @needs:cloak
    Scenario: Godhead of Awe turned face up after Ovinize resolved sets Grizzly Bears' base power and toughness last
      # Ovinize and Godhead of Awe both set base power and toughness (layer 7b): the later timestamp wins. The cloaked
      # Godhead entered before Ovinize, but turning face up gives it a new timestamp.
      Given Alice controls a cloaked "Godhead of Awe"
      And Alice controls "Grizzly Bears"
      And Alice controls 5 untapped "Plains"
      And Alice has "Ovinize" in her hand
      And Alice has {U}{C} in her mana pool
      When Alice casts "Ovinize" targeting "Grizzly Bears"
      And all players pass priority
      Then Bob sees "Grizzly Bears" as a 0/1
      When Alice turns "Godhead of Awe" face up by paying its mana cost
      Then the action is accepted
      And Bob sees "Grizzly Bears" as a 1/1

    @id:layers-face-up-keeps-earlier-timestamp @R-613.7f
    Scenario: A Godhead of Awe that was face up all along keeps its earlier timestamp: Ovinize wins
      Given Alice controls "Godhead of Awe"
      And Alice controls "Grizzly Bears"
      And Alice has "Ovinize" in her hand
      And Alice has {U}{C} in her mana pool
      Then Bob sees "Grizzly Bears" as a 1/1
      When Alice casts "Ovinize" targeting "Grizzly Bears"
      And all players pass priority
      Then Bob sees "Grizzly Bears" as a 0/1
