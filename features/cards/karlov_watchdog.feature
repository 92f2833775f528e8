Feature: Karlov Watchdog
  # Oracle (MKM): Karlov Watchdog {3}{W}, Creature — Dog 3/2. Vigilance.
  # "Permanents your opponents control can't be turned face up during your turn.
  # Whenever you attack with three or more creatures, creatures you control get +1/+1 until end of turn."
  # Sources: rulings.md (Karlov Watchdog, RUL-karlov-watchdog-1); reference README "Contradictions and caveats" 3.
  # The prohibition covers every way of turning a permanent face up: the special action by its disguise or morph
  # cost or (for a manifested or cloaked creature card) by its mana cost, and effects that turn it face up.
  # The turn limit: the Oracle text limits the prohibition to "during your turn"; the Gatherer ruling
  # (RUL-karlov-watchdog-1) does not repeat that limit. The reference pack follows Oracle (README "Contradictions and
  # caveats" 3), and so does the card atom CARD-karlov-watchdog-1 ("during its controller's turn"). The one scenario
  # set during the opponent's own turn follows Oracle and is tagged with the card atom only, not with the ruling.
  # Other cards: Dog Walker (disguise {R/W}{R/W}); Branchsnap Lorian ({1}{G}{G} 4/1 trample, morph {G}); Grizzly
  # Bears ({1}{G} 2/2); Expose the Culprit ({1}{R} instant, first mode "Turn target face-down creature face up.").

  Background:
    Given a two-player game between Alice and Bob
    And it is Alice's precombat main phase

  Rule: During Alice's turn, Bob can't turn his permanents face up, whatever the procedure

    @id:card-watchdog-opponent-cannot-turn-up @CARD-karlov-watchdog-1 @RUL-karlov-watchdog-1
    Scenario Outline: During Alice's turn, Bob can't turn his <how> "<card>" face up <procedure>
      Given Alice controls "Karlov Watchdog"
      And Bob controls a <how> "<card>"
      And Bob has <mana> in his mana pool
      And Bob has priority
      When Bob tries to turn "<card>" face up <procedure>
      Then the action is rejected because a rule or effect forbids it
      And "<card>" is face down on the battlefield
      And Bob's mana pool holds <mana>

      @needs:disguise
      Examples: disguise
        | how       | card       | procedure               | mana   |
        | disguised | Dog Walker | using its disguise cost | {R}{W} |

      @needs:morph
      Examples: morph
        | how     | card              | procedure            | mana |
        | morphed | Branchsnap Lorian | using its morph cost | {G}  |

      @needs:cloak
      Examples: cloak
        | how     | card          | procedure               | mana   |
        | cloaked | Grizzly Bears | by paying its mana cost | {G}{C} |

      @needs:manifest
      Examples: manifest
        | how        | card          | procedure               | mana   |
        | manifested | Grizzly Bears | by paying its mana cost | {G}{C} |

    @id:card-watchdog-opponent-effect-cannot-turn-up @CARD-karlov-watchdog-1 @needs:disguise
    Scenario: During Alice's turn, Bob's Expose the Culprit does not turn his disguised Dog Walker face up
      Given Alice controls "Karlov Watchdog"
      And Bob controls a disguised "Dog Walker"
      And Bob has "Expose the Culprit" in his hand
      And Bob has {R}{C} in his mana pool
      And Bob has priority
      When Bob casts "Expose the Culprit" choosing its first mode targeting "Dog Walker"
      And all players pass priority
      Then "Expose the Culprit" is in Bob's graveyard
      And "Dog Walker" is face down on the battlefield
      And no ability of "Dog Walker" triggers on it being turned face up

  Rule: The Watchdog stops only its controller's opponents

    @id:card-watchdog-controller-may-turn-up @CARD-karlov-watchdog-1 @needs:disguise
    Scenario: During her own turn, Alice turns her own disguised Dog Walker face up
      Given Alice controls "Karlov Watchdog"
      And Alice controls a disguised "Dog Walker"
      And Alice has {R}{W} in her mana pool
      When Alice turns "Dog Walker" face up using its disguise cost
      Then the action is accepted
      And "Dog Walker" is face up on the battlefield

    @id:card-watchdog-own-watchdog-no-restriction @CARD-karlov-watchdog-1 @needs:disguise
    Scenario: Bob's own Karlov Watchdog does not stop Bob from turning his Dog Walker face up during Alice's turn
      Given Bob controls "Karlov Watchdog"
      And Bob controls a disguised "Dog Walker"
      And Bob has {R}{W} in his mana pool
      And Bob has priority
      When Bob turns "Dog Walker" face up using its disguise cost
      Then the action is accepted
      And "Dog Walker" is face up on the battlefield

  Rule: The Watchdog stops its controller's opponents only during its controller's turn

    @id:card-watchdog-not-during-opponents-turn @CARD-karlov-watchdog-1 @needs:disguise
    Scenario: During Bob's own turn, Alice's Karlov Watchdog does not stop Bob turning his Dog Walker face up
      Given it is Bob's precombat main phase
      And Alice controls "Karlov Watchdog"
      And Bob controls a disguised "Dog Walker"
      And Bob has {R}{W} in his mana pool
      When Bob turns "Dog Walker" face up using its disguise cost
      Then the action is accepted
      And "Dog Walker" is face up on the battlefield
