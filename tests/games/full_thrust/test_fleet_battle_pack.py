"""The battle pack of a Full Thrust fleet: roster, record sheets, quick reference (read as text)."""

import io

from pypdf import PdfReader

from designer.cli import main
from designer.core.fleet import fleet_from_file
from designer.core.paths import CATALOGS
from designer.sheets.battle_pack import battle_pack

FLEETS = CATALOGS / "full-thrust" / "fleets"


def pdf_pages(path) -> list[str]:
    reader = PdfReader(io.BytesIO(path.read_bytes()))
    return [" ".join((page.extract_text() or "").split()) for page in reader.pages]


def export(tmp_path, *files, paper="a4"):
    out = tmp_path / "pack.pdf"
    assert main(["export", *map(str, files), "-o", str(out), "--paper", paper]) == 0
    return out


def test_convoy_battle_pack(tmp_path):
    out = export(tmp_path, FLEETS / "convoy-990-eurasian.yaml")
    pages = pdf_pages(out)
    roster, sheets, reference = pages[0], pages[1:-1], pages[-1]
    # Roster: every ship with count and points, the total (seed 001 L911-915: 3x306+195+2x92)
    assert "Convoy 990: Eurasian convoy and escort" in roster
    for words in (
        "Heavy Freighter 3 306 918",
        "Escort Cruiser 1 195 195",
        "Destroyer 2 92 184",
        "Total 1,297 points",
        "LEGAL",
    ):
        assert words in roster, (words, roster)
    # No ship has a name of its own: no Ship column repeating the Class column (issue 15)
    assert "Class Count" in roster and "Ship Class" not in roster
    assert "NOT LEGAL" not in roster
    # One record sheet box per ship: 6 ships, each class name printed once per ship
    sheet_text = " ".join(sheets)
    assert sheet_text.count("Heavy Freighter") >= 3 and sheet_text.count("Escort Cruiser") >= 1
    assert sheet_text.count("Destroyer") >= 2
    # Quick reference: only the systems present (screens, B and C beams, ADAF, PDAF; no torpedo)
    assert reference.startswith("Quick reference: Convoy 990")
    for title in (
        "Class 'B' Beam Battery",
        "Class 'C' Beam Battery",
        "Screens",
        "Area Defence (ADAF)",
        "Point Defence (PDAF)",
        "Fire Control",
    ):
        assert title in reference, title
    for absent in (
        "Class 'A' Beam Battery",
        "Pulse Torpedo Tube",
        "Spinal-Mount Nova Cannon",
        "Fighter Group",
        "Dummy bogey",
    ):
        assert absent not in reference, absent


def test_quick_reference_follows_the_fleet(tmp_path):
    reference = pdf_pages(export(tmp_path, FLEETS / "convoy-990-anglian.yaml"))[-1]
    # The Missile Destroyers carry a pulse torpedo (seed 001 L919); the Heavy Cruiser an 'A'
    assert "Pulse Torpedo Tube" in reference and "Class 'A' Beam Battery" in reference
    assert 'To hit: 0-6" 3+, 6-12" 4+, 12-18" 5+, 18-24" 6.' in reference  # seed 001 L472-476
    assert "Fighter Group" not in reference


def test_both_sides_in_one_pack_and_letter_paper(tmp_path):
    out = export(
        tmp_path, FLEETS / "con-am-12-anglian.yaml", FLEETS / "con-am-12-eurasian.yaml", paper="letter"
    )
    reader = PdfReader(io.BytesIO(out.read_bytes()))
    assert {(round(float(p.mediabox.width)), round(float(p.mediabox.height))) for p in reader.pages} == {
        (612, 792)
    }
    text = " ".join(pdf_pages(out))
    assert "Total 921 points" in text and "Total 707 points" in text  # seed 001 L939-943
    assert "Mining Station Con-Am 12" in text and "Battledreadnought" in text


def test_over_budget_pack_prints_not_legal_and_the_overage(tmp_path):
    fleet = tmp_path / "raid.yaml"
    fleet.write_text(
        "hullwright: 1\ngame: full-thrust\nfleet: Raid\nbudget: 300\ndummies: 3\nships:\n"
        "  - {design: 'catalog:destroyer', count: 2, name: Lucky}\n"
        "  - {design: 'catalog:frigate'}\n"
    )
    pages = pdf_pages(export(tmp_path, fleet))
    roster = pages[0]
    # 2 x 92 + 65 + 3 dummies x 20 = 309 of 300
    assert "NOT LEGAL" in roster and "Total 309 points - budget 300, 9 OVER" in roster
    assert "FLEET-OVER-BUDGET" in roster and "Dummy bogey (not a ship) 3 20 60" in roster
    sheets = " ".join(pages[1:-1])
    assert "Lucky 1" in sheets and "Lucky 2" in sheets  # a named entry's ships told apart
    assert "Dummy bogey (drone)" in pages[-1]


def test_long_roster_flows_onto_more_pages():
    result = fleet_from_file(FLEETS / "nac-lafayette-sector.yaml")
    many = result.entries * 4  # 76 rows: more than one page holds
    from dataclasses import replace

    sheet = battle_pack([replace(result, entries=many)], "a4")
    rosters = [p for p in sheet.pages if p.label.startswith("Roster")]
    assert len(rosters) == 2 and rosters[0].label == "Roster 1/2"


def test_a_design_among_fleets_is_refused(tmp_path, capsys):
    out = tmp_path / "x.pdf"
    code = main(
        [
            "export",
            str(FLEETS / "convoy-990-anglian.yaml"),
            str(CATALOGS / "full-thrust" / "designs" / "frigate.yaml"),
            "-o",
            str(out),
        ]
    )
    assert code == 1 and "is a design, not a fleet" in capsys.readouterr().err
    assert not out.exists()


def test_unreadable_design_in_a_fleet_exits_2(tmp_path, capsys):
    fleet = tmp_path / "f.yaml"
    fleet.write_text("hullwright: 1\ngame: full-thrust\nfleet: F\nships:\n  - {design: gone.yaml}\n")
    assert main(["export", str(fleet), "-o", str(tmp_path / "x.pdf")]) == 2
    assert capsys.readouterr().err.startswith(f"{fleet}:5:")


def test_a_fleet_too_large_to_print_is_refused(tmp_path, capsys):
    fleet = tmp_path / "horde.yaml"
    fleet.write_text(
        "hullwright: 1\ngame: full-thrust\nfleet: Horde\nships:\n"
        "  - {design: 'catalog:courier', count: 10000}\n"
    )
    out = tmp_path / "x.pdf"
    assert main(["export", str(fleet), "-o", str(out)]) == 1
    assert "10,000 record sheets; one export prints at most 2,000" in capsys.readouterr().err
    assert not out.exists()


def test_the_roster_wraps_long_names_and_prints_sections_without_line_numbers(tmp_path):
    """Issue 15 items 9 and 17: the Class column no longer repeats (and cuts) the Ship column,
    names wrap, and the fleet's source and findings print section names only."""
    (tmp_path / "aft.yaml").write_text(
        "hullwright: 1\ngame: full-thrust\nname: Outer Rim Picket Destroyer (refitted, aft beam)\n"
        "hull: {mass: 14, type: warship}\nthrust: 6\n"
        "systems:\n  - {type: beam, class: B, arcs: [A], count: 1}\n"
    )
    (tmp_path / "fleet.yaml").write_text(
        'hullwright: 1\ngame: full-thrust\nfleet: Picket\nbudget: 500\nsource: "Pickets, 001 L899-919"\n'
        "ships:\n  - {design: aft.yaml, count: 1, name: Her Majesty's Starship Indefatigable Two}\n"
        '  - {design: "catalog:system-defence-ship-screened", count: 2}\n'
    )
    roster = pdf_pages(export(tmp_path, tmp_path / "fleet.yaml"))[0]
    assert "Picket Full Thrust fleet roster - 3 ships - Pickets" in roster
    assert "Ship Class Count" in roster  # one ship has a name of its own: the Ship column prints
    for words in (
        "Her Majesty's Starship Indefatigable",
        "Two",
        "Outer Rim Picket Destroyer",
        "(refitted, aft beam)",
        "System Defence Ship (screened)",
    ):
        assert words in roster, words
    assert "…" not in roster and "L899" not in roster and "L186" not in roster
    assert "(see Fire Arcs)" in roster
