@needs:commander
Feature: A commander turned face down is still a commander; a copy of a commander is not one (CR 903.3)
  # Sources: CR 903.3, 903.9a, 708.9, 707.2.
  # Being a commander is not a characteristic of the object: it belongs to the card and follows it from zone to
  # zone. A face-down commander has no name and no text, and is still its owner's commander: when it dies, it is
  # revealed, and its owner may put it from the graveyard into the command zone. A permanent that copies a
  # commander copies its characteristics, not the designation.
  # Cards: Aveline de Grandpré ({2}{G}{G} Legendary Creature — Human Assassin 3/3, deathtouch, disguise {B}{G});
  # Clone ({3}{U} Creature — Shapeshifter 0/0, "You may have Clone enter as a copy of any creature on the
  # battlefield."); Shock ({R} Instant, 2 damage to any target).

  Background:
    Given a two-player game between Alice and Bob
    And it is Alice's precombat main phase

  Rule: 903.3 The commander designation belongs to the card, face up or face down

    @id:commander-face-down-to-command-zone @R-903.3 @R-708.9-1 @needs:disguise @needs:events
    Scenario: Alice's face-down commander dies: it is revealed, and she may put it into the command zone
      Given Alice controls a disguised "Aveline de Grandpré"
      And "Aveline de Grandpré" is Alice's commander
      And Alice has "Shock" in her hand
      And Alice has {R} in her mana pool
      When Alice casts "Shock" targeting "Aveline de Grandpré"
      And all players pass priority
      Then "Aveline de Grandpré" is revealed to all players
      When Alice chooses to do so
      Then "Aveline de Grandpré" is in the command zone
      And Bob can tell that "Aveline de Grandpré" is "Aveline de Grandpré"

    @id:commander-face-down-owner-declines @R-903.3 @needs:disguise
    Scenario: Alice may also leave her dead face-down commander in her graveyard
      Given Alice controls a disguised "Aveline de Grandpré"
      And "Aveline de Grandpré" is Alice's commander
      And Alice has "Shock" in her hand
      And Alice has {R} in her mana pool
      When Alice casts "Shock" targeting "Aveline de Grandpré"
      And all players pass priority
      And Alice chooses not to do so
      Then "Aveline de Grandpré" is in Alice's graveyard
      And no player is asked to decide anything

    @id:commander-copy-is-not-a-commander @R-903.3 @needs:copy
    Scenario: A Clone of Alice's commander is not a commander: put into her graveyard, it stays there
      # The Clone is a second legendary Aveline de Grandpré: Alice keeps her commander and the legend rule puts the
      # Clone into her graveyard. Nothing offers to put it into the command zone.
      Given Alice controls "Aveline de Grandpré"
      And "Aveline de Grandpré" is Alice's commander
      And Alice has "Clone" in her hand
      And Alice has {U}{C}{C}{C} in her mana pool
      When Alice casts "Clone"
      And all players pass priority
      And Alice chooses "Aveline de Grandpré"
      Then Alice is asked to choose between "Aveline de Grandpré" and "Clone"
      When Alice chooses "Aveline de Grandpré"
      Then "Clone" is in Alice's graveyard
      And "Aveline de Grandpré" is face up on the battlefield
      And no player is asked to decide anything
