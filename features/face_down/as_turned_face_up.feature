Feature: "As this is turned face up" abilities (CR 708.11, 614.1e, 208.2b, 303.4k)
  # Sources: CR 708.11, 614.1e, 208.2b, 303.4k, 702.37b; ruling 2024-02-02 RUL-panoptic-projektor-4.
  # An "as [this permanent] is turned face up" ability is a replacement effect: it is applied while the permanent
  # is being turned face up, not afterwards, and nothing waits on the stack for it. An Aura that may be attached as
  # it is turned face up is judged by its face-up characteristics to decide what it may enchant.
  # Cards: Bubble Smuggler ({1}{U} Creature — Octopus Fish 2/1, disguise {5}{U}, "As this creature is turned face up,
  # put four +1/+1 counters on it."); Panoptic Projektor ("If turning a face-down permanent face up causes a
  # triggered ability of a permanent you control to trigger, that ability triggers an additional time."); Dog Walker
  # ("When Dog Walker is turned face up, create two tapped 1/1 white Dog creature tokens."); Gift of Doom ({4}{B}
  # Enchantment — Aura, "Enchant creature. Enchanted creature has deathtouch and indestructible. Morph—Sacrifice
  # another creature. As Gift of Doom is turned face up, you may attach it to a creature."); White Knight ({W}{W}
  # Creature — Human Knight 2/2, first strike, protection from black); Expose the Culprit (first mode: "Turn target
  # face-down creature face up.").

  Background:
    Given a two-player game between Alice and Bob
    And it is Alice's precombat main phase

  Rule: 708.11 An "as this is turned face up" ability applies while the permanent is turned face up

    @id:as-turned-up-applies-while-turning @R-708.11 @needs:disguise
    Scenario: Bubble Smuggler has its four +1/+1 counters the moment it is face up, with nothing on the stack
      Given Alice controls a disguised "Bubble Smuggler"
      And Alice has {U}{C}{C}{C}{C}{C} in her mana pool
      When Alice turns "Bubble Smuggler" face up using its disguise cost
      Then the action is accepted
      And "Bubble Smuggler" has 4 +1/+1 counters
      And Bob sees "Bubble Smuggler" as a 6/5
      And the stack is empty
      And no ability of "Bubble Smuggler" triggers on it being turned face up

  Rule: 614.1e "As this is turned face up" abilities are replacement effects, not triggered abilities

    @id:as-turned-up-not-doubled-by-projektor @R-614.1e @RUL-panoptic-projektor-4 @needs:disguise
    Scenario: Panoptic Projektor doubles no replacement: Bubble Smuggler gets four +1/+1 counters, not eight
      Given Alice controls "Panoptic Projektor"
      And Alice controls a disguised "Bubble Smuggler"
      And Alice has {U}{C}{C}{C}{C}{C} in her mana pool
      When Alice turns "Bubble Smuggler" face up using its disguise cost
      And all players pass priority until the stack is empty
      Then "Bubble Smuggler" has 4 +1/+1 counters

    @id:as-turned-up-no-window-to-respond @R-614.1e @needs:disguise
    Scenario: Bob can't answer Bubble Smuggler before its counters: his Shock meets a 6/5, not a 2/1
      # A replacement effect leaves no moment in which Bubble Smuggler is a face-up 2/1 without its counters; a
      # triggered ability would wait on the stack, and Bob could respond to it.
      Given Alice controls a disguised "Bubble Smuggler"
      And Alice has {U}{C}{C}{C}{C}{C} in her mana pool
      And Bob has "Shock" in his hand
      And Bob has {R} in his mana pool
      When Alice turns "Bubble Smuggler" face up using its disguise cost
      And Alice passes priority
      And Bob casts "Shock" targeting "Bubble Smuggler"
      And all players pass priority
      Then "Bubble Smuggler" is on the battlefield
      And "Bubble Smuggler" has 2 damage marked on it
      And "Bubble Smuggler" has 4 +1/+1 counters

    # The contrast: Panoptic Projektor doubles triggered abilities (but not the replacement above).
    @id:turned-up-trigger-doubled-by-projektor @RUL-panoptic-projektor-4 @RUL-panoptic-projektor-2 @needs:disguise
    Scenario: Panoptic Projektor does double a "when this is turned face up" trigger: Dog Walker makes four Dogs
      Given Alice controls "Panoptic Projektor"
      And Alice controls a disguised "Dog Walker"
      And Alice has {R}{W} in her mana pool
      When Alice turns "Dog Walker" face up using its disguise cost
      Then the stack holds 2 items
      When all players pass priority until the stack is empty
      Then Alice controls 4 tapped 1/1 white "Dog" creature tokens

  Rule: 208.2b A replacement that sets power and toughness as the permanent is turned face up applies then

    @id:as-turned-up-chooses-power-toughness @R-208.2b @R-708.11 @needs:morph
    Scenario: Aquamorph Entity turned face up becomes the 5/1 Alice chooses as it turns, with nothing on the stack
      # Aquamorph Entity ({2}{U}{U} Creature — Shapeshifter */*): "As this creature enters or is turned face up, it
      # becomes your choice of 5/1 or 1/5." Morph {2}{U}.
      Given Alice controls a morphed "Aquamorph Entity"
      And Alice has {U}{C}{C} in her mana pool
      When Alice turns "Aquamorph Entity" face up using its morph cost
      And Alice chooses 5/1
      Then "Aquamorph Entity" is face up on the battlefield
      And Bob sees "Aquamorph Entity" as a 5/1
      And the stack is empty

    @id:as-enters-chooses-power-toughness @R-208.2b
    Scenario: Cast face up, Aquamorph Entity becomes the 1/5 Alice chooses as it enters
      Given Alice has "Aquamorph Entity" in her hand
      And Alice has {U}{U}{C}{C} in her mana pool
      When Alice casts "Aquamorph Entity" face up
      And all players pass priority
      And Alice chooses 1/5
      Then "Aquamorph Entity" is face up on the battlefield
      And Bob sees "Aquamorph Entity" as a 1/5

  Rule: 303.4k An Aura turned face up is attached according to its face-up characteristics

    @id:aura-turned-up-attaches-by-face-up-characteristics @R-303.4k @R-708.11 @needs:morph
    Scenario: Gift of Doom turned face up may be attached only to a creature a black Aura can enchant
      # Face up, Gift of Doom is a black Aura with "enchant creature": it can't enchant White Knight (protection from
      # black), nor itself.
      Given Alice controls a morphed "Gift of Doom"
      And Alice controls "Grizzly Bears"
      And Alice controls "White Knight"
      And Alice has "Expose the Culprit" in her hand
      And Alice has {R}{C} in her mana pool
      When Alice casts "Expose the Culprit" choosing its first mode targeting "Gift of Doom"
      And all players pass priority
      Then Alice is asked to choose "Grizzly Bears" or nothing
      When Alice chooses "Grizzly Bears"
      Then "Gift of Doom" is face up on the battlefield
      And "Gift of Doom" is attached to "Grizzly Bears"
      And "Grizzly Bears" has deathtouch
