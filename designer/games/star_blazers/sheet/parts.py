"""Small drawing pieces every part of the Warship Display Form uses: ruled cell rows, a titled
block frame, the designator box, and the grey write-in space that marks a value the source lost
(issue 13: "a marked write-in space where the source lost a value")."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence, Union

from designer.core.memo import Memo
from designer.sheets.display import Anchor, Circle, Item, Line, Rect, Style
from designer.sheets.template import SheetTemplate
from designer.sheets.text import fit_lines, label, lines_height, shrink_to_fit, text_extent, text_lines

THIN = Style(width=0.5)
FRAME = Style(width=0.9)
BLANK = "\x00"  # a cell whose value the source lost: drawn as a write-in space


@dataclass(frozen=True)
class Damage:
    """A damage cell: the die and the automatic damage printed in its small box (L390-400)."""

    die: str | None
    value: int | None


Cell = Union[str, Damage, None]


class Pen:
    """The template's fonts and measures for one layout call, and the caller's memo
    that keeps whole blocks (``sheet_flow.kept``)."""

    def __init__(self, template: SheetTemplate, memo: Memo):
        self.t = template
        self.memo = memo
        self.heading = template.font("heading")
        self.label = template.font("label")
        self.body = template.font("body")
        self.cell = template.font("cell")
        self.symbol = template.font("symbol")
        # The template's greys: a space to write in (dashed), the 60% box (dark), a box shaded out.
        self.write_in_style = Style(
            stroke=template.colour("write_in"),
            fill=template.colour("write_in_fill"),
            width=0.5,
            dash=(1.5, 1.2),
        )
        self.dark = Style(stroke="#000000", fill=template.colour("dark"), width=0.6)
        self.shaded = Style(stroke="#000000", fill=template.colour("shaded"), width=0.5)

    def write_in(self, x: float, y: float, w: float, h: float, ref: str = "") -> Rect:
        return Rect(x, y, w, h, self.write_in_style, ref)

    def text(
        self,
        x: float,
        y: float,
        text: str,
        font: str = "body",
        anchor: Anchor = "start",
        width: float | None = None,
        ref: str = "",
    ) -> Item:
        spec = getattr(self, font)
        return label(x, y, text, spec.size, spec.font, anchor, width, ref=ref)

    def sized(
        self, x: float, y: float, text: str, spec, anchor: Anchor, width: float, color: str = "#000000"
    ) -> Item:
        """A label in a template font that is not one of the pen's own (banner, title)."""
        return label(x, y, text, spec.size, spec.font, anchor, width, color)

    def fitted(self, x: float, y: float, text: str, spec, width: float) -> Item:
        """A one-line label in ``spec`` shrunk to ``width`` (down to 6 pt) rather than cut."""
        shown, size = shrink_to_fit(text, width, spec.size, spec.font)
        return label(x, y, shown, size, spec.font)

    def lines(
        self,
        x: float,
        top: float,
        height: float,
        text: str,
        font: str,
        width: float,
        baseline: float,
        ref: str = "",
    ) -> list[Item]:
        """``text`` in ``font`` at ``baseline`` if it fits on one line, else on as many lines
        of ``width`` as ``height`` holds, shrunk (down to 6 pt) before anything is cut, centred
        in the band from ``top``."""
        spec = getattr(self, font)
        lines, size = fit_lines(text, width, spec.size, spec.font, max_lines=3, height=height)
        if len(lines) == 1:
            return [label(x, baseline, lines[0], size, spec.font, ref=ref)]
        cap_top = top + (height - lines_height(len(lines), size)) / 2
        return [
            label(t.x, t.y, t.text, size, spec.font, ref=ref)
            for t in text_lines(x, cap_top, lines, size, spec.font)
        ]

    def baseline(self, top: float, height: float, font: str = "cell") -> float:
        spec = getattr(self, font)
        _, asc, desc = text_extent("Ag", spec.size, spec.font)
        return top + (height + asc - desc) / 2


def cell_row(
    pen: Pen,
    x: float,
    y: float,
    widths: Sequence[float],
    cells: Sequence[Cell],
    h: float,
    font: str = "cell",
    frame: bool = True,
    ref: str = "",
) -> list[Item]:
    """One ruled row of centred cells; a ``BLANK`` cell is a write-in space, a ``Damage`` cell
    the die with its automatic-damage box (a write-in box where the value is lost)."""
    out: list[Item] = []
    cx = x
    base = pen.baseline(y, h, font)
    for w, cell in zip(widths, cells):
        if frame:
            out.append(Rect(cx, y, w, h, THIN, ref))
        if cell is BLANK:
            out.append(pen.write_in(cx + 2, y + 1.2, w - 4, h - 2.4, ref))
        elif isinstance(cell, Damage):
            out += _damage_cell(pen, cx, y, w, h, cell, font, ref)
        elif cell:
            out.append(pen.text(cx + w / 2, base, cell, font, "middle", width=w - 3, ref=ref))
        cx += w
    return out


def _damage_cell(
    pen: Pen, x: float, y: float, w: float, h: float, cell: Damage, font: str, ref: str
) -> list[Item]:
    box = h - 2
    mid = x + w / 2
    out: list[Item] = []
    base = pen.baseline(y, h, font)
    if cell.die:
        out.append(pen.text(mid - 1.5, base, cell.die, font, "end", width=w / 2 - 3, ref=ref))
    else:
        out.append(pen.write_in(mid - w / 2 + 3, y + 1, w / 2 - 6, box, ref))
    if cell.value is None:
        out.append(pen.write_in(mid + 1.5, y + 1, box + 3, box, ref))
    else:
        out.append(Rect(mid + 1.5, y + 1, box + 3, box, THIN, ref))
        out.append(pen.text(mid + 3 + box / 2, base, str(cell.value), font, "middle", ref=ref))
    return out


def designator(
    pen: Pen, x: float, y: float, w: float, h: float, text: str, ref: str = "", recharge: int | None = None
) -> list[Item]:
    """The battery designator box at a table's left (L390-400); text over two letters is set at
    the cell size, one or two letters may use the smaller symbol size. ``recharge`` draws the
    recharge indicator, a circled number of turns at the corner (L446-452)."""
    font = "symbol" if len(text) <= 2 else "cell"
    items: list[Item] = [
        Rect(x, y, w, h, FRAME, ref),
        pen.text(x + w / 2, pen.baseline(y, h, font), text, font, "middle", width=w - 1, ref=ref),
    ]
    if recharge:
        r = min(h / 2 - 0.5, 3.6)
        cx, cy = x + w - r - 0.8, y + h / 2
        items += [
            Circle(cx, cy, r, Style(fill="#ffffff", width=0.5)),
            pen.text(cx, pen.baseline(cy - r, 2 * r, "symbol"), str(recharge), "symbol", "middle"),
        ]
    return items


def titled_frame(pen: Pen, width: float, height: float, title: str, ref: str = "") -> list[Item]:
    """A block's outline with its section name on the top rule."""
    return [
        Rect(0, 0, width, height, FRAME, ref),
        pen.text(3, pen.heading.size + 1.5, title, "heading", width=width - 6, ref=ref),
        Line(0, pen.heading.size + 4, width, pen.heading.size + 4, THIN, ref),
    ]


def percent(value: int | None) -> str:
    return "—" if value is None else f"{value}%"


def number(value) -> str:
    """Whole numbers plain, fractions as the form prints them (``.5``)."""
    if isinstance(value, float):
        return str(int(value)) if value.is_integer() else f"{value:g}".removeprefix("0")
    return str(value)


def cost(value) -> str:
    """A turn or sideslip cost as the form prints it: ``.5 PRF``, ``1.0 PRF`` (L6784-6785)."""
    return f"{value:.1f}".removeprefix("0") + " PRF"


__all__ = [
    "Pen",
    "Damage",
    "BLANK",
    "cell_row",
    "designator",
    "titled_frame",
    "percent",
    "number",
    "cost",
    "THIN",
    "FRAME",
]
