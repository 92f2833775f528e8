"""Effects that move cards between zones: tokens, drawing, discarding, destroying,
bouncing, exiling, sacrificing and the general ``move`` (400.7, 701).

Each op of the family is a function of a :class:`Context` and an :class:`Effect`; :data:`OPS`
maps op names (``cards.OPS``) to them.
"""

from __future__ import annotations

from .. import attractions, face_down, triggers, zones
from ..cards import Effect, ObjectFilter
from ..characteristics import active_statics, characteristics, matches
from ..enums import EventKind, FaceDownMethod, Zone
from ..objects import GameObject
from ..rules import rule
from ..state import current
from .context import Context, Handler, amount_of, ask_choice, objects, players, record_moves

__all__ = ["OPS"]


@rule("111.1", "111.2", "122.6")
def _create_token(ctx: Context, effect: Effect) -> None:
    definition = ctx.state.pool.get(effect["token"])
    if definition is None:
        raise ValueError(f"token {effect['token']!r} is not in the card pool")
    count = amount_of(ctx, effect["count"])
    counters = {k: amount_of(ctx, v) for k, v in (effect["counters"] or {}).items()}
    for player in players(ctx, effect["controller"]):
        for _ in range(count):
            zones.create_token(ctx.state, definition, player, tapped=effect["tapped"], counters=counters)
        _extra_tokens(ctx, player, count)


@rule("701.16a")
def _investigate(ctx: Context, effect: Effect) -> None:
    definition = ctx.state.pool.get("Clue")
    if definition is None:
        raise ValueError("the Clue token is not in the card pool")
    count = amount_of(ctx, effect["count"])
    for _ in range(count):
        zones.create_token(ctx.state, definition, ctx.controller)
    _extra_tokens(ctx, ctx.controller, count)


@rule("614.1a", "614.5", "111.1")
def _extra_tokens(ctx: Context, player: str, created: int) -> None:
    """Replacement effects that add a token to the ``created`` tokens just created under ``player``'s
    control ("those tokens plus a Clue token are created instead", 614.1a): each such effect of a
    permanent ``player`` controls adds one token of its kind, once for the event. The added tokens are
    part of the same event, so the effects don't apply to them again (614.5)."""
    if created <= 0:
        return
    extra = [
        static.token
        for source, static in active_statics(ctx.state)
        if static.effect == "extra_token" and source.controller == player
    ]
    for name in extra:
        definition = ctx.state.pool.get(name)
        if definition is None:
            raise ValueError(f"token {name!r} is not in the card pool")
        zones.create_token(ctx.state, definition, player)


def _draw(ctx: Context, effect: Effect) -> None:
    for player in players(ctx, effect["player"]):
        zones.draw(ctx.state, player, amount_of(ctx, effect["count"]))


@rule("701.9a")
def _discard(ctx: Context, effect: Effect) -> None:
    """Each named player discards ``count`` cards of their choice (``choose`` decisions of theirs; all
    their cards if they have no more)."""
    state = ctx.state
    everyone = players(ctx, effect["player"])
    count = amount_of(ctx, effect["count"])

    def one(index: int, left: int) -> None:
        if index >= len(everyone):
            return
        player = everyone[index]
        hand = list(state.player(player).hand)
        if left <= 0 or not hand:
            one(index + 1, count)
            return

        def resume(choice: str) -> None:
            card = next(o for o in hand if o.handle == choice)
            zones.move(state, card, Zone.GRAVEYARD)
            state.log(EventKind.DISCARDED, player=player, card=card.handle)
            one(index, left - 1)

        if len(hand) <= left:
            resume(hand[0].handle)
            return
        ask_choice(ctx, "choose", [o.handle for o in hand], "Choose a card to discard", resume, player)

    one(0, count)


@rule("701.17a")
def _mill(ctx: Context, effect: Effect) -> None:
    """Each named player puts the top ``count`` cards of their library into their graveyard; the
    cards milled are what the resolution has moved ("creature cards milled this way")."""
    state = ctx.state
    moves: list[tuple[GameObject, str]] = []
    for player in players(ctx, effect["player"]):
        library = state.player(player).library
        for _ in range(amount_of(ctx, effect["count"])):
            if not library:
                break
            moves.append((zones.move(state, library[0], Zone.GRAVEYARD), player))
    record_moves(ctx, moves)


@rule("701.9a")
def _discard_hand(ctx: Context, effect: Effect) -> None:
    for player in players(ctx, effect["player"]):
        for card in list(ctx.state.player(player).hand):
            zones.move(ctx.state, card, Zone.GRAVEYARD)
            ctx.state.log(EventKind.DISCARDED, player=player, card=card.handle)


def _destroy_target(ctx: Context, effect: Effect) -> None:
    for obj in objects(ctx, "each_target"):
        zones.destroy(ctx.state, obj)


def _destroy(ctx: Context, effect: Effect) -> None:
    for obj in objects(ctx, effect["object"]):
        zones.destroy(ctx.state, obj)


def _bounce_target(ctx: Context, effect: Effect) -> None:
    for obj in objects(ctx, "each_target"):
        if obj.zone == Zone.BATTLEFIELD:
            zones.move(ctx.state, obj, Zone.HAND)


@rule("201.2a")
def _bounce_with_same_name(ctx: Context, effect: Effect) -> None:
    """Return the object and every other permanent with the same name as it to their
    owners' hands. An object with no name shares a name with nothing (201.2a)."""
    state = ctx.state
    found = [o for o in objects(ctx, effect["object"]) if o.zone == Zone.BATTLEFIELD]
    if not found:
        return
    first = found[0]
    name = characteristics(state, first).name
    group = [first]
    if name is not None:
        group += [o for o in state.battlefield if o is not first and characteristics(state, o).name == name]
    for obj in group:
        if current(state, obj) is obj:
            zones.move(state, obj, Zone.HAND)


@rule("701.13a", "607.2a", "406.3")
def _exile_targets(ctx: Context, effect: Effect) -> None:
    moves: list[tuple[GameObject, str]] = []
    for obj in objects(ctx, "each_target"):
        controller = obj.controller
        new = zones.move(
            ctx.state, obj, Zone.EXILE, face_down=FaceDownMethod.EFFECT if effect["face_down"] else None
        )
        moves.append((new, controller))
        if effect["link"]:
            ctx.state.linked.setdefault(ctx.source.object_id, []).append(new.handle)
    record_moves(ctx, moves)


@rule("607.2a")
def _return_linked_to_hand(ctx: Context, effect: Effect) -> None:
    for handle in ctx.state.linked.pop(ctx.source.object_id, []):
        obj = ctx.state.find(handle)
        if obj is not None and obj.zone == Zone.EXILE:
            zones.move(ctx.state, obj, Zone.HAND)


@rule("701.21a")
def _sacrifice_self(ctx: Context, effect: Effect) -> None:
    obj = current(ctx.state, ctx.source)
    if obj is not None:
        zones.sacrifice(ctx.state, obj, ctx.controller)


@rule("701.21a", "603.10a")
def _sacrifice(ctx: Context, effect: Effect) -> None:
    """Each player sacrifices the named permanents they control, all at once."""
    state = ctx.state
    found = [o for o in objects(ctx, effect["object"]) if o.zone == Zone.BATTLEFIELD]
    before = [(o, characteristics(state, o), o.controller) for o in found]
    moved = zones.move_simultaneously(state, found, Zone.GRAVEYARD)
    for obj, chars, controller in before:
        triggers.sacrificed(state, obj, chars, controller)
    record_moves(ctx, [(new, controller) for new, (_o, _c, controller) in zip(moved, before, strict=False)])


@rule("110.2", "708.2a")
def _put_onto_battlefield_face_up_or_down(ctx: Context, effect: Effect) -> None:
    """ "Return this card to the battlefield face up or face down": a ``choose`` decision "face up" /
    "face down" of the effect's controller, under whose control it enters (face down: a 2/2 face-down
    creature, 708.2a)."""
    state = ctx.state
    found = objects(ctx, effect["object"])
    if not found:
        return

    def resume(choice: str) -> None:
        moves: list[tuple[GameObject, str]] = []
        for obj in found:
            live = current(state, obj)
            if live is None:
                continue
            method = FaceDownMethod.EFFECT if choice == "face down" else None
            if face_down.entering_prohibited(state, live, method, ctx.controller):
                continue
            moves.append(
                (
                    zones.move(state, live, Zone.BATTLEFIELD, controller=ctx.controller, face_down=method),
                    live.owner,
                )
            )
        record_moves(ctx, moves)

    ask_choice(ctx, "choose", ("face up", "face down"), "Return it face up or face down", resume)


@rule("400.7", "701.13a", "406.3", "701.58f", "110.5b", "607.2a", "708.2a")
def _move(ctx: Context, effect: Effect) -> None:
    """Move objects to a zone one by one (in a random order if said): onto the
    battlefield under their owner's or the effect controller's control (tapped if
    said; only permanent cards, if said; face down, with the characteristics the
    effect lists if it does; a prohibition keeps a card where it is), to a
    library's top or bottom, or into exile face down (remembered as exiled with
    the source's linked ability, if said)."""
    state = ctx.state
    to: Zone = effect["to"]
    found = objects(ctx, effect["object"])
    filt: ObjectFilter | None = effect["filter"]
    if filt is not None:
        # "all creature cards milled this way": judged on the cards as they are now.
        found = [
            o
            for o in found
            if matches(
                state, filt, o, characteristics(state, o), ctx.controller, ctx.source, check_zone=False
            )
        ]
    if effect["random_order"]:
        state.rng.shuffle(found)
    moves: list[tuple[GameObject, str]] = []
    if effect["simultaneous"]:
        # All at once (603.10a, 614.12): e.g. "puts all cards they exiled this way onto the battlefield".
        method = FaceDownMethod.EFFECT if effect["face_down"] and to == Zone.BATTLEFIELD else None
        face = effect["as"] if method is not None else None
        you = ctx.controller if effect["controller"] == "you" and to == Zone.BATTLEFIELD else None
        entering = [
            o
            for o in found
            if to != Zone.BATTLEFIELD
            or not face_down.entering_prohibited(state, o, method, you or o.owner, face)
        ]
        earlier = [o.controller if o.zone in (Zone.BATTLEFIELD, Zone.STACK) else o.owner for o in entering]
        moved = zones.move_simultaneously(
            state, entering, to, tapped=effect["tapped"], controller=you, face_down=method, face=face
        )
        record_moves(ctx, list(zip(moved, earlier, strict=False)))
        if effect["remember"]:
            ctx.sets[f"remembered:{effect['remember']}"] = list(moved)
        return
    for obj in found:
        live = current(state, obj)
        if live is None:
            continue
        before = live.controller if live.zone in (Zone.BATTLEFIELD, Zone.STACK) else live.owner
        if to == Zone.BATTLEFIELD:
            if effect["if_permanent_card"] and not live.definition.is_permanent_card:
                continue
            controller = ctx.controller if effect["controller"] == "you" else live.owner
            method = FaceDownMethod.EFFECT if effect["face_down"] else None
            face = effect["as"] if method is not None else None
            if face_down.entering_prohibited(state, live, method, controller, face):
                continue
            new = zones.move(
                state, live, to, controller=controller, tapped=effect["tapped"], face_down=method, face=face
            )
        else:
            new = zones.move(
                state,
                live,
                to,
                bottom=effect["bottom"],
                face_down=FaceDownMethod.EFFECT if effect["face_down"] and to == Zone.EXILE else None,
            )
            if new.face_down is not None and to == Zone.EXILE:
                # 406.3: a player who looked at the card (searching for it, say) and then exiles it face
                # down may go on looking at it while it stays exiled; nobody else may.
                new.known_to.update(p for p in live.known_to if live.zone != Zone.EXILE)
            if effect["play_permission"] and to == Zone.EXILE:
                # "You may look at and play that card for as long as it remains exiled" (or until the
                # end of the turn, or of its controller's next turn).
                new.known_to.add(ctx.controller)
                state.play_permissions[new.object_id] = ctx.controller
                if effect["play_until"] is not None:
                    mine = state.active == ctx.controller
                    turns = 0 if effect["play_until"] == "end_of_turn" else (1 if mine else 0)
                    who = None if effect["play_until"] == "end_of_turn" else ctx.controller
                    state.play_permission_ends[new.object_id] = (who, turns)
            if effect["link"] and to == Zone.EXILE:
                # 607.2a: "the exiled card" of a linked ability is the one exiled this way.
                state.linked.setdefault(ctx.source.object_id, []).append(new.handle)
        moves.append((new, before))
    record_moves(ctx, moves)
    if effect["remember"]:
        ctx.sets[f"remembered:{effect['remember']}"] = [new for new, _controller in moves]


@rule("701.51b")
def _open_attraction(ctx: Context, effect: Effect) -> None:
    """Each named player opens an Attraction: the top card of their Attraction deck enters the
    battlefield under their control (701.51b; nothing without an Attraction deck, 701.51a)."""
    for player in players(ctx, effect["player"]):
        attractions.open_attraction(ctx.state, player)


OPS: dict[str, Handler] = {
    "create_token": _create_token,
    "investigate": _investigate,
    "draw": _draw,
    "discard_hand": _discard_hand,
    "discard": _discard,
    "mill": _mill,
    "put_onto_battlefield_face_up_or_down": _put_onto_battlefield_face_up_or_down,
    "destroy_target": _destroy_target,
    "destroy": _destroy,
    "bounce_target": _bounce_target,
    "bounce_with_same_name": _bounce_with_same_name,
    "exile_targets": _exile_targets,
    "return_linked_to_hand": _return_linked_to_hand,
    "sacrifice_self": _sacrifice_self,
    "sacrifice": _sacrifice,
    "move": _move,
    "open_attraction": _open_attraction,
}
