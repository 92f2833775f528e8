"""Targets (115): legal choices, announcing targets while casting, and legality on resolution.

A target is legal when the object is still the same object (a zone change
makes a new object, 400.7), is in a zone the spec allows and fits its filter
judged on its current characteristics; a player target must still be in the
game and fit the player relation. Hexproof (702.11b) stops opponents' targeting.
Becoming a target (what triggers ward, 702.21a) is noticed by
:func:`reference_engine.triggers.became_targets`.
"""

from __future__ import annotations

from collections.abc import Sequence

from .attachments import protected_from
from .cards import TargetSpec
from .characteristics import characteristics, matches
from .enums import Refusal, Zone
from .errors import Illegal
from .objects import GameObject
from .rules import rule
from .state import GameState, StackItem, Target

__all__ = ["announce", "candidates", "is_legal", "max_count", "per_player_allows"]


def max_count(spec: TargetSpec, x: int | None, state: GameState | None = None) -> int:
    """How many targets ``spec`` allows at most ("up to X" uses ``x``; "any number"
    is unbounded; "for each player, up to N" allows N per player in the game)."""
    if spec.max == "any":
        return 10**6
    base = spec.max if isinstance(spec.max, int) else (x or 0)
    if spec.per_player and state is not None:
        return base * len(state.players_in_game())
    return base


def per_player_allows(state: GameState, spec: TargetSpec, chosen: list[Target], candidate: Target) -> bool:
    """For "for each player, up to N target [objects] that player controls": whether
    ``candidate`` may join ``chosen`` (at most N per controlling player)."""
    if not spec.per_player or candidate.handle is None:
        return True
    limit = spec.max if isinstance(spec.max, int) else 1
    obj = state.find(candidate.handle)
    if obj is None:
        return False
    same = 0
    for target in chosen:
        other = state.find(target.handle or "")
        if other is not None and other.controller == obj.controller:
            same += 1
    return same < limit


@rule("115.1", "115.5", "702.11b", "702.16b")
def _object_ok(
    state: GameState, spec: TargetSpec, obj: GameObject, controller: str, source: GameObject | None
) -> bool:
    if spec.objects is None:
        return False
    if source is not None and obj.zone == Zone.STACK and obj.object_id == source.object_id:
        return False  # a spell can't target itself (115.5)
    chars = characteristics(state, obj)
    if not matches(state, spec.objects, obj, chars, controller, source):
        return False
    if (
        obj.zone == Zone.BATTLEFIELD
        and source is not None
        and protected_from(chars, characteristics(state, source))
    ):
        return False  # 702.16b
    return not (
        obj.zone == Zone.BATTLEFIELD and obj.controller != controller and chars.has_keyword("hexproof")
    )


@rule("115.7a")
def _single_target_ok(spec: TargetSpec, item: StackItem) -> bool:
    """For "target spell or ability with a single target": whether ``item`` targets exactly one object
    or player (the same one chosen twice counts once)."""
    return not spec.single_target or len({t.name for t in item.targets}) == 1


def _player_ok(state: GameState, spec: TargetSpec, name: str, controller: str) -> bool:
    if spec.players is None or not state.has_player(name) or not state.player(name).in_game:
        return False
    if spec.players == "opponent":
        return name != controller
    if spec.players == "you":
        return name == controller
    return True


def candidates(
    state: GameState, spec: TargetSpec, controller: str, source: GameObject | None
) -> list[Target]:
    """Every legal choice for ``spec``: objects in the allowed zones (battlefield
    order, then the stack from the top, then graveyards), then players."""
    found: list[Target] = []
    if spec.objects is not None:
        pool: list[GameObject] = []
        zones = spec.objects.zones
        if Zone.BATTLEFIELD in zones:
            pool += state.battlefield
        if Zone.STACK in zones:
            for item in reversed(state.stack):
                if not _single_target_ok(spec, item):
                    continue
                if item.spell is not None:
                    pool.append(item.spell)
                elif spec.abilities:
                    found.append(Target(stack_id=item.stack_id))  # an ability on the stack (113.1b)
        if Zone.GRAVEYARD in zones:
            for p in state.players:
                pool += p.graveyard
        if Zone.EXILE in zones:
            pool += state.exile
        abilities, found = found, []
        for obj in pool:
            if _object_ok(state, spec, obj, controller, source):
                found.append(Target(handle=obj.handle, object_id=obj.object_id))
        found += abilities
    if spec.players is not None:
        for p in state.players:
            if _player_ok(state, spec, p.name, controller):
                found.append(Target(player=p.name))
    return found


@rule("608.2b", "400.7")
def is_legal(
    state: GameState, spec: TargetSpec, target: Target, controller: str, source: GameObject | None
) -> bool:
    """Whether a chosen target is still legal (checked as a spell or ability resolves)."""
    if target.player is not None:
        return _player_ok(state, spec, target.player, controller)
    if target.stack_id is not None:
        item = state.stack_item(target.stack_id)  # gone from the stack: no longer legal (608.2b)
        return spec.abilities and item is not None and _single_target_ok(spec, item)
    obj = state.find(target.handle or "")
    if obj is None or obj.object_id != target.object_id:
        return False  # it changed zones: a new object (400.7)
    if obj.zone == Zone.STACK and spec.single_target:
        item = state.spell_item(obj)
        if item is None or not _single_target_ok(spec, item):
            return False
    return _object_ok(state, spec, obj, controller, source)


@rule("601.2c")
@rule("601.2c")
def first_legal(
    state: GameState, specs: Sequence[TargetSpec], controller: str, source: GameObject | None
) -> list[str]:
    """The first legal targets for ``specs``, in order: for each, the fewest it asks for (no target for
    an "up to" one), taken from its candidates (a name is not taken twice). Announcing them
    (:func:`announce`) tells whether the spell or ability can have legal targets at all."""
    names: list[str] = []
    for spec in specs:
        fresh = [c.name for c in candidates(state, spec, controller, source) if c.name not in names]
        names += fresh[: spec.min]
    return names


def announce(
    state: GameState,
    specs: Sequence[TargetSpec],
    names: Sequence[str],
    controller: str,
    source: GameObject | None,
    x: int | None,
) -> tuple[list[Target], list[int]]:
    """Match the announced target names to ``specs`` in order and check each.

    Returns the targets and, for each, the index of the spec it answers.
    Raises :class:`Illegal` (``illegal_target``) if a name is no legal choice, a
    target is named twice for one spec, or the count is wrong.
    """
    chosen: list[Target] = []
    spec_of: list[int] = []
    remaining = list(names)
    for index, spec in enumerate(specs):
        later_minimum = sum(s.min for s in specs[index + 1 :])
        take = min(max_count(spec, x, state), max(0, len(remaining) - later_minimum))
        if take < spec.min:
            raise Illegal(Refusal.ILLEGAL_TARGET, f"this needs {spec.min} target(s) here")
        legal = {c.name: c for c in candidates(state, spec, controller, source)}
        picked: set[str] = set()
        mine: list[Target] = []
        for name in remaining[:take]:
            if name in picked:
                raise Illegal(Refusal.ILLEGAL_TARGET, f"{name!r} is chosen twice for one target")
            if name not in legal:
                raise Illegal(Refusal.ILLEGAL_TARGET, f"{name!r} is not a legal target")
            if not per_player_allows(state, spec, mine, legal[name]):
                raise Illegal(Refusal.ILLEGAL_TARGET, f"{name!r}: at most {spec.max} target(s) per player")
            picked.add(name)
            mine.append(legal[name])
            chosen.append(legal[name])
            spec_of.append(index)
        if spec.exactly_x and len(mine) != (x or 0):
            raise Illegal(Refusal.ILLEGAL_TARGET, f"this needs exactly X = {x or 0} target(s) here")
        remaining = remaining[take:]
    if remaining:
        raise Illegal(Refusal.ILLEGAL_TARGET, f"too many targets: {', '.join(remaining)}")
    return chosen, spec_of
