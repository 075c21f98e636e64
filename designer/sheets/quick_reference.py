"""The quick-reference pages of a battle pack: the play rules of only the systems a fleet
carries, as the game's ``quick_reference`` gives them, in columns. Game-neutral."""

from __future__ import annotations

from typing import Sequence

from designer.core.game import ReferenceEntry
from designer.sheets.display import Group, Item, Line, Page, Style, shift
from designer.sheets.layout import Box
from designer.sheets.roster import battle_pack_template
from designer.sheets.template import SheetTemplate
from designer.sheets.text import label, wrap_text

SOURCE_GREY = "#555555"


def quick_reference_pages(entries: Sequence[ReferenceEntry], title: str, paper: str = "a4",
                          template: SheetTemplate | None = None) -> list[Page]:
    """Entries flowed down the columns of as many pages as they need; no pages for none."""
    if not entries:
        return []
    t = template or battle_pack_template()
    page_w, page_h = t.page_size(paper)
    frame = Box(0, 0, page_w, page_h).inset(t.margin)
    region = t.region("reference")
    columns, gap = region.int("columns"), region.num("column_gap")
    line_h, entry_gap = region.num("line"), region.num("entry_gap")
    head_f, title_f, text_f, src_f = (t.font(n) for n in ("title", "entry_title", "entry", "source"))
    col_w = (frame.w - gap * (columns - 1)) / columns
    body_top = frame.y + head_f.size + 14

    blocks = [_block(e, col_w, line_h, title_f, text_f, src_f) for e in entries]
    pages = [[_moved(items, frame.x + col * (col_w + gap), y) for col, y, items in page]
             for page in _flow(blocks, columns, body_top, frame.bottom, entry_gap)]

    total = len(pages)
    out = []
    for n, items in enumerate(pages, 1):
        heading = f"Quick reference: {title}" + (f" ({n}/{total})" if total > 1 else "")
        top = [label(frame.x, frame.y + head_f.size, heading, head_f.size, head_f.font, width=frame.w),
               Line(frame.x, frame.y + head_f.size + 5, frame.right, frame.y + head_f.size + 5,
                    Style(width=1))]
        out.append(Page(page_w, page_h, tuple(top + items), label=f"Quick reference {n}/{total}"))
    return out


def _flow(blocks, columns: int, top: float, bottom: float, gap: float):
    """Pages of (column, y, items): each page's entries in order down its columns, the columns
    balanced (a page is cut to even heights, not filled column by column)."""
    pages, rest = [], list(blocks)
    while rest:
        # What fits on this page: as many entries as the columns hold, filled greedily.
        count, col, y = 0, 0, top
        for height, _ in rest:
            if y + height > bottom and y > top:
                col, y = col + 1, top
                if col == columns:
                    break
            y += height + gap
            count += 1
        chunk, rest = rest[:count], rest[count:]
        # Balance: the smallest column height that still takes the chunk in ``columns`` columns.
        target = max(h for h, _ in chunk)
        while _columns_needed(chunk, target, gap) > columns:
            target += 4
        target = min(target, bottom - top)
        page, col, y = [], 0, top
        for height, items in chunk:
            if y + height > top + target + 0.5 and y > top and col < columns - 1:
                col, y = col + 1, top
            page.append((col, y, items))
            y += height + gap
        pages.append(page)
    return pages


def _columns_needed(chunk, target: float, gap: float) -> int:
    cols, used = 1, 0.0
    for height, _ in chunk:
        if used and used + height > target + 0.5:
            cols, used = cols + 1, 0.0
        used += height + gap
    return cols


def _block(entry: ReferenceEntry, width: float, line_h: float, title_f, text_f, src_f):
    """One entry at the origin: (height, items)."""
    items: list[Item] = [label(0, title_f.size, entry.title, title_f.size, title_f.font, width=width)]
    y = title_f.size + 3
    for text in entry.lines:
        for n, line in enumerate(wrap_text(text, width - 8, text_f.size, text_f.font)):
            y += line_h
            items.append(label(0 if n == 0 else 8, y, ("- " if n == 0 else "") + line,
                               text_f.size, text_f.font, width=width))
    if entry.source:
        y += line_h * 0.9
        items.append(label(0, y, entry.source, src_f.size, src_f.font, color=SOURCE_GREY, width=width))
    return y + 2, items


def _moved(items: list[Item], x: float, y: float) -> Group:
    return Group(tuple(shift(i, x, y) for i in items), name="reference-entry")
