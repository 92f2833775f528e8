@needs:disguise
Feature: Face-down permanents have no name (CR 201.2a, 201.2b, 201.2c, 704.5j)
  # Sources: CR 201.2a, 201.2b, 201.2c, 704.5j, 708.2, 708.8; ruling 2024-02-02 RUL-gen-fd-3.
  # An object with no name never has the same name as another object, not even another nameless one, and it never
  # has "a different name" than other objects either. A face-down permanent has no name and no supertypes, so it
  # never brings the legend rule into play; turned face up beside a legendary permanent of the same name, it does.
  # Cards: Echoing Truth ({1}{U} Instant, "Return target nonland permanent and all other permanents with the same
  # name as that permanent to their owners' hands."); Guardian Project ({3}{G} Enchantment, "Whenever a nontoken
  # creature you control enters, if it has a different name than each other creature you control and each creature
  # card in your graveyard, draw a card."); Aveline de Grandpré ({2}{G}{G} Legendary Creature — Human Assassin 3/3,
  # deathtouch, disguise {B}{G}).

  Background:
    Given a two-player game between Alice and Bob
    And it is Alice's precombat main phase

  Rule: 201.2a An object with no name doesn't have the same name as any other object

    @id:names-nameless-permanents-share-no-name @R-201.2a @RUL-gen-fd-3
    Scenario: Echoing Truth returns only the face-down permanent it targets, not Alice's other face-down permanent
      Given Alice controls a disguised "Dog Walker"
      And Alice controls a disguised "Nightdrinker Moroii"
      And Alice has "Echoing Truth" in her hand
      And Alice has {U}{C} in her mana pool
      When Alice casts "Echoing Truth" targeting "Dog Walker"
      And all players pass priority
      Then "Dog Walker" is in Alice's hand
      And "Nightdrinker Moroii" is face down on the battlefield

    @id:names-same-name-returned-together @R-201.2a
    Scenario: Echoing Truth returns both of Alice's face-up Grizzly Bears, which share a name
      Given Alice controls "Grizzly Bears" as "the first bear"
      And Alice controls "Grizzly Bears" as "the second bear"
      And Alice has "Echoing Truth" in her hand
      And Alice has {U}{C} in her mana pool
      When Alice casts "Echoing Truth" targeting "the first bear"
      And all players pass priority
      Then "the first bear" is in Alice's hand
      And "the second bear" is in Alice's hand

  Rule: 201.2c A nameless object doesn't have a different name than other objects

    @id:names-nameless-not-a-different-name @R-201.2c
    Scenario: A face-down creature entering does not make Guardian Project draw a card
      Given Alice controls "Guardian Project"
      And Alice has "Dog Walker" in her hand
      And Alice has "Island" in her library
      And Alice has {C}{C}{C} in her mana pool
      When Alice casts "Dog Walker" face down using disguise
      And all players pass priority
      Then "Dog Walker" is face down on the battlefield
      And no ability of "Guardian Project" triggers on a creature entering
      And Alice has no cards in her hand

    @id:names-named-creature-has-different-name @R-201.2c
    Scenario: A face-up Grizzly Bears entering does make Guardian Project draw a card
      Given Alice controls "Guardian Project"
      And Alice has "Grizzly Bears" in her hand
      And Alice has "Island" in her library
      And Alice has {G}{C} in her mana pool
      When Alice casts "Grizzly Bears"
      And all players pass priority
      Then an ability of "Guardian Project" triggers on a creature entering
      When all players pass priority
      Then Alice has 1 card in her hand

  Rule: 201.2b A group has different names only if each object has a name and no two share one

    @id:names-nameless-not-among-different-names @R-201.2b
    Scenario: Alice's face-down Dog Walker is a land without a name: with it, Field of the Dead counts six names, no Zombie
      # Ashaya, Soul of the Wild ({3}{G}{G} Legendary Creature — Elemental */*): "Ashaya's power and toughness are
      # each equal to the number of lands you control. Nontoken creatures you control are Forest lands in addition to
      # their other types." Field of the Dead (Land): "This land enters tapped. {T}: Add {C}. Whenever this land or
      # another land you control enters, if you control seven or more lands with different names, create a 2/2 black
      # Zombie creature token." Alice's named lands: Field of the Dead, Plains, Island, Swamp, Mountain and Ashaya.
      Given Alice controls "Ashaya, Soul of the Wild"
      And Alice controls "Field of the Dead"
      And Alice controls "Plains"
      And Alice controls "Island"
      And Alice controls "Swamp"
      And Alice controls "Mountain"
      And Alice has "Dog Walker" in her hand
      And Alice has {C}{C}{C} in her mana pool
      When Alice casts "Dog Walker" face down using disguise
      And all players pass priority
      Then "Dog Walker" is face down on the battlefield
      And "Dog Walker" is a land
      And no ability of "Field of the Dead" triggers on a land entering
      And Alice controls no "Zombie" tokens

    @id:names-seventh-different-name @R-201.2b
    Scenario: A face-up Grizzly Bears entering in its place is a land named Grizzly Bears, the seventh name: a Zombie
      Given Alice controls "Ashaya, Soul of the Wild"
      And Alice controls "Field of the Dead"
      And Alice controls "Plains"
      And Alice controls "Island"
      And Alice controls "Swamp"
      And Alice controls "Mountain"
      And Alice has "Grizzly Bears" in her hand
      And Alice has {G}{C} in her mana pool
      When Alice casts "Grizzly Bears"
      And all players pass priority
      Then "Grizzly Bears" is a land
      And an ability of "Field of the Dead" triggers on a land entering
      When all players pass priority
      Then Alice controls 1 "Zombie" token

  Rule: 704.5j Face-down permanents never bring the legend rule into play

    @id:legend-rule-face-down-beside-face-up @R-704.5j-1 @R-201.2a
    Scenario: A face-down Aveline de Grandpré beside a face-up one: no legend rule
      Given Alice controls "Aveline de Grandpré" as "the face-up Aveline"
      And Alice has "Aveline de Grandpré" in her hand as "the hidden Aveline"
      And Alice has {C}{C}{C} in her mana pool
      When Alice casts "the hidden Aveline" face down using disguise
      And all players pass priority
      Then no player is asked to decide anything
      And "the face-up Aveline" is face up on the battlefield
      And "the hidden Aveline" is face down on the battlefield
      And Bob sees "the hidden Aveline" with these characteristics:
        | name       | none |
        | supertypes | none |

    @id:legend-rule-after-turning-face-up @R-704.5j-2
    Scenario: Turned face up beside a face-up Aveline, the second Aveline brings the legend rule into play
      Given Alice controls "Aveline de Grandpré" as "the first Aveline"
      And Alice controls a disguised "Aveline de Grandpré" as "the second Aveline"
      And Alice has {B}{G} in her mana pool
      When Alice turns "the second Aveline" face up using its disguise cost
      Then the action is accepted
      And Alice is asked to choose between "the first Aveline" and "the second Aveline"
      When Alice chooses "the second Aveline"
      Then "the first Aveline" is in Alice's graveyard
      And "the second Aveline" is face up on the battlefield
