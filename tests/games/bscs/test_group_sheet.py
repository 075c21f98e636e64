"""The assault craft group sheet (issue 16 item 15; 002 L484-489, L495-504): usually 10 units a
group, two lines a unit (Ammo & Info, Systems), the shield value in parentheses opening the
Systems line, component tics, weapon statistics and sensors, the formation hit chart; a
carrier's export prints its groups' sheets after its own."""

from __future__ import annotations

import io

from pypdf import PdfReader

from designer.cli import main
from designer.core.design_file import load_design
from designer.sheets.display import Circle, Rect, Sheet, Text, groups, walk
from designer.sheets.pdf import render_pdf
from tests.evaluating import evaluated
from tests.games.bscs.craft_helpers import craft, evaluate
from tests.games.bscs.helpers import GAME

CARRIER = GAME.standard_design("escort-carrier").path


def _texts(page) -> list[str]:
    return [i.text for i in walk(page.items) if isinstance(i, Text)]


def test_a_craft_prints_as_one_group_of_ten_units():
    fighter = craft()
    pages = GAME.sheets.record_pages([(fighter, evaluate(fighter))])
    assert len(pages) == 1
    page = pages[0]
    units = list(groups(page.items, "craft-unit"))
    assert len(units) == 10  # "There are usually 10 units to a group" (L484)
    texts = _texts(page)
    assert "ASSAULT CRAFT GROUP" in " ".join(texts)
    for unit in units:  # two lines a unit (L486), the shield value in parentheses first (L487)
        unit_texts = [i.text for i in walk(unit.items) if isinstance(i, Text)]
        assert "Ammo & Info" in unit_texts and "Systems" in unit_texts and "(1)" in unit_texts
        # a tic a component: hull, 2 drives, sensor, beam, inertial storage (L487)
        assert (
            sum(
                isinstance(i, (Circle, Rect)) and i.ref.startswith(("systems", "hull"))
                for i in walk(unit.items)
            )
            == 6
        )
    # weapon statistics and sensors (L489): D2, 2 power a shot, 50 shots of 100 energy (L520)
    assert {"Beam", "2", "50"} <= set(texts) and "1 fair d6 (roll 1d6)" in texts
    # the formation hit chart (L501-502)
    for needed in ("Close", "1d10", "Parade", "1d8", "Standard", "1d6", "Open", "1d4", "Dispersed", "1d6−2"):
        assert needed in texts, needed


def test_armor_and_units_past_the_group_size():
    armored = craft(systems=craft().model_dump(by_alias=True)["systems"] + [{"type": "armor"}])
    page = GAME.sheets.record_pages([(armored, evaluate(armored))], options={"craft_per_group": 4})[0]
    units = list(groups(page.items, "craft-unit"))
    assert len(units) == 4
    squares = [i for i in walk(units[0].items) if isinstance(i, Rect) and i.ref == "systems[6]"]
    assert len(squares) == 1  # armor prints as a square, first on the line


def test_a_carriers_export_prints_its_groups_after_its_own(tmp_path):
    carrier = load_design(CARRIER).design
    from designer.core.context import EvaluationContext

    ev = evaluated(GAME, carrier, EvaluationContext(folder=CARRIER.parent))
    pages = GAME.sheets.record_pages([(carrier, ev)])
    assert [p.label.split(":")[0] for p in pages] == [
        "BSCS Damage Allocation Diagram 1/3",
        "BSCS assault craft group 2/3",
        "BSCS assault craft group 3/3",
    ]
    assert "Group 1 of 1, 10 units, carried by Escort Carrier, Fighter bay" in _texts(pages[1])
    assert "Group 1 of 1, 4 units, carried by Escort Carrier, VGF bay" in _texts(pages[2])
    small = GAME.sheets.record_pages([(carrier, ev)], options={"craft_per_group": 4})
    assert len(small) == 1 + 3 + 1  # 10 fighters in groups of 4, 4, 2; 4 VGFs in one
    assert "Group 3 of 3, 2 units, carried by Escort Carrier, Fighter bay" in _texts(small[3])
    assert len(GAME.sheets.record_pages([(carrier, ev)], options={"craft_groups": False})) == 1
    out = tmp_path / "carrier.pdf"
    assert main(["export", str(CARRIER), "-o", str(out)]) == 0
    reader = PdfReader(str(out))
    assert len(reader.pages) == 3 and "ASSAULT CRAFT GROUP" in reader.pages[1].extract_text()


def test_the_group_sheet_renders_to_pdf():
    fighter = craft()
    pages = GAME.sheets.record_pages([(fighter, evaluate(fighter))])
    reader = PdfReader(io.BytesIO(render_pdf(Sheet(tuple(pages), title="Group"))))
    text = reader.pages[0].extract_text()
    assert "Ammo & Info" in text and "FIRE AT THE GROUP" in text and "Fighter" in text
