Feature: Assemble the Players and Crystal Skull: casting from the top of the library
  # Oracle (MKM): Assemble the Players {1}{W}, Enchantment. "You may look at the top card of your library any time.
  # Once each turn, you may cast a creature spell with power 2 or less from the top of your library."
  # Oracle (ACR): Crystal Skull, Isu Spyglass {2}{U}{U}, Legendary Artifact. "You may look at the top card of your
  # library any time. You may play historic lands and cast historic spells from the top of your library. {T}: Add
  # {U}."
  # Sources: rulings.md (Assemble the Players, RUL-assemble-the-players-1..3; Crystal Skull, RUL-acr-4); CR 601.3e,
  # 708.4, 305.1, 305.2, 116.2a, 700.6 (historic: artifacts, legendaries and Sagas).
  # Both permissions are judged on the spell as it would be on the stack: a face-down spell is a colourless 2/2
  # creature spell with no name and no supertype. So Assemble the Players lets any disguise card be cast face down
  # (a 2/2 has power 2 or less), while Crystal Skull never lets a card be cast face down (a face-down spell is not
  # historic). Playing a land is not casting a spell: it is the special action of 116.2a, which a player normally
  # takes once each turn (305.2), and only with a land card. Crystal Skull's permission covers historic lands (a
  # legendary land is historic) on top of its controller's own library, and no other card. Each Assemble the Players
  # gives its own once-each-turn permission.
  # Other cards: Riftburst Hellion ({5}{R}{G} Creature — Hellion 6/7, reach, disguise {4}{R/G}{R/G}); Aveline de
  # Grandpré ({2}{G}{G} Legendary Creature — Human Assassin 3/3, disguise {B}{G}); Dryad Arbor (Land Creature —
  # Forest Dryad 1/1); Minamo, School at Water's Edge (Legendary Land, "{T}: Add {U}."); Forest (Basic Land).

  Background:
    Given a two-player game between Alice and Bob
    And it is Alice's precombat main phase

  Rule: Assemble the Players: a disguise card on top may be cast face down, whatever its power face up

    @id:card-assemble-face-down-from-top @RUL-assemble-the-players-3 @R-601.3e @needs:disguise
    Scenario Outline: With Assemble the Players, Alice <result> cast the 6/7 Riftburst Hellion from the top <how>
      Given Alice controls "Assemble the Players"
      And Alice has "Riftburst Hellion" on top of her library
      And Alice has {R}{G}{C}{C}{C}{C}{C} in her mana pool
      When Alice tries to cast "Riftburst Hellion" <how>
      Then the action is <outcome>

      Examples:
        | result  | how                      | outcome  |
        | may     | face down using disguise | accepted |
        | may not | face up                  | rejected |

  Rule: Assemble the Players: once each turn, for each Assemble the Players

    @id:card-assemble-once-per-turn-each @RUL-assemble-the-players-2
    Scenario Outline: With <number> Assemble the Players, Alice's second creature spell from the top is <outcome>
      Given Alice controls <number> "Assemble the Players"
      And Alice has "Grizzly Bears" on top of her library as "the first bear"
      And Alice has "Grizzly Bears" in her library as "the second bear"
      And Alice controls 4 "Forest"
      When Alice casts "the first bear"
      And all players pass priority
      Then "the first bear" is on the battlefield
      When Alice tries to cast "the second bear"
      Then the action is <outcome>

      Examples:
        | number | outcome  |
        | an     | rejected |
        | 2      | accepted |

  Rule: Assemble the Players: a land is played, never cast, so Dryad Arbor can't come from the top

    @id:card-assemble-no-land-creature @RUL-assemble-the-players-1
    Scenario: Alice can neither cast nor play the Dryad Arbor on top of her library
      Given Alice controls "Assemble the Players"
      And Alice has "Dryad Arbor" on top of her library
      When Alice tries to cast "Dryad Arbor"
      Then the action is rejected
      When Alice tries to play "Dryad Arbor"
      Then the action is rejected
      And Alice has 1 card in her library

    @id:card-assemble-land-from-hand @RUL-assemble-the-players-1
    Scenario: The same Dryad Arbor in Alice's hand is played as her land for the turn
      Given Alice controls "Assemble the Players"
      And Alice has "Dryad Arbor" in her hand
      When Alice plays "Dryad Arbor"
      Then "Dryad Arbor" is on the battlefield

  Rule: Crystal Skull: a historic card on top may be cast face up, never face down

    @id:card-crystal-skull-historic-face-up-only @RUL-acr-4 @R-601.3e @needs:disguise
    Scenario Outline: With Crystal Skull, Alice <result> cast the legendary Aveline de Grandpré from the top <how>
      Given Alice controls "Crystal Skull, Isu Spyglass"
      And Alice has "Aveline de Grandpré" on top of her library
      And Alice has {G}{G}{C}{C} in her mana pool
      When Alice tries to cast "Aveline de Grandpré" <how>
      Then the action is <outcome>

      Examples:
        | result  | how                      | outcome  |
        | may     | face up                  | accepted |
        | may not | face down using disguise | rejected |

    @id:card-crystal-skull-nonhistoric @RUL-acr-4
    Scenario: With Crystal Skull, Alice can't cast Grizzly Bears, which is not historic, from the top
      Given Alice controls "Crystal Skull, Isu Spyglass"
      And Alice has "Grizzly Bears" on top of her library
      And Alice has {G}{C} in her mana pool
      When Alice tries to cast "Grizzly Bears"
      Then the action is rejected

    @id:card-crystal-skull-historic-land-from-top @RUL-acr-4
    Scenario Outline: With Crystal Skull, Alice <result> play <land> from the top of her library
      Given Alice controls "Crystal Skull, Isu Spyglass"
      And Alice has "<land>" on top of her library
      And Alice has "Grizzly Bears" in her library
      When Alice tries to play "<land>"
      Then the action is <outcome>
      And Alice has <left> in her library

      Examples:
        | result  | land                           | outcome  | left    |
        | may     | Minamo, School at Water's Edge | accepted | 1 card  |
        | may not | Forest                         | rejected | 2 cards |

    @id:card-crystal-skull-land-only-from-top @RUL-acr-4
    Scenario: Crystal Skull's permission covers only the top card: a historic land below it can't be played
      Given Alice controls "Crystal Skull, Isu Spyglass"
      And Alice has "Grizzly Bears" on top of her library
      And Alice has "Minamo, School at Water's Edge" in her library
      When Alice tries to play "Minamo, School at Water's Edge"
      Then the action is rejected
      And Alice has 2 cards in her library

    @id:card-crystal-skull-only-its-controller @RUL-acr-4
    Scenario: Bob's Crystal Skull does not let Alice play the historic land on top of her library
      Given Bob controls "Crystal Skull, Isu Spyglass"
      And Alice has "Minamo, School at Water's Edge" on top of her library
      When Alice tries to play "Minamo, School at Water's Edge"
      Then the action is rejected
      And Alice has 1 card in her library

  Rule: A land is played, not cast, and playing it uses the land play of the turn

    @id:card-assemble-land-is-the-turns-land @RUL-assemble-the-players-1
    Scenario: Dryad Arbor played from Alice's hand is her land for the turn: a Forest after it is refused
      Given Alice controls "Assemble the Players"
      And Alice has "Dryad Arbor" in her hand
      And Alice has "Forest" in her hand
      When Alice plays "Dryad Arbor"
      Then the action is accepted
      And "Dryad Arbor" is on the battlefield
      When Alice tries to play "Forest"
      Then the action is rejected because a rule or effect forbids it
      And "Forest" is in Alice's hand

    @id:card-assemble-land-played-not-cast @RUL-assemble-the-players-1 @needs:events
    Scenario: Alice's Dryad Arbor is played by a special action, never cast
      Given Alice controls "Assemble the Players"
      And Alice has "Dryad Arbor" in her hand
      When Alice plays "Dryad Arbor"
      Then the action is accepted
      And the event log shows Alice playing "Dryad Arbor" as a special action
      And the event log does not show "Dryad Arbor" being cast

    @id:card-assemble-nonland-is-not-played @RUL-assemble-the-players-1
    Scenario: Grizzly Bears, a creature card that is not a land, can't be played as Alice's land
      Given Alice controls "Assemble the Players"
      And Alice has "Grizzly Bears" in her hand
      When Alice tries to play "Grizzly Bears"
      Then the action is rejected because a rule or effect forbids it
      And "Grizzly Bears" is in Alice's hand
