Feature: Mistway Spy and Undercover Crocodelf: Clues and investigate
  # Oracle (MKM): Mistway Spy {U}, Creature — Merfolk Detective 1/1. Flying. Disguise {1}{U}. "When Mistway Spy is
  # turned face up, until end of turn, whenever a creature you control deals combat damage to a player,
  # investigate."
  # Oracle (MKM): Undercover Crocodelf {4}{G}{U}, Creature — Elf Crocodile Detective 5/5. "Whenever Undercover
  # Crocodelf deals combat damage to a player, investigate. (Create a Clue token. It's an artifact with "{2},
  # Sacrifice this token: Draw a card.")" Disguise {3}{G/U}{G/U}.
  # Sources: rulings.md (Mistway Spy, RUL-mistway-spy-1..5; Undercover Crocodelf, RUL-undercover-crocodelf-1..5: the
  # same five rulings on Clues); CR 701.16a (investigate), 205.3g (Clue is an artifact type), 608.2b.
  # Clue is an artifact type and nothing else. "A Clue" is any Clue artifact, token or not (Ransom Note is an
  # Artifact — Clue card). "Whenever you sacrifice a Clue" triggers however it is sacrificed. A spell whose only
  # target is illegal does nothing, so it investigates nothing. One Clue pays one sacrifice cost, never two.
  # Other cards: Ransom Note ({1} Artifact — Clue, "{2}, Sacrifice Ransom Note: Choose one — • Cloak the top card
  # of your library. • Goad target creature. • Draw a card."); Tireless Tracker ({2}{G} Creature — Human Scout
  # 3/2, "Whenever a land you control enters, investigate. Whenever you sacrifice a Clue, put a +1/+1 counter on
  # Tireless Tracker."); Confront the Unknown ({G} Instant, "Investigate, then target creature gets +1/+1 until end
  # of turn for each Clue you control."); Alquist Proft, Master Sleuth ({1}{W}{U} Legendary Creature 3/3, "...
  # {X}{W}{U}{U}, {T}, Sacrifice a Clue: You draw X cards and gain X life.").

  Background:
    Given a two-player game between Alice and Bob
    And it is Alice's precombat main phase

  Rule: Investigating creates a Clue: an artifact whose only subtype is Clue

    @id:card-crocodelf-investigates @RUL-undercover-crocodelf-1 @RUL-mistway-spy-1 @needs:combat
    Scenario: Undercover Crocodelf deals combat damage to Bob and Alice investigates: a Clue artifact token
      Given it is Alice's beginning of combat step
      And Alice controls "Undercover Crocodelf"
      When Alice attacks Bob with "Undercover Crocodelf"
      And Bob declares no blockers
      And all players pass priority
      Then Bob's life total is 15
      And an ability of "Undercover Crocodelf" triggers on a creature dealing combat damage
      When all players pass priority
      Then Alice controls a "Clue" token
      And Bob sees Alice's "Clue" token with these characteristics:
        | types    | Artifact |
        | subtypes | Clue     |
        | colours  | colourless |

    @id:card-mistway-spy-investigates @RUL-mistway-spy-1 @needs:combat @needs:disguise
    Scenario: After Mistway Spy was turned face up, Alice's Grizzly Bears deals combat damage and she investigates
      Given Alice controls a disguised "Mistway Spy"
      And Alice controls "Grizzly Bears"
      And Alice has {U}{C} in her mana pool
      When Alice turns "Mistway Spy" face up using its disguise cost
      And all players pass priority
      And Alice attacks Bob with "Grizzly Bears"
      And Bob declares no blockers
      And all players pass priority
      Then Bob's life total is 18
      When all players pass priority
      Then Alice controls a "Clue" token

    @id:card-clue-card-is-artifact @RUL-mistway-spy-1 @RUL-undercover-crocodelf-1
    Scenario: Ransom Note is an Artifact — Clue, not a creature
      Given Alice controls "Ransom Note"
      Then Bob sees "Ransom Note" with these characteristics:
        | types    | Artifact |
        | subtypes | Clue     |

  Rule: A Clue is any Clue artifact, and "whenever you sacrifice a Clue" triggers however it is sacrificed

    @id:card-clue-card-sacrificed-counts @RUL-mistway-spy-2 @RUL-mistway-spy-3 @RUL-undercover-crocodelf-2 @RUL-undercover-crocodelf-3
    Scenario: Sacrificing Ransom Note (a Clue card, not a token) for its own ability triggers Tireless Tracker
      Given Alice controls "Tireless Tracker"
      And Alice controls "Ransom Note"
      And Alice has 2 "Forest" in her library
      And Alice has {C}{C} in her mana pool
      When Alice activates "Ransom Note" choosing its third mode
      Then an ability of "Tireless Tracker" triggers on a permanent being sacrificed
      When all players pass priority until the stack is empty
      Then "Tireless Tracker" has 1 +1/+1 counter
      And Alice has 1 card in her hand

    @id:card-clue-token-sacrificed-counts @RUL-mistway-spy-3 @RUL-undercover-crocodelf-3
    Scenario: Sacrificing a Clue token for its draw ability triggers Tireless Tracker too
      Given Alice controls "Tireless Tracker"
      And Alice controls a "Clue" token
      And Alice has 2 "Forest" in her library
      And Alice has {C}{C} in her mana pool
      When Alice activates "Clue"
      And all players pass priority until the stack is empty
      Then "Tireless Tracker" has 1 +1/+1 counter
      And Alice has 1 card in her hand

    @id:card-non-clue-sacrificed-does-not-count @RUL-mistway-spy-3 @RUL-undercover-crocodelf-3 @needs:morph
    Scenario: Sacrificing a creature (Gift of Doom's morph cost) does not trigger Tireless Tracker
      Given Alice controls "Tireless Tracker"
      And Alice controls a morphed "Gift of Doom"
      And Alice controls "Grizzly Bears"
      When Alice turns "Gift of Doom" face up using its morph cost
      And Alice chooses "Grizzly Bears"
      Then "Grizzly Bears" is in Alice's graveyard
      And no ability of "Tireless Tracker" triggers on a permanent being sacrificed
      And "Tireless Tracker" has no +1/+1 counters

  Rule: With its only target illegal, a spell that investigates does nothing

    @id:card-investigate-target-illegal @RUL-mistway-spy-4 @RUL-undercover-crocodelf-4
    Scenario: Confront the Unknown's target is returned to hand first: no Clue token
      Given Alice controls "Grizzly Bears"
      And Alice has "Confront the Unknown" in her hand
      And Alice has "Unsummon" in her hand
      And Alice has {G}{U} in her mana pool
      When Alice casts "Confront the Unknown" targeting "Grizzly Bears"
      And Alice casts "Unsummon" targeting "Grizzly Bears"
      And all players pass priority until the stack is empty
      Then "Grizzly Bears" is in Alice's hand
      And Alice controls no "Clue" tokens

    @id:card-investigate-target-legal @RUL-mistway-spy-4 @RUL-mistway-spy-2 @RUL-undercover-crocodelf-4
    Scenario: Confront the Unknown resolves: a Clue token, and Grizzly Bears gets +2/+2 for Alice's two Clues
      Given Alice controls "Grizzly Bears"
      And Alice controls "Ransom Note"
      And Alice has "Confront the Unknown" in her hand
      And Alice has {G} in her mana pool
      When Alice casts "Confront the Unknown" targeting "Grizzly Bears"
      And all players pass priority
      Then Alice controls a "Clue" token
      And Bob sees "Grizzly Bears" as a 4/4

  Rule: One Clue can't be sacrificed to pay two costs

    @id:card-clue-one-sacrifice-only @RUL-mistway-spy-5 @RUL-undercover-crocodelf-5
    Scenario Outline: After sacrificing <clues> for their draw abilities, Alquist Proft's ability is <outcome>
      Given Alice controls "Alquist Proft, Master Sleuth"
      And Alice controls a "Clue" token
      And Alice controls <more>
      And Alice controls "Plains"
      And Alice controls 2 "Island"
      And Alice has 3 "Forest" in her library
      And Alice has {C}{C} in her mana pool
      When Alice activates "Clue"
      And all players pass priority
      And Alice tries to activate "Alquist Proft, Master Sleuth" with X = 0
      Then the action is <outcome>

      Examples:
        | clues                                        | more            | outcome  |
        | the only Clue (a Grizzly Bears is no Clue)   | "Grizzly Bears" | rejected |
        | one of two Clues (Ransom Note is a Clue too) | "Ransom Note"   | accepted |
