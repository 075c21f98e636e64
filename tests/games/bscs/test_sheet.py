"""The Damage Allocation Diagram sheet: what it prints, checked on the display list and in the
PDF text (pypdf), for the standard designs, an illegal design and the Campaign Universe off."""

from __future__ import annotations

import io

import pytest
from pypdf import PdfReader

from designer.games.samples import sample_design
from designer.core.context import EvaluationContext
from designer.core.design_file import load_design
from designer.sheets.display import Circle, Rect, Sheet, Text, groups, walk
from designer.sheets.pdf import render_pdf
from tests.evaluating import evaluated
from tests.games.bscs.helpers import GAME, design, varied


def _pages(d, paper="a4", **options):
    return GAME.sheets.record_pages([(d, evaluated(GAME, d, EvaluationContext(overrides=options)))], paper)


def _text(pages) -> str:
    return " ".join(i.text for p in pages for i in walk(p.items) if isinstance(i, Text))


def _pdf_text(pages) -> tuple[PdfReader, str]:
    reader = PdfReader(io.BytesIO(render_pdf(Sheet(tuple(pages), title="BSCS"))))
    return reader, " ".join(page.extract_text() for page in reader.pages)


def test_tc1_sheet_has_every_tic_in_its_section():
    page = _pages(design())[0]
    sections = {
        g.name.removeprefix("section-"): g for g in groups(page.items) if g.name.startswith("section-")
    }
    assert set(sections) == {"F", "SF", "SA", "A", "PA", "PF", "Core"}
    tics = {name: sum(1 for i in walk(g.items) if isinstance(i, Circle)) for name, g in sections.items()}
    assert sum(tics.values()) == 57  # digest TC-1 sample layout: 57 tics inside the diagram
    reactor = [i for i in walk(sections["Core"].items) if isinstance(i, Circle) and i.ref == "systems[4]"]
    assert len(reactor) == 10  # reactors in the Core (002 L765)
    shields = next(g for g in groups(page.items) if g.name == "outside-shields")
    assert sum(1 for i in walk(shields.items) if isinstance(i, Circle)) == 30  # 1 tic a point (L774)


def test_armor_prints_as_squares_in_its_section():
    page = _pages(load_design(GAME.standard_design("tc2-jump-carrier").path).design)[0]
    fore = next(g for g in groups(page.items) if g.name == "section-F")
    assert [i for i in walk(fore.items) if isinstance(i, Rect) and i.ref == "systems[7]"]


@pytest.mark.parametrize("paper,size", [("a4", (595.28, 841.89)), ("letter", (612, 792))])
def test_pdf_text_and_page_size(paper, size):
    pages = _pages(design(name="Frigate TC-1"), paper)
    reader, text = _pdf_text(pages)
    assert len(reader.pages) == 1
    box = reader.pages[0].mediabox
    assert (float(box.width), float(box.height)) == pytest.approx(size, abs=0.01)
    for needed in (
        "DAMAGE ALLOCATION DIAGRAM",
        "Frigate TC-1",
        "FORE",
        "STARBOARD-FORE",
        "CORE",
        "PORT-AFT",
        "SHIELDS",
        "SHIP DATA",
        "POWER BUDGET",
        "WEAPONS",
        "178",
        "10 reactors × 12 = 120",
        "3 standard d8",
        "complement 38",
        "Reactor ×10",
    ):
        assert needed in text, needed
    assert "NOT LEGAL" not in text and "Campaign Universe limits OFF" not in text


def test_weapon_table_rows():
    from designer.games.bscs.sheet.tables import weapon_rows

    d = design()
    rows, refs = weapon_rows(d, evaluated(GAME, d).detail)
    assert rows[1][:4] == ["Beam", "beam", "3", "10"] and rows[1][9] == "F" and rows[1][10] == "10"
    assert rows[2][9] == "F/SF" and rows[2][10] == "5"  # 120° beam B, 5 power a shot (L182)
    assert refs[1:] == ["systems[1]", "systems[2]"]


def test_illegal_design_prints_marked_not_legal():
    _, text = _pdf_text(_pages(varied(4, section="A")))
    assert "NOT LEGAL" in text and "BSCS-DAD-REACTOR" in text


def test_campaign_universe_off_is_printed():
    d = varied(1, focus=12)
    _, text = _pdf_text(_pages(d, campaign_universe=False))
    assert "Campaign Universe limits OFF" in text and "NOT LEGAL" not in text


def test_a_huge_ship_prints_every_tic_over_as_many_pages_as_it_takes():
    # Issue 15 item 3: rows a section cannot hold even at the smallest tic continue on the
    # ship's next page; every tic of every section is printed somewhere, none is left off.
    big = design(
        {
            "game": "bscs",
            "name": "Station",
            "hull": 70,
            "systems": [
                {"type": "hold", "count": 1200},
                {"type": "reactor", "count": 40},
                {"type": "shield", "count": 60},
            ],
        }
    )
    small = design()
    ev = evaluated(GAME, big)
    pages = GAME.sheets.record_pages([(big, ev), (small, evaluated(GAME, small))])
    assert [p.label.split(": ")[1] for p in pages] == ["Station", "Station", "Frigate"]
    assert "Station (continued)" in _text(pages[1:2]) and "Sheet 2 of 3" in _text(pages[1:2])
    for section in ("F", "SF", "SA", "A", "PA", "PF", "Core"):
        drawn = sum(
            1
            for p in pages[:2]
            for g in groups(p.items)
            if g.name in (f"section-{section}", f"section-{section}-continued")
            for i in walk(g.items)
            if isinstance(i, (Circle, Rect)) and i.ref != f"section:{section}"
        )
        assert drawn == ev.detail.placement.tics(section), section
    reader, text = _pdf_text(pages)
    assert len(reader.pages) == 3 and "FORE, CONTINUED" in text


def test_hull_line_says_where_the_hull_is():
    # all seven locations with 7 hull; with 5, which sections have none (002 L763)
    _, seven = _pdf_text(_pages(design()))
    assert "spread over all 7 sections" in seven
    _, five = _pdf_text(_pages(design(hull=5, size=98)))
    assert "5 (minimum 5), none in Starboard-Aft, Port-Fore" in five and "all 7 sections" not in five


def test_jump_power_printed_is_the_ships():
    # two jump engines need 100 power each (002 L459): the sheet says 200, or 100 per jump (L608)
    d = design(
        size=None,
        hull=8,
        systems=design().model_dump(by_alias=True)["systems"] + [{"type": "jump", "count": 2}],
    )
    _, text = _pdf_text(_pages(d))
    assert "2 engines, 200 power a jump" in text
    _, text = _pdf_text(_pages(d, jump_power="per-jump"))
    assert "2 engines, 100 power a jump" in text


def test_an_edit_of_the_hull_reuses_every_other_section_and_the_weapon_table():
    # The caller's memo hands back the blocks an edit leaves alone: one more hull goes to one
    # section (002 L763), the six others and the weapon table are the same objects.
    from designer.core.memo import Memo

    memo, ctx, d = Memo(), EvaluationContext(), sample_design(GAME, 60)
    first = GAME.sheets.record_pages([(d, evaluated(GAME, d, ctx))], "a4", {}, memo)[0]
    more = d.model_copy(update={"hull": d.hull + 1})
    second = GAME.sheets.record_pages([(more, evaluated(GAME, more, ctx))], "a4", {}, memo)[0]
    old = {g.name: g for g in groups(first.items) if g.name.startswith("section-")}
    new = {g.name: g for g in groups(second.items) if g.name.startswith("section-")}
    assert sum(new[k] is not old[k] for k in old) == 1
    beam = next(i for i, s in enumerate(d.systems) if s.type == "beam")
    weapons = [i for i in first.items if isinstance(i, Text) and i.ref == f"systems[{beam}]"]
    assert weapons and all(any(j is i for j in second.items) for i in weapons)


def test_many_consumers_are_summed_so_the_power_budget_stays_beside_the_ship_data():
    d = sample_design(GAME, 200)
    ev = evaluated(GAME, d)
    page = GAME.sheets.record_pages([(d, ev)])[0]
    texts = [i for i in walk(page.items) if isinstance(i, Text)]
    more = next(t for t in texts if "more consumers" in t.text)
    shown = sum(
        1
        for t in texts
        if t.ref.startswith("systems[") and t.anchor == "end" and t.y < more.y and t.x > page.width / 2
    )
    assert f"… {len(ev.detail.power_draws) - shown} more consumers" == more.text
    produced = next(t for t in texts if t.text.startswith("Produced:"))
    weapons = next(t for t in texts if t.text == "WEAPONS")
    assert produced.y < weapons.y  # the budget and the data above the weapon table


def _tics(group) -> int:
    return sum(
        1
        for i in walk(group.items)
        if isinstance(i, (Circle, Rect)) and (i.ref == "hull" or i.ref.startswith("systems["))
    )


def test_a_section_too_full_for_the_smallest_tic_says_where_the_rest_is():
    # The rows that do not fit continue on a later page under "FORE, CONTINUED"; the note at
    # the foot of the section says how many tics and rows, under every row drawn there.
    d = sample_design(GAME, 200)
    ev = evaluated(GAME, d)
    pages = GAME.sheets.record_pages([(d, ev)])
    fore = next(g for g in groups(pages[0].items) if g.name == "section-F")
    left = [g for p in pages[1:] for g in groups(p.items) if g.name == "section-F-continued"]
    assert left and _tics(fore) + sum(map(_tics, left)) == ev.detail.placement.tics("F")
    rest = [r for g in left for r in groups(g.items, "tic-row")]
    texts = [t for t in walk(fore.items) if isinstance(t, Text)]
    note = next(k for k, t in enumerate(texts) if "more rows" in t.text)
    assert f"{sum(map(_tics, left))} tics in {len(rest)} more rows: see FORE, CONTINUED" == " ".join(
        t.text for t in texts[note:]
    )
    assert all(t.y < texts[note].y for t in texts[:note] if t.ref)
