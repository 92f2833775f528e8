"""reference_engine: a small Magic: The Gathering rules engine for face-down play.

It implements enough of the Comprehensive Rules (2026-04-17) to play out the
face-down mechanics exactly. Start with :class:`reference_engine.game.Game`;
cards come from a :class:`reference_engine.cards.CardPool` built from plain
mappings (the suite's TOML card pool). Every function that applies a rule cites
it with :func:`reference_engine.rules.rule`, so ``grep 708.8`` finds the code.

Modules, by layer from the bottom up (imports point down; docs/engine.md has
the map, tests/engine/test_layers.py keeps it):

======================  ======================================================
0 vocabulary            ``rules`` (the ``@rule("708.3")`` marker), ``enums``,
                        ``errors``, ``mana`` (106, 107), ``cards`` (card
                        definitions and the ability language)
1 model                 ``values`` (characteristics, 109.3), ``objects``
                        (109, 400.7), ``state`` (the game state, its records and
                        ports), ``priority`` (who may act, 117)
2 derived values        ``face_down_values`` (708.2), ``characteristics`` (the
                        layer system, 613, 707), ``amounts``, ``attachments``
                        (301.5, 303.4, 702.16), ``costs`` (601.2f, 118.9),
                        ``targets`` (115), ``keywords.disguise`` (702.168),
                        ``keywords.morph`` (702.37), ``keywords.ward`` (702.21)
3 game actions          ``triggers`` (603), ``visibility`` (708.5, 708.9),
                        ``changes`` (life, damage, counters, mana), ``control``
                        (613.1b), ``payment`` (601.2g-h), ``zones`` (400),
                        ``face_down`` (turning face up and down, manifesting,
                        cloaking, 708), ``stack`` (countering, 701.6)
4 effect interpreter    ``effects`` (one module per family of effects, 608.2c)
5 procedures            ``resolution`` (608), ``casting`` (601, 602),
                        ``special_actions`` (116), ``combat`` (506-511), ``sba``
                        (704, 800.4a), ``setup`` (a game from a description)
6 turn                  ``turn`` (priority and the turn structure, 117, 500-514)
7 face                  ``view`` (per-viewer views), ``game`` (the public face),
                        ``adapter`` (the only module importing the suite)
======================  ======================================================

Not modelled: discarding to hand size, phasing, planeswalkers and battles as
attacked objects, split and adventurer cards, casting a card converted (More
Than Meets the Eye), outside-the-game cards, dependency ordering within a layer beyond what the pool
needs, and choices the engine makes for the player where the rules give one
(damage assignment order among blockers, the order of simultaneous triggers of
one player: both follow declaration order).
"""

__version__ = "1.2.0"
