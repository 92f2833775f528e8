@needs:per_viewer_views
Feature: Who may look at face-down spells and permanents, and telling them apart (CR 708.5, 708.6)
  # Sources: CR 708.5, 708.6, 708.9, 400.2, 402.3; rulings 2024-02-02 RUL-gen-fd-2, RUL-gen-fd-6, RUL-gen-fd-8.
  # A player may look at the face-down spells and permanents she controls at any time, and at no others unless
  # an effect allows it. Face-down objects must stay distinguishable: which ability made each one face down,
  # and in which order they were cast or entered, stay clear to everyone.
  # A face-down permanent that leaves the battlefield is revealed; where it lands it is a face-up card like any other:
  # in a graveyard or in exile (public zones) every player may see which card it is, in its owner's hand its owner
  # may.

  Background:
    Given a two-player game between Alice and Bob
    And it is Alice's precombat main phase

  Rule: 708.5 The controller may look at her face-down spells and permanents at any time

    @id:hidden-controller-knows-face-down-objects @R-708.5-1 @RUL-gen-fd-2a @needs:disguise
    Scenario: Alice knows which cards her face-down spell and face-down permanent are
      Given Alice controls a disguised "Nightdrinker Moroii"
      And Alice has "Dog Walker" in her hand
      And Alice has {C}{C}{C} in her mana pool
      When Alice casts "Dog Walker" face down using disguise
      Then Alice can tell that "Dog Walker" is "Dog Walker"
      And Alice can tell that "Nightdrinker Moroii" is "Nightdrinker Moroii"

    @id:hidden-controller-looks-without-priority @R-708.5-1 @RUL-gen-fd-2a @needs:disguise
    Scenario: Alice may look at her face-down permanent even while Bob holds priority
      Given it is Bob's precombat main phase
      And Alice controls a disguised "Nightdrinker Moroii"
      When Alice looks at "Nightdrinker Moroii"
      Then the action is accepted
      And Alice can tell that "Nightdrinker Moroii" is "Nightdrinker Moroii"

  Rule: 708.5 No player may look at face-down spells or permanents another player controls

    @id:hidden-opponent-cannot-see-face-down-permanent @R-708.5-2 @RUL-gen-fd-2b @needs:disguise
    Scenario: Bob, holding priority, cannot look at Alice's face-down permanent
      Given it is Bob's precombat main phase
      And Alice controls a disguised "Nightdrinker Moroii"
      Then Bob cannot tell which card "Nightdrinker Moroii" is
      When Bob tries to look at "Nightdrinker Moroii"
      Then the action is rejected
      And Bob cannot tell which card "Nightdrinker Moroii" is

    @id:hidden-opponent-cannot-see-face-down-spell @R-708.5-2 @RUL-gen-fd-2b @needs:disguise
    Scenario: Bob, holding priority, cannot look at Alice's face-down spell
      Given Alice has "Dog Walker" in her hand
      And Alice has {C}{C}{C} in her mana pool
      When Alice casts "Dog Walker" face down using disguise
      And Alice passes priority
      Then Bob has priority
      And Bob cannot tell which card "Dog Walker" is
      When Bob tries to look at "Dog Walker"
      Then the action is rejected
      And Bob cannot tell which card "Dog Walker" is

    # A card whose name is one word, referred to by that name with no alias: nothing Bob is shown, not even the name
    # the scenario gives the card, tells him which card it is.
    @id:hidden-one-word-card-names @R-708.5-2
    Scenario Outline: Bob can't tell which card Alice's <how> "<card>" is
      Given Alice controls a <how> "<card>"
      Then Bob cannot tell which card "<card>" is
      And Alice can tell that "<card>" is "<card>"

      @needs:cloak
      Examples:
        | how     | card  |
        | cloaked | Shock |
        | cloaked | Clone |

      @needs:manifest
      Examples:
        | how        | card     |
        | manifested | Forest   |
        | manifested | Mountain |

    @id:hidden-owner-not-controller-cannot-look @R-708.5-2 @RUL-gen-fd-2b @needs:disguise
    Scenario: Owning the card is not enough: Bob cannot look at his own card that Alice controls face down
      Given Alice controls a disguised "Nightdrinker Moroii" owned by Bob
      Then Bob cannot tell which card "Nightdrinker Moroii" is
      And Alice can tell that "Nightdrinker Moroii" is "Nightdrinker Moroii"

  Rule: 708.6 Face-down objects stay distinguishable

    @id:hidden-face-down-objects-distinguishable @R-708.6 @RUL-gen-fd-8 @needs:disguise
    Scenario: Bob can tell Alice's face-down permanents apart, and their labels do not change
      Given Alice controls a disguised "Nightdrinker Moroii"
      And Alice controls a disguised "Dog Walker"
      And Alice has "Fugitive Codebreaker" in her hand
      And Alice has {C}{C}{C} in her mana pool
      Then Bob can tell "Nightdrinker Moroii" and "Dog Walker" apart
      When Alice casts "Fugitive Codebreaker" face down using disguise
      Then the label Bob sees on "Dog Walker" is unchanged
      And the label Bob sees on "Nightdrinker Moroii" is unchanged
      When all players pass priority
      Then Bob can tell "Fugitive Codebreaker" and "Dog Walker" apart
      And Bob can tell "Fugitive Codebreaker" and "Nightdrinker Moroii" apart
      And the label Bob sees on "Dog Walker" is unchanged
      And the label Bob sees on "Nightdrinker Moroii" is unchanged

    @id:hidden-face-down-method-is-public @R-708.6 @RUL-gen-fd-8 @needs:disguise
    Scenario: Bob knows which rule made each of Alice's permanents face down
      Given Alice controls a disguised "Nightdrinker Moroii"
      And Alice controls "Dog Walker", turned face down by an effect
      Then Bob sees that "Nightdrinker Moroii" is face down by disguise
      And Bob sees that "Dog Walker" is face down by an effect
      And Bob can tell "Nightdrinker Moroii" and "Dog Walker" apart

    @id:hidden-face-down-method-of-each-kind @R-708.6 @RUL-gen-fd-8 @needs:morph @needs:manifest @needs:cloak
    Scenario: Bob knows which rule made each of Alice's face-down permanents face down, and tells them all apart
      Given Alice controls a morphed "Grinning Demon"
      And Alice controls a manifested "Grizzly Bears"
      And Alice controls a cloaked "Hill Giant"
      And Alice controls a disguised "Dog Walker"
      Then Bob sees that "Grinning Demon" is face down by morph
      And Bob sees that "Grizzly Bears" is face down by manifest
      And Bob sees that "Hill Giant" is face down by cloak
      And Bob sees that "Dog Walker" is face down by disguise
      And Bob can tell "Grinning Demon" and "Grizzly Bears" apart
      And Bob can tell "Grinning Demon" and "Hill Giant" apart
      And Bob can tell "Grizzly Bears" and "Hill Giant" apart
      And Bob can tell "Dog Walker" and "Hill Giant" apart

    @id:hidden-labels-stable-when-another-leaves @R-708.6 @needs:manifest
    Scenario: When one of Alice's face-down permanents dies, the others keep their labels, still distinct
      Given Alice controls a manifested "Grizzly Bears"
      And Alice controls a manifested "Hill Giant"
      And Alice controls a manifested "Forest"
      And Alice has "Murder" in her hand
      And Alice has {B}{B}{C} in her mana pool
      When Alice casts "Murder" targeting "Grizzly Bears"
      And all players pass priority
      Then "Grizzly Bears" is in Alice's graveyard
      And the label Bob sees on "Hill Giant" is unchanged
      And the label Bob sees on "Forest" is unchanged
      And Bob can tell "Hill Giant" and "Forest" apart

  Rule: 708.9 A face-down permanent that left the battlefield is a known card wherever it went

    @id:hidden-left-battlefield-known-in-graveyard @R-708.9-1 @RUL-gen-fd-6b @needs:disguise
    Scenario: Alice's destroyed face-down Dog Walker is a face-up card in her graveyard that Bob may look at
      Given Alice controls a disguised "Dog Walker"
      And Alice has "Murder" in her hand
      And Alice has {B}{B}{C} in her mana pool
      When Alice casts "Murder" targeting "Dog Walker"
      And all players pass priority
      Then "Dog Walker" is in Alice's graveyard
      And Bob can tell that "Dog Walker" is "Dog Walker"
      When Bob looks at "Dog Walker"
      Then the action is accepted

    @id:hidden-left-battlefield-known-in-exile @R-708.9-1 @RUL-gen-fd-6b @R-708.5-2 @needs:disguise @needs:cloak
    Scenario: Alice's exiled face-down Dog Walker is a face-up card Bob may look at; the card she cloaks is hidden
      Given Alice controls a disguised "Dog Walker"
      And Alice has "Unexplained Absence" in her hand
      And Alice has "Grizzly Bears" on top of her library
      And Alice has {W}{C}{C}{C} in her mana pool
      When Alice casts "Unexplained Absence" targeting "Dog Walker"
      And all players pass priority
      Then "Dog Walker" is in exile
      And "Grizzly Bears" is face down on the battlefield
      And Bob can tell that "Dog Walker" is "Dog Walker"
      And Bob cannot tell which card "Grizzly Bears" is
      When Bob looks at "Dog Walker"
      Then the action is accepted
      When Bob tries to look at "Grizzly Bears"
      Then the action is rejected

    @id:hidden-left-battlefield-known-in-hand @R-708.9-1 @RUL-gen-fd-6b @needs:disguise @needs:events
    Scenario: Alice's face-down Dog Walker returned to her hand is revealed, and Alice knows the card in her hand
      Given Alice controls a disguised "Dog Walker"
      And Alice has "Unsummon" in her hand
      And Alice has {U} in her mana pool
      When Alice casts "Unsummon" targeting "Dog Walker"
      And all players pass priority
      Then "Dog Walker" is in Alice's hand
      And "Dog Walker" is revealed to all players
      And Alice can tell that "Dog Walker" is "Dog Walker"
      When Alice looks at "Dog Walker"
      Then the action is accepted

  Rule: 400.2 A choice among hidden cards stays hidden from the other players

    @id:hidden-pending-choice-options @CARD-hide-in-plain-sight-1 @needs:cloak
    Scenario: While Alice picks which of her top five cards to cloak, Bob is told she must choose, not among what
      # Hide in Plain Sight ({3}{G} Sorcery): "Look at the top five cards of your library, cloak two of them, and put
      # the rest on the bottom of your library in a random order." Only Alice looks at the five cards.
      Given Alice has "Hide in Plain Sight" in her hand
      And Alice has "Grizzly Bears" on top of her library
      And Alice has "Hill Giant" in her library
      And Alice has "Dog Walker" in her library
      And Alice has "Forest" in her library
      And Alice has "Shock" in her library
      And Alice has {G}{C}{C}{C} in her mana pool
      When Alice casts "Hide in Plain Sight"
      And all players pass priority
      Then Alice is asked to choose among "Grizzly Bears", "Hill Giant", "Dog Walker", "Forest" and "Shock"
      And Bob sees that Alice must make a choice, but not its options
      And "Hill Giant" stays hidden from Bob

  Rule: 708.5 Nothing the opponent sees tells which card a face-down spell or permanent is

    @id:hidden-face-down-spell-resolves-stays-hidden @R-708.5-2 @RUL-gen-fd-2b @R-708.4-2 @needs:disguise
    @needs:events
    Scenario: Alice's face-down Dog Walker stays hidden from Bob on the stack and after it resolves
      # Casting face down and resolving reveal nothing: the card is still hidden from Bob on the battlefield.
      Given Alice has "Dog Walker" in her hand
      And Alice has {C}{C}{C} in her mana pool
      When Alice casts "Dog Walker" face down using disguise
      Then the event log shows Alice casting "Dog Walker" face down using disguise
      And "Dog Walker" is a face-down spell on the stack
      And Bob cannot tell which card "Dog Walker" is
      When all players pass priority
      Then "Dog Walker" is face down on the battlefield
      And Bob cannot tell which card "Dog Walker" is
      And "Dog Walker" was not revealed

    @id:hidden-ward-trigger-shows-nothing @R-708.5-2 @RUL-gen-fd-2b @R-702.21a-4 @needs:disguise @needs:ward
    @needs:events
    Scenario: The ward trigger of Alice's face-down permanent, on the stack, tells Bob nothing of the card
      Given it is Bob's precombat main phase
      And Alice controls a disguised "Dog Walker"
      And Bob has "Shock" in his hand
      And Bob has {R}{C}{C} in his mana pool
      When Bob casts "Shock" targeting "Dog Walker"
      Then the ward ability of "Dog Walker" triggers
      And the stack holds 2 items
      And Bob cannot tell which card "Dog Walker" is
      When all players pass priority
      Then Bob is asked to pay the ward cost
      And Bob cannot tell which card "Dog Walker" is
      When Bob pays the ward cost
      Then "Dog Walker" was not revealed

    @id:hidden-turned-down-by-effect-look-alike @R-708.5-2 @RUL-gen-fd-2b @R-708.2a
    Scenario: Ixidron turns Bob's Grizzly Bears and Hill Giant face down: Alice sees two 2/2s she cannot tell which is which
      # Alice saw both cards face up; face down, she may no longer look at them (708.5), and nothing she sees of
      # one face-down 2/2 differs from the other but its label (708.6).
      Given Bob controls "Grizzly Bears"
      And Bob controls "Hill Giant"
      And Alice has "Ixidron" in her hand
      And Alice has {U}{U}{C}{C}{C} in her mana pool
      When Alice casts "Ixidron"
      And all players pass priority
      Then Alice cannot tell which card "Grizzly Bears" is
      And Alice cannot tell which card "Hill Giant" is
      And Bob can tell that "Hill Giant" is "Hill Giant"
      And Alice sees "Grizzly Bears" with these characteristics:
        | name       | none       |
        | mana cost  | none       |
        | colours    | colourless |
        | types      | Creature   |
        | subtypes   | none       |
        | power      | 2          |
        | toughness  | 2          |
        | abilities  | none       |
        | face down  | yes        |
      And Alice sees "Hill Giant" with these characteristics:
        | name       | none       |
        | mana cost  | none       |
        | colours    | colourless |
        | types      | Creature   |
        | subtypes   | none       |
        | power      | 2          |
        | toughness  | 2          |
        | abilities  | none       |
        | face down  | yes        |

  Rule: 708.5 Alice may look at her face-down permanent even while it is phased out; Bob may not

    @id:hidden-phased-out-face-down-permanent @R-708.5-1 @R-708.5-2 @RUL-gen-fd-2a @RUL-gen-fd-2b
    @needs:disguise @needs:phasing
    Scenario: Alice's face-down Dog Walker phased out by Reality Ripple stays hers to look at and hidden from Bob
      # Phasing out changes no zone (702.26b): the face-down permanent keeps its label, and when it phases in
      # during Alice's next untap step (702.26a) it is still face down and still hidden from Bob.
      Given Alice controls a disguised "Dog Walker"
      And Alice has "Reality Ripple" in her hand
      And Alice has {U}{C} in her mana pool
      And Bob has "Island" on top of his library
      When Alice casts "Reality Ripple" targeting "Dog Walker"
      And all players pass priority
      Then "Dog Walker" is phased out
      And "Dog Walker" is face down on the battlefield
      When Alice looks at "Dog Walker"
      Then the action is accepted
      And Alice can tell that "Dog Walker" is "Dog Walker"
      And Bob cannot tell which card "Dog Walker" is
      When Bob tries to look at "Dog Walker"
      Then the action is rejected
      When all players pass priority until it is Alice's upkeep
      Then it is Alice's upkeep
      And "Dog Walker" is phased in
      And "Dog Walker" is face down on the battlefield
      And Bob cannot tell which card "Dog Walker" is
      And the label Bob sees on "Dog Walker" is unchanged
      And "Dog Walker" was not revealed

  Rule: 400.2 A refused action tells nothing of a card in a hidden zone

    @id:hidden-library-card-refused-play-tells-nothing @R-400.2
    Scenario: Alice may not play the top card of her library; the refusal tells her nothing of the card
      # Without an effect that lets her, Alice may not play a card from her library (305.1), nor look at it (401.2):
      # whatever the card is, the game refuses the same way.
      Given Alice has "Forest" on top of her library
      And Alice has "Grizzly Bears" in her library
      When Alice tries to play "Forest"
      Then the action is rejected
      When Alice tries to play "Grizzly Bears"
      Then the action is rejected
