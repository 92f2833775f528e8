@needs:disguise
Feature: Pyrotechnic Performer
  # Oracle (MKM): Pyrotechnic Performer {1}{R}, Creature — Lizard Assassin 3/2. Disguise {R}.
  # "Whenever Pyrotechnic Performer or another creature you control is turned face up, that creature deals damage
  # equal to its power to each opponent."
  # Sources: rulings.md (Pyrotechnic Performer, RUL-pyrotechnic-performer-1); CR 608.2h (last known information).
  # The damage is the turned-up creature's power as the ability resolves; if that creature has left the
  # battlefield by then, its power as it last existed there.
  # Other cards: Nightdrinker Moroii ({3}{B} 4/2 flying, disguise {B}{B}); Giant Growth ({G} instant, "Target
  # creature gets +3/+3 until end of turn."); Unsummon ({U} instant, "Return target creature to its owner's hand.").

  Background:
    Given a two-player game between Alice and Bob
    And it is Alice's precombat main phase

  Rule: The creature turned face up deals damage equal to its power to each opponent

    @id:card-performer-itself @CARD-pyrotechnic-performer-1
    Scenario: Pyrotechnic Performer turned face up for {R} deals 3 damage to Bob
      Given Alice controls a disguised "Pyrotechnic Performer"
      And Alice has {R} in her mana pool
      When Alice turns "Pyrotechnic Performer" face up using its disguise cost
      Then an ability of "Pyrotechnic Performer" triggers on it being turned face up
      When all players pass priority
      Then Bob's life total is 17
      And Alice's life total is 20

    @id:card-performer-another-creature @CARD-pyrotechnic-performer-1
    Scenario: Nightdrinker Moroii turned face up deals 4 damage to Bob
      Given Alice controls "Pyrotechnic Performer"
      And Alice controls a disguised "Nightdrinker Moroii"
      And Alice has {B}{B} in her mana pool
      When Alice turns "Nightdrinker Moroii" face up using its disguise cost
      And all players pass priority
      Then Bob's life total is 16

    @id:card-performer-opponents-creature @CARD-pyrotechnic-performer-1
    Scenario: A creature Bob turns face up makes no damage come from Alice's Performer
      Given it is Bob's precombat main phase
      And Alice controls "Pyrotechnic Performer"
      And Bob controls a disguised "Nightdrinker Moroii"
      And Bob has {B}{B} in his mana pool
      When Bob turns "Nightdrinker Moroii" face up using its disguise cost
      Then no ability of "Pyrotechnic Performer" triggers on a permanent being turned face up
      And Alice's life total is 20

  Rule: If the creature has left the battlefield, its last known power counts

    @id:card-performer-last-known-power @RUL-pyrotechnic-performer-1
    Scenario: Nightdrinker Moroii, pumped to 7/5 and then returned to Alice's hand, still deals 7 damage
      Given Alice controls "Pyrotechnic Performer"
      And Alice controls a disguised "Nightdrinker Moroii"
      And Alice has "Giant Growth" in her hand
      And Alice has "Unsummon" in her hand
      And Alice has {B}{B}{G}{U} in her mana pool
      When Alice turns "Nightdrinker Moroii" face up using its disguise cost
      And Alice casts "Giant Growth" targeting "Nightdrinker Moroii"
      And all players pass priority
      And Alice casts "Unsummon" targeting "Nightdrinker Moroii"
      And all players pass priority
      Then "Nightdrinker Moroii" is in Alice's hand
      When all players pass priority
      Then Bob's life total is 13
