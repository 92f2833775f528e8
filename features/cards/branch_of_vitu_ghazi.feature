@needs:disguise
Feature: Branch of Vitu-Ghazi
  # Oracle (MKM): Branch of Vitu-Ghazi, Land (no mana cost). "{T}: Add {C}." Disguise {3}.
  # "When Branch of Vitu-Ghazi is turned face up, add two mana of any one color. Until end of turn, you don't lose
  # this mana as steps and phases end."
  # Sources: rulings.md (Branch of Vitu-Ghazi; compiler's note: a land card with disguise); CR 702.168a, 702.168d,
  # 708.8, 500.4.
  # A land card is never cast normally, but disguise lets it be cast face down for {3} as a 2/2 creature. Turned face
  # up, it is a land and no longer a creature. The two mana its trigger adds stays in the pool until the turn ends,
  # while other mana empties at the end of each step.

  Background:
    Given a two-player game between Alice and Bob
    And it is Alice's precombat main phase

  Rule: Cast face down for {3}, the land card is a 2/2 creature; face up, it is a land and not a creature

    @id:card-branch-cast-face-down @CARD-branch-of-vitu-ghazi-1 @R-702.168a-2
    Scenario: Alice casts Branch of Vitu-Ghazi face down for {3}: a face-down 2/2 creature with ward {2}
      Given Alice has "Branch of Vitu-Ghazi" in her hand
      And Alice has {C}{C}{C} in her mana pool
      When Alice casts "Branch of Vitu-Ghazi" face down using disguise
      And all players pass priority
      Then "Branch of Vitu-Ghazi" is face down on the battlefield
      And "Branch of Vitu-Ghazi" is a creature
      And "Branch of Vitu-Ghazi" is not a land
      And Bob sees "Branch of Vitu-Ghazi" as a 2/2
      And "Branch of Vitu-Ghazi" has ward {2}

    @id:card-branch-turned-face-up-land @CARD-branch-of-vitu-ghazi-1 @R-702.168d-3
    Scenario: Turned face up for {3}, Branch of Vitu-Ghazi is a land, not a creature
      Given Alice controls a disguised "Branch of Vitu-Ghazi"
      And Alice has {C}{C}{C} in her mana pool
      When Alice turns "Branch of Vitu-Ghazi" face up using its disguise cost
      Then the action is accepted
      And "Branch of Vitu-Ghazi" is a land
      And "Branch of Vitu-Ghazi" is not a creature
      And an ability of "Branch of Vitu-Ghazi" triggers on it being turned face up

  Rule: Its trigger adds two mana of one colour that stays until the end of the turn

    @id:card-branch-mana-lasts-the-turn @CARD-branch-of-vitu-ghazi-1
    Scenario: Alice chooses green: {G}{G} stays in her pool into combat, while her spare {C} empties
      Given Alice controls a disguised "Branch of Vitu-Ghazi"
      And Alice has {C}{C}{C}{C} in her mana pool
      When Alice turns "Branch of Vitu-Ghazi" face up using its disguise cost
      And all players pass priority
      And Alice chooses green
      Then Alice's mana pool holds {G}{G}{C}
      When all players pass priority until Alice's beginning of combat step
      Then Alice's mana pool holds {G}{G}
