"""Issue 21 item 12: every word on the Full Thrust and BSCS sheets reaches 4.5:1 contrast with
what it is printed on (the WCAG ratio of relative luminances: what a greyscale print keeps),
the red NOT LEGAL text on its pink banner, white on the red tag, grey captions on tinted cells.
Every bundled design alone, an illegal one (its banner), each fleet's pack and the blank form,
on A4. (Star Blazers and SFB badges are their own engineers' work.)"""

from __future__ import annotations

import pytest

from designer.core.design_file import load_design
from designer.core.fleet import evaluate_fleet
from designer.core.fleet_file import load_fleet
from designer.core.registry import games
from designer.sheets.battle_pack import battle_pack_pages
from designer.sheets.display import Circle, Polygon, Rect, Text, walk
from tests.evaluating import evaluated

GAMES = ("bscs", "full-thrust")
AT_LEAST = 4.5


def luminance(color: str) -> float:
    """WCAG 2 relative luminance of ``#rrggbb``."""

    def channel(hex2: str) -> float:
        c = int(hex2, 16) / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(color[k : k + 2]) for k in (1, 3, 5))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: str, b: str) -> float:
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def _holds(shape, x: float, y: float) -> bool:
    if isinstance(shape, Rect):
        return shape.x <= x <= shape.x + shape.w and shape.y <= y <= shape.y + shape.h
    if isinstance(shape, Circle):
        return (x - shape.cx) ** 2 + (y - shape.cy) ** 2 <= shape.r**2
    xs, ys = [p[0] for p in shape.points], [p[1] for p in shape.points]
    return min(xs) <= x <= max(xs) and min(ys) <= y <= max(ys)


def low_contrast(pages) -> list[tuple[str, str, str, float]]:
    """(text, colour, background, ratio) of every word under :data:`AT_LEAST`: the background
    is the last filled shape drawn under the middle of the text's first letter (else white)."""
    out = set()
    for page in pages:
        filled = []
        for item in walk(page.items):
            if isinstance(item, (Rect, Circle, Polygon)) and item.style.fill:
                filled.append(item)
            elif isinstance(item, Text) and item.text.strip():
                dx = {"start": 1.0, "middle": 0.0, "end": -1.0}[item.anchor]
                x, y = item.x + dx, item.y - item.size * 0.35
                under = next((s.style.fill for s in reversed(filled) if _holds(s, x, y)), "#ffffff")
                ratio = contrast(item.color, under)
                if ratio < AT_LEAST:
                    out.add((item.text, item.color, under, round(ratio, 2)))
    return sorted(out)


def test_the_measure_is_the_wcag_one():
    assert round(contrast("#000000", "#ffffff"), 1) == 21.0
    assert round(contrast("#777777", "#ffffff"), 2) == 4.48  # the usual "just under" grey
    # The SFB Rutan badge of issue 21 item 12: purple on black, 3.6:1 there.
    page = [
        Rect(0, 0, 50, 20, style=type(Rect(0, 0, 1, 1).style)(fill="#000000")),
        Text(2, 12, "RUTAN", 8, color="#800080"),
    ]
    from designer.sheets.display import Page

    assert [r[:3] for r in low_contrast([Page(100, 100, tuple(page))])] == [("RUTAN", "#800080", "#000000")]


def _pages(game_id: str) -> list:
    game = games()[game_id]
    pages = list(game.sheets.blank_pages("a4"))
    for path in sorted((game.data.folder / "designs").glob("*.yaml")):
        design = load_design(path).design
        pages += game.sheets.record_pages([(design, evaluated(game, design))], "a4")
    for path in sorted((game.data.folder / "fleets").glob("*.yaml")):
        pages += battle_pack_pages(evaluate_fleet(load_fleet(path)), "a4")
    return pages


def _illegal(game_id: str) -> list:
    """A bundled design made illegal (its banner): BSCS with no hull, Full Thrust overfull."""
    game = games()[game_id]
    first = sorted((game.data.folder / "designs").glob("*.yaml"))[0]
    design = load_design(first).design
    if game_id == "bscs":
        design = design.model_copy(update={"hull": 0})
    else:
        design = design.model_copy(update={"systems": list(design.systems) * 6})
    ev = evaluated(game, design)
    assert not ev.legal
    return game.sheets.record_pages([(design, ev)], "a4")


@pytest.mark.parametrize("game_id", GAMES)
def test_every_word_reaches_4_5_to_1(game_id):
    assert low_contrast(_pages(game_id) + _illegal(game_id)) == []
