"""Mutation testing of the reference engine's face-down code, with the features as the test suite.

``python -m tools.mutation`` (see :mod:`tools.mutation.__main__` and docs/mutation.md) makes
small single changes to the engine's source (:mod:`tools.mutation.operators`), runs the suite
against each in a private copy of the repository (:mod:`tools.mutation.runner`,
:mod:`tools.mutation.plugin`) and reports which changes no scenario notices.
"""
