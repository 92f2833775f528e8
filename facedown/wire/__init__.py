"""The out-of-process engine protocol: JSON lines over a child process's stdin and stdout.

* :mod:`facedown.wire.client` -- :class:`~facedown.wire.client.ProcessAdapter`, an
  adapter that drives an engine process (``--engine-cmd``), and
  :func:`~facedown.wire.client.from_command`.
* :mod:`facedown.wire.server` -- serves any in-process adapter over the protocol
  (``python -m facedown.wire.server``, ``facedown serve``).
* :mod:`facedown.wire.errors` -- what the client raises when an engine crashes,
  hangs or breaks the protocol.
* :mod:`facedown.wire.schema` -- the JSON Schemas of every message.
* :mod:`facedown.wire.protocol` -- version, commands, error kinds and framing.

The protocol itself is described in ``docs/protocol.md``.
"""
