"""The display list: what a record sheet draws, in points, origin at the page's top-left, y down.

Renderers (``sheets/pdf.py``, the window's QPainter preview, test recorders) draw these and
nothing else, so the screen and the paper cannot disagree. ``ref`` is the design path an element
shows (``systems[3]``), so a preview can map a click back to the design.

Conventions every renderer follows:

- Units are PostScript points (1/72 inch); a page is ``Page.width`` x ``Page.height`` points and
  prints at true scale. Origin is the page's top-left corner, x to the right, **y down** (a PDF
  renderer flips it).
- ``Rect`` is (x, y) top-left plus w, h; ``radius`` rounds its corners. ``Circle`` is centre and
  radius. ``Polygon`` is a closed shape, or a polyline when ``closed`` is false. Fill first, then
  stroke; ``Style.stroke``/``fill`` ``None`` means no stroke/no fill; ``width`` is the stroke width
  in points (0 is a hairline); ``dash`` is an on/off pattern in points. Strokes use butt caps and
  miter joins.
- ``Text`` is one line, already cleaned and fitted by the layout (never wrap or elide it again):
  ``y`` is the **baseline**; ``anchor`` ``start``/``middle``/``end`` puts ``x`` at the line's left
  end, centre or right end; ``size`` is the font size in points (em height). ``font`` names a face
  whose file is ``designer.sheets.fonts.font_path(font)``; widths are sums of the TTF's advance
  widths without kerning, so a QPainter renderer should disable kerning on its QFont.
- Items draw in list order (later on top); a ``Group`` only groups, it has no transform.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable, Iterator, Literal, Union, overload

Color = str  # "#rrggbb"
FontName = Literal["regular", "bold"]
Anchor = Literal["start", "middle", "end"]


@dataclass(frozen=True)
class Style:
    stroke: Color | None = "#000000"
    fill: Color | None = None
    width: float = 0.75
    dash: tuple[float, ...] = ()


DEFAULT = Style()


@dataclass(frozen=True)
class Rect:
    x: float
    y: float
    w: float
    h: float
    style: Style = DEFAULT
    ref: str = ""
    radius: float = 0.0  # rounded corners


@dataclass(frozen=True)
class Line:
    x1: float
    y1: float
    x2: float
    y2: float
    style: Style = DEFAULT
    ref: str = ""


@dataclass(frozen=True)
class Circle:
    cx: float
    cy: float
    r: float
    style: Style = DEFAULT
    ref: str = ""


@dataclass(frozen=True)
class Polygon:
    points: tuple[tuple[float, float], ...]
    style: Style = DEFAULT
    ref: str = ""
    closed: bool = True  # False draws a polyline


@dataclass(frozen=True)
class Text:
    """One line of text, already fitted by the layout; ``y`` is the baseline."""

    x: float
    y: float
    text: str
    size: float = 8.0
    font: FontName = "regular"
    anchor: Anchor = "start"
    color: Color = "#000000"
    ref: str = ""


@dataclass(frozen=True)
class Group:
    """Elements that belong together (one system's glyph, one ship box)."""

    items: tuple["Item", ...]
    name: str = ""
    ref: str = ""


Item = Union[Rect, Line, Circle, Polygon, Text, Group]
Primitive = Union[Rect, Line, Circle, Polygon, Text]  # an item that is not a group


@dataclass(frozen=True)
class Page:
    width: float
    height: float
    items: tuple[Item, ...] = ()
    label: str = ""


@dataclass(frozen=True)
class Sheet:
    """A whole document: pages plus the PDF metadata."""

    pages: tuple[Page, ...]
    title: str = ""
    author: str = "Hullwright"
    subject: str = ""
    keywords: tuple[str, ...] = field(default=())
    info: tuple[tuple[str, str], ...] = ()  # document-info entries of the document's own (key, text)


def walk(items: Iterable[Item]) -> Iterator[Primitive]:
    """Every primitive under ``items``, groups flattened, in drawing order."""
    for item in items:
        if isinstance(item, Group):
            yield from walk(item.items)
        else:
            yield item


@overload
def shift(item: Group, dx: float, dy: float) -> Group: ...
@overload
def shift(item: Item, dx: float, dy: float) -> Item: ...
def shift(item: Item, dx: float, dy: float) -> Item:
    """``item`` (any primitive or group) moved by ``(dx, dy)``: layouts draw a box at the origin
    and the page packer places it."""
    # Plain constructors, not dataclasses.replace: a fleet's sheets shift ~100k primitives.
    if type(item) is Group:
        return Group(tuple(shift(i, dx, dy) for i in item.items), item.name, item.ref)
    if type(item) is Rect:
        return Rect(item.x + dx, item.y + dy, item.w, item.h, item.style, item.ref, item.radius)
    if type(item) is Text:
        return Text(
            item.x + dx, item.y + dy, item.text, item.size, item.font, item.anchor, item.color, item.ref
        )
    if type(item) is Line:
        return Line(item.x1 + dx, item.y1 + dy, item.x2 + dx, item.y2 + dy, item.style, item.ref)
    if type(item) is Circle:
        return Circle(item.cx + dx, item.cy + dy, item.r, item.style, item.ref)
    if type(item) is Polygon:
        return Polygon(tuple((x + dx, y + dy) for x, y in item.points), item.style, item.ref, item.closed)
    raise TypeError(f"not a display item: {item!r}")


@overload
def scale(item: Group, factor: float, dx: float = 0.0, dy: float = 0.0) -> Group: ...
@overload
def scale(item: Item, factor: float, dx: float = 0.0, dy: float = 0.0) -> Item: ...
def scale(item: Item, factor: float, dx: float = 0.0, dy: float = 0.0) -> Item:
    """``item`` enlarged ``factor`` times about the origin, then moved by ``(dx, dy)``: lengths,
    radii, stroke widths, dashes and font sizes all scale, so the result is the same drawing
    printed larger (text stays fitted: its widths scale with its size)."""
    k = factor
    if type(item) is Group:
        return Group(tuple(scale(i, k, dx, dy) for i in item.items), item.name, item.ref)
    if type(item) is Rect:
        return Rect(
            item.x * k + dx,
            item.y * k + dy,
            item.w * k,
            item.h * k,
            _scaled(item.style, k),
            item.ref,
            item.radius * k,
        )
    if type(item) is Text:
        return Text(
            item.x * k + dx,
            item.y * k + dy,
            item.text,
            item.size * k,
            item.font,
            item.anchor,
            item.color,
            item.ref,
        )
    if type(item) is Line:
        return Line(
            item.x1 * k + dx,
            item.y1 * k + dy,
            item.x2 * k + dx,
            item.y2 * k + dy,
            _scaled(item.style, k),
            item.ref,
        )
    if type(item) is Circle:
        return Circle(item.cx * k + dx, item.cy * k + dy, item.r * k, _scaled(item.style, k), item.ref)
    if type(item) is Polygon:
        return Polygon(
            tuple((x * k + dx, y * k + dy) for x, y in item.points),
            _scaled(item.style, k),
            item.ref,
            item.closed,
        )
    raise TypeError(f"not a display item: {item!r}")


def _scaled(style: Style, k: float) -> Style:
    return Style(style.stroke, style.fill, style.width * k, tuple(d * k for d in style.dash))


def groups(items: Iterable[Item], name: str | None = None) -> Iterator[Group]:
    """Every group under ``items`` (nested ones too), optionally only those called ``name``."""
    for item in items:
        if isinstance(item, Group):
            if name is None or item.name == name:
                yield item
            yield from groups(item.items, name)
