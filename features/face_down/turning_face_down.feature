Feature: Turning a permanent face down by an effect (CR 708.2a, 708.2b)
  # Sources: CR 708.2a, 708.2b, 708.6, 708.7, 702.168d; rulings 2024-02-02 RUL-gen-fd-8.
  # A face-up permanent that an effect turns face down without listing characteristics is a 2/2 creature with no
  # text, no name, no subtypes and no mana cost. An attempt to turn a permanent face down that is face down already
  # does nothing: it keeps the characteristics it has, and whatever lets it be turned face up.
  # Permanents an effect turns face down must stay distinguishable like any other face-down objects (708.6), and
  # the game records each one as turned face down by an effect.
  # Card: Ixidron ({3}{U}{U} Creature — Illusion */*, "As Ixidron enters, turn all other nontoken creatures face down.
  # (They're 2/2 creatures.) Ixidron's power and toughness are each equal to the number of face-down creatures on the
  # battlefield.").

  Background:
    Given a two-player game between Alice and Bob
    And it is Alice's precombat main phase

  Rule: 708.2a A permanent turned face down by an effect that lists nothing is a 2/2 with no text

    @id:turn-down-by-ixidron @R-708.2a
    Scenario: Ixidron turns Bob's Dog Walker face down as a 2/2 with no abilities
      Given Bob controls "Dog Walker"
      And Alice has "Ixidron" in her hand
      And Alice has {U}{U}{C}{C}{C} in her mana pool
      When Alice casts "Ixidron"
      And all players pass priority
      Then "Dog Walker" is face down on the battlefield
      And Alice sees that "Dog Walker" is face down by an effect
      And Alice sees "Dog Walker" with these characteristics:
        | name       | none       |
        | mana cost  | none       |
        | colours    | colourless |
        | types      | Creature   |
        | subtypes   | none       |
        | power      | 2          |
        | toughness  | 2          |
        | abilities  | none       |
      And "Dog Walker" is controlled by Bob
      And Alice sees "Ixidron" as a 1/1

  Rule: 708.2b A face-down permanent can't be turned face down again

    @id:turn-down-already-face-down-does-nothing @R-708.2b @needs:disguise
    Scenario: Ixidron leaves Bob's disguised Nightdrinker Moroii as it was: disguised, with ward {2}
      Given Bob controls a disguised "Nightdrinker Moroii"
      And Alice has "Ixidron" in her hand
      And Alice has {U}{U}{C}{C}{C} in her mana pool
      When Alice casts "Ixidron"
      And all players pass priority
      Then "Nightdrinker Moroii" is face down on the battlefield
      And Alice sees that "Nightdrinker Moroii" is face down by disguise
      And "Nightdrinker Moroii" has ward {2}
      And the label Alice sees on "Nightdrinker Moroii" is unchanged
      And Alice sees "Ixidron" as a 1/1

    @id:turn-down-again-still-turns-up-by-disguise @R-708.2b @needs:disguise
    Scenario: After Ixidron, Bob may still turn his disguised Nightdrinker Moroii face up for its disguise cost
      Given Bob controls a disguised "Nightdrinker Moroii"
      And Alice has "Ixidron" in her hand
      And Alice has {U}{U}{C}{C}{C} in her mana pool
      And Bob has {B}{B} in his mana pool
      When Alice casts "Ixidron"
      And all players pass priority
      And Alice passes priority
      And Bob turns "Nightdrinker Moroii" face up using its disguise cost
      Then the action is accepted
      And "Nightdrinker Moroii" is face up on the battlefield

    @id:turn-down-by-effect-disguise-card-turns-up @R-702.168d-1 @R-708.7 @needs:disguise
    Scenario: A card with disguise turned face down by Ixidron can be turned face up for its disguise cost
      # 702.168d speaks of any face-down permanent that would have disguise face up, however it became face down.
      Given Bob controls "Nightdrinker Moroii"
      And Alice has "Ixidron" in her hand
      And Alice has {U}{U}{C}{C}{C} in her mana pool
      And Bob has {B}{B} in his mana pool
      When Alice casts "Ixidron"
      And all players pass priority
      Then Alice sees that "Nightdrinker Moroii" is face down by an effect
      And "Nightdrinker Moroii" does not have ward {2}
      When Alice passes priority
      And Bob turns "Nightdrinker Moroii" face up using its disguise cost
      Then the action is accepted
      And "Nightdrinker Moroii" is face up on the battlefield

  Rule: 708.6 Permanents an effect turned face down can be told apart

    @id:turn-down-by-ixidron-distinguishable @R-708.6 @RUL-gen-fd-8
    Scenario: Ixidron turns Bob's Grizzly Bears and Hill Giant face down; both players can tell the two apart
      Given Bob controls "Grizzly Bears"
      And Bob controls "Hill Giant"
      And Alice has "Ixidron" in her hand
      And Alice has {U}{U}{C}{C}{C} in her mana pool
      When Alice casts "Ixidron"
      And all players pass priority
      Then "Grizzly Bears" is face down on the battlefield
      And "Hill Giant" is face down on the battlefield
      And Alice can tell "Grizzly Bears" and "Hill Giant" apart
      And Bob can tell "Grizzly Bears" and "Hill Giant" apart
      And Alice sees "Ixidron" as a 2/2

    @id:turn-down-by-ixidron-event @R-708.2a @needs:events
    Scenario: The game records that Ixidron turned Bob's Grizzly Bears face down by an effect
      Given Bob controls "Grizzly Bears"
      And Alice has "Ixidron" in her hand
      And Alice has {U}{U}{C}{C}{C} in her mana pool
      When Alice casts "Ixidron"
      And all players pass priority
      Then "Grizzly Bears" is face down on the battlefield
      And the event log shows "Grizzly Bears" turned face down by an effect
