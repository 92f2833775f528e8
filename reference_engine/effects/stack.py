"""Effects on the stack: countering (701.6), ward's "counter unless that player pays"
(702.21), choosing new targets (115.7) and casting a card during the resolution (601.2).

Each op of the family is a function of a :class:`Context` and an :class:`Effect`; :data:`OPS`
maps op names (``cards.OPS``) to them.
"""

from __future__ import annotations

from .. import payment, stack, targets, triggers
from ..cards import Effect
from ..characteristics import characteristics, evaluate_amount_for
from ..enums import Zone
from ..mana import ManaCost, payable_from
from ..rules import rule
from ..state import StackItem, Target, current
from .context import Context, Handler, ask_choice, objects

__all__ = ["OPS"]


@rule("701.6a")
def _counter_target(ctx: Context, effect: Effect) -> None:
    """Counter each target spell: it goes to its owner's graveyard, or where the
    effect's ``to`` says instead (Remand's hand, Dissipate's exile)."""
    to = effect["to"] or Zone.GRAVEYARD
    for obj in objects(ctx, "each_target"):
        item = ctx.state.spell_item(obj)
        if item is not None:
            stack.counter(ctx.state, item, to=to)


@rule("701.6a", "118.12")
def _counter_target_unless_pays(ctx: Context, effect: Effect) -> None:
    """ "Counter target spell unless its controller pays [cost]": a ``pay_unless`` decision of the spell's
    controller ("pay"/"decline"); if they don't pay, or can't, it is countered."""
    state = ctx.state
    for obj in objects(ctx, "each_target"):
        item = state.spell_item(obj)
        if item is None:
            continue
        cost: ManaCost = effect["cost"]

        def resume(choice: str, item: StackItem = item, cost: ManaCost = cost) -> None:
            if choice == "pay" and payment.pay_mana(state, item.controller, cost, purpose="cast"):
                return
            if item in state.stack:
                stack.counter(state, item)

        ask_choice(
            ctx,
            "pay_unless",
            ("pay", "decline"),
            f"Pay {cost} or your spell is countered",
            resume,
            player=item.controller,
        )
        return  # one target spell


@rule("701.6a", "201.2")
def _counter_spells_named(ctx: Context, effect: Effect) -> None:
    """Counter every spell that has the same name as one of the named cards (judged on the cards
    themselves, which may be face down in exile; a nameless spell shares no name, 201.2)."""
    names = {o.definition.name for o in objects(ctx, effect["object"])}
    for item in list(ctx.state.stack):
        if item.spell is None or item not in ctx.state.stack:
            continue
        if characteristics(ctx.state, item.spell).name in names:
            stack.counter(ctx.state, item)


@rule("702.21a", "702.21b", "118.12")
def _counter_unless_pays(ctx: Context, effect: Effect) -> None:
    """Ward's effect: the targeting spell or ability is countered unless its
    controller pays. The cost is read now, as the ability resolves (702.21b)."""
    state = ctx.state
    if ctx.item is None or ctx.item.ward_for is None:
        return
    victim = state.stack_item(ctx.item.ward_for)
    if victim is None:
        return
    cost: ManaCost = effect["cost"]
    x_is = effect.params.get("x_is")
    if x_is is not None and cost.has_x:
        # 702.21b: X is worked out now, as the ward ability resolves.
        cost = cost.bind_x(evaluate_amount_for(state, ctx.source, ctx.controller, x_is))

    def resume(choice: str) -> None:
        if choice == "pay" and payment.pay_mana(state, victim.controller, cost, purpose="ward"):
            return
        if victim in state.stack:
            stack.counter(state, victim)

    ask_choice(
        ctx,
        "pay_ward",
        ("pay", "decline"),
        f"Pay {cost} or the spell or ability is countered (ward)",
        resume,
        player=victim.controller,
    )


@rule("115.7", "115.7d")
def _change_targets(ctx: Context, effect: Effect) -> None:
    """ "You may choose new targets for any number of other spells and/or abilities":
    a ``choose`` decision picks a spell or ability (by stack id, or ``"none"`` to
    stop); then each of its targets is chosen anew among the legal choices for
    that target (``choose_targets``; the old target may be kept). The number of
    targets doesn't change."""
    state = ctx.state
    own = ctx.item
    done: set[str] = set()

    def pick() -> None:
        eligible = [i for i in state.stack if i is not own and i.targets and i.stack_id not in done]
        if not eligible:
            return

        def resume(choice: str) -> None:
            if choice == "none":
                return
            item = next(i for i in eligible if i.stack_id == choice)
            done.add(item.stack_id)
            retarget(item, 0, [])

        ask_choice(
            ctx,
            "choose",
            [i.stack_id for i in eligible] + ["none"],
            "Choose a spell or ability to change the targets of",
            resume,
        )

    def retarget(item: StackItem, index: int, changed: list[Target]) -> None:
        if index >= len(item.targets):
            triggers.became_targets(state, item, only=changed)
            pick()
            return
        specs = stack.target_specs(item)
        spec_index = item.target_specs[index]
        others = {
            t.name for j, t in enumerate(item.targets) if j != index and item.target_specs[j] == spec_index
        }
        source = item.spell if item.spell is not None else item.source
        legal = {
            c.name: c
            for c in targets.candidates(state, specs[spec_index], item.controller, source)
            if c.name not in others
        }
        old = item.targets[index]
        legal.setdefault(old.name, old)

        def resume(choice: str) -> None:
            item.targets[index] = legal[choice]
            if choice != old.name:
                changed.append(legal[choice])
            retarget(item, index + 1, changed)

        ask_choice(
            ctx,
            "choose_targets",
            list(legal),
            f"Choose a new target for {item.text or item.stack_id}",
            resume,
        )

    pick()


@rule("115.7a")
def _change_target(ctx: Context, effect: Effect) -> None:
    """ "Change the target of target spell or ability with a single target": the targeted spell or
    ability's target is changed to another legal target for it, which this effect's controller picks
    (a ``choose_targets`` decision). With no other legal target, the target stays as it is, even if it
    is illegal (115.7a)."""
    state = ctx.state
    item = _targeted_item(ctx)
    if item is None or len({t.name for t in item.targets}) != 1:
        return
    spec = stack.target_specs(item)[item.target_specs[0]]
    old = item.targets[0]
    source = item.spell if item.spell is not None else item.source
    own = {item.stack_id, ctx.item.stack_id if ctx.item is not None else ""}
    legal = {
        c.name: c
        for c in targets.candidates(state, spec, item.controller, source)
        if c.name != old.name and c.stack_id not in own  # 115.5: not itself
    }
    if not legal:
        return

    def resume(choice: str) -> None:
        if item not in state.stack:
            return
        new = legal[choice]
        item.targets[:] = [new if t.name == old.name else t for t in item.targets]
        triggers.became_targets(state, item, only=[new])

    ask_choice(
        ctx, "choose_targets", list(legal), f"Choose a new target for {item.text or item.stack_id}", resume
    )


def _targeted_item(ctx: Context) -> StackItem | None:
    """The spell or ability on the stack that is the first target of the resolving one, if it is
    still there and still the same object (400.7)."""
    for target in ctx.targets:
        if target.stack_id is not None:
            return ctx.state.stack_item(target.stack_id)
    for obj in objects(ctx, "target"):
        if obj.zone == Zone.STACK:
            return ctx.state.spell_item(obj)
    return None


@rule("601.2", "118.9a", "708.4")
def _cast_free(ctx: Context, effect: Effect) -> None:
    """ "You may cast [that card] without paying its mana cost": a ``choose``
    decision (the card's handle or ``"none"``), then the card is cast during this
    resolution, ignoring timing permissions (a spell with X has X = 0). With
    ``face_down``, "cast that card face down as a 2/2 creature spell" (708.4); with
    ``turn_up_instead``, the permanent it becomes is turned face up instead of dealing
    or being dealt damage or becoming tapped (Illusionary Mask)."""
    state = ctx.state
    cards = objects(ctx, effect["object"])
    if not cards:
        return
    card = cards[0]
    face_down = bool(effect["face_down"])
    turn_up_instead = bool(effect["turn_up_instead"])

    def resume(choice: str) -> None:
        live = current(state, card)
        if choice == "none" or live is None:
            return
        state.ports.cast_during_resolution(state, ctx.controller, live, face_down, turn_up_instead)

    if effect["optional"]:
        how = " face down" if face_down else ""
        ask_choice(
            ctx,
            "choose",
            (card.handle, "none"),
            f"You may cast {card.handle}{how} without paying its mana cost",
            resume,
        )
    else:
        resume(card.handle)


@rule("107.3", "202.1")
def _choose_payable_by_x(ctx: Context, effect: Effect) -> None:
    """ "You may choose a [card] whose mana cost could be paid by some amount of, or all of, the mana you
    spent on {X}": among the cards ``from`` names, those with a mana cost that the mana spent on the
    ability's {X} (its amount and its types, ruling 2009-10-01) could pay, X in it counted as 0; a
    ``choose`` decision of the controller's among them or ``"none"``, asked even when no card fits (the
    cards are in a hidden zone: whether one fits is no other player's to learn, 400.2). The card chosen
    becomes ``chosen`` (none: nothing is). Mana spent on {X} is known only for an ability whose mana cost
    is {X} alone."""
    spent = ctx.item.x_mana if ctx.item is not None else ()
    candidates = [
        c
        for c in objects(ctx, effect["from"])
        if c.definition.mana_cost is not None and payable_from(c.definition.mana_cost, spent)
    ]
    ctx.sets["chosen"] = []

    def resume(choice: str) -> None:
        ctx.sets["chosen"] = [c for c in candidates if c.handle == choice]

    ask_choice(ctx, "choose", [*(c.handle for c in candidates), "none"], str(effect["prompt"]), resume)


OPS: dict[str, Handler] = {
    "counter_target": _counter_target,
    "counter_unless_pays": _counter_unless_pays,
    "change_targets": _change_targets,
    "change_target": _change_target,
    "cast_free": _cast_free,
    "choose_payable_by_x": _choose_payable_by_x,
    "counter_spells_named": _counter_spells_named,
    "counter_target_unless_pays": _counter_target_unless_pays,
}
