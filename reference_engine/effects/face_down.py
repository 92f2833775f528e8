"""Face-down effects: manifesting, cloaking, manifesting dread, turning permanents face
up or down, and looking at face-down creatures (701.40, 701.58, 701.62, 708).

Each op of the family is a function of a :class:`Context` and an :class:`Effect`; :data:`OPS`
maps op names (``cards.OPS``) to them.
"""

from __future__ import annotations

from collections.abc import Sequence

from .. import face_down, triggers, zones
from ..cards import Effect
from ..enums import FaceDownMethod, Zone
from ..objects import GameObject
from ..rules import rule
from ..state import current
from .context import Context, Handler, amount_of, ask_choice, objects, players, record_moves

__all__ = ["OPS"]


def _put_face_down_one_at_a_time(
    ctx: Context, cards: Sequence[GameObject], method: FaceDownMethod, controller: str, *, tapped: bool
) -> None:
    moves: list[tuple[GameObject, str]] = []
    for obj in cards:
        live = current(ctx.state, obj)
        if live is None:
            continue
        before = live.controller if live.zone == Zone.BATTLEFIELD else live.owner
        new = face_down.put_onto_battlefield_face_down(ctx.state, live, method, controller, tapped=tapped)
        if new is not None:
            moves.append((new, before))
    record_moves(ctx, moves)


def _from_library_top(
    ctx: Context, effect: Effect, method: FaceDownMethod, *, controller: str | None
) -> None:
    """Put the top card of each named player's library onto the battlefield face
    down, ``count`` times, one card at a time (701.40e, 701.58e). A card that
    can't enter stays on top, so nothing further can be put down from there."""
    state = ctx.state
    count = amount_of(ctx, effect["count"])
    moves: list[tuple[GameObject, str]] = []
    for player in players(ctx, effect["player"]):
        library = state.player(player).library
        for _ in range(count):
            if not library:
                break
            top = library[0]
            new = face_down.put_onto_battlefield_face_down(state, top, method, controller or player)
            if new is None:
                break  # 701.40f / 701.58f: it stays where it was
            moves.append((new, player))
    record_moves(ctx, moves)


@rule("701.40a")
def _manifest(ctx: Context, effect: Effect) -> None:
    _put_face_down_one_at_a_time(
        ctx, objects(ctx, effect["object"]), FaceDownMethod.MANIFEST, ctx.controller, tapped=effect["tapped"]
    )


@rule("701.40a", "701.40e", "701.40f", "708.3")
def _manifest_top(ctx: Context, effect: Effect) -> None:
    _from_library_top(ctx, effect, FaceDownMethod.MANIFEST, controller=None)


@rule("701.58a", "701.58e")
def _cloak(ctx: Context, effect: Effect) -> None:
    """Cloak the objects named, one at a time (in a random order for a shuffled pile)."""
    found = objects(ctx, effect["object"])
    if effect["random_order"]:
        ctx.state.rng.shuffle(found)
    _put_face_down_one_at_a_time(ctx, found, FaceDownMethod.CLOAK, ctx.controller, tapped=effect["tapped"])


@rule("701.58a", "701.58e", "701.58f", "708.3")
def _cloak_top(ctx: Context, effect: Effect) -> None:
    """Cloak the top card(s) of a library: by default under the control of the player
    whose library it is, or of ``controller`` ("cloak the top card of that player's
    library": you control it, they own it)."""
    controller = players(ctx, effect["controller"]) if effect["controller"] is not None else []
    _from_library_top(ctx, effect, FaceDownMethod.CLOAK, controller=controller[0] if controller else None)


@rule("701.62a", "701.62b", "701.40a")
def _manifest_dread(ctx: Context, effect: Effect) -> None:
    """Each named player in turn looks at the top two cards of their library, manifests
    one of them (a ``choose`` decision when there are two), and puts the other cards
    looked at into their graveyard; then their "whenever you manifest dread"
    abilities trigger (701.62b)."""
    state = ctx.state
    everyone = players(ctx, effect["player"])
    moves: list[tuple[GameObject, str]] = []

    def one(index: int) -> None:
        if index >= len(everyone):
            record_moves(ctx, moves)
            return
        player = everyone[index]
        looked = list(state.player(player).library[:2])
        for obj in looked:
            obj.known_to.add(player)

        def finish(choice: str) -> None:
            chosen = next((o for o in looked if o.handle == choice), None)
            if chosen is not None and current(state, chosen) is chosen:
                new = face_down.put_onto_battlefield_face_down(state, chosen, FaceDownMethod.MANIFEST, player)
                if new is not None:
                    moves.append((new, player))
            binned = [
                zones.move(state, obj, Zone.GRAVEYARD)
                for obj in looked
                if current(state, obj) is obj and obj.zone == Zone.LIBRARY
            ]
            triggers.manifested_dread(state, player, binned)
            one(index + 1)

        if len(looked) == 2:
            ask_choice(
                ctx,
                "choose",
                tuple(o.handle for o in looked),
                "Choose the card to manifest; the other one goes to your graveyard",
                finish,
                player=player,
            )
            return
        finish(looked[0].handle if looked else "none")

    one(0)


@rule("708.2", "708.8", "701.40g", "701.58g")
def _turn_face_up(ctx: Context, effect: Effect) -> None:
    """Turn face-down permanents face up (not the special action: no cost is
    paid). If one can't be turned face up, the ``otherwise`` steps happen."""
    for obj in objects(ctx, effect["object"]):
        if not face_down.turn_face_up(ctx.state, obj) and effect["otherwise"]:
            ctx.queue[0:0] = list(effect["otherwise"])


@rule("708.2a", "708.2b", "712.16")
def _turn_face_down(ctx: Context, effect: Effect) -> None:
    for obj in objects(ctx, effect["object"]):
        face_down.turn_face_down(ctx.state, obj)


@rule("708.5")
def _look_at_face_down_until_eot(ctx: Context, effect: Effect) -> None:
    """Until end of turn, the controller may look at face-down creatures they don't
    control (not at face-down spells)."""
    ctx.state.player(ctx.controller).may_look_at_face_down = True


OPS: dict[str, Handler] = {
    "manifest": _manifest,
    "manifest_top": _manifest_top,
    "cloak": _cloak,
    "cloak_top": _cloak_top,
    "manifest_dread": _manifest_dread,
    "turn_face_up": _turn_face_up,
    "turn_face_down": _turn_face_down,
    "look_at_face_down_until_eot": _look_at_face_down_until_eot,
}
