"""``hullwright import FILE... [-o DIR]``: other tools' files as Hullwright files.

The format is told by content (a Full Thrust Fleet Manager ``.FTDesign`` or ``.FTFleet`` is JSON
with ``"kind"``), not by the name. Per file it reports what was mapped (each design with its
points, and the book's where they differ), what became a finding (``FILE:LINE:COL: path:
what``), or that the file was refused and why. Our files go into DIR (default: the current
folder); an existing file is never replaced, nor the input. Exit 0 when every file was imported,
2 when one could not be read, 1 when one could not be written.
"""

from __future__ import annotations

from pathlib import Path

from designer.cli.terminal import say, warn
from designer.core.atomic import SaveError
from designer.core.errors import LoadError


def add_parser(sub) -> None:
    p = sub.add_parser(
        "import",
        help="import designs and fleets of other tools (Full Thrust "
        "Fleet Manager .FTDesign/.FTFleet) as Hullwright files",
    )
    p.add_argument("files", nargs="+", metavar="FILE")
    p.add_argument(
        "-o", "--output", metavar="DIR", help="the folder to write into (default: the current folder)"
    )
    p.set_defaults(run=run)


def run(args) -> int:
    from designer.exchange.importing import plan_import, write_plan

    folder = Path(args.output) if args.output else Path.cwd()
    if not folder.is_dir():
        warn(f"hullwright import: {folder}: no such folder; create it or name another")
        return 1
    code = 0
    for file in args.files:
        try:
            plan = plan_import(file)
            written = write_plan(plan, folder)
        except LoadError as exc:
            warn(f"{exc}")
            warn(f"{file}: refused, nothing written")
            code = max(code, 2)
            continue
        except SaveError as exc:
            warn(f"hullwright import: {exc}")
            code = max(code, 1)
            continue
        report(plan, written)
    return code


def report(plan, written: list[Path]) -> None:
    say(f"{plan.source}: {plan.format} -> {', '.join(str(p) for p in written)}")
    for line in plan.mapped:
        say(f"  mapped: {line}")
    for finding in plan.findings:
        say(f"  finding: {finding}")
    if not plan.findings:
        say("  no findings: everything in the file was mapped")
