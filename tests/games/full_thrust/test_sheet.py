"""The Full Thrust Ship Record Sheet's display list (001 L292-302, L355-364, L836-845)."""

from __future__ import annotations

import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from designer.core.design_file import load_design
from designer.core.paths import CATALOGS
from designer.games.full_thrust import GAME
from designer.sheets.display import Circle, Line, Rect, Sheet, Text, groups, walk
from tests.games.full_thrust.conftest import make
from tests.sheets.recording import RecordingRenderer, extent

DESIGNS = sorted((CATALOGS / "full-thrust" / "designs").glob("*.yaml"))

# Open damage boxes per row, top to bottom, and the damage at each Threshold Point: DP / rows
# with the surplus on the lower rows (001 L300, "the UPPER lines should have fewer boxes"),
# escorts 2 rows, cruisers 3, capitals 4 (L280); merchants take the smallest box that holds
# their DP (L294, catalogs/full-thrust/README.md), bases a Capital box (L717). Hand-computed.
TRACKS = {
    "courier": ([0, 1], []),  # 1 DP: the top row is all black, the check at 0 is moot
    "scout-ship": ([1, 1], [1]),
    "corvette": ([1, 2], [1]),
    "frigate": ([2, 3], [2]),
    "destroyer": ([3, 4], [3]),  # the book's own example: 3 white + 2 black, 4 + 1 (L300)
    "missile-destroyer": ([3, 4], [3]),
    "system-defence-ship": ([3, 4], [3]),
    "system-defence-ship-screened": ([3, 4], [3]),
    "light-cruiser": ([3, 4, 4], [3, 7]),
    "escort-cruiser": ([4, 4, 5], [4, 8]),
    "heavy-cruiser": ([5, 5, 6], [5, 10]),
    "superheavy-cruiser": ([6, 6, 6], [6, 12]),
    "survey-cruiser": ([3, 3, 3, 3], [3, 6, 9]),  # merchant MASS 48: a Capital box (L294, L298)
    "heavy-freighter": ([3, 4, 4, 4], [3, 7, 11]),  # merchant MASS 60, 15 DP: Capital box
    "battlecruiser": ([5, 5, 5, 5], [5, 10, 15]),
    "battleship": ([6, 6, 6, 6], [6, 12, 18]),
    "battledreadnought": ([7, 7, 8, 8], [7, 14, 22]),
    "light-carrier": ([8, 9, 9, 9], [8, 17, 26]),
    "superdreadnought": ([10, 10, 10, 10], [10, 20, 30]),
    "fleet-carrier": ([12, 12, 12, 13], [12, 24, 36]),
    "bulk-tanker": ([6, 6, 6, 7], [6, 12, 18]),  # merchant, 25 DP > a cruiser box's 18
    "con-am-12": ([12, 12, 13, 13], [12, 24, 37]),  # civilian base MASS 200: 50 DP
}
ROW_BOXES = {2: 5, 3: 6, 4: 13}  # boxes printed per row: escort "two rows of five" (L300)


def sheet_of(*designs, paper="a4"):
    entries = [(d, GAME.evaluate(d)) for d in designs]
    return GAME.sheets.record_pages(entries, paper)


def loaded(path: Path):
    return load_design(path).design


def ship_boxes(pages):
    return [g for p in pages for g in groups(p.items, "ship-box")]


def test_every_standard_design_has_a_track_case():
    assert sorted(p.stem for p in DESIGNS) == sorted(TRACKS)


@pytest.mark.parametrize("path", DESIGNS, ids=lambda p: p.stem)
def test_damage_track_boxes_rows_and_thresholds(path):
    design = loaded(path)
    rows, checks = TRACKS[path.stem]
    dp = GAME.evaluate(design).stats["damage_points"]
    assert sum(rows) == dp
    (box,) = ship_boxes(sheet_of(design))
    (track,) = groups([box], "damage-track")
    (open_group,) = groups([track], "damage-open")
    (void,) = groups([track], "damage-void")
    voids = [next(i for i in b.items if isinstance(i, Rect)) for b in void.items]
    open_rows = Counter(round(r.y, 2) for r in open_group.items)
    all_rows = sorted({round(r.y, 2) for r in open_group.items + tuple(voids)})
    assert len(all_rows) == len(rows)  # every row is used (L302)
    assert [open_rows.get(y, 0) for y in all_rows] == rows
    assert len(open_group.items) == dp
    per_row = ROW_BOXES[len(rows)]
    assert len(open_group.items) + len(voids) == per_row * len(rows)
    assert all(b.name == "void-box" for b in void.items)
    # Open boxes at the left of each row, the surplus (blacked out in the book) to the right (L300).
    for y in all_rows:
        xs_open = [r.x for r in open_group.items if round(r.y, 2) == y]
        xs_black = [r.x for r in voids if round(r.y, 2) == y]
        assert not xs_open or not xs_black or max(xs_open) < min(xs_black)
    # A mark on the box where each Threshold Point falls, reading left to right, top down.
    boxes = sorted(open_group.items, key=lambda r: (round(r.y, 2), r.x))
    marks = list(groups([box], "threshold"))
    assert len(marks) == len(checks)
    for mark, t in zip(marks, checks):
        frame = next(i for i in mark.items if isinstance(i, Rect))
        assert (frame.x, frame.y) == (boxes[t - 1].x, boxes[t - 1].y)
    texts = [t.text for t in walk([box]) if isinstance(t, Text)]
    for n, roll in enumerate(("6", "5-6", "4-6")[: len(checks)]):
        assert f"T{n + 1}: {roll}" in texts  # kill numbers 6, 5-6, 4-6 (L276-278)


@pytest.mark.parametrize("path", DESIGNS, ids=lambda p: p.stem)
def test_every_system_has_its_symbol_with_a_ref(path):
    design = loaded(path)
    (box,) = ship_boxes(sheet_of(design))
    expected = Counter()
    for i, s in enumerate(design.systems):
        if s.type != "fire-control":
            expected[(s.type, f"systems[{i}]")] += s.count * (s.level if s.type == "screen" else 1)
    glyphs = Counter((g.name, g.ref) for g in groups([box]) if g.ref.startswith("systems["))
    assert glyphs == expected
    fcs = list(groups([box], "fire-control"))
    stats = GAME.evaluate(design).stats
    assert len(fcs) >= stats["fire_controls"]
    ftl = next(groups([box], "ftl-drive"))
    assert any(isinstance(i, Line) for i in ftl.items) == (not design.ftl)  # crossed out (L298)
    drive = list(groups([box], "normal-drive"))
    if not design.is_installation:
        assert [t.text for t in walk(drive) if isinstance(t, Text)] == [str(design.thrust)]


def test_beam_barrels_follow_the_arcs():
    design = make(
        40,
        systems=[
            {"type": "beam", "class": "A", "arcs": ["P", "F"]},
            {"type": "beam", "class": "C", "arcs": ["S"]},
        ],
    )
    (box,) = ship_boxes(sheet_of(design))
    beams = list(groups([box], "beam"))
    directions = []
    for beam in beams:
        (circle,) = [i for i in beam.items if isinstance(i, Circle)]
        lines = [i for i in beam.items if isinstance(i, Line)]
        directions.append(
            sorted("F" if seg.y2 < circle.cy - 1 else "P" if seg.x2 < circle.cx else "S" for seg in lines)
        )
        assert [t.text for t in beam.items if isinstance(t, Text)] in (["A"], ["C"])
    assert directions == [["F", "P"], ["S"]]


def test_extra_firecons_and_crossed_out_printed_ones():
    extra = make(20, systems=[{"type": "fire-control", "count": 2}])  # cruiser: 2 standard + 2
    (box,) = ship_boxes(sheet_of(extra))
    fcs = list(groups([box], "fire-control"))
    assert [g.ref for g in fcs] == ["hull", "hull", "systems[0]", "systems[0]"]
    merchant = loaded(CATALOGS / "full-thrust/designs/bulk-tanker.yaml")  # capital box, 1 FireCon
    (box,) = ship_boxes(sheet_of(merchant))
    assert len(list(groups([box], "fire-control"))) == 3  # the capital box prints 3 (L298)
    fc_group = next(groups([box], "fire-controls"))
    assert sum(isinstance(i, Line) for i in fc_group.items) == 4  # two crossed out, 2 lines each


def test_illegal_design_prints_with_not_legal_and_its_first_error():
    bad = make(10, thrust=9, systems=[{"type": "beam", "class": "A", "arcs": ["F"], "count": 3}])
    evaluation = GAME.evaluate(bad)
    assert not evaluation.legal
    (box,) = ship_boxes(sheet_of(bad))
    (banner,) = groups([box], "not-legal")
    texts = [t.text for t in walk([banner]) if isinstance(t, Text)]
    assert texts[0] == "NOT LEGAL" and texts[1].startswith(evaluation.errors[0].code)
    assert banner.ref == evaluation.errors[0].path
    legal = loaded(CATALOGS / "full-thrust/designs/destroyer.yaml")
    assert not list(groups(ship_boxes(sheet_of(legal)), "not-legal"))


def test_several_ships_a_page_escorts_on_top_capitals_at_the_bottom():
    names = ["battleship", "destroyer", "light-cruiser", "frigate", "heavy-cruiser", "corvette"]
    designs = [loaded(CATALOGS / f"full-thrust/designs/{n}.yaml") for n in names]
    pages = sheet_of(*designs)
    assert len(pages) == 1
    tops = {}
    for box in ship_boxes(pages):
        frame = box.items[0]
        name = next(
            t.text for t in walk([box]) if isinstance(t, Text) and t.ref == "name" and t.font == "bold"
        )
        tops[name] = frame.y
    assert tops["Destroyer"] == tops["Frigate"] == tops["Corvette"] < tops["Light Cruiser"]
    assert tops["Light Cruiser"] == tops["Heavy Cruiser"] < tops["Battleship"]


def test_all_standard_designs_pack_several_a_page_and_stay_inside_the_paper():
    designs = [loaded(p) for p in DESIGNS]
    for paper, size in (("a4", (595.28, 841.89)), ("letter", (612, 792))):
        pages = sheet_of(*designs, paper=paper)
        assert len(ship_boxes(pages)) == len(designs)
        assert len(pages) <= len(designs) / 3
        for page in pages:
            assert (page.width, page.height) == size
            for item in walk(page.items):
                x0, y0, x1, y1 = extent(item)
                assert 0 <= x0 and x1 <= page.width and 0 <= y0 and y1 <= page.height, item
        for box in ship_boxes(pages):  # nothing spills out of its ship box
            frame = box.items[0]
            for item in walk([box]):
                x0, y0, x1, y1 = extent(item)
                assert frame.x - 0.5 <= x0 and x1 <= frame.x + frame.w + 0.5, item
                assert frame.y - 0.5 <= y0 and y1 <= frame.y + frame.h + 0.5, item


def test_movement_orders_and_key_on_every_page():
    designs = [loaded(p) for p in DESIGNS]
    pages = sheet_of(*designs)
    movers = sum(not d.is_installation for d in designs)
    rows = [r for p in pages for r in groups(p.items, "orders-row")]
    assert len(rows) == movers  # bases need no orders (L717)
    for row in rows:
        cells = [i for i in row.items if isinstance(i, Rect) and i.ref == "thrust"]
        assert len(cells) == 1 + 2 * 10  # start velocity, then order + velocity per turn (L156)
    for page in pages:
        (key,) = groups(page.items, "key")
        text = " ".join(t.text for t in walk([key]) if isinstance(t, Text))
        assert "Fire control" in text and "FTL drive" in text and "Threshold Point" in text
        used = {g.name for g in groups(page.items) if g.ref.startswith("systems[")}
        glyphs_in_key = {g.name for g in groups([key])}
        assert used <= glyphs_in_key


def test_advanced_systems_have_glyphs_with_direction_marks():
    design = make(
        90,
        ftl=False,
        systems=[
            {"type": "nova-cannon"},
            {"type": "needle-beam", "arcs": ["P"]},
            {"type": "pulse-torpedo", "arcs": ["F"]},
            {"type": "submunition", "arcs": ["S"]},
            {"type": "minelayer"},
            {"type": "minesweeper"},
            {"type": "weasel", "signature": "capital"},
            {"type": "adaf"},
            {"type": "fighter-group", "count": 2},
        ],
    )
    (box,) = ship_boxes(sheet_of(design))
    names = Counter(g.name for g in groups([box]) if g.ref.startswith("systems["))
    assert names == Counter(
        {
            "nova-cannon": 1,
            "needle-beam": 1,
            "pulse-torpedo": 1,
            "submunition": 1,
            "minelayer": 1,
            "minesweeper": 1,
            "weasel": 1,
            "adaf": 1,
            "fighter-group": 2,
        }
    )
    layer = next(groups([box], "minelayer"))
    assert sum(isinstance(i, Circle) for i in layer.items) == 3  # three mine spots (L516)
    needle = next(groups([box], "needle-beam"))
    arrow = [
        i
        for i in needle.items
        if getattr(i, "style", None) and i.style.fill and len(getattr(i, "points", ())) == 3
    ]
    (head,) = arrow
    centre_x = sum(p[0] for p in needle.items[0].points) / 4
    assert max(p[0] for p in head.points) < centre_x  # the port needle points left (L296)


@pytest.mark.parametrize(
    "name", ["Ω" * 400, "Ship 😀 with emoji", "tab\there\x00and\x1bcontrol", "漢字の艦", "a"]
)
def test_hostile_names_still_print_inside_their_box(name):
    design = make(14, name=name[:200], systems=[{"type": "beam", "class": "B", "arcs": ["F"]}])
    pages = sheet_of(design)
    (box,) = ship_boxes(pages)
    frame = box.items[0]
    for t in walk(pages[0].items):
        if isinstance(t, Text):
            assert all(ch.isprintable() for ch in t.text)
    for item in walk([box]):
        x0, _, x1, _ = extent(item)
        assert frame.x - 0.5 <= x0 and x1 <= frame.x + frame.w + 0.5


def test_the_recording_renderer_draws_a_sheet_without_reportlab():
    design = loaded(CATALOGS / "full-thrust/designs/superheavy-cruiser.yaml")
    rec = RecordingRenderer().render(Sheet(tuple(sheet_of(design))))
    assert "Superheavy Cruiser" in rec.texts() and "267" in rec.texts() and "36" in rec.texts()
    assert len(rec.of("Rect")) > 50 and rec.of("Circle") and rec.of("Line") and rec.of("Polygon")
    # Laying out every standard design in a fresh interpreter never imports reportlab.
    script = (
        "import sys, glob; from designer.core.design_file import load_design\n"
        "from designer.core.paths import CATALOGS\n"
        "from tests.sheets.recording import RecordingRenderer\n"
        "from designer.sheets.display import Sheet\n"
        "ds = [load_design(p) for p in sorted((CATALOGS / 'full-thrust/designs').glob('*.yaml'))]\n"
        "pages = ds[0].game.sheets.record_pages([(d.design, d.game.evaluate(d.design)) for d in ds])\n"
        "RecordingRenderer().render(Sheet(tuple(pages)))\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] == 'reportlab'))"
    )
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def resolves(design, ref: str) -> bool:
    """Whether ``ref`` (``systems[3]``, ``hull.mass``) names a place in the design."""
    node = design.model_dump(by_alias=True)
    for part in ref.replace("[", ".[").split("."):
        if part.startswith("["):
            index = int(part[1:-1])
            if not isinstance(node, list) or index >= len(node):
                return False
            node = node[index]
        elif isinstance(node, dict) and part in node:
            node = node[part]
        else:
            return False
    return True


@pytest.mark.parametrize("path", DESIGNS, ids=lambda p: p.stem)
def test_every_element_of_a_ship_box_refers_into_the_design(path):
    design = loaded(path)
    (box,) = ship_boxes(sheet_of(design))
    frame, *rest = box.items
    unreferenced = []
    for item in walk(rest):
        if item.ref.startswith("stat:"):  # a figure the rules compute: the POINTS cell (compare)
            assert item.ref == "stat:points" and getattr(item, "text", "POINTS") in ("POINTS", num(design))
        elif item.ref:
            assert resolves(design, item.ref), item.ref
        else:
            unreferenced.append(item)
    assert not unreferenced


def num(design) -> str:
    points = GAME.evaluate(design).stats["points"]
    return str(int(points)) if float(points).is_integer() else f"{float(points):.1f}"


def test_absurd_designs_lay_out_quickly_and_say_what_they_leave_out():
    import time

    huge = make(
        100000,
        "military-installation",
        thrust=0,
        systems=[{"type": "pdaf", "count": 1000}, {"type": "fire-control", "count": 1000}] * 50,
    )
    start = time.perf_counter()
    (box,) = ship_boxes(sheet_of(huge))
    assert time.perf_counter() - start < 5
    texts = [t.text for t in walk([box]) if isinstance(t, Text)]
    assert any(t.startswith("+") and "more systems not drawn" in t for t in texts)
    # 50,000 DP: four rows of 12,500 boxes are printed as numbers, thresholds included.
    assert "Row 1: 12500 boxes" in texts and "Threshold Points after 12500, 25000, 37500 damage" in texts
    assert list(groups([box], "ftl-drive")) and any(t.startswith("+") for t in texts if t != texts[0])
