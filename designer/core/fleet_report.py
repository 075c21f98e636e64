"""A fleet as text to paste: the roster as a table (text, Markdown, CSV), and a folder of fleets
as one row each for an organiser. The CLI (``drydock fleet --format``) and the window's Fleet
tab both write these.

Roster columns: ship, class, count, points each, subtotal, legal, then the figures the game's
editor shows in its header (class, thrust, power...), so a list reads at a glance.
"""

from __future__ import annotations

import csv
import io
from typing import Sequence

from designer.core.numbers import format_points

FORMATS = ("text", "json", "markdown", "csv")
FOLDER_HEADINGS = ("file", "player", "fleet", "game", "total", "budget", "legal", "fingerprint",
                   "first error")


def roster_table(result) -> tuple[tuple[str, ...], list[tuple[str, ...]]]:
    """Headings and rows of one evaluated fleet (``designer.core.fleet.FleetEvaluation``)."""
    stats = [s for s in result.game.editor().stats if s.key != "points"]
    head = ("ship", "class", "count", "points", "subtotal", "legal", *(s.label for s in stats))
    rows = [(e.name, e.design_name, str(e.count), format_points(e.points),
             format_points(e.subtotal), "yes" if e.legal else "NO",
             *(s.display(e.evaluation.stats) for s in stats)) for e in result.entries]
    rows += [(x.item, "(not a ship)", str(x.count), format_points(x.points_each),
              format_points(x.subtotal), "", *("" for _ in stats)) for x in result.extras]
    if not any(e.ship.name for e in result.entries):  # no ship named: the column repeats class
        head, rows = head[1:], [r[1:] for r in rows]
    return head, rows


def totals_line(result) -> str:
    budget = "" if result.budget is None else f" of {format_points(result.budget)}"
    verdict = "legal" if result.legal else "NOT LEGAL"
    return (f"{result.fleet.fleet}: {format_points(result.total_points)} points{budget}, "
            f"{result.ship_count} ships, {verdict}, fingerprint {result.fingerprint.value}")


def markdown(head: Sequence[str], rows: Sequence[Sequence[str]], title: str = "") -> str:
    def cell(text: str) -> str:
        return str(text).replace("|", "\\|").replace("\n", " ")

    lines = [f"**{cell(title)}**", ""] if title else []
    lines.append("| " + " | ".join(map(cell, head)) + " |")
    lines.append("|" + "|".join("---" for _ in head) + "|")
    lines += ["| " + " | ".join(map(cell, row)) + " |" for row in rows]
    return "\n".join(lines)


def csv_text(head: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(head)
    writer.writerows(rows)
    return out.getvalue()


def roster_text(result, fmt: str) -> str:
    """One fleet in ``fmt`` (markdown or csv; text and json are the CLI's own)."""
    head, rows = roster_table(result)
    if fmt == "csv":
        return csv_text(head, rows)
    return markdown(head, rows, totals_line(result))


def folder_row(file: str, result) -> tuple[str, ...]:
    errors = [f for f in result.findings if f.severity == "error"]
    first = f"{errors[0].code}: {errors[0].message}" if errors else ""
    return (file, result.fleet.player or "", result.fleet.fleet, result.game.id,
            format_points(result.total_points, grouping=False),
            "" if result.budget is None else format_points(result.budget, grouping=False),
            "yes" if result.legal else "NO", result.fingerprint.value, first)
