Feature: Tin Street Gossip, Creeping Peeper and Overgrown Zealot: mana spent only on face-down matters
  # Oracle (MKM): Tin Street Gossip {2}{R}{G}, Creature — Lizard Advisor 4/4. Vigilance. "{T}: Add {R}{G}. Spend
  # this mana only to cast face-down spells or to turn creatures face up."
  # Oracle (DSK): Creeping Peeper {1}{U}, Creature — Eye 2/1. "{T}: Add {U}. Spend this mana only to cast an
  # enchantment spell, unlock a door, or turn a permanent face up."
  # Oracle (DSK): Overgrown Zealot {1}{G}, Creature — Elf Druid 0/4. "{T}: Add one mana of any color. {T}: Add two
  # mana of any one color. Spend this mana only to turn permanents face up."
  # Sources: rulings.md (Tin Street Gossip, RUL-tin-street-gossip-1; DSK rulings RUL-dsk-13, RUL-dsk-14); CR 106.6,
  # 116.2b, 702.168d, 701.58b.
  # Such mana pays the {3} of a face-down spell (Tin Street Gossip) and the cost of turning a permanent face up by
  # any procedure (disguise, morph, or the mana cost of a cloaked or manifested card). It does not pay for a
  # face-up spell, not even one that cloaks or manifests.
  # Other cards: Manifest Dread ({1}{G} Sorcery, "Manifest dread."); Zoetic Cavern (Land, morph {2}); Mistway Spy
  # ({U} 1/1, disguise {1}{U}); Exit Specialist ({1}{U} Creature — Human Detective 2/1).

  Background:
    Given a two-player game between Alice and Bob
    And it is Alice's precombat main phase

  Rule: Tin Street Gossip's mana casts face-down spells and turns creatures face up

    @id:card-gossip-pays-face-down-spell @CARD-tin-street-gossip-1 @needs:disguise
    Scenario: Tin Street Gossip's {R}{G} and a {C} pay for Dog Walker cast face down
      Given Alice controls "Tin Street Gossip"
      And Alice has "Dog Walker" in her hand
      And Alice has {C} in her mana pool
      When Alice activates "Tin Street Gossip"
      Then Alice's mana pool holds {R}{G}{C}
      When Alice casts "Dog Walker" face down using disguise
      Then the action is accepted
      And Alice's mana pool is empty

    @id:card-gossip-pays-turning-face-up @CARD-tin-street-gossip-1 @needs:cloak
    Scenario: Tin Street Gossip's {R}{G} pays the {1}{G} to turn a cloaked Grizzly Bears face up
      Given Alice controls "Tin Street Gossip"
      And Alice controls a cloaked "Grizzly Bears"
      When Alice activates "Tin Street Gossip"
      And Alice turns "Grizzly Bears" face up by paying its mana cost
      Then the action is accepted
      And "Grizzly Bears" is face up on the battlefield
      And Alice's mana pool is empty

  Rule: Tin Street Gossip's mana can't be spent on a face-up spell, even one that manifests or cloaks

    @id:card-gossip-not-face-up-spells @CARD-tin-street-gossip-1 @RUL-tin-street-gossip-1
    Scenario Outline: With only Tin Street Gossip's {R}{G}, Alice can't cast <card>
      Given Alice controls "Tin Street Gossip"
      And Alice has "<card>" in her hand
      When Alice activates "Tin Street Gossip"
      And Alice tries to cast "<card>"
      Then the action is rejected because the cost cannot be paid
      And Alice's mana pool holds {R}{G}

      Examples: a face-up creature spell
        | card          |
        | Grizzly Bears |

      @needs:manifest
      Examples: a spell that manifests
        | card           |
        | Manifest Dread |

  Rule: Creeping Peeper's and Overgrown Zealot's mana turns permanents face up, by any procedure

    @id:card-peeper-pays-turning-face-up @RUL-dsk-13
    Scenario Outline: Creeping Peeper's {U} helps turn a <how> "<card>" face up <procedure>
      Given Alice controls "Creeping Peeper"
      And Alice controls a <how> "<card>"
      And Alice has <more> in her mana pool
      When Alice activates "Creeping Peeper"
      And Alice turns "<card>" face up <procedure>
      Then the action is accepted
      And Alice's mana pool is empty

      @needs:disguise
      Examples: disguise
        | how       | card        | procedure               | more |
        | disguised | Mistway Spy | using its disguise cost | {C}  |

      @needs:morph
      Examples: morph
        | how     | card          | procedure            | more |
        | morphed | Zoetic Cavern | using its morph cost | {C}  |

      @needs:cloak
      Examples: cloak
        | how     | card            | procedure               | more |
        | cloaked | Exit Specialist | by paying its mana cost | {C}  |

    @id:card-peeper-not-creature-spells @RUL-dsk-13
    Scenario: Creeping Peeper's {U} can't be spent on Mistway Spy cast face up
      Given Alice controls "Creeping Peeper"
      And Alice has "Mistway Spy" in her hand
      When Alice activates "Creeping Peeper"
      And Alice tries to cast "Mistway Spy"
      Then the action is rejected because the cost cannot be paid

    @id:card-zealot-pays-turning-face-up @RUL-dsk-14 @needs:cloak
    Scenario: Overgrown Zealot's two green mana turn a cloaked Grizzly Bears face up
      Given Alice controls "Overgrown Zealot"
      And Alice controls a cloaked "Grizzly Bears"
      When Alice activates the second ability of "Overgrown Zealot"
      And Alice chooses green
      Then Alice's mana pool holds {G}{G}
      When Alice turns "Grizzly Bears" face up by paying its mana cost
      Then the action is accepted
      And Alice's mana pool is empty

    @id:card-zealot-not-spells @RUL-dsk-14
    Scenario: Overgrown Zealot's two green mana can't cast Grizzly Bears
      Given Alice controls "Overgrown Zealot"
      And Alice has "Grizzly Bears" in her hand
      When Alice activates the second ability of "Overgrown Zealot"
      And Alice chooses green
      And Alice tries to cast "Grizzly Bears"
      Then the action is rejected because the cost cannot be paid
