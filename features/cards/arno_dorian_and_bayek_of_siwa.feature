@needs:disguise
Feature: Arno Dorian and Bayek of Siwa: legendary Assassins with disguise
  # Oracle (ACR): Arno Dorian {2}{B}{R}, Legendary Creature — Human Assassin 3/3. Deathtouch. "Other Assassins you
  # control get +2/+0." Disguise {B}{R}.
  # Oracle (ACR): Bayek of Siwa {3}{R}{W}, Legendary Creature — Human Assassin 3/4. Double strike. "During your turn,
  # other historic creatures you control have double strike." Disguise {1}{R}{W}.
  # Sources: rulings.md (Arno Dorian, Bayek of Siwa: ACR generic rulings RUL-acr-1, RUL-gen-disguise-3); reference
  # README "Contradictions and caveats" 2; CR 702.168a, 702.168d, 700.6 (historic), 708.2.
  # Not tested, on purpose: the size of Arno Dorian's bonus to other Assassins. The only source's comment says
  # +2/+0 and its code +1/+0 (UNVERIFIED in rulings.md), so no scenario has another Assassin beside a face-up Arno,
  # and none reads Arno's ability text.
  # A face-down permanent has no supertype, so a face-down legendary card is not historic.
  # Other cards: Aveline de Grandpré ({2}{G}{G} Legendary Creature — Human Assassin 3/3, deathtouch, disguise
  # {B}{G}); Etrata, Deadly Fugitive ({1}{U}{B} Legendary Creature — Vampire Assassin 1/4, deathtouch).

  Background:
    Given a two-player game between Alice and Bob
    And it is Alice's precombat main phase

  Rule: Face down they are nameless, non-legendary 2/2s; turned face up they are the legendary Assassins

    @id:card-arno-turned-face-up @RUL-acr-1 @R-702.168d-3
    Scenario: Alice's disguised Arno Dorian turned face up for {B}{R} is a legendary 3/3 Human Assassin with deathtouch
      Given Alice controls a disguised "Arno Dorian"
      And Alice has {B}{R} in her mana pool
      Then Bob sees "Arno Dorian" with these characteristics:
        | name       | none |
        | supertypes | none |
        | subtypes   | none |
        | power      | 2    |
        | toughness  | 2    |
      When Alice turns "Arno Dorian" face up using its disguise cost
      Then the action is accepted
      And Bob sees "Arno Dorian" with these characteristics:
        | name       | Arno Dorian     |
        | supertypes | Legendary       |
        | subtypes   | Human, Assassin |
        | power      | 3               |
        | toughness  | 3               |
      And "Arno Dorian" has deathtouch
      And "Arno Dorian" does not have ward {2}

  Rule: Bayek gives double strike to Alice's other historic creatures during her turn, never to face-down ones

    @id:card-bayek-historic-double-strike @R-702.168a-2 @R-708.2
    Scenario: Etrata, a legendary creature, has double strike; the face-down Aveline de Grandpré does not
      Given Alice controls "Bayek of Siwa"
      And Alice controls "Etrata, Deadly Fugitive"
      And Alice controls a disguised "Aveline de Grandpré"
      Then "Bayek of Siwa" has double strike
      And "Etrata, Deadly Fugitive" has double strike
      And "Aveline de Grandpré" does not have double strike
      And Bob sees "Aveline de Grandpré" with these characteristics:
        | supertypes | none |

    @id:card-bayek-turned-face-up @RUL-acr-1 @R-702.168d-3
    Scenario: Bayek of Siwa turned face up for {1}{R}{W} has double strike, and gives it to Etrata
      Given Alice controls a disguised "Bayek of Siwa"
      And Alice controls "Etrata, Deadly Fugitive"
      And Alice has {R}{W}{C} in her mana pool
      Then "Etrata, Deadly Fugitive" does not have double strike
      When Alice turns "Bayek of Siwa" face up using its disguise cost
      Then the action is accepted
      And "Bayek of Siwa" has double strike
      And "Etrata, Deadly Fugitive" has double strike
      And Bob sees "Bayek of Siwa" as a 3/4
