"""Issue 21 item 10: the BSCS blank sheet is a form to design a ship on by hand, with the real
sheet's parts empty (002 L758-785): rows to write a system on and tics to mark in every
section, the outside columns' tics, data lines, power and weapon rows, a parts track. It
printed "blank → Core" in every section, "no weapons" and "none: no hold carries parts"."""

from __future__ import annotations

import pytest

from designer.sheets.display import Circle, Group, Line, Rect, Text, groups, walk
from tests.games.bscs.helpers import GAME

SECTIONS = ("PORT-FORE", "FORE", "STARBOARD-FORE", "CORE", "PORT-AFT", "AFT", "STARBOARD-AFT")


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_blank_is_a_form_to_fill_in(paper):
    (page,) = GAME.sheets.blank_pages(paper)
    text = " ".join(t.text for t in walk(page.items) if isinstance(t, Text))
    for gone in ("blank → Core", "no weapons", "none: no hold carries parts"):
        assert gone not in text
    for title in SECTIONS:
        assert title in text
    # Every section: rows to write on, each with tics to mark.
    sections = [g for g in walk_groups(page.items) if g.name.startswith("section-")]
    assert len(sections) == 7
    for s in sections:
        (rows,) = groups([s], "write-in-rows")
        lines = [i for i in rows.items if isinstance(i, Line)]
        tics = [i for i in rows.items if isinstance(i, Circle)]
        assert len(lines) >= 5 and len(tics) >= 4 * len(lines), s.name
    # Outside the hull: 50 shield tics, stealth's maximum 20 (L445), streamlining's 2 levels.
    counts = {
        g.name: sum(isinstance(i, Circle) for i in g.items)
        for g in walk_groups(page.items)
        if g.name.startswith("outside-")
    }
    assert counts == {"outside-shields": 50, "outside-stealth": 20, "outside-streamline": 2}
    # The weapon table's header and six rows; the parts track's fifty boxes; lines to write on.
    assert "Weapon Type No. Dmg" in text and "Parts carried ______" in text
    (track,) = groups(page.items, "repair-parts-track")
    assert sum(isinstance(i, Rect) for i in track.items) == 50
    assert "Design ____" in text and "Faction ____" in text and "Shells" in text and "Craft" in text


def walk_groups(items):
    for item in items:
        if isinstance(item, Group):
            yield item
            yield from walk_groups(item.items)


def test_no_figure_of_the_empty_design_is_printed():
    (page,) = GAME.sheets.blank_pages("a4")
    texts = [t.text for t in walk(page.items) if isinstance(t, Text)]
    figures = {t for t in texts if t.strip().replace(".", "").isdigit()}
    # the power track's turn numbers 1-10 only
    assert figures <= {str(n) for n in range(1, 11)}
