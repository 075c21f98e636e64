"""Box groups as printable blocks: a title (label and arcs), the optional notes line ("destroyed
on" and energy), then the boxes in rows, each with its designation, its T/B/H/Y mark, the
mega-box corner mark (004 L32-33) and, for refits, a shade. Blocks are drawn at the origin and
placed by ``sheet_hull``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import partial

from designer.core.memo import Memo
from designer.games.sfb.catalog_model import Energy, SystemSpec
from designer.games.sfb.design import BoxGroup, OptionMount, SfbDesign
from designer.games.sfb.rules.detail import SfbDetail
from designer.core.numbers import format_number
from designer.sheets.display import Group, Item, Line, Polygon, Rect, Style
from designer.sheets.flow import Block
from designer.sheets.text import label, text_extent

BLACK = "#000000"
WHITE = "#ffffff"
THIN = Style(width=0.6)
ARC_TEXT = {"row-ahead": "ROW AHEAD", "radial": "RADIAL"}


@dataclass(frozen=True)
class BoxRun:
    """What one block shows: a group of boxes or one option mount."""

    title: str
    note: str
    count: int
    labels: tuple[str, ...]
    marks: tuple[str, ...]
    shaded: bool
    connection: str  # "", "permanent", "expansion" or "breakaway" (004 L671-676)
    array: int  # boxes that make one array (Beam Cannons: 5), a row each; 0 for none
    zone: str
    ref: str
    title_w: float  # the title's and the note's printed widths, measured once per run
    note_w: float


def balanced(n: int, most: int) -> int:
    """Boxes a row so that ``n`` boxes fill the fewest rows evenly: 9 in rows of at most 8 are
    rows of 5 and 4, not 8 and 1."""
    most = max(1, most)
    rows = math.ceil(n / most) if n else 1
    return max(1, math.ceil(n / rows))


def energy_text(energy: Energy | None) -> str:
    """The catalog's energy in the supplement's words: ``3-2 (2)``, ``arm 20/shot, hold 10``."""
    if energy is None:
        return ""
    parts = []
    if energy.turns:
        hold = f" ({format_number(energy.hold)})" if energy.hold is not None else ""
        parts.append("-".join(format_number(t) for t in energy.turns) + hold)
    elif energy.arm == 0 and energy.note:  # AMT launchers: the cost is the torpedo's
        parts.append(energy.note)
    elif energy.arm is not None:
        parts.append(f"arm {format_number(energy.arm)}{'/shot' if energy.per == 'shot' else ''}")
        if energy.hold is not None:
            parts.append(f"hold {format_number(energy.hold)}")
    if energy.overload is not None:
        parts.append(f"O/L {format_number(energy.overload)}")
    if energy.boost is not None:
        parts.append(f"+{format_number(energy.boost.energy)} for +{energy.boost.damage} dmg")
    parts += [f"{mode} {format_number(e)}" for mode, e in energy.modes.items()]
    if energy.activate is not None:
        turns = f" ({energy.turns_active} turns)" if (energy.turns_active or 1) > 1 else ""
        parts.append(f"activate {format_number(energy.activate)}{turns}")
    if energy.per_attempt is not None:
        parts.append(f"{format_number(energy.per_attempt)} an attempt")
    if energy.functions:
        parts.append("/".join(str(p) for p in energy.functions.values()))
    return ", ".join(parts)


def note_text(spec: SystemSpec | None) -> str:
    """The notes layer: "destroyed on" (with ? when the base game's, an assumption) and energy."""
    if spec is None:
        return ""
    hit = (
        "never destroyed"
        if spec.hit.category == "None"  # pod connections (004 L677)
        else spec.hit.category + ("" if spec.hit.verified else "?")
    )
    energy = energy_text(spec.energy)
    power = f"{spec.power.per_box} power a box" if spec.power is not None else ""
    return " · ".join(t for t in (hit, energy, power) if t)


def zone_of(spec: SystemSpec | None, arcs: tuple[str, ...], position: str) -> str:
    """Where a group prints: as the design says, else the catalog's place, else weapons by their
    arcs (forward arcs fore, left and right arcs to the sides, rear arcs aft), else the centre."""
    if position != "auto":
        return position
    if spec is None:
        return "centre"
    if spec.place:
        return spec.place
    if spec.weapon and arcs:
        first = arcs[0]
        if first in ("L", "LF", "LS"):
            return "left"
        if first in ("R", "RF", "RS"):
            return "right"
        if first in ("RA", "RH", "RX"):
            return "aft"
        return "fore"
    return "fore" if spec.weapon else "centre"


def _title(spec: SystemSpec | None, fallback: str, arcs: tuple[str, ...], own: str = "") -> str:
    name = own or (spec.label if spec is not None else fallback)
    arc = ARC_TEXT.get(spec.arc, "") if spec is not None and spec.arc else ""
    arc = "+".join(arcs) or arc
    return f"{name}  {arc}" if arc else name


def _group_run(group: BoxGroup, index: int, spec: SystemSpec | None, template) -> BoxRun:
    title, note = _title(spec, group.system, tuple(group.arcs), group.title), note_text(spec)
    return BoxRun(
        title,
        note,
        group.count,
        tuple(group.labels),
        tuple(group.marks),
        group.refit,
        (spec.connection or "") if spec is not None else "",
        (spec.group_of or 0) if spec is not None else 0,
        zone_of(spec, tuple(group.arcs), group.position),
        f"boxes[{index}]",
        *_widths(title, note, template),
    )


def _mount_run(mount: OptionMount, index: int, spec: SystemSpec | None, refit: bool, template) -> BoxRun:
    fitted = f": {_title(spec, mount.fitted, tuple(mount.arcs))}" if mount.fitted else " (empty)"
    title, note = f"{mount.mount}{fitted}", note_text(spec)
    return BoxRun(
        title,
        note,
        1,
        (mount.label,) if mount.label else (),
        (),
        refit and bool(mount.fitted),
        "",
        0,
        zone_of(spec, tuple(mount.arcs), mount.position),
        f"option_mounts[{index}]",
        *_widths(title, note, template),
    )


def _widths(title: str, note: str, template) -> tuple[float, float]:
    return _text_w(title, template.font("group")), _text_w(note, template.font("note")) if note else 0.0


def box_runs(design: SfbDesign, detail: SfbDetail, template, memo: Memo) -> list[BoxRun]:
    """A run per box group, then per option mount; an unchanged group (the same object, at the
    same place) keeps its run, so the layout after an edit recognises it."""
    specs = {e.path: e.spec for e in detail.entries}
    runs = [
        memo.of("sfb-group-run", (g,), partial(_group_run, g, i, specs[f"boxes[{i}]"], template), i)
        for i, g in enumerate(design.boxes)
    ]
    refit = detail.options.budget_kind == "refit"  # the Joshada's mounts are refits, shaded
    runs += [
        memo.of(
            "sfb-mount-run",
            (m,),
            partial(_mount_run, m, i, specs.get(f"option_mounts[{i}]"), refit, template),
            i,
            refit,
        )
        for i, m in enumerate(design.option_mounts)
    ]
    return runs


def _box(x: float, y: float, cell: float, run: BoxRun, n: int, mega: bool, fonts, shade: str) -> list[Item]:
    fill = BLACK if run.connection == "expansion" else shade if run.shaded else WHITE
    items: list[Item] = [Rect(x, y, cell, cell, Style(fill=fill, width=0.6), run.ref)]
    inset = cell * 0.22
    if run.connection in ("expansion", "breakaway"):
        tri = ((x + cell / 2, y + inset), (x + cell - inset, y + cell - inset), (x + inset, y + cell - inset))
        colour = WHITE if run.connection == "expansion" else BLACK
        items.append(Polygon(tri, Style(stroke=None, fill=colour), run.ref))
    text = run.labels[n] if n < len(run.labels) else ""
    mark = run.marks[n] if n < len(run.marks) else ""
    size = fonts.size if cell >= 8 else fonts.size * cell / 8
    if text:
        items.append(
            label(x + cell / 2, y + cell / 2 + size * 0.36, text, size, fonts.font, "middle", ref=run.ref)
        )
    if mark:  # in the box, or in its top-right corner beside a designation
        at = (x + cell / 2, y + cell / 2 + size * 0.36) if not text else (x + cell - 1.6, y + size * 0.7)
        items.append(
            label(at[0], at[1], mark, size * (1 if not text else 0.7), "bold", "middle", ref=run.ref)
        )
    if mega:
        items.append(mega_mark(x, y, cell, run.ref))
    return items


def mega_mark(x: float, y: float, cell: float, ref: str = "") -> Line:
    """The mega-box's "small diagonal marks on the corner of each box" (004 L32-33): every box of
    such an SSD, shields too."""
    return Line(x, y + cell * 0.3, x + cell * 0.3, y, THIN, ref)


def natural_width(run: BoxRun, cell: float, gap: float, notes: bool) -> float:
    """The width a run takes on one row of boxes, its title (and note) beside."""
    return max(run.count * (cell + gap) - gap, run.title_w, run.note_w if notes else 0.0)


def _rows(run: BoxRun, cell: float, gap: float, width: float) -> tuple[int, int]:
    """Boxes a row and rows: an array a row (Beam Cannons), else balanced rows within ``width``."""
    most = int((width + gap) // (cell + gap))
    per_row = run.array if 0 < run.array <= most else balanced(run.count, most)
    return per_row, math.ceil(run.count / per_row)


def block_size(
    run: BoxRun, cell: float, gap: float, width: float, title_h: float, notes: bool
) -> tuple[float, float]:
    """The block's width and height, without drawing it (the hull's size search asks often)."""
    per_row, rows = _rows(run, cell, gap, width)
    noted = notes and bool(run.note)
    boxes_w = per_row * (cell + gap) - gap
    w = max(boxes_w, min(width, max(run.title_w, run.note_w if noted else 0.0)))
    return w, title_h * (2 if noted else 1) + rows * (cell + gap) - gap


def block(
    run: BoxRun, cell: float, gap: float, width: float, title_h: float, notes: bool, mega: bool, template
) -> Block:
    """The run's title band(s), then its boxes in rows no wider than ``width``."""
    per_row, _ = _rows(run, cell, gap, width)
    w, h = block_size(run, cell, gap, width, title_h, notes)
    group, note, box_font = template.font("group"), template.font("note"), template.font("box")
    noted = notes and bool(run.note)
    bands = title_h * (2 if noted else 1)
    items: list[Item] = [label(0, group.size, run.title, group.size, group.font, width=w, ref=run.ref)]
    if noted:
        items.append(label(0, title_h + note.size, run.note, note.size, note.font, width=w, ref=run.ref))
    for n in range(run.count):
        r, c = divmod(n, per_row)
        items += _box(
            c * (cell + gap), bands + r * (cell + gap), cell, run, n, mega, box_font, template.colour("shade")
        )
    return Block.drawn((Group(tuple(items), "box-group", run.ref),), h, w)


def _text_w(text: str, font) -> float:
    return text_extent(text, font.size, font.font)[0] + 1
