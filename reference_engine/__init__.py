"""reference_engine: a small Magic: The Gathering rules engine for face-down play.

It implements enough of the Comprehensive Rules (2026-04-17) to play out the
face-down mechanics exactly. Start with :class:`reference_engine.game.Game`;
cards come from a :class:`reference_engine.cards.CardPool` built from plain
mappings (the suite's TOML card pool). Every function that applies a rule cites
it with :func:`reference_engine.rules.rule`, so ``grep 708.8`` finds the code.

Modules, roughly in the order of the rulebook:

==========================  ==================================================
``rules``                   the ``@rule("708.3")`` marker and its registry
``enums``                   zones, steps, face-down methods, refusal codes
``mana``                    mana symbols and costs, pools, payment search (106, 107)
``cards``                   card definitions and the ability language
``objects``, ``state``      cards, objects (109, 400.7), players, the game state
``zones``                   zone changes, tokens, drawing (400, 111, 121)
``characteristics``         the layer system and copiable values (613, 707)
``control``                 control-changing effects (layer 2, 613.1b)
``attachments``             Auras, Equipment and protection (301.5, 303.4, 702.16)
``face_down``               face-down profiles per method, manifesting and
                            cloaking, turning up/down, looking, revealing (708)
``payment``, ``costs``      automatic payment, total cost (601.2f-h, 118.9)
``casting``                 casting spells, activating abilities (601, 602)
``targets``                 legal targets, announcing, checking (115, 608.2b)
``stack``                   resolving and countering (608, 701.6)
``effects``                 the effect interpreter (one function per op)
``triggers``                triggered abilities, APNAP order (603)
``priority``                priority and the turn structure (117, 500-514)
``combat``                  declaring attackers and blockers, combat damage (506-511)
``special_actions``         turning face up (116.2b), playing lands (116.2a)
``sba``                     state-based actions, leaving the game (704, 800.4a)
``keywords.ward``           ward (702.21)
``keywords.disguise``       disguise (702.168)
``keywords.morph``          morph and megamorph (702.37)
``setup``, ``view``         building a game from a description; per-viewer views
``game``                    the public face: one :class:`Game` per game
``adapter``                 the suite's adapter (the only module importing the suite)
==========================  ==================================================

Not modelled: discarding to hand size, phasing, planeswalkers and battles as
attacked objects, split and adventurer cards, mutating (merged permanents can
only be set up), dependency ordering within a layer beyond what the pool
needs, and choices the engine makes for the player where the rules give one
(damage assignment order among blockers, the order of simultaneous triggers of
one player: both follow declaration order).
"""

__version__ = "0.2.0"
