"""facedown: a conformance suite for the face-down rules of Magic: The Gathering.

The suite is a set of Gherkin features (``features/``) run by pytest-bdd step
definitions (``steps/``) against any engine that implements the adapter
contract (:mod:`facedown.adapter`). :mod:`reference_engine` is the first such
engine.
"""

from importlib import metadata

try:
    __version__ = metadata.version("facedown")
except metadata.PackageNotFoundError:  # running from a checkout that is not installed
    __version__ = "0.0.0+checkout"

__all__ = ["__version__"]
