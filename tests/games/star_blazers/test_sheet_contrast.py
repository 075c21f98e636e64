"""Issue 21 item 12: every coloured mark and tint a Star Blazers form puts text on reads at 4.5:1
or better (WCAG contrast of relative luminance) and stays legible printed in greyscale."""

from __future__ import annotations

from designer.core.game import SheetEntry
from designer.games.star_blazers import GAME
from designer.sheets.display import Circle, Rect, Text, walk
from tests.evaluating import evaluated
from tests.games.star_blazers.conftest import evaluate, make


def _channel(value: int) -> float:
    c = value / 255
    return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4


def luminance(color: str) -> float:
    r, g, b = (int(color[i : i + 2], 16) for i in (1, 3, 5))
    return 0.2126 * _channel(r) + 0.7152 * _channel(g) + 0.0722 * _channel(b)


def grey(color: str) -> float:
    """The lightness a greyscale print gives the colour (Rec. 601 luma, 0-1)."""
    r, g, b = (int(color[i : i + 2], 16) for i in (1, 3, 5))
    return (0.299 * r + 0.587 * g + 0.114 * b) / 255


def contrast(a: float, b: float) -> float:
    hi, lo = max(a, b), min(a, b)
    return (hi + 0.05) / (lo + 0.05)


def _under(text: Text, items) -> str:
    """The fill of the last filled shape drawn under the text's baseline point, else the paper."""
    fill = "#ffffff"
    for item in items:
        if item is text:
            break
        x, y = text.x, text.y - 1
        if (
            isinstance(item, Rect)
            and item.style.fill
            and item.x <= x <= item.x + item.w
            and item.y <= y <= item.y + item.h
        ):
            fill = item.style.fill
        elif (
            isinstance(item, Circle)
            and item.style.fill
            and (x - item.cx) ** 2 + (y - item.cy) ** 2 <= item.r**2
        ):
            fill = item.style.fill
    return fill


def _pages():
    designs = [make(c) for c in GAME.data.catalog().warships]
    designs += [
        make("edf/yamato", craft=[{"type": "BT", "count": 80}]),  # NOT LEGAL in red
        make("edf/yamato", purchases=[{"system": "stealth-mine-factor", "count": 3}]),  # shaded
        make("gamilon/eliminator"),
    ]  # recharge circles
    pages = [p for d in designs for p in GAME.sheets.record_pages([SheetEntry(d, evaluate(d))], "a4")]
    custom = GAME.empty_design("Mine", "class")  # CUSTOM CLASS in red
    pages += GAME.sheets.record_pages([(custom, evaluated(GAME, custom))], "a4")
    return pages + GAME.sheets.blank_pages("a4")


def test_every_text_reads_at_4_5_to_1_in_colour_and_greyscale():
    pairs = set()
    for page in _pages():
        items = list(walk(page.items))
        for text in (i for i in items if isinstance(i, Text)):
            pairs.add((text.color, _under(text, items)))
    assert ("#b00000", "#ffffff") in pairs  # the red banner was seen
    assert any(fill != "#ffffff" for _, fill in pairs)  # and text on a tint
    for color, fill in pairs:
        assert contrast(luminance(color), luminance(fill)) >= 4.5, (color, fill)
        assert contrast(grey(color) ** 2.2, grey(fill) ** 2.2) >= 4.5, (color, fill)
