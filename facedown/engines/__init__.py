"""Adapters for third-party rules engines.

Each module translates between the contract in :mod:`facedown.adapter` and one
engine's own public API, and offers a ``create()`` factory for
``facedown certify --engine facedown.engines.<module>:create``. The engines are
optional dependencies: importing a module whose engine is not installed raises
:class:`facedown.adapter.AdapterError` with a one-line message.
"""
