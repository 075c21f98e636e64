"""The SFB quick reference (issue 21 item 14): battle packs and Help > Rules reference carry the
supplement's weapon charts, bolting, the blossom and what the supplement adds to energy
allocation, by section name, never seed lines."""

from __future__ import annotations

import re

import pytest

from designer.core.quick_reference import read_reference
from designer.games.sfb.sheet.quick_reference import REFERENCE_FILE
from tests.games.sfb.helpers import EXAMPLES, GAME, example, ssd


def titles(*designs) -> list[str]:
    return [e.title for e in GAME.quick_reference.entries(list(designs))]


def test_the_procedures_the_ships_need():
    rutan, errevin, alp = (
        example(n) for n in ("rutan-light-cruiser", "errevin-torpedo-cruiser", "alp-fireball-destroyer")
    )
    # Blossom for Rutan ships (DTJG1.0, 004 L80-101); bolting for a ship that may bolt: a Rutan ship
    # with Engine Doubling, a ship of size class 4 or smaller (CTJG1.0, L53-55, L66-68).
    assert titles(rutan)[:3] == [
        "Energy Allocation: what the supplement adds, in order",
        "Bolting (CTJG1.0)",
        "Rutan Blossom (DTJG1.0)",
    ]
    assert "Bolting (CTJG1.0)" in titles(alp) and "Rutan Blossom (DTJG1.0)" not in titles(alp)
    assert titles(errevin)[0] == "Energy Allocation: what the supplement adds, in order"
    assert "Bolting (CTJG1.0)" not in titles(errevin)  # size class 3, not nimble
    blossom = next(e for e in GAME.quick_reference.entries([rutan]) if e.title.startswith("Rutan Blossom"))
    assert any("no bolt for 8 impulses" in line for line in blossom.lines)  # L97


def test_the_supplements_charts_for_the_weapons_carried():
    entries = {e.title: e for e in GAME.quick_reference.entries([example("errevin-torpedo-cruiser")])}
    # AMT table (004 L156-159): 0-3 hit 1-5 damage 8 ... 41+ miss 0; Particle Beam (L281-283).
    amt = entries["ANTIMATTER TORPEDO TABLE"].lines
    assert amt[0] == "0-3: HIT 1-5, DAMAGE 8" and amt[6] == "41+: HIT MISS, DAMAGE 0"
    assert entries["ERREVIN PARTICLE BEAM TABLE"].lines[:2] == ("1-4: DAMAGE 7", "5-7: DAMAGE 6")
    early = entries["EARLY ANTIMATTER TORPEDO TABLE"].lines
    assert "Range 10: read the 7-10 column." in early  # the overlap at L179, our reading
    # A fleet of two ships lists each chart and note once.
    two = titles(example("errevin-torpedo-cruiser"), example("errevin-torpedo-cruiser"))
    assert len(two) == len(set(two))


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_no_line_numbers_and_every_example_has_a_reference(path):
    from designer.core.design_file import load_design

    entries = GAME.quick_reference.entries([load_design(path).design])
    assert len(entries) >= 2
    for e in entries:
        for text in (e.title, e.source, *e.lines):
            assert not re.search(r"\bL\d{2,}|digest|§", text), text


def test_help_and_the_battle_pack_print_it():
    from designer.sheets.display import Text, walk
    from designer.sheets.quick_reference import quick_reference_pages

    pages = quick_reference_pages(GAME.quick_reference.entries([example("joshada-refit")]), "Joshada")
    text = " ".join(i.text for p in pages for i in walk(p.items) if isinstance(i, Text))
    assert "HOLO-LASER TABLE" in text and "Energy Allocation: what the supplement adds, in order" in text
    reference = read_reference(GAME.data.folder / REFERENCE_FILE)
    assert set(reference.entries) == {"energy-allocation", "bolting", "blossom"}
    assert GAME.quick_reference.entries([ssd()])[0].title.startswith("Energy Allocation")
