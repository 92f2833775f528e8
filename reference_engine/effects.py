"""The effect interpreter: what each op of the ability language does (608.2c).

Each op in :data:`reference_engine.cards.OPS` has a function here taking a
:class:`Context` (who controls the effect, its source, its legal targets, X,
the trigger event) and the :class:`Effect`. Ops that need a player's choice
(scry, choosing cards, paying for ward) set a pending decision; resolution
continues with the next effect once it is answered. The context remembers,
for the rest of the resolution, the cards looked at, the objects chosen and
the objects moved, so later steps can refer to them ("put one into your hand
and the other into your graveyard", "if you controlled it, return it").
Nested steps (``may``, ``otherwise``, ``then``/``else``) are queued in front
of the remaining steps, so they too may pause for decisions.

Decision kinds asked here: ``choose`` (options: handles, or words such as
``"tap"``/``"untap"``, plus ``"none"`` when choosing nothing more is
allowed), ``may`` (``"yes"``/``"no"``), ``choose_color`` (``W U B R G``),
``choose_targets`` (new targets), ``scry``, ``surveil`` and ``pay_ward``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from . import control, face_down, payment, stack, targets, triggers, visibility, zones
from .amounts import evaluate_amount
from .attachments import can_attach
from .cards import Amount, Effect, Keyword, ObjectFilter, ObjectRef
from .changes import add_mana, change_life, deal_damage, put_counters, shuffle_library
from .characteristics import characteristics, copiable_values, evaluate_amount_for, matches, power_of
from .enums import EventKind, FaceDownMethod, Zone
from .mana import COLORS, ManaCost, SpecialMana
from .objects import GameObject
from .rules import rule
from .state import (
    Context,
    ContinuousEffect,
    DelayedCostReduction,
    DelayedTrigger,
    GameState,
    PendingDecision,
    StackItem,
    Target,
    current,
)
from .values import Characteristics

__all__ = ["IMPLEMENTATIONS", "Context", "apply_immediately", "run", "run_steps"]


def _amount(ctx: Context, value: Amount) -> int:
    if value == "moved_count":
        return len(ctx.sets.get("moved", []))
    if value == "control_gained_count":
        return ctx.control_gained
    if value == "target_power":
        first = next((t for t in ctx.targets if t.handle is not None), None)
        obj = ctx.state.find(first.handle or "") if first is not None else None
        if obj is None or first is None or obj.object_id != first.object_id:
            return 0
        return power_of(ctx.state, obj)
    return evaluate_amount(
        ctx.state,
        value,
        source=ctx.source,
        controller=ctx.controller,
        x=ctx.x,
        trigger_object=ctx.trigger_object,
        trigger_amount=ctx.trigger_amount,
    )


# --------------------------------------------------------------------------- references


def objects(ctx: Context, ref: ObjectRef) -> list[GameObject]:
    """The objects an object reference names, as they are now (gone ones dropped)."""
    state = ctx.state
    if isinstance(ref, ObjectFilter):
        pool: list[GameObject] = []
        if Zone.BATTLEFIELD in ref.zones:
            pool += state.battlefield
        if Zone.GRAVEYARD in ref.zones:
            for player in state.players:
                pool += player.graveyard
        if Zone.HAND in ref.zones:
            pool += state.player(ctx.controller).hand
        source = current(state, ctx.source) or ctx.source
        return [o for o in pool if matches(state, ref, o, characteristics(state, o), ctx.controller, source)]
    if ref == "self":
        if ctx.item is not None and ctx.item.spell is not None:
            return [ctx.item.spell]
        found = current(state, ctx.source)
        return [found] if found is not None else []
    if ref == "trigger_object":
        found = current(state, ctx.trigger_object)
        return [found] if found is not None else []
    if ref == "attached":
        holder = current(state, ctx.source)
        if holder is None or holder.attached_to is None:
            return []
        host = state.by_object_id(holder.attached_to)
        return [host] if host is not None else []
    if ref in ("chosen", "unchosen", "looked", "moved", "event_cards") or ref.startswith("remembered:"):
        return [o for o in (current(state, obj) for obj in ctx.sets.get(ref, [])) if o is not None]
    spec_filter: int | None = None
    if ref.startswith("targets:"):
        spec_filter = int(ref.split(":")[1])
    found_objects: list[GameObject] = []
    for index, target in enumerate(ctx.targets):
        if target.handle is None:
            continue
        if spec_filter is not None and (
            index >= len(ctx.target_specs) or ctx.target_specs[index] != spec_filter
        ):
            continue
        obj = state.find(target.handle)
        if obj is not None and obj.object_id == target.object_id:
            found_objects.append(obj)
    return found_objects[:1] if ref == "target" else found_objects


def players(ctx: Context, ref: str) -> list[str]:
    """The players a player reference names (with repeats where the rules repeat
    an action: "for each permanent exiled this way, its controller ...")."""
    state = ctx.state
    if ref == "you":
        return [ctx.controller]
    if ref == "each_opponent":
        return state.opponents(ctx.controller)
    if ref == "each_player":
        return state.apnap()
    if ref == "target":
        return [t.player for t in ctx.targets if t.player is not None][:1]
    if ref == "target_controller":
        # "its controller": the controller of the first object target, as it last was (608.2h).
        first = next((t for t in ctx.targets if t.handle is not None), None)
        if first is None:
            return []
        found = objects(ctx, "target")
        if found and found[0].zone == Zone.BATTLEFIELD:
            return [found[0].controller]
        known = ctx.target_controllers.get(first.handle or "")
        return [known] if known is not None else []
    if ref == "trigger_player":
        return [ctx.trigger_player] if ctx.trigger_player is not None else []
    if ref == "controllers_of_moved":
        order = state.apnap()
        return sorted((p for p in ctx.moved_controllers if p in order), key=lambda p: order.index(p))
    if ref == "owner":
        found = objects(ctx, "target")
        return [found[0].owner] if found else []
    if ref == "owners_of_linked":
        # Each player who owns one or more of the cards exiled with the source's linked ability, once.
        owners = {
            card.owner
            for handle in state.linked.get(ctx.source.object_id, [])
            if (card := state.cards.get(handle))
        }
        return [p for p in state.apnap() if p in owners]
    raise ValueError(f"unknown player reference {ref!r}")


def _record_moves(ctx: Context, moves: Sequence[tuple[GameObject, str]]) -> None:
    """Remember the objects a step moved (new objects) and who controlled each before."""
    ctx.sets["moved"] = [new for new, _controller in moves]
    ctx.moved_controllers = [controller for _new, controller in moves]


def _ask(
    ctx: Context,
    kind: str,
    options: Sequence[str],
    prompt: str,
    resume: Callable[[str], None],
    player: str | None = None,
) -> None:
    ctx.state.decision = PendingDecision(
        player=player or ctx.controller, kind=kind, options=tuple(options), prompt=prompt, resume=resume
    )


def _until_eot(
    ctx: Context,
    ref: ObjectRef,
    kind: str,
    *,
    power: int = 0,
    toughness: int = 0,
    values: tuple[str, ...] = (),
    ability: Keyword | None = None,
) -> None:
    """Start an "until end of turn" effect on the objects ``ref`` names now (611.2c)."""
    found = [o for o in objects(ctx, ref) if o.zone == Zone.BATTLEFIELD]
    if not found:
        return
    ctx.state.effects.append(
        ContinuousEffect(
            kind=kind,
            object_ids=frozenset(o.object_id for o in found),
            timestamp=ctx.state.new_timestamp(),
            power=power,
            toughness=toughness,
            values=values,
            ability=ability,
        )
    )
    ctx.state.invalidate()


# --------------------------------------------------------------------------- ops


@rule("111.1", "111.2", "122.6")
def _create_token(ctx: Context, effect: Effect) -> None:
    definition = ctx.state.pool.get(effect["token"])
    if definition is None:
        raise ValueError(f"token {effect['token']!r} is not in the card pool")
    count = _amount(ctx, effect["count"])
    counters = {k: _amount(ctx, v) for k, v in (effect["counters"] or {}).items()}
    for player in players(ctx, effect["controller"]):
        for _ in range(count):
            zones.create_token(ctx.state, definition, player, tapped=effect["tapped"], counters=counters)


@rule("701.16a")
def _investigate(ctx: Context, effect: Effect) -> None:
    definition = ctx.state.pool.get("Clue")
    if definition is None:
        raise ValueError("the Clue token is not in the card pool")
    for _ in range(_amount(ctx, effect["count"])):
        zones.create_token(ctx.state, definition, ctx.controller)


@rule("119.3")
def _lose_life(ctx: Context, effect: Effect) -> None:
    amount = _amount(ctx, effect["amount"])
    for player in players(ctx, effect["player"]):
        change_life(ctx.state, player, -amount)


@rule("119.3")
def _gain_life(ctx: Context, effect: Effect) -> None:
    amount = _amount(ctx, effect["amount"])
    for player in players(ctx, effect["player"]):
        change_life(ctx.state, player, amount)


@rule("120.3", "113.7a")
def _deal_damage(ctx: Context, effect: Effect) -> None:
    """Damage from the source (the object named, or its last known information if
    it is gone, 113.7a) to the recipients."""
    state = ctx.state
    amount = 1 if effect["amount"] == "divided" else _amount(ctx, effect["amount"])
    if amount <= 0:
        return
    source_ref = effect["source"]
    if source_ref == "trigger_object" and ctx.trigger_object is not None:
        live = current(state, ctx.trigger_object)
        source = live if live is not None else ctx.trigger_object
    else:
        found = objects(ctx, source_ref)
        source = found[0] if found else ctx.source
    live_source = current(state, source)
    if live_source is not None and live_source.zone in (Zone.BATTLEFIELD, Zone.STACK):
        source_chars = characteristics(state, live_source)
    else:
        source_chars = state.lki.get(source.object_id) or ctx.trigger_chars or characteristics(state, source)
    recipients: list[GameObject | str] = []
    to = effect["to"]
    if to in ("target", "each_target"):
        chosen = ctx.targets[:1] if to == "target" else ctx.targets
        for target in chosen:
            if target.player is not None:
                recipients.append(target.player)
            else:
                obj = state.find(target.handle or "")
                if obj is not None and obj.object_id == target.object_id:
                    recipients.append(obj)
    elif to == "each_opponent":
        recipients += state.opponents(ctx.controller)
    elif to == "you":
        recipients.append(ctx.controller)
    else:
        recipients += [o for o in objects(ctx, to) if o.object_id != source.object_id]
    if effect["amount"] == "divided" and ctx.item is not None and ctx.item.division:
        # 601.2d: each target gets the share chosen for it (kept when targets change, RUL-boltbender-3).
        shares = {id(t): n for t, n in zip(ctx.item.targets, ctx.item.division, strict=False)}
        for target in ctx.targets:
            share = shares.get(id(target), 0)
            recipient = target.player if target.player is not None else state.find(target.handle or "")
            if recipient is None or share <= 0:
                continue
            if not isinstance(recipient, str) and recipient.object_id != target.object_id:
                continue
            deal_damage(state, source, source_chars, recipient, share)
        return
    for recipient in recipients:
        deal_damage(state, source, source_chars, recipient, amount)


def _draw(ctx: Context, effect: Effect) -> None:
    for player in players(ctx, effect["player"]):
        zones.draw(ctx.state, player, _amount(ctx, effect["count"]))


@rule("701.9a")
def _discard_hand(ctx: Context, effect: Effect) -> None:
    for player in players(ctx, effect["player"]):
        for card in list(ctx.state.player(player).hand):
            zones.move(ctx.state, card, Zone.GRAVEYARD)
            ctx.state.log(EventKind.DISCARDED, player=player, card=card.handle)


def _put_counters(ctx: Context, effect: Effect) -> None:
    amount = _amount(ctx, effect["amount"])
    for obj in objects(ctx, effect["object"]):
        put_counters(ctx.state, obj, effect["counter"], amount)


@rule("701.6a")
def _counter_target(ctx: Context, effect: Effect) -> None:
    for obj in objects(ctx, "each_target"):
        item = ctx.state.spell_item(obj)
        if item is not None:
            stack.counter(ctx.state, item)


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
    _record_moves(ctx, moves)


@rule("607.2a")
def _return_linked_to_hand(ctx: Context, effect: Effect) -> None:
    for handle in ctx.state.linked.pop(ctx.source.object_id, []):
        obj = ctx.state.find(handle)
        if obj is not None and obj.zone == Zone.EXILE:
            zones.move(ctx.state, obj, Zone.HAND)


@rule("611.2a", "611.2c", "514.2", "608.2h")
def _pump_until_eot(ctx: Context, effect: Effect) -> None:
    """+N/+N until end of turn; "for each ..." is counted once, as the effect begins (608.2h)."""
    times = _amount(ctx, effect["per"])
    _until_eot(
        ctx,
        effect["object"],
        "modify_pt",
        power=effect["power"] * times,
        toughness=effect["toughness"] * times,
    )


@rule("613.1f", "611.2c")
def _lose_all_abilities(ctx: Context, effect: Effect) -> None:
    _until_eot(ctx, effect["object"], "lose_all_abilities")


@rule("613.1f", "611.2c")
def _grant_keyword_until_eot(ctx: Context, effect: Effect) -> None:
    _until_eot(ctx, effect["object"], "grant_keyword", ability=Keyword(str(effect["keyword"])))


@rule("106.3", "106.6")
def _add_mana(ctx: Context, effect: Effect) -> None:
    cost: ManaCost = effect["mana"]
    add_mana(ctx.state, ctx.controller, cost.symbols, restriction=effect["restriction"])


@rule("106.3", "106.4")
def _add_mana_of_one_color(ctx: Context, effect: Effect) -> None:
    """Add mana of any one colour the controller chooses (a ``choose_color`` decision);
    with ``until_end_of_turn`` the mana isn't lost as steps and phases end."""
    state = ctx.state

    def resume(color: str) -> None:
        pool = state.player(ctx.controller).pool
        for _ in range(effect["count"]):
            if effect["until_end_of_turn"] or effect["restriction"] is not None:
                pool.add_special(
                    SpecialMana(
                        color,
                        restriction=effect["restriction"],
                        until_end_of_turn=effect["until_end_of_turn"],
                    )
                )
            else:
                pool.add(color)

    _ask(ctx, "choose_color", COLORS, "Choose a colour of mana", resume)


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
    _record_moves(ctx, [(new, controller) for new, (_o, _c, controller) in zip(moved, before, strict=False)])


@rule("701.22a")
def _scry(ctx: Context, effect: Effect) -> None:
    state = ctx.state
    library = state.player(ctx.controller).library
    looked = list(library[: _amount(ctx, effect["count"])])
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

        _ask(
            ctx,
            "scry",
            ("top", "bottom"),
            f"Scry: keep card {index + 1} of {len(looked)} on top or put it on the bottom",
            resume,
        )

    if looked:
        ask(0)


def _tap(ctx: Context, effect: Effect) -> None:
    for obj in objects(ctx, effect["object"]):
        obj.tapped = True
    ctx.state.invalidate()


def _untap(ctx: Context, effect: Effect) -> None:
    for obj in objects(ctx, effect["object"]):
        obj.tapped = False
    ctx.state.invalidate()


def _tap_or_untap(ctx: Context, effect: Effect) -> None:
    """ "You may tap or untap [it]": a ``choose`` decision "tap" / "untap" / "none"."""
    found = objects(ctx, effect["object"])
    if not found:
        return

    def resume(choice: str) -> None:
        for obj in found:
            if current(ctx.state, obj) is obj and choice in ("tap", "untap"):
                obj.tapped = choice == "tap"
        ctx.state.invalidate()

    _ask(ctx, "choose", ("tap", "untap", "none"), "Tap or untap it, or neither", resume)


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
    _record_moves(ctx, moves)


@rule("701.40a", "701.40e", "701.40f", "708.3")
def _manifest_top(ctx: Context, effect: Effect) -> None:
    _from_library_top(ctx, effect, FaceDownMethod.MANIFEST, controller=None)


@rule("701.58a", "701.58e", "701.58f", "708.3")
def _cloak_top(ctx: Context, effect: Effect) -> None:
    """Cloak the top card(s) of a library: by default under the control of the player
    whose library it is, or of ``controller`` ("cloak the top card of that player's
    library": you control it, they own it)."""
    controller = players(ctx, effect["controller"]) if effect["controller"] is not None else []
    _from_library_top(ctx, effect, FaceDownMethod.CLOAK, controller=controller[0] if controller else None)


@rule("701.13a", "406.3")
def _exile_top(ctx: Context, effect: Effect) -> None:
    """Exile the top card(s) of a library (face down if said); they join the objects
    the resolution has moved ("... and the top two cards of your library in a pile")."""
    moved = list(ctx.sets.get("moved", []))
    controllers = list(ctx.moved_controllers)
    for player in players(ctx, effect["player"]):
        library = ctx.state.player(player).library
        for _ in range(_amount(ctx, effect["count"])):
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


def _from_library_top(
    ctx: Context, effect: Effect, method: FaceDownMethod, *, controller: str | None
) -> None:
    """Put the top card of each named player's library onto the battlefield face
    down, ``count`` times, one card at a time (701.40e, 701.58e). A card that
    can't enter stays on top, so nothing further can be put down from there."""
    state = ctx.state
    count = _amount(ctx, effect["count"])
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
    _record_moves(ctx, moves)


@rule("701.40a")
def _manifest(ctx: Context, effect: Effect) -> None:
    _put_face_down_one_at_a_time(
        ctx, objects(ctx, effect["object"]), FaceDownMethod.MANIFEST, ctx.controller, tapped=effect["tapped"]
    )


@rule("701.58a", "701.58e")
def _cloak(ctx: Context, effect: Effect) -> None:
    """Cloak the objects named, one at a time (in a random order for a shuffled pile)."""
    found = objects(ctx, effect["object"])
    if effect["random_order"]:
        ctx.state.rng.shuffle(found)
    _put_face_down_one_at_a_time(ctx, found, FaceDownMethod.CLOAK, ctx.controller, tapped=effect["tapped"])


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
            _record_moves(ctx, moves)
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
            _ask(
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


@rule("701.27a", "712.15a", "701.27b")
def _transform(ctx: Context, effect: Effect) -> None:
    """Transform a double-faced permanent: turn it to its other face. A face-down
    permanent can't transform (712.15a); transforming is not turning face up or
    down, so no such ability triggers (701.27b)."""
    for obj in objects(ctx, effect["object"]):
        if obj.zone != Zone.BATTLEFIELD or not obj.definition.double_faced or obj.face_down is not None:
            continue
        obj.transformed = not obj.transformed
        ctx.state.invalidate()


@rule("613.4b", "611.2c")
def _set_base_pt_until_eot(ctx: Context, effect: Effect) -> None:
    _until_eot(ctx, effect["object"], "set_pt", power=effect["power"], toughness=effect["toughness"])


@rule("613.1e", "611.2c")
def _set_colors_until_eot(ctx: Context, effect: Effect) -> None:
    _until_eot(ctx, effect["object"], "set_colors", values=tuple(effect["colors"]))


@rule("613.1d", "611.2c")
def _set_creature_types_until_eot(ctx: Context, effect: Effect) -> None:
    _until_eot(ctx, effect["object"], "set_subtypes", values=tuple(effect["subtypes"]))


@rule("707.2", "707.3", "708.10", "613.2a")
def _become_copy(ctx: Context, effect: Effect) -> None:
    """The objects become copies of the first object ``of`` names: their copiable
    values become its copiable values (707.2) -- its face-down values if it is face
    down. A face-down permanent that becomes a copy keeps its face-down
    characteristics while face down (708.10)."""
    originals = objects(ctx, effect["of"])
    if not originals:
        return
    values = copiable_values(originals[0], ctx.state)
    for obj in objects(ctx, effect["object"]):
        if obj.zone != Zone.BATTLEFIELD:
            continue
        if effect["until_end_of_turn"]:
            ctx.state.effects.append(
                ContinuousEffect(
                    kind="copy",
                    object_ids=frozenset({obj.object_id}),
                    timestamp=ctx.state.new_timestamp(),
                    copied=values,
                )
            )
        else:
            obj.copied = values
        ctx.state.invalidate()


@rule("601.2f")
def _reduce_next_spell_cost(ctx: Context, effect: Effect) -> None:
    spells: ObjectFilter | None = effect["spells"]
    ctx.state.cost_reductions.append(
        DelayedCostReduction(
            controller=ctx.controller, amount=effect["amount"], spells=spells, source=ctx.source.handle
        )
    )


@rule("701.25a")
def _surveil(ctx: Context, effect: Effect) -> None:
    state = ctx.state
    library = state.player(ctx.controller).library
    looked = list(library[: _amount(ctx, effect["count"])])
    for obj in looked:
        obj.known_to.add(ctx.controller)

    def ask(index: int) -> None:
        if index == len(looked):
            return

        def resume(choice: str) -> None:
            if choice == "graveyard" and state.find(looked[index].handle) is looked[index]:
                zones.move(state, looked[index], Zone.GRAVEYARD)
            ask(index + 1)

        _ask(
            ctx,
            "surveil",
            ("top", "graveyard"),
            f"Surveil: keep card {index + 1} of {len(looked)} on top or put it into your graveyard",
            resume,
        )

    if looked:
        ask(0)


@rule("701.15a")
def _goad_target(ctx: Context, effect: Effect) -> None:
    for obj in objects(ctx, "each_target"):
        obj.goaded_by.add(ctx.controller)


@rule("122.1")
def _player_counters(ctx: Context, effect: Effect) -> None:
    amount = _amount(ctx, effect["amount"])
    for player in players(ctx, effect["player"]):
        counters = ctx.state.player(player).counters
        counters[effect["counter"]] = counters.get(effect["counter"], 0) + amount
        ctx.state.invalidate()


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

    _ask(
        ctx,
        "pay_ward",
        ("pay", "decline"),
        f"Pay {cost} or the spell or ability is countered (ward)",
        resume,
        player=victim.controller,
    )


def _look_at_top(ctx: Context, effect: Effect) -> None:
    """Look at the top N cards of a library; they are remembered as "looked"."""
    looked: list[GameObject] = []
    for player in players(ctx, effect["player"]):
        cards = list(ctx.state.player(player).library[: _amount(ctx, effect["count"])])
        for obj in cards:
            obj.known_to.add(ctx.controller)
        looked += cards
    ctx.sets["looked"] = looked


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

        _ask(ctx, "choose", options, str(effect["prompt"]), resume)

    ask()


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
        _ask(ctx, "choose", options, "Search: choose a card", resume)

    ask()


def _shuffle(ctx: Context, effect: Effect) -> None:
    for player in players(ctx, effect["player"]):
        shuffle_library(ctx.state, player)


@rule("400.7", "701.13a", "406.3", "701.58f", "110.5b")
def _move(ctx: Context, effect: Effect) -> None:
    """Move objects to a zone one by one (in a random order if said): onto the
    battlefield under their owner's or the effect controller's control (tapped if
    said; only permanent cards, if said; a prohibition keeps a card where it is),
    to a library's top or bottom, or into exile face down."""
    state = ctx.state
    to: Zone = effect["to"]
    found = objects(ctx, effect["object"])
    if effect["random_order"]:
        state.rng.shuffle(found)
    moves: list[tuple[GameObject, str]] = []
    if effect["simultaneous"]:
        # All at once (603.10a, 614.12): e.g. "puts all cards they exiled this way onto the battlefield".
        entering = [
            o
            for o in found
            if to != Zone.BATTLEFIELD or not face_down.entering_prohibited(state, o, None, o.owner)
        ]
        earlier = [o.controller if o.zone in (Zone.BATTLEFIELD, Zone.STACK) else o.owner for o in entering]
        moved = zones.move_simultaneously(state, entering, to, tapped=effect["tapped"])
        _record_moves(ctx, list(zip(moved, earlier, strict=False)))
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
            if face_down.entering_prohibited(state, live, method, controller):
                continue
            new = zones.move(
                state, live, to, controller=controller, tapped=effect["tapped"], face_down=method
            )
        else:
            new = zones.move(
                state,
                live,
                to,
                bottom=effect["bottom"],
                face_down=FaceDownMethod.EFFECT if effect["face_down"] and to == Zone.EXILE else None,
            )
            if effect["play_permission"] and to == Zone.EXILE:
                # "You may look at and play that card for as long as it remains exiled."
                new.known_to.add(ctx.controller)
                state.play_permissions[new.object_id] = ctx.controller
        moves.append((new, before))
    _record_moves(ctx, moves)
    if effect["remember"]:
        ctx.sets[f"remembered:{effect['remember']}"] = [new for new, _controller in moves]


@rule("701.20a")
def _reveal(ctx: Context, effect: Effect) -> None:
    for obj in objects(ctx, effect["object"]):
        visibility.reveal(ctx.state, obj)


@rule("701.3a", "301.5c", "303.4k")
def _attach_self(ctx: Context, effect: Effect) -> None:
    """Attach the source (an Equipment or Aura) to the first object named, if both
    are on the battlefield and the attachment is legal (an Equipment only to a
    creature, 301.5c); it gets a new timestamp (613.7e)."""
    state = ctx.state
    source = current(state, ctx.source)
    found = objects(ctx, effect["object"])
    if source is None or source.zone != Zone.BATTLEFIELD or not found:
        return
    host = found[0]
    if host.zone != Zone.BATTLEFIELD or host.object_id == source.object_id:
        return
    if not can_attach(state, source, host):
        return
    source.attached_to = host.object_id
    source.timestamp = state.new_timestamp()
    state.invalidate()


@rule("613.1b", "800.4a")
def _gain_control(ctx: Context, effect: Effect) -> None:
    """A player gains control of the objects (layer 2); with ``until_end_of_turn``
    only until the turn ends (514.2)."""
    state = ctx.state
    gainers = players(ctx, effect["player"])
    found = [o for o in objects(ctx, effect["object"]) if o.zone == Zone.BATTLEFIELD]
    ctx.control_gained = 0
    if not gainers or not found:
        return
    gainer = gainers[0]
    changed = [o for o in found if o.controller != gainer]
    state.effects.append(
        ContinuousEffect(
            kind="control",
            object_ids=frozenset(o.object_id for o in found),
            timestamp=state.new_timestamp(),
            until_end_of_turn=effect["until_end_of_turn"],
            player=gainer,
        )
    )
    control.update(state)
    ctx.control_gained = sum(1 for o in changed if o.controller == gainer)


@rule("509.1c")
def _must_block_until_eot(ctx: Context, effect: Effect) -> None:
    _until_eot(ctx, effect["object"], "must_block")


@rule("708.5")
def _look_at_face_down_until_eot(ctx: Context, effect: Effect) -> None:
    """Until end of turn, the controller may look at face-down creatures they don't
    control (not at face-down spells)."""
    ctx.state.player(ctx.controller).may_look_at_face_down = True


@rule("603.7a", "603.7c")
def _delayed_trigger(ctx: Context, effect: Effect) -> None:
    """Create a triggered ability that lasts until end of turn; its controller is
    this effect's controller and its source this effect's source (603.7d)."""
    source = current(ctx.state, ctx.source) or ctx.source
    ctx.state.delayed_triggers.append(
        DelayedTrigger(
            controller=ctx.controller,
            source=source,
            source_chars=characteristics(ctx.state, source),
            ability=effect["ability"],
        )
    )


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

    _ask(ctx, "choose" if ref is not None else "may", options, str(effect["prompt"]), resume)


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


@rule("303.4k", "708.11")
def _may_attach_self(ctx: Context, effect: Effect) -> None:
    """ "You may attach it to a [creature]": a ``choose`` decision among the permanents
    the source may legally be attached to, judged on its characteristics as they are
    now (for an Aura being turned face up, its face-up ones, 303.4k), plus ``"none"``."""
    state = ctx.state
    source = current(state, ctx.source)
    if source is None or source.zone != Zone.BATTLEFIELD:
        return
    legal = [o for o in state.battlefield if can_attach(state, source, o)]
    if not legal:
        return

    def resume(choice: str) -> None:
        host = next((o for o in legal if o.handle == choice), None)
        if host is not None and current(state, host) is host and current(state, source) is source:
            source.attached_to = host.object_id
            source.timestamp = state.new_timestamp()
            state.invalidate()

    _ask(ctx, "choose", [o.handle for o in legal] + ["none"], f"Attach {source.handle} to", resume)


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


@rule("615.1")
def _prevent_combat_damage_until_eot(ctx: Context, effect: Effect) -> None:
    """Prevent all combat damage that would be dealt this turn by creatures, except
    those fitting ``except``."""
    ctx.state.combat_damage_prevention.append((ctx.controller, effect["except"]))


def _if_moved_controlled_by_you(ctx: Context, effect: Effect) -> None:
    """ "If you controlled it, ... Otherwise, ...": judged on who controlled the
    objects the last moving step moved, just before they moved."""
    branch = (
        effect["then"]
        if ctx.moved_controllers and all(p == ctx.controller for p in ctx.moved_controllers)
        else effect["else"]
    )
    ctx.queue[0:0] = list(branch)


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

        _ask(
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

        _ask(
            ctx,
            "choose_targets",
            list(legal),
            f"Choose a new target for {item.text or item.stack_id}",
            resume,
        )

    pick()


@rule("601.2", "118.9a")
def _cast_free(ctx: Context, effect: Effect) -> None:
    """ "You may cast [that card] without paying its mana cost": a ``choose``
    decision (the card's handle or ``"none"``), then the card is cast during this
    resolution, ignoring timing permissions (a spell with X has X = 0)."""
    state = ctx.state
    cards = objects(ctx, effect["object"])
    if not cards:
        return
    card = cards[0]

    def resume(choice: str) -> None:
        live = current(state, card)
        if choice == "none" or live is None:
            return
        state.ports.cast_during_resolution(state, ctx.controller, live)

    if effect["optional"]:
        _ask(
            ctx,
            "choose",
            (card.handle, "none"),
            f"You may cast {card.handle} without paying its mana cost",
            resume,
        )
    else:
        resume(card.handle)


IMPLEMENTATIONS: dict[str, Callable[[Context, Effect], None]] = {
    "create_token": _create_token,
    "investigate": _investigate,
    "lose_life": _lose_life,
    "gain_life": _gain_life,
    "deal_damage": _deal_damage,
    "draw": _draw,
    "discard_hand": _discard_hand,
    "put_counters": _put_counters,
    "counter_target": _counter_target,
    "destroy_target": _destroy_target,
    "destroy": _destroy,
    "bounce_target": _bounce_target,
    "exile_targets": _exile_targets,
    "return_linked_to_hand": _return_linked_to_hand,
    "pump_until_eot": _pump_until_eot,
    "lose_all_abilities": _lose_all_abilities,
    "grant_keyword_until_eot": _grant_keyword_until_eot,
    "add_mana": _add_mana,
    "add_mana_of_one_color": _add_mana_of_one_color,
    "sacrifice_self": _sacrifice_self,
    "sacrifice": _sacrifice,
    "scry": _scry,
    "tap": _tap,
    "untap": _untap,
    "tap_or_untap": _tap_or_untap,
    "manifest_top": _manifest_top,
    "cloak_top": _cloak_top,
    "exile_top": _exile_top,
    "manifest_dread": _manifest_dread,
    "manifest": _manifest,
    "cloak": _cloak,
    "turn_face_up": _turn_face_up,
    "turn_face_down": _turn_face_down,
    "transform": _transform,
    "counter_unless_pays": _counter_unless_pays,
    "set_base_pt_until_eot": _set_base_pt_until_eot,
    "set_colors_until_eot": _set_colors_until_eot,
    "set_creature_types_until_eot": _set_creature_types_until_eot,
    "become_copy": _become_copy,
    "reduce_next_spell_cost": _reduce_next_spell_cost,
    "surveil": _surveil,
    "goad_target": _goad_target,
    "player_counters": _player_counters,
    "look_at_top": _look_at_top,
    "choose": _choose,
    "search_library": _search_library,
    "move": _move,
    "shuffle": _shuffle,
    "reveal": _reveal,
    "attach_self": _attach_self,
    "gain_control": _gain_control,
    "must_block_until_eot": _must_block_until_eot,
    "look_at_face_down_until_eot": _look_at_face_down_until_eot,
    "delayed_trigger": _delayed_trigger,
    "may": _may,
    "if_any": _if_any,
    "may_attach_self": _may_attach_self,
    "bounce_with_same_name": _bounce_with_same_name,
    "prevent_combat_damage_until_eot": _prevent_combat_damage_until_eot,
    "if_moved_controlled_by_you": _if_moved_controlled_by_you,
    "change_targets": _change_targets,
    "cast_free": _cast_free,
}


@rule("608.2c")
def run(ctx: Context, effect: Effect) -> None:
    """Carry out one effect step."""
    IMPLEMENTATIONS[effect.op](ctx, effect)


def run_steps(
    ctx: Context, steps: Sequence[Effect], next_index: Callable[[], int], advance: Callable[[], None]
) -> bool:
    """Run ``steps`` from ``next_index()`` on, queued nested steps first; returns
    False when a decision interrupts (the rest runs when the game goes on)."""
    while True:
        if ctx.state.decision is not None:
            return False
        if ctx.queue:
            run(ctx, ctx.queue.pop(0))
            continue
        index = next_index()
        if index >= len(steps):
            return ctx.state.decision is None
        advance()
        run(ctx, steps[index])


def apply_immediately(state: GameState, source: GameObject, controller: str, steps: Sequence[Effect]) -> None:
    """Carry out effects that don't use the stack (replacement effects such as
    "as this is turned face up, ...", 708.11; effects of mana abilities)."""
    ctx = Context(state=state, controller=controller, source=source, x=source.x)
    for effect in steps:
        run(ctx, effect)
    while ctx.queue and state.decision is None:
        run(ctx, ctx.queue.pop(0))
