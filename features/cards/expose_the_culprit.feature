Feature: Expose the Culprit
  # Oracle (MKM): Expose the Culprit {1}{R}, Instant. "Choose one or both —
  # • Turn target face-down creature face up.
  # • Exile any number of face-up creatures you control with disguise in a face-down pile, shuffle that pile, then
  # cloak them."
  # Sources: rulings.md (Expose the Culprit, RUL-expose-the-culprit-1); CR 701.58a, 701.58g, 708.9, 400.7.
  # The first mode turns the creature face up as part of the spell's resolution: no disguise or mana cost is paid,
  # and it is not the special action. A face-down instant or sorcery card is only revealed and stays face down.
  # The second mode makes new objects: each chosen creature is exiled and comes back cloaked, a 2/2 with ward {2}
  # that its controller may look at and the opponent can't tell apart from the others.

  Background:
    Given a two-player game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has "Expose the Culprit" in her hand

  Rule: The first mode turns the target face up as the spell resolves, without paying any cost

    @id:card-expose-turns-face-up-for-free @CARD-expose-the-culprit-1 @needs:disguise
    Scenario: Expose the Culprit turns Alice's disguised Dog Walker face up; she pays only {1}{R}
      Given Alice controls a disguised "Dog Walker"
      And Alice has {R}{C} in her mana pool
      When Alice casts "Expose the Culprit" choosing its first mode targeting "Dog Walker"
      And all players pass priority
      Then "Dog Walker" is face up on the battlefield
      And Bob sees "Dog Walker" as a 3/1
      And an ability of "Dog Walker" triggers on it being turned face up
      And Alice's mana pool is empty

    @id:card-expose-instant-stays-face-down @CARD-expose-the-culprit-1 @R-701.58g @RUL-gen-cloak-6a @needs:cloak
    Scenario: Expose the Culprit reveals Alice's cloaked Shock, which stays face down
      Given Alice controls a cloaked "Shock"
      And Alice has {R}{C} in her mana pool
      When Alice casts "Expose the Culprit" choosing its first mode targeting "Shock"
      And all players pass priority
      Then "Shock" is revealed to all players
      And "Shock" is face down on the battlefield

  Rule: The second mode exiles face-up creatures with disguise and cloaks them as new face-down objects

    @id:card-expose-cloaks-disguise-creatures @CARD-expose-the-culprit-2 @RUL-expose-the-culprit-1 @needs:cloak @needs:per_viewer_views
    Scenario: Dog Walker and Nightdrinker Moroii come back cloaked; Alice knows which is which, Bob doesn't
      Given Alice controls "Dog Walker"
      And Alice controls "Nightdrinker Moroii"
      And Alice controls "Grizzly Bears"
      And Alice has {R}{C} in her mana pool
      When Alice casts "Expose the Culprit" choosing its second mode
      And all players pass priority
      Then Alice is asked to choose between "Dog Walker" and "Nightdrinker Moroii", or nothing
      When Alice chooses "Dog Walker"
      And Alice chooses "Nightdrinker Moroii"
      Then "Dog Walker" is face down on the battlefield
      And "Nightdrinker Moroii" is face down on the battlefield
      And "Dog Walker" is a new object
      And Bob sees that "Dog Walker" is face down by cloak
      And Bob sees that "Nightdrinker Moroii" is face down by cloak
      And "Dog Walker" has ward {2}
      And Bob sees "Nightdrinker Moroii" as a 2/2
      And Alice can tell that "Dog Walker" is "Dog Walker"
      And Alice can tell that "Nightdrinker Moroii" is "Nightdrinker Moroii"
      And Bob cannot tell which card "Dog Walker" is
      And Bob cannot tell which card "Nightdrinker Moroii" is
      And Bob can tell "Dog Walker" and "Nightdrinker Moroii" apart
      And "Grizzly Bears" is face up on the battlefield

  Rule: Both modes may be chosen; they are carried out in the order printed

    @id:card-expose-both-modes @CARD-expose-the-culprit-1 @CARD-expose-the-culprit-2 @needs:cloak @needs:disguise
    Scenario: Choosing both modes, Alice turns her disguised Nightdrinker Moroii face up, then may cloak it with Dog Walker
      # The first mode comes first: by the time the second mode asks which face-up creatures with disguise to exile,
      # Nightdrinker Moroii is one of them.
      Given Alice controls a disguised "Nightdrinker Moroii"
      And Alice controls "Dog Walker"
      And Alice has {R}{C} in her mana pool
      When Alice casts "Expose the Culprit" choosing its first and second modes targeting "Nightdrinker Moroii"
      And all players pass priority
      Then Alice is asked to choose between "Dog Walker" and "Nightdrinker Moroii", or nothing
      When Alice chooses "Dog Walker"
      And Alice chooses nothing
      Then "Nightdrinker Moroii" is face up on the battlefield
      And "Dog Walker" is face down on the battlefield
      And Bob sees that "Dog Walker" is face down by cloak
