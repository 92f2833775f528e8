@needs:cloak
Feature: Etrata, Deadly Fugitive
  # Oracle (MKM): Etrata, Deadly Fugitive {1}{U}{B}, Legendary Creature — Vampire Assassin 1/4. Deathtouch.
  # "Face-down creatures you control have "{2}{U}{B}: Turn this creature face up. If you can't, exile it, then you
  # may cast the exiled card without paying its mana cost."
  # Whenever an Assassin you control deals combat damage to an opponent, cloak the top card of that player's
  # library."
  # Sources: rulings.md (Etrata, RUL-etrata-deadly-fugitive-1..5); CR 107.3b, 118.9a, 701.58a, 708.5, 800.4a.
  # The granted ability turns the creature face up as an effect (no disguise or mana cost is paid). A creature that
  # can't be turned face up (an instant or sorcery card, or Karlov Watchdog's prohibition) is exiled instead, and its
  # card may be cast for free: face up (no alternative cost such as disguise may be added) and with X = 0.
  # A card Etrata cloaks from an opponent's library is controlled by Etrata's controller and owned by the opponent,
  # who can't look at it; when either player leaves a multiplayer game, it leaves too.
  # Other cards: Karlov Watchdog ("Permanents your opponents control can't be turned face up during your turn.");
  # Blaze ({X}{R} Sorcery, "Blaze deals X damage to any target."); Omniscience ("You may cast spells from your hand
  # without paying their mana costs.").

  Rule: Face-down creatures Alice controls have Etrata's "turn this creature face up" ability

    @id:card-etrata-granted-ability-turns-face-up @CARD-etrata-1 @needs:disguise
    Scenario: Alice's disguised Dog Walker has the ability; activated, it turns Dog Walker face up
      Given a two-player game between Alice and Bob
      And it is Alice's precombat main phase
      And Alice controls "Etrata, Deadly Fugitive"
      And Alice controls a disguised "Dog Walker"
      And Bob controls a disguised "Nightdrinker Moroii"
      And Alice has {U}{B}{C}{C} in her mana pool
      Then "Dog Walker" has {2}{U}{B}: Turn this creature face up. If you can't, exile it, then you may cast the exiled card without paying its mana cost.
      And "Nightdrinker Moroii" does not have {2}{U}{B}: Turn this creature face up. If you can't, exile it, then you may cast the exiled card without paying its mana cost.
      When Alice activates "Dog Walker"
      And all players pass priority
      Then "Dog Walker" is face up on the battlefield
      And an ability of "Dog Walker" triggers on it being turned face up
      And Alice's mana pool is empty

    @id:card-etrata-instant-exiled-and-cast @RUL-etrata-deadly-fugitive-4 @CARD-etrata-1 @R-701.58g
    Scenario: A cloaked Shock can't be turned face up: it is exiled and Alice casts it for free
      Given a two-player game between Alice and Bob
      And it is Alice's precombat main phase
      And Alice controls "Etrata, Deadly Fugitive"
      And Alice controls a cloaked "Shock"
      And Alice has {U}{B}{C}{C} in her mana pool
      When Alice activates "Shock"
      And all players pass priority
      Then Alice is asked to choose "Shock" or nothing
      When Alice chooses "Shock"
      And Alice chooses Bob as the target
      And all players pass priority until the stack is empty
      Then Bob's life total is 18
      And "Shock" is in Alice's graveyard

    @id:card-etrata-watchdog-exiled-and-cast-face-up @RUL-etrata-deadly-fugitive-4 @RUL-etrata-deadly-fugitive-1 @CARD-etrata-1
    Scenario: During Bob's turn his Karlov Watchdog stops the turning: Dog Walker is exiled and cast face up for free
      # Cast "without paying its mana cost", Dog Walker can't be cast face down (disguise is an alternative cost):
      # it is a face-up spell, enters the battlefield and is never turned face up, so no Dogs.
      Given a two-player game between Alice and Bob
      And it is Bob's precombat main phase
      And Bob controls "Karlov Watchdog"
      And Alice controls "Etrata, Deadly Fugitive"
      And Alice controls a cloaked "Dog Walker"
      And Alice has {U}{B}{C}{C} in her mana pool
      And Alice has priority
      When Alice activates "Dog Walker"
      And all players pass priority
      And Alice chooses "Dog Walker"
      Then "Dog Walker" is on the stack
      And Bob can tell that "Dog Walker" is "Dog Walker"
      When all players pass priority until the stack is empty
      Then "Dog Walker" is face up on the battlefield
      And Alice controls no 1/1 white "Dog" creature tokens

    @id:card-etrata-free-sorcery-x-is-zero @RUL-etrata-deadly-fugitive-3
    Scenario: A cloaked Blaze exiled by the ability and cast for free has X = 0: it deals no damage
      Given a two-player game between Alice and Bob
      And it is Alice's precombat main phase
      And Alice controls "Etrata, Deadly Fugitive"
      And Alice controls a cloaked "Blaze"
      And Alice has {U}{B}{C}{C} in her mana pool
      When Alice activates "Blaze"
      And all players pass priority
      And Alice chooses "Blaze"
      And Alice chooses Bob as the target
      And all players pass priority until the stack is empty
      Then "Blaze" is in Alice's graveyard
      And Bob's life total is 20

    @id:card-etrata-free-spell-x-must-be-zero @RUL-etrata-deadly-fugitive-3
    Scenario Outline: Cast from hand without paying its mana cost (Omniscience), Blaze may have X = 0 only
      Given a two-player game between Alice and Bob
      And it is Alice's precombat main phase
      And Alice controls "Omniscience"
      And Alice has "Blaze" in her hand
      When Alice tries to cast "Blaze" targeting Bob with X = <x> without paying its mana cost
      Then the action is <result>

      Examples:
        | x | result   |
        | 3 | rejected |
        | 0 | accepted |

  Rule: Bob can't look at his own cards that Alice cloaked

    @id:card-etrata-owner-cannot-look @RUL-etrata-deadly-fugitive-5 @R-708.5-2 @needs:per_viewer_views
    Scenario: Alice controls a cloaked card Bob owns: Alice knows it, Bob doesn't and may not look
      Given a two-player game between Alice and Bob
      And it is Alice's precombat main phase
      And Alice controls "Etrata, Deadly Fugitive"
      And Alice controls a cloaked "Grizzly Bears" owned by Bob
      Then Alice can tell that "Grizzly Bears" is "Grizzly Bears"
      And Bob cannot tell which card "Grizzly Bears" is
      When Bob tries to look at "Grizzly Bears"
      Then the action is rejected

  Rule: Whenever an Assassin Alice controls deals combat damage to an opponent, she cloaks that player's top card

    @id:card-etrata-combat-damage-cloaks @CARD-etrata-2 @RUL-etrata-deadly-fugitive-5 @needs:combat @needs:per_viewer_views
    Scenario: Etrata deals combat damage to Bob: Alice cloaks the top card of Bob's library, which Bob can't look at
      Given a two-player game between Alice and Bob
      And it is Alice's beginning of combat step
      And Alice controls "Etrata, Deadly Fugitive"
      And Bob has "Hill Giant" on top of his library
      When Alice attacks Bob with "Etrata, Deadly Fugitive"
      And Bob declares no blockers
      And all players pass priority
      Then Bob's life total is 19
      And an ability of "Etrata, Deadly Fugitive" triggers on a creature dealing combat damage
      When all players pass priority
      Then "Hill Giant" is face down on the battlefield
      And "Hill Giant" is controlled by Alice
      And "Hill Giant" is owned by Bob
      And Alice can tell that "Hill Giant" is "Hill Giant"
      And Bob cannot tell which card "Hill Giant" is

    @id:card-etrata-non-assassin-no-cloak @CARD-etrata-2 @needs:combat
    Scenario: Grizzly Bears, not an Assassin, deals combat damage to Bob: nothing is cloaked
      Given a two-player game between Alice and Bob
      And it is Alice's beginning of combat step
      And Alice controls "Etrata, Deadly Fugitive"
      And Alice controls "Grizzly Bears"
      And Bob has "Hill Giant" on top of his library
      When Alice attacks Bob with "Grizzly Bears"
      And Bob declares no blockers
      And all players pass priority
      Then Bob's life total is 18
      And no ability of "Etrata, Deadly Fugitive" triggers on a creature dealing combat damage
      And Bob has 1 card in his library

  Rule: In a multiplayer game the cloaked cards leave with either player

    @id:card-etrata-owner-leaves @RUL-etrata-deadly-fugitive-2 @needs:multiplayer
    Scenario: Carol concedes: the cloaked card she owns that Alice controls leaves the battlefield
      Given a three-player game between Alice, Bob and Carol
      And it is Alice's precombat main phase
      And Alice controls "Etrata, Deadly Fugitive"
      And Alice controls a cloaked "Grizzly Bears" owned by Carol
      When Carol concedes
      Then "Grizzly Bears" is not on the battlefield
      And the game is not over

    @id:card-etrata-controller-leaves @RUL-etrata-deadly-fugitive-2 @needs:multiplayer @needs:combat
    Scenario: Alice's Etrata cloaked the top card of Bob's library under her control: when Alice concedes, it is exiled
      # The cloak put Bob's card onto the battlefield under Alice's control; no control-changing effect gave it to her
      # that could end. So when she leaves the game, it is exiled rather than returned to Bob (800.4a).
      Given a three-player game between Alice, Bob and Carol
      And it is Alice's beginning of combat step
      And Alice controls "Etrata, Deadly Fugitive"
      And Bob has "Hill Giant" on top of his library
      When Alice attacks Bob with "Etrata, Deadly Fugitive"
      And Bob declares no blockers
      And all players pass priority
      And all players pass priority
      Then "Hill Giant" is face down on the battlefield
      And "Hill Giant" is controlled by Alice
      And "Hill Giant" is owned by Bob
      When Alice concedes
      Then "Hill Giant" is in exile
      And the game is not over

    @id:card-etrata-control-effect-ends-when-controller-leaves @RUL-etrata-deadly-fugitive-2 @needs:multiplayer
    Scenario: Had Alice taken Bob's cloaked card with Act of Treason, it would go back to Bob when she concedes
      # Act of Treason ({2}{R} Sorcery): "Gain control of target creature until end of turn. Untap that creature. It
      # gains haste until end of turn." When Alice leaves, the control-changing effect ends (800.4a). Alice pays the
      # ward {2} of the cloaked permanent.
      Given a three-player game between Alice, Bob and Carol
      And it is Alice's precombat main phase
      And Bob controls a cloaked "Grizzly Bears"
      And Alice has "Act of Treason" in her hand
      And Alice has {R}{C}{C}{C}{C} in her mana pool
      When Alice casts "Act of Treason" targeting "Grizzly Bears"
      And all players pass priority
      And Alice pays the ward cost
      And all players pass priority
      Then "Grizzly Bears" is controlled by Alice
      When Alice concedes
      Then "Grizzly Bears" is face down on the battlefield
      And "Grizzly Bears" is controlled by Bob
      And the game is not over
