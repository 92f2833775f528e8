@needs:events
Feature: What the game records of turning a permanent face up (CR 116.2b, 702.168d)
  # Sources: CR 116.2b, 702.168d, 701.40b; rulings 2024-02-02 RUL-gen-disguise-4; Oracle of Expose the Culprit.
  # Turning a face-down permanent face up by paying its disguise cost, or a manifested creature card's mana cost, is
  # a special action of the player who controls it; the game records both the action and the permanent turning face
  # up. A spell that turns a permanent face up does so as it resolves: the permanent is turned face up, but no player
  # takes a special action.
  # Card: Expose the Culprit ({1}{R} Instant, "Choose one or both — • Turn target face-down creature face up.
  # • Exile any number of face-up creatures you control with disguise in a face-down pile, shuffle that pile, then
  # cloak them.").

  Background:
    Given a two-player game between Alice and Bob
    And it is Alice's precombat main phase

  Rule: 116.2b Turning a permanent face up by its cost is a special action, and the game records it

    @id:event-turn-up-by-disguise-is-special-action @R-116.2b-1 @R-702.168d-1 @RUL-gen-disguise-4a @needs:disguise
    Scenario: Alice turns her disguised Nightdrinker Moroii face up: the log shows her special action and the turn up
      Given Alice controls a disguised "Nightdrinker Moroii"
      And Alice has {B}{B} in her mana pool
      When Alice turns "Nightdrinker Moroii" face up using its disguise cost
      Then the action is accepted
      And the event log shows Alice turning "Nightdrinker Moroii" face up as a special action using its disguise cost
      And the event log shows "Nightdrinker Moroii" turned face up

    @id:event-turn-up-by-mana-cost-is-special-action @R-116.2b-1 @R-701.40b-1 @needs:manifest
    Scenario: Alice turns her manifested Grizzly Bears face up for its mana cost, as a special action
      Given Alice controls a manifested "Grizzly Bears"
      And Alice has {G}{C} in her mana pool
      When Alice turns "Grizzly Bears" face up by paying its mana cost
      Then the action is accepted
      And the event log shows Alice turning "Grizzly Bears" face up as a special action by paying its mana cost
      And the event log shows "Grizzly Bears" turned face up

  Rule: A spell that turns a permanent face up takes no special action

    @id:event-turn-up-by-spell-no-special-action @CARD-expose-the-culprit-1 @needs:manifest
    Scenario: Expose the Culprit turns Alice's manifested Grizzly Bears face up without a special action
      Given Alice controls a manifested "Grizzly Bears"
      And Alice has "Expose the Culprit" in her hand
      And Alice has {R}{C} in her mana pool
      When Alice casts "Expose the Culprit" choosing its first mode targeting "Grizzly Bears"
      And all players pass priority
      Then "Grizzly Bears" is face up on the battlefield
      And the event log shows "Grizzly Bears" turned face up
      And the event log does not show Alice turning "Grizzly Bears" face up as a special action
