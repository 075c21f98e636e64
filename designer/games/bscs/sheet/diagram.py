"""The Damage Allocation Diagram itself (002 L758-785): six arc sections around the Core inside
the hull silhouette, one row of tic circles per system in each section, and the Shields,
Stealth and Streamline columns outside the hull (``sheet_outside.py``).

Bow up: Fore at the top, Aft at the bottom, port to the left, starboard to the right; the side
sections sit beside the Core. The tic circle size is the largest (within the template's range)
at which every section fits. A row's label wraps under itself, with a note under it where a hit
does more than cost the tic (the craft in a hangar, the shells in a hold, L217, L222-225). A
section too full even at the smallest tic draws the rows that fit and hands the rest back: they
continue on the ship's next page (``sheet_page.py``), none is left off.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Mapping, NamedTuple

from designer.core.memo import Memo
from designer.games.bscs.design import BscsDesign
from designer.games.bscs.rules.detail import BscsDetail
from designer.games.bscs.rules.placement import SECTION_TITLES, TicRow
from designer.games.bscs.sheet.blank import OUTSIDE as BLANK_OUTSIDE
from designer.games.bscs.sheet.blank import section_rows as write_in_rows
from designer.games.bscs.sheet.layout import TIC, armor_tic
from designer.games.bscs.sheet.outside import column_width, outside_column, outside_columns
from designer.sheets.display import Circle, Group, Item, Line, Polygon, Rect, Style
from designer.sheets.layout import Box
from designer.sheets.template import SheetTemplate
from designer.sheets.text import LEADING, label, wrap_text

# Labels, sections and outside columns come from the memo the caller owns: the same
# inputs give the same objects, so an edit's new sheet shares its unchanged parts with the last
# one (no re-measuring, and the window's preview sees them unchanged at a glance).

SECTION_STYLE = Style(stroke="#000000", fill="#ffffff", width=0.9)
CORE_STYLE = Style(stroke="#000000", fill="#ffffff", width=1.6)
BOLD_KINDS = frozenset({"reactor", "beam", "cannon", "missile"})


class RowNote(NamedTuple):
    """What a row's tic holds beyond itself, printed under its label in a template colour
    (``alert``: a hit can hurt)."""

    text: str
    tone: str = "quiet"


class RowText(NamedTuple):
    """A row's label and note, wrapped to the label column."""

    label: tuple[str, ...]
    note: tuple[str, ...]
    tone: str  # the note's template colour

    @property
    def lines(self) -> int:
        return len(self.label) + len(self.note)


@dataclass(frozen=True)
class Diagram:
    """The diagram's items, its tic size, and per section the rows that did not fit in it."""

    items: list[Item]
    tic: float
    overflow: Mapping[str, tuple[TicRow, ...]]


def row_text(row: TicRow, note: RowNote | None, width: float, size: float) -> RowText:
    """The row's label ("Hold ×3") and its note, each wrapped to the label column."""
    label = f"{row.label} ×{row.tics}" if row.tics > 1 else row.label
    font = "bold" if row.kind in BOLD_KINDS else "regular"
    lines = tuple(wrap_text(label, width, size, font))
    if note is None:
        return RowText(lines, (), "quiet")
    return RowText(lines, tuple(wrap_text(note.text, width, size)), note.tone)


def row_height(text: RowText, tics: int, per_line: int, tic: float, gap: float, size: float) -> float:
    """The taller of the row's lines of tics and its text (the first line centred on the first
    line of tics, as a one-line label always was)."""
    tic_h = math.ceil(tics / per_line) * (tic + gap)
    text_h = _first_baseline(tic, size) + (text.lines - 1) * size * LEADING + size * 0.3 + gap
    return max(tic_h, text_h)


def _first_baseline(tic: float, size: float) -> float:
    return tic * 0.5 + size * 0.35


def tics_per_line(width: float, tic: float, spec) -> int:
    """Tics beside the label column in a section ``width`` wide (padding included)."""
    inner = width - 2 * spec.num("padding") - spec.num("label")
    return max(1, int((inner + spec.num("tic_gap")) // (tic + spec.num("tic_gap"))))


def _texts(
    rows: tuple[TicRow, ...], notes: Mapping[str, RowNote], template: SheetTemplate, memo: Memo
) -> tuple[RowText, ...]:
    """A section's rows' words, wrapped: the costly part of a section, kept while the rows and
    their notes stay (an edit elsewhere wraps nothing again)."""
    width = template.region("diagram").num("label") - 3
    size = template.font("tic_label").size
    own = tuple(notes.get(r.path) for r in rows)
    return memo.of(
        "bscs-row-texts",
        (),
        lambda: tuple(row_text(r, n, width, size) for r, n in zip(rows, own)),
        rows,
        own,
        width,
        size,
    )


def _tic_size(
    boxes: dict[str, Box],
    texts: Mapping[str, tuple[RowText, ...]],
    rows: Mapping[str, tuple[TicRow, ...]],
    template: SheetTemplate,
) -> float:
    """The largest circle from ``tic_max`` down to ``tic_min`` (in 0.2 pt steps) at which every
    section fits. Smaller circles never need more room, so the steps are searched by halving."""
    spec = template.region("diagram")
    gap, row_gap, size = spec.num("tic_gap"), spec.num("row_gap"), template.font("tic_label").size
    room = {s: b.h - spec.num("title") - 2 * spec.num("padding") for s, b in boxes.items()}

    def fits(tic: float) -> bool:
        for s, b in boxes.items():
            per_line = tics_per_line(b.w, tic, spec)
            need = sum(
                row_height(t, r.tics, per_line, tic, gap, size) + row_gap for r, t in zip(rows[s], texts[s])
            )
            if need > room[s] + row_gap:
                return False
        return True

    steps = []  # tic_max, tic_max - 0.2, ... while above tic_min, as repeated subtraction gives
    tic, smallest = spec.num("tic_max"), spec.num("tic_min")
    while tic > smallest:
        steps.append(tic)
        tic -= 0.2
    lo, hi = 0, len(steps)  # the first step that fits is in [lo, hi); hi: none does
    while lo < hi:
        mid = (lo + hi) // 2
        if fits(steps[mid]):
            hi = mid
        else:
            lo = mid + 1
    return steps[lo] if lo < len(steps) else smallest


def section(
    name: str,
    box: Box,
    rows: tuple[TicRow, ...],
    texts: tuple[RowText, ...],
    tic: float,
    template: SheetTemplate,
    memo: Memo,
    continued: bool = False,
    blank: bool = False,
) -> tuple[Group, tuple[TicRow, ...]]:
    """One section's group and the rows it could not hold, a function of its box, rows and tic
    size only: an edit that leaves a section's rows alone reuses the same group (most edits
    change one or two sections). ``continued``: rows the diagram could not hold, on a later page;
    ``blank``: a form's section, rows to write systems on and tics to mark (``sheet_blank``)."""
    return memo.of(
        "bscs-section",
        (texts,),  # kept by ``_texts`` for these rows' values: no rows hashed again here
        lambda: _draw_section(name, box, rows, texts, tic, template, continued, blank),
        name,
        box,
        tic,
        continued,
        blank,
    )


def tics_caption(tics: int) -> str:
    return f"{tics} tic" if tics == 1 else f"{tics} tics"


def _draw_section(
    name: str,
    box: Box,
    rows: tuple[TicRow, ...],
    texts: tuple[RowText, ...],
    tic: float,
    template: SheetTemplate,
    continued: bool,
    blank: bool = False,
) -> tuple[Group, tuple[TicRow, ...]]:
    spec = template.region("diagram")
    head, small = template.font("section"), template.font("tic_label")
    pad, gap, row_gap = spec.num("padding"), spec.num("tic_gap"), spec.num("row_gap")
    items: list[Item] = [box.rect(CORE_STYLE if name == "Core" else SECTION_STYLE, ref=f"section:{name}")]
    total = sum(r.tics for r in rows)
    base = box.y + spec.num("title") - 2
    title = SECTION_TITLES[name].upper() + (", CONTINUED" if continued else "")
    items.append(label(box.x + pad, base, title, head.size, head.font, width=box.w * 0.68))
    caption = "____ tics" if blank else tics_caption(total) if total or continued else "blank → Core"
    items.append(
        label(box.right - pad, base, caption, small.size, "regular", "end", color=template.colour("quiet"))
    )
    items.append(
        Line(
            box.x,
            box.y + spec.num("title") + 1,
            box.right,
            box.y + spec.num("title") + 1,
            Style(width=0.4, stroke=template.colour("write_on")),
        )
    )
    if blank:
        items.append(write_in_rows(box, template))
    y = box.y + spec.num("title") + pad
    per_line = tics_per_line(box.w, tic, spec)
    bottom = box.bottom - pad
    note = 2 * small.size * LEADING + 2  # two lines: how many rows are left and where they are
    heights = [row_height(t, r.tics, per_line, tic, gap, small.size) for r, t in zip(rows, texts)]
    group_name = f"section-{name}" + ("-continued" if continued else "")
    # Whole rows while they fit; when some do not, they go on the next page, and a last line
    # here says how many and where (the line's room is kept only then).
    fits = y + sum(heights) + row_gap * (len(rows) - 1) - gap <= bottom + 0.01
    for k, (row, text, height) in enumerate(zip(rows, texts, heights)):
        if not fits and y + height - gap > bottom - note + 0.01:
            left = rows[k:]
            text = (
                f"{tics_caption(sum(r.tics for r in left))} in {len(left)} more rows: see "
                f"{SECTION_TITLES[name].upper()}, CONTINUED"
            )
            for n, line in enumerate(wrap_text(text, box.w - 2 * pad, small.size, "bold", max_lines=2)):
                items.append(
                    label(box.x + pad, y + small.size + n * small.size * LEADING, line, small.size, "bold")
                )
            return Group(tuple(items), group_name, f"section:{name}"), left
        items.append(_tic_row(row, text, box.x + pad, y, per_line, tic, template))
        y += height + row_gap
    return Group(tuple(items), group_name, f"section:{name}"), ()


def _tic_row(
    row: TicRow, text: RowText, x: float, y: float, per_line: int, tic: float, template: SheetTemplate
) -> Group:
    """One row: its label and note, then its tics in lines of ``per_line`` (armor points are
    squares: they protect, they are not systems). The row is its text and one group of tics, so
    a row that gains a tic is one changed part of the page for the window's preview."""
    spec, size = template.region("diagram"), template.font("tic_label").size
    gap, lab = spec.num("tic_gap"), spec.num("label")
    font = "bold" if row.kind in BOLD_KINDS else "regular"
    base = y + _first_baseline(tic, size)
    words: list[Item] = []
    for n, line in enumerate(text.label + text.note):
        own = n < len(text.label)
        words.append(
            label(
                x,
                base + n * size * LEADING,
                line,
                size,
                font if own else "regular",
                color="#000000" if own else template.colour(text.tone),
                ref=row.path,
            )
        )
    style = armor_tic(template) if row.kind == "armor" else TIC
    tics: list[Item] = []
    for n in range(row.tics):
        line, col = divmod(n, per_line)
        cx = x + lab + col * (tic + gap) + tic / 2
        cy = y + line * (tic + gap) + tic / 2
        if row.kind == "armor":
            tics.append(Rect(cx - tic / 2, cy - tic / 2, tic, tic, style, row.path))
        else:
            tics.append(Circle(cx, cy, tic / 2, style, row.path))
    return Group((*words, Group(tuple(tics), "tics", row.path)), "tic-row", row.path)


def section_boxes(area: Box, gap: float) -> dict[str, Box]:
    """Three columns: PF over PA on the left, F / Core / A down the middle, SF over SA right."""
    col = (area.w - 2 * gap) / 3
    third = (area.h - 2 * gap) / 3
    half = (area.h - gap) / 2
    left, mid, right = area.x, area.x + col + gap, area.x + 2 * (col + gap)
    return {
        "F": Box(mid, area.y, col, third),
        "Core": Box(mid, area.y + third + gap, col, third),
        "A": Box(mid, area.y + 2 * (third + gap), col, third),
        "PF": Box(left, area.y, col, half),
        "PA": Box(left, area.y + half + gap, col, half),
        "SF": Box(right, area.y, col, half),
        "SA": Box(right, area.y + half + gap, col, half),
    }


def _outside_tic(box: Box, columns, template: SheetTemplate) -> tuple[float, float, list[float]]:
    """The outside tics' size and pitch, shrunk (down to the smallest inside tic) until the
    columns take at most 30% of the diagram's width, and each column's width."""
    spec = template.region("diagram")
    tic, pitch = (
        min(spec.num("tic_max"), template.region("outside").num("column") - 3),
        template.region("outside").num("column"),
    )
    while True:
        widths = [column_width(c, box.h, tic, pitch, template) for c in columns]
        if sum(widths) <= box.w * 0.3 or tic <= spec.num("tic_min"):
            return tic, pitch, widths
        tic = max(spec.num("tic_min"), tic - 0.5)
        pitch = tic + 2


def diagram(
    box: Box,
    design: BscsDesign,
    detail: BscsDetail,
    notes: Mapping[str, RowNote],
    template: SheetTemplate,
    memo: Memo,
    blank: bool = False,
) -> Diagram:
    """The whole diagram in ``box``: outside columns at the right, the hull and sections left
    (``blank``: the columns' counts left for the player to write in)."""
    spec = template.region("diagram")
    rows = detail.placement.sections
    columns = list(BLANK_OUTSIDE) if blank else outside_columns(design, detail)
    tic_out, pitch, widths = _outside_tic(box, columns, template)
    strip = sum(widths) + 4 * len(columns)
    hull_box = Box(box.x, box.y, box.w - strip - 6, box.h)
    inset = spec.num("hull_inset")
    area = Box(hull_box.x + 6, hull_box.y + inset + 12, hull_box.w - 12, hull_box.h - inset - 18)
    boxes = section_boxes(area, template.gap)
    texts = {s: _texts(rows[s], notes, template, memo) for s in boxes}
    tic = _tic_size(boxes, texts, rows, template)
    caption = template.font("caption")
    items: list[Item] = [
        _silhouette(hull_box, inset, template),
        label(hull_box.cx, hull_box.y + inset + 1, "▲ BOW", caption.size, "bold", "middle"),
    ]
    overflow: dict[str, tuple[TicRow, ...]] = {}
    for name, b in boxes.items():
        group, left = section(name, b, rows[name], texts[name], tic, template, memo, blank=blank)
        items.append(group)
        if left:
            overflow[name] = left
    x = hull_box.right + 6
    for col, w in zip(columns, widths):
        items.append(outside_column(col, Box(x, box.y, w, box.h), tic_out, pitch, template, memo))
        x += w + 4
    return Diagram([Group(tuple(items), "damage-allocation-diagram", "")], tic, overflow)


def continued_heights(
    rows: tuple[TicRow, ...],
    notes: Mapping[str, RowNote],
    width: float,
    tic: float,
    template: SheetTemplate,
    memo: Memo,
) -> tuple[float, list[float]]:
    """A box of section rows left over from the diagram, at ``width`` and ``tic``: the height
    of its title and padding, and of each row with the gap after it. Kept while the rows and
    their notes stay (the rows left over are the end of a section, past most edits)."""
    spec, size = template.region("diagram"), template.font("tic_label").size
    texts = _texts(rows, notes, template, memo)

    def measure() -> tuple[float, list[float]]:
        per_line = tics_per_line(width, tic, spec)
        gap, row_gap = spec.num("tic_gap"), spec.num("row_gap")
        return (
            spec.num("title") + 2 * spec.num("padding"),
            [row_height(t, r.tics, per_line, tic, gap, size) + row_gap for r, t in zip(rows, texts)],
        )

    return memo.of("bscs-continued-heights", (texts,), measure, width, tic)  # texts: of these rows


def continued_section(
    name: str,
    rows: tuple[TicRow, ...],
    notes: Mapping[str, RowNote],
    box: Box,
    tic: float,
    template: SheetTemplate,
    memo: Memo,
) -> Group:
    """The rows of section ``name`` the diagram could not hold, in a box of their own."""
    group, _ = section(
        name, box, rows, _texts(rows, notes, template, memo), tic, template, memo, continued=True
    )
    return group


def _silhouette(b: Box, inset: float, template: SheetTemplate) -> Polygon:
    """The hull outline the sections sit in, with a bow peak; shields are drawn outside it."""
    c = inset * 0.8  # bevelled corners
    top = b.y + inset
    pts = (
        (b.x + c, top),
        (b.cx - b.w * 0.16, top),
        (b.cx, b.y),
        (b.cx + b.w * 0.16, top),
        (b.right - c, top),
        (b.right, top + c),
        (b.right, b.bottom - c),
        (b.right - c, b.bottom),
        (b.x + c, b.bottom),
        (b.x, b.bottom - c),
        (b.x, top + c),
    )
    return Polygon(pts, Style(stroke="#000000", fill=template.colour("hull"), width=1.4), "hull")
