"""Effects on libraries: scrying, surveilling, looking at the top, searching, shuffling,
exiling from the top and revealing (701.20, 701.22-701.25).

Each op of the family is a function of a :class:`Context` and an :class:`Effect`; :data:`OPS`
maps op names (``cards.OPS``) to them.
"""

from __future__ import annotations

from .. import visibility, zones
from ..cards import Effect, ObjectFilter
from ..changes import shuffle_library
from ..characteristics import characteristics, matches
from ..enums import FaceDownMethod, Zone
from ..objects import GameObject
from ..rules import rule
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
    the resolution has moved ("... and the top two cards of your library in a pile")."""
    moved = list(ctx.sets.get("moved", []))
    controllers = list(ctx.moved_controllers)
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
    ctx.sets["moved"] = moved
    ctx.moved_controllers = controllers


@rule("701.20a")
def _reveal(ctx: Context, effect: Effect) -> None:
    for obj in objects(ctx, effect["object"]):
        visibility.reveal(ctx.state, obj)


OPS: dict[str, Handler] = {
    "scry": _scry,
    "surveil": _surveil,
    "look_at_top": _look_at_top,
    "search_library": _search_library,
    "shuffle": _shuffle,
    "exile_top": _exile_top,
    "reveal": _reveal,
}
