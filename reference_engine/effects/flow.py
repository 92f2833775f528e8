"""Control flow of the ability language: "you may", "if ...", choosing objects or piles, branches on
who controlled what moved, delayed triggered abilities (603.7), and the clauses the engine
declares it does not implement.

Each op of the family is a function of a :class:`Context` and an :class:`Effect`; :data:`OPS`
maps op names (``cards.OPS``) to them.
"""

from __future__ import annotations

from dataclasses import replace

from ..amounts import condition_holds
from ..cards import Effect, ObjectFilter
from ..characteristics import characteristics, matches
from ..errors import NotImplementedClause
from ..objects import GameObject
from ..rules import rule
from ..state import DelayedTrigger, current
from ..values import Characteristics
from .context import Context, Handler, ask_choice, objects, players

__all__ = ["OPS"]


def _may(ctx: Context, effect: Effect) -> None:
    """ "You may [do something]": with an ``object``, a ``choose`` decision between its
    handle and ``"none"``; otherwise a ``may`` decision ("yes"/"no"). If the player
    agrees, the steps happen."""
    ref = effect["object"]
    if ref is not None:
        found = objects(ctx, ref)
        if not found:
            return
        options: tuple[str, ...] = (found[0].handle, "none")
    else:
        options = ("yes", "no")

    def resume(choice: str) -> None:
        if choice not in ("no", "none"):
            ctx.queue[0:0] = list(effect["effects"])

    ask_choice(ctx, "choose" if ref is not None else "may", options, str(effect["prompt"]), resume)


def _either(ctx: Context, effect: Effect) -> None:
    """ "[Do one thing] or [another]": a ``choose`` decision between the two labels; the steps of the
    one chosen happen."""
    labels = (str(effect["first_label"]), str(effect["second_label"]))

    def resume(choice: str) -> None:
        ctx.queue[0:0] = list(effect["first"] if choice == labels[0] else effect["second"])

    ask_choice(ctx, "choose", labels, f"Choose: {labels[0]} or {labels[1]}", resume)


@rule("708.12")
def _if_any(ctx: Context, effect: Effect) -> None:
    """ "If it's a [kind of card], ...": the ``then`` steps if one of the objects fits
    the filter, else the ``else`` steps. With ``printed``, the printed card is judged,
    ignoring continuous effects and face-down status (708.12: a revealed face-down
    permanent)."""
    state = ctx.state
    found = objects(ctx, effect["object"])
    filt: ObjectFilter = effect["filter"]
    hit = False
    for obj in found:
        chars = Characteristics.printed(obj.definition) if effect["printed"] else characteristics(state, obj)
        if matches(state, filt, obj, chars, ctx.controller, ctx.source, check_zone=False):
            hit = True
            break
    ctx.queue[0:0] = list(effect["then"] if hit else effect["else"])


def _choose(ctx: Context, effect: Effect) -> None:
    """Choose from ``min`` to ``max`` of the objects ``from`` names, one ``choose``
    decision at a time (options: the remaining handles, plus ``"none"`` once enough
    are chosen). With no more candidates than must be chosen, they are all chosen
    without a decision."""
    candidates = objects(ctx, effect["from"])
    maximum = len(candidates) if effect["max"] == "any" else min(int(effect["max"]), len(candidates))
    minimum = min(effect["min"], maximum)
    chosen: list[GameObject] = []

    def finish() -> None:
        ctx.sets["chosen"] = list(chosen)
        ctx.sets["unchosen"] = [c for c in candidates if c not in chosen]

    if len(candidates) <= minimum:
        chosen += candidates
        finish()
        return

    def ask() -> None:
        remaining = [c for c in candidates if c not in chosen]
        if len(chosen) >= maximum or not remaining:
            finish()
            return
        options = [c.handle for c in remaining] + (["none"] if len(chosen) >= minimum else [])

        def resume(choice: str) -> None:
            if choice == "none":
                finish()
                return
            chosen.append(next(c for c in remaining if c.handle == choice))
            ask()

        ask_choice(ctx, "choose", options, str(effect["prompt"]), resume)

    ask()


def _if_moved_controlled_by_you(ctx: Context, effect: Effect) -> None:
    """ "If you controlled it, ... Otherwise, ...": judged on who controlled the
    objects the last moving step moved, just before they moved."""
    branch = (
        effect["then"]
        if ctx.moved_controllers and all(p == ctx.controller for p in ctx.moved_controllers)
        else effect["else"]
    )
    ctx.queue[0:0] = list(branch)


@rule("603.7a", "603.7b", "603.7c")
def _delayed_trigger(ctx: Context, effect: Effect) -> None:
    """Create a triggered ability (until end of turn, unless said otherwise); its
    controller is this effect's controller and its source this effect's source
    (603.7d). With ``about``, it is about those objects as they are now ("when it
    dies this turn", "sacrifice it": 603.7c); with ``once``, it triggers only once
    ("at the beginning of the next end step", 603.7b)."""
    source = current(ctx.state, ctx.source) or ctx.source
    about = tuple(o.object_id for o in objects(ctx, effect["about"])) if effect["about"] is not None else ()
    if effect["about"] is not None and not about:
        return  # what it would refer to is gone
    ctx.state.delayed_triggers.append(
        DelayedTrigger(
            controller=ctx.controller,
            source=source,
            source_chars=characteristics(ctx.state, source),
            ability=replace(effect["ability"]),  # its own object: each delayed ability is apart
            until_end_of_turn=effect["until_end_of_turn"],
            about=about,
            once=effect["once"],
        )
    )


@rule("705.1", "705.2")
def _flip_coin(ctx: Context, effect: Effect) -> None:
    """Flip a coin: the effect's controller wins or loses the flip at random (the game's random
    source); the ``won`` or ``lost`` steps happen."""
    won = ctx.state.rng.random() < 0.5
    ctx.queue[0:0] = list(effect["won"] if won else effect["lost"])


@rule("603.4", "608.2c")
def _if_condition(ctx: Context, effect: Effect) -> None:
    """ "If [amount] [compares to] [amount], ...; otherwise, ...": judged as this step is reached."""
    holds = condition_holds(
        ctx.state,
        effect["condition"],
        source=ctx.source,
        controller=ctx.controller,
        trigger_object=ctx.trigger_object,
        trigger_amount=ctx.trigger_amount,
    )
    ctx.queue[0:0] = list(effect["then"] if holds else effect["else"])


def _if_first_resolution_this_turn(ctx: Context, effect: Effect) -> None:
    """ "If this is the first time this ability has resolved this turn, ...; otherwise, ...": counted
    per ability of the source's object, this turn."""
    state = ctx.state
    key = (ctx.source.object_id, ctx.item.text if ctx.item is not None else "", state.turn)
    first = key not in state.resolved_this_turn
    state.resolved_this_turn.add(key)
    ctx.queue[0:0] = list(effect["then"] if first else effect["else"])


def _unimplemented(ctx: Context, effect: Effect) -> None:
    """A clause the engine does not carry out: it says so instead of doing nothing."""
    raise NotImplementedClause(ctx.source.definition.name, str(effect["text"]))


#: How a pile choice names the piles, in the order the effect lists them.
_PILES = ("first pile", "second pile", "third pile", "fourth pile")


@rule("700.3", "700.3b", "700.3c")
def _choose_pile(ctx: Context, effect: Effect) -> None:
    """ "[A player] chooses one of those piles": the named player (the first one, for "an
    opponent") chooses among the piles the effect listed, by their place in that list (a
    ``choose`` decision: ``"first pile"``, ``"second pile"``...; a pile is no object and may be
    empty, 700.3b, 700.3d). The cards of the chosen pile become ``chosen``, the others
    ``unchosen``, and the ``then`` steps happen. The options name no card: what a player may not
    see of a pile stays hidden from that player."""
    piles = [objects(ctx, ref) for ref in effect["piles"]]
    chooser = players(ctx, effect["player"])[:1]
    if not chooser or not piles:
        return
    options = _PILES[: len(piles)]

    def resume(choice: str) -> None:
        index = options.index(choice)
        ctx.sets["chosen"] = list(piles[index])
        ctx.sets["unchosen"] = [o for i, pile in enumerate(piles) if i != index for o in pile]
        ctx.queue[0:0] = list(effect["then"])

    ask_choice(ctx, "choose", options, str(effect["prompt"]), resume, chooser[0])


OPS: dict[str, Handler] = {
    "flip_coin": _flip_coin,
    "if_first_resolution_this_turn": _if_first_resolution_this_turn,
    "if_condition": _if_condition,
    "unimplemented": _unimplemented,
    "may": _may,
    "either": _either,
    "choose_pile": _choose_pile,
    "if_any": _if_any,
    "choose": _choose,
    "if_moved_controlled_by_you": _if_moved_controlled_by_you,
    "delayed_trigger": _delayed_trigger,
}
