@needs:disguise
Feature: "When this creature enters or is turned face up": Gadget Technician, Offender at Large, Rakish Scoundrel
  # Oracle (MKM): Gadget Technician {2}{U}{R}, Creature — Goblin Artificer 3/2. "When this creature enters or is
  # turned face up, create a 1/1 colorless Thopter artifact creature token with flying." Disguise {U/R}{U/R}.
  # Oracle (MKM): Offender at Large {4}{R}, Creature — Giant Rogue 5/4. Disguise {4}{R}. "When Offender at Large
  # enters the battlefield or is turned face up, up to one target creature gets +2/+0 until end of turn."
  # Oracle (MKM): Rakish Scoundrel {2}{B}{G}, Creature — Elf Rogue 3/3. Deathtouch. "When Rakish Scoundrel enters or
  # is turned face up, target creature gains indestructible until end of turn." Disguise {4}{B/G}{B/G}.
  # Sources: rulings.md (each card: generic rulings, RUL-gen-fd-4); CR 708.3, 702.168d, 603.6a.
  # The ability triggers when the card enters face up, and once when it is turned face up. Entering face down it
  # has no abilities, so nothing triggers; being turned face up is not entering, so the "enters" half never adds a
  # second trigger.

  Background:
    Given a two-player game between Alice and Bob
    And it is Alice's precombat main phase

  Rule: It triggers entering face up, and once when turned face up; never entering face down

    @id:card-gadget-technician-enters-face-up @R-603.6a @RUL-gen-fd-4
    Scenario: Gadget Technician cast face up makes a Thopter
      Given Alice has "Gadget Technician" in her hand
      And Alice has {U}{R}{C}{C} in her mana pool
      When Alice casts "Gadget Technician"
      And all players pass priority
      Then an ability of "Gadget Technician" triggers on it entering
      When all players pass priority
      Then Alice controls 1 1/1 colourless "Thopter" creature token

    @id:card-gadget-technician-face-down-then-up @R-708.3 @R-702.168d-4 @RUL-gen-fd-4
    Scenario: Gadget Technician cast face down makes no Thopter; turned face up, it makes exactly one
      # Five {R}: whichever mana pays the {3}, {R}{R} is left for the disguise cost {U/R}{U/R}.
      Given Alice has "Gadget Technician" in her hand
      And Alice has {R}{R}{R}{R}{R} in her mana pool
      When Alice casts "Gadget Technician" face down using disguise
      And all players pass priority
      Then no ability of "Gadget Technician" triggers on it entering
      And Alice controls no "Thopter" tokens
      When Alice turns "Gadget Technician" face up using its disguise cost
      Then 1 ability of "Gadget Technician" triggers on it being turned face up
      And no ability of "Gadget Technician" triggers on it entering
      When all players pass priority
      Then Alice controls 1 1/1 colourless "Thopter" creature token

    @id:card-offender-at-large-turned-up @R-702.168d-4 @RUL-gen-fd-4
    Scenario: Offender at Large turned face up gives Alice's Grizzly Bears +2/+0
      Given Alice controls a disguised "Offender at Large"
      And Alice controls "Grizzly Bears"
      And Alice has {R}{C}{C}{C}{C} in her mana pool
      When Alice turns "Offender at Large" face up using its disguise cost
      And Alice chooses "Grizzly Bears" as the target
      Then 1 ability of "Offender at Large" triggers on it being turned face up
      When all players pass priority
      Then Bob sees "Grizzly Bears" as a 4/2
      And Bob sees "Offender at Large" as a 5/4

    @id:card-rakish-scoundrel-turned-up @R-702.168d-4 @RUL-gen-fd-4
    Scenario: Rakish Scoundrel turned face up makes Alice's Grizzly Bears indestructible: Murder doesn't destroy it
      Given Alice controls a disguised "Rakish Scoundrel"
      And Alice controls "Grizzly Bears"
      And Alice has {B}{G}{C}{C}{C}{C} in her mana pool
      And Bob has "Murder" in his hand
      And Bob controls "Swamp"
      And Bob controls "Swamp"
      And Bob controls "Mountain"
      When Alice turns "Rakish Scoundrel" face up using its disguise cost
      And Alice chooses "Grizzly Bears" as the target
      And all players pass priority
      Then "Grizzly Bears" has indestructible
      And "Rakish Scoundrel" has deathtouch
      When Alice passes priority
      And Bob casts "Murder" targeting "Grizzly Bears"
      And all players pass priority
      Then "Grizzly Bears" is on the battlefield
