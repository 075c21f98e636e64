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
from typing import Mapping, Sequence

from designer.core.evaluation import Evaluation
from designer.core.model import RuleValue
from designer.games.star_blazers.detail import ShipDetail, detail_of
from designer.games.star_blazers.sheet_data import data_blocks
from designer.games.star_blazers.sheet_flow import PageFlow
from designer.games.star_blazers.sheet_parts import THIN, Pen
from designer.games.star_blazers.sheet_records import RecordBlocks
from designer.games.star_blazers.sheet_tables import system_tables, weapon_tables
from designer.games.star_blazers.warship_class import FACTION_TITLES
from designer.sheets.display import Item, Line, Page, Style
from designer.sheets.layout import Box
from designer.sheets.reuse import SheetReuse
from designer.sheets.template import SheetTemplate
from designer.sheets.text import fits_on_one_line

RED = "#b00000"
BANNER = "STAR BLAZERS FLEET BATTLE SYSTEM"
LEGEND = "Grey dashed boxes: values the source does not preserve; write them in from your own form."
CREDIT = ("After the Warship Display Forms, © 1997 Voyager Entertainment, Inc. and Musashi "
          "Enterprises, Inc.")


def record_sheet_pages(entries: Sequence[tuple[object, Evaluation]], paper: str,
                       template: SheetTemplate, options: Mapping[str, RuleValue],
                       reuse: SheetReuse, blank: bool = False) -> list[Page]:
    """``options`` are the game's sheet options, complete (``SHEET_OPTIONS``). ``blank``: the
    forms are to design on by hand (an empty custom class's, whose figures are all unknown and
    print as boxes to write in): no class title, points, faction or findings."""
    pen = Pen(template, reuse)
    pages: list[Page] = []
    for design, evaluation, names in form_groups(entries, options["one_ship_a_page"]):
        pages += _form(evaluation, names, paper, template, pen, options["control_log"], blank)
    total = len(pages)
    return [Page(p.width, p.height, p.items + tuple(_page_number(p, n + 1, total, pen)), p.label)
            for n, p in enumerate(pages)]


def form_groups(entries: Sequence[tuple[object, Evaluation]], one_a_page: bool = False
                ) -> list[tuple[object, Evaluation, list[str]]]:
    """Consecutive ships of the same design share a form, up to its unit rows: a fleet's 18
    Lightnings print on 6 pages of 3 (L6250-6257); ``one_a_page``: every ship a form of its own."""
    groups: list[tuple[object, Evaluation, list[str]]] = []
    last_key = None
    for design, evaluation in entries:
        # The same design under other house rules is another form (its catalog, by identity).
        key = (design.model_dump_json(exclude={"name"}), id(evaluation.detail.catalog))
        per_sheet = 1 if one_a_page else detail_of(evaluation).ships_per_sheet
        if groups and key == last_key and len(groups[-1][2]) < per_sheet:
            groups[-1][2].append(design.name)
        else:
            groups.append((design, evaluation, [design.name]))
        last_key = key
    return groups


def _form(evaluation: Evaluation, names: list[str], paper: str, template: SheetTemplate,
          pen: Pen, with_control_log: bool, blank: bool) -> list[Page]:
    detail = detail_of(evaluation)
    catalog = detail.catalog
    width, height = template.page_size(paper)
    frame = Box(0, 0, width, height).inset(template.margin)
    body, footer = frame.bottom_band(template.region("footer").num("height"))
    flow = PageFlow(body, template.gap,
                    lambda n: _opening(n, detail, evaluation, names, body, pen, blank), pen.reuse)
    blocks = RecordBlocks(detail, names, pen)
    flow.full(blocks.unit_rows())
    if detail.known_class:
        has_achs = any(s.label == "ACHS" or s.label.startswith("ACHS (warship") for s in detail.systems)
        flow.columns(weapon_tables(detail, catalog, pen), data_blocks(detail, catalog, pen),
                     template.region("columns").num("left_share"),
                     either=system_tables(detail, catalog, pen, has_achs) + [blocks.hull()])
    else:
        flow.full(blocks.hull())
    carrier = bool(detail.capacity.squadron_rows or detail.capacity.heavy_bombers)
    if carrier:
        flow.full(blocks.squadrons())
    flow.full(blocks.logs())
    if detail.cargo is not None and detail.cargo.manifest_each:
        flow.full(blocks.cargo_manifest())
    if carrier and with_control_log:
        flow.full(blocks.control_log())
    label = f"Star Blazers WDF: {', '.join(names)}"
    return [Page(width, height, tuple(items + _footer(footer, "" if blank else _form_label(detail), pen)),
                 label)
            for items in flow.pages]


def _opening(n: int, detail: ShipDetail, evaluation: Evaluation, names: list[str], body: Box,
             pen: Pen, blank: bool = False) -> tuple[list[Item], float]:
    t = pen.t
    banner, faction, title = t.font("banner"), t.font("faction"), t.font("title")
    faction_text = "" if blank else FACTION_TITLES.get(detail.faction, "")
    heading = BLANK_TITLE if blank else _title_line(detail)
    if n:
        items = [pen.text(body.x, body.y + banner.size, f"{BANNER}  ·  {heading} (CONTINUED)",
                          "heading", width=body.w)]
        return items + [Line(body.x, body.y + 14, body.right, body.y + 14, THIN)], body.y + 20
    spec = t.region("header")
    items: list[Item] = [
        pen.text(body.x, body.y + banner.size, BANNER, "heading", width=body.w * 0.6),
        pen.sized(body.right, body.y + faction.size, faction_text, faction, "end", body.w * 0.38),
        pen.sized(body.x, body.y + banner.size + title.size + 5, heading, title, "start", body.w * 0.62),
    ]
    y = body.y + banner.size + title.size + 16
    items.append(pen.fitted(body.x, y, _names_line(names, body.w * 0.5, t.font("name")),
                            t.font("name"), body.w * 0.5))
    items.append(pen.text(body.right, body.y + banner.size + title.size + 5,
                          BLANK_POINTS if blank else _points_line(detail), "body", "end", width=body.w * 0.38,
                          ref="stat:points"))
    notes = []  # a blank form has no findings and is no one's custom class yet
    if not evaluation.legal and not blank:
        codes = ", ".join(dict.fromkeys(f.code for f in evaluation.errors))
        notes.append(f"NOT LEGAL: {codes}")
    if detail.custom and not blank:
        notes.append("CUSTOM CLASS")
    if notes:
        illegal = t.font("illegal")
        items.append(pen.sized(body.right, y, "  ·  ".join(notes), illegal, "end", body.w * 0.48, RED))
    bottom = body.y + spec.num("height")
    items.append(Line(body.x, bottom - 3, body.right, bottom - 3, Style(width=1.4)))
    return items, bottom + 2


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
    parts = [f"class {detail.class_points}"]
    extra = sum(p.points for p in detail.purchases) + sum(u.points for u in detail.upgrades)
    if extra:
        parts.append(f"purchases {extra}")
    if detail.craft_points:
        parts.append(f"craft {detail.craft_points}")
    return f"SHIP POINTS {detail.points}" + (f" ({' + '.join(parts)})" if len(parts) > 1 else "")


def _form_label(detail: ShipDetail) -> str:
    return detail.wdf_label or detail.class_title


def _footer(box: Box, label_text: str, pen: Pen) -> list[Item]:
    y = box.y + pen.cell.size + 4
    return [Line(box.x, box.y + 2, box.right, box.y + 2, THIN),
            pen.text(box.x, y, label_text, "label", width=box.w * 0.3),
            pen.text(box.x + box.w * 0.31, y, LEGEND, "cell", width=box.w * 0.55),
            pen.text(box.x, y + pen.cell.size + 2, CREDIT, "cell", width=box.w * 0.86)]


def _page_number(page: Page, n: int, total: int, pen: Pen) -> list[Item]:
    margin = pen.t.margin
    y = page.height - margin - pen.t.region("footer").num("height") + pen.cell.size + 4
    return [pen.text(page.width - margin, y, f"Sheet {n} of {total}", "cell", "end")]


__all__ = ["record_sheet_pages", "form_groups"]
