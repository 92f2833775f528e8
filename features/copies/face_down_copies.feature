@needs:copy
Feature: Copies and face-down permanents (CR 707.2, 707.3, 708.10, 110.5b)
  # Sources: CR 707.2 and its Clone / Grinning Demon example, 707.3 and its Grinning Demon / Branchsnap Lorian and
  # Grinning Demon / Wandering Ones examples, 708.2, 708.10, 110.5, 110.5b, 702.37c.
  # The face-down characteristics are copiable values: a copy of a face-down permanent is a 2/2 with no name, no
  # subtypes and no mana cost (with ward {2} when the original is disguised or cloaked). Face up or face down is a
  # status, which is not copied: the copy enters face up, and it has nothing that could turn it face up. A face-down
  # permanent that becomes a copy of something stays a face-down 2/2; turned face up, it has the copied
  # characteristics, and the copied card's morph cost is the one that can turn it face up.
  # Cards: Clone ({3}{U} Creature — Shapeshifter 0/0, "You may have Clone enter as a copy of any creature on the
  # battlefield."); Cytoshape ({1}{G}{U} Instant, "Choose a nonlegendary creature on the battlefield. Target creature
  # becomes a copy of that creature until end of turn."); Grinning Demon ({2}{B}{B} Demon 6/6, morph {2}{B}{B});
  # Branchsnap Lorian ({1}{G}{G} Creature — Dryad 4/1, trample, morph {G}); Wandering Ones ({U} Creature — Spirit 1/1).

  Background:
    Given a two-player game between Alice and Bob
    And it is Alice's precombat main phase

  Rule: 707.2 A copy of a face-down permanent has the face-down characteristics, face up

    @id:copy-of-face-down-permanent @R-707.2-1 @R-708.2 @R-110.5b
    Scenario Outline: A Clone of a <how> "<card>" is a face-up, nameless 2/2 with <abilities> as its abilities
      Given Alice controls a <how> "<card>"
      And Alice has "Clone" in her hand
      And Alice has {U}{C}{C}{C} in her mana pool
      When Alice casts "Clone"
      And all players pass priority
      And Alice chooses "<card>"
      Then "Clone" is face up on the battlefield
      And Bob sees "Clone" with these characteristics:
        | name       | none       |
        | mana cost  | none       |
        | mana value | 0          |
        | colours    | colourless |
        | types      | Creature   |
        | subtypes   | none       |
        | power      | 2          |
        | toughness  | 2          |
        | abilities  | <abilities> |
        | face down  | no         |

      @needs:cloak
      Examples: cloaked
        | how     | card       | abilities |
        | cloaked | Dog Walker | Ward {2}  |

      @needs:morph
      Examples: morphed
        | how     | card           | abilities |
        | morphed | Grinning Demon | none      |

      @needs:manifest
      Examples: manifested
        | how        | card          | abilities |
        | manifested | Grizzly Bears | none      |

    @id:copy-of-face-down-cannot-be-turned-up @R-707.2-2 @R-702.37c-3 @R-110.5b @needs:morph
    Scenario: A Clone of a face-down Grinning Demon can't be turned face up for {2}{B}{B} (the CR 707.2 example)
      Given Alice controls a morphed "Grinning Demon"
      And Alice controls 4 untapped "Swamp"
      And Alice has "Clone" in her hand
      And Alice has {U}{C}{C}{C} in her mana pool
      When Alice casts "Clone"
      And all players pass priority
      And Alice chooses "Grinning Demon"
      Then "Clone" is face up on the battlefield
      And Bob sees "Clone" as a 2/2
      And Bob sees "Clone" with no name
      And "Clone" has no abilities
      And Alice controls 4 untapped lands
      When Alice tries to turn "Clone" face up using its morph cost
      Then the action is rejected
      When Alice tries to turn "Clone" face up by paying its mana cost
      Then the action is rejected
      And "Clone" is face up on the battlefield
      And Bob sees "Clone" as a 2/2
      And Alice controls 4 untapped lands

    @id:copy-of-opponents-face-down-tells-nothing @R-707.2-1 @R-708.5-2 @RUL-gen-fd-2b @needs:disguise
    @needs:per_viewer_views @needs:events
    Scenario: Bob's Clone of Alice's disguised Dog Walker is a nameless 2/2 with ward {2} that tells Bob nothing of the card
      Given it is Bob's precombat main phase
      And Alice controls a disguised "Dog Walker"
      And Bob has "Clone" in his hand
      And Bob has {U}{C}{C}{C} in his mana pool
      When Bob casts "Clone"
      And all players pass priority
      And Bob chooses "Dog Walker"
      Then "Clone" is face up on the battlefield
      And Bob sees "Clone" with these characteristics:
        | name       | none       |
        | mana cost  | none       |
        | colours    | colourless |
        | types      | Creature   |
        | subtypes   | none       |
        | power      | 2          |
        | toughness  | 2          |
        | abilities  | Ward {2}   |
        | face down  | no         |
      And Bob cannot tell which card "Dog Walker" is
      And "Dog Walker" was not revealed

  Rule: 708.10, 707.3 and 613.2a A face-down permanent that becomes a copy keeps its face-down characteristics

    @id:face-down-becomes-copy-stays-face-down @R-708.10-1 @R-613.2a @needs:morph @needs:per_viewer_views
    Scenario: A face-down Grinning Demon that becomes a copy of Branchsnap Lorian is still a nameless 2/2
      Given Alice controls a morphed "Grinning Demon"
      And Alice controls "Branchsnap Lorian"
      And Alice has "Cytoshape" in her hand
      And Alice has {G}{U}{C} in her mana pool
      When Alice casts "Cytoshape" targeting "Grinning Demon"
      And all players pass priority
      And Alice chooses "Branchsnap Lorian"
      Then "Grinning Demon" is face down on the battlefield
      And Bob sees "Grinning Demon" with these characteristics:
        | name       | none       |
        | mana cost  | none       |
        | colours    | colourless |
        | types      | Creature   |
        | subtypes   | none       |
        | power      | 2          |
        | toughness  | 2          |
        | abilities  | none       |
        | face down  | yes        |
      And Bob cannot tell which card "Grinning Demon" is

    @id:face-down-copy-turned-up-has-copied-values @R-708.10-2 @R-707.3 @R-613.2a @needs:morph
    Scenario: That permanent is turned face up for Branchsnap Lorian's morph cost {G}, and is then a Branchsnap Lorian
      # Alice's only untapped lands are a Forest and four Swamps: {G} taps the Forest, {2}{B}{B} would tap Swamps.
      Given Alice controls a morphed "Grinning Demon"
      And Alice controls "Branchsnap Lorian"
      And Alice controls an untapped "Forest"
      And Alice controls 4 untapped "Swamp"
      And Alice has "Cytoshape" in her hand
      And Alice has {G}{U}{C} in her mana pool
      When Alice casts "Cytoshape" targeting "Grinning Demon"
      And all players pass priority
      And Alice chooses "Branchsnap Lorian"
      And Alice turns "Grinning Demon" face up using its morph cost
      Then the action is accepted
      And "Grinning Demon" is face up on the battlefield
      And Bob sees "Grinning Demon" named "Branchsnap Lorian"
      And Bob sees "Grinning Demon" as a 4/1
      And "Grinning Demon" has trample
      And Alice controls 1 tapped land
      And Alice controls 4 untapped lands

    @id:face-down-copy-of-card-without-morph @R-707.3 @R-708.10-1 @needs:morph
    Scenario: A face-down Grinning Demon that becomes a copy of Wandering Ones can't be turned face up by morph
      Given Alice controls a morphed "Grinning Demon"
      And Alice controls "Wandering Ones"
      And Alice controls 4 untapped "Swamp"
      And Alice has "Cytoshape" in her hand
      And Alice has {G}{U}{C} in her mana pool
      When Alice casts "Cytoshape" targeting "Grinning Demon"
      And all players pass priority
      And Alice chooses "Wandering Ones"
      Then "Grinning Demon" is face down on the battlefield
      And Bob sees "Grinning Demon" as a 2/2
      When Alice tries to turn "Grinning Demon" face up using its morph cost
      Then the action is rejected
      And "Grinning Demon" is face down on the battlefield
      And Alice controls 4 untapped lands

    @id:face-down-copy-turned-up-for-copied-disguise-cost @R-708.10-2 @R-702.168d-1 @R-613.2a @needs:disguise
    Scenario: A face-down Dog Walker that became a copy of Nightdrinker Moroii turns face up for the copied disguise cost {B}{B}
      # Nightdrinker Moroii ({3}{B} Creature — Vampire 4/2, flying, disguise {B}{B}). Turned face up, the permanent
      # would be a Nightdrinker Moroii: {B}{B} is the disguise cost it would have. Dog Walker's own {R/W}{R/W} is no
      # longer it, and Alice's two Swamps could not pay it anyway.
      Given Alice controls a disguised "Dog Walker"
      And Alice controls "Nightdrinker Moroii"
      And Alice controls 2 untapped "Swamp"
      And Alice has "Cytoshape" in her hand
      And Alice has {G}{U}{C} in her mana pool
      When Alice casts "Cytoshape" targeting "Dog Walker"
      And all players pass priority
      And Alice chooses "Nightdrinker Moroii"
      Then "Dog Walker" is face down on the battlefield
      When Alice turns "Dog Walker" face up using its disguise cost
      Then the action is accepted
      And "Dog Walker" is face up on the battlefield
      And Bob sees "Dog Walker" named "Nightdrinker Moroii"
      And Bob sees "Dog Walker" as a 4/2
      And Alice controls 2 tapped lands
