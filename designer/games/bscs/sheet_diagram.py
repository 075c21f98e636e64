"""The Damage Allocation Diagram itself (002 L758-785): six arc sections around the Core inside
the hull silhouette, one row of tic circles per system in each section, and the Shields,
Stealth and Streamline columns outside the hull (L774, L777, L785).

Bow up: Fore at the top, Aft at the bottom, port to the left, starboard to the right; the side
sections sit beside the Core. The tic circle size is the largest (within the template's range)
at which every section and the outside columns fit.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from designer.games.bscs.design import BscsDesign
from designer.games.bscs.detail import BscsDetail
from designer.games.bscs.placement import SECTION_TITLES, Placement, TicRow
from designer.sheets.display import Circle, Group, Item, Line, Polygon, Rect, Style
from designer.sheets.layout import Box
from designer.sheets.reuse import SheetReuse
from designer.sheets.template import SheetTemplate
from designer.sheets.text import text_extent

# Labels, sections and outside columns come from the reuse session the caller owns: the same
# inputs give the same objects, so an edit's new sheet shares its unchanged parts with the last
# one (no re-measuring, and the window's preview sees them unchanged at a glance).

HULL_FILL = Style(stroke="#000000", fill="#f1f1f1", width=1.4)
SECTION_STYLE = Style(stroke="#000000", fill="#ffffff", width=0.9)
CORE_STYLE = Style(stroke="#000000", fill="#ffffff", width=1.6)
TIC = Style(stroke="#000000", fill="#ffffff", width=0.6)
ARMOR_TIC = Style(stroke="#000000", fill="#d8d8d8", width=0.8)
GREY = "#555555"


@dataclass(frozen=True)
class Outside:
    """A column outside the hull: its title and how many tics it holds."""

    key: str
    title: str
    tics: int
    ref: str


def section_boxes(area: Box, gap: float) -> dict[str, Box]:
    """Three columns: PF over PA on the left, F / Core / A down the middle, SF over SA right."""
    col = (area.w - 2 * gap) / 3
    third = (area.h - 2 * gap) / 3
    half = (area.h - gap) / 2
    left, mid, right = area.x, area.x + col + gap, area.x + 2 * (col + gap)
    return {
        "F": Box(mid, area.y, col, third), "Core": Box(mid, area.y + third + gap, col, third),
        "A": Box(mid, area.y + 2 * (third + gap), col, third),
        "PF": Box(left, area.y, col, half), "PA": Box(left, area.y + half + gap, col, half),
        "SF": Box(right, area.y, col, half), "SA": Box(right, area.y + half + gap, col, half),
    }


def _tic_size(boxes: dict[str, Box], placement: Placement, spec) -> float:
    """The largest circle from ``tic_max`` down to ``tic_min`` (in 0.2 pt steps) at which every
    section fits: each row takes lines of tics (as many as fit beside the label) and a row gap.
    Smaller circles never need more room, so the steps are searched by halving."""
    inner = spec.num("padding") * 2
    label_w, gap, row_gap, title = spec.num("label"), spec.num("tic_gap"), spec.num("row_gap"), spec.num("title")
    sections = [([r.tics for r in placement.sections[s]], b.w - inner, b.h - title - inner)
                for s, b in boxes.items()]

    def fits(size: float) -> bool:
        pitch = size + gap
        for tics, width, room in sections:
            per_line = max(1, int((width - label_w + gap) // pitch))
            lines = sum(math.ceil(t / per_line) for t in tics)
            if lines * pitch + len(tics) * row_gap > room:
                return False
        return True

    steps = []  # tic_max, tic_max - 0.2, ... while above tic_min, as repeated subtraction gives
    size, smallest = spec.num("tic_max"), spec.num("tic_min")
    while size > smallest:
        steps.append(size)
        size -= 0.2
    lo, hi = 0, len(steps)  # the first step that fits is in [lo, hi); hi: none does
    while lo < hi:
        mid = (lo + hi) // 2
        if fits(steps[mid]):
            hi = mid
        else:
            lo = mid + 1
    return steps[lo] if lo < len(steps) else smallest


def _section(name: str, box: Box, rows: tuple[TicRow, ...], tic: float, template: SheetTemplate,
             reuse: SheetReuse) -> Group:
    """One section's group, a function of its box, rows and tic size only: an edit that leaves
    a section's rows alone reuses the same group (most edits change one or two sections)."""
    return reuse.part("bscs-section", (name, box, rows, tic),
                      lambda: _draw_section(name, box, rows, tic, template, reuse))


def _draw_section(name: str, box: Box, rows: tuple[TicRow, ...], tic: float,
                  template: SheetTemplate, reuse: SheetReuse) -> Group:
    spec = template.region("diagram")
    title = template.font("section")
    small = template.font("tic_label")
    pad, gap, lab = spec.num("padding"), spec.num("tic_gap"), spec.num("label")
    items: list[Item] = [box.rect(CORE_STYLE if name == "Core" else SECTION_STYLE, ref=f"section:{name}")]
    total = sum(r.tics for r in rows)
    base = box.y + spec.num("title") - 2
    items.append(reuse.label(box.x + pad, base, SECTION_TITLES[name].upper(), title.size, title.font,
                       width=box.w * 0.75))
    items.append(reuse.label(box.right - pad, base, f"{total} tics" if total else "blank → Core",
                       small.size, "regular", "end", color=GREY))
    items.append(Line(box.x, box.y + spec.num("title") + 1, box.right, box.y + spec.num("title") + 1,
                      Style(width=0.4, stroke="#999999")))
    y = box.y + spec.num("title") + pad
    width = box.w - 2 * pad
    per_line = max(1, int((width - lab + gap) // (tic + gap)))
    bottom = box.bottom - pad
    pitch, row_gap = tic + gap, spec.num("row_gap")
    heights = [math.ceil(r.tics / per_line) * pitch for r in rows]
    # When the rows do not all fit (a ship too big for the smallest tic), whole rows are drawn
    # while they fit above a last line that says how many tics are left off.
    fits = y + sum(heights) + row_gap * (len(rows) - 1) - gap <= bottom + 0.01
    note = small.size + 2
    for k, (row, height) in enumerate(zip(rows, heights)):
        if not fits and y + height - gap > bottom - note + 0.01:
            hidden = sum(r.tics for r in rows[k:])
            items.append(reuse.label(box.x + pad, y + small.size, f"… {hidden} more tics in "
                                     f"{len(rows) - k} rows", small.size, "bold", width=width))
            break
        items.append(_tic_row(row, box.x + pad, y, per_line, tic, gap, lab, bottom, small.size, reuse))
        y += height + row_gap
    return Group(tuple(items), f"section-{name}", f"section:{name}")


def _tic_row(row: TicRow, x: float, y: float, per_line: int, tic: float, gap: float, lab: float,
             bottom: float, size: float, reuse: SheetReuse) -> Group:
    """One row: its label, then its tics in lines of ``per_line`` (armor points are squares:
    they protect, they are not systems). The row is its label and one group of tics, so a row
    that gains a tic is one changed part of the page for the window's preview."""
    bold = row.kind in ("reactor", "beam", "cannon", "missile")
    name = reuse.label(x, y + tic * 0.5 + size * 0.35,
                       f"{row.label} ×{row.tics}" if row.tics > 1 else row.label,
                       size, "bold" if bold else "regular", width=lab - 3, ref=row.path)
    style = ARMOR_TIC if row.kind == "armor" else TIC
    tics: list[Item] = []
    for n in range(row.tics):
        line, col = divmod(n, per_line)
        cx = x + lab + col * (tic + gap) + tic / 2
        cy = y + line * (tic + gap) + tic / 2
        if cy + tic / 2 > bottom + 0.01:
            break
        if row.kind == "armor":
            tics.append(Rect(cx - tic / 2, cy - tic / 2, tic, tic, style, row.path))
        else:
            tics.append(Circle(cx, cy, tic / 2, style, row.path))
    return Group((name, Group(tuple(tics), "tics", row.path)), "tic-row", row.path)


def outside_columns(design: BscsDesign, detail: BscsDetail) -> list[Outside]:
    out = [Outside("shields", "SHIELDS", detail.shield_points, "systems")]
    if design.stealth:
        out.append(Outside("stealth", "STEALTH", design.stealth, "stealth"))
    if design.streamline != "none":
        out.append(Outside("streamline", "STREAM", 1 if design.streamline == "standard" else 2, "streamline"))
    return out


def _outside(col: Outside, box: Box, tic: float, pitch: float, template: SheetTemplate,
             reuse: SheetReuse) -> Group:
    """A column outside the hull, reused while its tics and place stay (see ``_section``)."""
    return reuse.part("bscs-outside", (col, box, tic, pitch),
                      lambda: _draw_outside(col, box, tic, pitch, template, reuse))


def _draw_outside(col: Outside, box: Box, tic: float, pitch: float, template: SheetTemplate,
                  reuse: SheetReuse) -> Group:
    spec = template.region("outside")
    small = template.font("caption")
    gap = 1.4
    items: list[Item] = [reuse.label(box.cx, box.y + spec.num("title") - 3, col.title, small.size, "bold", "middle",
                               width=box.w + 6)]
    per_col = max(1, int((box.h - spec.num("title") + gap) // (tic + gap)))
    sub = pitch
    used = max(1, math.ceil(col.tics / per_col)) * sub
    left = box.x + (box.w - used) / 2
    for n in range(col.tics):
        c, r = divmod(n, per_col)
        cx = left + sub / 2 + c * sub
        cy = box.y + spec.num("title") + r * (tic + gap) + tic / 2
        items.append(Circle(cx, cy, tic / 2, TIC, col.ref))
    if not col.tics:
        items.append(reuse.label(box.cx, box.y + spec.num("title") + 8, "none", small.size, "regular", "middle"))
    return Group(tuple(items), f"outside-{col.key}", col.ref)


def diagram(box: Box, design: BscsDesign, detail: BscsDetail, template: SheetTemplate,
            reuse: SheetReuse) -> list[Item]:
    """The whole diagram in ``box``: outside columns at the right, the hull and sections left."""
    spec = template.region("diagram")
    outside_spec = template.region("outside")
    placement = detail.placement
    columns = outside_columns(design, detail)
    small = template.font("caption")
    # Outside tics shrink (down to the smallest inside tic) until the columns take at most 30%.
    tic_out, pitch = min(spec.num("tic_max"), outside_spec.num("column") - 3), outside_spec.num("column")
    while True:
        per_col = max(1, int((box.h - outside_spec.num("title")) // (tic_out + 1.4)))
        widths = [max(max(1, math.ceil(c.tics / per_col)) * pitch,
                      text_extent(c.title, small.size, "bold")[0] + 2) for c in columns]
        if sum(widths) <= box.w * 0.3 or tic_out <= spec.num("tic_min"):
            break
        tic_out = max(spec.num("tic_min"), tic_out - 0.5)
        pitch = tic_out + 2
    strip = sum(widths) + 4 * len(columns)
    hull_box = Box(box.x, box.y, box.w - strip - 6, box.h)
    inset = spec.num("hull_inset")
    area = Box(hull_box.x + 6, hull_box.y + inset + 12, hull_box.w - 12, hull_box.h - inset - 18)
    boxes = section_boxes(area, template.gap)
    tic = _tic_size(boxes, placement, spec)
    items: list[Item] = [_silhouette(hull_box, inset)]
    items.append(reuse.label(hull_box.cx, hull_box.y + inset + 1, "▲ BOW", template.font("caption").size, "bold", "middle"))
    for name, b in boxes.items():
        items.append(_section(name, b, placement.sections[name], tic, template, reuse))
    x = hull_box.right + 6
    for col, w in zip(columns, widths):
        items.append(_outside(col, Box(x, box.y, w, box.h), tic_out, pitch, template, reuse))
        x += w + 4
    return [Group(tuple(items), "damage-allocation-diagram", "")]


def _silhouette(b: Box, inset: float) -> Polygon:
    """The hull outline the sections sit in, with a bow peak; shields are drawn outside it."""
    c = inset * 0.8  # bevelled corners
    top = b.y + inset
    pts = ((b.x + c, top), (b.cx - b.w * 0.16, top), (b.cx, b.y), (b.cx + b.w * 0.16, top),
           (b.right - c, top), (b.right, top + c), (b.right, b.bottom - c), (b.right - c, b.bottom),
           (b.x + c, b.bottom), (b.x, b.bottom - c), (b.x, top + c))
    return Polygon(pts, HULL_FILL, "hull")
