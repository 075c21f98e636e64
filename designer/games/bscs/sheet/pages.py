"""The BSCS record sheets: a ship's Damage Allocation Diagram page, then (sheet option
``craft_groups``) the group sheets of the craft its hangars carry (002 L484-489); an assault
craft design prints as one group sheet (``group_sheet.py``).

A ship's page has the Damage Allocation Diagram on top (002 L758-785), then the data block
(size, points, power, move cost, turn mode, sensors with their die, crew, craft, shells, the
repair parts track), the power budget, the weapon table and the notes (digest §9); what does
not fit flows on to a continuation page (``sheet_page.py``). Geometry comes from
``templates/bscs.yaml``. Illegal designs still print, marked NOT LEGAL; with the Campaign
Universe limits off the header says so.
"""

from __future__ import annotations

from typing import Callable, NamedTuple, Sequence

from designer.core.evaluation import Evaluation
from designer.core.game import SheetEntry, sheet_entries_of
from designer.games.bscs.craft_design import BscsCraft
from designer.games.bscs.sheet.group_sheet import group_page, groups
from designer.games.bscs.sheet.layout import Layout
from designer.games.bscs.sheet.page import ship_pages
from designer.sheets.display import Item, Line, Page, Style
from designer.sheets.findings import not_legal_text
from designer.sheets.layout import Box
from designer.sheets.page_frame import PageFrame
from designer.sheets.template import FontSpec, SheetTemplate
from designer.sheets.text import fit_lines, label, shrink_to_fit

PageMaker = Callable[[int, int], Page]  # (page number, pages in all) -> the page


def record_sheet_pages(
    entries: Sequence[SheetEntry | tuple[object, Evaluation]], paper: str, out: Layout
) -> list[Page]:
    """Every design's pages in order, numbered across the whole call."""
    makers: list[PageMaker] = []
    for entry in sheet_entries_of(entries):
        makers += _pages_of(entry, paper, out)
    total = len(makers)
    return [make(n + 1, total) for n, make in enumerate(makers)]


def _pages_of(entry: SheetEntry, paper: str, out: Layout, carrier: str = "") -> list[PageMaker]:
    """A ship's pages and, after them, what its hangars hold: craft as group sheets, ships as
    a record sheet each (each vessel is marked off on its own, L661-662); a craft as its group
    sheet. ``carrier``: where a held vessel rides."""
    design, ev = entry.design, entry.evaluation
    per_group = max(1, out.options["craft_per_group"])
    if isinstance(design, BscsCraft):
        return [
            lambda n, total, g=g: group_page(g, n, total, paper, out)
            for g in groups(design, ev, per_group, per_group, carrier, entry.ship_name)
        ]
    makers: list[PageMaker] = _ship_pages(entry, paper, out, carrier)
    if out.options["craft_groups"]:
        for c in ev.detail.carried:
            if c.design is None:
                continue
            hangar = design.systems[c.index]
            where = f"{entry.ship_name or design.name}, {hangar.label or 'hangar'}"
            if isinstance(c.design, BscsCraft):
                makers += [
                    lambda n, total, g=g: group_page(g, n, total, paper, out)
                    for g in groups(c.design, c.evaluation, c.count, per_group, where)
                ]
                continue
            for k in range(c.count):  # held ships' own hangars print after them, as theirs
                makers += _pages_of(
                    SheetEntry(c.design, c.evaluation),
                    paper,
                    out,
                    f"{where}, {k + 1} of {c.count}" if c.count > 1 else where,
                )
    return makers


def _ship_pages(entry: SheetEntry, paper: str, out: Layout, carrier: str) -> list[PageMaker]:
    """The ship's pages laid out once; each is numbered when the whole call's count is known."""
    design, ev = entry.design, entry.evaluation
    template = out.template
    w, h = template.page_size(paper)
    frame = Box(0, 0, w, h).inset(template.margin)
    who = Who(entry.ship_name, carrier)
    first, height = _header(frame, design, ev, who, False, out)
    bodies = ship_pages(design, ev, frame.top(height)[1], out)
    later = _header(frame, design, ev, who, True, out)[0] if len(bodies) > 1 else []
    made: list[PageMaker] = []
    for k, body in enumerate(bodies):
        top = later if k else first

        def page(n: int, total: int, top=top, body=body) -> Page:
            number = PageFrame(template).number(frame.right, frame.y + template.font("title").size, n, total)
            return Page(
                w,
                h,
                tuple([*top, number, *body]),
                f"BSCS Damage Allocation Diagram {n}/{total}: {design.name}",
            )

        made.append(page)
    return made


class Who(NamedTuple):
    """Whose sheet it is beyond the design: the ship's own name a fleet gives it, and the
    carrier a held ship rides in."""

    ship_name: str = ""
    carrier: str = ""


WRITE_IN = "________________"  # a name for the player to write in


def _who_text(design, who: Who, blank: bool) -> list[str]:
    """``Ship Lucky  ·  Class TC-2  ·  Frontier Patrol``: the ship's own name (a write-in line
    when the fleet gives none: the player names the ship, the design names the class), the
    class and faction, and where a held ship rides."""
    if blank:  # a form: two write-ins a line, so no name is parted from its line
        return [f"{a} {WRITE_IN}    {b} {WRITE_IN}" for a, b in (("Design", "Ship"), ("Class", "Faction"))]
    ship = f"Ship {who.ship_name}" if who.ship_name else f"Ship {WRITE_IN}"
    rest = [
        f"Class {design.ship_class}" if design.ship_class else "",
        design.faction,
        f"carried by {who.carrier}" if who.carrier else "",
    ]
    return ["  ·  ".join(t for t in (ship, *rest) if t)]


def _header(
    frame: Box, design, ev: Evaluation, who: Who, continued: bool, out: Layout
) -> tuple[list[Item], float]:
    """The header's items and height, kept in the memo while what it prints stays."""
    legality = () if out.blank else (ev.legal or not_legal_text(ev.errors), ev.detail.campaign_universe)
    key = (frame, design.name, design.ship_class, design.faction, who, legality, continued, out.blank)
    return out.memo.of("bscs-header", (), lambda: _draw_header(frame, design, ev, who, continued, out), *key)


def _draw_header(
    frame: Box, design, ev: Evaluation, who: Who, continued: bool, out: Layout
) -> tuple[list[Item], float]:
    """The title; the design's name (shrunk to fit, down to 6 pt, never cut) with NOT LEGAL and
    the Campaign Universe note under it, the ship's own name, class and faction beside it,
    each wrapped; and how tall it all is: the template's height, or more when the lines need
    it."""
    template = out.template
    title, name, small, bad = (template.font(k) for k in ("title", "name", "page", "illegal"))
    half = frame.w * 0.5
    items: list[Item] = [
        label(
            frame.x,
            frame.y + title.size,
            "BASIC STARSHIP COMBAT SYSTEM  ·  DAMAGE ALLOCATION DIAGRAM",
            title.size,
            title.font,
            width=frame.w * 0.8,
        )
    ]
    y = frame.y + title.size + name.size + 6
    shown, size = shrink_to_fit(
        f"{design.name} (continued)" if continued else design.name, half, name.size, name.font
    )
    items.append(label(frame.x, y, shown, size, name.font, ref="name"))
    right = y - small.size - 3
    for text in _who_text(design, who, out.blank):
        right = _lines(
            items,
            frame.x + half + 8,
            right + small.size + 3,
            fit_lines(text, frame.w - half - 8, small.size + 1, "regular", max_lines=3),
            "regular",
            "#000000",
            "ship_class",
        )
    left = y + 4
    for fitted, color in () if out.blank else _legality_lines(ev, half, bad, template):
        left = _lines(items, frame.x, left + bad.size + 2, fitted, bad.font, color, "")
    bottom = max(frame.y + template.region("header").num("height") - 4, max(left, right) + 6)
    items.append(Line(frame.x, bottom, frame.right, bottom, Style(width=1.5)))
    return items, bottom + 4 - frame.y


CAMPAIGN_OFF = "Campaign Universe limits OFF"


def _legality_lines(
    ev: Evaluation, width: float, bad: FontSpec, template: SheetTemplate
) -> list[tuple[tuple[list[str], float], str]]:
    """The NOT LEGAL line and the Campaign Universe note under the name, fitted to ``width``
    (at most 3 lines each), the NOT LEGAL words
    by the page frame, and their colours."""
    notes = []
    if not ev.legal:
        notes.append(
            (
                PageFrame(template).not_legal_lines(ev.errors, width, bad.size, bad.font, 3),
                template.colour("alert"),
            )
        )
    if not ev.detail.campaign_universe:
        notes.append((fit_lines(CAMPAIGN_OFF, width, bad.size, bad.font, max_lines=3), "#000000"))
    return notes


def _lines(
    items: list[Item],
    x: float,
    y: float,
    fitted_lines: tuple[list[str], float],
    font: str,
    color: str,
    ref: str,
) -> float:
    """Lines wrapped (shrunk to 6 pt before anything is cut: ``fit_lines``, at most 3) from
    baseline ``y`` on, added to ``items``; the last baseline."""
    lines, fitted = fitted_lines
    for n, line in enumerate(lines):
        items.append(label(x, y + n * (fitted + 2), line, fitted, font, color=color, ref=ref))
    return y + (len(lines) - 1) * (fitted + 2) if lines else y - fitted - 2


__all__ = ["record_sheet_pages"]
