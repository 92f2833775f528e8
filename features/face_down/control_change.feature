@needs:per_viewer_views
Feature: A face-down permanent that changes control (CR 708.5, 708.6, 708.8, 702.37e, 701.58b)
  # Sources: CR 708.5, 708.6, 708.8, 702.37e, 701.58b; rulings 2024-02-02 RUL-gen-fd-2, RUL-etrata-deadly-fugitive-5.
  # Who may look at a face-down permanent, and who may turn it face up, follows its controller, not its owner. A
  # control-changing effect applied to the face-down permanent keeps applying after it is turned face up, and the
  # permanent keeps its public label while it changes hands.
  # Cards: Act of Treason ({2}{R} Sorcery, "Gain control of target creature until end of turn. Untap that creature.
  # It gains haste until end of turn."); Grinning Demon ({2}{B}{B} Demon 6/6, morph {2}{B}{B}).

  Background:
    Given a two-player game between Alice and Bob
    And it is Bob's precombat main phase

  Rule: 708.5 The new controller may look at the face-down permanent; its owner no longer may

    @id:control-change-new-controller-may-look @R-708.5-1 @R-708.5-2 @R-708.6 @needs:morph
    Scenario: After Bob's Act of Treason, Bob may look at Alice's face-down Grinning Demon and Alice may not
      Given Alice controls a morphed "Grinning Demon"
      And Bob has "Act of Treason" in his hand
      And Bob has {R}{C}{C} in his mana pool
      Then Alice can tell that "Grinning Demon" is "Grinning Demon"
      And Bob cannot tell which card "Grinning Demon" is
      When Bob casts "Act of Treason" targeting "Grinning Demon"
      And all players pass priority
      Then "Grinning Demon" is controlled by Bob
      And "Grinning Demon" is face down on the battlefield
      And Bob can tell that "Grinning Demon" is "Grinning Demon"
      And Alice cannot tell which card "Grinning Demon" is
      And the label Alice sees on "Grinning Demon" is unchanged

  Rule: 702.37e and 708.8 The new controller may turn it face up, and the control change keeps applying

    @id:control-change-new-controller-turns-up @R-702.37e-1 @R-708.8-2 @needs:morph
    Scenario: Bob may turn the stolen face-down Grinning Demon face up, Alice may not, and Bob keeps control of it
      Given Alice controls a morphed "Grinning Demon"
      And Alice controls 4 untapped "Swamp"
      And Bob controls 4 untapped "Swamp"
      And Bob has "Act of Treason" in his hand
      And Bob has {R}{C}{C} in his mana pool
      When Bob casts "Act of Treason" targeting "Grinning Demon"
      And all players pass priority
      And Bob passes priority
      Then Alice has priority
      When Alice tries to turn "Grinning Demon" face up using its morph cost
      Then the action is rejected
      And "Grinning Demon" is face down on the battlefield
      When Alice passes priority
      Then Bob has priority
      When Bob turns "Grinning Demon" face up using its morph cost
      Then the action is accepted
      And "Grinning Demon" is face up on the battlefield
      And "Grinning Demon" is controlled by Bob
      And Bob sees "Grinning Demon" as a 6/6

  Rule: 701.58b Only the controller of a cloaked permanent may turn it face up

    @id:control-change-cloaked-turned-up-by-new-controller @R-701.58b-6 @R-708.5-1 @needs:cloak @needs:ward
    Scenario: Bob, who took Alice's cloaked Grizzly Bears with Act of Treason, may turn it face up for {1}{G}
      Given Alice controls a cloaked "Grizzly Bears"
      And Bob controls 2 untapped "Forest"
      And Bob has "Act of Treason" in his hand
      And Bob has {R}{C}{C}{C}{C} in his mana pool
      When Bob casts "Act of Treason" targeting "Grizzly Bears"
      And all players pass priority
      And Bob pays the ward cost
      And all players pass priority
      Then "Grizzly Bears" is controlled by Bob
      And Bob can tell that "Grizzly Bears" is "Grizzly Bears"
      When Bob turns "Grizzly Bears" face up by paying its mana cost
      Then the action is accepted
      And "Grizzly Bears" is face up on the battlefield
      And "Grizzly Bears" is controlled by Bob
