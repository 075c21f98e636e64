"""The Warship Display Form (seed 000 L372-674, the sheets L5783-7658, digest §3): page
furniture and unit rows, weapon statistic tables on the left, the data block, ship systems,
batteries and munitions on the right, then battlecraft squadrons, the logs, the hull structure
and, for carriers, the Battlecraft Control Log. Light ships print several to a page, as many as
their form has unit rows (correction 3). Geometry comes from ``templates/star-blazers.yaml``.

A pure function of the (design, evaluation) pairs, the paper and the template; each form reads
the catalog its ship was evaluated under (a house-rule profile's), from the evaluation.
"""

from __future__ import annotations

from collections import Counter
from typing import Mapping, NamedTuple, Sequence

from designer.core.evaluation import Evaluation
from designer.core.game import SheetEntry, sheet_entries_of
from designer.core.memo import Memo
from designer.core.model import RuleValue
from designer.games.star_blazers.rules.detail import ShipDetail
from designer.games.star_blazers.sheet.blank import (
    blank_data,
    blank_hull,
    blank_squadrons,
    blank_tables,
)
from designer.games.star_blazers.sheet.data import data_blocks
from designer.games.star_blazers.sheet.flow import kept, kept_placer
from designer.games.star_blazers.sheet.parts import THIN, Pen
from designer.games.star_blazers.sheet.records import RecordBlocks
from designer.games.star_blazers.sheet.tables import system_tables, weapon_tables
from designer.games.star_blazers.warship_class import FACTION_TITLES
from designer.sheets.display import Item, Line, Page, Style
from designer.sheets.findings import not_legal_text
from designer.sheets.flow import Block, PageFlow
from designer.sheets.layout import Box
from designer.sheets.page_frame import PageFrame
from designer.sheets.template import SheetTemplate
from designer.sheets.text import fits_on_one_line

BANNER = "STAR BLAZERS FLEET BATTLE SYSTEM"
LEGEND = "Grey dashed boxes: values the source does not preserve; write them in from your own form."
BLANK_LEGEND = "Grey dashed boxes: write in the values of the class you design."
CREDIT = "After the Warship Display Forms, © 1997 Voyager Entertainment, Inc. and Musashi Enterprises, Inc."


class Unit(NamedTuple):
    """A ship on a form: its design's name (the class the header prints) and the name the fleet
    gives it, if any (its UNIT NAME; the book's unit row is the ship's own, L503-508)."""

    design: str
    ship: str = ""

    @property
    def unit_name(self) -> str:
        return self.ship or self.design


def record_sheet_pages(
    entries: Sequence[SheetEntry | tuple[object, Evaluation]],
    paper: str,
    template: SheetTemplate,
    options: Mapping[str, RuleValue],
    memo: Memo,
    blank: bool = False,
) -> list[Page]:
    """``options`` are the game's sheet options, complete (``SHEET_OPTIONS``). ``blank``: the
    forms are to design on by hand (an empty custom class's, whose figures are all unknown and
    print as boxes to write in): no class title, points, faction or findings."""
    pen = Pen(template, memo)
    pages: list[Page] = []
    for _design, evaluation, units in form_groups(entries, options["one_ship_a_page"] is True):
        pages += _form(evaluation, units, paper, template, pen, options, blank)
    total = len(pages)
    return [
        Page(p.width, p.height, p.items + tuple(_page_number(p, n + 1, total, pen)), p.label)
        for n, p in enumerate(pages)
    ]


def form_groups(
    entries: Sequence[SheetEntry | tuple[object, Evaluation]], one_a_page: bool = False
) -> list[tuple[object, Evaluation, list[Unit]]]:
    """Consecutive ships of the same design share a form, up to its unit rows: a fleet's 18
    Lightnings print on 6 pages of 3 (L6250-6257); ``one_a_page``: every ship a form of its own."""
    groups: list[tuple[object, Evaluation, list[Unit]]] = []
    last_key = None
    for entry in sheet_entries_of(entries):
        design, evaluation = entry.design, entry.evaluation
        unit = Unit(design.name, entry.ship_name)
        # The same design under other house rules is another form (its catalog, by identity).
        key = (design.model_dump_json(exclude={"name"}), id(evaluation.detail.catalog))
        per_sheet = 1 if one_a_page else evaluation.detail.ships_per_sheet
        if groups and key == last_key and len(groups[-1][2]) < per_sheet:
            groups[-1][2].append(unit)
        else:
            groups.append((design, evaluation, [unit]))
        last_key = key
    return groups


def _form(
    evaluation: Evaluation[ShipDetail],
    units: list[Unit],
    paper: str,
    template: SheetTemplate,
    pen: Pen,
    options: Mapping[str, RuleValue],
    blank: bool,
) -> list[Page]:
    detail = evaluation.detail
    catalog = detail.catalog
    width, height = template.page_size(paper)
    frame = Box(0, 0, width, height).inset(template.margin)
    body, footer = frame.bottom_band(template.region("footer").num("height"))
    designs = [u.design for u in units]
    flow = PageFlow(
        body,
        template.gap,
        lambda n: _opening(n, detail, evaluation, designs, body, pen, blank),
        kept_placer(pen.memo),
    )
    names = [u.unit_name for u in units]
    blocks = RecordBlocks(detail, names, pen)
    if not evaluation.legal and not blank:  # a blank form has no findings
        flow.full(
            kept(
                pen.memo,
                ("not legal", not_legal_text(evaluation.errors)),
                lambda w: _not_legal(w, evaluation, pen),
            )
        )
    flow.full(blocks.unit_rows())
    if blank:  # the real form's parts, every value to write in
        flow.columns(
            blank_tables(pen),
            blank_data(detail, pen),
            template.region("columns").num("left_share"),
            either=[blank_hull(pen)],
        )
        flow.full(blank_squadrons(pen))
        flow.full(blocks.logs())
        return _pages(flow, footer, width, height, "", pen, units, BLANK_LEGEND)
    if detail.known_class:
        has_achs = any(s.label == "ACHS" or s.label.startswith("ACHS (warship") for s in detail.systems)
        flow.columns(
            weapon_tables(detail, catalog, pen),
            data_blocks(detail, catalog, pen, options),
            template.region("columns").num("left_share"),
            either=system_tables(detail, catalog, pen, has_achs) + [blocks.hull()],
        )
    else:
        flow.full(blocks.hull())
    carrier = bool(detail.capacity.squadron_rows or detail.capacity.heavy_bombers)
    if carrier:
        flow.full(blocks.squadrons())
    flow.full(blocks.logs())
    if detail.cargo is not None and detail.cargo.manifest_each:
        flow.full(blocks.cargo_manifest(detail.cargo.manifest_each))
    if carrier and options["control_log"]:
        flow.full(blocks.control_log())
    return _pages(flow, footer, width, height, _form_label(detail), pen, units)


def _pages(
    flow: PageFlow,
    footer: Box,
    width: float,
    height: float,
    form_label: str,
    pen: Pen,
    units: list[Unit],
    legend: str = LEGEND,
) -> list[Page]:
    label = f"Star Blazers WDF: {', '.join(u.unit_name for u in units)}"
    # Every page's footer is the same block: drawn once, kept while its words stay.
    foot = pen.memo.of(
        "footer", (), lambda: _footer(footer, form_label, pen, legend), footer, form_label, legend
    )
    return [Page(width, height, tuple(items + foot), label) for items in flow.pages]


def _opening(
    n: int,
    detail: ShipDetail,
    evaluation: Evaluation,
    names: list[str],
    body: Box,
    pen: Pen,
    blank: bool = False,
) -> tuple[list[Item], float]:
    t = pen.t
    banner, faction, title = t.font("banner"), t.font("faction"), t.font("title")
    faction_text = "" if blank else FACTION_TITLES.get(detail.faction, "")
    heading = BLANK_TITLE if blank else _title_line(detail)
    if n:
        continued = f"{BANNER}  ·  {heading} (CONTINUED)"
        return [
            pen.text(body.x, body.y + banner.size, continued, "heading", width=body.w),
            Line(body.x, body.y + 14, body.right, body.y + 14, THIN),
        ], body.y + 20
    spec = t.region("header")
    items: list[Item] = [
        pen.text(body.x, body.y + banner.size, BANNER, "heading", width=body.w * 0.6),
        pen.sized(body.right, body.y + faction.size, faction_text, faction, "end", body.w * 0.38),
        pen.sized(body.x, body.y + banner.size + title.size + 5, heading, title, "start", body.w * 0.62),
    ]
    y = body.y + banner.size + title.size + 16
    items.append(
        pen.fitted(body.x, y, _names_line(names, body.w * 0.5, t.font("name")), t.font("name"), body.w * 0.5)
    )
    items.append(
        pen.text(
            body.right,
            body.y + banner.size + title.size + 5,
            BLANK_POINTS if blank else _points_line(detail),
            "body",
            "end",
            width=body.w * 0.38,
            ref="stat:points",
        )
    )
    if detail.custom and not blank:  # a blank form is no one's custom class yet
        items.append(
            pen.sized(
                body.right, y, "CUSTOM CLASS", t.font("illegal"), "end", body.w * 0.48, t.colour("alert")
            )
        )
    bottom = body.y + spec.num("height")
    items.append(Line(body.x, bottom - 3, body.right, bottom - 3, Style(width=1.4)))
    return items, bottom + 2


def _not_legal(width: float, evaluation: Evaluation, pen: Pen) -> Block:
    """The NOT LEGAL line under the header: the first error in words with its section, then
    how many more, wrapped rather than cut."""
    spec = pen.t.font("illegal")
    lines, _ = PageFrame(pen.t).not_legal_lines(evaluation.errors, width, spec.size, spec.font, None)
    step = spec.size * 1.25
    items = [
        pen.sized(0, spec.size + n * step, line, spec, "start", width, pen.t.colour("alert"))
        for n, line in enumerate(lines)
    ]
    return Block.drawn(tuple(items), spec.size + (len(lines) - 1) * step + 3)


def _names_line(names: list[str], width: float, font) -> str:
    """The ships on the form as the header's one line holds them (shrunk down to 6 pt): each
    name, ships of one name counted ("4 × HSSDD Dominator"), or, when even that is too long,
    only how many: the unit rows below name every ship in full."""
    if len(names) == 1:
        tries = [names[0], "the ship named in the unit row below"]
    else:
        counted = Counter(names)  # in the order the ships come
        listed = ", ".join(n if k == 1 else f"{k} × {n}" for n, k in counted.items())
        tries = [f"{len(names)} ships: {listed}", f"{len(names)} ships, named in the unit rows below"]
    return next((text for text in tries if fits_on_one_line(text, width, font.size, font.font)), tries[-1])


# A blank form's title lines, to write the class and its points in (the book's form reads
# "SBB ANDROMEDA I CLASS 749 POINTS" and "SHIP POINTS 749").
BLANK_TITLE = "______________________ CLASS ______ POINTS"
BLANK_POINTS = "SHIP POINTS ______"


def _title_line(detail: ShipDetail) -> str:
    """``SBB ANDROMEDA I CLASS 749 POINTS``, as the sheets' title lines read (L5868, L7032)."""
    if not detail.known_class:
        return f"UNKNOWN CLASS {detail.class_id}".strip()
    return f"{detail.class_title.upper()} CLASS {detail.class_points} POINTS"


def _points_line(detail: ShipDetail) -> str:
    """``SHIP POINTS 693 (class 513 + purchases 40 + upgrades 80 + craft 60)``: each part
    labelled, those that are not 0."""
    parts = [f"class {detail.class_points}"]
    purchases = sum(p.points for p in detail.purchases)
    upgrades = sum(u.points for u in detail.upgrades)
    if purchases:
        parts.append(f"purchases {purchases}")
    if upgrades:
        parts.append(f"upgrades {upgrades}")
    if detail.craft_points:
        parts.append(f"craft {detail.craft_points}")
    return f"SHIP POINTS {detail.points}" + (f" ({' + '.join(parts)})" if len(parts) > 1 else "")


def _form_label(detail: ShipDetail) -> str:
    return detail.wdf_label or detail.class_title


def _footer(box: Box, label_text: str, pen: Pen, legend: str = LEGEND) -> list[Item]:
    y = box.y + pen.cell.size + 4
    return [
        Line(box.x, box.y + 2, box.right, box.y + 2, THIN),
        pen.text(box.x, y, label_text, "label", width=box.w * 0.3),
        pen.text(box.x + box.w * 0.31, y, legend, "cell", width=box.w * 0.55),
        pen.text(box.x, y + pen.cell.size + 2, CREDIT, "cell", width=box.w * 0.86),
    ]


def _page_number(page: Page, n: int, total: int, pen: Pen) -> list[Item]:
    margin = pen.t.margin
    y = page.height - margin - pen.t.region("footer").num("height") + pen.cell.size + 4
    return [PageFrame(pen.t).number(page.width - margin, y, n, total, "cell")]


__all__ = ["record_sheet_pages", "form_groups"]
