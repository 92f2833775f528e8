@needs:disguise
Feature: Coveted Falcon
  # Oracle (MKM): Coveted Falcon {1}{U}{U}, Artifact Creature — Bird 1/4. Flying.
  # "Whenever Coveted Falcon attacks, gain control of target permanent you own but don't control." Disguise {1}{U}.
  # "When Coveted Falcon is turned face up, target opponent gains control of any number of target permanents you
  # control. Draw a card for each one they gained control of this way."
  # Sources: rulings.md (Coveted Falcon, RUL-coveted-falcon-1); CR 111.2 (a token's owner is the player under
  # whose control it was created).
  # A token Alice created stays hers to own when she gives it away, so her Falcon's attack trigger may take it back.

  Background:
    Given a two-player game between Alice and Bob

  Rule: Turned face up, it gives Bob the permanents Alice chooses; she draws a card for each

    @id:card-falcon-gives-token-away @RUL-coveted-falcon-1 @R-702.168d-1
    Scenario: Alice gives Bob her Dog token: Bob controls it, Alice still owns it, and Alice draws a card
      Given it is Alice's precombat main phase
      And Alice controls a disguised "Coveted Falcon"
      And Alice controls a "Dog" token
      And Alice controls "Grizzly Bears"
      And Alice has 3 "Island" in her library
      And Alice has {U}{C} in her mana pool
      When Alice turns "Coveted Falcon" face up using its disguise cost
      And Alice chooses Bob as the target
      And Alice chooses "Dog" as the target
      And Alice chooses no more targets
      And all players pass priority
      Then "Dog" is controlled by Bob
      And "Dog" is owned by Alice
      And "Grizzly Bears" is controlled by Alice
      And Alice has 1 card in her hand

  Rule: Its attack trigger takes back a permanent Alice owns but Bob controls, such as her token

    @id:card-falcon-attack-takes-token-back @RUL-coveted-falcon-1 @needs:combat
    Scenario: Attacking with Coveted Falcon, Alice may target the Dog token she created, not the one Bob created
      Given it is Alice's beginning of combat step
      And Alice controls "Coveted Falcon"
      And Bob controls a "Dog" token as "Alice's Dog" owned by Alice
      And Bob controls a "Dog" token as "Bob's Dog"
      When Alice attacks Bob with "Coveted Falcon"
      Then Alice is asked to choose "Alice's Dog"
      When Alice chooses "Alice's Dog" as the target
      And all players pass priority
      Then "Alice's Dog" is controlled by Alice
      And "Bob's Dog" is controlled by Bob
