"""The display list: what a record sheet draws, in points, origin at the page's top-left, y down.

Renderers (``sheets/pdf.py``, the window's QPainter preview, test recorders) draw these and
nothing else, so the screen and the paper cannot disagree. ``ref`` is the design path an element
shows (``systems[3]``), so a preview can map a click back to the design.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal, Union

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
    author: str = "Drydock"
    subject: str = ""
    keywords: tuple[str, ...] = field(default=())


def walk(items):
    """Every primitive under ``items``, groups flattened, in drawing order."""
    for item in items:
        if isinstance(item, Group):
            yield from walk(item.items)
        else:
            yield item
