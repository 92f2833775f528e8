@needs:combat
Feature: Aveline de Grandpré
  # Oracle (ACR): Aveline de Grandpré {2}{G}{G}, Legendary Creature — Human Assassin 3/3. Deathtouch.
  # "Whenever a creature you control with deathtouch deals combat damage to a player, put that many +1/+1 counters
  # on that creature." Disguise {B}{G}.
  # Sources: rulings.md (Aveline de Grandpré, RUL-acr-3); CR 510.2 (combat damage is dealt at once), 704.5g/h
  # (state-based actions before the trigger is put on the stack), 702.19 (trample), 702.2c (deathtouch: 1 damage is
  # lethal).
  # A deathtouch creature with trample that is blocked may assign 1 damage to the blocker and the rest to the
  # player. If it is dealt lethal damage at the same time, it dies before Aveline's trigger resolves: no counters.
  # Other cards: Greenbelt Radical (disguise {5}{G}{G}, "When this creature is turned face up, put a +1/+1 counter on
  # each creature you control. Creatures you control gain trample until end of turn."); Riftburst Hellion (6/7);
  # Rakish Scoundrel ({2}{B}{G} Creature — Elf Rogue 3/3, deathtouch).

  Background:
    Given a two-player game between Alice and Bob

  Rule: A deathtouch creature that deals combat damage to a player gets that many +1/+1 counters

    @id:card-aveline-counters @RUL-acr-3
    Scenario: Rakish Scoundrel, with deathtouch, deals 3 combat damage to Bob and gets three +1/+1 counters
      Given it is Alice's beginning of combat step
      And Alice controls "Aveline de Grandpré"
      And Alice controls "Rakish Scoundrel"
      When Alice attacks Bob with "Rakish Scoundrel"
      And Bob declares no blockers
      And all players pass priority
      Then Bob's life total is 17
      And an ability of "Aveline de Grandpré" triggers on a creature dealing combat damage
      When all players pass priority
      Then "Rakish Scoundrel" has 3 +1/+1 counters

  Rule: A creature dealt lethal damage at the same time dies before the trigger resolves

    @id:card-aveline-attacker-dies-first @RUL-acr-3 @needs:disguise
    Scenario: Aveline tramples over Riftburst Hellion, dies to its 6 damage, and gets no counters
      # Greenbelt Radical turned face up: Aveline is a 4/4 with deathtouch and trample. Blocked by the 6/7 Hellion, it
      # assigns 1 (lethal, with deathtouch) to the Hellion and 3 to Bob, and is dealt 6.
      Given it is Alice's precombat main phase
      And Alice controls "Aveline de Grandpré"
      And Alice controls a disguised "Greenbelt Radical"
      And Alice has {G}{G}{C}{C}{C}{C}{C} in her mana pool
      And Bob controls "Riftburst Hellion"
      When Alice turns "Greenbelt Radical" face up using its disguise cost
      And all players pass priority
      Then Bob sees "Aveline de Grandpré" as a 4/4
      And "Aveline de Grandpré" has trample
      When Alice attacks Bob with "Aveline de Grandpré"
      And Bob blocks "Aveline de Grandpré" with "Riftburst Hellion"
      And all players pass priority
      Then Bob's life total is 17
      And "Riftburst Hellion" is in Bob's graveyard
      And "Aveline de Grandpré" is in Alice's graveyard
      When all players pass priority until the stack is empty
      Then "Aveline de Grandpré" is in Alice's graveyard
