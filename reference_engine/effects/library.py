"""Effects on libraries: scrying, surveilling, looking at the top, searching, shuffling,
exiling from the top or the bottom and revealing (701.20, 701.22-701.25); and looking at random cards
of a sideboard, which is outside the game (100.4, 400.11).

Each op of the family is a function of a :class:`Context` and an :class:`Effect`; :data:`OPS`
maps op names (``cards.OPS``) to them.
"""

from __future__ import annotations

from .. import visibility, zones
from ..cards import Effect, ObjectFilter
from ..changes import shuffle_library
from ..characteristics import characteristics, matches
from ..enums import EventKind, FaceDownMethod, Zone
from ..objects import GameObject
from ..rules import rule
from ..state import current
from .context import Context, Handler, amount_of, ask_choice, objects, players

__all__ = ["OPS"]


@rule("701.22a")
def _scry(ctx: Context, effect: Effect) -> None:
    state = ctx.state
    library = state.player(ctx.controller).library
    looked = list(library[: amount_of(ctx, effect["count"])])
    for obj in looked:
        obj.known_to.add(ctx.controller)
    kept: list[GameObject] = []
    bottom: list[GameObject] = []

    def ask(index: int) -> None:
        if index == len(looked):
            for obj in reversed(kept):
                library.remove(obj)
                library.insert(0, obj)
            for obj in bottom:
                library.remove(obj)
                library.append(obj)
            return

        def resume(choice: str) -> None:
            (kept if choice == "top" else bottom).append(looked[index])
            ask(index + 1)

        ask_choice(
            ctx,
            "scry",
            ("top", "bottom"),
            f"Scry: keep card {index + 1} of {len(looked)} on top or put it on the bottom",
            resume,
        )

    if looked:
        ask(0)


@rule("701.25a")
def _surveil(ctx: Context, effect: Effect) -> None:
    state = ctx.state
    library = state.player(ctx.controller).library
    looked = list(library[: amount_of(ctx, effect["count"])])
    for obj in looked:
        obj.known_to.add(ctx.controller)

    def ask(index: int) -> None:
        if index == len(looked):
            return

        def resume(choice: str) -> None:
            if choice == "graveyard" and state.find(looked[index].handle) is looked[index]:
                zones.move(state, looked[index], Zone.GRAVEYARD)
            ask(index + 1)

        ask_choice(
            ctx,
            "surveil",
            ("top", "graveyard"),
            f"Surveil: keep card {index + 1} of {len(looked)} on top or put it into your graveyard",
            resume,
        )

    if looked:
        ask(0)


def _look_at_top(ctx: Context, effect: Effect) -> None:
    """Look at the top N cards of a library; they are remembered as "looked"."""
    looked: list[GameObject] = []
    for player in players(ctx, effect["player"]):
        cards = list(ctx.state.player(player).library[: amount_of(ctx, effect["count"])])
        for obj in cards:
            obj.known_to.add(ctx.controller)
        looked += cards
    ctx.sets["looked"] = looked


@rule("100.4", "400.11")
def _look_at_sideboard(ctx: Context, effect: Effect) -> None:
    """ "Look at N random cards from your sideboard": N of the player's sideboard cards, picked at
    random (all of them when there are no more), which the effect's controller looks at; they are
    remembered as "looked", in the sideboard's order. A sideboard's cards are outside the game
    (400.11): no other player sees them."""
    looked: list[GameObject] = []
    for player in players(ctx, effect["player"]):
        sideboard = ctx.state.player(player).sideboard
        count = amount_of(ctx, effect["count"])
        picked = sideboard if len(sideboard) <= count else ctx.state.rng.sample(sideboard, count)
        cards = [obj for obj in sideboard if any(obj is p for p in picked)]
        for obj in cards:
            obj.known_to.add(ctx.controller)
        looked += cards
    ctx.sets["looked"] = looked


def _top_of_library(ctx: Context, effect: Effect) -> None:
    """Name the top N cards of a library ("the top two cards of that player's library") for a later
    step, as ``top``, without anyone looking at them."""
    top: list[GameObject] = []
    for player in players(ctx, effect["player"]):
        top += ctx.state.player(player).library[: amount_of(ctx, effect["count"])]
    ctx.sets["top"] = top


@rule("701.23a", "701.23b", "701.24a")
def _search_library(ctx: Context, effect: Effect) -> None:
    """Search the library for up to ``max`` cards fitting ``filter`` (the searcher
    sees the whole library); found cards are revealed if said and remembered as
    "chosen". The library is shuffled by a later ``shuffle`` step."""
    state = ctx.state
    searched = players(ctx, effect["player"])
    if not searched:
        return
    library = state.player(searched[0]).library
    filt: ObjectFilter | None = effect["filter"]
    candidates = [
        o
        for o in library
        if filt is None
        or matches(state, filt, o, characteristics(state, o), ctx.controller, ctx.source, check_zone=False)
    ]
    for obj in library:
        obj.known_to.add(ctx.controller)
    maximum = len(candidates) if effect["max"] == "any" else min(int(effect["max"]), len(candidates))
    # 701.23b: searching for cards with a stated quality may find nothing; for "a card", one is found.
    minimum = 0 if filt is not None else min(1, maximum)
    chosen: list[GameObject] = []

    def finish() -> None:
        ctx.sets["chosen"] = list(chosen)
        ctx.sets["unchosen"] = []
        if effect["reveal"]:
            for obj in chosen:
                visibility.reveal(state, obj)

    def ask() -> None:
        remaining = [c for c in candidates if c not in chosen]
        if len(chosen) >= maximum or not remaining:
            finish()
            return

        def resume(choice: str) -> None:
            if choice == "none":
                finish()
                return
            chosen.append(next(c for c in remaining if c.handle == choice))
            ask()

        options = [c.handle for c in remaining] + (["none"] if len(chosen) >= minimum else [])
        ask_choice(ctx, "choose", options, "Search: choose a card", resume)

    ask()


def _shuffle(ctx: Context, effect: Effect) -> None:
    for player in players(ctx, effect["player"]):
        shuffle_library(ctx.state, player)


@rule("701.13a", "406.3")
def _exile_top(ctx: Context, effect: Effect) -> None:
    """Exile the top card(s) of a library (face down if said); they join the objects
    the resolution has moved ("... and the top two cards of your library in a pile"), and with
    ``remember`` they are remembered by that name (one pile among several)."""
    moved = list(ctx.sets.get("moved", []))
    controllers = list(ctx.moved_controllers)
    exiled: list[GameObject] = []
    for player in players(ctx, effect["player"]):
        library = ctx.state.player(player).library
        for _ in range(amount_of(ctx, effect["count"])):
            if not library:
                break
            new = zones.move(
                ctx.state,
                library[0],
                Zone.EXILE,
                face_down=FaceDownMethod.EFFECT if effect["face_down"] else None,
            )
            moved.append(new)
            controllers.append(player)
            exiled.append(new)
            if effect["link"]:
                # 607.2a: "cards exiled with this creature" are those its linked ability exiled.
                ctx.state.linked.setdefault(ctx.source.object_id, []).append(new.handle)
    ctx.sets["moved"] = moved
    ctx.moved_controllers = controllers
    if effect["remember"]:
        # "... in a face-down pile, then ... in another face-down pile": each pile by its name.
        ctx.sets[f"remembered:{effect['remember']}"] = exiled


@rule("701.13a", "406.3", "607.2a")
def _exile_from_bottom_until(ctx: Context, effect: Effect) -> None:
    """Each named player exiles cards from the bottom of their library, one at a time and face up
    (406.3: every player may see them), until they have exiled ``count`` cards that fit ``filter``
    or their library is empty ("exiles cards from the bottom of their library until they exile five
    nonland cards"). With ``turn_face_down`` they then turn the cards that fit face down in exile:
    from then on no player may look at them unless an instruction allows it (406.3), though every
    player saw them face up. With ``link`` those cards are the ones the source's linked abilities
    refer to ("the exiled face-down cards", 607.2a). They join the objects the resolution moved."""
    state = ctx.state
    filt: ObjectFilter = effect["filter"]
    wanted = amount_of(ctx, effect["count"])
    moved = list(ctx.sets.get("moved", []))
    controllers = list(ctx.moved_controllers)
    for player in players(ctx, effect["player"]):
        library = state.player(player).library
        fitting: list[GameObject] = []
        while library and len(fitting) < wanted:
            new = zones.move(state, library[-1], Zone.EXILE)
            # 406.3: exiled face up, it may be examined by every player; the log says what they saw.
            visibility.reveal_card(state, new.card)
            moved.append(new)
            controllers.append(player)
            if matches(
                state, filt, new, characteristics(state, new), ctx.controller, ctx.source, check_zone=False
            ):
                fitting.append(new)
        for obj in fitting:
            if effect["turn_face_down"]:
                obj.face_down = FaceDownMethod.EFFECT
                state.log(EventKind.TURNED_FACE_DOWN, object=obj.handle, method=FaceDownMethod.EFFECT)
            if effect["link"]:
                state.linked.setdefault(ctx.source.object_id, []).append(obj.handle)
        state.invalidate()
    ctx.sets["moved"] = moved
    ctx.moved_controllers = controllers


@rule("701.13a", "406.3")
def _exile_graveyard(ctx: Context, effect: Effect) -> None:
    """Exile the cards in each named player's graveyard that fit ``filter`` (face down if said); they
    join the objects the resolution has moved ("exile all creature cards from target player's
    graveyard in a face-down pile"), and with ``link`` they are exiled with the source's linked
    ability ("cards exiled with this enchantment", 607.2a)."""
    state = ctx.state
    moved = list(ctx.sets.get("moved", []))
    controllers = list(ctx.moved_controllers)
    filt: ObjectFilter | None = effect["filter"]
    for player in players(ctx, effect["player"]):
        for obj in list(state.player(player).graveyard):
            chars = characteristics(state, obj)
            if filt is not None and not matches(
                state, filt, obj, chars, ctx.controller, ctx.source, check_zone=False
            ):
                continue
            new = zones.move(
                state, obj, Zone.EXILE, face_down=FaceDownMethod.EFFECT if effect["face_down"] else None
            )
            if effect["link"]:
                state.linked.setdefault(ctx.source.object_id, []).append(new.handle)  # 607.2a
            moved.append(new)
            controllers.append(player)
    ctx.sets["moved"] = moved
    ctx.moved_controllers = controllers


def _reorder(ctx: Context, effect: Effect) -> None:
    """ "Put them back in any order" (or "on the bottom of your library in any order"): the controller
    picks, one ``choose`` decision at a time, the card to go first; the cards go on top of their library
    in that order, or to its bottom (the first chosen nearest the top)."""
    state = ctx.state
    cards = [o for o in objects(ctx, effect["object"]) if o.zone == Zone.LIBRARY]
    ordered: list[GameObject] = []

    def finish() -> None:
        for obj in ordered if effect["bottom"] else reversed(ordered):
            library = state.player(obj.owner).library
            library.remove(obj)
            if effect["bottom"]:
                library.append(obj)
            else:
                library.insert(0, obj)

    def ask() -> None:
        remaining = [o for o in cards if o not in ordered]
        if len(remaining) <= 1:
            ordered.extend(remaining)
            finish()
            return

        def resume(choice: str) -> None:
            ordered.append(next(o for o in remaining if o.handle == choice))
            ask()

        ask_choice(ctx, "choose", [o.handle for o in remaining], "Choose the card to put on top next", resume)

    ask()


def _top_or_bottom(ctx: Context, effect: Effect) -> None:
    """ "Put the other on the top or bottom of your library": a ``choose`` decision "top" / "bottom"
    for each card named."""
    state = ctx.state
    cards = [o for o in objects(ctx, effect["object"]) if o.zone == Zone.LIBRARY]

    def ask(index: int) -> None:
        if index >= len(cards):
            return
        obj = cards[index]

        def resume(choice: str) -> None:
            if current(state, obj) is obj and choice == "bottom":
                library = state.player(obj.owner).library
                library.remove(obj)
                library.append(obj)
            ask(index + 1)

        ask_choice(
            ctx, "choose", ("top", "bottom"), "Put the card on the top or the bottom of your library", resume
        )

    ask(0)


@rule("701.20a")
def _reveal(ctx: Context, effect: Effect) -> None:
    for obj in objects(ctx, effect["object"]):
        visibility.reveal(ctx.state, obj)


OPS: dict[str, Handler] = {
    "scry": _scry,
    "surveil": _surveil,
    "look_at_top": _look_at_top,
    "look_at_sideboard": _look_at_sideboard,
    "top_of_library": _top_of_library,
    "search_library": _search_library,
    "shuffle": _shuffle,
    "exile_top": _exile_top,
    "exile_from_bottom_until": _exile_from_bottom_until,
    "reveal": _reveal,
    "exile_graveyard": _exile_graveyard,
    "reorder": _reorder,
    "top_or_bottom": _top_or_bottom,
}
