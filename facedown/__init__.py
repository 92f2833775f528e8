"""facedown: a conformance suite for the face-down rules of Magic: The Gathering.

The suite is a set of Gherkin features run by pytest-bdd step definitions against
any engine that implements the adapter contract (:mod:`facedown.adapter`). The
reference engine is the first such engine (``--engine reference``). In a checkout
they are the folders ``features/``, ``steps/`` and ``reference_engine/``; an
installed wheel holds them inside this package (``facedown/features``,
:mod:`facedown.steps`, :mod:`facedown.reference_engine`): see :mod:`facedown.suite`.
"""

from importlib import metadata

try:
    __version__ = metadata.version("facedown")
except metadata.PackageNotFoundError:  # running from a checkout that is not installed
    __version__ = "0.0.0+checkout"

__all__ = ["__version__"]
