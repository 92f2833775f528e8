@needs:disguise
Feature: Tunnel Tipster
  # Oracle (MKM): Tunnel Tipster {1}{G}, Creature — Mole Scout 1/1. "At the beginning of your end step, if a
  # face-down creature entered the battlefield under your control this turn, put a +1/+1 counter on Tunnel
  # Tipster. {T}: Add {G}."
  # Sources: rulings.md (Tunnel Tipster, RUL-tunnel-tipster-1); CR 603.4, 708.3.
  # What counts is a creature that entered face down this turn, even if it was turned face up or left the
  # battlefield since; a creature that entered face up and was turned face down later does not count.
  # Other cards: Backslide ({1}{U} Instant, "Turn target creature with morph face down."); Branchsnap Lorian
  # ({1}{G}{G} Creature — Dryad 4/1, trample, morph {G}).

  Background:
    Given a two-player game between Alice and Bob
    And it is Alice's postcombat main phase
    And Alice controls "Tunnel Tipster"

  Rule: A creature that entered face down this turn counts, whatever happened to it since

    @id:card-tipster-entered-face-down-then-turned-up @RUL-tunnel-tipster-1
    Scenario: Dog Walker entered face down and was turned face up: Tunnel Tipster gets a +1/+1 counter
      # Five {R}: whichever mana pays the {3}, {R}{R} is left for the disguise cost.
      Given Alice has "Dog Walker" in her hand
      And Alice has {R}{R}{R}{R}{R} in her mana pool
      When Alice casts "Dog Walker" face down using disguise
      And all players pass priority
      And Alice turns "Dog Walker" face up using its disguise cost
      And all players pass priority until the stack is empty
      And all players pass priority until Alice's end step
      Then an ability of "Tunnel Tipster" triggers on the beginning of a step
      When all players pass priority
      Then "Tunnel Tipster" has 1 +1/+1 counter

    @id:card-tipster-entered-face-down-then-died @RUL-tunnel-tipster-1
    Scenario: Dog Walker entered face down and then died: Tunnel Tipster still gets a +1/+1 counter
      Given Alice has "Dog Walker" in her hand
      And Alice has "Shock" in her hand
      And Alice controls "Mountain"
      And Alice has {C}{C}{C} in her mana pool
      When Alice casts "Dog Walker" face down using disguise
      And all players pass priority
      And Alice casts "Shock" targeting "Dog Walker"
      And all players pass priority
      Then "Dog Walker" is in Alice's graveyard
      When all players pass priority until Alice's end step
      And all players pass priority
      Then "Tunnel Tipster" has 1 +1/+1 counter

  Rule: Face-down creatures that did not enter face down this turn don't count

    @id:card-tipster-face-down-since-before @RUL-tunnel-tipster-1
    Scenario: A creature face down since before the turn and a face-up Grizzly Bears cast this turn: no counter
      Given Alice controls a disguised "Nightdrinker Moroii"
      And Alice has "Grizzly Bears" in her hand
      And Alice has {G}{C} in her mana pool
      When Alice casts "Grizzly Bears"
      And all players pass priority
      And all players pass priority until Alice's end step
      Then no ability of "Tunnel Tipster" triggers on the beginning of a step
      And "Tunnel Tipster" has no +1/+1 counters

    @id:card-tipster-turned-face-down-later @RUL-tunnel-tipster-1 @R-708.2a @needs:morph @needs:per_viewer_views
    Scenario: Branchsnap Lorian entered face up and was then turned face down: no counter
      Given Alice has "Branchsnap Lorian" in her hand
      And Alice has "Backslide" in her hand
      And Alice controls 2 "Island"
      And Alice has {G}{G}{C} in her mana pool
      When Alice casts "Branchsnap Lorian"
      And all players pass priority
      And Alice casts "Backslide" targeting "Branchsnap Lorian"
      And all players pass priority
      Then "Branchsnap Lorian" is face down on the battlefield
      # Backslide lists no characteristics: the face-down permanent has those of 708.2a.
      And Bob sees "Branchsnap Lorian" with these characteristics:
        | name       | none       |
        | mana cost  | none       |
        | mana value | 0          |
        | colours    | colourless |
        | types      | Creature   |
        | subtypes   | none       |
        | power      | 2          |
        | toughness  | 2          |
        | abilities  | none       |
        | face down  | yes        |
      When all players pass priority until Alice's end step
      Then no ability of "Tunnel Tipster" triggers on the beginning of a step
      And "Tunnel Tipster" has no +1/+1 counters
