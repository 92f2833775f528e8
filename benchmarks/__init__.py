"""Benchmarks of the suite and the reference engine: scripts that print figures (no timed assertions).

``python -m benchmarks.run`` runs them all and prints a table; docs/benchmarks.md records the figures
measured and how to rerun them. Each module also runs on its own (``python -m benchmarks.engine_speed``).
"""
