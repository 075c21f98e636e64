"""The Warship Display Form as the seed's forms print it (issue 23 item 3, issue 21 items 2, 10-13):
each test names the lines of the form it follows."""

from __future__ import annotations

from designer.core.fleet import fleet_from_file
from designer.core.game import SheetEntry
from designer.core.paths import CATALOGS
from designer.games.star_blazers import GAME
from designer.sheets.battle_pack import battle_pack_pages
from designer.sheets.display import Text, walk
from tests.games.star_blazers.conftest import evaluate, make

FLEETS = CATALOGS / "star-blazers" / "fleets"


def texts(pages) -> list[str]:
    return [t.text for p in pages for t in walk(p.items) if isinstance(t, Text)]


def pages_of(design, paper: str = "a4", options=None, ship_name: str = ""):
    return GAME.record_sheet_pages([SheetEntry(design, evaluate(design), ship_name)], paper, options)


def test_a_named_ship_keeps_its_class_and_its_own_name():
    """Issue 21 item 2: the unit row is the ship's own (UNIT NAME, L503-508); the design's name
    (the class the player built) stays in the header. Scenario 1 names 18 Lightnings 'TDD Gearing'
    (L5076-5079), the pack numbers them."""
    lightning = make("edf/lightning", name="STDD Lightning")
    evaluation = evaluate(lightning)
    entries = [SheetEntry(lightning, evaluation, f"TDD Gearing {n}") for n in (1, 2, 3)]
    [form] = GAME.record_sheet_pages(entries, "a4")
    shown = texts([form])
    assert "3 ships: 3 × STDD Lightning" in shown
    assert [t for t in shown if t.startswith("TDD Gearing")] == [f"TDD Gearing {n}" for n in (1, 2, 3)]
    # unnamed ships print their design's name in the unit row, as before
    assert "STDD Lightning" in texts(pages_of(lightning))


def test_a_bundled_fleet_pack_prints_ship_names_beside_the_class():
    """Scenario 3's advanced Gamilon list names its carriers as the book prints them (L5144-5145):
    the pack's forms carry those names in the unit rows and the designs' names in the header."""
    result = fleet_from_file(FLEETS / "3-desslok-revenge-gamilon-advanced.yaml")
    shown = texts(battle_pack_pages(result, "a4"))
    for ship, design in (("SBCV Revenge (printed 'Hailstorm') 1", "SBCV Revenge (battlecraft embarked)"),
                         ("HSSCV Vindictive (printed 'Vengeful')", "HSSCV Vindictive (battlecraft embarked)")):
        assert ship in shown and design in shown, (ship, design)


def test_not_legal_banner_reads_the_first_error_in_words():
    """Issue 21 item 11: one NOT LEGAL banner, the first error in words with its section, then how
    many more (not a list of codes). 80 Black Tigers on a Yamato that holds 55 (L2593)."""
    design = make("edf/yamato", craft=[{"type": "BT", "count": 80}],
                  upgrades=["firing-capacity", "firing-capacity"])
    shown = " ".join(texts(pages_of(design)[:1]))
    assert "NOT LEGAL: SB-CRAFT-OVER: 80 battlecraft aboard, but the SBB Yamato holds 55" in shown
    assert "(see Battlecraft carried by warships) and 1 more" in shown
    assert "SB-UPGRADE-TWICE" not in shown  # counted, not listed


def test_points_line_labels_class_purchases_upgrades_and_craft():
    """Issue 21 item 13: the Yamato 607 (L4911) + ACACBI 40 (L4962) + firing capacity class 5
    80 (L5000) + 80 light battlecraft at 1 (L5408-5412) = 807, each part labelled."""
    design = make("edf/yamato", craft=[{"type": "BT", "count": 54}, {"type": "CZ", "count": 1},
                                       {"type": "AA", "count": 25}],
                  upgrades=["firing-capacity"], purchases=[{"system": "acacbi"}])
    assert ("SHIP POINTS 807 (class 607 + purchases 40 + upgrades 80 + craft 80)"
            in texts(pages_of(design)))
