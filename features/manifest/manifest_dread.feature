@needs:manifest
Feature: Manifest dread (CR 701.62)
  # Sources: CR 701.62a, 701.62b, 701.40a; ruling 2024-09-20 RUL-dsk-12.
  # To manifest dread, a player looks at the top two cards of her library, manifests one of them and puts the other
  # into her graveyard. An ability that triggers whenever a player manifests dread triggers once the whole process
  # is over, even if some or all of it could not be done.
  # Cards: Manifest Dread ({1}{G} Sorcery, "Manifest dread."); Paranormal Analyst ({1}{U} Creature — Human Detective
  # 1/3, "Whenever you manifest dread, put a card you put into your graveyard this way into your hand.").

  Background:
    Given a two-player game between Alice and Bob
    And it is Alice's precombat main phase

  Rule: 701.62a Look at the top two cards, manifest one, put the other into the graveyard

    @id:manifest-dread-one-of-top-two @R-701.62a @needs:per_viewer_views
    Scenario: Alice manifests the second card from the top and puts the top card into her graveyard
      # Alice's library, top first: Grizzly Bears, Hill Giant, Forest.
      Given Alice has "Manifest Dread" in her hand
      And Alice has "Grizzly Bears" on top of her library
      And Alice has "Hill Giant" in her library
      And Alice has "Forest" in her library
      And Alice has {G}{C} in her mana pool
      When Alice casts "Manifest Dread"
      And all players pass priority
      Then Alice is asked to choose between "Grizzly Bears" and "Hill Giant"
      When Alice chooses "Hill Giant"
      Then "Hill Giant" is face down on the battlefield
      And Bob sees that "Hill Giant" is face down by manifest
      And Bob cannot tell which card "Hill Giant" is
      And "Grizzly Bears" is in Alice's graveyard
      And Alice has 1 card in her library

    @id:manifest-dread-single-card @R-701.62a @RUL-dsk-12
    Scenario: With one card in her library, Alice manifests it; nothing goes to her graveyard
      Given Alice has "Manifest Dread" in her hand
      And Alice has "Grizzly Bears" in her library
      And Alice has {G}{C} in her mana pool
      When Alice casts "Manifest Dread"
      And all players pass priority
      Then "Grizzly Bears" is face down on the battlefield
      And "Manifest Dread" is in Alice's graveyard
      And Alice has no cards in her library

    @id:manifest-dread-chosen-card-cant-enter @R-701.62a @R-701.40f
    Scenario: With Grafdigger's Cage, the card Alice picks can't be manifested: both cards she looked at go to her graveyard
      # 701.62a (2025 wording): manifest one of them, then put the cards looked at that weren't manifested this way
      # into the graveyard. The Cage keeps the face-down card off the battlefield, so neither card was manifested.
      Given Alice controls "Grafdigger's Cage"
      And Alice has "Manifest Dread" in her hand
      And Alice has "Grizzly Bears" on top of her library
      And Alice has "Hill Giant" in her library
      And Alice has "Island" in her library
      And Alice has {G}{C} in her mana pool
      When Alice casts "Manifest Dread"
      And all players pass priority
      And Alice chooses "Hill Giant"
      Then "Hill Giant" is in Alice's graveyard
      And "Grizzly Bears" is in Alice's graveyard
      And Alice has 1 card in her library

  Rule: 701.62b "Whenever you manifest dread" triggers after the whole process, even if parts were impossible

    @id:manifest-dread-trigger-after-process @R-701.62b
    Scenario: Paranormal Analyst returns the card Alice put into her graveyard while manifesting dread
      Given Alice controls "Paranormal Analyst"
      And Alice has "Manifest Dread" in her hand
      And Alice has "Grizzly Bears" on top of her library
      And Alice has "Hill Giant" in her library
      And Alice has {G}{C} in her mana pool
      When Alice casts "Manifest Dread"
      And all players pass priority
      And Alice chooses "Hill Giant"
      # The ability triggers once the whole process is over: the manifested card is on the battlefield and the
      # other card already in the graveyard when it is put on the stack, and Manifest Dread itself is gone.
      Then an ability of "Paranormal Analyst" triggers on its controller manifesting dread
      And "Hill Giant" is face down on the battlefield
      And "Grizzly Bears" is in Alice's graveyard
      And "Manifest Dread" is in Alice's graveyard
      And the stack holds 1 item
      When all players pass priority
      Then "Grizzly Bears" is in Alice's hand
      And "Hill Giant" is face down on the battlefield

    @id:manifest-dread-trigger-empty-library @R-701.62b @RUL-dsk-12
    Scenario: With an empty library, manifesting dread does nothing, and Paranormal Analyst still triggers
      Given Alice controls "Paranormal Analyst"
      And Alice has "Manifest Dread" in her hand
      And Alice has {G}{C} in her mana pool
      When Alice casts "Manifest Dread"
      And all players pass priority
      Then an ability of "Paranormal Analyst" triggers on its controller manifesting dread

  Rule: 708.9 A card manifested by manifest dread that leaves the battlefield is revealed

    @id:manifest-dread-card-leaving-revealed @RUL-dsk-8 @R-708.9-1 @RUL-gen-fd-6b
    Scenario: The Hill Giant Alice manifested dies to her own Shock and is revealed to both players
      Given Alice has "Manifest Dread" in her hand
      And Alice has "Shock" in her hand
      And Alice has "Grizzly Bears" on top of her library
      And Alice has "Hill Giant" in her library
      And Alice controls "Mountain"
      And Alice has {G}{C} in her mana pool
      When Alice casts "Manifest Dread"
      And all players pass priority
      And Alice chooses "Hill Giant"
      And Alice casts "Shock" targeting "Hill Giant"
      And all players pass priority
      Then "Hill Giant" is in Alice's graveyard
      And "Hill Giant" is revealed to all players
