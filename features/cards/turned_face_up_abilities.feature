@needs:disguise
Feature: Disguise creatures whose "turned face up" ability does the work
  # Oracle (MKM), each a Creature with disguise and a "When this creature is turned face up, ..." ability:
  # Essence of Antiquity {3}{W}{W} Artifact Creature — Golem 1/10, disguise {2}{W}: "creatures you control gain
  # hexproof until end of turn. Untap them." Faerie Snoop {1}{U}{B} Faerie Detective 1/4, flying, disguise
  # {1}{U/B}{U/B}: "look at the top two cards of your library. Put one into your hand and the other into your
  # graveyard." Granite Witness {2}{W}{U} Artifact Creature — Gargoyle Detective 3/2, flying, vigilance, disguise
  # {W/U}{W/U}: "you may tap or untap target creature." Nervous Gardener {1}{G} Dryad 2/2, disguise {G}: "search your
  # library for a land card with a basic land type, reveal it, put it into your hand, then shuffle." Sanguine Savior
  # {1}{W}{B} Vampire Cleric 2/1, flying, lifelink, disguise {W/B}{W/B}: "another target creature you control gains
  # lifelink until end of turn." Vengeful Creeper {4}{G} Plant Elemental 5/5, disguise {5}{G}: "destroy target
  # artifact or enchantment an opponent controls." Bolrac-Clan Basher {4}{R}{R} Cyclops Warrior 3/2, double strike,
  # trample, disguise {3}{R}{R} (no such ability: it only regains its keywords).
  # Sources: rulings.md (each card: generic rulings RUL-gen-fd-1..8, RUL-gen-disguise-1..4); CR 702.168d, 603.2.
  # Turning the card face up is a special action that nothing can answer; its "turned face up" ability then uses the
  # stack like any triggered ability, and only then does its work.

  Background:
    Given a two-player game between Alice and Bob
    And it is Alice's precombat main phase

  Rule: The special action turns it face up; its ability triggers and resolves afterwards

    @id:card-essence-of-antiquity-untaps @RUL-gen-disguise-1 @R-702.168d-1
    Scenario: Essence of Antiquity untaps Alice's creatures and gives them hexproof; Bob's tapped Hill Giant stays tapped
      Given Alice controls a disguised "Essence of Antiquity"
      And Alice controls tapped "Grizzly Bears"
      And Bob controls tapped "Hill Giant"
      And Alice has {W}{C}{C} in her mana pool
      When Alice turns "Essence of Antiquity" face up using its disguise cost
      Then "Grizzly Bears" is tapped
      When all players pass priority
      Then "Grizzly Bears" is untapped
      And "Grizzly Bears" has hexproof
      And "Essence of Antiquity" has hexproof
      And "Hill Giant" is tapped
      And "Hill Giant" does not have hexproof

    @id:card-faerie-snoop-hand-and-graveyard @RUL-gen-disguise-1
    Scenario: Faerie Snoop puts one of the top two cards into Alice's hand and the other into her graveyard
      Given Alice controls a disguised "Faerie Snoop"
      And Alice has "Hill Giant" on top of her library
      And Alice has "Forest" in her library
      And Alice has "Shock" in her library
      And Alice has {U}{B}{C} in her mana pool
      When Alice turns "Faerie Snoop" face up using its disguise cost
      And all players pass priority
      Then Alice is asked to choose between "Hill Giant" and "Forest"
      When Alice chooses "Forest"
      Then "Forest" is in Alice's hand
      And "Hill Giant" is in Alice's graveyard
      And Alice has 1 card in her library

    @id:card-granite-witness-taps @RUL-gen-disguise-1
    Scenario: Granite Witness taps Bob's Hill Giant
      Given Alice controls a disguised "Granite Witness"
      And Bob controls "Hill Giant"
      And Alice has {W}{U} in her mana pool
      When Alice turns "Granite Witness" face up using its disguise cost
      And Alice chooses "Hill Giant" as the target
      And all players pass priority
      And Alice chooses to tap it
      Then "Hill Giant" is tapped
      And "Granite Witness" has flying

    @id:card-nervous-gardener-finds-dryad-arbor @RUL-gen-disguise-1
    Scenario: Nervous Gardener finds Dryad Arbor, a land card with the basic land type Forest
      Given Alice controls a disguised "Nervous Gardener"
      And Alice has "Grizzly Bears" in her library
      And Alice has "Dryad Arbor" in her library
      And Alice has {G} in her mana pool
      When Alice turns "Nervous Gardener" face up using its disguise cost
      And all players pass priority
      Then Alice is asked to choose "Dryad Arbor", or nothing
      When Alice chooses "Dryad Arbor"
      Then "Dryad Arbor" is in Alice's hand
      And Alice has 1 card in her library

    @id:card-sanguine-savior-another-creature @RUL-gen-disguise-1
    Scenario: Sanguine Savior may give lifelink only to another creature Alice controls
      Given Alice controls a disguised "Sanguine Savior"
      And Alice controls "Grizzly Bears"
      And Bob controls "Hill Giant"
      And Alice has {W}{B} in her mana pool
      When Alice turns "Sanguine Savior" face up using its disguise cost
      Then Alice is asked to choose "Grizzly Bears"
      When Alice chooses "Grizzly Bears" as the target
      And all players pass priority
      Then "Grizzly Bears" has lifelink
      And "Sanguine Savior" has lifelink

    @id:card-vengeful-creeper-opponents-artifact @RUL-gen-disguise-1
    Scenario: Vengeful Creeper destroys Bob's Ransom Note; Alice's own is not a legal target
      Given Alice controls a disguised "Vengeful Creeper"
      And Alice controls "Ransom Note" as "Alice's Ransom Note"
      And Bob controls "Ransom Note" as "Bob's Ransom Note"
      And Alice has {G}{C}{C}{C}{C}{C} in her mana pool
      When Alice turns "Vengeful Creeper" face up using its disguise cost
      Then Alice is asked to choose "Bob's Ransom Note"
      When Alice chooses "Bob's Ransom Note" as the target
      And all players pass priority
      Then "Bob's Ransom Note" is in Bob's graveyard
      And "Alice's Ransom Note" is on the battlefield

  Rule: Turned face up, it has its own keywords again

    @id:card-bolrac-clan-basher-keywords @R-702.168d-3 @RUL-gen-disguise-3a
    Scenario: Face down Bolrac-Clan Basher is a 2/2 with only ward {2}; face up a 3/2 with double strike and trample
      Given Alice controls a disguised "Bolrac-Clan Basher"
      And Alice has {R}{R}{C}{C}{C} in her mana pool
      Then Bob sees "Bolrac-Clan Basher" with these characteristics:
        | power     | 2        |
        | toughness | 2        |
        | abilities | Ward {2} |
      When Alice turns "Bolrac-Clan Basher" face up using its disguise cost
      Then the action is accepted
      And Bob sees "Bolrac-Clan Basher" as a 3/2
      And "Bolrac-Clan Basher" has double strike
      And "Bolrac-Clan Basher" has trample
      And "Bolrac-Clan Basher" does not have ward {2}
      And the stack is empty
