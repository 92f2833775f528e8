Feature: Yarus, Roar of the Old Gods
  # Oracle (MKM): Yarus, Roar of the Old Gods {2}{R}{G}, Legendary Creature — Centaur Druid 4/4.
  # "Other creatures you control have haste.
  # Whenever one or more face-down creatures you control deal combat damage to a player, draw a card.
  # Whenever a face-down creature you control dies, return it to the battlefield face down under its owner's
  # control if it's a permanent card, then turn it face up."
  # Sources: rulings.md (Yarus, RUL-yarus-roar-of-the-old-gods-1..4); CR 603.10a (leaves-the-battlefield abilities
  # look back), 400.7, 510.4 (first-strike combat damage step), 708.2a.
  # The returned card is a new object put onto the battlefield face down by Yarus's ability, then turned face up by
  # it (not the special action, no cost). If it can't be turned face up it stays a face-down 2/2 with no name and no
  # ward (it is neither disguised nor cloaked). A card that left the graveyard first is not returned. Dying together
  # with Yarus, face-down creatures still make its ability trigger. Its draw ability triggers once per player dealt
  # combat damage in each combat damage step.
  # Other cards: Showstopping Surprise ({3}{R}{R} instant, "Choose target creature you control. Turn it face up if
  # it's face down. Then it deals damage equal to its power to each other creature."); Riftburst Hellion (6/7);
  # Karlov Watchdog ("Permanents your opponents control can't be turned face up during your turn."); Aurelia's
  # Vindicator (disguise {X}{3}{W}, its trigger exiles up to X creature cards from graveyards); Assault Strobe ({R}
  # sorcery, "Target creature gains double strike until end of turn.").

  Background:
    Given a two-player game between Alice and Bob

  Rule: A face-down creature Alice controls that dies returns face down and is turned face up

    @id:card-yarus-returns-and-turns-up @CARD-yarus-1 @needs:disguise
    Scenario: Alice's disguised Dog Walker dies and comes back face up, making its two Dogs
      Given it is Alice's precombat main phase
      And Alice controls "Yarus, Roar of the Old Gods"
      And Alice controls a disguised "Dog Walker"
      And Alice has "Shock" in her hand
      And Alice has {R} in her mana pool
      When Alice casts "Shock" targeting "Dog Walker"
      And all players pass priority
      Then "Dog Walker" is revealed to all players
      And an ability of "Yarus, Roar of the Old Gods" triggers on a creature dying
      When all players pass priority
      Then "Dog Walker" is face up on the battlefield
      And "Dog Walker" is controlled by Alice
      And an ability of "Dog Walker" triggers on it being turned face up
      When all players pass priority
      Then Alice controls 2 tapped 1/1 white "Dog" creature tokens

    @id:card-yarus-instant-card-not-returned @CARD-yarus-1 @needs:cloak
    Scenario: Alice's cloaked Shock dies: an instant card is not a permanent card and stays in her graveyard
      Given it is Alice's precombat main phase
      And Alice controls "Yarus, Roar of the Old Gods"
      And Alice controls a cloaked "Shock" as "the cloaked Shock"
      And Alice has "Shock" in her hand as "Alice's Shock"
      And Alice has {R} in her mana pool
      When Alice casts "Alice's Shock" targeting "the cloaked Shock"
      And all players pass priority
      And all players pass priority until the stack is empty
      Then "the cloaked Shock" is in Alice's graveyard

  Rule: A card that can't be turned face up stays face down, without ward

    @id:card-yarus-cannot-turn-up-stays-face-down @RUL-yarus-roar-of-the-old-gods-3 @CARD-yarus-1 @needs:disguise
    Scenario: During Bob's turn under his Karlov Watchdog, Dog Walker returns face down and stays a plain 2/2
      # Its one ability is the haste Yarus gives to Alice's other creatures; no ward {2}: it isn't disguised.
      Given it is Bob's precombat main phase
      And Bob controls "Karlov Watchdog"
      And Alice controls "Yarus, Roar of the Old Gods"
      And Alice controls a disguised "Dog Walker"
      And Alice has "Shock" in her hand
      And Alice has {R} in her mana pool
      And Alice has priority
      When Alice casts "Shock" targeting "Dog Walker"
      And all players pass priority
      And all players pass priority
      Then "Dog Walker" is face down on the battlefield
      And "Dog Walker" is a new object
      And Bob sees "Dog Walker" with these characteristics:
        | name      | none  |
        | mana cost | none  |
        | subtypes  | none  |
        | power     | 2     |
        | toughness | 2     |
        | abilities | Haste |
      And "Dog Walker" does not have ward {2}

  Rule: A card that left the graveyard before the ability resolves is not returned

    @id:card-yarus-card-left-graveyard @RUL-yarus-roar-of-the-old-gods-2 @needs:disguise
    Scenario: Bob exiles the dead Dog Walker from Alice's graveyard first: it is not returned
      Given it is Alice's precombat main phase
      And Alice controls "Yarus, Roar of the Old Gods"
      And Alice controls a disguised "Dog Walker"
      And Alice has "Shock" in her hand
      And Alice has {R} in her mana pool
      And Bob controls a disguised "Aurelia's Vindicator"
      And Bob has {W}{C}{C}{C}{C} in his mana pool
      When Alice casts "Shock" targeting "Dog Walker"
      And all players pass priority
      And Alice passes priority
      And Bob turns "Aurelia's Vindicator" face up using its disguise cost with X = 1
      And Bob chooses "Dog Walker" as the target
      And all players pass priority until the stack is empty
      Then "Dog Walker" is in exile
      And "Dog Walker" is not on the battlefield

  Rule: Face-down creatures that die at the same time as Yarus still return

    @id:card-yarus-dies-with-them @RUL-yarus-roar-of-the-old-gods-1 @needs:disguise @needs:cloak
    Scenario: Bob's Showstopping Surprise kills Yarus and Alice's two face-down creatures at once: both return
      Given it is Bob's precombat main phase
      And Alice controls "Yarus, Roar of the Old Gods"
      And Alice controls a disguised "Nightdrinker Moroii"
      And Alice controls a cloaked "Grizzly Bears"
      And Bob controls "Riftburst Hellion"
      And Bob has "Showstopping Surprise" in his hand
      And Bob has {R}{R}{C}{C}{C} in his mana pool
      When Bob casts "Showstopping Surprise" targeting "Riftburst Hellion"
      And all players pass priority
      Then "Yarus, Roar of the Old Gods" is in Alice's graveyard
      And 2 abilities of "Yarus, Roar of the Old Gods" trigger on a creature dying
      When all players pass priority until the stack is empty
      Then "Nightdrinker Moroii" is face up on the battlefield
      And "Grizzly Bears" is face up on the battlefield

  Rule: Its draw ability triggers once per player and combat damage step, however many face-down creatures dealt damage

    @id:card-yarus-one-draw-per-player @RUL-yarus-roar-of-the-old-gods-4 @needs:combat @needs:disguise
    Scenario: Two face-down creatures deal combat damage to Bob: Alice draws one card
      Given it is Alice's beginning of combat step
      And Alice controls "Yarus, Roar of the Old Gods"
      And Alice controls a disguised "Dog Walker"
      And Alice controls a disguised "Nightdrinker Moroii"
      And Alice has 3 "Forest" in her library
      When Alice attacks Bob with "Dog Walker" and "Nightdrinker Moroii"
      And Bob declares no blockers
      And all players pass priority
      Then Bob's life total is 16
      And 1 ability of "Yarus, Roar of the Old Gods" triggers on a creature dealing combat damage
      When all players pass priority
      Then Alice has 1 card in her hand

    @id:card-yarus-one-draw-per-damage-step @RUL-yarus-roar-of-the-old-gods-4 @needs:combat @needs:disguise
    Scenario: A face-down double striker and another face-down creature: one draw in each combat damage step
      Given it is Alice's precombat main phase
      And Alice controls "Yarus, Roar of the Old Gods"
      And Alice controls a disguised "Dog Walker"
      And Alice controls a disguised "Nightdrinker Moroii"
      And Alice has "Assault Strobe" in her hand
      And Alice has {R} in her mana pool
      And Alice has 3 "Forest" in her library
      When Alice casts "Assault Strobe" targeting "Dog Walker"
      And all players pass priority
      And Alice attacks Bob with "Dog Walker" and "Nightdrinker Moroii"
      And Bob declares no blockers
      And all players pass priority
      Then Bob's life total is 18
      And 1 ability of "Yarus, Roar of the Old Gods" triggers on a creature dealing combat damage
      When all players pass priority until the stack is empty
      Then Alice has 1 card in her hand
      When all players pass priority
      Then Bob's life total is 14
      And 1 ability of "Yarus, Roar of the Old Gods" triggers on a creature dealing combat damage
      When all players pass priority until the stack is empty
      Then Alice has 2 cards in her hand
