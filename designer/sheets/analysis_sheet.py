"""What a design can do, on paper (issue 28): the firepower table (expected damage per turn and
its 10th-90th percentile band, per range band and standard target), damage per arc, staying
power and the figures per 100 points, printed after the record sheets when the print settings
ask for it; and the firepower chart as a display list, the same picture for the window and the
PDF (:func:`firepower_chart`).

The window lays the page out again after every edit: each block (a table row, the chart, a
heading) is drawn once at the origin and kept in the caller's :class:`Memo` by the values it
shows, so an edit that changes one weapon group re-measures and re-draws only the rows and the
chart whose figures changed; the rest are shifted into place.
"""

from __future__ import annotations

from collections.abc import Sequence

from designer.core.analysis import DesignAnalysis, Figure, fraction_text
from designer.core.memo import Memo
from designer.sheets.display import Anchor, FontName, Item, Line, Page, Polygon, Style
from designer.sheets.flow import Block, PageFlow
from designer.sheets.layout import Box, table, table_row_height
from designer.sheets.page_frame import PageFrame
from designer.sheets.roster import battle_pack_template
from designer.sheets.template import SheetTemplate
from designer.sheets.text import label

# One colour per standard target, in order; readable in print and on a dark window (the band is
# the same colour, light).
SERIES = ("#1f5fa8", "#b8461b", "#2e7d32", "#7b3fa0", "#8a6d00", "#00796b")
BANDS_PER_TABLE = 7  # columns of range bands in one table; more continue in a second table


def analysis_pages(
    analyses: Sequence[DesignAnalysis],
    paper: str = "a4",
    targets: Sequence[str] | None = None,
    template: SheetTemplate | None = None,
    memo: Memo | None = None,
) -> list[Page]:
    """A page (or more) per analysis, numbered across the call; ``template`` (the battle pack's
    look) is read when not given, a window that redraws often keeps it, and its ``memo`` (the
    blocks already drawn)."""
    t = template or battle_pack_template()
    memo = memo if memo is not None else Memo()
    bodies: list[tuple[str, list[Item]]] = []
    for analysis in analyses:
        bodies += [(analysis.name, page) for page in _design(analysis, paper, t, targets, memo)]
    return PageFrame(t).numbered_pages(bodies, paper, "Analysis")


def _design(
    analysis: DesignAnalysis, paper: str, t: SheetTemplate, targets: Sequence[str] | None, memo: Memo
) -> list[list[Item]]:
    w, h = t.page_size(paper)
    box = Box(0, 0, w, h).inset(t.margin)
    title, sub = t.font("title"), t.font("subtitle")
    fig = analysis.figures
    shown = tuple(targets) if targets else analysis.targets

    points = fraction_text(fig.points) if fig.points is not None else "points not given"
    what = (
        f"What the {'fleet' if fig.size_class == 'fleet' else 'design'} can do: {fig.size_class}, "
        f"{points} points"
    )

    def opening(n: int) -> tuple[list[Item], float]:
        y = box.y + title.size + 4

        def make() -> list[Item]:
            return [
                _label(memo, box.x, box.y + title.size, analysis.name, title.size, title.font, box.w),
                _label(
                    memo, box.x, y + sub.size, what + (" (continued)" if n else ""), sub.size, sub.font, box.w
                ),
                Line(box.x, y + sub.size + 5, box.right, y + sub.size + 5, Style(width=1)),
            ]

        return memo.of(
            "analysis-opening", (), make, analysis.name, what, bool(n), box, title, sub
        ), y + sub.size + 8

    flow = PageFlow(box, 0.0, opening)
    _firepower(flow, t, memo, analysis, shown, box.w)
    _by_arc(flow, t, memo, analysis, shown)
    _staying(flow, t, memo, analysis)
    _per_100_points(flow, t, memo, analysis)
    for note in fig.notes:
        _note(flow, t, memo, note)
    return flow.pages


def _firepower(
    flow: PageFlow,
    t: SheetTemplate,
    memo: Memo,
    analysis: DesignAnalysis,
    shown: tuple[str, ...],
    width: float,
) -> None:
    """The best arc's firepower by band and target: what is said first, the tables, the chart."""
    fig = analysis.figures
    if analysis.unarmed:
        _note(flow, t, memo, "No weapons: firepower is zero at every range.")
    elif not fig.complete:
        _note(
            flow,
            t,
            memo,
            "Some weapons' figures are not given by the rulebook (see the notes below): "
            "the firepower leaves them out.",
        )
    for start in range(0, len(analysis.bands), BANDS_PER_TABLE):
        bands = analysis.bands[start : start + BANDS_PER_TABLE]
        rows = [
            [target] + [_cell(f) for f in analysis.best(target)[start : start + BANDS_PER_TABLE]]
            for target in shown
        ]
        _table(
            flow,
            t,
            memo,
            f"Firepower per turn, best arc {analysis.best_arc}: expected (10th-90th percentile)",
            ["Target", *bands],
            rows,
        )
    chart_h = 150.0
    # the chart by the figures it draws: an edit that leaves the best arc's figures alone keeps it
    chart = memo.of(
        "analysis-chart",
        (),
        lambda: Block.drawn(firepower_chart(analysis, Box(0, 0, width, chart_h), shown), chart_h + 10, width),
        analysis.bands,
        shown,
        tuple(analysis.best(target) for target in shown),
        width,
        chart_h,
    )
    flow.stack([_placed(memo, chart)])


def _by_arc(
    flow: PageFlow, t: SheetTemplate, memo: Memo, analysis: DesignAnalysis, shown: tuple[str, ...]
) -> None:
    """Expected damage by arc against the first target shown, when there is more than one arc."""
    fig = analysis.figures
    if len(fig.arcs) <= 1 or not shown:
        return
    for start in range(0, len(analysis.bands), BANDS_PER_TABLE):
        rows = [
            [arc]
            + [
                fraction_text(round(f.mean, 2))
                for f in analysis.firepower[arc][shown[0]][start : start + BANDS_PER_TABLE]
            ]
            for arc in fig.arcs
        ]
        _table(
            flow,
            t,
            memo,
            f"Expected damage by arc ({shown[0]})",
            ["Arc", *analysis.bands[start : start + BANDS_PER_TABLE]],
            rows,
        )


def _staying(flow: PageFlow, t: SheetTemplate, memo: Memo, analysis: DesignAnalysis) -> None:
    staying = analysis.figures.staying
    destroy = fraction_text(staying.to_destroy) if staying.to_destroy is not None else "not given"
    rows = [[f"Destroyed after {destroy} {staying.unit}", staying.note]]
    rows += [[f"At {fraction_text(s.at)}", s.effect] for s in staying.thresholds]
    rows += [
        [a.name, f"lasts {'not given' if a.turns is None else fraction_text(a.turns)} turn(s); {a.note}"]
        for a in staying.ammunition
    ]
    _table(flow, t, memo, "Staying power", ["When", "What happens"], rows, first=0.3)


def _per_100_points(flow: PageFlow, t: SheetTemplate, memo: Memo, analysis: DesignAnalysis) -> None:
    """This design's damage and staying power per 100 points beside the standard designs'."""
    effs = (analysis.efficiency, *analysis.standards)
    if not (effs and analysis.targets):
        return
    for start in range(0, len(analysis.bands), BANDS_PER_TABLE - 1):
        cut = slice(start, start + BANDS_PER_TABLE - 1)
        rows = [
            [e.name + (" (this design)" if e is analysis.efficiency else "")]
            + [_num(d) for d in e.damage_per_100[cut]]
            + [_num(e.staying_per_100)]
            for e in effs
        ]
        _table(
            flow,
            t,
            memo,
            f"Per 100 points: expected damage vs {analysis.targets[0]}, staying power",
            ["Design", *analysis.bands[cut], "Staying"],
            rows,
        )


def firepower_chart(
    analysis: DesignAnalysis,
    box: Box,
    targets: Sequence[str] | None = None,
    ink: str = "#000000",
    others: Sequence[DesignAnalysis] = (),
) -> list[Item]:
    """Expected damage against range band, one line per target with its 10th-90th percentile
    band shaded; ``others`` (the compare view's second design) are drawn dashed over it."""
    shown = tuple(targets) if targets else analysis.targets
    bands = analysis.bands
    top = max([f.high for a in (analysis, *others) for tg in shown for f in a.best(tg)] + [1.0])
    left, bottom = box.x + 28, box.bottom - 24
    width, height = box.w - 28 - 4, box.h - 24 - 14
    step = width / max(1, len(bands) - 1) if len(bands) > 1 else 0.0

    def at(i: int, value: float) -> tuple[float, float]:
        return left + (i * step if len(bands) > 1 else width / 2), bottom - height * value / top

    axis = Style(stroke=ink, width=0.75)
    items: list[Item] = [
        Line(left, bottom, left + width, bottom, axis),
        Line(left, bottom, left, bottom - height, axis),
    ]
    for tick in (0.0, top / 2, top):
        x, y = at(0, tick)
        items.append(label(left - 3, y + 2.5, fraction_text(round(tick, 1)), 6.5, anchor="end", color=ink))
    room = max(step, 30)
    # names wider than the step between bands (Star Blazers' "11-12 hexes") take two rows,
    # alternately, so each has two steps and none is cut
    rows = 2 if any(label(0, 0, b, 6.0, width=room).text != label(0, 0, b, 6.0).text for b in bands) else 1
    for i, band in enumerate(bands):
        x, _ = at(i, 0)
        row = i % rows
        items.append(Line(x, bottom, x, bottom + 2 + 7 * row, axis))
        items.append(
            label(x, bottom + 10 + 7 * row, band, 6.0, anchor="middle", width=room * rows, color=ink)
        )
    lines: list[Item] = []  # drawn over every band, so no band hides another target's line
    for n, target in enumerate(shown):
        colour = SERIES[n % len(SERIES)]
        figures = analysis.best(target)
        upper = [at(i, f.high) for i, f in enumerate(figures)]
        lower = [at(i, f.low) for i, f in reversed(list(enumerate(figures)))]
        items.append(Polygon(tuple(upper + lower), Style(stroke=None, fill=_light(colour))))
        lines.append(
            Polygon(
                tuple(at(i, f.mean) for i, f in enumerate(figures)),
                Style(stroke=colour, width=1.5),
                closed=False,
            )
        )
        for other in others:
            if other.bands == bands and target in other.targets:
                lines.append(
                    Polygon(
                        tuple(at(i, f.mean) for i, f in enumerate(other.best(target))),
                        Style(stroke=colour, width=1.0, dash=(3, 2)),
                        closed=False,
                    )
                )
        ly = box.y + 8 + n * 9
        lines.append(
            Line(left + width - 90, ly - 2.5, left + width - 78, ly - 2.5, Style(stroke=colour, width=1.5))
        )
        lines.append(label(left + width - 75, ly, target, 6.5, width=75, color=ink))
    items += lines
    items.append(
        label(left, box.y + 6, "expected damage per turn (shaded: 10th-90th percentile)", 6.5, color=ink)
    )
    return items


def _light(colour: str) -> str:
    """The colour mixed three parts in four with white: the percentile band under its line."""
    r, g, b = (int(colour[i : i + 2], 16) for i in (1, 3, 5))
    return "#" + "".join(f"{(v + 3 * 255) // 4:02x}" for v in (r, g, b))


def _cell(f: Figure) -> str:
    return f"{f.mean:.2f} ({fraction_text(f.low)}-{fraction_text(f.high)})"


def _num(value: float | None) -> str:
    return "not given" if value is None else f"{value:.2f}"


def _label(memo: Memo, x: float, y: float, text: str, size: float, font: FontName, width: float) -> Item:
    """A label measured once while kept (fitting text to a width is most of a page's cost)."""
    return memo.of(
        "analysis-label",
        (),
        lambda: label(x, y, text, size, font, width=width),
        x,
        y,
        text,
        size,
        font,
        width,
    )


def _row(
    memo: Memo,
    widths: tuple[float, ...],
    cells: tuple[str, ...],
    row_h: float,
    size: float,
    font: FontName,
    anchors: tuple[Anchor, ...] | None,
    max_lines: int,
    style: Style = Style(width=0.5),
) -> Block:
    """One table row drawn at the origin, kept by what it shows: re-laying a page after an edit
    re-measures only the rows whose text changed."""

    def make() -> Block:
        height = table_row_height(widths, cells, row_h, size, font, max_lines=max_lines)
        items = table(
            0,
            0,
            widths,
            [cells],
            row_h,
            size,
            header_font=font,
            anchors=anchors,
            style=style,
            max_lines=max_lines,
        )
        return Block.drawn(items, height, sum(widths))

    return _placed(
        memo, memo.of("analysis-row", (), make, widths, cells, row_h, size, font, anchors, max_lines, style)
    )


def _placed(memo: Memo, drawn: Block) -> Block:
    """``drawn`` (kept) placed where the flow puts it, kept there too: the rows above an edit's
    change keep their places, so their items are not shifted again."""

    def draw(at: Box) -> list[Item]:
        return memo.of("analysis-placed", (drawn,), lambda: drawn.draw_in(at), at.x, at.y)

    return Block(drawn.height, draw)


def _table(
    flow: PageFlow,
    t: SheetTemplate,
    memo: Memo,
    heading: str,
    header: list[str],
    rows: list[list[str]],
    first: float = 0.24,
) -> None:
    """A heading and a ruled table whose rows flow on to the next page, the header row again."""
    if not rows:
        return
    head, f = t.font("heading"), t.font("table")
    row_h = t.region("roster").num("row")
    box = flow.frame
    rest = (box.w * (1 - first)) / max(1, len(header) - 1)
    widths = (box.w * first, *[rest] * (len(header) - 1))
    # a two-column table (when, what happens) reads left to right; figures line up on the right
    end: Anchor = "end"
    anchors: tuple[Anchor, ...] | None = ("start", *[end] * (len(header) - 1)) if len(header) > 2 else None
    y = flow.room(head.size + 8 + 2 * row_h)  # a heading never ends a page
    flow.y = y + head.size + 6
    flow.add([_label(memo, box.x, y + head.size, heading, head.size, head.font, box.w)])

    def row(cells: list[str], font: FontName) -> Block:
        return _row(memo, widths, tuple(cells), row_h, f.size, font, anchors, 3)

    heading_row = row(header, "bold")
    flow.stack([heading_row])
    flow.running = heading_row  # a table continued keeps its header row
    flow.stack([row(r, "regular") for r in rows])
    flow.running = None
    flow.y += 6


def _note(flow: PageFlow, t: SheetTemplate, memo: Memo, text: str) -> None:
    f = t.font("table")
    box = flow.frame
    flow.stack(
        [
            _row(
                memo,
                (box.w,),
                (f"Note: {text}",),
                f.size * 1.6,
                f.size,
                "regular",
                None,
                4,
                Style(stroke=None),
            )
        ]
    )
    flow.y += 2
