"""``facedown report``'s cards index (cards.html): every card with a battery, its scenarios, and
each engine's result."""

from __future__ import annotations

import html
from pathlib import Path

from htmlreport_data import make_report, scenario, write
from htmlreport_support import broken_links

from facedown.batteries import card_batteries, find_battery
from facedown.htmlreport.load import load_report
from facedown.htmlreport.model import build_overview
from facedown.htmlreport.site import CARDS_PAGE, write_site

DOG_WALKER = "CARD-dog-walker-1"
#: Every atom of the two cards' batteries (the scenarios below carry them all, so that the
#: cards' statuses are their scenarios' whatever the catalog holds).
DOG_ATOMS = list(find_battery("Dog Walker").atoms)
KARLOV_ATOMS = list(find_battery("Karlov Watchdog").atoms)


def _reports(tmp_path: Path) -> list[Path]:
    alpha = [
        scenario("dog-walker-a", DOG_ATOMS, name="Dog Walker turns face up"),
        scenario("dog-walker-b", [*DOG_ATOMS, "R-702.168a-1"], name="Dog Walker's dogs"),
        scenario("karlov", KARLOV_ATOMS, name="Karlov Watchdog stops turning face up"),
    ]
    beta = [
        scenario("dog-walker-a", DOG_ATOMS, "fail", name="Dog Walker turns face up", message="no dogs"),
        scenario("dog-walker-b", [*DOG_ATOMS, "R-702.168a-1"], name="Dog Walker's dogs"),
    ]
    return [
        write(make_report(alpha), tmp_path / "alpha"),
        write(make_report(beta, name="beta-engine", spec="beta:create"), tmp_path / "beta"),
    ]


def test_every_card_with_a_battery_is_listed_with_each_engines_result(tmp_path: Path) -> None:
    overview = build_overview([load_report(path) for path in _reports(tmp_path)])
    assert [card.name for card in overview.cards] == sorted(card_batteries(), key=str.casefold)
    cards = {card.name: card for card in overview.cards}
    dog = cards["Dog Walker"]
    assert [c.scenario.key for c in dog.scenarios] == ["dog-walker-a", "dog-walker-b"]
    assert dog.statuses == ("pass", "fail")
    assert dog.passed == (2, 1)
    assert dog.differs
    assert dog.type_line == "Creature — Human Citizen"
    assert dog.mana_cost == "{R}{W}"
    karlov = cards["Karlov Watchdog"]
    assert karlov.statuses == ("pass", "uncovered")  # the second run has no scenario of it
    unrun = next(card for card in overview.cards if not card.scenarios)
    assert unrun.statuses == ("uncovered", "uncovered")


def test_the_cards_page_links_each_scenario_to_its_text(tmp_path: Path) -> None:
    site = tmp_path / "site"
    written = write_site(build_overview([load_report(path) for path in _reports(tmp_path)]), site)
    assert site / CARDS_PAGE in written
    page = html.unescape((site / CARDS_PAGE).read_text(encoding="utf-8"))
    assert 'href="#card-dog-walker"' in page
    assert f'href="mechanic-cards.html#{DOG_WALKER}--dog-walker-a"' in page  # its first atom's page
    assert "2/2" in page and "1/2" in page  # scenarios passed per engine
    assert "Creature — Human Citizen" in page
    assert f'href="{CARDS_PAGE}"' in (site / "index.html").read_text(encoding="utf-8")
    assert broken_links(site) == []
