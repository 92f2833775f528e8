"""Rendering a state-machine run as Gherkin-like lines that a developer can paste into a feature.

The Given-lines use the suite's own phrases (``Alice controls a disguised "Dog Walker"``), giving an alias
(``as "forest-2"``) to every card whose name appears more than once. The When-lines use the suite's
action phrases (``When Alice casts "Dog Walker" face down using disguise``, ``When all players pass
priority``); a rejected action is written ``tries to ...`` and followed by ``Then the action is
rejected``. Answers that no step of the suite phrases (stopping target choice, scry) are written in the
same style so the run still reads as one scenario.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from facedown.adapter import (
    Action,
    ActionResult,
    ActivateAbility,
    CastSpell,
    Concede,
    Decide,
    DeclareAttackers,
    DeclareBlockers,
    FaceDownMethod,
    LookAt,
    PassPriority,
    PlayLand,
    Rejected,
    Setup,
    Step,
    TurnFaceUp,
    TurnUpMethod,
    Zone,
)

__all__ = ["Move", "Played", "render"]

_COUNT_WORDS = {2: "two", 3: "three", 4: "four"}
_PRONOUNS = {"Alice": "her", "Bob": "his", "Carol": "her"}
_STEP_PHRASES = {
    Step.UNTAP: "untap step",
    Step.UPKEEP: "upkeep",
    Step.DRAW: "draw step",
    Step.MAIN1: "precombat main phase",
    Step.BEGIN_COMBAT: "beginning of combat step",
    Step.DECLARE_ATTACKERS: "declare attackers step",
    Step.DECLARE_BLOCKERS: "declare blockers step",
    Step.COMBAT_DAMAGE: "combat damage step",
    Step.END_COMBAT: "end of combat step",
    Step.MAIN2: "postcombat main phase",
    Step.END: "end step",
    Step.CLEANUP: "cleanup step",
}
_FACE_DOWN_WORDS = {
    FaceDownMethod.DISGUISE: "disguised",
    FaceDownMethod.MORPH: "morphed",
    FaceDownMethod.MANIFEST: "manifested",
    FaceDownMethod.CLOAK: "cloaked",
}
_ORDINALS = ("first", "second", "third", "fourth", "fifth")


@dataclass(frozen=True, slots=True)
class Move:
    """One call of :meth:`Game.act` and its result (``None``: the call raised); ``decision`` is the kind
    of decision a :class:`Decide` answered."""

    player: str
    action: Action
    result: ActionResult | None
    decision: str | None = None


@dataclass(frozen=True, slots=True)
class Played:
    """One step of the machine: a single move, or the passes of "all players pass priority"."""

    moves: tuple[Move, ...]
    all_pass: bool = False


def _pronoun(player: str) -> str:
    return _PRONOUNS.get(player, "their")


class _Names:
    """Card references for the lines: the card name when it is unique in the set-up, else the alias."""

    def __init__(self, setup: Setup) -> None:
        counts = Counter(c.name for c in setup.cards)
        self.names = {c.handle: c.name for c in setup.cards}
        self.duplicated = {c.handle for c in setup.cards if counts[c.name] > 1}

    def ref(self, handle: str) -> str:
        if handle in self.names and handle not in self.duplicated:
            return f'"{self.names[handle]}"'
        return f'"{handle}"'

    def target(self, target: str, players: Sequence[str]) -> str:
        return target if target in players else self.ref(target)

    def alias(self, handle: str) -> str:
        return f' as "{handle}"' if handle in self.duplicated else ""


def _setup_lines(setup: Setup, names: _Names, referenced: set[str]) -> list[str]:
    players = list(setup.players)
    listed = ", ".join(players[:-1]) + " and " + players[-1]
    lines = [f"Given a {_COUNT_WORDS.get(len(players), str(len(players)))}-player game between {listed}"]
    active = setup.active_player or players[0]
    lines.append(f"And it is {active}'s {_STEP_PHRASES[setup.step]}")
    for player in players:
        if player in setup.life:
            lines.append(f"And {player}'s life total is {setup.life[player]}")
        if setup.mana_pools.get(player):
            lines.append(f"And {player} has {setup.mana_pools[player]} in {_pronoun(player)} mana pool")
    # Plain lands nobody refers to are grouped: 'Alice controls 3 "Forest"'.
    grouped: Counter[tuple[str, str, bool]] = Counter()
    for card in setup.cards:
        if (
            card.zone == Zone.BATTLEFIELD
            and card.handle not in referenced
            and card.face_down is None
            and not card.counters
            and not card.damage
            and _is_plain_land(card.name)
        ):
            grouped[(card.owner, card.name, card.tapped)] += 1
    done: set[tuple[str, str, bool]] = set()
    for card in setup.cards:
        key = (card.owner, card.name, card.tapped)
        if (
            key in grouped
            and card.zone == Zone.BATTLEFIELD
            and card.handle not in referenced
            and not card.face_down
        ):
            if key in done:
                continue
            done.add(key)
            number = "a" if grouped[key] == 1 else str(grouped[key])
            tapped = "tapped " if card.tapped else ""
            lines.append(f'And {card.owner} controls {number} {tapped}"{card.name}"')
            continue
        if card.zone == Zone.BATTLEFIELD:
            words = ["tapped"] if card.tapped else []
            if card.face_down in _FACE_DOWN_WORDS:
                words.append(_FACE_DOWN_WORDS[card.face_down])
            article = "an" if (words[0] if words else card.name)[0].lower() in "aeiou" else "a"
            described = " ".join([*words, f'"{card.name}"'])
            text = f"And {card.owner} controls {article} {described}{names.alias(card.handle)}"
            for counter, amount in card.counters.items():
                text += f" with {amount} {counter} counter{'s' if amount != 1 else ''}"
            if card.damage:
                text += f" with {card.damage} damage"
            if card.face_down == FaceDownMethod.EFFECT:
                text += ", turned face down by an effect"
            lines.append(text)
        elif card.zone == Zone.EXILE:
            lines.append(f'And {card.owner} has "{card.name}" in exile{names.alias(card.handle)}')
        else:
            where = f"in {_pronoun(card.owner)} {card.zone.value}"
            lines.append(f'And {card.owner} has "{card.name}" {where}{names.alias(card.handle)}')
    return lines


def _is_plain_land(name: str) -> bool:
    return name in ("Plains", "Island", "Swamp", "Mountain", "Forest")


def _ordinal(index: int) -> str:
    return _ORDINALS[index] if 0 <= index < len(_ORDINALS) else f"#{index + 1}"


def _listed(items: Sequence[str]) -> str:
    """``a``, ``a and b``, ``a, b and c``."""
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


_COLOUR_WORDS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
_PILES = {
    ("surveil", "top"): "puts the surveilled card on top of {} library",
    ("surveil", "graveyard"): "puts the surveilled card into {} graveyard",
    ("scry", "top"): "puts the scried card on top of {} library",
    ("scry", "bottom"): "puts the scried card on the bottom of {} library",
}


def _decision_line(who: str, kind: str | None, option: str, names: _Names, players: Sequence[str]) -> str:
    """An answer to a pending decision, in the suite's phrase for that kind of decision when it has one."""
    if kind == "pay_ward" and option in ("pay", "decline"):
        return f"{who} {'pays' if option == 'pay' else 'declines to pay'} the ward cost"
    if kind == "choose_targets":
        if option == "done":
            return f"{who} chooses no more targets"
        return f"{who} chooses {names.target(option, players)} as the target"
    if kind == "may" and option in ("yes", "no"):
        return f"{who} chooses {'to do so' if option == 'yes' else 'not to do so'}"
    if kind == "choose_mode" and option.isdigit():
        return f"{who} chooses its {_ordinal(int(option))} mode"
    if kind == "choose_color" and option in _COLOUR_WORDS:
        return f"{who} chooses {_COLOUR_WORDS[option]}"
    if kind is not None and (kind, option) in _PILES:
        return f"{who} " + _PILES[(kind, option)].format(_pronoun(who))
    if kind in ("declare_attackers", "declare_blockers") and option == "none":
        return f"{who} declares no {'attackers' if kind == 'declare_attackers' else 'blockers'}"
    if kind == "choose":
        if option == "none":
            return f"{who} chooses nothing"
        if option in ("tap", "untap"):
            return f"{who} chooses to {option} it"
        if option in names.names:
            return f"{who} chooses {names.ref(option)}"
    return f'{who} answers the {kind or "pending"} decision with "{option}"'


def _targets(targets: Sequence[str], names: _Names, players: Sequence[str]) -> str:
    if not targets:
        return ""
    refs = [names.target(t, players) for t in targets]
    joined = refs[0] if len(refs) == 1 else ", ".join(refs[:-1]) + " and " + refs[-1]
    return f" targeting {joined}"


def _move_line(move: Move, names: _Names, players: Sequence[str]) -> str:
    who, action = move.player, move.action
    tried = isinstance(move.result, Rejected)
    if isinstance(action, CastSpell):
        text = f"{who} {'tries to cast' if tried else 'casts'} {names.ref(action.card)}"
        if action.face_down is not None:
            text += f" face down using {action.face_down.value}"
        if action.mode is not None:
            text += f" choosing its {_ordinal(action.mode)} mode"
        if action.modes:
            text += f" choosing its {_listed([_ordinal(m) for m in action.modes])} modes"
        if action.divide:
            parts = [f"{n} damage to {names.target(t, players)}" for t, n in action.divide.items()]
            text += " dividing " + _listed(parts)
        else:
            text += _targets(action.targets, names, players)
        if action.x is not None:
            text += f" with X = {action.x}"
        if action.without_paying:
            text += " without paying its mana cost"
        return text
    if isinstance(action, PlayLand):
        return f"{who} {'tries to play' if tried else 'plays'} {names.ref(action.card)}"
    if isinstance(action, DeclareAttackers):
        verb = "tries to attack" if tried else "attacks"
        if not action.attackers:
            return f"{who} {'tries to declare' if tried else 'declares'} no attackers"
        by_defender: dict[str, list[str]] = {}
        for attacker, defender in action.attackers.items():
            by_defender.setdefault(defender, []).append(names.ref(attacker))
        return " and ".join(f"{who} {verb} {d} with {_listed(refs)}" for d, refs in by_defender.items())
    if isinstance(action, DeclareBlockers):
        verb = "tries to block" if tried else "blocks"
        if not action.blockers:
            return f"{who} {'tries to declare' if tried else 'declares'} no blockers"
        by_attacker: dict[str, list[str]] = {}
        for blocker, attacker in action.blockers.items():
            by_attacker.setdefault(attacker, []).append(names.ref(blocker))
        return " and ".join(
            f"{who} {verb} {names.ref(a)} with {_listed(refs)}" for a, refs in by_attacker.items()
        )
    if isinstance(action, TurnFaceUp):
        how = (
            "by paying its mana cost"
            if action.method == TurnUpMethod.MANA_COST
            else f"using its {action.method.value} cost"
        )
        text = f"{who} {'tries to turn' if tried else 'turns'} {names.ref(action.permanent)} face up {how}"
        return text + (f" with X = {action.x}" if action.x is not None else "")
    if isinstance(action, ActivateAbility):
        ordinal = _ordinal(action.ability)
        verb = "tries to activate" if tried else "activates"
        text = f"{who} {verb} the {ordinal} ability of {names.ref(action.source)}"
        if action.mode is not None:
            text += f" choosing its {_ordinal(action.mode)} mode"
        text += _targets(action.targets, names, players)
        return text + (f" with X = {action.x}" if action.x is not None else "")
    if isinstance(action, PassPriority):
        return f"{who} passes priority"
    if isinstance(action, LookAt):
        return f"{who} tries to look at {names.ref(action.object)}"
    if isinstance(action, Concede):
        return f"{who} concedes"
    if isinstance(action, Decide):
        return _decision_line(who, move.decision, action.option, names, players)
    return f"{who} does {action!r}"


def referenced_handles(played: Sequence[Played]) -> set[str]:
    """Handles the actions of a run mention (so their Given-lines are not grouped)."""
    found: set[str] = set()
    for step in played:
        for move in step.moves:
            action = move.action
            if isinstance(action, CastSpell):
                found.add(action.card)
                found.update(action.targets)
            elif isinstance(action, ActivateAbility):
                found.add(action.source)
                found.update(action.targets)
            elif isinstance(action, TurnFaceUp):
                found.add(action.permanent)
            elif isinstance(action, LookAt):
                found.add(action.object)
            elif isinstance(action, Decide):
                found.add(action.option)
            elif isinstance(action, PlayLand):
                found.add(action.card)
            elif isinstance(action, DeclareAttackers):
                found.update(action.attackers)
            elif isinstance(action, DeclareBlockers):
                found.update(action.blockers)
                found.update(action.blockers.values())
    return found


def render(setup: Setup, played: Sequence[Played], *, failure: str | None = None) -> str:
    """The run as Gherkin-like lines (indented by four spaces), ending with the broken invariant."""
    names = _Names(setup)
    players = list(setup.players)
    lines = _setup_lines(setup, names, referenced_handles(played))
    for step in played:
        if step.all_pass:
            lines.append("When all players pass priority")
            continue
        for move in step.moves:
            lines.append("When " + _move_line(move, names, players))
            if isinstance(move.result, Rejected) and not isinstance(move.action, LookAt):
                lines.append("Then the action is rejected")
    if failure is not None:
        lines.append(f"# broken invariant: {failure}")
    return "\n".join("    " + line for line in lines)
