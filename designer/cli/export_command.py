"""``drydock export FILE... [-o OUT.pdf] [--paper a4|letter]``: record sheets as one PDF.

Exit 0 written, 1 when the PDF cannot be written (or a game has no sheet), 2 when an input file
cannot be read (``FILE:LINE:COL: ...`` on stderr). Without ``-o`` the PDF goes to ``exports/``.
The same input always gives the same bytes, and the file appears whole or not at all.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Sequence

from designer.cli.options import add_rule_argument, parse_rule_overrides
from designer.core.atomic import SaveError, write_atomic
from designer.core.context import EvaluationContext
from designer.core.design_file import load_design
from designer.core.errors import LoadError
from designer.core.fleet_file import is_fleet_file
from designer.core.game import Game
from designer.core.model import DesignBase
from designer.core.paths import exports_folder
from designer.sheets.display import Sheet

# reportlab and the battle pack load when a PDF is made, not on every start of the program
# (``drydock open`` builds this parser too): about 125 ms of start-up.

PAPERS = ("a4", "letter")
PAPER_TITLES = {"a4": "A4", "letter": "Letter"}
Progress = Callable[[int, int, str], None]  # (done, total, what) after each design is laid out


class ExportError(Exception):
    """An export that cannot be made for a reason other than an unreadable input file."""


@dataclass(frozen=True)
class ExportResult:
    path: Path
    pages: int
    designs: int


def add_parser(sub) -> None:
    p = sub.add_parser("export", help="print record sheets of designs to one PDF")
    p.add_argument("files", nargs="+", metavar="FILE")
    p.add_argument("-o", "--output", metavar="OUT.pdf",
                   help="the PDF to write (default: a file in exports/ under the current folder)")
    p.add_argument("--paper", choices=PAPERS, default="a4", help="page size (default a4)")
    add_rule_argument(p, "override a rule option (repeatable)")
    p.set_defaults(run=run)


def run(args) -> int:
    out = Path(args.output) if args.output else default_output(args.files)
    progress = stderr_progress() if sys.stderr else None
    try:
        result = export_pdf(args.files, out, args.paper, progress,
                            parse_rule_overrides(args.rule), make_folder=not args.output)
    except LoadError as exc:
        _end_progress()
        print(exc, file=sys.stderr)
        return 2
    except (SaveError, ExportError) as exc:
        _end_progress()
        print(f"drydock export: {exc}", file=sys.stderr)
        return 1
    _end_progress()
    print(f"wrote {result.path} ({result.pages} page{'s' * (result.pages != 1)}, "
          f"{result.designs} design{'s' * (result.designs != 1)}, {PAPER_TITLES[args.paper]})",
          file=sys.stderr)
    return 0


def default_output(files: Sequence[str]) -> Path:
    """``exports/<name>.pdf`` for one file, ``exports/record-sheets.pdf`` for several."""
    name = Path(files[0]).stem if len(files) == 1 else "record-sheets"
    return exports_folder() / f"{name}.pdf"


def export_pdf(paths: Sequence[str | Path], out: str | Path, paper: str = "a4",
               progress: Progress | None = None, overrides: dict | None = None,
               make_folder: bool = False) -> ExportResult:
    """Load every design file, lay out each game's record sheets, write one PDF atomically.

    Raises :class:`LoadError` for an unreadable input (before anything is written),
    :class:`SaveError` when ``out`` cannot be written (no file is left behind), and
    :class:`ExportError` for a game that has no record sheet."""
    from designer.sheets.battle_pack import BattlePackError, fleet_document
    from designer.sheets.pdf import render_pdf

    if any(is_fleet_file(p) for p in paths):  # fleets print as battle packs (issue 5)
        try:
            sheet, ships = fleet_document(paths, paper, overrides)
        except BattlePackError as exc:
            raise ExportError(str(exc)) from None
        count = ships  # a fleet prints one record sheet per ship
    else:
        designs = [(loaded.game, loaded.design, loaded.path.resolve().parent)
                   for loaded in (load_design(p) for p in paths)]
        sheet = build_sheet(designs, paper, progress, overrides)
        count = len(designs)
    data = render_pdf(sheet)
    out = Path(out)
    if make_folder:
        out.parent.mkdir(parents=True, exist_ok=True)
    write_atomic(out, data, keep_backup=False)
    return ExportResult(out, len(sheet.pages), count)


def build_sheet(designs: Sequence[tuple[Game, DesignBase, Path | None]], paper: str = "a4",
                progress: Progress | None = None, overrides: dict | None = None,
                title: str | None = None) -> Sheet:
    """The document for these designs (each with the folder of its file, or None): grouped by
    game (games in order of first appearance, designs in input order), each game's pages as its
    ``record_sheet_pages`` packs them."""
    if paper not in PAPERS:
        raise ExportError(f"paper {paper!r} is not one of {', '.join(PAPERS)}")
    by_game: dict[str, tuple[Game, list]] = {}
    total = len(designs)
    context = EvaluationContext(overrides=overrides or {})
    for n, (game, design, folder) in enumerate(designs, 1):
        evaluation = game.evaluate(design, context.at(folder))
        by_game.setdefault(game.id, (game, []))[1].append((design, evaluation))
        if progress:
            progress(n, total, design.name)
    pages: list = []
    for game, entries in by_game.values():
        try:
            pages += game.record_sheet_pages(entries, paper)
        except NotImplementedError:
            raise ExportError(f"{game.title} has no record sheet yet; export its designs later") from None
    names = list(dict.fromkeys(d.name for _, d, _ in designs))
    shown = ", ".join(names[:6]) + (f" and {len(names) - 6} more" if len(names) > 6 else "")
    titles = ", ".join(g.title for g, _ in by_game.values())
    return Sheet(tuple(pages), title=title or f"Record sheets: {shown}", author="Drydock",
                 subject=f"{titles} record sheets ({PAPER_TITLES[paper]})",
                 keywords=tuple(["record sheet"] + [g.id for g, _ in by_game.values()]))


_progress_shown = False


def stderr_progress(min_total: int = 10) -> Progress:
    """A progress line on stderr for long exports: rewritten in place on a terminal, a line per
    quarter otherwise (so logs stay short)."""
    tty = sys.stderr.isatty()

    def report(done: int, total: int, what: str) -> None:
        global _progress_shown
        if total < min_total:
            return
        if tty:
            print(f"\rexport: laying out {done}/{total} designs", end="", file=sys.stderr, flush=True)
            _progress_shown = True
        elif done == total or done % max(1, total // 4) == 0:
            print(f"export: laid out {done}/{total} designs", file=sys.stderr)

    return report


def _end_progress() -> None:
    global _progress_shown
    if _progress_shown:
        print(file=sys.stderr)
        _progress_shown = False
