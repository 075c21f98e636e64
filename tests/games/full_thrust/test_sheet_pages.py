"""How the Full Thrust Ship Record Sheet fills its pages (issue 15 items 14, 15, 17): ships packed
by area with the last page evened out, "scale to fill" for a lone ship, hatched (not black)
damage-track surplus with a truthful key, and long texts wrapped rather than cut."""

from __future__ import annotations

import re

import pytest

from designer.core.fleet import evaluate_fleet
from designer.core.fleet_file import load_fleet
from designer.core.paths import CATALOGS, TEMPLATES
from designer.games.full_thrust import GAME
from designer.sheets.battle_pack import sheet_entries
from designer.sheets.display import Rect, Text, groups, walk
from designer.sheets.findings import printed_finding
from designer.sheets.marks import Void
from designer.sheets.template import load_template_file
from tests.games.full_thrust.conftest import make
from tests.games.full_thrust.test_sheet import DESIGNS, loaded, sheet_of, ship_boxes
from tests.sheets.recording import extent

FLEETS = sorted((CATALOGS / "full-thrust" / "fleets").glob("*.yaml"))
MARGIN = 28  # templates/full-thrust.yaml


def blank_share(page) -> float:
    """The band left blank between the Movement Orders (or the last ship box) and the key, as a
    share of the printable height."""
    above = list(groups(page.items, "movement-orders")) or ship_boxes([page])
    bottom = max(extent(i)[3] for i in walk(above))
    (key,) = groups(page.items, "key")
    top = min(extent(i)[1] for i in walk([key]))
    return (top - bottom) / (page.height - 2 * MARGIN)


def catalog_and_fleets():
    yield "catalog", [(d, GAME.evaluate(d)) for d in map(loaded, DESIGNS)]
    for path in FLEETS:
        yield path.stem, sheet_entries(evaluate_fleet(load_fleet(path)))


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_last_page_is_no_emptier_than_the_pages_before_it(paper):
    """The FT catalog on Letter left its last page a third blank (four escorts) while the page
    before was full, and a fleet's last page could hold one frigate: the last two pages are now
    evened out (within a few Movement Orders rows of the emptiest earlier page)."""
    for name, entries in catalog_and_fleets():
        pages = GAME.sheets.record_pages(entries, paper)
        assert len(ship_boxes(pages)) == len(entries)
        blanks = [blank_share(p) for p in pages]
        if len(pages) > 1:
            assert blanks[-1] <= max(blanks[:-1]) + 0.05, (name, [round(b, 2) for b in blanks])


def test_scale_to_fill_is_a_sheet_option_off_by_default():
    option = next(o for o in GAME.sheet_options if o.key == "scale_to_fill")
    assert option.default is False


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("name", ["frigate", "superdreadnought", "con-am-12"])
def test_scale_to_fill_prints_a_lone_ship_as_large_as_the_page_allows(name, paper):
    design = loaded(CATALOGS / f"full-thrust/designs/{name}.yaml")
    entry = [(design, GAME.evaluate(design))]
    (true_scale,) = GAME.sheets.record_pages(entry, paper)
    assert GAME.sheets.record_pages(entry, paper, {"scale_to_fill": False}) == [true_scale]
    (filled,) = GAME.sheets.record_pages(entry, paper, {"scale_to_fill": True})
    (small,), (large,) = ship_boxes([true_scale]), ship_boxes([filled])
    k = large.items[0].w / small.items[0].w
    assert k > 1.4
    assert large.items[0].h / small.items[0].h == pytest.approx(k)  # the same drawing, larger
    sizes = sorted(t.size for t in walk([small]) if isinstance(t, Text))
    assert sorted(t.size for t in walk([large]) if isinstance(t, Text)) == pytest.approx(
        [s * k for s in sizes]
    )
    # Nothing leaves the page, and the orders and the key still follow the ship.
    for item in walk(filled.items):
        x0, y0, x1, y1 = extent(item)
        assert MARGIN - 0.5 <= x0 and x1 <= filled.width - MARGIN + 0.5, item
        assert MARGIN - 0.5 <= y0 and y1 <= filled.height - MARGIN + 0.5, item
    box_bottom = large.items[0].y + large.items[0].h
    (key,) = groups(filled.items, "key")
    assert box_bottom < min(extent(i)[1] for i in walk([key]))
    for orders in groups(filled.items, "movement-orders"):
        assert box_bottom < min(extent(i)[1] for i in walk([orders]))


def test_scale_to_fill_leaves_a_page_of_several_ships_at_true_scale():
    designs = [loaded(CATALOGS / f"full-thrust/designs/{n}.yaml") for n in ("frigate", "destroyer")]
    entries = [(d, GAME.evaluate(d)) for d in designs]
    assert GAME.sheets.record_pages(entries, "a4", {"scale_to_fill": True}) == GAME.sheets.record_pages(
        entries, "a4"
    )


def test_the_damage_track_surplus_is_hatched_grey_and_the_key_says_so():
    """Item 15: the book blacks the surplus boxes out (L300); the sheet spares the toner."""
    pages = sheet_of(loaded(CATALOGS / "full-thrust/designs/bulk-tanker.yaml"))
    (box,) = ship_boxes(pages)
    black = [r for r in walk([box]) if isinstance(r, Rect) and r.style.fill == "#000000"]
    assert black == []  # not a single black slab in the track (the tanker's 27 surplus boxes)
    (void,) = groups([box], "damage-void")
    assert len(void.items) == 4 * 13 - 25
    (key,) = groups(pages[0].items, "key")
    texts = [t.text for t in walk([key]) if isinstance(t, Text)]
    assert "Hatched: not a box (no Damage Point)" in texts and not any("Blacked" in t for t in texts)
    (sample,) = groups([key], "void-box")  # the key draws the very mark the track uses
    template = load_template_file(TEMPLATES / "full-thrust.yaml")
    assert next(i for i in sample.items if isinstance(i, Rect)).style == Void.of(template).fill


def test_not_legal_banner_prints_the_whole_error_and_the_section_without_line_numbers():
    bad = make(
        30,
        systems=[{"type": "beam", "class": "A", "arcs": ["F", "A"], "count": 2}],
        name="System Defence Ship (screened, refitted)",
    )
    evaluation = GAME.evaluate(bad)
    first = evaluation.errors[0]
    assert first.rule and re.search(r"L\d", first.rule)  # the finding keeps its reference
    (box,) = ship_boxes(sheet_of(bad))
    (banner,) = groups([box], "not-legal")
    lines = [t.text for t in walk([banner]) if isinstance(t, Text)][1:]
    more = len(evaluation.errors) - 1
    assert " ".join(lines) == printed_finding(first) + (f" and {more} more" if more else "")
    assert "…" not in " ".join(lines) and not re.search(r"\bL\d", " ".join(lines))
    assert f"(see {first.rule.split(',')[0]})" in " ".join(lines)
    frame = box.items[0]
    for item in walk([banner]):  # the banner grew to hold its lines, inside the box
        x0, y0, x1, y1 = extent(item)
        assert frame.x <= x0 and x1 <= frame.x + frame.w and y1 <= frame.y + frame.h, item


def test_not_legal_banner_says_how_many_more_errors_there_are():
    # Issue 21 item 11: one NOT LEGAL line on every game's sheet, the first error in words with
    # its section, then "and N more". An aft-firing beam (Fire Arcs) on an overfull hull.
    bad = make(10, systems=[{"type": "beam", "class": "C", "arcs": ["A"], "count": 9}])
    evaluation = GAME.evaluate(bad)
    assert len(evaluation.errors) >= 2, evaluation.errors
    (box,) = ship_boxes(sheet_of(bad))
    (banner,) = groups([box], "not-legal")
    text = " ".join(t.text for t in walk([banner]) if isinstance(t, Text))
    assert text.startswith(f"NOT LEGAL {evaluation.errors[0].code}:")
    assert text.endswith(f" and {len(evaluation.errors) - 1} more") and "…" not in text


def test_a_long_name_wraps_in_the_movement_orders():
    design = loaded(CATALOGS / "full-thrust/designs/system-defence-ship-screened.yaml")
    (row,) = [r for p in sheet_of(design) for r in groups(p.items, "orders-row")]
    lines = [t for t in walk([row]) if isinstance(t, Text)]
    assert [t.text for t in lines] == ["System Defence Ship", "(screened)"]
    cell = row.items[0]
    for t in lines:
        x0, y0, x1, y1 = extent(t)
        assert cell.y <= y0 and y1 <= cell.y + cell.h and x1 <= cell.x + cell.w, t


def test_a_long_class_name_wraps_onto_a_second_line_inside_its_box():
    long = make(
        14,
        thrust=6,
        systems=[{"type": "beam", "class": "B", "arcs": ["F"], "count": 1}],
        name="Her Majesty's Starship Indefatigable Two",
    )
    (box,) = ship_boxes(sheet_of(long))
    name = [t for t in walk([box]) if isinstance(t, Text) and t.ref == "name" and t.font == "bold"]
    assert [t.text for t in name] == ["Her Majesty's Starship", "Indefatigable Two"]
    frame = box.items[0]
    (diagram,) = [i for i in box.items if getattr(i, "ref", "") == "hull" and hasattr(i, "points")]
    for t in name:  # below the diagram, inside the box
        x0, y0, x1, y1 = extent(t)
        assert extent(diagram)[3] < y0 and x1 <= frame.x + frame.w and y1 <= frame.y + frame.h


def test_a_named_ship_keeps_its_class_on_the_box_and_in_the_movement_orders():
    # Issue 21 item 2: the player fills in "CLASS and NAME (if you have given it one)" (001
    # L296): the ESU Strike Force's oiler is the ship "ESU Oiler Volga" of the Bulk Tanker class.
    entries = sheet_entries(evaluate_fleet(load_fleet(CATALOGS / "full-thrust/fleets/esu-strike-force.yaml")))
    pages = GAME.sheets.record_pages(entries, "a4")
    texts = [t for p in pages for t in walk(p.items) if isinstance(t, Text)]
    rows = [
        " ".join(t.text for t in walk([r]) if isinstance(t, Text))
        for p in pages
        for r in groups(p.items, "orders-row")
    ]
    assert "ESU Oiler Volga (Bulk Tanker)" in rows
    names = [t.text for t in texts if t.ref == "name"]
    assert "ESU Oiler Volga" in names and "Bulk Tanker" in names
    # A long name shrinks on the NAME line before it is cut (200 characters are, at 6 pt).
    from designer.core.game import SheetEntry

    long_name = "Volga " * 33
    tanker = next(e for e in entries if e.ship_name)
    (page,) = GAME.sheets.record_pages(
        [SheetEntry(tanker.design, tanker.evaluation, long_name.strip())], "a4"
    )
    name_line = [t for t in walk(page.items) if isinstance(t, Text) and t.text.startswith("Volga Volga")]
    assert name_line and name_line[0].size < 8
