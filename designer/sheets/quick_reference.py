"""The quick-reference pages of a battle pack: the play rules of only the systems a fleet
carries, as the game's ``quick_reference`` gives them, in columns. Game-neutral.

Each entry's title is the rulebook section; its title, lines and ``source`` print without seed
line numbers (a player holding the book looks rules up by section), the source not at all when
that leaves nothing.
"""

from __future__ import annotations

from typing import Sequence

from designer.core.game import ReferenceEntry
from designer.core.line_refs import without_line_refs
from designer.sheets.display import Group, Item, Line, Page, Style, shift
from designer.sheets.flow import Block, balanced_columns
from designer.sheets.layout import Box
from designer.sheets.roster import battle_pack_template
from designer.sheets.template import FontSpec, SheetTemplate
from designer.sheets.text import CAP_HEIGHT, fit_lines, label, lines_height, text_lines, wrap_text

PAGE_COUNT_W = 40  # room at the heading's right for "2/3"


def quick_reference_pages(
    entries: Sequence[ReferenceEntry], title: str, paper: str = "a4", template: SheetTemplate | None = None
) -> list[Page]:
    """Entries flowed down the columns of as many pages as they need; no pages for none."""
    if not entries:
        return []
    t = template or battle_pack_template()
    page_w, page_h = t.page_size(paper)
    frame = Box(0, 0, page_w, page_h).inset(t.margin)
    region = t.region("reference")
    columns, gap = region.int("columns"), region.num("column_gap")
    line_h, entry_gap = region.num("line"), region.num("entry_gap")
    head_f, title_f, text_f, src_f, page_f = (
        t.font(n) for n in ("title", "entry_title", "entry", "source", "page")
    )
    col_w = (frame.w - gap * (columns - 1)) / columns
    # The heading wraps rather than lose the fleet's name; the page count sits at its right.
    heading, head_size = fit_lines(
        f"Quick reference: {title}", frame.w - PAGE_COUNT_W, head_f.size, head_f.font, max_lines=2
    )
    rule_y = frame.y + lines_height(len(heading), head_size) + 5
    body_top = rule_y + 9

    blocks = [_block(e, col_w, line_h, title_f, text_f, src_f, t.colour("quiet")) for e in entries]
    pages = [
        [_moved(block.items, frame.x + col * (col_w + gap), y) for col, y, block in page]
        for page in balanced_columns(blocks, columns, body_top, frame.bottom, entry_gap)
    ]

    total = len(pages)
    out: list[Page] = []
    for n, items in enumerate(pages, 1):
        top: list[Item] = [
            *text_lines(frame.x, frame.y, heading, head_size, head_f.font),
            Line(frame.x, rule_y, frame.right, rule_y, Style(width=1)),
        ]
        if total > 1:
            top.append(
                label(
                    frame.right,
                    frame.y + head_size * CAP_HEIGHT,
                    f"{n}/{total}",
                    page_f.size,
                    page_f.font,
                    "end",
                )
            )
        out.append(Page(page_w, page_h, (*top, *items), label=f"Quick reference {n}/{total}"))
    return out


def _block(
    entry: ReferenceEntry,
    width: float,
    line_h: float,
    title_f: FontSpec,
    text_f: FontSpec,
    src_f: FontSpec,
    source_colour: str,
) -> Block:
    """One entry drawn at the origin."""
    title = without_line_refs(entry.title)
    items: list[Item] = [label(0, title_f.size, title, title_f.size, title_f.font, width=width)]
    y = title_f.size + 3
    for text in map(without_line_refs, entry.lines):
        for n, line in enumerate(wrap_text(text, width - 8, text_f.size, text_f.font)):
            y += line_h
            items.append(
                label(
                    0 if n == 0 else 8,
                    y,
                    ("- " if n == 0 else "") + line,
                    text_f.size,
                    text_f.font,
                    width=width,
                )
            )
    source = without_line_refs(entry.source)
    if source:
        y += line_h * 0.9
        items.append(label(0, y, source, src_f.size, src_f.font, color=source_colour, width=width))
    return Block.drawn(items, y + 2)


def _moved(items: Sequence[Item], x: float, y: float) -> Group:
    return Group(tuple(shift(i, x, y) for i in items), name="reference-entry")
