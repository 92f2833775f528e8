@needs:disguise
Feature: Fugitive Codebreaker
  # Oracle (MKM): Fugitive Codebreaker {1}{R}, Creature — Goblin Rogue 2/1. Prowess, haste.
  # Disguise {5}{R}. This cost is reduced by {1} for each instant and sorcery card in your graveyard.
  # "When this creature is turned face up, discard your hand, then draw three cards."
  # Sources: rulings.md (Fugitive Codebreaker; RUL-fugitive-codebreaker-1); CR 702.168d, 601.2f, 118.9d.

  Background:
    Given a two-player game between Alice and Bob
    And it is Alice's precombat main phase

  Rule: The disguise cost is reduced by {1} for each instant and sorcery card in Alice's graveyard

    @id:card-codebreaker-disguise-cost-reduced @CARD-fugitive-codebreaker-1
    Scenario Outline: With <number> instant cards in her graveyard, Alice pays <pool> to turn it face up
      Given Alice controls a disguised "Fugitive Codebreaker"
      And Alice has <number> "Shock" in her graveyard
      And Alice has <pool> in her mana pool
      When Alice turns "Fugitive Codebreaker" face up using its disguise cost
      Then the action is accepted
      And Alice's mana pool is empty

      Examples:
        | number | pool                 |
        | 0      | {R}{C}{C}{C}{C}{C}   |
        | 2      | {R}{C}{C}{C}         |
        | 5      | {R}                  |

    @id:card-codebreaker-reduction-counts-instants-only @CARD-fugitive-codebreaker-1
    Scenario: Creature cards in the graveyard do not reduce the disguise cost
      Given Alice controls a disguised "Fugitive Codebreaker"
      And Alice has 2 "Grizzly Bears" in her graveyard
      And Alice has {R}{C}{C}{C} in her mana pool
      When Alice tries to turn "Fugitive Codebreaker" face up using its disguise cost
      Then the action is rejected because the cost cannot be paid
      And "Fugitive Codebreaker" is face down on the battlefield

    @id:card-codebreaker-reduction-not-for-casting @CARD-fugitive-codebreaker-1
    Scenario: The reduction applies to the disguise cost, not to the {3} for casting it face down
      Given Alice has "Fugitive Codebreaker" in her hand
      And Alice has 2 "Shock" in her graveyard
      And Alice has {C}{C}{C}{C} in her mana pool
      When Alice casts "Fugitive Codebreaker" face down using disguise
      Then the action is accepted
      And Alice's mana pool holds {C}

  Rule: Turned face up, it discards Alice's hand and draws three, and it has haste and prowess

    @id:card-codebreaker-discards-and-draws @CARD-fugitive-codebreaker-2
    Scenario: Alice discards her two cards and draws three
      Given Alice controls a disguised "Fugitive Codebreaker"
      And Alice has "Grizzly Bears" in her hand as "the first bear"
      And Alice has "Grizzly Bears" in her hand as "the second bear"
      And Alice has 5 "Island" in her library
      And Alice has {R}{C}{C}{C}{C}{C} in her mana pool
      When Alice turns "Fugitive Codebreaker" face up using its disguise cost
      Then an ability of "Fugitive Codebreaker" triggers on it being turned face up
      And "Fugitive Codebreaker" has haste
      And "Fugitive Codebreaker" has prowess
      When all players pass priority
      Then "the first bear" is in Alice's graveyard
      And "the second bear" is in Alice's graveyard
      And Alice has 3 cards in her hand

    @id:card-codebreaker-draws-with-empty-hand @CARD-fugitive-codebreaker-2 @RUL-fugitive-codebreaker-1
    Scenario: With no cards in hand, Alice still draws three
      Given Alice controls a disguised "Fugitive Codebreaker"
      And Alice has 5 "Island" in her library
      And Alice has {R}{C}{C}{C}{C}{C} in her mana pool
      When Alice turns "Fugitive Codebreaker" face up using its disguise cost
      And all players pass priority
      Then Alice has 3 cards in her hand
