"""The one export path: designs or fleets in, one document of record sheets out, written as a
PDF only where Hullwright may write. The CLI's ``hullwright export``, the window's Export PDF and its
Print all come through here, with the same print settings.

Print settings: the paper; the sheet options of the games printed (each game declares its own,
``Game.sheet_options``; a choice no game in the export has is refused with the list of those it
has); copies of each design's sheet; a blank sheet of each game for designing by hand.

Sheets made under a house-rule profile say so at the foot of every page (``with_house_rules``),
the window's preview as much as a PDF, for every game alike.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Callable, Mapping, Sequence

from designer.core.atomic import write_atomic
from designer.core.context import EvaluationContext
from designer.core.evaluation import Evaluation
from designer.core.fleet import FleetEvaluation
from designer.core.game import AnyGame
from designer.core.model import DesignBase
from designer.core.output_guard import PDF, check_output
from designer.core.context import Profile
from designer.sheets.battle_pack import BattlePackError, battle_pack, check_sheet_count
from designer.sheets.display import Page, Sheet
from designer.sheets.generic_sheet import record_pages
from designer.sheets.page_frame import house_rules_line, with_footer
from designer.sheets.roster import battle_pack_template

PAPERS = ("a4", "letter")
PAPER_TITLES = {"a4": "A4", "letter": "Letter"}
MAX_COPIES = 50
Progress = Callable[[int, int, str], None]  # (done, total, what) after each design is laid out
# A design to print: its game and design, and the context it is evaluated in (default: the book's)
DesignItem = tuple[AnyGame, DesignBase] | tuple[AnyGame, DesignBase, EvaluationContext[Any]]
Evaluated = tuple[DesignBase, Evaluation[Any], EvaluationContext[Any]]  # a design as it was evaluated


class ExportError(Exception):
    """An export that cannot be made for a reason other than an unreadable input file."""


@dataclass(frozen=True)
class PrintSettings:
    paper: str = "a4"
    options: Mapping[str, Any] = field(default_factory=dict)  # sheet options by name
    copies: int = 1
    blank: bool = False
    analysis: bool = False  # the firepower table and chart after each record sheet (issue 28)

    def check(self, games: Sequence[AnyGame]) -> None:
        """Refuse a paper, a copy count or a sheet option the export cannot honour."""
        if self.paper not in PAPERS:
            raise ExportError(f"paper {self.paper!r} is not one of {', '.join(PAPERS)}")
        if not 1 <= self.copies <= MAX_COPIES:
            raise ExportError(f"copies must be 1 to {MAX_COPIES}, not {self.copies}")
        known = {o.key: o for g in games for o in g.sheet_options}
        for key, value in self.options.items():
            if key not in known:
                have = ", ".join(sorted(known)) or "none"
                raise ExportError(f"sheet option {key!r} is not one these sheets have ({have})")
            if not known[key].accepts(value):
                expected = known[key].expected()
                raise ExportError(
                    f"sheet option {key} = {value!r}: it must be "
                    + (f"one of: {expected}" if known[key].choices else expected)
                )

    def for_game(self, game: AnyGame) -> dict[str, Any]:
        """The sheet options one game takes, its defaults filled in."""
        return {o.key: self.options.get(o.key, o.default) for o in game.sheet_options}


def design_sheet(
    designs: Sequence[DesignItem],
    settings: PrintSettings = PrintSettings(),
    progress: Progress | None = None,
    title: str | None = None,
) -> Sheet:
    """The record sheets of these ``(game, design)`` or ``(game, design, context)`` items:
    grouped by game (games in order of first appearance, designs in input order), each copied
    ``copies`` times, then a blank sheet per game when asked; each game's pages as its
    ``Sheets.record_pages`` packs them."""
    settings.check([item[0] for item in designs])
    try:
        check_sheet_count(len(designs) * settings.copies)
    except BattlePackError as exc:
        raise ExportError(str(exc)) from None
    by_game: dict[str, tuple[AnyGame, list[tuple[DesignBase, Evaluation[Any]]]]] = {}
    analysed: dict[str, list[Evaluated]] = {}  # each design once, as its record sheet evaluated it
    for n, item in enumerate(designs, 1):
        game, design = item[0], item[1]
        context = item[2] if len(item) > 2 else game.prepare(design)  # the files it names, read first
        evaluation = game.evaluate(design, context)
        by_game.setdefault(game.id, (game, []))[1].extend([(design, evaluation)] * settings.copies)
        analysed.setdefault(game.id, []).append((design, evaluation, context))
        if progress:
            progress(n, len(designs), design.name)
    pages: list[Page] = []
    for game, entries in by_game.values():
        game_pages = record_pages(game, entries, settings.paper, settings.for_game(game))
        if settings.blank:  # a form, not an empty design's figures
            if game.sheets is None:
                raise ExportError(f"{game.title} has no blank sheet yet; export without it")
            game_pages = game_pages + game.sheets.blank_pages(settings.paper, settings.for_game(game))
        if settings.analysis:
            game_pages = game_pages + _analysis_pages(game, analysed[game.id], settings.paper)
        pages += with_house_rules(
            game_pages, [(item[2].profile if len(item) > 2 else None) for item in designs if item[0] is game]
        )
    names = list(dict.fromkeys(item[1].name for item in designs))
    shown = ", ".join(names[:6]) + (f" and {len(names) - 6} more" if len(names) > 6 else "")
    titles = ", ".join(g.title for g, _ in by_game.values())
    return Sheet(
        tuple(pages),
        title=title or f"Record sheets: {shown}",
        author="Hullwright",
        subject=f"{titles} record sheets ({PAPER_TITLES[settings.paper]})",
        keywords=tuple(["record sheet"] + [g.id for g, _ in by_game.values()]),
    )


def _analysis_pages(game: AnyGame, designs: Sequence[Evaluated], paper: str) -> list[Page]:
    """The analysis pages of one game's designs (none when the game offers no analysis)."""
    from designer.core.analysis import DesignAnalysis, analyse_design
    from designer.core.memo import Memo
    from designer.sheets.analysis_sheet import analysis_pages

    memo = Memo()
    analyses: list[DesignAnalysis] = []
    for design, evaluation, context in designs:
        found = analyse_design(game, design, evaluation, context, memo)
        if found is not None:
            analyses.append(found)
    return analysis_pages(analyses, paper, memo=memo)


def with_house_rules(pages: Sequence[Page], profiles: Sequence[Profile | None]) -> list[Page]:
    """``pages`` with the house-rules line at their foot, if any profile was in force."""
    line = house_rules_line(profiles)
    if not line:
        return list(pages)
    template = battle_pack_template()  # the foot lines' look, the same for every game
    return [with_footer(page, line, template) for page in pages]


def fleet_sheet(results: Sequence[FleetEvaluation], settings: PrintSettings = PrintSettings()) -> Sheet:
    """The battle pack of evaluated fleets (``designer.core.fleet.FleetEvaluation``), their
    record sheets under the settings' sheet options (copies and a blank sheet are for designs:
    a pack prints each ship once)."""
    settings.check([r.game for r in results])
    try:
        sheet = battle_pack(list(results), settings.paper, settings.for_game)
    except BattlePackError as exc:
        raise ExportError(str(exc)) from None
    if not settings.analysis:
        return sheet
    extra = [page for result in results for page in _fleet_analysis_pages(result, settings.paper)]
    return replace(sheet, pages=(*sheet.pages, *extra))


def _fleet_analysis_pages(result: FleetEvaluation, paper: str) -> list[Page]:
    """One fleet analysis: the whole fleet's firepower by range (each ship's weapons bearing on
    its best arc, at one target) and its summed damage to destroy (issue 28)."""
    from designer.core.memo import Memo
    from designer.core.analysis import DesignAnalysis, analyse_design, analyse_figures, fleet_figures
    from designer.sheets.analysis_sheet import analysis_pages

    memo = Memo()
    ships: list[tuple[int, DesignAnalysis]] = []
    for entry in result.entries:
        found = analyse_design(
            result.game, entry.loaded.design, entry.evaluation, memo=memo, with_standards=False
        )
        if found is None:
            return []
        ships.append((entry.ship.count, found))
    summed = fleet_figures(ships)
    if summed is None:
        return []
    return analysis_pages([analyse_figures(f"{result.fleet.fleet} (fleet)", summed, memo)], paper, memo=memo)


def write_pdf(
    sheet: Sheet,
    out: str | Path,
    inputs: Sequence[Path | str | None] = (),
    force: bool = False,
    make_folder: bool = False,
) -> Path:
    """Render with the one PDF renderer and write atomically: never over one of ``inputs``,
    a file that is not a PDF, or a name without ``.pdf`` unless ``force`` (``output_guard``)."""
    from designer.sheets.pdf import document_epoch, render_pdf

    out = Path(out)
    check_output(out, PDF, inputs=[p for p in inputs if p is not None], force=force)
    try:
        document_epoch()  # the environment's date for the PDF, refused before any work is done
    except ValueError as exc:
        raise ExportError(str(exc)) from None
    data = render_pdf(sheet)
    if make_folder:
        out.parent.mkdir(parents=True, exist_ok=True)
    write_atomic(out, data, keep_backup=False)
    return out
