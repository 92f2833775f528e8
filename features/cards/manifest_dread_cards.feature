@needs:manifest
Feature: Glitch Interpreter, Unidentified Hovership and Unwanted Remake: cards that manifest dread
  # Oracle (DSK): Glitch Interpreter {2}{U}, Creature — Human Wizard 2/3. "When this creature enters, if you
  # control no face-down permanents, return this creature to its owner's hand and manifest dread. Whenever one or
  # more colorless creatures you control deal combat damage to a player, draw a card."
  # Oracle (DSK): Unidentified Hovership {1}{W}{W}, Artifact — Vehicle 2/2. "Flying. When Unidentified Hovership
  # enters, exile up to one target creature with toughness 5 or less. When Unidentified Hovership leaves the
  # battlefield, the exiled card's owner manifests dread. Crew 1"
  # Oracle (DSK): Unwanted Remake {W}, Instant. "Destroy target creature. Its controller manifests dread."
  # Sources: rulings.md section 1e (RUL-dsk-3, RUL-dsk-5, RUL-dsk-11); CR 603.4 (intervening "if"), 608.2b,
  # 701.62a.
  # Glitch Interpreter's ability checks for face-down permanents both as it would trigger and as it resolves. When
  # Unidentified Hovership has exiled several cards (its enters ability triggered twice), each player who owns one
  # or more of them manifests dread, once. Unwanted Remake with an illegal target does nothing at all.
  # Other cards: Panharmonicon ({4} Artifact, "If an artifact or creature entering the battlefield causes a
  # triggered ability of a permanent you control to trigger, that ability triggers an additional time.");
  # Echoing Truth ({1}{U} Instant, "Return target nonland permanent and all other permanents with the same name as
  # that permanent to their owners' hands."); Ransom Note ("{2}, Sacrifice Ransom Note: Choose one — • Cloak the
  # top card of your library. ...").

  Background:
    Given a two-player game between Alice and Bob
    And it is Alice's precombat main phase

  Rule: Glitch Interpreter returns to hand and manifests dread only if Alice controls no face-down permanent

    @id:card-glitch-no-face-down-manifests @RUL-dsk-3 @R-701.62a
    Scenario: With no face-down permanent, Glitch Interpreter returns to Alice's hand and she manifests dread
      Given Alice has "Glitch Interpreter" in her hand
      And Alice has "Grizzly Bears" on top of her library
      And Alice has "Hill Giant" in her library
      And Alice has "Forest" in her library
      And Alice has {U}{C}{C} in her mana pool
      When Alice casts "Glitch Interpreter"
      And all players pass priority
      Then an ability of "Glitch Interpreter" triggers on it entering
      When all players pass priority
      And Alice chooses "Hill Giant"
      Then "Glitch Interpreter" is in Alice's hand
      And "Hill Giant" is face down on the battlefield
      And "Grizzly Bears" is in Alice's graveyard

    @id:card-glitch-face-down-no-trigger @RUL-dsk-3 @needs:disguise
    Scenario: Alice controls a face-down creature as Glitch Interpreter enters: its ability doesn't trigger
      Given Alice controls a disguised "Dog Walker"
      And Alice has "Glitch Interpreter" in her hand
      And Alice has "Grizzly Bears" on top of her library
      And Alice has {U}{C}{C} in her mana pool
      When Alice casts "Glitch Interpreter"
      And all players pass priority
      Then no ability of "Glitch Interpreter" triggers on it entering
      And "Glitch Interpreter" is on the battlefield
      And Alice has 1 card in her library

    @id:card-glitch-face-down-before-resolution @RUL-dsk-3 @needs:cloak
    Scenario: Alice cloaks a card before the ability resolves: it does nothing, no return, no manifest dread
      Given Alice controls "Ransom Note"
      And Alice has "Glitch Interpreter" in her hand
      And Alice has "Grizzly Bears" on top of her library
      And Alice has "Hill Giant" in her library
      And Alice has "Forest" in her library
      And Alice has {U}{C}{C}{C}{C} in her mana pool
      When Alice casts "Glitch Interpreter"
      And all players pass priority
      And Alice activates "Ransom Note" choosing its first mode
      And all players pass priority
      Then "Grizzly Bears" is face down on the battlefield
      When all players pass priority
      Then "Glitch Interpreter" is on the battlefield
      And no player is asked to decide anything
      And Alice has 2 cards in her library

  Rule: Unidentified Hovership: each owner of an exiled card manifests dread once

    @id:card-hovership-one-owner-once @RUL-dsk-5
    Scenario: With Panharmonicon the Hovership exiled two of Bob's creatures; when it leaves, Bob manifests dread once
      # Bob's library, top first: Forest, Swamp, Plains, Mountain.
      Given Alice controls "Panharmonicon"
      And Alice has "Unidentified Hovership" in her hand
      And Alice has "Echoing Truth" in her hand
      And Alice controls 2 "Island"
      And Alice has {W}{W}{C} in her mana pool
      And Bob controls "Grizzly Bears"
      And Bob controls "Hill Giant"
      And Bob has "Forest" on top of his library
      And Bob has "Swamp" in his library
      And Bob has "Plains" in his library
      And Bob has "Mountain" in his library
      When Alice casts "Unidentified Hovership"
      And all players pass priority
      And Alice chooses "Grizzly Bears" as the target
      And Alice chooses "Hill Giant" as the target
      Then 2 abilities of "Unidentified Hovership" trigger on it entering
      When all players pass priority until the stack is empty
      Then "Grizzly Bears" is in exile
      And "Hill Giant" is in exile
      When Alice casts "Echoing Truth" targeting "Unidentified Hovership"
      And all players pass priority
      And all players pass priority
      And Bob chooses "Swamp"
      Then "Swamp" is face down on the battlefield
      And "Swamp" is controlled by Bob
      And "Forest" is in Bob's graveyard
      And no player is asked to decide anything
      And Bob has 2 cards in his library

    @id:card-hovership-each-owner @RUL-dsk-5 @needs:multiplayer
    Scenario: The Hovership exiled a creature of Bob's and one of Carol's: when it leaves, each of them manifests dread
      Given a three-player game between Alice, Bob and Carol
      And Alice controls "Panharmonicon"
      And Alice has "Unidentified Hovership" in her hand
      And Alice has "Echoing Truth" in her hand
      And Alice controls 2 "Island"
      And Alice has {W}{W}{C} in her mana pool
      And Bob controls "Grizzly Bears" as "Bob's bear"
      And Carol controls "Grizzly Bears" as "Carol's bear"
      And Bob has "Forest" on top of his library as "Bob's Forest"
      And Bob has "Island" in his library as "Bob's Island"
      And Carol has "Forest" on top of her library as "Carol's Forest"
      And Carol has "Island" in her library as "Carol's Island"
      When Alice casts "Unidentified Hovership"
      And all players pass priority
      And Alice chooses "Bob's bear" as the target
      And Alice chooses "Carol's bear" as the target
      And all players pass priority until the stack is empty
      And Alice casts "Echoing Truth" targeting "Unidentified Hovership"
      And all players pass priority
      And all players pass priority
      And Bob chooses "Bob's Island"
      And Carol chooses "Carol's Island"
      Then "Bob's Island" is face down on the battlefield
      And "Carol's Island" is face down on the battlefield
      And Bob has no cards in his library
      And Carol has no cards in her library

  Rule: Unwanted Remake with an illegal target does nothing: no manifest dread

    @id:card-remake-resolves @RUL-dsk-11
    Scenario: Unwanted Remake destroys Bob's Grizzly Bears and Bob manifests dread
      Given Alice has "Unwanted Remake" in her hand
      And Alice has {W} in her mana pool
      And Bob controls "Grizzly Bears"
      And Bob has "Forest" on top of his library
      And Bob has "Hill Giant" in his library
      When Alice casts "Unwanted Remake" targeting "Grizzly Bears"
      And all players pass priority
      And Bob chooses "Hill Giant"
      Then "Grizzly Bears" is in Bob's graveyard
      And "Hill Giant" is face down on the battlefield
      And Bob has no cards in his library

    @id:card-remake-target-gone @RUL-dsk-11
    Scenario: Bob returns his Grizzly Bears to his hand in response: Unwanted Remake does nothing
      Given Alice has "Unwanted Remake" in her hand
      And Alice has {W} in her mana pool
      And Bob controls "Grizzly Bears"
      And Bob has "Unsummon" in his hand
      And Bob has {U} in his mana pool
      And Bob has "Forest" on top of his library
      And Bob has "Hill Giant" in his library
      When Alice casts "Unwanted Remake" targeting "Grizzly Bears"
      And Alice passes priority
      And Bob casts "Unsummon" targeting "Grizzly Bears"
      And all players pass priority until the stack is empty
      Then "Grizzly Bears" is in Bob's hand
      And no player is asked to decide anything
      And Bob has 2 cards in his library
      And "Hill Giant" is not on the battlefield
