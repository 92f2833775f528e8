@needs:cloak
Feature: Cryptic Coat
  # Oracle (MKM): Cryptic Coat {2}{U}, Artifact — Equipment.
  # "When Cryptic Coat enters, cloak the top card of your library, then attach Cryptic Coat to it.
  # Equipped creature gets +1/+0 and can't be blocked. {1}{U}: Return Cryptic Coat to its owner's hand."
  # Sources: rulings.md (Cryptic Coat, RUL-cryptic-coat-1..2); CR 701.58a, 301.5.
  # It has no equip ability: only its enters ability attaches it. Its enters ability cloaks the top card even if the
  # Coat is gone by then (it then attaches nothing).

  Background:
    Given a two-player game between Alice and Bob
    And it is Alice's precombat main phase

  Rule: Its enters ability cloaks the top card of Alice's library and attaches the Coat to it

    @id:card-cryptic-coat-cloaks-and-equips @CARD-cryptic-coat-1 @R-701.58a-1
    Scenario: The cloaked Grizzly Bears wears Cryptic Coat: a face-down 3/2 with ward {2}
      Given Alice has "Cryptic Coat" in her hand
      And Alice has "Grizzly Bears" on top of her library
      And Alice has {U}{C}{C} in her mana pool
      When Alice casts "Cryptic Coat"
      And all players pass priority
      Then an ability of "Cryptic Coat" triggers on it entering
      When all players pass priority
      Then "Grizzly Bears" is face down on the battlefield
      And Bob sees that "Grizzly Bears" is face down by cloak
      And "Cryptic Coat" is attached to "Grizzly Bears"
      And Bob sees "Grizzly Bears" as a 3/2
      And "Grizzly Bears" has ward {2}

    @id:card-cryptic-coat-cannot-be-blocked @CARD-cryptic-coat-1 @needs:combat
    Scenario: Bob can't block the cloaked creature wearing Cryptic Coat
      Given it is Alice's beginning of combat step
      And Alice controls a cloaked "Hill Giant"
      And Alice controls "Cryptic Coat" attached to "Hill Giant"
      And Bob controls "Grizzly Bears" as "Bob's bear"
      When Alice attacks Bob with "Hill Giant"
      And Bob tries to block "Hill Giant" with "Bob's bear"
      Then the action is rejected
      When Bob declares no blockers
      And all players pass priority
      Then Bob's life total is 17

  Rule: Without the Coat on the battlefield the card is still cloaked; the Coat has no equip ability

    @id:card-cryptic-coat-gone-still-cloaks @RUL-cryptic-coat-2 @CARD-cryptic-coat-1
    Scenario: Alice returns Cryptic Coat to her hand in response to its trigger; the top card is still cloaked
      Given Alice has "Cryptic Coat" in her hand
      And Alice has "Grizzly Bears" on top of her library
      And Alice has {U}{C}{C} in her mana pool
      And Alice controls 2 "Island"
      When Alice casts "Cryptic Coat"
      And all players pass priority
      And Alice activates "Cryptic Coat"
      And all players pass priority
      Then "Cryptic Coat" is in Alice's hand
      When all players pass priority
      Then "Grizzly Bears" is face down on the battlefield
      And Bob sees "Grizzly Bears" as a 2/2
      And "Cryptic Coat" is in Alice's hand

    @id:card-cryptic-coat-no-equip @RUL-cryptic-coat-1
    Scenario: Once its creature is gone, Cryptic Coat stays unattached: its only activated ability returns it to hand
      Given Alice controls a cloaked "Hill Giant"
      And Alice controls "Cryptic Coat" attached to "Hill Giant"
      And Alice controls "Grizzly Bears" as "Alice's bear"
      And Alice has "Murder" in her hand
      And Alice has {B}{B}{C} in her mana pool
      When Alice casts "Murder" targeting "Hill Giant"
      And all players pass priority
      Then "Hill Giant" is in Alice's graveyard
      And "Cryptic Coat" is not attached to anything
      When Alice tries to activate the second ability of "Cryptic Coat" targeting "Alice's bear"
      Then the action is rejected
      And "Cryptic Coat" is not attached to anything
