"""Full Thrust ship-diagram symbols (001 L355-364, L836-845), each drawn in a square cell.

The basic symbols follow the book's key (L357-364). The advanced weapons' artwork is missing
from the text ("drawn with a DIRECTION OF FIRE indicator", L838), so these are Hullwright's own,
each with a black arrowhead pointing into its arc (up Fore, left Port, right Starboard, down
Aft): needle beam = a needle, pulse torpedo = a torpedo, Nova Cannon = a burst on a spinal line,
submunition pack = a circle of scatter dots, minelayer = a rack of three mine spots to cross off
(L516), minesweeper = a diamond over a struck-out mine, Weasel = a dashed decoy hull with W.
"""

from __future__ import annotations

import math
from typing import Callable, Sequence

from designer.sheets.display import Circle, Group, Item, Line, Polygon, Rect, Style, Text
from designer.sheets.marks import arc_points, barrels, cross_out, pointer, regular_polygon
from designer.sheets.text import label

BLACK, WHITE = "#000000", "#ffffff"
LINE = Style(width=0.9)
HEAVY = Style(width=1.3)
SOLID = Style(stroke=None, fill=BLACK)
WHITE_FILL = Style(fill=WHITE, width=0.9)
ROTATION = {"F": 0.0, "S": 90.0, "A": 180.0, "P": 270.0}  # clockwise from up, y down


def _rotate(points: Sequence[tuple[float, float]], cx: float, cy: float, arc: str) -> tuple:
    a = math.radians(ROTATION.get(arc, 0.0))
    cos, sin = math.cos(a), math.sin(a)
    return tuple(
        (cx + (x - cx) * cos - (y - cy) * sin, cy + (x - cx) * sin + (y - cy) * cos) for x, y in points
    )


def _letter(cx: float, cy: float, text: str, size: float, ref: str, font="bold") -> Text:
    # DejaVu capitals are 0.73 em tall: a baseline 0.36 em below the centre centres them.
    return label(cx, cy + size * 0.36, text, size, font, "middle", ref=ref)


def beam(cx, cy, s, ref="", beam_class="A", arcs=("F",)) -> Group:
    """A circle with its class letter and one 'barrel' per arc (L357): up F, left P, right S."""
    r = s * 0.27
    items: list[Item] = [Circle(cx, cy, r, WHITE_FILL, ref), _letter(cx, cy, beam_class, s * 0.36, ref)]
    items += barrels(cx, cy, r, arcs, s * 0.2, HEAVY, ref)
    return Group(tuple(items), "beam", ref)


def fire_control(cx, cy, s, ref="") -> Group:
    """A small square containing a dot (L359)."""
    h = s * 0.26
    return Group(
        (Rect(cx - h, cy - h, 2 * h, 2 * h, LINE, ref), Circle(cx, cy, s * 0.07, SOLID, ref)),
        "fire-control",
        ref,
    )


def pdaf(cx, cy, s, ref="") -> Group:
    """A circle quartered black and white (L360)."""
    r = s * 0.3
    items: list[Item] = [Circle(cx, cy, r, WHITE_FILL, ref)]
    for start in (270.0, 90.0):  # top-right and bottom-left quarters black
        items.append(Polygon(((cx, cy),) + arc_points(cx, cy, r, start, start + 90, 8), SOLID, ref))
    items.append(Circle(cx, cy, r, LINE, ref))
    return Group(tuple(items), "pdaf", ref)


def adaf(cx, cy, s, ref="") -> Group:
    """A square quartered black and white (L361)."""
    h = s * 0.3
    return Group(
        (
            Rect(cx - h, cy - h, 2 * h, 2 * h, WHITE_FILL, ref),
            Rect(cx, cy - h, h, h, SOLID, ref),
            Rect(cx - h, cy, h, h, SOLID, ref),
            Rect(cx - h, cy - h, 2 * h, 2 * h, LINE, ref),
        ),
        "adaf",
        ref,
    )


def screen(cx, cy, s, ref="") -> Group:
    """A dot with radiating arcs (L362); one symbol per level."""
    base = cy + s * 0.2
    items: list[Item] = [Circle(cx, base, s * 0.08, SOLID, ref)]
    for r in (s * 0.2, s * 0.36):
        items.append(Polygon(arc_points(cx, base, r, 215, 325, 10), LINE, ref, closed=False))
    return Group(tuple(items), "screen", ref)


def fighter_group(cx, cy, s, ref="") -> Group:
    """A triangle containing a dot: one group of 6 fighters with its bay (L363)."""
    pts = regular_polygon(cx, cy + s * 0.06, s * 0.34, 3)
    return Group(
        (Polygon(pts, WHITE_FILL, ref), Circle(cx, cy + s * 0.08, s * 0.07, SOLID, ref)), "fighter-group", ref
    )


def ftl_drive(cx, cy, s, ref="", crossed=False) -> Group:
    """A square containing a wave line (L364); crossed out on a Non-FTL ship (L298)."""
    h = s * 0.32
    wave = tuple(
        (cx - h * 0.8 + i * h * 1.6 / 16, cy - math.sin(i / 16 * 2 * math.pi) * h * 0.4) for i in range(17)
    )
    items: list[Item] = [
        Rect(cx - h, cy - h, 2 * h, 2 * h, WHITE_FILL, ref),
        Polygon(wave, LINE, ref, closed=False),
    ]
    if crossed:
        items += cross_out(cx - h - 1, cy - h - 1, 2 * h + 2, 2 * h + 2, ref)
    return Group(tuple(items), "ftl-drive", ref)


def normal_drive(cx, cy, s, ref="", thrust: int | None = 0) -> Group:
    """A pentagon with the Thrust Rating inside (L364); empty when ``thrust`` is None."""
    pts = regular_polygon(cx, cy + s * 0.03, s * 0.4, 5)
    items: list[Item] = [Polygon(pts, WHITE_FILL, ref)]
    if thrust is not None:
        items.append(_letter(cx, cy + s * 0.06, str(thrust), s * 0.36, ref))
    return Group(tuple(items), "normal-drive", ref)


def needle_beam(cx, cy, s, ref="", arc="F") -> Group:
    """A needle pointing into its one arc (L296: single-arc symbols point the right way)."""
    shape = (
        (cx, cy - s * 0.28),
        (cx + s * 0.09, cy + s * 0.05),
        (cx, cy + s * 0.24),
        (cx - s * 0.09, cy + s * 0.05),
    )
    items: list[Item] = [
        Polygon(_rotate(shape, cx, cy, arc), WHITE_FILL, ref),
        Circle(cx, cy + 0.0, s * 0.045, SOLID, ref),
    ]
    items += pointer(cx, cy, s * 0.28, arc, s * 0.16, ref)
    return Group(tuple(items), "needle-beam", ref)


def pulse_torpedo(cx, cy, s, ref="", arc="F") -> Group:
    """A torpedo (body and black warhead) pointing into its arc (fore only, L466)."""
    w, top, bottom = s * 0.11, cy - s * 0.12, cy + s * 0.26
    body = ((cx - w, top), (cx + w, top), (cx + w, bottom), (cx - w, bottom))
    nose = ((cx - w, top), (cx + w, top), (cx, cy - s * 0.3))
    fins = (
        (cx - w * 2, bottom),
        (cx + w * 2, bottom),
        (cx + w, bottom - s * 0.1),
        (cx - w, bottom - s * 0.1),
    )
    items: list[Item] = [
        Polygon(_rotate(fins, cx, cy, arc), WHITE_FILL, ref),
        Polygon(_rotate(body, cx, cy, arc), WHITE_FILL, ref),
        Polygon(_rotate(nose, cx, cy, arc), Style(fill=BLACK, width=0.9), ref),
    ]
    items += pointer(cx, cy, s * 0.3, arc, s * 0.14, ref)
    return Group(tuple(items), "pulse-torpedo", ref)


def nova_cannon(cx, cy, s, ref="", arc="F") -> Group:
    """An eight-point burst on a spinal line, firing dead ahead (L532)."""
    pts = []
    for i in range(16):
        r = s * (0.3 if i % 2 == 0 else 0.13)
        a = math.radians(-90 + i * 22.5)
        pts.append((cx + r * math.cos(a), cy + s * 0.06 + r * math.sin(a)))
    items: list[Item] = [
        Line(cx, cy + s * 0.4, cx, cy - s * 0.2, HEAVY, ref),
        Polygon(tuple(pts), WHITE_FILL, ref),
        Circle(cx, cy + s * 0.06, s * 0.06, SOLID, ref),
    ]
    items += pointer(cx, cy, s * 0.26, arc, s * 0.16, ref)
    return Group(tuple(items), "nova-cannon", ref)


def submunition(cx, cy, s, ref="", arc="F") -> Group:
    """A circle of scatter dots with its fire direction; crossed off once fired (L494)."""
    r = s * 0.24
    items: list[Item] = [Circle(cx, cy, r, WHITE_FILL, ref)]
    for dx, dy in ((0, -0.1), (-0.09, 0.07), (0.09, 0.07)):
        items.append(Circle(cx + dx * s, cy + dy * s, s * 0.04, SOLID, ref))
    items += pointer(cx, cy, r, arc, s * 0.16, ref)
    return Group(tuple(items), "submunition", ref)


def minelayer(cx, cy, s, ref="", arc="A") -> Group:
    """A rack of three mine spots, crossed off as laid (L516, L842), dropping astern."""
    w, h = s * 0.36, s * 0.15
    items: list[Item] = [Rect(cx - w, cy - h, 2 * w, 2 * h, WHITE_FILL, ref, radius=h * 0.6)]
    for i in (-1, 0, 1):
        items.append(Circle(cx + i * w * 0.62, cy, h * 0.62, LINE, ref))
    items += pointer(cx, cy, h, arc, s * 0.15, ref)
    return Group(tuple(items), "minelayer", ref)


def minesweeper(cx, cy, s, ref="", arc="F") -> Group:
    """A diamond over a struck-out mine: sweeps ahead."""
    r = s * 0.3
    items: list[Item] = [
        Polygon(regular_polygon(cx, cy, r, 4), WHITE_FILL, ref),
        Circle(cx, cy, s * 0.1, LINE, ref),
        Line(cx - s * 0.16, cy + s * 0.16, cx + s * 0.16, cy - s * 0.16, HEAVY, ref),
    ]
    items += pointer(cx, cy, r, arc, s * 0.15, ref)
    return Group(tuple(items), "minesweeper", ref)


def weasel(cx, cy, s, ref="", signature="cruiser") -> Group:
    """A dashed decoy hull with W and the signature it shows (CR/CA, L572-574)."""
    hull = (
        (cx, cy - s * 0.36),
        (cx + s * 0.22, cy - s * 0.08),
        (cx + s * 0.22, cy + s * 0.34),
        (cx - s * 0.22, cy + s * 0.34),
        (cx - s * 0.22, cy - s * 0.08),
    )
    return Group(
        (
            Polygon(hull, Style(fill=WHITE, width=0.8, dash=(1.5, 1.0)), ref),
            _letter(cx, cy + s * 0.0, "W", s * 0.3, ref),
            label(
                cx,
                cy + s * 0.28,
                "CA" if signature == "capital" else "CR",
                s * 0.17,
                "bold",
                "middle",
                ref=ref,
            ),
        ),
        "weasel",
        ref,
    )


def threshold_mark(x, y, cell, ref="") -> Group:
    """The box where a Threshold Point falls (L274): a heavy frame with a black corner, so it
    shows next to the hatched surplus as well as on open boxes."""
    return Group(
        (
            Rect(x, y, cell, cell, Style(width=1.6), ref),
            Polygon(
                ((x + cell, y + cell * 0.45), (x + cell, y + cell), (x + cell * 0.45, y + cell)), SOLID, ref
            ),
        ),
        "threshold",
        ref,
    )


GLYPHS: dict[str, Callable[..., Group]] = {
    "beam": beam,
    "pdaf": pdaf,
    "adaf": adaf,
    "screen": screen,
    "fighter-group": fighter_group,
    "needle-beam": needle_beam,
    "pulse-torpedo": pulse_torpedo,
    "nova-cannon": nova_cannon,
    "submunition": submunition,
    "minelayer": minelayer,
    "minesweeper": minesweeper,
    "fire-control": fire_control,
    "weasel": weasel,
    "ftl-drive": ftl_drive,
    "normal-drive": normal_drive,
}

# The key (legend) text of each symbol, in the order the key lists them.
KEY = (
    ("beam", "Beam battery {classes}"),  # the classes of the catalog evaluated under (A, B or C)
    ("fire-control", "Fire control"),
    ("pdaf", "PDAF"),
    ("adaf", "ADAF"),
    ("screen", "Screen (one per level)"),
    ("fighter-group", "Fighter group + bay"),
    ("ftl-drive", "FTL drive (crossed: Non-FTL)"),
    ("normal-drive", "Drive, thrust inside"),
    ("needle-beam", "Needle beam"),
    ("pulse-torpedo", "Pulse torpedo"),
    ("nova-cannon", "Nova Cannon (spinal)"),
    ("submunition", "Submunition pack (1 shot)"),
    ("minelayer", "Minelayer, 3 mines"),
    ("minesweeper", "Minesweeper"),
    ("weasel", "Weasel decoy"),
)
KEY_EXAMPLE: dict[str, dict[str, object]] = {
    "beam": {"beam_class": "B", "arcs": ("P", "F", "S")},
    "normal-drive": {"thrust": 4},
    "needle-beam": {"arc": "F"},
    "minelayer": {"arc": "A"},
}
