"""Issue 15's items for the Damage Allocation Diagram: every region on both papers (item 3),
no text under 6 pt or seed line numbers (9, 16), wrapping before cutting (17), and what the
sheet must say truthfully (18): tic counts, shields grouped and counted, missile arcs, shell
holds, the repair parts the holds carry, the craft in the hangars."""

from __future__ import annotations

import pytest

from designer.core.design_file import load_design
from designer.games.bscs.sheet.tables import DAMAGE_ORDER, weapon_rows
from designer.sheets.display import Circle, Rect, Text, groups, walk
from tests.games.bscs.helpers import GAME, evaluate, with_systems
from tests.sheets.test_every_sheet import cut_short, off_the_page, too_small, with_line_refs

REGIONS = ("SHIP DATA", "POWER BUDGET", "REPAIR PARTS", "WEAPONS", "NOTES / DAMAGE CONTROL")
SHIPS = ("escort-carrier", "monitor", "pulse-corvette", "tc1-frigate", "tc2-jump-carrier")


def _standard(name: str):
    return load_design(GAME.standard_design(name).path).design


def _pages(d, paper="a4", **options):
    return GAME.sheets.record_pages([(d, evaluate(d, **options))], paper, {"craft_groups": False})


def _texts(pages) -> list[Text]:
    return [t for p in pages for t in walk(p.items) if isinstance(t, Text)]


def _words(pages) -> str:
    return " ".join(t.text for t in _texts(pages))


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("name", SHIPS)
def test_every_region_of_every_ship_prints(name, paper):
    # Issue 15 item 3: on Letter the Bastion Monitor's page once lost its notes. Now the
    # diagram gives up height or the rest flows on; every region's heading and text is there.
    d = _standard(name)
    pages = _pages(d, paper)
    text = _words(pages)
    for heading in REGIONS:
        assert heading in text, heading
    assert " ".join(DAMAGE_ORDER.split()) in " ".join(text.split())
    rows, _ = weapon_rows(d, evaluate(d).detail)
    for row in rows[1:]:
        assert row[0] in text
    assert off_the_page(pages) == []


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_bastion_monitor_fits_one_page_on_either_paper(paper):
    assert len(_pages(_standard("monitor"), paper)) == 1


def test_one_tic_is_one_tic():
    d = GAME.empty_design("Cutter")
    captions = {t.text for t in _texts(_pages(d)) if t.text.endswith(("tic", "tics"))}
    assert "1 tic" in captions and "1 tics" not in captions


def test_shields_print_their_count_and_group_by_five():
    page = _pages(_standard("tc2-jump-carrier"))[0]
    column = next(groups(page.items, "outside-shields"))
    assert [t.text for t in walk(column.items) if isinstance(t, Text)] == ["SHIELDS", "50"]
    tics = [c for c in walk(column.items) if isinstance(c, Circle)]
    columns = sorted({round(c.cx, 2) for c in tics})
    assert len(tics) == 50 and len(columns) == 2
    for x in columns:  # the columns as even as whole groups go, a wider gap after every fifth
        ys = [c.cy for c in tics if round(c.cx, 2) == x]
        assert len(ys) == 25
        steps = [round(b - a, 2) for a, b in zip(ys, ys[1:])]
        assert all(steps[k] > steps[0] for k in range(4, len(steps), 5))
        assert len(set(s for k, s in enumerate(steps) if k % 5 != 4)) == 1


def test_a_missiles_arcs_are_those_of_the_sections_it_sits_in():
    # Issue 23 item 13: weapons sit in the hit location of the arc they fire into (002 L762) and
    # missiles are placed one by one (L234), so a missile's Arcs column gives the arcs of its
    # sections (its seeker looking forward, L233, is the missile's own, D13). TC-2 printed
    # "Arcs F" beside "Sections SF×2, SA×2, A×2, PA×2, PF×2".
    d = _standard("tc2-jump-carrier")
    rows, _ = weapon_rows(d, evaluate(d).detail)
    missile = next(r for r in rows if r[1].startswith("missile"))
    assert missile[9] == "SF, SA, A, PA, PF" and missile[11] == "SF×2, SA×2, A×2, PA×2, PF×2"
    placed = with_systems({"type": "missile", "damage": 50, "section": "SA"}, size=None, hull=9)
    rows, _ = weapon_rows(placed, evaluate(placed).detail)
    assert rows[-1][9] == "SA" and rows[-1][11] == "SA"
    # The placement check says the same: any arc section, never the Core (L766).
    assert "BSCS-DAD-ARC" not in {f.code for f in evaluate(placed).findings}
    core = with_systems({"type": "missile", "damage": 50, "section": "Core"}, size=None, hull=9)
    assert "BSCS-DAD-CORE" in {f.code for f in evaluate(core).errors}


MISSILES = with_systems(
    {"type": "missile", "label": "Dart", "damage": 50},
    {"type": "missile", "label": "Nuke", "warhead": "nuclear", "yield": 1},
    {"type": "missile", "label": "Hellfire", "warhead": "antimatter", "yield": 2},
    size=None,
    hull=9,
)


def test_missiles_print_their_damage_as_a_number_and_what_a_hit_aboard_does():
    # Issue 23 item 13: 1 kt is 510 damage, 1 Mt 510,000 (002 L351-352), printed as numbers as
    # the cannon rows are; an explosive missile hit aboard goes off on a 1 on 1d6 and an
    # antimatter one always, its damage to the carrier (L235, L237); a nuclear one is only
    # destroyed (L236). The diagram says so under the missile's rows, red where it can go off.
    ev = evaluate(MISSILES)
    rows, _ = weapon_rows(MISSILES, ev.detail)
    assert [(r[0], r[1], r[3]) for r in rows[-3:]] == [
        ("Dart", "missile HE", "50"),
        ("Nuke", "missile nuclear", "510"),
        ("Hellfire", "missile AM", "1020000"),
    ]
    notes = {}
    for t in _texts(_pages(MISSILES)):
        if t.text.startswith("hit:") or t.text.startswith("damage"):
            notes.setdefault(t.ref, []).append((t.text, t.color))
    paths = {s.label: f"systems[{i}]" for i, s in enumerate(MISSILES.systems) if s.type == "missile"}
    said = {label: " ".join(" ".join(x for x, _ in notes[p]).split()) for label, p in paths.items()}
    assert said["Dart"].startswith("hit: 1 on d6 explodes, 50 damage here")
    assert said["Hellfire"].startswith("hit: explodes, 1020000 damage here")
    assert said["Nuke"] == "hit: destroyed, no blast"
    assert {c for _, c in notes[paths["Dart"]]} == {"#b00000"}
    assert {c for _, c in notes[paths["Nuke"]]} == {"#555555"}


def test_shell_holds_say_which_shells_they_carry_and_what_a_hit_does():
    text = " ".join(_words(_pages(_standard("monitor"))).split())
    assert "Nuclear shells (PA): 6 × 1 kt nuclear for Mass driver (F), inert when hit" in text
    assert "8 × plain (5 damage) for Side driver (SF/SA), Side driver (PF/PA)" in text
    am = with_systems(
        {
            "type": "cannon",
            "label": "Lance",
            "damage": 5,
            "warhead": "antimatter",
            "yield": 1,
            "shells": 2,
            "arcs": ["F"],
        },
        {"type": "hold", "contents": "shells", "label": "Magazine", "section": "A"},
        size=None,
        hull=9,
    )
    page = _pages(am)[0]
    aft = next(groups(page.items, "section-A"))
    note = next(t for t in walk(aft.items) if isinstance(t, Text) and "explode" in t.text)
    assert note.text == "AM shells: explode if hit" and note.color == "#b00000"
    assert "Magazine (A): 2 × 1 Mt antimatter for Lance (F), explode when hit" in _words([page])


@pytest.mark.parametrize("holds, boxes", [(0, 0), (1, 10), (10, 100), (25, 25)])
def test_the_repair_parts_track_is_what_the_holds_carry(holds, boxes):
    # 100 parts a hold (002 L395); a box is 10 parts, or 100 past a hundred boxes.
    extra = [{"type": "hold", "count": holds, "contents": "parts"}] if holds else []
    page = _pages(with_systems(*extra, size=None, hull=9))[0]
    track = list(groups(page.items, "repair-parts-track"))
    drawn = sum(1 for g in track for i in walk(g.items) if isinstance(i, Rect))
    assert drawn == boxes
    if not holds:
        assert "none: no hold carries parts" in _words([page])
    else:
        per_box = 10 if holds <= 10 else 100
        assert f"{holds * 100} (100 a hold); a repair point uses one; a box is {per_box} parts" in " ".join(
            _words([page]).split()
        )


def test_hangars_show_the_craft_they_carry():
    carrier = _pages(_standard("escort-carrier"))[0]
    fore = next(groups(carrier.items, "section-F"))
    assert "10 × Fighter (TC-12)" in [t.text for t in walk(fore.items) if isinstance(t, Text)]
    assert "Fighter bay: 10 × Fighter (TC-12); VGF bay: 4 × Lynx (VGF)" in _words([carrier])
    tc2 = _words(_pages(_standard("tc2-jump-carrier")))
    assert "Hangar: 2 craft of size 10" in tc2 and "2 craft of size 10" in tc2


def test_two_jump_engines_print_what_the_evaluation_says():
    d = with_systems({"type": "jump", "count": 2}, size=None, hull=9)
    assert "2 engines, 200 power a jump" in _words(_pages(d))
    assert "2 engines, 100 power a jump" in _words(_pages(d, jump_power="per-jump"))
    assert "1 engine, 100 power a jump" in _words(_pages(_standard("tc2-jump-carrier")))


LONG = with_systems(
    {
        "type": "beam",
        "label": "Omnidirectional point-defence beam battery",
        "damage": 2,
        "arcs": ["F", "SF", "SA", "A", "PA", "PF"],
    },
    {
        "type": "missile",
        "warhead": "nuclear",
        "yield": 1,
        "sensors": 2,
        "sensor_level": "excellent",
        "label": "Long-range nuclear strike missile",
    },
    {"type": "boarding", "unit": "marines", "count": 3},
    {"type": "boarding", "unit": "commandos", "count": 2},
    {"type": "boarding", "unit": "heavy-weapons"},
    {"type": "boarding", "unit": "powered-armor", "count": 2},
    size=None,
    hull=9,
    ship_class="Long-winded class of experimental heavy escort frigates",
    faction="The Outer Rim Cooperative Defence Directorate",
)


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_long_text_wraps_and_nothing_is_small_cut_or_cited(paper):
    # Issue 15 items 9, 16, 17: labels, arcs, missile types and boarding units wrap before
    # anything is cut; nothing under 6 pt; no seed line numbers.
    pages = _pages(LONG, paper)
    assert cut_short(pages) == [] and too_small(pages) == [] and with_line_refs(pages) == []
    text = " ".join(_words(pages).split())
    assert "360°" in text and "Omnidirectional point-defence beam battery" in text
    assert "boarding 3 marines, 2 commandos, 1 heavy weapons, 2 powered armor" in text
    assert "Long-range nuclear strike missile" in text and "missile nuclear" in text
