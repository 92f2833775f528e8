"""Face-down effects: manifesting, cloaking, manifesting dread, turning permanents face
up or down, looking at face-down creatures, and naming cards exiled face down (701.40, 701.58,
701.62, 708, 406.3).

Each op of the family is a function of a :class:`Context` and an :class:`Effect`; :data:`OPS`
maps op names (``cards.OPS``) to them.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import permutations

from .. import face_down, triggers, visibility, zones
from ..cards import Effect, FaceDownFace
from ..characteristics import characteristics
from ..enums import FaceDownMethod, Zone
from ..objects import GameObject
from ..rules import rule
from ..state import SecretChoice, current
from .context import Context, Handler, amount_of, ask_choice, objects, players, record_moves

__all__ = ["OPS"]


def _put_face_down_one_at_a_time(
    ctx: Context,
    cards: Sequence[GameObject],
    method: FaceDownMethod,
    controller: str,
    *,
    tapped: bool,
    face: FaceDownFace | None = None,
) -> None:
    moves: list[tuple[GameObject, str]] = []
    for obj in cards:
        live = current(ctx.state, obj)
        if live is None:
            continue
        before = live.controller if live.zone == Zone.BATTLEFIELD else live.owner
        new = face_down.put_onto_battlefield_face_down(
            ctx.state, live, method, controller, tapped=tapped, face=face
        )
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


@rule("701.40a", "701.40e")
def _manifest(ctx: Context, effect: Effect) -> None:
    """Manifest the objects named, one at a time (in a random order for a shuffled pile)."""
    found = objects(ctx, effect["object"])
    if effect["random_order"]:
        ctx.state.rng.shuffle(found)
    _put_face_down_one_at_a_time(ctx, found, FaceDownMethod.MANIFEST, ctx.controller, tapped=effect["tapped"])


@rule("701.40a", "701.40e", "701.40f", "708.3")
def _manifest_top(ctx: Context, effect: Effect) -> None:
    """Manifest the top card(s) of a library: by default under the control of the player whose
    library it is, or of ``controller`` ("you manifest the top card of that player's library")."""
    controller = players(ctx, effect["controller"]) if effect["controller"] is not None else []
    _from_library_top(ctx, effect, FaceDownMethod.MANIFEST, controller=controller[0] if controller else None)


@rule("701.40a", "701.40e")
def _manifest_from_hand(ctx: Context, effect: Effect) -> None:
    """Each named player, in turn, chooses ``count`` cards in their hand (``choose`` decisions of
    theirs; all of them if they have no more) and manifests them one at a time, under their control."""
    state = ctx.state
    everyone = players(ctx, effect["player"])
    count = amount_of(ctx, effect["count"])
    moves: list[tuple[GameObject, str]] = []

    def one(index: int) -> None:
        if index >= len(everyone):
            record_moves(ctx, moves)
            return
        player = everyone[index]
        chosen: list[GameObject] = []

        def done() -> None:
            for obj in chosen:
                live = current(state, obj)
                if live is None:
                    continue
                new = face_down.put_onto_battlefield_face_down(state, live, FaceDownMethod.MANIFEST, player)
                if new is not None:
                    moves.append((new, player))
            one(index + 1)

        def ask() -> None:
            remaining = [o for o in state.player(player).hand if o not in chosen]
            if len(chosen) >= count or not remaining:
                done()
                return
            if len(remaining) <= count - len(chosen):
                chosen.extend(remaining)
                done()
                return

            def resume(choice: str) -> None:
                chosen.append(next(o for o in remaining if o.handle == choice))
                ask()

            ask_choice(
                ctx, "choose", [o.handle for o in remaining], "Choose a card to manifest", resume, player
            )

        ask()

    one(0)


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
    times = amount_of(ctx, effect["times"])
    # "Manifest dread X times": each named player manifests dread, X times over (one after the other).
    everyone = [player for _ in range(times) for player in players(ctx, effect["player"])]
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
                new = face_down.put_onto_battlefield_face_down(
                    state, chosen, FaceDownMethod.MANIFEST, player, face=effect["as"]
                )
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


@rule("708.2", "708.8", "701.40g", "701.58g", "406.3")
def _turn_face_up(ctx: Context, effect: Effect) -> None:
    """Turn face-down permanents face up (not the special action: no cost is
    paid). If one can't be turned face up, the ``otherwise`` steps happen. A card
    exiled face down is turned face up in exile: every player may see it (406.3)."""
    for obj in objects(ctx, effect["object"]):
        if obj.zone == Zone.EXILE:
            if obj.face_down is not None:
                obj.face_down = None
                visibility.reveal(ctx.state, obj)
                ctx.state.invalidate()
            continue
        if not face_down.turn_face_up(ctx.state, obj, by=ctx.controller) and effect["otherwise"]:
            ctx.queue[0:0] = list(effect["otherwise"])


@rule("708.2a", "708.2b", "712.16")
def _turn_face_down(ctx: Context, effect: Effect) -> None:
    """Turn the permanents face down: 2/2 creatures with no text, name, subtypes or mana cost, or
    what the effect lists instead ("It's a 2/2 Cyberman artifact creature", 708.2a)."""
    for obj in objects(ctx, effect["object"]):
        face_down.turn_face_down(ctx.state, obj, face=effect["as"])


@rule("708.5")
def _look_at(ctx: Context, effect: Effect) -> None:
    """ "Look at target face-down creature": from now on its controller's opponent who looked knows
    which card it is (the effect lets them look where 708.5 would not)."""
    for obj in objects(ctx, effect["object"]):
        obj.known_to.add(ctx.controller)


@rule("708.5", "402.3")
def _look_at_player(ctx: Context, effect: Effect) -> None:
    """ "Look at target player's hand, the top card of that player's library, and any face-down
    creatures they control": the effect's controller learns what each of those cards is."""
    state = ctx.state
    for player in players(ctx, effect["player"]):
        seen = [
            o
            for o in state.battlefield
            if o.controller == player and o.face_down is not None and characteristics(state, o).is_creature
        ]
        if effect["hand"]:
            seen += state.player(player).hand
        seen += state.player(player).library[: effect["library_top"]]
        for obj in seen:
            obj.known_to.add(ctx.controller)


@rule("708.5")
def _look_at_face_down_until_eot(ctx: Context, effect: Effect) -> None:
    """Until end of turn, the controller may look at face-down creatures they don't
    control (not at face-down spells)."""
    ctx.state.player(ctx.controller).may_look_at_face_down = True


@rule("400.2", "708.5", "708.11")
def _secretly_choose(ctx: Context, effect: Effect) -> None:
    """ "Secretly choose one of them": the controller chooses one of the permanents named (a
    ``choose`` decision, whose options only that player sees). The choice is kept as hidden
    information of that player's: nothing public changes, and no other player learns which
    permanent was chosen until the rules reveal it. With ``as_turned_face_up`` steps, the
    choice is revealed as the chosen permanent is turned face up, and the steps apply to it
    then (:func:`reference_engine.face_down.turn_face_up`). With one candidate there is nothing
    to choose; with none, no choice is made."""
    state = ctx.state
    candidates = [o for o in objects(ctx, effect["from"]) if o.zone == Zone.BATTLEFIELD]
    if not candidates:
        return

    def resume(choice: str) -> None:
        chosen = next(o for o in candidates if o.handle == choice)
        state.secret_choices.append(
            SecretChoice(
                player=ctx.controller,
                object_id=chosen.object_id,
                source=ctx.source.object_id,
                as_turned_face_up=tuple(effect["as_turned_face_up"]),
            )
        )

    if len(candidates) == 1:
        resume(candidates[0].handle)
        return
    ask_choice(ctx, "choose", [o.handle for o in candidates], effect["prompt"], resume)


#: How the handles of one order are joined in a ``shuffle`` decision's option (the contract's format).
_ORDER_SEPARATOR = ", "


@rule("701.24a", "708.2a", "708.2b", "708.6")
def _shuffle_face_down(ctx: Context, effect: Effect) -> None:
    """ "Shuffle [them] face down": turn each permanent the references name face down (a 2/2 creature with no
    text, name, subtypes or mana cost, 708.2a; one that is face down already stays so, 708.2b),
    then shuffle them, randomizing them so that no player knows which is which (701.24a).

    The outcome of the shuffle is asked of the effect's controller, who shuffles: a ``shuffle``
    decision whose options are every order the permanents may end in, their handles joined by
    ``", "`` (the contract's way to let a scenario fix a random result). In that order the
    permanents are dealt new public tags (708.6) and new public ids, and take each other's
    places on the battlefield, so nothing a player sees follows a card through the shuffle.
    The shuffled permanents are remembered as ``moved``."""
    state = ctx.state
    found: list[GameObject] = []
    for ref in effect["objects"]:
        named = objects(ctx, ref)
        found += [o for o in named if o.zone == Zone.BATTLEFIELD and all(o is not f for f in found)]
    for obj in found:
        face_down.turn_face_down(state, obj)
    shuffled = [o for o in found if current(state, o) is o and o.face_down is not None]
    ctx.sets["moved"] = list(shuffled)

    def deal(choice: str) -> None:
        order = [next(o for o in shuffled if o.handle == handle) for handle in choice.split(_ORDER_SEPARATOR)]
        places = sorted(i for i, o in enumerate(state.battlefield) if any(o is s for s in shuffled))
        for place, obj in zip(places, order, strict=True):
            state.battlefield[place] = obj
            visibility.assign_label(state, obj)
            obj.public_id = state.new_object_id()
        ctx.sets["moved"] = order
        state.invalidate()

    if len(shuffled) < 2:
        return
    options = [_ORDER_SEPARATOR.join(o.handle for o in order) for order in permutations(shuffled)]
    ask_choice(ctx, "shuffle", options, "Shuffle the face-down permanents", deal)


@rule("708.6", "400.2")
def _choose_face_down(ctx: Context, effect: Effect) -> None:
    """ "[A player] chooses one of those cards", face down: the named player (the first one, for
    "target opponent") chooses among the permanents named knowing each only by what is public,
    its face-down tag (708.6): a ``choose`` decision whose options are those tags (a permanent
    that is face up is offered by its handle: anyone may see which card it is). The permanent
    chosen becomes ``chosen``, the others ``unchosen``."""
    candidates = [o for o in objects(ctx, effect["from"]) if o.zone == Zone.BATTLEFIELD]
    chooser = players(ctx, effect["player"])[:1]
    if not candidates or not chooser:
        return

    def option(obj: GameObject) -> str:
        return obj.label if obj.face_down is not None and obj.label is not None else obj.handle

    def resume(choice: str) -> None:
        chosen = next(o for o in candidates if option(o) == choice)
        ctx.sets["chosen"] = [chosen]
        ctx.sets["unchosen"] = [o for o in candidates if o is not chosen]

    options = sorted(map(option, candidates), key=lambda o: (len(o), o))
    ask_choice(ctx, "choose", options, effect["prompt"], resume, chooser[0])


@rule("201.4", "406.3")
def _name_cards(ctx: Context, effect: Effect) -> None:
    """ "Name the exiled face-down cards, then look at them. If you named them correctly, ...": the
    controller names one card for each of the objects named that is a card face down in exile, one
    ``name_card`` decision each (201.4: any card name of the card pool, never a token's); with
    ``look`` they then look at those cards, and may go on looking at them while they stay in exile
    (406.3). If the names named are the cards' names, the ``if_correct`` steps happen. The face-down
    cards carry no public tag that tells them apart, so the order of the names does not matter;
    with no such card nothing is named and nothing was named correctly."""
    state = ctx.state
    cards = [o for o in objects(ctx, effect["object"]) if o.zone == Zone.EXILE and o.face_down is not None]
    if not cards:
        return
    options = sorted(name for name, card in state.pool.cards.items() if not card.token)
    named: list[str] = []

    def finish() -> None:
        if effect["look"]:
            for obj in cards:
                obj.known_to.add(ctx.controller)  # 406.3: allowed to look, they may keep looking
            state.invalidate()
        if sorted(named) == sorted(o.definition.name for o in cards) and effect["if_correct"]:
            ctx.queue[0:0] = list(effect["if_correct"])

    def ask() -> None:
        def resume(choice: str) -> None:
            named.append(choice)
            if len(named) < len(cards):
                ask()
            else:
                finish()

        prompt = f"Name an exiled face-down card ({len(named) + 1} of {len(cards)})"
        ask_choice(ctx, "name_card", options, prompt, resume)

    ask()


OPS: dict[str, Handler] = {
    "manifest": _manifest,
    "manifest_top": _manifest_top,
    "cloak": _cloak,
    "cloak_top": _cloak_top,
    "manifest_dread": _manifest_dread,
    "turn_face_up": _turn_face_up,
    "turn_face_down": _turn_face_down,
    "look_at_face_down_until_eot": _look_at_face_down_until_eot,
    "manifest_from_hand": _manifest_from_hand,
    "look_at": _look_at,
    "look_at_player": _look_at_player,
    "secretly_choose": _secretly_choose,
    "shuffle_face_down": _shuffle_face_down,
    "choose_face_down": _choose_face_down,
    "name_cards": _name_cards,
}
