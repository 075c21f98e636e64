"""The Star Fleet Battles plugin: a thin adapter between the engine and the rules, catalog and
sheet of this package. It holds the catalog loader (no module caches)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Mapping, Sequence

from designer.core.capabilities import (
    FixCandidates,
    QuickReference,
    ReferenceEntry,
    SheetItem,
    SheetPage,
    Sheets,
)
from designer.core.context import Profile, ResolvedContext
from designer.core.editor import EditorSpec
from designer.core.evaluation import Evaluation, Finding
from designer.core.fleet_model import FleetBase
from designer.core.game import DesignKind, Game, GameData
from designer.core.memo import Memo
from designer.core.model import RuleValue
from designer.core.operations import Operation
from designer.core.paths import CATALOGS
from designer.core.shared_text import SharedDesign
from designer.games.sfb.design import SfbDesign
from designer.games.sfb.options import RULE_OPTIONS, SHEET_OPTIONS
from designer.games.sfb.ship_state import SfbShipState

# The registry loads every game to list them (New, House rules, a catalog: reference), so this
# module imports only what the class attributes hold; rules and catalog are imported by the
# methods that use them, when a design of this game is opened.
if TYPE_CHECKING:
    from designer.core.analysis import GameFigures
    from designer.games.sfb.catalog import SfbCatalog
    from designer.games.sfb.rules.detail import SfbDetail


class SfbGame(Game[SfbDesign, "SfbDetail", "SfbCatalog"]):
    id = "sfb"
    ship_state = SfbShipState()
    title = "Star Fleet Battles (Joshadan Galaxy)"
    books = ('Star Fleet Battles (Amarillo Design Bureau) with the fan supplement "Joshadan Galaxy"',)
    design_kinds = (DesignKind("ship", "SSD", SfbDesign),)
    rule_options = RULE_OPTIONS
    sheet_options = SHEET_OPTIONS

    def open_data(self) -> GameData[SfbCatalog]:
        return GameData(self.id, self.title, CATALOGS / self.id, _read_catalog, _with_profile)

    def _evaluate(self, design: SfbDesign, context: ResolvedContext[SfbCatalog]) -> Evaluation[SfbDetail]:
        from designer.games.sfb.rules import evaluation as rules

        return rules.evaluate(design, context.catalog, context.options, context.memos)

    def editor(self, catalog: SfbCatalog | None = None) -> EditorSpec:
        """The window's editor description under ``catalog`` (``designer/games/sfb/editor/form.py``)."""
        from designer.games.sfb.editor.form import build_editor

        return self.data.per_catalog("editor", catalog, build_editor)

    def analyse(
        self,
        design: SfbDesign,
        evaluation: Evaluation["SfbDetail"],
        options: Mapping[str, RuleValue] | None = None,
        memo: Memo | None = None,
    ) -> GameFigures | None:
        from designer.games.sfb.rules.analysis import figures

        return figures(design, evaluation, self.data.catalog().tables, memo)

    def shared_design(self, design: SfbDesign, evaluation: Evaluation["SfbDetail"]) -> SharedDesign:
        """The design as players post it (designer/games/sfb/sheet/share.py)."""
        from designer.games.sfb.sheet.share import shared_design

        return shared_design(design, evaluation)

    def empty_design(self, name: str, kind: str | None = None) -> SfbDesign:
        """An empty SSD: six shields of nothing, no boxes."""
        return SfbDesign(name=name)

    def catalog_summary(self) -> dict[str, object]:
        from designer.games.sfb.rules.catalog_summary import system_summaries

        summary = super().catalog_summary()
        summary["systems"] = system_summaries(self.data.catalog())
        return summary

    @property
    def sheets(self) -> SfbSheets:
        return SfbSheets(self)

    @property
    def fixes(self) -> SfbFixes:
        return SfbFixes(self)

    @property
    def quick_reference(self) -> SfbReference:
        return SfbReference(self)


def _read_catalog() -> SfbCatalog:
    from designer.games.sfb.catalog import CatalogLoader

    return CatalogLoader(CATALOGS / SfbGame.id).catalog()


def _with_profile(catalog: SfbCatalog, profile: Profile) -> SfbCatalog:
    """The catalog with a house-rule profile's numbers and the systems it defines
    (``profile.py``)."""
    from designer.games.sfb.profile import with_profile

    return with_profile(catalog, profile)


class SfbSheets(Sheets[SfbDesign, "SfbDetail"]):
    """Ship System Displays (``sheet.py``)."""

    def __init__(self, game: SfbGame) -> None:
        self.game = game

    def record_pages(
        self,
        items: Sequence[SheetItem[SfbDesign, SfbDetail]],
        paper: str = "a4",
        options: Mapping[str, RuleValue] | None = None,
        memo: Memo | None = None,
    ) -> list[SheetPage]:
        from designer.games.sfb.sheet.pages import record_sheet_pages
        from designer.sheets.template import game_template

        notes = bool((options or {}).get("notes_layer", False))
        return record_sheet_pages(items, paper, game_template(self.game), notes_layer=notes, memo=memo)

    def blank_pages(
        self, paper: str = "a4", options: Mapping[str, RuleValue] | None = None, memo: Memo | None = None
    ) -> list[SheetPage]:
        """The SSD of an empty design as a form: keys and shield names, no figures (``ssd_pages``)."""
        from designer.games.sfb.sheet.pages import ssd_pages
        from designer.games.sfb.sheet.blank import BLANK_SHIELDS
        from designer.sheets.template import game_template

        # Shield tracks to count out: more boxes than most ships have, no strengths printed.
        empty = self.game.empty_design(" ").model_copy(update={"shields": BLANK_SHIELDS})
        notes = bool((options or {}).get("notes_layer", False))
        return ssd_pages(
            empty,
            self.game.evaluate(empty),
            paper,
            game_template(self.game),
            notes,
            memo if memo is not None else Memo(),
            blank=True,
        )


class SfbFixes(FixCandidates[SfbDesign]):
    def __init__(self, game: SfbGame) -> None:
        self.game = game

    def candidates(self, design: SfbDesign, finding: Finding) -> Sequence[Operation]:
        """Beyond the generic fixes: an arc to pick, a campaign condition to record, a mount to
        empty for its refund, a plan to trim (``designer/games/sfb/editor/fix_candidates.py``)."""
        from designer.games.sfb.editor.fix_candidates import fix_candidates

        return fix_candidates(design, self.game.data.catalog(), finding)


class SfbReference(QuickReference[SfbDesign]):
    """Energy allocation, bolting and blossom as the ships need them, the supplement's charts
    for their weapons and each system's play note (``designer/games/sfb/sheet/quick_reference.py``)."""

    def __init__(self, game: SfbGame) -> None:
        self.game = game

    def entries(self, designs: Sequence[SfbDesign], fleet: FleetBase | None = None) -> list[ReferenceEntry]:
        from designer.core.quick_reference import read_reference
        from designer.games.sfb.sheet.quick_reference import REFERENCE_FILE, reference_entries

        folder = self.game.data.folder
        procedures = self.game.data.held("reference", lambda: read_reference(folder / REFERENCE_FILE))
        return reference_entries(
            [d for d in designs if isinstance(d, SfbDesign)], self.game.data.catalog(), procedures
        )
