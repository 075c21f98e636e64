"""A fleet as text to paste: the roster as a table (text, Markdown, CSV), and a folder of fleets
as one row each for an organiser. The CLI (``hullwright fleet --format``) and the window's Fleet
tab both write these.

Roster columns: ship, design, count, points each, subtotal, legal, then the figures the game's
editor shows in its header (class, thrust, power...), so a list reads at a glance.
"""

from __future__ import annotations

import csv
import io
import re
from typing import TYPE_CHECKING, Sequence

from designer.core.numbers import Number, counted, format_points

if TYPE_CHECKING:  # core/fleet.py makes the result
    from designer.core.fleet import FleetEvaluation

FORMATS = ("text", "json", "markdown", "csv")
FOLDER_HEADINGS = (
    "file",
    "player",
    "fleet",
    "game",
    "total",
    "budget",
    "legal",
    "fingerprint",
    "first error",
)


def roster_table(
    result: FleetEvaluation, grouping: bool = True
) -> tuple[tuple[str, ...], list[tuple[str, ...]]]:
    """Headings and rows of one evaluated fleet (``designer.core.fleet.FleetEvaluation``).
    ``design`` is the design's name; a game's own "Class" figure (a hull class, a warship class)
    is another column. ``grouping`` off writes points as plain numbers (CSV)."""

    def pts(value: Number) -> str:
        return format_points(value, grouping=grouping)

    stats = [s for s in result.game.editor().stats if s.key != "points"]
    head = ("ship", "design", "count", "points", "subtotal", "legal", *(s.label for s in stats))
    rows = [
        (
            e.name,
            e.design_name,
            str(e.count),
            pts(e.points),
            pts(e.subtotal),
            "yes" if e.legal else "NO",
            *(s.display(e.evaluation.stats) for s in stats),
        )
        for e in result.entries
    ]
    rows += [
        (x.item, "(not a ship)", str(x.count), pts(x.points_each), pts(x.subtotal), "", *("" for _ in stats))
        for x in result.extras
    ]
    if not any(e.ship.name for e in result.entries):  # no ship named: the column repeats design
        head, rows = head[1:], [r[1:] for r in rows]
    return head, rows


def totals_line(result: FleetEvaluation) -> str:
    budget = "" if result.budget is None else f" of {format_points(result.budget)}"
    verdict = "legal" if result.legal else "NOT LEGAL"
    return (
        f"{result.fleet.fleet}: {format_points(result.total_points)} points{budget}, "
        f"{counted(result.ship_count, 'ship')}, {verdict}, fingerprint {result.fingerprint.value}"
    )


# Markdown that would become markup: HTML tags and entities, links and images ("[x](...)",
# "![x](...)": no bracket, no link), emphasis, code, table cells; each written as itself.
_MARKDOWN_ESCAPES = {
    "&": "&amp;",
    "<": "&lt;",
    ">": "&gt;",
    "|": "\\|",
    "\\": "\\\\",
    "[": "\\[",
    "]": "\\]",
    "*": "\\*",
    "_": "\\_",
    "`": "\\`",
}


def markdown_cell(text: object) -> str:
    """``text`` as Markdown shows it literally, on one line."""
    return "".join(_MARKDOWN_ESCAPES.get(ch, ch) for ch in " ".join(str(text).splitlines()))


def markdown(head: Sequence[str], rows: Sequence[Sequence[str]], title: str = "") -> str:
    lines = [f"**{markdown_cell(title)}**", ""] if title else []
    lines.append("| " + " | ".join(map(markdown_cell, head)) + " |")
    lines.append("|" + "|".join("---" for _ in head) + "|")
    lines += ["| " + " | ".join(map(markdown_cell, row)) + " |" for row in rows]
    return "\n".join(lines)


_NUMBER = re.compile(r"[-+]?\d+(?:\.\d+)?")
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def csv_cell(text: object) -> str:
    """A cell a spreadsheet cannot run: text that starts as a formula would (``=``, ``+``,
    ``-``, ``@``, a tab or a carriage return) gets a leading apostrophe, as spreadsheet software
    expects; a number (``-3``, ``12.5``) stays a number."""
    text = str(text)
    if text.startswith(_FORMULA_START) and not _NUMBER.fullmatch(text):
        return "'" + text
    return text


def csv_text(head: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow([csv_cell(c) for c in head])
    writer.writerows([csv_cell(c) for c in row] for row in rows)
    return out.getvalue()


def roster_text(result: FleetEvaluation, fmt: str) -> str:
    """One fleet in ``fmt`` (markdown or csv; text and json are the CLI's own)."""
    if fmt == "csv":
        return csv_text(*roster_table(result, grouping=False))
    return markdown(*roster_table(result), totals_line(result))


def folder_row(file: str, result: FleetEvaluation) -> tuple[str, ...]:
    errors = [f for f in result.findings if f.severity == "error"]
    first = f"{errors[0].code}: {errors[0].message}" if errors else ""
    return (
        file,
        result.fleet.player or "",
        result.fleet.fleet,
        result.game.id,
        format_points(result.total_points, grouping=False),
        "" if result.budget is None else format_points(result.budget, grouping=False),
        "yes" if result.legal else "NO",
        result.fingerprint.value,
        first,
    )
