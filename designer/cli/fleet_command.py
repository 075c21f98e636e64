"""``drydock fleet FILE [--json]``: fleet totals and fleet rules against the budget.

Exit 0 within budget and legal, 1 over budget or with an illegal ship (any error finding),
2 when the fleet or a design it names cannot be read.
"""

from __future__ import annotations

import json

from designer.cli.options import add_rule_argument, parse_rule_overrides
from designer.cli.terminal import printable, say, warn
from designer.core.errors import LoadError
from designer.core.fleet import FleetEvaluation, fleet_from_file
from designer.core.numbers import format_points


def add_parser(sub) -> None:
    p = sub.add_parser("fleet", help="check a fleet file against its point budget and fleet rules")
    p.add_argument("file", metavar="FILE")
    p.add_argument("--json", action="store_true", help="print one JSON object for the fleet")
    add_rule_argument(p, "override a fleet or design rule option (repeatable), e.g. half_fleet=on")
    p.set_defaults(run=run)


def run(args) -> int:
    overrides = parse_rule_overrides(args.rule)
    try:
        result = fleet_from_file(args.file, overrides, pipes=True)
    except LoadError as exc:
        warn(exc)
        return 2
    if args.json:
        print(json.dumps(result.as_dict(), indent=2, ensure_ascii=False))
    else:
        say("\n".join(readable(result, args.file)))
    return 0 if result.legal else 1


def readable(result: FleetEvaluation, file: str) -> list[str]:
    """The fleet as a table: ship, class, count, points each, subtotal, legal; then totals."""
    # Names are escaped before the columns are measured, so an escaped name keeps them aligned.
    rows = [(printable(e.name), printable(e.design_name), str(e.count), num(e.points),
             num(e.subtotal), "yes" if e.legal else "NO", printable(e.ship.force or ""))
            for e in result.entries]
    rows += [(x.item, "(not a ship)", str(x.count), num(x.points_each), num(x.subtotal), "", x.force or "")
             for x in result.extras]
    head = ("ship", "class", "count", "points", "subtotal", "legal", "force")
    if not any(r[6] for r in rows):
        head, rows = head[:6], [r[:6] for r in rows]
    widths = [min(40, max(len(str(c)) for c in col)) for col in zip(head, *rows)]
    right = {2, 3, 4}

    def line(cells):
        return "  ".join(str(c)[:w].rjust(w) if i in right else str(c)[:w].ljust(w)
                         for i, (c, w) in enumerate(zip(cells, widths))).rstrip()

    mark = "legal" if result.legal else "NOT LEGAL"
    out = [f"{file}: {result.fleet.fleet} ({result.game.title}) - {result.ship_count} ships - {mark}",
           line(head), line(["-" * w for w in widths])]
    out += [line(r) for r in rows]
    for force in result.forces:
        if force.name:
            label = f"force {force.name}" + (" (fixed)" if force.fixed else "")
        else:
            label = "main force" if len(result.forces) > 1 else "total"
        if force.budget is None:
            out.append(f"{label}: {num(force.points)} points (no budget set)")
        else:
            state = f"{num(-force.remaining)} OVER" if force.over else f"{num(force.remaining)} remaining"
            out.append(f"{label}: {num(force.points)} of {num(force.budget)} points, {state}")
    if len(result.forces) > 1:
        budget = "no budget" if result.budget is None else f"budgets {num(result.budget)}"
        out.append(f"whole fleet: {num(result.total_points)} points ({budget})")
    for f in result.findings:
        where = f" [{f.path}]" if f.path else ""
        rule = f" ({f.rule})" if f.rule else ""
        out.append(f"  {f.severity:7} {f.code}{where}: {f.message}{rule}")
    return out


def num(value) -> str:
    """Points through the one formatter (no grouping: the columns are aligned by width)."""
    return format_points(value, grouping=False)
