"""Repository-wide pytest configuration: load the facedown plugin (options ``--engine``,
``--features``, the ``adapter`` fixture, scenario tags and statuses)."""

pytest_plugins = ["facedown.plugin"]
