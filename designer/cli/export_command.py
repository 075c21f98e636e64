"""``hullwright export FILE... [-o OUT.pdf] [--paper a4|letter] [--option NAME=VALUE] [--copies N]
[--blank] [--profile FILE] [--force]``: record sheets as one PDF.

Exit 0 written, 1 when the PDF cannot or may not be written (a bad print setting, a game with no
sheet), 2 when an input file cannot be read (``FILE:LINE:COL: ...`` on stderr). Without ``-o``
the PDF goes to ``exports/`` under the current folder. The same input always gives the same
bytes, and the file appears whole or not at all. The output never replaces a file read while
making it (the files named, a profile, the designs a fleet names, a craft design, a custom class
file: by resolved path and inode, ``--force`` or not) or a file that is not a PDF, and must end
in ``.pdf`` unless ``--force`` (``core/output_guard.py``). Each input is read once, so a pipe
works. The work is the one export path, ``sheets/export.py``.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Sequence

from designer.cli.options import (
    add_profile_argument,
    add_rule_argument,
    add_sheet_arguments,
    parse_rule_overrides,
)
from designer.cli.profiles import context_for, profile_of
from designer.cli.terminal import warn
from designer.core.atomic import SaveError
from designer.core.errors import LoadError
from designer.core.fleet_file import CATALOG_PREFIX, LoadedFleet, open_reference
from designer.core.paths import exports_folder
from designer.core.sources import ReadLog

if TYPE_CHECKING:
    from designer.sheets.display import Sheet

# reportlab and the battle pack load when a PDF is made, not on every start of the program
# (``hullwright open`` builds this parser too): about 125 ms of start-up.

PAPER_TITLES = {"a4": "A4", "letter": "Letter"}


@dataclass(frozen=True)
class ExportResult:
    path: Path
    pages: int
    designs: int


def add_parser(sub) -> None:
    p = sub.add_parser("export", help="print record sheets of designs to one PDF")
    p.add_argument("files", nargs="+", metavar="FILE")
    p.add_argument(
        "-o",
        "--output",
        metavar="OUT.pdf",
        help="the PDF to write (default: a file in exports/ under the current folder)",
    )
    add_sheet_arguments(p)
    p.add_argument(
        "--side", metavar="NAME", help="for a campaign file: print this side's pack, its ships' damage marked"
    )
    p.add_argument(
        "--force", action="store_true", help="write the PDF under a name that does not end in .pdf"
    )
    add_rule_argument(p, "override a rule option (repeatable)")
    add_profile_argument(p)
    p.set_defaults(run=run)


def run(args) -> int:
    from designer.sheets.export import ExportError, PrintSettings

    out = Path(args.output) if args.output else default_output(args.files)
    progress = StderrProgress() if sys.stderr else None
    settings = PrintSettings(args.paper, dict(args.option), args.copies, args.blank, args.analysis)
    try:
        if args.side is not None:
            result = export_campaign(
                args.files, args.side, out, settings, make_folder=not args.output, force=args.force
            )
        else:
            result = export_pdf(
                args.files,
                out,
                settings,
                progress,
                parse_rule_overrides(args.rule),
                make_folder=not args.output,
                force=args.force,
                profile=args.profile,
            )
    except LoadError as exc:
        progress.end() if progress else None
        warn(exc)
        return 2
    except (SaveError, ExportError) as exc:
        progress.end() if progress else None
        warn(f"hullwright export: {exc}")
        return 1
    progress.end() if progress else None
    warn(
        f"wrote {result.path} ({result.pages} page{'s' * (result.pages != 1)}, "
        f"{result.designs} design{'s' * (result.designs != 1)}, {PAPER_TITLES[settings.paper]})"
    )
    return 0


def default_output(files: Sequence[str]) -> Path:
    """``exports/<name>.pdf`` for one file, ``exports/record-sheets.pdf`` for several."""
    name = Path(str(files[0]).removeprefix(CATALOG_PREFIX)).stem if len(files) == 1 else "record-sheets"
    return exports_folder() / f"{name}.pdf"


def export_pdf(
    paths: Sequence[str | Path],
    out: str | Path,
    settings=None,
    progress=None,
    overrides: dict | None = None,
    make_folder: bool = False,
    force: bool = False,
    profile: str | None = None,
) -> ExportResult:
    """Load every design or fleet file (each read once: a pipe works), lay out the record
    sheets (a fleet's battle pack), write one PDF atomically (``sheets/export.py``).

    Raises :class:`LoadError` for an unreadable input (before anything is written),
    :class:`SaveError` when ``out`` cannot or may not be written (no file is left behind), and
    ``ExportError`` for a print setting the sheets cannot honour, a game that has no record
    sheet or an export past the sheet cap."""
    from designer.sheets.export import write_pdf

    sheet, count, read = export_sheet(paths, settings, progress, overrides, profile)
    write_pdf(sheet, out, inputs=[*paths, *read], force=force, make_folder=make_folder)
    return ExportResult(Path(out), len(sheet.pages), count)


def export_sheet(
    paths: Sequence[str | Path],
    settings=None,
    progress=None,
    overrides: dict | None = None,
    profile: str | None = None,
) -> tuple["Sheet", int, tuple[str, ...]]:
    """What :func:`export_pdf` prints, not yet rendered: the sheet (its display lists), how many
    designs or ships it holds, and every file read making it (the outputs baseline compares
    these)."""
    from designer.core.fleet import evaluate_fleet
    from designer.sheets.battle_pack import MAX_SHEETS
    from designer.sheets.export import ExportError, PrintSettings, design_sheet, fleet_sheet

    settings = settings or PrintSettings()
    if len(paths) * settings.copies > MAX_SHEETS:  # each file prints a sheet at least: refuse unread
        raise ExportError(
            f"the export names {len(paths):,} files"
            + (f" × {settings.copies} copies" if settings.copies > 1 else "")
            + f"; one export prints at most {MAX_SHEETS:,} record sheets - export "
            "fewer files or fewer copies"
        )
    with ReadLog() as read:  # every file read making the PDF is an input the PDF never replaces
        documents = [open_reference(p) for p in paths]  # a file, a pipe or catalog:ID
        chosen = profile_of(profile)
        fleets = [d for d in documents if isinstance(d, LoadedFleet)]
        designs = [d for d in documents if not isinstance(d, LoadedFleet)]
        if fleets:  # fleets print as battle packs
            if designs:
                raise ExportError(
                    f"{designs[0].path} is a design, not a fleet; export designs and "
                    "fleets separately (or add the design to the fleet)"
                )
            if settings.copies != 1 or settings.blank:
                raise ExportError(
                    "--copies and --blank are for design sheets; a battle pack "
                    "prints each ship of the fleet once (export the design files "
                    "for copies or a blank sheet)"
                )
            results = [evaluate_fleet(f, overrides, context_for(f, chosen).profile) for f in fleets]
            sheet, count = fleet_sheet(results, settings), sum(r.ship_count for r in results)
        else:
            items = [(d.game, d.design, context_for(d, chosen, overrides)) for d in designs]
            sheet, count = design_sheet(items, settings, progress), len(items)
    return sheet, count, read.paths


def export_campaign(
    paths: Sequence[str | Path],
    side: str,
    out: str | Path,
    settings=None,
    make_folder: bool = False,
    force: bool = False,
) -> ExportResult:
    """One side's campaign pack (``sheets/campaign_pack.py``): the side's fleets with each named
    ship's damage marked, nothing of the other side's. Raises as :func:`export_pdf` does."""
    from designer.core.campaign import evaluate_campaign, load_campaign
    from designer.sheets.battle_pack import BattlePackError
    from designer.sheets.campaign_pack import campaign_pack
    from designer.sheets.export import ExportError, PrintSettings, write_pdf

    settings = settings or PrintSettings()
    if len(paths) != 1:
        raise ExportError("--side prints one campaign's pack: name one campaign file")
    if settings.copies != 1 or settings.blank:
        raise ExportError(
            "--copies and --blank are for design sheets; a campaign pack prints each ship of the side once"
        )
    with ReadLog() as read:
        report = evaluate_campaign(load_campaign(paths[0], pipes=True))
        settings.check([report.loaded.game])
        try:
            sheet = campaign_pack(report, side, settings.paper, settings.for_game)
        except KeyError as exc:
            raise ExportError(exc.args[0]) from None
        except BattlePackError as exc:
            raise ExportError(str(exc)) from None
    write_pdf(sheet, out, inputs=[*paths, *read.paths], force=force, make_folder=make_folder)
    chosen = report.side(side)
    assert chosen is not None  # campaign_pack refused a side the campaign has not
    ships = sum(f.evaluation.ship_count for f in chosen.fleets)
    return ExportResult(Path(out), len(sheet.pages), ships)


class StderrProgress:
    """A progress line on stderr for long exports: rewritten in place on a terminal, a line per
    quarter otherwise (so logs stay short). ``end()`` closes the line."""

    def __init__(self, min_total: int = 10):
        self.min_total = min_total
        self.tty = sys.stderr.isatty()
        self.shown = False

    def __call__(self, done: int, total: int, what: str) -> None:
        if total < self.min_total:
            return
        if self.tty:
            print(f"\rexport: laying out {done}/{total} designs", end="", file=sys.stderr, flush=True)
            self.shown = True
        elif done == total or done % max(1, total // 4) == 0:
            print(f"export: laid out {done}/{total} designs", file=sys.stderr)

    def end(self) -> None:
        if self.shown:
            print(file=sys.stderr)
            self.shown = False
