"""A campaign ship's damage on its Full Thrust ship box (issue 26 §3): each mark lands on the
display item it marks (by ref and group), the PDF shows it there, and the clean-sheet option
prints the sheet as if the ship had no state."""

from __future__ import annotations


import pypdfium2
from PIL import Image

from designer.core.fleet_file import open_reference
from designer.core.game import SheetEntry
from designer.core.ship_state import ShipMarks
from designer.games.full_thrust import GAME
from designer.sheets.display import Group, Rect, Sheet, Text, groups, walk
from designer.sheets.geometry import bounds
from designer.sheets.pdf import render_pdf

CRUISER = open_reference("catalog:heavy-cruiser").design
EVALUATION = GAME.evaluate(CRUISER)
# Heavy cruiser: 16 DP in rows of 5, 5, 6 (001 L300); three B batteries in one row; thrust 4.
MARKS = ShipMarks(damage={"hull": 7}, lost={"beam-b-fps": 1, "drive": 1})


def _pages(marks=MARKS, **options):
    entry = SheetEntry(CRUISER, EVALUATION, "Kirov", marks, "damaged, 2 battles")
    return GAME.sheets.record_pages([entry], "a4", options)


def _box(page) -> Group:
    return next(groups(page.items, "ship-box"))


def test_each_damage_point_slashes_the_next_open_box_in_reading_order():
    box = _box(_pages()[0])
    [marks] = list(groups(box.items, "state-marks"))
    opened = [r for g in groups(box.items, "damage-open") for r in walk(g.items) if isinstance(r, Rect)]
    slashes = [m for m in marks.items if m.ref == "hull"]
    assert len(slashes) == 7  # one per Damage Point (001 L236)
    for line, rect in zip(slashes, opened):
        assert bounds(line) == bounds(rect)
    # the 7th box is the 2nd of the second row: 5 open boxes on the first (L300)
    assert opened[6].y > opened[4].y and opened[6].x == opened[1].x


def test_a_lost_system_is_crossed_on_its_own_glyph_and_a_drive_hit_slashed_once():
    box = _box(_pages()[0])
    [marks] = list(groups(box.items, "state-marks"))
    index = next(i for i, s in enumerate(CRUISER.systems) if s.type == "beam" and s.beam_class == "B")
    ref = f"systems[{index}]"
    glyphs = [g for g in box.items if isinstance(g, Group) and g.ref == ref]
    assert len(glyphs) == 3
    cross = [m for m in marks.items if m.ref == ref]
    assert len(cross) == 2 and all(bounds(c) == bounds(glyphs[0]) for c in cross)
    drive = [m for m in marks.items if m.ref == "thrust"]
    assert len(drive) == 1  # the first hit halves the thrust; the second would cross it (L282)


def test_the_status_is_printed_by_the_name():
    texts = [t.text for t in walk(_pages()[0].items) if isinstance(t, Text)]
    assert "Kirov (damaged, 2 battles)" in texts


def test_the_clean_sheet_option_prints_the_ship_as_if_it_had_no_state():
    clean = _pages(ship_state=False)
    plain = GAME.sheets.record_pages([SheetEntry(CRUISER, EVALUATION, "Kirov")], "a4")
    assert clean == plain
    assert not list(groups(clean[0].items, "state-marks"))


def test_a_mark_on_a_part_the_design_lacks_draws_nothing():
    pages = _pages(ShipMarks(lost={"nova-cannon": 1}))
    [marks] = list(groups(_box(pages[0]).items, "state-marks"))
    assert marks.items == ()


def _png(pages, scale: float) -> Image.Image:
    pdf = pypdfium2.PdfDocument(render_pdf(Sheet(tuple(pages))))
    return pdf[0].render(scale=scale).to_pil().convert("RGB")


def test_the_pdf_shows_the_slash_on_the_marked_box_and_not_on_the_next():
    scale = 4
    pages = _pages()
    marked, plain = _png(pages, scale), _png(_pages(ShipMarks()), scale)
    box = _box(pages[0])
    opened = [r for g in groups(box.items, "damage-open") for r in walk(g.items) if isinstance(r, Rect)]

    def centre(rect):
        return round((rect.x + rect.w / 2) * scale), round((rect.y + rect.h / 2) * scale)

    ink = marked.getpixel(centre(opened[6]))
    assert ink[2] > ink[0] + 40 and ink[0] < 120  # the pen's blue, through the box's centre
    assert plain.getpixel(centre(opened[6])) == (255, 255, 255)
    assert marked.getpixel(centre(opened[7])) == (255, 255, 255)  # the 8th box is still open
