"""The Warship Display Form as the seed's forms print it (issue 23 item 3, issue 21 items 2, 10-13):
each test names the lines of the form it follows."""

from __future__ import annotations

import pytest

from designer.core.fleet import fleet_from_file
from designer.core.game import SheetEntry
from designer.core.paths import CATALOGS
from designer.games.star_blazers import GAME
from designer.sheets.battle_pack import battle_pack_pages
from designer.games.star_blazers.sheet.parts import THIN, Pen
from designer.core.memo import Memo
from designer.sheets.template import game_template
from designer.sheets.display import Rect, Text, walk
from tests.games.star_blazers.conftest import evaluate, make

FLEETS = CATALOGS / "star-blazers" / "fleets"


def texts(pages) -> list[str]:
    return [t.text for p in pages for t in walk(p.items) if isinstance(t, Text)]


def pages_of(design, paper: str = "a4", options=None, ship_name: str = ""):
    return GAME.sheets.record_pages([SheetEntry(design, evaluate(design), ship_name)], paper, options)


def test_a_named_ship_keeps_its_class_and_its_own_name():
    """Issue 21 item 2: the unit row is the ship's own (UNIT NAME, L503-508); the design's name
    (the class the player built) stays in the header. Scenario 1 names 18 Lightnings 'TDD Gearing'
    (L5076-5079), the pack numbers them."""
    lightning = make("edf/lightning", name="STDD Lightning")
    evaluation = evaluate(lightning)
    entries = [SheetEntry(lightning, evaluation, f"TDD Gearing {n}") for n in (1, 2, 3)]
    [form] = GAME.sheets.record_pages(entries, "a4")
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
    for ship, design in (
        ("SBCV Revenge (printed 'Hailstorm') 1", "SBCV Revenge (battlecraft embarked)"),
        ("HSSCV Vindictive (printed 'Vengeful')", "HSSCV Vindictive (battlecraft embarked)"),
    ):
        assert ship in shown and design in shown, (ship, design)


def test_not_legal_banner_reads_the_first_error_in_words():
    """Issue 21 item 11: one NOT LEGAL banner, the first error in words with its section, then how
    many more (not a list of codes). 80 Black Tigers on a Yamato that holds 55 (L2593)."""
    design = make(
        "edf/yamato", craft=[{"type": "BT", "count": 80}], upgrades=["firing-capacity", "firing-capacity"]
    )
    shown = " ".join(texts(pages_of(design)[:1]))
    assert "NOT LEGAL: SB-CRAFT-OVER: 80 battlecraft aboard, but the SBB Yamato holds 55" in shown
    assert "(see Battlecraft carried by warships) and 1 more" in shown
    assert "SB-UPGRADE-TWICE" not in shown  # counted, not listed


def test_points_line_labels_class_purchases_upgrades_and_craft():
    """Issue 21 item 13's example: a Borodino 513 (L4914) + ACACBI 40 (L4962) + firing capacity
    for class 5, 80 (L5000) + 54 light battlecraft and 6 light support craft at 1 (L5408-5412)
    = 693, each part labelled."""
    design = make(
        "edf/borodino",
        craft=[{"type": "CTF", "count": 36}, {"type": "CTAB", "count": 18}, {"type": "AA", "count": 6}],
        upgrades=["firing-capacity"],
        purchases=[{"system": "acacbi"}],
    )
    evaluation = evaluate(design)
    assert evaluation.legal, evaluation.errors
    assert "SHIP POINTS 693 (class 513 + purchases 40 + upgrades 80 + craft 60)" in texts(pages_of(design))


def test_special_weapon_and_mine_launcher_icons_have_their_arc():
    """The form shows a special weapon's firing arc (the explainer's [7], L389) and the mine
    launching system's arc ([5], L663) beside the battery icons: each gets an icon line with an
    ARC write-in, besides its table's designator."""
    yamato = texts(pages_of(make("edf/yamato"))[:1])
    assert yamato.count("SW1") == 2 and yamato.count("SW2") == 2  # the table and the icon line
    revenge = texts(pages_of(make("gamilon/revenge"))[:1])  # MLS Type 2 (L6513-6518 style)
    assert revenge.count("MLS") == 2


def test_the_yamato_form_has_three_squadron_rows():
    """The Yamato's form prints 3 squadron rows of 3 flights (L5784-5818) for its 54 Black Tigers;
    its 55th craft, the Cosmo Zero (L5093-5095), is listed apart, not given a fourth row."""
    design = make(
        "edf/yamato",
        craft=[{"type": "BT", "count": 54}, {"type": "CZ", "count": 1}, {"type": "AA", "count": 25}],
    )
    shown = texts(pages_of(design, options={"control_log": False}))
    assert shown.count("B/CRAFT TYPE:") == 3
    assert "ALSO ABOARD (NOT IN A SQUADRON ROW):" in shown and "1 CZ" in shown


def test_equivalency_rows_are_the_class_sheets_own():
    """The Revenge and Conqueror sheets print the M2 row only (L6620-6622, L6496-6498); the
    SCG(AM)'s all four (L7496-7501)."""
    m2 = "6 LIGHT MISSILE BATTERIES COUNT AS ONE WEAPON SYSTEM"
    for class_id in ("gamilon/revenge", "gamilon/conqueror"):
        shown = texts(pages_of(make(class_id)))
        assert m2 in shown and "M4 HEAVY MISSILE" not in shown, class_id
    shown = texts(pages_of(make("comet/exterminator")))
    assert {"ANTI-MATTER MISSILE", "M4 HEAVY MISSILE", "M3 MEDIUM MISSILE", "M2 LIGHT MISSILE", m2} <= set(
        shown
    )
    assert "EACH ANTI-MATTER MISSILE COUNTS AS ONE WEAPON SYSTEM" in shown


def test_cargo_only_when_chosen_and_munitions_an_option():
    """A warship carries cargo only in place of its battlecraft, and then the player adds a
    manifest block (L4799-4832): off by default, a sheet option. Transports print their own
    manifest (L6270). The munitions block is a sheet option too."""
    yamato = make("edf/yamato")
    assert not [t for t in texts(pages_of(yamato)) if t.startswith("CARGO")]
    assert "CARGO (HANGAR DECKS, NO BATTLECRAFT ABOARD)" in texts(
        pages_of(yamato, options={"cargo_manifest": True})
    )
    assert any(t.startswith("CARGO MANIFEST - 20 CARGO FACTORS") for t in texts(pages_of(make("edf/oceana"))))
    assert "MUNITIONS" in texts(pages_of(yamato))
    assert "MUNITIONS" not in texts(pages_of(yamato, options={"munitions": False}))


def _log_texts(class_id: str) -> list[str]:
    """The texts of the Battlecraft Control Log block alone (from its title on)."""
    shown = texts(pages_of(make(class_id)))
    return shown[shown.index("BATTLECRAFT CONTROL LOG") :]


def test_control_log_rows_by_faction():
    """Each faction's log, read from its own page: EDF rows of 3 flights with single-flight
    SPECIAL MISSION rows (L7659-7799); Gamilon 2 flights a row and a single flight (the upside-down
    OCR, L7800-7925: pairs of 6-box groups with two FG and two MISSION TYPE, e.g. L7860-7862, and
    one single flight, L7917-7919); Comet 4 and 3 flights (L7942-8026). Ten rows a page."""
    expected = {
        "edf/yamato": (7 * 3 + 3, 3),
        "gamilon/revenge": (8 * 2 + 2, 2),
        "comet/vengeful": (5 * 4 + 5 * 3, 0),
    }
    for class_id, (flights, special) in expected.items():
        log = _log_texts(class_id)
        assert log.count("OPERATIONAL SQUADRON BASE OR WARSHIP:") == 10, class_id
        assert log.count("FG: #") == flights, class_id
        assert log.count("SPECIAL MISSION TYPE:") == special, class_id


def test_purchase_count_beside_purchased_and_radar_range_write_in():
    """Three stealth mine factors (10 each, L4964) are one box, "x3 PURCHASED" on its bottom
    line, not a wrapped "x3" over the mark; the Revenge's radar range is lost: RANGE: and a grey
    write-in (README, numbers the OCR does not keep)."""
    design = make("edf/yamato", purchases=[{"system": "stealth-mine-factor", "count": 3}])
    shown = texts(pages_of(design))
    assert "x3 PURCHASED" in shown and "x3" not in shown and "STEALTH MINE FACTOR" in shown
    [page, *_] = pages_of(make("gamilon/revenge"))
    items = list(walk(page.items))
    [range_label] = [t for t in items if isinstance(t, Text) and t.text == "RANGE:"]
    write_in = Pen(game_template(GAME), Memo()).write_in_style
    assert any(
        isinstance(r, Rect)
        and r.style == write_in
        and abs(r.x - range_label.x) < 40
        and abs(r.y + r.h - range_label.y) < 4
        for r in items
    )


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_blank_is_a_form_to_fill_in(paper):
    """Issue 21 item 10: the blank has the real form's parts with values to write in (L372-674):
    weapon tables with their DP modes, launchers and a special weapon, the battery icon list,
    munitions, squadron rows of 3 flights (L615-616), a hull grid to count out (L629-637), the
    logs: on one page, not a strip."""
    [page] = GAME.sheets.blank_pages(paper)
    items = list(walk(page.items))
    shown = [t.text for t in items if isinstance(t, Text)]
    assert shown.count("/DP MODE") == 3 and shown.count("A/S MODE") == 2 and "SPREAD EFFECT" in shown
    for part in (
        "BATTERY ICONS",
        "MUNITIONS",
        "BATTLECRAFT SQUADRONS",
        "MOVEMENT LOG",
        "WARSHIP HULL STRUCTURE (____ BOXES)",
        "SHIP SYSTEMS",
        "WARSHIP DATA",
    ):
        assert part in shown, part
    assert shown.count("B/CRAFT TYPE:") == 3 and shown.count("FG: #") == 9
    hull = [r for r in items if isinstance(r, Rect) and r.w == r.h == 8 and r.style == THIN]
    assert len(hull) >= 160
    assert (
        max(
            t.y
            for t in items
            if isinstance(t, Text) and t.text == "POWER ACCUMULATION LOG - 1D6 STATIONARY / 1D4 MOVING"
        )
        > page.height * 0.75
    )


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_no_text_on_any_form_is_cut(paper):
    """Issue 21 item 10: nothing on a sheet ends in a cut word (a fitted label that did not fit
    ends in "…"): every class's form, a carrier with craft, and the blank."""
    designs = [make(c) for c in GAME.data.catalog().warships]
    designs.append(
        make(
            "edf/yamato",
            craft=[{"type": "BT", "count": 54}, {"type": "CZ", "count": 1}],
            purchases=[{"system": "stealth-mine-factor", "count": 3}],
        )
    )
    pages = [p for d in designs for p in pages_of(d, paper)] + GAME.sheets.blank_pages(paper)
    cut = [t for t in texts(pages) if "…" in t]
    assert not cut, cut[:5]
