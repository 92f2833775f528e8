"""Random face-down play against the reference engine, with the invariants of the state machine checked
after every action (see ``property_machine``). ``FACEDOWN_PROPERTY_EXAMPLES=500`` explores further."""

from __future__ import annotations

from property_machine import FaceDownMachine, machine_settings

TestFaceDownMachine = FaceDownMachine.TestCase
TestFaceDownMachine.settings = machine_settings()
