"""One ship's box on the Full Thrust Ship Record Sheet (001 L294-302, L355-364, L836-845).

Drawn at the origin; the page packer shifts it into place. From the top: the I.D. cell (L296)
and the figures a player looks up in play (MASS, points, Damage Points, thrust); a NOT LEGAL
banner when the design breaks a rule; the ship diagram (bow up) with every system's symbol and
the drive at the stern; beside it the damage track, its surplus hatched where the book blacks
it out, and the threshold marks (L300), above the FTL drive symbol and the FireCons (L298); the
CLASS and NAME lines underneath (L296).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from designer.core.evaluation import Evaluation
from designer.core.memo import Memo
from designer.core.numbers import format_number, format_points
from designer.games.full_thrust.catalog import Catalog
from designer.games.full_thrust.design import Beam, FullThrustDesign, Screen, System, Weasel
from designer.games.full_thrust.sheet.glyphs import GLYPHS, ftl_drive, normal_drive, threshold_mark
from designer.games.full_thrust.rules.system_costs import arcs_of
from designer.sheets.display import Group, Item, Line, Polygon, Rect, Style, shift
from designer.sheets.fonts import ELLIPSIS
from designer.sheets.layout import Box
from designer.sheets.marks import Void, box_track, cross_out
from designer.sheets.page_frame import PageFrame
from designer.sheets.template import SheetTemplate
from designer.sheets.text import (
    CAP_HEIGHT,
    LEADING,
    fit_lines,
    label,
    lines_height,
    shrink_to_fit,
    text_extent,
    text_lines,
)

# Nothing here is remembered: the sheet keeps whole ship boxes (``sheet._box``), by the design
# and evaluation they draw, in the memo its caller owns.

GlyphsFn = Callable[[FullThrustDesign, Catalog, Box, float], tuple[list[Group], int]]
KINDS = ("escort", "cruiser", "capital")  # box sizes, small to large (L294)
KIND_BY_ROWS = {2: "escort", 3: "cruiser", 4: "capital"}
MAX_SYMBOLS = 240  # more than any hull of MASS 100 can mount (50 MASS of 1-MASS systems)
MAX_TRACK_ROW = 48  # boxes a row can show legibly in a page-wide box; beyond, rows are numbers
MIN_SYMBOL = 8.0
CLASS_LABEL_W = 21  # "CLASS" before the design's name on the CLASS line
CLASS_ONE_LINE_MIN = 7.0  # a name shrinks this far to stay on one line, then wraps
BANNER_TAG_W = 56  # the red NOT LEGAL tag
# Order of symbols on the diagram: offence forward, defences amidships, bays and gear aft.
ORDER = (
    "nova-cannon",
    "beam",
    "pulse-torpedo",
    "needle-beam",
    "submunition",
    "screen",
    "adaf",
    "pdaf",
    "fighter-group",
    "minelayer",
    "minesweeper",
    "weasel",
)


@dataclass(frozen=True)
class Symbol:
    kind: str
    ref: str
    options: dict[str, Any]


def box_kind(evaluation: Evaluation) -> str:
    """The box whose row count the damage track uses (the rules chose it, L294)."""
    chosen = evaluation.detail.hull.damage_box
    if chosen in KINDS:
        return chosen
    rows = len(evaluation.detail.track)
    return KIND_BY_ROWS.get(rows, "capital" if rows > 4 else "escort")


def _symbols_of(system: System) -> int:
    return system.count * (system.level if isinstance(system, Screen) else 1)  # one a level (L362)


def symbol_count(design: FullThrustDesign, cat: Catalog) -> int:
    return sum(_symbols_of(s) for s in design.systems if not cat.spec_for(s).fire_control)


def symbols(design: FullThrustDesign, cat: Catalog, limit: int = MAX_SYMBOLS) -> list[Symbol]:
    """One symbol per mounted system, screens one per level (L362), in diagram order; at most
    ``limit`` (a fuzzed 1000 x 1000 design must still lay out in a blink)."""
    out: list[Symbol] = []
    for i, system in enumerate(design.systems):
        ref = f"systems[{i}]"
        spec = cat.spec_for(system)
        if spec.fire_control:
            continue  # drawn with the standard FireCons
        opts: dict[str, Any] = {}
        if isinstance(system, Beam):
            opts = {"beam_class": system.beam_class, "arcs": tuple(system.arcs)}
        elif spec.arcs in ("one", "fore"):
            arcs = arcs_of(system)
            opts = {"arc": arcs[0] if arcs else "F"}
        elif isinstance(system, Weasel):
            opts = {"signature": system.signature}
        out += [Symbol(system.type, ref, opts)] * min(_symbols_of(system), limit)
    rank = {k: n for n, k in enumerate(ORDER)}
    return sorted(out, key=lambda s: (rank.get(s.kind, len(ORDER)), s.options.get("beam_class", "")))[:limit]


def extra_fire_controls(design: FullThrustDesign, cat: Catalog) -> list[str]:
    return [
        f"systems[{i}]"
        for i, s in enumerate(design.systems)
        if cat.spec_for(s).fire_control
        for _ in range(s.count)
    ]


def box_height(
    design: FullThrustDesign, evaluation: Evaluation, w: float, kind: str, template: SheetTemplate
) -> float:
    """The height of the ship's box: its kind's (the template's), plus the NOT LEGAL banner and
    a CLASS name wrapped onto a second line, so the diagram and the track keep all their room."""
    geo = template.region("box")
    inner_w = w - 2 * geo.num("padding")
    extra = _banner_text(inner_w, evaluation, template)[2] if not evaluation.legal else 0.0
    lines, size = _class_name(design, _category(evaluation.detail), inner_w, template)
    return template.region(kind).num("height") + extra + (len(lines) - 1) * size * LEADING


def ship_box(
    design: FullThrustDesign,
    evaluation: Evaluation,
    w: float,
    h: float,
    kind: str,
    template: SheetTemplate,
    blank: bool = False,
    ship_name: str = "",
    glyphs: GlyphsFn | None = None,
    memo: Memo | None = None,
) -> Group:
    """The whole box, ``w`` x ``h`` points at the origin (``h`` from :func:`box_height`).
    ``blank``: the form a player designs on by hand (``design`` is an empty one): the captions,
    an open damage track of the box's rows, the pre-printed FTL drive, FireCons and drive
    symbols, and no figures, systems or findings. ``glyphs`` places the diagram's symbols
    (:func:`diagram_glyphs` unless the caller keeps them: they depend on the systems and the
    area only, and most edits change neither); ``memo`` (the caller's) keeps the drive and
    FireCon symbols while they stay, so an edit of the hull moves none of them again."""
    memo = memo if memo is not None else Memo()
    geo = template.region("box")
    spec = template.region(kind)
    detail = evaluation.detail
    pad = geo.num("padding")
    outer = Box(0, 0, w, h)
    items: list[Item] = [outer.rect(Style(width=1.2), "", radius=3)]
    inner = outer.inset(pad)
    head, rest = inner.top(geo.num("head"))
    items += _head(head, design, evaluation, template, blank)
    if not evaluation.legal and not blank:
        banner_items, banner_h = _banner(rest.w, evaluation, template)
        banner, rest = rest.top(banner_h)
        items.append(shift(banner_items, banner.x, banner.y))
    category = "" if blank else _category(detail)
    name_lines, name_size = _class_name(design, category, w - 2 * pad, template)
    foot_h = geo.num("foot") + (len(name_lines) - 1) * name_size * LEADING
    body, foot = rest.bottom_band(foot_h)
    items += _foot(foot, name_lines, name_size, category, template, ship_name)

    rows = (spec.int("track"),) * spec.int("rows") if blank else detail.track
    capacity = min(max([spec.int("track")] + list(rows)), MAX_TRACK_ROW)
    cell = min(spec.num("cell"), (body.w * 0.55 - geo.num("track_label")) / max(capacity, 1) - 1)
    track_w = capacity * (cell + 1) + geo.num("track_label")
    diagram, side = body.left(body.w - track_w - 4)
    side = Box(side.x + 4, side.y, side.w - 4, side.h)
    items += _side(side, design, detail, rows, capacity, cell, kind, template, blank, memo)
    items += _diagram(
        diagram, design, detail.catalog, spec.num("symbol"), template, blank, glyphs or diagram_glyphs
    )
    return Group(tuple(items), "ship-box", "")


def _head(box: Box, design, evaluation, template, blank: bool) -> list[Item]:
    cap = template.font("caption")
    stat = template.font("stat")
    items: list[Item] = []
    id_box, rest = box.left(box.h + 6)
    items.append(Rect(id_box.x, id_box.y, id_box.w - 4, id_box.h - 3, Style(width=1.0), "name"))
    items.append(label(id_box.x + 1.5, id_box.y + cap.size + 0.5, "I.D.", cap.size, cap.font, ref="name"))
    cells = (
        ("MASS", format_number(design.hull.mass), "hull.mass"),
        ("POINTS", format_points(evaluation.points), "stat:points"),
        ("DAMAGE", format_number(evaluation.detail.hull.damage_points), "hull"),
        ("THRUST", format_number(design.thrust), "thrust"),
    )
    cw = rest.w / len(cells)
    for n, (name, value, ref) in enumerate(cells):
        x = rest.x + n * cw
        items.append(
            Rect(x + 1, rest.y, cw - 2, rest.h - 3, Style(width=0.5, fill=template.colour("stat_fill")), ref)
        )
        items.append(label(x + 3, rest.y + cap.size + 0.5, name, cap.size, cap.font, width=cw - 6, ref=ref))
        if blank:
            continue
        items.append(
            label(
                x + cw - 3, rest.y + rest.h - 5.5, value, stat.size, stat.font, "end", width=cw - 6, ref=ref
            )
        )
    return items


def _banner_text(w: float, evaluation: Evaluation, template) -> tuple[list[str], float, float]:
    """The banner's lines (the first error in full, with the section of the rules to read: the
    player needs all of it, then how many more there are; the red tag says NOT LEGAL), their
    size, and the banner's height."""
    lines, size = PageFrame(template).not_legal_lines(
        evaluation.errors,
        w - BANNER_TAG_W - 6,
        template.font("caption").size + 0.5,
        "regular",
        max_lines=6,
        tagged=True,
    )
    return lines, size, max(template.region("box").num("banner"), lines_height(len(lines), size) + 10)


def _banner(w: float, evaluation: Evaluation, template) -> tuple[Group, float]:
    """The NOT LEGAL tag and the first error, drawn at the origin; and the banner's height."""
    font = template.font("illegal")
    ref = evaluation.errors[0].path
    tag_w = BANNER_TAG_W
    lines, size, h = _banner_text(w, evaluation, template)
    text_top = 1 + (h - 3 - lines_height(len(lines), size)) / 2
    red = template.colour("alert")
    items: list[Item] = [
        Rect(0, 1, w, h - 3, Style(stroke=red, fill=template.colour("alert_fill"), width=1.2), ref),
        Rect(0, 1, tag_w, h - 3, Style(stroke=red, fill=red, width=1.2), ref),
        label(
            tag_w / 2,
            h / 2 + font.size * 0.33,
            "NOT LEGAL",
            font.size,
            "bold",
            "middle",
            width=tag_w - 4,
            color="#ffffff",
            ref=ref,
        ),
    ]
    items += text_lines(tag_w + 3, text_top, lines, size, "regular", color=red, ref=ref)
    return Group(tuple(items), "not-legal", ref), h


def _class_name(design, category: str, width: float, template) -> tuple[list[str], float]:
    """The design's name as the CLASS line prints it beside its ``category``: on one line, a
    little smaller if need be, else wrapped onto two lines (the foot grows) rather than cut short."""
    cls = template.font("class")
    if not design.name.strip():  # a blank form: one empty line for the player to write on
        return [""], cls.size
    name_w = width - CLASS_LABEL_W - text_extent(category, _category_size(template), "bold")[0] - 3
    one_line, size = fit_lines(
        design.name, name_w, cls.size, cls.font, max_lines=1, min_size=CLASS_ONE_LINE_MIN
    )
    if len(one_line) == 1 and ELLIPSIS not in one_line[0]:
        return one_line, size
    return fit_lines(design.name, name_w, cls.size, cls.font, max_lines=2)


def _category(detail) -> str:
    return detail.hull.design_class.replace("-", " ").upper()


def _category_size(template) -> float:
    return template.font("caption").size + 0.5


def _foot(
    box: Box, name_lines: list[str], name_size: float, category: str, template, ship_name: str = ""
) -> list[Item]:
    """The CLASS line (the design's name, wrapped if need be, and its classification) and the
    NAME line for the ship's own name: the fleet's, or left for the player to write in (L296)."""
    cls = template.font("class")
    cap = template.font("caption")
    wrapped = (len(name_lines) - 1) * name_size * LEADING
    y1 = box.y + (box.h - wrapped) / 2 - 2 + wrapped  # the last line of the name, on the rule
    items: list[Item] = [
        label(box.x, y1, "CLASS", cap.size, cap.font, ref="name"),
        *text_lines(
            box.x + CLASS_LABEL_W,
            y1 - wrapped - name_size * CAP_HEIGHT,
            name_lines,
            name_size,
            cls.font,
            ref="name",
        ),
        label(box.right, y1, category, _category_size(template), "bold", "end", ref="hull.type"),
        Line(box.x + 19, y1 + 1.5, box.right, y1 + 1.5, Style(width=0.4), "name"),
    ]
    y2 = box.bottom - 2
    items.append(label(box.x, y2, "NAME", cap.size, cap.font, ref="name"))
    if ship_name:  # shrunk to fit before anything is cut, as the CLASS line is
        shown, size = shrink_to_fit(ship_name, box.w - CLASS_LABEL_W, cls.size, cls.font)
        items.append(label(box.x + CLASS_LABEL_W, y2, shown, size, cls.font, ref="name"))
    items.append(Line(box.x + 19, y2 + 1.5, box.right, y2 + 1.5, Style(width=0.4), "name"))
    return items


def _side(
    box: Box, design, detail, rows, capacity, cell, kind, template, blank: bool, memo: Memo
) -> list[Item]:
    cap = template.font("caption")
    items: list[Item] = [label(box.x, box.y + cap.size, "DAMAGE TRACK", cap.size, "bold", ref="hull")]
    top = box.y + cap.size + 3
    if rows and max(rows) > MAX_TRACK_ROW:
        items += _track_as_numbers(box, top, rows, detail, template)
        line = template.font("body").size + 2  # as _track_as_numbers spaces its lines
        return items + _drives_and_firecons(
            box, top + (len(rows) + 1) * line + 6, design, detail, kind, template, blank, memo
        )
    track, open_rects = box_track(box.x, top, rows, capacity, cell, Void.of(template), 1.0, "hull")
    marks: list[Item] = []
    for n, t in enumerate(() if blank else detail.thresholds):
        if 0 < t <= len(open_rects):
            x, y, w, h = open_rects[t - 1]
            marks.append(threshold_mark(x, y, w, "hull"))
            rolls = detail.threshold_rolls
            roll = rolls[n] if n < len(rolls) else rolls[-1]
            marks.append(
                label(
                    box.x + capacity * (cell + 1) + 2,
                    y + h - 1.5,
                    f"T{n + 1}: {roll}",
                    cap.size,
                    "bold",
                    ref="hull",
                )
            )
    items += [track, Group(tuple(marks), "thresholds", "hull")]
    return items + _drives_and_firecons(
        box, top + len(rows) * (cell + 1) + 4, design, detail, kind, template, blank, memo
    )


def _drives_and_firecons(
    box: Box, y: float, design, detail, kind, template, blank: bool, memo: Memo
) -> list[Item]:
    cap = template.font("caption")
    # A blank box keeps every pre-printed FireCon: the player crosses out what the ship lacks.
    fcs = template.region(kind).int("firecons") if blank else detail.fire_controls
    cat = detail.catalog
    extras = memo.of(
        "extra-firecons", (*design.systems, cat), lambda: tuple(extra_fire_controls(design, cat))
    )
    items = list(  # a copy: the kept list stays as drawn
        memo.of(
            "drive-symbols",
            (template,),
            lambda: _drive_symbols(box, y, design, fcs, extras, kind, template),
            box,
            y,
            design.ftl,
            fcs,
            extras,
            kind,
        )
    )
    if blank:
        return items
    s = template.region(kind).num("symbol")
    used = f"Systems {format_number(detail.systems_mass)} of {format_number(detail.hull.allowance)} MASS"
    items.append(
        label(
            box.x,
            y + s + 2 * cap.size + 4,
            used,
            cap.size,
            cap.font,
            width=box.w,
            color=template.colour("quiet"),
            ref="systems",
        )
    )
    return items


def _drive_symbols(
    box: Box, y: float, design, fcs: int, extras: tuple[str, ...], kind, template
) -> list[Item]:
    """The FTL drive and the FireCons with their captions: they depend only on the arguments."""
    cap = template.font("caption")
    items: list[Item] = []
    s = template.region(kind).num("symbol")
    # FTL drive symbol under the track (L300), crossed out on a Non-FTL ship (L298).
    items.append(ftl_drive(box.x + s / 2, y + s / 2, s, "ftl", crossed=not design.ftl))
    fc_x = box.x + s + 4
    printed = max(template.region(kind).int("firecons"), fcs)
    fc_refs = ["hull"] * (fcs - len(extras)) + list(extras)
    fs = s * 0.8
    per_row = max(1, int((box.right - fc_x) // (fs * 0.75)))
    fc_items: list[Item] = []
    shown = printed if printed <= 2 * per_row else 2 * per_row - 1  # two rows, then a count
    if shown < printed:
        fc_items.append(
            label(
                box.right,
                y + s / 2 + fs * 0.4 + cap.size * 0.35,
                f"+{printed - shown}",
                cap.size,
                "bold",
                "end",
                ref="systems",
            )
        )
    for n in range(shown):
        cx = fc_x + (n % per_row) * fs * 0.75 + fs * 0.35
        cy = y + s / 2 + (n // per_row) * fs * 0.75 - (fs * 0.35 if printed > per_row else 0)
        ref = fc_refs[n] if n < len(fc_refs) else "hull"
        fc_items.append(GLYPHS["fire-control"](cx, cy, fs, ref))
        if n >= fcs:  # a box's pre-printed FireCon this ship lacks is crossed out (L298)
            fc_items += cross_out(cx - fs * 0.3, cy - fs * 0.3, fs * 0.6, fs * 0.6, ref)
    items.append(Group(tuple(fc_items), "fire-controls", "hull"))
    items.append(label(box.x, y + s + cap.size + 1, "FTL", cap.size, cap.font, ref="ftl"))
    items.append(label(fc_x, y + s + cap.size + 1, "FIRECON", cap.size, cap.font, ref="hull"))
    return items


def _track_as_numbers(box: Box, top: float, rows, detail, template) -> list[Item]:
    """A track too long to draw legibly (a huge base): each row's boxes and the threshold
    points as numbers, to keep count of on paper."""
    cap = template.font("caption")
    body = template.font("body")
    items: list[Item] = []
    for n, length in enumerate(rows):
        items.append(
            label(
                box.x,
                top + (n + 1) * (body.size + 2),
                f"Row {n + 1}: {length} boxes",
                body.size,
                "regular",
                width=box.w,
                ref="hull",
            )
        )
    y = top + (len(rows) + 1) * (body.size + 2)
    points = ", ".join(format_number(t) for t in detail.thresholds) or "none"
    items.append(
        label(box.x, y, f"Threshold Points after {points} damage", cap.size, "bold", width=box.w, ref="hull")
    )
    return [Group(tuple(items), "damage-track-numbers", "hull")]


def _hull_outline(box: Box) -> tuple:
    """A plain ship silhouette, bow up, filling ``box``."""
    bow = min(box.h * 0.2, box.w * 0.3)
    inset = box.w * 0.08
    return (
        (box.cx, box.y),
        (box.right - inset, box.y + bow),
        (box.right, box.y + bow * 1.6),
        (box.right, box.bottom - 4),
        (box.right - inset, box.bottom),
        (box.x + inset, box.bottom),
        (box.x, box.bottom - 4),
        (box.x, box.y + bow * 1.6),
        (box.x + inset, box.y + bow),
    )


def _station_outline(box: Box) -> tuple:
    """An octagon: a base has no bow and no drives (L715)."""
    c = min(box.w, box.h) * 0.22
    return (
        (box.x + c, box.y),
        (box.right - c, box.y),
        (box.right, box.y + c),
        (box.right, box.bottom - c),
        (box.right - c, box.bottom),
        (box.x + c, box.bottom),
        (box.x, box.bottom - c),
        (box.x, box.y + c),
    )


def _diagram(
    box: Box, design, cat: Catalog, symbol: float, template, blank: bool, glyphs: GlyphsFn
) -> list[Item]:
    hull = box.inset(1, 1)
    station = design.is_installation
    outline = _station_outline(hull) if station else _hull_outline(hull)
    ink = Style(fill=template.colour("hull_fill"), width=1.0, stroke=template.colour("hull_line"))
    items: list[Item] = [Polygon(outline, ink, "hull")]
    drive_h = symbol + 2
    bow = (outline[2][1] - hull.y) * 0.6 if station else outline[1][1] - hull.y
    area = Box(hull.x + 5, hull.y + bow * 0.9, hull.w - 10, hull.h - bow * 0.9 - drive_h - 4)
    placed, missing = glyphs(design, cat, area, symbol)
    items += placed
    if missing > 0:  # never silently: say how many symbols the diagram could not show
        items.append(
            label(
                hull.cx,
                hull.y + 8,
                f"+{missing} more systems not drawn",
                template.font("caption").size,
                "bold",
                "middle",
                width=hull.w * 0.8,
                color=template.colour("alert"),
                ref="systems",
            )
        )
    dy = hull.bottom - drive_h / 2 - 2
    cap = template.font("caption")
    if design.is_installation:
        items.append(
            label(
                hull.cx,
                dy + 2,
                "no drives (installation)",
                cap.size,
                "regular",
                "middle",
                width=hull.w - 10,
                color=template.colour("quiet"),
                ref="thrust",
            )
        )
    elif blank:  # the drive with no rating in it, for the player to write in
        items.append(normal_drive(hull.cx, dy, symbol, "thrust", None))
    else:
        thrust = design.thrust
        items.append(normal_drive(hull.cx, dy, symbol, "thrust", thrust))
        # The first drive hit halves thrust, the second disables it (L282): room to note it.
        items.append(
            label(
                hull.cx + symbol * 0.6,
                dy + 2,
                f"1st hit: {thrust // 2}",
                cap.size,
                "regular",
                color=template.colour("quiet"),
                ref="thrust",
            )
        )
    return items


def diagram_glyphs(
    design: FullThrustDesign, cat: Catalog, area: Box, symbol: float
) -> tuple[list[Group], int]:
    """The diagram's placed glyphs and how many symbols did not fit."""
    placed, spots, _ = _place(symbols(design, cat), area, symbol)
    glyphs = [_glyph(sym, cx, cy, size) for sym, (cx, cy, size) in zip(placed, spots)]
    return glyphs, symbol_count(design, cat) - len(placed)


def _glyph(sym: Symbol, cx: float, cy: float, size: float) -> Group:
    """The symbol's glyph at its spot."""
    return GLYPHS[sym.kind](cx, cy, size, sym.ref, **sym.options)


def _place(syms: list[Symbol], area: Box, symbol: float):
    """Symbols in rows by role (weapons forward, defences amidships, bays and gear aft), each
    role flowing onto as many centred rows as it needs, the rows spread down the hull; the
    symbol size shrinks (to 8 pt) until all rows fit. Returns the symbols placed, their spots
    and how many did not fit."""
    roles: list[list[Symbol]] = [[], [], []]
    for sym in syms:
        roles[0 if sym.kind in ORDER[:5] else 1 if sym.kind in ORDER[5:8] else 2].append(sym)
    roles = [r for r in roles if r]
    size = symbol
    while True:
        gap = size * 0.12
        per_row = max(1, int((area.w + gap) // (size + gap)))
        rows = [role[i : i + per_row] for role in roles for i in range(0, len(role), per_row)]
        if len(rows) * (size + gap) <= area.h or size <= MIN_SYMBOL:
            break
        size -= 0.5
    if not rows:
        return [], [], 0
    fit_rows = max(1, int((area.h + gap) // (size + gap)))
    if len(rows) > fit_rows:  # more than a hull can show: flow them all, keep what fits
        flat = [sym for row in rows for sym in row]
        rows = [flat[i : i + per_row] for i in range(0, per_row * fit_rows, per_row)]
    step = min(size * 1.45, area.h / len(rows))
    top = area.y + (area.h - step * len(rows)) / 2 + step / 2
    placed, spots = [], []
    for r, row in enumerate(rows):
        row_w = len(row) * (size + gap) - gap
        x0 = area.cx - row_w / 2 + size / 2
        for c, sym in enumerate(row):
            placed.append(sym)
            spots.append((x0 + c * (size + gap), top + r * step, size))
    return placed, spots, len(syms) - len(placed)


__all__ = [
    "ship_box",
    "box_height",
    "diagram_glyphs",
    "box_kind",
    "symbols",
    "symbol_count",
    "KINDS",
    "MAX_TRACK_ROW",
]
