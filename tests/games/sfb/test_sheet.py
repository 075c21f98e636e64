"""The SSD sheet: what it prints, checked on the display list and in the PDF text (pypdf; no
poppler, no display), for the examples, an illegal design, the notes layer and an SSD too large
for one page."""

from __future__ import annotations

import io
import re

import pytest
from pypdf import PdfReader

from designer.sheets.display import Line, Polygon, Rect, Sheet, Text, groups, walk
from designer.sheets.pdf import render_pdf
from tests.games.sfb.helpers import GAME, F, evaluate, example, ssd

IMAGE = (7.125 * 72, 9.25 * 72)  # the publisher's image area, 513 x 666 pt
SHADE = "#cfcfcf"


def pages(design, paper="a4", notes_layer=False, **options):
    return GAME.sheets.record_pages(
        [(design, evaluate(design, **options))], paper, {"notes_layer": notes_layer}
    )


def texts(page_list) -> list[Text]:
    return [i for p in page_list for i in walk(p.items) if isinstance(i, Text)]


def joined(page_list) -> str:
    return " ".join(t.text for t in texts(page_list))


def pdf_text(page_list) -> tuple[PdfReader, str]:
    reader = PdfReader(io.BytesIO(render_pdf(Sheet(tuple(page_list), title="SFB"))))
    return reader, " ".join(p.extract_text() for p in reader.pages)


def group_rects(page, name: str) -> list[Rect]:
    found = [g for g in groups(page.items, name)]
    return [i for g in found for i in walk(g.items) if isinstance(i, Rect)]


@pytest.mark.parametrize("paper, size", [("a4", (595.28, 841.89)), ("letter", (612, 792))])
def test_pdf_text_page_size_and_image_area(paper, size):
    page_list = pages(example("rutan-light-cruiser"), paper)
    reader, text = pdf_text(page_list)
    assert len(reader.pages) == 1
    box = reader.pages[0].mediabox
    assert (float(box.width), float(box.height)) == pytest.approx(size, abs=0.01)
    for needed in (
        "Rutan Light Cruiser",
        "RUTAN",
        "BPV 127.6",
        "SHIELD #1",
        "#6 (18)",
        "SHIP DATA TABLE",
        "TOTAL POWER",
        "OPTION MOUNTS",
        "ENERGY ALLOCATION",
        "TOTAL 20 of 26 available",
        "OPT: PH-1",
        "NWO: SEN",
        "Sheet 1 of 1",
    ):
        assert needed in text, needed
    left, top = (size[0] - IMAGE[0]) / 2, (size[1] - IMAGE[1]) / 2
    for item in walk(page_list[0].items):
        if isinstance(item, (Rect, Text)):
            assert left - 0.01 <= item.x <= left + IMAGE[0] + 0.01, item
            assert top - 0.01 <= item.y <= top + IMAGE[1] + 0.01, item


def test_no_small_text_and_no_seed_line_numbers():
    """Nothing under 6 pt but one- or two-letter labels in boxes; section names, never lines."""
    for design in ("errevin-torpedo-cruiser", "joshada-refit", "light-of-doom"):
        page_list = pages(example(design), notes_layer=True)
        for t in texts(page_list):
            assert t.size >= 6 or len(t.text) <= 2, t
            assert not re.search(r"\bL\d{2,3}\b|004 L", t.text), t.text


def test_shield_tracks_have_their_boxes():
    page = pages(example("joshada-refit"))[0]
    counts = [len(group_rects(page, f"shield-{n}")) for n in range(1, 7)]
    assert counts == [30, 24, 22, 20, 22, 24]  # as entered, #1 front then clockwise
    assert len(group_rects(page, "shield-steel")) == 10  # the Steel Shield's extra track (L481-483)


def test_box_groups_marks_and_designations():
    design = example("errevin-torpedo-cruiser")
    page = pages(design)[0]
    by_ref = {}
    for g in groups(page.items, "box-group"):
        by_ref[g.ref] = g
    cargo = next(i for i, b in enumerate(design.boxes) if b.system == "cargo")
    ammd = next(i for i, b in enumerate(design.boxes) if b.system == "ammd")
    cargo_texts = [t.text for t in walk(by_ref[f"boxes[{cargo}]"].items) if isinstance(t, Text)]
    assert cargo_texts[0] == "CARGO" and cargo_texts[1:] == ["T", "T", "T"]  # preloaded (L187)
    assert [t.text for t in walk(by_ref[f"boxes[{ammd}]"].items) if isinstance(t, Text)][1:] == ["B", "H"]
    amt = next(i for i, b in enumerate(design.boxes) if b.system == "amt")
    assert sum(isinstance(i, Rect) for i in walk(by_ref[f"boxes[{amt}]"].items)) == 4
    assert "AMT  FH" in joined([page])  # label and arc


def test_weapon_charts_for_the_ships_that_carry_them():
    errevin = joined(pages(example("errevin-torpedo-cruiser")))
    for title in (
        "ANTIMATTER TORPEDO TABLE",
        "ANTIMATTER TORPEDO TABLE (HEAVY VARIANT)",
        "EARLY ANTIMATTER TORPEDO TABLE",
        "ERREVIN PARTICLE BEAM TABLE",
        "AMT AMMUNITION  (34)",
    ):
        assert title in errevin, title
    assert "Range 10: read the 7-10 column." in errevin  # our reading of L179
    joshada = joined(pages(example("joshada-refit")))
    assert "HOLO-LASER TABLE" in joshada and "ANTIMATTER TORPEDO TABLE" not in joshada
    assert "HOLO-LASER TABLE" not in joined(pages(example("rutan-light-cruiser")))


def test_ammunition_track_boxes():
    page = pages(example("errevin-torpedo-cruiser"))[0]
    track = next(groups(page.items, "ammunition"))
    assert sum(isinstance(i, Rect) for i in walk(track.items)) == 5 + 27 + 2


def test_refits_shaded_and_mega_boxes_marked():
    joshada = example("joshada-refit")
    page = pages(joshada)[0]
    for g in groups(page.items, "box-group"):
        rects = [i for i in walk(g.items) if isinstance(i, Rect)]
        shaded = g.ref.startswith("option_mounts")  # the Joshada's refits (L821-829)
        assert all((r.style.fill == SHADE) == shaded for r in rects), g.ref
    rutan = pages(example("rutan-light-cruiser"))[0]
    assert not any(isinstance(i, Rect) and i.style.fill == SHADE for i in walk(rutan.items))
    doom = pages(example("light-of-doom"))[0]
    boxes = [g for g in groups(doom.items, "box-group")]
    corners = sum(isinstance(i, Line) for g in boxes for i in walk(g.items))
    assert corners == sum(sum(isinstance(i, Rect) for i in walk(g.items)) for g in boxes)  # L32-33
    assert "BC  ROW AHEAD" in joined([doom]) and "PHS  RADIAL" in joined(pages(joshada))


def test_mega_box_shields_are_mega_boxes():
    """Issue 23 item 9: "each box" of a mega-box SSD carries the corner mark (004 L32-34): the
    Light of Doom's shields [8, 6, 6, 5, 6, 6] too (37 boxes, 37 marks); a normal SSD's none."""
    doom = pages(example("light-of-doom"))[0]
    tracks = [g for n in range(1, 7) for g in groups(doom.items, f"shield-{n}")]
    rects = [i for g in tracks for i in walk(g.items) if isinstance(i, Rect)]
    marks = [i for g in tracks for i in walk(g.items) if isinstance(i, Line)]
    assert len(rects) == len(marks) == 37
    steel = ssd(("steel-shield", 1), steel_shield=4, data={"mega_box": True})
    track = [g for g in groups(pages(steel)[0].items, "shield-steel")]
    assert sum(isinstance(i, Line) for g in track for i in walk(g.items)) == 4
    rutan = pages(example("rutan-light-cruiser"))[0]
    assert not any(
        isinstance(i, Line)
        for n in range(1, 7)
        for g in groups(rutan.items, f"shield-{n}")
        for i in walk(g.items)
    )


def _block_text(page_list, name: str) -> list[str]:
    return [
        t.text for p in page_list for g in groups(p.items, name) for t in walk(g.items) if isinstance(t, Text)
    ]


def test_option_mounts_print_each_cost_and_the_charts_left_out():
    """Issue 23 item 11: each fitted mount with its cost from the list, not only the total: the
    Rutan cruiser's OPT D DISR 1.6 (004 L881), OPT 7 PH-1 0.8 (L897), OPT 8 PH-2 0.6 (L899), NWO
    BTTY 0.6 (L876), NWO SEN 4 (L911): 7.6; the Joshada's refit S24: PL-S 6 + SCAN 8 + SEN 4 +
    PH-1 0.8 + PH-2 0.6 + PH-3 0.4 = 19.8 (L824-858). And one line names the base game's weapons
    aboard whose charts are not printed (L3-7)."""
    rutan = pages(example("rutan-light-cruiser"))
    cells = _block_text(rutan, "option-mounts")
    costs = dict(zip(cells[1::2], cells[2::2]))
    fitted = {k: v for k, v in costs.items() if k.startswith(("OPT", "NWO"))}
    assert sorted(fitted.values()) == sorted(["1.6 BPV", "0.8 BPV", "0.6 BPV", "0.6 BPV", "4 BPV"])
    assert fitted["OPT 7: PH-1"] == "0.8 BPV" and costs["Installed cost"] == "7.6 BPV"
    joshada = _block_text(pages(example("joshada-refit")), "option-mounts")
    assert sum(F(c.split()[0]) for k, c in zip(joshada[1::2], joshada[2::2]) if k.startswith("OPT")) == F(
        99, 5
    )  # 19.8
    left_out = " ".join(_block_text(rutan, "charts-left-out"))
    assert left_out == "Charts not printed (the base game's): DISR, PH-1, PH-3, DRN, PH-2."
    assert " ".join(_block_text(pages(example("light-of-doom")), "charts-left-out")).endswith(": PH-1.")
    assert not _block_text(
        pages(ssd({"system": "holo-laser", "count": 1, "arcs": ["FA"]})), "charts-left-out"
    )


def test_pod_connections_draw_their_triangles():
    page = pages(example("manixo-pod-ship"))[0]
    triangles = [i for i in walk(page.items) if isinstance(i, Polygon) and len(i.points) == 3]
    fills = sorted(t.style.fill for t in triangles)
    assert fills == ["#000000", "#ffffff"]  # breakaway black triangle, expansion white (L672-676)


def test_data_table_prints_what_was_entered():
    page = pages(example("rutan-light-cruiser"))[0]
    table = [t.text for t in walk(next(groups(page.items, "ship-data")).items) if isinstance(t, Text)]
    values = dict(zip(table[1::2], table[2::2]))  # the title, then key and value pairs
    assert values["Turn mode"] == "C" and values["Turn mode (RED)"] == "D"  # as entered (L694-695)
    assert values["Movement cost"] == "1/2"
    assert values["BPV"] == "127.6  (base 120 + option mounts 7.6)"
    doom = joined(pages(example("light-of-doom")))
    assert "each box = 10 boxes" in doom
    computer = joined(pages(example("manixo-pod-ship")))  # L593-595, L112-116
    assert "Computer units" in computer and "Boarding robots" in computer


def test_notes_layer_is_off_by_default():
    design = example("errevin-torpedo-cruiser")
    plain = joined(pages(design))
    assert "NOTES" not in plain and "Torp · " not in plain
    noted = joined(pages(design, notes_layer=True))
    assert "NOTES" in noted and "Torp · " in noted and "Lab" in noted
    assert "Containment is paid every turn" in noted


def _notes(design, **options) -> str:
    page_list = pages(design, notes_layer=True, **options)
    return " ".join(
        " ".join(t.text for g in groups(p.items, "notes") for t in walk(g.items) if isinstance(t, Text))
        for p in page_list
    )


def test_notes_layer_prints_each_systems_own_play_note():
    """Issue 23 item 8: every supplement system aboard prints its play note, with the catalog's
    figures: Stun Beam 2/4 energy, stunned 2/3 turns (004 L346-352); Deflector 2 energy, range x 2
    (L457, L464); J-SEN 5 labs at range -2 (L518-519); J-SCAN 10 labs at -3 (L531-532); Phaser
    Sphere 4-2 to range 6 (L504-511); Light of Doom targeting within 15 and 10 hexes, 4 impulses
    (L581-589); REPEL twice a turn, 1/2 each, 1-3 (L645-650); Yakashuttle speed 10, 6 Stinky Food
    Units (L719-723); AMT ballistic 2 hexes an impulse (L226-229). General procedures (the
    blossom) are the quick reference's, not the sheet's."""
    ship = ssd(
        {"system": "stun-beam", "count": 1, "arcs": ["FA"]},
        ("deflector-shield", 1),
        ("special-sensor", 1),
        ("special-scanner", 1),
        ("phaser-sphere", 1),
        ("targeting-computer", 1),
        ("repel", 1),
        {"system": "amt", "count": 1, "arcs": ["FA"]},
        {"system": "shuttle-bay", "count": 1, "marks": ["Y"]},
        ("fighter-bay", 1),
        race="joshadan",
    )
    text = _notes(ship)
    for needed in (
        "Joshadan Stun Beam Short range 2 or long range 4 energy",
        "stunned for 2 turns (short) or 3 (long)",
        "Deflector Shield 2 energy, one turn",
        "at range x 2",
        "as 5 labs, range -2",
        "as 10 labs, range -3",
        "Energy 4-2, held by rolling delay",
        "to range 6, where it shuts down",
        "within 15 hexes",
        "Within 10: it waits 4 impulses",
        "REPEL 2 attempts a turn a box, 0.5 energy each",
        "1-3 it does not hit",
        "Yakashuttle Pursues its target at speed 10",
        "unloads 6 Stinky Food Units",
        "moving 2 hexes an impulse threatens size class 1-4",
        "Scientific Investigation Shuttle Treated as a fighter with no weapons: 1 Special "
        "Sensor and 7 labs, speed 16, bolts 3 hexes",
    ):
        assert needed in " ".join(text.split()), needed
    assert "size class 4 or more" in " ".join(_notes(ship, larger_means="numeric").split())
    rutan = _notes(example("rutan-light-cruiser"))
    assert "Rutan Engine Doubling" in rutan and "Blossom" not in rutan and "bolt for 8" not in rutan


def test_illegal_design_prints_not_legal():
    # Issue 21 item 11: one banner, the first error in words with its section, then "and N more".
    design = ssd(plan={"speed": 30})
    page_list = pages(design)
    _, text = pdf_text(page_list)
    banner = " ".join(t.text for t in texts(page_list) if t.ref == "findings")
    assert banner.startswith("NOT LEGAL: SFB-PLAN-OVER: the plan spends 30; the ship has 14")
    assert "(see Energy allocation" in banner and "…" not in banner
    assert "TOTAL 30 of 14 available" in text
    two = ssd(("disruptor", 1), plan={"speed": 30})  # a disruptor without its arc: a second error
    banner = " ".join(t.text for t in texts(pages(two)) if t.ref == "findings")
    assert banner.startswith("NOT LEGAL: SFB-ARC-MISSING: DISR is a weapon") and banner.endswith("and 1 more")


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_a_fleets_ship_name_prints_apart_from_the_class(paper):
    # Issue 21 item 2: the class (the design's name) stays; the fleet's name for the ship prints
    # on a SHIP NAME line of its own (as the Full Thrust form's CLASS and NAME, 001 L296).
    from designer.core.game import SheetEntry

    design = example("rutan-light-cruiser")
    page_list = GAME.sheets.record_pages([SheetEntry(design, evaluate(design), "Thorn of Ruta 2")], paper, {})
    shown = texts(page_list[:1])
    assert [t.text for t in shown if t.ref == "name"] == [
        "Rutan Light Cruiser",
        "SHIP NAME",
        "Thorn of Ruta 2",
    ]
    top = min(t.y for t in shown if t.text == "SHIP NAME")
    assert all(t.y < top for t in shown if t.ref == "ship_class")  # under the class, not over it
    assert "Thorn of Ruta 2  ·  Rutan Light Cruiser" in joined(page_list)  # the footer too
    unnamed = texts(pages(design, paper))
    assert "SHIP NAME" not in [t.text for t in unnamed]


def test_energy_allocation_only_with_a_plan():
    assert "ENERGY ALLOCATION" not in joined(pages(ssd()))


def test_an_ssd_too_large_for_one_page_continues():
    many = [{"system": "excess-damage", "count": 60} for _ in range(14)]
    design = ssd(*many, plan={"speed": 1})
    page_list = pages(design)
    assert len(page_list) >= 2
    drawn = sum(
        1
        for p in page_list
        for g in groups(p.items, "box-group")
        if g.ref.startswith("boxes[") and g.ref not in ("boxes[0]",)
    )
    assert drawn == len(design.boxes) - 1  # every group printed once
    assert f"Sheet {len(page_list)} of {len(page_list)}" in joined(page_list)
    assert "(continued)" in joined(page_list[1:])


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_a_long_name_class_and_empire_shrink_or_wrap_but_are_never_cut(paper):
    # Issue 15 item 17: the Manixo pod ship's title line cut "Computer Empire (Manixo, Ka…".
    manixo = pages(example("manixo-pod-ship"), paper)
    assert "Computer Empire pod ship (example) · Computer Empire (Manixo, Karrona, Surpran)" in " ".join(
        joined(manixo).split()
    )
    long = ssd(
        name="Grand Imperial Dreadnought of the Outer Marches (refitted, Y175)",
        ship_class="Heavy dreadnought of the line, second series, late-war refit with expanded drone racks",
        race="computer-empire",
    )
    page_list = pages(long, paper)
    shown = [t for t in texts(page_list[:1]) if t.ref in ("name", "ship_class")]
    assert "…" not in " ".join(t.text for t in shown) and min(t.size for t in shown) >= 6
    assert "expanded drone racks · Computer Empire (Manixo, Karrona, Surpran)" in " ".join(
        t.text for t in shown if t.ref == "ship_class"
    )
    assert len({t.y for t in shown if t.ref == "ship_class"}) == 2  # wrapped onto two lines


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_blank_is_an_ssd_grid_to_fill_in(paper):
    """Issue 21 item 10: the blank SSD is a form, one page: CLASS, SHIP NAME and RACE to write
    in; a grid of box runs inside the hull, each under a write-in line; six shield tracks to count
    out (#1 front, then clockwise); the Ship Data Table, power, energy allocation, option mounts,
    Shuttlecraft NOTES cell and an ammunition track, empty."""
    from designer.games.sfb.sheet.blank import BLANK_SHIELDS, RUN

    page_list = GAME.sheets.blank_pages(paper, {})
    assert len(page_list) == 1
    page = page_list[0]
    grid = [i for g in groups(page.items, "blank-grid") for i in walk(g.items)]
    boxes = [i for i in grid if isinstance(i, Rect)]
    lines = [i for i in grid if isinstance(i, Line)]
    assert len(boxes) == RUN * len(lines) and len(lines) >= 18  # 3 runs a row, 6 rows or more
    tracks = [len(group_rects(page, f"shield-{n}")) for n in range(1, 7)]
    assert tracks == BLANK_SHIELDS
    text = [t.text for t in texts(page_list)]
    for needed in (
        "CLASS",
        "SHIP NAME",
        "RACE",
        "SHIELD #1",
        "SHIP DATA TABLE",
        "Turn mode (RED)",
        "POWER",
        "ENERGY ALLOCATION (one turn)",
        "OPTION MOUNTS",
        "SHUTTLECRAFT",
        "NOTES",
        "AMMUNITION TRACK",
        "TOTAL ______ of ______ available",
    ):
        assert needed in text, needed
    assert "Hullwright" in text and not any(t.startswith("Hullwright  ·") for t in text)
    assert not any(
        re.search(r"\d", t)
        for t in text
        if t not in ("SHIELD #1", "SHIELD #4") and not re.fullmatch(r"#\d", t) and not t.startswith("Sheet ")
    )
