"""A campaign ship's marks over a sheet that does not draw them itself (SFB, BSCS, Star
Blazers; issue 26 §3): each mark lands on the part's own boxes, in order, and the PDF shows it."""

from __future__ import annotations

from pathlib import Path

import pypdfium2
import pytest

from designer.core import registry
from designer.core.fleet_file import open_reference
from designer.core.game import SheetEntry
from designer.core.ship_state import ShipMarks
from designer.sheets.display import Circle, Line, Rect, Sheet, groups, walk
from designer.sheets.pdf import render_pdf
from designer.sheets.roster import battle_pack_template
from designer.sheets.state_marks import mark_pages, mark_style


def _marked(game_id: str, ref: str, marks: ShipMarks):
    game = registry.get(game_id)
    design = open_reference(ref).design
    evaluation = game.evaluate(design)
    pages = game.sheets.record_pages([SheetEntry(design, evaluation, "Test")])
    ink = mark_style(battle_pack_template())
    return pages, mark_pages(pages, game.ship_state.parts(design, evaluation), marks, ink)


def _lines(pages):
    return [
        i for p in pages for g in groups(p.items, "state-marks") for i in walk(g.items) if isinstance(i, Line)
    ]


def test_sfb_shield_boxes_are_slashed_in_order_on_their_own_shield():
    plain, marked = _marked("sfb", "catalog:rutan-light-cruiser", ShipMarks(damage={"shield-6": 5}))
    boxes = [i for i in walk(plain[0].items) if isinstance(i, Rect) and i.ref == "shields[5]"]
    lines = _lines(marked)
    assert len(boxes) == 18 and len(lines) == 5  # shield #6 has 18 boxes; five marked
    for line, box in zip(lines, boxes):
        assert (min(line.x1, line.x2), min(line.y1, line.y2)) == (box.x, box.y)
    assert all(line.ref == "shields[5]" for line in lines)


def test_bscs_tics_are_marked_in_their_section_and_a_lost_system_crossed():
    plain, marked = _marked(
        "bscs", "catalog:pulse-corvette", ShipMarks(damage={"section-f": 2}, lost={"stealth": 1})
    )
    fore = [i for g in groups(plain[0].items, "section-F") for i in walk(g.items) if isinstance(i, Circle)]
    lines = _lines(marked)
    assert len(lines) == 2 + 2  # two slashed tics, one crossed stealth box
    assert [round(min(ln.x1, ln.x2) + abs(ln.x2 - ln.x1) / 2, 3) for ln in lines[:2]] == [
        round(c.cx, 3) for c in fore[:2]
    ]
    assert {ln.ref for ln in lines[2:]} == {"stealth"}


def test_star_blazers_hull_boxes_and_a_craft_icon_are_one_mark_each():
    plain, marked = _marked(
        "star-blazers", "catalog:edf-yamato-craft", ShipMarks(damage={"hull": 20}, spent={"craft-bt": 3})
    )
    lines = _lines(marked)
    assert sum(ln.ref == "fill_in.hull_boxes" for ln in lines) == 20
    assert sum(ln.ref == "craft[0]" for ln in lines) == 3


def test_the_pdf_shows_the_mark_on_the_box():
    plain, marked = _marked("sfb", "catalog:rutan-light-cruiser", ShipMarks(damage={"shield-1": 1}))
    box = next(i for i in walk(plain[0].items) if isinstance(i, Rect) and i.ref == "shields[0]")
    scale = 4

    def pixel(pages):
        image = pypdfium2.PdfDocument(render_pdf(Sheet(tuple(pages))))[0].render(scale=scale).to_pil()
        return image.convert("RGB").getpixel(
            (round((box.x + box.w / 2) * scale), round((box.y + box.h / 2) * scale))
        )

    ink, clean = pixel(marked), pixel(plain)
    assert clean == (255, 255, 255)
    assert ink[2] > ink[0] + 40  # the pen's blue through the box's centre


def test_star_blazers_a_battery_out_crosses_its_icon_and_a_system_its_box():
    plain, marked = _marked(
        "star-blazers", "catalog:edf-yamato-craft", ShipMarks(lost={"battery-g": 2, "radar": 1})
    )
    lines = _lines(marked)
    icons = [i for i in walk(plain[0].items) if isinstance(i, Rect) and i.ref == "battery:g"]
    radar = [i for i in walk(plain[0].items) if isinstance(i, Rect) and i.ref == "system:radar"]
    assert len(icons) == 3 and len(radar) == 1  # three G batteries on the Yamato's form
    crossed = [ln for ln in lines if ln.ref == "battery:g"]
    assert len(crossed) == 4  # two icons, two strokes each
    assert {(min(ln.x1, ln.x2), min(ln.y1, ln.y2)) for ln in crossed} == {(i.x, i.y) for i in icons[:2]}
    assert sum(ln.ref == "system:radar" for ln in lines) == 2


def test_star_blazers_munitions_spent_are_a_count_written_on_their_row():
    """The Yamato carries 48 M2 missiles (000 L4760-4762), one row of the MUNITIONS block: the
    marks are the count written on that row, and the row is struck through once all 48 are
    fired (the player's record of expenditures, L4791-4792)."""
    from designer.sheets.display import Text

    plain, marked = _marked("star-blazers", "catalog:edf-yamato-craft", ShipMarks(spent={"munition-m2": 12}))
    row = [i for i in walk(plain[0].items) if isinstance(i, Rect) and i.ref == "munition:ship-m2"]
    assert len(row) == 3  # munition, loaded, maximum
    written = [
        i for g in groups(marked[0].items, "state-marks") for i in walk(g.items) if isinstance(i, Text)
    ]
    assert [t.text for t in written] == ["12 spent"]
    assert row[0].x < written[0].x <= row[-1].x + row[-1].w and row[0].y < written[0].y < row[0].y + row[0].h
    assert not _lines(marked)  # not struck: 36 left
    _, all_fired = _marked("star-blazers", "catalog:edf-yamato-craft", ShipMarks(spent={"munition-m2": 48}))
    assert len(_lines(all_fired)) == 1


def _designs(game_id):
    folder = Path(__file__).resolve().parents[2] / "catalogs" / game_id / "designs"
    return [f"catalog:{p.stem}" for p in sorted(folder.glob("*.yaml"))]


@pytest.mark.parametrize("game_id", ["bscs", "sfb", "star-blazers"])
def test_every_part_of_every_bundled_ship_has_a_box_a_click_finds(game_id):
    """Ship state mode marks the part under a click, found where its marks are drawn: every
    part that takes marks must be drawn (Star Blazers munitions and craft, BSCS rescue pods and
    boarding units were not)."""
    from designer.sheets.state_hits import hit_map, kind_of

    game = registry.get(game_id)
    missing = []
    for ref in _designs(game_id):
        design = open_reference(ref).design
        evaluation = game.evaluate(design)
        parts = game.ship_state.parts(design, evaluation)
        if not parts:
            continue  # a craft design: no campaign ship
        pages = game.sheets.record_pages([SheetEntry(design, evaluation, "Test")])
        found = {h.part for h in hit_map(pages, parts)}
        missing += [f"{ref} {p}" for p, part in parts.items() if kind_of(part) and p not in found]
    assert missing == []


def test_bscs_rescue_pods_and_boarding_units_are_a_box_each_crossed_when_lost():
    """The Bastion Monitor carries 4 rescue pods and 2 marine units: a box each under the ship
    data; a pod launched and a unit destroyed cross one box of each."""
    plain, marked = _marked("bscs", "catalog:monitor", ShipMarks(lost={"rescue-pod": 1, "boarding": 1}))
    design = open_reference("catalog:monitor").design
    pod = next(f"systems[{i}]" for i, s in enumerate(design.systems) if s.type == "rescue-pod")
    unit = next(f"systems[{i}]" for i, s in enumerate(design.systems) if s.type == "boarding")

    def boxes(ref):
        return [i for i in walk(plain[0].items) if isinstance(i, Rect) and i.ref == ref]

    assert (len(boxes(pod)), len(boxes(unit))) == (4, 2)
    lines = _lines(marked)
    assert sorted(ln.ref for ln in lines) == sorted([pod, pod, unit, unit])  # one box crossed each
