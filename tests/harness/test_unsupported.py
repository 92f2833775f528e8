"""``unsupported`` means one of three reasons, decided before a scenario's first action reaches the
engine (facedown/unsupported.py): what the harness accepts, and what it reports as an error."""

from __future__ import annotations

import pytest

from facedown.adapter import (
    Accepted,
    Capability,
    EngineInfo,
    PassPriority,
    Setup,
    Unsupported,
    UnsupportedKind,
)
from facedown.outputs import badge, markdown_summary
from facedown.results import UnsupportedReason
from facedown.unsupported import (
    FirstActionGuard,
    UnsupportedNotAccepted,
    accepted_reason,
    capability_reason,
)
from tests.harness.harness_support import Certified, run_certify

INFO = EngineInfo("e", "1", frozenset({Capability.DISGUISE}))


@pytest.fixture(scope="module")
def run(tmp_path_factory: pytest.TempPathFactory) -> Certified:
    out = tmp_path_factory.mktemp("unsupported") / "certification"
    return run_certify(out, features="unsupported")


def test_accepted_before_the_first_action(run: Certified) -> None:
    assert run.scenario("declared-at-setup")["unsupported"] == {
        "kind": "engine-declared",
        "subject": "Unfinished Card",
        "detail": "this engine does not implement it",
    }
    assert run.scenario("declared-before-first-action")["unsupported"] == {
        "kind": "not-encodable",
        "subject": "LookAt",
        "detail": "this engine cannot let players look at face-down cards",
    }
    entry = run.scenario("needs-undeclared-capability")
    assert entry["unsupported"] == {
        "kind": "capability",
        "subject": "cloak, ward",
        "detail": "engine does not declare capabilities 'cloak', 'ward'",
    }
    assert (
        entry["message"]
        == "unsupported (capability: cloak, ward): engine does not declare capabilities 'cloak', 'ward'"
    )


@pytest.mark.parametrize(
    ("key", "message"),
    [
        (
            "declared-after-an-action",
            "UnsupportedNotAccepted: Unsupported raised after the scenario's first action was sent to the "
            "engine: this engine cannot let players look at face-down cards",
        ),
        (
            "declared-without-kind",
            "UnsupportedNotAccepted: Unsupported without a kind (capability, engine-declared, "
            "not-encodable): this engine says no, without saying why",
        ),
        (
            "declared-capability-it-has",
            "UnsupportedNotAccepted: Unsupported (capability) names 'disguise', which is not a "
            "capability the engine left undeclared: no disguise today",
        ),
        ("skipped-by-a-step", "skipped, which is not a reason for unsupported: nothing to see here"),
    ],
)
def test_not_accepted_is_an_error(run: Certified, key: str, message: str) -> None:
    entry = run.scenario(key)
    assert (entry["status"], entry["unsupported"], entry["message"]) == ("error", None, message)
    if key != "skipped-by-a-step":  # pytest.skip passes by pytest-bdd's step error hook
        assert [step["status"] for step in entry["steps"]][-1] == "failed"


def test_summary_counts_each_kind(run: Certified) -> None:
    summary = run.report["summary"]
    assert summary["unsupported"] == 3
    assert summary["unsupported_kinds"] == {"capability": 1, "engine-declared": 1, "not-encodable": 1}
    assert (
        "7 scenarios: 0 pass, 0 fail, 4 error, 3 unsupported "
        "(1 capability, 1 engine-declared, 1 not-encodable)" in run.stdout
    )
    assert badge(run.report)["message"].endswith(
        "· unsupported: 1 capability, 1 engine-declared, 1 not-encodable"
    )
    assert "Unsupported scenarios by reason: 1 capability, 1 engine-declared, 1 not-encodable." in (
        markdown_summary(run.report)
    )


def test_accepted_reason_rules() -> None:
    ok = Unsupported("no look", kind=UnsupportedKind.NOT_ENCODABLE, subject="LookAt")
    assert accepted_reason(ok, INFO) == UnsupportedReason("not-encodable", "LookAt", "no look")
    as_text = Unsupported("x", kind="engine-declared", subject="Shock")  # type: ignore[arg-type]
    assert accepted_reason(as_text, INFO).kind == "engine-declared"
    for bad in (
        Unsupported("no kind"),
        Unsupported("no subject", kind=UnsupportedKind.ENGINE_DECLARED),
        Unsupported("blank subject", kind=UnsupportedKind.NOT_ENCODABLE, subject="  "),
        Unsupported("declared", kind=UnsupportedKind.CAPABILITY, subject="disguise"),
        Unsupported("unknown", kind=UnsupportedKind.CAPABILITY, subject="teleport"),
        Unsupported("odd kind", kind="guess", subject="x"),  # type: ignore[arg-type]
    ):
        with pytest.raises(UnsupportedNotAccepted):
            accepted_reason(bad, INFO)
    assert accepted_reason(
        Unsupported("no ward", kind=UnsupportedKind.CAPABILITY, subject="ward"), INFO
    ) == UnsupportedReason("capability", "ward", "no ward")
    assert capability_reason(["cloak"]) == UnsupportedReason(
        "capability", "cloak", "engine does not declare capability 'cloak'"
    )


class _Game:
    def __init__(self) -> None:
        self.closed = False

    def act(self, player: str, action: object) -> Accepted:
        if player == "Carol":
            raise Unsupported("Carol", kind=UnsupportedKind.NOT_ENCODABLE, subject="player Carol")
        return Accepted()

    def observe(self, viewer: str) -> object:
        raise Unsupported("no views", kind=UnsupportedKind.NOT_ENCODABLE, subject="observe")

    def close(self) -> None:
        self.closed = True


class _Adapter:
    def info(self) -> EngineInfo:
        return INFO

    def new_game(self, setup: Setup) -> _Game:
        return _Game()

    def helper(self) -> str:
        return "the adapter's own"


def test_guard_lets_unsupported_through_until_an_action_was_sent() -> None:
    guarded = FirstActionGuard(_Adapter())  # type: ignore[arg-type]
    assert guarded.info() is INFO and guarded.helper() == "the adapter's own"
    game = guarded.new_game(Setup(players=("Alice", "Bob")))
    with pytest.raises(Unsupported):
        game.observe("Alice")
    with pytest.raises(Unsupported):
        game.act("Carol", PassPriority())
    assert not game.acted
    assert game.act("Alice", PassPriority()) == Accepted()
    with pytest.raises(UnsupportedNotAccepted, match="after the scenario's first action"):
        game.act("Carol", PassPriority())
    with pytest.raises(UnsupportedNotAccepted, match="no views"):
        game.observe("Alice")
    game.close()
