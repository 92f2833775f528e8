"""Card parsing: Printlifter Ooze's turned-face-up trigger is read as a replacement on moving.

"Whenever this creature or another creature you control is turned face up, create a 0/0 green Ooze creature
token with trample. The token enters with X +1/+1 counters on it, where X is the number of other creatures you
control." phase's face has no trigger at all, and no parse gap: one replacement of ``Moved`` that puts
counters named "trample. the token enters with x +1/+1" on the Ooze.
"""

from _phase import face, verdict

ooze = face("Printlifter Ooze")
verdict(
    not ooze["triggers"],
    f"triggers: {ooze['triggers']}; replacements: {[r['event'] for r in ooze['replacements']]}",
)
