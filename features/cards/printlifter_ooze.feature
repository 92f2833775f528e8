@needs:disguise
Feature: Printlifter Ooze
  # Oracle (MKC): Printlifter Ooze {1}{G}, Creature — Ooze 2/2. Deathtouch. Disguise {3}{G}.
  # "Whenever Printlifter Ooze or another creature you control is turned face up, create a 0/0 green Ooze creature
  # token with trample. The token enters with X +1/+1 counters on it, where X is the number of other creatures you
  # control."
  # Sources: rulings.md (Printlifter Ooze: generic rulings only); CR 603.2, 122.6.
  # X is counted as the token enters: the creatures Alice controls other than the new token, Printlifter Ooze
  # included.
  # Other cards: Defenestrated Phantom ({4}{W}{W} Creature — Spirit 4/3, flying, disguise {4}{W}).

  Background:
    Given a two-player game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls "Grizzly Bears"

  Rule: Whenever it or another creature Alice controls is turned face up, she creates an Ooze with X counters

    @id:card-printlifter-another-creature @CARD-printlifter-ooze-1
    Scenario: Defenestrated Phantom turned face up: a 3/3 Ooze token (Printlifter Ooze, the bear, the Phantom)
      Given Alice controls "Printlifter Ooze"
      And Alice controls a disguised "Defenestrated Phantom"
      And Alice has {W}{C}{C}{C}{C} in her mana pool
      When Alice turns "Defenestrated Phantom" face up using its disguise cost
      Then an ability of "Printlifter Ooze" triggers on a permanent being turned face up
      When all players pass priority
      Then Alice controls 1 3/3 green "Ooze" creature token

    @id:card-printlifter-itself @CARD-printlifter-ooze-1
    Scenario: Printlifter Ooze turned face up itself: a 2/2 Ooze token (Printlifter Ooze and the bear)
      Given Alice controls a disguised "Printlifter Ooze"
      And Alice has {G}{C}{C}{C} in her mana pool
      When Alice turns "Printlifter Ooze" face up using its disguise cost
      Then an ability of "Printlifter Ooze" triggers on it being turned face up
      When all players pass priority
      Then Alice controls 1 2/2 green "Ooze" creature token

    @id:card-printlifter-not-on-entering @CARD-printlifter-ooze-1 @R-708.8-3
    Scenario: Printlifter Ooze cast face up enters without being turned face up: no Ooze token
      Given Alice has "Printlifter Ooze" in her hand
      And Alice has {G}{C} in her mana pool
      When Alice casts "Printlifter Ooze"
      And all players pass priority
      Then no ability of "Printlifter Ooze" triggers on it being turned face up
      And Alice controls no "Ooze" tokens
