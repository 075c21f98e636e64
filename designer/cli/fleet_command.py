"""``hullwright fleet FILE|DIR [--format text|json|markdown|csv] [--json] [--rule KEY=VALUE]
[--profile FILE]``: fleet totals and fleet rules against the budget.

One fleet: its roster as a table (text), the whole evaluation (json), or the roster to paste
into a forum (markdown) or a spreadsheet (csv). A folder: every fleet file in it checked in one
run, one row each (player, fleet, game, total, budget, legal, fingerprint, first error), the way
an organiser checks a tournament's lists; progress on stderr for long runs.

Exit 0 within budget and legal (every fleet, for a folder), 1 over budget or with an illegal
ship, 2 when a fleet or a design it names cannot be read.
"""

from __future__ import annotations

import sys
from pathlib import Path

from designer.cli.options import add_profile_argument, add_rule_argument, parse_rule_overrides
from designer.cli.profiles import context_for, profile_of
from designer.cli.terminal import clipped, printable, say, say_json, warn
from designer.core.errors import LoadError
from designer.core.fleet import FleetEvaluation, evaluate_fleet
from designer.core.fleet_file import load_fleet
from designer.core.fleet_report import FOLDER_HEADINGS, FORMATS, csv_text, folder_row, markdown, roster_text
from designer.core.line_refs import without_line_refs
from designer.core.numbers import counted, format_points
from designer.core.yaml_source import load_yaml

PROGRESS_FROM = 10  # fleets in a folder before progress is reported
COLUMN = 40  # widest column of a text table, in characters


def add_parser(sub) -> None:
    p = sub.add_parser("fleet", help="check a fleet file (or a folder of them) against its budget")
    p.add_argument("file", metavar="FILE|DIR")
    p.add_argument("--format", choices=FORMATS, default="text", help="how to print (default text)")
    p.add_argument(
        "--json", action="store_const", dest="format", const="json", help="the same as --format json"
    )
    add_rule_argument(p, "override a fleet or design rule option (repeatable), e.g. half_fleet=on")
    add_profile_argument(p)
    p.set_defaults(run=run)


def run(args) -> int:
    overrides = parse_rule_overrides(args.rule)
    try:
        chosen = profile_of(args.profile)
    except LoadError as exc:
        warn(exc)
        return 2
    if Path(args.file).is_dir():
        return _folder(Path(args.file), args.format, overrides, chosen)
    try:
        result = _evaluate(args.file, overrides, chosen)
    except LoadError as exc:
        warn(exc)
        return 2
    if args.format == "json":
        say_json(result.as_dict())
    elif args.format == "text":
        say("\n".join(readable(result, args.file)))
    else:
        say(roster_text(result, args.format), end="" if args.format == "csv" else "\n")
    return 0 if result.legal else 1


def _evaluate(file, overrides, chosen) -> FleetEvaluation:
    loaded = load_fleet(file, pipes=True)
    return evaluate_fleet(loaded, overrides, context_for(loaded, chosen).profile)


def _is_fleet(path: Path) -> bool:
    try:
        data, _ = load_yaml(path)
    except LoadError:
        return True  # let the fleet loader say what is wrong with it
    return isinstance(data, dict) and "fleet" in data


def _folder(folder: Path, fmt: str, overrides, chosen) -> int:
    files = sorted(p for p in folder.iterdir() if p.suffix in (".yaml", ".yml") and p.is_file())
    files = [p for p in files if _is_fleet(p)]
    if not files:
        warn(f"{folder}: holds no fleet files (.yaml files with a 'fleet:' key); name a folder of fleets")
        return 2
    rows: list[tuple[str, ...]] = []
    results: list[dict[str, object]] = []
    worst = 0
    for n, path in enumerate(files, 1):
        try:
            result = _evaluate(path, overrides, chosen)
        except LoadError as exc:
            warn(exc)
            error = str(exc).split(": ", 1)[-1]
            rows.append((path.name, "", "", "", "", "", "UNREADABLE", "", error))
            results.append({"file": path.name, "error": str(exc)})  # as the text and CSV list it
            worst = 2
            continue
        results.append(result.as_dict() | {"file": path.name})
        rows.append(folder_row(path.name, result))
        worst = max(worst, 0 if result.legal else 1)
        if len(files) >= PROGRESS_FROM and (n == len(files) or n % max(1, len(files) // 4) == 0):
            print(f"fleet: checked {n}/{len(files)} fleets", file=sys.stderr)
    if fmt == "json":
        say_json(results)
    elif fmt == "csv":
        say(csv_text(FOLDER_HEADINGS, rows), end="")
    elif fmt == "markdown":
        say(markdown(FOLDER_HEADINGS, rows, f"Fleets in {folder}"))
    else:
        say("\n".join(_columns(FOLDER_HEADINGS, rows, right={4, 5})))
    return worst


def _columns(head, rows, right=frozenset()) -> list[str]:
    """Rows as aligned columns of at most ``COLUMN`` characters (a longer cell is cut with
    "…"); cells are escaped before they are measured, so an escaped name keeps them aligned."""
    cells = [[clipped(printable(c), COLUMN) for c in r] for r in (head, *rows)]
    widths = [max(len(c) for c in col) for col in zip(*cells)]
    cells.insert(1, ["-" * w for w in widths])
    return [
        "  ".join(
            c.rjust(w) if i in right else c.ljust(w) for i, (c, w) in enumerate(zip(r, widths))
        ).rstrip()
        for r in cells
    ]


def readable(result: FleetEvaluation, file: str) -> list[str]:
    """The fleet as a table: ship, design, count, points each, subtotal, legal; then totals."""
    rows: list[tuple[str, ...]] = [
        (
            e.name,
            e.design_name,
            str(e.count),
            num(e.points),
            num(e.subtotal),
            "yes" if e.legal else "NO",
            e.ship.force or "",
        )
        for e in result.entries
    ]
    rows += [
        (x.item, "(not a ship)", str(x.count), num(x.points_each), num(x.subtotal), "", x.force or "")
        for x in result.extras
    ]
    head: tuple[str, ...] = ("ship", "design", "count", "points", "subtotal", "legal", "force")
    if not any(r[6] for r in rows):
        head, rows = head[:6], [r[:6] for r in rows]
    mark = "legal" if result.legal else "NOT LEGAL"
    out = [
        f"{file}: {result.fleet.fleet} ({result.game.title}) - {counted(result.ship_count, 'ship')} - {mark}"
    ]
    out += _columns(head, rows, right={2, 3, 4})
    for force in result.forces:
        if force.name:
            label = f"force {force.name}" + (" (fixed)" if force.fixed else "")
        else:
            label = "main force" if len(result.forces) > 1 else "total"
        remaining = force.remaining  # None: no budget set
        if remaining is None:
            out.append(f"{label}: {num(force.points)} points (no budget set)")
        else:
            state = f"{num(-remaining)} OVER" if force.over else f"{num(remaining)} remaining"
            out.append(f"{label}: {num(force.points)} of {num(force.budget)} points, {state}")
    if len(result.forces) > 1:
        budget = "no budget" if result.budget is None else f"budgets {num(result.budget)}"
        out.append(f"whole fleet: {num(result.total_points)} points ({budget})")
    for f in result.findings:
        where = f" [{f.path}]" if f.path else ""
        section = without_line_refs(f.rule)
        out.append(
            f"  {f.severity:7} {f.code}{where}: {without_line_refs(f.message)}"
            + (f" ({section})" if section else "")
        )
    if result.profile is not None:
        out.append(f"under house rules {result.profile.name} v{result.profile.version}")
    out.append(f"fingerprint {result.fingerprint.value}")
    return out


def num(value) -> str:
    """Points through the one formatter (no grouping: the columns are aligned by width)."""
    return format_points(value, grouping=False)
