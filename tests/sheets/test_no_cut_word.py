"""Issue 21 item 10: nothing on any sheet ends in a cut word. Every game's record sheets for
every bundled design, and each game's blank form, on A4 and Letter: no line of text ends with
the ellipsis that :func:`designer.sheets.text.fit_text` puts where it cuts (Full Thrust's blank
printed "Hatched: not a box (no Dama…" in its key)."""

from __future__ import annotations

import pytest

from designer.core.design_file import load_design
from designer.core.registry import games
from designer.sheets.display import Page, Text, walk
from designer.sheets.fonts import ELLIPSIS
from tests.evaluating import evaluated

PAPERS = ("a4", "letter")
# Games whose sheets another branch is reworking, with what they cut today (none: Star Blazers
# and SFB printed no cut word when this test was written; a mark here needs its game named).
KNOWN: dict[str, str] = {}


def cut_words(pages: list[Page]) -> list[str]:
    return sorted(
        {
            t.text
            for p in pages
            for t in walk(p.items)
            if isinstance(t, Text) and t.text.rstrip().endswith(ELLIPSIS)
        }
    )


def cases() -> list:
    out = []
    for game_id in sorted(games()):
        marks = [pytest.mark.xfail(strict=True, reason=KNOWN[game_id])] if game_id in KNOWN else []
        out += [pytest.param(game_id, paper, marks=marks, id=f"{game_id}-{paper}") for paper in PAPERS]
    return out


@pytest.mark.parametrize("game_id, paper", cases())
def test_no_sheet_ends_in_a_cut_word(game_id, paper):
    game = games()[game_id]
    found = {"blank": cut_words(game.sheets.blank_pages(paper))}
    for path in sorted((game.data.folder / "designs").glob("*.yaml")):
        design = load_design(path).design
        found[path.stem] = cut_words(game.sheets.record_pages([(design, evaluated(game, design))], paper))
    assert {name: cut for name, cut in found.items() if cut} == {}


def test_the_check_finds_a_cut_word():
    page = Page(
        100,
        100,
        (
            Text(0, 0, "Hatched: not a box (no Dama…"),
            Text(0, 0, "… 3 more consumers"),
            Text(0, 0, "Hatched: not a box (no Damage Point)"),
        ),
    )
    assert cut_words([page]) == ["Hatched: not a box (no Dama…"]
