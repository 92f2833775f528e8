Feature: Showstopping Surprise
  # Oracle (MKC): Showstopping Surprise {3}{R}{R}, Instant. "Choose target creature you control. Turn it face up if
  # it's face down. Then it deals damage equal to its power to each other creature."
  # Sources: rulings.md (Showstopping Surprise, RUL-showstopping-surprise-1); CR 701.58g, 708.8.
  # A face-down creature that can't be turned face up (here a cloaked instant card) stays face down and deals damage
  # equal to its power as it is, 2.

  Background:
    Given a two-player game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has "Showstopping Surprise" in her hand
    And Alice has {R}{R}{C}{C}{C} in her mana pool
    And Bob controls "Hill Giant"
    And Bob controls "Grizzly Bears"

  Rule: A face-down creature that can't be turned face up deals damage as the face-down 2/2 it is

    @id:card-showstopping-cannot-turn-up @RUL-showstopping-surprise-1 @R-701.58g @needs:cloak
    Scenario: Alice's cloaked Shock stays face down and deals 2 damage to each other creature
      Given Alice controls a cloaked "Shock"
      When Alice casts "Showstopping Surprise" targeting "Shock"
      And all players pass priority
      Then "Shock" is revealed to all players
      And "Shock" is face down on the battlefield
      And "Shock" has no damage
      And "Grizzly Bears" is in Bob's graveyard
      And "Hill Giant" has 2 damage
      And "Hill Giant" is on the battlefield

    @id:card-showstopping-turns-up-then-damage @RUL-showstopping-surprise-1 @needs:disguise
    Scenario: Alice's disguised Dog Walker is turned face up first and deals 3 damage, its face-up power
      Given Alice controls a disguised "Dog Walker"
      When Alice casts "Showstopping Surprise" targeting "Dog Walker"
      And all players pass priority
      Then "Dog Walker" is face up on the battlefield
      And "Hill Giant" is in Bob's graveyard
      And "Grizzly Bears" is in Bob's graveyard
      And an ability of "Dog Walker" triggers on it being turned face up
