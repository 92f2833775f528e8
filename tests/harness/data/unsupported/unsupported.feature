Feature: What the harness accepts as unsupported
  # The fake engine cannot encode LookAt (not-encodable), declares "Unfinished Card" unimplemented
  # (engine-declared), raises Unsupported without a kind for LookAt at "kindless", and names its own
  # declared capability for LookAt at "claims-disguise".

  @id:declared-at-setup @R-116.2b-2
  Scenario: The engine declares a card of the set-up unimplemented
    Given a game with "Unfinished Card" in Alice's hand
    Then 1 equals 1

  @id:declared-before-first-action @R-116.2b-2
  Scenario: The first action cannot be encoded
    Given a game with "Dog Walker" in Alice's hand
    When Alice looks at the mystery card

  @id:declared-after-an-action @R-116.2b-2
  Scenario: An action cannot be encoded, after another one reached the engine
    Given a game with "Dog Walker" in Alice's hand
    When Bob passes priority
    And Alice looks at the mystery card

  @id:declared-without-kind @R-116.2b-2
  Scenario: Unsupported without a kind
    Given a game with "Dog Walker" in Alice's hand
    When Alice looks at "kindless"

  @id:declared-capability-it-has @R-116.2b-2
  Scenario: Unsupported naming a capability the engine declared
    Given a game with "Dog Walker" in Alice's hand
    When Alice looks at "claims-disguise"

  @id:needs-undeclared-capability @needs:cloak @needs:ward @R-116.2b-2
  Scenario: Two capabilities the engine lacks
    Given a game with "Dog Walker" in Alice's hand
    Then 1 equals 1

  @id:skipped-by-a-step @R-116.2b-2
  Scenario: A step skips itself
    Given a game with "Dog Walker" in Alice's hand
    When the step skips itself
