"""305.1: a nonland card is played as a land.

phase's ``PlayLand`` accepts Grizzly Bears, a creature card, from Alice's hand in her main phase and puts it
onto the battlefield. Only a land card can be played (305.1). (The scenario also has Assemble the Players,
which lets Alice cast creature spells from the top of her library; it changes nothing here.)
"""

from _phase import ALICE, Table, action, verdict

table = Table(["Grizzly Bears"], [])
bears = table.card(ALICE, "Grizzly Bears")
refusal = table.refused(ALICE, action("PlayLand", {"object_id": bears, "card_id": bears}))
verdict(
    refusal is None,
    f"PlayLand Grizzly Bears: {refusal or 'accepted'}; it is on the {table.obj(bears).get('zone')}",
)
