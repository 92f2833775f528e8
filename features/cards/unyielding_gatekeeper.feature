@needs:disguise
Feature: Unyielding Gatekeeper
  # Oracle (MKM): Unyielding Gatekeeper {1}{W}, Creature 3/2. Disguise {1}{W}.
  # "When Unyielding Gatekeeper is turned face up, exile another target nonland permanent. If you controlled it,
  # return it to the battlefield tapped. Otherwise, its controller creates a 2/2 white and blue Detective creature
  # token."
  # Sources: rulings.md (Unyielding Gatekeeper, RUL-unyielding-gatekeeper-1..2).
  # Not tested, on purpose: its creature type. Forge and XMage say Elephant Cleric, the Chinese release notes Human
  # Soldier (reference README "Contradictions and caveats" 1); no scenario looks at its subtypes.
  # What counts is who controls the target as the ability resolves: Alice's permanent (even one Bob owns) comes back
  # tapped under her control; one she controlled earlier in the turn but not any more is exiled for good and the
  # player who controlled it then creates the Detective.
  # Other cards: Coveted Falcon (disguise {1}{U}, "When Coveted Falcon is turned face up, target opponent gains
  # control of any number of target permanents you control. Draw a card for each one they gained control of this
  # way.").

  Background:
    Given a two-player game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls a disguised "Unyielding Gatekeeper"
    And Alice has {W}{C} in her mana pool

  Rule: A permanent Alice controls as the ability resolves returns tapped under her control, whoever owns it

    @id:card-gatekeeper-returns-own-permanent-tapped @RUL-unyielding-gatekeeper-2
    Scenario: Alice controls Bob's Grizzly Bears: it is exiled and returns tapped under Alice's control
      Given Alice controls "Grizzly Bears" owned by Bob
      When Alice turns "Unyielding Gatekeeper" face up using its disguise cost
      And Alice chooses "Grizzly Bears" as the target
      And all players pass priority
      Then "Grizzly Bears" is on the battlefield
      And "Grizzly Bears" is tapped
      And "Grizzly Bears" is controlled by Alice
      And "Grizzly Bears" is owned by Bob
      And Alice controls no "Detective" tokens
      And Bob controls no "Detective" tokens

    @id:card-gatekeeper-opponents-permanent-detective @RUL-unyielding-gatekeeper-1
    Scenario: Bob's Hill Giant is exiled for good and Bob creates a Detective
      Given Bob controls "Hill Giant"
      When Alice turns "Unyielding Gatekeeper" face up using its disguise cost
      And Alice chooses "Hill Giant" as the target
      And all players pass priority
      Then "Hill Giant" is in exile
      And Bob controls a "Detective" token
      And Alice controls no "Detective" tokens

  Rule: Control earlier in the turn does not count

    @id:card-gatekeeper-control-lost-before-resolution @RUL-unyielding-gatekeeper-1
    Scenario: Alice gives her Grizzly Bears to Bob before the trigger resolves: exiled for good, Bob's Detective
      Given Alice controls "Grizzly Bears"
      And Alice controls a disguised "Coveted Falcon"
      And Alice controls "Island"
      And Alice controls "Mountain"
      And Alice has 3 "Plains" in her library
      When Alice turns "Unyielding Gatekeeper" face up using its disguise cost
      And Alice chooses "Grizzly Bears" as the target
      And Alice turns "Coveted Falcon" face up using its disguise cost
      And Alice chooses Bob as the target
      And Alice chooses "Grizzly Bears" as the target
      And Alice chooses no more targets
      And all players pass priority
      Then "Grizzly Bears" is controlled by Bob
      When all players pass priority
      Then "Grizzly Bears" is in exile
      And Bob controls a "Detective" token
      And Alice controls no "Detective" tokens
